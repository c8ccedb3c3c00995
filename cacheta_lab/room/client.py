"""Clients of a room (docs/room.md): :class:`AsyncRoomClient` for asyncio code,
:class:`RoomConnection` in a background thread (a notebook kernel keeps running), and
:func:`play_seat`, one seat played by a bot until the round or match ends. All of them
reconnect by themselves while the server is away, and while its door turns the link away for
now (:class:`RoomFull`, HTTP 503); a refused link raises :class:`RoomRefused`.

What they trust: nothing. A link is checked before any connection
(:func:`~cacheta_lab.room.link_check.check_link`); every frame is checked before anything reads
it (:mod:`~cacheta_lab.room.frame_check`), and one that breaks the protocol stops the client
with :class:`RoomBroken`; a transcript that cannot be written stops it with one
:class:`CachetaError` (never taken for a lost connection); :func:`play_seat` gives up with
:class:`RoomIdle` when the game does not move for ``idle`` seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import threading
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..catalogue import Said
from ..checks import check_lang, check_level, check_path, check_seconds, check_seed
from ..echo import short_repr as echo
from ..errors import CachetaError
from ..game.bots import Bot, make_bot
from ..game.moves import Move
from ..game.views import OVER, PlayerView
from .frame_check import take_frame
from .link_check import check_link
from .links import SEAT, websocket_url, with_lang
from .protocol import (
    LONGEST_WAIT,
    MAX_FRAME,
    RoomAway,
    RoomBroken,
    RoomFull,
    RoomIdle,
    RoomRefused,
    answer_frame,
    backoff,
    hello_frame,
    host_frame,
    move_frame,
    name_frame,
    view_from_state,
)

__all__ = ["AsyncRoomClient", "RoomAway", "RoomBroken", "RoomConnection", "RoomFull",
           "RoomIdle", "RoomRefused", "Transcript", "play_seat", "play_seat_async", "run_blocking",
           "view_from_state"]

IDLE = 600.0  # seconds a seat played by a bot waits for the game to move, by default

T = TypeVar("T")


class Transcript:
    """Every frame sent and received, one JSON line each with the time (``--transcript``).
    A write that fails (a full disk, ``/dev/full``) raises one :class:`CachetaError`."""

    def __init__(self, path: str | Path) -> None:
        self.path = check_path(path)
        try:
            self.file = open(self.path, "w", encoding="utf-8", buffering=1)  # noqa: SIM115
        except OSError as exc:
            raise self._failed(exc) from None

    def write(self, way: str, frame: Any) -> None:
        line = {way: frame, "t": round(time.time(), 3)}
        try:
            try:
                self.file.write(json.dumps(line, ensure_ascii=False) + "\n")
            except UnicodeEncodeError:  # a lone surrogate the server sent: written escaped
                self.file.write(json.dumps(line) + "\n")
        except OSError as exc:
            raise self._failed(exc) from None

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.file.close()

    def _failed(self, exc: OSError) -> CachetaError:
        return CachetaError(Said("room_client.transcript", path=echo(str(self.path)),
                                 error=exc.strerror or type(exc).__name__))


class AsyncRoomClient:
    """One link's connection, for asyncio code. ``async for frame in client.frames():``
    gives every frame, reconnecting while the server is away (up to ``patience`` seconds at a
    time); :meth:`move`, :meth:`host` and :meth:`hello` send. The link is checked here;
    ``transcript``: a file to write every frame to. :attr:`turned_away`: the door's reason
    while it turns the link away (it is tried again meanwhile)."""

    def __init__(self, url: str, lang: str = "pt", patience: float = 60.0,
                 transcript: str | Path | None = None) -> None:
        self.address = check_link(url)
        self.url = url
        self.lang = check_lang(lang)
        self.patience = check_seconds("patience", patience, LONGEST_WAIT)
        self.transcript = Transcript(transcript) if transcript is not None else None
        self.ws: ClientConnection | None = None
        self.welcome: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.view: PlayerView | None = None  # the seat's view in the latest state
        self.errors: list[dict[str, Any]] = []  # the last error frames
        self.refused = 0  # error frames received
        self.reconnects = 0
        self.closed = False
        self.turned_away: RoomFull | None = None
        self._ids = itertools.count(1)

    async def connect(self) -> None:
        """Open the connection (once); a refused link raises :class:`RoomRefused`, one the
        door turns away for now :class:`RoomFull`."""
        try:
            self.ws = await connect(websocket_url(with_lang(self.url, self.lang)),
                                    max_size=MAX_FRAME, compression=None, open_timeout=5,
                                    ping_interval=20, ping_timeout=20)
        except InvalidStatus as exc:
            status = exc.response.status_code
            if status in (403, 404):
                raise RoomRefused(status) from None
            if status == 503:
                raise RoomFull(exc.response.body.decode("utf-8", "replace")) from None
            raise
        except InvalidURI:  # what the link check lets through and the library does not
            host = echo(urlsplit(self.url).hostname or "")
            raise CachetaError(Said("room_client.link", path="seat/N | host | watch", why=Said(
                "room_client.link_why.host", host=host))) from None

    async def frames(self) -> AsyncIterator[dict[str, Any]]:
        """Every frame from the server, reconnecting as needed; ends after :meth:`close` or a
        ``replaced`` frame; raises :class:`RoomAway` when the server stays away too long (or
        :class:`RoomFull` when its door still turns the link away then), :class:`RoomBroken`
        for a frame that breaks the protocol (the connection is closed)."""
        away_since: float | None = None
        attempt = 0
        while not self.closed:
            try:
                if self.ws is None:
                    await self.connect()
                    if away_since is not None:
                        self.reconnects += 1
                away_since, attempt, self.turned_away = None, 0, None
                assert self.ws is not None
                async for message in self.ws:
                    frame = self._receive(message)
                    yield frame
                    if frame["type"] == "replaced":
                        self.closed = True
                        return
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, EOFError):
                self.turned_away = None
            except RoomFull as full:  # tried again: replaced connections close, watchers go
                self.turned_away = full
            except CachetaError:  # refused, broken, or the transcript cannot be written
                await self.close()
                raise
            self.ws = None
            if self.closed:
                return
            now = time.monotonic()
            away_since = now if away_since is None else away_since
            if now - away_since > self.patience:
                raise self.turned_away or RoomAway(self.patience)
            await asyncio.sleep(backoff(attempt))
            attempt += 1

    async def recv(self) -> dict[str, Any]:
        """The next frame of the open connection (no reconnection)."""
        if self.ws is None:
            await self.connect()
        assert self.ws is not None
        return self._receive(await self.ws.recv())

    def _receive(self, message: Any) -> dict[str, Any]:
        """One message from the server: checked, kept (:func:`take_frame`) and written."""
        try:
            frame = take_frame(self, message)
        except RoomBroken:
            self._write("in", message if isinstance(message, str) else repr(message))
            raise
        self._write("in", frame)
        return frame

    def _write(self, way: str, frame: Any) -> None:
        if self.transcript is not None:
            self.transcript.write(way, frame)

    async def send(self, frame: dict[str, Any]) -> int:
        """Send a frame (an ``id`` is added); returns the id. Not connected: ConnectionError."""
        if self.ws is None:
            raise ConnectionError("not connected")
        frame = {**frame, "id": next(self._ids)}
        self._write("out", frame)
        await self.ws.send(json.dumps(frame, ensure_ascii=False))
        return frame["id"]

    async def move(self, move: Move | dict[str, Any]) -> int:
        return await self.send(move_frame(move))

    async def host(self, action: str, **fields: Any) -> int:
        return await self.send(host_frame(action, **fields))

    async def hello(self, lang: str) -> int:
        frame = hello_frame(lang)
        self.lang = lang
        return await self.send(frame)

    async def close(self) -> None:
        self.closed = True
        if self.ws is not None:
            with contextlib.suppress(OSError, ConnectionClosed):
                await self.ws.close()
        if self.transcript is not None:
            self.transcript.close()

    async def __aenter__(self) -> AsyncRoomClient:
        await self.connect()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()


# --- a seat played by a bot ---------------------------------------------------------------

def finished(welcome: dict[str, Any], state: dict[str, Any]) -> bool:
    """Whether the room's game (the round, or the match) is over."""
    return bool(state["table"]["over"])


def winner(state: dict[str, Any]) -> int | None:
    table = state["table"]
    if table["match"] is not None:
        return table["match"]["winner"]
    return table["result"]["winner"] if table["result"] else None


def bot_decision(bot: Bot, view: PlayerView) -> Move | None:
    """What ``bot`` plays from this view: its turn's move, or a call out of turn."""
    if view.phase == OVER or view.seat in view.out:
        return None
    if view.my_turn:
        move = bot.react(view) if view.rules.na_boa_calls else None
        return move if move is not None else bot.choose(view)
    return bot.react(view) if view.rules.na_boa_calls else None


async def play_seat_async(url: str, bot: str = "greedy", transcript: str | Path | None = None,
                          patience: float = 60.0, lang: str = "pt", seed: int | str = 0,
                          idle: float = IDLE) -> dict[str, Any]:
    """Play the seat of ``url`` with a bot of level ``bot`` until the round (or match) ends;
    returns the summary (``finished``, ``winner`` …). Every argument is checked first (a
    seat's link, a bot level, a seed, times of at most a day). Gives up with
    :class:`RoomAway` when the server is away longer than ``patience`` seconds, with
    :class:`RoomIdle` when the game does not move (no new move, no new game) for ``idle``
    seconds; stops with :class:`RoomBroken` when the server breaks the protocol."""
    check_link(url, (SEAT,))
    player = make_bot(check_level(bot), check_seed(seed))
    idle = check_seconds("idle", idle, LONGEST_WAIT, zero=False)
    client = AsyncRoomClient(url, lang, patience, transcript)
    frames = client.frames()
    sent, acted, fell_back, seen = 0, None, None, None
    deadline = time.monotonic() + idle
    try:
        while (frame := await _next(frames, deadline, idle)) is not None:
            if frame["type"] == "error" and client.state is not None:
                mark = (client.state["game"], client.state["seq"])
                if mark != fell_back:  # once a state: the server's first plain legal move
                    fell_back = mark
                    await _fallback(client)
                continue
            if frame["type"] == "welcome":  # a new connection: a move in flight may be lost
                acted = None
            if frame["type"] != "state" or client.welcome is None:
                continue
            mark = (frame["game"], frame["seq"])
            if mark != seen:  # the game moved
                seen, deadline = mark, time.monotonic() + idle
            if finished(client.welcome, frame):
                return {"finished": True, "winner": winner(frame), "seat":
                        client.welcome["seat"], "room": client.welcome["room"],
                        "game": frame["game"], "seq": frame["seq"], "moves": sent,
                        "refused": client.refused, "reconnects": client.reconnects,
                        "how": frame["table"]["result"]["how"] if frame["table"]["result"]
                        else None}
            if not frame["legal"] or mark == acted:
                continue
            acted = mark
            move = bot_decision(player, client.view) if client.view is not None else None
            if move is not None:
                with contextlib.suppress(ConnectionError, ConnectionClosed):
                    await client.move(move)
                    sent += 1
        return {"finished": False, "winner": None, "moves": sent,
                "reconnects": client.reconnects}
    finally:
        await frames.aclose()
        await client.close()


async def _next(frames: AsyncGenerator[dict[str, Any], None], deadline: float, idle: float
                ) -> dict[str, Any] | None:
    """The next frame (None: the frames ended), or :class:`RoomIdle` at ``deadline``."""
    try:
        return await asyncio.wait_for(anext(frames), max(0.0, deadline - time.monotonic()))
    except StopAsyncIteration:
        return None
    except TimeoutError:
        raise RoomIdle(idle) from None


async def _fallback(client: AsyncRoomClient) -> None:
    """After a refused move on this seat's turn, play the first draw or discard the server
    lists as legal (the bot would likely choose the refused move again)."""
    state = client.state
    assert state is not None
    you = state.get("you") or {}
    plain = [m for m in state.get("legal") or [] if m["type"] in ("draw", "discard")]
    if you.get("turn") == you.get("seat") and plain:
        with contextlib.suppress(ConnectionError, ConnectionClosed):
            await client.move(plain[0])


def run_blocking(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` to its end and return its result, from any thread: in a thread of its own
    when this one already runs an event loop (a notebook's kernel does)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def play_seat(url: str, bot: str = "greedy", transcript: str | Path | None = None,
              patience: float = 60.0, lang: str = "pt", seed: int | str = 0,
              idle: float = IDLE) -> dict[str, Any]:
    """:func:`play_seat_async`, blocking until the end (from a notebook too)."""
    return run_blocking(play_seat_async(url, bot, transcript, patience, lang, seed, idle))


class RoomConnection:
    """A link's connection in a background thread with its own event loop: ``on_frame(frame)``
    is called (in that thread) for every frame; it reconnects by itself until :meth:`close`.
    A refused link, a server that breaks the protocol before the first state, or a link the
    door turns away for all of ``timeout`` (:class:`RoomFull`) raises here;
    later, the connection stops, :attr:`failure` says why and ``on_link(False)`` is called.
    One of the two transports of a table joined to a room
    (:mod:`cacheta_lab.room.transport`)."""

    blocking = True  # opened: the first state is in

    def __init__(self, url: str, lang: str = "pt",
                 on_frame: Callable[[dict[str, Any]], None] | None = None,
                 patience: float = 3600.0, timeout: float = 10.0,
                 on_link: Callable[[bool], None] | None = None) -> None:
        self.client = AsyncRoomClient(url, lang, patience)
        self.on_frame, self.on_link = on_frame, on_link
        self.failure: CachetaError | None = None
        self._loop = asyncio.new_event_loop()
        self._got_state = threading.Event()
        self._opened = False  # a first state came: a failure after it does not undo the open
        self._thread = threading.Thread(target=self._run, name="cacheta-room-client",
                                        daemon=True)
        self._thread.start()
        if not self._got_state.wait(timeout) or not self._opened:
            failure = self.failure or self.client.turned_away
            self.close()
            if failure is not None:
                raise failure
            raise ConnectionError(f"no answer from {url[:80]} in {timeout} s")

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        with contextlib.suppress(asyncio.CancelledError):
            self._loop.run_until_complete(self._listen())
            left = asyncio.all_tasks(self._loop)  # e.g. close(), still waiting for its end
            if left:
                self._loop.run_until_complete(asyncio.wait(left, timeout=2))
            self._loop.run_until_complete(asyncio.sleep(0.01))  # callbacks still due
        self._loop.close()

    async def _listen(self) -> None:
        try:
            async for frame in self.client.frames():
                if frame.get("type") == "state":
                    self._opened = True
                    self._got_state.set()
                if self.on_frame is not None:
                    self.on_frame(frame)
        except CachetaError as exc:  # refused, broken, or away too long
            self.failure = exc
            self._got_state.set()
            if self._opened and self.on_link is not None:
                self.on_link(False)

    @property
    def welcome(self) -> dict[str, Any] | None:
        return self.client.welcome

    @property
    def connected(self) -> bool:
        """Whether the connection is up now (down: it is trying again by itself, unless it
        stopped: :attr:`failure`)."""
        return self.client.ws is not None and self.failure is None

    @property
    def turned_away(self) -> RoomFull | None:
        """The door's reason while it turns the link away (it is tried again meanwhile)."""
        return self.client.turned_away

    @property
    def state(self) -> dict[str, Any] | None:
        return self.client.state

    @property
    def errors(self) -> list[dict[str, Any]]:
        """The last error frames (at most 100)."""
        return self.client.errors

    @property
    def refused(self) -> int:
        """Every error frame received."""
        return self.client.refused

    def wait_state(self, timeout: float = 5.0) -> dict[str, Any] | None:
        self._got_state.wait(timeout)
        return self.client.state

    def view(self) -> PlayerView | None:
        """The engine's view of this seat now (None for host and watch links), checked."""
        return self.client.view

    def _call(self, coro: Any) -> int:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(10)

    def move(self, move: Move | dict[str, Any]) -> int:
        return self._call(self.client.move(move))

    def host(self, action: str, **fields: Any) -> int:
        return self._call(self.client.host(action, **fields))

    def hello(self, lang: str) -> int:
        return self._call(self.client.hello(lang))

    def answer(self, puzzle: int, move: Move | dict[str, Any] | None) -> int:
        return self._call(self.client.send(answer_frame(puzzle, move)))

    def name(self, name: str) -> int:
        return self._call(self.client.send(name_frame(name)))

    def close(self) -> None:
        if not self._loop.is_closed():
            with contextlib.suppress(Exception):  # the loop may end meanwhile
                asyncio.run_coroutine_threadsafe(self.client.close(), self._loop).result(5)
        self._thread.join(5)
