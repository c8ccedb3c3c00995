"""``cacheta-lab puzzles build``: a puzzle set from seeded self-play, on both cores or a Dask
cluster, the same set from the same seed; a progress bar on stderr; resumed when run again
after an interruption.

    cacheta-lab puzzles build --presets all --count 1800 --seed 2026 --out puzzles.json.gz
    cacheta-lab puzzles build --presets pife oficial --count 60 --cluster local --workers 4

Ctrl-C (SIGINT) or SIGTERM stops it, keeps what is done in ``OUT.partial``, prints one line
and exits with status 130.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from typing import Any

from ..engine.rules import PRESETS
from ..game.simulate import MAX_WORKERS, dask_client
from ..puzzles.build import MOST_PUZZLES, Built, build
from ..words.catalogue import counted, term
from .options import add_json, add_lang, whole
from .options import seed as read_seed
from .simulate import EXIT_INTERRUPTED, sigterm_interrupts


def setup(p: argparse.ArgumentParser) -> None:
    p.description = "Puzzles tirados do autojogo / puzzles cut from self-play"
    actions = p.add_subparsers(dest="action", required=True)
    b = actions.add_parser("build", help="build a puzzle set from seeded self-play")
    b.add_argument("--presets", nargs="+", default=["all"], metavar="PRESET",
                   help=f"all, or some of {', '.join(PRESETS)} (default all)")
    b.add_argument("--count", default="1800",
                   help=f"puzzles in all, shared by the presets; up to {MOST_PUZZLES:,}")
    b.add_argument("--seed", default="0", help="seed (default 0)")
    b.add_argument("--out", default="puzzles.json.gz", metavar="FILE",
                   help="the set's file (default puzzles.json.gz; its journal FILE.partial)")
    b.add_argument("--workers", default="2",
                   help=f"processes, or LocalCluster workers; 1 to {MAX_WORKERS} (default 2)")
    b.add_argument("--cluster", default=None, metavar="local|tcp://HOST:PORT",
                   help="build on Dask: 'local' starts a LocalCluster here, tcp://HOST:PORT "
                        "joins a scheduler (needs pip install \"cacheta_lab[cluster]\")")
    b.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    add_lang(b)
    add_json(b)


def summary(built: Built, path: str) -> dict[str, Any]:
    """What the build made and what it cost, as data."""
    return {"path": path, "puzzles": len(built.puzzles), "seed": built.puzzles.build["seed"],
            "units": built.units, "cpu_seconds": round(built.cpu, 1), "engine": built.engine,
            "workers": built.workers, "presets": built.puzzles.report,
            "solvers": {k: r.to_dict() for k, r in built.puzzles.solvers.items()}}


def report(data: dict[str, Any], lang: str) -> str:
    """The summary in words, one line per preset."""
    where = counted("sim.dask" if data["engine"] == "dask" else "sim.processes",
                    data["workers"], lang)
    lines = [term("puzzle.build.head", lang, n=data["puzzles"], path=data["path"],
                  seed=data["seed"], units=data["units"], cpu=data["cpu_seconds"],
                  where=where)]
    for preset, row in data["presets"].items():
        questions = ", ".join(f"{q} {n}" for q, n in row["questions"].items())
        lines.append(term("puzzle.build.preset", lang, preset=preset, questions=questions,
                          **{k: v for k, v in row.items() if k not in ("questions", "themes")}))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    count = whole("--count", args.count, 1, MOST_PUZZLES)
    workers = whole("--workers", args.workers, 1, MAX_WORKERS)
    seed = read_seed(args.seed)
    presets = "all" if args.presets == ["all"] else args.presets
    try:
        with sigterm_interrupts(), contextlib.ExitStack() as stack:
            client = (stack.enter_context(dask_client(args.cluster, workers))
                      if args.cluster else None)
            built = build(presets, count, seed, out=args.out, workers=workers, client=client,
                          progress=False if args.no_progress else None)
    except KeyboardInterrupt:
        print(f"cacheta-lab: {term('usage.interrupted', args.lang)}", file=sys.stderr,
              flush=True)
        return EXIT_INTERRUPTED
    data = summary(built, args.out)
    print(json.dumps(data, ensure_ascii=False, indent=2) if args.json
          else report(data, args.lang))
    return 0
