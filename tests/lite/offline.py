"""What the JupyterLite tests need: the site's place, the lessons to run, the prerequisites."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from drive import CHROMIUM, REPO, offline_command

SITE = REPO / "dist" / "lite"
# `make test` runs one lesson per language, each with a card table;
# CACHETA_LITE_LESSONS=all (`make test-lite`) runs every lesson of both languages
QUICK = ["en/01-cartas.ipynb", "pt-BR/06-na-boa.ipynb"]
# lessons that start a room's server: Python in the browser can join a room but cannot serve
# one, and the lesson says so (lesson 13 in its last section, the race); in the site they are
# read, not run through
NEEDS_A_NETWORK = {"12-sala.ipynb", "13-puzzles.ipynb"}


def chosen_lessons() -> list[str]:
    if os.environ.get("CACHETA_LITE_LESSONS", "") == "all":
        return [f"{lang}/{nb.name}" for lang in ("en", "pt-BR")
                for nb in sorted((REPO / "notebooks" / lang).glob("*.ipynb"))
                if nb.name not in NEEDS_A_NETWORK]
    return QUICK


def problem() -> str | None:
    """Why the offline browser run is impossible here, or None."""
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (apt-get install -y chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed"
    for tool, package in (("unshare", "util-linux"), ("ip", "iproute2")):
        if not shutil.which(tool):
            return f"no `{tool}` for the offline network namespace (apt-get install {package})"
    if not shutil.which("node"):
        return "no Node.js for the site's build (npm pack, bytecode): install Node.js 20"
    check = subprocess.run(offline_command(["true"]), capture_output=True)
    if check.returncode:
        return f"cannot make a network namespace: {check.stderr.decode().strip()}"
    found = subprocess.run([str(REPO / "lite" / "python312.sh")], capture_output=True)
    if found.returncode:
        return found.stderr.decode().strip()
    return None
