"""The game table in JupyterLab, in Chromium: stepping with the bots' reasons, auto-play, a
learner's clicks (legal and refused) and keys, the bots playing on after the learner's move
with the focus kept; axe-core in both languages and both themes, and a 320 px window; the
kernel's state read back."""

from __future__ import annotations

import ast
from typing import Any

from axe import axe_problem, check, report, serious
from lab import Lab, kernel, open_notebook
from prerequisites import NotRun

SETUP = ("from cacheta_lab import GameTable\n"
         "g = GameTable(preset='oficial', players=4, bots='greedy', seed=0)\ng")
LEARNER = ("s = GameTable(preset='oficial', players=3, bots='greedy', seat=0, open_hands=False, "
           "seed=1)\ns.speed = 4\ns")

# click an element inside the index-th game table, wait until the kernel's answer is drawn
_CLICK = """async ([index, selector]) => {
  const root = () => document.querySelectorAll(".ctl-g-root")[index];
  const target = root().querySelector(selector);
  if (!target) throw new Error("no element " + selector);
  target.click();
  const want = root().dataset.sent;
  const deadline = Date.now() + 20000;
  while (root().dataset.ack !== want) {
    if (Date.now() > deadline) throw new Error("no answer for " + selector);
    await new Promise((r) => setTimeout(r, 20));
  }
}"""


def click(page: Any, index: int, selector: str) -> None:
    page.evaluate(_CLICK, [index, selector])


def table(page: Any, index: int) -> Any:
    return page.locator(".ctl-g-root").nth(index)


def moves(page: Any, name: str) -> int:
    return int(kernel(page, f"print({name}.round.moves)").strip())


def test_step_and_auto_play_show_moves_with_reasons(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("game.ipynb", SETUP), ready=".ctl-g-root[data-ack]")
    root = table(page, 0)
    assert page.locator(".ctl-g-static").count() == 0  # the live table, not the static drawing
    assert root.locator(".ctl-g-seat").count() == 4
    for _ in range(3):
        click(page, 0, "[data-key=step]")
    assert moves(page, "g") == 3
    items = root.locator(".ctl-g-move")
    assert items.count() == 3
    newest = items.first
    assert newest.locator(".ctl-g-what").inner_text() == "3. jogador 1 compra do monte"
    assert newest.locator(".ctl-g-why").inner_text().startswith("compro do monte")
    assert items.nth(1).locator(".ctl-g-what").inner_text().startswith("2. jogador 0 descarta")
    assert items.nth(1).locator(".ctl-g-why").inner_text().startswith("descarto")

    # auto-play: the page asks for moves on its own at the chosen speed, until paused
    page.select_option(".ctl-g-root [data-key=speed]", "4")
    page.wait_for_function("() => document.querySelector('.ctl-g-root [data-key=speed]')"
                           ".value === '4' && document.querySelector('.ctl-g-root').dataset"
                           ".ack === document.querySelector('.ctl-g-root').dataset.sent")
    click(page, 0, "[data-key=auto]")
    page.wait_for_function("() => document.querySelectorAll('.ctl-g-root .ctl-g-move')"
                           ".length >= 7", timeout=20000)
    click(page, 0, "[data-key=auto]")
    assert kernel(page, "print(g.auto, g.speed)").split() == ["False", "4.0"]
    done = moves(page, "g")
    assert done >= 7
    page.wait_for_timeout(600)
    assert moves(page, "g") <= done + 1  # paused (one step may have been in flight)
    assert page.errors == []


def test_a_learner_clicks_a_legal_and_an_illegal_move(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("learner.ipynb",
                                       "from cacheta_lab import GameTable", LEARNER),
                  ready=".ctl-g-root[data-ack]")
    root = table(page, 0)
    assert root.locator(".ctl-g-status").inner_text().startswith("Sua vez")
    # the other hands are hidden: only backs, no card codes
    for other in ("1", "2"):
        assert root.locator(f'[data-seat="{other}"] [data-card]').count() == 0
        assert root.locator(f'[data-seat="{other}"] .ctl-g-hidden').count() == 9
    hand = ast.literal_eval(kernel(page, "print([c.code for c in s.round.hands[0]])").strip())

    # illegal: a discard before drawing is refused and explained; nothing changes
    click(page, 0, f'[data-seat="0"] [data-card="{hand[0]}"]')
    assert root.locator(".ctl-g-error").inner_text() == (
        "Primeiro compre do monte ou pegue da lixeira; depois descarte ou bata.")
    assert moves(page, "s") == 0

    # legal: draw from the monte, then discard
    click(page, 0, "[data-key=monte]")
    assert root.locator(".ctl-g-error").count() == 0
    assert root.locator(".ctl-g-move").first.inner_text() == "1. você compra do monte"
    assert root.locator('[data-seat="0"] button[data-card]').count() == 10
    click(page, 0, f'[data-seat="0"] [data-card="{hand[0]}"]')
    assert moves(page, "s") >= 2
    # the bots play on by themselves until it is the learner's turn again
    page.wait_for_function("() => document.querySelector('.ctl-g-root').dataset.auto === '0'"
                           " && document.querySelector('.ctl-g-status').innerText"
                           ".startsWith('Sua vez')", timeout=30000)
    assert moves(page, "s") == 6 and kernel(page, "print(s.round.turn)").strip() == "0"
    assert page.errors == []


COACHED = ("c = GameTable(preset='oficial', players=2, bots='greedy', seat=0, open_hands=False, "
           "coach=True, seed=1)\nc")


def test_the_coach_grades_a_clicked_move_and_open_hands_is_not_a_control(page: Any,
                                                                         lab: Lab) -> None:
    open_notebook(page, lab, lab.write("coach.ipynb",
                                       "from cacheta_lab import GameTable", COACHED),
                  ready=".ctl-g-root[data-ack]")
    root = table(page, 0)
    assert root.locator("input[type=checkbox]").count() == 0  # the teacher's setting only
    assert root.locator(".ctl-g-coach .ctl-g-empty").count() == 1
    click(page, 0, "[data-key=monte]")
    grade = root.locator(".ctl-g-coach [data-key=grade]")
    assert grade.get_attribute("data-grade") in ("best", "good", "inaccuracy", "mistake",
                                                 "blunder")
    assert grade.locator(".ctl-g-badge").inner_text()
    said = kernel(page, "print(c.grades[-1].grade, c.grades[-1].move)").split()
    assert said == [grade.get_attribute("data-grade"), "draw", "monte"]
    assert root.locator('[data-seat="1"] [data-card]').count() == 0
    assert page.errors == []


KEYBOARD = ("k = GameTable(preset='oficial', players=3, bots='greedy', seat=0, open_hands=False, "
            "seed=1)\nk.speed = 4\nk")

_NOTEBOOK = """() => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  return [nb.activeCellIndex, nb.mode];
}"""

_FOCUSED = """() => {
  const a = document.activeElement;
  const root = document.querySelector('.ctl-g-root');
  return root && root.contains(a) ? (a.dataset.key || a.tagName) : null;
}"""


def answered(page: Any) -> None:
    page.wait_for_function("() => { const r = document.querySelector('.ctl-g-root');"
                           " return r.dataset.ack === r.dataset.sent; }", timeout=20000)


def test_a_learner_plays_by_keyboard_and_the_bots_play_on(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("keys.ipynb", "from cacheta_lab import GameTable",
                                       KEYBOARD, "after = 1"),
                  ready=".ctl-g-root[data-ack]")
    root = table(page, 0)
    page.evaluate("() => window.jupyterapp.shell.currentWidget.content.activeCellIndex = 1")
    cell = page.evaluate(_NOTEBOOK)

    # the arrow keys on the speed menu change the speed, not the notebook's cell
    speed = root.locator("[data-key=speed]")
    speed.focus()
    page.keyboard.press("ArrowUp")
    answered(page)
    assert kernel(page, "print(k.speed)").strip() == "2.0"
    assert page.evaluate(_NOTEBOOK) == cell

    # Enter on the monte draws, and the focus stays on the monte
    root.locator("[data-key=monte]").focus()
    page.keyboard.press("Enter")
    answered(page)
    assert kernel(page, "print(k.round.move_log[-1])").strip() == "Draw(seat=0, source='monte')"
    assert page.evaluate(_FOCUSED) == "monte"

    # Tab to the hand (one stop), an arrow to the second card, Enter discards it
    for _ in range(12):
        page.keyboard.press("Tab")
        if (page.evaluate(_FOCUSED) or "").startswith("hand#"):
            break
    assert page.evaluate(_FOCUSED) == "hand#0"
    ring = page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                         " return [s.outlineStyle, parseFloat(s.outlineWidth)]; }")
    assert ring[0] == "solid" and ring[1] >= 2  # the focus ring is drawn
    page.keyboard.press("ArrowRight")
    code = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    answered(page)
    assert kernel(page, "print(k.round.move_log[1].card.code)").strip() == code

    # the bots play on at the chosen speed; the focus stays in the hand all along
    seen: list[Any] = []
    for _ in range(150):  # up to about 20 s on a busy machine
        seen.append(page.evaluate(_FOCUSED))
        if root.get_attribute("data-auto") == "0" and moves(page, "k") > 2:
            break
        page.wait_for_timeout(150)
    assert moves(page, "k") == 6 and kernel(page, "print(k.round.turn)").strip() == "0"
    assert all(key is not None and key.startswith("hand#") for key in seen), seen
    assert root.locator(".ctl-g-status").inner_text().startswith("Sua vez")
    said = root.locator('[aria-live="polite"]').inner_text()
    assert said.startswith("Desde a sua jogada: jogador 1 descarta") and said.endswith(
        "Sua vez: compre do monte ou pegue da lixeira.")
    assert page.evaluate(_NOTEBOOK) == cell  # no key reached the notebook
    assert page.errors == []


_no_axe = NotRun("ACCESSIBILITY CHECK", "axe-core is a dev dependency installed by npm ci")

# a learner who has just said a false bati (the notice with its split), hidden hands and the
# coach; a teacher's table in English with open hands and a log
AXE_TABLES = (
    "from cacheta_lab import GameTable\nfrom cacheta_lab.game import Bater, Draw",
    "pt = GameTable(preset='megajogos', players=3, bots='greedy', seat=0, seed=0, coach=True, "
    "open_hands=False, lang='pt')\npt.learner_move(Draw(0, 'monte'))\n"
    "pt.learner_move(Bater(0, None))\npt.auto = False  # held still while axe reads it\npt",
    "en = GameTable(preset='oficial', players=3, bots='greedy', seed=1, lang='en')\n"
    "en.play(5)\nen",
    # a learner about to say a false bati: the table asks first (opened in the page)
    "ask = GameTable(preset='oficial', players=4, bots='greedy', seat=0, seed=3, lang='en')\n"
    "ask.learner_move(Draw(0, 'monte'))\nask",
)
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
# a phone-sized window: the side panels closed, as a reader would close them
_NARROW = "() => { const s = window.jupyterapp.shell; s.collapseLeft(); s.collapseRight(); }"


def axe_clean(page: Any) -> None:
    found = check(page, ".ctl-g-root")
    assert serious(found) == [], report(found)


def inside_the_table(root: Any) -> None:
    """Nothing sticks out of the table, and every fact is drawn inside it."""
    box = root.bounding_box()
    assert box is not None and box["width"] <= 320
    assert root.evaluate("(r) => r.scrollWidth - r.clientWidth") <= 1
    for selector in (".ctl-g-vira", ".ctl-g-monte", ".ctl-g-lixeira", ".ctl-g-log",
                     ".ctl-g-seat", "[data-card]"):
        items = root.locator(selector)
        assert items.count() >= 1, selector
        for i in range(items.count()):
            b = items.nth(i).bounding_box()
            assert b is not None and b["width"] > 0, selector
            assert box["x"] - 1 <= b["x"] and b["x"] + b["width"] <= box["x"] + box["width"] + 1


def test_game_table_accessibility_in_both_themes_and_at_320_px(page: Any, lab: Lab) -> None:
    problem = axe_problem()
    if problem:
        _no_axe(problem)
    open_notebook(page, lab, lab.write("axe-game.ipynb", *AXE_TABLES),
                  theme=THEMES["light"], ready=".ctl-g-root[data-ack]")
    page.wait_for_function("() => document.querySelectorAll('.ctl-g-root[data-ack]').length"
                           " === 3", timeout=60000)
    table(page, 2).locator("[data-key=bater10]").click()
    assert table(page, 2).locator("[role=alertdialog]").count() == 1
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")
    learner, teacher = table(page, 0), table(page, 1)
    assert learner.locator("[data-key=notice] h3").inner_text() == "Bati falso"
    assert learner.locator(".ctl-g-coach").count() == 1
    langs = page.eval_on_selector_all(".ctl-g-root", "(rs) => rs.map((r) => r.lang)")
    assert langs == ["pt-BR", "en", "en"]
    # the vira and the open hands are in the accessibility tree, with names
    assert teacher.get_by_role("img", name="Vira: ", exact=False).count() == 1
    hand = teacher.get_by_role("list", name="Player 1's hand")
    assert hand.get_by_role("listitem").count() == 9
    assert learner.get_by_role("img", name="9 cartas escondidas").count() == 2
    # out after the false bati: the cards are no longer buttons; the monte focused by the
    # keyboard, so the focus ring is drawn too
    assert learner.locator('[data-seat="0"] button[data-card]').count() == 0
    assert learner.locator('[data-seat="0"] [data-card]').count() >= 9
    learner.locator("[data-key=monte]").focus()
    axe_clean(page)

    page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme', "
                  "{theme: t})", THEMES["dark"])
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    page.wait_for_timeout(300)
    axe_clean(page)

    page.set_viewport_size({"width": 320, "height": 900})
    page.evaluate(_NARROW)
    page.wait_for_timeout(500)
    for root in (learner, teacher):
        root.scroll_into_view_if_needed()
        inside_the_table(root)
    axe_clean(page)
    assert page.errors == []
