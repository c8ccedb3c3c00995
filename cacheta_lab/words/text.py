"""The one text layer: languages, the one rule for choosing between them, plurals, list joining
and numbers.

A leaf module (it imports nothing from the package), so every other module may use it.
Words shown in several places live in :mod:`cacheta_lab.words.catalogue`; this module holds the
grammar both languages need to put them in sentences.

**The language rule, stated once** (:func:`lang_index`): ``"en"`` is English and any other
value is Portuguese, the project's first language and every ``lang`` parameter's default.
Where a user gives the language, :func:`cacheta_lab.checks.check_lang` refuses anything but
``"pt"`` and ``"en"`` first; past that check, code never compares a language itself: it asks
:func:`cacheta_lab.words.catalogue.term` (or :func:`say`, for the sentences not yet in the
catalogue). ``tests/test_language_layer.py`` fails on a new ``lang == "en"`` elsewhere.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import TypeVar

LANGS = ("pt", "en")
HTML_LANGS = ("pt-BR", "en")  # the ``lang`` attribute of a page or element, in LANGS' order

T = TypeVar("T")


def lang_index(lang: str) -> int:
    """The place of ``lang`` in :data:`LANGS`: 1 for ``"en"``, 0 for anything else."""
    return 1 if lang == "en" else 0


def say(lang: str, pt: T, en: T) -> T:
    """``pt`` or ``en``, whichever ``lang`` asks for (:func:`lang_index`)."""
    return (pt, en)[lang_index(lang)]


def html_lang(lang: str) -> str:
    """The HTML ``lang`` attribute for ``lang``: "pt-BR" or "en"."""
    return HTML_LANGS[lang_index(lang)]


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
    """``x`` with ``digits`` decimals ("4,3" in Portuguese, "4.3" in English), a half rounded
    up as people round by hand (4,35 → 4,4; 12,5 → 13 with none); ``digits`` None writes it as
    short as it goes ("2,5", "10")."""
    text = f"{x:g}" if digits is None else _rounded(x, digits)
    return say(lang, text.replace(".", ","), text)


def _rounded(x: float, digits: int) -> str:
    """``x`` with ``digits`` decimals, a half away from zero, read from its value to 12
    significant digits (100 × 0.0435 is 4.35 there, not the float's 4.3499…)."""
    if x != x or x in (float("inf"), float("-inf")):
        return f"{x:.{digits}f}"
    exact = Decimal(f"{x:.12g}")
    text = f"{exact.quantize(Decimal(1).scaleb(-digits), ROUND_HALF_UP):f}"
    return "0" + text[2:] if text.startswith("-0") and not text.strip("-0.") else text


def whole(n: int, lang: str = "pt") -> str:
    """A whole number with its thousands marked: "1.000.000" / "1,000,000"."""
    text = f"{n:,}"
    return say(lang, text.replace(",", "."), text)


def percent(x: float, lang: str = "pt", digits: int = 1) -> str:
    """A share 0..1 as a percentage: "4,3%" / "4.3%"."""
    return f"{number(100 * x, lang, digits)}%"
