"""The vira and the curingas (wild cards) it makes."""

from __future__ import annotations

from ..errors import CachetaError
from ..words.catalogue import Said
from .cards import JOKER, RED_SUITS, SUITS, Card, parse_card
from .rules import Rules, get_rules


def parse_vira(vira: str | Card | None, rules: Rules) -> Card | None:
    """Parse and check the vira for ``rules`` (None when no vira is known yet)."""
    if vira is None or vira == "":
        return None
    card = parse_card(vira)
    if not rules.has_vira:
        raise CachetaError(Said("vira.no_vira", p=rules.id, card=card.code))
    if card.is_joker:
        raise CachetaError(Said("vira.joker"))
    return card


def curinga_rank(vira: Card) -> int:
    """The wild rank: the rank after the vira's (a K vira makes the A wild)."""
    return vira.rank % 13 + 1


def wild_cards(rules: str | Rules, vira: str | Card | None) -> frozenset[Card]:
    """Every card kind that is wild under ``rules`` (a preset or its name) with this vira
    (a card or its text), jokers included."""
    rules = get_rules(rules)
    vira = parse_card(vira) if vira is not None else None
    wild: set[Card] = {JOKER} if rules.jokers else set()
    if vira is not None and rules.curinga != "none":
        rank = curinga_rank(vira)
        if rules.curinga == "same_suit":
            suits = (vira.suit,)
        else:
            red = vira.suit in RED_SUITS
            suits = tuple(s for s in SUITS if (s in RED_SUITS) == red)
        wild.update(Card.of(rank, s) for s in suits)
    return frozenset(wild)
