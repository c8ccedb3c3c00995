"""Runs inside Pyodide (under Node, started by lite/bytecode.py): give every ``.py`` file of a
zip archive its compiled bytecode, so the browser's Python imports without compiling.

The bytecode is unchecked-hash based (PEP 552): Pyodide unpacks wheels with fresh file times, so
a time-stamped ``.pyc`` would look stale and be compiled again. A wheel gets
``__pycache__/<name>.<tag>.pyc`` beside each module (and lines in its RECORD); the standard
library's zip gets ``<name>.pyc`` beside each module, where zipimport looks for it.
"""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import PurePosixPath

TAG = sys.implementation.cache_tag
SITE_PACKAGES = f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages/"
STDLIB_ZIP = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"


# Pygments brings hundreds of lexers and styles, of which the kernel imports a handful: the
# others stay source only (compiled if ever imported), so unpacking the wheel stays quick
PLUGIN_FOLDERS = ("pygments/lexers/", "pygments/styles/", "pygments/formatters/")
PLUGINS_USED = {"__init__.py", "_mapping.py", "python.py", "default.py", "monokai.py",
                "pastie.py", "gruvbox.py", "terminal256.py", "html.py"}


def wanted(name: str) -> bool:
    """Whether the module ``name`` (a path in the archive) gets bytecode."""
    if not name.endswith(".py"):
        return False
    folder, _, module = name.rpartition("/")
    return folder + "/" not in PLUGIN_FOLDERS or module in PLUGINS_USED


def bytecode(source: bytes, filename: str) -> bytes | None:
    """The module's ``.pyc`` contents, or None when it does not compile (a template, a test of
    another Python)."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def pyc_name(name: str, stdlib: bool) -> str:
    if stdlib:
        return name + "c"
    path = PurePosixPath(name)
    return str(path.parent / "__pycache__" / f"{path.stem}.{TAG}.pyc")


def add_bytecode(src: str, dst: str, stdlib: bool) -> int:
    """Write ``dst``: ``src`` with a ``.pyc`` for each module. Returns how many were added."""
    added = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        record = None
        compiled = []
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            zout.writestr(info, data)
            if not wanted(info.filename):
                continue
            where = (STDLIB_ZIP if stdlib else SITE_PACKAGES) + info.filename
            pyc = bytecode(data, where)
            if pyc is None:
                continue
            name = pyc_name(info.filename, stdlib)
            zout.writestr(zipfile.ZipInfo(name, date_time=info.date_time), pyc,
                          compress_type=zipfile.ZIP_DEFLATED)
            compiled.append(name)
            added += 1
        if record is not None:
            info, data = record
            lines = "".join(f"{name},,\n" for name in compiled)
            zout.writestr(info, data.decode().rstrip("\n") + "\n" + lines)
    return added


def main(jobs: list[tuple[str, str, bool]]) -> list[int]:
    return [add_bytecode(src, dst, stdlib) for src, dst, stdlib in jobs]
