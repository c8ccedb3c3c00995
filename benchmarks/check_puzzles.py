"""Every puzzle of a built set checked again, from its view alone (``make puzzles`` runs it
after the build; it exits 1 on the first disagreement):

- every exact puzzle's answer against the brute-force oracle of the tests (tests/oracle.py,
  which shares no logic with the engine; ``tests/puzzle_oracle.py`` says what each question
  asks of it);
- every right move graded *best* by the coach;
- every decision puzzle's recorded evaluations: each option within the standard error, and
  the answer ahead of every other option by the margin in both (the build's own settings).

    python benchmarks/check_puzzles.py cacheta_lab/puzzles/puzzles.json.gz [--workers 2]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from cacheta_lab.puzzles import Puzzle, read_set  # noqa: E402
from cacheta_lab.puzzles.decision import Settings, clear_best  # noqa: E402
from cacheta_lab.puzzles.explain import coach_grade  # noqa: E402


def recorded_clear(puzzle: Puzzle, settings: Settings) -> bool:
    """Both recorded evaluations put the answer ahead by the margin, every option within the
    standard error."""
    from cacheta_lab.coach.evaluation import Evaluation, OptionChance

    view = puzzle.view()
    for win, se in (("win", "se"), ("check_win", "check_se")):
        options = tuple(OptionChance(o.move, getattr(o, win), getattr(o, se))
                        for o in puzzle.options)
        evaluation = Evaluation(view.seat, max(o.win for o in options), options, "deep")
        if clear_best(view, evaluation, settings) != puzzle.solution[0]:
            return False
    return True


def check(item: tuple[int, dict, dict]) -> str | None:
    """None if puzzle ``item`` (its place, its data, the build's decision settings) passes,
    else what is wrong."""
    import oracle
    from puzzle_oracle import check_exact

    n, data, decision = item
    puzzle = Puzzle.from_dict(data, n)
    for move in puzzle.solution:
        graded = coach_grade(puzzle.view(), move)
        if graded is None or graded.grade != "best":
            return f"{puzzle.id}: the coach grades {move} {graded and graded.grade}"
    if puzzle.kind == "exact":
        try:
            check_exact(puzzle)
        except AssertionError as err:
            return f"{puzzle.id}: the oracle disagrees: {err}"
        finally:
            oracle.clear_caches()  # the oracle memoizes every hand it saw: memory stays bounded
    else:
        if not recorded_clear(puzzle, Settings(**decision)):
            return f"{puzzle.id}: the recorded evaluations do not make the answer clear"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start, cpu = time.perf_counter(), time.process_time()
    puzzles = read_set(args.path)
    decision = puzzles.build["settings"]["decision"]  # as the build chose them
    items = [(n, p.to_dict(), decision) for n, p in enumerate(puzzles)]
    with ProcessPoolExecutor(args.workers) as pool:
        problems = [p for p in pool.map(check, items, chunksize=8) if p]
    exact = sum(1 for p in puzzles if p.kind == "exact")
    print(f"{len(puzzles)} puzzles checked ({exact} exact against the oracle, "
          f"{len(puzzles) - exact} decision) in {time.perf_counter() - start:.0f} s "
          f"(this process {time.process_time() - cpu:.0f} CPU-s)")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
