"""Write and run the lessons: notebooks/pt-BR/*.ipynb and notebooks/en/*.ipynb from notebooks/src/.

Each lesson is written once in ``notebooks/src/lNN_*.py`` with both languages side by side, so
the two sets always hold the same cells. This script writes both sets, runs every notebook top
to bottom in a fresh kernel (nbclient) and saves it with its outputs, and rewrites
``notebooks/README.md`` (the index). Run it after any change to a lesson or to the engine::

    .venv/bin/python notebooks/build.py              # everything
    .venv/bin/python notebooks/build.py --only 3 6   # lessons 3 and 6
    .venv/bin/python notebooks/build.py --no-execute # sources only (no outputs)
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

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
from lesson import Cell, Lesson  # noqa: E402


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


def _title_cell(lesson: Lesson) -> Cell:
    """The first cell: the lesson's number and title, and how to run it."""
    pt = (f"# Lição {lesson.number} · {lesson.title_pt}\n\n"
          "*Cacheta Lab* · [todas as lições](../README.md) · rode as células de cima para baixo "
          "com **Shift+Enter** (ou *Run → Run All Cells*).")
    en = (f"# Lesson {lesson.number} · {lesson.title_en}\n\n"
          "*Cacheta Lab* · [all lessons](../README.md) · run the cells from top to bottom with "
          "**Shift+Enter** (or *Run → Run All Cells*).")
    return Cell("markdown", pt, en)


def _next_cell(lesson: Lesson, lessons: list[Lesson]) -> Cell:
    """The last cell: a link to the next lesson (or back to the index after the last one)."""
    later = [x for x in lessons if x.number == lesson.number + 1]
    if later:
        nxt = later[0]
        return Cell("markdown",
                    f"**Próxima lição:** [{nxt.number} · {nxt.title_pt}]({nxt.filename})",
                    f"**Next lesson:** [{nxt.number} · {nxt.title_en}]({nxt.filename})")
    return Cell("markdown",
                "**Fim das lições.** Volte ao [índice](../README.md) quando quiser rever uma "
                "regra.",
                "**End of the lessons.** Go back to the [index](../README.md) whenever you "
                "want to review a rule.")


def make_notebook(lesson: Lesson, lessons: list[Lesson], lang: str) -> Any:
    """The notebook of ``lesson`` in ``lang``, without outputs; cell ids are stable."""
    cells = [_title_cell(lesson), *lesson.cells, _next_cell(lesson, lessons)]
    nb = nbformat.v4.new_notebook()
    for i, cell in enumerate(cells):
        text = cell.text(lang)
        new = (nbformat.v4.new_markdown_cell(text) if cell.kind == "markdown"
               else nbformat.v4.new_code_cell(text))
        new["id"] = f"c{i:02d}"
        nb.cells.append(new)
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    return nb


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _drop_widget_views(nb: Any) -> None:
    """Keep a widget's text (its repr) but not its view: the view needs a live kernel, and its
    model id changes on every run. Running the cell brings the widget back."""
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            out.get("data", {}).pop(WIDGET_VIEW, None)


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


def execute(nb: Any, folder: Path) -> float:
    """Run every cell in a fresh kernel, in ``folder``; return the seconds it took."""
    start = time.perf_counter()
    client = NotebookClient(nb, timeout=TIMEOUT, kernel_name="python3", record_timing=False,
                            store_widget_state=False,
                            resources={"metadata": {"path": str(folder)}})
    client.execute()
    took = time.perf_counter() - start
    _drop_widget_views(nb)
    _join_streams(nb)
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
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
        "- Exercícios: troque a resposta na célula e rode de novo; o motor confere e explica. "
        "`ex.solucao()` / `ex.solution()` mostra a solução (clique para abrir). Exercises: "
        "change the answer in the cell and run it again; the engine checks it and explains.",
        "- As cartas aparecem como texto ao abrir uma lição? O JupyterLab só desenha as saídas "
        "guardadas de um notebook confiável: rode as células, ou confie nas lições uma vez com "
        "`jupyter trust notebooks/pt-BR/*.ipynb notebooks/en/*.ipynb` (o Binder já faz isso). "
        "Cards shown as text when a lesson opens? JupyterLab only draws the stored outputs of a "
        "trusted notebook: run the cells, or trust the lessons once with that command (Binder "
        "does it for you).",
        "",
        "## Para quem mantém as lições · For maintainers",
        "",
        "Each lesson is written once, in `src/lNN_*.py`, with the Portuguese and English text "
        "side by side (`src/lesson.py` describes the format). Never edit the `.ipynb` files by "
        "hand: rebuild them, which also runs them and stores their outputs:",
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
                took = f"{execute(nb, folder):5.1f} s"
            nbformat.write(nb, str(folder / lesson.filename))
            print(f"{FOLDERS[lang]:>5}/{lesson.filename:<28} {took}", flush=True)
    write_readme(lessons)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
