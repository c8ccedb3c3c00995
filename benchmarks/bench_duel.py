"""Two bot levels at one table, on both cores: two of each at a 4-seat table, the seats
alternating and rotated by one every round (so each level sits in every seat), the share of
decided rounds the first level wins, per preset and overall, with its 95 % Wilson interval.

    .venv/bin/python benchmarks/bench_duel.py strong measure-strong --rounds 100
    .venv/bin/python benchmarks/bench_duel.py strong greedy --rounds 50 --presets pife

``measure-strong`` is the strong bot before the win-chance model (``baseline_bots``); ``oracle``,
``danger`` and ``learned…`` weigh what a discard hands the opponents (``feeding_bots``; the
oracle looks at their hands). The figures are in benchmarks/README.md (``make bench-duel``).
Seeds are ``duel/<n>`` (as ``bench_coach.py``'s duel) unless ``--tag`` names others.
``--ends`` adds how the rounds were won: a card from the monte, the lixeira's top or a furar a
fila, and whose discard it was.
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
from feeding_bots import FEEDING_BOTS

from cacheta_lab.game import Round, run, wilson
from cacheta_lab.game.bots import BOTS, Bot
from cacheta_lab.game.moves import LIXEIRA, Discard, Draw

# cachetão is left out of the win-share duel: there the bots correr when playing on would cost
# more points, which gives up rounds on purpose (the duel counts rounds won)
DUEL_PRESETS = ("oficial", "megajogos", "tradicional", "pife")


def bot_class(level: str) -> type[Bot]:
    """The bot of a level, the predecessor of the strong bot (``measure-strong``), or one of
    the bench's bots that weigh what a discard hands on (``oracle``, ``danger``, ``learned…``)."""
    if level == "measure-strong":
        return MeasureStrongBot
    return FEEDING_BOTS.get(level) or BOTS[level]


def seat_sides(seed: int, players: int) -> list[int]:
    """Each seat's side in round ``seed``: 0 the first level, 1 the second, alternating and
    rotated by one every round (so each level sits in every seat)."""
    return [(s + seed % players) % 2 for s in range(players)]


def one_round(job: tuple[str, str, str, int, str, int]
              ) -> tuple[str, int | None, int, tuple[str, int | None]]:
    """(preset, the winner's side: 0 the first level, 1 the second, None drawn; turns; how
    it was won and whose discard fed it, :func:`won_by`)."""
    first, second, preset, seed, tag, players = job
    sides = seat_sides(seed, players)
    bots = [bot_class((first, second)[side])(f"{seed}/{s}") for s, side in enumerate(sides)]
    rnd = Round(preset, players, seed=f"{tag}/{seed}", max_turns=400)
    for bot in bots:
        if hasattr(bot, "see"):
            bot.see(rnd)
    run(rnd, bots)
    w = rnd.result.winner if rnd.result else None
    return preset, None if w is None else sides[w], rnd.turns, won_by(rnd, sides)


def won_by(rnd: Round, sides: list[int]) -> tuple[str, int | None]:
    """How the round was won ("monte", "lixeira", "furar"; "drawn") and the side whose
    discard the card was (None: from the monte, or drawn)."""
    result = rnd.result
    if result is None or result.winner is None:
        return "drawn", None
    log = rnd.move_log
    at = len(log)
    if result.how != "furar":
        at = next((i for i in range(len(log) - 1, -1, -1)
                   if isinstance(log[i], Draw) and log[i].seat == result.winner), -1)
        if at < 0 or log[at].source != LIXEIRA:
            return "monte", None
    fed = next((m.seat for m in reversed(log[:at]) if isinstance(m, Discard)), None)
    return ("furar" if result.how == "furar" else "lixeira"), (
        None if fed is None else sides[fed])


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
    p.add_argument("--ends", action="store_true", help="how the rounds were won, per side")
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
    ends = Counter[tuple[int | None, tuple[str, int | None]]]()
    with ProcessPoolExecutor(args.jobs) as pool:
        # the rounds come back in order, preset by preset: each preset's line once it is done
        for preset, side, n, how in pool.map(one_round, jobs, chunksize=4):
            wins[preset][side] += 1
            turns += n
            ends[side, how] += 1
            if sum(wins[preset].values()) == args.rounds:
                total.update(wins[preset])
                _line(preset, args.first, wins[preset])
    _line("all", args.first, total)
    if args.ends:
        levels = (args.first, args.second)
        for (side, (how, fed)), n in sorted(ends.items(), key=str):
            if side is not None:
                print(f"  won by {levels[side]}: {how}"
                      + ("" if fed is None else f" thrown by {levels[fed]}") + f": {n}")
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
