"""The lessons: both language sets alike, built from their sources and executed; and the
exercise checkers of :mod:`cacheta_lab.exercises`.

Running every cell and comparing its outputs is nbval's job (``make test`` passes ``--nbval``);
these tests check what nbval does not.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import unicodedata
import uuid
from itertools import pairwise
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from cacheta_lab import CachetaError, analyze, check_meld
from cacheta_lab import exercises as ex
from cacheta_lab.engine.melds import MeldCheck
from cacheta_lab.exercises import (
    CuringaExercise,
    DiscardExercise,
    Feedback,
    LiveOutsExercise,
    MeldExercise,
    NotationExercise,
    OutsExercise,
    PresetsExercise,
    Solution,
    SplitExercise,
    ValidHandsExercise,
    check_meld_answer,
    curingas_table,
    draw,
    draw_meld,
    meld_table,
    presets_table,
    rules_table,
)
from cacheta_lab.words import catalogue
from cacheta_lab.words.catalogue import Pair
from cacheta_lab.words.catalogue import term as catalogue_term

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SETS = {"pt": NOTEBOOKS / "pt-BR", "en": NOTEBOOKS / "en"}


def _build() -> ModuleType:
    """notebooks/build.py, imported as a module."""
    spec = importlib.util.spec_from_file_location("lesson_build", NOTEBOOKS / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("lesson_build", module)
    spec.loader.exec_module(module)
    return module


BUILD = _build()
LESSONS = BUILD.load_lessons()
NAMES = [lesson.filename for lesson in LESSONS]


def _read(lang: str, name: str) -> nbformat.NotebookNode:
    return nbformat.read(SETS[lang] / name, as_version=4)


# --- the two sets ------------------------------------------------------------------------

def test_both_sets_hold_the_same_lessons() -> None:
    pt = sorted(p.name for p in SETS["pt"].glob("*.ipynb"))
    en = sorted(p.name for p in SETS["en"].glob("*.ipynb"))
    assert pt == en == sorted([*NAMES, BUILD.glossary.FILENAME])
    assert len(NAMES) >= 7


def test_no_stray_notebooks_outside_the_sets() -> None:
    assert not list(NOTEBOOKS.glob("*.ipynb"))


@pytest.mark.parametrize("name", NAMES)
def test_sets_have_the_same_cells(name: str) -> None:
    pt, en = _read("pt", name), _read("en", name)
    assert [c.cell_type for c in pt.cells] == [c.cell_type for c in en.cells]
    assert [c.get("id") for c in pt.cells] == [c.get("id") for c in en.cells]
    for a, b in zip(pt.cells, en.cells, strict=True):
        if a.cell_type == "code":
            kinds_a = [(o.output_type, sorted(o.get("data", {}))) for o in a.outputs]
            kinds_b = [(o.output_type, sorted(o.get("data", {}))) for o in b.outputs]
            assert kinds_a == kinds_b, f"cell {a.get('id')} of {name}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_notebook_matches_its_source(lang: str, name: str) -> None:
    """The .ipynb files come from notebooks/src: rebuilt, never edited by hand."""
    lesson = next(x for x in LESSONS if x.filename == name)
    fresh = BUILD.make_notebook(lesson, LESSONS, lang)
    stored = _read(lang, name)
    assert [c.source for c in stored.cells] == BUILD.filled(fresh, stored), (
        f"{lang}/{name} differs from notebooks/src: run .venv/bin/python notebooks/build.py")
    assert len(stored.cells) == len(fresh.cells)


#: A tag written out in code: a converter to Markdown takes ``<svg …>`` … ``</svg>`` for a
#: picture and the code around it is lost.
LITERAL_TAG = re.compile(r"</?(?:svg|rect|line|text|circle|path|g|div|span|table|tr|td|p)\b"
                         r"[^>{}]*>")


def test_the_markup_check_sees_a_chart_written_as_tags() -> None:
    assert LITERAL_TAG.search('parts = [f\'<svg xmlns="x" width="{w}">\', "</svg>"]')
    assert LITERAL_TAG.search("'<line x1=\"0\" stroke=\"#444\"/>'")
    assert not LITERAL_TAG.search('return f"<{name}{pairs}>{inside}</{name}>"')
    assert not LITERAL_TAG.search("if a < b and c > d: pass")


@pytest.mark.parametrize("lang", sorted(SETS))
def test_lesson_code_writes_no_tags_a_converter_would_take_for_a_picture(lang: str) -> None:
    """Lesson 10 draws its charts with a function the learner reads: its code builds each SVG
    element with a call, so the cell reads and runs in any viewer, a Markdown conversion too."""
    found = [(name, c.get("id")) for name in NAMES for c in _read(lang, name).cells
             if c.cell_type == "code" and LITERAL_TAG.search(c.source)]
    assert not found


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_notebook_was_executed_top_to_bottom(lang: str, name: str) -> None:
    nb = _read(lang, name)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code, "a lesson without code"
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1))
    for cell in code:
        for out in cell.outputs:
            assert out.output_type != "error", f"error output in {lang}/{name}"
            assert not (out.output_type == "stream" and out.name == "stderr"), (
                f"stderr output in {lang}/{name}: {out.text[:200]}")
    assert nb.metadata["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_outputs_are_deterministic_and_offline(lang: str, name: str) -> None:
    text = (SETS[lang] / name).read_text(encoding="utf-8")
    assert not re.search(r"object at 0x[0-9a-f]+", text)
    assert not re.search(r"(src|href)=\"https?://", text), "a lesson must not load anything"
    assert not re.search(r"import\s*\(?\s*[\"']https?://", text), "nor import a module from afar"


# --- stored widgets: the tables are drawn when a lesson opens ------------------------------

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
TABLES = ("CardTable(", "GameTable(", "PuzzleTrainer(")


def _views(nb: nbformat.NotebookNode) -> list[tuple[str, dict]]:
    """(cell id, output data) of every output that shows a widget."""
    return [(c.get("id"), o.data) for c in nb.cells if c.cell_type == "code"
            for o in c.outputs if WIDGET_VIEW in o.get("data", {})]


def _state(nb: nbformat.NotebookNode) -> dict:
    return nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_stored_tables_carry_their_widget_state(lang: str, name: str) -> None:
    """Each table a lesson shows is stored with its whole state, its front end (``_esm``)
    included, so JupyterLab draws it on opening, before any cell runs; the output keeps a
    text form for viewers that cannot draw widgets."""
    nb = _read(lang, name)
    tables = [c for c in nb.cells if c.cell_type == "code" and any(t in c.source for t in TABLES)]
    views = _views(nb)
    assert len(views) == len(tables), f"{lang}/{name}: a table without its stored view"
    state = _state(nb)
    if not tables:
        assert "widgets" not in nb.metadata
        return
    for cell_id, data in views:
        assert data.get("text/plain") or data.get("text/html"), (name, cell_id)
        model = state[data[WIDGET_VIEW]["model_id"]]
        assert model["model_module"] == "anywidget" and model["model_name"] == "AnyModel"
        esm, css = model["state"]["_esm"], model["state"]["_css"]
        assert isinstance(esm, str) and re.search(r"^export default ", esm, re.M), (
            f"{lang}/{name} cell {cell_id}: the stored table has no front end")
        # the stored module is loaded on its own: it can import nothing beside it
        assert not re.search(r"""^\s*import\b.*["']\.{1,2}/""", esm, re.M), (name, cell_id)
        assert isinstance(css, str) and css.strip()
        assert model["state"]["view"] and model["state"]["faces"], "nothing to draw"
        assert model["state"]["lang"] == lang[:2]
        kind = data["text/plain"].split("(", 1)[0]
        assert model["state"]["_anywidget_id"].endswith(f".{kind}")
    refs = re.findall(r"IPY_MODEL_([0-9a-f]+)", str([m["state"] for m in state.values()]))
    assert refs and all(ref in state for ref in refs), "a stored model refers to a missing one"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(SETS))
def test_stored_widget_ids_do_not_change_between_builds(lang: str, name: str) -> None:
    """A kernel names widget models at random; the build renames them after the lesson and
    the order they are shown in, so rebuilding an unchanged lesson leaves its file alone."""
    state = _state(_read(lang, name))
    folder = BUILD.FOLDERS[lang]
    expected = [uuid.uuid5(uuid.NAMESPACE_URL, f"cacheta_lab/{folder}/{name}/{i}").hex
                for i in range(len(state))]
    assert sorted(state) == sorted(expected)


def test_lesson_8_shows_the_game_table() -> None:
    """A teacher finds the game table in the lesson about a round, in both languages."""
    for lang in SETS:
        nb = _read(lang, "08-rodada.ipynb")
        kinds = [data["text/plain"].split("(", 1)[0] for _, data in _views(nb)]
        assert "GameTable" in kinds, lang
        source = " ".join(c.source for c in nb.cells if c.cell_type == "code")
        assert "GameTable(" in source and "seat=0" in source


def test_english_set_keeps_the_game_terms() -> None:
    text = " ".join(c.source for name in NAMES for c in _read("en", name).cells
                    if c.cell_type == "markdown")
    for term in ("vira", "curinga", "trinca", "sequência", "bater", "na boa", "monte",
                 "lixeira", "furar a fila", "queima"):
        assert term in text, term


def test_the_coach_lesson_is_in_both_sets() -> None:
    assert "11-treinador.ipynb" in NAMES
    for lang in SETS:
        sources = " ".join(c.source for c in _read(lang, "11-treinador.ipynb").cells)
        assert "coach=True" in sources and "coach.review(" in sources


def test_the_puzzle_lesson_is_in_both_sets() -> None:
    """Lesson 13 loads the shipped puzzles, rates a learner with the package's Glicko-2, asks
    four puzzles through the exercises, whose feedback and solutions it shows, and trains with
    the puzzle trainer and its dashboard."""
    assert "13-puzzles.ipynb" in NAMES
    for lang, verdict in (("pt", "ainda não:"), ("en", "not yet:")):
        cells = _read(lang, "13-puzzles.ipynb").cells
        sources = " ".join(c.source for c in cells if c.cell_type == "code")
        for call in ("load()", "rate_attempt(", "PuzzleExercise(", "expected(", "PuzzleTrainer(",
                     ".dashboard()"):
            assert call in sources, (lang, call)
        shown = [o.get("data", {}).get("text/plain", "") for c in cells
                 if c.cell_type == "code" for o in c.outputs]
        assert sum(x.startswith(verdict) for x in shown) == 4, lang
        solution = catalogue_term("exercise.solution", lang)
        assert sum(x.startswith(solution) for x in shown) == 5, lang


def _visible(markup: str) -> str:
    """The text a reader sees in HTML: no styles, no tags."""
    return re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", " ", markup, flags=re.S))


def _markdown(lang: str) -> list[tuple[str, str]]:
    """(lesson file, markdown source) of every markdown cell, lessons in order."""
    return [(name, c.source) for name in NAMES for c in _read(lang, name).cells
            if c.cell_type == "markdown"]


@pytest.mark.parametrize("lang", sorted(SETS))
def test_lesson_links_stay_in_the_lesson_folder(lang: str) -> None:
    """Every relative link of a lesson names a lesson beside it: a lesson opened on its own (on
    Binder, in the JupyterLite site) has only its own folder around it, so no ``../README.md``.
    The last cell of each lesson lists every lesson."""
    for name, text in _markdown(lang):
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if not re.match(r"[a-z]+:", target):
                assert "/" not in target and "README" not in target, (name, target)
                assert (SETS[lang] / target.split("#")[0]).is_file(), (name, target)
    for name in NAMES:
        last = _read(lang, name).cells[-1].source
        assert [f"({x})" in last for x in NAMES] == [True] * len(NAMES), name


def _consonants(word: str) -> str:
    """A word's consonants, accents dropped: "coringa" and "curinga" both give "crng"."""
    plain = unicodedata.normalize("NFKD", word.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]|[aeiou]", "", plain)


@pytest.mark.parametrize("lang", sorted(SETS))
def test_the_joker_card_and_the_wild_role_have_names_apart(lang: str) -> None:
    """The JK card's name (the catalogue's, which card names and the word across the drawn card
    use) and the wild role, curinga, are two words a learner cannot confuse: not the same
    consonants with other vowels, as coringa and curinga are. Where the card is first named,
    the lesson says that real tables say coringa (and curinga) for both and that the card
    itself says the drawn word (JOKER); after lesson 1, "coringa" is no lesson's word, in its
    text or in its outputs (an input the parser reads, quoted, aside)."""
    card, printed = catalogue.term("card.joker", lang), catalogue.term("card.joker_word", lang)
    for name in (card, printed):
        assert _consonants(name) != _consonants("curinga"), name
    cells = _markdown(lang)
    first = next(text for _, text in cells if card in text.lower())
    for word in ("coringa", "curinga", "JK", printed):
        assert word in first, (word, first)
    later = [(name, text) for name, text in cells
             if not name.startswith("01-") and "coringa" in text.lower()]
    assert not later, later
    for name in NAMES:
        for cell in _read(lang, name).cells:
            for out in cell.get("outputs", []):
                shown = [out.get("text", ""), out.get("data", {}).get("text/plain", ""),
                         _visible(out.get("data", {}).get("text/html", ""))]
                for text in shown:
                    unquoted = re.sub(r"'[^'\n]*'|&#x27;[^&]*&#x27;", "", text)
                    assert "coringa" not in unquoted.lower(), (lang, name, cell.get("id"))


@pytest.mark.parametrize("lang", sorted(SETS))
def test_na_boa_outs_and_live_cards_wait_for_lesson_6(lang: str) -> None:
    """Lessons 1 to 5 neither say nor show "na boa", outs or live copies (in their text, code or
    outputs; a link's title naming lesson 6 aside): lesson 6 defines them, where each first
    appears in bold."""
    live = {"pt": "viva", "en": "live"}[lang]
    words = re.compile(r"\b(na boa|outs|vivas?|live)\b", re.I)
    for name in NAMES[:5]:
        for cell in _read(lang, name).cells:
            texts = [re.sub(r"\[[^\]]*\]\([^)]*\)", "", cell.source)]
            for out in cell.get("outputs", []):
                texts.append(out.get("text", ""))
                for kind in ("text/plain", "text/html"):
                    texts.append(_visible(out.get("data", {}).get(kind, "")))
            found = [m.group() for t in texts for m in words.finditer(t)]
            assert not found, f"{lang}/{name} cell {cell.get('id')}: {found}"
    lesson6 = [t for n, t in _markdown(lang) if n.startswith("06-")][1:]
    for word in ("na boa", "outs", live):
        first = next(t for t in lesson6 if word in t.lower())
        assert f"**{word}**" in first.lower(), word


@pytest.mark.parametrize("lang", sorted(SETS))
def test_the_one_wild_per_meld_exception_is_stated_once_in_lesson_3(lang: str) -> None:
    """The exception (a curinga playing as itself does not count) is taught in one place, with
    its rule; lesson 4 only points back to it."""
    itself = {"pt": "ele mesmo", "en": "itself"}[lang]
    rule = {"pt": "um curinga por jogo", "en": "one wild per meld"}[lang]
    counts = {"pt": re.compile(r"não (entra na )?conta"), "en": re.compile(r"(not|n't) count")}
    stated = [(n, t) for n, t in _markdown(lang)
              if itself in t and (counts[lang].search(" ".join(t.split())) or "exce" in t)]
    assert [n for n, _ in stated] == ["03-trincas.ipynb"], [n for n, _ in stated]
    assert rule in " ".join(stated[0][1].split())
    lesson4 = " ".join(t for n, t in _markdown(lang) if n.startswith("04-"))
    assert {"pt": "lição 3", "en": "Lesson 3"}[lang] in lesson4


@pytest.mark.parametrize("lang", sorted(SETS))
def test_chart_labels_do_not_run_together(lang: str) -> None:
    """Labels on one line of a lesson 10 chart leave room between them (11 px type, ~6.6 px a
    character), and each preset is named once under its group of bars."""
    nb = _read(lang, "10-estatisticas.ipynb")
    svgs = [o.data["image/svg+xml"] for c in nb.cells if c.cell_type == "code"
            for o in c.outputs if "image/svg+xml" in o.get("data", {})]
    assert len(svgs) == 3
    for svg in svgs:
        rows: dict[str, list[tuple[float, str]]] = {}
        for x, y, text in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</text>', svg):
            rows.setdefault(y, []).append((float(x), text))
        for row in rows.values():
            row.sort()
            for (x1, a), (x2, b) in pairwise(row):
                assert x2 - x1 >= 6.6 * (len(a) + len(b)) / 2 + 2, (a, b, x2 - x1)
    wins = svgs[-1]
    for preset in ("oficial", "cachetao", "megajogos", "pife"):
        assert len(re.findall(rf">{preset}</text>", wins)) == 1, preset


def test_readme_indexes_every_lesson_with_binder_links() -> None:
    readme = (NOTEBOOKS / "README.md").read_text(encoding="utf-8")
    for lesson in LESSONS:
        for folder in ("pt-BR", "en"):
            assert f"({folder}/{lesson.filename})" in readme
    for lang in ("pt", "en"):
        url = BUILD.binder_url(lang, LESSONS[0])
        assert url in readme
        assert url.endswith(f"notebooks/{BUILD.FOLDERS[lang]}/{LESSONS[0].filename}")
        assert "urlpath=lab/tree/" in url


# --- exercises: feedback and solutions ------------------------------------------------------

def test_feedback_text_html_and_truth() -> None:
    good = Feedback("ok", "7♥", lang="pt")
    near = Feedback("almost", "esse 7♥ já está na trinca", ("detalhe",), lang="pt")
    bad = Feedback("wrong", "no", lang="en")
    assert good and not near and not bad
    assert str(good) == "certo! 7♥"
    assert str(near) == "quase: esse 7♥ já está na trinca\n  - detalhe"
    assert repr(bad) == "not yet: no"
    assert "quase:" in near._repr_html_() and "<li>detalhe</li>" in near._repr_html_()
    with pytest.raises(ValueError):
        Feedback("maybe", "x")


def test_solution_is_folded_until_clicked() -> None:
    sol = Solution(("a", "b"), "<b>x</b>", "en")
    assert str(sol) == "Solution:\n  a\n  b"
    html = sol._repr_html_()
    assert html.startswith("<details") and "<summary" in html and "<b>x</b>" in html
    assert "clique" in Solution(("a",), lang="pt")._repr_html_()


def test_portuguese_method_names() -> None:
    exercise = NotationExercise("7h", lang="pt")
    assert str(exercise.conferir("7h")) == str(exercise.check("7h"))
    assert str(exercise.solucao()) == str(exercise.solution())


def test_notation() -> None:
    exercise = NotationExercise("7h 10s Ad Qc JK", lang="en")
    assert exercise.check("7♥ Ts ace of diamonds Qc JK").ok
    assert exercise.check("JK Qc Ad 10s 7h").ok
    near = exercise.check("7h 10s Ad Qs JK")
    assert near.verdict == "almost"
    assert "missing: queen of clubs" in near.details
    assert any(d.startswith("not asked for: Qs") for d in near.details)
    bad = exercise.check("7h 10s 1d Qc JK")
    assert bad.verdict == "wrong" and "'1d'" in bad.message
    assert "queen of clubs" in exercise._repr_html_()
    assert "sete de copas" in NotationExercise("7h", lang="pt")._repr_html_()


def test_valid_hands_use_the_engine_copy_checks() -> None:
    options = {"A": "5h 5h 9c", "B": "5h 5h 5h", "C": ("5h 5h 9c", "5h"), "D": "JK JK JK"}
    exercise = ValidHandsExercise(options, lang="pt")
    assert exercise.check("A D").ok
    assert exercise.check(["D", "A"]).ok
    near = exercise.check("A C D")
    assert near.verdict == "almost"
    assert near.details[0].startswith("C não pode existir: a mão + a vira somam 3 cópias de 5h")
    assert exercise.check("A B C").verdict == "wrong"
    assert exercise.check("E").verdict == "wrong"
    no_jokers = ValidHandsExercise({"X": "JK 2c 3c"}, rules="pife", lang="en")
    assert no_jokers.check("").ok
    assert "jokers" in str(no_jokers.solution())


def test_curingas() -> None:
    same_colour = CuringaExercise("tradicional", vira="8d", lang="pt")
    assert same_colour.check("9d 9h").ok
    near = same_colour.check("9d")
    assert near.verdict == "almost" and near.details[0].startswith("faltou 9♥")
    extra = same_colour.check("9d 9h 9s JK")
    assert any(d.startswith("9♠ tem o valor certo") for d in extra.details)
    assert any(d.startswith("JK não é curinga aqui") for d in extra.details)
    assert CuringaExercise("tradicional", vira="8d").check("10d").verdict == "wrong"
    k_vira = CuringaExercise("oficial", vira="Kh", lang="en")
    assert k_vira.check("Ah JK").ok
    assert "after the K comes the A" in str(k_vira.solution())
    assert CuringaExercise("pife", lang="en").check("").ok
    assert CuringaExercise("pife", vira="8c", lang="en").check("").ok  # no vira there


def test_meld_exercise() -> None:
    exercise = MeldExercise("7h 7h 7c 7s 8d Kd 2c", rules="pife", kind="trinca", lang="en")
    assert exercise.check("7h 7c 7s").ok
    dup = exercise.check("7h 7h 7c")
    assert dup.verdict == "wrong"
    assert dup.message == check_meld("7h 7h 7c", "pife").reason("en")
    assert exercise.check("7d 7c 7s").message == "7♦ is not in your hand"
    assert exercise.check("2c 2c 7c").message == "you hold only 1 2♣"
    kind = MeldExercise("5h 6h 7h 7c 7s", kind="trinca", lang="pt").check("5h 6h 7h")
    assert kind.verdict == "almost" and "mas o exercício pede uma trinca" in kind.message
    sized = MeldExercise("5d 7d JK 6c 9d 10d 3s", rules="oficial", vira="5c", kind="sequencia",
                         size=6, include="JK 6c", lang="en")
    assert sized.check("5d 6c 7d JK 9d 10d").ok
    assert sized.check("5d 6c 7d JK").verdict == "almost"
    assert "the wilds do not fill them" in sized.check("5d 7d 9d 10d JK").message
    answers = sized.answers()
    assert answers and all(len(m.cards) == 6 for m in answers)
    assert "5-6-7-8-9-10" in str(sized.solution())
    assert "Make a sequência of 6 cards using JK 6♣." in sized._repr_html_()


def test_meld_exercise_checks_jokers_and_copies_first() -> None:
    no_jokers = check_meld_answer("7h 7c JK", "pife", lang="pt")
    assert no_jokers.verdict == "wrong" and "joga sem jokers" in no_jokers.message
    assert check_meld_answer("5h 5h 5h", lang="en").verdict == "wrong"
    assert check_meld_answer("Qh Kh Ah", "megajogos", kind="sequencia").ok


def test_a_meld_with_jokers_where_there_are_none_is_told_as_a_meld_with_its_count() -> None:
    """The meld table's note for 9♣ JK JK in a preset without jokers speaks of the meld (not a
    hand) and of its two jokers; a hand of two jokers is told so too."""
    table = meld_table(["9c JK JK", "7h JK 9s"], vira="8c", lang="pt").text
    assert "o jogo tem 2 jokers (JK), mas este preset joga sem jokers; tire os 2 JK" in table
    assert "o jogo tem um joker (JK)" in table
    assert "a mão" not in table
    english = meld_table(["9c JK JK"], vira="8c", lang="en").text
    assert "the meld holds 2 jokers (JK), but this preset plays without jokers" in english
    with pytest.raises(CachetaError) as caught:
        analyze("JK JK 2h 3h 4h 5h 6h 7h 8h", "pife")
    assert caught.value.message("en").startswith("the hand holds 2 jokers (JK)")
    assert check_meld("9c JK JK", "pife").reason("pt") == ("o preset pife joga sem jokers (JK); "
                                                           "tire os 2 JK")


def test_meld_exercise_asks_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """The verdict is the engine's: change the engine's answer and the feedback follows."""
    calls: list[object] = []

    def fake(cards: object, rules: object = "oficial", vira: object = None) -> MeldCheck:
        calls.append(cards)
        return MeldCheck(False, None, Pair("motivo do motor", "the engine's reason"))

    modules = [m for name, m in sorted(sys.modules.items())
               if (name == ex.__name__ or name.startswith(ex.__name__ + "."))
               and getattr(m, "check_meld", None) is check_meld]
    assert modules, "the exercises no longer ask cacheta_lab.engine.melds.check_meld"
    for module in modules:
        monkeypatch.setattr(module, "check_meld", fake)
    feedback = check_meld_answer("7c 7h 7s", "pife", lang="en")
    assert calls and feedback.message == "the engine's reason"


def test_presets_exercise() -> None:
    meld = PresetsExercise("7h 7h 7c 7s", question="meld", lang="en")
    assert meld.check("oficial cachetao megajogos tradicional").ok
    near = meld.check("oficial, cachetao")
    assert near.verdict == "almost"
    assert [d.split(":")[0] for d in near.details] == ["megajogos too", "tradicional too"]
    assert meld.check("pife").verdict == "wrong"
    assert meld.check("nope").verdict == "wrong"
    bater = PresetsExercise("Ah 2h 3h Qs Ks As 8c 8d 8h 5c", question="bater", vira="4c")
    assert bater.check("oficial cachetao megajogos tradicional pife-simples").ok
    lines = str(bater.solution()).splitlines()
    assert lines[1].startswith("  ✓ oficial") and any(x.startswith("  ✗ pife:") for x in lines)
    jokers = PresetsExercise("7h 7c JK", lang="en")
    assert "plays without jokers" in jokers.verdict("pife")[1]


def test_split_exercise_feedback() -> None:
    exercise = SplitExercise("5h 6h 7h 7c 7s 7d 9s 10s Js 2d", rules="pife", lang="pt")
    reused = exercise.check(["5h 6h 7h", "7h 7c 7s", "9s 10s Js"])
    assert reused.verdict == "almost"
    assert reused.message.startswith("esse 7♥ já está no jogo 1 (sequência de copas 5-6-7)")
    done = exercise.check(["7d 7c 7s", "9s 10s Js", "5h 6h 7h"])
    assert done.ok and done.message == "bate com 9, descartando 2♦"
    assert "não vale" in exercise.check(["5h 6h 7h", "7c 7s 9s", "7d 10s Js"]).message
    assert "ficaram fora" in exercise.check(["5h 6h 7h", "7c 7s 7d"]).message
    assert exercise.check(["5h 6h 7h", "8h 7c 7s"]).message == "8♥ não está na sua mão"
    assert exercise.check("5h 6h 7h").verdict == "wrong"  # a list is needed


def test_split_exercise_rules_of_the_preset() -> None:
    three = SplitExercise("2c 3c 4c 5c 6c 7c Kd Kh Ks 9d", rules="oficial", vira="Jd",
                          lang="en")
    two = three.check(["2c 3c 4c 5c 6c 7c", "Kd Kh Ks"])
    assert two.verdict == "almost" and "exactly 3 melds; you made 2" in two.message
    assert three.check(["2c 3c 4c", "5c 6c 7c", "Kd Kh Ks"]).ok
    ten = "Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h"
    assert SplitExercise(ten, "pife-simples").check(["Kc Kd Kh", "3h 4h 5h 6h 7h 8h 9h"]).ok
    no_ten = SplitExercise(ten, "pife", lang="en").check(["Kc Kd Kh", "3h 4h 5h 6h 7h 8h 9h"])
    assert no_ten.verdict == "almost" and "go out with all 10 cards" in no_ten.message
    nine = SplitExercise("5h 6h 7h Kc Kh Ks 9s 10s Js", "pife", lang="en")
    assert nine.check(["5h 6h 7h", "Kc Kh Ks", "9s 10s Js"]).message == "all 9 cards form melds"
    solution = str(SplitExercise(ten, "pife", lang="en").solution())
    assert "bate with 9, discarding 3♥" in solution and "ways in all" in solution


def test_outs_and_live_outs() -> None:
    hand = "5h 6h 7h Kc Kh Ks 9s 10s 2c"
    outs = OutsExercise(hand, rules="pife", lang="en")
    assert outs.check("8s Js").ok
    near = outs.check("Js 2d")
    assert near.verdict == "almost"
    assert near.details[0].startswith("with 2♦: Cannot bate yet")
    assert outs.check("2d").verdict == "wrong"
    assert "8♠: Bate with 9" in str(outs.solution())
    live = LiveOutsExercise(hand, rules="pife", seen="8s Js", lang="en")
    assert live.total == 2 and live.check(2).ok and live.check("2").ok
    assert "without the lixeira" in live.check(4).message
    assert "number of outs" in LiveOutsExercise(hand, rules="pife", lang="en").check(2).message
    assert live.check(7).verdict == "wrong" and live.check("x").verdict == "wrong"
    assert "8♠: 2 in the deck − 0 in hand − 0 vira − 1 seen = 1" in str(live.solution())
    not_na_boa = OutsExercise("5h 6h 7h Kc Kh 2s 9s 10s 2c", rules="pife", lang="pt")
    assert not_na_boa.check("").ok
    assert "não está na boa" in str(not_na_boa.solution())


def test_discard_exercise_reads_the_discard_table() -> None:
    exercise = DiscardExercise("5h 6h 7h Kc Kh Ks 9s 10s 2d 2c", rules="pife",
                               seen="2s 8s Js", lang="en")
    best = exercise.check("9s")
    assert best.ok and best.details == ("ties with 10♠",)
    assert [r.card.code for r in exercise.best()] == ["9s", "10s"]
    near = exercise.check("2c")
    assert near.verdict == "almost" and "2 live copies" in near.message
    assert near.details == ("another discard leaves 3 live copies",)
    assert exercise.check("Kc").verdict == "wrong"
    assert exercise.check("Ad").message == "A♦ is not in your hand"
    assert exercise.check("Zz").verdict == "wrong"
    goes_out = DiscardExercise("Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h", rules="pife", lang="pt")
    assert goes_out.check("6h").ok and "você bate" in goes_out.check("6h").message


def test_coach_exercise_grades_with_the_coach() -> None:
    """A position to choose a move in: the feedback and the solution are the coach's grades,
    the solution every option, best first."""
    from cacheta_lab import coach
    from cacheta_lab.exercises import CoachExercise
    from cacheta_lab.game import Discard, Draw

    hand, lixeira = "2h 3h 4h 7s 7d 7c 5c 5s 9d 10d", "8d 8d Jd"
    exercise = CoachExercise(hand, "oficial", vira="Kh", lixeira=lixeira, lang="en")
    view = coach.practice_view(hand, "oficial", vira="Kh", lixeira=lixeira)
    graded = coach.grade(view, Discard(0, "5c"))
    feedback = exercise.check("5c")
    assert feedback.verdict == "wrong" and graded.why("en") in feedback.message
    assert feedback.message.startswith(graded.grade_name("en"))
    assert exercise.check("9d").ok and exercise.check("Ad").verdict == "wrong"
    lines = str(exercise.solution()).splitlines()[1:]
    assert [x.split(":")[0].strip() for x in lines[:2]] == ["9♦", "10♦"]
    assert all(": best (" in x for x in lines[:2]) and len(lines) == 10
    assert repr(exercise).startswith("CoachExercise('5c 7c 7d 9d 10d 2h 3h 4h 5s 7s'")
    draw = CoachExercise("2h 3h 4h 7s 7d 7c 9d 10d Kc", "oficial", vira="Kh", lixeira="Qc Qs",
                         lang="pt")
    assert draw.kind == "draw"
    taken = coach.grade(draw.view, Draw(0, "lixeira"))
    assert draw.check("lixeira").message.endswith(taken.why("pt"))
    assert str(draw.solution()).splitlines()[1:] == [
        "  monte: melhor (55% de vencer a rodada)", "  lixeira (Q♠): erro grave (44% de vencer "
        "a rodada; perda 10,5)"]
    assert draw.check("mesa").verdict == "wrong"
    out = CoachExercise("2h 3h 4h 5h 7s 7d 7c 9d 10d Jd", "oficial", vira="Kh", lang="en")
    assert out.kind == "bater" and out.check(10).ok and out.check("10").ok
    assert out.check("5h").verdict == "wrong" and "with 9" in out.check("5h").message
    assert str(out.solution()).splitlines()[1].startswith("  with all 10: best")


def test_partners_count_what_can_still_join_a_card() -> None:
    """Live partners, by the engine's meld rule of the preset: in oficial any 7 completes
    7♠ 7♦; in pife only the suits not there; a card with no partner counts 0, and so does one
    whose completing cards were all seen."""
    from cacheta_lab.exercises import partners_table

    oficial = str(partners_table("7s 7d 9c 10c 2h 2d Jh Qs 5d 3c", "oficial", vira="Kh",
                                 lang="en")).splitlines()
    assert oficial[:3] == ["3♣: no partner = 0", "J♥: no partner = 0", "Q♠: no partner = 0"]
    assert "7♠: with 7♦: 7♣×2 7♦×1 7♥×2 7♠×1 = 6" in oficial
    assert "5♦: with 7♦: 6♦×2 = 2" in oficial
    pife = str(partners_table("7s 7d 9c 10c 2h 2d Jh Qs 5d 3c", "pife", seen="7c",
                              lang="pt")).splitlines()
    assert "7♠: com 7♦: 7♣×1 7♥×2 = 3" in pife
    dead = str(partners_table("5h 6h Kc Kh 9s 10s 2d 4c 6c Jd", "pife", seen="5c 5c"))
    assert "4♣: com 6♣: 5♣×0 = 0" in dead.splitlines()
    wild = str(partners_table("Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc", "oficial", vira="Kh"))
    assert "A♥" not in wild  # a curinga is never thrown away on a tie


def test_bad_input_becomes_feedback_not_an_error() -> None:
    for exercise, answer in [
        (MeldExercise("7h 7c 7s"), "7h 7c 7x"),
        (CuringaExercise("oficial", "5h"), "6z"),
        (PresetsExercise("7h 7c 7s"), "oficial whist"),
        (OutsExercise("5h 6h 7h Kc Kh Ks 9s 10s 2c", "pife"), "JJ"),
    ]:
        assert exercise.check(answer).verdict == "wrong"


def test_exercise_reprs_are_stable_text() -> None:
    assert repr(MeldExercise("7h 7c 7s", "pife", kind="trinca")) == (
        "MeldExercise('7c 7h 7s', rules='pife', kind='trinca', lang='pt')")
    assert repr(OutsExercise("5h 6h 7h Kc Kh Ks 9s 10s 2c", "pife", seen="8s")) == (
        "OutsExercise('2c Kc 5h 6h 7h Kh 9s 10s Ks', rules='pife', seen='8s', lang='pt')")
    assert "0x" not in repr(CuringaExercise("megajogos", "8c"))


# --- lesson displays -----------------------------------------------------------------------

def test_draw_and_draw_meld() -> None:
    panel = draw("6h 6c JK", rules="oficial", vira="5h", lang="en")
    assert str(panel).splitlines()[0].startswith("Preset oficial: vira 5♥")
    assert "JOKER" in panel._repr_html_() and "CORINGA" not in panel._repr_html_()
    assert str(draw("Ah 2h")) == "A♥ 2♥"
    good = draw_meld("Qs Ks 9c", "megajogos", vira="8c", lang="en")
    assert str(good).startswith("✓ 9♣ Q♠ K♠") and "A♠ or J♠" in str(good)
    bad = draw_meld("Kh Ah 2h", "megajogos", lang="pt")
    assert str(bad) == "✗ A♥ 2♥ K♥: " + check_meld("Kh Ah 2h", "megajogos").reason("pt")


def test_tables() -> None:
    wild = curingas_table("8c", lang="en")
    lines = str(wild).splitlines()
    assert lines[0] == "vira 8♣"
    assert any(x.startswith("megajogos") and x.endswith("9♣ 9♠") for x in lines)
    assert any(x.startswith("pife ") and x.endswith("none") for x in lines)
    melds = meld_table(["7h 7h 7c", "7c 7h 7s"], presets=["oficial", "pife"], lang="en")
    rows = str(melds).splitlines()
    assert rows[2].split()[-2:] == ["✓", "✗1"] and rows[3].split()[-2:] == ["✓", "✓"]
    assert rows[4].startswith("1. two 7♥")
    html = meld_table(["7h 7c 9s"], vira="8c")._repr_html_()
    assert "vira " in html and 'aria-label="oito de paus"' in html
    rules = str(rules_table(lang="en"))
    assert "trinca=distinct: trinca: 3 or 4 cards of one rank" in rules
    table = str(presets_table("Qh Kh Ah 7h 7h 7c 3d 4d 5d 6s", vira="5c", lang="en"))
    assert any(x.startswith("cachetao") and "Bate with 9" in x for x in table.splitlines())
    pife = next(x for x in table.splitlines() if x.startswith("pife "))
    assert "Cannot bate yet" in pife and re.search(r"\b2 missing\b|faltam 2", pife), pife


def test_module_example() -> None:
    import doctest

    assert doctest.testmod(ex, raise_on_error=False).failed == 0
