"""Hands as integers, for the searches.

Two encodings of the natural cards (kinds 0–51, ``kind = rank_index * 4 + suit_index``):

- *packed*: one 2-bit counter per kind, ``UNIT[k] = 1 << 2k``. Adding or removing a card is an
  addition or a subtraction, the lowest card is the lowest set bit, and the integer is a memo key.
- *lanes*: one 16-bit lane per suit with bit ``rank_index`` set when the hand holds the card
  (a second integer holds the second copies). Runs of three are ``m & m >> 1 & m >> 2`` in all
  four suits at once; bit 13 of a lane is the ace above the king.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import product

from .cards import JOKER_KIND, N_NATURAL_KINDS

N_NATURAL = N_NATURAL_KINDS
JOKER = JOKER_KIND
LANE = 16

UNIT: tuple[int, ...] = tuple(1 << (2 * k) for k in range(N_NATURAL))
KBIT: tuple[int, ...] = tuple(1 << k for k in range(N_NATURAL + 1))
LOW_BITS = sum(UNIT)  # the low bit of every counter
HIGH_BITS = LOW_BITS << 1
LBIT: tuple[int, ...] = tuple(1 << ((k & 3) * LANE + (k >> 2)) for k in range(N_NATURAL))
ACE_LANES = sum(1 << (s * LANE) for s in range(4))  # bit 0 of every lane; also "repeat ×4"
RANK_LANES = sum(0x1FFF << (s * LANE) for s in range(4))  # ranks A..K of every lane
# after a shift by j, the bits that stayed inside their lane (13 ranks, or 14 with the high ace)
KEEP_UP = tuple(sum(((1 << max(0, 14 - j)) - 1) << (s * LANE) for s in range(4))
                for j in range(15))
KEEP_DOWN = tuple(sum(((1 << max(0, LANE - j)) - 1) << (s * LANE) for s in range(4))
                  for j in range(LANE + 1))


def pack(kinds: Iterable[int]) -> int:
    """The packed form of natural card kinds (jokers must be left out)."""
    p = 0
    for k in kinds:
        p += UNIT[k]
    return p


def size(p: int) -> int:
    """How many cards a packed hand holds."""
    return (p & LOW_BITS).bit_count() + 2 * (p & HIGH_BITS).bit_count()


def groups_of_rank(code: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """For a byte of one rank's four 2-bit counters: every choice of cards of that rank that
    holds the lowest present suit (the card a search must place), as (counts per suit, the
    choice as a byte). Nothing for an empty byte."""
    have = [(code >> (2 * s)) & 3 for s in range(4)]
    if not any(have) or max(have) > 2:
        return
    first = next(s for s in range(4) if have[s])
    for counts in product(*(range(1 if s == first else 0, have[s] + 1) for s in range(4))):
        yield counts, sum(c << (2 * s) for s, c in enumerate(counts))
