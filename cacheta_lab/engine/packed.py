"""Hands as integers, for the searches: every bit layout they share, stated once.

A card kind is ``rank_index * 4 + suit`` (:func:`cacheta_lab.engine.cards.kind_of`, rank index 0–12
for A–K, suit 0–3); :data:`SUIT_KINDS` and :data:`RANK_OF`/:data:`SUIT_OF` read that layout
in the searches' inner loops. Four integer forms build on it:

- *packed* (the hand): one 2-bit counter per natural kind, ``UNIT[k] = 1 << 2k``, so a rank's
  four counters are one byte (:data:`RANK_BYTE` bits). Adding or removing a card is an addition
  or a subtraction, the lowest card is the lowest set bit, ``p & COUNTER[k]`` tells whether
  ``k`` is held, and the integer is a memo key.
- *lanes* (the quick test): one 16-bit lane per suit with bit ``rank_index`` set when the hand
  holds the card (a second integer holds the second copies). Runs of three are
  ``m & m >> 1 & m >> 2`` in all four suits at once; bit 13 of a lane is the ace above the king.
- *kind sets*: bit ``k`` for kind ``k`` (``KBIT``), the joker being bit 52.
- *memo keys*: the packed hand in its low :data:`HAND_BITS` bits, and above it the search's
  small numbers, one :data:`FIELD_BITS`-bit field each, starting at :data:`KEY_1`,
  :data:`KEY_2`… (:data:`ANY` for "any number of melds"). One integer is cheaper to hash than
  a tuple, and a dict of ints is no work for the garbage collector.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import product

from .cards import JOKER_KIND, N_NATURAL_KINDS, RANKS, SUITS, kind_of

N_NATURAL = N_NATURAL_KINDS
JOKER = JOKER_KIND
N_RANKS = len(RANKS)
N_SUITS = len(SUITS)

# --- the kind layout, as tables for the inner loops -------------------------------------------
SUIT_KINDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(kind_of(r + 1, s) for r in range(N_RANKS)) for s in range(N_SUITS))  # [suit][rank]
RANK_OF: tuple[int, ...] = tuple(k // N_SUITS for k in range(N_NATURAL))  # rank index 0–12
SUIT_OF: tuple[int, ...] = tuple(k % N_SUITS for k in range(N_NATURAL))

# --- packed: 2-bit counters ---------------------------------------------------------------------
UNIT: tuple[int, ...] = tuple(1 << (2 * k) for k in range(N_NATURAL))
COUNTER: tuple[int, ...] = tuple(3 * u for u in UNIT)  # both bits of a kind's counter
RANK_BYTE = 2 * N_SUITS  # bits of one rank's four counters: rank r is (p >> r * 8) & RANK_MASK
RANK_MASK = (1 << RANK_BYTE) - 1
RANK_SHIFT: tuple[int, ...] = tuple(r * RANK_BYTE for r in range(N_RANKS))  # where each byte is
LOW_BITS = sum(UNIT)  # the low bit of every counter
HIGH_BITS = LOW_BITS << 1
HAND_BITS = 2 * N_NATURAL  # 104: every packed hand fits below this bit

# --- kind sets ----------------------------------------------------------------------------------
KBIT: tuple[int, ...] = tuple(1 << k for k in range(N_NATURAL + 1))

# --- lanes: one 16-bit lane per suit -----------------------------------------------------------
LANE = 16
LANE_MASK = (1 << LANE) - 1
LANE_PAD = LANE - (N_RANKS + 1)  # free bits above a lane's ranks and the ace above the king
# a lane bit's place p: suit p >> SUIT_SHIFT, rank index p & IN_LANE (LANE is a power of two)
SUIT_SHIFT = LANE.bit_length() - 1
IN_LANE = LANE - 1
assert LANE == 1 << SUIT_SHIFT
SUIT_LANE: tuple[int, ...] = tuple(LANE_MASK << (s * LANE) for s in range(N_SUITS))  # whole lanes
LBIT: tuple[int, ...] = tuple(1 << (SUIT_OF[k] * LANE + RANK_OF[k]) for k in range(N_NATURAL))
ACE_LANES = sum(1 << (s * LANE) for s in range(N_SUITS))  # bit 0 of every lane; also "repeat ×4"
RANK_LANES = sum(0x1FFF << (s * LANE) for s in range(N_SUITS))  # ranks A..K of every lane
# after a shift by j, the bits that stayed inside their lane (13 ranks, or 14 with the high ace)
KEEP_UP = tuple(sum(((1 << max(0, 14 - j)) - 1) << (s * LANE) for s in range(N_SUITS))
                for j in range(15))
KEEP_DOWN = tuple(sum(((1 << max(0, LANE - j)) - 1) << (s * LANE) for s in range(N_SUITS))
                  for j in range(LANE + 1))

# --- memo keys: the hand, then small numbers above it ---------------------------------------------
FIELD_BITS = 5  # each number 0–31
KEY_1, KEY_2, KEY_3, KEY_4 = (HAND_BITS + i * FIELD_BITS for i in range(4))
ANY = 15  # a melds field's value for "any number of melds" (None)


def pack(kinds: Iterable[int]) -> int:
    """The packed form of natural card kinds (jokers must be left out)."""
    p = 0
    for k in kinds:
        p += UNIT[k]
    return p


def rank_byte(p: int, rank_index: int) -> int:
    """The byte of one rank's four counters in a packed hand."""
    return (p >> RANK_SHIFT[rank_index]) & RANK_MASK


def size(p: int) -> int:
    """How many cards a packed hand holds."""
    return (p & LOW_BITS).bit_count() + 2 * (p & HIGH_BITS).bit_count()


def groups_of_rank(code: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """For a byte of one rank's four 2-bit counters: every choice of cards of that rank that
    holds the lowest present suit (the card a search must place), as (counts per suit, the
    choice as a byte). Nothing for an empty byte."""
    have = [(code >> (2 * s)) & 3 for s in range(N_SUITS)]
    if not any(have) or max(have) > 2:
        return
    first = next(s for s in range(N_SUITS) if have[s])
    for counts in product(*(range(1 if s == first else 0, have[s] + 1) for s in range(N_SUITS))):
        yield counts, sum(c << (2 * s) for s, c in enumerate(counts))
