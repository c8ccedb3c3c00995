"""What the site's build runs under Node (Pyodide's own Python) and keeps in lite/.cache/ by the
contents of what made it: a key from those files, the Node script's run, the old copies dropped.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path


def content_key(files: Iterable[Path]) -> str:
    """A short key that changes whenever one of ``files`` changes."""
    digest = hashlib.sha256()
    for path in files:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:20]


def run_node(script: Path, args: list[str], what: str, timeout: int) -> None:
    """Run ``script`` under Node with ``args``; stop the build, saying ``what`` failed."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit(f"Node.js (20 or newer) is needed to {what}")
    done = subprocess.run([node, str(script), *args], capture_output=True, text=True,
                          timeout=timeout)
    if done.returncode:
        raise SystemExit(f"{what} failed:\n{done.stdout}\n{done.stderr}")


def drop_older(cache: Path, name: str, kept: Path) -> None:
    """Remove earlier builds' copies of ``name`` (``<key>-<name>``) from ``cache``."""
    for old in cache.glob(f"*-{name}"):
        if old != kept:
            old.unlink()
