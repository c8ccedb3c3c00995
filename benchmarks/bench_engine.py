"""Engine speed against its targets, every preset side by side, with an anchor measured in the
same process and the previous engine's recorded figures.

Run: ``make bench`` or ``.venv/bin/python benchmarks/bench_engine.py [--quick]``.

Everything goes through the public API on fresh dealt hands: every hand is dealt from a seeded
shuffle with a random vira and asked about once (no hand repeats, so nothing the engine
remembers from an earlier hand answers a later one; its caches are never cleared by hand).
Times are CPU time of this process (``time.process_time``), garbage collection included,
except the greedy bots (CPU time of their two worker processes) and the lesson (wall clock and
the CPU time of its cells in the kernel).

- anchor: the ``mahjong`` library's ``Shanten().calculate_shanten`` (how far a riichi hand is
  from complete, in pure Python) on one fixed set of random 14-tile hands;
  ``pip install -e ".[bench]"``. It is measured in turns with the engine: around every
  ``can_bater`` turn, then after each preset of the ``analyze`` section. The analysis figures
  in shanten calls are to one figure, the median of all those turns (the output gives it, with
  their range);
- ``can_bater(hand_string, preset, vira=…)`` per second, from strings, and its ratio to the
  anchor. It is measured in turns too (``BATER_TURNS`` of them, each preset once a turn on
  fresh hands), every turn divided by the anchor measured just before and just after it (the
  mean of the two rates), and the median of those ratios is the figure: on a machine whose
  speed swings by a third within a minute, a ratio taken from measures seconds apart holds
  still where a rate does not. The output gives each preset's range of turns;
- ``analyze`` of a dealt 10-card hand: median and 99th percentile, and the median in shanten
  calls (the median ÷ the time of one shanten call);
- ``analyze`` of wild-rich hands (6 wilds; the presets whose deck holds fewer use all it holds):
  99th percentile;
- the greedy bot: complete 4-player rounds per second on 2 processes (benchmarks/bench_game.py);
- lesson 10 (statistics), executed start to finish in a fresh kernel.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cacheta_lab import PRESETS, analyze, can_bater  # noqa: E402
from cacheta_lab.engine.analysis import situation_for  # noqa: E402
from cacheta_lab.engine.cards import JOKER, Card  # noqa: E402
from cacheta_lab.engine.rules import Rules  # noqa: E402

# --- targets --------------------------------------------------------------------------------

BATER_RATE = 100_000  # can_bater from strings, hands/s
BATER_VS_SHANTEN = 4.4  # ... and this many times the shanten rate
BATER_TURNS = 5  # turns of can_bater per preset, each between two anchor turns
ANALYZE_MEDIAN_MS = 1.0
ANALYZE_MEDIAN_SHANTEN = 23  # the median in shanten calls
ANALYZE_P99_MS = 5.0
WILD_P99_MS = 10.0
WILD_TARGET = 6  # wilds per wild-rich hand
GREEDY_ROUNDS = 40.0  # 4-player rounds/s on 2 cores
LESSON_SECONDS = 8.0
LESSON = ROOT / "notebooks" / "en" / "10-estatisticas.ipynb"

# --- the previous engine, as recorded in benchmarks/README.md (2026-11-29, same machine kind):
# "bater (10 cards)" can_bater column; "full analysis" dealt rows, warm caches (median, p99 ms);
# wild-rich rows, warm (p99 ms; that corpus held 3 to 6 wilds); "Games" greedy cpu column.
# Lesson 10's run time was not recorded.
PREVIOUS_BATER = {"oficial": 17_603, "cachetao": 12_912, "megajogos": 18_440,
                  "tradicional": 18_157, "pife": 35_391, "pife-simples": 33_885}
PREVIOUS_ANALYZE = {"oficial": (3.63, 7.55), "cachetao": (3.78, 10.04),
                    "megajogos": (4.55, 10.05), "tradicional": (4.38, 9.83),
                    "pife": (2.67, 5.91), "pife-simples": (3.75, 7.22)}
PREVIOUS_WILD_P99 = {"oficial": 26.01, "cachetao": 53.77, "megajogos": 31.45,
                     "tradicional": 33.09}
PREVIOUS_GREEDY = {"oficial": 29.5, "cachetao": 30.2, "megajogos": 13.5, "tradicional": 13.6,
                   "pife": 9.8, "pife-simples": 7.8}

Deal = tuple[str, str | None]  # the hand as a user types it, the vira's code


def deck(rules: Rules) -> list[Card]:
    return [Card(k) for k in range(52)] * 2 + ([JOKER] * 4 if rules.jokers else [])


class Dealer:
    """Deals 10-card hands, never the same hand twice in one run."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.dealt: set[tuple[str, tuple[int, ...]]] = set()

    def _fresh(self, rules: Rules, hand: list[Card]) -> bool:
        key = (rules.id, tuple(sorted(c.kind for c in hand)))
        if key in self.dealt:
            return False
        self.dealt.add(key)
        return True

    def deal(self, rules: Rules, n: int) -> list[Deal]:
        out: list[Deal] = []
        while len(out) < n:
            cards = deck(rules)
            self.rng.shuffle(cards)
            vira = next(c for c in cards[10:] if not c.is_joker) if rules.has_vira else None
            if self._fresh(rules, cards[:10]):
                out.append((" ".join(c.code for c in cards[:10]), vira.code if vira else None))
        return out

    def wild_rich(self, rules: Rules, n: int) -> tuple[list[Deal], int]:
        """Hands with ``WILD_TARGET`` wilds (or every wild the deck holds), the rest dealt."""
        out: list[Deal] = []
        wilds_per_hand = 0
        while len(out) < n:
            cards = deck(rules)
            self.rng.shuffle(cards)
            vira = next(c for c in cards if not c.is_joker)
            cards.remove(vira)
            wild = situation_for(rules, vira).wild
            wilds = [c for c in cards if c in wild][:WILD_TARGET]
            wilds_per_hand = len(wilds)
            rest = [c for c in cards if c not in wild][: 10 - len(wilds)]
            hand = wilds + rest
            if self._fresh(rules, hand):
                out.append((" ".join(c.code for c in hand), vira.code))
        return out, wilds_per_hand


# --- measures ---------------------------------------------------------------------------------


def anchor_hands(n: int, seed: int) -> list[list[int]]:
    """Random riichi hands of 14 tiles (4 copies of 34 tiles), as tile counts."""
    rng = random.Random(seed)
    wall = [t for t in range(34) for _ in range(4)]
    hands = []
    for _ in range(n):
        counts = [0] * 34
        for t in rng.sample(wall, 14):
            counts[t] += 1
        hands.append(counts)
    return hands


def shanten_rate(hands: list[list[int]]) -> float:
    """The anchor: ``calculate_shanten`` calls per CPU second on these hands."""
    from mahjong.shanten import Shanten

    shanten = Shanten()
    start = time.process_time()
    for counts in hands:
        shanten.calculate_shanten(counts)
    return len(hands) / (time.process_time() - start)


class Anchor:
    """The anchor measured in turns with the engine; :attr:`rate` is the median turn."""

    def __init__(self, n: int, seed: int) -> None:
        self.hands = anchor_hands(n, seed)
        self.turns: list[float] = []

    def measure(self) -> None:
        self.turns.append(shanten_rate(self.hands))

    @property
    def rate(self) -> float:
        return statistics.median(self.turns)

    def describe(self) -> str:
        return (f"{self.rate:,.0f}/s ({1e6 / self.rate:.1f} µs a call): the median of "
                f"{len(self.turns)} turns of {len(self.hands):,} hands, between the presets "
                f"(range {min(self.turns):,.0f}–{max(self.turns):,.0f}/s)")


def bater_rate(deals: list[Deal], preset: str, ask: Callable[..., bool] = can_bater) -> float:
    """``can_bater`` from strings (or ``ask``, another engine's), hands per CPU second."""
    start = time.process_time()
    for hand, vira in deals:
        ask(hand, preset, vira=vira)
    return len(deals) / (time.process_time() - start)


class BaterTurns:
    """``can_bater`` of one preset in turns, each turn with the anchor's rate around it."""

    def __init__(self) -> None:
        self.rates: list[float] = []
        self.ratios: list[float] = []

    def add(self, rate: float, anchor_before: float, anchor_after: float) -> None:
        self.rates.append(rate)
        self.ratios.append(rate / ((anchor_before + anchor_after) / 2))

    @property
    def rate(self) -> float:
        return statistics.median(self.rates)

    @property
    def ratio(self) -> float:
        return statistics.median(self.ratios)


def analysis_times(deals: list[Deal], preset: str) -> list[float]:
    """CPU seconds of each ``analyze``."""
    times = []
    clock = time.process_time
    for hand, vira in deals:
        start = clock()
        analyze(hand, preset, vira=vira)
        times.append(clock() - start)
    return times


def greedy_rounds(preset: str, rounds: int) -> float:
    """Complete greedy-bot rounds per second on 2 processes, by their CPU time."""
    from bench_game import rounds_per_second

    players = 4 if PRESETS[preset].max_players >= 4 else 2
    return rounds_per_second(preset, rounds, workers=2, players=players)["cpu"]


def lesson_seconds() -> tuple[float, float, float]:
    """Lesson 10 run start to finish in a fresh kernel: (wall seconds with the kernel's start,
    wall seconds of its cells, CPU seconds of its cells in the kernel). The lesson plays its
    games in the kernel's own process (``workers=1``); two cells added around it read the
    kernel's CPU clock."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(LESSON, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    nb.cells.insert(0, nbformat.v4.new_code_cell(
        "import time as _bench_time\n_bench_cpu = _bench_time.process_time()"))
    nb.cells.append(nbformat.v4.new_code_cell(
        "print(_bench_time.process_time() - _bench_cpu)"))
    start = time.perf_counter()
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(LESSON.parent)}}).execute()
    wall = time.perf_counter() - start
    cpu = float(nb.cells[-1].outputs[0]["text"])
    stamps = [cell.metadata.get("execution", {}) for cell in nb.cells[1:-1]
              if cell.cell_type == "code"]
    began = min(s["iopub.execute_input"] for s in stamps if "iopub.execute_input" in s)
    ended = max(s["shell.execute_reply"] for s in stamps if "shell.execute_reply" in s)
    cells = (_stamp(ended) - _stamp(began)).total_seconds()
    return wall, cells, cpu


def _stamp(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


# --- printing ---------------------------------------------------------------------------------


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def verdict(ok: bool) -> str:
    return "met" if ok else "not met"


def section(title: str, header: str) -> None:
    print(f"\n{title}\n  {header}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small corpora: a smoke run")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--presets", default="all", help="comma-separated presets, or 'all'")
    parser.add_argument("--no-games", action="store_true", help="skip the greedy bot rounds")
    parser.add_argument("--no-lesson", action="store_true", help="skip lesson 10")
    args = parser.parse_args()
    presets = list(PRESETS) if args.presets == "all" else args.presets.split(",")
    n_shanten = 2_000 if args.quick else 10_000  # hands per turn of the anchor
    n_bater = 2_000 if args.quick else 20_000
    n_full = 60 if args.quick else 500
    n_wild = 20 if args.quick else 150
    n_rounds = 6 if args.quick else 60
    dealer = Dealer(args.seed)

    load = os.getloadavg()[0]
    print(f"Python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cores, load average {load:.1f} at the start"
          f"{' (quick run)' if args.quick else ''}; seed {args.seed}")
    print(f"corpora per preset: {BATER_TURNS} × {n_bater:,} hands for can_bater, "
          f"{n_full} for analyze, {n_wild} wild-rich; {n_rounds} greedy rounds; "
          f"previous = benchmarks/README.md")

    # the engine's measures, with the anchor measured between them; printed once the anchor's
    # median is known
    anchor = Anchor(n_shanten, args.seed)
    anchor.measure()
    bater = {preset: BaterTurns() for preset in presets}
    for _turn in range(BATER_TURNS):
        for preset in presets:
            rate = bater_rate(dealer.deal(PRESETS[preset], n_bater), preset)
            anchor.measure()
            bater[preset].add(rate, anchor.turns[-2], anchor.turns[-1])
    full: dict[str, list[float]] = {}
    for preset in presets:
        full[preset] = analysis_times(dealer.deal(PRESETS[preset], n_full), preset)
        anchor.measure()
    shanten = anchor.rate
    one_shanten_ms = 1e3 / shanten
    print(f"\nanchor: mahjong Shanten().calculate_shanten, random 14-tile hands: "
          f"{anchor.describe()}")

    section(f"can_bater(hand_string, preset, vira=…) per CPU second, medians of "
            f"{BATER_TURNS} turns, each to the anchor around it "
            f"(target ≥ {BATER_RATE:,} and ≥ {BATER_VS_SHANTEN} × shanten)",
            f"{'preset':14} {'previous':>9} {'now':>9} {'× shanten':>10} {'turns':>11}   "
            f"verdict")
    for preset in presets:
        turns = bater[preset]
        spread = f"{min(turns.ratios):.2f}–{max(turns.ratios):.2f}"
        print(f"  {preset:14} {PREVIOUS_BATER.get(preset, 0):9,} {turns.rate:9,.0f} "
              f"{turns.ratio:10.2f} {spread:>11}   "
              f"{verdict(turns.rate >= BATER_RATE and turns.ratio >= BATER_VS_SHANTEN)}")

    section(f"analyze, dealt 10-card hands, CPU ms (target median ≤ {ANALYZE_MEDIAN_MS:g} ms "
            f"and ≤ {ANALYZE_MEDIAN_SHANTEN} shanten calls, p99 ≤ {ANALYZE_P99_MS:g} ms)",
            f"{'preset':14} {'previous':>15} {'median':>7} {'p99':>7} {'worst':>7} "
            f"{'shanten calls':>14}   verdict (median / p99)")
    for preset in presets:
        t = full[preset]
        median, p99 = statistics.median(t) * 1e3, pct(t, 0.99) * 1e3
        calls = median / one_shanten_ms
        prev = PREVIOUS_ANALYZE.get(preset)
        prev_text = f"{prev[0]:.2f} / {prev[1]:.2f}" if prev else "—"
        ok_median = median <= ANALYZE_MEDIAN_MS and calls <= ANALYZE_MEDIAN_SHANTEN
        print(f"  {preset:14} {prev_text:>15} {median:7.2f} {p99:7.2f} {max(t) * 1e3:7.2f} "
              f"{calls:14.1f}   {verdict(ok_median)} / {verdict(p99 <= ANALYZE_P99_MS)}")

    section(f"analyze, wild-rich 10-card hands, CPU ms (target p99 ≤ {WILD_P99_MS:g} ms)",
            f"{'preset':14} {'wilds':>5} {'previous p99':>13} {'median':>7} {'p99':>7} "
            f"{'worst':>7}   verdict")
    for preset in presets:
        rules = PRESETS[preset]
        if not rules.has_vira and not rules.jokers:
            print(f"  {preset:14}   no wild cards in this preset")
            continue
        deals, wilds = dealer.wild_rich(rules, n_wild)
        t = analysis_times(deals, preset)
        p99 = pct(t, 0.99) * 1e3
        prev = PREVIOUS_WILD_P99.get(preset)
        print(f"  {preset:14} {wilds:5} {f'{prev:.2f}' if prev else '—':>13} "
              f"{statistics.median(t) * 1e3:7.2f} {p99:7.2f} {max(t) * 1e3:7.2f}   "
              f"{verdict(p99 <= WILD_P99_MS)}"
              f"{'' if wilds >= WILD_TARGET else f' (the deck holds only {wilds} wilds)'}",
              flush=True)

    if not args.no_games:
        section(f"greedy bot, complete rounds per second on 2 processes, by CPU time "
                f"(target ≥ {GREEDY_ROUNDS:g})",
                f"{'preset':14} {'previous':>9} {'now':>9}   verdict")
        for preset in presets:
            rate = greedy_rounds(preset, n_rounds)
            print(f"  {preset:14} {PREVIOUS_GREEDY.get(preset, 0):9.1f} {rate:9.1f}   "
                  f"{verdict(rate >= GREEDY_ROUNDS)}  "
                  f"({4 if PRESETS[preset].max_players >= 4 else 2} players)", flush=True)

    if not args.no_lesson:
        section(f"lesson 10 (statistics), {LESSON.relative_to(ROOT)}, a fresh kernel "
                f"(target ≤ {LESSON_SECONDS:g} s)",
                f"{'previous':>9} {'with start':>11} {'cells':>7} {'cells CPU':>10}   "
                f"verdict (by the cells' CPU time)")
        wall, cells, cpu = lesson_seconds()
        print(f"  {'—':>9} {wall:10.1f}s {cells:6.1f}s {cpu:9.1f}s   "
              f"{verdict(cpu <= LESSON_SECONDS)}")

    print(f"\nload average {os.getloadavg()[0]:.1f} at the end (figures under load are lower "
          f"bounds for rates, upper bounds for times)")


if __name__ == "__main__":
    main()
