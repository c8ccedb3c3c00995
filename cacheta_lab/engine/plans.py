"""How many cards a hand still misses: plans of groups, searched once for every discard.

A *plan* picks groups of the hand's natural cards, each to grow into one meld, and counts the
new melds to be made of drawn cards. The drawn cards it needs (its *holes*) are counted, not
named: with ``S`` cards to lay down (9, or 10 where a player may bater with 10), ``m`` new melds
and ``J`` jokers, a plan whose groups hold ``v`` natural cards (every curinga counted, in a
group or as a wild) needs at least ``max(S - v - J, m)`` drawn cards. The best plans of a hand
therefore bound how many draws it misses.

One search over a 10-card hand gives, per meld size and number of new melds, the best ``v`` and
two sets of card kinds: those some best plan leaves out, and those some best plan holds in a
group of two or more natural cards. Discarding a card of the first set keeps ``v``; of the
second, loses exactly one. So the bound for every discard comes from one search, and where it
is certain the analysis only has to check that the holes can be named with cards still to be
had (:mod:`cacheta_lab.engine.analysis`).

How the search runs: it takes the lowest natural card and tries it left out or in each group
that holds it, the rest searched the same way with the budget that is left (least sizes; 9 -
3m with ``m`` new melds). The answers are remembered per rule set, by the cards left and the
budget, so every number of new melds shares one memo: the search with none visits almost every
rest the others need. Where no group fits any more (a budget under 3) the rest is worked out at
once, every card left out; the groups holding the lowest card depend only on the cards near
it, and are remembered by those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .cards import KINDS
from .melds import SHORTEST_MELD, run_wild_range, trinca_wild_range
from .packed import (
    ANY,
    COUNTER,
    JOKER,
    KEY_1,
    KEY_2,
    KEY_3,
    KEY_4,
    LOW_BITS,
    N_RANKS,
    RANK_MASK,
    RANK_OF,
    RANK_SHIFT,
    SUIT_KINDS,
    SUIT_OF,
    UNIT,
    groups_of_rank,
    pack,
    rank_byte,
)
from .packed import size as cards_in  # (``size`` names a hand size here)
from .rules import Rules

NEG = -100
MEMO_LIMIT = 25_000  # entries of one rule set's memo before it forgets them all
OPTIONS_LIMIT = 2_000  # neighbourhoods whose groups one rule set remembers (about 2 MB)
# (best value, kinds some best plan leaves out, kinds removable, best capped value); the two
# sets of kinds as the low bit of each kind's counter in the packed layout (``UNIT[k]``)
Found = tuple[int, int, int, int]
NO_PLAN: Found = (NEG, 0, 0, NEG)
# a group that holds the lowest card: (cards taken, packed; naturals; least and greatest meld
# size; its kinds as UNIT bits; its form: a trinca's suit counts, or for a sequência whether
# its ace is above the king)
Group = tuple[int, int, int, int, int, object]


@dataclass(frozen=True)
class Bucket:
    """The best plans for ``size`` cards laid down with ``new_melds`` melds of drawn cards."""

    size: int
    new_melds: int
    value: int
    left_out: int  # kinds (UNIT bits) that some best plan leaves out of its groups
    removable: int  # kinds (UNIT bits) that some best plan holds in a group of 2+ naturals
    capped: int = 0  # with a limit k of wilds per meld: most naturals in groups + k per group
    max_wilds: int | None = None

    def holes(self, value: int, jokers: int) -> int:
        holes = max(self.size - value - jokers, self.new_melds)
        if self.max_wilds is not None:
            # no more wilds than k per meld: the others are drawn natural cards
            holes = max(holes, self.size - self.capped - self.new_melds * self.max_wilds)
        return holes


@lru_cache(maxsize=32)
def _trinca_groups(rules: Rules
                   ) -> tuple[tuple[tuple[int, int, int, int, int, tuple[int, ...]], ...], ...]:
    """Per byte of a rank's counters: (cards taken as a byte, naturals, least and greatest
    meld size, kinds of the rank taken as a byte of UNIT bits, suit counts) for each group
    holding the lowest card."""
    free = rules.replace(max_wilds=None)  # holes may be drawn natural cards
    table = []
    for code in range(256):
        groups = []
        for counts, taken in groups_of_rank(code):
            rng = trinca_wild_range(free, counts)
            if rng is not None:
                n = sum(counts)
                bits = sum(1 << 2 * s for s in range(4) if counts[s])
                groups.append((taken, n, n + rng[0], n + rng[1], bits, counts))
        table.append(tuple(groups))
    return tuple(table)


@lru_cache(maxsize=8)
def _neighbourhoods(budget: int, ace_high: bool) -> tuple[int, ...]:
    """Per kind ``x``: the counters of every card that can share a group with ``x`` when
    ``x`` is the lowest card of a hand — its rank, and its suit up to ``budget`` places on
    (with the ace above the king, down from the king too). The groups holding the lowest
    card depend on these cards only, so they are remembered by them."""
    masks = []
    for x in range(len(RANK_OF)):
        rank, in_suit = RANK_OF[x], SUIT_KINDS[SUIT_OF[x]]
        mask = RANK_MASK << RANK_SHIFT[rank]
        for r in range(rank + 1, min(N_RANKS, rank + budget)):
            mask |= COUNTER[in_suit[r]]
        if rank == 0 and ace_high:
            for r in range(N_RANKS - 1, max(0, N_RANKS - budget), -1):
                mask |= COUNTER[in_suit[r]]
        masks.append(mask)
    return tuple(masks)


@lru_cache(maxsize=32)
def _run_sizes(rules: Rules) -> tuple[tuple[tuple[int, int] | None, ...], ...]:
    """``[n][span]``: least and greatest size of a sequência grown from ``n`` naturals over
    ``span`` places (holes may be drawn natural cards, so no limit of wilds)."""
    free = rules.replace(max_wilds=None)
    table = []
    for n in range(15):
        row = []
        for span in range(15):
            rng = run_wild_range(free, n, span) if 1 <= n <= span else None
            row.append(None if rng is None else (n + rng[0], n + rng[1]))
        table.append(tuple(row))
    return tuple(table)


def curinga_tag(curinga: frozenset[int]) -> int:
    """A small number naming a set of curinga kinds (they are cards of one rank), for memo
    keys: 0 for none, else the rank and the suits as bits."""
    if not curinga:
        return 0
    rank = RANK_OF[min(curinga)]
    assert all(RANK_OF[k] == rank for k in curinga), "the curingas are of one rank"
    return (rank + 1) << 4 | sum(1 << SUIT_OF[k] for k in curinga)


@lru_cache(maxsize=8)
def _memo_for(rules: Rules) -> dict[int, Found]:
    """The memo of a rule set's plans, shared by all its curinga sets (keys carry their tag)."""
    return {}


@lru_cache(maxsize=8)
def _options_for(rules: Rules) -> dict[int, tuple[Group, ...]]:
    """A rule set's groups holding the lowest card, by the cards near it
    (:meth:`Planner._options`): hands meet the same neighbourhoods again and again."""
    return {}


class Planner:
    """The plan search for one rule set and one set of curinga kinds (a curinga counts in a
    plan whether it joins a group or plays as a wild). Nothing in it changes after it is made,
    so threads may share it; its memo is the rule set's."""

    def __init__(self, rules: Rules, curinga: frozenset[int]) -> None:
        self.rules = rules
        self.exact = rules.exact_melds
        # missing counts plans for 9 cards only: a plan laying down all 10 becomes one for 9
        # with no more holes by taking a card out of its meld of 4 or more (it has one)
        self.sizes = (9,)
        self.ace_high = rules.ace == "low_or_high"
        self.trinca_groups = _trinca_groups(rules)
        self.per_group = rules.max_wilds or 0  # wilds a group may take, where limited
        self.run_size = _run_sizes(rules)
        self.memo = _memo_for(rules)
        self.options = _options_for(rules)
        self.budget = max(self.sizes)  # the most cards a plan's groups may take
        self.near = _neighbourhoods(self.budget, self.ace_high)
        self.tag = curinga_tag(curinga)
        self.is_curinga = tuple(k in curinga for k in KINDS)
        self.curinga_counters = sum(COUNTER[k] for k in curinga)  # packed

    def buckets(self, kinds: Sequence[int], new_melds: range = range(4)) -> list[Bucket]:
        """The best plans of a hand for every meld size and each number of new melds in
        ``new_melds`` (a plan with ``m`` new melds misses at least ``m`` cards, so a caller
        whose bounds are already low asks only for the smaller ones)."""
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        p = pack(k for k in kinds if k != JOKER)
        out = []
        for size in self.sizes:
            for m in new_melds:
                g = None if self.exact is None else self.exact - m
                budget = size - 3 * m
                if budget < 0 or (g is not None and g < 0):
                    continue
                v, left_out, removable, capped = self._best(p, budget, g,
                                                            self._hi_needed(size, m))
                if v > NEG // 2:
                    out.append(Bucket(size, m, v, left_out, removable, capped,
                                      self.rules.max_wilds))
        return out

    def _hi_needed(self, size: int, new_melds: int) -> int:
        """How many cards the groups' greatest sizes must reach: all of them with no new meld,
        unless the fixed number of groups reaches it anyway (every trinca holds 4 or more)."""
        if new_melds or (self.exact is not None and 4 * self.exact >= size):
            return 0
        return size

    def _best(self, p: int, c: int, gr: int | None, hn: int) -> Found:
        """Best plan of naturals ``p``: groups whose least sizes add up to at most ``c``
        (exactly ``gr`` groups when given), whose greatest sizes add up to at least ``hn``."""
        if not p or c < SHORTEST_MELD or gr == 0:
            return self._no_group(p, gr, hn)
        key = (p | c << KEY_1 | (ANY if gr is None else gr) << KEY_2 | hn << KEY_3
               | self.tag << KEY_4)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._best_lowest(p, c, gr, hn)
        return found

    def _no_group(self, p: int, gr: int | None, hn: int) -> Found:
        """The plan of naturals ``p`` when no group fits (or none is left): every card left
        out, its curingas playing as wilds (no plan if groups are still wanted)."""
        if gr or hn > 0:
            return NO_PLAN
        cur = p & self.curinga_counters
        return cards_in(cur), (p | p >> 1) & LOW_BITS, 0, 0

    def _options(self, p: int, x: int) -> tuple[tuple[Group, ...], tuple[Group, ...]]:
        """Every group holding ``x``, the lowest card of ``p``, whose least size fits a plan
        (see :data:`Group`; :func:`_shape` turns one into the shape :mod:`cacheta_lab.engine.search`
        names), and those a search needs (:func:`_widest`). Remembered per rule set by the
        cards near ``x``; a search skips the groups whose least size exceeds its budget."""
        near = p & self.near[x]
        found = self.options.get(near)
        if found is None:
            if len(self.options) > OPTIONS_LIMIT:
                self.options.clear()
            groups = self._groups_at_lowest(near, self.budget)
            found = self.options[near] = (groups, _widest(groups))
        return found

    def _groups_at_lowest(self, p: int, c: int) -> tuple[Group, ...]:
        """:meth:`_options` with least sizes up to ``c``, worked out."""
        low_bit = (p & -p).bit_length() - 1
        x = low_bit >> 1
        rank, suit = RANK_OF[x], SUIT_OF[x]
        shift = RANK_SHIFT[rank]
        out: list[Group] = [
            (taken << shift, n, lo, hi, bits << shift, counts)
            for taken, n, lo, hi, bits, counts in self.trinca_groups[rank_byte(p, rank)]
            if lo <= c]
        ux = UNIT[x]
        q = p - ux
        run_size = self.run_size
        in_suit = SUIT_KINDS[suit]
        above = [r for r in range(rank + 1, min(13, rank + c)) if q & COUNTER[in_suit[r]]]
        stack = [(ux, rank, 1, 0)]
        while stack:
            taken, last, n, i = stack.pop()
            rng = run_size[n][last - rank + 1]
            if rng is not None and rng[0] <= c:
                out.append((taken, n, rng[0], rng[1], taken, False))
            for j in range(i, len(above)):
                stack.append((taken + UNIT[in_suit[above[j]]], above[j], n + 1, j + 1))
        if rank == 0 and self.ace_high:
            below = [r for r in range(12, max(0, 13 - c), -1) if q & COUNTER[in_suit[r]]]
            stack = [(ux, 13, 1, 0)]
            while stack:
                taken, lowest, n, i = stack.pop()
                rng = run_size[n][14 - lowest]
                if n >= 2 and rng is not None and rng[0] <= c:
                    out.append((taken, n, rng[0], rng[1], taken, True))
                for j in range(i, len(below)):
                    stack.append((taken + UNIT[in_suit[below[j]]], below[j], n + 1, j + 1))
        return tuple(out)

    def _best_lowest(self, p: int, c: int, gr: int | None, hn: int) -> Found:
        """:meth:`_best` worked out (a group fits: ``c`` ≥ 3, ``gr`` not 0): the lowest card
        left out, or in each group that holds it. The hot path: the groups and the memo of each
        group's rest are read inline."""
        low_bit = (p & -p).bit_length() - 1
        x = low_bit >> 1
        ux = 1 << (low_bit & ~1)
        best_v, best_l, best_r, best_c = self._best(p - ux, c, gr, hn)
        if self.is_curinga[x]:
            best_v += 1  # plays as a wild
        best_l |= ux
        per_group = self.per_group
        g2 = None if gr is None else gr - 1
        fixed = (ANY if g2 is None else g2) << KEY_2 | self.tag << KEY_4
        memo = self.memo
        curinga = self.curinga_counters
        groups = self.options.get(p & self.near[x]) or self._options(p, x)
        for taken, n, lo, hi, bits, _form in groups[1]:
            if lo > c:
                break  # (least sizes in order)
            c2 = c - lo
            hn2 = hn - hi if hn > hi else 0
            q2 = p - taken
            if not q2 or c2 < SHORTEST_MELD or g2 == 0:  # :meth:`_no_group`, inline
                if g2 or hn2:
                    continue
                cur = q2 & curinga
                sv = cards_in(cur) if cur else 0
                sl, sr, sc = (q2 | q2 >> 1) & LOW_BITS, 0, 0
            else:
                key = q2 | c2 << KEY_1 | hn2 << KEY_3 | fixed
                found = memo.get(key)
                if found is None:
                    found = memo[key] = self._best_lowest(q2, c2, g2, hn2)
                sv, sl, sr, sc = found
            if sv <= NEG // 2:
                continue
            if sc + n + per_group > best_c:
                best_c = sc + n + per_group
            sv += n
            if n >= 2:
                sr |= bits
            if sv > best_v:
                best_v, best_l, best_r = sv, sl, sr
            elif sv == best_v:
                best_l |= sl
                best_r |= sr
        return best_v, best_l, best_r, best_c

    def witness(self, kinds: Sequence[int], bucket: Bucket, discard: int | None = None,
                want: str = "out") -> Witness | None:
        """A best plan of the bucket, as groups. With a ``discard``: one that leaves a copy of
        it out (``want="out"``), or that holds it in a group of two or more naturals, the
        group then given without it (``want="group"``); None if there is none."""
        p = pack(k for k in kinds if k != JOKER)
        c = bucket.size - 3 * bucket.new_melds
        gr = None if self.exact is None else self.exact - bucket.new_melds
        hn = self._hi_needed(bucket.size, bucket.new_melds)
        # the discard's condition still to meet (a joker is never among the plan's naturals:
        # it is left out already, as for the bound of :func:`analysis._plan_bound`)
        free = discard is not None and discard != JOKER
        dbit = UNIT[discard] if free else 0
        mask = 1 if want == "out" else 2  # which of (left out, removable) must hold d
        groups: list[tuple] = []
        value = self._best(p, c, gr, hn)[0]  # of the cards still to place
        if value <= NEG // 2:
            return None
        while p:
            low_bit = (p & -p).bit_length() - 1
            x = low_bit >> 1
            q = p - (1 << (low_bit & ~1))
            sv, sl, sr, _capped = self._best(q, c, gr, hn)
            if sv > NEG // 2 and sv + self.is_curinga[x] == value:
                if not free:
                    p, value = q, sv
                    continue
                if want == "out" and x == discard:
                    free = False
                    p, value = q, sv
                    continue
                if q & COUNTER[discard] and (sl if mask == 1 else sr) & dbit:
                    p, value = q, sv
                    continue
            g2 = None if gr is None else gr - 1
            for taken, n, lo, hi, bits, form in (self._options(p, x)[0]
                                                 if gr != 0 and c >= SHORTEST_MELD else ()):
                if lo > c:
                    continue
                q2 = p - taken
                hn2 = hn - hi if hn > hi else 0
                sv, sl, sr, _capped = self._best(q2, c - lo, g2, hn2)
                if sv <= NEG // 2 or sv + n != value:
                    continue
                shape = _shape(x, bits, form)
                if free:
                    if want == "group" and bits & dbit and n >= 2:
                        shape = _without(shape, discard)
                        free = False
                    elif not (q2 & COUNTER[discard] and (sl if mask == 1 else sr) & dbit):
                        continue
                groups.append(shape)
                p, c, gr, hn, value = q2, c - lo, g2, hn2, sv
                break
            else:
                return None
        return None if free else Witness(groups)


def _widest(groups: tuple[Group, ...]) -> tuple[Group, ...]:
    """The groups a search needs, by least size: of those that take the same cards with the
    same least size (a lone card grown into a trinca or a sequência), the one that can grow
    the most. Its rest has every plan the other's has and more, so the other adds nothing to
    the best plans."""
    widest: dict[tuple[int, int], Group] = {}
    for group in groups:
        taken, _n, lo, hi = group[:4]
        if (taken, lo) not in widest or widest[taken, lo][3] < hi:
            widest[taken, lo] = group
    return tuple(sorted(widest.values(), key=lambda group: group[2]))


def _shape(x: int, bits: int, form: object) -> tuple:
    """The shape of a group holding card ``x`` and the kinds ``bits`` (UNIT bits):
    ``("t", rank, suit counts)``, or ``("r", suit, places)`` with places 1–14 (14 the ace
    above the king)."""
    if isinstance(form, tuple):
        return ("t", RANK_OF[x] + 1, form)
    suit = SUIT_OF[x]
    in_suit = SUIT_KINDS[suit]
    places = sorted(14 if form and r == 0 else r + 1 for r in range(13) if bits & UNIT[in_suit[r]])
    return ("r", suit, tuple(places))


def _without(shape: tuple, kind: int) -> tuple:
    """A group's shape less one natural card."""
    rank, suit = RANK_OF[kind] + 1, SUIT_OF[kind]
    if shape[0] == "t":
        counts = list(shape[2])
        counts[suit] -= 1
        return ("t", shape[1], tuple(counts))
    places = tuple(pl for pl in shape[2] if (1 if pl == 14 else pl) != rank)
    return ("r", shape[1], places)


@dataclass(frozen=True)
class Witness:
    """A plan: its groups, shapes as :meth:`Planner._options` gives them."""

    groups: list[tuple]

    @property
    def naturals(self) -> int:
        return sum(sum(g[2]) if g[0] == "t" else len(g[2]) for g in self.groups)


@lru_cache(maxsize=64)
def planner_for(rules: Rules, curinga: frozenset[int]) -> Planner:
    return Planner(rules, curinga)
