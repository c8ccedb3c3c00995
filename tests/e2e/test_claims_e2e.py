"""A learner's game table by keyboard, in JupyterLab and Notebook 7 (Chromium): a bati the
engine knows is false is asked about first (what it costs), and once said it cannot be said
again in that turn; what the table says about it (the log, the alert, the polite region); the
hand's labels by phase; a refusal during the bots' turns stays on screen until the learner's
turn, then leaves the alert region too. At the end of a round: no stale na boa, and Play
cannot be pressed and does not look as if it could."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from lab import Lab, kernel, open_notebook, own_errors

# lesson 08's own table (the learner plays first), in English
LESSON_08 = ("from cacheta_lab import GameTable\n"
             "g = GameTable(preset='oficial', players=4, bots=['strong', 'greedy', 'strong', "
             "'random'], seat=0, seed=3, lang='en')\ng.speed = 2\ng")
ROOT = ".ctl-g-root"

# every text written into the table's live regions from now on, in order
_RECORD = """() => {
  const root = document.querySelector('.ctl-g-root');
  window.said = { polite: [], alert: [] };
  const watch = (node, list) => new MutationObserver(() => list.push(node.textContent))
    .observe(node, { childList: true, subtree: true, characterData: true });
  watch(root.querySelector('[aria-live=polite]'), window.said.polite);
  watch(root.querySelector('[aria-live=assertive]'), window.said.alert);
}"""

_FOCUSED = """() => { const a = document.activeElement, r = document.querySelector('.ctl-g-root');
  return r && r.contains(a) ? (a.dataset.key || a.tagName) : null; }"""


def _settle(page: Any) -> None:
    page.wait_for_function("() => { const r = document.querySelector('.ctl-g-root');"
                           " return r.dataset.ack === r.dataset.sent; }", timeout=20000)


def _press(page: Any, key: str) -> None:
    page.keyboard.press(key)
    _settle(page)


def _points(page: Any) -> int:
    return int(kernel(page, "print(g.round.points[0])").strip())


def _labels(page: Any) -> list[str]:
    return page.eval_on_selector_all(f"{ROOT} [data-seat='0'] button[data-card]",
                                     "(bs) => bs.map((b) => b.getAttribute('aria-label'))")


def test_a_false_bati_is_asked_first_and_cannot_be_said_twice(front_end_page: Any,
                                                             front_end: Lab) -> None:
    page, server = front_end_page, front_end
    open_notebook(page, server, server.write("claims.ipynb", LESSON_08, "1 + 1"),
                  ready=f"{ROOT}[data-ack]")
    root = page.locator(ROOT)
    # the draw phase: the hand's cards do not offer a discard they cannot make
    assert not any(label.endswith(": discard") for label in _labels(page)), _labels(page)
    page.evaluate(_RECORD)
    root.locator("[data-key=monte]").focus()
    _press(page, "Enter")
    assert all(label.endswith(": discard") for label in _labels(page))

    # Bater with 10: the engine knows these 10 cards do not go out, so the table asks
    # first, with the cost, and the answer that costs nothing has the focus
    root.locator("[data-key=bater10]").focus()
    _press(page, "Enter")
    ask = root.locator("[role=alertdialog][data-key=ask]")
    assert ask.count() == 1 and "costs you 2 points" in ask.inner_text()
    assert page.evaluate(_FOCUSED) == "ask-no"
    _press(page, "Escape")  # no: nothing changes, the focus goes back
    assert ask.count() == 0 and page.evaluate(_FOCUSED) == "bater10"
    assert _points(page) == 7
    _press(page, "Enter")
    _press(page, "Shift+Tab")
    assert page.evaluate(_FOCUSED) == "ask-yes"
    _press(page, "Enter")  # yes: the false bati, once
    assert _points(page) == 5
    assert root.locator(".ctl-g-move").first.inner_text() == (
        "2. you say “bati” with 10 — a false bati")
    said = page.evaluate("() => window.said")
    assert said["alert"][-1].startswith("A false bati. You said “bati” with 10, but ")

    # the same cards cannot go out again this turn: both claims are inert, and pressing
    # them costs nothing
    for key in ("bater10", "bater"):
        assert root.locator(f"[data-key={key}]").get_attribute("aria-disabled") == "true"
    sent = root.get_attribute("data-sent")
    root.locator("[data-key=bater10]").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    assert root.get_attribute("data-sent") == sent and _points(page) == 5
    assert "already said “bati” this turn" in kernel(
        page, "from cacheta_lab.game import Bater\ntry:\n    g.learner_move(Bater(0, None))\n"
              "except Exception as e:\n    print(e.message('en'))")
    # the polite region is never rewritten with the words it already holds
    polite = said["polite"]
    assert all(a != b for a, b in itertools.pairwise(polite)), polite

    # the discard; the bots play on, and a card pressed meanwhile is refused: the refusal
    # stays on screen while they play, and is gone, from the alert region too, at the
    # learner's turn
    root.locator("[data-seat='0'] button[data-card]").first.focus()
    _press(page, "Enter")
    assert root.get_attribute("data-auto") == "1"
    _press(page, "Enter")
    error = root.locator(".ctl-g-error")
    assert error.inner_text().startswith("It is not your turn")
    page.wait_for_timeout(1200)  # more than two of the bots' moves at 2 a second
    if root.get_attribute("data-auto") == "1":
        assert error.count() == 1 and error.inner_text().startswith("It is not your turn")
    page.wait_for_function("() => document.querySelector('.ctl-g-root').dataset.auto"
                           " === '0'", timeout=30000)
    assert error.count() == 0
    assert root.locator("[role=alert]").inner_text() == ""
    assert own_errors(page.errors) == []


# megajogos, seed 0: player 2 announces na boa and wins the round by furar a fila
OVER = ("from cacheta_lab import GameTable\n"
        "w = GameTable(preset='megajogos', players=4, bots='strong', seed=0, lang='en')\n"
        "w.play()\nw")


@pytest.mark.frontends  # make test-frontends
def test_the_end_of_a_round_shows_no_stale_call_nor_a_live_play_button(
        front_end_page: Any, front_end: Lab) -> None:
    page, server = front_end_page, front_end
    open_notebook(page, server, server.write("over.ipynb", OVER), ready=f"{ROOT}[data-ack]")
    root = page.locator(ROOT)
    assert root.get_attribute("data-over") == "1"
    assert kernel(page, "print(2 in w.round.announced, w.round.result.winner)").split() == [
        "True", "2"]
    assert root.locator(".ctl-g-naboa").count() == 0  # a call lasts the round only
    play = root.locator("[data-key=auto]")
    assert play.get_attribute("aria-disabled") == "true"
    colours = page.evaluate("""() => {
      const style = (k) =>
        getComputedStyle(document.querySelector(`.ctl-g-root [data-key=${k}]`));
      return [style('auto').backgroundColor, style('step').backgroundColor,
              getComputedStyle(document.querySelector('.ctl-g-root'))
                .getPropertyValue('--cacheta-accent')];
    }""")
    assert colours[0] == colours[1], colours  # drawn as Step, which cannot be pressed either
    assert own_errors(page.errors) == []
