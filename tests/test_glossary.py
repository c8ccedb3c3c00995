"""The glossary: in both sets, each term defined in its lesson, wholly in its language, and the
first use of each term in every lesson linked to its entry (above all in a lesson that comes
before the one that teaches it)."""

from __future__ import annotations

import re

import nbformat
import pytest
from test_lesson_language import other_words
from test_lessons import BUILD, LESSONS, NAMES, SETS

glossary = BUILD.glossary
TERMS = glossary.TERMS
GLOSSARY = glossary.FILENAME

# Text that is no use of a term: code, headings, HTML tags, and links (but a link to the term's
# own entry, which is the use we look for).
_SKIP = re.compile(r"`[^`]*`|^#.*$|<[^>\n]+>", re.M)
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)\)")


def _read(lang: str, name: str) -> nbformat.NotebookNode:
    return nbformat.read(SETS[lang] / name, as_version=4)


def _body(lang: str, name: str) -> list[str]:
    """A lesson's markdown cells as the reader meets them, without the title cell and the list
    of lessons at the end (the builder writes those)."""
    cells = [c.source for c in _read(lang, name).cells if c.cell_type == "markdown"]
    return cells[1:-1]


def first_use(texts: list[str], term: glossary.Term, lang: str) -> tuple[str, bool] | None:
    """The first use of ``term`` in ``texts`` (its context) and whether it is a link to the
    term's glossary entry; None if the texts never use it."""
    pattern = term.pattern(lang)
    target = term.link(lang)
    for text in texts:
        skip = [m.span() for m in _SKIP.finditer(text)]
        linked = []
        for m in _LINK.finditer(text):
            if m.group(2) == target:
                linked.append(m.span(1))
            else:
                skip.append(m.span())
        for m in pattern.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in skip):
                continue
            inside = any(a <= m.start() and m.end() <= b for a, b in linked)
            return text[max(0, m.start() - 30):m.end() + 30].replace("\n", " "), inside
    return None


def unlinked_first_uses(texts: list[str], lang: str, before: int | None = None
                        ) -> list[tuple[str, str]]:
    """(term, context) for each term whose first use in ``texts`` is not linked to the
    glossary; with ``before`` (a lesson's number), only the terms taught in a later lesson."""
    found = []
    for term in TERMS:
        if before is not None and term.lesson <= before:
            continue
        use = first_use(texts, term, lang)
        if use is not None and not use[1]:
            found.append((term.heading(lang), use[0]))
    return found


def test_the_check_catches_a_term_used_before_its_lesson_without_a_link() -> None:
    trinca = next(t for t in TERMS if t.pt == "trinca")
    assert trinca.lesson == 3
    plain = ["Três reis são uma **trinca**.", "Outra trinca."]
    assert unlinked_first_uses(plain, "pt", before=1) == [
        ("trinca", "Três reis são uma **trinca**.")]
    assert unlinked_first_uses(plain, "pt", before=3) == []  # taught here: not "before"
    linked = [f"Três reis são uma [**trinca**]({trinca.link('pt')}).", "Outra trinca."]
    assert unlinked_first_uses(linked, "pt", before=1) == []
    elsewhere = ["Veja a [lição sobre trincas](03-trincas.ipynb). Uma trinca de reis."]
    assert [t for t, _ in unlinked_first_uses(elsewhere, "pt", before=1)] == ["trinca"]
    code_only = ["Escreva `trinca` no código."]
    assert unlinked_first_uses(code_only, "pt", before=1) == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_no_lesson_uses_a_later_lessons_term_without_a_link(lang: str, name: str) -> None:
    lesson = next(x for x in LESSONS if x.filename == name)
    found = unlinked_first_uses(_body(lang, name), lang, before=lesson.number)
    assert not found, f"{lang}/{name}: terms taught later, first used without a link: {found}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_every_lessons_first_use_of_a_term_is_linked(lang: str, name: str) -> None:
    found = unlinked_first_uses(_body(lang, name), lang)
    assert not found, f"{lang}/{name}: first uses without a link to the glossary: {found}"


@pytest.mark.parametrize("lang", sorted(SETS))
def test_each_term_is_defined_in_its_lesson(lang: str) -> None:
    """The lesson a glossary entry names teaches the term: it is in bold there."""
    for term in TERMS:
        name = next(x.filename for x in LESSONS if x.number == term.lesson)
        text = "\n".join(_body(lang, name))
        bold = [m for m in term.pattern(lang).finditer(text)
                if text[:m.start()].endswith(("**", "**["))]
        assert bold, f"{lang}/{name} should define {term.heading(lang)!r} (in bold)"


@pytest.mark.parametrize("lang", sorted(SETS))
def test_glossary_page_matches_its_source_and_links_back(lang: str) -> None:
    stored = _read(lang, GLOSSARY)
    fresh = BUILD.make_glossary(LESSONS, lang)
    assert [c.source for c in stored.cells] == [c.source for c in fresh.cells], (
        f"{lang}/{GLOSSARY} differs from notebooks/src: run .venv/bin/python notebooks/build.py")
    text = "\n".join(c.source for c in stored.cells)
    for term in TERMS:
        lesson = next(x for x in LESSONS if x.number == term.lesson)
        entry = next(c.source for c in stored.cells if c.source.startswith(
            f"## {term.heading(lang)}\n"))
        assert f"]({lesson.filename})" in entry, term.heading(lang)
    anchors = [term.anchor(lang) for term in TERMS]
    assert len(set(anchors)) == len(anchors), "two entries with one anchor"
    for term in TERMS:  # every link target is plain ASCII and exists on the page
        assert term.anchor(lang).isascii()
        entry = next(c.source for c in stored.cells if c.source.startswith(
            f"## {term.heading(lang)}\n"))
        heading_id = term.heading(lang).replace(" ", "-")
        assert term.anchor(lang) == heading_id or f'<a id="{term.anchor(lang)}"></a>' in entry
    for x in LESSONS:
        assert f"]({x.filename})" in text


def test_both_glossaries_hold_the_same_entries() -> None:
    pt, en = _read("pt", GLOSSARY), _read("en", GLOSSARY)
    assert [c.get("id") for c in pt.cells] == [c.get("id") for c in en.cells]
    assert [c.cell_type for c in pt.cells] == [c.cell_type for c in en.cells] == [
        "markdown"] * len(pt.cells)
    assert len(pt.cells) == len(TERMS) + 2
    for lang, nb in (("pt", pt), ("en", en)):
        headings = [c.source.split("\n", 1)[0] for c in nb.cells[1:-1]]
        assert headings == [f"## {t.heading(lang)}" for t in TERMS]


@pytest.mark.parametrize("lang", sorted(SETS))
def test_glossary_speaks_its_language(lang: str) -> None:
    """The glossary's text has no tell-tale word of the other language (game terms are
    Portuguese in both sets by design)."""
    for cell in _read(lang, GLOSSARY).cells:
        text = re.sub(r"`[^`]*`|\([^)\s]*\.ipynb[^)]*\)", " ", cell.source)
        assert not other_words(text, lang), (lang, cell.source[:60], other_words(text, lang))


@pytest.mark.parametrize("lang", sorted(SETS))
def test_every_lesson_links_the_glossary(lang: str) -> None:
    for name in NAMES:
        cells = _read(lang, name).cells
        assert f"]({GLOSSARY})" in cells[0].source and f"]({GLOSSARY})" in cells[-1].source


def test_a_term_inside_a_hyphenated_word_is_not_linked() -> None:
    """"play-outs" (lesson 13) is not a use of "outs" (lesson 6): the linker leaves it alone
    and links the word itself."""
    outs = next(t for t in TERMS if t.en == "outs")
    linked = BUILD.link_terms(["The program runs play-outs.", "Count the outs."], "en")
    assert linked[0] == "The program runs play-outs."
    assert linked[1] == f"Count the [outs]({outs.link('en')})."
