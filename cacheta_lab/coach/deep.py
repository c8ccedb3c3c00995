"""The deep evaluator: a seat's chance to win the round after each option, by play-outs.

For each of N deals of the hidden cards consistent with the seat's view
(:mod:`~cacheta_lab.coach.determinize`; by default the opponents' hands are chosen as
players keep them, see :mod:`~cacheta_lab.coach.inference`), every option of the decision
(:func:`~cacheta_lab.coach.evaluation.decision_options`) is played and the round played out to
its end by the lean policy (:mod:`~cacheta_lab.coach.playout`). A win is this seat winning the
round. The options share *common random numbers*: the same N deals, and for each deal the same
random stream afterwards (it shuffles the refills of the monte), so the differences between
options are measured on the same cards. Each option's standard error is ``sqrt(p(1-p)/N)``.

Out of turn, *pass* (None) lets the lixeira top go: the seat may not furar a fila with it.
Announcing na boa leaves the seat free to furar with it at once; later, in the play-outs, every
player na boa counts as announced, so the two options differ only on the top now. Correr is a
round lost (chance 0).

The result is the same for the same seed, whatever the number of workers: deal ``i`` and its
stream come from the seed and ``i`` alone, and the counts are added up in order.
"""

from __future__ import annotations

import math
import multiprocessing
import random
from collections.abc import Callable, Sequence
from typing import Any

from ..checks import MAX_PLAYOUTS, check_count, check_flag, check_seed, check_workers
from ..engine.rules import Rules
from ..errors import CachetaError
from ..game.moves import AnunciarNaBoa, Discard
from ..game.view_check import check_view
from ..game.views import OVER, PlayerView
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .determinize import Deal, Knowledge, determinize, knowledge
from .evaluation import Evaluation, Option, OptionChance, decision_options
from .inference import plausible_deal
from .playout import apply_option, play, policy_for, table_for

MAX_SE = 0.5  # a chance's standard error is never larger
BATCH = 50  # deals per step of the adaptive evaluation (and per progress report)
MIN_DEALS = 100  # the adaptive evaluation never stops before this many deals

Progress = Callable[[int, int], None]
# (what the seat knows, the rules, the options, the seed, first deal, last deal + 1, whether
# deals must fit the opponents' last discards)
Job = tuple[Knowledge, Rules, tuple[Option, ...], int | str, int, int, bool]


def _streams(seed: int | str, i: int) -> tuple[random.Random, tuple[Any, ...]]:
    """Deal ``i``'s random stream for the deal, and the state of its play-out stream."""
    return random.Random(f"deal/{seed}/{i}"), random.Random(f"play/{seed}/{i}").getstate()


def _reacts(option: Option) -> bool:
    """After this option may the others furar a fila with the lixeira top at once?"""
    return option is None or isinstance(option, AnunciarNaBoa | Discard)


def outcomes(know: Knowledge, rules: Rules, options: Sequence[Option], deal: Deal,
             stream: tuple[Any, ...]) -> list[bool]:
    """For one deal: does the seat win after each option? (``stream``: the state of the
    play-out's random stream, the same for every option.)"""
    prng = random.Random()
    won = []
    for option in options:
        table = table_for(know, deal, rules)
        prng.setstate(stream)
        if apply_option(table, option, know.seat):
            winner = table.winner
        else:
            winner = play(table, prng, react=_reacts(option))
        won.append(winner == know.seat)
    return won


def run_deals(job: Job) -> list[int]:
    """Wins of the seat per option over deals ``start`` … ``stop - 1`` of the seed."""
    know, rules, options, seed, start, stop, infer = job
    wins = [0] * len(options)
    for i in range(start, stop):
        drng, stream = _streams(seed, i)
        deal = (plausible_deal(know, policy_for(rules, know.vira), drng) if infer
                else determinize(know, drng))
        for j, won in enumerate(outcomes(know, rules, options, deal, stream)):
            wins[j] += won
    return wins


def _chunks(know: Knowledge, rules: Rules, options: tuple[Option, ...], seed: int | str,
            start: int, stop: int, parts: int, infer: bool) -> list[Job]:
    step = max(1, math.ceil((stop - start) / parts))
    return [(know, rules, options, seed, a, min(a + step, stop), infer)
            for a in range(start, stop, step)]


def _se(wins: int, n: int) -> float:
    p = wins / n
    return math.sqrt(p * (1 - p) / n)


def _cautious_se(wins: int, n: int) -> float:
    """The standard error the adaptive evaluation stops on: never 0 after a few play-outs that
    all went one way (one win and one loss added)."""
    p = (wins + 1) / (n + 2)
    return math.sqrt(p * (1 - p) / n)


def deep_evaluate(view: PlayerView, playouts: int = 400, seed: int | str = 0,
                  target_se: float | None = None, progress: Progress | None = None,
                  workers: int = 1, infer: bool = True,
                  give_up: Callable[[Evaluation], bool] | None = None) -> Evaluation:
    """The seat's chance to win the round after each option, from ``playouts`` deals (with
    ``target_se``: deals are added, at least 100, until every option's standard error is at
    most ``target_se`` or ``playouts`` is reached). ``progress(done, total)`` is called after
    each batch of deals; ``workers``: processes (2 uses both cores of this machine);
    ``infer``: the opponents' hands chosen as players keep them
    (:mod:`~cacheta_lab.coach.inference`; False: every consistent deal equally likely);
    ``give_up(evaluation so far)``, asked after each batch once 100 deals are played: True
    stops there (the answer is then the evaluation so far, with its ``playouts``).

    With no decision to make (not this seat's turn and nothing to call out of turn), the one
    option is to let the round go on: its chance is the seat's chance now.

    Everything is checked before any play-out (a view no round could show, a seed, a count
    out of :mod:`~cacheta_lab.checks`' bounds): :class:`CachetaError`, and no process starts."""
    check_request(playouts, seed, workers, progress)
    if target_se is not None and not (
            isinstance(target_se, int | float) and not isinstance(target_se, bool)
            and 0 < target_se <= MAX_SE):
        raise CachetaError(Said("coach.deep.target_se", value=echo(target_se), high=MAX_SE))
    check_flag("infer", infer)
    check_view(view)
    if view.phase == OVER:
        raise CachetaError(Said("coach.deep.over"))
    options = decision_options(view)
    listed: tuple[Option, ...] = options if options else (None,)
    if view.seat in view.out:
        return Evaluation(view.seat, 0.0, tuple(OptionChance(o, 0.0, 0.0) for o in options),
                          "deep", 0.0, 0)
    know = knowledge(view)
    wins = [0] * len(listed)
    done = 0
    pool = _pool(workers)
    try:
        while done < playouts:
            if target_se is None:
                stop = min(playouts, done + max(BATCH, playouts // 20))
            else:
                stop = min(playouts, done + BATCH)
            jobs = _chunks(know, view.rules, listed, seed, done, stop, workers, infer)
            for part in (pool.map(run_deals, jobs) if pool is not None
                         else map(run_deals, jobs)):
                wins = [a + b for a, b in zip(wins, part, strict=True)]
            done = stop
            if progress is not None:
                progress(done, playouts)
            if (target_se is not None and done >= MIN_DEALS
                    and max(_cautious_se(w, done) for w in wins) <= target_se):
                break
            if (give_up is not None and done >= MIN_DEALS and done < playouts
                    and give_up(_evaluation(view.seat, listed, wins, done, bool(options)))):
                break
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return _evaluation(view.seat, listed, wins, done, bool(options))


def _evaluation(seat: int, listed: tuple[Option, ...], wins: list[int], done: int,
                decision: bool) -> Evaluation:
    """The evaluation from ``wins`` of each listed option in ``done`` deals, best first
    (``decision``: there were options to choose from)."""
    chances = [OptionChance(o, w / done, _se(w, done)) for o, w in zip(listed, wins, strict=True)]
    ranked = tuple(sorted(chances, key=lambda c: -c.win))  # stable: ties keep the listed order
    best = ranked[0]
    return Evaluation(seat, best.win, ranked if decision else (), "deep", best.se, done)


def check_request(playouts: Any, seed: Any, workers: Any, progress: Any) -> None:
    """The counts, the seed and the progress callback of a deep evaluation (or review), each
    through its check: :class:`CachetaError` for the first one refused."""
    check_count("playouts", playouts, 1, MAX_PLAYOUTS)
    check_seed(seed)
    check_workers(workers)
    if progress is not None and not callable(progress):
        raise CachetaError(Said("coach.deep.progress", value=echo(progress)))


def _pool(workers: int) -> Any:
    if workers <= 1:
        return None
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    return context.Pool(workers)
