"""A lesson's kernel start in JupyterLite: the first visit (empty browser cache) and the second
(same browser profile, so the browser's cache), and where the first visit's time goes (the
largest downloads, from the browser's resource timings). Served on 127.0.0.1 only.

    .venv/bin/python benchmarks/bench_lite_start.py [--lesson en/01-cartas.ipynb] [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "lite"))
sys.path.insert(0, str(REPO / "lite"))

from drive import _OPEN, CHROMIUM, FLAGS, browser_cpu  # noqa: E402
from serve import serve_in_thread  # noqa: E402

_BIGGEST = """() => performance.getEntriesByType('resource')
  .map((r) => [r.name.split('/').slice(-1)[0].split('?')[0], r.transferSize, r.encodedBodySize,
               Math.round(r.startTime), Math.round(r.duration)])
  .sort((a, b) => b[2] - a[2]).slice(0, 8)"""


def visit(context: Any, url: str, lesson: str) -> tuple[float, float, float, list[Any]]:
    """Open the lesson in a new tab; seconds from navigation to the lesson shown and to the
    kernel ready, the browser's CPU seconds until then, and the largest downloads."""
    cpu = browser_cpu()
    page = context.new_page()
    page.goto(f"{url}/lab/index.html?path={lesson}", timeout=180000)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=180000)
    opened = page.evaluate(_OPEN, lesson)
    cpu = browser_cpu() - cpu
    biggest = page.evaluate(_BIGGEST)
    page.close()
    return opened["shown"], opened["ready"], cpu, biggest


def figures(name: str, runs: list[float]) -> str:
    return (f"{name} {statistics.median(runs):.1f} s "
            f"(runs {', '.join(f'{s:.1f}' for s in runs)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", default="en/01-cartas.ipynb")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", default=str(REPO / "dist" / "lite"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    httpd, url = serve_in_thread(Path(args.site))
    first, second, shown, cpu_first, cpu_second = [], [], [], [], []
    try:
        with sync_playwright() as p:
            for run in range(args.runs):
                with tempfile.TemporaryDirectory() as profile:
                    context = p.chromium.launch_persistent_context(
                        profile, executable_path=CHROMIUM, headless=True, args=FLAGS)
                    try:
                        seen, seconds, cpu, biggest = visit(context, url, args.lesson)
                        first.append(seconds)
                        shown.append(seen)
                        cpu_first.append(cpu)
                        _, seconds, cpu, _ = visit(context, url, args.lesson)
                        second.append(seconds)
                        cpu_second.append(cpu)
                    finally:
                        context.close()
                if run == 0:
                    print("first visit, largest downloads (file, transferred B, body B, "
                          "start ms, duration ms):")
                    for row in biggest:
                        print("  ", row)
    finally:
        httpd.shutdown()
    print(f"\n{args.lesson}: kernel ready, {figures('first visit', first)}; "
          f"{figures('second visit', second)}\n(first visit: the lesson shown, before its "
          f"kernel, {figures('at', shown)})\nthe browser's CPU time until the kernel was "
          f"ready: {figures('first visit', cpu_first)}; {figures('second visit', cpu_second)}")


if __name__ == "__main__":
    main()
