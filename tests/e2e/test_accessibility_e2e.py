"""axe-core on both tables in JupyterLab: both languages, light and dark themes; the card table
with a discard table, outs beyond those drawn, the other splits open and a discard's preview
shown; the game table with a learner's seat and with open hands. No serious or critical
violation may be left."""

from __future__ import annotations

from typing import Any

from axe import axe_problem, check, report, serious
from lab import Lab, click_and_wait, open_notebook
from prerequisites import NotRun

_missing = NotRun("ACCESSIBILITY CHECK", "axe-core is a dev dependency installed by npm ci")

TABLES = (
    "from cacheta_lab import CardTable\n"
    "pt = CardTable('JK 9h 5h 6h 7h Kc Kd 2s 3s 4d', preset='oficial', vira='8h', seen='4s',"
    " lang='pt')\npt",
    "en = CardTable('5h 6h 8h Kc Kd Ks 2s 3s 9s Qd', preset='megajogos', vira='8c', seen='4s',"
    " lang='en')\nen",
    "short = CardTable('5h 6h 7h', preset='megajogos', vira='8c', lang='en')\nshort",
    "from cacheta_lab import GameTable\n"
    "GameTable(preset='oficial', players=3, seed=0, seat=0, lang='pt')",
    "GameTable(preset='megajogos', players=4, seed=1, open_hands=True, lang='en')",
)
CARD_TABLES = 3
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}


def use_theme(page: Any, theme: str) -> None:
    """Switch JupyterLab to ``theme`` ("light" or "dark") and wait until it is applied."""
    page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme', "
                  "{theme: t})", THEMES[theme])
    light = "true" if theme == "light" else "false"
    page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{light}'")
    page.wait_for_timeout(300)  # the theme's stylesheet applied


def test_tables_have_no_serious_violation(page: Any, lab: Lab) -> None:
    """One notebook, checked in the light theme, then in the dark one (the tables stay)."""
    problem = axe_problem()
    if problem:
        _missing(problem)
    open_notebook(page, lab, lab.write("axe.ipynb", *TABLES), theme=THEMES["light"])
    page.wait_for_function("(n) => document.querySelectorAll('.ctl-t-root[data-ack]').length"
                           " === n", arg=CARD_TABLES, timeout=60000)
    page.wait_for_function("(n) => document.querySelectorAll('.ctl-g-root[data-ack]').length"
                           " === n", arg=len(TABLES) - CARD_TABLES, timeout=60000)
    first = page.locator(".ctl-t-root").first
    # the other splits open, with their "show more" button
    click_and_wait(page, ".ctl-t-root summary[data-key='others']")
    langs = page.eval_on_selector_all(".ctl-t-root", "(rs) => rs.map((r) => r.lang)")
    assert langs == ["pt-BR", "en", "en"]
    for theme in THEMES:
        use_theme(page, theme)
        # a discard's preview shown, by the keyboard
        first.locator(".ctl-t-drow").nth(1).focus()
        assert first.locator(".ctl-t-preview").is_visible()
        found = check(page, ".ctl-t-root") + check(page, ".ctl-g-root")
        assert serious(found) == [], f"{theme} theme:\n" + report(found)
    # the check itself finds what it should: a nameless button is critical
    page.evaluate("() => { const d = document.createElement('div'); d.className = 'axe-probe';"
                  " d.innerHTML = '<button></button>'; document.body.append(d); }")
    assert [v["id"] for v in serious(check(page, ".axe-probe"))] == ["button-name"]
    assert page.errors == []
