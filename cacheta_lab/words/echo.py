"""Showing a user's value back in an error message without echoing a huge one whole."""

from __future__ import annotations

LONGEST = 40


def short_repr(value: object, longest: int = LONGEST) -> str:
    """``repr(value)`` cut to ``longest`` characters (a value with no repr shows its type)."""
    try:
        text = repr(value)
    except Exception:  # a huge int, a broken __repr__: show the type
        text = f"<{type(value).__name__}>"
    return text if len(text) <= longest else text[: longest - 1] + "…"
