"""Two engines side by side in one process, in turns on the same fresh hands, with the shanten
anchor measured between the turns: on a shared machine, where one ``make bench`` run cannot
tell two engines apart, their ratio still can. Each turn's rate is divided by the anchor
measured around that turn (before and after it, averaged), and the median of the turns' ratios
is printed, as ``bench_engine.py`` does for one engine; here both engines run in the same turn,
on the same hands, in alternating order.

Run: ``.venv/bin/python benchmarks/compare_engines.py --before DIR [--presets oficial,pife]``
where ``DIR/cacheta_lab`` is another version of the package, e.g. from
``git archive <commit> cacheta_lab | tar -x -C DIR``. "after" is the package installed here.
"""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_engine import BaterTurns, Dealer, anchor_hands, bater_rate, shanten_rate

import cacheta_lab as after

clock = time.process_time


def load_before(directory: Path) -> ModuleType:
    """The package in ``directory/cacheta_lab``, imported as ``cacheta_before`` (its imports
    are relative, so a copy under another name is a second, separate engine)."""
    where = Path(tempfile.mkdtemp())
    shutil.copytree(directory / "cacheta_lab", where / "cacheta_before")
    sys.path.insert(0, str(where))
    return importlib.import_module("cacheta_before")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--presets", default="all")
    parser.add_argument("--turns", type=int, default=7)
    args = parser.parse_args()
    before = load_before(args.before)
    presets = list(after.PRESETS) if args.presets == "all" else args.presets.split(",")
    hands = anchor_hands(4000, 7)
    print(f"load average {os.getloadavg()[0]:.1f} at the start; {args.turns} turns")
    dealer = Dealer(2026)
    for preset in presets:
        rules = after.PRESETS[preset]
        turns = {"before": BaterTurns(), "after": BaterTurns()}
        for turn in range(args.turns):
            deals = dealer.deal(rules, 4000)
            s1 = shanten_rate(hands)
            order = [("before", before), ("after", after)]
            rates = {name: bater_rate(deals, preset, engine.can_bater)
                     for name, engine in (order if turn % 2 == 0 else order[::-1])}
            s2 = shanten_rate(hands)
            for name, rate in rates.items():
                turns[name].add(rate, s1, s2)
        rb, ra = turns["before"].ratio, turns["after"].ratio
        gain = statistics.median(a / b for b, a in zip(turns["before"].ratios,
                                                      turns["after"].ratios, strict=True))
        print(f"can_bater {preset:13} × shanten: before {rb:.2f}, after {ra:.2f} "
              f"(after/before {gain:.3f})", flush=True)
        deals = dealer.deal(rules, 60 * args.turns)
        for hand, vira in deals[:5]:  # each rule set's tables, built once, outside the times
            before.analyze(hand, preset, vira=vira)
            after.analyze(hand, preset, vira=vira)
        times: dict[str, list[float]] = {"before": [], "after": []}
        s1 = shanten_rate(hands)
        for i, (hand, vira) in enumerate(deals[5:]):
            order = [("before", before), ("after", after)]
            for name, engine in order if i % 2 else order[::-1]:
                start = clock()
                engine.analyze(hand, preset, vira=vira)
                times[name].append(clock() - start)
        one_call = 2 / (s1 + shanten_rate(hands))
        tb, ta = (statistics.median(times[n]) for n in ("before", "after"))
        print(f"analyze   {preset:13} median: before {tb * 1e3:.3f} ms = {tb / one_call:.1f} "
              f"shanten calls, after {ta * 1e3:.3f} ms = {ta / one_call:.1f} "
              f"(after/before {ta / tb:.3f})", flush=True)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
