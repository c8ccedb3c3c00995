"""Compiled bytecode for the site's Python: the standard library's zip and every wheel the kernel
loads get a ``.pyc`` beside each module, made by the browser's own Python (Pyodide under Node,
see lite/bytecode_pyodide.py), so a lesson's kernel imports IPython and the project without
compiling them on every visit. Compiled archives are kept in lite/.cache/bytecode/, by content.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from node_cache import content_key, drop_older, run_node

LITE = Path(__file__).resolve().parent
STDLIB = "python_stdlib.zip"
# what makes the cached archives: the compiling scripts themselves and the Pyodide that runs them
MAKERS = (LITE / "bytecode_pyodide.py", LITE / "bytecode_node.mjs")


def _key(archive: Path, core: Path) -> str:
    return content_key((archive, *MAKERS, core / "pyodide.asm.wasm"))


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
            run_node(LITE / "bytecode_node.mjs", [str(core), str(work), json.dumps(jobs)],
                     "compile the site's bytecode", timeout=1800)
            for n, archive in enumerate(missing):
                shutil.move(work / f"{n}.out", compiled[archive])
    for archive in archives:
        shutil.copyfile(compiled[archive], archive)
        drop_older(cache, archive.name, compiled[archive])
