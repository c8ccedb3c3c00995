"""What an evaluator answers: a seat's chance to win the round, now and after each option.

Two evaluators answer in this shape: the *fast* one (:func:`cacheta_lab.coach.evaluate`, a small
model over features of the view, for live play) and the *deep* one
(:func:`cacheta_lab.coach.deep_evaluate`, determinized play-outs). Both look only at what the seat
may see (a :class:`~cacheta_lab.game.views.PlayerView`), and both value the same options: those
:func:`decision_options` lists.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW, OVER, PlayerView

# "pass": the option of doing nothing out of turn (not announcing na boa, not furar a fila)
Option = Move | None


@dataclass(frozen=True, slots=True)
class OptionChance:
    """One option and the seat's chance to win the round if it is played (0…1)."""

    move: Option
    win: float
    se: float | None = None  # standard error of ``win`` (deep evaluator); None for the fast one


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The seat's chance to win the round now (its best option's) and after every option of
    the decision at hand, best first. ``method`` is "fast" or "deep"; ``playouts`` is the
    number of play-outs per option (0 for the fast evaluator)."""

    seat: int
    win: float
    options: tuple[OptionChance, ...]
    method: str
    se: float | None = None
    playouts: int = 0

    def chance_of(self, move: Option) -> OptionChance:
        """The option ``move`` (a move equal to one listed, or None for pass)."""
        for option in self.options:
            if option.move == move:
                return option
        raise KeyError(move)


def decision_options(view: PlayerView) -> tuple[Option, ...]:
    """The sensible options of the decision the seat faces now, in a fixed order.

    On its turn, before drawing: draw from the monte, take the lixeira top, correr (where the
    rules allow it before the first draw). After drawing: discard each kind held (but the card
    just taken where the rules forbid it) and every true bater (false ones are never an option).
    Out of turn: pass (None), announce na boa where it is allowed, and every furar a fila that
    goes out. Empty when the seat has no decision (the round is over, or the seat is out).
    """
    if view.phase == OVER or view.seat in view.out:
        return ()
    seat, rules = view.seat, view.rules
    if view.my_turn and view.phase == DRAW:
        options: list[Option] = []
        if view.stock_size:
            options.append(Draw(seat, MONTE))
        if view.lixeira_top is not None:
            options.append(Draw(seat, LIXEIRA))
        if rules.correr is not None and not view.has_drawn:
            options.append(Correr(seat))
        return tuple(options)
    if view.my_turn and view.phase == DISCARD:
        barred = view.taken if rules.no_discard_of_taken else None
        kinds = sorted(set(view.hand))
        options = [Discard(seat, c) for c in kinds if c != barred]
        with10, discards = view.bater_options()
        if with10:
            options.append(Bater(seat, None))
        options += [Bater(seat, c) for c in discards]
        return tuple(options)
    reactions: list[Option] = [
        m for m in view.legal_moves() if isinstance(m, AnunciarNaBoa)]
    top = view.lixeira_top
    if any(isinstance(m, Furar) for m in view.legal_moves()) and top is not None:
        with10, discards = view.bater_options(top)
        if with10:
            reactions.append(Furar(seat, None))
        reactions += [Furar(seat, c) for c in discards]
    return (None, *reactions) if reactions else ()
