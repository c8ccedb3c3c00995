"""Keys the tables do not use never move the page away from the focus, in JupyterLab and
Notebook 7 (Chromium): PageUp and PageDown on any control but a menu (its own keys), Home and
End on a button, the arrow keys on a button outside a row of cards, Space on a discard row.
Each control of both tables that is a Tab stop is tried, in a notebook long enough to scroll
both ways."""

from __future__ import annotations

from typing import Any

import pytest
from lab import Lab, open_notebook, own_errors

FILLER = "print('\\n'.join(str(i) for i in range(60)))"
TABLES = ("from cacheta_lab import CardTable, GameTable\n"
          "t = CardTable('5h 6h 8h Kc Kd Ks 2s 3s 9s Qd', preset='megajogos', vira='8c', "
          "seen='4s', lang='en')\nt",
          "g = GameTable(preset='oficial', players=3, bots='greedy', seat=0, seed=1, "
          "open_hands=False, lang='en')\ng")

# the Tab stops of a table (by their data-key, found again if the table is drawn again), each
# with the scrolling keys it does not use itself
_STOPS = """(sel) => {
  const root = document.querySelector(sel);
  const stops = [...root.querySelectorAll('[data-key]')]
    .filter((e) => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length);
  return stops.map((e) => {
    const keys = e.tagName === 'SELECT' ? [] : ['PageDown', 'PageUp'];  // a menu's own keys
    const text = e.tagName === 'INPUT' && e.type === 'text';
    if (!text && e.tagName !== 'SELECT') {
      keys.push('End', 'Home');
      const inRow = e.hasAttribute('tabindex');  // a row of cards: its arrows move in it
      if (!inRow && e.tagName !== 'INPUT') keys.push('ArrowDown', 'ArrowUp');
      if (e.tagName === 'TR') keys.push(' ');
    }
    return [e.dataset.key, keys];
  });
}"""

# the control focused, and the notebook's scrolling box scrolled to have it in its middle
_PLACE = """([sel, key]) => {
  const e = document.querySelector(sel).querySelector(`[data-key="${key}"]`);
  if (!e) return false;
  const box = e.closest('.jp-WindowedPanel-outer, .jp-Notebook');
  e.focus({ preventScroll: true });
  const b = e.getBoundingClientRect(), p = box.getBoundingClientRect();
  box.scrollTop += (b.top + b.height / 2) - (p.top + p.height / 2);
  return document.activeElement === e;
}"""

# where the page is, whether the focus is still on the control, whether the focus is in view
_WHERE = """([sel, key]) => {
  const box = document.querySelector(sel).closest('.jp-WindowedPanel-outer, .jp-Notebook');
  const a = document.activeElement;
  const b = a.getBoundingClientRect(), p = box.getBoundingClientRect();
  return [box.scrollTop, window.scrollY, Boolean(a && a.dataset && a.dataset.key === key
                                                 && document.querySelector(sel).contains(a)),
          b.top >= p.top - 1 && b.bottom <= p.bottom + 1];
}"""


def _scrolls(page: Any, root: str) -> tuple[list[str], int]:
    """Every (control, key) after which the page scrolled; and how many were tried."""
    moved = []
    tried = 0
    for name, keys in page.evaluate(_STOPS, root):
        for key in keys:
            assert page.evaluate(_PLACE, [root, name]), name
            page.wait_for_timeout(30)
            before = page.evaluate(_WHERE, [root, name])
            page.keyboard.press(key)
            page.wait_for_timeout(60)
            after = page.evaluate(_WHERE, [root, name])
            tried += 1
            assert after[2] or key in ("End", "Home"), f"{name} {key!r}: the focus went"
            scrolled = abs(after[0] - before[0]) > 2 or abs(after[1] - before[1]) > 2
            # Home and End in a row of cards move the focus, and the page may follow it; a
            # key that leaves the focus where it was must leave the page too
            if scrolled and (after[2] or not after[3]):
                moved.append(f"{name} {key!r}: {before[:2]} -> {after[:2]}")
    return moved, tried


@pytest.mark.frontends  # make test-frontends
def test_keys_a_table_does_not_use_do_not_scroll_the_page(front_end_page: Any,
                                                          front_end: Lab) -> None:
    page, server = front_end_page, front_end
    page.set_viewport_size({"width": 1280, "height": 800})
    open_notebook(page, server, server.write("keys.ipynb", FILLER, *TABLES, FILLER),
                  ready=".ctl-t-root[data-ack]")
    page.wait_for_selector(".ctl-g-root[data-ack]", timeout=60000)
    page.wait_for_function("() => document.querySelector('.ctl-g-root').dataset.auto"
                           " === '0'", timeout=30000)  # the learner's turn: held still
    # a table with its discard table; a learner's table before its first draw
    for root in (".ctl-t-root", ".ctl-g-root"):
        moved, tried = _scrolls(page, root)
        assert tried >= 30, (root, tried)
        assert moved == [], f"{root}: keys that scrolled the page:\n" + "\n".join(moved)
    assert own_errors(page.errors) == []
