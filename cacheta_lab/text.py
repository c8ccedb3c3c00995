"""The one text layer: languages, the pt/en pair helper, plurals, list joining and numbers.

A leaf module (it imports nothing from the package), so every other module may use it.
Words shown in several places live in :mod:`cacheta_lab.catalogue`; this module holds the
grammar both languages need to put them in sentences.
"""

from __future__ import annotations

LANGS = ("pt", "en")


def say(lang: str, pt: str, en: str) -> str:
    """The sentence in ``lang``: ``pt`` for Portuguese, ``en`` for English."""
    return en if lang == "en" else pt


def plural(n: int, one: str, many: str) -> str:
    """"1 carta" / "2 cartas": ``n`` and the word that agrees with it (both languages put
    0 in the plural)."""
    return f"{n} {one if n == 1 else many}"


def join(items: list[str] | tuple[str, ...], lang: str, last: str | None = None) -> str:
    """"a, b e c" / "a, b and c"; ``last`` replaces the last link ("ou" / "or")."""
    if len(items) <= 1:
        return "".join(items)
    link = last if last is not None else say(lang, "e", "and")
    return f"{', '.join(items[:-1])} {link} {items[-1]}"


def join_or(items: list[str] | tuple[str, ...], lang: str) -> str:
    """"a, b ou c" / "a, b or c"."""
    return join(items, lang, say(lang, "ou", "or"))


def number(x: float, lang: str = "pt", digits: int | None = 1) -> str:
    """``x`` with ``digits`` decimals ("4,3" in Portuguese, "4.3" in English); ``digits`` None
    writes it as short as it goes ("2,5", "10")."""
    text = f"{x:g}" if digits is None else f"{x:.{digits}f}"
    return text.replace(".", ",") if lang != "en" else text


def whole(n: int, lang: str = "pt") -> str:
    """A whole number with its thousands marked: "1.000.000" / "1,000,000"."""
    text = f"{n:,}"
    return text.replace(",", ".") if lang != "en" else text


def percent(x: float, lang: str = "pt", digits: int = 1) -> str:
    """A share 0..1 as a percentage: "4,3%" / "4.3%"."""
    return f"{number(100 * x, lang, digits)}%"
