"""A card's name in words: its rank (one and many), its suit, the joker.

The parser of card text reads every name here, in both languages ("sete de copas", "seven
of hearts").
"""

from __future__ import annotations

_RANKS = (
    ("ás", "ace", "ases", "aces"),
    ("dois", "two", "dois", "twos"),
    ("três", "three", "três", "threes"),
    ("quatro", "four", "quatros", "fours"),
    ("cinco", "five", "cincos", "fives"),
    ("seis", "six", "seis", "sixes"),
    ("sete", "seven", "setes", "sevens"),
    ("oito", "eight", "oitos", "eights"),
    ("nove", "nine", "noves", "nines"),
    ("dez", "ten", "dez", "tens"),
    ("valete", "jack", "valetes", "jacks"),
    ("dama", "queen", "damas", "queens"),
    ("rei", "king", "reis", "kings"),
)

TERMS: dict[str, tuple[str, str]] = {
    **{f"card.rank.{i}": (pt, en) for i, (pt, en, _, _) in enumerate(_RANKS, 1)},
    **{f"card.ranks.{i}": (pts, ens) for i, (_, _, pts, ens) in enumerate(_RANKS, 1)},
    "card.suit.c": ("paus", "clubs"),
    "card.suit.d": ("ouros", "diamonds"),
    "card.suit.h": ("copas", "hearts"),
    "card.suit.s": ("espadas", "spades"),
    "card.joker": ("joker", "joker"),
    "card.name": ("{rank} de {suit}", "{rank} of {suit}"),
}
