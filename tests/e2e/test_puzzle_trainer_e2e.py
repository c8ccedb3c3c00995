"""The puzzle trainer in Chromium: answered with the game table's keys (Enter on a pile, the
arrow keys along the hand), the verdict at once with the focus on "next", the other options
on demand; no key reaching JupyterLab's or Notebook 7's shortcuts; axe-core finds nothing, in
both languages and both themes, before and after a verdict."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from axe import axe_problem, check, report
from lab import Lab, kernel, open_notebook
from prerequisites import NotRun
from test_accessibility_e2e import THEMES, use_theme
from test_notebook7_e2e import _FOCUSED, _NOTEBOOK, KEYS, _errors, _keys_stay, _no_leak, _settle

pytestmark = pytest.mark.frontends  # make test-frontends

_no_axe = NotRun("ACCESSIBILITY CHECK", "axe-core is a dev dependency installed by npm ci")
ROOT = ".ctl-pz-root"


def trainer_cell(history: str, lang: str = "pt", theme: str = "lixeira", name: str = "t"
                 ) -> str:
    """A trainer on a fresh ``history`` file (one per test: the server's folder is shared)."""
    return ("from cacheta_lab import PuzzleTrainer\n"
            f"{name} = PuzzleTrainer(theme={theme!r}, path={history + '.sqlite'!r}, "
            f"seed=5, lang={lang!r})\n{name}")


def solution(page: Any, name: str = "t") -> dict[str, Any]:
    """The right move of the puzzle shown, from the kernel."""
    return ast.literal_eval(kernel(page, f"print({name}.puzzle.solution[0].to_dict())").strip())


def press(page: Any, key: str) -> None:
    page.keyboard.press(key)
    _settle(page, ROOT)


def focused(page: Any) -> str | None:
    return page.evaluate(_FOCUSED, ROOT)


def test_answered_by_keyboard_verdict_and_the_next(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("trainer.ipynb", trainer_cell("verdict")),
                  ready=f"{ROOT}[data-ack]")
    root = page.locator(ROOT)
    first = root.get_attribute("data-puzzle")
    move = solution(page)
    assert move["type"] == "draw"  # the lixeira theme: a draw
    page.locator(f"{ROOT} [data-key={move['source']}]").focus()
    press(page, "Enter")
    assert root.get_attribute("data-solved") == "1"
    assert root.locator(".ctl-pz-verdict-title").inner_text() == "Certo!"
    assert focused(page) == "next"
    learner = kernel(page, "print(round(t.verdict.learner_after.rating))").strip()
    assert f"→ {learner}" in root.locator("[data-key=your-rating]").inner_text()
    shown = root.locator(".ctl-pz-options tbody tr").count()
    if root.locator("[data-key=others]").count():
        root.locator("[data-key=others]").click()
        assert root.locator(".ctl-pz-options tbody tr").count() > shown
    page.locator(f"{ROOT} [data-key=next]").focus()
    press(page, "Enter")
    assert root.get_attribute("data-puzzle") != first and root.get_attribute("data-solved") == ""
    assert focused(page) in ("hand#0", "monte")

    # a discard, found with the arrow keys along the hand
    kernel(page, "t.refilter(theme='shape')")
    page.wait_for_function("() => document.querySelector('.ctl-pz-root')"
                           ".innerText.includes('descartar')", timeout=20000)
    move = solution(page)
    assert move["type"] == "discard"
    page.locator(f"{ROOT} [data-key='hand#0']").focus()
    for _ in range(12):
        if page.evaluate("() => document.activeElement.dataset.card") == move["card"]:
            break
        press(page, "ArrowRight")
    press(page, "Enter")
    assert root.get_attribute("data-solved") == "1"
    assert kernel(page, "print(len(t.history), t.training.answered)").split() == ["2", "2"]
    assert page.errors == []


def test_a_refused_move_is_said_and_changes_nothing(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("trainer-refused.ipynb", trainer_cell("refused", "en")),
                  ready=f"{ROOT}[data-ack]")
    page.locator(f"{ROOT} [data-key='hand#0']").focus()
    press(page, "Enter")  # a discard before the draw: the engine says why not
    root = page.locator(ROOT)
    assert root.locator(".ctl-pz-error").inner_text() != ""
    assert page.locator(f"{ROOT} [role=alert]").inner_text() != ""
    assert root.get_attribute("data-solved") == ""
    assert kernel(page, "print(len(t.history))").strip() == "0"


def test_keys_stay_in_the_trainer_in_jupyterlab(page: Any, lab: Lab) -> None:
    name = lab.write("trainer-keys.ipynb", trainer_cell("keys"), "1 + 1", "2 + 2")
    open_notebook(page, lab, name, ready=f"{ROOT}[data-ack]")
    before = page.evaluate(_NOTEBOOK)
    _no_leak(_keys_stay(page, ROOT, "[data-key='hand#0']", KEYS))
    _no_leak(_keys_stay(page, ROOT, "[data-key=monte]", ["a", "b", "d", "d", "m", "x", "z"]))
    assert page.evaluate(_NOTEBOOK)["types"] == before["types"]
    assert page.errors == []


def test_keys_stay_in_the_trainer_in_notebook7(nb7_page: Any, notebook7: Lab) -> None:
    page = nb7_page
    open_notebook(page, notebook7, notebook7.write("trainer7.ipynb", trainer_cell("nb7"),
                                                   "1 + 1", "2 + 2"), ready=f"{ROOT}[data-ack]")
    _no_leak(_keys_stay(page, ROOT, "[data-key='hand#0']", KEYS))
    move = solution(page)
    page.locator(f"{ROOT} [data-key={move['source']}]").focus()
    before = page.evaluate(_NOTEBOOK)
    press(page, "Enter")
    assert page.locator(ROOT).get_attribute("data-solved") == "1"
    _no_leak(_keys_stay(page, ROOT, "[data-key=next]", ["a", "d", "d", "m", "ArrowDown"]))
    assert page.evaluate(_NOTEBOOK) == before
    assert _errors(page) == []


def test_no_accessibility_violation_in_both_languages_and_themes(page: Any, lab: Lab) -> None:
    problem = axe_problem()
    if problem:
        _no_axe(problem)
    cells = (trainer_cell("axe-pt", "pt", name="pt"),
             trainer_cell("axe-en", "en", "shape", name="en"))
    open_notebook(page, lab, lab.write("trainer-axe.ipynb", *cells), theme=THEMES["light"],
                  ready=f"{ROOT}[data-ack]")
    page.wait_for_function("() => document.querySelectorAll('.ctl-pz-root[data-ack]').length"
                           " === 2", timeout=60000)
    langs = page.eval_on_selector_all(ROOT, "(rs) => rs.map((r) => r.lang)")
    assert langs == ["pt-BR", "en"]
    for verdict in (False, True):
        if verdict:  # answered: the verdict, every option shown, the dashboard open
            for name in ("pt", "en"):
                kernel(page, f"{name}.answer({name}.puzzle.tempting_option.move)")
            page.wait_for_function("() => document.querySelectorAll('.ctl-pz-verdict')"
                                   ".length === 2", timeout=20000)
            for button in page.locator(f"{ROOT} [data-key=others]").all():
                button.click()
            for summary in page.locator(f"{ROOT} summary[data-key=dashboard]").all():
                summary.click()
        for theme in THEMES:
            use_theme(page, theme)
            found = check(page, ROOT)
            assert found == [], f"{theme} theme, verdict {verdict}:\n" + report(found)
    assert page.errors == []
