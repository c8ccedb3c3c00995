"""Write and run the lessons: notebooks/pt-BR/*.ipynb and notebooks/en/*.ipynb from notebooks/src/.

Each lesson is written once in ``notebooks/src/lNN_*.py`` with both languages side by side, so
the two sets always hold the same cells. This script writes both sets, runs every notebook top
to bottom in a fresh kernel (nbclient) and saves it with its outputs and its widgets' state
(the tables are drawn when a lesson opens), and rewrites
``notebooks/README.md`` (the index). Run it after any change to a lesson or to the engine::

    .venv/bin/python notebooks/build.py              # everything
    .venv/bin/python notebooks/build.py --only 3 6   # lessons 3 and 6
    .venv/bin/python notebooks/build.py --no-execute # sources only (no outputs)
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import re
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient
from nbclient.util import ensure_async

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
FOLDERS = {"pt": "pt-BR", "en": "en"}
TIMEOUT = 120  # seconds per cell
BINDER_REPO = "cacheta-lab/cacheta_lab"  # the GitHub repository mybinder.org builds
BINDER_REF = "HEAD"

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE_INFO = {
    "codemirror_mode": {"name": "ipython", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
}

sys.path.insert(0, str(SRC))
import glossary  # noqa: E402
from lesson import Cell, Lesson, fill, quotes_of  # noqa: E402

#: The metadata key of a markdown cell that quotes values from the run: before the run, the
#: expressions (``values``); after it, what the text quotes (``quoted``, placeholder → text);
#: and the numbers it states as definitions (``fixed``).
QUOTES = "cacheta_lab"


def load_lessons() -> list[Lesson]:
    """Every lesson in notebooks/src, in order."""
    lessons = []
    for path in sorted(SRC.glob("l[0-9][0-9]_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        lessons.append(module.LESSON)
    numbers = [lesson.number for lesson in lessons]
    if numbers != list(range(1, len(lessons) + 1)):
        raise SystemExit(f"lesson numbers must run 1, 2, 3…; found {numbers}")
    return lessons


def binder_url(lang: str, lesson: Lesson) -> str:
    """The mybinder.org link that opens ``lesson`` in JupyterLab."""
    return (f"https://mybinder.org/v2/gh/{BINDER_REPO}/{BINDER_REF}"
            f"?urlpath=lab/tree/notebooks/{FOLDERS[lang]}/{lesson.filename}")


def _title_cell(lesson: Lesson, lessons: list[Lesson]) -> Cell:
    """The first cell: the lesson's number and title, and how to run it. Its links stay inside
    the lesson's own folder (on Binder and in the JupyterLite site a lesson may be opened on its
    own): the list of every lesson is the last cell."""
    pt = (f"# Lição {lesson.number} · {lesson.title_pt}\n\n"
          f"*Cacheta Lab* · lição {lesson.number} de {len(lessons)} (a lista de todas está no "
          f"fim; os termos do jogo, no [glossário]({glossary.FILENAME})) · rode as células "
          "de cima para baixo com **Shift+Enter** (ou *Run → Run All Cells*).")
    en = (f"# Lesson {lesson.number} · {lesson.title_en}\n\n"
          f"*Cacheta Lab* · lesson {lesson.number} of {len(lessons)} (the list of them all is "
          f"at the end; the game's terms, in the [glossary]({glossary.FILENAME})) · run the "
          "cells from top to bottom with **Shift+Enter** (or *Run → Run All Cells*).")
    return Cell("markdown", pt, en)


def _all_lessons(lessons: list[Lesson], lang: str) -> str:
    """Every lesson as a link to its notebook, a file beside this one."""
    return " · ".join(f"[{x.number} · {x.title(lang)}]({x.filename})" for x in lessons)


def _next_cell(lesson: Lesson, lessons: list[Lesson]) -> Cell:
    """The last cell: a link to the next lesson (or the end of the lessons) and to all of them."""
    later = [x for x in lessons if x.number == lesson.number + 1]
    if later:
        nxt = later[0]
        pt = f"**Próxima lição:** [{nxt.number} · {nxt.title_pt}]({nxt.filename})"
        en = f"**Next lesson:** [{nxt.number} · {nxt.title_en}]({nxt.filename})"
    else:
        pt = "**Fim das lições.** Volte a qualquer uma quando quiser rever uma regra."
        en = "**End of the lessons.** Go back to any of them whenever you want to review a rule."
    return Cell("markdown",
                f"{pt}\n\n**Todas as lições:** {_all_lessons(lessons, 'pt')} · "
                f"[{glossary.TITLE['pt']}]({glossary.FILENAME})",
                f"{en}\n\n**All the lessons:** {_all_lessons(lessons, 'en')} · "
                f"[{glossary.TITLE['en']}]({glossary.FILENAME})")


# --- the glossary: its page, and links from each lesson's first use of a term --------------

# Text a link must not go into: code, links, headings, HTML tags, and a value's placeholder.
_PROTECTED = re.compile(r"`[^`]*`|\[[^\]]*\]\([^)]*\)|^#.*$|<[^>\n]+>"
                        r"|\{[a-z_][a-z0-9_]*(?::[^{}]*)?\}", re.M)


def _free_match(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first match of ``pattern`` in ``text`` outside code, links, headings and tags."""
    taken = [m.span() for m in _PROTECTED.finditer(text)]
    for m in pattern.finditer(text):
        if not any(a < m.end() and m.start() < b for a, b in taken):
            return m
    return None


def link_terms(texts: list[str], lang: str) -> list[str]:
    """``texts`` (a lesson's markdown cells, in order) with the first use of each glossary term
    made a link to its entry; a term in bold keeps its bold inside the link."""
    texts = list(texts)
    # longer terms first: "anunciar na boa" is linked whole before "na boa" alone
    for term in sorted(glossary.TERMS, key=lambda t: -len(t.heading(lang))):
        pattern = term.pattern(lang)
        for i, text in enumerate(texts):
            m = _free_match(pattern, text)
            if m is None:
                continue
            start, end = m.span()
            if text[start - 2:start] == "**" and text[end:end + 2] == "**":
                start, end = start - 2, end + 2
            texts[i] = f"{text[:start]}[{text[start:end]}]({term.link(lang)}){text[end:]}"
            break
    return texts


def glossary_cells(lessons: list[Lesson]) -> list[Cell]:
    """The glossary page: a heading per term, its definition and the lesson that teaches it."""
    by_number = {x.number: x for x in lessons}
    intro = Cell(
        "markdown",
        f"# {glossary.TITLE['pt']}\n\n*Cacheta Lab* · os termos do jogo, na ordem em que as "
        "lições os ensinam, cada um com a lição que o explica. Cada lição liga o primeiro uso "
        "de cada termo a esta página. (A lista de todas as lições está no fim.)",
        f"# {glossary.TITLE['en']}\n\n*Cacheta Lab* · the game's terms, in the order the "
        "lessons teach them, each with the lesson that explains it. Game terms stay in "
        "Portuguese in the English lessons too; each lesson links the first use of a term to "
        "this page. (The list of all the lessons is at the end.)")
    cells = [intro]
    for term in glossary.TERMS:
        lesson = by_number[term.lesson]
        texts = {}
        for lang, word in (("pt", "Lição"), ("en", "Lesson")):
            texts[lang] = (f"## {term.heading(lang)}\n\n{term.tag(lang)}"
                           f"{term.definition(lang)}\n\n{word} "
                           f"[{lesson.number} · {lesson.title(lang)}]({lesson.filename})")
        cells.append(Cell("markdown", texts["pt"], texts["en"]))
    cells.append(Cell("markdown", f"**Todas as lições:** {_all_lessons(lessons, 'pt')}",
                      f"**All the lessons:** {_all_lessons(lessons, 'en')}"))
    return cells


def make_glossary(lessons: list[Lesson], lang: str) -> Any:
    """The glossary notebook in ``lang`` (markdown only: nothing to run)."""
    nb = nbformat.v4.new_notebook()
    for i, cell in enumerate(glossary_cells(lessons)):
        new = nbformat.v4.new_markdown_cell(cell.text(lang))
        new["id"] = f"g{i:02d}"
        nb.cells.append(new)
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    return nb


def make_notebook(lesson: Lesson, lessons: list[Lesson], lang: str) -> Any:
    """The notebook of ``lesson`` in ``lang``, without outputs; cell ids are stable."""
    cells = [_title_cell(lesson, lessons), *lesson.cells, _next_cell(lesson, lessons)]
    body = [i for i, cell in enumerate(cells) if cell.kind == "markdown"][1:-1]
    linked = dict(zip(body, link_terms([cells[i].text(lang) for i in body], lang), strict=True))
    nb = nbformat.v4.new_notebook()
    for i, cell in enumerate(cells):
        text = linked.get(i, cell.text(lang))
        new = (nbformat.v4.new_markdown_cell(text) if cell.kind == "markdown"
               else nbformat.v4.new_code_cell(text))
        new["id"] = f"c{i:02d}"
        if cell.values or cell.fixed:
            new.metadata[QUOTES] = {"values": cell.expressions(lang), "fixed": list(cell.fixed),
                                    "setup": cell.setup_code(lang)}
        nb.cells.append(new)
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    return nb


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
_MODEL_REF = "IPY_MODEL_"


def _model_refs(value: Any) -> list[str]:
    """The ids of the widget models a state value refers to (``"IPY_MODEL_<id>"``)."""
    if isinstance(value, str) and value.startswith(_MODEL_REF):
        return [value[len(_MODEL_REF):]]
    if isinstance(value, list):
        return [ref for x in value for ref in _model_refs(x)]
    if isinstance(value, dict):
        return [ref for x in value.values() for ref in _model_refs(x)]
    return []


def _stable_widget_ids(nb: Any, name: str) -> None:
    """Give the widget models stored with a lesson ids that depend only on the lesson and on
    where each model is shown (a kernel picks random ones, and the order its messages arrive
    in varies): in the stored state, in the references between models and in the outputs that
    show them. Rebuilding a lesson then changes its file only where its content changed."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    views = [out["data"][WIDGET_VIEW] for cell in nb.cells for out in cell.get("outputs", [])
             if WIDGET_VIEW in out.get("data", {})]
    order: list[str] = []

    def visit(model_id: str) -> None:
        if model_id in state and model_id not in order:
            order.append(model_id)
            inner = state[model_id]["state"]
            for key in sorted(inner):
                for ref in _model_refs(inner[key]):
                    visit(ref)

    for view in views:
        visit(view["model_id"])
    for model_id in sorted((m for m in state if m not in order),
                           key=lambda m: json.dumps(state[m], sort_keys=True)):
        visit(model_id)
    new = {old: uuid.uuid5(uuid.NAMESPACE_URL, f"cacheta_lab/{name}/{i}").hex
           for i, old in enumerate(order)}

    def rename(value: Any) -> Any:
        if isinstance(value, str) and value.startswith(_MODEL_REF):
            old = value[len(_MODEL_REF):]
            return _MODEL_REF + new.get(old, old)
        if isinstance(value, list):
            return [rename(x) for x in value]
        if isinstance(value, dict):
            return {k: rename(v) for k, v in value.items()}
        return value

    if state:
        nb.metadata["widgets"][WIDGET_STATE]["state"] = {
            new[old]: {**state[old], "state": rename(state[old]["state"])} for old in order}
    for view in views:
        view["model_id"] = new.get(view["model_id"], view["model_id"])


def _join_streams(nb: Any) -> None:
    """One output per stream and cell: how a kernel splits printed text into chunks depends on
    timing, so the stored lessons keep it joined (both sets then have the same cells)."""
    for cell in nb.cells:
        joined: list[Any] = []
        for out in cell.get("outputs", []):
            if (out.get("output_type") == "stream" and joined
                    and joined[-1].get("output_type") == "stream"
                    and joined[-1].get("name") == out.get("name")):
                joined[-1]["text"] += out["text"]
            else:
                joined.append(out)
        if "outputs" in cell:
            cell["outputs"] = joined


class LessonError(Exception):
    """A value a lesson's prose quotes could not be computed."""


class LessonClient(NotebookClient):
    """Runs a lesson like :class:`NotebookClient`, and fills each markdown cell's quoted
    values where the cell stands: its expressions are evaluated in the kernel after the code
    cells above it have run (silently: no execution count, no output, no history)."""

    lang: str = "pt"

    async def async_execute_cell(self, cell: Any, cell_index: int,
                                 execution_count: int | None = None,
                                 store_history: bool = True) -> Any:
        if cell.cell_type == "markdown" and "values" in cell.metadata.get(QUOTES, {}):
            await self._quote(cell)
            return cell
        return await super().async_execute_cell(cell, cell_index, execution_count,
                                                store_history)

    async def _quote(self, cell: Any) -> None:
        assert self.kc is not None
        expressions = cell.metadata[QUOTES]["values"]
        if not expressions:
            cell.metadata[QUOTES] = {"quoted": {}, "fixed": cell.metadata[QUOTES]["fixed"]}
            return
        wrapped = {name: f"__import__('json').dumps({expr}, default=str)"
                   for name, expr in expressions.items()}
        setup = cell.metadata[QUOTES].get("setup", "")
        msg_id = await ensure_async(self.kc.execute(setup, silent=True, store_history=False,
                                                    user_expressions=wrapped))
        reply = await self.async_wait_for_reply(msg_id, cell)
        content = reply["content"] if reply else {}
        if content.get("status") != "ok":
            raise LessonError(f"cell {cell.get('id')}: its setup failed: "
                              f"{content.get('ename')}: {content.get('evalue')}")
        results = content["user_expressions"]
        values = {}
        for name, expr in expressions.items():
            result = results.get(name, {})
            if result.get("status") != "ok":
                raise LessonError(f"cell {cell.get('id')}: {name} = {expr}: "
                                  f"{result.get('ename')}: {result.get('evalue')}")
            values[name] = json.loads(ast.literal_eval(result["data"]["text/plain"]))
        quoted = quotes_of(cell.source, values, self.lang)
        cell.source = fill(cell.source, quoted)
        cell.metadata[QUOTES] = {"quoted": quoted, "fixed": cell.metadata[QUOTES]["fixed"]}


def filled(fresh: Any, stored: Any) -> list[str]:
    """The sources of ``fresh`` (a lesson as :func:`make_notebook` writes it, its values not
    yet computed) with the values ``stored`` (the same lesson, built) quotes: equal to the
    stored sources when the stored lesson was built from these sources."""
    sources = []
    for new, old in zip(fresh.cells, stored.cells, strict=False):
        quoted = old.get("metadata", {}).get(QUOTES, {}).get("quoted", {})
        sources.append(fill(new.source, quoted))
    return sources


def execute(nb: Any, folder: Path, name: str, lang: str) -> float:
    """Run every cell in a fresh kernel, in ``folder``; return the seconds it took.

    The widgets' state (an anywidget's includes its front end, ``_esm``) is stored in the
    notebook's metadata and each widget output keeps its view beside its text, so a card table
    is drawn when the lesson opens, before any cell runs, and is live again once run."""
    start = time.perf_counter()
    client = LessonClient(nb, timeout=TIMEOUT, kernel_name="python3", record_timing=False,
                          store_widget_state=True,
                          resources={"metadata": {"path": str(folder)}})
    client.lang = lang
    client.execute()
    took = time.perf_counter() - start
    widgets = nb.metadata.get("widgets")
    # the kernel's Python version stays: JupyterLab and Notebook 7 write the kernel's
    # language_info into a notebook they open, so a lesson without it opens marked as changed
    version = nb.metadata.get("language_info", {}).get("version")
    nb.metadata = {"kernelspec": dict(KERNELSPEC),
                   "language_info": {**LANGUAGE_INFO, **({"version": version} if version else {})}}
    if widgets:
        nb.metadata["widgets"] = widgets
    _stable_widget_ids(nb, name)
    _join_streams(nb)
    return took


_COUNT_PT = dict(enumerate(("Nenhuma", "Uma", "Duas", "Três", "Quatro", "Cinco", "Seis", "Sete",
                             "Oito", "Nove", "Dez", "Onze", "Doze", "Treze", "Catorze",
                             "Quinze")))
_COUNT_EN = dict(enumerate(("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven",
                            "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen",
                            "Fifteen")))


def write_readme(lessons: list[Lesson]) -> None:
    """notebooks/README.md: the index of the lessons in both languages, with Binder links."""
    badge = "https://mybinder.org/badge_logo.svg"
    lines = [
        "# Lições de Cacheta · Cacheta lessons",
        "",
        f"{_COUNT_PT[len(lessons)]} lições, do zero até ler qualquer mão e acompanhar partidas "
        f"inteiras, em português (`pt-BR/`) e em inglês (`en/`). {_COUNT_EN[len(lessons)]} "
        "lessons, from scratch to reading any "
        "hand and following whole matches, in Brazilian Portuguese (`pt-BR/`) and in English "
        "(`en/`); the English set keeps the Portuguese game terms and explains them.",
        "",
        f"[![Binder: lições em português]({badge})]({binder_url('pt', lessons[0])}) "
        "abrir a lição 1 em português no Binder",
        "",
        f"[![Binder: lessons in English]({badge})]({binder_url('en', lessons[0])}) "
        "open lesson 1 in English on Binder",
        "",
        "| # | português | English |",
        "|---|---|---|",
        f"| – | [{glossary.TITLE['pt']}](pt-BR/{glossary.FILENAME}) — os termos do jogo, cada "
        f"um com a lição que o ensina | [{glossary.TITLE['en']}](en/{glossary.FILENAME}) — the "
        "game's terms, each with the lesson that teaches it |",
    ]
    for lesson in lessons:
        lines.append(f"| {lesson.number} | [{lesson.title_pt}](pt-BR/{lesson.filename}) — "
                     f"{lesson.summary_pt} | [{lesson.title_en}](en/{lesson.filename}) — "
                     f"{lesson.summary_en} |")
    lines += [
        "",
        "## Como usar · How to use",
        "",
        "- Na sua máquina: `make lab` na raiz do projeto abre o JupyterLab nesta pasta. "
        "On your machine: `make lab` at the project root opens JupyterLab here.",
        "- Cada lição roda de cima para baixo sem preparação e sem internet. Each lesson runs "
        "from top to bottom with no preparation and no internet.",
        "- Exercícios: troque a resposta na célula e rode de novo; o programa confere e explica. "
        "`ex.solucao()` / `ex.solution()` mostra a solução (clique para abrir). Exercises: "
        "change the answer in the cell and run it again; the program checks it and explains.",
        "- As lições guardam as mesas (de cartas e de jogo) com o seu estado: ao abrir uma "
        "lição elas aparecem desenhadas, e voltam a responder aos cliques depois que a célula "
        "roda. The lessons store their tables (card and game) with their state: they are drawn "
        "when a lesson opens, and answer clicks again once their cell has run.",
        "- As cartas e as mesas aparecem como texto ao abrir uma lição? O JupyterLab só desenha "
        "as saídas guardadas de um notebook confiável: rode as células, ou confie nas lições "
        "uma vez com `jupyter trust notebooks/pt-BR/*.ipynb notebooks/en/*.ipynb` (o Binder já "
        "faz isso). Cards and tables shown as text when a lesson opens? JupyterLab only draws "
        "the stored outputs of a trusted notebook: run the cells, or trust the lessons once "
        "with that command (Binder does it for you).",
        "",
        "## Para quem mantém as lições · For maintainers",
        "",
        "Each lesson is written once, in `src/lNN_*.py`, with the Portuguese and English text "
        "side by side (`src/lesson.py` describes the format). Never edit the `.ipynb` files by "
        "hand: rebuild them, which also runs them and stores their outputs and the state of "
        "their widgets (under stable ids, so an unchanged lesson rebuilds to the same file):",
        "",
        "```sh",
        ".venv/bin/python notebooks/build.py            # every lesson, both languages",
        ".venv/bin/python notebooks/build.py --only 4   # one lesson",
        "```",
        "",
        "`make test` runs every lesson with `pytest --nbval` and compares each output with "
        "the stored one (`sanitize.cfg` masks only what changes from run to run). When the "
        "engine's wording changes, the lessons fail until they are rebuilt and read again.",
        "",
        "A number the prose quotes from a computation is not typed: the markdown cell names "
        "it (`{name}`) and gives its expression (`values=`), and the build fills it in from "
        "the same run that makes the outputs (`src/lesson.py`). `tests/test_lesson_drift.py` "
        "fails on a percentage, decimal, count of live copies or list of seats typed in the "
        "prose that no output of its lesson shows, and on a written answer to a coach "
        "exercise that grades an option otherwise than the coach's solution above it.",
        "",
    ]
    (HERE / "README.md").write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", type=int, nargs="+", metavar="N", help="lesson numbers")
    parser.add_argument("--lang", choices=sorted(FOLDERS), help="one language only")
    parser.add_argument("--no-execute", action="store_true", help="write sources only")
    args = parser.parse_args(argv)
    lessons = load_lessons()
    chosen = [x for x in lessons if not args.only or x.number in args.only]
    langs = [args.lang] if args.lang else list(FOLDERS)
    for lang in langs:
        folder = HERE / FOLDERS[lang]
        folder.mkdir(exist_ok=True)
        for lesson in chosen:
            nb = make_notebook(lesson, lessons, lang)
            took = "not run"
            if not args.no_execute:
                took = f"{execute(nb, folder, f'{FOLDERS[lang]}/{lesson.filename}', lang):5.1f} s"
            nbformat.write(nb, str(folder / lesson.filename))
            print(f"{FOLDERS[lang]:>5}/{lesson.filename:<28} {took}", flush=True)
        nbformat.write(make_glossary(lessons, lang), str(folder / glossary.FILENAME))
    write_readme(lessons)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
