"""The deep evaluator's deals honour an announcement of na boa: the engine refuses a false one,
so the hand of an opponent who announced is na boa in every deal."""

from __future__ import annotations

import random

from cacheta_lab.coach.deep import deep_evaluate
from cacheta_lab.coach.determinize import consistent, knowledge
from cacheta_lab.coach.inference import plausible_deal
from cacheta_lab.coach.playout import policy_for
from cacheta_lab.engine.cards import CARDS, parse_card
from cacheta_lab.game.moves import MONTE, AnunciarNaBoa, Draw

DEALS = 120


def _announced_next(rig):
    """Megajogos: the next player took the 8h and the 9h and announced na boa; seat 0 drew."""
    rnd = rig("megajogos", ["2c 3c 4c 5c Kd Ks 7h Qs 10h", "8h 9h 2s 3s 4s Jc Jd Js Qd"],
              vira="Kh", monte_top="Kc")
    rnd._public += [("take", 1, parse_card("8h")), ("take", 1, parse_card("9h"))]
    rnd.play(AnunciarNaBoa(1))
    rnd.play(Draw(0, MONTE))
    return rnd, rnd.view(0)


def test_an_announced_opponent_is_dealt_a_na_boa_hand(rig):
    rnd, view = _announced_next(rig)
    know = knowledge(view)
    policy = policy_for(view.rules, know.vira)
    rng = random.Random(3)
    waits = {"7h": 0, "Qs": 0}
    for _ in range(DEALS):
        deal = plausible_deal(know, policy, rng)
        assert consistent(know, deal)
        hand = [CARDS[k] for k in deal.hands[1]]
        assert {"8h", "9h"} <= {c.code for c in hand}
        outs = {o.card.code for o in rnd.judge.outs(hand)}
        assert outs, "an announced hand that is not na boa"
        for code in waits:
            waits[code] += code in outs
    # the 7h joins the cards that player took: it is their out far more often than a loose Q♠
    assert waits["7h"] >= DEALS // 3 > waits["Qs"] * 2


def test_the_deep_evaluator_sees_the_threat(rig):
    """With the announced hand na boa the seat's chance falls well below what hands kept at
    random gave (about 37 %)."""
    _rnd, view = _announced_next(rig)
    best = deep_evaluate(view, playouts=200, seed=1).win
    assert best < 0.25
