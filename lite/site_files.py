"""The lessons as the JupyterLite site holds them (its ``files/``): which notebooks it publishes,
each copied for the browser's kernel, and the site's index. Only the standard library, so the
tests read it from the project's own venv.

- Published: the lessons ``notebooks/README.md`` lists (the index ``notebooks/build.py``
  writes from ``notebooks/src/``), and nothing else a folder may hold.
- Each copy carries the ``language_info`` the Pyodide kernel reports (read from the kernel's
  own front end at build time): JupyterLab writes the kernel's into a notebook it opens, so a
  copy with CPython's from the build machine would open marked as changed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LANGS = ("en", "pt-BR")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

INDEX_HEAD = """# Lições de Cacheta · Cacheta lessons

As lições rodam aqui no navegador, sem servidor e sem instalar nada: abra uma e escolha
**Run → Run All Cells**. The lessons run here in the browser, with no server and nothing to
install: open one and choose **Run → Run All Cells**. Python is Pyodide (WebAssembly); the
first start of the kernel takes a few seconds. Changes are kept in this browser only.
"""

# in the kernel extension's bundled JavaScript: the object its kernel_info reply gives
_LANGUAGE_INFO = re.compile(r"language_info:(\{(?:[^{}]|\{[^{}]*\})*\})")
_KEY = re.compile(r"([{,])([A-Za-z_]\w*):")


def kernel_language_info(extension: Path) -> dict[str, object]:
    """The ``language_info`` the Pyodide kernel reports, read from its extension's JavaScript
    (``extension``: the labextension's folder). Raises SystemExit when it cannot be found or
    two files disagree."""
    found = set()
    for script in sorted((extension / "static").glob("*.js")):
        for literal in _LANGUAGE_INFO.findall(script.read_text(encoding="utf-8")):
            found.add(json.dumps(json.loads(_KEY.sub(r'\1"\2":', literal)), sort_keys=True))
    if len(found) != 1:
        raise SystemExit(f"the Pyodide kernel's language_info: {len(found)} found in {extension}")
    return json.loads(found.pop())


def listed_lessons(notebooks: Path, lang: str) -> list[str]:
    """The notebooks of ``lang`` that the lessons' index (``README.md``) links to, in order."""
    index = (notebooks / "README.md").read_text(encoding="utf-8")
    names = re.findall(rf"\]\({re.escape(lang)}/([^)/]+\.ipynb)\)", index)
    return sorted(dict.fromkeys(names))


def lesson_copy(src: Path, dst: Path, language_info: dict[str, object]) -> str:
    """Copy a lesson for the site: code cells trusted (their stored card drawings show on
    opening), the Pyodide kernel named with the ``language_info`` it reports, and the saved
    widget state left out: the Pyodide kernel does not answer the widget manager's first
    question, so a saved table would stay "loading" until its cell runs; without it the
    table's drawing or text shows instead. Returns the lesson's title."""
    nb = json.loads(src.read_text(encoding="utf-8"))
    nb["metadata"].pop("widgets", None)
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell.setdefault("metadata", {})["trusted"] = True
            for output in cell.get("outputs", []):
                output.get("data", {}).pop(WIDGET_VIEW, None)
    nb["metadata"]["kernelspec"] = {"display_name": "Python (Pyodide)", "language": "python",
                                    "name": "python"}
    nb["metadata"]["language_info"] = dict(language_info)
    dst.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    first = "".join(nb["cells"][0]["source"]).splitlines()[0] if nb["cells"] else src.stem
    return first.lstrip("# ").strip()


def contents(out: Path, language_info: dict[str, object],
             notebooks: Path = REPO / "notebooks") -> list[Path]:
    """The site's files: en/ and pt-BR/ with every lesson the index lists, and an index of
    its own."""
    lessons = []
    titles: dict[str, list[tuple[str, str]]] = {}
    for lang in LANGS:
        (out / lang).mkdir(parents=True)
        for name in listed_lessons(notebooks, lang):
            src = notebooks / lang / name
            titles.setdefault(lang, []).append(
                (name, lesson_copy(src, out / lang / name, language_info)))
            lessons.append(Path(lang) / name)
    lines = [INDEX_HEAD]
    for lang, heading in (("pt-BR", "## Em português"), ("en", "## In English")):
        lines.append(heading + "\n")
        lines += [f"- [{title}]({lang}/{name})" for name, title in titles.get(lang, [])]
        lines.append("")
    (out / "README.md").write_text("\n".join(lines), encoding="utf-8")
    return lessons
