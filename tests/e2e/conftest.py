"""Fixtures of the end-to-end tests: one JupyterLab server, one Notebook 7 server (started
when a test asks for it) and one Chromium for the session.

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


def _serve(app: str) -> Iterator[Lab]:
    problem = browser_problem(app)
    if problem:
        _unavailable(problem)
    server = Lab(app).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def lab() -> Iterator[Lab]:
    yield from _serve("lab")


@pytest.fixture(scope="session")
def notebook7() -> Iterator[Lab]:
    """Notebook 7 (`jupyter notebook`), the other front end the lessons open in."""
    yield from _serve("notebook")


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    problem = browser_problem()
    if problem:
        _unavailable(problem)

    with sync_playwright() as p:
        try:
            chromium = launch(p)
        except Exception as exc:  # a browser that cannot start counts as missing
            _unavailable(f"Chromium did not start: {exc}")
        yield chromium
        chromium.close()


def _tab(browser: Any, server: Lab, size: tuple[int, int] = (1280, 1000),
         scale: float = 1) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  device_scale_factor=scale)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    tab.errors = errors
    try:
        yield tab
    finally:
        context.close()
        server.delete_sessions()


@pytest.fixture
def page(browser: Any, lab: Lab) -> Iterator[Any]:
    yield from _tab(browser, lab)


@pytest.fixture
def nb7_page(browser: Any, notebook7: Lab) -> Iterator[Any]:
    """A tab for Notebook 7."""
    yield from _tab(browser, notebook7)


@pytest.fixture(params=["lab", pytest.param("notebook7", marks=pytest.mark.frontends)])
def front_end(request: Any) -> Lab:
    """Each front end the lessons open in, in turn: JupyterLab, then Notebook 7 (the slower
    browser tests, `make test-frontends`)."""
    server: Lab = request.getfixturevalue(request.param)
    return server


@pytest.fixture
def front_end_page(browser: Any, front_end: Lab) -> Iterator[Any]:
    """A tab in the front end of the test's turn."""
    yield from _tab(browser, front_end)


@pytest.fixture
def projector_page(browser: Any, front_end: Lab) -> Iterator[Any]:
    """A tab of 1280×720 at 150 % (853×480 CSS pixels) in the front end of the test's turn."""
    yield from _tab(browser, front_end, (853, 480), 1.5)
