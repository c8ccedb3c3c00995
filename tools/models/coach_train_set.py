"""The coach model's training positions: like the benchmark's (``bench_coach_truth.py``), every
option evaluated by deep play-outs, but from other rounds (seeds from 20000 on; the benchmark's
128 positions use seeds 1000–1127 and are never fitted on) and to a looser standard error.

    .venv/bin/python tools/models/coach_train_set.py --positions 512   # part of make coach-model

The deep results are cached in ``benchmarks/coach_train_cache.jsonl`` (one line a position, as
the benchmark's cache), so a rerun only evaluates what is new.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from bench_coach_truth import by_preset, compare, deep_results, load_cache, markdown, specs

HERE = Path(__file__).resolve().parents[2] / "benchmarks"
TRAIN_CACHE = HERE / "coach_train_cache.jsonl"
FIRST = 20000  # the first round seed of the training positions (the benchmark's: 1000)
SEED = 1  # the deep evaluator's seed (the benchmark's: 0)
TARGET_SE = 0.035
MAX_PLAYOUTS = 1000


def jobs(count: int) -> list[tuple]:
    """The training positions' deep jobs, as the benchmark's: (spec, seed, target, cap)."""
    return [(s, SEED, TARGET_SE, MAX_PLAYOUTS) for s in specs(count, FIRST)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=512)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--report", action="store_true",
                        help="grade the training positions evaluated so far as the benchmark "
                             "does (evaluating none)")
    args = parser.parse_args()
    start = time.time()
    todo = jobs(args.positions)
    if args.report:
        cached = load_cache(TRAIN_CACHE)
        todo = [job for job in todo if _key(job) in cached]
    results = deep_results(todo, args.workers, TRAIN_CACHE)
    found = [(job[0], value) for job in todo
             if (value := results.get(_key(job))) is not None]
    print(f"{len(found)} training positions in {time.time() - start:.0f} s")
    if args.report:
        records = [compare(spec, value) for spec, value in found]
        print(markdown({"target_se": TARGET_SE, "seed": SEED, "coach": "fast evaluator",
                        "load": "-", **by_preset(records)}))


def _key(job: tuple) -> str:
    from bench_coach_truth import _key as key

    return key(*job)


if __name__ == "__main__":
    main()
