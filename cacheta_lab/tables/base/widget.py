"""The base of both tables (:class:`TableWidget`): what the page sends is checked here once.

* A message (``{type, seq, …}``) is checked against the table's action table
  (:class:`~cacheta_lab.tables.base.protocol.Action` by type), runs its action with the table
  quiet, and is answered once with its ``seq`` and the error, if any, in the table's language.
* A state update may change only the table's ``WRITABLE`` traits: one with any other key, or
  a bad value, changes nothing; the table shows why and the page gets the current values back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import anywidget
import traitlets

from ...errors import CachetaError
from ...words.catalogue import term
from ...words.echo import short_repr
from ...words.text import LANGS, lang_index
from .protocol import MOST_VIEWS, Action, valid_seq, valid_view
from .traits import check_page_text, refusal


class TableWidget(anywidget.AnyWidget):
    """The base of both tables. A subclass sets ``ACTIONS`` (message type → :class:`Action`)
    and ``WRITABLE`` (the traits the page may set), and implements :meth:`_answer` and
    :meth:`_refresh`; each page message runs one action, and is answered once, with its
    ``seq`` and the error text (None when it went well)."""

    ACTIONS: ClassVar[dict[str, Action]] = {}
    WRITABLE: ClassVar[tuple[str, ...]] = ()

    def __init__(self, **kwargs: Any) -> None:
        self.acks: dict[str, int] = {}  # each page view's last message answered (its own seq)
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
        """The table's language, valid even while a change to it is held unchecked (the one
        rule, :func:`~cacheta_lab.words.text.lang_index`: anything but "en" is Portuguese)."""
        return LANGS[lang_index(getattr(self, "lang", "pt"))]

    # --- state updates from the page -----------------------------------------------------------

    def set_state(self, sync_data: Any) -> None:
        """A state update from the page: only the ``WRITABLE`` traits, checked together as one
        change. A bad update changes nothing: the table shows the error and the page gets
        the current values back."""
        if not isinstance(sync_data, dict):
            sync_data = {}
        error = None
        try:
            other = sorted(str(k) for k in sync_data if k not in self.WRITABLE)
            if other:
                raise refusal("page.not_writable", names=short_repr(", ".join(other)),
                              writable=", ".join(self.WRITABLE))
            check_page_text(sync_data)
            self._take_state(sync_data)
        except CachetaError as exc:
            error = exc.message(self._lang())
        except (traitlets.TraitError, TypeError, ValueError):
            error = term("table.bad_sync", self._lang())
        if error is not None:
            self._show_error(error)
            self.send_state([k for k in self.WRITABLE if k in sync_data])

    def _take_state(self, sync_data: dict[str, Any]) -> None:
        """Set a state update already checked for its keys (a subclass may redraw once)."""
        super().set_state(sync_data)

    def _show_error(self, error: str) -> None:
        """Show ``error`` on the table (a refused state update)."""
        raise NotImplementedError

    # --- messages from the page --------------------------------------------------------------

    def read_message(self, content: Any) -> tuple[Callable[[dict[str, Any]], None], int]:
        """The bound action a page message asks for and its seq; every field checked first
        (raises :class:`CachetaError` naming what is wrong)."""
        if not isinstance(content, dict):
            raise refusal("page.not_object")
        seq = content.get("seq", 0)
        if not valid_seq(seq):
            raise refusal("page.bad_seq", seq=short_repr(seq))
        if "view" in content and not valid_view(content["view"]):
            raise refusal("page.bad_view", view=short_repr(content["view"]))
        kind = content.get("type")
        actions = type(self).ACTIONS
        if not isinstance(kind, str) or kind not in actions:
            raise refusal("page.unknown_action", kind=short_repr(kind),
                          actions=", ".join(actions))
        action = actions[kind]
        for name, ok in action.fields.items():
            if name not in content or not ok(content[name]):
                value = short_repr(content.get(name)) if name in content else "—"
                raise refusal("page.bad_field", kind=kind, name=name, value=value)
        return getattr(self, action.method), seq

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        seq = content.get("seq") if isinstance(content, dict) else None
        seq = seq if valid_seq(seq) else 0  # a bad seq is refused by read_message
        view = content.get("view", "") if isinstance(content, dict) else ""
        error = None
        try:
            action, seq = self.read_message(content)
            self._perform(action, content)
        except CachetaError as exc:
            error = exc.message(self._lang())
        if valid_view(view) or view == "":
            self.acks.pop(view, None)  # the newest last; the oldest views are forgotten
            self.acks[view] = seq
            for old in list(self.acks)[:-MOST_VIEWS]:
                del self.acks[old]
        self._answer(seq, error)

    def _perform(self, action: Callable[[dict[str, Any]], None], content: dict[str, Any]
                 ) -> None:
        """Run one checked action with the table quiet: it redraws once, in :meth:`_answer`."""
        quiet, self._quiet = getattr(self, "_quiet", False), True
        try:
            action(content)
        finally:
            self._quiet = quiet

    def _answer(self, seq: int, error: str | None) -> None:
        """Show the answer to message ``seq``: its error, or None."""
        raise NotImplementedError
