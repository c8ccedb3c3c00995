// Start Pyodide under Node with nothing loaded and write its memory snapshot, which the site's
// kernel starts from instead of starting Python again (see lite/pyodide_start.mjs):
//   node lite/snapshot_node.mjs PYODIDE_DIR OUTPUT
// PYODIDE_DIR must hold the very files the site serves (its python_stdlib.zip above all: the
// snapshot keeps zipimport's table of that archive).
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, output] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")));
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", _makeSnapshot: true });
// Node names this script in the environment, a browser's worker names no file; the marker says
// that a kernel started from the snapshot (the site's tests ask for it). Pyodide puts the current
// folder on sys.path again after starting from a snapshot: it is left out of the snapshot's.
py.runPython(`import os, sys
os.environ.pop("_", None)
os.environ["CACHETA_LITE_SNAPSHOT"] = "1"
sys.path[:] = [p for p in sys.path if p]`);
writeFileSync(output, py.makeMemorySnapshot());
