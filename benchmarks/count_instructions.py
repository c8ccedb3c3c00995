"""Instructions per ``can_bater(hand_string, preset, vira=…)`` call, counted by valgrind: the
same figure under any load, so two versions of the engine can be told apart on a busy machine.

Run: ``.venv/bin/python benchmarks/count_instructions.py [--presets cachetao,oficial]
[--before DIR]`` (``DIR/cacheta_lab`` another version of the package, as for
``compare_engines.py``). Needs ``valgrind`` on the PATH; about a minute per preset and engine.

Each preset: fresh dealt hands (``bench_engine.Dealer``, seed 2026), the first ``WARM`` asked to
build the rule set's tables, then ``COUNTED`` hands counted. Callgrind counts only inside
``functools.reduce``, the loop over the counted hands; the same loop with an empty call is
counted too and subtracted. ``PYTHONHASHSEED`` is fixed: string hashes move the count by a few
per cent from one process to the next.
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

WARM = 1000
COUNTED = 2000
SEED = 2026
HASH_SEED = "0"


def child(engine_dir: str, preset: str, empty: bool) -> None:
    """Deal, warm up, then ask every counted hand inside ``functools.reduce``."""
    sys.path.insert(0, engine_dir)
    sys.path.insert(1, str(Path(__file__).resolve().parent))
    from bench_engine import Dealer

    import cacheta_lab

    deals = Dealer(SEED).deal(cacheta_lab.PRESETS[preset], WARM + COUNTED)
    can_bater = cacheta_lab.can_bater
    for hand, vira in deals[:WARM]:
        can_bater(hand, preset, vira=vira)
    if empty:
        functools.reduce(lambda _, deal: None, deals[WARM:], None)
    else:
        functools.reduce(lambda _, deal: can_bater(deal[0], preset, vira=deal[1]),
                         deals[WARM:], None)


def counted(engine_dir: str, preset: str, empty: bool) -> int:
    """Instructions executed inside ``functools.reduce`` in a child process."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                   "--collect-atstart=no", "--toggle-collect=functools_reduce",
                   sys.executable, __file__, "--child", engine_dir, preset,
                   *(["--empty"] if empty else [])]
        subprocess.run(command, check=True, capture_output=True,
                       env={**os.environ, "PYTHONHASHSEED": HASH_SEED})
        found = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.MULTILINE)
        if found is None:
            raise SystemExit(f"no count in {out}")
        return int(found.group(1))


def per_call(engine_dir: str, preset: str) -> int:
    return (counted(engine_dir, preset, False) - counted(engine_dir, preset, True)) // COUNTED


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="cachetao,oficial,tradicional")
    parser.add_argument("--before", type=Path)
    parser.add_argument("--child", nargs=2, metavar=("ENGINE_DIR", "PRESET"))
    parser.add_argument("--empty", action="store_true")
    args = parser.parse_args()
    if args.child:
        child(*args.child, args.empty)
        return
    here = str(Path(__file__).resolve().parent.parent)
    engines = [("before", str(args.before.resolve()))] if args.before else []
    engines.append(("now", here))
    print(f"instructions per can_bater call ({COUNTED:,} fresh dealt hands after {WARM:,})")
    for preset in args.presets.split(","):
        figures = [f"{name} {per_call(where, preset):,}" for name, where in engines]
        print(f"  {preset:13} " + ", ".join(figures), flush=True)


if __name__ == "__main__":
    main()
