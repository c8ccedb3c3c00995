"""A brute-force oracle for the Cacheta rules, written straight from docs/rules.md.

It shares no logic with the engine: only the data types ``Card``, ``parse_cards`` and
``Rules`` / ``get_rules`` come from ``cacheta_lab``. Everything is decided the slow, plain way:

- the curinga cards are computed from the vira;
- a meld is valid when some *reading* of it is: every wild-capable card is tried as its own
  natural card and as a wild standing for every card, and the resulting cards are checked
  against the definition of a trinca or a sequência;
- a hand is complete when some grouping of all its cards makes only valid melds (every
  grouping is tried);
- bater tries every discard, outs try every card kind that can still be drawn, live counts
  count physical copies;
- ``missing`` follows its defining recursion with a depth bound (it answers ``None`` for
  "more than the bound"); for 0..8 cards it tries every way to give up some cards and add
  others until a complete 9-card hand appears.

Only shortcuts that are plainly sound are taken, each said where it is used: a wild is only
tried on the cards of a rank or a suit of the meld's other cards (``_readings`` is checked
against the one-value-at-a-time ``_readings_literal`` in the tests), and a plain card is only
grouped with cards that share its rank or suit (or could be wild).

Hands are handled as multisets of card kinds (0..51 natural, 52 joker); identical physical
cards are interchangeable, so every enumeration runs over distinct sub-multisets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, product

from cacheta_lab.engine.cards import Card, parse_cards
from cacheta_lab.engine.rules import Rules, get_rules

JOKER_KIND = 52
JOKER = Card(JOKER_KIND)
SUIT_LETTERS = "cdhs"
RED = "dh"
RANK_CODES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


# --- plain card facts ------------------------------------------------------------------------


def kind_of(rank: int, suit: str) -> int:
    return (rank - 1) * 4 + SUIT_LETTERS.index(suit)


def rank_of(kind: int) -> int:
    return kind // 4 + 1


def suit_of(kind: int) -> str:
    return SUIT_LETTERS[kind % 4]


def code_of(kind: int) -> str:
    if kind == JOKER_KIND:
        return "JK"
    return RANK_CODES[rank_of(kind) - 1] + suit_of(kind)


def copies(kind: int, rules: Rules) -> int:
    """Physical copies in the decks: 2 of each natural card, 4 jokers when the deck has them."""
    if kind == JOKER_KIND:
        return 4 if rules.jokers else 0
    return 2


def all_kinds(rules: Rules) -> list[int]:
    return list(range(52)) + ([JOKER_KIND] if rules.jokers else [])


def as_rules(rules: Rules | str) -> Rules:
    return rules if isinstance(rules, Rules) else get_rules(rules)


def as_card(card: Card | str | None) -> Card | None:
    if card is None or isinstance(card, Card):
        return card
    (parsed,) = parse_cards(card)
    return parsed


def as_kinds(cards: str | Iterable[Card | str]) -> tuple[int, ...]:
    return tuple(sorted(c.kind for c in parse_cards(cards)))


def codes(kinds: Iterable[int]) -> tuple[str, ...]:
    return tuple(code_of(k) for k in sorted(kinds))


# --- vira and curinga ------------------------------------------------------------------------


class OracleError(ValueError):
    """The oracle refuses an impossible situation (joker vira, vira where there is none)."""


def wild_cards(rules: Rules | str, vira: Card | str | None) -> frozenset[Card]:
    """The cards that are wild: the rank after the vira (K vira -> A) in the vira's suit
    (same_suit) or in both suits of its colour (same_color), plus the joker if the deck has it."""
    rules = as_rules(rules)
    vira = as_card(vira)
    wild: set[Card] = set()
    if rules.jokers:
        wild.add(JOKER)
    if vira is None:
        return frozenset(wild)
    if vira.kind == JOKER_KIND:
        raise OracleError("a joker cannot be the vira")
    if rules.curinga == "none":
        raise OracleError("this preset turns no vira")
    vira_rank = rank_of(vira.kind)
    vira_suit = suit_of(vira.kind)
    wild_rank = 1 if vira_rank == 13 else vira_rank + 1
    if rules.curinga == "same_suit":
        suits = vira_suit
    elif vira_suit in RED:
        suits = RED
    else:
        suits = "cs"
    for s in suits:
        wild.add(Card(kind_of(wild_rank, s)))
    return frozenset(wild)


@dataclass(frozen=True)
class Ctx:
    """Everything a meld check depends on: the meld rules and the wild card kinds."""

    max_wilds: int | None
    trinca: str
    ace: str
    exact_melds: int | None
    bate_with_10: bool
    jokers: bool
    wild: frozenset[int]


def make_ctx(rules: Rules | str, vira: Card | str | None) -> Ctx:
    rules = as_rules(rules)
    wild = frozenset(c.kind for c in wild_cards(rules, vira))
    return Ctx(rules.max_wilds, rules.trinca, rules.ace, rules.exact_melds, rules.bate_with_10,
               rules.jokers, wild)


# --- one meld --------------------------------------------------------------------------------


def reading_kinds(shown: list[int], n_wild: int, ctx: Ctx) -> set[str]:
    """Which meld kinds a reading forms. ``shown`` is the card each physical card plays as;
    ``n_wild`` how many of them are played as wilds (the rest are natural)."""
    n = len(shown)
    if n < 3:
        return set()
    if n - n_wild < 1:  # every meld needs a natural card
        return set()
    if ctx.max_wilds is not None and n_wild > ctx.max_wilds:
        return set()
    if max(Counter(shown).values()) > 2:  # two decks: a card at most twice in a meld
        return set()
    found = set()
    ranks = [rank_of(k) for k in shown]
    suits = [suit_of(k) for k in shown]
    # trinca: one rank, suit rule by mode
    if len(set(ranks)) == 1:
        distinct = len(set(suits))
        if ctx.trinca == "any":
            found.add("trinca")
        elif ctx.trinca == "distinct":
            if distinct == n:
                found.add("trinca")
        elif ctx.trinca == "three_plus_dup" and distinct == 3 and n <= 5:
            found.add("trinca")
    # sequência: one suit, consecutive ranks, each rank once
    if len(set(suits)) == 1 and len(set(ranks)) == n:
        low = sorted(ranks)
        if low[-1] - low[0] == n - 1:
            found.add("sequencia")
        elif ctx.ace == "low_or_high" and 1 in ranks:
            high = sorted(14 if r == 1 else r for r in ranks)
            if high[-1] - high[0] == n - 1:
                found.add("sequencia")
    return found


def _choices_for_group(kind: int, m: int, domain: list[int], ctx: Ctx):
    """Every way ``m`` identical physical cards of ``kind`` can be played, as a list of
    (cards shown, number of them played as wild)."""
    if kind == JOKER_KIND:  # a joker is always wild
        return [(combo, m) for combo in combinations_with_replacement(domain, m)]
    if kind not in ctx.wild:  # a plain natural card is itself
        return [((kind,) * m, 0)]
    out = []
    for naturals in range(m + 1):  # a curinga: some copies natural, the others wild
        for combo in combinations_with_replacement(domain, m - naturals):
            out.append(((kind,) * naturals + combo, m - naturals))
    return out


def _domains(kinds: tuple[int, ...], ctx: Ctx) -> list[list[int]]:
    """The card sets a valid reading can show. A valid reading has a natural card, and every
    card of a trinca shares its rank, every card of a sequência its suit: so the shown cards
    all lie among the 4 cards of the rank, or the 13 cards of the suit, of some non-joker card
    of the meld. Plain (never wild) cards always show as themselves, so they must all fit too."""
    non_jokers = [k for k in kinds if k != JOKER_KIND]
    plain = [k for k in non_jokers if k not in ctx.wild]
    domains = []
    for r in sorted({rank_of(k) for k in non_jokers}):
        if all(rank_of(k) == r for k in plain):
            domains.append([kind_of(r, s) for s in SUIT_LETTERS])
    for s in sorted({suit_of(k) for k in non_jokers}):
        if all(suit_of(k) == s for k in plain):
            domains.append([kind_of(r, s) for r in range(1, 14)])
    return domains


@cache
def _readings_literal(kinds: tuple[int, ...], ctx: Ctx):
    """All valid readings of the physical cards ``kinds`` (sorted), tried one by one: every
    wild-capable card natural (a curinga) or standing for each card of the domain.

    Returns (meld kinds formed, {physical kind: set of cards it was shown as}, {physical kind:
    set of cards it was shown as *while played wild*}). Exponential in the number of wilds:
    :func:`_readings` gives the same answer faster; this one checks it on small melds."""
    formed: set[str] = set()
    shown_as: dict[int, set[int]] = {}
    wild_as: dict[int, set[int]] = {}
    if len(kinds) < 3:
        return frozenset(), {}, {}
    groups = sorted(Counter(kinds).items())
    for domain in _domains(kinds, ctx):
        per_group = [_choices_for_group(k, m, domain, ctx) for k, m in groups]
        for choice in product(*per_group):
            shown = [c for combo, _ in choice for c in combo]
            n_wild = sum(w for _, w in choice)
            melds = reading_kinds(shown, n_wild, ctx)
            if not melds:
                continue
            formed |= melds
            for (k, m), (combo, w) in zip(groups, choice, strict=True):
                shown_as.setdefault(k, set()).update(combo)
                # the wild copies are the last ``w`` of the combo
                if w:
                    wild_as.setdefault(k, set()).update(combo[m - w:])
    return frozenset(formed), shown_as, wild_as


def _shown_candidates(domain: list[int], n: int):
    """Every multiset of ``n`` cards of ``domain`` that could read as a meld: for a rank, any
    number (0..2) of each of its 4 cards; for a suit, ``n`` consecutive ranks (ace low, or the
    ace above the king). :func:`reading_kinds` decides which really are melds."""
    if rank_of(domain[0]) == rank_of(domain[-1]):  # the 4 cards of one rank
        for counts in product(range(3), repeat=4):
            if sum(counts) == n:
                yield Counter({k: c for k, c in zip(domain, counts, strict=True) if c})
        return
    for low in range(1, 15 - n):
        yield Counter(domain[low - 1:low - 1 + n])
    if n <= 13:
        ranks = [*range(14 - n + 1, 14), 1]  # ..., Q, K, A
        yield Counter(domain[r - 1] for r in ranks)


@cache
def _readings(kinds: tuple[int, ...], ctx: Ctx):
    """Same answer as :func:`_readings_literal`, trying every shown multiset instead of every
    value of every wild: the wild cards are interchangeable among the slots left, so a reading
    is fixed by the shown cards and by how many copies of each curinga play as themselves.

    Plain cards must show as themselves; a curinga plays natural on a slot of its own card or
    goes wild; every wild card can take any slot left by the natural cards."""
    formed: set[str] = set()
    shown_as: dict[int, set[int]] = {}
    wild_as: dict[int, set[int]] = {}
    n = len(kinds)
    if n < 3:
        return frozenset(), {}, {}
    have = Counter(kinds)
    plain = {k: m for k, m in have.items() if k != JOKER_KIND and k not in ctx.wild}
    curingas = sorted(k for k in have if k != JOKER_KIND and k in ctx.wild)
    for domain in _domains(kinds, ctx):
        for shown in _shown_candidates(domain, n):
            if any(shown[k] < m for k, m in plain.items()):
                continue
            room = {c: min(have[c], shown[c] - plain.get(c, 0)) for c in curingas}
            for naturals in product(*[range(room[c] + 1) for c in curingas]):
                nat = dict(zip(curingas, naturals, strict=True))
                n_wild = n - sum(plain.values()) - sum(naturals)
                melds = reading_kinds(list(shown.elements()), n_wild, ctx)
                if not melds:
                    continue
                formed |= melds
                slots_left = set((shown - Counter(plain) - Counter(nat)).elements())
                for k, m in have.items():
                    if k in plain:
                        shown_as.setdefault(k, set()).add(k)
                        continue
                    if nat.get(k, 0):
                        shown_as.setdefault(k, set()).add(k)
                    if m - nat.get(k, 0) > 0:  # some copies are wild: any slot left
                        shown_as.setdefault(k, set()).update(slots_left)
                        wild_as.setdefault(k, set()).update(slots_left)
    return frozenset(formed), shown_as, wild_as


@dataclass(frozen=True)
class MeldReading:
    kinds: frozenset[str]  # subset of {"trinca", "sequencia"}
    wilds: dict[str, frozenset[str]]  # wild-capable card code -> codes it can stand for


def meld_readings(cards, rules: Rules | str, vira: Card | str | None) -> MeldReading | None:
    """None if no reading of ``cards`` is a valid meld; else the meld kinds it can form and, for
    every wild-capable card that can stand for a card other than itself, every card it can be
    shown as in some valid reading (its own card included when it can also play as itself)."""
    ctx = make_ctx(rules, vira)
    formed, shown_as, wild_as = _readings(as_kinds(cards), ctx)
    if not formed:
        return None
    wilds = {}
    for k, values in shown_as.items():
        if k == JOKER_KIND or (k in ctx.wild and wild_as.get(k, set()) - {k}):
            wilds[code_of(k)] = frozenset(code_of(v) for v in values)
    return MeldReading(formed, wilds)


def is_meld(cards, rules: Rules | str, vira: Card | str | None) -> bool:
    return meld_readings(cards, rules, vira) is not None


def _is_meld_kinds(kinds: tuple[int, ...], ctx: Ctx) -> bool:
    return bool(_readings(kinds, ctx)[0])


# --- whole hands -----------------------------------------------------------------------------


@cache
def _sub_multisets(kinds: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every distinct sub-multiset of a sorted multiset, as (taken, left) sorted tuples."""
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = [((), ())]
    for k, m in sorted(Counter(kinds).items()):
        out = [(taken + (k,) * c, left + (k,) * (m - c))
               for taken, left in out for c in range(m + 1)]
    return out


def _plain(k: int, ctx: Ctx) -> bool:
    """A plain card is never wild: it always shows as itself."""
    return k != JOKER_KIND and k not in ctx.wild


def _could_share_meld(plain_card: int, other: int, ctx: Ctx) -> bool:
    """Whether ``other`` could be in one meld with the plain card: a wild-capable card could,
    a plain card only if it shares the rank (trinca) or the suit (sequência)."""
    if not _plain(other, ctx):
        return True
    return rank_of(other) == rank_of(plain_card) or suit_of(other) == suit_of(plain_card)


def _anchor(kinds: tuple[int, ...], ctx: Ctx) -> int:
    """The card whose meld is chosen first: any card must be in some meld, so any choice is
    right; a plain card is best, since only the cards that could share its meld need trying."""
    for k in kinds:
        if _plain(k, ctx):
            return k
    return kinds[0]


@cache
def _groups_with(first: int, rest: tuple[int, ...], ctx: Ctx):
    """The ways to pick the other cards of the meld of ``first``: every sub-multiset of
    ``rest`` with at least 2 cards, as (taken, left). When ``first`` is plain, the plain cards
    that cannot share its meld always stay in ``left``."""
    if _plain(first, ctx):
        fits = tuple(k for k in rest if _could_share_meld(first, k, ctx))
        never = tuple(k for k in rest if not _could_share_meld(first, k, ctx))
    else:
        fits, never = rest, ()
    out = []
    for taken, left in _sub_multisets(fits):
        if len(taken) >= 2:
            out.append((taken, tuple(sorted(left + never))))
    return out


@cache
def _hopeless(kinds: tuple[int, ...], ctx: Ctx) -> bool:
    """A quick necessary condition: a meld has at least 3 cards, so every plain card needs two
    other cards of the hand that could share its meld."""
    for i, k in enumerate(kinds):
        if _plain(k, ctx):
            partners = sum(1 for j, o in enumerate(kinds)
                           if j != i and _could_share_meld(k, o, ctx))
            if partners < 2:
                return True
    return False


@cache
def _all_splits(kinds: tuple[int, ...], ctx: Ctx) -> frozenset[tuple[tuple[int, ...], ...]]:
    """Every distinct way to group all of ``kinds`` into valid melds (any number of melds).

    The anchor card must be in some group: try it with every sub-multiset of the other cards."""
    if not kinds:
        return frozenset({()})
    if _hopeless(kinds, ctx):
        return frozenset()
    first = _anchor(kinds, ctx)
    rest = _remove_one(kinds, first)
    found = set()
    for taken, left in _groups_with(first, rest, ctx):
        group = tuple(sorted((first, *taken)))
        if not _is_meld_kinds(group, ctx):
            continue
        for sub in _all_splits(left, ctx):
            found.add(tuple(sorted((group, *sub))))
    return frozenset(found)


@cache
def _can_split(kinds: tuple[int, ...], n_melds: int | None, ctx: Ctx) -> bool:
    """Whether ``kinds`` can be grouped into valid melds (exactly ``n_melds`` of them if given)."""
    if not kinds:
        return n_melds in (None, 0)
    if n_melds == 0 or _hopeless(kinds, ctx):
        return False
    first = _anchor(kinds, ctx)
    rest = _remove_one(kinds, first)
    for taken, left in _groups_with(first, rest, ctx):
        group = tuple(sorted((first, *taken)))
        if not _is_meld_kinds(group, ctx):
            continue
        if _can_split(left, None if n_melds is None else n_melds - 1, ctx):
            return True
    return False


def splits(cards, rules: Rules | str, vira: Card | str | None, exact: bool = True):
    """Every distinct split of the whole hand into melds, as a set of sorted tuples of sorted
    tuples of card codes (identical cards swapped give the same split). With ``exact`` only the
    splits with the rules' meld count (``exact_melds``) are kept."""
    ctx = make_ctx(rules, vira)
    out = set()
    for split in _all_splits(as_kinds(cards), ctx):
        if exact and ctx.exact_melds is not None and len(split) != ctx.exact_melds:
            continue
        out.add(tuple(sorted(codes(g) for g in split)))
    return out


def _complete(kinds: tuple[int, ...], ctx: Ctx) -> bool:
    return _can_split(tuple(sorted(kinds)), ctx.exact_melds, ctx)


def is_complete(cards, rules: Rules | str, vira: Card | str | None) -> bool:
    """The whole hand splits into melds (exactly ``exact_melds`` of them when the rules say so)."""
    return _complete(as_kinds(cards), make_ctx(rules, vira))


def _remove_one(kinds: tuple[int, ...], k: int) -> tuple[int, ...]:
    i = kinds.index(k)
    return kinds[:i] + kinds[i + 1:]


def _add_one(kinds: tuple[int, ...], k: int) -> tuple[int, ...]:
    return tuple(sorted((*kinds, k)))


@cache
def _bater(kinds10: tuple[int, ...], ctx: Ctx) -> tuple[bool, frozenset[int]]:
    """(bates with all 10, the card kinds whose discard leaves 9 cards in melds)."""
    with10 = ctx.bate_with_10 and _complete(kinds10, ctx)
    discards = frozenset(x for x in set(kinds10) if _complete(_remove_one(kinds10, x), ctx))
    return with10, discards


def bater_info(cards10, rules: Rules | str, vira: Card | str | None):
    """(with10, sorted discard codes) for a 10-card hand."""
    kinds = as_kinds(cards10)
    assert len(kinds) == 10
    with10, discards = _bater(kinds, make_ctx(rules, vira))
    return with10, codes(discards)


def can_bater(cards10, rules: Rules | str, vira: Card | str | None) -> bool:
    with10, discards = bater_info(cards10, rules, vira)
    return with10 or bool(discards)


def _can_bater_kinds(kinds10: tuple[int, ...], ctx: Ctx) -> bool:
    with10, discards = _bater(kinds10, ctx)
    return with10 or bool(discards)


def _available(kinds: tuple[int, ...], vira_kind: int | None, ctx: Ctx) -> list[int]:
    """Card kinds with a physical copy outside the hand and the vira."""
    out = []
    for k in range(53):
        total = 2 if k < 52 else (4 if ctx.jokers else 0)
        if total - kinds.count(k) - (1 if k == vira_kind else 0) > 0:
            out.append(k)
    return out


@cache
def _outs(kinds9: tuple[int, ...], vira_kind: int | None, ctx: Ctx) -> frozenset[int]:
    return frozenset(k for k in _available(kinds9, vira_kind, ctx)
                     if _can_bater_kinds(_add_one(kinds9, k), ctx))


def outs(hand9, rules: Rules | str, vira: Card | str | None, seen=()) -> dict[str, int]:
    """code -> live copies, for every card kind (with a copy outside hand and vira) whose draw
    lets the 9-card hand bater. Live copies: not in the hand, not the vira, not seen."""
    rules = as_rules(rules)
    vira = as_card(vira)
    ctx = make_ctx(rules, vira)
    kinds = as_kinds(hand9)
    assert len(kinds) == 9
    seen_kinds = [c.kind for c in parse_cards(seen)]
    vira_kind = None if vira is None else vira.kind
    result = {}
    for k in _outs(kinds, vira_kind, ctx):
        live = (copies(k, rules) - kinds.count(k) - (1 if k == vira_kind else 0)
                - seen_kinds.count(k))
        result[code_of(k)] = live
    return result


def na_boa(hand9, rules: Rules | str, vira: Card | str | None) -> bool:
    return bool(outs(hand9, rules, vira))


@dataclass(frozen=True)
class DiscardRow:
    na_boa: bool
    outs: dict[str, int]
    live_outs: int
    missing_is_1: bool


def discard_table(hand10, rules: Rules | str, vira: Card | str | None, seen=()):
    """code of each distinct discard -> what the remaining 9 cards look like."""
    cards = parse_cards(hand10)
    assert len(cards) == 10
    table = {}
    for x in sorted(set(cards), key=lambda c: c.kind):
        rest = list(cards)
        rest.remove(x)
        o = outs(rest, rules, vira, seen)
        table[x.code] = DiscardRow(bool(o), o, sum(o.values()), bool(o))
    return table


# --- missing ---------------------------------------------------------------------------------


@cache
def _missing_le(kinds: tuple[int, ...], d: int, vira_kind: int | None, ctx: Ctx) -> bool:
    """Whether missing(hand) <= d, by the defining recursion:
    missing(H10) = 0 if H10 can bater, else min over discards x of missing(H10 - x);
    missing(H9) = 1 + min over drawable k of missing(H9 + k);
    partial hands (0..8 cards): fewest cards to add (giving up some of the hand's cards) to make
    a complete 9-card hand."""
    n = len(kinds)
    if d < 0:
        return False
    if n == 10:
        if _can_bater_kinds(kinds, ctx):
            return True
        return any(_missing_le(_remove_one(kinds, x), d, vira_kind, ctx) for x in set(kinds))
    if n == 9:
        if d < 1:
            return False
        return any(_missing_le(_add_one(kinds, k), d - 1, vira_kind, ctx)
                   for k in _available(kinds, vira_kind, ctx))
    # partial hand: give up r cards, add 9 - n + r cards, reach a complete 9-card hand
    for r in range(0, d - (9 - n) + 1):
        adds = 9 - n + r
        for kept, _given_up in _sub_multisets(kinds):
            if len(kept) != n - r:
                continue
            if _complete_by_adding(kept, adds, vira_kind, ctx):
                return True
    return False


def _complete_by_adding(kinds: tuple[int, ...], adds: int, vira_kind: int | None,
                        ctx: Ctx) -> bool:
    """Whether some ``adds`` drawable cards make ``kinds`` a complete hand."""
    if adds == 0:
        return _complete(kinds, ctx)
    return any(_complete_by_adding_sorted(_add_one(kinds, k), adds - 1, vira_kind, ctx)
               for k in _available(kinds, vira_kind, ctx))


@cache
def _complete_by_adding_sorted(kinds, adds, vira_kind, ctx):
    return _complete_by_adding(kinds, adds, vira_kind, ctx)


def missing(hand, rules: Rules | str, vira: Card | str | None, limit: int = 1) -> int | None:
    """Exact missing when it is <= ``limit``, else None (meaning "more than limit")."""
    vira = as_card(vira)
    ctx = make_ctx(rules, vira)
    kinds = as_kinds(hand)
    vira_kind = None if vira is None else vira.kind
    for d in range(limit + 1):
        if _missing_le(kinds, d, vira_kind, ctx):
            return d
    return None


def clear_caches() -> None:
    for f in (_readings, _readings_literal, _sub_multisets, _groups_with, _hopeless,
              _all_splits, _can_split, _bater, _outs, _missing_le, _complete_by_adding_sorted):
        f.cache_clear()


def check_deal(hand, rules: Rules | str, vira: Card | str | None = None, seen=()) -> None:
    """Raise :class:`OracleError` for an impossible deal: a joker vira, a vira where the rules
    turn none, a joker in a deck without jokers, or more copies of a card in hand + vira + seen
    than the decks hold."""
    rules = as_rules(rules)
    vira = as_card(vira)
    wild_cards(rules, vira)  # refuses a joker vira and a vira with curinga 'none'
    everything = parse_cards(hand) + parse_cards(seen) + ([vira] if vira is not None else [])
    for card, n in Counter(everything).items():
        if n > copies(card.kind, rules):
            raise OracleError(f"{n} copies of {card.code}")
