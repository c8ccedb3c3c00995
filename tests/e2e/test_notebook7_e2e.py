"""Both tables in Notebook 7 (`jupyter notebook`), in Chromium: every key the tables use stays in
the table. Notebook 7 runs its command-mode shortcuts before the page's own listeners see the
key (→ moves the cell selection, `a` inserts a cell, `d d` deletes one, `m` turns the table's
cell into Markdown), so a table that only stops the keys at its root loses them there."""

from __future__ import annotations

from typing import Any

import pytest
from axe import axe_problem, check, report, serious
from lab import Lab, kernel, open_notebook, own_errors
from prerequisites import NotRun
from test_accessibility_e2e import CARD_TABLES, TABLES

_no_axe = NotRun("ACCESSIBILITY CHECK", "axe-core is a dev dependency installed by npm ci")

CARD = "from cacheta_lab import CardTable\nt = CardTable(preset='megajogos', lang='en')\nt"
GAME = ("from cacheta_lab import GameTable\n"
        "g = GameTable(preset='oficial', players=3, bots='greedy', seat=0, open_hands=False, "
        "seed=1, lang='en')\ng.speed = 4\ng")

# the notebook as its user sees it: the cells' types, the active cell, the mode
_NOTEBOOK = """() => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  return { types: nb.widgets.map((c) => c.model.type), active: nb.activeCellIndex,
           mode: nb.mode };
}"""

_FOCUSED = """(sel) => {
  const a = document.activeElement, root = document.querySelector(sel);
  return root && root.contains(a) ? (a.dataset.key || a.tagName) : null;
}"""

# keys a table uses (moving, pressing) and the notebook's own shortcuts they used to trigger;
# "d d" deletes a cell, "m" makes it Markdown, "a"/"b" insert cells, "x" cuts, "z" undoes
KEYS = ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "End", "Home", "a", "b", "d", "d",
        "m", "y", "x", "z", "Shift+ArrowDown", "j", "k"]


def _errors(page: Any) -> list[str]:
    return own_errors(page.errors)


def _settle(page: Any, root: str) -> None:
    page.wait_for_function("(s) => { const r = document.querySelector(s);"
                           " return !r || r.dataset.ack === r.dataset.sent; }", arg=root,
                           timeout=20000)


def _keys_stay(page: Any, root: str, start: str, keys: list[str]) -> list[str]:
    """Press ``keys`` one by one with the focus on ``start`` inside the table; return every
    key after which the notebook changed or the focus left the table."""
    page.locator(f"{root} {start}").first.focus()
    before = page.evaluate(_NOTEBOOK)
    leaks = []
    for key in keys:
        page.keyboard.press(key)
        _settle(page, root)
        now = page.evaluate(_NOTEBOOK)
        if now != before or page.evaluate(_FOCUSED, root) is None:
            leaks.append(f"{key}: cells {before['types']} -> {now['types']}, active cell "
                         f"{before['active']} -> {now['active']}, focus on "
                         f"{page.evaluate(_FOCUSED, root)}")
            if page.locator(root).count() == 0:
                leaks.append("the table is gone")
                break
            before = now
            page.locator(f"{root} {start}").first.focus()
    return leaks


def _no_leak(leaks: list[str]) -> None:
    assert leaks == [], "keys that reached the notebook:\n" + "\n".join(leaks)


def test_card_table_keys_stay_in_the_table(nb7_page: Any, notebook7: Lab) -> None:
    page = nb7_page
    open_notebook(page, notebook7, notebook7.write("card7.ipynb", CARD, "1 + 1", "2 + 2"))
    _no_leak(_keys_stay(page, ".ctl-t-root", ".ctl-t-deck [data-card='5h']", KEYS))
    # Enter and Space on a deck card add it, and nothing else happens to the notebook
    page.locator(".ctl-t-deck [data-card='5h']").focus()
    before = page.evaluate(_NOTEBOOK)
    for key in ("Enter", " "):
        page.keyboard.press(key)
        _settle(page, ".ctl-t-root")
    assert kernel(page, "print(' '.join(t.hand))").strip() == "5h 5h"
    assert page.evaluate(_NOTEBOOK) == before
    # the hand's cards, the Rules select and the text field keep their keys too
    _no_leak(_keys_stay(page, ".ctl-t-root", "[data-key='hand#0']", KEYS[:6]))
    _no_leak(_keys_stay(page, ".ctl-t-root", "[data-key='mode-hand']", KEYS))
    assert page.evaluate(_NOTEBOOK)["types"] == ["code", "code", "code"]
    assert _errors(page) == []


def test_game_table_keys_stay_in_the_table(nb7_page: Any, notebook7: Lab) -> None:
    page = nb7_page
    open_notebook(page, notebook7, notebook7.write("game7.ipynb", GAME, "1 + 1", "2 + 2"),
                  ready=".ctl-g-root[data-ack]")
    root = ".ctl-g-root"
    _no_leak(_keys_stay(page, root, "[data-seat='0'] button[data-card]", KEYS))
    # Enter on the monte draws; the hand's arrows then reach the card to discard
    page.locator(f"{root} [data-key=monte]").focus()
    before = page.evaluate(_NOTEBOOK)
    page.keyboard.press("Enter")
    _settle(page, root)
    assert kernel(page, "print(g.round.move_log[-1])").strip() == "Draw(seat=0, source='monte')"
    assert page.evaluate(_FOCUSED, root) == "monte"
    _no_leak(_keys_stay(page, root, "[data-key=step]", ["a", "d", "d", "m", "ArrowDown"]))
    assert page.evaluate(_NOTEBOOK) == before
    assert _errors(page) == []


@pytest.mark.frontends  # make test-frontends
def test_both_tables_have_no_serious_violation_in_notebook7(nb7_page: Any,
                                                            notebook7: Lab) -> None:
    """axe-core on the tables of the JupyterLab check, drawn in Notebook 7."""
    problem = axe_problem()
    if problem:
        _no_axe(problem)
    page = nb7_page
    open_notebook(page, notebook7, notebook7.write("axe7.ipynb", *TABLES))
    page.wait_for_function("(n) => document.querySelectorAll('.ctl-t-root[data-ack]').length"
                           " === n", arg=CARD_TABLES, timeout=60000)
    page.wait_for_function("(n) => document.querySelectorAll('.ctl-g-root[data-ack]').length"
                           " === n", arg=len(TABLES) - CARD_TABLES, timeout=60000)
    page.locator(".ctl-t-root .ctl-t-drow").nth(1).focus()  # a discard's preview shown
    found = check(page, ".ctl-t-root") + check(page, ".ctl-g-root")
    assert serious(found) == [], report(found)
    assert _errors(page) == []
