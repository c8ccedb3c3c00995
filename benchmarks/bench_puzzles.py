"""The shipped puzzle set measured (``make bench-puzzles``; figures in benchmarks/README.md):

0. what it holds, by preset: kinds, questions, players, stages of the round;
1. the solve rate of each bot level (random, greedy, strong, the play-out policy) by rating
   band (quantiles of the puzzles' ratings), from fresh attempts (other seeds than those that
   rated the puzzles): does it fall, band by band?
2. a solver that plays the coach's best option: its share of decision puzzles solved;
3. solvers going through the set as learners do (one Glicko-2 period an attempt, from 1500;
   the puzzles' ratings move too): where each ends, a solver that picks any option at random
   among them;
4. what building costs: a small build timed here (puzzles per CPU-minute), and the CPU-seconds
   one confirmed decision puzzle costs (source rounds scanned as the build scans them, every
   deep evaluation timed).

    python benchmarks/bench_puzzles.py [--bands 5] [--attempts 3] [--learners 600]
        [--build-count 36] [--decision-rounds 4] [--parts 01234]

``--parts`` runs some of the measurements only (4, what building costs, needs no set).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cacheta_lab.coach.fast import assess  # noqa: E402
from cacheta_lab.engine.rules import PRESETS  # noqa: E402
from cacheta_lab.game.views import DISCARD, DRAW  # noqa: E402
from cacheta_lab.puzzles import Rating, load, rate_attempt  # noqa: E402
from cacheta_lab.puzzles.attempts import answer, attempt_counts  # noqa: E402
from cacheta_lab.puzzles.build import build  # noqa: E402
from cacheta_lab.puzzles.decision import Settings, decide, fast_margin  # noqa: E402
from cacheta_lab.puzzles.exact import exact_draft  # noqa: E402
from cacheta_lab.puzzles.record import SOLVERS  # noqa: E402
from cacheta_lab.puzzles.source import source_round  # noqa: E402

LEARNERS = ("any", *SOLVERS, "coach")


def bands(puzzles, n: int) -> list[list]:
    """The puzzles in ``n`` bands of (nearly) equal size, by rating."""
    ranked = sorted(puzzles, key=lambda p: (p.rating.rating, p.id))
    return [ranked[len(ranked) * i // n: len(ranked) * (i + 1) // n] for i in range(n)]


def coverage(puzzles) -> None:
    print("\n0. The set by preset: kinds, questions, players, stages")
    for preset in PRESETS:
        mine = [p for p in puzzles if p.preset == preset]
        kinds = Counter(p.kind for p in mine)
        questions = Counter(p.question for p in mine)
        players = Counter(p.source["players"] for p in mine)
        stages = Counter(p.source["stage"] for p in mine)
        print(f"  {preset:>12}: {len(mine)} ({kinds['decision']} decision, {kinds['exact']} "
              f"exact: {', '.join(f'{q} {n}' for q, n in sorted(questions.items()))}); "
              f"players {', '.join(f'{k}: {n}' for k, n in sorted(players.items()))}; "
              f"{', '.join(f'{k} {stages[k]}' for k in ('early', 'mid', 'late'))}")
    found = {k: puzzles.report[k] for k in PRESETS if k in puzzles.report}
    print("  left out by the build because a bot solved them more often than a stronger one "
          "(misfits): " + ", ".join(f"{k} {r.get('misfit', '?')}" for k, r in found.items()))


def solve_rates(puzzles, n_bands: int, tries: int) -> None:
    print(f"\n1. Solve rate by rating band ({n_bands} bands of equal size; {tries} fresh "
          "attempts of each bot at each puzzle)")
    rates: dict[str, list[float]] = {level: [] for level in SOLVERS}
    chance_share: list[list[float]] = []
    chance: list[float] = []
    header = "  band  ratings          puzzles  " + "  ".join(f"{s:>8}" for s in SOLVERS)
    print(header)
    for i, band in enumerate(bands(puzzles, n_bands)):
        solved = Counter()
        chance_share.append([])
        for p in band:
            counts, _ = attempt_counts(p.view(), p.solution, p.id, tries, tag="bench")
            for level, (won, tried) in counts.items():
                solved[level] += won / tried
            chance_share[i].append(counts["random"][0] / counts["random"][1])
        row = []
        # the random bot above chance (c: the share of the options that are right)
        above = statistics.mean(max(0.0, (won - c) / (1 - c)) for won, c in (
            (won, len(p.solution) / len(p.options))
            for p, won in zip(band, chance_share[i], strict=True)))
        chance.append(above)
        for level in SOLVERS:
            rates[level].append(solved[level] / len(band))
            row.append(f"{100 * rates[level][-1]:7.1f}%")
        low, high = band[0].rating.rating, band[-1].rating.rating
        print(f"  {i + 1:>4}  {low:6.0f}–{high:<6.0f}  {len(band):>8}  " + "  ".join(row))
    for level in SOLVERS:
        r = rates[level]
        falls = all(a >= b for a, b in pairwise(r))
        strictly = all(a > b for a, b in pairwise(r))
        verdict = "falls strictly" if strictly else "never rises" if falls else "RISES"
        print(f"  {level:>8}: {verdict} ({' → '.join(f'{100 * x:.1f}' for x in r)})")
    print("  the random bot above chance ((solved − c) / (1 − c), c the share of options right): "
          + " → ".join(f"{100 * x:.1f}" for x in chance))


def coach_solver(puzzles) -> None:
    decisions = [p for p in puzzles if p.kind == "decision"]
    right = sum(p.is_right(answer("coach", p.view(), "")) for p in decisions)
    exact = [p for p in puzzles if p.kind == "exact"]
    right_exact = sum(p.is_right(answer("coach", p.view(), "")) for p in exact)
    print(f"\n2. The coach's best option: {right} of {len(decisions)} decision puzzles "
          f"({100 * right / len(decisions):.1f} %); exact puzzles {right_exact} of {len(exact)} "
          f"({100 * right_exact / len(exact):.1f} %)")


def learners(puzzles, count: int) -> None:
    print(f"\n3. Solvers as learners: {count} puzzles each (the same seeded order), one "
          "Glicko-2 period an attempt from 1500 / 350 / 0.06")
    order = random.Random(2026).sample(list(puzzles), min(count, len(puzzles)))
    finals = {}
    for solver in LEARNERS:
        ratings = {p.id: p.rating for p in order}
        me = Rating()
        solved = 0
        for i, p in enumerate(order):
            ok = p.is_right(answer(solver, p.view(), f"{p.id}/learner/{solver}/{i}"))
            solved += ok
            me, ratings[p.id] = rate_attempt(me, ratings[p.id], ok)
        finals[solver] = me
        print(f"  {solver:>8}: solved {100 * solved / len(order):5.1f} %, ends at "
              f"{me.rating:6.0f} (RD {me.rd:.0f})")
    bots = [s for s in SOLVERS if s != "random"]
    below = all(finals["any"].rating < finals[b].rating for b in (*bots, "random"))
    print(f"  a solver picking any option ends below every bot: {'yes' if below else 'NO'}")
    print("  the bots' first ratings (fitted with the puzzles'): "
          + ", ".join(f"{k} {r.rating:.0f}" for k, r in sorted(puzzles.solvers.items())))


def build_speed(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        cpu, start = time.process_time(), time.perf_counter()
        built = build("all", count, seed="bench", out=os.path.join(folder, "b.json.gz"),
                      workers=1, progress=False, theme_min=0)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - start
    n = len(built.puzzles)
    print(f"\n4. A build of --count {count} (every preset, one process, themes not waited "
          f"for): {n} puzzles from {built.units} rounds in {cpu:.0f} CPU-s ({wall:.0f} s): "
          f"{60 * n / cpu:.1f} puzzles per CPU-minute")


def decision_cost(rounds: int) -> None:
    """The deep evaluations of ``rounds`` source rounds per preset, as the build makes them
    (the clearest position of each stage); then, apart, the clearest *discard* of each stage,
    to show how often a discard has one option clearly ahead."""
    settings = Settings()
    total: Counter[str] = Counter()
    discards: Counter[str] = Counter()
    spent = {"build": 0.0, "discard": 0.0}
    filtered: Counter[tuple[str, bool]] = Counter()
    for preset in PRESETS:
        for index in range(rounds):
            played = source_round(PRESETS[preset], "bench", index)
            close: dict[str, tuple] = {}
            discard: dict[str, tuple] = {}
            for n, spot in enumerate(played.spots):
                a = assess(spot.view)
                if exact_draft(spot.view, a) is not None:
                    continue
                margin = fast_margin(spot.view, a)
                if margin is None:
                    continue
                passed = margin >= settings.fast_margin
                filtered[spot.view.phase, passed] += 1
                for best, wanted in ((close, True), (discard, spot.view.phase == DISCARD)):
                    if passed and wanted and (spot.stage not in best
                                              or margin > best[spot.stage][0]):
                        best[spot.stage] = (margin, n, spot, a)
            verdicts: dict[int, str] = {}
            for chosen, tally, part in ((close, total, "build"), (discard, discards, "discard")):
                for _m, n, spot, a in chosen.values():
                    if n not in verdicts:  # a discard the build chose too is evaluated once
                        began = time.process_time()
                        verdicts[n] = decide(spot.view, a, settings,
                                             (f"b/{index}/{n}/1", f"b/{index}/{n}/2")).outcome
                        spent[part] += time.process_time() - began
                    tally[verdicts[n]] += 1
    kept = total["kept"]
    print(f"\n   Decision puzzles: {sum(total.values())} positions deep-evaluated "
          f"({dict(total)}) in {spent['build']:.0f} CPU-s: "
          f"{spent['build'] / max(kept, 1):.1f} CPU-s per confirmed decision puzzle (the deep "
          "evaluations of every position tried)")
    print("   Positions that could be decision puzzles, by phase (passed the fast filter / "
          "not): " + "; ".join(f"{phase} {filtered[phase, True]} / {filtered[phase, False]}"
                               for phase in (DRAW, DISCARD)))
    print(f"   The clearest discard of each stage, deep-evaluated apart: {dict(discards)} in "
          f"{spent['discard']:.0f} CPU-s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default=None, help="a set's file (default: the shipped set)")
    parser.add_argument("--bands", type=int, default=5)
    parser.add_argument("--attempts", type=int, default=3)
    parser.add_argument("--learners", type=int, default=600)
    parser.add_argument("--build-count", type=int, default=36)
    parser.add_argument("--decision-rounds", type=int, default=4)
    parser.add_argument("--parts", default="01234", help="the measurements to make (0-4)")
    args = parser.parse_args()
    if set(args.parts) & set("0123"):
        measure_set(args)
    if "4" in args.parts:
        build_speed(args.build_count)
        decision_cost(args.decision_rounds)
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")
    return 0


def measure_set(args: argparse.Namespace) -> None:
    """Measurements 0-3, of the set."""
    load_time = time.perf_counter()
    puzzles = load(args.set)
    load_time = time.perf_counter() - load_time
    ratings = [p.rating.rating for p in puzzles]
    kinds = Counter(p.kind for p in puzzles)
    print(f"The set: {len(puzzles)} puzzles ({dict(kinds)}), read in {load_time:.2f} s; "
          f"ratings {min(ratings):.0f} / {statistics.median(ratings):.0f} / "
          f"{max(ratings):.0f} (least / median / most); load average "
          f"{os.getloadavg()[0]:.1f}")
    for part, measure in (("0", lambda: coverage(puzzles)),
                          ("1", lambda: solve_rates(puzzles, args.bands, args.attempts)),
                          ("2", lambda: coach_solver(puzzles)),
                          ("3", lambda: learners(puzzles, args.learners))):
        if part in args.parts:
            measure()


if __name__ == "__main__":
    sys.exit(main())
