"""Instructions per engine call, counted by valgrind: the same figure under any load, so two
versions of the engine can be told apart on a busy machine.

Run: ``.venv/bin/python benchmarks/count_instructions.py [--call can_bater|analyze]
[--presets cachetao,oficial] [--before DIR]`` (``DIR/cacheta_lab`` another version of the
package, e.g. from ``git archive <commit> cacheta_lab | tar -x -C DIR``, as for
``compare_engines.py``). Needs ``valgrind`` on the PATH; a minute or two per preset and engine.

The calls: ``can_bater(hand_string, preset, vira=…)`` and ``analyze(hand_string, preset,
vira=…)`` of dealt 10-card hands. Each preset: fresh dealt hands (``bench_engine.Dealer``, seed
2026, the same hands for both engines), the first ones asked to build the rule set's tables and
warm its caches, then the counted ones. Callgrind counts only inside ``functools.reduce``, the
loop over the counted hands; the same loop with an empty call is counted too and subtracted.
``PYTHONHASHSEED`` is fixed: string hashes move the count by a few per cent from one process to
the next.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

SEED = 2026
HASH_SEED = "0"
# per call: (hands asked before counting, hands counted, presets counted by default)
CALLS = {
    "can_bater": (1000, 2000, "cachetao,oficial,tradicional"),
    "analyze": (150, 150, "megajogos,tradicional"),
}


def child(engine_dir: str, call: str, preset: str, empty: bool) -> None:
    """Deal, warm up, then ask every counted hand inside ``functools.reduce``."""
    sys.path.insert(0, engine_dir)
    sys.path.insert(1, str(Path(__file__).resolve().parent))
    from bench_engine import Dealer

    import cacheta_lab

    warm, hands, _ = CALLS[call]
    deals = Dealer(SEED).deal(cacheta_lab.PRESETS[preset], warm + hands)
    ask = getattr(cacheta_lab, call)
    for hand, vira in deals[:warm]:
        ask(hand, preset, vira=vira)
    if empty:
        functools.reduce(lambda _, deal: None, deals[warm:], None)
    else:
        functools.reduce(lambda _, deal: ask(deal[0], preset, vira=deal[1]), deals[warm:], None)


def counted(engine_dir: str, call: str, preset: str, empty: bool) -> int:
    """Instructions executed inside ``functools.reduce`` in a child process."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                   "--collect-atstart=no", "--toggle-collect=functools_reduce",
                   sys.executable, __file__, "--child", engine_dir, call, preset,
                   *(["--empty"] if empty else [])]
        subprocess.run(command, check=True, capture_output=True,
                       env={**os.environ, "PYTHONHASHSEED": HASH_SEED})
        found = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.MULTILINE)
        if found is None:
            raise SystemExit(f"no count in {out}")
        return int(found.group(1))


def per_call(engine_dir: str, call: str, preset: str) -> int:
    hands = CALLS[call][1]
    return (counted(engine_dir, call, preset, False)
            - counted(engine_dir, call, preset, True)) // hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--call", choices=sorted(CALLS), default="can_bater")
    parser.add_argument("--presets", help="comma-separated (default: per call)")
    parser.add_argument("--before", type=Path, help="a directory holding another cacheta_lab")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)  # one run under valgrind
    parser.add_argument("--empty", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child, args.empty)
        return
    warm, hands, presets = CALLS[args.call]
    here = str(Path(__file__).resolve().parent.parent)
    engines = [("before", str(args.before.resolve()))] if args.before else []
    engines.append(("now", here))
    print(f"instructions per {args.call} call ({hands:,} fresh dealt hands after {warm:,}; "
          f"load average {os.getloadavg()[0]:.1f} does not change the counts)")
    for preset in (args.presets or presets).split(","):
        figures = {name: per_call(where, args.call, preset) for name, where in engines}
        ratio = (f" (now/before {figures['now'] / figures['before']:.3f})"
                 if "before" in figures else "")
        print(f"  {preset:13} " + ", ".join(f"{n} {v:,}" for n, v in figures.items()) + ratio,
              flush=True)


if __name__ == "__main__":
    main()
