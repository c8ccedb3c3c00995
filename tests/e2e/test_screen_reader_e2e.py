"""What a screen reader hears and where the keyboard focus goes, in JupyterLab and Chromium:
an old error or question is never put back on screen (and so never read out again), the focus
lands on a neighbour in view when what had it goes, Escape answers the preset question "No"."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from lab import Lab, kernel, open_notebook

pytestmark = pytest.mark.frontends  # make test-frontends

SETUP = "from cacheta_lab import CardTable\nt = CardTable(preset='megajogos', lang='en')\nt"
FULL = "5h 6h 7h Kc Kd 9c 2s 3s 4s Ah"

# every text put into the table's live regions from now on (an alert or a question added, or
# its region moved, counts: either is read out again)
_RECORD = """() => {
  const root = document.querySelector('.ctl-t-root');
  if (window.sayer) window.sayer.disconnect();
  window.said = [];
  const live = (n) => n.nodeType === 1 && (n.matches('[role=alert], [role=alertdialog], '
    + '[aria-live=assertive]') || n.querySelector('[role=alert], [role=alertdialog]'));
  window.sayer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (live(n) && n.textContent.trim()) window.said.push(n.textContent.trim());
    }
  });
  window.sayer.observe(root, { childList: true, subtree: true });
}"""


def _press(page: Any, key: str) -> None:
    """Press ``key`` on the focused control; wait for the kernel's answer if it sent one."""
    before = page.get_attribute(".ctl-t-root", "data-sent")
    page.keyboard.press(key)
    sent = page.get_attribute(".ctl-t-root", "data-sent")
    if sent != before:
        page.wait_for_function("(n) => document.querySelector('.ctl-t-root').dataset.ack === n",
                               arg=sent)
    page.wait_for_timeout(150)  # what the page does next (a later redraw) is recorded too


def _focused(page: Any) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.dataset.key"
                         " || null")


def _in_view(page: Any) -> bool:
    return page.evaluate("""() => { const b = document.activeElement.getBoundingClientRect();
      return b.top >= 0 && b.bottom <= window.innerHeight && b.width > 0; }""")


def test_an_old_error_or_question_is_not_said_again(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("said.ipynb", SETUP))
    kernel(page, f"t.update(hand='{FULL}', vira='8c')")
    page.wait_for_function("() => document.querySelectorAll('.ctl-t-handrow button').length"
                           " === 10")
    page.locator(".ctl-t-deck [data-card='Ac']").focus()
    _press(page, "Enter")  # an 11th card: refused
    error = page.locator(".ctl-t-error").inner_text()
    assert error.startswith("Ac cannot go into the hand")
    page.evaluate(_RECORD)
    page.locator("[data-key=reset]").focus()
    _press(page, "Enter")
    assert page.locator(".ctl-t-error").count() == 0
    assert page.evaluate("() => window.said") == []  # not even for a moment

    # the preset question: "Yes, change" does not ask it again
    kernel(page, "t.update(preset='cachetao', hand='JK 5h 6h')")
    page.wait_for_function("() => document.querySelector('[data-key=preset]').value"
                           " === 'cachetao'")
    page.locator("[data-key=preset]").focus()
    page.evaluate(_RECORD)
    _press(page, "ArrowDown")  # a preset without jokers: it asks first
    question = page.locator(".ctl-t-pending").text_content() or ""
    assert page.evaluate("() => window.said") == [question.strip()]
    assert _focused(page) == "confirm"
    _press(page, "Enter")
    assert page.locator(".ctl-t-pending").count() == 0
    assert page.evaluate("() => window.said") == [question.strip()]  # asked once
    assert "JK" not in ast.literal_eval(kernel(page, "print(repr(t.hand))").strip())
    assert page.errors == []


def test_escape_answers_the_preset_question_no(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("escape.ipynb", SETUP))
    kernel(page, "t.update(preset='cachetao', hand='JK 5h 6h')")
    page.wait_for_function("() => document.querySelector('[data-key=preset]').value"
                           " === 'cachetao'")
    page.locator("[data-key=preset]").focus()
    _press(page, "ArrowDown")
    assert page.locator(".ctl-t-pending").count() == 1 and _focused(page) == "confirm"
    _press(page, "Escape")
    assert page.locator(".ctl-t-pending").count() == 0
    assert _focused(page) == "preset"
    back = ast.literal_eval(kernel(page, "print(repr((t.preset, t.hand)))").strip())
    assert back == ("cachetao", ("5h", "6h", "JK"))  # nothing changed
    assert page.errors == []


def test_taking_back_the_vira_or_the_last_seen_card_keeps_the_focus_near(page: Any,
                                                                          lab: Lab) -> None:
    open_notebook(page, lab, lab.write("focus.ipynb", SETUP))
    kernel(page, f"t.update(hand='{FULL}', vira='8c', seen='4d')")
    page.wait_for_function("() => document.querySelector('.ctl-t-seen [data-key=\"seen#0\"]')")
    page.locator(".ctl-t-seen [data-key='seen#0']").scroll_into_view_if_needed()
    page.locator(".ctl-t-seen [data-key='seen#0']").focus()
    _press(page, "Enter")  # the last seen card: back on the deck, where the focus goes
    assert kernel(page, "print(t.seen)").strip() == "()"
    assert _focused(page) == "deck:4d" and _in_view(page)
    page.locator("[data-key=vira]").focus()
    _press(page, "Enter")  # the vira goes in one key
    assert kernel(page, "print(t.vira)").strip() == "None"
    assert _focused(page) == "deck:8c" and _in_view(page)
    assert page.errors == []
