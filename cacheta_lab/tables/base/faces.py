"""The card faces a table sends its front end: every card of the deck drawn once per size
(by :func:`cacheta_lab.drawing.card_svg`, the one card drawing of the package), keyed as the
table's view names them."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...drawing.svg import card_svg
from ...engine.cards import CARDS, Card, deck_kinds


@lru_cache(maxsize=4096)
def face(code: str, wild: bool, stands: tuple[str, ...], size: str, four_color: bool,
         lang: str) -> str:
    """One card face (drawn once per set of arguments): ``stands`` are the codes a wild
    stands for (captioned on it)."""
    return card_svg(code, wild=wild, stands_for=stands or None, size=size,
                    four_color=four_color, lang=lang)


def deck_faces(jokers: bool, wild: frozenset[Card], sizes: tuple[str, ...], four_color: bool,
               lang: str, key: Callable[[Card, str], str]) -> dict[str, str]:
    """Every card of the deck (jokers too with ``jokers``) in each of ``sizes``, curingas
    marked wild, under ``key(card, size)``."""
    return {key(c, size): face(c.code, c in wild, (), size, four_color, lang)
            for c in map(CARDS.__getitem__, deck_kinds(jokers)) for size in sizes}
