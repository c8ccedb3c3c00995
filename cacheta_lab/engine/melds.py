"""Melds: what makes a trinca or a sequência valid under a set of rules.

The shape rules below (:func:`trinca_shape_ok`, :func:`run_position_sets`, :func:`wilds_ok`) are
the only statement of the meld rules in the package: :func:`check_meld` explains one group of cards
with them, and the hand search in :mod:`cacheta_lab.engine.search` builds melds with them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ..words.catalogue import NOTHING, Said, Sayable
from .cards import COPIES_PER_NATURAL, SUITS, Card, check_copies, display_order, parse_cards
from .curinga import parse_vira, wild_cards
from .rules import Rules, get_rules

SHORTEST_MELD = 3  # a trinca or a sequência holds 3 cards or more
LONGEST_RUN = 13  # a sequência A to K (the ace is low or high, never both)
# a meld never shows a card more often than the decks hold it (COPIES_PER_NATURAL)
TRINCA_CAP = {"any": 4 * COPIES_PER_NATURAL, "distinct": 4, "three_plus_dup": 5}


# --- shape rules --------------------------------------------------------------------------

def wilds_ok(rules: Rules, n_natural: int, n_wild: int) -> bool:
    """At least one natural card and no more wilds than ``rules.max_wilds``."""
    return n_natural >= 1 and (rules.max_wilds is None or n_wild <= rules.max_wilds)


def trinca_shape_ok(rules: Rules, suit_counts: Sequence[int], n_wild: int) -> bool:
    """Can naturals of one rank (``suit_counts`` per suit c d h s) and ``n_wild`` wilds form a
    trinca under ``rules.trinca``? (The wild limit is checked apart, by :func:`wilds_ok`.)"""
    total = sum(suit_counts) + n_wild
    if total < SHORTEST_MELD or max(suit_counts) > COPIES_PER_NATURAL:
        return False
    mode = rules.trinca
    if mode == "any":
        free = sum(COPIES_PER_NATURAL - c for c in suit_counts)
        return n_wild <= free
    if mode == "distinct":
        return max(suit_counts) <= 1 and total <= 4
    present = sum(1 for c in suit_counts if c)
    return present <= 3 and n_wild >= 3 - present and total <= 5


def max_position(rules: Rules) -> int:
    """Highest run position: 13 (K) when the ace is low only, 14 (A above K) otherwise."""
    return 14 if rules.ace == "low_or_high" else 13


def rank_positions(rules: Rules, rank: int) -> tuple[int, ...]:
    """Positions a rank may take in a run (the ace: 1, and 14 when it may be high)."""
    return (1, 14) if rank == 1 and rules.ace == "low_or_high" else (rank,)


def position_rank(position: int) -> int:
    return 1 if position == 14 else position


def run_intervals(rules: Rules, length: int, must_cover: Iterable[int]) -> Iterator[range]:
    """Every run interval of ``length`` positions that covers all ``must_cover`` positions.

    A run never holds one rank twice, so it spans at most 13 positions (no K-A-2 wrap).
    """
    cover = list(must_cover)
    if length < SHORTEST_MELD or length > LONGEST_RUN:
        return
    lo_needed = max(cover) - length + 1 if cover else 1
    hi_start = min(cover) if cover else max_position(rules)
    for start in range(max(1, lo_needed), min(hi_start, max_position(rules) - length + 1) + 1):
        yield range(start, start + length)


def run_position_sets(rules: Rules, ranks: Sequence[int], n_wild: int) -> Iterator[range]:
    """Every interval a run of naturals ``ranks`` (one suit) plus ``n_wild`` wilds can occupy."""
    if len(set(ranks)) != len(ranks):
        return
    length = len(ranks) + n_wild
    seen: set[range] = set()
    for positions in product(*(rank_positions(rules, r) for r in ranks)):
        if len(set(positions)) != len(positions):
            continue
        for interval in run_intervals(rules, length, positions):
            if interval not in seen:
                seen.add(interval)
                yield interval


def trinca_wild_range(rules: Rules, suit_counts: Sequence[int]) -> tuple[int, int] | None:
    """The fewest and most wilds that naturals of one rank (``suit_counts`` per suit) can take
    in one trinca, limits included (None if none). Every count in between works too."""
    ok = [w for w in range(TRINCA_CAP["any"] + 1)
          if trinca_shape_ok(rules, suit_counts, w) and wilds_ok(rules, sum(suit_counts), w)]
    if not ok:
        return None
    assert ok == list(range(ok[0], ok[-1] + 1)), "a trinca's wild counts form a range"
    return ok[0], ok[-1]


def run_wild_range(rules: Rules, n_naturals: int, span: int) -> tuple[int, int] | None:
    """The fewest and most wilds that ``n_naturals`` cards of one suit spread over ``span``
    places (distinct ranks) can take in one sequência (None if none)."""
    ok = [w for w in range(14) if wilds_ok(rules, n_naturals, w)
          and next(run_intervals(rules, n_naturals + w, (1, span)), None) is not None]
    if not ok:
        return None
    assert ok == list(range(ok[0], ok[-1] + 1)), "a sequência's wild counts form a range"
    return ok[0], ok[-1]


# --- one meld, explained ------------------------------------------------------------------

@dataclass(frozen=True)
class WildRole:
    """A wild-capable card of a meld and every card it can stand for there."""

    card: Card
    as_: tuple[Card, ...]

    def to_dict(self) -> dict[str, object]:
        return {"card": self.card.code, "as": [c.code for c in self.as_]}


@dataclass(frozen=True)
class Meld:
    """A valid meld: its cards, whether it reads as trinca and/or sequência, and its wilds."""

    cards: tuple[Card, ...]
    readings: tuple[str, ...]  # "trinca" and/or "sequencia"
    wilds: tuple[WildRole, ...] = ()
    trinca_rank: int | None = None  # the rank when it reads as a trinca
    runs: tuple[tuple[str, int, int], ...] = ()  # (suit, first, last position; 14 = high A)

    def to_dict(self) -> dict[str, object]:
        return {"readings": list(self.readings), "cards": [c.code for c in self.cards],
                "wilds": [w.to_dict() for w in self.wilds]}

    def __str__(self) -> str:
        return " ".join(c.code for c in self.cards)

    def __repr__(self) -> str:
        return f"Meld({str(self)!r}, readings={self.readings})"

    def _repr_html_(self) -> str:
        from ..drawing.html import meld_html

        return meld_html(self)


@dataclass(frozen=True)
class MeldCheck:
    """The verdict on one group of cards: ``valid``, the ``meld`` if so, and why not if not
    (``said``, read in a language with :meth:`reason`)."""

    valid: bool
    meld: Meld | None
    said: Sayable = NOTHING

    def reason(self, lang: str = "pt") -> str:
        return self.said.text(lang)


@dataclass
class _Readings:
    readings: set[str]
    roles: dict[Card, set[Card]]
    trinca_rank: int | None = None
    runs: set[tuple[str, int, int]] | None = None


def _readings(rules: Rules, cards: tuple[Card, ...], wild: frozenset[Card]) -> _Readings:
    """All valid readings of a group: trinca and/or sequência, trinca rank, run spans, and per
    wild-capable card every card it can stand for."""
    readings: set[str] = set()
    roles: dict[Card, set[Card]] = {}
    found = _Readings(readings, roles, None, set())
    fixed = [c for c in cards if c not in wild]
    jokers = sum(1 for c in cards if c.is_joker)
    curingas = Counter(c for c in cards if c in wild and not c.is_joker)
    options = [range(n + 1) for n in curingas.values()]
    for as_natural in product(*options):
        naturals = list(fixed)
        as_wild: list[Card] = [c for c in cards if c.is_joker]
        for (card, n), k in zip(curingas.items(), as_natural, strict=True):
            naturals += [card] * k
            as_wild += [card] * (n - k)
        n_wild = jokers + sum(curingas.values()) - sum(as_natural)
        if not wilds_ok(rules, len(naturals), n_wild):
            continue
        natural_curingas = {c for c in naturals if c in wild}
        # trinca
        if len({c.rank for c in naturals}) == 1:
            rank = naturals[0].rank
            counts = [sum(1 for c in naturals if c.suit == s) for s in SUITS]
            if trinca_shape_ok(rules, counts, n_wild):
                readings.add("trinca")
                found.trinca_rank = rank
                for card in natural_curingas:
                    roles.setdefault(card, set()).add(card)
                for i, s in enumerate(SUITS):
                    bumped = [*counts[:i], counts[i] + 1, *counts[i + 1:]]
                    if trinca_shape_ok(rules, bumped, n_wild - 1):
                        for card in as_wild:
                            roles.setdefault(card, set()).add(Card.of(rank, s))
        # sequência
        if len({c.suit for c in naturals}) == 1:
            suit = naturals[0].suit
            ranks = [c.rank for c in naturals]
            for interval in run_position_sets(rules, ranks, n_wild):
                covered = _cover(rules, ranks, interval)
                free = [p for p in interval if p not in covered]
                readings.add("sequencia")
                found.runs.add((suit, interval.start, interval.stop - 1))
                for card in natural_curingas:
                    roles.setdefault(card, set()).add(card)
                for card in as_wild:
                    roles.setdefault(card, set()).update(
                        Card.of(position_rank(p), suit) for p in free)
    return found


def _cover(rules: Rules, ranks: Sequence[int], interval: range) -> set[int]:
    """Positions taken by natural ``ranks`` inside ``interval`` (the ace where it fits)."""
    taken: set[int] = set()
    for r in ranks:
        taken.add(next(p for p in rank_positions(rules, r) if p in interval))
    return taken


@lru_cache(maxsize=4096)
def _check_cached(rules: Rules, cards: tuple[Card, ...], wild: frozenset[Card]) -> MeldCheck:
    found = _readings(rules, cards, wild)
    if found.readings:
        roles = found.roles
        wild_roles = tuple(
            WildRole(c, tuple(sorted(roles[c], key=display_order)))
            for c in cards if c in roles and roles[c] != {c}
        )
        readings = tuple(k for k in ("trinca", "sequencia") if k in found.readings)
        runs = tuple(sorted(found.runs or (), key=lambda r: (SUITS.index(r[0]), r[1])))
        if readings == ("sequencia",):
            cards = _in_run_order(rules, cards, wild, runs[0])
        return MeldCheck(True, Meld(cards, readings, wild_roles, found.trinca_rank, runs))
    return MeldCheck(False, None, _why_not(rules, cards, wild))


def _in_run_order(rules: Rules, cards: tuple[Card, ...], wild: frozenset[Card],
                  run: tuple[str, int, int]) -> tuple[Card, ...]:
    """The cards of a sequência as it is laid down: low to high, each wild in a free place
    (``run`` is its first reading: suit, first and last place)."""
    suit, first, last = run
    naturals = {p: c for c in cards if c not in wild and c.suit == suit
                for p in rank_positions(rules, c.rank) if first <= p <= last}
    spare = [c for c in cards if c not in naturals.values()]
    ordered = []
    for p in range(first, last + 1):
        natural = naturals.get(p) or next(
            (c for c in spare if c.suit == suit and p in rank_positions(rules, c.rank)
             and not c.is_joker), None)
        if natural is not None and natural in spare:
            spare.remove(natural)
        ordered.append(natural if natural is not None else spare.pop())
    return tuple(ordered)


def check_meld_with(cards: Iterable[Card], rules: Rules, wild: frozenset[Card]) -> MeldCheck:
    """Check one group of cards as a meld, given the wild card kinds in play."""
    return _check_cached(rules, tuple(sorted(cards, key=display_order)), wild)


LONGEST_MELD = LONGEST_RUN  # the longest meld is a sequência; a trinca holds ≤ 8


def check_meld(cards: str | Iterable[str | Card], rules: str | Rules = "oficial",
               vira: str | Card | None = None) -> MeldCheck:
    """Check one group of cards as a trinca or sequência under ``rules`` with this vira.

    More copies of a card than two decks hold raise :class:`CachetaError`; a group longer than
    any meld (13 cards) is answered at once, without a search."""
    ruleset = get_rules(rules)
    wild = wild_cards(ruleset, parse_vira(vira, ruleset))
    parsed = parse_cards(cards)
    check_copies(parsed, "meld")
    if len(parsed) > LONGEST_MELD:
        return MeldCheck(False, None, Said("meld.not.too_many", most=LONGEST_MELD,
                                           n=len(parsed)))
    return check_meld_with(parsed, ruleset, wild)


# --- why a group is not a meld ------------------------------------------------------------

def _codes(cards: Iterable[Card]) -> str:
    """Cards by rank, then suit, as people read them in a reason."""
    return " ".join(c.symbol for c in sorted(cards, key=lambda c: (c.rank or 99, c.kind)))


def _why_not(rules: Rules, cards: tuple[Card, ...], wild: frozenset[Card]) -> Said:
    """The plainest reason why ``cards`` form no meld."""
    p = rules.id
    if len(cards) < SHORTEST_MELD:
        return Said.counted("meld.not.too_few", len(cards))
    naturals = [c for c in cards if c not in wild]
    n_wild = len(cards) - len(naturals)
    jokers = sum(c.is_joker for c in cards)
    if jokers and not rules.jokers:
        return Said.counted("meld.not.jokers", jokers, p=p)
    if not any(not c.is_joker for c in cards):
        return Said("meld.not.no_natural")
    if rules.max_wilds is not None and _readings(rules.replace(max_wilds=None), cards,
                                                 wild).readings:
        return Said("meld.not.wilds_here", p=p, most=rules.max_wilds, n=n_wild)
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if len(ranks) == 1 and naturals:
        rank = naturals[0].rank
        counts = Counter(c for c in naturals)
        dup = next((c for c, n in counts.items() if n > 1), None)
        if rules.trinca == "distinct" and dup:
            return Said("meld.not.same_suit", card=dup.symbol, p=p)
        if rules.trinca == "distinct" and len(cards) > 4:
            return Said("meld.not.trinca_3_4", p=p)
        if rules.trinca == "three_plus_dup":
            present = {c.suit for c in naturals}
            if len(present) > 3:
                return Said("meld.not.three_suits", p=p)
            if len(cards) > 5:
                return Said("meld.not.trinca_3_5", p=p)
            return Said("meld.not.suits_first", p=p)
        if rules.max_wilds is not None and n_wild > rules.max_wilds:
            return Said("meld.not.wilds", p=p, most=rules.max_wilds)
        return Said("meld.not.trinca", rank=rank, p=p)
    if len(suits) == 1 and naturals:
        ranks_list = sorted(c.rank for c in naturals)
        dup_rank = next((r for r in ranks_list if ranks_list.count(r) > 1), None)
        if dup_rank is not None:
            return Said("meld.not.rank_twice")
        if 1 in ranks_list and 13 in ranks_list and rules.ace == "low":
            return Said("meld.not.ace_low", p=p)
        if 1 in ranks_list and 13 in ranks_list and 2 in ranks_list:
            return Said("meld.not.wrap")
        if rules.max_wilds is not None and n_wild > rules.max_wilds:
            return Said("meld.not.wilds", p=p, most=rules.max_wilds)
        return Said("meld.not.gaps", cards=_codes(naturals))
    return Said("meld.not.neither", cards=_codes(cards))
