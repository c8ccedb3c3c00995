"""Engine speed on fixed, seeded corpora, with the brute-force oracle side by side.

Run: ``make bench`` or ``.venv/bin/python benchmarks/bench_engine.py [--quick]``.

For every preset it deals 10-card hands (seeded shuffle, a random vira) and builds a worst
case set rich in wilds, then prints:
- "does this 10-card hand bate": hands per second, through the engine's search on parsed
  hands and through the public ``can_bater`` (which also parses and checks the input);
- the full analysis (``analyze``: discard table with outs, live counts and missing, plus
  partitions): median, 99th percentile and worst time per hand, with the caches of the
  running process warm (a notebook session) and cleared before every hand (first click);
- the oracle (tests/oracle.py) on a sample of the same hands, and the speed-up.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import oracle

from cacheta_lab import PRESETS, analyze, can_bater
from cacheta_lab.analysis import table_for
from cacheta_lab.cards import JOKER, Card
from cacheta_lab.rules import Rules
from cacheta_lab.search import search_for

Deal = tuple[tuple[Card, ...], Card | None]


def deck(rules: Rules) -> list[Card]:
    return [Card(k) for k in range(52)] * 2 + ([JOKER] * 4 if rules.jokers else [])


def dealt(rules: Rules, n: int, seed: int) -> list[Deal]:
    """``n`` dealt 10-card hands, each with the vira turned from the same shuffle."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = deck(rules)
        rng.shuffle(cards)
        vira = next(c for c in cards[10:] if not c.is_joker) if rules.has_vira else None
        out.append((tuple(cards[:10]), vira))
    return out


def wild_rich(rules: Rules, n: int, seed: int) -> list[Deal]:
    """Hands holding every wild the deck allows them: jokers and curingas first."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = deck(rules)
        rng.shuffle(cards)
        vira = next(c for c in cards if not c.is_joker) if rules.has_vira else None
        wild = table_for(rules, vira).wild if vira else frozenset()
        rest = list(cards)
        if vira is not None:
            rest.remove(vira)
        wilds = [c for c in rest if c in wild][: rng.randint(3, 6)]
        for c in wilds:
            rest.remove(c)
        out.append((tuple(wilds + rest[: 10 - len(wilds)]), vira))
    return out


def clear_caches() -> None:
    """Forget everything the engine remembers between questions."""
    from cacheta_lab.analysis import _table
    from cacheta_lab.melds import _check_cached

    search_for.cache_clear()
    _table.cache_clear()
    _check_cached.cache_clear()


def bater_rate(deals: list[Deal], rules: Rules) -> tuple[float, float]:
    """Hands per second: the search on parsed hands, and the public can_bater."""
    clear_caches()
    parsed = [(tuple(sorted(c.kind for c in hand)), table_for(rules, vira).search)
              for hand, vira in deals]
    start = time.perf_counter()
    for kinds, search in parsed:
        search.bates(kinds)
    core = len(parsed) / (time.perf_counter() - start)
    clear_caches()  # the public call must not reuse what the first pass learnt
    start = time.perf_counter()
    for hand, vira in deals:
        can_bater(hand, rules, vira)
    public = len(deals) / (time.perf_counter() - start)
    return core, public


def analysis_times(deals: list[Deal], rules: Rules, cold: bool) -> list[float]:
    times = []
    for hand, vira in deals:
        if cold:
            clear_caches()
        gc.disable()
        start = time.perf_counter()
        analyze(hand, rules, vira)
        times.append(time.perf_counter() - start)
        gc.enable()
    return times


def oracle_times(deals: list[Deal], rules: Rules) -> tuple[list[float], list[float]]:
    """Oracle seconds per hand: bater, and bater + discard table + splits."""
    bater, full = [], []
    for hand, vira in deals:
        oracle.clear_caches()
        start = time.perf_counter()
        oracle.can_bater(hand, rules, vira)
        bater.append(time.perf_counter() - start)
        start = time.perf_counter()
        oracle.discard_table(hand, rules, vira)
        oracle.splits(hand, rules, vira)
        full.append(time.perf_counter() - start)
    return bater, full


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(x: float) -> str:
    return f"{x * 1e3:7.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller corpora")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    n_bater = 2000 if args.quick else 10000
    n_full = 100 if args.quick else 400
    n_wild = 30 if args.quick else 100
    n_oracle = 5 if args.quick else 20

    print(f"corpora: {n_bater} dealt hands for bater, {n_full} dealt + {n_wild} wild-rich "
          f"hands for the full analysis, {n_oracle} hands for the oracle; seed {args.seed}")
    print("\nbater (10 cards) — hands/s            search    can_bater   oracle  speed-up")
    rows = []
    for name, rules in PRESETS.items():
        corpus = dealt(rules, n_bater, args.seed)
        core, public = bater_rate(corpus, rules)
        o_bater, o_full = oracle_times(corpus[:n_oracle], rules)
        o_rate = len(o_bater) / sum(o_bater)
        print(f"  {name:14} {core:22,.0f} {public:12,.0f} {o_rate:8,.0f} {core / o_rate:9,.0f}x")
        rows.append((name, rules, o_full))

    print("\nfull analysis (10 cards) — ms per hand  median     p99   worst   (caches)")
    for name, rules, o_full in rows:
        for label, corpus in (("dealt", dealt(rules, n_full, args.seed + 1)),
                              ("wild-rich", wild_rich(rules, n_wild, args.seed + 2))):
            if label == "wild-rich" and not rules.has_vira and not rules.jokers:
                continue
            clear_caches()
            for cold in (False, True):
                t = analysis_times(corpus, rules, cold)
                print(f"  {name:14} {label:10} {ms(statistics.median(t))} {ms(pct(t, 0.99))} "
                      f"{ms(max(t))}   {'cleared' if cold else 'warm'}")
        sample = dealt(rules, n_oracle, args.seed + 1)
        clear_caches()
        engine = statistics.median(analysis_times(sample, rules, cold=True))
        oracle_median = statistics.median(o_full)
        print(f"  {name:14} oracle     {ms(oracle_median)}  (same kind of hands, n={n_oracle}); "
              f"speed-up over the oracle ×{oracle_median / engine:,.0f}")


if __name__ == "__main__":
    main()
