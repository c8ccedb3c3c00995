"""Grading one decision: the loss against the best option on the coach's measure, a grade and
one sentence why (pt and en).

Grades from the loss (score points, see :mod:`cacheta_lab.game.measure`): ``best`` ≤ 0.5,
``good`` ≤ 2, ``inaccuracy`` ≤ 5, ``mistake`` ≤ 12, ``blunder`` above. Fixed grades: a missed
bater (or furar a fila that would go out) is a blunder, as is a false bati; bater with 9 when
10 scores more is an inaccuracy; a missed na boa announcement is an inaccuracy; a failed furar
a fila (the seat se queima) is a mistake.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..catalogue import counted
from ..errors import CachetaError
from ..game.measure import (
    BATE,
    Metric,
    describe,
    discard_options,
    draw_options,
    fold_costs,
    lixeira_better,
    wait_loss,
)
from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW, PlayerView
from ..text import plural

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = (0.5, 2.0, 5.0, 12.0)  # the most loss each grade allows, best to mistake
GRADE_NAMES = {
    "pt": {"best": "melhor", "good": "boa", "inaccuracy": "imprecisão", "mistake": "erro",
           "blunder": "erro grave"},
    "en": {"best": "best", "good": "good", "inaccuracy": "inaccuracy", "mistake": "mistake",
           "blunder": "blunder"},
}
FOLD_WEIGHT = 10.0  # score points per point of the match lost (correr decisions)
LOSS_9_FOR_10 = 4.0  # bater with 9 when 10 scores more
LOSS_NO_ANNOUNCE = 3.0  # na boa not announced
LOSS_BURNED = 10.0  # a failed furar a fila
LOSS_FALSE = 50.0  # a false bati or a missed bater
LOSS_WASTED_DRAW = 3.0  # a lixeira card taken that does not improve the hand


def grade_of(loss: float) -> str:
    """The grade for a loss in score points."""
    for name, most in zip(GRADES, THRESHOLDS, strict=False):
        if loss <= most:
            return name
    return "blunder"


@dataclass(frozen=True)
class Grade:
    """One graded decision of ``seat``."""

    kind: str  # draw, discard, bater, na_boa, furar, correr
    move: str  # the move in short notation, e.g. "discard 9s"
    grade: str
    best: str
    loss: float
    why_pt: str
    why_en: str
    metric: dict[str, Any] = field(default_factory=dict)
    turn: int = 0
    round: int = 0

    def why(self, lang: str = "pt") -> str:
        return self.why_en if lang == "en" else self.why_pt

    def grade_name(self, lang: str = "pt") -> str:
        return GRADE_NAMES["en" if lang == "en" else "pt"][self.grade]

    def to_dict(self, lang: str = "pt") -> dict[str, Any]:
        return {"turn": self.turn, "round": self.round, "kind": self.kind, "move": self.move,
                "grade": self.grade, "best": self.best, "why": self.why(lang),
                "metric": {**self.metric, "loss": round(self.loss, 2)}}


# --- words ----------------------------------------------------------------------------------

def _c(card: Card) -> str:
    return card.symbol


def _discard_words(card: Card, lang: str) -> str:
    return f"descartar {_c(card)}" if lang == "pt" else f"discarding {_c(card)}"


def _draw_words(source: str, top: Card | None, lang: str) -> str:
    if source == MONTE:
        return "comprar do monte" if lang == "pt" else "drawing from the monte"
    return (f"pegar {_c(top)} da lixeira" if lang == "pt"  # type: ignore[arg-type]
            else f"taking {_c(top)} from the lixeira")  # type: ignore[arg-type]


def _compare(best_words: tuple[str, str], best: Metric, played_words: tuple[str, str],
             played: Metric, same: bool) -> tuple[str, str]:
    pt_best, en_best = (f"{best_words[0][0].upper()}{best_words[0][1:]}",
                        f"{best_words[1][0].upper()}{best_words[1][1:]}")
    if best.bate:
        if same:
            return (f"{pt_best} faz você bater agora: o melhor.",
                    f"{en_best} lets you go out now: the best.")
        return (f"{pt_best} fazia você bater agora; {played_words[0]} deixa "
                f"{describe(played, 'pt')}.",
                f"{en_best} let you go out now; {played_words[1]} leaves "
                f"{describe(played, 'en')}.")
    if same:
        return (f"{pt_best} é a melhor escolha: deixa você {describe(best, 'pt')}.",
                f"{en_best} is the best choice: it leaves you {describe(best, 'en')}.")
    return (f"{best_words[0][0].upper()}{best_words[0][1:]} deixava você "
            f"{describe(best, 'pt')}; {played_words[0]} deixa {describe(played, 'pt')}.",
            f"{best_words[1][0].upper()}{best_words[1][1:]} left you {describe(best, 'en')}; "
            f"{played_words[1]} leaves {describe(played, 'en')}.")


def _as_good(pt: str, en: str, other: str, m: Metric) -> tuple[str, str]:
    return (f"{pt[0].upper()}{pt[1:]} vale o mesmo que a primeira opção ({other}): deixa você "
            f"{describe(m, 'pt')}.",
            f"{en[0].upper()}{en[1:]} is as good as the first option ({other}): it leaves you "
            f"{describe(m, 'en')}.")


def _metrics(best: Metric, played: Metric) -> dict[str, Any]:
    return {"played": played.to_dict(), "best": best.to_dict()}


# --- notation -------------------------------------------------------------------------------

def notation(move: Move | None) -> str:
    """A move in short notation: "draw monte", "discard 9s", "bater 9s", "bater10", "na_boa",
    "furar 5h", "furar10", "correr", "pass" (None)."""
    if move is None:
        return "pass"
    if isinstance(move, Draw):
        return f"draw {move.source}"
    if isinstance(move, Discard):
        return f"discard {move.card.code}"
    if isinstance(move, Bater | Furar):
        word = "bater" if isinstance(move, Bater) else "furar"
        return f"{word}10" if move.discard is None else f"{word} {move.discard.code}"
    if isinstance(move, AnunciarNaBoa):
        return "na_boa"
    return "correr"


def move_words(code: str, lang: str = "pt") -> str:
    """A move's short notation (:func:`notation`) in words: "compra do monte", "descarta 9♠" /
    "draws from the monte", "discards 9♠"."""
    word, _, rest = code.partition(" ")
    if word == "draw":
        pile = "da lixeira" if rest == LIXEIRA else "do monte"
        return f"compra {pile}" if lang != "en" else f"draws from the {rest}"
    if not rest and word in ("bater", "furar"):
        return ("bate" if word == "bater" else "fura a fila") if lang != "en" else (
            "goes out" if word == "bater" else "jumps the queue")
    card = _c(Card.parse(rest)) if rest else ""
    pt, en = {
        "discard": (f"descarta {card}", f"discards {card}"),
        "bater": (f"bate descartando {card}", f"goes out discarding {card}"),
        "bater10": ("bate com as 10", "goes out with all 10"),
        "furar": (f"fura a fila descartando {card}", f"jumps the queue discarding {card}"),
        "furar10": ("fura a fila com as 10", "jumps the queue with all 10"),
        "na_boa": ("anuncia na boa", "announces na boa"),
        "correr": ("corre", "folds (correr)"),
        "pass": ("passa", "passes"),
    }.get(word, (code, code))
    return en if lang == "en" else pt


# --- grading --------------------------------------------------------------------------------

def grade(view: PlayerView, move: Move) -> Grade:
    """Grade ``move`` made from ``view`` (the seat's view just before the move). Only what
    the view shows is used: the same view with other hidden cards gets the same grade."""
    if not isinstance(view, PlayerView):
        raise CachetaError("grade(view, move): view deve ser o PlayerView do jogador",
                           "grade(view, move): view must be the seat's PlayerView")
    if getattr(move, "seat", None) != view.seat:
        raise CachetaError(f"a jogada {move!r} não é do jogador {view.seat} desta visão",
                           f"the move {move!r} is not made by player {view.seat} of this view")
    turn = view.turns + (1 if view.phase == DRAW and view.my_turn else 0)
    if isinstance(move, AnunciarNaBoa):
        g = _grade_announce(view, move)
    elif isinstance(move, Furar):
        g = _grade_furar(view, move)
    elif isinstance(move, Correr) or (isinstance(move, Draw) and view.phase == DRAW):
        g = _grade_draw(view, move)
    elif isinstance(move, Discard | Bater) and view.phase == DISCARD:
        g = _grade_discard(view, move)
    else:
        raise CachetaError(f"a jogada {notation(move)} não cabe neste momento da rodada",
                           f"the move {notation(move)} does not fit this moment of the round")
    return Grade(g.kind, g.move, g.grade, g.best, g.loss, g.why_pt, g.why_en, g.metric, turn)


def _fixed(kind: str, move: Move | None, best: str, loss: float, pt: str, en: str,
           metric: dict[str, Any] | None = None) -> Grade:
    return Grade(kind, notation(move), grade_of(loss), best, loss, pt, en, metric or {})


def _bater_best(view: PlayerView, with10: bool, discards: tuple[Card, ...]) -> Bater:
    rules = view.rules
    if with10 and (not discards or rules.loss_on_bater_10 >= rules.loss_on_bater):
        return Bater(view.seat, None)
    return Bater(view.seat, discards[0])


def _grade_discard(view: PlayerView, move: Discard | Bater) -> Grade:
    with10, discards = view.bater_options()
    rules = view.rules
    if with10 or discards:
        best = _bater_best(view, with10, discards)
        best_n = notation(best)
        if isinstance(move, Discard):
            return _fixed("bater", move, best_n, LOSS_FALSE,
                          f"Você podia bater ({best_n}) e descartou {_c(move.card)}: "
                          "bater perdido.",
                          f"You could go out ({best_n}) and discarded {_c(move.card)}: a missed "
                          "bater.", {"played": None, "best": BATE.to_dict()})
        if move.discard is None:
            if with10:
                return _fixed("bater", move, best_n, 0.0, "Bater com as 10 cartas: o melhor.",
                              "Going out with all 10 cards: the best.", {"best": BATE.to_dict()})
        elif move.discard.kind in {c.kind for c in discards}:
            if with10 and rules.loss_on_bater_10 > rules.loss_on_bater:
                return _fixed(
                    "bater", move, best_n, LOSS_9_FOR_10,
                    f"Bateu com 9, mas as 10 cartas batiam e valem "
                    f"{plural(rules.loss_on_bater_10, 'ponto', 'pontos')} de cada um em vez de "
                    f"{rules.loss_on_bater}.",
                    f"You went out with 9, but all 10 cards went out and score "
                    f"{plural(rules.loss_on_bater_10, 'point', 'points')} from each instead of "
                    f"{rules.loss_on_bater}.", {"best": BATE.to_dict()})
            return _fixed("bater", move, best_n, 0.0,
                          f"Bater descartando {_c(move.discard)}: o melhor.",
                          f"Going out discarding {_c(move.discard)}: the best.",
                          {"best": BATE.to_dict()})
        return _fixed("bater", move, best_n, LOSS_FALSE,
                      f"Bati falso: assim não bate; o certo era {best_n}.",
                      f"A false bati: that does not go out; the right move was {best_n}.")
    if isinstance(move, Bater):
        options = discard_options(view)
        card, m = options[0]
        return _fixed("bater", move, f"discard {card.code}", LOSS_FALSE,
                      f"Bati falso: a mão não bate. O melhor era {_discard_words(card, 'pt')}, "
                      f"ficando {describe(m, 'pt')}.",
                      f"A false bati: the hand does not go out. Best was "
                      f"{_discard_words(card, 'en')}, leaving you {describe(m, 'en')}.",
                      {"best": m.to_dict()})
    options = discard_options(view, must=move.card, closer=True)
    best_card, best = options[0]
    played = next(m for c, m in options if c == move.card)
    loss = max(best.score - played.score, 0.0)
    if played.missing == best.missing > 1:
        loss = max(loss, wait_loss(best, played))
    same = best_card == move.card or loss <= THRESHOLDS[0]
    pt, en = _compare((_discard_words(best_card, "pt"), _discard_words(best_card, "en")), best,
                      (_discard_words(move.card, "pt"), _discard_words(move.card, "en")),
                      played, best_card == move.card)
    if same and best_card != move.card:
        pt, en = _as_good(_discard_words(move.card, "pt"), _discard_words(move.card, "en"),
                          _c(best_card), played)
    return Grade("discard", notation(move), grade_of(loss), f"discard {best_card.code}", loss,
                 pt, en, _metrics(best, played))


def _grade_draw(view: PlayerView, move: Draw | Correr) -> Grade:
    costs = fold_costs(view)
    fold_loss = 0.0
    fold_best = False
    if costs is not None:
        play_cost, fold_cost = costs
        fold_best = fold_cost < play_cost
        if isinstance(move, Correr):
            fold_loss = max(fold_cost - play_cost, 0.0) * FOLD_WEIGHT
        else:
            fold_loss = max(play_cost - fold_cost, 0.0) * FOLD_WEIGHT
    options = draw_options(view)
    best_src = (LIXEIRA if LIXEIRA in options and lixeira_better(
        view, options[LIXEIRA], options.get(MONTE)) else MONTE)
    best = options[best_src]
    top = view.lixeira_top
    if isinstance(move, Correr):
        metric = {"play_cost": round(costs[0], 2), "fold_cost": costs[1]} if costs else {}
        best_n = "correr" if fold_best else f"draw {best_src}"
        fee_pt = plural(int(costs[1]), "ponto", "pontos") if costs else ""
        fee_en = plural(int(costs[1]), "point", "points") if costs else ""
        pt = (f"Correr custa {fee_pt}; jogar custaria em média {costs[0]:.1f}."
              if costs else "Correr não é permitido aqui.")
        en = (f"Folding costs {fee_en}; playing on would cost {costs[0]:.1f} on average."
              if costs else "Folding is not allowed here.")
        return Grade("correr", "correr", grade_of(fold_loss), best_n, fold_loss, pt, en, metric)
    played = options.get(move.source)
    if played is None:
        raise CachetaError(f"não há como comprar de {move.source!r} agora",
                           f"there is no drawing from {move.source!r} now")
    loss = max(best.score - played.score, 0.0)
    if best.bate and not played.bate:
        loss = max(loss, LOSS_FALSE)
    wasted = False
    if (move.source == LIXEIRA and not played.bate and MONTE in options
            and best_src == MONTE and loss < LOSS_WASTED_DRAW):
        wasted, loss, best_src, best = True, LOSS_WASTED_DRAW, MONTE, options[MONTE]
    words = (_draw_words(best_src, top, "pt"), _draw_words(best_src, top, "en"))
    mine = (_draw_words(move.source, top, "pt"), _draw_words(move.source, top, "en"))
    pt, en = _compare(words, best, mine, played, best_src == move.source)
    if best_src != move.source and loss <= THRESHOLDS[0]:
        pt, en = _as_good(mine[0], mine[1], best_src, played)
    if wasted:
        pt = (f"{mine[0][0].upper()}{mine[0][1:]} não melhora a mão (fica "
              f"{describe(played, 'pt')}) e gasta a compra: do monte, a carta nova ainda podia "
              "ajudar.")
        en = (f"{mine[1][0].upper()}{mine[1][1:]} does not improve the hand ("
              f"{describe(played, 'en')}) and spends the draw: from the monte, the new card "
              "could still help.")
    best_n = f"draw {best_src}"
    metric = _metrics(best, played)
    if fold_loss > loss:
        loss = fold_loss
        best_n = "correr"
        fee_pt = plural(int(costs[1]), "ponto", "pontos")  # type: ignore[index]
        fee_en = plural(int(costs[1]), "point", "points")  # type: ignore[index]
        pt = (f"Correr custava {fee_pt}; jogando você perde em média "
              f"{costs[0]:.1f}. " + pt)  # type: ignore[index]
        en = (f"Folding cost {fee_en}; playing on you lose {costs[0]:.1f} on "  # type: ignore[index]
              "average. " + en)
        metric["play_cost"], metric["fold_cost"] = round(costs[0], 2), costs[1]  # type: ignore[index]
    return Grade("draw", notation(move), grade_of(loss), best_n, loss, pt, en, metric)


def _grade_announce(view: PlayerView, move: AnunciarNaBoa) -> Grade:
    outs = view.outs()
    live = sum(o.live for o in outs)
    return _fixed("na_boa", move, "na_boa", 0.0,
                  f"Anunciar na boa dá o direito de furar a fila "
                  f"({counted('outs', len(outs), 'pt')}).",
                  f"Announcing na boa gives the right to furar a fila "
                  f"({counted('outs', len(outs), 'en')}).",
                  {"outs": len(outs), "live_outs": live})


def _grade_furar(view: PlayerView, move: Furar) -> Grade:
    top = view.lixeira_top
    with10, discards = view.bater_options(extra=top)
    if with10 or discards:
        best = _bater_best(view, with10, discards)
        best_n = ("furar10" if best.discard is None else f"furar {best.discard.code}")
        ok = (move.discard is None and with10) or (
            move.discard is not None and move.discard.kind in {c.kind for c in discards})
        if ok:
            return _fixed("furar", move, best_n, 0.0,
                          f"Furar a fila com {_c(top)} e bater: o melhor.",  # type: ignore[arg-type]
                          f"Jumping the queue with {_c(top)} to go out: the best.")  # type: ignore[arg-type]
        return _fixed("furar", move, best_n, LOSS_FALSE,
                      f"{_c(top)} fazia bater ({best_n}), mas não com esse descarte.",  # type: ignore[arg-type]
                      f"{_c(top)} went out ({best_n}), but not with that discard.")  # type: ignore[arg-type]
    return _fixed("furar", move, "pass", LOSS_BURNED,
                  f"{_c(top)} não faz bater: furar a fila assim queima você.",  # type: ignore[arg-type]
                  f"{_c(top)} does not go out: that furar a fila burns you (se queima).")  # type: ignore[arg-type]


def missed_announce(view: PlayerView) -> Grade | None:
    """The grade of letting a na boa hand go unannounced (None: nothing to announce)."""
    rules = view.rules
    if (not rules.na_boa_calls or view.seat in view.announced or view.seat in view.burned
            or len(view.hand) != 9):
        return None
    outs = view.outs()
    live = sum(o.live for o in outs)
    if not live:
        return None
    return Grade("na_boa", "pass", grade_of(LOSS_NO_ANNOUNCE), "na_boa", LOSS_NO_ANNOUNCE,
                 "Você estava na boa e não anunciou: sem anúncio não dá para furar a fila.",
                 "You were na boa and did not announce it: without it you cannot furar a fila.",
                 {"outs": len(outs), "live_outs": live}, view.turns)


def missed_furar(view: PlayerView) -> Grade | None:
    """The grade of not jumping the queue when the lixeira top went out (None: it did not)."""
    rules = view.rules
    top = view.lixeira_top
    if (not rules.na_boa_calls or view.seat not in view.announced or view.seat in view.burned
            or top is None or view.my_turn or view.phase != DRAW or view.top_from == view.seat
            or view.seat in view.out):
        return None
    with10, discards = view.bater_options(extra=top)
    if not (with10 or discards):
        return None
    best = _bater_best(view, with10, discards)
    best_n = "furar10" if best.discard is None else f"furar {best.discard.code}"
    return Grade("furar", "pass", "blunder", best_n, LOSS_FALSE,
                 f"{_c(top)} fazia você bater furando a fila ({best_n}): bater perdido.",
                 f"{_c(top)} let you go out by jumping the queue ({best_n}): a missed bater.",
                 {}, view.turns)
