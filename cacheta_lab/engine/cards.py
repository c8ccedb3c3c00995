"""Cards and their notation.

A card is written ``<rank><suit>``: rank ``A 2 3 4 5 6 7 8 9 10 J Q K`` and suit ``c d h s``
(paus, ouros, copas, espadas); the joker is ``JK``. Input may also use unicode suits, ``T``
for ten, any letter case, and Portuguese or English names ("7 de copas", "queen of spades").
Output always uses the canonical code, so ``parse_card(card.code) == card``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..errors import NotationError
from ..words.catalogue import Said, term
from ..words.echo import short_repr
from ..words.text import LANGS

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("c", "d", "h", "s")
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
RED_SUITS = frozenset("dh")

# --- the deck: the one statement of its composition, and of the kind arithmetic -----------
# A card kind is a number: ``(rank - 1) * 4 + suit index`` for the 52 natural cards (rank 1 = A
# … 13 = K, suits in the order of SUITS), and 52 for the joker.
N_NATURAL_KINDS = len(RANKS) * len(SUITS)  # 52
JOKER_KIND = N_NATURAL_KINDS  # 52
N_KINDS = N_NATURAL_KINDS + 1  # 53
NATURAL_KINDS = range(N_NATURAL_KINDS)  # 0–51
KINDS = range(N_KINDS)  # 0–52, the joker last
COPIES_PER_NATURAL = 2  # two French decks shuffled together
JOKERS_IN_DECK = 4  # in the presets that play with jokers


def kind_of(rank: int, suit: int) -> int:
    """The kind of the natural card of ``rank`` (1 = A … 13 = K) and suit index ``suit``
    (0–3, the order of :data:`SUITS`)."""
    return (rank - 1) * 4 + suit


def rank_of(kind: int) -> int:
    """The rank (1 = A … 13 = K) of a natural card kind."""
    return kind // 4 + 1


def suit_of(kind: int) -> int:
    """The suit index (0–3, the order of :data:`SUITS`) of a natural card kind."""
    return kind % 4


def copies_of_kind(kind: int, jokers: bool = True) -> int:
    """How many physical copies of card ``kind`` the game holds (``jokers``: whether the
    preset plays with them)."""
    if kind == JOKER_KIND:
        return JOKERS_IN_DECK if jokers else 0
    return COPIES_PER_NATURAL


def deck_size(jokers: bool) -> int:
    """How many cards the game holds: 104, or 108 with the jokers."""
    return sum(copies_of_kind(k, jokers) for k in KINDS)


def deck_kinds(jokers: bool) -> range:
    """The card kinds in play: the 52 naturals, and the joker when the preset has jokers."""
    return KINDS if jokers else NATURAL_KINDS


_UNICODE_SUITS = {"♣": "c", "♧": "c", "♦": "d", "♢": "d", "♥": "h", "♡": "h", "♠": "s", "♤": "s"}
MAX_TEXT = 2000  # characters of card text a parser reads
MAX_CARDS = 120  # cards in one list (a meld never holds more than 2 decks)
_SHOWN = 24  # characters of an unknown token echoed back in a message
_JOKER_WORDS = {"jk", "joker", "palhaço", "palhaco", "coringa", "curinga", "curingão", "coringão",
                "🃏"}
_WORD_RANKS = {
    # the rank names of the catalogue, in both languages ("sete", "seven")
    **{term(f"card.rank.{r}", lang): r for lang in LANGS for r in range(1, 14)},
    "as": 1, "tres": 3, "a": 1, "j": 11, "q": 12, "k": 13, "t": 10,
    **{str(i): i for i in range(2, 11)},
}
_WORD_SUITS = {
    **{term(f"card.suit.{s}", lang): s for lang in LANGS for s in SUITS},
    "pau": "c", "ouro": "d", "copa": "h", "espada": "s",
    "club": "c", "diamond": "d", "heart": "h", "spade": "s",
}
_LINK_WORDS = {"de", "of"}


def _unknown_card(text: object) -> NotationError:
    return NotationError(Said("card.unknown", value=short_repr(text)))


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. ``kind`` is 0–51 for natural cards (``(rank-1)*4 + suit index``), 52 the joker;
    ``Card('8c')`` (a code, as ``repr`` writes it) gives the same card as ``Card.parse``."""

    kind: int

    def __post_init__(self) -> None:
        if isinstance(self.kind, str):  # Card('8c'), as repr writes it, is that card
            object.__setattr__(self, "kind", parse_card(self.kind).kind)
        if not (isinstance(self.kind, int) and not isinstance(self.kind, bool)
                and 0 <= self.kind < N_KINDS):
            raise NotationError(Said("card.bad_kind", value=short_repr(self.kind)))

    @classmethod
    def of(cls, rank: int, suit: str) -> Card:
        """The natural card of ``rank`` (1 = A … 13 = K) and ``suit`` ('c', 'd', 'h', 's')."""
        if not (isinstance(rank, int) and not isinstance(rank, bool) and 1 <= rank <= 13
                and isinstance(suit, str) and suit in SUITS):
            raise NotationError(Said("card.bad_rank_suit", rank=short_repr(rank),
                                     suit=short_repr(suit)))
        return CARDS[kind_of(rank, SUITS.index(suit))]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card written in any accepted notation."""
        return parse_card(text)

    @property
    def is_joker(self) -> bool:
        return self.kind == JOKER_KIND

    @property
    def rank(self) -> int:
        """1 (A) … 13 (K); 0 for the joker."""
        return 0 if self.is_joker else rank_of(self.kind)

    @property
    def suit(self) -> str:
        """'c', 'd', 'h' or 's'; '' for the joker."""
        return "" if self.is_joker else SUITS[suit_of(self.kind)]

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def code(self) -> str:
        """Canonical ASCII code: ``10h``, ``Qs``, ``JK``."""
        return "JK" if self.is_joker else RANKS[self.rank - 1] + self.suit

    @property
    def symbol(self) -> str:
        """Short form with a unicode suit: ``10♥``, ``Q♠``, ``JK``."""
        return "JK" if self.is_joker else RANKS[self.rank - 1] + SUIT_SYMBOLS[self.suit]

    def name(self, lang: str = "pt") -> str:
        """Full name: "sete de copas" / "seven of hearts"."""
        from ..checks import check_lang  # checks reads the rules, which read the deck's size

        return self.spoken.text(check_lang(lang))

    @property
    def spoken(self) -> Said:
        """The full name, to be said in either language (:meth:`name`)."""
        if self.is_joker:
            return Said("card.joker")
        return Said("card.name", rank=Said(f"card.rank.{self.rank}"),
                    suit=Said(f"card.suit.{self.suit}"))

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def _repr_svg_(self) -> str:
        from ..drawing.svg import card_svg

        return card_svg(self)


CARDS: tuple[Card, ...] = tuple(Card(k) for k in range(N_KINDS))  # one object per kind
JOKER = CARDS[JOKER_KIND]
ALL_NATURALS: tuple[Card, ...] = CARDS[:JOKER_KIND]


def full_deck(jokers: bool) -> list[Card]:
    """Every physical card of the game: the 52 natural cards, then their second copies, then
    the jokers when the preset plays with them. Seeded deals shuffle this order: keep it."""
    return [*ALL_NATURALS] * COPIES_PER_NATURAL + [JOKER] * copies_of_kind(JOKER_KIND, jokers)


def _code_table() -> dict[str, int]:
    """Every way to write a card as a code (any case, ``T``, unicode suits) → its kind."""
    table: dict[str, int] = {}
    for kind in NATURAL_KINDS:
        rank, suit = RANKS[rank_of(kind) - 1], SUITS[suit_of(kind)]
        ranks = {rank, rank.lower()} | ({"T", "t"} if rank == "10" else set())
        suits = {suit, suit.upper()} | {u for u, s in _UNICODE_SUITS.items() if s == suit}
        for r in ranks:
            for s in suits:
                table[r + s] = kind
    for word in _JOKER_WORDS:
        table[word] = table[word.upper()] = table[word.capitalize()] = JOKER_KIND
    return table


CODES = _code_table()  # card code → kind, for the fast paths


def _ascii_safe_lower(text: str) -> str | None:
    """``text`` in lower case, or None when lowering turns a non-ASCII letter into an ASCII
    one (the Kelvin sign into k): such look-alikes are not card notation."""
    low = text.lower()
    if len(low) != len(text) or any(a.isascii() != b.isascii() for a, b in zip(text, low,
                                                                                 strict=True)):
        return None
    return low


def parse_card(text: str | Card) -> Card:
    """Parse one card: ``"10h"``, ``"Th"``, ``"10♥"``, ``"7 de copas"``, ``"JK"``, …"""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise _unknown_card(text)
    if len(text) > MAX_TEXT:
        raise _too_long(len(text))
    raw = text.strip()
    kind = CODES.get(raw)
    if kind is not None:
        return CARDS[kind]
    low = _ascii_safe_lower(raw)
    if low is None:
        raise _unknown_card(raw)
    if low in _JOKER_WORDS:
        return JOKER
    words = low.replace("á", "a").replace("ê", "e").split()
    if len(words) == 3 and words[1] in _LINK_WORDS:
        rank = _WORD_RANKS.get(words[0])
        suit = _WORD_SUITS.get(words[2])
        if rank and suit:
            return Card.of(rank, suit)
    raise _unknown_card(raw)


def _too_long(n: int) -> NotationError:
    return NotationError(Said("card.text_too_long", n=n, most=MAX_TEXT))


def _too_many(n: int) -> NotationError:
    return NotationError(Said("card.too_many", n=n, most=MAX_CARDS))


_SEPARATORS = re.compile(r"[\s,;]+")


def _tokens(text: str) -> Iterator[str]:
    """Split a hand's text into card texts; "7 de copas" style names stay whole."""
    if len(text) > MAX_TEXT:
        raise _too_long(len(text))
    parts = [p for p in _SEPARATORS.split(text.strip()) if p]
    if not parts and text.strip():
        raise NotationError(Said("card.none_in", value=short_repr(text.strip(), _SHOWN)))
    i = 0
    while i < len(parts):
        if i + 2 < len(parts) and parts[i + 1].lower() in _LINK_WORDS:
            yield " ".join(parts[i : i + 3])
            i += 3
        else:
            yield parts[i]
            i += 1


def parse_kinds(cards: str | Card | Iterable[str | Card] | None) -> list[int]:
    """The card kinds of a hand's text or cards (the fast path of :func:`parse_cards`)."""
    if cards is None:
        return []
    if isinstance(cards, str):
        codes = CODES
        out = []
        for token in cards.split():
            kind = codes.get(token)
            if kind is None:
                return [c.kind for c in parse_cards(cards)]
            out.append(kind)
        if len(out) > MAX_CARDS:
            raise _too_many(len(out))
        return out
    return [c.kind for c in parse_cards(cards)]


def parse_cards(cards: str | Card | Iterable[str | Card] | None) -> list[Card]:
    """Parse several cards from a string ("5h 6h 7h", "7 de copas, JK") or an iterable."""
    if cards is None:
        return []
    if isinstance(cards, Card):
        return [cards]
    if isinstance(cards, str):
        out = [parse_card(t) for t in _tokens(cards)]
    else:
        if isinstance(cards, bytes | bytearray):
            raise _unknown_card(cards)
        try:
            items = iter(cards)
        except TypeError:
            raise _unknown_card(cards) from None
        out = []
        for c in items:
            out.append(parse_card(c))
            if len(out) > MAX_CARDS:
                raise _too_many(len(out))
    if len(out) > MAX_CARDS:
        raise _too_many(len(out))
    return out


def format_cards(cards: Iterable[Card | str]) -> str:
    """Canonical text of several cards (or card texts), space separated: ``"5h 6h 7h JK"``."""
    return " ".join(c.code if isinstance(c, Card) else parse_card(c).code for c in cards)


def display_order(card: Card) -> tuple[int, int]:
    """Sort key for showing cards to people: by suit (♣ ♦ ♥ ♠), then rank; jokers last."""
    return _DISPLAY_ORDER[card.kind]


_DISPLAY_ORDER: tuple[tuple[int, int], ...] = tuple(
    (len(SUITS), 0) if c.is_joker else (SUITS.index(c.suit), c.rank) for c in CARDS)


def copies_in_deck(card: Card, with_jokers: bool = True) -> int:
    """How many physical copies of ``card`` the decks hold."""
    return copies_of_kind(card.kind, with_jokers)


def check_copies(cards: Iterable[Card], holder: str = "hand", with_jokers: bool = True
                 ) -> None:
    """Raise :class:`NotationError` if ``cards`` hold more copies of a card than the decks have;
    ``holder`` says whose cards they are: "hand", "meld" or "seen"."""
    holds = Said(f"copies.holder.{holder}")
    for card, n in Counter(cards).items():
        limit = copies_in_deck(card, with_jokers)
        if card.is_joker and not with_jokers:
            raise NotationError(Said.counted("copies.joker", n, holds=holds))
        if n > limit:
            raise NotationError(Said("copies.too_many", holds=holds, n=n, card=card.code,
                                     limit=limit))


class Hand(tuple):
    """A hand: an immutable multiset of cards, kept in display order.

    ``Hand("5h 6h 7h JK")`` parses; ``str(hand)`` gives canonical codes back.
    It never holds more copies of a card than two decks have.
    """

    __slots__ = ()

    def __new__(cls, cards: str | Iterable[str | Card] | None = ()) -> Hand:
        parsed = sorted(parse_cards(cards), key=display_order)
        check_copies(parsed)
        return super().__new__(cls, parsed)

    @property
    def codes(self) -> list[str]:
        return [c.code for c in self]

    def counts(self) -> Counter[Card]:
        return Counter(self)

    def __str__(self) -> str:
        return format_cards(self)

    def __repr__(self) -> str:
        return f"Hand({format_cards(self)!r})"

    def _repr_html_(self) -> str:
        from ..drawing.html import cards_html

        return cards_html(self)
