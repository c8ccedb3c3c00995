"""Helpers for the game tests: a round set up with chosen hands, vira, lixeira and monte top."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cacheta_lab.engine.cards import parse_card, parse_cards
from cacheta_lab.engine.rules import get_rules
from cacheta_lab.game.judge import Judge
from cacheta_lab.game.round import Round, new_deck

# 2h 3h 4h / 7s 7d 7c / 9d 10d + Kc: na boa on 8d and Jd (vira Kh makes the aces wild)
NA_BOA = "2h 3h 4h 7s 7d 7c 9d 10d Kc"
COMPLETE = "2h 3h 4h 7s 7d 7c 9d 10d Jd"
LOOSE = "2s 5c 8h Js Qc 3d 6d 9s Kd"
LOOSE2 = "2c 5h 8s Jh Qd 3c 6h 9c Ks"
LOOSE3 = "2d 5s 8c Jc Qh 3s 6c 9h 4d"


def rig_round(rules, hands, vira="Kh", lixeira="", monte_top="", turn=0, top_from=None,
              **options) -> Round:
    """A round whose hands, vira, lixeira and top of the monte are the given ones; the rest of
    the deck is shuffled below. ``monte_top`` lists cards from the top down."""
    rules = get_rules(rules)
    # the seats as a list: a round of fewer players than the preset starts with, as in a
    # match where some are out
    rnd = Round(rules, list(range(len(hands))), seed=0, **options)
    vira_card = parse_card(vira) if (vira and rules.has_vira) else None
    chosen = {s: parse_cards(h) for s, h in enumerate(hands)}
    pile = parse_cards(lixeira)
    top = parse_cards(monte_top)
    used = Counter([c for h in chosen.values() for c in h] + pile + top
                   + ([vira_card] if vira_card else []))
    rest = Counter(new_deck(rules)) - used
    assert sum((Counter(new_deck(rules)) - rest).values()) == sum(used.values()), "too many copies"
    stock = sorted(rest.elements())
    random.Random(1).shuffle(stock)
    stock.extend(reversed(top))
    rnd.hands = chosen
    rnd.vira = vira_card
    rnd.judge = Judge(rules, vira_card)
    rnd.lixeira = pile
    rnd.stock = stock
    rnd.turn = turn
    rnd.top_from = top_from
    assert rnd.card_count() == len(new_deck(rules))
    return rnd


@pytest.fixture
def rig():
    return rig_round
