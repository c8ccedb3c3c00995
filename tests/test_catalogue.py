"""The catalogue of words: both languages of every key, the same fields in both, one key in
one section, real plurals, and the shared vocabulary stated in the catalogue alone."""

from __future__ import annotations

import importlib
import io
import pkgutil
import re
import string
import tokenize
from pathlib import Path

import pytest

import cacheta_lab
from cacheta_lab.words import catalogue
from cacheta_lab.words.catalogue import SECTIONS, TERMS, counted, term, terms

PACKAGE = Path(cacheta_lab.__file__).parent
PAIRS = sorted(TERMS.items())


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_section_file_is_registered() -> None:
    """A section module in the folder that SECTIONS leaves out would never be read."""
    names = {m.name for m in pkgutil.iter_modules(catalogue.__path__)}
    assert names == {s.__name__.rsplit(".", 1)[1] for s in SECTIONS}


@pytest.mark.parametrize(("key", "pair"), PAIRS, ids=[k for k, _ in PAIRS])
def test_both_languages_with_the_same_fields(key: str, pair: tuple[str, str]) -> None:
    assert isinstance(pair, tuple) and len(pair) == 2, key
    pt, en = pair
    assert isinstance(pt, str) and isinstance(en, str) and pt.strip() and en.strip(), key
    assert _fields(pt) == _fields(en), key
    for text in pair:
        assert "(s)" not in text and "(es)" not in text and "(m)" not in text, text


def test_no_key_is_defined_in_two_sections() -> None:
    seen: dict[str, str] = {}
    for section in SECTIONS:
        for key in section.TERMS:
            assert key not in seen, f"{key} in {seen.get(key)} and {section.__name__}"
            seen[key] = section.__name__
    assert set(seen) == set(TERMS)


def test_counted_texts_have_both_forms() -> None:
    counted_keys = {k.rsplit(".", 1)[0] for k in TERMS if k.endswith((".one", ".many"))}
    for key in counted_keys:
        assert f"{key}.one" in TERMS and f"{key}.many" in TERMS, key
        assert "n" in _fields(TERMS[f"{key}.many"][0]), key


def test_real_plurals_in_both_languages() -> None:
    assert counted("live", 1, "pt") == "1 cópia viva"
    assert counted("live", 2, "pt") == "2 cópias vivas"
    assert counted("live", 0, "en") == "0 live copies"
    assert counted("outs", 1, "en") == "1 card goes out"
    assert counted("missing", 1, "pt") == "falta 1"
    assert counted("missing", 3, "pt") == "faltam 3"
    assert counted("missing", 3, "en") == "3 missing"


def test_terms_reads_one_language() -> None:
    texts = terms(["missing.head", "live.head"], "en")
    assert texts == {"missing.head": "Missing", "live.head": "Live copies"}
    assert term("none", "pt") == "nenhuma" and term("none", "en") == "none"


def test_a_key_defined_twice_is_refused() -> None:
    """Merging the sections refuses a key two sections define."""
    import types

    twice = types.ModuleType("twice")
    twice.TERMS = {"none": ("x", "x")}
    original = catalogue.SECTIONS
    try:
        catalogue.SECTIONS = (*original, twice)
        with pytest.raises(RuntimeError, match="'none' is defined twice"):
            catalogue._merged()
    finally:
        catalogue.SECTIONS = original
        importlib.reload(catalogue)


# --- the shared vocabulary lives in the catalogue ----------------------------------------------

#: How the shared facts (outs, live outs, N missing) are worded: these phrases belong to
#: words/catalogue/common.py, and a module shows them by reading it.
VOCABULARY = re.compile(
    r"cópias? vivas?|live cop(y|ies)|cartas? que bat|cards? that go(es)? out|cartas? batem"
    r"|cards? go(es)? out|cartas? vivas?|outs vivos|live outs|no outs|nenhum out"
    r"|(\d|\{n\}|\{[^{}]*missing[^{}]*\}) missing\b", re.IGNORECASE)

#: Modules that still word these facts themselves, until they read the catalogue. The list
#: may only shrink: a module not in it that words a shared fact fails the test.
NOT_YET_MOVED: set[str] = set()


def _not_yet_moved(rel: str) -> bool:
    return any(rel == name or (name.endswith("/") and rel.startswith(name))
               for name in NOT_YET_MOVED)


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module, docstrings and other triple-quoted text left out."""
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
        if tok.type == tokenize.STRING:
            body = tok.string.lstrip("rbfuRBFU")
            if not body.startswith(('"""', "'''")):
                found.append((tok.start[0], tok.string))
    return found


def _wording_modules() -> dict[str, list[tuple[int, str]]]:
    """The modules (other catalogue sections included) whose strings word a shared fact."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel == "words/catalogue/common.py":
            continue
        hits = [(line, text) for line, text in _strings(path) if VOCABULARY.search(text)]
        if hits:
            found[rel] = hits
    return found


def test_the_scan_sees_the_vocabulary() -> None:
    for phrase in ('"38 cartas vivas"', 'f"{n} live copies"', 'f"{row.missing} missing"',
                   '"Outs vivos"', '"Cards that go out"'):
        assert VOCABULARY.search(phrase), phrase
    for phrase in ('"a field is missing"', 'f"field {name} missing or invalid"', '"na boa"'):
        assert not VOCABULARY.search(phrase), phrase


def test_the_shared_vocabulary_is_worded_in_the_catalogue_only() -> None:
    found = _wording_modules()
    new = {rel: hits for rel, hits in found.items() if not _not_yet_moved(rel)}
    assert not new, f"shared facts worded outside words/catalogue/common.py: {new}"
    common = " ".join(t for pair in catalogue.common.TERMS.values() for t in pair)
    for word in ("cópias vivas", "live copies", "cartas batem", "cards go out", "missing"):
        assert word in common, word


# --- sentences are built from values ------------------------------------------------------------

@pytest.mark.parametrize(("preset", "vira"), [
    ("oficial", "5c"), ("oficial", None), ("cachetao", "Kh"), ("megajogos", "9d"),
    ("pife", None)])
@pytest.mark.parametrize("lang", ["pt", "en"])
def test_the_curinga_sentence_needs_no_analysis(preset: str, vira: str | None,
                                                lang: str) -> None:
    """The sentence naming the curingas comes from a preset and a vira; the analysis of any
    hand under them says the same."""
    from cacheta_lab import analyze, get_rules, parse_card
    from cacheta_lab.drawing.explain import curinga_sentence, curinga_sentence_for

    rules = get_rules(preset)
    sentence = curinga_sentence_for(rules, parse_card(vira) if vira else None, lang)
    a = analyze("5h 6h 7h", preset, vira=vira, lang=lang)
    assert sentence == curinga_sentence(a, lang) == a.explanation(lang).splitlines()[1]
    if vira == "Kh":
        assert "A♥" in sentence and "A♦" in sentence


def test_the_verdict_and_a_discard_row_from_the_analysis_values() -> None:
    from cacheta_lab import analyze
    from cacheta_lab.drawing.explain import discard_state, status_line

    a = analyze("5h 6h 7h Ks Kh JK 9s 6c 2d 8c", "oficial", vira="5c", lang="en")
    assert a.explanation("en").splitlines()[0] == status_line(a, "en")
    best, worst = a.discards[0], a.discards[-1]
    assert discard_state(best, "pt").startswith(f"na boa, {best.live_outs} cópias vivas: ")
    assert discard_state(worst, "en") == f"{worst.missing} missing"
    assert discard_state(worst, "pt") == f"faltam {worst.missing}"
