"""The lessons in JupyterLite (Pyodide, offline) beside the same lessons in JupyterLab on CPython,
in one run: site size, build time, kernel start, Run All per lesson, and click-to-analysis in
the card table. Prints a Markdown table.

    make bench-lite                      # every lesson
    .venv/bin/python benchmarks/bench_lite.py --lessons en/01-cartas.ipynb --clicks 10
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "lite"))
sys.path.insert(0, str(REPO / "tests" / "e2e"))

from drive import _OPEN, _RUN_ALL, CHROMIUM, FLAGS, offline_command  # noqa: E402
from lab import Lab  # noqa: E402


def all_lessons() -> list[str]:
    return [f"{lang}/{nb.name}" for lang in ("en", "pt-BR")
            for nb in sorted((REPO / "notebooks" / lang).glob("*.ipynb"))]


def build(out: Path) -> dict[str, Any]:
    """A build from scratch into ``out`` (the downloads already cached)."""
    start = time.monotonic()
    subprocess.run([str(REPO / "lite" / ".venv" / "bin" / "python"),
                    str(REPO / "lite" / "build.py"), "--output", str(out)],
                   check=True, capture_output=True)
    seconds = time.monotonic() - start
    files = [p for p in out.rglob("*") if p.is_file()]
    return {"seconds": seconds, "files": len(files),
            "mb": sum(p.stat().st_size for p in files) / 1e6}


def lite(site: Path, lessons: list[str], clicks: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        cmd = offline_command([sys.executable, str(REPO / "tests" / "lite" / "drive.py"),
                               "--site", str(site), "--out", str(out),
                               "--clicks", str(clicks), "--steps", "0", "--answers", "0", *lessons])
        subprocess.run(cmd, check=True)
        return {r["lesson"]: r for r in json.loads(out.read_text())["lessons"]}


def cpython(lessons: list[str]) -> dict[str, Any]:
    """Run All of each lesson in JupyterLab (CPython kernel), trusted copies, same browser."""
    from playwright.sync_api import sync_playwright

    results: dict[str, Any] = {}
    lab = Lab().start()
    try:
        for path in lessons:
            nb = json.loads((REPO / "notebooks" / path).read_text())
            for cell in nb["cells"]:
                if cell["cell_type"] == "code":
                    cell.setdefault("metadata", {})["trusted"] = True
            target = lab.notebooks / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(nb))
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            for path in lessons:
                page = browser.new_page(viewport={"width": 1280, "height": 1000})
                page.goto(f"{lab.url}/lab/tree/{path}")
                page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell",
                                       timeout=120000)
                opened = page.evaluate(_OPEN, path)
                results[path] = {"kernel_ready_s": opened["ready"],
                                 "run_all": page.evaluate(_RUN_ALL)}
                page.close()
                lab.delete_sessions()
            browser.close()
    finally:
        lab.stop()
    return results


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) >= 2 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", nargs="*", default=None)
    parser.add_argument("--clicks", type=int, default=10,
                        help="card-table cards picked and taken back per lesson")
    args = parser.parse_args()
    lessons = args.lessons or all_lessons()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "lite"
        b = build(site)
        print(f"site: {b['mb']:.1f} MB in {b['files']} files; build from scratch "
              f"(downloads cached): {b['seconds']:.1f} s", flush=True)
        lt = lite(site, lessons, args.clicks)
    cp = cpython(lessons)
    print("\n| lesson | Lite kernel ready (s) | Lite Run All (s) | CPython Run All (s) | ratio |"
          " card table p50 / p95 (ms) |")
    print("|---|---|---|---|---|---|")
    clicks: list[float] = []
    for path in lessons:
        r, c = lt[path], cp[path]
        if "failure" in r:
            print(f"| {path} | failed: {r['failure'][:60]} | | | | |")
            continue
        la, ca = r["run_all"]["seconds"], c["run_all"]["seconds"]
        t = r["card_table"].get("clicks_ms") or []
        clicks += t
        table = f"{statistics.median(t):.0f} / {p95(t):.0f}" if t else "–"
        errors = " (errors)" if r["run_all"]["errors"] or c["run_all"]["errors"] else ""
        print(f"| {path}{errors} | {r['kernel_ready_s']:.1f} | {la:.1f} | {ca:.1f} | "
              f"{la / ca:.1f}× | {table} |")
    ready = [lt[p]["kernel_ready_s"] for p in lessons if "kernel_ready_s" in lt[p]]
    print(f"\nkernel ready (from opening the page): median {statistics.median(ready):.1f} s, "
          f"max {max(ready):.1f} s; CPython median "
          f"{statistics.median(c['kernel_ready_s'] for c in cp.values()):.1f} s")
    if clicks:
        print(f"card table click-to-analysis in Lite: {len(clicks)} clicks, "
              f"p50 {statistics.median(clicks):.0f} ms, p95 {p95(clicks):.0f} ms, "
              f"max {max(clicks):.0f} ms")


if __name__ == "__main__":
    main()
