"""Instructions per ``analyze`` of a dealt 10-card hand, counted by valgrind: the same under any
load, so two versions of the engine can be told apart on a shared machine.

Run: ``.venv/bin/python benchmarks/analysis_instructions.py [--before DIR] [--presets
tradicional,megajogos] [--hands 150]``, where ``DIR/cacheta_lab`` is another version of the
package (e.g. from ``git archive <commit> cacheta_lab | tar -x -C DIR``); without it only the
package installed here is counted. Needs ``valgrind`` on the PATH.

Each count is two runs under callgrind of the same script: both deal ``WARM`` + ``--hands``
hands (``bench_engine.Dealer``, seed 2026, random viras: both engines get the same hands);
one analyses the first ``WARM`` (the rule set's tables and caches get built), the other all of
them. The difference divided by ``--hands`` is printed.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WARM = 150  # hands analysed before counting: the tables of the rule set and warm caches
COLLECTED = re.compile(r"Collected : (\d+)")


def analyse(engine: str, preset: str, hands: int, counted: bool) -> None:
    """The run counted: deal ``WARM + hands`` hands, analyse the first ``WARM``, then the
    others if ``counted`` (``engine``: a directory holding a ``cacheta_lab``, or "" for the
    package installed here)."""
    if engine:
        sys.path.insert(0, engine)
    sys.path.insert(1, str(HERE))
    from bench_engine import Dealer

    from cacheta_lab import PRESETS, analyze

    deals = Dealer(2026).deal(PRESETS[preset], WARM + hands)
    for hand, vira in deals[:WARM + hands if counted else WARM]:
        analyze(hand, preset, vira=vira)


def instructions(engine: str, preset: str, hands: int, counted: bool) -> int:
    """Instructions valgrind counts for one run of :func:`analyse`."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, "--run", engine or "-", "--presets", preset, "--hands", str(hands),
         *(["--counted"] if counted else [])],
        capture_output=True, text=True, check=True)
    found = COLLECTED.search(run.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def per_analysis(engine: str, preset: str, hands: int) -> float:
    return (instructions(engine, preset, hands, True)
            - instructions(engine, preset, hands, False)) / hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="a directory holding another cacheta_lab")
    parser.add_argument("--presets", default="megajogos,tradicional")
    parser.add_argument("--hands", type=int, default=150)
    parser.add_argument("--run", help=argparse.SUPPRESS)  # one run under valgrind
    parser.add_argument("--counted", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        analyse("" if args.run == "-" else args.run, args.presets, args.hands, args.counted)
        return
    print(f"instructions per analyze, {args.hands} dealt 10-card hands after {WARM} "
          f"(load average {os.getloadavg()[0]:.1f}: it does not change the counts)")
    for preset in args.presets.split(","):
        after = per_analysis("", preset, args.hands)
        if args.before is None:
            print(f"  {preset:13} {after / 1e6:.2f} M", flush=True)
            continue
        before = per_analysis(str(args.before.resolve()), preset, args.hands)
        print(f"  {preset:13} before {before / 1e6:.2f} M, after {after / 1e6:.2f} M "
              f"(after/before {after / before:.3f})", flush=True)


if __name__ == "__main__":
    main()
