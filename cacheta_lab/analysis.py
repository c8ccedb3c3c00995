"""Hand analysis: complete, bater, na boa and outs, the discard table, missing, partitions.

Everything a view shows about a hand comes from :func:`analyze`; the smaller functions answer one
question each. Hands, rules, viras and seen cards may be given as text or as objects.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Any

from .cards import JOKER, JOKER_KIND, Card, Hand, check_copies, display_order, parse_cards
from .curinga import parse_vira, wild_cards
from .errors import CachetaError
from .melds import Meld, check_meld_with
from .rules import Rules, get_rules
from .search import ANY_NATURAL, NO_HOLE, WILD_HOLE, Search, kinds_available, search_for

MAX_HAND = 10
CardsLike = str | Card | Iterable[str | Card] | None


@dataclass(frozen=True)
class Out:
    """A card kind that lets a na boa hand go out, and how many of its copies are still live."""

    card: Card
    live: int

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card.code, "live": self.live}


@dataclass(frozen=True)
class DiscardOption:
    """One row of the discard table of a 10-card hand."""

    card: Card
    na_boa: bool
    outs: tuple[Out, ...]
    live_outs: int
    missing: int
    bate: bool = False  # discarding this card goes out now (with 9)

    @property
    def rank_key(self) -> tuple[bool, int, int, int]:
        """How discards are ranked, best first: going out now, most live outs, fewest draws
        missing, most outs."""
        return (not self.bate, -self.live_outs, self.missing, -len(self.outs))

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card.code, "bate": self.bate, "na_boa": self.na_boa,
                "outs": [o.to_dict() for o in self.outs], "live_outs": self.live_outs,
                "missing": self.missing}


Split = tuple[Meld, ...]


@dataclass(frozen=True)
class Bater:
    """Whether a 10-card hand goes out: with all 10, and/or with 9 discarding a ``discards``.
    ``splits`` (every way to lay the melds down) is worked out when first asked for."""

    with10: bool
    discards: tuple[Card, ...]
    hand: tuple[Card, ...] = field(default=(), repr=False, compare=False)
    table: Table | None = field(default=None, repr=False, compare=False)

    @property
    def can(self) -> bool:
        return self.with10 or bool(self.discards)

    @cached_property
    def splits(self) -> tuple[tuple[Card | None, Split], ...]:
        """Every way to go out: (the discard, or None with 10; the melds)."""
        if self.table is None:
            return ()
        out: list[tuple[Card | None, Split]] = []
        if self.with10:
            out += [(None, s) for s in _splits(self.hand, self.table)]
        for card in self.discards:
            out += [(card, s) for s in _splits(_without(self.hand, card), self.table)]
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        return {"with10": self.with10, "discards": [c.code for c in self.discards],
                "splits": [{"discard": d.code if d else None,
                            "melds": [m.to_dict() for m in split]} for d, split in self.splits]}


# --- input ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Table:
    """Checked input: rules, vira, wild kinds and the search that goes with them."""

    rules: Rules
    vira: Card | None
    wild: frozenset[Card]
    seen: tuple[Card, ...] = ()

    @cached_property
    def search(self) -> Search:
        return search_for(self.rules, frozenset(c.kind for c in self.wild))

    def available(self, hand: tuple[Card, ...]) -> tuple[int, ...]:
        """Copies of each kind outside ``hand`` and the vira."""
        return kinds_available(tuple(c.kind for c in hand),
                               self.vira.kind if self.vira else None, self.rules.jokers)

    # questions on hands a program has already checked (no parsing: the fast path)

    def with_seen(self, seen: Iterable[Card]) -> Table:
        """The same table with these cards marked as seen."""
        return replace(self, seen=tuple(sorted(seen, key=display_order)))

    def can_bater(self, hand: Iterable[Card]) -> bool:
        """Can this 10-card hand go out now?"""
        return self.search.bates(_kinds(hand))

    def bater(self, hand: Iterable[Card]) -> Bater:
        """How a 10-card hand goes out (with 10, and the discards that go out with 9)."""
        cards = tuple(hand)
        if not self.can_bater(cards):
            return Bater(False, (), cards, self)
        with10, discards = _bater_kinds(cards, self)
        return Bater(with10, tuple(Card(k) for k in discards), cards, self)

    def complete(self, hand: Iterable[Card]) -> bool:
        """Does the whole hand split into melds?"""
        return _complete(tuple(hand), self)

    def outs(self, hand: Iterable[Card]) -> tuple[Out, ...]:
        """The outs of a 9-card hand with their live copies (empty: not na boa)."""
        return _outs(tuple(hand), self)

    def discard_table(self, hand: Iterable[Card]) -> tuple[DiscardOption, ...]:
        """The discard table of a 10-card hand, best first."""
        return _discard_table(tuple(hand), self)

    def missing(self, hand: Iterable[Card]) -> int:
        """Fewest draws still needed to bater."""
        return _missing(tuple(hand), self)

    def live(self, card: Card, hand: tuple[Card, ...], also_seen: Iterable[Card] = ()) -> int:
        """Copies of ``card`` outside hand, vira and the seen cards."""
        out = self.available(hand)[card.kind]
        out -= sum(1 for c in (*self.seen, *also_seen) if c == card)
        return max(out, 0)


def table_for(rules: str | Rules = "oficial", vira: str | Card | None = None,
              seen: CardsLike = ()) -> Table:
    """The checked table for these rules, vira and seen cards (the same object for the same
    input, so a program asking about many hands pays the set-up once)."""
    ruleset = get_rules(rules)
    seen_key = tuple(parse_cards(seen))
    return _table(ruleset, parse_vira(vira, ruleset), seen_key)


@lru_cache(maxsize=1024)
def _table(rules: Rules, vira: Card | None, seen: tuple[Card, ...]) -> Table:
    seen_cards = tuple(sorted(seen, key=display_order))
    check_copies(seen_cards, "as cartas vistas", "the seen cards", rules.jokers)
    return Table(rules, vira, wild_cards(rules, vira), seen_cards)


def read_hand(hand: CardsLike, table: Table, sizes: tuple[int, ...] | None = None
              ) -> tuple[Card, ...]:
    """Parse and check a hand against the table: copies, jokers, vira, seen cards, size."""
    cards = tuple(Hand(parse_cards(hand)))
    n = len(cards)
    if n > MAX_HAND:
        raise CachetaError(
            f"a mão tem {n} cartas; uma mão tem no máximo 10 (9 + a comprada)",
            f"the hand has {n} cards; a hand holds at most 10 (9 + the one drawn)")
    if sizes is not None and n not in sizes:
        want = " ou ".join(map(str, sizes))
        want_en = " or ".join(map(str, sizes))
        raise CachetaError(f"esta pergunta precisa de uma mão de {want} cartas; esta tem {n}",
                           f"this question needs a hand of {want_en} cards; this one has {n}")
    rules = table.rules
    check_copies(cards, "a mão", "the hand", rules.jokers)
    everything = [*cards, *table.seen, *([table.vira] if table.vira else [])]
    for card, count in Counter(everything).items():
        limit = 4 if card.is_joker else 2
        if count > limit:
            where = []
            if table.vira == card:
                where.append(("a vira", "the vira"))
            if card in table.seen:
                where.append(("as vistas", "the seen cards"))
            pt_where = " + ".join(["a mão", *(w[0] for w in where)])
            en_where = " + ".join(["the hand", *(w[1] for w in where)])
            raise CachetaError(
                f"{pt_where} somam {count} cópias de {card.code}, mas só existem {limit}; "
                f"a vira é uma das cópias e fica fora do jogo",
                f"{en_where} add up to {count} copies of {card.code}, but only {limit} exist; "
                f"the vira is one of the copies and stays out of play")
    return cards


# --- the questions ------------------------------------------------------------------------

def _kinds(cards: Iterable[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.kind for c in cards))


def _complete(cards: tuple[Card, ...], table: Table) -> bool:
    if not cards:
        return False
    return ((), NO_HOLE) in table.search.outcomes(_kinds(cards), 0, 0)


def _bater_kinds(cards: tuple[Card, ...], table: Table) -> tuple[bool, tuple[int, ...]]:
    outcomes = table.search.outcomes(_kinds(cards), 0, 1)
    with10 = table.rules.bate_with_10 and ((), NO_HOLE) in outcomes
    discards = tuple(sorted({lo[0] for lo, fill in outcomes if fill == NO_HOLE and len(lo) == 1}))
    return with10, discards


def _fill_kinds(fill: int, avail: tuple[int, ...], table: Table) -> Iterable[int]:
    """The card kinds that can fill a hole (and still exist outside the hand and vira)."""
    if fill == WILD_HOLE:
        kinds: Iterable[int] = (c.kind for c in table.wild)
    elif fill == ANY_NATURAL:
        kinds = range(52)
    else:
        kinds = (fill,)
    return [k for k in kinds if avail[k] > 0]


def _outs_from(outcomes: Iterable[tuple[tuple[int, ...], int]], discard: int | None,
               avail: tuple[int, ...], table: Table) -> set[int]:
    """Outs of the 9 cards left after ``discard`` (None: the hand is the 9 cards)."""
    need_left = () if discard is None else (discard,)
    every = [k for k in range(53) if avail[k] > 0]
    outs: set[int] = set()
    for lo, fill in outcomes:
        rest = list(lo)
        if discard is not None:
            if discard not in rest:
                continue
            rest.remove(discard)
        if fill == NO_HOLE:
            if not rest and len(lo) == len(need_left):
                return set(every)  # the 9 cards are complete: every card is an out
            continue
        if (rest and len(rest) == 1) or (not rest and table.rules.bate_with_10):
            outs.update(_fill_kinds(fill, avail, table))
    return outs


def _out_list(kinds: Iterable[int], hand: tuple[Card, ...], table: Table,
              also_seen: Iterable[Card] = ()) -> tuple[Out, ...]:
    also = tuple(also_seen)
    outs = [Out(Card(k), table.live(Card(k), hand, also)) for k in kinds]
    return tuple(sorted(outs, key=lambda o: (-o.live, display_order(o.card))))


def _outs(cards: tuple[Card, ...], table: Table) -> tuple[Out, ...]:
    avail = table.available(cards)
    outcomes = table.search.outcomes(_kinds(cards), 1, 1)
    return _out_list(_outs_from(outcomes, None, avail, table), cards, table)


def _missing9(cards: tuple[Card, ...], table: Table, na_boa: bool | None = None,
              whole: tuple[Card, ...] | None = None, discard: Card | None = None) -> int:
    """Draws still needed by a 9-card hand. When it is a 10-card hand ``whole`` less
    ``discard``, the plans already worked out for ``whole`` usually settle it."""
    if na_boa is None:
        na_boa = bool(_outs(cards, table))
    if na_boa:
        return 1
    avail = table.available(cards)
    search = table.search
    best = None
    for size in table.rules.meld_sizes:
        # not na boa: at least 2 cards are missing
        holes = None
        if whole is not None and discard is not None and discard not in table.wild:
            holes = search.holes_without(_kinds(whole), discard.kind, size, avail, floor=2)
        if holes is None:
            holes = search.min_holes(_kinds(cards), size, avail, start=2,
                                     limit=size if best is None else best - 1)
        if holes is not None:
            best = max(holes, 1) if best is None else min(best, max(holes, 1))
    assert best is not None
    return best


def _missing(cards: tuple[Card, ...], table: Table) -> int:
    n = len(cards)
    if n == 10:
        with10, discards = _bater_kinds(cards, table)
        if with10 or discards:
            return 0
        return min(_missing9(_without(cards, c), table) for c in set(cards))
    if n == 9:
        return _missing9(cards, table)
    holes = table.search.min_holes(_kinds(cards), 9, table.available(cards), limit=9)
    assert holes is not None
    return holes


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    out = list(cards)
    out.remove(card)
    return tuple(out)


def _discard_table(cards: tuple[Card, ...], table: Table,
                   bate_discards: tuple[int, ...] | None = None) -> tuple[DiscardOption, ...]:
    """The ranked discard table; ``bate_discards`` when the caller already knows them."""
    outcomes = table.search.outcomes(_kinds(cards), 1, 2)
    if bate_discards is None:
        _with10, bate_discards = _bater_kinds(cards, table)
    rows = []
    for card in sorted(set(cards), key=display_order):
        rest = _without(cards, card)
        avail = table.available(rest)
        out_kinds = _outs_from(outcomes, card.kind, avail, table)
        outs = _out_list(out_kinds, rest, table, also_seen=(card,))
        na_boa = bool(outs)
        rows.append(DiscardOption(
            card=card, na_boa=na_boa, outs=outs, live_outs=sum(o.live for o in outs),
            missing=_missing9(rest, table, na_boa, cards, card),
            bate=card.kind in bate_discards))
    rows.sort(key=lambda r: (r.rank_key, display_order(r.card)))
    return tuple(rows)


# --- partitions (every split, with the cards named) -----------------------------------------

def _splits(cards: tuple[Card, ...], table: Table) -> tuple[Split, ...]:
    """Every distinct split of ``cards`` into melds (identical cards swapped are one split).

    The lowest card goes into each meld it can join; the hand search prunes every branch
    whose remaining cards cannot split, so the work follows the number of splits."""
    target = table.rules.exact_melds
    search = table.search
    memo: dict[tuple[tuple[Card, ...], int | None], set[tuple[tuple[Card, ...], ...]]] = {}

    def splits_of(rest: tuple[Card, ...], melds: int | None) -> set[tuple[tuple[Card, ...], ...]]:
        if not rest:
            return {()} if melds in (None, 0) else set()
        if (melds is not None and melds <= 0) or not search.splits_into(_kinds(rest), melds):
            return set()
        key = (rest, melds)
        if key in memo:
            return memo[key]
        found: set[tuple[tuple[Card, ...], ...]] = set()
        for group, left in _melds_with_first(rest, table):
            for tail in splits_of(left, None if melds is None else melds - 1):
                found.add(tuple(sorted((group, *tail))))
        memo[key] = found
        return found

    split_set = splits_of(tuple(sorted(cards)), target) if cards else set()
    melds = [tuple(check_meld_with(g, table.rules, table.wild).meld for g in split)
             for split in split_set]
    return tuple(sorted(melds, key=lambda s: [display_order(c) for m in s for c in m.cards]))


def _melds_with_first(rest: tuple[Card, ...], table: Table
                      ) -> Iterator[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Every meld holding ``rest[0]`` made of cards of ``rest``: (the meld, the cards left).
    A natural card only melds with cards of its rank or suit, and with wilds."""
    first, others = rest[0], rest[1:]
    if first in table.wild:
        partners = others
    else:
        partners = tuple(c for c in others if c in table.wild or c.rank == first.rank
                         or c.suit == first.suit)
    tried: set[tuple[Card, ...]] = set()
    for mask in range(3, 1 << len(partners)):
        pick = tuple(partners[i] for i in range(len(partners)) if mask >> i & 1)
        if len(pick) < 2 or pick in tried:
            continue
        tried.add(pick)
        group = tuple(sorted((first, *pick)))
        if check_meld_with(group, table.rules, table.wild).valid:
            left = list(others)
            for c in pick:
                left.remove(c)
            yield group, tuple(left)


def _best_partial(cards: tuple[Card, ...], table: Table) -> tuple[Split, tuple[Card, ...]]:
    """The melds already formed: a way to put the most cards of the hand in melds, and the
    cards left loose."""
    memo: dict[tuple[Card, ...], tuple[int, tuple[tuple[Card, ...], ...]]] = {}

    def best(rest: tuple[Card, ...]) -> tuple[int, tuple[tuple[Card, ...], ...]]:
        if len(rest) < 3:
            return 0, ()
        if rest not in memo:
            result = best(rest[1:])
            for group, left in _melds_with_first(rest, table):
                used, groups = best(left)
                if used + len(group) > result[0]:
                    result = (used + len(group), (group, *groups))
            memo[rest] = result
        return memo[rest]

    _used, groups = best(tuple(sorted(cards)))
    loose = list(cards)
    for group in groups:
        for c in group:
            loose.remove(c)
    melds = tuple(check_meld_with(g, table.rules, table.wild).meld for g in groups)
    return melds, tuple(sorted(loose, key=display_order))


# --- public functions -----------------------------------------------------------------------

def is_complete(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
                ) -> bool:
    """Does the whole hand split into melds?"""
    table = table_for(rules, vira)
    return _complete(read_hand(hand, table), table)


def can_bater(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
              ) -> bool:
    """Can this 10-card hand go out now (with 10, or with 9 and a discard)?"""
    table = table_for(rules, vira)
    return table.search.bates(_kinds(read_hand(hand, table, (10,))))


def outs(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None,
         seen: CardsLike = ()) -> tuple[Out, ...]:
    """The outs of a 9-card hand with their live copies; empty when it is not na boa."""
    table = table_for(rules, vira, seen)
    return _outs(read_hand(hand, table, (9,)), table)


def missing(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
            ) -> int:
    """Fewest draws still needed to bater (0–8 cards: fewest cards to a complete 9)."""
    table = table_for(rules, vira)
    return _missing(read_hand(hand, table), table)


def partitions(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
               ) -> tuple[Split, ...]:
    """Every distinct split of the whole hand into melds."""
    table = table_for(rules, vira)
    return _splits(read_hand(hand, table), table)


def discard_table(hand: CardsLike, rules: str | Rules = "oficial",
                  vira: str | Card | None = None, seen: CardsLike = ()
                  ) -> tuple[DiscardOption, ...]:
    """Each possible discard of a 10-card hand, best first."""
    table = table_for(rules, vira, seen)
    return _discard_table(read_hand(hand, table, (10,)), table)


@dataclass(frozen=True)
class Analysis:
    """Everything the engine says about one hand. Fields that do not apply to the hand's size
    are None. ``explanation(lang)`` says it in words; ``to_dict()`` is the JSON contract.
    The lists of splits are worked out when first asked for."""

    rules: Rules
    hand: tuple[Card, ...]
    vira: Card | None
    seen: tuple[Card, ...]
    curingas: tuple[Card, ...]
    complete: bool
    bater: Bater | None
    na_boa: bool | None
    outs: tuple[Out, ...] | None
    discards: tuple[DiscardOption, ...] | None
    missing: int | None
    lang: str = field(default="pt", compare=False)
    table: Table | None = field(default=None, repr=False, compare=False)

    @cached_property
    def partitions(self) -> tuple[Split, ...]:
        """Every distinct split of the whole hand into melds."""
        return _splits(self.hand, self.table) if self.complete and self.table else ()

    @cached_property
    def _formed(self) -> tuple[Split, tuple[Card, ...]]:
        return _best_partial(self.hand, self.table) if self.table else ((), self.hand)

    @property
    def melds_formed(self) -> Split:
        """A way to put the most cards of the hand in melds (the melds already formed)."""
        return self._formed[0]

    @property
    def loose(self) -> tuple[Card, ...]:
        """The cards outside :attr:`melds_formed`."""
        return self._formed[1]

    def to_dict(self) -> dict[str, Any]:
        return {
            "preset": self.rules.id,
            "rules": self.rules.to_dict(),
            "hand": [c.code for c in self.hand],
            "vira": self.vira.code if self.vira else None,
            "seen": [c.code for c in self.seen],
            "curingas": [c.code for c in self.curingas],
            "complete": self.complete,
            "partitions": [[m.to_dict() for m in split] for split in self.partitions],
            "bater": self.bater.to_dict() if self.bater else None,
            "na_boa": self.na_boa,
            "outs": [o.to_dict() for o in self.outs] if self.outs is not None else None,
            "discards": ([d.to_dict() for d in self.discards]
                         if self.discards is not None else None),
            "missing": self.missing,
            "melds_formed": [m.to_dict() for m in self.melds_formed],
            "loose": [c.code for c in self.loose],
            "explanation": self.explanation(self.lang),
        }

    def explanation(self, lang: str | None = None) -> str:
        from .explain import explain

        return explain(self, lang or self.lang)

    def __repr__(self) -> str:
        from .explain import status_line

        status = status_line(self, "en")
        return (f"<Analysis {self.rules.id} hand={' '.join(c.code for c in self.hand)!r} "
                f"vira={self.vira.code if self.vira else None}: {status}>")

    def _repr_html_(self) -> str:
        from .display import analysis_html

        return analysis_html(self)


def analyze(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None,
            seen: CardsLike = (), lang: str = "pt") -> Analysis:
    """Analyse a hand of 0–10 cards under ``rules`` with this vira and these seen cards."""
    from .errors import check_lang

    check_lang(lang)
    table = table_for(rules, vira, seen)
    cards = read_hand(hand, table)
    n = len(cards)
    curingas = tuple(sorted(table.wild, key=display_order))
    bater = na_boa = out_list = discards = None
    if n == 10:
        with10, discard_kinds = _bater_kinds(cards, table)
        bater = Bater(with10, tuple(Card(k) for k in discard_kinds), cards, table)
        discards = _discard_table(cards, table, discard_kinds)
        miss = 0 if bater.can else min(d.missing for d in discards)
    elif n == 9:
        out_list = _outs(cards, table)
        na_boa = bool(out_list)
        miss = _missing9(cards, table, na_boa)
    else:
        miss = _missing(cards, table) if n else 9
    return Analysis(table.rules, cards, table.vira, table.seen, curingas,
                    _complete(cards, table), bater, na_boa, out_list, discards, miss, lang,
                    table)


__all__ = ["JOKER", "JOKER_KIND", "Analysis", "Bater", "DiscardOption", "Out", "analyze",
           "can_bater", "discard_table", "is_complete", "missing", "outs", "partitions"]
