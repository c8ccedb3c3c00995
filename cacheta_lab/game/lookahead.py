"""The strong bot's second look at the discards the win-chance model rates alike.

The model (:mod:`cacheta_lab.game.chances`) decides; this module only tells apart the discards
it rates within :data:`NOISE` (log-odds) of the best, among those leaving the fewest draws
missing:

- na boa, the hand is valued one draw ahead: it bates on the next draw with ``p1``, and is
  otherwise worth what the model says now;
- far from bater, where the model's few features say little, by what the cards can still
  become: first a discard that hands the next player nothing (no curinga, no card joining what
  they took from the lixeira), then the hand whose cards hold together best (``ties``, as the
  former measure's loosest card), then the fewest loose cards, then the most distinct cards.
  A card's partner is one it may share a meld with; where a trinca takes distinct suits only
  (``distinct``, ``three_plus_dup``) two copies of one card are no pair (neither a trinca nor
  one sequência holds both), so the second copy is loose.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from ..cards import Card
from .chances import Chances, HandFacts, near

NOISE = 0.2  # log-odds of the win chance: options this close to the best get a second look
FEEDS = ("wild", "join")  # what a discard may hand the next player


def log_odds(p: float) -> float:
    """``ln(p / (1 − p))``, kept finite at 0 and 1."""
    p = min(max(p, 1e-9), 1 - 1e-9)
    return math.log(p / (1 - p))


def partners(a: Card, b: Card, twins_pair: bool) -> bool:
    """May ``a`` and ``b`` share a meld with at most one more card? Two copies of one card
    may only where a trinca takes any suits (``twins_pair``)."""
    if a == b:
        return twins_pair
    return near(a, b)


def loose(hand9: Sequence[Card], model: Chances, twins_pair: bool) -> int:
    """Natural cards of ``hand9`` with no partner in it."""
    naturals = [c for c in hand9 if not model.is_wild(c)]
    return sum(1 for i, c in enumerate(naturals)
               if not any(partners(c, o, twins_pair) for j, o in enumerate(naturals) if j != i))


def second_look(model: Chances, hand10: Sequence[Card], card: Card, facts: HandFacts
                ) -> tuple[float, ...]:
    """How the hand ``hand10`` leaves without ``card`` is looked at again (higher is better):
    na boa, its chance one draw ahead; far from bater, how well its cards hold together
    (``ties``), then the fewer loose cards."""
    if facts.missing <= 1:
        p1 = facts.p1
        return (p1 + (1 - p1) * model.win(facts),)
    twins_pair = model.situation.rules.trinca == "any"
    rest = list(hand10)
    rest.remove(card)
    n_loose = facts.loose if twins_pair else loose(rest, model, twins_pair)
    return (facts.feeds not in FEEDS, facts.ties, -n_loose, len(set(rest)))


def best_discard(model: Chances, hand10: Sequence[Card], after: dict[Card, HandFacts]
                 ) -> tuple[Card, float]:
    """The discard to make: the model's best (the fewest draws missing, then the highest win
    chance), or among the options within :data:`NOISE` of it the one the second
    look values most. Returns the card and its model chance."""
    wins = {c: model.win(f) for c, f in after.items()}
    fewest = min(f.missing for f in after.values())
    ranked = sorted((c for c, f in after.items() if f.missing == fewest), key=lambda c: -wins[c])
    best = log_odds(wins[ranked[0]])
    close = [c for c in ranked if log_odds(wins[c]) >= best - NOISE]
    if len(close) > 1:
        card = max(close, key=lambda c: second_look(model, hand10, c, after[c]))
    else:
        card = ranked[0]
    return card, wins[card]


def draws(model: Chances) -> tuple[float | None, tuple[Card | None, HandFacts | None, float]
                                   | None]:
    """:meth:`~cacheta_lab.game.chances.Chances.draws`, with the monte valued one draw ahead
    as the lixeira top is: the card drawn bates with ``p1``, else the hand is worth what the
    model says of it without that draw (as a hand kept after a card thrown back)."""
    monte, lixeira = model.draws()
    if monte is None:
        return monte, lixeira
    now = model.hand_now()
    p1 = now.p1 if now.missing <= 1 else 0.0
    return p1 + (1 - p1) * model.win(replace(now, draw=False)), lixeira
