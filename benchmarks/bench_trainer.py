"""How fast the puzzle trainer answers, in a real browser and in the kernel alone.

Starts JupyterLab headless and opens a notebook in Chromium, then measures:

- the first puzzle shown after the trainer's cell runs: from the page running the cell to
  the trainer drawn with its puzzle, three ways: in a fresh kernel (the cell imports
  cacheta_lab too), with the package imported by an earlier cell (as in a lesson), and with the
  puzzle set already read (a second trainer in the same kernel);
- click → verdict: a click on the monte in a draw puzzle, until the page shows the kernel's
  verdict (the engine's check, the history written, the ratings, the dashboard, the redraw);
  and "next" → the next puzzle shown;
- the kernel's share without the browser: a PuzzleTrainer built, each answer and each next
  puzzle, in this process.

With ``--lite``, the same in the JupyterLite site instead (dist/lite/, Pyodide, offline, as
tests/lite/drive.py drives it): the trainer added to a lesson after its Run All, the first
puzzle shown, click → verdict and "next" over the answers, then one answer by the Enter key,
its history in the notebook's folder on the browser's drive; then the first puzzle shown from a
fresh kernel, three times (``--fresh-runs``), each in a new page: the lesson opened, its kernel
ready, and the trainer's cell the first to run (the package's import included).

    .venv/bin/python benchmarks/bench_trainer.py [--answers N] [--lite [--lesson PATH]]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "e2e"))
sys.path.insert(0, str(HERE.parent / "tests" / "lite"))
sys.path.insert(0, str(HERE))

from bench_widget import percentile  # noqa: E402
from drive import _CLICK, offline_command  # noqa: E402  (_CLICK: ms until the kernel answers)
from lab import _WAIT_KERNEL, browser_problem, kernel, launch, running_lab  # noqa: E402

ROOT = ".ctl-pz-root"
IMPORT = "import cacheta_lab.tables.trainer.widget  # the package, not yet the puzzle set"
FRESH = ("from cacheta_lab import PuzzleTrainer\n"
         "t = PuzzleTrainer(theme='lixeira', path='bench-history.sqlite', seed=1)\nt")
SECOND = "t2 = PuzzleTrainer(theme='lixeira', path='bench-history.sqlite', seed=2)\nt2"

# run cell `index` of the open notebook; milliseconds until `nth` + 1 trainers are drawn (nth
# -1: until the cell has run)
_RUN_CELL = """async ([index, nth]) => {
  const app = window.jupyterapp;
  const nb = app.shell.currentWidget.content;
  nb.activeCellIndex = index;
  const start = performance.now();
  await app.commands.execute("notebook:run-cell");
  const deadline = Date.now() + 60000;
  const done = () => nth < 0 ? nb.widgets[index].model.executionCount !== null
    : document.querySelectorAll(".ctl-pz-root[data-ack]").length > nth;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("no trainer drawn");
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - start;
}"""



def opened(page: Any, lab: Any, name: str) -> None:
    """Open the notebook ``name`` and wait for its kernel; no cell run."""
    page.goto(f"{lab.url}/lab/tree/{name}?reset")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60000)
    page.evaluate(_WAIT_KERNEL, name)


def in_browser(answers: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    found: dict[str, list[float]] = {"fresh": [], "imported": [], "read": [], "verdict": [],
                                     "next": []}
    with running_lab() as lab, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        # a fresh kernel: the cell imports the package and reads the set
        opened(page, lab, lab.write("bench-fresh.ipynb", "1 + 1", FRESH))
        page.evaluate(_RUN_CELL, [0, -1])
        found["fresh"].append(page.evaluate(_RUN_CELL, [1, 0]))
        lab.delete_sessions()
        # the package imported by an earlier cell; then a second trainer, the set already read
        opened(page, lab, lab.write("bench.ipynb", IMPORT, FRESH, SECOND))
        page.evaluate(_RUN_CELL, [0, -1])
        found["imported"].append(page.evaluate(_RUN_CELL, [1, 0]))
        found["read"].append(page.evaluate(_RUN_CELL, [2, 1]))
        last = page.locator(ROOT).last  # the second trainer
        for _ in range(answers):
            found["verdict"].append(last.locator("[data-key=monte]").evaluate(_CLICK))
            assert page.locator(f"{ROOT} .ctl-pz-verdict").count() == 1
            found["next"].append(last.locator("[data-key=next]").evaluate(_CLICK))
        assert kernel(page, "print(t2.training.answered)").strip() == str(answers)
        browser.close()
    return found


def in_kernel(answers: int) -> dict[str, list[float]]:
    """The same work in this process, no browser: milliseconds of each step."""
    start = time.perf_counter()
    from cacheta_lab.tables.trainer.widget import PuzzleTrainer

    imported = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        t = PuzzleTrainer(theme="lixeira", path=Path(folder) / "h.sqlite", seed=3)
        built = time.perf_counter()
        found = {"import": [(imported - start) * 1000], "build": [(built - imported) * 1000],
                 "answer": [], "next": []}
        for _ in range(answers):
            a = time.perf_counter()
            t._on_msg(t, {"type": "draw", "seq": 1, "source": "monte"}, None)
            b = time.perf_counter()
            t._on_msg(t, {"type": "next", "seq": 2}, None)
            c = time.perf_counter()
            found["answer"].append((b - a) * 1000)
            found["next"].append((c - b) * 1000)
        t.history.close()
    return found


def lite_drive(lessons: list[str], *options: str) -> list[dict[str, Any]]:
    """tests/lite/drive.py on the site, offline, with ``options``: its report of each lesson
    (a page, a kernel and a browser's storage of its own), the trainer found in each."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.json"
        subprocess.run(offline_command([
            sys.executable, str(HERE.parent / "tests" / "lite" / "drive.py"),
            "--site", str(HERE.parent / "dist" / "lite"), "--out", str(out), "--clicks", "0",
            "--steps", "0", *options, *lessons]), check=True)
        reports = json.loads(out.read_text())["lessons"]
    for report in reports:
        if "failure" in report or not report["trainer"]["found"]:
            raise SystemExit(f"the Lite run failed: {report.get('failure') or report['trainer']}")
    return reports


def in_lite(answers: int, lesson: str) -> dict[str, Any]:
    """The trainer in the JupyterLite site, offline: added to ``lesson`` once it has run (the
    package imported by its cells), ``answers`` puzzles answered by click, one by key."""
    (report,) = lite_drive([lesson], "--answers", str(answers))
    return report["trainer"]


def in_lite_fresh(runs: int, lesson: str) -> tuple[list[float], list[float]]:
    """The first puzzle shown in the JupyterLite site when the trainer's cell is the first to
    run in a kernel just ready (the package imported by that cell): ``runs`` times, each in a
    new page; milliseconds from the run to the puzzle drawn, and the browser's CPU seconds
    meanwhile (all its processes and threads: less moved by a busy machine than the clock)."""
    reports = lite_drive([lesson] * runs, "--fresh", "--answers", "0")
    return ([report["trainer"]["shown_ms"] for report in reports],
            [report["trainer"]["shown_cpu_s"] for report in reports])


def runs(samples: list[float], unit: str = "ms") -> str:
    return "runs " + ", ".join(f"{x:.0f}" if unit == "ms" else f"{x:.2f}" for x in samples)


def line(label: str, samples: list[float]) -> str:
    if len(samples) == 1:
        return f"  {label:44s} {samples[0]:7.0f} ms"
    return (f"  {label:44s} p50 {percentile(samples, .5):6.1f} ms  p95 "
            f"{percentile(samples, .95):6.1f} ms  max {max(samples):6.1f} ms  ({len(samples)})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=40, help="puzzles answered in each part")
    parser.add_argument("--lite", action="store_true",
                        help="in the JupyterLite site (make lite) instead of JupyterLab")
    parser.add_argument("--lesson", default="en/01-cartas.ipynb",
                        help="with --lite: the lesson the trainer is added to")
    parser.add_argument("--fresh-runs", type=int, default=3,
                        help="with --lite: times the trainer's cell runs first in a new page "
                        "(0: none)")
    args = parser.parse_args()
    print(f"puzzle trainer; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.lite:
        lite = in_lite(args.answers, args.lesson)
        history = lite["history"]
        print(f"in JupyterLite (Pyodide, offline, Chromium), added to {args.lesson} after its "
              f"Run All; history {history['default']}, {len(history['rows'])} attempts, "
              f"{lite['stored']['size']} bytes in the browser's storage:")
        print(line("first puzzle shown, package imported before", [lite["shown_ms"]])
              + f"  (the browser's CPU {lite['shown_cpu_s']:.2f} s)")
        if args.fresh_runs:
            fresh, cpu = in_lite_fresh(args.fresh_runs, args.lesson)
            print(line("first puzzle shown, fresh kernel (import included)", fresh))
            print(f"    {runs(fresh)} ms (target 2 s); the browser's CPU meanwhile "
                  f"{runs(cpu, 's')} s")
        print(line("click → verdict shown", lite["clicks_ms"]))
        print(line("next → next puzzle shown", lite["next_ms"]))
        print(line("Enter → verdict shown (timed by the driver)", [lite["key_ms"]]))
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
        return 0
    local = in_kernel(args.answers)  # first: this process imports the package fresh
    print("in this process (CPython, no browser):")
    print(line("import cacheta_lab.tables.trainer.widget", local["import"]))
    print(line("PuzzleTrainer() built (the set read)", local["build"]))
    print(line("an answer: checked, written, view sent", local["answer"]))
    print(line("the next puzzle: chosen, view sent", local["next"]))
    problem = browser_problem()
    if problem:
        print(f"no browser measurement: {problem}")
        return 1
    found = in_browser(args.answers)
    print("in JupyterLab and Chromium (from the page):")
    print(line("first puzzle shown, fresh kernel (target 1 s)", found["fresh"]))
    print(line("first puzzle shown, package imported before", found["imported"]))
    print(line("first puzzle shown, set already read", found["read"]))
    print(line("click → verdict shown (target p95 150 ms)", found["verdict"]))
    print(line("next → next puzzle shown", found["next"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
