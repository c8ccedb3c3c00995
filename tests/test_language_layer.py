"""One language layer: the package chooses between Portuguese and English in one place.

The rule (``"en"`` is English, anything else Portuguese) lives in :mod:`cacheta_lab.words.text`;
words live in the catalogue. This scan of the package's source fails on a new way around
them:

- a comparison with a language code (``lang == "en"``, ``lang != "pt"``, ``lang in ("pt",)``)
  outside ``cacheta_lab/words/text.py``;
- a name for one language's half of a message (``what_pt``, ``reason_en``, ``pt_rule``, ``en``:
  a parameter, a keyword argument, an assigned name or attribute, a dataclass field) outside
  the catalogue and the layer's own modules (:data:`LAYER`); a read-only ``@property`` that
  renders one language from the one source is allowed;
- a dict written with both ``"pt"`` and ``"en"`` keys outside the catalogue;
- a sentence written inline in both languages (``say(lang, "sim", "yes")``,
  ``CachetaError("…", "…")``, ``Pair("…", "…")``), or read twice, once per language, to be
  passed on as two (``CachetaError(term(k, "pt"), term(k, "en"))``), beyond what a module holds
  today (:data:`INLINE`): a new sentence goes into the catalogue and is read with ``term`` or
  kept as a ``Said``. The budget may only shrink.

The budget is checked per module and in total: code moved to a new module takes its
allowance along (the total), and no module listed may grow.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Mapping
from itertools import pairwise
from pathlib import Path

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.words.catalogue import Joined, Pair, Percent, Said, counted, term
from cacheta_lab.words.text import LANGS, html_lang, lang_index, say

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cacheta_lab"
RULE_MODULE = "cacheta_lab/words/text.py"  # the one module that compares a language code
CATALOGUE = "cacheta_lab/words/catalogue/"
# the layer itself: say(lang, pt, en), the Pair of inline sentences, CachetaError(pt, en)
LAYER = {RULE_MODULE, "cacheta_lab/words/said.py", "cacheta_lab/errors.py"}

# sentences still written inline in both languages, per module: the most each may hold
INLINE: dict[str, int] = {
    "cacheta_lab/words/said.py": 1,  # NOTHING, the empty sentence
}

_INLINE_CALLS = ("say", "_say", "Pair")


def _is_text(node: ast.AST) -> bool:
    return (isinstance(node, ast.JoinedStr | ast.BinOp)
            or (isinstance(node, ast.Constant) and isinstance(node.value, str)))


def _callee(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(
        func, ast.Attribute) else ""


def _read_in(node: ast.AST, lang: str) -> bool:
    """``term(key, "pt", …)``, ``exc.message("en")``: a call naming one language."""
    return isinstance(node, ast.Call) and any(
        isinstance(a, ast.Constant) and a.value == lang for a in node.args)


def inline_sentences(source: str) -> list[int]:
    """The lines of calls that take a sentence as two texts, Portuguese then English, written
    inline or read once per language."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = _callee(node)
            if not (name in _INLINE_CALLS or name.endswith("Error")):
                continue
            if any((_is_text(a) and _is_text(b)) or (_read_in(a, "pt") and _read_in(b, "en"))
                   for a, b in pairwise(node.args)):
                found.append(node.lineno)
    return found


def _is_lang(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in LANGS


def _names_lang(node: ast.AST) -> bool:
    if _is_lang(node):
        return True
    return isinstance(node, ast.Tuple | ast.List | ast.Set) and any(_is_lang(e) for e in node.elts)


def _one_language(name: str | None) -> bool:
    """``what_pt``, ``pt_rule``, ``en``: a name for one language's half of a message."""
    return bool(name) and (name in LANGS or name.endswith(("_pt", "_en"))  # type: ignore[union-attr]
                           or name.startswith(("pt_", "en_")))  # type: ignore[union-attr]


def _targets(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Tuple | ast.List):
        return [t for e in node.elts for t in _targets(e)]
    if isinstance(node, ast.Starred):
        return _targets(node.value)
    return [node]


def _target_name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def findings(source: str) -> list[tuple[str, int, str]]:
    """Every ``(kind, line, text)`` in ``source`` that goes around the language layer: kind
    "compare" (a language code compared), "pair" (one language's half of a message named),
    "dict" (a dict keyed by language)."""
    found: list[tuple[str, int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            if any(_names_lang(n) for n in (node.left, *node.comparators)):
                found.append(("compare", node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if set(LANGS) <= keys:
                found.append(("dict", node.lineno, ast.unparse(node)[:60]))
        elif isinstance(node, ast.arg) and _one_language(node.arg):
            found.append(("pair", node.lineno, node.arg))
        elif isinstance(node, ast.keyword) and _one_language(node.arg):
            found.append(("pair", node.value.lineno, f"{node.arg}="))
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign | ast.For
                        | ast.comprehension | ast.NamedExpr | ast.withitem):
            roots = (node.targets if isinstance(node, ast.Assign)
                     else [node.optional_vars] if isinstance(node, ast.withitem)
                     else [node.target])
            for target in (t for root in roots if root is not None for t in _targets(root)):
                name = _target_name(target)
                if _one_language(name):
                    found.append(("pair", getattr(target, "lineno", 0), str(name)))
    return found


def _package_findings() -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(CATALOGUE):
            continue
        for kind, _line, _text in findings(path.read_text(encoding="utf-8")):
            if (kind == "compare" and rel == RULE_MODULE) or (kind == "pair" and rel in LAYER):
                continue
            counts[rel, kind] += 1
    return counts


def _over_budget(counts: Mapping[str, int], budget: Mapping[str, int]) -> bool:
    """Whether ``counts`` pass a listed module's budget, or the budgets' total."""
    listed = any(n > budget[where] for where, n in counts.items() if where in budget)
    return listed or sum(counts.values()) > sum(budget.values())


def test_the_package_chooses_a_language_in_one_place() -> None:
    counts = _package_findings()
    detail = [f"  {rel}:{line}: {text}"
              for rel, kind in counts
              for k, line, text in findings((ROOT / rel).read_text(encoding="utf-8"))
              if k == kind]
    assert not counts, ("language chosen around the catalogue and cacheta_lab.words.text (use "
                        "term(), a Said, html_lang() or say()):\n" + "\n".join(detail))


def _inline_counts() -> dict[str, int]:
    counts = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(CATALOGUE) or rel == RULE_MODULE:
            continue
        n = len(inline_sentences(path.read_text(encoding="utf-8")))
        if n:
            counts[rel] = n
    return counts


def test_no_new_sentence_is_written_inline() -> None:
    counts = _inline_counts()
    found = {rel: (n, INLINE.get(rel, 0)) for rel, n in counts.items()
             if n != INLINE.get(rel, 0)}
    assert not _over_budget(counts, INLINE), (
        f"sentences written inline in both languages beyond the budget ({sum(counts.values())} "
        f"found, {sum(INLINE.values())} allowed; module: (found, allowed): {found}); put them "
        "in the catalogue and read them with term() or keep a Said")


# --- the checker itself -------------------------------------------------------------------

@pytest.mark.parametrize(("source", "kind"), [
    ('def f(lang):\n    return "x" if lang == "en" else "y"\n', "compare"),
    ('def f(self):\n    return self.lang != "pt"\n', "compare"),
    ('ok = args.lang in ("pt", "br")\n', "compare"),
    ('x = "en" == language\n', "compare"),
    ("def check(cards, what_pt='a mão', what_en='the hand'):\n    pass\n", "pair"),
    ("class M:\n    reason_pt: str = ''\n", "pair"),
    ("extra_pt, extra_en = '', ''\n", "pair"),
    ("self.note_en = 'x'\n", "pair"),
    ("f(a, why_pt='x')\n", "pair"),
    ("for name_pt in names:\n    pass\n", "pair"),
    ("def bad(what, value, pt_rule, en_rule):\n    pass\n", "pair"),
    ("def field(name, pt, en):\n    pass\n", "pair"),
    ("names = [w for w_pt in words for w in w_pt]\n", "pair"),
    ("NAMES = {'pt': 'sim', 'en': 'yes'}\n", "dict"),
])
def test_the_checker_finds_made_up_offences(source: str, kind: str) -> None:
    assert kind in [k for k, _line, _text in findings(source)]


@pytest.mark.parametrize("source", [
    'text = term("coach.best", lang, Move=words)\n',
    'lang = check_lang(lang)\nif lang in LANGS:\n    pass\n',
    "class G:\n    @property\n    def why_pt(self):\n        return self.why('pt')\n",
    'x = {"pt-BR": 1, "fr": 2}\n',
    'print(say(lang, "sim", "yes"))\n',
])
def test_the_checker_leaves_the_layer_alone(source: str) -> None:
    assert findings(source) == []


@pytest.mark.parametrize(("source", "n"), [
    ('x = say(lang, "sim", "yes")\n', 1),
    ('raise CachetaError(f"mão {h}", f"hand {h}")\n', 1),
    ('raise RulesError("regra " + name, "rule " + name)\n', 1),
    ('said = Pair("frase", "sentence")\n', 1),
    ('raise CachetaError(term("k", "pt", n=1), term("k", "en", n=1))\n', 1),
    ('raise RoomError(code, err.message("pt"), err.message("en"))\n', 1),
    ('raise RoomError(code, err.said)\n', 0),
    ('raise CachetaError(Said("copies.joker", holds=h))\n', 0),
    ('x = term("coach.best", lang, Move="a")\n', 0),
    ('x = say(lang, pt_text, en_text)\n', 0),
])
def test_the_checker_counts_inline_sentences(source: str, n: int) -> None:
    assert len(inline_sentences(source)) == n


def test_a_budget_holds_per_module_and_in_total() -> None:
    budget = {"a.py": 2, "b.py": 1}
    assert not _over_budget({"a.py": 2, "b.py": 1}, budget)
    assert not _over_budget({"a.py": 1, "c.py": 2}, budget)  # b moved to c, a shrank
    assert _over_budget({"a.py": 3}, budget)  # a grew
    assert _over_budget({"a.py": 2, "b.py": 1, "c.py": 1}, budget)  # one more somewhere new


# --- the layer ----------------------------------------------------------------------------

def test_one_rule_chooses_the_language() -> None:
    assert [lang_index(x) for x in ("pt", "en", "fr", "", "EN")] == [0, 1, 0, 0, 0]
    assert say("en", 1, 2) == 2 and say("xx", 1, 2) == 1
    assert (html_lang("pt"), html_lang("en")) == ("pt-BR", "en")


def test_a_said_sentence_renders_in_either_language_with_its_values_said_alike() -> None:
    said = Said("coach.correr.fold", fee=Said.counted("coach.points", 1), cost="2.5",
                chance=Said("coach.chance", pct=Percent(0.345, 1)))
    assert said.text("pt") == term("coach.correr.fold", "pt", fee="1 ponto", cost="2.5",
                                   chance="34,5% de vencer a rodada")
    assert said.text("en") == term("coach.correr.fold", "en", fee="1 point", cost="2.5",
                                   chance="34.5% to win the round")
    both = Joined((Said.counted("missing", 2), Pair("a", "b")), "; ")
    assert both.text("en") == f"{counted('missing', 2, 'en')}; b"


def test_a_number_in_a_sentence_is_written_the_languages_way() -> None:
    """A decimal a sentence carries is written once per language, wherever it is said: "1,5"
    in Portuguese, "1.5" in English (the values of a Said and the fields of a term)."""
    said = Said("coach.correr.fold", fee=Said.counted("coach.points", 1), cost=1.5,
                chance=Said("coach.chance", pct=Percent(0.25)))
    assert "em média 1,5 " in said.text("pt") and "lose 1.5 " in said.text("en")
    assert "em média 0,5 " in term("coach.correr.fold", "pt", fee="1", cost=0.5, chance="")
    assert Said("coach.points.many", n=2).text("pt") == "2 pontos"  # whole numbers stay so


def test_an_error_carries_one_sentence_and_reads_it_in_each_language() -> None:
    err = CachetaError(Said.counted("missing", 3))
    assert (err.pt, err.en) == (counted("missing", 3, "pt"), counted("missing", 3, "en"))
    assert str(err) == f"{err.pt} | {err.en}" and err.message("en") == err.en
    inline = CachetaError("frase", "sentence")
    assert (inline.message("pt"), inline.message("en")) == ("frase", "sentence")


def test_the_portuguese_method_names_are_the_english_methods() -> None:
    """The Portuguese lessons call ``ex.conferir(resposta)`` and ``ex.solucao()``: the very
    methods ``check`` and ``solution``, under a second name (one mechanism, no copies)."""
    from cacheta_lab.exercises import NotationExercise
    from cacheta_lab.exercises.base import Exercise, PortugueseName

    exercise = NotationExercise("7h", lang="pt")
    assert exercise.conferir == exercise.check and exercise.solucao == exercise.solution
    names = {k: v.english for k, v in vars(Exercise).items() if isinstance(v, PortugueseName)}
    assert names == {"conferir": "check", "solucao": "solution"}
    assert str(exercise.conferir("7h")) == str(exercise.check("7h"))


def test_argparse_speaks_the_command_lines_language_and_is_left_as_it_was() -> None:
    import argparse

    from cacheta_lab.cli.usage import Parser, UsageError

    before = argparse._  # type: ignore[attr-defined]
    parser = Parser(prog="x")
    parser.add_argument("--lang", choices=["pt", "en"])
    for argv, words in ((["--bogus"], "argumentos não reconhecidos: --bogus"),
                        (["--bogus", "--lang", "en"], "unrecognized arguments: --bogus"),
                        (["--lang"], "argumento --lang: falta o valor")):
        with pytest.raises(UsageError) as err:
            parser.parse_args(argv)
        assert str(err.value) == words
    assert argparse._ is before  # type: ignore[attr-defined]


def test_every_catalogue_key_the_package_names_exists() -> None:
    """A sentence kept as a Said is worded only when shown: a key it names must exist."""
    from cacheta_lab.words.catalogue import TERMS

    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                continue
            name, key = _callee(node), node.args[0].value
            if name in ("Said", "term") and key not in TERMS:
                missing.append(f"{path.name}:{node.lineno} {key}")
            elif name == "counted" and f"{key}.one" not in TERMS:  # counted(), Said.counted()
                missing.append(f"{path.name}:{node.lineno} {key}.one")
    assert not missing, missing


def test_a_refusal_without_values_is_filled_in_like_any_other() -> None:
    """A catalogue text writes a literal brace as ``{{``: the user reads ``{``, with or
    without values to fill in (the room's refusal of a frame that is not JSON, the table's
    refusal of a message that is not an object)."""
    from cacheta_lab.errors import refusal
    from cacheta_lab.room.table import RoomError
    from cacheta_lab.room.table import refusal as room_refusal

    room = room_refusal("bad_json", "room.bad_json")
    assert isinstance(room, RoomError) and room.code == "bad_json"
    assert room.en == 'invalid message: expected a JSON object {"type": …}'
    assert room.pt == 'mensagem inválida: esperava um objeto JSON {"type": …}'
    page = refusal("page.not_object")
    assert "{type: …}" in page.pt and "{type: …}" in page.en
    assert not any("{{" in text for text in (room.pt, room.en, page.pt, page.en))


def test_the_front_ends_take_the_language_from_the_view() -> None:
    """The tables' JavaScript names no language: the view sends the words, ``lang`` and the
    page's ``html_lang``, all chosen in Python by the one rule."""
    for path in sorted((ROOT / "widgets").glob("*.js")):
        source = path.read_text(encoding="utf-8")
        assert not re.findall(r"""["'](?:pt|en|pt-BR)["']""", source), path.name
