"""The shape of a lesson source: each cell written once, Portuguese and English side by side.

Markdown cells give both texts whole (``md(pt, en)``). Code cells are written once
(``code(src)``) with two markers the builder fills in per language:

* ``«texto|text»`` becomes the Portuguese or the English part (comments, variable names);
* ``%LANG%`` becomes ``pt`` or ``en``.

Or a code cell gives both versions whole (``code(pt=..., en=...)``).

A markdown cell that quotes a number the lesson computes does not type it: it names it,
``{name}`` in its text, and gives ``values={"name": "expression"}``. The builder evaluates each
expression in the lesson's kernel right where the cell stands (after the code cells above it
have run), so the prose and the outputs come from the same run. The expression may use the
code cells' markers (``«pt|en»``, ``%LANG%``). ``{name:%}`` writes a share 0…1 as a whole
percentage, ``{name:.1}`` a number with one decimal, ``{name}`` a number as short as it goes,
each the way the lesson's language writes numbers; text is written as it is.

``setup="…"`` is code run (silently: no output, no execution count) just before the
expressions, for names several of them share; its names start with ``_`` so that no code cell
of the lesson can come to lean on them.

``fixed=("95%", …)`` lists the numbers a cell states as definitions or rules, not read from a
computation (``tests/test_lesson_drift.py`` checks every other quoted number against the
outputs).
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
    values: tuple[tuple[str, str, str], ...] = ()  # (name, pt expression, en expression)
    fixed: tuple[str, ...] = ()  # numbers stated as definitions, not computed
    setup: tuple[str, str] = ("", "")  # code run before the expressions, pt and en

    def expressions(self, lang: str) -> dict[str, str]:
        """The expressions of the values this cell quotes, for ``lang``."""
        return {name: (pt if lang == "pt" else en) for name, pt, en in self.values}

    def setup_code(self, lang: str) -> str:
        """The code run before this cell's expressions, for ``lang``."""
        return self.setup[0] if lang == "pt" else self.setup[1]

    def text(self, lang: str) -> str:
        """The cell's source in ``lang`` ("pt" or "en")."""
        return self.pt if lang == "pt" else self.en


def _clean(text: str) -> str:
    return dedent(text).strip("\n")


#: A value a markdown cell quotes: ``{name}`` or ``{name:spec}``.
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)(?::([^{}]*))?\}")


def md(pt: str, en: str, *, values: dict[str, str] | None = None,
       fixed: tuple[str, ...] = (), setup: str = "") -> Cell:
    """A markdown cell: the Portuguese text, then the English text (no markers here), with the
    values it quotes from the run (``{name}`` in the text, its expression in ``values``)."""
    for text in (pt, en):
        if "%LANG%" in text or "«" in text:
            raise ValueError(f"markers belong in code cells, not in markdown:\n{text}")
    values = values or {}
    if values:
        used = {m.group(1) for text in (pt, en) for m in PLACEHOLDER.finditer(text)}
        if used != set(values):
            raise ValueError(f"values named in the text {sorted(used)} and given "
                             f"{sorted(values)} differ:\n{pt}")
    quoted = tuple((name, localize(expr, "pt"), localize(expr, "en"))
                   for name, expr in values.items())
    names = re.findall(r"^\s*([A-Za-z_]\w*)\s*=", _clean(setup), re.M)
    if any(not name.startswith("_") for name in names):
        raise ValueError(f"setup names start with _: {names}")
    code_pair = (localize(_clean(setup), "pt"), localize(_clean(setup), "en"))
    return Cell("markdown", _clean(pt), _clean(en), quoted, tuple(fixed), code_pair)


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


def quote(value: object, spec: str | None, lang: str) -> str:
    """A value computed by the lesson, written for its prose in ``lang`` (``spec`` as in
    ``{name:spec}``: "%" a whole percentage, ".N" N decimals, none as short as it goes)."""
    from cacheta_lab.words.text import number, percent

    if isinstance(value, bool) or not isinstance(value, int | float):
        if spec:
            raise ValueError(f"{value!r} is no number, so it takes no format ({spec!r})")
        return str(value)
    if spec == "%":
        return percent(value, lang, 0)
    if spec and re.fullmatch(r"\.\d", spec):
        return number(value, lang, int(spec[1:]))
    if spec:
        raise ValueError(f"unknown format {spec!r}: use %, .1, .2 or none")
    return str(value) if isinstance(value, int) else number(value, lang, None)


def fill(text: str, quoted: dict[str, str]) -> str:
    """``text`` with each ``{name}`` / ``{name:spec}`` replaced by its quoted text (keyed by
    what stands between the braces)."""
    def put(m: re.Match[str]) -> str:
        token = m.group(0)[1:-1]
        return quoted[token] if token in quoted else m.group(0)

    return PLACEHOLDER.sub(put, text)


def quotes_of(text: str, values: dict[str, object], lang: str) -> dict[str, str]:
    """The quoted text of each placeholder of ``text``, from the computed ``values``."""
    return {m.group(0)[1:-1]: quote(values[m.group(1)], m.group(2), lang)
            for m in PLACEHOLDER.finditer(text) if m.group(1) in values}
