"""Deals of the hidden cards consistent with everything one seat saw.

A seat's :class:`~cacheta_lab.game.views.PlayerView` leaves hidden the other hands and the
monte. :func:`knowledge` gathers what the seat does know — its hand, the vira, the lixeira, and
from the public history the cards each opponent took from the lixeira and has not discarded
since (they are in that opponent's hand) — and :func:`determinize` deals the rest: every card of
the decks that is not known to be somewhere (the *unseen pool*) is shuffled and dealt to fill
each opponent's hand to its real size, the cards left forming the monte in random order.

What the deal treats as known, by rule:

- the lixeira as it is now (after a refill of the monte only its top stayed, and the view lists
  only what is there: the cards shuffled into the new monte are unseen again);
- the vira (it stays apart all round); in the pife presets no vira is turned and the turned card
  started the lixeira, so it is either still there or in the hand of whoever took it;
- a card an opponent took (from the lixeira, or by furar a fila) stays known in that opponent's
  hand until the opponent discards a card of that kind.

:func:`determinize` makes every consistent deal equally likely. That forgets why the opponents
kept their cards, which :mod:`~cacheta_lab.coach.inference` remembers.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from ..engine.cards import copies_of_kind, deck_kinds
from ..game import measure
from ..game.views import DISCARD, PlayerView

Kinds = tuple[int, ...]


@dataclass(frozen=True)
class Knowledge:
    """What one seat knows of the round, as card kinds (plain data: it pickles small).

    ``known[s]``: kinds known to be in seat ``s``'s hand (for the seat itself, its whole hand);
    ``hidden[s]``: how many of ``s``'s cards are unknown; ``pool``: the unseen cards, sorted."""

    seat: int
    seats: tuple[int, ...]
    out: frozenset[int]
    turn: int
    phase: str
    vira: int | None
    lixeira: Kinds
    top_from: int | None
    taken: int | None  # the card the player to move took from the lixeira this turn
    stock_size: int
    known: dict[int, Kinds]
    hidden: dict[int, int]
    pool: Kinds
    announced: frozenset[int]
    burned: frozenset[int]
    turns: int
    undrawn: frozenset[int] = frozenset()  # players still in who have not drawn yet
    # each opponent's last discard while its hand has not changed since: (kind, the card it
    # had taken from the lixeira that turn or None)
    last_discard: dict[int, tuple[int, int | None]] | None = None
    draws: dict[int, int] = field(default_factory=dict)  # draws (and takes) of each player


def _taken_now(view: PlayerView) -> int | None:
    """The card the player to move took from the lixeira this turn (known to every seat)."""
    if view.phase != DISCARD:
        return None
    if view.turn == view.seat:
        return view.taken.kind if view.taken is not None else None
    for what, seat, card in reversed(view.history):
        if what in ("draw", "take"):
            return card.kind if what == "take" and seat == view.turn and card else None
    return None


def knowledge(view: PlayerView) -> Knowledge:
    """What ``view.seat`` knows, ready for :func:`determinize`."""
    rules = view.rules
    left = Counter({k: copies_of_kind(k, rules.jokers) for k in deck_kinds(rules.jokers)})
    hand = tuple(c.kind for c in view.hand)
    lixeira = tuple(c.kind for c in view.lixeira)
    left.subtract(hand)
    left.subtract(lixeira)
    if view.vira is not None:
        left[view.vira.kind] -= 1
    known: dict[int, Kinds] = {view.seat: hand}
    hidden: dict[int, int] = {view.seat: 0}
    for seat, held in measure.holdings(view).items():
        kinds = [c.kind for c, n in held.items() for _ in range(min(n, left[c.kind]))]
        left.subtract(kinds)
        known[seat] = tuple(sorted(kinds))
    for seat in view.seats:
        if seat != view.seat:
            known.setdefault(seat, ())
            hidden[seat] = view.hand_sizes[seat] - len(known[seat])
    pool = tuple(sorted(left.elements()))
    return Knowledge(
        seat=view.seat, seats=tuple(view.seats), out=frozenset(view.out), turn=view.turn,
        phase=view.phase, vira=view.vira.kind if view.vira is not None else None,
        lixeira=lixeira, top_from=view.top_from,
        taken=_taken_now(view), stock_size=view.stock_size, known=known, hidden=hidden,
        pool=pool, announced=frozenset(view.announced), burned=frozenset(view.burned),
        turns=view.turns, undrawn=_undrawn(view), last_discard=_last_discards(view),
        draws=dict(Counter(seat for what, seat, _c in view.history if what in ("draw", "take"))))


def _last_discards(view: PlayerView) -> dict[int, tuple[int, int | None]]:
    """Each opponent's last discard, when it is the last thing the opponent did (its hand is
    the 9 cards it kept), with the card it had taken from the lixeira that turn."""
    out: dict[int, tuple[int, int | None]] = {}
    done: set[int] = {view.seat}
    taken: dict[int, int | None] = {}
    events = list(view.history)
    for i in range(len(events) - 1, -1, -1):
        what, seat, card = events[i]
        if seat in done or seat < 0 or what == "na_boa":
            continue
        if what == "discard" and card is not None:
            before = next(((w, c) for w, s, c in reversed(events[:i]) if s == seat
                           and w in ("draw", "take")), None)
            taken[seat] = before[1].kind if before and before[0] == "take" and before[1] else None
            out[seat] = (card.kind, taken[seat])
        done.add(seat)
    return out


def _undrawn(view: PlayerView) -> frozenset[int]:
    """The players still in who have not drawn yet (who may still fold, where correr is
    allowed)."""
    drew = {seat for what, seat, _card in view.history if what in ("draw", "take")}
    if view.has_drawn:
        drew.add(view.seat)
    return frozenset(s for s in view.seats if s not in view.out and s not in drew)


@dataclass(frozen=True)
class Deal:
    """One determinized deal: every hand (kinds) and the monte (its top is the last card)."""

    hands: dict[int, list[int]]
    stock: list[int]


def determinize(know: Knowledge, rng: random.Random) -> Deal:
    """Deal the unseen cards at random: each opponent's hidden cards, then the monte."""
    pool = list(know.pool)
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {}
    at = 0
    for seat in know.seats:
        n = know.hidden[seat]
        hands[seat] = [*know.known[seat], *pool[at:at + n]]
        at += n
    return Deal(hands, pool[at:])


def consistent(know: Knowledge, deal: Deal) -> bool:
    """Is ``deal`` a deal the seat could be facing? Known holdings in place, hand sizes right,
    the monte of its real size, and the hidden cards exactly the unseen pool."""
    dealt: list[int] = list(deal.stock)
    for seat in know.seats:
        hand = Counter(deal.hands[seat])
        if sum(hand.values()) != know.hidden[seat] + len(know.known[seat]):
            return False
        if Counter(know.known[seat]) - hand:
            return False
        dealt += (hand - Counter(know.known[seat])).elements()
    return len(deal.stock) == know.stock_size and sorted(dealt) == list(know.pool)
