"""The one interface a table joined to a room needs of its connection, and the choice of the
connection that carries it: a thread with the ``websockets`` library in CPython
(:class:`~cacheta_lab.room.client.RoomConnection`), the page's own WebSocket when Python runs in
a browser (:class:`~cacheta_lab.room.browser.BrowserConnection`, JupyterLite's Pyodide kernel).
Both speak :mod:`cacheta_lab.room.protocol` and reconnect by themselves while the server is away.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Protocol

from ..errors import CachetaError
from ..game.moves import Move

OnFrame = Callable[[dict[str, Any]], None]
OnLink = Callable[[bool], None]


def in_browser() -> bool:
    """Whether this Python runs in a browser (Pyodide: JupyterLite's kernel)."""
    return sys.platform == "emscripten"


class Transport(Protocol):
    """A link's connection. ``blocking``: True when it is opened with the room's first state
    in (a thread receives the frames); False in a browser, where it opens once the cell has
    run and every frame comes in the kernel's own thread, between cells. ``move``, ``host`` and
    ``hello`` send a frame and return its id (ConnectionError while the server is away).
    ``turned_away``: the door's reason while it turns the link away (HTTP 503; it is tried
    again meanwhile)."""

    blocking: bool

    @property
    def turned_away(self) -> CachetaError | None: ...

    @property
    def connected(self) -> bool: ...

    def move(self, move: Move | dict[str, Any]) -> int: ...

    def host(self, action: str, **fields: Any) -> int: ...

    def hello(self, lang: str) -> int: ...

    def answer(self, puzzle: int, move: Move | dict[str, Any] | None) -> int: ...

    def name(self, name: str) -> int: ...

    def close(self) -> None: ...


def open_transport(url: str, lang: str, on_frame: OnFrame, on_link: OnLink,
                   timeout: float) -> Transport:
    """The connection of ``url`` for this Python: ``on_frame(frame)`` for every checked frame;
    ``on_link(up)`` when the browser's connection goes down or comes back (the thread's is
    watched by its table), and when either stops for good (its ``failure``: a server that
    broke the protocol, or one away too long). A refused link raises here, in CPython; in a
    browser it is told by ``on_link``."""
    if in_browser():
        from .browser import BrowserConnection

        return BrowserConnection(url, lang, on_frame, on_link)
    from .client import RoomConnection

    return RoomConnection(url, lang=lang, on_frame=on_frame, timeout=timeout, on_link=on_link)
