"""The exact split search: can a hand's cards be laid down as melds?

The natural cards are one packed integer (:mod:`cacheta_lab.engine.packed`); wilds are only counted.
:class:`Splitter` takes the lowest natural card and tries what it can be: left out (a discard)
or the lowest card of a *group* — natural cards of one trinca or one sequência. A group takes a
range of wilds, the fewest and the most its shape allows (:func:`~cacheta_lab.engine.melds.
trinca_wild_range`, :func:`~cacheta_lab.engine.melds.run_wild_range`), so wilds are never placed one
by one and their count stays exact: the fewest the groups need may not pass the wilds held, the
most they can take must reach them. Which cards are wild does not matter to this search, so one
:class:`Splitter` serves every vira of a rule set.

:class:`HandChecks` adds what the vira changes: which curingas play as wilds (every choice is
tried) and a quick test on the natural cards that settles most hands before any search.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cached_property, lru_cache
from itertools import combinations, product

from .cards import KINDS, NATURAL_KINDS
from .melds import run_wild_range, trinca_wild_range
from .packed import (
    ACE_LANES,
    ANY,
    COUNTER,
    IN_LANE,
    JOKER,
    KBIT,
    KEEP_DOWN,
    KEEP_UP,
    KEY_1,
    KEY_2,
    KEY_3,
    KEY_4,
    LANE,
    LANE_MASK,
    LANE_PAD,
    LBIT,
    N_RANKS,
    N_SUITS,
    RANK_BYTE,
    RANK_LANES,
    RANK_MASK,
    RANK_OF,
    SUIT_KINDS,
    SUIT_LANE,
    SUIT_OF,
    SUIT_SHIFT,
    UNIT,
    groups_of_rank,
    pack,
    size,
)
from .rules import Rules

# entries a memo keeps before it forgets them all: memory stays bounded (one memo of each kind
# per rule set, shared by every vira)
MEMO_LIMIT = 25_000
ROLE_MEMO_LIMIT = 12_000
NO_LIMIT = 13  # more wilds than any meld can hold


def _above_in_suit(x: int) -> tuple[tuple[int, int, int], ...]:
    """The cards above kind ``x`` in its suit, as (rank index, unit, counter)."""
    in_suit = SUIT_KINDS[SUIT_OF[x]]
    return tuple((r, UNIT[in_suit[r]], COUNTER[in_suit[r]])
                 for r in range(RANK_OF[x] + 1, N_RANKS))


_ABOVE_IN_SUIT = tuple(_above_in_suit(x) for x in NATURAL_KINDS)
# the same cards from the top down: the sequências holding the ace above the king
_BELOW_HIGH_ACE = tuple(above[::-1] for above in _ABOVE_IN_SUIT)


@lru_cache(maxsize=32)
def _trinca_options(rules: Rules) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """For each byte of a rank's four 2-bit counters (the lowest present suit being the card
    that must join), every trinca group holding that card: (cards taken as a byte, fewest
    wilds, most wilds)."""
    return tuple(tuple((taken, *rng) for counts, taken in groups_of_rank(code)
                       if (rng := trinca_wild_range(rules, counts)) is not None)
                 for code in range(256))


@lru_cache(maxsize=32)
def _trinca_with_drawn(rules: Rules) -> tuple[tuple[tuple[int, int, int, int], ...], ...]:
    """For each byte of a rank's counters (the lowest present suit being the card that must
    join): every trinca of some of those naturals and a drawn natural card, as (naturals
    taken as a byte, the drawn card's suit, fewest wilds, most wilds)."""
    table = []
    for code in range(256):
        row = []
        for counts, taken in groups_of_rank(code):
            for s in range(4):
                bumped = [*counts[:s], counts[s] + 1, *counts[s + 1:]]
                rng = trinca_wild_range(rules, bumped) if max(bumped) <= 2 else None
                if rng is not None:
                    row.append((taken, s, rng[0], rng[1]))
        table.append(tuple(row))
    return tuple(table)


@lru_cache(maxsize=32)
def _run_ranges(rules: Rules) -> tuple[tuple[tuple[int, int] | None, ...], ...]:
    """``[n][span]``: the wild range of a sequência group of ``n`` naturals over ``span``."""
    return tuple(tuple(run_wild_range(rules, n, span) if 1 <= n <= span else None
                       for span in range(15)) for n in range(15))


class Splitter:
    """The split search for one rule set (the vira does not matter to it)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.exact = rules.exact_melds
        self.ace_high = rules.ace == "low_or_high"
        self.max_wilds = NO_LIMIT if rules.max_wilds is None else rules.max_wilds
        self.trinca_options = _trinca_options(rules)
        self.run_range = _run_ranges(rules)

        self.memo: dict[int, bool] = {}
        self.role_memo: dict[int, int] = {}

    @cached_property
    def trinca_with_drawn(self) -> tuple[tuple[tuple[int, int, int, int], ...], ...]:
        """Built on the first question about outs (a bater check never needs it)."""
        return _trinca_with_drawn(self.rules)

    @cached_property
    def run_fill(self) -> tuple[tuple[tuple[int, int] | None, ...], ...]:
        """``[n][span]``: places a sequência group can fill, the limit of wilds aside."""
        return _run_ranges(self.rules.replace(max_wilds=None))

    def fits(self, p: int, left: int, wilds: int, melds: int | None) -> bool:
        """Can the naturals ``p`` and ``wilds`` wilds (all of them) form melds — exactly
        ``melds`` of them when given — leaving exactly ``left`` naturals out?"""
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        return self._split(p, left, melds, wilds, wilds)

    def _split(self, p: int, left: int, g: int | None, rb: int, df: int) -> bool:
        """``g`` melds still to make (None: any number); ``rb`` wilds still spare beyond the
        fewest the groups so far need; ``df`` wilds still without a place."""
        if not p:
            return not left and not df and not g
        if g == 0:
            return not df and size(p) == left
        key = p | left << KEY_1 | (ANY if g is None else g) << KEY_2 | rb << KEY_3 | df << KEY_4
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._split_lowest(p, left, g, rb, df)
        return found

    def _split_lowest(self, p: int, left: int, g: int | None, rb: int, df: int) -> bool:
        low_bit = (p & -p).bit_length() - 1
        x = low_bit >> 1
        ux = 1 << (low_bit & ~1)
        if left and self._split(p - ux, left - 1, g, rb, df):
            return True
        g2 = None if g is None else g - 1
        rank = RANK_OF[x]
        shift = rank * RANK_BYTE
        for taken, lo, hi in self.trinca_options[(p >> shift) & RANK_MASK]:
            if lo <= rb and self._split(p - (taken << shift), left, g2, rb - lo,
                                        df - hi if df > hi else 0):
                return True
        cap = rb if rb < self.max_wilds else self.max_wilds
        q = p - ux
        if self._runs(q, left, g2, rb, df, cap, rank, _ABOVE_IN_SUIT[x], 0, rank, 1):
            return True
        if rank == 0 and self.ace_high:
            return self._runs_high(q, left, g2, rb, df, cap, _BELOW_HIGH_ACE[x], 0, 13, 1)
        return False

    def _close(self, q: int, left: int, g2: int | None, rb: int, df: int, n: int, span: int
               ) -> bool:
        rng = self.run_range[n][span]
        if rng is None or rng[0] > rb:
            return False
        lo, hi = rng
        return self._split(q, left, g2, rb - lo, df - hi if df > hi else 0)

    def _runs(self, q: int, left: int, g2: int | None, rb: int, df: int, cap: int, first: int,
              above: tuple[tuple[int, int, int], ...], i: int, last: int, n: int) -> bool:
        """Sequência groups from ``first`` up: close at ``last`` or take a held card of
        ``above`` (the cards above ``first`` in its suit, from ``i`` on)."""
        if self._close(q, left, g2, rb, df, n, last - first + 1):
            return True
        for j in range(i, len(above)):
            r, u, counter = above[j]
            if r - first - n > cap:  # the gaps up to r need more wilds than there are
                break
            if q & counter and self._runs(q - u, left, g2, rb, df, cap, first, above, j + 1,
                                          r, n + 1):
                return True
        return False

    def _runs_high(self, q: int, left: int, g2: int | None, rb: int, df: int, cap: int,
                   below: tuple[tuple[int, int, int], ...], i: int, lowest: int, n: int
                   ) -> bool:
        """Sequência groups holding the ace above the king (place 13) and held cards of
        ``below`` (the cards below it, from the king down)."""
        if n >= 2 and self._close(q, left, g2, rb, df, n, 14 - lowest):
            return True
        for j in range(i, len(below)):
            r, u, counter = below[j]
            if 13 - r - n > cap:
                break
            if q & counter and self._runs_high(q - u, left, g2, rb, df, cap, below, j + 1, r,
                                               n + 1):
                return True
        return False


    # --- what a drawn card can be --------------------------------------------------------

    def drawn_roles(self, p: int, left: int, wilds: int, melds: int | None) -> int:
        """The natural kinds (bits) a drawn card can be, played as a natural card in a meld
        with at least one natural card of ``p``, in some way that ``p``, the drawn card and
        ``wilds`` wilds (all placed) form melds leaving exactly ``left`` naturals of ``p`` out
        (-1 when it fits nowhere)."""
        if len(self.role_memo) > ROLE_MEMO_LIMIT:
            self.role_memo.clear()
        return self._roles(p, left, melds, wilds)

    def _roles(self, p: int, left: int, g: int | None, rw: int) -> int:
        if not p or g == 0:
            return -1  # the drawn card would be in a meld of its own
        key = p | left << KEY_1 | (ANY if g is None else g) << KEY_2 | rw << KEY_3
        found = self.role_memo.get(key)
        if found is None:
            found = self.role_memo[key] = self._roles_lowest(p, left, g, rw)
        return found

    def _roles_lowest(self, p: int, left: int, g: int | None, rw: int) -> int:
        low_bit = (p & -p).bit_length() - 1
        x = low_bit >> 1
        ux = 1 << (low_bit & ~1)
        res = self._roles(p - ux, left - 1, g, rw) if left else -1
        g2 = None if g is None else g - 1
        rank, suit = RANK_OF[x], SUIT_OF[x]
        shift = rank * RANK_BYTE
        split = self._split
        code = (p >> shift) & RANK_MASK
        # trinca groups without the drawn card (it goes further on), then with it
        for taken, lo, hi in self.trinca_options[code]:
            q = p - (taken << shift)
            for w in range(lo, min(hi, rw) + 1):
                sub = self._roles(q, left, g2, rw - w)
                if sub >= 0:
                    res = (res if res > 0 else 0) | sub
        for taken, drawn_suit, lo, hi in self.trinca_with_drawn[code]:
            if lo <= rw and split(p - (taken << shift), left, g2, rw - lo,
                                  rw - hi if rw > hi else 0):
                res = (res if res > 0 else 0) | KBIT[SUIT_KINDS[drawn_suit][rank]]
        q = p - ux
        # sequência groups take held cards of the suit above x (cards before index i are
        # spent, so holding is read in q)
        above = _ABOVE_IN_SUIT[x]
        stack = [(q, rank, 1, 0, 1 << rank)]
        while stack:
            q2, last, n, i, places = stack.pop()
            res = self._run_roles(res, q2, left, g2, rw, n, rank, last, places, suit)
            for j in range(i, len(above)):
                r, u, counter = above[j]
                if r - rank - n > rw + 1:
                    break
                if q & counter:
                    stack.append((q2 - u, r, n + 1, j + 1, places | 1 << r))
        if rank == 0 and self.ace_high:
            stack = [(q, 13, 1, 0, 1 << 13)]
            below = _BELOW_HIGH_ACE[x]
            while stack:
                q2, lowest, n, i, places = stack.pop()
                # the ace alone was tried low; here it can still take a drawn K or Q
                res = self._run_roles(res, q2, left, g2, rw, n, lowest, 13, places, suit,
                                      without_drawn=n >= 2)
                for j in range(i, len(below)):
                    r, u, counter = below[j]
                    if 13 - r - n > rw + 1:
                        break
                    if q & counter:
                        stack.append((q2 - u, r, n + 1, j + 1, places | 1 << r))
        return res

    def _run_roles(self, res: int, q: int, left: int, g2: int | None, rw: int, n: int,
                   first: int, last: int, places: int, suit: int, without_drawn: bool = True
                   ) -> int:
        """``res`` joined with a sequência group over places ``first``–``last`` (0-based, 13
        the ace above the king) holding the naturals ``places``: without the drawn card, what
        the rest allows; with it, the places it can take."""
        span = last - first + 1
        rng = self.run_range[n][span]
        if rng is not None and without_drawn:
            for w in range(rng[0], min(rng[1], rw) + 1):
                sub = self._roles(q, left, g2, rw - w)
                if sub >= 0:
                    res = (res if res > 0 else 0) | sub
        fill = self.run_fill[n][span]  # places to fill, the drawn card being one of them
        if fill is None:
            return res
        top = 13 if self.ace_high else 12
        in_suit = SUIT_KINDS[suit]
        for w in range(max(0, fill[0] - 1), min(fill[1] - 1, self.max_wilds, rw) + 1):
            if not self._split(q, left, g2, rw - w, rw - w):
                continue
            length = n + w + 1
            for place in range(max(0, last - length + 1), min(first, top - length + 1)
                               + length):
                if not (places >> place) & 1:
                    res = (res if res > 0 else 0) | KBIT[in_suit[0 if place == 13 else place]]
        return res


@lru_cache(maxsize=8)
def splitter_for(rules: Rules) -> Splitter:
    return Splitter(rules)


class HandChecks:
    """Exact answers on hands given as card kinds (0–51, 52 the joker) for one rule set and
    one set of wild kinds: complete, bater, the discards that go out, the outs."""

    def __init__(self, rules: Rules, wild_kinds: frozenset[int]) -> None:
        self.rules = rules
        self.splitter = splitter_for(rules)
        self.wild = wild_kinds
        self.is_wild = tuple(k in wild_kinds for k in KINDS)
        # the quick test's lane bit of each kind; none for a wild kind
        self.lane_bit = tuple(0 if self.is_wild[k] or k == JOKER else LBIT[k] for k in KINDS)
        self.curinga = frozenset(k for k in wild_kinds if k != JOKER)
        self.exact = rules.exact_melds
        self.with10 = rules.bate_with_10
        self.ace_high = rules.ace == "low_or_high"
        self.max_wilds = NO_LIMIT if rules.max_wilds is None else rules.max_wilds
        self.trinca_any = rules.trinca == "any"

    # --- which curingas play as wilds -----------------------------------------------------

    def designations(self, kinds: Sequence[int]) -> Iterator[tuple[int, int, int]]:
        """Every way to play the curingas held, as ``(packed naturals, wilds, jokers)``."""
        p = jokers = 0
        held: dict[int, int] = {}
        is_wild = self.is_wild
        for k in kinds:
            if not is_wild[k]:
                p += UNIT[k]
            elif k == JOKER:
                jokers += 1
            else:
                held[k] = held.get(k, 0) + 1
        if not held:
            yield p, jokers, jokers
            return
        items = list(held.items())
        for as_natural in product(*(range(n + 1) for _, n in items)):
            q, w = p, jokers
            for (k, n), a in zip(items, as_natural, strict=True):
                q += a * UNIT[k]
                w += n - a
            yield q, w, jokers

    # --- the questions ---------------------------------------------------------------------

    def complete(self, kinds: Sequence[int]) -> bool:
        """Do all these cards split into melds (exactly ``exact_melds`` of them if fixed)?"""
        return self.splits_into(kinds, self.exact)

    def splits_into(self, kinds: Sequence[int], melds: int | None) -> bool:
        """Do all these cards split into melds (exactly ``melds`` of them, if given)?"""
        if not kinds or not self.quick(kinds, 0):
            return False
        fits = self.splitter.fits
        return any(fits(p, 0, w, melds) for p, w, _ in self.designations(kinds))

    def bates(self, kinds: Sequence[int]) -> bool:
        """Can this 10-card hand go out now: 9 cards in melds and one discard, or all 10?"""
        if not self.quick(kinds, 1):
            return False
        fits = self.splitter.fits
        g = self.exact
        # (going out with 10 never needs checking: ten cards in melds hold a meld of four or
        # more, and one of its cards — an end of a sequência, a repeat of a trinca — can go)
        if self.curinga.isdisjoint(kinds):  # no choice to make: the usual case
            jokers = kinds.count(JOKER)
            p = pack(k for k in kinds if k != JOKER)
            return fits(p, 1, jokers, g) or bool(jokers and fits(p, 0, jokers - 1, g))
        return any(fits(p, 1, w, g) or (jokers and fits(p, 0, w - 1, g))
                   for p, w, jokers in self.designations(kinds))

    def bater(self, kinds: Sequence[int]) -> tuple[bool, tuple[int, ...]]:
        """For a 10-card hand: (goes out with all 10, the kinds whose discard goes out)."""
        if not self.bates(kinds):
            return False, ()
        with10 = self.with10 and self.complete(kinds)
        discards = []
        for d in sorted(set(kinds)):
            rest = list(kinds)
            rest.remove(d)
            if self.complete(rest):
                discards.append(d)
        return with10, tuple(discards)

    def outs(self, kinds: Sequence[int], avail: Sequence[int]) -> set[int]:
        """The kinds (with a copy ``avail``able) that let these 9 cards go out when drawn."""
        if self.complete(kinds):
            return {k for k in KINDS if avail[k] > 0}  # draw anything and discard it
        splitter = self.splitter
        g = self.exact
        g1 = None if g is None else g - 1
        as_wild = alone = False
        roles = 0
        for p, w, jokers in self.designations(kinds):
            variants = [(1, w)]  # a natural card of the hand is the discard
            if jokers:
                variants.append((0, w - 1))  # a joker of the hand is the discard
            for left, wilds in variants:  # (all ten in melds: see bates)
                # the drawn card as a natural in a meld with natural cards of the hand
                r = splitter.drawn_roles(p, left, wilds, g)
                if r > 0:
                    roles |= r
                # as a wild (a joker or a curinga drawn)
                as_wild = as_wild or splitter.fits(p, left, wilds + 1, g)
                # in a meld of its own with k wilds of the hand
                if not alone and (g1 is None or g1 >= 0):
                    alone = any(splitter.fits(p, left, wilds - k, g1)
                                for k in range(2, min(wilds, self.max_wilds) + 1))
        out = {k for k in self.wild if as_wild and avail[k] > 0}
        for k in NATURAL_KINDS:
            if avail[k] > 0 and (alone or (roles >> k) & 1):
                out.add(k)
        return out

    # --- the quick test --------------------------------------------------------------------

    def quick(self, kinds: Sequence[int], left: int) -> bool:
        """A necessary condition for splitting all but ``left`` cards into melds, on the
        natural cards that cannot play as wilds ("plain"): a plain card in no meld of plain
        cards needs a wild or a curinga in its meld; with no plain partner near it, two."""
        lane_bit = self.lane_bit
        m = d = 0
        for k in kinds:
            b = lane_bit[k]
            if m & b:
                d |= b
            else:
                m |= b
        extras = len(kinds) - m.bit_count() - d.bit_count()
        mm = m | ((m & ACE_LANES) << 13) if self.ace_high else m
        st = mm & (mm >> 1) & (mm >> 2)
        cov = st | (st << 1) | (st << 2)
        if self.ace_high:
            cov |= (cov >> 13) & ACE_LANES
        # per rank (one lane's bits): the suits' lanes taken two at a time
        a, b_ = m & LANE_MASK, (m >> LANE) & LANE_MASK
        c, e = (m >> 2 * LANE) & LANE_MASK, m >> 3 * LANE
        both_ab, both_ce, one_ab, one_ce = a & b_, c & e, a | b_, c | e
        t = (both_ab & one_ce) | (one_ab & both_ce)  # three suits of a rank
        dup = _fold_lanes(d) if d else 0  # ranks held twice
        if dup and self.trinca_any:  # or two suits and a second copy
            t |= (both_ab | both_ce | (one_ab & one_ce)) & dup
        cov |= t * ACE_LANES
        unc = m & ~cov
        n_unc = unc.bit_count() + ((d & ~cov).bit_count() if d else 0)
        if n_unc <= left:
            return True
        if not extras:
            return False
        multi = both_ab | both_ce | (one_ab & one_ce)  # ranks held in two suits or more
        # partners: a plain card of the same rank, or of the same suit close enough for the
        # extra cards to fill the places between (a meld takes at most max_wilds of them, and
        # curingas played as their own cards)
        if extras <= self.max_wilds:
            reach = 1 + extras
        else:
            reach = 1 + min(extras, self.max_wilds + extras - kinds.count(JOKER))
        # (a shift of up to LANE_PAD places moves no card into another suit's lane, only into
        # the padding above the ranks: the high ace's step below reads no padding bit, and
        # RANK_LANES clears them)
        near = 0
        for j in range(1, reach + 1):
            if j <= LANE_PAD:
                near |= (mm << j) | (mm >> j)
            else:
                near |= ((mm & KEEP_UP[j]) << j) | ((mm >> j) & KEEP_DOWN[j])
        if self.ace_high:
            near |= (near >> 13) & ACE_LANES
        near &= RANK_LANES
        partner = near | ((multi | dup) * ACE_LANES)
        lone = (unc & ~partner & ~d).bit_count()
        if lone > left:
            # a lone card's meld is itself and at least two extra cards, each in its own meld
            need = lone - left
            if 2 * need > extras:
                return False
            if self.max_wilds < 2:  # then each lone card's meld takes curingas as cards
                curingas = extras - kinds.count(JOKER)
                if curingas < need * (2 - self.max_wilds):
                    return False
        # the melds holding uncovered cards each hold an extra card
        if extras <= 2:
            return self._cover(unc, d & ~cov, extras, left, extras, m, d, 1)
        # many extra cards: with a fixed number of melds, the plain cards lie on that many lines
        return self.exact is None or self._cover(m, d, self.exact, left, extras, m, d, 0)

    # A cover puts cards on lines, one for each meld that holds some of them: a rank (for a
    # trinca; the line takes both copies of each card) or a window of one suit (for a
    # sequência; one copy). The melds hold at most ``budget`` extra cards in all. A line is
    # charged no more than its meld holds: ``least`` (1 where every meld of the cover holds an
    # extra card), and for a rank also three less the plain cards of that rank (``m``, second
    # copies ``d``). A window misses at most the places that what is left of the budget can
    # fill: the longest such window holds every card to cover that any meld of the lowest
    # card holds (nothing to cover lies below that card in its suit).

    def _cover(self, cm: int, cd: int, lines: int, drop: int, budget: int, m: int, d: int,
               least: int) -> bool:
        """Can the cards ``cm`` (lanes; second copies in ``cd``), less ``drop`` of them, lie on
        at most ``lines`` lines whose melds hold at most ``budget`` extra cards?"""
        total = cm.bit_count() + cd.bit_count()
        if total <= drop:
            return True
        if not lines or budget < least:
            return False
        if lines == 1:  # (a closed form: no bound first)
            return self._one_line(cm, cd, total, drop, budget, m, d, least)
        # (with no more cards than rows, each card is a row: the bound holds)
        if total > lines + drop and not _few_rows_hold(cm | cd, lines + drop):
            return False
        # (no memo: fresh hands almost never meet the same cards, lines and drops again)
        return self._cover_lowest(cm, cd, lines, drop, budget, m, d, least)

    def _one_line(self, cm: int, cd: int, total: int, drop: int, budget: int, m: int, d: int,
                  least: int) -> bool:
        """:meth:`_cover` with one line, without a search, for ``total`` cards, more than
        ``drop``: the line holds one of the lowest ``drop + 1`` cards (they cannot all be
        dropped). A window holds cards of its own suit only, so a card's windows are worked
        out only when its suit holds all but ``drop`` of the cards."""
        rest = cm
        for _ in range(drop + 1):
            low = rest & -rest
            if not low:
                return False
            rest -= low
            place = low.bit_length() - 1
            same_rank = ACE_LANES << (place & IN_LANE)
            if (total - (cm & same_rank).bit_count() - (cd & same_rank).bit_count() <= drop
                    and _trinca_cost(same_rank, m, d, least) <= budget):
                return True
            if total - (cm & SUIT_LANE[place >> SUIT_SHIFT]).bit_count() <= drop:
                for window in self._windows_from(low, m, budget):
                    if total - (cm & window).bit_count() <= drop:
                        return True
        return False

    def _cover_lowest(self, cm: int, cd: int, lines: int, drop: int, budget: int, m: int,
                      d: int, least: int) -> bool:
        """:meth:`_cover` by the lowest card: it is dropped, or on the line of its rank, or on
        a window of its suit."""
        low = cm & -cm
        if drop:
            if cd & low:
                if self._cover(cm, cd - low, lines, drop - 1, budget, m, d, least):
                    return True
            elif self._cover(cm - low, cd, lines, drop - 1, budget, m, d, least):
                return True
        same_rank = ACE_LANES << ((low.bit_length() - 1) & IN_LANE)
        cost = _trinca_cost(same_rank, m, d, least)
        if cost <= budget and self._cover(cm & ~same_rank, cd & ~same_rank, lines - 1, drop,
                                          budget - cost, m, d, least):
            return True
        for window in self._windows_from(low, m, budget):
            if self._cover((cm & ~window) | (cd & window), cd & ~window, lines - 1, drop,
                           budget - least, m, d, least):
                return True
        return False

    def _windows_from(self, low: int, m: int, most: int) -> tuple[int, ...]:
        """The windows of the card ``low``'s suit worth trying for it (a lane bit; no card to
        cover lies below it in its suit): the longest missing at most ``most`` places of the
        plain cards ``m`` (one copy of each card) from it up, and for an ace, from the ace
        above the king down. A longer window leaves fewer cards to cover, and one starting
        lower no fewer."""
        place = low.bit_length() - 1
        r = place & IN_LANE
        off = place - r  # where the suit's lane starts
        lane = (m >> off) & 0x1FFF
        gaps = ~lane & 0x1FFF & -low >> off  # empty places from r up
        for _ in range(most):
            gaps &= gaps - 1
        up = ((gaps & -gaps) - 1 if gaps else 0x1FFF) << off & -low  # up to the first gap left
        if r or not self.ace_high:
            return (up,)
        gaps = ~lane & 0x1FFE  # empty places from K down
        for _ in range(most):
            gaps ^= 1 << (gaps.bit_length() - 1) if gaps else 0
        high = ((0x1FFF >> gaps.bit_length() << gaps.bit_length()) | 1) << off
        return up, high


def _trinca_cost(same_rank: int, m: int, d: int, least: int) -> int:
    """The fewest extra cards a trinca of the rank ``same_rank`` (its lane bits) holds in a
    cover: three cards less the plain cards of that rank (``m``, second copies ``d``), and
    ``least``."""
    cost = 3 - (m & same_rank).bit_count() - (d & same_rank).bit_count()
    return cost if cost > least else least


# for n suits, every set of them, fewest first: (how many, the indices of the others)
_SUIT_SETS = tuple(tuple((k, tuple(s for s in range(n) if s not in taken))
                         for k in range(n) for taken in combinations(range(n), k))
                   for n in range(N_SUITS + 1))


def _few_rows_hold(cards: int, rows: int) -> bool:
    """A necessary condition for the quick test's covers: can at most ``rows`` rows — whole
    suits or whole ranks — hold the ``cards`` (lanes)? A line of a cover lies in one rank or
    one suit, and a card left out is a row of its own."""
    if rows >= N_SUITS:  # the rows of the suits
        return True
    lanes = [lane for s in range(N_SUITS) if (lane := (cards >> s * LANE) & LANE_MASK)]
    if len(lanes) <= rows:
        return True
    for taken, others in _SUIT_SETS[len(lanes)]:
        if taken >= rows:  # the suits not taken hold a rank at least: a row too many
            return False
        ranks = 0
        for s in others:
            ranks |= lanes[s]
        if taken + ranks.bit_count() <= rows:
            return True
    return False


def _fold_lanes(lanes: int) -> int:
    """The ranks (one lane's bits) held in any suit of ``lanes``."""
    return (lanes & LANE_MASK) | ((lanes >> LANE) & LANE_MASK) | (
        (lanes >> 2 * LANE) & LANE_MASK) | (lanes >> 3 * LANE)


@lru_cache(maxsize=64)
def checks_for(rules: Rules, wild_kinds: frozenset[int]) -> HandChecks:
    """The (cached) exact checks for these rules and wild kinds."""
    return HandChecks(rules, wild_kinds)
