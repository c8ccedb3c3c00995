"""Fast play-outs: a round played to its end from a determinized deal by a lean policy.

The engine here keeps the round as card kinds (each hand a list and a count per kind, the monte
and the lixeira as lists) and follows the preset's rules as :class:`~cacheta_lab.game.Round`
does — the tests replay play-outs through ``Round.play`` and compare every move and the winner:

- a turn is a draw (the monte, or the lixeira top) and a discard, or bater with 9 (or 10 where
  the preset allows: the same check, see :meth:`HandChecks.bates`) after the draw;
- the card just taken from the lixeira is not discarded in the same turn where the preset
  forbids it (and bater must then keep it);
- where the preset has na boa calls, every player na boa is taken as announced (announcing
  costs nothing and the policy has nothing to hide), so after each discard the players other
  than the one who discarded and the one to draw may furar a fila with it, clockwise from the
  one to draw, when it lets them bater; a player who se queimou never does. (In a replay the
  announcement is made just before the furar: the hand is na boa then.)
- the monte running out: refilled from the lixeira less its top, shuffled (the play-out's random
  stream does the shuffle, as the round's does), or the round ends drawn (``refill_stock`` off,
  or a lixeira of fewer than 2 cards);
- correr (where the preset allows it): a player folds at its first turn, before drawing, when
  its hand misses :data:`FOLD_MISSING` draws or more (today's strong bots fold about as often:
  in 113 of 120 cachetão rounds of 3 and 4 strong bots someone folded); the last player in
  wins;
- what the play-out simplifies: nobody claims a false bati, and a play-out longer than
  :data:`MAX_TURNS` turns is counted as drawn (it is rare: see ``benchmarks/README.md``).

**The policy** (:class:`Policy`) is deliberately not the coach's measure nor the fast evaluator:
it looks only at how the cards of the hand hang together, never at live outs or the chance to
bater. Each natural card gets a *keep value* from its partners in the hand: a card in a meld
already made (a trinca, or a sequência of three through it) is kept; otherwise 3 per other
card of its rank (other suits where the preset's trinca needs them), 3 per neighbour in its suit
and 1 per card two ranks away in its suit; the second copy of a card (where a trinca has no use
for it) is worth 1. Wild cards are never thrown. It discards the card of least keep value (the
loosest; ties: the lowest card kind), takes the lixeira top when it bates, when it is a wild
card, or when it completes a meld in the hand, and goes out as soon as it can. It was chosen
among a few such rules (weights 3/3/1 against 2/3/1 and 3/2/1, taking a top that only makes a
pair or not, partial melds that nothing left can complete worth less, loose cards that more
live cards can join kept) by its win share against the greedy bot (and the last against the
strong bot): the variants were within noise of each other but for taking pairs (worse), and
the simplest stayed. Heads-up it wins about 70 % of its rounds against the greedy bot and 47 %
against the strong bot (``benchmarks/bench_playouts.py --strength``, figures and intervals in
``benchmarks/README.md``).
It is deterministic: the random stream only shuffles refills, so play-outs of the same deal
with the same stream are the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from ..engine.analysis import Situation, situation_for
from ..engine.cards import CARDS, JOKER_KIND, N_KINDS
from ..engine.rules import Rules
from ..engine.splitter import HandChecks, checks_for
from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW, OVER
from .determinize import Deal, Knowledge

MAX_TURNS = 300  # draws in one play-out before it is counted as drawn
NONE = N_KINDS  # an index whose count is always 0 (a neighbour off the end of a suit)
MELD = 10.0  # keep value of a card in a meld already made
PAIR, NEIGHBOUR, GAP, REPEAT = 3.0, 3.0, 1.0, 1.0
WILD = 1000.0
FOLD_MISSING = 3  # correr at the first turn a hand that misses this many draws or more

# a play-out's record: ("monte" or "lixeira", seat, the kind drawn), ("discard", seat, kind),
# ("bater", seat, None), ("furar", seat, the kind taken)
Step = tuple[str, int, int | None]


def _neighbours(ace_high: bool) -> tuple[tuple[int, ...], ...]:
    """For every kind: (two below, one below, one above, two above, the other three suits of
    its rank) — :data:`NONE` where there is no such card."""
    table = []
    for k in range(N_KINDS):
        if k == JOKER_KIND:
            table.append((NONE,) * 7)
            continue
        rank, suit = k >> 2, k & 3

        def at(r: int, suit: int = suit) -> int:
            if 0 <= r <= 12:
                return r * 4 + suit
            if ace_high and r == 13:
                return suit  # the ace above the king
            return NONE

        others = tuple(rank * 4 + s for s in range(4) if s != suit)
        lo2, lo1 = at(rank - 2), at(rank - 1)
        if ace_high and rank == 0:  # the ace below the 2 or above the king: the better side
            lo2, lo1 = 11 * 4 + suit, 12 * 4 + suit
        table.append((lo2, lo1, at(rank + 1), at(rank + 2), *others))
    return tuple(table)


class Policy:
    """The lean play-out policy for one rule set and one vira (see the module).
    The weights are attributes so that variants can be compared (the benchmark does)."""

    pair, neighbour, gap = PAIR, NEIGHBOUR, GAP
    dead = 1.0  # the share of its value a partial meld keeps when nothing can complete it
    spread = 0.0  # value per card of its rank or near it in its suit with a copy left

    def __init__(self, rules: Rules, vira: int | None) -> None:
        self.rules = rules
        self.situation: Situation = situation_for(rules, None if vira is None else CARDS[vira])
        wild = self.situation.wild_kinds
        self.checks: HandChecks = checks_for(rules, wild)
        self.wild = tuple(k in wild for k in range(N_KINDS + 1))
        self.near = _neighbours(rules.ace == "low_or_high")
        self.trinca_any = rules.trinca == "any"
        self.barring = rules.no_discard_of_taken

    def value(self, cnt: list[int], k: int, gone: list[int] | None = None) -> float:
        """How much card ``k`` of a hand (counts ``cnt``, ``k`` included) is worth keeping;
        ``gone``: the copies of each kind out of reach (the lixeira, the vira), which make a
        partial meld with no card left to complete it worth :attr:`dead` of its value."""
        if self.wild[k]:
            return WILD
        lo2, lo1, hi1, hi2, r1, r2, r3 = self.near[k]
        if self.trinca_any:
            same = cnt[r1] + cnt[r2] + cnt[r3] + cnt[k] - 1
        else:
            if cnt[k] > 1:
                return REPEAT
            same = (cnt[r1] > 0) + (cnt[r2] > 0) + (cnt[r3] > 0)
        a, b = cnt[lo1] > 0, cnt[hi1] > 0
        c, d = cnt[lo2] > 0, cnt[hi2] > 0
        if same >= 2 or (a and (b or c)) or (b and d):
            return MELD
        if gone is None or self.dead == 1.0:
            return self.pair * same + self.neighbour * (a + b) + self.gap * (c + d)

        def live(x: int) -> bool:
            return cnt[x] + gone[x] < 2

        dead = self.dead
        v = 0.0
        if same:
            ok = any(live(r) for r in (r1, r2, r3) if not cnt[r]) or (
                self.trinca_any and live(k))
            v += self.pair * same * (1.0 if ok else dead)
        if a:
            v += self.neighbour * (1.0 if live(lo2) or live(hi1) else dead)
        if b:
            v += self.neighbour * (1.0 if live(lo1) or live(hi2) else dead)
        if c:
            v += self.gap * (1.0 if live(lo1) else dead)
        if d:
            v += self.gap * (1.0 if live(hi1) else dead)
        if self.spread:  # how many cards could still join it
            v += self.spread * ((cnt[lo2] + gone[lo2] < 2) + (cnt[lo1] + gone[lo1] < 2)
                                + (cnt[hi1] + gone[hi1] < 2) + (cnt[hi2] + gone[hi2] < 2)
                                + (cnt[r1] + gone[r1] < 2) + (cnt[r2] + gone[r2] < 2)
                                + (cnt[r3] + gone[r3] < 2))
        return v

    def discard(self, cnt: list[int], hand: list[int], barred: int | None,
                gone: list[int] | None = None) -> int:
        """The card to throw: the least keep value (ties: the lowest kind), never ``barred``."""
        best, least = -1, WILD + 1.0
        value = self.value
        for k in hand:
            if k == barred:
                continue
            v = value(cnt, k, gone)
            if v < least or (v == least and k < best):
                best, least = k, v
        return best

    def folds(self, hand: list[int]) -> bool:
        """Fold (correr) this 9-card hand at the first turn? When it misses
        :data:`FOLD_MISSING` draws or more (where the preset allows correr)."""
        return self.situation.missing(tuple(CARDS[k] for k in hand)) >= FOLD_MISSING

    def goes_out(self, hand: list[int], barred: int | None) -> bool:
        """Can this 10-card hand bater now, keeping ``barred`` where the preset forbids
        discarding the card just taken?"""
        if not self.checks.bates(hand):
            return False
        if barred is None or not self.barring:
            return True
        with10, discards = self.checks.bater(hand)
        return with10 or any(d != barred for d in discards)

    def takes(self, cnt: list[int], hand: list[int], top: int) -> bool:
        """Take the lixeira top? When it bates, is wild, or completes a meld in the hand."""
        if self.wild[top]:
            return True
        cnt[top] += 1
        hand.append(top)
        try:
            return self.value(cnt, top) >= MELD or self.goes_out(hand, top)
        finally:
            hand.pop()
            cnt[top] -= 1

    def bater_move(self, seat: int, hand: list[int], barred: int | None) -> Bater:
        """The Bater move for a hand that goes out (with 10 where allowed)."""
        with10, discards = self.checks.bater(hand)
        if with10:
            return Bater(seat, None)
        return Bater(seat, CARDS[next(d for d in discards if not (self.barring and d == barred))])


@lru_cache(maxsize=256)
def policy_for(rules: Rules, vira: int | None) -> Policy:
    """The policy for these rules and this vira (a card kind, None in the pife presets)."""
    return Policy(rules, vira)


@dataclass
class Table:
    """The round in play, as kinds. ``order``: the players still in, clockwise."""

    policy: Policy
    order: tuple[int, ...]
    hands: dict[int, list[int]]
    counts: dict[int, list[int]]
    stock: list[int]
    lixeira: list[int]
    turn: int
    phase: str
    taken: int | None
    top_from: int | None
    burned: set[int]
    undrawn: set[int] = field(default_factory=set)  # who may still fold (correr)
    passed: int | None = None  # a seat that let the current top go (no furar on it)
    turns: int = 0
    winner: int | None = None
    record: list[Step] | None = field(default=None, repr=False)

    def next_of(self, seat: int) -> int:
        order = self.order
        return order[(order.index(seat) + 1) % len(order)]


def table_for(know: Knowledge, deal: Deal, rules: Rules, record: bool = False) -> Table:
    """The play-out table of a determinized deal."""
    policy = policy_for(rules, know.vira)
    order = tuple(s for s in know.seats if s not in know.out)
    counts = {}
    for s in know.seats:
        c = [0] * (N_KINDS + 1)
        for k in deal.hands[s]:
            c[k] += 1
        counts[s] = c
    return Table(policy, order, {s: list(h) for s, h in deal.hands.items()}, counts,
                 list(deal.stock), list(know.lixeira), know.turn, know.phase, know.taken,
                 know.top_from, set(know.burned),
                 set(know.undrawn) if rules.correr is not None else set(),
                 record=[] if record else None)


def _take(t: Table, seat: int, source: str) -> int:
    pile = t.stock if source == MONTE else t.lixeira
    t.undrawn.discard(seat)
    k = pile.pop()
    t.hands[seat].append(k)
    t.counts[seat][k] += 1
    t.taken = k if source == LIXEIRA else None
    t.phase = DISCARD
    t.turns += 1
    if t.record is not None:
        t.record.append((source, seat, k))
    return k


def _win(t: Table, seat: int, how: str, card: int | None = None) -> int:
    t.winner = seat
    t.phase = OVER
    if t.record is not None:
        t.record.append((how, seat, card))
    return seat


def _throw(t: Table, seat: int, k: int) -> None:
    """Discard ``k``; pass the turn; refill the monte or end the round drawn when needed."""
    t.hands[seat].remove(k)
    t.counts[seat][k] -= 1
    t.lixeira.append(k)
    t.top_from = seat
    t.taken = None
    t.passed = None
    if t.record is not None:
        t.record.append(("discard", seat, k))
    t.turn = t.next_of(seat)
    t.phase = DRAW


def _fold(t: Table, seat: int) -> bool:
    """``seat`` folds (correr); True when that ends the round (the last player in wins)."""
    if t.record is not None:
        t.record.append(("correr", seat, None))
    nxt = t.next_of(seat)
    t.order = tuple(s for s in t.order if s != seat)
    if len(t.order) == 1:
        t.winner = t.order[0]
        t.phase = OVER
        return True
    t.turn = nxt
    return False


def _refill(t: Table, rng: random.Random) -> bool:
    """The monte refilled from the lixeira at the start of a turn that finds it empty (False:
    the round ends drawn)."""
    if t.stock:
        return True
    if not t.policy.rules.refill_stock or len(t.lixeira) < 2:
        return False
    top = t.lixeira.pop()
    t.stock, t.lixeira = t.lixeira, [top]
    rng.shuffle(t.stock)
    return True


def _furar(t: Table) -> int | None:
    """A player (not the one to draw, not the one who threw it) who goes out with the lixeira
    top by furar a fila, clockwise from the one to draw."""
    if not t.policy.rules.na_boa_calls or not t.lixeira or t.top_from is None:
        return None
    top = t.lixeira[-1]
    order = t.order
    i = order.index(t.turn)
    goes_out = t.policy.goes_out
    for step in range(1, len(order)):
        seat = order[(i + step) % len(order)]
        if seat == t.top_from or seat in t.burned or seat == t.passed:
            continue
        hand = t.hands[seat]
        hand.append(top)
        ok = goes_out(hand, top)
        hand.pop()
        if ok:
            t.lixeira.pop()
            t.hands[seat].append(top)
            t.counts[seat][top] += 1
            return _win(t, seat, "furar", top)
    return None


def play(t: Table, rng: random.Random, react: bool = True) -> int | None:
    """Play the round to its end by the policy; the winner (None: drawn). ``react``: before the
    first draw, the others may furar a fila with the lixeira top (False when they already let
    it go: the evaluated seat's own draw)."""
    policy = t.policy
    bates = policy.checks.bates
    goes_out, takes, discard = policy.goes_out, policy.takes, policy.discard
    hands, counts = t.hands, t.counts
    if t.phase == OVER:
        return t.winner
    if t.phase == DRAW:
        if not _refill(t, rng):
            return None
        if react and _furar(t) is not None:
            return t.winner
    elif goes_out(hands[t.turn], t.taken):  # a player caught between draw and discard
        return _win(t, t.turn, "bater")
    while True:
        seat = t.turn
        hand, cnt = hands[seat], counts[seat]
        if t.phase == DRAW:
            if t.turns >= MAX_TURNS:
                return None
            if t.undrawn and seat in t.undrawn:
                t.undrawn.discard(seat)
                if len(t.order) > 1 and policy.folds(hand):
                    if _fold(t, seat):
                        return t.winner
                    continue
            top = t.lixeira[-1] if t.lixeira else None
            if top is not None and (not t.stock or takes(cnt, hand, top)):
                _take(t, seat, LIXEIRA)
                if goes_out(hand, top):
                    return _win(t, seat, "bater")
            else:
                _take(t, seat, MONTE)
                if bates(hand):
                    return _win(t, seat, "bater")
        _throw(t, seat, discard(cnt, hand, t.taken if policy.barring else None))
        if not _refill(t, rng):
            return None
        if _furar(t) is not None:
            return t.winner


def apply_option(t: Table, move: Move | None, seat: int) -> bool:
    """Play the evaluated seat's option on the table; True when it ends the round (its
    winner, or None for a fold, is then in ``t.winner``)."""
    if move is None:  # let the lixeira top go: no furar on it for this seat
        t.passed = seat
        return False
    if isinstance(move, Draw):
        k = _take(t, seat, move.source)
        barred = k if move.source == LIXEIRA else None
        if t.policy.goes_out(t.hands[seat], barred):
            _win(t, seat, "bater")
            return True
        return False
    if isinstance(move, Discard):
        _throw(t, seat, move.card.kind)
        return False
    if isinstance(move, Bater | Furar):
        _win(t, seat, "bater" if isinstance(move, Bater) else "furar")
        return True
    if isinstance(move, AnunciarNaBoa):
        return False
    if isinstance(move, Correr):
        t.phase = OVER
        return True
    raise TypeError(move)


def to_moves(record: list[Step], hands: dict[int, list[int]], policy: Policy,
             announced: set[int]) -> list[Move]:
    """The moves of a recorded play-out, as :class:`~cacheta_lab.game.Round` takes them
    (``hands``: every hand at the start, changed in place; ``announced``: who announced na
    boa). A furar is preceded by the announcement where it was not made yet."""
    moves: list[Move] = []
    taken: int | None = None
    for what, seat, card in record:
        hand = hands[seat]
        if what in (MONTE, LIXEIRA):
            assert card is not None
            hand.append(card)
            taken = card if what == LIXEIRA else None
            moves.append(Draw(seat, what))
        elif what == "discard":
            assert card is not None
            hand.remove(card)
            moves.append(Discard(seat, CARDS[card]))
        elif what == "bater":
            moves.append(policy.bater_move(seat, hand, taken))
        elif what == "correr":
            moves.append(Correr(seat))
        else:  # furar
            assert card is not None
            if seat not in announced:
                moves.append(AnunciarNaBoa(seat))
                announced.add(seat)
            hand.append(card)
            moves.append(Furar(seat, policy.bater_move(seat, hand, card).discard))
    return moves
