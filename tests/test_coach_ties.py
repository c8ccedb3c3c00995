"""The coach lists discards it rates exactly alike in the discard table's order, so that its
best option is the strong bot's discard (lesson 11: how ties are broken)."""

from __future__ import annotations

import pytest

from cacheta_lab import coach
from cacheta_lab.coach import fast
from cacheta_lab.game.bots import make_bot
from cacheta_lab.game.chances import Chances

HANDS = [
    ("7s 7d 9c 10c 2h 2d Jh Qs 5d 3c", "oficial", "Kh"),
    ("Ac 4d 7h 10s Kc 3h 6s 9d Qh 5c", "oficial", "8c"),
    ("2c 2d 5h 8s Jc 4h 7s 10d Kh 6c", "pife", "9c"),
]


@pytest.mark.parametrize(("hand", "preset", "vira"), HANDS)
def test_exact_ties_follow_the_discard_table(hand: str, preset: str, vira: str) -> None:
    view = coach.practice_view(hand, preset, vira=vira)
    listed = fast.evaluate(view).options
    tied = [o.move.card for o in listed if o.win == listed[0].win]
    assert len(tied) >= 2  # the hand has discards the model rates exactly alike
    table = [card for card in Chances(view).my_discards() if card in tied]
    assert tied == table
    assert listed[0].move == make_bot("strong").choose(view)
