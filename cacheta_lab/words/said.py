"""A sentence kept to be said later, in either language.

An object that carries a message (an error, a grade, a meld check, a bot's reason) keeps one
of these instead of two strings, and renders it with ``.text(lang)`` when it is shown:

- :class:`Said`: a catalogue key and its values (the usual case);
- :class:`Pair`: a sentence written inline in both languages (the error messages not yet moved
  into the catalogue);
- :class:`Joined`: several of these read one after the other;
- :class:`Percent`, :class:`Thousands`: a number written the way each language writes it.

A value that is itself one of these is said in the same language as the sentence around it,
and a value that is a fraction (a ``float``) is written as that language writes decimals
("1,5" / "1.5"): :func:`render` is the one place a sentence's values become text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .text import LANGS, number, percent, say, whole


@dataclass(frozen=True, init=False)
class Said:
    """The catalogue text ``key`` with ``values``; with ``count``, the counted text
    (``<key>.one`` / ``<key>.many``, :func:`~cacheta_lab.words.catalogue.counted`)."""

    key: str
    values: tuple[tuple[str, Any], ...]
    count: int | None

    def __init__(self, key: str, /, **values: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "count", None)
        object.__setattr__(self, "values", tuple(values.items()))

    @classmethod
    def counted(cls, key: str, n: int, /, **values: Any) -> Said:
        """The counted text ``key`` for ``n`` ("1 carta bate" / "2 cartas batem")."""
        said = cls(key, **values)
        object.__setattr__(said, "count", n)
        return said

    def text(self, lang: str = "pt") -> str:
        from .catalogue import counted, term

        fields = {k: render(v, lang) for k, v in self.values}
        if self.count is None:  # a sentence is always filled in ("{{…}}" becomes "{…}")
            return term(self.key, lang).format(**fields)
        return counted(self.key, self.count, lang, **fields)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_said, (self.key, self.count, self.values))


def _said(key: str, count: int | None, values: tuple[tuple[str, Any], ...]) -> Said:
    return Said(key, **dict(values)) if count is None else Said.counted(key, count,
                                                                         **dict(values))


@dataclass(frozen=True)
class Pair:
    """A sentence written inline in both languages (not in the catalogue)."""

    pt: str
    en: str

    def text(self, lang: str = "pt") -> str:
        return say(lang, self.pt, self.en)


def in_both(words: Callable[[str], str]) -> Pair:
    """The sentence ``words(lang)`` builds from the catalogue, built now in each language
    (for a sentence put together from many catalogue texts and the state of the moment)."""
    pt, en = (words(lang) for lang in LANGS)
    return Pair(pt, en)


@dataclass(frozen=True)
class Joined:
    """``parts`` said one after the other, ``sep`` between them."""

    parts: tuple[Any, ...]
    sep: str = " "

    def text(self, lang: str = "pt") -> str:
        return self.sep.join(render(p, lang) for p in self.parts)


@dataclass(frozen=True)
class Percent:
    """A share 0..1 as a percentage with ``digits`` decimals ("34%", "4,3%" / "4.3%")."""

    share: float
    digits: int = 0

    def text(self, lang: str = "pt") -> str:
        return percent(self.share, lang, self.digits)


@dataclass(frozen=True)
class Thousands:
    """A whole number with its thousands marked: "1.000.000" / "1,000,000"."""

    n: int

    def text(self, lang: str = "pt") -> str:
        return whole(self.n, lang)


Sayable = Said | Pair | Joined | Percent | Thousands
NOTHING = Pair("", "")


def render(value: Any, lang: str) -> Any:
    """``value`` said in ``lang`` if it is a :data:`Sayable`, a fraction written with the
    language's decimal mark (as short as it goes: "1,5", "2"), else ``value`` itself."""
    if isinstance(value, Sayable):
        return value.text(lang)
    if isinstance(value, float):
        return number(value, lang, None)
    return value
