"""Where a Lite kernel's start goes, inside a Web Worker like the kernel's: Pyodide's own start,
loading (fetching and unpacking) the preloaded wheels, then the imports the kernel makes before it
says idle (piplite, pyodide_kernel with IPython), then the first lesson's ``import cacheta_lab``,
its card table's module, the puzzle trainer's module and the puzzle set read. Pyodide starts as
the kernel starts it, from the site's memory snapshot (``--no-snapshot``: its own start). The
site is served on 127.0.0.1 only; a blank page of the same origin starts the worker.

    .venv/bin/python benchmarks/bench_lite_worker.py [--runs 3] [--importtime 12] [--no-snapshot]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "lite"))
sys.path.insert(0, str(REPO / "lite"))

from drive import CHROMIUM, FLAGS, browser_cpu  # noqa: E402
from serve import serve_in_thread  # noqa: E402

# the worker: each step's end, in ms since the worker began; Python's own import timings
# (-X importtime) go to stderr and are sent back too
_WORKER = r"""
const t0 = performance.now();
const marks = [];
const stderr = [];
const mark = (what) => marks.push([what, Math.round(performance.now() - t0)]);
onmessage = async ({ data: { base, entry, packages, importtime, each } }) => {
  try {
    const { loadPyodide } = await import(base + "static/pyodide/" + entry);
    mark("import " + entry);
    const py = await loadPyodide({
      indexURL: base + "static/pyodide/", packages: [],
      args: importtime ? ["-X", "importtime"] : [],
      stdout: () => {}, stderr: (line) => stderr.push(line),
    });
    mark(entry === "pyodide.mjs" ? "loadPyodide (no packages)"
         : "loadPyodide (no packages; from the snapshot if any)");
    if (each) {
      for (const name of packages) {
        await py.loadPackage([name], { messageCallback: () => {} });
        mark("loadPackage " + name);
      }
    } else if (packages.length) {
      await py.loadPackage(packages, { messageCallback: () => {} });
      mark("loadPackage(preloaded: " + packages.length + ")");
    }
    const info = "import sys, json; json.dumps([sys.version, sys.path])";
    if (!packages.length) {  // the floor: Pyodide's own start and nothing else
      postMessage({ marks, stderr, sysinfo: py.runPython(info) });
      return;
    }
    const steps = [
      ["import piplite.piplite", "import piplite.piplite"],
      ["import pyodide_kernel", "import pyodide_kernel"],
    ];
    for (const [what, code] of steps) {
      await py.runPythonAsync(code);
      mark(what);
    }
    await py.loadPackage(["cacheta-lab"], { messageCallback: () => {} });
    mark("loadPackage cacheta-lab (and what it needs)");
    await py.runPythonAsync("import cacheta_lab");
    mark("import cacheta_lab");
    await py.runPythonAsync("import cacheta_lab.tables.card");
    mark("import cacheta_lab.tables.card");
    await py.runPythonAsync("import cacheta_lab.tables.trainer.widget");
    mark("import cacheta_lab.tables.trainer.widget");
    await py.runPythonAsync("import cacheta_lab.puzzles; cacheta_lab.puzzles.load()");
    mark("the puzzle set read (cacheta_lab.puzzles.load())");
    postMessage({ marks, stderr, sysinfo: py.runPython(info) });
  } catch (e) {
    postMessage({ error: String(e && (e.message || e.stack) || e), marks, stderr });
  }
};
"""

_START = """async ([source, base, entry, packages, importtime, each]) => {
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const worker = new Worker(url, { type: "module" });
  const started = performance.now();
  const result = await new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (e) => resolve({ error: e.message || String(e), marks: [] });
    worker.postMessage({ base, entry, packages, importtime, each });
  });
  worker.terminate();
  result.total = Math.round(performance.now() - started);
  return result;
}"""


def preloaded(site: Path) -> list[str]:
    config = json.loads((site / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    return list(settings["loadPyodideOptions"]["packages"])


def closure(site: Path, packages: list[str]) -> list[str]:
    """``packages`` and what they need, each after what it needs (from the site's lock)."""
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    order: list[str] = []

    def visit(name: str) -> None:
        name = name.replace("_", "-").lower()
        if name in order:
            return
        for dep in lock["packages"][name]["depends"]:
            dep = dep.replace("_", "-").lower()
            visit(dep)
        order.append(name)

    for name in packages:
        visit(name)
    return order


def entry(site: Path, snapshot: bool) -> str:
    """The module the worker loads Pyodide from: the kernel's (``pyodideUrl``, which starts
    from the site's memory snapshot) or, without the snapshot, Pyodide's own."""
    config = json.loads((site / "jupyter-lite.json").read_text())
    url = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]["pyodideUrl"]
    return url.rsplit("/", 1)[1] if snapshot else "pyodide.mjs"


def one_run(context: Any, url: str, start: str, packages: list[str], importtime: bool,
            each: bool = False) -> dict[str, Any]:
    page = context.new_page()
    page.goto(f"{url}/files.txt")
    result = page.evaluate(_START, [_WORKER, f"{url}/", start, packages, importtime, each])
    page.close()
    if "error" in result:
        raise SystemExit(f"the worker failed: {result['error']}\n{result['marks']}")
    return result


def importtime_top(lines: list[str], count: int) -> list[tuple[int, int, str]]:
    """The modules with the largest cumulative import time (µs), from -X importtime."""
    rows = []
    for line in lines:
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own, cumulative, name = (part.strip() for part in line[12:].split("|"))
        rows.append((int(cumulative), int(own), name))
    return sorted(rows, reverse=True)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=REPO / "dist" / "lite")
    parser.add_argument("--bare", action="store_true",
                        help="preload nothing: the floor, Pyodide's own start")
    parser.add_argument("--each", action="store_true",
                        help="load the packages one by one (what they need first)")
    parser.add_argument("--importtime", type=int, default=0, metavar="N",
                        help="one more run with -X importtime; print its N slowest imports")
    parser.add_argument("--no-snapshot", action="store_true",
                        help="start Pyodide itself, not from the site's memory snapshot")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    packages = [] if args.bare else preloaded(args.site)
    if args.each:
        packages = closure(args.site, packages)
    start = entry(args.site, snapshot=not args.no_snapshot)
    httpd, url = serve_in_thread(args.site)
    steps: dict[str, list[int]] = {}
    cpu: list[float] = []
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
            context = p.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=FLAGS)
            try:
                for run in range(args.runs):
                    used = browser_cpu()
                    result = one_run(context, url, start, packages, importtime=False,
                                     each=args.each)
                    cpu.append(browser_cpu() - used)
                    before = 0
                    for what, at in result["marks"]:
                        steps.setdefault(what, []).append(at - before)
                        before = at
                    if run == 0:
                        version, path = json.loads(result["sysinfo"])
                        print(f"Python {version.split()[0]} in the worker; sys.path {path}")
                if args.importtime:
                    # -X importtime takes effect only when Python itself starts
                    result = one_run(context, url, "pyodide.mjs", packages, importtime=True)
                    print("\nslowest imports (-X importtime, one run; cumulative ms, own ms):")
                    for cumulative, own, name in importtime_top(result["stderr"],
                                                                args.importtime):
                        print(f"  {cumulative / 1000:8.0f} {own / 1000:8.0f}  {name}")
            finally:
                context.close()
    finally:
        httpd.shutdown()
    print(f"\nthe worker's steps, ms (runs in one browser profile; {len(packages)} packages "
          "preloaded)")
    total = 0.0
    for what, times in steps.items():
        total += statistics.median(times)
        print(f"  {statistics.median(times):7.0f}  {what}   (runs {', '.join(map(str, times))})")
    print(f"  {total:7.0f}  sum of the medians")
    print(f"the browser's CPU seconds per run: {statistics.median(cpu):.1f} "
          f"(runs {', '.join(f'{c:.1f}' for c in cpu)})")


if __name__ == "__main__":
    main()
