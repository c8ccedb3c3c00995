// Start Pyodide under Node and run lite/bytecode_pyodide.py on the zip files of a folder:
//   node lite/bytecode_node.mjs PYODIDE_DIR WORK_DIR JOBS_JSON
// JOBS_JSON: [[source, target, is_stdlib], ...], names relative to WORK_DIR.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, workDir, jobsJson] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")));
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(workDir) }, "/work");
const script = readFileSync(new URL("./bytecode_pyodide.py", import.meta.url), "utf8");
const module = py.runPython(script + "\nmain");
const jobs = JSON.parse(jobsJson).map(([src, dst, stdlib]) => [
  "/work/" + src, "/work/" + dst, stdlib]);
const added = module(py.toPy(jobs)).toJs();
console.log(JSON.stringify(added));
