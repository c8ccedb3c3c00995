"""The game table in JupyterLab, in Chromium: stepping with the bots' reasons, auto-play, and a
learner's clicks, legal and refused; the kernel's state read back."""

from __future__ import annotations

import ast
from typing import Any

from lab import Lab, kernel, open_notebook

SETUP = ("from cacheta_lab import GameTable\n"
         "g = GameTable(preset='oficial', players=4, bots='greedy', seed=0)\ng")
LEARNER = ("s = GameTable(preset='oficial', players=3, bots='greedy', seat=0, open_hands=False, "
           "seed=1)\ns")

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
        "o jogador 0 precisa comprar primeiro (do monte ou da lixeira)")
    assert moves(page, "s") == 0

    # legal: draw from the monte, then discard
    click(page, 0, "[data-key=monte]")
    assert root.locator(".ctl-g-error").count() == 0
    assert root.locator(".ctl-g-move").first.inner_text() == "1. jogador 0 compra do monte"
    assert root.locator('[data-seat="0"] button[data-card]').count() == 10
    click(page, 0, f'[data-seat="0"] [data-card="{hand[0]}"]')
    assert moves(page, "s") == 2
    assert root.locator(".ctl-g-status").inner_text().startswith("Vez do jogador 1")
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
