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

The meter (:meth:`Grade.meter`) says the same thing for every decision: the chance to win the
round before the move (the chance now, as the seat chose) → the chance the move played leaves.
Where the grade is the loss in chances, the meter shows it; a fixed grade or correr's points
are told by the sentence (folding takes the chance to 0% yet may be the best).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import Card
from ..game.chances import HandFacts, fold_costs
from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.view_check import check_view
from ..game.views import DISCARD, DRAW, PlayerView
from ..words.catalogue import Percent, Said, Sayable, counted, in_both, term
from ..words.text import percent
from .evaluation import Option
from .fast import Assessment, assess
from .legality import legal_move

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = (1.0, 2.5, 5.0, 10.0)  # win-% points: the most loss each grade allows, best→mistake
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
    """One graded decision of a seat. ``win_best``: the chance (0…1) to win the round before
    the move, as the seat chose (the chance now: its best option's, the evaluation's ``win``);
    ``win_played``: the chance the move played leaves (0 after correr, out of the round; None
    where it does not apply). The loss is their difference but where a rule of this module
    sets or raises it, or correr weighs points. ``index``: the move's index in the game's
    moves log (reviews set it); ``said``: why, in either language (:meth:`why`)."""

    kind: str  # draw, discard, bater, na_boa, furar, correr
    move: str  # the move in short notation, e.g. "discard 9s"
    grade: str
    best: str
    loss: float
    said: Sayable
    metric: dict[str, Any] = field(default_factory=dict)
    turn: int = 0
    round: int = 0
    win_best: float | None = None
    win_played: float | None = None
    index: int | None = None

    def why(self, lang: str = "pt") -> str:
        return self.said.text(lang)

    @property
    def why_pt(self) -> str:
        return self.why("pt")

    @property
    def why_en(self) -> str:
        return self.why("en")

    def grade_name(self, lang: str = "pt") -> str:
        return grade_name(self.grade, lang)

    def meter(self, lang: str = "pt") -> str:
        """The chance before the move → the chance the move leaves: "chance esperada ao
        decidir: 34% antes → 29% com esta jogada" (empty without chances)."""
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


def grade_name(grade: str, lang: str = "pt") -> str:
    """A grade's name: "imprecisão" / "inaccuracy"."""
    return term(f"coach.grade.{grade}", lang)



def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 4)


def _pct(x: float, lang: str) -> str:
    return percent(x, lang, 0)


# --- words ----------------------------------------------------------------------------------

def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _option_words(move: Option, top: Card | None, lang: str) -> str:
    """"descartar 9♦" / "discarding 9♦", "comprar do monte" / "drawing from the monte"…"""
    if isinstance(move, Discard):
        return term("coach.option.discard", lang, card=move.card.symbol)
    if isinstance(move, Draw) and move.source == MONTE:
        return term("coach.option.monte", lang)
    if isinstance(move, Draw):
        return term("coach.option.lixeira", lang, card=top.symbol if top else "")
    if isinstance(move, Bater | Furar):
        return term("coach.option.bater", lang)
    if isinstance(move, Correr):
        return term("coach.option.correr", lang)
    if isinstance(move, AnunciarNaBoa):
        return term("coach.option.na_boa", lang)
    return term("coach.option.pass", lang)


def state_words(facts: HandFacts | None, lang: str) -> str:
    """Where an option leaves the hand: "na boa com 8 cópias vivas", "a 2 compras de bater"."""
    if facts is None:
        return term("coach.state.bate", lang)
    if facts.missing == 1:
        key = "coach.state.na_boa" if facts.live else "coach.state.dead"
        return term(key, lang, live=counted("live", facts.live, lang))
    return counted("coach.state.far", facts.missing, lang)


def _state(option: Option, facts: HandFacts | None, lang: str) -> str:
    """Where ``option`` leaves the hand; for a draw from the monte, the hand as it is until
    the new card is seen (what the chance was worked out from, when the seat chose)."""
    words = state_words(facts, lang)
    if isinstance(option, Draw) and option.source == MONTE and facts is not None:
        return term("coach.state.before_card", lang, state=words)
    return words


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
        return term("coach.best", lang, Move=_cap(words), state=_state(played, played_f, lang),
                    chance=chance)
    if loss <= THRESHOLDS[0]:
        return term("coach.as_good", lang, Move=_cap(words),
                    best=_option_words(best, top, lang), chance=_pct(pw, lang),
                    best_chance=_pct(bw, lang))
    head = term("coach.worse", lang, Best=_cap(_option_words(best, top, lang)),
                best_state=_state(best, best_f, lang),
                best_chance=term("coach.chance", lang, pct=_pct(bw, lang)), move=words,
                state=_state(played, played_f, lang), chance=chance)
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
        pile = LIXEIRA if rest == LIXEIRA else MONTE
        return term(f"coach.move.draw.{pile}", lang)
    if not rest and word in ("bater", "furar"):
        return term(f"coach.move.{word}_alone", lang)
    if word not in _MOVE_WORDS:
        return code
    card = Card.parse(rest).symbol if rest else ""
    return term(f"coach.move.{word}", lang, **({"card": card} if rest else {}))


_MOVE_WORDS = ("discard", "bater", "bater10", "furar", "furar10", "na_boa", "correr", "pass")


# --- grading --------------------------------------------------------------------------------

def grade(view: PlayerView, move: Move) -> Grade:
    """Grade ``move`` made from ``view`` (the seat's view just before the move). A move the
    round would refuse raises the round's :class:`~cacheta_lab.errors.IllegalMoveError`;
    cards may be written as text (``Discard(0, "9d")``). Only what the view shows is used:
    the same view with other hidden cards gets the same grade. A view no round could show is
    refused (:func:`~cacheta_lab.game.view_check.check_view`)."""
    move = legal_move(check_view(view), move)
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
    return Grade(g.kind, g.move, g.grade, g.best, g.loss, g.said, g.metric, turn,
                 0, g.win_best, g.win_played)


def _graded(kind: str, move: Option, best: Option, loss: float, said: Sayable,
            a: Assessment | None = None, metric: dict[str, Any] | None = None) -> Grade:
    """A grade; with the assessment ``a``, the chances before the move (the chance now: the
    evaluation's first option's, whatever the grade names as best) and after it."""
    wins: tuple[float | None, float | None] = (None, None)
    if a is not None:
        ev = a.evaluation
        played = next((o.win for o in ev.options if o.move == move), None)
        wins = (ev.win, played)
        if metric is None:
            metric = {"played": _facts_dict(a.facts.get(move)),
                      "best": _facts_dict(a.facts.get(best))}
    return Grade(kind, notation(move), grade_of(loss), notation(best), loss, said,
                 metric or {}, win_best=wins[0], win_played=wins[1])


def _said(a: Assessment, best: Option, played: Option, top: Card | None, loss: float,
          wasted: bool = False) -> Sayable:
    """The grade's sentence (:func:`_sentence`), in both languages."""
    return in_both(lambda lang: _sentence(a, best, played, top, loss, lang, wasted))


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
                           Said("coach.bater.missed", best=best_n, card=move.card.symbol), a)
        if (with10 if move.discard is None
                else move.discard.kind in {c.kind for c in discards}):
            if (move.discard is not None and with10
                    and rules.loss_on_bater_10 > rules.loss_on_bater):
                return _graded(
                    "bater", move, best, LOSS_9_FOR_10,
                    Said("coach.bater.with9",
                         points=Said.counted("coach.points", rules.loss_on_bater_10),
                         fewer=rules.loss_on_bater), a)
            said = (Said("coach.bater.best10") if move.discard is None
                    else Said("coach.bater.best", card=move.discard.symbol))
            return _graded("bater", move, move, 0.0, said, a)
        return _graded("bater", move, best, LOSS_FALSE, Said("coach.bater.false", best=best_n),
                       a)
    best = a.evaluation.options[0].move
    if isinstance(move, Bater):
        return _graded("bater", move, best, LOSS_FALSE,
                       Said("coach.bater.false_hand", then=_said(a, best, best, None, 0.0)), a,
                       {"best": _facts_dict(a.facts.get(best))})
    losses = discard_losses(a)
    best = a.evaluation.options[0].move
    loss = losses[move]
    return _graded("discard", move, best, loss, _said(a, best, move, None, loss), a)


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
    chance = Said("coach.chance", pct=Percent(best_draw.win))
    if costs is not None:
        play_cost, fee = costs
        words = dict(fee=Said.counted("coach.points", int(fee)), cost=round(play_cost, 1),
                     chance=chance)
        metric = {"play_cost": round(play_cost, 2), "fold_cost": fee}
        fold_best = fee < play_cost
        if isinstance(move, Correr):
            loss = max(fee - play_cost, 0.0) / stake * 100
            best = Correr(view.seat) if fold_best else best_draw.move
            return _graded("correr", move, best, loss, Said("coach.correr.fold", **words), a,
                           metric)
        if fold_best:
            loss = (play_cost - fee) / stake * 100
            return _graded("draw", move, Correr(view.seat), loss,
                           Said("coach.correr.play", **words), a, metric)
    best = best_draw.move
    loss = 100 * (best_draw.win - ev.chance_of(move).win)
    took, now = a.facts.get(move), a.now
    wasted = (isinstance(move, Draw) and move.source == LIXEIRA and best != move
              and took is not None and now is not None
              and (took.missing, -took.live) >= (now.missing, -now.live))
    return _graded("draw", move, best, loss, _said(a, best, move, top, loss, wasted), a)


def _grade_announce(view: PlayerView, move: AnunciarNaBoa, a: Assessment) -> Grade:
    outs = view.outs()
    live = sum(o.live for o in view.judge.outs(view.hand, _known(view)))
    return _graded("na_boa", move, move, 0.0,
                   Said("coach.na_boa.announce", outs=Said.counted("outs", len(outs)),
                        live=Said.counted("live", live)), a,
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
            return _graded("furar", move, move, 0.0, Said("coach.furar.best", card=top.symbol))
        return _graded("furar", move, best_f, LOSS_FALSE,
                       Said("coach.furar.wrong_discard", card=top.symbol, best=notation(best_f)))
    return _graded("furar", move, None, LOSS_BURNED, Said("coach.furar.burned", card=top.symbol))


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
                 Said("coach.na_boa.missed"), {"outs": len(outs), "live_outs": live},
                 view.turns)


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
                 Said("coach.furar.missed", card=top.symbol, best=best_n), {}, view.turns)
