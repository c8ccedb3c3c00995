"""The coach: the fast evaluator's time per option, response time per learner move, the review
of a whole round, grade distributions of the bots on seeded games, and the strong bot (which
plays by the win-chance model) against the strong bot as it was before it (``baseline_bots``:
the former measure), seats rotated, with the win share's 95 % Wilson interval.

    .venv/bin/python benchmarks/bench_coach.py                     # quick
    .venv/bin/python benchmarks/bench_coach.py --rounds 6 --duel 150   # make bench-coach

Times are wall-clock (and CPU) seconds in one process; the figures in benchmarks/README.md say
how loaded the machine was.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline_bots import MeasureStrongBot
from bench_duel import DUEL_PRESETS, one_round, seat_sides

from cacheta_lab.coach import evaluate, grade, review
from cacheta_lab.game import GameLog, Round, make_bots, next_move, run, wilson
from cacheta_lab.game.bots import StrongBot

PRESETS = ("oficial", "cachetao", "megajogos", "pife")
LEVELS = ("random", "greedy", "strong")


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def latency(rounds: int) -> None:
    """Grade every decision of seat 0 (a greedy or strong learner) as the game table does."""
    wall: list[float] = []
    cpu: list[float] = []
    for preset in PRESETS:
        for seed in range(rounds):
            level = LEVELS[1 + seed % 2]
            rnd = Round(preset, 4, seed=seed, max_turns=400)
            bots = make_bots(level, 4, seed)
            while not rnd.over:
                move = next_move(rnd, bots)
                view = rnd.view(0) if move.seat == 0 else None
                rnd.play(move)
                if view is not None:
                    t, c = time.perf_counter(), time.process_time()
                    grade(view, move)
                    wall.append(time.perf_counter() - t)
                    cpu.append(time.process_time() - c)
    print(f"grade per learner move: {len(wall)} moves, wall p50 "
          f"{statistics.median(wall) * 1000:.0f} ms, p95 {pct(wall, .95) * 1000:.0f} ms, "
          f"max {max(wall) * 1000:.0f} ms; CPU p95 {pct(cpu, .95) * 1000:.0f} ms")


def review_time(rounds: int) -> None:
    """The review of a whole 4-player round: one seat, and all four seats."""
    one: list[float] = []
    four: list[float] = []
    for preset in PRESETS:
        for seed in range(rounds):
            rnd = Round(preset, 4, seed=seed, max_turns=400)
            run(rnd, make_bots(["strong", "greedy"], 4, seed))
            log = GameLog.of(rnd)
            t = time.perf_counter()
            for seat in range(4):
                s = time.perf_counter()
                review(log, seat)
                one.append(time.perf_counter() - s)
            four.append(time.perf_counter() - t)
    print(f"review of a 4-player round (strong/greedy bots): one seat p95 {pct(one, .95):.2f} s "
          f"(max {max(one):.2f}); all four seats p95 {pct(four, .95):.2f} s "
          f"(max {max(four):.2f})")


def sanity(rounds: int) -> None:
    """Grades of every decision of each bot level, all four seats of seeded rounds."""
    print("grades by level and preset (share of decisions; best+good = accuracy):")
    print(f"  {'preset':10} {'level':7} {'n':>5}  best  good inacc mistake blunder  "
          "discards best+good")
    for preset in PRESETS:
        for level in LEVELS:
            counts: Counter[str] = Counter()
            disc: Counter[str] = Counter()
            for seed in range(rounds):
                rnd = Round(preset, 4, seed=seed, max_turns=120)
                run(rnd, make_bots(level, 4, seed))
                log = GameLog.of(rnd)
                for seat in range(4):
                    for d in review(log, seat).decisions:
                        counts[d.grade] += 1
                        if d.kind == "discard":
                            disc[d.grade in ("best", "good")] += 1
            n = sum(counts.values())
            share = [counts[g] / n for g in ("best", "good", "inaccuracy", "mistake",
                                             "blunder")]
            dn = disc[True] + disc[False]
            print(f"  {preset:10} {level:7} {n:5}  " + "  ".join(f"{x:4.0%}" for x in share)
                  + f"    {disc[True] / dn if dn else 0:5.0%} of {dn}")


def duel(rounds: int, players: int = 4) -> None:
    """The strong bot against the strong bot before the win-chance model: at a table of
    ``players``, the seats alternate new/old and rotate by one each round (so each level sits
    in every seat); the share of decided rounds the new one wins, against its seat share."""
    total_new = total = 0
    expected = 0.0
    for preset in DUEL_PRESETS:
        wins: Counter[str] = Counter()
        seats_new = 0.0
        t = time.perf_counter()
        for seed in range(rounds):
            _, side, _, _ = one_round(("strong", "measure-strong", preset, seed, "duel", players))
            if side is None:
                wins["drawn"] += 1
                continue
            wins[("strong", "measure-strong")[side]] += 1
            seats_new += seat_sides(seed, players).count(0) / players
        decided = wins["strong"] + wins["measure-strong"]
        low, high = wilson(wins["strong"], decided)
        share = seats_new / decided if decided else 0.0
        print(f"  {preset:10} new strong wins {wins['strong']:3} of {decided:3} decided rounds "
              f"= {wins['strong'] / max(decided, 1):.1%} (95% {low:.1%}–{high:.1%}; its seats "
              f"{share:.1%}), {wins['drawn']} drawn, {rounds / (time.perf_counter() - t):.2f} "
              "rounds/s", flush=True)
        total_new += wins["strong"]
        total += decided
        expected += seats_new
    if not total:
        return
    low, high = wilson(total_new, total)
    print(f"  all        new strong wins {total_new} of {total} = {total_new / total:.1%} "
          f"(95% {low:.1%}–{high:.1%}); its share of the seats {expected / total:.1%}; win "
          f"share per seat against the old one: {_per_seat(total_new, total, expected)}")


def _per_seat(wins: int, n: int, seat_share: float) -> str:
    """Wins per seat of the new bot over wins per seat of both: 50 % = as strong."""
    new_seats, old_seats = seat_share, n - seat_share
    per_new, per_old = wins / new_seats, (n - wins) / old_seats
    return f"{per_new / (per_new + per_old):.1%}"


def bot_speed(rounds: int, players: int = 4) -> None:
    """Rounds per second (one process) with every seat the strong bot, new and old."""
    for name, cls in (("new strong", StrongBot), ("old strong", MeasureStrongBot)):
        t, c = time.perf_counter(), time.process_time()
        turns = 0
        for preset in DUEL_PRESETS:
            for seed in range(rounds):
                rnd = Round(preset, players, seed=f"speed/{seed}", max_turns=400)
                run(rnd, [cls(f"{seed}/{s}") for s in range(players)])
                turns += rnd.turns
        wall, cpu = time.perf_counter() - t, time.process_time() - c
        n = rounds * len(DUEL_PRESETS)
        print(f"  {name}: {n / wall:.2f} rounds/s wall, {n / cpu:.2f} per CPU-second, "
              f"{turns / cpu:.0f} turns per CPU-second ({players} players)")


def evaluator_time(rounds: int) -> None:
    """The fast evaluator's time per option, on every decision of strong-bot rounds."""
    per: list[float] = []
    for preset in PRESETS:
        for seed in range(rounds):
            rnd = Round(preset, 4, seed=seed, max_turns=400)
            bots = make_bots("strong", 4, seed)
            while not rnd.over:
                view = rnd.view(rnd.turn)
                t = time.perf_counter()
                ev = evaluate(view)
                per.append((time.perf_counter() - t) / max(len(ev.options), 1))
                rnd.play(next_move(rnd, bots))
    print(f"fast evaluator: {len(per)} decisions, per option p50 "
          f"{statistics.median(per) * 1000:.1f} ms, p95 {pct(per, .95) * 1000:.1f} ms, max "
          f"{max(per) * 1000:.0f} ms")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=3, help="rounds per preset (and level)")
    p.add_argument("--duel", type=int, default=20, help="rounds per preset, new vs old strong")
    p.add_argument("--players", type=int, default=4, help="players in the duel (even)")
    args = p.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    evaluator_time(args.rounds)
    latency(args.rounds)
    review_time(args.rounds)
    sanity(args.rounds)
    print("bot speed, all four seats one level:")
    bot_speed(args.rounds)
    print("strong (win chances) against the strong bot before it (the former measure):")
    duel(args.duel, args.players)
    print(f"load average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
