"""The game table's projector layout (``GameTable(projector=True)``) in JupyterLab and Notebook 7,
in Chromium at 1280×720 with the browser at 150 % (853×480 CSS pixels, JupyterLab's left
sidebar closed): the whole table fits in the notebook's window at every moment of a round,
drawn at full size in play (scaled down only at a moment that holds more: a false bati's
notice), for a learner with open and with hidden hands and for the teacher's table; the
piles, the status and the newest move are drawn large, an empty lixeira's word stands clear of
its count, and the lixeira is not washed out during the bots' turns."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from lab import Lab, kernel, open_notebook, own_errors

pytestmark = pytest.mark.frontends  # make test-frontends
SHOTS = Path(os.environ["CACHETA_SHOTS"]) if os.environ.get("CACHETA_SHOTS") else None

# lesson 08's own table on the projector (a learner, open hands); a learner with hidden hands
# against strong bots, whose reasons take two lines; the teacher's table, bots only
CASES = {
    "learner-open": "from cacheta_lab import GameTable\ng = GameTable(preset='oficial', players=4, "
                    "bots=['strong', 'greedy', 'strong', 'random'], seat=0, seed=3, lang='en', "
                    "projector=True)\ng",
    "learner-hidden": "from cacheta_lab import GameTable\ng = GameTable(preset='megajogos', "
                      "players=4, bots='strong', seat=0, open_hands=False, seed=1, lang='pt', "
                      "projector=True)\ng",
    "teacher": "from cacheta_lab import GameTable\ng = GameTable(preset='oficial', players=4, "
               "bots='greedy', seed=0, open_hands=True, projector=True, lang='en')\ng",
}

# one move more from Python: the learner's (draw from the monte, then the discard table's
# best) or a bot's; the table redraws once. Prints the moves played and whether it is over.
ADVANCE = """
from cacheta_lab.game import Discard, Draw
if not g.over:
    if g.waiting_for_learner:
        v = g.round.view(0)
        g.learner_move(Draw(0, 'monte') if v.phase == 'draw'
                       else Discard(0, v.discard_table(())[0].card))
        g.auto = False  # the class watches each bot's move
    else:
        g.step()
print(g.round.moves, g.over)
"""

_SIDEBAR_CLOSED = """async () => {
  const app = window.jupyterapp;
  if (app.shell.collapseLeft) { app.shell.collapseLeft(); app.shell.collapseRight(); }
  await new Promise((r) => setTimeout(r, 500));
}"""

_FACTS = """() => {
  const root = document.querySelector('.ctl-g-root');
  root.scrollIntoView({ block: 'start' });
  const r = root.getBoundingClientRect();
  const pane = root.closest('.jp-WindowedPanel-outer, .jp-Notebook').getBoundingClientRect();
  const px = (sel, prop) => parseFloat(getComputedStyle(root.querySelector(sel))[prop]);
  const box = (sel) => root.querySelector(sel).getBoundingClientRect();
  const newest = root.querySelector('.ctl-g-move .ctl-g-what');
  // an empty lixeira: its word and its count badge do not overlap
  const word = root.querySelector('.ctl-g-lixeira .ctl-g-empty');
  const count = box('.ctl-g-lixeira .ctl-g-count');
  let apart = true;
  if (word && count) {
    const range = document.createRange();
    range.selectNodeContents(word);
    const t = range.getBoundingClientRect();
    apart = t.right <= count.left || count.right <= t.left || t.bottom <= count.top
      || count.bottom <= t.top;
  }
  const fit = parseFloat(root.dataset.fit || '1');
  return {
    height: r.height, pane: pane.height, width: r.width, fit,
    overflow: root.scrollWidth - root.clientWidth,
    status: px('.ctl-g-status', 'fontSize'), body: parseFloat(getComputedStyle(root).fontSize),
    pile: box('.ctl-g-monte svg').width,
    lixeira: px('.ctl-g-lixeira', 'opacity'),
    disabled: root.querySelector('.ctl-g-lixeira').getAttribute('aria-disabled'),
    newest: newest ? parseFloat(getComputedStyle(newest).fontSize) : 0,
    besideThePiles: box(root.querySelector('[data-key=notice]') ? '[data-key=notice]'
                        : '.ctl-g-log').left >= box('.ctl-g-lixeira').right,
    turn: root.querySelectorAll('.ctl-g-current .ctl-g-turn').length,
    over: root.dataset.over === '1', notice: Boolean(root.querySelector('[data-key=notice]')),
    asking: Boolean(root.querySelector('[data-key=ask]')), emptyApart: apart,
    seatsInside: [...root.querySelectorAll('.ctl-g-seat')].every((s) => {
      const b = s.getBoundingClientRect();
      return [...s.querySelectorAll('.ctl-g-hand > *')].every((c) => {
        const k = c.getBoundingClientRect();
        return k.right <= b.right + 1 && k.left >= b.left - 1;
      });
    }),
  };
}"""


def _facts(page: Any) -> dict[str, Any]:
    page.wait_for_timeout(120)  # the redraw and the fit settle
    return page.evaluate(_FACTS)


def _fits(facts: dict[str, Any], moment: str) -> None:
    """The whole table in the notebook's window, nothing sticking out, readable."""
    where = f"{moment}: {json.dumps(facts)}"
    assert facts["height"] <= facts["pane"] and facts["overflow"] <= 1, where
    assert facts["seatsInside"] and facts["emptyApart"], where
    if not (facts["notice"] or facts["asking"]):  # in play: full size, read from the back
        assert facts["fit"] == 1, where
        assert facts["status"] >= 1.3 * facts["body"] and facts["pile"] >= 60, where
        assert facts["newest"] == 0 or facts["newest"] >= 1.1 * facts["body"], where
    else:  # a false bati's question or notice: scaled down, not by much
        assert facts["fit"] >= 0.75, where
    assert facts["besideThePiles"], where  # the moves, or a notice in their place
    assert facts["over"] or facts["turn"] == 1, where  # whose turn it is, on the seat


def _false_bati_moments(page: Any) -> None:
    """The learner's discard phase: the question before a bati the engine knows is false, then
    the false bati's notice, each on the projector."""
    page.locator(".ctl-g-root [data-key=bater10]").click()
    page.wait_for_selector(".ctl-g-root [data-key=ask]")
    facts = _facts(page)
    if SHOTS:
        page.screenshot(path=str(SHOTS / "projector-ask.png"))
    assert facts["asking"]
    _fits(facts, "the question before a false bati")
    page.locator(".ctl-g-root [data-key=ask-no]").click()
    kernel(page, "from cacheta_lab.game import Bater\ng.learner_move(Bater(0, None))\n"
                 "g.auto = False")
    page.wait_for_selector(".ctl-g-root [data-key=notice]")
    facts = _facts(page)
    if SHOTS:
        page.screenshot(path=str(SHOTS / "projector-notice.png"))
    _fits(facts, "a false bati's notice")


@pytest.mark.parametrize("case", list(CASES))
def test_the_projector_fits_one_screen_at_150_percent_at_every_moment(
        case: str, projector_page: Any, front_end: Lab) -> None:
    page, server = projector_page, front_end
    open_notebook(page, server, server.write(f"projector-{case}.ipynb", CASES[case]),
                  ready=".ctl-g-root.ctl-g-projector[data-ack]")
    page.evaluate(_SIDEBAR_CLOSED)
    kernel(page, "g.auto = False")
    moments = 0
    asked = case != "learner-open"
    for _ in range(150):  # a whole round, one move at a time
        facts = _facts(page)
        _fits(facts, f"move {moments}")
        if not asked and kernel(page, "print(g.waiting_for_learner and "
                                      "g.round.phase == 'discard')").strip() == "True":
            _false_bati_moments(page)
            asked = True
        moments += 1
        if facts["over"] or kernel(page, ADVANCE).split()[-1] == "True":
            _fits(_facts(page), "the end of the round")
            break
    assert kernel(page, "print(g.over)").strip() == "True", "the round did not end"
    assert asked and moments >= 10
    assert own_errors(page.errors) == []


def test_a_bots_turn_leaves_the_lixeira_fully_drawn(projector_page: Any,
                                                     front_end: Lab) -> None:
    """A learner's table held on a bot's turn: the lixeira is not the learner's to take, yet
    it is not faded on the projector."""
    page = projector_page
    code = ("from cacheta_lab import GameTable\nfrom cacheta_lab.game import Discard, Draw\n"
            "g = GameTable(preset='oficial', players=4, bots='greedy', seat=0, "
            "open_hands=False, seed=1, projector=True)\n"
            "g.learner_move(Draw(0, 'monte'))\n"
            "g.learner_move(Discard(0, g.round.hands[0][0]))\ng.play(1)\ng.auto = False\ng")
    open_notebook(page, front_end, front_end.write("projector-held.ipynb", code),
                  ready=".ctl-g-root.ctl-g-projector[data-ack]")
    page.evaluate(_SIDEBAR_CLOSED)
    facts = _facts(page)
    assert facts["disabled"] == "true" and facts["lixeira"] == 1, facts
    _fits(facts, "a bot's turn")
    assert own_errors(page.errors) == []
