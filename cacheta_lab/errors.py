"""Errors that speak both languages of the project (pt-BR and en).

Every error of bad input is a :class:`CachetaError`; the specific kinds below say which input
was bad, so a program can tell them apart (``except NotationError``) while ``except
CachetaError`` still catches them all.
"""

from __future__ import annotations

from typing import Any

from .words.catalogue import Pair, Said, Sayable

__all__ = ["CachetaError", "IllegalMoveError", "NotationError", "RulesError", "refusal"]


class CachetaError(ValueError):
    """Bad input: what is wrong and how to write it right, in Portuguese and in English.

    Built from one sentence that can be said in either language: a catalogue
    :class:`~cacheta_lab.words.catalogue.Said` (``CachetaError(Said("key", n=2))``), or the two
    sentences written inline (``CachetaError(pt, en)``, for messages not yet in the
    catalogue). ``str(error)`` gives both sentences; :meth:`message` gives one language;
    :attr:`said` is the sentence itself, :attr:`pt` and :attr:`en` read it in each language.
    """

    def __init__(self, said: Sayable | str, en: str | None = None) -> None:
        if isinstance(said, str):
            said = Pair(said, "" if en is None else en)
        self.said: Sayable = said
        super().__init__(f"{self.pt} | {self.en}")

    @property
    def pt(self) -> str:
        return self.said.text("pt")

    @property
    def en(self) -> str:
        return self.said.text("en")

    def __reduce__(self) -> tuple[Any, ...]:
        # pickling (another process, a Dask worker) rebuilds the error from its sentence and
        # its other attributes, whatever arguments a subclass's __init__ takes
        return (_rebuilt, (type(self), self.args, self.__dict__))

    def message(self, lang: str = "pt") -> str:
        """The sentence in ``lang`` ('pt' or 'en')."""
        return self.said.text(lang)


def _rebuilt(cls: type[CachetaError], args: tuple[Any, ...], state: dict[str, Any]
             ) -> CachetaError:
    error = cls.__new__(cls)
    Exception.__init__(error, *args)
    error.__dict__.update(state)
    return error


class NotationError(CachetaError):
    """A card or a hand written in a way the notation does not read (``"Xz"``, ``"11h"``,
    three copies of a card that has two)."""


class IllegalMoveError(CachetaError):
    """A game move the rules or the position do not allow (not your turn, a card you do not
    hold, a bati the hand cannot make…).

    Besides its sentence it may carry what it is about as values, so that any view can
    word it its own way: ``reason`` (a short name, e.g. ``"not_na_boa"``, ``"not_your_turn"``),
    ``seat`` (the player whose move was refused) and ``values`` (the rest, e.g. ``turn``;
    ``seat`` included). All are optional: ``IllegalMoveError(said)`` still works."""

    def __init__(self, said: Sayable | str, en: str | None = None, *,
                 reason: str | None = None, seat: int | None = None, **values: Any) -> None:
        super().__init__(said, en)
        self.reason = reason
        self.seat = seat
        self.values: dict[str, Any] = {"seat": seat, **values}


class RulesError(CachetaError):
    """A rule given a value it cannot take, an unknown rule or an unknown preset."""


def refusal(key: str, **fields: Any) -> CachetaError:
    """A :class:`CachetaError` saying the catalogue's text ``key`` with ``fields`` (every
    user value among them already shown through :mod:`cacheta_lab.words.echo`); a text without
    fields is filled in too, so ``{{`` reads ``{``."""
    return CachetaError(Said(key, **fields))
