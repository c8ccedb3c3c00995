"""Fixtures of the end-to-end tests: one JupyterLab server and one Chromium for the session.

Without a browser the tests skip with a loud message; under ``CI=true`` they fail instead.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from lab import Lab, browser_problem, launch
from prerequisites import NotRun

_unavailable = NotRun("END-TO-END TESTS", "a missing browser is an error")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Say it loudly at the end of the run when the browser tests were skipped."""
    _unavailable.summary(terminalreporter)


@pytest.fixture(scope="session")
def lab() -> Iterator[Lab]:
    problem = browser_problem()
    if problem:
        _unavailable(problem)
    server = Lab().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser(lab: Lab) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        try:
            chromium = launch(p)
        except Exception as exc:  # a browser that cannot start counts as missing
            _unavailable(f"Chromium did not start: {exc}")
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any, lab: Lab) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    tab.errors = errors
    try:
        yield tab
    finally:
        context.close()
        lab.delete_sessions()
