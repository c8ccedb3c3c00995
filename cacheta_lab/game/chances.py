"""A seat's chance to win the round from what it sees: a small logistic model over features
of the 9-card hand it leaves before its next draw (the coach's fast evaluator values every
option with it, and the strong bot plays by it).

Every feature comes from the seat's :class:`~cacheta_lab.game.views.PlayerView` alone (its
hand, the vira, the lixeira, the cards opponents took from it, the public moves), so the same
view with other hidden cards has the same features. They are cheap on purpose: the engine's
discard table once per 10-card hand, then counting.

The features of a 9-card hand ``H`` left before the seat's next draw (``discard``: the card the
seat just put on the lixeira, which the next player may take):

- ``le1``, ``le2``, ``le3``: the hand misses at most 1, 2 or 3 draws (4 or more: all three
  0); their weights are never below 0, so a draw fewer missing never lowers the chance;
- ``p1``: na boa, ``ln(p + 0.01) − ln(0.11)`` with ``p`` = live outs ÷ unseen cards (the
  chance the next draw bates): a race is won in proportion to one's chance per draw, so its
  logarithm (0 for a typical 10 %);
- ``wilds``: curingas and jokers held;
- ``ties``: far from bater (2 or more missing), how well the natural cards hold together, from
  what can still come (half the sum of :func:`~cacheta_lab.game.measure.ties` over the hand,
  ÷ 10); na boa, 0 (the live outs say it);
- ``loose``: far from bater, natural cards with no partner in the hand (same rank, or same suit
  within two); na boa, 0;
- ``stock``: cards left in the monte ÷ 50; ``opponents``: opponents still in the round;
  ``elapsed``: turns played ÷ players ÷ 10;
- ``announced``: opponents who announced na boa; ``takes``: cards opponents took from the
  lixeira and still hold;
- ``feed_wild``: the discard is a curinga or a joker; ``feed_join``: it shares a rank, or a
  suit within two ranks, with a card the next player took from the lixeira; ``feed_call``:
  opponents who announced na boa when a card is discarded (any card may be their out);
- ``draw``: the seat is about to draw (the hand as it is, at its turn: a draw from the monte
  comes now, not after the others' turns); ``draw_p1``: then, ``p`` × 10.

The weights are fitted in two stages (``make coach-model``): on the outcomes of seeded
self-play (``tools/models/fit_coach.py``), then, from there, to the deep evaluator's differences
between the options of training positions (``tools/models/fit_coach_deep.py``), the weights that
set the levels kept.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from importlib import resources
from typing import Any

from ..engine.analysis import Situation
from ..engine.cards import Card, deck_size
from ..engine.rules import Rules
from . import measure
from .views import DRAW, PlayerView

MODEL_FILE = "win_model.json"
ANY = "any"  # the weights for rules that are no preset of the model
LOG_TYPICAL = math.log(0.11)  # the log chance feature is 0 for a typical chance of 10 %
NAMES = ("bias", "le1", "le2", "le3", "p1", "wilds", "ties", "loose", "stock", "opponents",
         "elapsed", "announced", "takes", "feed_wild", "feed_join", "feed_call", "draw",
         "draw_p1")


@dataclass(frozen=True)
class HandFacts:
    """What decides an option, in the words the coach uses: draws ``missing``, ``live``
    copies of the outs, ``unseen`` cards, curingas/jokers held, and what the discard hands
    on (``feeds``: "wild", "join", "call" or "")."""

    missing: int
    live: int
    unseen: int
    wilds: int
    ties: float
    loose: int
    feeds: str = ""
    gave: bool = False  # a card was just discarded (the next player may take it)
    draw: bool = False  # the seat is about to draw

    @property
    def p1(self) -> float:
        return self.live / self.unseen if self.unseen else 0.0


def near(a: Card, b: Card, ace_high: bool) -> bool:
    """Same rank, or same suit within two ranks (with ``ace_high``, the ace also above the
    king, as in Q-K-A; never K-A-2)."""
    return measure._near(a, b, ace_high)


class Table:
    """What the seat knows of the table, worked out once per view."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.situation: Situation = view.judge.situation
        self.seen: tuple[Card, ...] = tuple(sorted(measure.known_out(view)))
        held = measure.holdings(view)
        self.nxt = view.next_player()
        self.next_holds: tuple[Card, ...] = tuple(held.get(self.nxt, Counter()).elements())
        self.takes = sum(sum(c.values()) for s, c in held.items() if s in view.active)
        self.announced = len(view.announced - {view.seat} - view.out)
        self.ace_high = self.situation.rules.ace == "low_or_high"
        self.opponents = max(len(view.active) - (1 if view.seat in view.active else 0), 1)
        self.public = (view.stock_size / 50.0, float(self.opponents),
                       view.turns / max(len(view.active), 1) / 10.0, float(self.announced),
                       float(self.takes))

    @cached_property
    def seen_situation(self) -> Situation:
        return self.situation.with_seen(self.seen) if self.seen else self.situation

    def unseen(self, extra_seen: int = 0) -> int:
        return (deck_size(self.situation.rules.jokers) - 9 - (1 if self.situation.vira else 0)
                - len(self.seen) - extra_seen)

    def is_wild(self, card: Card) -> bool:
        return card.is_joker or card in self.situation.wild

    def ties_of(self, hand: Sequence[Card]) -> dict[int, int]:
        """:func:`~cacheta_lab.game.measure.ties` of each natural card of ``hand`` (by
        position in ``hand``)."""
        st = self.seen_situation
        return {i: measure.ties(c, hand, st) for i, c in enumerate(hand)
                if not self.is_wild(c)}

    def feeds(self, discard: Card | None) -> str:
        if discard is None:
            return ""
        if self.is_wild(discard):
            return "wild"
        if any(near(discard, c, self.ace_high) for c in self.next_holds):
            return "join"
        return "call" if self.announced else ""

    def facts(self, hand9: Sequence[Card], missing: int, live: int, discard: Card | None,
              ties: float | None = None, draw: bool = False) -> HandFacts:
        """The facts of the 9-card ``hand9`` (``ties`` given when already known)."""
        naturals = [c for c in hand9 if not self.is_wild(c)]
        if ties is None:
            ties = sum(self.ties_of(hand9).values()) / 2
        loose = sum(1 for i, c in enumerate(naturals)
                    if not any(near(c, o, self.ace_high)
                               for j, o in enumerate(naturals) if j != i))
        return HandFacts(missing, live, self.unseen(1 if discard is not None else 0),
                         len(hand9) - len(naturals), ties, loose, self.feeds(discard),
                         discard is not None, draw)

    def vector(self, f: HandFacts) -> list[float]:
        """The features (in :data:`NAMES` order) of a hand's facts at this table."""
        stock, opponents, elapsed, announced, takes = self.public
        m = f.missing
        p1 = 10 * f.p1 if m == 1 else 0.0
        log_p1 = math.log(f.p1 + 0.01) - LOG_TYPICAL if m == 1 else 0.0
        far = m > 1
        return [1.0, float(m <= 1), float(m <= 2), float(m <= 3), log_p1,
                float(f.wilds), f.ties / 10.0 if far else 0.0, float(f.loose) if far else 0.0,
                stock, opponents, elapsed,
                announced, takes, float(f.feeds == "wild"), float(f.feeds == "join"),
                announced if f.gave else 0.0, float(f.draw), p1 if f.draw else 0.0]


# --- the model ------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def model() -> dict[str, Any]:
    """The fitted model as stored beside this module: ``names``, ``weights`` (per preset id,
    and "any"), and how it was fitted (``fit``)."""
    text = resources.files(__package__).joinpath(MODEL_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    if tuple(data["names"]) != NAMES:
        raise ValueError(f"{MODEL_FILE} was fitted on other features: {data['names']}")
    return data


def weights_for(rules: Rules) -> tuple[float, ...]:
    """The weights of ``rules``' preset (or those fitted on every preset)."""
    weights = model()["weights"]
    return tuple(weights.get(rules.id, weights[ANY]))


def chance(weights: Sequence[float], x: Sequence[float]) -> float:
    """The logistic model's win chance for the features ``x``."""
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


class Chances(Table):
    """The model at one table: the win chance of the hands a seat may leave."""

    def __init__(self, view: PlayerView) -> None:
        super().__init__(view)
        self.weights = weights_for(view.rules)

    def win(self, facts: HandFacts) -> float:
        return chance(self.weights, self.vector(facts))

    def hand_now(self) -> HandFacts:
        """The facts of the seat's 9-card hand as it is (no discard just made; a draw to
        come when it is the seat's turn to draw)."""
        view = self.view
        hand = view.hand
        outs = self.seen_situation.outs(hand)
        missing = 1 if outs else measure.hand_missing(self.situation, tuple(sorted(hand)))
        return self.facts(hand, missing, sum(o.live for o in outs), None,
                          draw=view.my_turn and view.phase == DRAW)

    def discards(self, hand10: Sequence[Card], seen: tuple[Card, ...], barred: Card | None
                 ) -> dict[Card, HandFacts]:
        """The facts after each allowed discard of ``hand10`` (``seen``: the cards known out
        of play, the lixeira's top excluded when it is in ``hand10``)."""
        st = self.situation.with_seen(seen) if seen else self.situation
        ties10 = self.ties_of(hand10)
        total = sum(ties10.values()) / 2
        ties_by_card = {hand10[i]: t for i, t in ties10.items()}
        out: dict[Card, HandFacts] = {}
        for row in st.discard_table(hand10):
            if row.card == barred:
                continue
            rest = list(hand10)
            rest.remove(row.card)
            out[row.card] = self.facts(rest, row.missing, row.live_outs, row.card,
                                       total - ties_by_card.get(row.card, 0))
        return out

    def my_discards(self) -> dict[Card, HandFacts]:
        """The facts after each allowed discard of the seat's 10-card hand."""
        view = self.view
        return self.discards(view.hand, self.seen,
                             view.taken if view.rules.no_discard_of_taken else None)

    def after_lixeira(self) -> dict[Card, HandFacts]:
        """The facts after taking the lixeira top and each allowed discard."""
        view = self.view
        top = view.lixeira_top
        assert top is not None
        seen = list(self.seen)
        seen.remove(top)
        return self.discards((*view.hand, top), tuple(seen),
                             top if view.rules.no_discard_of_taken else None)

    def draws(self) -> tuple[float | None, tuple[Card | None, HandFacts | None, float] | None]:
        """The chance after each draw: the monte's (None with an empty monte), and the
        lixeira top's as (the best discard after it, the facts it leaves, the chance), None
        with an empty lixeira; a top that bates is (None, None, 1). The monte is valued by
        the hand as it is with a draw to come. A lixeira top that does not improve the hand
        (it leaves as many draws missing, and na boa no more live copies) is valued at most as
        the hand as it is without that draw: the monte's card may still bring the hand
        closer, which the model, valuing partial melds, undervalues against a card that only
        pairs up (the strong bot that took such cards lost its duels in pife).
        """
        view = self.view
        now = self.hand_now()
        monte = self.win(now) if view.stock_size else None
        top = view.lixeira_top
        if top is None:
            return monte, None
        if any(view.bater_options(extra=top)):
            return monte, (None, None, 1.0)
        after = self.after_lixeira()
        card, lix = self.best(after)
        took = after[card]
        if (took.missing, -took.live) >= (now.missing, -now.live):
            lix = min(lix, self.win(replace(now, draw=False)))
        return monte, (card, took, lix)

    def best(self, after: dict[Card, HandFacts]) -> tuple[Card, float]:
        """The best discard of ``after``: among those leaving the fewest draws missing (they
        decide first), the highest win chance (the first listed on ties: the engine's discard
        table order)."""
        card = min(after, key=lambda c: (after[c].missing, -self.win(after[c])))
        return card, self.win(after[card])

    def announce_bonus(self, now: HandFacts, win: float) -> float:
        """What announcing na boa adds: the chance that an opponent's discard before the
        seat's next draw is an out, taken at half (they see the call and hold back)."""
        return (1 - win) * (1 - (1 - now.p1) ** self.opponents) / 2


def fold_costs(view: PlayerView, win: float) -> tuple[float, float] | None:
    """(the points expected lost playing on, with ``win`` the chance to win the round; the
    points correr costs), when the seat may correr now; None otherwise."""
    rules = view.rules
    if rules.correr is None or view.has_drawn or view.phase != DRAW or not view.my_turn:
        return None
    return (1 - win) * rules.loss_on_bater, float(rules.correr)
