"""What lies on the card table (:class:`TableState`): the preset, the vira, the hand and the
cards seen, read from what a user gives (:func:`canonical`) and analysed by the engine
(:func:`analyse`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...checks import check_preset_name
from ...engine.analysis import Analysis, analyze
from ...engine.cards import Card, display_order, parse_card, parse_cards
from ...errors import CachetaError, refusal
from ...words.echo import short_repr

STATE = ("preset", "vira", "hand", "seen")


@dataclass(frozen=True)
class TableState:
    """The cards on the table, as canonical codes (hand and seen in display order)."""

    preset: str = "oficial"
    vira: str | None = None
    hand: tuple[str, ...] = ()
    seen: tuple[str, ...] = ()


def card_code(text: Any) -> str:
    """The canonical code of one card (raises the engine's error for a bad card)."""
    return parse_card(text).code


def _codes(value: Any, what: str) -> tuple[str, ...]:
    """Cards given as text ("5h 6h JK"), a Card or an iterable, as sorted codes."""
    if value is None:
        return ()
    if not isinstance(value, str | Card | Iterable) or isinstance(value, bytes | dict):
        raise refusal("table.not_cards", what=what, value=short_repr(value))
    return tuple(c.code for c in sorted(parse_cards(value), key=display_order))


def _vira(value: Any) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str | Card):
        raise refusal("table.not_vira", value=short_repr(value))
    return card_code(value)


def canonical(preset: Any, vira: Any, hand: Any, seen: Any) -> TableState:
    """Parse the four parts of a table (raises the engine's error for a bad card or preset,
    and a :class:`CachetaError` for a value that raises anything else when read)."""
    try:
        return TableState(check_preset_name(preset), _vira(vira), _codes(hand, "hand"),
                          _codes(seen, "seen"))
    except CachetaError:
        raise
    except Exception as exc:  # an iterable or a value whose own methods raise
        raise refusal("table.unreadable", kind=type(exc).__name__) from None


@lru_cache(maxsize=256)
def analyse(state: TableState, lang: str) -> Analysis:
    """The engine's analysis of a table; raises :class:`CachetaError` when the cards clash."""
    return analyze(" ".join(state.hand), state.preset, state.vira, " ".join(state.seen), lang)


def without(codes: tuple[str, ...], code: str) -> tuple[str, ...]:
    """``codes`` with one ``code`` fewer."""
    out = list(codes)
    out.remove(code)
    return tuple(out)
