"""Compiled bytecode for the site's Python: the standard library's zip and every wheel the kernel
loads get a ``.pyc`` beside each module, made by the browser's own Python (Pyodide under Node,
see lite/bytecode_pyodide.py), so a lesson's kernel imports IPython and the project without
compiling them on every visit. Compiled archives are kept in lite/.cache/bytecode/, by content.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

LITE = Path(__file__).resolve().parent
STDLIB = "python_stdlib.zip"
# what makes the cached archives: the compiling scripts themselves and the Pyodide that runs them
MAKERS = (LITE / "bytecode_pyodide.py", LITE / "bytecode_node.mjs")


def _key(archive: Path, core: Path) -> str:
    digest = hashlib.sha256(archive.read_bytes())
    for maker in (*MAKERS, core / "pyodide.asm.wasm"):
        digest.update(hashlib.sha256(maker.read_bytes()).digest())
    return digest.hexdigest()[:20]


def add_bytecode(archives: list[Path], core: Path, cache: Path) -> None:
    """Replace each archive (wheels, the standard library's zip) by its copy with bytecode.
    ``core`` is the folder of Pyodide's core files that compiles them."""
    cache.mkdir(parents=True, exist_ok=True)
    compiled = {a: cache / f"{_key(a, core)}-{a.name}" for a in archives}
    missing = [a for a in archives if not compiled[a].exists()]
    if missing:
        with tempfile.TemporaryDirectory(prefix="cacheta-pyc-") as tmp:
            work = Path(tmp)
            jobs = []
            for n, archive in enumerate(missing):
                shutil.copy2(archive, work / f"{n}.in")
                jobs.append([f"{n}.in", f"{n}.out", archive.name == STDLIB])
            node = shutil.which("node")
            if node is None:
                raise SystemExit("Node.js (20 or newer) is needed to compile the site's bytecode")
            done = subprocess.run(
                [node, str(LITE / "bytecode_node.mjs"), str(core), str(work),
                 json.dumps(jobs)], capture_output=True, text=True, timeout=1800)
            if done.returncode:
                raise SystemExit(f"compiling bytecode failed:\n{done.stdout}\n{done.stderr}")
            for n, archive in enumerate(missing):
                shutil.move(work / f"{n}.out", compiled[archive])
    for archive in archives:
        shutil.copyfile(compiled[archive], archive)
        for old in cache.glob(f"*-{archive.name}"):  # earlier builds of the same file
            if old != compiled[archive]:
                old.unlink()
