"""Fixtures of the JupyterLite tests: the built site (built first when missing or stale) and one
offline run of the chosen lessons in Chromium.

Without a prerequisite (Chromium, playwright, unshare and ip, Python 3.12 for the build) the
tests skip with a loud message; under ``CI=true`` they fail instead.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from drive import offline_command
from offline import SITE, chosen_lessons, problem
from prerequisites import NotRun

REPO = SITE.parents[1]

unavailable = NotRun("JUPYTERLITE TESTS", "a missing prerequisite is an error")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    unavailable.summary(terminalreporter)


@pytest.fixture(scope="session")
def site() -> Path:
    """dist/lite/, rebuilt by make when a source is newer than the build."""
    reason = problem()
    if reason:
        unavailable(reason)
    built = subprocess.run(["make", "--no-print-directory", "lite"], cwd=REPO,
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    return SITE


@pytest.fixture(scope="session")
def offline_run(site: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Every chosen lesson opened and run in Chromium, in a namespace with only loopback."""
    out = tmp_path_factory.mktemp("lite") / "report.json"
    cmd = offline_command([sys.executable, str(Path(__file__).parent / "drive.py"),
                           "--site", str(site), "--out", str(out), *chosen_lessons()])
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=3000)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(out.read_text())
    report["by_lesson"] = {r["lesson"]: r for r in report["lessons"]}
    return report
