"""A memory snapshot of a started Pyodide for the site: made at build time under Node
(lite/snapshot_node.mjs) from the very files the site serves, gzipped, and read by the site's entry
to Pyodide (lite/pyodide_start.mjs), so a kernel does not start Python again on every visit.
Kept in lite/.cache/snapshot/ by the contents of what makes it.
"""

from __future__ import annotations

import gzip
import shutil
import tempfile
from pathlib import Path

from node_cache import content_key, drop_older, run_node

LITE = Path(__file__).resolve().parent
SNAPSHOT = "snapshot.bin.gz"
ENTRY = "start.mjs"  # the kernel's pyodideUrl, beside pyodide.mjs
# what the snapshot depends on: Pyodide's core as the site serves it, and the script
MADE_FROM = ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "python_stdlib.zip")


def _key(folder: Path) -> str:
    return content_key((LITE / "snapshot_node.mjs", *(folder / name for name in MADE_FROM)))


def add_snapshot(folder: Path, cache: Path) -> None:
    """Write ``folder``'s snapshot (``SNAPSHOT``) and the entry that uses it (``ENTRY``);
    ``folder`` holds Pyodide's core files, with the standard library's zip the site serves."""
    cache.mkdir(parents=True, exist_ok=True)
    cached = cache / f"{_key(folder)}-{SNAPSHOT}"
    if not cached.exists():
        with tempfile.TemporaryDirectory(prefix="cacheta-snapshot-") as tmp:
            raw = Path(tmp) / "snapshot.bin"
            run_node(LITE / "snapshot_node.mjs", [str(folder), str(raw)],
                     "make the site's snapshot", timeout=600)
            if not raw.exists():
                raise SystemExit(f"making the snapshot wrote no {raw.name}")
            with raw.open("rb") as src, open(Path(tmp) / SNAPSHOT, "wb") as out, \
                    gzip.GzipFile(fileobj=out, mode="wb", compresslevel=6, mtime=0) as dst:
                shutil.copyfileobj(src, dst)
            shutil.move(Path(tmp) / SNAPSHOT, cached)
        drop_older(cache, SNAPSHOT, cached)
    shutil.copyfile(cached, folder / SNAPSHOT)
    shutil.copyfile(LITE / "pyodide_start.mjs", folder / ENTRY)
