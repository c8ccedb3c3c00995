// The site's entry to Pyodide (its kernel's pyodideUrl): Pyodide itself, whose loadPyodide starts
// from the memory snapshot beside it (made at build time by lite/snapshot_node.mjs), so a kernel
// skips Python's own start (without a usable snapshot, Pyodide starts as usual), and puts the
// current folder last on sys.path.
import { loadPyodide as startPyodide } from "./pyodide.mjs";

export * from "./pyodide.mjs";

const SNAPSHOT = new URL("snapshot.bin.gz", import.meta.url);

async function snapshot() {
  const response = await fetch(SNAPSHOT);
  if (!response.ok) throw new Error(`${SNAPSHOT}: ${response.status}`);
  const body = await response.arrayBuffer();
  const head = new Uint8Array(body, 0, 2);
  if (head[0] !== 0x1f || head[1] !== 0x8b) return body; // a server unpacked it already
  const memory = new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(memory).arrayBuffer();
}

// The kernel works in the browser's drive, where every look at a folder is a request answered
// by the page: with the current folder ("") first on sys.path, each import asked the drive first
// (about 150 requests while the kernel starts, seconds on a busy page). Last on the path, it is
// asked only for modules that nothing installed provides (IPython itself puts it after the
// standard library): a notebook's own modules still import, without shadowing installed ones.
const CURRENT_FOLDER_LAST = `import sys
sys.path[:] = [*(p for p in sys.path if p), ""]`;

async function start(options) {
  let memory;
  try {
    memory = await snapshot();
  } catch (error) {
    console.warn("Pyodide starts without its snapshot:", error);
    return startPyodide(options);
  }
  try {
    return await startPyodide({ ...options, _loadSnapshot: memory });
  } catch (error) {
    console.warn("Pyodide could not start from its snapshot:", error);
    return startPyodide(options);
  }
}

export async function loadPyodide(options = {}) {
  const pyodide = await start(options);
  pyodide.runPython(CURRENT_FOLDER_LAST);
  return pyodide;
}
