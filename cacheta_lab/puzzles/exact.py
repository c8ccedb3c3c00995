"""Exact puzzles: decisions whose answer the engine settles, no chances needed.

- ``bater``: the hand bates now: with 10, or with 9 and which discard (with 10 alone where the
  preset scores it higher), or the lixeira's top lets it bater: take it;
- ``na_boa``: the hand cannot bater, some discard keeps it na boa: the discards that do, with
  the most live copies (the copies not in the hand, not the vira, not in the lixeira, not
  taken from it by an opponent);
- ``missing``: no discard keeps it na boa, the fewest draws missing is 2: the discards that
  leave 2 (every other leaves 3 or more);
- ``furar``: out of turn, announced, the lixeira's top lets the hand bater: furar a fila;
- ``announce``: out of turn, the 9-card hand is na boa with live copies, not yet announced:
  announce it.

A position is kept only when at least one option is wrong (for a discard, at least half of
them), the coach grades every right move *best* and every wrong one an *inaccuracy* or worse
(a loss above :data:`~cacheta_lab.coach.grade.THRESHOLDS`' *good*): an answer the coach calls
about as good as the right one (na boa with 20 live copies against 22, say) is no slip to
learn from. The answers come from the engine's own
questions (``bater_options``, the discard table through the coach's facts, the round's list
of calls); ``make puzzles`` checks each one again against the brute-force oracle of the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..coach.evaluation import Option, decision_options
from ..coach.fast import Assessment
from ..coach.grade import THRESHOLDS, Grade
from ..engine.cards import Card
from ..game.moves import LIXEIRA, AnunciarNaBoa, Bater, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW, PlayerView
from .explain import coach_grade


@dataclass(frozen=True)
class Draft:
    """A puzzle found in a view: what it asks and the moves that count as right."""

    question: str
    solution: tuple[Move, ...]


def bater_solution(view: PlayerView, with10: bool, discards: tuple[Card, ...]
                   ) -> tuple[Move, ...]:
    """The bati moves the coach grades best: with 10, and with 9 unless 10 scores more."""
    rules = view.rules
    nine = not (with10 and rules.loss_on_bater_10 > rules.loss_on_bater)
    return ((Bater(view.seat, None),) if with10 else ()) + (
        tuple(Bater(view.seat, c) for c in discards) if nine else ())


def _discard_draft(view: PlayerView, a: Assessment, options: tuple[Option, ...]
                   ) -> Draft | None:
    with10, discards = view.bater_options()
    if with10 or discards:
        return Draft("bater", bater_solution(view, with10, discards))
    rows = {m: a.facts[m] for m in options if isinstance(m, Discard)}
    fewest = min(f.missing for f in rows.values())  # type: ignore[union-attr]
    if fewest == 1:
        most = max(f.live for f in rows.values() if f.missing == 1)  # type: ignore[union-attr]
        right = tuple(m for m, f in rows.items() if f.missing == 1 and f.live == most)
        question = "na_boa"
    elif fewest == 2:
        right = tuple(m for m, f in rows.items() if f.missing == 2)  # type: ignore[union-attr]
        question = "missing"
    else:
        return None
    if 2 * len(right) > len(rows):
        return None
    return Draft(question, right)  # type: ignore[arg-type]


def exact_draft(view: PlayerView, a: Assessment) -> Draft | None:
    """The exact puzzle ``view`` holds (``a``: the coach's assessment of it), if any."""
    options = decision_options(view)
    if len(options) < 2:
        return None
    if view.my_turn and view.phase == DISCARD:
        draft = _discard_draft(view, a, options)
    elif view.my_turn and view.phase == DRAW:
        top = view.lixeira_top
        draft = (Draft("bater", (Draw(view.seat, LIXEIRA),))
                 if top is not None and any(view.bater_options(extra=top)) else None)
    else:
        furar = tuple(m for m in options if isinstance(m, Furar))
        announce = tuple(m for m in options if isinstance(m, AnunciarNaBoa))
        draft = (Draft("furar", furar) if furar else
                 Draft("announce", announce) if announce and coach_grade(view, None) else None)
    if draft is None or len(draft.solution) >= len(options):
        return None
    if any(coach_grade(view, m).grade != "best" for m in draft.solution):  # type: ignore[union-attr]
        return None
    if any(_mild(coach_grade(view, m)) for m in options if m not in draft.solution):
        return None
    return draft


def _mild(graded: Grade | None) -> bool:
    """A wrong option the coach grades *best* or *good*."""
    return graded is not None and graded.loss <= THRESHOLDS[1]
