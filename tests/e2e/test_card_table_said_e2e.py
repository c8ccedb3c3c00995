"""What the card table says and where its keys go, in JupyterLab and Notebook 7 (Chromium): the
arrow keys pass the "vira" a preset without one disables; a refusal is one alert, said again
when the same click is refused again, and worded for the hand as it is; the discard rows say
their facts in one order, naming the outs; a mouse over the rows says nothing; the status
says each fact once; Copy comes back; the last Undo keeps the focus; no word says "click" to
a keyboard user, on either table."""

from __future__ import annotations

import re
from typing import Any

import pytest
from lab import Lab, kernel, open_notebook, own_errors

pytestmark = pytest.mark.frontends  # make test-frontends

ROOT = ".ctl-t-root"

# every node added to (or text changed in) a live region or an alert of the table from now on
_RECORD = """() => {
  const root = document.querySelector('.ctl-t-root');
  if (window.sayer) window.sayer.disconnect();
  window.said = [];
  const live = (n) => { const e = n.nodeType === 1 ? n : n.parentElement;
    return e && e.closest('[aria-live]:not([aria-live=off]), [role=alert], [role=status]'); };
  window.sayer = new MutationObserver((records) => {
    for (const r of records) {
      const nodes = r.type === 'characterData' ? [r.target] : [...r.addedNodes];
      for (const n of nodes) {
        if (live(n) && n.textContent.trim()) window.said.push(n.textContent.trim());
      }
    }
  });
  window.sayer.observe(root, { childList: true, subtree: true, characterData: true });
}"""

# the text a screen reader gets from an element: its text without what is aria-hidden
_SPOKEN = """(el) => { const copy = el.cloneNode(true);
  copy.querySelectorAll('[aria-hidden=true]').forEach((n) => n.remove());
  return copy.textContent; }"""


def _open(page: Any, server: Lab, name: str, code: str) -> Any:
    open_notebook(page, server, server.write(name, code, "1 + 1"), ready=f"{ROOT}[data-ack]")
    return page.locator(ROOT).first


def _settle(page: Any) -> None:
    page.wait_for_function("() => [...document.querySelectorAll('.ctl-t-root')]"
                           ".every((r) => r.dataset.ack === r.dataset.sent)", timeout=20000)
    page.wait_for_timeout(100)


def _press(page: Any, key: str) -> None:
    page.keyboard.press(key)
    _settle(page)


def _focused(page: Any) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.dataset"
                         " && document.activeElement.dataset.key || null")


def _no_errors(page: Any) -> None:
    assert own_errors(page.errors) == []


def test_the_arrow_keys_pass_a_disabled_mode(front_end_page: Any, front_end: Lab) -> None:
    """In pife the vira is not turned: its mode is disabled, and the keys go past it to
    "lixeira (seen)", which lesson 06 asks for."""
    page, server = front_end_page, front_end
    root = _open(page, server, "pife.ipynb", "from cacheta_lab import CardTable\n"
                 "t = CardTable(preset='pife', lang='en')\nt")
    assert root.locator("[data-key=mode-vira]").is_disabled()
    root.locator("[data-key=mode-hand]").focus()
    page.keyboard.press("ArrowRight")
    assert _focused(page) == "mode-seen"
    page.keyboard.press("Enter")
    assert root.locator("[data-key=mode-seen]").get_attribute("aria-pressed") == "true"
    page.keyboard.press("ArrowLeft")
    assert _focused(page) == "mode-hand"
    page.keyboard.press("End")
    assert _focused(page) == "mode-seen"
    page.keyboard.press("Home")
    assert _focused(page) == "mode-hand"
    page.keyboard.press("ArrowLeft")  # the first: the focus stays
    assert _focused(page) == "mode-hand"
    _no_errors(page)


FULL = ("from cacheta_lab import CardTable\n"
        "t = CardTable('5h 6h 7h Kc Kd 9c 2s 3s 4s Ah', preset='megajogos', vira='8c', "
        "lang='en')\nt")


def test_a_refusal_is_one_alert_and_said_again_when_refused_again(
        front_end_page: Any, front_end: Lab) -> None:
    page, server = front_end_page, front_end
    root = _open(page, server, "refused.ipynb", FULL)
    page.evaluate(_RECORD)
    root.locator(".ctl-t-deck [data-card='Ac']").focus()
    _press(page, "Enter")  # an 11th card
    error = root.locator(".ctl-t-error")
    # worded for the hand as it stands: it holds 10, not 11
    assert error.inner_text() == ("Ac cannot go into the hand: the hand already holds 10 cards, "
                                  "the most it holds (9 + the one drawn)")
    # an alert, not inside a live region as well (it would be read twice)
    assert error.get_attribute("role") == "alert"
    assert error.evaluate("(e) => e.parentElement.closest('[aria-live]')") is None
    _press(page, "Enter")  # the same click, refused again: said again
    assert page.evaluate("() => window.said") == [error.inner_text()] * 2
    # the same with a typed hand refused twice: said each time, next to the field
    page.evaluate(_RECORD)
    text = root.locator("[data-key=hand-text]")
    text.fill("Ac 2c xx")
    text.focus()
    _press(page, "Enter")
    _press(page, "Enter")
    said = page.evaluate("() => window.said")
    assert len(said) == 2 and said[0] == said[1] and said[0].startswith("unknown card 'xx'")
    _no_errors(page)


def test_discard_rows_hovering_and_the_status_say_each_thing_once(
        front_end_page: Any, front_end: Lab) -> None:
    page, server = front_end_page, front_end
    root = _open(page, server, "rows.ipynb", "from cacheta_lab import CardTable\n"
                 "t = CardTable('5h 6h 8h Kc Kd Ks 2s 3s 9s Qd', preset='megajogos', vira='8c',"
                 " seen='4s', lang='en')\nt")
    rows = root.locator(".ctl-t-drow")
    labels = rows.evaluate_all("(rs) => rs.map((r) => r.getAttribute('aria-label'))")
    outs = rows.evaluate_all("(rs) => rs.map((r) => [...r.querySelectorAll('.ctl-t-out')]"
                             ".map((o) => o.getAttribute('aria-label').split(',')[0]))")
    for label, named in zip(labels, outs, strict=True):
        card, _, facts = label.partition(": ")
        parts = facts.split("; ")
        # every row: where it leaves the hand; its outs (by name); its live copies in all
        assert card.startswith("Discarding ") and len(parts) == 3, label
        assert parts[0] == "na boa" or re.fullmatch(r"\d+ missing", parts[0]), label
        assert re.match(r"\d+ cards? go(es)? out", parts[1]), label
        assert re.fullmatch(r"\d+ live cop(y|ies)", parts[2]), label
        assert all(name in parts[1] for name in named), (label, named)
    # a mouse passing over the rows (or the page scrolling under it) says nothing
    page.evaluate(_RECORD)
    for i in range(rows.count()):
        rows.nth(i).hover()
    page.mouse.move(5, 5)
    page.mouse.wheel(0, 200)
    page.wait_for_timeout(200)
    assert page.evaluate("() => window.said") == []
    assert root.locator(".ctl-t-preview").get_attribute("aria-live") is None
    # the status line says how many draws are missing once, though its badge shows it too
    kernel(page, "t.hand = '2c 5c 9d Jh Qs 3s 7h 8d Kc'")
    page.wait_for_function("() => document.querySelector('.ctl-t-status').textContent"
                           ".includes('missing')")
    status = root.locator(".ctl-t-status")
    missing = re.search(r"\d+ missing", status.inner_text()).group(0)
    assert status.inner_text().count(missing) == 2  # the badge and the sentence, on screen
    assert status.evaluate(_SPOKEN).count(missing) == 1
    _no_errors(page)


def test_copy_comes_back_and_the_last_undo_keeps_the_focus(front_end_page: Any,
                                                          front_end: Lab) -> None:
    page, server = front_end_page, front_end
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    root = _open(page, server, "undo.ipynb", "from cacheta_lab import CardTable\n"
                 "t = CardTable('5h 6h', preset='megajogos', lang='en')\nt")
    copy = root.locator("[data-key=copy]")
    copy.click()
    page.wait_for_function("() => document.querySelector('.ctl-t-root [data-key=copy]')"
                           ".textContent === 'copied'")
    page.wait_for_function("() => document.querySelector('.ctl-t-root [data-key=copy]')"
                           ".textContent === 'Copy'", timeout=5000)
    root.locator(".ctl-t-deck [data-card='7h']").focus()
    _press(page, "Enter")
    root.locator("[data-key=undo]").focus()
    _press(page, "Enter")  # the last undo: nothing more to undo, and the focus stays
    assert kernel(page, "print(t.hand)").strip() == "('5h', '6h')"
    assert _focused(page) == "undo"
    assert root.locator("[data-key=undo]").get_attribute("aria-disabled") == "true"
    sent = root.get_attribute("data-sent")
    _press(page, "Enter")
    assert root.get_attribute("data-sent") == sent  # inert: nothing asked
    _no_errors(page)


def test_no_word_says_click_to_a_keyboard_user(front_end_page: Any, front_end: Lab) -> None:
    page, server = front_end_page, front_end
    _open(page, server, "words.ipynb", "from cacheta_lab import CardTable, GameTable\n"
          "t = CardTable(preset='megajogos', lang='en')\n"
          "u = CardTable(preset='megajogos', lang='pt')\n"
          "display(t, u)\n"
          "g = GameTable(preset='oficial', players=3, seed=0, lang='en')\n"
          "h = GameTable(preset='oficial', players=3, seed=0, seat=0, lang='pt')\n"
          "display(g, h)")
    page.wait_for_function("() => document.querySelectorAll('.ctl-g-root[data-ack]').length"
                           " === 2", timeout=60000)
    for root in (".ctl-t-root", ".ctl-g-root"):
        for text in page.locator(root).all_inner_texts():
            assert not re.search(r"\bclick|\bclique", text, re.IGNORECASE), text
    kernel(page, "from cacheta_lab.game import Draw\nh.learner_move(Draw(0, 'monte'))\n"
                 "h.auto = False")
    page.wait_for_function("() => document.querySelectorAll('.ctl-g-root')[1]"
                           ".querySelector('.ctl-g-status').innerText.startsWith('Sua vez: d')")
    status = page.locator(".ctl-g-root").nth(1).locator(".ctl-g-status").inner_text()
    assert not re.search(r"\bclique", status, re.IGNORECASE), status
    _no_errors(page)
