"""The tables' message protocol: each message the page sends is ``{type, seq, …}``; a table's
action table (:class:`Action` by type) names the method it runs and checks every field first."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

LARGEST_SEQ = 2**53 - 1  # message numbers the page can count to
VIEW_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # a page view's name for itself
MOST_VIEWS = 16  # page views whose last answered message a table remembers
LONGEST_CARD = 40  # the longest card text a message may carry

Check = Callable[[Any], bool]


def text_field(longest: int, none_ok: bool = False) -> Check:
    """A field holding a string of at most ``longest`` characters (or None with ``none_ok``)."""
    return lambda v: (v is None and none_ok) or (isinstance(v, str) and len(v) <= longest)


def flag_field(value: Any) -> bool:
    """A field holding True or False."""
    return isinstance(value, bool)


def number_field(low: float, high: float) -> Check:
    """A field holding a number (not a bool) from ``low`` to ``high``."""
    return lambda v: (isinstance(v, int | float) and not isinstance(v, bool)
                      and low <= v <= high)


def one_of(*values: Any) -> Check:
    """A field holding one of ``values``."""
    return lambda v: isinstance(v, str | int | bool | type(None)) and v in values


@dataclass(frozen=True)
class Action:
    """One line of a table's action table: the method a message type runs, and the fields the
    message must carry, each with its check."""

    method: str
    fields: dict[str, Check] = field(default_factory=dict)


def valid_seq(seq: Any) -> bool:
    """Whether ``seq`` is a message number the page may send."""
    return isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq <= LARGEST_SEQ


def valid_view(view: Any) -> bool:
    """Whether ``view`` is a page view's name (each view of a table numbers its own
    messages: the table answers each view's numbers apart)."""
    return isinstance(view, str) and VIEW_ID.fullmatch(view) is not None
