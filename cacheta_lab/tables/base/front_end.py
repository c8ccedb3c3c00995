"""The front ends of the tables: their files, each as one text for anywidget, and the words
they show as they are (:func:`view_text`).

:func:`module_text` reads a table's ES module with the shared module (``widgets/shared.js``)
put in place of its ``import {…} from "./shared.js"`` line, since anywidget takes one module's
text and the project has no bundler; :func:`style_text` does the same for
``@import "./shared.css";`` in a table's CSS.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from ...words.catalogue import term

_JS_IMPORT = re.compile(
    r"""^[ \t]*import\s*\{(?P<names>[^}]*)\}\s*from\s*(?P<q>["'])\./(?P<file>[\w.-]+\.js)(?P=q)"""
    r"""[ \t]*;?[ \t]*$\n?""", re.MULTILINE)
_CSS_IMPORT = re.compile(
    r"""^[ \t]*@import\s+(?:url\()?(?P<q>["'])\./(?P<file>[\w.-]+\.css)(?P=q)\)?"""
    r"""[ \t]*;[ \t]*$\n?""",
    re.MULTILINE)
# any import of a relative file left over (static or dynamic, JS or CSS)
_LEFT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?)["']\.{1,2}/""")
_EXPORTED = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)",
                       re.MULTILINE)


def asset(name: str) -> Path:
    """A front-end file: inside the installed package, or in the source tree's ``widgets/``."""
    package = Path(__file__).resolve().parents[2]
    for folder in (package / "widgets", package.parent / "widgets"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"cacheta_lab: front-end file {name} not found")


def exported_names(js: str) -> set[str]:
    """The names a module declares with ``export function/class/const/let``."""
    return set(_EXPORTED.findall(js))


def _inline_js(match: re.Match[str], done: set[str], into: str) -> str:
    name = match.group("file")
    text = asset(name).read_text(encoding="utf-8")
    wanted = {n.strip().split(" as ")[0].strip() for n in match.group("names").split(",")}
    wanted.discard("")
    missing = wanted - exported_names(text)
    if missing:
        raise ImportError(f"{into} imports {sorted(missing)} that {name} does not export")
    if any(" as " in n for n in match.group("names").split(",")):
        raise ImportError(f"{into}: renaming imports ('as') cannot be inlined")
    if _LEFT.search(text):
        raise ImportError(f"{name} imports another file: the shared module must import nothing")
    if name in done:
        return ""
    done.add(name)
    return f"// --- {name}, inlined ---\n{text.rstrip()}\n// --- end of {name} ---\n"


@lru_cache(maxsize=16)
def module_text(name: str) -> str:
    """The ES module ``widgets/<name>`` as one text: each ``import {…} from "./x.js"`` line
    replaced by the text of ``widgets/x.js`` (once per file). Raises ImportError when an
    imported name is not exported there or a relative import would be left."""
    done: set[str] = set()
    text = _JS_IMPORT.sub(lambda m: _inline_js(m, done, name),
                          asset(name).read_text(encoding="utf-8"))
    if _LEFT.search(text):
        raise ImportError(f"{name}: an import of a relative file is left after inlining "
                          "(only static 'import {…} from' lines are inlined)")
    return text


@lru_cache(maxsize=16)
def style_text(name: str) -> str:
    """The stylesheet ``widgets/<name>`` with each ``@import "./x.css";`` replaced by the text
    of ``widgets/x.css``."""
    def inline(match: re.Match[str]) -> str:
        return asset(match.group("file")).read_text(encoding="utf-8").rstrip() + "\n"

    text = _CSS_IMPORT.sub(inline, asset(name).read_text(encoding="utf-8"))
    if _LEFT.search(text):
        raise ImportError(f"{name}: an @import of a relative file is left after inlining")
    return text


def view_text(names: Mapping[str, str], lang: str) -> dict[str, str]:
    """The words a front end shows as they are (its ``view.text``): each name it reads, with
    the catalogue's text for the key ``names`` gives it, in ``lang``."""
    return {name: term(key, lang) for name, key in names.items()}
