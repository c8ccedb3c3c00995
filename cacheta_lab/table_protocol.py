"""What the card table and the game table share on the Python side.

* Their front-end text: :func:`module_text` reads a table's ES module with the shared module
  (``widgets/shared.js``) put in place of its ``import {…} from "./shared.js"`` line, since
  anywidget takes one module's text and the project has no bundler; :func:`style_text` does the
  same for ``@import "./shared.css";`` in a table's CSS.
* Their message protocol: :class:`TableWidget` reads each message the page sends
  (``{type, seq, …}``), checks it against the widget's action table (:class:`Action`), runs the
  action and answers with the message's ``seq`` and the error, if any, in the table's language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from .echo import short_repr
from .errors import CachetaError
from .text import LANGS

LARGEST_SEQ = 2**53 - 1  # message numbers the page can count to

# --- the front-end files -----------------------------------------------------------------

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
    here = Path(__file__).resolve().parent
    for folder in (here / "widgets", here.parent / "widgets"):
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


# --- values the tables refuse --------------------------------------------------------------

class TableValueError(CachetaError, traitlets.TraitError):
    """A value a table refuses: a :class:`CachetaError` that traitlets also knows as a
    :class:`~traitlets.TraitError`, so a held or page-sent change is rolled back whole."""


def check_page_text(data: Any, depth: int = 0) -> None:
    """Every text in ``data`` from the page is valid Unicode (a lone surrogate could not be
    sent back: the widget library echoes a state update at once), nested at most 8 deep."""
    if isinstance(data, str):
        try:
            data.encode("utf-8")
        except UnicodeEncodeError:
            raise CachetaError("texto da página com caractere inválido (surrogate isolado)",
                               "text from the page holds an invalid character (a lone "
                               "surrogate)") from None
        return
    if isinstance(data, dict | list | tuple) and depth >= 8:
        raise CachetaError("mensagem da página aninhada demais",
                           "message from the page nested too deeply")
    for part in (*data.keys(), *data.values()) if isinstance(data, dict) else (
            data if isinstance(data, list | tuple) else ()):
        check_page_text(part, depth + 1)


def refused(exc: CachetaError) -> TableValueError:
    """``exc`` as a :class:`TableValueError` (same messages)."""
    return TableValueError(exc.message("pt"), exc.message("en"))


# --- the message protocol ------------------------------------------------------------------

Check = Callable[[Any], bool]


def text_field(longest: int, none_ok: bool = False) -> Check:
    """A field holding a string of at most ``longest`` characters (or None with ``none_ok``)."""
    return lambda v: (v is None and none_ok) or (isinstance(v, str) and len(v) <= longest)


def flag_field(value: Any) -> bool:
    """A field holding True or False."""
    return isinstance(value, bool)


def number_field(low: float, high: float) -> Check:
    """A field holding a number (not a bool) from ``low`` to ``high``."""
    return lambda v: (isinstance(v, int | float) and not isinstance(v, bool)
                      and low <= v <= high)


def one_of(*values: Any) -> Check:
    """A field holding one of ``values``."""
    return lambda v: isinstance(v, str | int | bool | type(None)) and v in values


@dataclass(frozen=True)
class Action:
    """One line of a table's action table: the method a message type runs, and the fields the
    message must carry, each with its check."""

    method: str
    fields: dict[str, Check] = field(default_factory=dict)


def valid_seq(seq: Any) -> bool:
    """Whether ``seq`` is a message number the page may send."""
    return isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq <= LARGEST_SEQ


class TableWidget(anywidget.AnyWidget):
    """The base of both tables. A subclass sets ``ACTIONS`` (message type → :class:`Action`)
    and implements :meth:`_answer`; each page message runs one action, and is answered once,
    with its ``seq`` and the error text (None when it went well)."""

    ACTIONS: ClassVar[dict[str, Action]] = {}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_msg)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, with :meth:`static_html` beside it (text/html, no script) for the
        viewers that run no widget (a saved notebook on GitHub, nbviewer, JupyterLite)."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        return {**data, "text/html": self.static_html()}, metadata

    def _show(self, faces: dict[str, str], view: dict[str, Any]) -> None:
        """Send the faces and the view in one message: the page never draws new faces with
        the old view (which would put an old error or question back on screen, and read it
        out again)."""
        with self.hold_sync():
            self.faces = faces
            self.view = view

    def static_html(self) -> str:
        """The table as it stands, drawn in plain HTML (a subclass says how)."""
        raise NotImplementedError

    def _lang(self) -> str:
        lang = getattr(self, "lang", "pt")
        return lang if isinstance(lang, str) and lang in LANGS else "pt"

    def read_message(self, content: Any) -> tuple[Callable[[dict[str, Any]], None], int]:
        """The bound action a page message asks for and its seq; every field checked first
        (raises :class:`CachetaError` naming what is wrong)."""
        if not isinstance(content, dict):
            raise CachetaError("mensagem da página mal formada: esperava um objeto {type: …}",
                               "malformed message from the page: expected an object {type: …}")
        seq = content.get("seq", 0)
        if not valid_seq(seq):
            raise CachetaError(f"mensagem com número (seq) inválido {short_repr(seq)}",
                               f"message with an invalid number (seq) {short_repr(seq)}")
        kind = content.get("type")
        actions = type(self).ACTIONS
        if not isinstance(kind, str) or kind not in actions:
            raise CachetaError(
                f"ação desconhecida {short_repr(kind)}; ações: {', '.join(actions)}",
                f"unknown action {short_repr(kind)}; actions: {', '.join(actions)}")
        action = actions[kind]
        for name, ok in action.fields.items():
            if name not in content or not ok(content[name]):
                value = short_repr(content.get(name)) if name in content else "—"
                raise CachetaError(f"ação {kind}: campo {name} ausente ou inválido ({value})",
                                   f"action {kind}: field {name} missing or invalid ({value})")
        return getattr(self, action.method), seq

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        seq = content.get("seq") if isinstance(content, dict) else None
        seq = seq if valid_seq(seq) else 0  # a bad seq is refused by read_message
        error = None
        try:
            action, seq = self.read_message(content)
            self._perform(action, content)
        except CachetaError as exc:
            error = exc.message(self._lang())
        self._answer(seq, error)

    def _perform(self, action: Callable[[dict[str, Any]], None], content: dict[str, Any]
                 ) -> None:
        """Run one checked action (a subclass may wrap it, e.g. to redraw once after it)."""
        action(content)

    def _answer(self, seq: int, error: str | None) -> None:
        """Show the answer to message ``seq``: its error, or None."""
        raise NotImplementedError
