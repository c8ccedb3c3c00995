"""Two bot levels at one table, on both cores: two of each at a 4-seat table, the seats
alternating and rotated by one every round (so each level sits in every seat), the share of
decided rounds the first level wins, per preset and overall, with its 95 % Wilson interval.

    .venv/bin/python benchmarks/bench_duel.py strong measure-strong --rounds 100
    .venv/bin/python benchmarks/bench_duel.py strong greedy --rounds 50 --presets pife

``measure-strong`` is the strong bot before the win-chance model (``baseline_bots``); the
figures are in benchmarks/README.md (``make bench-duel``). Seeds are
``duel/<n>`` (as ``bench_coach.py``'s duel) unless ``--tag`` names others.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline_bots import MeasureStrongBot

from cacheta_lab.game import Round, run, wilson
from cacheta_lab.game.bots import BOTS, Bot

# cachetão is left out of the win-share duel: there the bots correr when playing on would cost
# more points, which gives up rounds on purpose (the duel counts rounds won)
DUEL_PRESETS = ("oficial", "megajogos", "tradicional", "pife")


def bot_class(level: str) -> type[Bot]:
    """The bot of a level, or the predecessor of the strong bot (``measure-strong``)."""
    return MeasureStrongBot if level == "measure-strong" else BOTS[level]


def seat_sides(seed: int, players: int) -> list[int]:
    """Each seat's side in round ``seed``: 0 the first level, 1 the second, alternating and
    rotated by one every round (so each level sits in every seat)."""
    return [(s + seed % players) % 2 for s in range(players)]


def one_round(job: tuple[str, str, str, int, str, int]) -> tuple[str, int | None, int]:
    """(preset, the winner's side: 0 the first level, 1 the second, None drawn; turns)."""
    first, second, preset, seed, tag, players = job
    sides = seat_sides(seed, players)
    bots = [bot_class((first, second)[side])(f"{seed}/{s}") for s, side in enumerate(sides)]
    rnd = Round(preset, players, seed=f"{tag}/{seed}", max_turns=400)
    run(rnd, bots)
    w = rnd.result.winner if rnd.result else None
    return preset, None if w is None else sides[w], rnd.turns


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("first", help="the level whose win share is counted")
    p.add_argument("second", help="the level it plays against")
    p.add_argument("--rounds", type=int, default=100, help="rounds per preset")
    p.add_argument("--start", type=int, default=0, help="the first seed number")
    p.add_argument("--tag", default="duel", help="seeds are <tag>/<n>")
    p.add_argument("--presets", default=",".join(DUEL_PRESETS))
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--jobs", type=int, default=2, help="processes")
    args = p.parse_args()
    presets = args.presets.split(",")
    for level in (args.first, args.second):
        bot_class(level)
    print(f"{args.first} against {args.second}, {args.rounds} rounds per preset, seeds "
          f"{args.tag}/{args.start}…; load average at start {os.getloadavg()[0]:.1f}",
          flush=True)
    jobs = [(args.first, args.second, preset, seed, args.tag, args.players)
            for preset in presets for seed in range(args.start, args.start + args.rounds)]
    wins: dict[str, Counter[int | None]] = {preset: Counter() for preset in presets}
    t, turns = time.perf_counter(), 0
    total = Counter[int | None]()
    with ProcessPoolExecutor(args.jobs) as pool:
        # the rounds come back in order, preset by preset: each preset's line once it is done
        for preset, side, n in pool.map(one_round, jobs, chunksize=4):
            wins[preset][side] += 1
            turns += n
            if sum(wins[preset].values()) == args.rounds:
                total.update(wins[preset])
                _line(preset, args.first, wins[preset])
    _line("all", args.first, total)
    print(f"{len(jobs)} rounds in {time.perf_counter() - t:.0f} s wall on {args.jobs} "
          f"processes; load average at end {os.getloadavg()[0]:.1f}")


def _line(name: str, first: str, wins: Counter[int | None]) -> None:
    decided = wins[0] + wins[1]
    low, high = wilson(wins[0], decided)
    print(f"  {name:11} {first} wins {wins[0]:3} of {decided:3} decided rounds = "
          f"{wins[0] / max(decided, 1):.1%} (95% {low:.1%}–{high:.1%}), {wins[None]} drawn",
          flush=True)


if __name__ == "__main__":
    main()
