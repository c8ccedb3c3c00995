"""The coach on a learner's game table, in JupyterLab and Notebook 7 (Chromium): its figures
say which moment they are of (the chance now, the chance expected when the learner chose,
the hand before a card drawn from the monte was seen), and at the end of the round each line
of the review bears the number its move has in the table's log, which then lists every move."""

from __future__ import annotations

from typing import Any

import pytest
from lab import Lab, kernel, open_notebook, own_errors

pytestmark = pytest.mark.frontends  # make test-frontends

COACHED = ("from cacheta_lab import GameTable\n"
           "c = GameTable(preset='oficial', players=2, bots='greedy', seat=0, open_hands=False, "
           "coach=True, seed=1, lang='en')\nc.speed = 4\nc")
ROOT = ".ctl-g-root"

# the learner's moves from Python until the round ends: the monte, then the best discard (or
# bater when the hand goes out); the bots' moves in between
TO_THE_END = """
from cacheta_lab.game import Bater, Discard, Draw
c.auto = False
while not c.over and c.round.turns < 200:
    if c.waiting_for_learner:
        v = c.round.view(0)
        if v.phase == 'draw':
            c.learner_move(Draw(0, 'monte'))
        else:
            with10, discards = v.bater_options()
            if with10 or discards:
                c.learner_move(Bater(0, None if with10 else discards[0]))
            else:
                c.learner_move(Discard(0, v.discard_table(())[0].card))
        c.auto = False
    else:
        c.play()
print(c.over, c.round.moves)
"""


def test_the_coach_says_which_moment_and_numbers_the_review_as_the_log(
        front_end_page: Any, front_end: Lab) -> None:
    page, server = front_end_page, front_end
    open_notebook(page, server, server.write("coach.ipynb", COACHED),
                  ready=f"{ROOT}[data-ack]")
    root = page.locator(ROOT)
    root.locator("[data-key=monte]").click()
    page.wait_for_function("() => { const r = document.querySelector('.ctl-g-root');"
                           " return r.dataset.ack === r.dataset.sent"
                           " && r.querySelector('[data-key=grade]'); }", timeout=20000)
    # two moments, each named: the chance now (the new card seen), and the chance that
    # was expected when the learner chose, from the hand before the new card
    now = root.locator("[data-key=meter]").inner_text()
    assert now.startswith("your chance to win the round now: "), now
    grade = root.locator("[data-key=grade]").inner_text()
    assert "before the new card (" in grade, grade
    assert "(chance expected when you chose: " in grade, grade

    over, moves = kernel(page, TO_THE_END).split()
    assert over == "True"
    page.wait_for_selector(f"{ROOT} [data-key=review]")
    # the log lists every move now; each review line's number is its move's in the log
    numbers = [int(n) for n in root.locator(".ctl-g-move").evaluate_all(
        "(items) => items.map((i) => i.dataset.n)")]
    assert sorted(numbers) == list(range(1, int(moves) + 1))
    mine = dict(root.locator(".ctl-g-move.ctl-g-mine").evaluate_all(
        "(items) => items.map((i) => [Number(i.dataset.n),"
        " i.querySelector('.ctl-g-what').innerText])"))
    lines = root.locator("[data-key=review] .ctl-g-gmove").all_inner_texts()
    assert len(lines) >= 4
    for line in lines:
        number, _, move = line.partition(". ")
        assert int(number) in mine, (line, mine)
        said = mine[int(number)]
        if move.startswith("draws from the monte"):
            assert "you draw from the monte" in said, (line, said)
        elif move.startswith("discards"):
            assert "you discard" in said, (line, said)
    assert own_errors(page.errors) == []
