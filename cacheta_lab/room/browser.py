"""A room's connection from Python running in a browser (JupyterLite's Pyodide kernel, in a Web
Worker): the browser's own WebSocket, opened from Python with ``js.WebSocket``, speaking
:mod:`cacheta_lab.room.protocol` like the CPython client. No thread and no network library:
every frame comes in through a callback in the kernel's one thread, between cells; the
connection opens once the cell that asked for it has run.

The link and every frame are checked as the CPython client checks them
(:mod:`~cacheta_lab.room.link_check`, :mod:`~cacheta_lab.room.frame_check`): a frame that breaks
the protocol stops the connection (its ``failure``). While the server is away it tries again
(the CPython client's back-off), for up to ``patience`` seconds. A browser does not tell why a
WebSocket failed to open: after the first failure one plain HTTP request to the same link reads
the server's answer (403: wrong key; 404: no such room), and a refused link stops there; a 503
(the link, or the server, has all the connections it takes) is said in the door's own words
(:attr:`BrowserConnection.turned_away`) and tried again, the answer read again after each
failure until it is something else.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from typing import Any, Protocol
from urllib.parse import urlsplit, urlunsplit

from ..checks import check_lang, check_seconds
from ..errors import CachetaError, refusal
from ..game.moves import Move
from ..game.views import PlayerView
from . import protocol
from .frame_check import take_frame
from .link_check import check_link
from .links import websocket_url, with_lang
from .protocol import (
    LONGEST_ANSWER,
    LONGEST_WAIT,
    RoomAway,
    RoomBroken,
    RoomFull,
    RoomRefused,
    backoff,
)
from .transport import OnFrame, OnLink

LOOPBACK = ("127.0.0.1", "localhost", "::1")


class Socket(Protocol):
    def send(self, text: str) -> None: ...

    def close(self) -> None: ...

    def release(self) -> None: ...


class Page(Protocol):
    """What the connection uses of the browser (a stand-in in tests): ``secure`` (the page is
    https), a WebSocket, a timer, one HTTP answer (its status and the start of its body), the
    clock."""

    secure: bool

    def socket(self, url: str, on_open: Callable[[], None], on_message: Callable[[str], None],
               on_close: Callable[[], None]) -> Socket: ...

    def later(self, seconds: float, then: Callable[[], None]) -> None: ...

    def status(self, url: str, then: Callable[[int, str], None]) -> None: ...

    def now(self) -> float: ...


def http_url(url: str) -> str:
    """The link as a plain HTTP address (``ws`` becomes ``http``, ``wss`` ``https``)."""
    parts = urlsplit(url)
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    return urlunsplit((scheme, *parts[1:]))


def check_secure(url: str, secure: bool) -> None:
    """A page served over https may open only wss:// (or loopback) links: a clear error for
    any other, before the browser blocks it without a word."""
    parts = urlsplit(url)
    if secure and parts.scheme in ("ws", "http") and parts.hostname not in LOOPBACK:
        raise refusal("room_table.needs_wss")


class BrowserConnection:
    """A link's connection through the browser's WebSocket (see the module's text).
    ``failure``: the refusal, or :class:`RoomAway` after ``patience`` (:class:`RoomFull` if the
    door still turned the link away then), once it has stopped; ``turned_away``: the door's
    reason while it turns the link away (it is tried again meanwhile)."""

    blocking = False

    def __init__(self, url: str, lang: str, on_frame: OnFrame, on_link: OnLink,
                 patience: float = 3600.0, page: Page | None = None) -> None:
        self.address = check_link(url)
        self.url = url
        self.lang = check_lang(lang)
        self.patience = check_seconds("patience", patience, LONGEST_WAIT)
        self.on_frame, self.on_link = on_frame, on_link
        self.page = page if page is not None else PyodidePage()
        check_secure(url, self.page.secure)
        self.welcome: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.view: PlayerView | None = None  # the seat's view in the latest state
        self.errors: list[dict[str, Any]] = []  # the last error frames
        self.refused = 0  # error frames received
        self.reconnects = 0
        self.closed = False
        self.failure: CachetaError | None = None
        self.turned_away: RoomFull | None = None
        self._ids = itertools.count(1)
        self._socket: Socket | None = None
        self._spent: list[Socket] = []  # closed sockets, their callbacks to release
        self._up = self._ever_up = False
        self._attempt = 0
        self._away_since: float | None = None
        self._open()

    @property
    def connected(self) -> bool:
        return self._up

    # --- the socket's life ------------------------------------------------------------------

    def _open(self) -> None:
        if self.closed or self._socket is not None:
            return
        for spent in self._spent:
            spent.release()
        self._spent.clear()
        address = websocket_url(with_lang(self.url, self.lang))
        try:
            self._socket = self.page.socket(address, self._opened, self._message, self._lost)
        except Exception:  # the browser would not open it: tried again, as when it drops
            self._lost()

    def _opened(self) -> None:
        if self.closed:
            return
        if self._ever_up:
            self.reconnects += 1
        self._up = self._ever_up = True
        self._attempt, self._away_since, self.turned_away = 0, None, None
        self.on_link(True)

    def _message(self, text: str) -> None:
        if self.closed:
            return
        try:
            frame = take_frame(self, text)
        except RoomBroken as broken:  # the server's fault: this connection stops
            self._stop(broken)
            return
        self.on_frame(frame)
        if frame.get("type") == "replaced":  # another notebook took this link: this one stops
            self.close()

    def _lost(self) -> None:
        socket, self._socket = self._socket, None
        if socket is not None:
            self._spent.append(socket)
        self._up = False
        if self.closed:
            return
        now = self.page.now()
        self._away_since = now if self._away_since is None else self._away_since
        if now - self._away_since > self.patience:
            self._stop(self.turned_away or RoomAway(self.patience))
            return
        if self._attempt == 0 or self.turned_away is not None:
            self.page.status(http_url(with_lang(self.url, self.lang)), self._answered)
        self.on_link(False)
        self.page.later(backoff(self._attempt), self._open)
        self._attempt += 1

    def _answered(self, status: int, body: str) -> None:
        """The server's answer to the link over plain HTTP (0: none could be read), and the
        start of its body."""
        if self.closed or self._up:  # a late answer: the link is open again
            return
        if status in (403, 404) and not self._ever_up:
            self._stop(RoomRefused(status))
            return
        was = self.turned_away
        self.turned_away = RoomFull(body) if status == 503 else None
        if was is not None or self.turned_away is not None:
            self.on_link(False)  # the table says why it is away (or no longer says it)

    def _stop(self, failure: CachetaError) -> None:
        self.failure = failure
        self.close()
        self.on_link(False)

    # --- what the table sends -----------------------------------------------------------------

    def _send(self, frame: dict[str, Any]) -> int:
        if not self._up or self._socket is None:
            raise ConnectionError("not connected")
        frame = {**frame, "id": next(self._ids)}
        self._socket.send(json.dumps(frame, ensure_ascii=False))
        return frame["id"]

    def move(self, move: Move | dict[str, Any]) -> int:
        return self._send(protocol.move_frame(move))

    def host(self, action: str, **fields: Any) -> int:
        return self._send(protocol.host_frame(action, **fields))

    def hello(self, lang: str) -> int:
        frame = protocol.hello_frame(lang)
        self.lang = lang  # also the language of the next connection, when this one is down
        return self._send(frame)

    def answer(self, puzzle: int, move: Move | dict[str, Any] | None) -> int:
        return self._send(protocol.answer_frame(puzzle, move))

    def name(self, name: str) -> int:
        return self._send(protocol.name_frame(name))

    def close(self) -> None:
        self.closed = True
        self._up = False
        socket, self._socket = self._socket, None
        if socket is not None:
            socket.close()
            self._spent.append(socket)


# --- the browser itself (Pyodide) -----------------------------------------------------------

class _JsSocket:
    """A ``js.WebSocket`` and the Python callbacks it holds."""

    def __init__(self, ws: Any, handlers: list[Any]) -> None:
        self.ws, self.handlers = ws, handlers

    def send(self, text: str) -> None:
        self.ws.send(text)

    def close(self) -> None:
        self.ws.close(1000)

    def release(self) -> None:
        for name, handler in zip(("open", "message", "close"), self.handlers, strict=True):
            self.ws.removeEventListener(name, handler)
            handler.destroy()
        self.handlers = []


class PyodidePage:
    """The browser as Pyodide gives it: ``js.WebSocket`` with callbacks made by
    ``pyodide.ffi.create_proxy``, asyncio (Pyodide's loop runs on the browser's timers) and
    ``js.fetch``."""

    def __init__(self) -> None:
        import js  # Pyodide's bridge to the browser's globals

        self._js = js
        self._asking: set[Any] = set()  # the requests under way (kept from the collector)
        location = getattr(js, "location", None)
        self.secure = str(getattr(location, "protocol", "")) == "https:"

    def socket(self, url: str, on_open: Callable[[], None], on_message: Callable[[str], None],
               on_close: Callable[[], None]) -> Socket:
        from pyodide.ffi import create_proxy

        ws = self._js.WebSocket.new(url)
        handlers = [create_proxy(lambda _event: on_open()),
                    create_proxy(lambda event: on_message(str(event.data))),
                    create_proxy(lambda _event: on_close())]
        for name, handler in zip(("open", "message", "close"), handlers, strict=True):
            ws.addEventListener(name, handler)
        return _JsSocket(ws, handlers)

    def later(self, seconds: float, then: Callable[[], None]) -> None:
        asyncio.get_event_loop().call_later(seconds, then)

    def status(self, url: str, then: Callable[[int, str], None]) -> None:
        async def ask() -> None:
            try:
                response = await self._js.fetch(url)
                status = int(response.status)
            except Exception:  # no answer, or one the page may not read
                then(0, "")
                return
            try:
                body = str(await response.text())[:LONGEST_ANSWER]
            except Exception:  # a body cut short: the status still says what it can
                body = ""
            then(status, body)

        task = asyncio.ensure_future(ask())
        self._asking.add(task)
        task.add_done_callback(self._asking.discard)

    def now(self) -> float:
        return time.monotonic()
