"""The exhaustive search with holes: how many drawn cards a hand needs, counting the copies left.

The plan search (:mod:`cacheta_lab.engine.plans`) bounds how many cards a hand misses and usually
settles it; this search decides the rare hands it cannot, and names the holes of a plan. A hand is a
sorted tuple of card kinds (0–51 natural, 52 joker). The search takes the lowest natural card left
and tries everything it can be: a leftover (a discard), or a card of each meld it can anchor — a
trinca of its rank or a sequência through it, with other natural cards of the hand, wilds of the
hand and holes (cards still to be drawn, each one a copy still to be had). Wilds of the hand are
interchangeable, so the search only counts them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cached_property, lru_cache
from itertools import combinations, product

from .cards import COPIES_PER_NATURAL, JOKER_KIND, KINDS, copies_of_kind, kind_of, rank_of, suit_of
from .melds import (
    LONGEST_RUN,
    SHORTEST_MELD,
    TRINCA_CAP,
    position_rank,
    rank_positions,
    run_intervals,
    trinca_shape_ok,
    wilds_ok,
)
from .rules import Rules

WILD_HOLE = -1  # fill marker: the hole is filled by a wild drawn from outside


def _same_rank_counts(rest: tuple[int, ...]) -> list[int]:
    """Per suit, how many cards of ``rest`` share the rank of ``rest[0]`` (they come first)."""
    rank = rank_of(rest[0])
    have = [0, 0, 0, 0]
    for k in rest:
        if rank_of(k) != rank:
            break
        have[suit_of(k)] += 1
    return have


def _remove(rest: tuple[int, ...], used: list[int]) -> tuple[int, ...]:
    out = list(rest)
    for k in used:
        out.remove(k)
    return tuple(out)


class Search:
    """The meld search for one rule set and one set of wild kinds (fixed by the vira)."""

    def __init__(self, rules: Rules, wild_kinds: frozenset[int]) -> None:
        self.rules = rules
        self.wild = wild_kinds
        self.curinga = frozenset(k for k in wild_kinds if k != JOKER_KIND)
        # bounded: this search only settles the rare hands the plan search cannot
        self.feasible = lru_cache(maxsize=5_000)(self._feasible)
        self.profiles = lru_cache(maxsize=5_000)(self._profiles)

    @cached_property
    def group_fills(self) -> Callable[[tuple, int, int], tuple[tuple[int, ...], ...]]:
        """:meth:`_group_fills`, remembered for the rule set (which cards are wild does not
        matter to it)."""
        return _for_rules(self.rules, "_group_fills")

    @cached_property
    def trinca_range(self) -> Callable[[tuple[int, ...]], tuple[int, int] | None]:
        """:meth:`_trinca_range`, remembered for the rule set (every vira of a rule set
        meets the same trincas)."""
        return _for_rules(self.rules, "_trinca_range")

    # --- melds anchored at the lowest natural ---------------------------------------------

    def melds_at(self, rest: tuple[int, ...], free_w: int, holes: int
                 ) -> Iterator[tuple[tuple[int, ...], int, tuple[int, ...], int]]:
        """Every meld holding ``rest[0]`` as a natural card.

        Yields ``(rest after, hand wilds used, hole fills, meld size)``; a fill is a natural
        kind or :data:`WILD_HOLE`.
        """
        seen: set[tuple[tuple[int, ...], int, tuple[int, ...]]] = set()
        yield from self._trincas_at(rest, free_w, holes)
        # runs of several lengths and places often use the same cards: yield each use once
        for after, nw, fills, size in self._runs_at(rest, free_w, holes):
            key = (after, nw, fills)
            if key not in seen:
                seen.add(key)
                yield after, nw, fills, size

    def _trincas_at(self, rest, free_w, holes):
        rules = self.rules
        x = rest[0]
        rank, sx = rank_of(x), suit_of(x)
        have = _same_rank_counts(rest)
        cap = TRINCA_CAP[rules.trinca]
        max_wild = rules.max_wilds if rules.max_wilds is not None else cap
        for c0 in range(have[0] + 1):
            for c1 in range(have[1] + 1):
                for c2 in range(have[2] + 1):
                    for c3 in range(have[3] + 1):
                        hand = (c0, c1, c2, c3)
                        if hand[sx] == 0:
                            continue
                        n_hand = c0 + c1 + c2 + c3
                        if n_hand > cap:
                            continue
                        used = [kind_of(rank, s) for s in range(4) for _ in range(hand[s])]
                        after = _remove(rest, used)
                        for fills in self._trinca_hole_fills(rank, holes, cap - n_hand):
                            counts = list(hand)
                            n_wild_holes = 0
                            for f in fills:
                                if f == WILD_HOLE:
                                    n_wild_holes += 1
                                else:
                                    counts[suit_of(f)] += 1
                            n_nat = sum(counts)
                            for nw in range(min(free_w, max_wild - n_wild_holes) + 1):
                                n_wild = nw + n_wild_holes
                                if (trinca_shape_ok(rules, counts, n_wild)
                                        and wilds_ok(rules, n_nat, n_wild)):
                                    yield after, nw, fills, n_nat + n_wild

    def _trinca_hole_fills(self, rank: int, holes: int, room: int) -> Iterator[tuple[int, ...]]:
        """Multisets of hole fills for a trinca of ``rank``: natural kinds and wild holes."""
        options = [kind_of(rank, s) for s in range(4)] + [WILD_HOLE]
        for n in range(min(holes, room) + 1):
            yield from _multisets(options, n)

    def _runs_at(self, rest, free_w, holes):
        """Sequências through ``rest[0]``: which natural cards of its suit join, how many
        wilds of the hand, and where the holes are (their cards)."""
        rules = self.rules
        x = rest[0]
        rank, suit = rank_of(x), suit_of(x)
        max_wild = rules.max_wilds if rules.max_wilds is not None else LONGEST_RUN
        others = sorted({rank_of(k) for k in rest[1:]
                         if suit_of(k) == suit and rank_of(k) != rank})
        for p0 in rank_positions(rules, rank):
            near = [p for r in others for p in rank_positions(rules, r)
                    if abs(p - p0) < LONGEST_RUN]
            for n_pick in range(len(near) + 1):
                for pick in combinations(near, n_pick):
                    positions = sorted((p0, *pick))
                    ranks = {position_rank(p) for p in positions}
                    first, last = positions[0], positions[-1]
                    span = last - first + 1
                    n = len(positions)
                    if span > LONGEST_RUN or len(ranks) != n or span - n > free_w + holes:
                        continue
                    after = _remove(rest, [x, *(kind_of(position_rank(p), suit) for p in pick)])
                    for n_holes in range(holes + 1):
                        for nw in range(min(free_w, max_wild) + 1):
                            length = n + nw + n_holes
                            windows = tuple(run_intervals(rules, length, positions))
                            if not windows:
                                continue
                            if not n_holes:
                                if wilds_ok(rules, n, nw):
                                    yield after, nw, (), length
                                continue
                            for fills in self._run_hole_fills(suit, positions, windows, nw,
                                                              n_holes):
                                yield after, nw, fills, length

    def _run_hole_fills(self, suit, positions, windows, nw, n_holes):
        """The distinct hole fills of a run over ``positions`` with ``nw`` hand wilds, in any
        of its ``windows`` (the run's places, from :func:`~cacheta_lab.engine.melds.run_intervals`):
        each hole is the card at its place or a wild drawn from outside."""
        found: set[tuple[int, ...]] = set()
        for window in windows:
            length = len(window)
            empty = [p for p in window if p not in positions]
            for hole_pos in combinations(empty, n_holes):
                for wild_mask in range(1 << n_holes):
                    n_wild = nw + bin(wild_mask).count("1")
                    if not wilds_ok(self.rules, length - n_wild, n_wild):
                        continue
                    found.add(tuple(sorted(
                        WILD_HOLE if wild_mask >> i & 1 else kind_of(position_rank(p), suit)
                        for i, p in enumerate(hole_pos))))
        return found

    # --- melds made of wilds and drawn cards only -------------------------------------------

    def wild_melds_fit(self, n_wild: int, n_holes: int, n_melds: int | None) -> bool:
        """Can ``n_wild`` hand wilds and ``n_holes`` drawn natural cards make up new melds
        (``n_melds`` of them, when the count is fixed)? Drawn cards are plenty outside a hand."""
        if n_wild == 0 and n_holes == 0:
            return n_melds in (None, 0)
        total = n_wild + n_holes
        counts = range(1, n_holes + 1) if n_melds is None else (n_melds,)
        per_meld_cap = max(TRINCA_CAP[self.rules.trinca], LONGEST_RUN)
        max_w = self.rules.max_wilds
        for m in counts:
            if m < 1 or m > n_holes or SHORTEST_MELD * m > total or total > m * per_meld_cap:
                continue
            if max_w is not None and n_wild > m * max_w:
                continue
            # every meld has >= 1 natural; wilds spread so no meld exceeds its wild limit
            return True
        return False

    # --- which curingas play as wilds -------------------------------------------------------

    def designations(self, hand: tuple[int, ...]
                     ) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Every way to decide which curinga cards play as wilds: ``(natural cards, wilds)``.
        Jokers are always wilds."""
        naturals = [k for k in hand if k != JOKER_KIND]
        jokers = [k for k in hand if k == JOKER_KIND]
        held = sorted({k for k in naturals if k in self.curinga})
        for counts in product(*(range(naturals.count(k) + 1) for k in held)):
            rest = list(naturals)
            pool = list(jokers)
            for k, n in zip(held, counts, strict=True):
                for _ in range(n):
                    rest.remove(k)
                    pool.append(k)
            yield tuple(rest), tuple(sorted(pool))

    # --- fewest holes (missing) ------------------------------------------------------------

    def _feasible(self, rest: tuple[int, ...], free_w: int, holes: int, left: int,
                  melds: int | None, taken: tuple[int, ...], avail: tuple[int, ...]) -> bool:
        """Can ``rest`` and ``free_w`` wilds split into melds using exactly ``holes`` drawn cards
        (respecting the copies ``avail``able outside the hand) and leaving exactly ``left`` out?
        ``taken`` lists drawn cards already assigned (natural kinds or wild marker)."""
        if melds is not None and melds < 0:
            return False
        if not rest:
            if left > free_w:
                return False
            return self.wild_melds_fit(free_w - left, holes, melds)
        tail = rest[1:]
        if left and self.feasible(tail, free_w, holes, left - 1, melds, taken, avail):
            return True
        next_melds = None if melds is None else melds - 1
        for after, nw, fills, _size in self.melds_at(rest, free_w, holes):
            if fills:
                now = tuple(sorted(taken + fills))
                if not self._available(now, avail):
                    continue
            else:
                now = taken
            if self.feasible(after, free_w - nw, holes - len(fills), left, next_melds, now,
                             avail):
                return True
        return False

    def _available(self, taken: tuple[int, ...], avail: tuple[int, ...]) -> bool:
        wild_needed = 0
        spare_wild = sum(avail[k] for k in self.wild)
        prev, run = None, 0
        for k in taken:
            if k == WILD_HOLE:
                wild_needed += 1
                continue
            run = run + 1 if k == prev else 1
            prev = k
            if run > avail[k]:
                return False
            if k in self.wild:
                spare_wild -= 1
        return wild_needed <= spare_wild

    # --- a lower bound on missing: groups of hand cards, holes counted, not named ----------

    def _trinca_range(self, counts: tuple[int, ...]) -> tuple[int, int] | None:
        """Smallest and largest trinca that natural cards of one rank (``counts`` per suit)
        can grow into, whatever fills the other places: drawn cards or wilds take the same
        places (None if none)."""
        sizes = [sum(grown) for grown in product(*(range(c, COPIES_PER_NATURAL + 1)
                                                   for c in counts))
                 if trinca_shape_ok(self.rules, grown, 0)]
        return (min(sizes), max(sizes)) if sizes else None

    def _groups_at(self, rest: tuple[int, ...]
                   ) -> Iterator[tuple[tuple[int, ...], int, int, int, tuple]]:
        """Groups of natural cards holding ``rest[0]`` that could grow into one meld:
        ``(rest after, cards used, smallest and largest meld, the group)``. A group is
        ``("t", rank, suit counts)`` or ``("r", suit, positions)``."""
        rules = self.rules
        x = rest[0]
        rank, sx = rank_of(x), suit_of(x)
        have = _same_rank_counts(rest)
        for hand in product(*(range(h + 1) for h in have)):
            if hand[sx] == 0:
                continue
            span = self.trinca_range(hand)
            if span:
                used = [kind_of(rank, s) for s in range(4) for _ in range(hand[s])]
                yield _remove(rest, used), len(used), span[0], span[1], ("t", rank, hand)
        others = sorted({rank_of(k) for k in rest[1:] if suit_of(k) == sx and rank_of(k) != rank})
        for p0 in rank_positions(rules, rank):
            near = [p for r in others for p in rank_positions(rules, r)
                    if abs(p - p0) < LONGEST_RUN]
            for n_pick in range(len(near) + 1):
                for pick in combinations(near, n_pick):
                    positions = tuple(sorted((p0, *pick)))
                    ranks = [position_rank(p) for p in positions]
                    span = positions[-1] - positions[0] + 1
                    if span > LONGEST_RUN or len(set(ranks)) != len(ranks):
                        continue
                    used = [kind_of(r, sx) for r in ranks]
                    yield (_remove(rest, used), len(used), max(SHORTEST_MELD, span), LONGEST_RUN,
                           ("r", sx, positions))

    def _profiles(self, rest: tuple[int, ...]) -> dict[tuple[int, int, int, int], tuple]:
        """Ways to pick groups of natural cards from ``rest``: for each (number of groups —
        capped when only a lower number can matter —, least total size, greatest total
        size capped at 10, curingas kept to play as wilds), the most natural cards in groups
        and those groups (a linked list ``(group, rest)``)."""
        if not rest:
            return {(0, 0, 0, 0): (0, ())}
        exact = self.rules.exact_melds
        # the number of groups matters for an exact count of melds and for a wild limit
        # (each meld takes so many wilds); otherwise only whether there is a group
        top_g = exact if exact is not None else 1 if self.rules.max_wilds is None else 4
        profiles = self.profiles
        tail = rest[1:]
        out = dict(profiles(tail))  # rest[0] left out
        get = out.get
        if rest[0] in self.curinga:  # rest[0] plays as a wild
            for (g, a, b, wx), val in profiles(tail).items():
                key = (g, a, b, wx + 1)
                cur = get(key)
                if cur is None or cur[0] < val[0]:
                    out[key] = val
        for after, n_used, lo, hi, group in self._groups_at(rest):
            for (g, a, b, wx), (used, groups) in profiles(after).items():
                a += lo
                if a > 10 or (g >= top_g and exact is not None):
                    continue
                key = (g + 1 if g < top_g else g, a, b + hi if b + hi < 10 else 10, wx)
                used += n_used
                cur = get(key)
                if cur is None or cur[0] < used:
                    out[key] = (used, (group, groups))
        return _pareto(out)

    def _best_groups(self, hand: tuple[int, ...], size: int
                     ) -> list[tuple[int, int, int, tuple]]:
        """Candidate plans for ``size`` melded cards, fewest holes first, as ``(holes, new
        melds, hand wilds used, groups)``; holes assume every card needed can still be had."""
        naturals = tuple(k for k in hand if k != JOKER_KIND)
        jokers = len(hand) - len(naturals)
        exact = self.rules.exact_melds
        max_w = self.rules.max_wilds
        found = []
        for (g, lo, hi, wx), (used, groups) in self.profiles(naturals).items():
            new_melds = (exact - g,) if exact is not None else range(0, size // SHORTEST_MELD + 1)
            for m in new_melds:
                # the groups grow to a total in [lo, hi]; m new melds of 3..13 cards take the rest
                if m < 0 or (m == 0 and g == 0) or not (
                        lo + SHORTEST_MELD * m <= size <= hi + LONGEST_RUN * m):
                    continue
                room = size - used - m  # every new meld holds at least one drawn natural
                if max_w is not None:
                    room = min(room, (g + m) * max_w)
                wilds = min(jokers + wx, max(room, 0))
                found.append((size - used - wilds, m, wilds, groups))
        found.sort(key=lambda f: f[0])
        return found

    # --- naming the holes of a plan, with the copies left ------------------------------------

    def _group_fills(self, group: tuple, holes: int, hand_wilds: int
                     ) -> tuple[tuple[int, ...], ...]:
        """Every way to complete ``group`` with ``hand_wilds`` wilds of the hand and ``holes``
        drawn cards (their kinds, sorted; :data:`WILD_HOLE` for a drawn wild), remembered as
        :attr:`group_fills`."""
        rules = self.rules
        if group[0] == "t":
            _, rank, counts = group
            found = []
            for fills in self._trinca_hole_fills(rank, holes, holes):
                if len(fills) != holes:
                    continue
                grown = list(counts)
                n_wild = hand_wilds
                for f in fills:
                    if f == WILD_HOLE:
                        n_wild += 1
                    else:
                        grown[suit_of(f)] += 1
                if trinca_shape_ok(rules, grown, n_wild) and wilds_ok(rules, sum(grown),
                                                                     n_wild):
                    found.append(fills)
            return tuple(found)
        _, suit, positions = group
        windows = tuple(run_intervals(rules, len(positions) + hand_wilds + holes, positions))
        return tuple(self._run_hole_fills(suit, positions, windows, hand_wilds, holes))

    def _group_size_range(self, group: tuple) -> tuple[int, int]:
        if group[0] == "t":
            span = self.trinca_range(group[2])
            assert span is not None
            return span
        positions = group[2]
        return max(SHORTEST_MELD, positions[-1] - positions[0] + 1), LONGEST_RUN

    def _complete_groups(self, groups: list[tuple], size: int, new_melds: int, wilds: int,
                         taken: tuple[int, ...], avail: tuple[int, ...]) -> bool:
        """Can ``groups`` and exactly ``wilds`` wilds of the hand grow, with cards still to be
        had, into melds that with ``new_melds`` melds of drawn cards hold exactly ``size``?"""
        max_w = self.rules.max_wilds
        if not groups:
            m = new_melds
            if m == 0:
                return size == 0 and wilds == 0
            # drawn natural cards are plenty outside a hand: only the counts matter
            return (SHORTEST_MELD * m <= size <= LONGEST_RUN * m and wilds <= size - m
                    and (max_w is None or wilds <= m * max_w))
        group, rest = groups[0], groups[1:]
        lo, hi = self._group_size_range(group)
        rest_lo = sum(self._group_size_range(g)[0] for g in rest) + SHORTEST_MELD * new_melds
        have = sum(group[2]) if group[0] == "t" else len(group[2])
        for n in range(lo, min(hi, size - rest_lo) + 1):
            top = min(wilds, n - have, max_w if max_w is not None else wilds)
            for w in range(top, -1, -1):
                for fills in self.group_fills(group, n - have - w, w):
                    now = tuple(sorted(taken + fills)) if fills else taken
                    if fills and not self._available(now, avail):
                        continue
                    if self._complete_groups(rest, size - n, new_melds, wilds - w, now, avail):
                        return True
        return False

    def complete_groups(self, groups: list[tuple], size: int, new_melds: int, wilds: int,
                        avail: tuple[int, ...]) -> bool:
        """Can these groups (shapes ``("t", rank, suit counts)`` or ``("r", suit, places)``)
        and exactly ``wilds`` wilds of the hand grow, with cards still to be had, into melds
        that with ``new_melds`` melds of drawn cards hold exactly ``size`` cards?"""
        return self._complete_groups(groups, size, new_melds, wilds, (), avail)

    def min_holes(self, hand: tuple[int, ...], size: int, avail: tuple[int, ...],
                  limit: int, start: int = 0) -> int | None:
        """Fewest drawn cards that let ``size`` cards of ``hand`` plus them form melds
        (``size`` = 9 or 10 melded cards), or None if more than ``limit``.

        The plans found without counting copies give a lower bound; the first one whose
        holes can be named with cards still to be had proves it. Only when copies run out
        does the full search run."""
        found = self._best_groups(hand, size)
        if not found:
            return None
        bound = max(start, found[0][0])
        for holes, new_melds, wilds, linked in found:
            if holes > bound:
                break
            if holes < start:
                continue
            groups = _unlink(linked)
            if self._complete_groups(groups, size, new_melds, wilds, (), avail):
                return holes if holes <= limit else None
        n = len(hand)
        for holes in range(max(bound, size - n), limit + 1):
            left = n + holes - size
            if any(self.feasible(nat, len(pool), holes, left, self.rules.exact_melds, (), avail)
                   for nat, pool in self.designations(hand)):
                return holes
        return None


def _unlink(linked: tuple) -> list[tuple]:
    """The groups of a plan, from its linked list ``(group, rest)``."""
    groups = []
    while linked:
        groups.append(linked[0])
        linked = linked[1]
    return groups


def group_kinds(group: tuple) -> list[int]:
    """The natural card kinds of a plan's group, ``("t", rank, suit counts)`` or
    ``("r", suit, places)`` (places 1–14, 14 the ace above the king)."""
    if group[0] == "t":
        return [kind_of(group[1], s) for s in range(4) for _ in range(group[2][s])]
    return [kind_of(position_rank(p), group[1]) for p in group[2]]


def _pareto(profiles: dict[tuple[int, int, int, int], tuple]
            ) -> dict[tuple[int, int, int, int], tuple]:
    """Drop the profiles another one beats: same groups, greatest size and wilds, a smaller
    or equal least size and at least as many cards used."""
    best: dict[tuple[int, int, int], int] = {}
    kept = {}
    for key in sorted(profiles, key=lambda k: k[1]):
        group_key = (key[0], key[2], key[3])
        used = profiles[key][0]
        if best.get(group_key, -1) < used:
            best[group_key] = used
            kept[key] = profiles[key]
    return kept


def _multisets(options: list[int], n: int) -> Iterator[tuple[int, ...]]:
    from itertools import combinations_with_replacement

    for combo in combinations_with_replacement(options, n):
        if all(combo.count(k) <= COPIES_PER_NATURAL for k in combo if k != WILD_HOLE):
            yield tuple(sorted(combo))


@lru_cache(maxsize=16)
def _for_rules(rules: Rules, method: str) -> Callable:
    """A :class:`Search` method that depends on the rule set alone, remembered per rule set."""
    return lru_cache(maxsize=4096)(getattr(Search(rules, frozenset()), method))


@lru_cache(maxsize=16)
def search_for(rules: Rules, wild_kinds: frozenset[int]) -> Search:
    """The (cached) search for these rules and wild kinds."""
    return Search(rules, wild_kinds)


def kinds_available(hand_kinds: tuple[int, ...], vira_kind: int | None, jokers: bool
                    ) -> tuple[int, ...]:
    """Copies of each kind outside the hand and the vira."""
    avail = [copies_of_kind(k, jokers) for k in KINDS]
    for k in hand_kinds:
        avail[k] -= 1
    if vira_kind is not None:
        avail[vira_kind] -= 1
    return tuple(avail)
