"""Grading one decision by the chance to win the round it gives away, and one sentence why (pt
and en).

The loss of a decision is the best option's win chance minus the played option's, in points of
win percentage, from the fast evaluator (:mod:`cacheta_lab.coach.fast`). Grades from the loss
(:data:`THRESHOLDS`): ``best`` ≤ 1, ``good`` ≤ 2.5, ``inaccuracy`` ≤ 5, ``mistake`` ≤ 10,
``blunder`` above. Two orders are kept whatever the model's figures: among discards, one that
leaves the hand more draws from bater never gets a milder grade than one that leaves it
fewer (the draws still missing decide first), and throwing away a curinga or a joker never a
milder grade than a natural card that leaves as many draws missing.

A discard loses at least :data:`LOSS_PER_DRAW` (3) per draw it leaves missing beyond the best
one (an inaccuracy for one draw, a mistake for two): far from bater the chances are small and
close together, but the draws still missing decide first.

Fixed grades, where the win chance does not tell: a false bati is a blunder (:data:`LOSS_FALSE`);
bater with 9 when all 10 score more is an inaccuracy (:data:`LOSS_9_FOR_10`: the round is won
either way); letting a na boa hand go unannounced is an inaccuracy (:data:`LOSS_NO_ANNOUNCE`);
a failed furar a fila (the seat se queima) is a mistake (:data:`LOSS_BURNED`). Correr is weighed
in points: the expected points lost playing on against the fee, per point of the stake.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..catalogue import counted, term
from ..errors import CachetaError
from ..game.chances import HandFacts, fold_costs
from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW, PlayerView
from ..text import percent, plural
from .evaluation import Option
from .fast import Assessment, assess
from .legality import legal_move

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = (1.0, 2.5, 5.0, 10.0)  # win-% points: the most loss each grade allows, best→mistake
GRADE_NAMES = {
    "pt": {"best": "melhor", "good": "boa", "inaccuracy": "imprecisão", "mistake": "erro",
           "blunder": "erro grave"},
    "en": {"best": "best", "good": "good", "inaccuracy": "inaccuracy", "mistake": "mistake",
           "blunder": "blunder"},
}
LOSS_9_FOR_10 = 4.0  # bater with 9 when 10 scores more
LOSS_NO_ANNOUNCE = 3.0  # na boa not announced
LOSS_BURNED = 8.0  # a failed furar a fila
LOSS_FALSE = 50.0  # a false bati
LOSS_PER_DRAW = 3.0  # the least a discard loses per draw it leaves missing beyond the best


def grade_of(loss: float) -> str:
    """The grade for a loss in points of win percentage."""
    for name, most in zip(GRADES, THRESHOLDS, strict=False):
        if loss <= most:
            return name
    return "blunder"


@dataclass(frozen=True)
class Grade:
    """One graded decision of a seat. ``win_best``/``win_played``: the chance (0…1) to win
    the round after the best option and after the one played (None where it does not apply);
    ``index``: the move's index in the game's moves log (reviews set it)."""

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
    win_best: float | None = None
    win_played: float | None = None
    index: int | None = None

    def why(self, lang: str = "pt") -> str:
        return self.why_en if lang == "en" else self.why_pt

    def grade_name(self, lang: str = "pt") -> str:
        return GRADE_NAMES["en" if lang == "en" else "pt"][self.grade]

    def meter(self, lang: str = "pt") -> str:
        """"sua chance de vencer a rodada: 34% → 29%" (empty without chances)."""
        if self.win_best is None or self.win_played is None:
            return ""
        return term("coach.meter_move", lang, before=_pct(self.win_best, lang),
                    after=_pct(self.win_played, lang))

    def to_dict(self, lang: str = "pt") -> dict[str, Any]:
        return {"index": self.index, "turn": self.turn, "round": self.round, "kind": self.kind,
                "move": self.move, "grade": self.grade, "best": self.best,
                "why": self.why(lang),
                "win": {"best": _round(self.win_best), "played": _round(self.win_played)},
                "metric": {**self.metric, "loss": round(self.loss, 2)}}


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 4)


def _pct(x: float, lang: str) -> str:
    return percent(x, lang, 0)


# --- words ----------------------------------------------------------------------------------

def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _option_words(move: Option, top: Card | None, lang: str) -> str:
    """"descartar 9♦" / "discarding 9♦", "comprar do monte" / "drawing from the monte"…"""
    pt = lang != "en"
    if isinstance(move, Discard):
        return f"descartar {move.card.symbol}" if pt else f"discarding {move.card.symbol}"
    if isinstance(move, Draw) and move.source == MONTE:
        return "comprar do monte" if pt else "drawing from the monte"
    if isinstance(move, Draw):
        card = top.symbol if top else ""
        return f"pegar {card} da lixeira" if pt else f"taking {card} from the lixeira"
    if isinstance(move, Bater | Furar):
        return "bater" if pt else "going out"
    if isinstance(move, Correr):
        return "correr" if pt else "folding (correr)"
    if isinstance(move, AnunciarNaBoa):
        return "anunciar na boa" if pt else "announcing na boa"
    return "passar" if pt else "passing"


def state_words(facts: HandFacts | None, lang: str) -> str:
    """Where an option leaves the hand: "na boa com 8 cópias vivas", "faltando 2 cartas"."""
    if facts is None:
        return term("coach.state.bate", lang)
    if facts.missing == 1:
        key = "coach.state.na_boa" if facts.live else "coach.state.dead"
        return term(key, lang, live=counted("live", facts.live, lang))
    return counted("coach.state.far", facts.missing, lang)


def _reasons(best: HandFacts | None, played: HandFacts | None, card: Card | None,
             lang: str, wasted: bool = False) -> list[str]:
    """What decided between two options, in order: draws missing, live copies, what the
    discard hands the next player, the live partners of the cards kept, the table (or, for a
    lixeira card that does not improve the hand, ``wasted``: the monte)."""
    if best is None or played is None:
        return []
    if wasted and card is not None:
        return [term("coach.why.wasted", lang, card=card.symbol)]
    out = []
    if best.missing != played.missing:
        out.append(term("coach.why.missing", lang, best=best.missing, played=played.missing))
    elif best.missing == 1 and best.live > played.live:
        out.append(term("coach.why.live", lang, best=counted("live", best.live, lang),
                        played=counted("live", played.live, lang)))
    shown = card.symbol if card else ""
    if played.feeds == "wild" and best.feeds != "wild":
        out.append(term("coach.why.wild", lang, card=shown))
    elif played.feeds == "join" and best.feeds not in ("wild", "join"):
        out.append(term("coach.why.join", lang, card=shown))
    if not out and (played.ties < best.ties or played.loose > best.loose):
        out.append(term("coach.why.partners", lang))
    if not out:
        out.append(term("coach.why.table", lang))
    return out


def _sentence(a: Assessment, best: Option, played: Option, top: Card | None,
              loss: float, lang: str, wasted: bool = False) -> str:
    ev = a.evaluation
    bw, pw = ev.chance_of(best).win, ev.chance_of(played).win
    best_f, played_f = a.facts.get(best), a.facts.get(played)
    chance = term("coach.chance", lang, pct=_pct(pw, lang))
    words = _option_words(played, top, lang)
    if played == best:
        return term("coach.best", lang, Move=_cap(words), state=state_words(played_f, lang),
                    chance=chance)
    if loss <= THRESHOLDS[0]:
        return term("coach.as_good", lang, Move=_cap(words),
                    best=_option_words(best, top, lang), chance=_pct(pw, lang),
                    best_chance=_pct(bw, lang))
    head = term("coach.worse", lang, Best=_cap(_option_words(best, top, lang)),
                best_state=state_words(best_f, lang),
                best_chance=term("coach.chance", lang, pct=_pct(bw, lang)), move=words,
                state=state_words(played_f, lang), chance=chance)
    card = played.card if isinstance(played, Discard) else top
    return " ".join([head, *_reasons(best_f, played_f, card, lang, wasted)])


def _facts_dict(f: HandFacts | None) -> dict[str, Any] | None:
    if f is None:
        return None
    return {"missing": f.missing, "live_outs": f.live, "unseen": f.unseen,
            "p_next_draw": round(f.p1, 4), "wilds": f.wilds, "ties": f.ties,
            "loose": f.loose, "feeds": f.feeds}


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
    card = Card.parse(rest).symbol if rest else ""
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
    """Grade ``move`` made from ``view`` (the seat's view just before the move). A move the
    round would refuse raises the round's :class:`~cacheta_lab.errors.IllegalMoveError`;
    cards may be written as text (``Discard(0, "9d")``). Only what the view shows is used:
    the same view with other hidden cards gets the same grade."""
    if not isinstance(view, PlayerView):
        raise CachetaError("grade(view, move): view deve ser o PlayerView do jogador",
                           "grade(view, move): view must be the seat's PlayerView")
    move = legal_move(view, move)
    turn = view.turns + (1 if view.phase != DISCARD and view.my_turn else 0)
    a = assess(view)
    if isinstance(move, AnunciarNaBoa):
        g = _grade_announce(view, move, a)
    elif isinstance(move, Furar):
        g = _grade_furar(view, move)
    elif isinstance(move, Correr | Draw):
        g = _grade_draw(view, move, a)
    else:
        g = _grade_discard(view, move, a)
    return Grade(g.kind, g.move, g.grade, g.best, g.loss, g.why_pt, g.why_en, g.metric, turn,
                 0, g.win_best, g.win_played)


def _graded(kind: str, move: Option, best: Option, loss: float, pt: str, en: str,
            a: Assessment | None = None, metric: dict[str, Any] | None = None) -> Grade:
    """A grade; with the assessment ``a``, the chances before (the evaluation's first option)
    and after the move."""
    wins: tuple[float | None, float | None] = (None, None)
    if a is not None:
        ev = a.evaluation
        played = next((o.win for o in ev.options if o.move == move), None)
        wins = (ev.win, played)
        if metric is None:
            metric = {"played": _facts_dict(a.facts.get(move)),
                      "best": _facts_dict(a.facts.get(best))}
    return Grade(kind, notation(move), grade_of(loss), notation(best), loss, pt, en,
                 metric or {}, win_best=wins[0], win_played=wins[1])


def _both(a: Assessment, best: Option, played: Option, top: Card | None, loss: float,
          wasted: bool = False) -> tuple[str, str]:
    return (_sentence(a, best, played, top, loss, "pt", wasted),
            _sentence(a, best, played, top, loss, "en", wasted))


def discard_losses(a: Assessment) -> dict[Option, float]:
    """The loss of every discard in points of win percentage against the best one (the
    evaluation's first: the fewest draws missing, then the highest chance), at least
    :data:`LOSS_PER_DRAW` per draw left missing beyond the best (far from bater the chances
    are small and close, but the draws still missing decide first), with the two orders kept:
    more draws missing is never milder, a wild thrown never milder than a natural card leaving
    as many draws missing."""
    ev = a.evaluation
    moves = [o.move for o in ev.options if isinstance(o.move, Discard)]
    best = ev.chance_of(moves[0]).win
    fewest = a.facts[moves[0]].missing  # type: ignore[union-attr]
    raw = {m: max(100 * (best - ev.chance_of(m).win),
                  LOSS_PER_DRAW * (a.facts[m].missing - fewest))  # type: ignore[union-attr]
           for m in moves}
    kept: dict[Option, float] = {}
    floor = 0.0
    for missing in sorted({a.facts[m].missing for m in moves}):  # type: ignore[union-attr]
        group = [m for m in moves if a.facts[m].missing == missing]  # type: ignore[union-attr]
        wild = {m for m in group if a.facts[m].feeds == "wild"}  # type: ignore[union-attr]
        natural = max((max(raw[m], floor) for m in group if m not in wild), default=0.0)
        for m in group:
            kept[m] = max(raw[m], floor, natural if m in wild else 0.0, 0.0)
        floor = max(floor, *(kept[m] for m in group))
    return kept


def _grade_discard(view: PlayerView, move: Discard | Bater, a: Assessment) -> Grade:
    with10, discards = view.bater_options()
    rules = view.rules
    if with10 or discards:
        best = _bater_best(view, with10, discards)
        best_n = notation(best)
        if isinstance(move, Discard):
            loss = 100 * (1 - a.evaluation.chance_of(move).win)
            return _graded("bater", move, best, max(loss, LOSS_FALSE),
                           f"Você podia bater ({best_n}) e descartou {move.card.symbol}: "
                           "bater perdido.",
                           f"You could go out ({best_n}) and discarded {move.card.symbol}: a "
                           "missed bater.", a)
        if move.discard is None or move.discard.kind in {c.kind for c in discards}:
            if (move.discard is not None and with10
                    and rules.loss_on_bater_10 > rules.loss_on_bater):
                return _graded(
                    "bater", move, best, LOSS_9_FOR_10,
                    f"Bateu com 9, mas as 10 cartas batiam e valem "
                    f"{plural(rules.loss_on_bater_10, 'ponto', 'pontos')} de cada um em vez de "
                    f"{rules.loss_on_bater}.",
                    f"You went out with 9, but all 10 cards went out and score "
                    f"{plural(rules.loss_on_bater_10, 'point', 'points')} from each instead of "
                    f"{rules.loss_on_bater}.", a)
            what_pt = ("com as 10 cartas" if move.discard is None
                       else f"descartando {move.discard.symbol}")
            what_en = ("with all 10 cards" if move.discard is None
                       else f"discarding {move.discard.symbol}")
            return _graded("bater", move, move, 0.0, f"Bater {what_pt}: o melhor.",
                           f"Going out {what_en}: the best.", a)
        return _graded("bater", move, best, LOSS_FALSE,
                       f"Bati falso: assim não bate; o certo era {best_n}.",
                       f"A false bati: that does not go out; the right move was {best_n}.", a)
    best = a.evaluation.options[0].move
    if isinstance(move, Bater):
        pt = _sentence(a, best, best, None, 0.0, "pt")
        en = _sentence(a, best, best, None, 0.0, "en")
        return _graded("bater", move, best, LOSS_FALSE,
                       f"Bati falso: a mão não bate. {pt}",
                       f"A false bati: the hand does not go out. {en}", a,
                       {"best": _facts_dict(a.facts.get(best))})
    losses = discard_losses(a)
    best = a.evaluation.options[0].move
    loss = losses[move]
    return _graded("discard", move, best, loss, *_both(a, best, move, None, loss), a)


def _bater_best(view: PlayerView, with10: bool, discards: tuple[Card, ...]) -> Bater:
    rules = view.rules
    if with10 and (not discards or rules.loss_on_bater_10 >= rules.loss_on_bater):
        return Bater(view.seat, None)
    return Bater(view.seat, discards[0])


def _grade_draw(view: PlayerView, move: Draw | Correr, a: Assessment) -> Grade:
    ev = a.evaluation
    top = view.lixeira_top
    draws = [o for o in ev.options if isinstance(o.move, Draw)]
    best_draw = draws[0]
    costs = fold_costs(view, best_draw.win)
    stake = float(view.rules.loss_on_bater)
    chance = {lang: term("coach.chance", lang, pct=_pct(best_draw.win, lang))
              for lang in ("pt", "en")}
    if costs is not None:
        play_cost, fee = costs
        words = {lang: dict(fee=plural(int(fee), *(("ponto", "pontos") if lang == "pt" else
                                                     ("point", "points"))),
                            cost=f"{play_cost:.1f}", chance=chance[lang])
                 for lang in ("pt", "en")}
        metric = {"play_cost": round(play_cost, 2), "fold_cost": fee}
        fold_best = fee < play_cost
        if isinstance(move, Correr):
            loss = max(fee - play_cost, 0.0) / stake * 100
            best = Correr(view.seat) if fold_best else best_draw.move
            return _graded("correr", move, best, loss,
                           term("coach.correr.fold", "pt", **words["pt"]),
                           term("coach.correr.fold", "en", **words["en"]), a, metric)
        if fold_best:
            loss = (play_cost - fee) / stake * 100
            return _graded("draw", move, Correr(view.seat), loss,
                           term("coach.correr.play", "pt", **words["pt"]),
                           term("coach.correr.play", "en", **words["en"]), a, metric)
    best = best_draw.move
    loss = 100 * (best_draw.win - ev.chance_of(move).win)
    took, now = a.facts.get(move), a.now
    wasted = (isinstance(move, Draw) and move.source == LIXEIRA and best != move
              and took is not None and now is not None
              and (took.missing, -took.live) >= (now.missing, -now.live))
    return _graded("draw", move, best, loss, *_both(a, best, move, top, loss, wasted), a)


def _grade_announce(view: PlayerView, move: AnunciarNaBoa, a: Assessment) -> Grade:
    outs = view.outs()
    live = sum(o.live for o in view.judge.outs(view.hand, _known(view)))
    return _graded("na_boa", move, move, 0.0,
                   f"Anunciar na boa dá o direito de furar a fila "
                   f"({counted('outs', len(outs), 'pt')}, {counted('live', live, 'pt')}).",
                   f"Announcing na boa gives the right to furar a fila "
                   f"({counted('outs', len(outs), 'en')}, {counted('live', live, 'en')}).", a,
                   {"outs": len(outs), "live_outs": live})


def _known(view: PlayerView) -> tuple[Card, ...]:
    from ..game.measure import known_out

    return known_out(view)


def _grade_furar(view: PlayerView, move: Furar) -> Grade:
    top = view.lixeira_top
    assert top is not None  # the round refuses a furar on an empty lixeira
    with10, discards = view.bater_options(extra=top)
    if with10 or discards:
        best = _bater_best(view, with10, discards)
        best_f = Furar(view.seat, best.discard)
        ok = (move.discard is None and with10) or (
            move.discard is not None and move.discard.kind in {c.kind for c in discards})
        if ok:
            return _graded("furar", move, move, 0.0,
                           f"Furar a fila com {top.symbol} e bater: o melhor.",
                           f"Jumping the queue with {top.symbol} to go out: the best.")
        return _graded("furar", move, best_f, LOSS_FALSE,
                       f"{top.symbol} fazia bater ({notation(best_f)}), mas não com esse "
                       "descarte.",
                       f"{top.symbol} went out ({notation(best_f)}), but not with that discard.")
    return _graded("furar", move, None, LOSS_BURNED,
                   f"{top.symbol} não faz bater: furar a fila assim queima você (você se "
                   "queima e perde o direito de furar).",
                   f"{top.symbol} does not go out: that furar a fila burns you (you se "
                   "queima and lose the right to furar).")


def missed_announce(view: PlayerView) -> Grade | None:
    """The grade of letting a na boa hand go unannounced (None: nothing to announce)."""
    rules = view.rules
    if (not rules.na_boa_calls or view.seat in view.announced or view.seat in view.burned
            or len(view.hand) != 9):
        return None
    outs = view.outs()
    live = sum(o.live for o in view.judge.outs(view.hand, _known(view)))
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
            or top is None or view.my_turn or view.phase != DRAW
            or view.top_from == view.seat or view.seat in view.out):
        return None
    with10, discards = view.bater_options(extra=top)
    if not (with10 or discards):
        return None
    best = _bater_best(view, with10, discards)
    best_n = "furar10" if best.discard is None else f"furar {best.discard.code}"
    return Grade("furar", "pass", "blunder", best_n, LOSS_FALSE,
                 f"{top.symbol} fazia você bater furando a fila ({best_n}): bater perdido.",
                 f"{top.symbol} let you go out by jumping the queue ({best_n}): a missed bater.",
                 {}, view.turns)
