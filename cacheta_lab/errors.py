"""Errors that speak both languages of the project (pt-BR and en).

Every error of bad input is a :class:`CachetaError`; the specific kinds below say which input
was bad, so a program can tell them apart (``except NotationError``) while ``except
CachetaError`` still catches them all.
"""

from __future__ import annotations

from typing import Any

from .text import say

__all__ = ["CachetaError", "IllegalMoveError", "NotationError", "RulesError", "refusal"]


class CachetaError(ValueError):
    """Bad input: what is wrong and how to write it right, in Portuguese and in English.

    ``str(error)`` gives both sentences; :meth:`message` gives one language.
    """

    def __init__(self, pt: str, en: str) -> None:
        super().__init__(f"{pt} | {en}")
        self.pt = pt
        self.en = en

    def __reduce__(self) -> tuple[Any, ...]:
        # pickling (another process, a Dask worker) rebuilds the error from both sentences;
        # the default would call __init__ with one argument and fail on the receiving side
        state = {k: v for k, v in self.__dict__.items() if k not in ("pt", "en")}
        return (type(self), (self.pt, self.en), state or None)

    def message(self, lang: str = "pt") -> str:
        """The sentence in ``lang`` ('pt' or 'en')."""
        return say(lang, self.pt, self.en)


class NotationError(CachetaError):
    """A card or a hand written in a way the notation does not read (``"Xz"``, ``"11h"``,
    three copies of a card that has two)."""


class IllegalMoveError(CachetaError):
    """A game move the rules or the position do not allow (not your turn, a card you do not
    hold, a bati the hand cannot make…).

    Besides its two sentences it may carry what it is about as values, so that any view can
    word it its own way: ``reason`` (a short name, e.g. ``"not_na_boa"``, ``"not_your_turn"``),
    ``seat`` (the player whose move was refused) and ``values`` (the rest, e.g. ``turn``;
    ``seat`` included). All are optional: ``IllegalMoveError(pt, en)`` still works."""

    def __init__(self, pt: str, en: str, *, reason: str | None = None, seat: int | None = None,
                 **values: Any) -> None:
        super().__init__(pt, en)
        self.reason = reason
        self.seat = seat
        self.values: dict[str, Any] = {"seat": seat, **values}


class RulesError(CachetaError):
    """A rule given a value it cannot take, an unknown rule or an unknown preset."""


def refusal(key: str, **fields: Any) -> CachetaError:
    """A :class:`CachetaError` whose two messages are the catalogue's text ``key`` with
    ``fields`` (every user value among them already shown through :mod:`cacheta_lab.echo`)."""
    from .catalogue import term  # the catalogue's words, read when an error is made

    return CachetaError(term(key, "pt", **fields), term(key, "en", **fields))
