"""The game table's projector layout (``GameTable(projector=True)``) in JupyterLab and Chromium:
at 1280×720 with the browser at 150 % (853×480 CSS pixels) the whole table fits in the
notebook's window, the piles, the status and the newest move are drawn large, and the lixeira
is not washed out during the bots' turns. ``CACHETA_SHOTS=DIR`` keeps a screenshot of each."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from lab import Lab, kernel, open_notebook

pytestmark = pytest.mark.frontends  # make test-frontends

LEARNER = ("from cacheta_lab import GameTable\nfrom cacheta_lab.game import Discard, Draw\n"
           "p = GameTable(preset='oficial', players=4, bots='greedy', seat=0, open_hands=False,"
           " seed=1, projector=True)\n"
           "p.learner_move(Draw(0, 'monte'))\np.learner_move(Discard(0, p.round.hands[0][0]))\n"
           "p.play(2)\np.auto = False  # held on a bot's turn while the class watches\np")
TEACHER = ("from cacheta_lab import GameTable\n"
           "p = GameTable(preset='oficial', players=4, bots='greedy', seed=0, open_hands=True,"
           " projector=True, lang='en')\np.play(7)\np")

# JupyterLab as a teacher shows one notebook on a projector: side panels closed, one document
_ONE_DOCUMENT = """async () => {
  const app = window.jupyterapp;
  app.shell.collapseLeft();
  app.shell.collapseRight();
  app.shell.mode = 'single-document';
  await new Promise((r) => setTimeout(r, 500));
}"""

_FACTS = """() => {
  const root = document.querySelector('.ctl-g-root');
  root.scrollIntoView({ block: 'start' });
  const r = root.getBoundingClientRect();
  const pane = root.closest('.jp-WindowedPanel-outer, .jp-Notebook').getBoundingClientRect();
  const px = (sel, prop) => parseFloat(getComputedStyle(root.querySelector(sel))[prop]);
  const newest = root.querySelector('.ctl-g-move .ctl-g-what');
  return {
    height: r.height, width: r.width, pane: pane.height, paneWidth: pane.width,
    top: r.top - pane.top, overflow: root.scrollWidth - root.clientWidth,
    status: px('.ctl-g-status', 'fontSize'), body: parseFloat(getComputedStyle(root).fontSize),
    pile: root.querySelector('.ctl-g-lixeira svg').getBoundingClientRect().width,
    lixeira: px('.ctl-g-lixeira', 'opacity'),
    disabled: root.querySelector('.ctl-g-lixeira').getAttribute('aria-disabled'),
    newest: newest ? parseFloat(getComputedStyle(newest).fontSize) : 0,
    logBeside: root.querySelector('.ctl-g-log').getBoundingClientRect().left
      >= root.querySelector('.ctl-g-lixeira').getBoundingClientRect().right,
    turn: root.querySelectorAll('.ctl-g-current .ctl-g-turn').length,
  };
}"""


@pytest.mark.parametrize("name,code", [("learner", LEARNER), ("teacher", TEACHER)])
def test_the_projector_layout_fits_one_screen_at_150_percent(name: str, code: str,
                                                             browser: Any, lab: Lab) -> None:
    context = browser.new_context(viewport={"width": 853, "height": 480},
                                  device_scale_factor=1.5)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        open_notebook(page, lab, lab.write(f"projector-{name}.ipynb", code),
                      ready=".ctl-g-root.ctl-g-projector[data-ack]")
        page.evaluate(_ONE_DOCUMENT)
        page.wait_for_timeout(500)
        facts = page.evaluate(_FACTS)
        shots = os.environ.get("CACHETA_SHOTS")
        if shots:
            page.screenshot(path=str(Path(shots) / f"game-table-projector-{name}.png"))
            page.locator(".ctl-g-root").screenshot(
                path=str(Path(shots) / f"game-table-projector-{name}-whole.png"))
        # the whole table in the notebook's window, nothing sticking out
        assert facts["height"] <= facts["pane"] and facts["overflow"] <= 1, facts
        # large enough for the back of the room, the moves beside the piles
        assert facts["status"] >= 1.3 * facts["body"] and facts["pile"] >= 60, facts
        assert facts["newest"] >= 1.1 * facts["body"] and facts["logBeside"], facts
        assert facts["turn"] == 1, facts  # whose turn it is, on the seat
        if name == "learner":  # a bot's turn: the lixeira is not the learner's, yet not faded
            assert facts["disabled"] == "true" and facts["lixeira"] == 1, facts
        assert kernel(page, "print(p.projector)").strip() == "True"
        assert errors == []
    finally:
        context.close()
        lab.delete_sessions()
