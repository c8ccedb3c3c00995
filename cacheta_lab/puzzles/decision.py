"""Decision puzzles: positions where the deep evaluator puts one option clearly ahead of every
other, twice, and the coach agrees.

1. A cheap filter, by the coach's fast evaluator (:func:`fast_margin`): the seat draws or
   discards, the hand (or the lixeira's top) does not bate (those are exact puzzles), there are
   two options at least, at least two discards throw no curinga, and the coach's best option is
   ahead of every other by :attr:`Settings.fast_margin`.
2. The deep evaluation (:func:`~cacheta_lab.coach.deep.deep_evaluate`, deals added until every
   option's standard error is at most :attr:`Settings.se`), given up as soon as the coach's best
   cannot come out ahead by the margin (:func:`hopeless`).
3. :func:`clear_best`: one option ahead of every other by :attr:`Settings.margin`, every
   standard error within :attr:`Settings.se`, and a second best a learner might play (not a
   curinga thrown away); that option must be the coach's best, graded *best* (the puzzle's
   explanation is the coach's sentence).
4. A second deep evaluation on an independent seed must find the same option ahead by the
   margin again, or the position is dropped.

Correr is valued on the same scale as a draw: playing on with a chance ``w`` to win the round
loses ``(1 − w)·stake`` points on average and correr its fee, so correr is worth the chance
``1 − fee / stake`` (the coach weighs it the same way).

**The margin, 8 points of win percentage.** With a standard error of at most 1.5 points per
option, the difference between two options has a standard error of at most 2.1 points (less,
as every option is played on the same deals), so 8 points is 3.8 standard errors: noise alone
hardly makes a best option, and the second evaluation on other deals catches what the first
one's luck picked. Eight points is also more than the coach's *inaccuracy* (at most 5): every
wrong answer to a decision puzzle loses at least as much as a *mistake*.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..coach.deep import deep_evaluate
from ..coach.evaluation import Evaluation, Option, OptionChance
from ..coach.fast import Assessment
from ..game.moves import Bater, Correr, Discard
from ..game.views import DISCARD, DRAW, PlayerView
from .explain import coach_grade


@dataclass(frozen=True)
class Settings:
    """How decision puzzles are chosen (win chances as shares, 0…1)."""

    margin: float = 0.08  # the best option ahead of every other by this much, twice
    se: float = 0.015  # the most standard error of any option's chance
    playouts: int = 1200  # deals at most per evaluation (1200 bring any option within 1.45)
    fast_margin: float = 0.03  # the cheap filter: the coach's best ahead by this much


def value(view: PlayerView, option: OptionChance) -> float:
    """An option's worth as a chance to win the round (correr: the chance at which playing on
    costs as many points as correr)."""
    if isinstance(option.move, Correr):
        rules = view.rules
        return 1.0 - (rules.correr or 0) / rules.loss_on_bater
    return option.win


def _wild(view: PlayerView, move: Option) -> bool:
    return isinstance(move, Discard) and (move.card.is_joker or move.card in view.curingas)


def fast_margin(view: PlayerView, a: Assessment) -> float | None:
    """How far the coach's best option is ahead of every other (None: not a decision puzzle's
    position)."""
    if not view.my_turn or view.phase not in (DRAW, DISCARD):
        return None
    options = a.evaluation.options
    if len(options) < 2 or any(isinstance(o.move, Bater) for o in options):
        return None
    if view.phase == DRAW:
        top = view.lixeira_top
        if top is not None and any(view.bater_options(extra=top)):
            return None
    elif sum(1 for o in options if not _wild(view, o.move)) < 2:
        return None
    first = value(view, options[0])
    return first - max(value(view, o) for o in options[1:])


def _lead(view: PlayerView, ev: Evaluation, move: Option) -> tuple[float, float]:
    """(how far ``move`` is ahead of the best other option, the standard error of that
    difference were the two measured apart)."""
    mine = ev.chance_of(move)
    others = [o for o in ev.options if o.move != move]
    rival = max(others, key=lambda o: value(view, o))
    return (value(view, mine) - value(view, rival),
            math.hypot(mine.se or 0.0, rival.se or 0.0))


def hopeless(view: PlayerView, move: Option, settings: Settings
             ) -> Callable[[Evaluation], bool]:
    """The deep evaluation's ``give_up``: True once ``move`` cannot come out ahead by the
    margin (its lead plus three standard errors of the difference falls short)."""

    def give_up(ev: Evaluation) -> bool:
        lead, se = _lead(view, ev, move)
        return lead + 3 * se < settings.margin

    return give_up


def clear_best(view: PlayerView, ev: Evaluation, settings: Settings) -> Option | None:
    """The option ahead of every other by the margin, every standard error within bounds and
    a plausible second best (not a curinga thrown away); None if there is none."""
    if len(ev.options) < 2 or any((o.se or 0.0) > settings.se + 1e-12 for o in ev.options):
        return None
    ranked = sorted(ev.options, key=lambda o: -value(view, o))
    best, second = ranked[0], ranked[1]
    if value(view, best) - value(view, second) < settings.margin - 1e-12:
        return None
    if _wild(view, second.move):
        return None
    return best.move


@dataclass(frozen=True)
class Verdict:
    """What became of a position deep-evaluated: ``outcome`` is "kept", "given_up" (the deep
    evaluation stopped early), "unclear" (no option ahead by the margin), "coach" (the clear
    best is not the coach's best) or "dropped" (the second evaluation did not confirm it)."""

    outcome: str
    best: Option = None
    first: Evaluation | None = None
    second: Evaluation | None = None


def decide(view: PlayerView, a: Assessment, settings: Settings, seeds: tuple[str, str]
           ) -> Verdict:
    """Evaluate a position that passed the filter, and confirm it (see the module)."""
    coach_best = a.evaluation.options[0].move
    first = deep_evaluate(view, playouts=settings.playouts, seed=seeds[0],
                          target_se=settings.se, give_up=hopeless(view, coach_best, settings))
    if max((o.se or 0.0) for o in first.options) > settings.se:  # stopped before the bound
        return Verdict("given_up", first=first)
    best = clear_best(view, first, settings)
    if best is None:
        return Verdict("unclear", first=first)
    graded = coach_grade(view, best)
    if best != coach_best or graded is None or graded.grade != "best":
        return Verdict("coach", best, first)
    second = deep_evaluate(view, playouts=settings.playouts, seed=seeds[1],
                           target_se=settings.se)
    if clear_best(view, second, settings) != best:
        return Verdict("dropped", best, first, second)
    return Verdict("kept", best, first, second)
