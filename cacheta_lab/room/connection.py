"""One client's connection to a room: its link, language, rate bucket and outbox, over the
``websockets`` library's connection, with everything it may cost the server bounded.

A client that does not read what it is sent is not read either: once its outbox is full the
server takes no more of its frames until it has read them, and a write buffer it leaves full is
cut off. A connection the server lets go (a newer connection of its link replaced it, or it
flooded) is obeyed no more: nothing it sends is acted on, it is sent nothing but its last frame
and the close, and its transport is aborted when the close has not gone through within
``Limits.close_wait`` seconds."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import socket
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..errors import CachetaError
from .limits import Limits
from .links import Address
from .lobby import Lobby
from .outgoing import frame_text
from .table import Room

STATE = object()  # in an outbox: "the latest state frame here"
POLICY = 1008  # the close code of a connection let go for flooding


class BoundedServerConnection(ServerConnection):
    """The library's server connection, its output bounded: the kernel's send buffer is fixed
    (``Limits.send_buffer``); the replies the library makes by itself (pongs) to a client that
    does not read cut it off past ``Limits.replies`` bytes; a write buffer over its
    high-water mark that does not shrink for ``Limits.stall`` seconds cuts it off. From the
    moment its socket is accepted until the door lets it in it waits in the ``lobby``. The
    functions in :attr:`on_lost` run once its socket is gone."""

    def __init__(self, *args: Any, limits: Limits, lobby: Lobby, **options: Any) -> None:
        super().__init__(*args, **options)
        self.limits = limits
        self.lobby = lobby
        self.on_lost: list[Callable[[], None]] = []
        self.replied = 0  # bytes of the library's replies since the write buffer was empty
        self.stall_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        sock = transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.send_buffer)
        peer = transport.get_extra_info("peername")
        self.lobby.enter(self, str(peer[0]) if isinstance(peer, tuple) and peer else "")

    def drop(self) -> None:
        """Close the socket at once (pushed out of the lobby)."""
        self.transport.abort()

    def data_received(self, data: bytes) -> None:
        before = self.transport.get_write_buffer_size()
        super().data_received(data)
        if before == 0:
            self.replied = 0
        self.replied += max(0, self.transport.get_write_buffer_size() - before)
        if self.replied > self.limits.replies:
            self.transport.abort()

    def pause_writing(self) -> None:
        super().pause_writing()
        self._watch_stall(self.transport.get_write_buffer_size())

    def resume_writing(self) -> None:
        super().resume_writing()
        if self.stall_timer is not None:
            self.stall_timer.cancel()
            self.stall_timer = None

    def _watch_stall(self, size: int) -> None:
        self.stall_timer = self.loop.call_later(self.limits.stall, self._stalled, size)

    def _stalled(self, size: int) -> None:
        """``Limits.stall`` seconds after the write buffer held ``size`` bytes: cut off unless
        the client took some."""
        now = self.transport.get_write_buffer_size()
        if now < size:
            self._watch_stall(now)
        else:
            self.transport.abort()

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self.lobby.leave(self)
        if self.stall_timer is not None:
            self.stall_timer.cancel()
        for call in self.on_lost:
            call()
        self.on_lost.clear()


def connection_options(limits: Limits, lobby: Lobby) -> dict[str, Any]:
    """The options of ``websockets.asyncio.server.serve`` that bound each connection."""
    return {"create_connection": functools.partial(BoundedServerConnection, limits=limits,
                                                   lobby=lobby),
            "write_limit": limits.write_limit, "close_timeout": limits.close_wait,
            "open_timeout": limits.handshake_wait, "backlog": limits.backlog}


class Connection:
    """One WebSocket connection: its link (room, role, seat), language, rate bucket and
    outbox (frames in order; one pending state frame at most, built when sent, and sent only
    once the room's moves are written: the frames behind it go first meanwhile)."""

    def __init__(self, ws: ServerConnection, room: Room, address: Address, lang: str,
                 written: asyncio.Event, rate: float, burst: int, limits: Limits) -> None:
        self.ws = ws
        self.written = written  # set while the room has no move waiting to be written
        self.rate = rate
        self.burst = burst
        self.limits = limits
        self.room = room
        self.role = address.role
        self.seat = address.seat
        self.lang = lang
        self.tokens = float(burst)
        self.refilled = time.monotonic()
        self.dropped = 0
        self.outbox: deque[Any] = deque()
        self.queued = 0  # characters of the frames in the outbox
        self.wake = asyncio.Event()
        self.drained = asyncio.Event()  # set whenever the outbox gets shorter
        self.state_pending = False
        self.closing = False  # let go: obeyed no more
        self.close_code: int | None = None
        self._abort: asyncio.TimerHandle | None = None

    def allow(self) -> bool:
        """Take one token from the bucket (``rate`` a second, up to ``burst``)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.refilled) * self.rate)
        self.refilled = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def send(self, frame: dict[str, Any]) -> None:
        if self.closing:
            return
        text = frame_text(frame)
        self.outbox.append(text)
        self.queued += len(text)
        self.wake.set()

    async def caught_up(self) -> None:
        """Wait while the outbox is full (``Limits.outbox_frames`` frames or
        ``outbox_bytes`` characters): the client's next frame is read once it has read
        what it was sent."""
        while not self.closing and (len(self.outbox) >= self.limits.outbox_frames
                                    or self.queued >= self.limits.outbox_bytes):
            self.drained.clear()
            await self.drained.wait()

    def send_state(self) -> None:
        """The room's state, built when it is sent; also called once the room's moves are
        written, for a state that waits for them."""
        if self.closing:
            return
        if not self.state_pending:
            self.state_pending = True
            self.outbox.append(STATE)
        self.wake.set()

    def error(self, err: CachetaError, code: str, frame_id: Any = None) -> None:
        frame = {"type": "error", "code": code, "message": err.message(self.lang)}
        if frame_id is not None:
            frame["id"] = frame_id
        self.send(frame)

    def shut(self, code: int, last: dict[str, Any] | None = None) -> None:
        """Let the connection go: what it sends is dropped from now on; ``last`` (if any) and
        the close with ``code`` are all it is still sent; its transport is aborted if it has
        not closed within ``Limits.close_wait`` seconds."""
        if self.closing:
            return
        self.closing = True
        self.state_pending = False
        self.outbox.clear()
        self.queued = 0
        if last is not None:
            text = frame_text(last)
            self.outbox.append(text)
            self.queued = len(text)
        self.close_code = code
        self.wake.set()
        self.drained.set()
        self._abort = asyncio.get_running_loop().call_later(self.limits.close_wait,
                                                            self.ws.transport.abort)

    def lost(self) -> None:
        """Its socket is gone: nothing more is read, sent or aborted."""
        self.closing = True
        self.drained.set()
        if self._abort is not None:
            self._abort.cancel()

    def _next(self) -> str | None:
        """The next frame to send, in order, the state built now; None when there is none
        but a state waiting for the room's moves to be written (a state is shown once on
        disk): the frames behind it (an error, an answer) go meanwhile."""
        for place, frame in enumerate(self.outbox):
            if frame is STATE:
                if not self.written.is_set():
                    continue
                del self.outbox[place]
                self.state_pending = False
                return frame_text(self.room.state_frame(self.seat, self.lang))
            del self.outbox[place]
            self.queued -= len(frame)
            self.drained.set()
            return frame
        return None

    async def write(self) -> None:
        """Send the outbox until the connection closes."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self.wake.wait()
                self.wake.clear()
                while (frame := self._next()) is not None:
                    await self.ws.send(frame)
                if self.close_code is not None:
                    await self.ws.close(self.close_code)
                    return
