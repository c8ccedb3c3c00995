"""Positions to practise on: a seat's view with a chosen hand, vira and lixeira.

    view = practice_view("2h 3h 4h 7s 7d 7c 9d 10d 5c 5s", "oficial", vira="Kh")
    coach.grade(view, Discard(0, parse_card("9d")))
"""

from __future__ import annotations

import random
from collections import Counter

from ..checks import check_players, check_seed
from ..engine.analysis import CardsLike
from ..engine.cards import parse_card, parse_cards
from ..engine.rules import HAND_CARDS, HAND_SIZES, Rules, get_rules
from ..errors import CachetaError
from ..game.round import Round, new_deck
from ..game.views import PlayerView
from ..words.catalogue import Said


def practice_view(hand: CardsLike, rules: str | Rules = "oficial", vira: str | None = None,
                  lixeira: CardsLike = "", players: int = 3, seed: int = 0,
                  announced: bool = False, watching: bool = False) -> PlayerView:
    """Seat 0's view at a chosen position: with 10 cards it has drawn and must discard (or
    bater); with 9 it is about to draw. The other seats hold cards dealt from the rest of the
    deck (``seed``), which the view does not show. ``announced``: seat 0 has announced na
    boa (where the rules have calls); ``watching``: with 9 cards, the lixeira top is seat 1's
    discard and seat 2 is about to draw (seat 0 may furar a fila)."""
    ruleset = get_rules(rules)
    players = check_players(ruleset, players)
    seed = check_seed(seed)
    cards = parse_cards(hand)
    if len(cards) not in HAND_SIZES:
        raise CachetaError(Said("coach.practice.size", n=len(cards)))
    if announced and not ruleset.na_boa_calls:
        raise CachetaError(Said("coach.practice.no_calls", p=ruleset.id))
    pile = parse_cards(lixeira)
    vira_card = parse_card(vira) if (vira is not None and ruleset.has_vira) else None
    if ruleset.has_vira and vira_card is None:
        raise CachetaError(Said("coach.practice.vira", p=ruleset.id))
    used = Counter(cards + pile + ([vira_card] if vira_card else []))
    deck = Counter(new_deck(ruleset))
    if used - deck:
        extra = " ".join(c.code for c in (used - deck).elements())
        raise CachetaError(Said("coach.practice.too_many", cards=extra))
    rest = sorted((deck - used).elements())
    needed = HAND_CARDS * (players - 1) + 1  # the other hands, and a card left in the monte
    if len(rest) < needed:
        raise CachetaError(Said("coach.practice.lixeira", n=len(pile), rest=len(rest),
                                others=players - 1, needed=needed))
    random.Random(seed).shuffle(rest)
    snap = Round(ruleset, players, seed=0).snapshot()
    hands = {"0": [c.code for c in cards]}
    for s in range(1, players):
        hands[str(s)] = [rest.pop().code for _ in range(HAND_CARDS)]
    discard = len(cards) == 10
    watching = watching and not discard and players > 2
    snap.update(hands=hands, stock=[c.code for c in rest], lixeira=[c.code for c in pile],
                vira=vira_card.code if vira_card else None, turn=2 if watching else 0,
                phase="discard" if discard else "draw", taken=None,
                top_from=(1 if watching else players - 1) if pile else None,
                announced=[0] if announced else [], burned=[], folded=[], dropped=[],
                has_drawn=[0] if discard else [], history=[],
                turns=1 if discard else 0, moves=0)
    return Round.from_snapshot(snap).view(0)
