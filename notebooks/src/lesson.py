"""The shape of a lesson source: each cell written once, Portuguese and English side by side.

Markdown cells give both texts whole (``md(pt, en)``). Code cells are written once
(``code(src)``) with two markers the builder fills in per language:

* ``«texto|text»`` becomes the Portuguese or the English part (comments, variable names);
* ``%LANG%`` becomes ``pt`` or ``en``.

Or a code cell gives both versions whole (``code(pt=..., en=...)``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from textwrap import dedent

LANGS = ("pt", "en")
_PAIR = re.compile(r"«([^«»|]*)\|([^«»]*)»")


@dataclass(frozen=True)
class Cell:
    """One notebook cell in both languages."""

    kind: str  # "markdown" or "code"
    pt: str
    en: str

    def text(self, lang: str) -> str:
        """The cell's source in ``lang`` ("pt" or "en")."""
        return self.pt if lang == "pt" else self.en


def _clean(text: str) -> str:
    return dedent(text).strip("\n")


def md(pt: str, en: str) -> Cell:
    """A markdown cell: the Portuguese text, then the English text (no markers here)."""
    for text in (pt, en):
        if "%LANG%" in text or "«" in text:
            raise ValueError(f"markers belong in code cells, not in markdown:\n{text}")
    return Cell("markdown", _clean(pt), _clean(en))


def localize(src: str, lang: str) -> str:
    """Fill the «pt|en» and %LANG% markers of a code source for ``lang``."""
    index = LANGS.index(lang)
    out = _PAIR.sub(lambda m: m.group(index + 1), src)
    if "«" in out or "»" in out:
        raise ValueError(f"unbalanced «|» marker in:\n{src}")
    return out.replace("%LANG%", lang)


def code(src: str | None = None, *, pt: str | None = None, en: str | None = None) -> Cell:
    """A code cell: one source with markers, or the two versions whole."""
    if src is not None:
        text = _clean(src)
        return Cell("code", localize(text, "pt"), localize(text, "en"))
    if pt is None or en is None:
        raise ValueError("code() needs a source with markers, or both pt= and en=")
    return Cell("code", _clean(pt), _clean(en))


@dataclass(frozen=True)
class Lesson:
    """One lesson: its number, file name (the same in both sets), titles and cells."""

    number: int
    slug: str
    title_pt: str
    title_en: str
    summary_pt: str
    summary_en: str
    cells: list[Cell] = field(default_factory=list)

    def title(self, lang: str) -> str:
        return self.title_pt if lang == "pt" else self.title_en

    def summary(self, lang: str) -> str:
        return self.summary_pt if lang == "pt" else self.summary_en

    @property
    def filename(self) -> str:
        return f"{self.slug}.ipynb"
