"""Hand analysis: complete, bater, na boa and outs, the discard table, missing, partitions.

Everything a view shows about a hand comes from :func:`analyze`; the smaller functions answer one
question each. Hands, rules, viras and seen cards may be given as text or as objects.

Three searches answer the questions, over the integer hands of :mod:`~cacheta_lab.engine.packed`:

- :mod:`~cacheta_lab.engine.splitter`: *can these cards be laid down?* Complete, bater and the
  discards that bate (yes or no), and the outs (which drawn cards would let them). It counts
  wilds and never names a missing card, so it is the cheapest; its quick test settles most
  hands first. Games and simulations ask it millions of times.
- :mod:`~cacheta_lab.engine.plans`: *how many draws does each discard leave missing?* One search of
  plans (groups of the hand's natural cards, holes counted, not named) bounds every row of a
  discard table at once; one best plan whose holes can be named settles most rows.
- :mod:`~cacheta_lab.engine.search`: the exhaustive search with holes, each named as a copy still to
  be had. It names the holes of the plans' witnesses, decides the rare rows their bound leaves
  open, and counts missing for hands of 0–8 cards; it is also the plain definition the plans
  are checked against.

Why three: the search with holes alone could answer everything, but it places every wild and
every hole one by one, which is what the two others avoid; merged into it, bater and the
discard table would pay for naming cards they never show. The outs come from the splitter and
not from the plans because a hand one card away is the common question and the splitter
answers it with one search.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Any

from ..errors import CachetaError
from ..words.catalogue import Joined, Said, in_both, term
from ..words.text import join_or
from .cards import (
    CARDS,
    CODES,
    COPIES_PER_NATURAL,
    JOKER,
    JOKER_KIND,
    KINDS,
    N_KINDS,
    Card,
    check_copies,
    copies_of_kind,
    display_order,
    parse_cards,
    parse_kinds,
)
from .curinga import parse_vira, wild_cards
from .melds import Meld, check_meld_with
from .packed import UNIT, size
from .plans import Bucket, Planner, Witness, planner_for
from .rules import HAND_SIZES, Rules, get_rules
from .search import Search, group_kinds, kinds_available, search_for
from .splitter import HandChecks, Splitter, checks_for, splitter_for

MAX_HAND = HAND_SIZES[-1]
_kind_of_code = CODES.__getitem__  # a canonical code's kind; KeyError for any other text
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
        """How discards are ranked, best first: going out now, fewest draws missing, most live
        outs, most kinds of out, dead ones included (the order the lessons teach)."""
        return (not self.bate, self.missing, -self.live_outs, -len(self.outs))

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card.code, "bate": self.bate, "na_boa": self.na_boa,
                "outs": [o.to_dict() for o in self.outs], "live_outs": self.live_outs,
                "missing": self.missing}


Split = tuple[Meld, ...]


@dataclass(frozen=True)
class BaterOptions:
    """Whether a 10-card hand goes out: with all 10, and/or with 9 discarding a ``discards``.
    ``splits`` (every way to lay the melds down) is worked out when first asked for."""

    with10: bool
    discards: tuple[Card, ...]
    hand: tuple[Card, ...] = field(default=(), repr=False, compare=False)
    situation: Situation | None = field(default=None, repr=False, compare=False)

    @property
    def can(self) -> bool:
        return self.with10 or bool(self.discards)

    @cached_property
    def splits(self) -> tuple[tuple[Card | None, Split], ...]:
        """Every way to go out: (the discard, or None with 10; the melds)."""
        if self.situation is None:
            return ()
        out: list[tuple[Card | None, Split]] = []
        if self.with10:
            out += [(None, s) for s in _splits(self.hand, self.situation)]
        for card in self.discards:
            out += [(card, s) for s in _splits(_without(self.hand, card), self.situation)]
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        return {"with10": self.with10, "discards": [c.code for c in self.discards],
                "splits": [{"discard": d.code if d else None,
                            "melds": [m.to_dict() for m in split]} for d, split in self.splits]}


# --- input ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Situation:
    """Checked input: rules, vira, wild kinds and the searches that go with them."""

    rules: Rules
    vira: Card | None
    wild: frozenset[Card]
    seen: tuple[Card, ...] = ()

    @cached_property
    def wild_kinds(self) -> frozenset[int]:
        return frozenset(c.kind for c in self.wild)

    @cached_property
    def checks(self) -> HandChecks:
        """The exact checks (complete, bater, outs) for these rules and wilds."""
        return checks_for(self.rules, self.wild_kinds)

    @cached_property
    def planner(self) -> Planner:
        """The plan search that bounds how many cards a hand misses."""
        return planner_for(self.rules, self.curinga_kinds)

    @cached_property
    def curinga_kinds(self) -> frozenset[int]:
        return self.wild_kinds - {JOKER_KIND}

    @cached_property
    def search(self) -> Search:
        """The exhaustive search with holes, for the rare hands the plans cannot settle."""
        return search_for(self.rules, self.wild_kinds)

    @cached_property
    def _base_avail(self) -> tuple[int, ...]:
        return kinds_available((), self.vira.kind if self.vira else None, self.rules.jokers)

    @cached_property
    def _unseen(self) -> tuple[int, ...]:
        """Copies of each kind outside the vira and the seen cards: the most a hand holds."""
        return tuple(a - s for a, s in zip(self._base_avail, self._seen_counts, strict=True))

    @cached_property
    def _watch(self) -> frozenset[int]:
        """Kinds a hand's check must count: the vira, the seen cards, a joker without jokers."""
        watch = {c.kind for c in self.seen}
        if self.vira is not None:
            watch.add(self.vira.kind)
        if not self.rules.jokers:
            watch.add(JOKER_KIND)
        return frozenset(watch)

    @cached_property
    def _seen_counts(self) -> tuple[int, ...]:
        counts = [0] * N_KINDS
        for c in self.seen:
            counts[c.kind] += 1
        return tuple(counts)

    def available(self, hand: Iterable[Card]) -> tuple[int, ...]:
        """Copies of each kind outside ``hand`` and the vira."""
        return _avail_kinds(_kinds(hand), self)

    # questions on hands a program has already checked (no parsing: the fast path)

    def with_seen(self, seen: Iterable[Card]) -> Situation:
        """The same situation with these cards marked as seen."""
        return replace(self, seen=tuple(sorted(seen, key=display_order)))

    # A hand given as a tuple or list of Card objects (the game's, a program's) is taken as
    # it is: the fast path. Anything else (text, None, a generator…) is read and checked as
    # analyze reads it, so bad input gets a clear CachetaError.

    def can_bater(self, hand: CardsLike) -> bool:
        """Can this 10-card hand go out now?"""
        return self.checks.bates(_given_kinds(hand, self, (10,)))

    def bater(self, hand: CardsLike) -> BaterOptions:
        """How a 10-card hand goes out (with 10, and the discards that go out with 9)."""
        cards = _given(hand, self, (10,))
        with10, discards = self.checks.bater(_kinds(cards))
        return BaterOptions(with10, tuple(CARDS[k] for k in discards), cards, self)

    def complete(self, hand: CardsLike) -> bool:
        """Does the whole hand split into melds?"""
        return self.checks.complete(_given_kinds(hand, self))

    def outs(self, hand: CardsLike) -> tuple[Out, ...]:
        """The outs of a 9-card hand with their live copies (empty: not na boa)."""
        return _outs(_given(hand, self, (9,)), self)

    def discard_table(self, hand: CardsLike) -> tuple[DiscardOption, ...]:
        """The discard table of a 10-card hand, best first."""
        return _discard_table(_given(hand, self, (10,)), self)

    def missing(self, hand: CardsLike) -> int:
        """Fewest draws still needed to bater."""
        return _missing(_given(hand, self), self)

    def best_live_outs(self, hand: CardsLike) -> int:
        """The most live outs a discard of this 10-card hand leaves (its discard counted as
        seen); 0 when no discard leaves it na boa. The discard table's best ``live_outs``,
        without working out how many cards the other discards miss."""
        kinds = _given_kinds(hand, self, (10,))
        buckets = self.planner.buckets(kinds, range(2))
        jokers = kinds.count(JOKER_KIND)
        wild = self.wild_kinds
        best = 0
        for d in set(kinds):
            bound, _sure = _plan_bound(buckets, d, jokers - (d == JOKER_KIND),
                                       d in wild and d != JOKER_KIND)
            rest = list(kinds)
            rest.remove(d)
            out_kinds = _row_out_kinds(rest, self, bound)
            best = max(best, sum(_lives(out_kinds, rest, self, also_seen=d)))
        return best

    def improvers(self, hand: CardsLike) -> tuple[Out, ...]:
        """The cards that bring a 9-card hand a draw closer to bater when drawn (the hand
        then has a discard that misses one card fewer), with their live copies, most live
        first: the outs for a na boa hand. Mahjong players call their count *ukeire*. The hand
        is read and checked as :func:`analyze` reads it (text or cards)."""
        kinds = read_kinds(hand, self, (9,))
        return _out_list(_improver_kinds(kinds, self), kinds, self)

    def live(self, card: Card, hand: tuple[Card, ...], also_seen: Iterable[Card] = ()) -> int:
        """Copies of ``card`` outside hand, vira and the seen cards."""
        out = self.available(hand)[card.kind]
        out -= self._seen_counts[card.kind] + sum(1 for c in also_seen if c == card)
        return max(out, 0)


_SITUATIONS: dict[tuple[Any, Any, Any], Situation] = {}
_SITUATIONS_LIMIT = 256


def situation_for(rules: str | Rules = "oficial", vira: str | Card | None = None,
              seen: CardsLike = ()) -> Situation:
    """The checked situation for these rules, vira and seen cards (the same object for the same
    input, so a program asking about many hands pays the set-up once)."""
    try:
        return _SITUATIONS[rules, vira, seen]
    except (KeyError, TypeError):  # new, or a list of seen cards (not hashable)
        pass
    ruleset = get_rules(rules)
    seen_cards = tuple(sorted(parse_cards(seen), key=display_order))
    check_copies(seen_cards, "seen", ruleset.jokers)
    vira_card = parse_vira(vira, ruleset)
    if vira_card is not None and seen_cards.count(vira_card) >= COPIES_PER_NATURAL:
        count = seen_cards.count(vira_card) + 1
        raise CachetaError(Said("copies.seen_vira", count=count, card=vira_card.code,
                                limit=COPIES_PER_NATURAL))
    situation = Situation(ruleset, vira_card, wild_cards(ruleset, vira_card), seen_cards)
    if isinstance(seen, str | tuple | Card) and isinstance(vira, str | Card | None):
        if len(_SITUATIONS) >= _SITUATIONS_LIMIT:
            _SITUATIONS.clear()
        _SITUATIONS[rules, vira, seen] = situation
    return situation


def _size_error(n: int, sizes: tuple[int, ...]) -> CachetaError:
    return CachetaError(in_both(lambda lang: term(
        "hand.size", lang, sizes=join_or([str(s) for s in sizes], lang), n=n)))


def read_kinds(hand: CardsLike, situation: Situation, sizes: tuple[int, ...] | None = None
               ) -> list[int]:
    """Parse and check a hand against the situation (copies, jokers, vira, seen cards, size):
    its card kinds, in the order given."""
    # canonical text: one look-up per card; anything else (or text that is not) parsed in full.
    # Every can_bater of a text comes this way: [*…] and {*…} build the list and the set a
    # little cheaper than list() and set(), and the test below uses no generator, which would
    # make ``kinds`` a closure's cell.
    kinds = None
    if type(hand) is str:
        try:
            kinds = [*map(_kind_of_code, hand.split())]
        except KeyError:  # a token that is not a card's code
            kinds = None
    if kinds is None or len(kinds) > MAX_HAND:
        kinds = parse_kinds(hand)
        if len(kinds) > MAX_HAND:
            raise CachetaError(Said("hand.too_big", n=len(kinds)))
    n = len(kinds)
    if sizes is not None and n not in sizes:
        raise _size_error(n, sizes)
    distinct = {*kinds}
    watch = situation._watch
    if len(distinct) < n - 1 or (not watch.isdisjoint(distinct) and (
            situation.seen or (JOKER_KIND in distinct and JOKER_KIND in watch)
            or (len(distinct) < n and max(map(kinds.count, watch & distinct)) > 1))):
        # two cards repeated (maybe one three times), the vira's card repeated, seen cards or
        # a joker where the deck has none: count them all
        _check_kinds(kinds, situation)
    return kinds


def _check_kinds(kinds: list[int], situation: Situation) -> None:
    """Refuse more copies of a card than the decks hold outside the vira and the seen cards,
    and jokers where the deck has none; the first card past its limit, in the hand's order,
    is the one named."""
    left = list(situation._unseen)
    for k in kinds:
        left[k] -= 1
        if left[k] < 0:  # this copy is one past the limit
            if k == JOKER_KIND and not situation.rules.jokers:
                check_copies([JOKER] * kinds.count(JOKER_KIND), "hand", False)
            _copies_error(CARDS[k], situation._unseen[k] + 1, situation)


def _copies_error(card: Card, in_hand: int, situation: Situation) -> None:
    limit = copies_of_kind(card.kind)
    if in_hand > limit:
        check_copies([card] * in_hand)  # raises: too many copies in the hand itself
    count = in_hand + situation._seen_counts[card.kind] + (situation.vira == card)
    where = ["hand", *(["vira"] if situation.vira == card else []),
             *(["seen"] if card in situation.seen else [])]
    key = "copies.added_vira" if situation.vira == card else "copies.added"
    raise CachetaError(Said(key, where=Joined(tuple(Said(f"copies.where.{w}") for w in where),
                                              " + "),
                            count=count, card=card.code, limit=limit))


def read_hand(hand: CardsLike, situation: Situation, sizes: tuple[int, ...] | None = None
              ) -> tuple[Card, ...]:
    """Parse and check a hand against the situation: copies, jokers, vira, seen cards, size.
    The cards come back in display order."""
    kinds = read_kinds(hand, situation, sizes)
    return tuple(sorted((CARDS[k] for k in kinds), key=display_order))


# --- the questions ------------------------------------------------------------------------

def _given(hand: CardsLike, situation: Situation, sizes: tuple[int, ...] | None = None
           ) -> tuple[Card, ...]:
    """A hand given to a :class:`Situation` method: a tuple or list of cards as it is (its size
    checked), anything else read and checked (see :func:`read_kinds`)."""
    if (isinstance(hand, tuple | list) and len(hand) <= MAX_HAND
            and all(type(c) is Card for c in hand)):
        _check_size(len(hand), sizes)
        return tuple(hand)
    return tuple(CARDS[k] for k in read_kinds(hand, situation, sizes))


def _given_kinds(hand: CardsLike, situation: Situation, sizes: tuple[int, ...] | None = None
                 ) -> list[int]:
    """The kinds of a hand given to a :class:`Situation` method (as :func:`_given`), for the
    questions that need no more: a tuple or list of cards costs one pass."""
    if (type(hand) is tuple or type(hand) is list) and len(hand) <= MAX_HAND:
        try:
            kinds = [c.kind for c in hand]
        except AttributeError:  # not all cards: read it as text would be
            pass
        else:
            _check_size(len(kinds), sizes)
            return kinds
    return read_kinds(hand, situation, sizes)


def _check_size(n: int, sizes: tuple[int, ...] | None) -> None:
    if sizes is not None and n not in sizes:
        raise _size_error(n, sizes)


def _kinds(cards: Iterable[Card]) -> list[int]:
    return [c.kind for c in cards]


def _avail_kinds(kinds: Iterable[int], situation: Situation) -> tuple[int, ...]:
    avail = list(situation._base_avail)
    for k in kinds:
        avail[k] -= 1
    return tuple(avail)


def _bater_kinds(cards: tuple[Card, ...], situation: Situation) -> tuple[bool, tuple[int, ...]]:
    return situation.checks.bater(_kinds(cards))


def _lives(kinds: Iterable[int], hand_kinds: list[int], situation: Situation,
           also_seen: int | None = None) -> list[int]:
    """The live copies of each kind: outside the hand, the vira and the seen cards (and the
    one card ``also_seen``)."""
    avail = _avail_kinds(hand_kinds, situation)
    seen = situation._seen_counts
    return [max(avail[k] - seen[k] - (k == also_seen), 0) for k in kinds]


def _out_list(kinds: Iterable[int], hand_kinds: list[int], situation: Situation,
              also_seen: int | None = None) -> tuple[Out, ...]:
    """Outs with their live copies, most live first."""
    kinds = list(kinds)
    outs = [Out(CARDS[k], live)
            for k, live in zip(kinds, _lives(kinds, hand_kinds, situation, also_seen), strict=True)]
    return tuple(sorted(outs, key=lambda o: (-o.live, display_order(o.card))))


def _row_out_kinds(rest: list[int], situation: Situation, bound: int, bate: bool = False
                   ) -> set[int]:
    """The outs of the 9 cards a discard leaves, given the plans' bound on their holes: every
    card with a copy left when they are complete (``bate``), none when the bound says they
    are not na boa."""
    if bound > 1 and not bate:
        return set()
    avail = _avail_kinds(rest, situation)
    if bate:
        return {k for k in KINDS if avail[k] > 0}
    return situation.checks.outs(rest, avail)  # every card too when the 9 are complete


def _outs_kinds(kinds: list[int], situation: Situation) -> set[int]:
    return situation.checks.outs(kinds, _avail_kinds(kinds, situation))


def _outs(cards: tuple[Card, ...], situation: Situation) -> tuple[Out, ...]:
    kinds = _kinds(cards)
    return _out_list(_outs_kinds(kinds, situation), kinds, situation)


def _plan_bound(buckets: list[Bucket], discard: int | None, jokers: int, curinga: bool
                ) -> tuple[int, list[tuple[int, Bucket, str | None]]]:
    """From the plans of a hand: a lower bound on the holes of the hand less ``discard``
    (None: the whole hand), and the buckets whose value for that hand is certain, as (holes,
    bucket, what its witness must do with the discard: see :meth:`Planner.witness`), fewest
    holes first."""
    bound = 99
    sure: list[tuple[int, Bucket, str | None]] = []
    bit = 0 if discard is None or discard == JOKER_KIND else UNIT[discard]
    for b in buckets:
        want: str | None = None
        value = b.value
        if bit:
            if b.left_out & bit:
                want = "out"
                value -= curinga
            else:
                want = "group" if b.removable & bit else "unsure"
                value -= 1
        holes = b.holes(value, jokers)
        if holes < bound:
            bound = holes
        if want != "unsure":
            sure.append((holes, b, want))
    sure.sort(key=lambda hbw: (hbw[0], hbw[1].new_melds))
    return bound, sure


def _spare_wilds(avail: tuple[int, ...], situation: Situation) -> int:
    """Copies of wild cards still to be had."""
    return sum(avail[k] for k in situation.wild_kinds)


def _settle_missing(rest: list[int], situation: Situation, bound: int,
                    sure: list[tuple[int, Bucket, str | None]], plan_kinds: list[int],
                    discard: int | None = None) -> int:
    """Draws still needed by 9 cards ``rest`` known not to be na boa: ``bound`` (2 or more) or
    more. A plan that certainly reaches the bound settles it when its holes can be named with
    cards still to be had: all as drawn wilds (no limit of wilds per meld), or as its
    witness's groups allow. Otherwise the exhaustive search decides."""
    avail = _avail_kinds(rest, situation)
    at_bound = [b for holes, b, _want in sure if holes == bound]
    if at_bound and situation.rules.max_wilds is None and bound - min(
            b.new_melds for b in at_bound) <= _spare_wilds(avail, situation):
        return bound
    reach = [(b, want) for holes, b, want in sure if holes <= bound]
    planner = situation.planner
    for bucket, want in reach:
        witness = planner.witness(plan_kinds, bucket, discard, want or "out")
        if witness is not None and _names_holes(witness, rest, bucket, bound, avail, situation):
            return bound
    # (laying down 9 cards never needs more draws than laying down all 10: see plans.py)
    holes = situation.search.min_holes(tuple(sorted(rest)), 9, avail, start=bound, limit=9)
    assert holes is not None
    return max(holes, 1)


def _wild_room(witness: Witness, kinds: list[int], bucket: Bucket, situation: Situation
               ) -> tuple[int, int]:
    """For a witness of ``kinds``: (the hand's wilds outside its groups, how many of them its
    melds can take: every new meld holds a drawn natural, and each meld at most the limit)."""
    wilds = sum(1 for k in kinds if k in situation.wild_kinds) - sum(
        1 for shape in witness.groups for k in group_kinds(shape) if k in situation.wild_kinds)
    m = bucket.new_melds
    room = bucket.size - witness.naturals - m
    if situation.rules.max_wilds is not None:
        room = min(room, (len(witness.groups) + m) * situation.rules.max_wilds)
    return wilds, room


def _names_holes(witness: Witness, rest: list[int], bucket: Bucket, bound: int,
                 avail: tuple[int, ...], situation: Situation) -> bool:
    """Can the witness's groups, some of the hand's wilds and ``bound`` drawn cards still to
    be had lay down ``bucket.size`` cards? (A wild the plan does not need stays out.)"""
    wilds, room = _wild_room(witness, rest, bucket, situation)
    wilds_used = bucket.size - witness.naturals - bound
    if not 0 <= wilds_used <= min(wilds, room):
        return False
    return situation.search.complete_groups(list(witness.groups), bucket.size, bucket.new_melds,
                                        wilds_used, avail)


def _missing9_kinds(kinds: list[int], situation: Situation, na_boa: bool | None = None) -> int:
    """Draws still needed by a 9-card hand."""
    if na_boa is None:
        na_boa = bool(_outs_kinds(kinds, situation))
    if na_boa:
        return 1
    jokers = kinds.count(JOKER_KIND)
    buckets = situation.planner.buckets(kinds)
    bound, sure = _plan_bound(buckets, None, jokers, False)
    if bound < 2:
        bound = 2
    return _settle_missing(kinds, situation, bound, sure, kinds)


def _missing(cards: tuple[Card, ...], situation: Situation) -> int:
    kinds = _kinds(cards)
    n = len(kinds)
    if n == 10:
        if situation.checks.bates(kinds):
            return 0
        return min(row.missing for row in _discard_rows(kinds, situation, ()))
    if n == 9:
        return _missing9_kinds(kinds, situation)
    holes = situation.search.min_holes(tuple(sorted(kinds)), 9, _avail_kinds(kinds, situation),
                                   limit=9)
    assert holes is not None
    return holes


def _improver_kinds(kinds: list[int], situation: Situation) -> set[int]:
    """The kinds whose draw lowers the missing of these 9 cards (:meth:`Situation.improvers`)."""
    outs = _outs_kinds(kinds, situation)
    if outs:
        return outs
    target = _missing9_kinds(kinds, situation, na_boa=False) - 1
    avail = _avail_kinds(kinds, situation)
    return {k for k in KINDS if avail[k] > 0 and _may_reach([*kinds, k], situation, target)
            and _reaches([*kinds, k], situation, target)}


def _may_reach(kinds: list[int], situation: Situation, target: int) -> bool:
    """A quick necessary condition for :func:`_reaches`: all the wilds of these 10 cards and
    ``target`` drawn cards, each free to be any card (as a wild with no limit per meld, or
    three of them a meld of their own), form melds with all but ``target + 1`` of the
    naturals. (A split using fewer drawn cards gives one using more: a natural of a meld of two
    or more naturals can give its place to a free card; with 4 naturals or more in at most 3
    melds, one meld has two.)"""
    if target > 5:
        return True
    free = _free_splitter(situation.rules)
    melds = situation.rules.exact_melds
    for p, wilds, _jokers in situation.checks.designations(kinds):
        left = size(p) + wilds + target - 9
        for new in range(target // 3 + 1):  # melds made of drawn cards alone
            rest = None if melds is None else melds - new
            if (rest is None or rest >= 0) and free.fits(p, left, wilds + target - 3 * new,
                                                         rest):
                return True
    return False


@lru_cache(maxsize=16)
def _free_splitter(rules: Rules) -> Splitter:
    return splitter_for(rules.replace(max_wilds=None))


def _reaches(kinds: list[int], situation: Situation, target: int) -> bool:
    """Has this 10-card hand a discard that leaves at most ``target`` (1 or more) draws
    missing? The plans' bounds rule most discards out; the rest are settled exactly."""
    if situation.checks.bates(kinds):
        return True
    # plans with more than ``target`` new melds miss more than ``target`` cards
    buckets = situation.planner.buckets(kinds, range(target + 1))
    jokers = kinds.count(JOKER_KIND)
    wild = situation.wild_kinds
    for d in set(kinds):
        bound, sure = _plan_bound(buckets, d, jokers - (d == JOKER_KIND),
                                  d in wild and d != JOKER_KIND)
        if bound > target:
            continue
        rest = list(kinds)
        rest.remove(d)
        if _row_out_kinds(rest, situation, bound):
            return True
        if target >= 2 and _settle_missing(rest, situation, max(bound, 2), sure, kinds,
                                           d) <= target:
            return True
    return False


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    out = list(cards)
    out.remove(card)
    return tuple(out)


def _discard_rows(kinds: list[int], situation: Situation, bate_discards: tuple[int, ...]
                  ) -> list[DiscardOption]:
    """One row per distinct card of a 10-card hand (unsorted)."""
    planner = situation.planner
    jokers = kinds.count(JOKER_KIND)
    wild = situation.wild_kinds
    distinct = sorted(set(kinds), key=lambda k: display_order(CARDS[k]))

    def bounds(buckets: list[Bucket]) -> dict[int, tuple[int, list]]:
        return {d: _plan_bound(buckets, d, jokers - (d == JOKER_KIND),
                               d in wild and d != JOKER_KIND) for d in distinct}

    # plans with m new melds miss at least m cards: ask for them only where they could matter
    buckets = planner.buckets(kinds, range(2))
    row_bounds = bounds(buckets)
    top = max(b for b, _sure in row_bounds.values())
    if top > 2:
        buckets += planner.buckets(kinds, range(2, top))
        row_bounds = bounds(buckets)
    shared: dict[Bucket, dict[int, int] | None] = {}
    rows = []
    for d in distinct:
        rest = list(kinds)
        rest.remove(d)
        bate = d in bate_discards
        bound, sure = row_bounds[d]
        out_kinds = _row_out_kinds(rest, situation, bound, bate)
        if out_kinds:
            outs = _out_list(out_kinds, rest, situation, also_seen=d)
            rows.append(DiscardOption(CARDS[d], True, outs, sum(o.live for o in outs), 1,
                                      bate))
            continue
        if bound < 2:
            bound = 2
        miss = None
        for holes, bucket, _want in sure:
            if holes > bound:
                break
            if bucket not in shared:
                shared[bucket] = _hand_witness(kinds, bucket, situation)
            if (shared[bucket] or {}).get(d) == bound:
                miss = bound
                break
        if miss is None:
            miss = _settle_missing(rest, situation, bound, sure, kinds, d)
        rows.append(DiscardOption(CARDS[d], False, (), 0, miss, bate))
    return rows


def _hand_witness(kinds: list[int], bucket: Bucket, situation: Situation) -> dict[int, int] | None:
    """One best plan of the whole hand, its holes named with the cards still to be had; then,
    for each discard it settles, the holes of the hand less that card: the same plan without
    it. A card outside the groups changes nothing (a wild of the hand: at most one hole more,
    filled by a drawn copy of that card); a card in a group of two or more leaves one hole,
    filled by a drawn copy of itself. (Drawn copies can be had: the discard left the hand.)"""
    witness = situation.planner.witness(kinds, bucket)
    if witness is None:
        return None
    wild = situation.wild_kinds
    wilds, room = _wild_room(witness, kinds, bucket, situation)
    wilds_used = min(wilds, max(room, 0))
    holes = bucket.size - witness.naturals - wilds_used
    if not situation.search.complete_groups(list(witness.groups), bucket.size, bucket.new_melds,
                                        wilds_used, _avail_kinds(kinds, situation)):
        return None
    in_groups: dict[int, int] = {}
    big: set[int] = set()
    for shape in witness.groups:
        group = group_kinds(shape)
        for k in group:
            in_groups[k] = in_groups.get(k, 0) + 1
            if len(group) >= 2:
                big.add(k)
    settled = {}
    for d in set(kinds):
        if in_groups.get(d, 0) < kinds.count(d):  # a copy of d is outside the groups
            spare = wilds > wilds_used
            settled[d] = holes + (d in wild and not spare)
        elif d in big:
            settled[d] = holes + 1
    return settled


def _discard_table(cards: tuple[Card, ...], situation: Situation,
                   bate_discards: tuple[int, ...] | None = None) -> tuple[DiscardOption, ...]:
    """The ranked discard table; ``bate_discards`` when the caller already knows them."""
    kinds = _kinds(cards)
    if bate_discards is None:
        _with10, bate_discards = situation.checks.bater(kinds)
    rows = _discard_rows(kinds, situation, bate_discards)
    rows.sort(key=lambda r: (r.rank_key, display_order(r.card)))
    return tuple(rows)


# --- partitions (every split, with the cards named) -----------------------------------------

def _splits(cards: tuple[Card, ...], situation: Situation) -> tuple[Split, ...]:
    """Every distinct split of ``cards`` into melds (identical cards swapped are one split).

    The lowest card goes into each meld it can join; the hand search prunes every branch
    whose remaining cards cannot split, so the work follows the number of splits."""
    target = situation.rules.exact_melds
    memo: dict[tuple[tuple[Card, ...], int | None], set[tuple[tuple[Card, ...], ...]]] = {}

    def splits_of(rest: tuple[Card, ...], melds: int | None) -> set[tuple[tuple[Card, ...], ...]]:
        if not rest:
            return {()} if melds in (None, 0) else set()
        if (melds is not None and melds <= 0) or not situation.checks.splits_into(
                _kinds(rest), melds):
            return set()
        key = (rest, melds)
        if key in memo:
            return memo[key]
        found: set[tuple[tuple[Card, ...], ...]] = set()
        for group, left in _melds_with_first(rest, situation):
            for tail in splits_of(left, None if melds is None else melds - 1):
                found.add(tuple(sorted((group, *tail))))
        memo[key] = found
        return found

    split_set = splits_of(tuple(sorted(cards)), target) if cards else set()
    melds = [tuple(check_meld_with(g, situation.rules, situation.wild).meld for g in split)
             for split in split_set]
    return tuple(sorted(melds, key=lambda s: [display_order(c) for m in s for c in m.cards]))


def _melds_with_first(rest: tuple[Card, ...], situation: Situation
                      ) -> Iterator[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Every meld holding ``rest[0]`` made of cards of ``rest``: (the meld, the cards left).
    A natural card only melds with cards of its rank or suit, and with wilds."""
    first, others = rest[0], rest[1:]
    if first in situation.wild:
        partners = others
    else:
        partners = tuple(c for c in others if c in situation.wild or c.rank == first.rank
                         or c.suit == first.suit)
    tried: set[tuple[Card, ...]] = set()
    for mask in range(3, 1 << len(partners)):
        pick = tuple(partners[i] for i in range(len(partners)) if mask >> i & 1)
        if len(pick) < 2 or pick in tried:
            continue
        tried.add(pick)
        group = tuple(sorted((first, *pick)))
        if check_meld_with(group, situation.rules, situation.wild).valid:
            left = list(others)
            for c in pick:
                left.remove(c)
            yield group, tuple(left)


def _best_partial(cards: tuple[Card, ...], situation: Situation) -> tuple[Split, tuple[Card, ...]]:
    """The melds already formed: a way to put the most cards of the hand in melds, and the
    cards left loose."""
    memo: dict[tuple[Card, ...], tuple[int, tuple[tuple[Card, ...], ...]]] = {}

    def best(rest: tuple[Card, ...]) -> tuple[int, tuple[tuple[Card, ...], ...]]:
        if len(rest) < 3:
            return 0, ()
        if rest not in memo:
            result = best(rest[1:])
            for group, left in _melds_with_first(rest, situation):
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
    melds = tuple(check_meld_with(g, situation.rules, situation.wild).meld for g in groups)
    return melds, tuple(sorted(loose, key=display_order))


# --- public functions -----------------------------------------------------------------------

def is_complete(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
                ) -> bool:
    """Does the whole hand split into melds?"""
    situation = situation_for(rules, vira)
    return situation.checks.complete(read_kinds(hand, situation))


def can_bater(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
              ) -> bool:
    """Can this 10-card hand go out now (with 10, or with 9 and a discard)?"""
    situation = situation_for(rules, vira)
    return situation.checks.bates(read_kinds(hand, situation, (10,)))


def outs(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None,
         seen: CardsLike = ()) -> tuple[Out, ...]:
    """The outs of a 9-card hand with their live copies; empty when it is not na boa."""
    situation = situation_for(rules, vira, seen)
    return _outs(read_hand(hand, situation, (9,)), situation)


def missing(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
            ) -> int:
    """Fewest draws still needed to bater (0–8 cards: fewest cards to a complete 9)."""
    situation = situation_for(rules, vira)
    return _missing(read_hand(hand, situation), situation)


def partitions(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None
               ) -> tuple[Split, ...]:
    """Every distinct split of the whole hand into melds."""
    situation = situation_for(rules, vira)
    return _splits(read_hand(hand, situation), situation)


def discard_table(hand: CardsLike, rules: str | Rules = "oficial",
                  vira: str | Card | None = None, seen: CardsLike = ()
                  ) -> tuple[DiscardOption, ...]:
    """Each possible discard of a 10-card hand, best first."""
    situation = situation_for(rules, vira, seen)
    return _discard_table(read_hand(hand, situation, (10,)), situation)


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
    bater: BaterOptions | None
    na_boa: bool | None
    outs: tuple[Out, ...] | None
    discards: tuple[DiscardOption, ...] | None
    missing: int | None
    lang: str = field(default="pt", compare=False)
    situation: Situation | None = field(default=None, repr=False, compare=False)

    @cached_property
    def partitions(self) -> tuple[Split, ...]:
        """Every distinct split of the whole hand into melds."""
        return _splits(self.hand, self.situation) if self.complete and self.situation else ()

    @cached_property
    def _formed(self) -> tuple[Split, tuple[Card, ...]]:
        return _best_partial(self.hand, self.situation) if self.situation else ((), self.hand)

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
        from ..drawing.explain import explain

        return explain(self, lang or self.lang)

    def __repr__(self) -> str:
        from ..drawing.explain import status_line

        status = status_line(self, self.lang)
        return (f"<Analysis {self.rules.id} hand={' '.join(c.code for c in self.hand)!r} "
                f"vira={self.vira.code if self.vira else None}: {status}>")

    def _repr_html_(self) -> str:
        from ..drawing.html import analysis_html

        return analysis_html(self)


def analyze(hand: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None,
            seen: CardsLike = (), lang: str = "pt") -> Analysis:
    """Analyse a hand of 0–10 cards under ``rules`` with this vira and these seen cards."""
    from ..checks import check_lang

    check_lang(lang)
    situation = situation_for(rules, vira, seen)
    cards = read_hand(hand, situation)
    n = len(cards)
    curingas = tuple(sorted(situation.wild, key=display_order))
    bater = na_boa = out_list = discards = None
    if n == 10:
        with10, discard_kinds = _bater_kinds(cards, situation)
        bater = BaterOptions(with10, tuple(CARDS[k] for k in discard_kinds), cards, situation)
        discards = _discard_table(cards, situation, discard_kinds)
        miss = 0 if bater.can else min(d.missing for d in discards)
    elif n == 9:
        out_list = _outs(cards, situation)
        na_boa = bool(out_list)
        miss = _missing9_kinds(_kinds(cards), situation, na_boa)
    else:
        miss = _missing(cards, situation) if n else 9
    return Analysis(situation.rules, cards, situation.vira, situation.seen, curingas,
                    situation.checks.complete(_kinds(cards)), bater, na_boa, out_list, discards,
                    miss, lang, situation)


__all__ = ["JOKER", "JOKER_KIND", "Analysis", "BaterOptions", "DiscardOption", "Out", "analyze",
           "can_bater", "discard_table", "is_complete", "missing", "outs", "partitions"]
