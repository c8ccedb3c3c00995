"""What a discard may hand on, from what the seat sees: the chance that a player who could go out
with the card at once (the next player, who may take it from the lixeira; where the rules have na
boa calls, whoever announced and may furar a fila) does so.

A small logistic model per threatening player, fitted on self-play positions against the real
hands (``make danger-model``, ``fit_danger.py``); a card's danger is the chance that at least
one of them goes out with it. It is a bench model (the ``learned`` bots of ``feeding_bots``):
the strong bot that weighs it won no more rounds (benchmarks/README.md, the coach). Every
feature comes from the seat's :class:`~cacheta_lab.game.views.PlayerView` alone (its hand, the
lixeira, the public moves), so the same view with other hidden cards has the same danger. For
a card ``c`` and a threatening player ``s``:

- ``wild``: ``c`` is a curinga or a joker (the rank and suit features are then 0);
- ``next``: ``s`` plays next; ``called``: ``s`` announced na boa;
- ``draws_log``, ``draws``: ``ln(1 + d)`` and ``d / 10``, ``d`` the cards ``s`` drew this round;
- ``took_rank``, ``took_run``, ``took``: the cards ``s`` took from the lixeira and still holds:
  of ``c``'s rank, of its suit within two ranks, all of them;
- ``threw_rank``, ``threw_run``: the cards ``s`` discarded this round of ``c``'s rank, of its
  suit within two ranks (a sign they do not need them); ``passed``: lixeira tops near ``c`` that
  ``s`` let go by, drawing from the monte; ``gone``: cards of ``c``'s kind ``s`` discarded or
  let go by;
- ``cleared``, ``cleared_rank``: a card of ``c``'s kind (of its rank, another kind) was offered
  to ``s`` and let go (``s`` drew from the monte instead of taking it, or, having announced,
  did not furar a fila on it), ``½ ** n`` with ``n`` the cards ``s`` drew since (the largest
  over such offers; 0 with none): a player who could go out with a card takes it, so it was
  no out of the hand they held then;
- ``live_rank``, ``live_run1``, ``live_run2``: unseen cards (not in the seat's hand, not on the
  lixeira, not taken from it) of ``c``'s rank, of its suit one rank away, two ranks away, ÷ 4;
  ``live_wilds``: unseen curingas and jokers ÷ 4;
- ``stock``: cards in the monte ÷ 50; ``elapsed``: turns ÷ players ÷ 10.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from cacheta_lab.engine.cards import Card, copies_of_kind, deck_kinds
from cacheta_lab.game.chances import ANY, chance
from cacheta_lab.game.measure import holdings
from cacheta_lab.game.views import PlayerView

MODEL_FILE = "danger_model.json"
NAMES = ("bias", "wild", "next", "called", "draws_log", "draws", "took_rank", "took_run",
         "took", "threw_rank", "threw_run", "passed", "gone", "live_rank", "live_run1",
         "live_run2", "live_wilds", "stock", "elapsed", "cleared", "cleared_rank")


def threats(view: PlayerView) -> tuple[int, ...]:
    """The opponents holding 9 cards who could go out with the seat's discard at once."""
    seats = {view.next_player()}
    if view.rules.na_boa_calls:
        seats |= set(view.announced) - set(view.burned)
    seats -= {view.seat, *view.out}
    return tuple(s for s in sorted(seats) if view.hand_sizes.get(s) == 9)


def _run_gap(a: Card, b: Card) -> int:
    """How many ranks apart two natural cards of one suit are (the ace also above the king);
    99 across suits."""
    if a.suit != b.suit:
        return 99
    d = abs(a.rank - b.rank)
    return min(d, 13 - d)


class Seen:
    """What the seat's view says of each threatening player, worked out once per view."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.threats = threats(view)
        self.wild = frozenset(view.curingas)
        held = holdings(view)
        self.held = {s: held.get(s, Counter()) for s in self.threats}
        self.draws = Counter[int]()
        self.thrown: dict[int, list[Card]] = {s: [] for s in self.threats}
        self.passed: dict[int, list[Card]] = {s: [] for s in self.threats}
        # (card, the seats it was offered to and let go, each with their draws then)
        self.cleared: dict[int, list[tuple[Card, int]]] = {s: [] for s in self.threats}
        pile: list[Card] = []
        called: set[int] = set()
        offer: tuple[Card, set[int]] | None = None
        for what, seat, card in view.history:
            if what in ("draw", "take"):
                if what == "draw" and offer is not None:
                    for s in offer[1] & set(self.cleared):
                        self.cleared[s].append((offer[0], self.draws[s]))
                offer = None
                self.draws[seat] += 1
                if what == "draw" and pile and seat in self.passed:
                    self.passed[seat].append(pile[-1])
                if what == "take" and pile:
                    pile.pop()
            elif what == "discard" and card is not None:
                pile.append(card)
                offer = (card, {s for s in called if s != seat} | {view.next_player(seat)})
                if seat in self.thrown:
                    self.thrown[seat].append(card)
            elif what == "na_boa":
                called.add(seat)
            elif what == "refill":
                del pile[:-1]
        unseen = Counter({k: copies_of_kind(k, view.rules.jokers)
                          for k in deck_kinds(view.rules.jokers)})
        for card in (*view.hand, *view.lixeira, *(c for h in held.values()
                                                  for c in h.elements())):
            unseen[card.kind] -= 1
        if view.vira is not None:
            unseen[view.vira.kind] -= 1
        self.unseen = unseen
        self.live_wilds = sum(n for k, n in unseen.items()
                              if n > 0 and self.is_wild(Card(k))) / 4.0
        players = max(len(view.active), 1)
        self.public = (view.stock_size / 50.0, view.turns / players / 10.0)

    def is_wild(self, card: Card) -> bool:
        return card.is_joker or card in self.wild

    def live(self, card: Card) -> tuple[float, float, float]:
        """Unseen cards of ``card``'s rank (``card`` itself left out: it is being thrown),
        of its suit one and two ranks away, each ÷ 4."""
        rank = run1 = run2 = 0
        for kind, n in self.unseen.items():
            if n <= 0 or kind == card.kind:
                continue
            other = Card(kind)
            if other.is_joker or self.is_wild(other):
                continue
            if other.rank == card.rank:
                rank += n
            else:
                gap = _run_gap(card, other)
                run1 += n if gap == 1 else 0
                run2 += n if gap == 2 else 0
        return rank / 4.0, run1 / 4.0, run2 / 4.0

    def cleared_of(self, card: Card, seat: int) -> tuple[float, float]:
        """``cleared`` and ``cleared_rank`` of ``card`` for ``seat`` (see the module)."""
        kind = rank = 0.0
        for other, then in self.cleared[seat]:
            weight = 0.5 ** (self.draws[seat] - then)
            if other == card:
                kind = max(kind, weight)
            elif not other.is_joker and other.rank == card.rank and not self.is_wild(other):
                rank = max(rank, weight)
        return kind, rank

    def vector(self, card: Card, seat: int, live: tuple[float, float, float] | None = None
               ) -> list[float]:
        """The features (in :data:`NAMES` order) of ``card`` for the threatening ``seat``."""
        view = self.view
        draws = self.draws[seat]
        held = list(self.held[seat].elements())
        stock, elapsed = self.public
        head = [1.0, 0.0, float(seat == view.next_player()), float(seat in view.announced),
                math.log1p(draws), draws / 10.0]
        if self.is_wild(card):
            head[1] = 1.0
            return [*head, 0.0, 0.0, float(len(held)), 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
                    self.live_wilds, stock, elapsed, self.cleared_of(card, seat)[0], 0.0]
        naturals = [c for c in held if not self.is_wild(c)]
        thrown = [c for c in self.thrown[seat] if not self.is_wild(c)]
        passed = [c for c in self.passed[seat] if not self.is_wild(c)]
        live = self.live(card) if live is None else live
        return [*head, float(_same_rank(card, naturals)), float(_in_run(card, naturals)),
                float(len(held)), float(_same_rank(card, thrown)), float(_in_run(card, thrown)),
                float(sum(1 for c in passed if c.rank == card.rank or _run_gap(c, card) <= 2)),
                float(sum(1 for c in (*thrown, *passed) if c == card)), *live,
                self.live_wilds, stock, elapsed, *self.cleared_of(card, seat)]


def _same_rank(card: Card, cards: Iterable[Card]) -> int:
    return sum(1 for c in cards if c.rank == card.rank)


def _in_run(card: Card, cards: Iterable[Card]) -> int:
    return sum(1 for c in cards if c.rank != card.rank and _run_gap(card, c) <= 2)


@lru_cache(maxsize=1)
def model() -> dict[str, Any]:
    """The fitted model as stored beside this module: ``names``, ``weights`` (per preset id,
    and "any"), and how it was fitted (``fit``)."""
    text = Path(__file__).with_name(MODEL_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    if tuple(data["names"]) != NAMES:
        raise ValueError(f"{MODEL_FILE} was fitted on other features: {data['names']}")
    return data


def dangers(view: PlayerView, cards: Sequence[Card],
            weights: Sequence[float] | None = None) -> dict[Card, float]:
    """Each card's chance that a threatening player goes out with it at once (0 with no
    threat)."""
    seen = Seen(view)
    if not seen.threats:
        return dict.fromkeys(cards, 0.0)
    if weights is None:
        table = model()["weights"]
        weights = table.get(view.rules.id, table[ANY])
    out: dict[Card, float] = {}
    for card in cards:
        live = None if seen.is_wild(card) else seen.live(card)
        safe = 1.0
        for seat in seen.threats:
            safe *= 1.0 - chance(weights, seen.vector(card, seat, live))
        out[card] = 1.0 - safe
    return out
