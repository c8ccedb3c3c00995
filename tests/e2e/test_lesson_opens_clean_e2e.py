"""An untouched lesson opens clean (not marked as changed) in JupyterLab and Notebook 7, so
closing it asks nothing. Both write the kernel's ``language_info`` into the notebook they open:
a lesson built by ``notebooks/build.py`` keeps the version of the Python that ran it, and opens
clean wherever the kernel runs that Python (here: the lesson as built with this venv's)."""

from __future__ import annotations

import json
import platform
from pathlib import Path
from typing import Any

import pytest
from lab import REPO, Lab

pytestmark = pytest.mark.frontends  # make test-frontends

LESSON = REPO / "notebooks" / "en" / "06-na-boa.ipynb"

_DIRTY_FOR = """async (ms) => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.context.ready;
  await panel.sessionContext.ready;
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {  // the kernel connected and told its language
    const k = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (k && k.connectionStatus === "connected" && k.status === "idle") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  let dirty = false;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    dirty = dirty || panel.context.model.dirty;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [dirty, panel.context.model.dirty, panel.context.model.getMetadata("language_info")];
}"""


def _lesson_as_built_here(server: Lab) -> str:
    """The lesson with the version ``build.py`` stores when this venv's Python runs it."""
    nb = json.loads(LESSON.read_text(encoding="utf-8"))
    nb["metadata"]["language_info"]["version"] = platform.python_version()
    name = "clean-" + LESSON.name
    Path(server.notebooks / name).write_text(json.dumps(nb), encoding="utf-8")
    return name


def _opens_clean(page: Any, server: Lab) -> None:
    name = _lesson_as_built_here(server)
    url = f"/lab/tree/{name}?reset" if server.app == "lab" else f"/notebooks/{name}"
    page.goto(server.url + url)
    page.wait_for_function("(n) => { const w = window.jupyterapp && window.jupyterapp.shell"
                           ".currentWidget; return w && w.context && w.context.path === n; }",
                           arg=name, timeout=60000)
    ever, now, info = page.evaluate(_DIRTY_FOR, 4000)
    assert not ever and not now, f"marked as changed; language_info is now {info}"
    # the drawings stored with the lesson are on screen, the tables among them
    assert page.locator(".ctl-t-root, .ctl-t-static").count() >= 1


@pytest.mark.parametrize("front_end", ["lab", "notebook7"])
def test_an_untouched_lesson_opens_clean(front_end: str, request: Any, browser: Any) -> None:
    server = request.getfixturevalue(front_end)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        _opens_clean(page, server)
    finally:
        context.close()
        server.delete_sessions()
