"""Clients of a room (docs/room.md): :class:`AsyncRoomClient` for asyncio code,
:class:`RoomConnection` in a background thread (a notebook kernel keeps running), and
:func:`play_seat`, one seat played by a bot until the round or match ends. All of them
reconnect by themselves while the server is away; a refused link raises :class:`RoomRefused`.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import threading
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TextIO, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from ..checks import check_lang
from ..errors import CachetaError
from ..game.bots import Bot, make_bot
from ..game.moves import Move
from ..game.views import OVER, PlayerView
from .links import websocket_url, with_lang
from .protocol import (
    MAX_FRAME,
    RoomAway,
    RoomRefused,
    backoff,
    hello_frame,
    host_frame,
    move_frame,
    note_frame,
    view_from_state,
)

__all__ = ["AsyncRoomClient", "RoomAway", "RoomConnection", "RoomRefused", "play_seat",
           "play_seat_async", "run_blocking", "view_from_state"]

T = TypeVar("T")


class AsyncRoomClient:
    """One link's connection, for asyncio code. ``async for frame in client.frames():``
    gives every frame, reconnecting while the server is away (up to ``patience`` seconds at a
    time); :meth:`move`, :meth:`host` and :meth:`hello` send."""

    def __init__(self, url: str, lang: str = "pt", patience: float = 60.0,
                 transcript: TextIO | None = None) -> None:
        self.url = url
        self.lang = check_lang(lang)
        self.patience = patience
        self.transcript = transcript
        self.ws: ClientConnection | None = None
        self.welcome: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.errors: list[dict[str, Any]] = []
        self.reconnects = 0
        self.closed = False
        self._ids = itertools.count(1)

    async def connect(self) -> None:
        """Open the connection (once); a refused link raises :class:`RoomRefused`."""
        try:
            self.ws = await connect(websocket_url(with_lang(self.url, self.lang)),
                                    max_size=MAX_FRAME, compression=None, open_timeout=5,
                                    ping_interval=20, ping_timeout=20)
        except InvalidStatus as exc:
            status = exc.response.status_code
            if status in (403, 404):
                raise RoomRefused(status) from None
            raise

    async def frames(self) -> AsyncIterator[dict[str, Any]]:
        """Every frame from the server, reconnecting as needed; ends after :meth:`close` or a
        ``replaced`` frame; raises :class:`RoomAway` when the server stays away too long."""
        away_since: float | None = None
        attempt = 0
        while not self.closed:
            try:
                if self.ws is None:
                    await self.connect()
                    if away_since is not None:
                        self.reconnects += 1
                away_since, attempt = None, 0
                assert self.ws is not None
                async for message in self.ws:
                    frame = json.loads(message)
                    self._note(frame)
                    yield frame
                    if frame.get("type") == "replaced":
                        self.closed = True
                        return
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, EOFError):
                pass
            self.ws = None
            if self.closed:
                return
            now = time.monotonic()
            away_since = now if away_since is None else away_since
            if now - away_since > self.patience:
                raise RoomAway(self.patience)
            await asyncio.sleep(backoff(attempt))
            attempt += 1

    async def recv(self) -> dict[str, Any]:
        """The next frame of the open connection (no reconnection)."""
        if self.ws is None:
            await self.connect()
        assert self.ws is not None
        frame = json.loads(await self.ws.recv())
        self._note(frame)
        return frame

    def _note(self, frame: dict[str, Any]) -> None:
        note_frame(self, frame)
        self._write("in", frame)

    def _write(self, way: str, frame: dict[str, Any]) -> None:
        if self.transcript is not None:
            self.transcript.write(json.dumps({way: frame, "t": round(time.time(), 3)},
                                             ensure_ascii=False) + "\n")

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
            await self.ws.close()

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
                          patience: float = 60.0, lang: str = "pt", seed: int | str = 0
                          ) -> dict[str, Any]:
    """Play the seat of ``url`` with a bot of level ``bot`` until the round (or match) ends;
    returns the summary (``finished``, ``winner`` …)."""
    player = make_bot(bot, seed)
    out = (open(transcript, "w", encoding="utf-8", buffering=1)  # noqa: SIM115
           if transcript else None)
    client = AsyncRoomClient(url, lang, patience, out)
    sent, acted, fell_back = 0, None, None
    try:
        async for frame in client.frames():
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
            if client.welcome["role"] != "seat":
                raise RoomRefused(403)
            if finished(client.welcome, frame):
                return {"finished": True, "winner": winner(frame), "seat":
                        client.welcome["seat"], "room": client.welcome["room"],
                        "game": frame["game"], "seq": frame["seq"], "moves": sent,
                        "refused": len(client.errors), "reconnects": client.reconnects,
                        "how": frame["table"]["result"]["how"] if frame["table"]["result"]
                        else None}
            mark = (frame["game"], frame["seq"])
            if not frame["legal"] or mark == acted:
                continue
            acted = mark
            view = view_from_state(client.welcome, frame)
            move = bot_decision(player, view) if view is not None else None
            if move is not None:
                with contextlib.suppress(ConnectionError, ConnectionClosed):
                    await client.move(move)
                    sent += 1
        return {"finished": False, "winner": None, "moves": sent,
                "reconnects": client.reconnects}
    finally:
        await client.close()
        if out is not None:
            out.close()


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
              patience: float = 60.0, lang: str = "pt", seed: int | str = 0) -> dict[str, Any]:
    """:func:`play_seat_async`, blocking until the end (from a notebook too)."""
    return run_blocking(play_seat_async(url, bot, transcript, patience, lang, seed))


class RoomConnection:
    """A link's connection in a background thread with its own event loop: ``on_frame(frame)``
    is called (in that thread) for every frame; it reconnects by itself until :meth:`close`.
    A refused link raises :class:`RoomRefused` here. One of the two transports of a table
    joined to a room (:mod:`cacheta_lab.room.transport`)."""

    blocking = True  # opened: the first state is in

    def __init__(self, url: str, lang: str = "pt",
                 on_frame: Callable[[dict[str, Any]], None] | None = None,
                 patience: float = 3600.0, timeout: float = 10.0) -> None:
        self.client = AsyncRoomClient(url, lang, patience)
        self.on_frame = on_frame
        self._loop = asyncio.new_event_loop()
        self._got_state = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="cacheta-room-client",
                                        daemon=True)
        self._thread.start()
        if not self._got_state.wait(timeout) or self._failure is not None:
            failure = self._failure
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
                    self._got_state.set()
                if self.on_frame is not None:
                    self.on_frame(frame)
        except CachetaError as exc:  # refused, or away too long
            self._failure = exc
            self._got_state.set()

    @property
    def welcome(self) -> dict[str, Any] | None:
        return self.client.welcome

    @property
    def connected(self) -> bool:
        """Whether the connection is up now (down: it is trying again by itself)."""
        return self.client.ws is not None

    @property
    def state(self) -> dict[str, Any] | None:
        return self.client.state

    @property
    def errors(self) -> list[dict[str, Any]]:
        return self.client.errors

    def wait_state(self, timeout: float = 5.0) -> dict[str, Any] | None:
        self._got_state.wait(timeout)
        return self.client.state

    def view(self) -> PlayerView | None:
        """The engine's view of this seat now (None for host and watch links)."""
        if self.client.welcome is None or self.client.state is None:
            return None
        return view_from_state(self.client.welcome, self.client.state)

    def _call(self, coro: Any) -> int:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(10)

    def move(self, move: Move | dict[str, Any]) -> int:
        return self._call(self.client.move(move))

    def host(self, action: str, **fields: Any) -> int:
        return self._call(self.client.host(action, **fields))

    def hello(self, lang: str) -> int:
        return self._call(self.client.hello(lang))

    def close(self) -> None:
        if not self._loop.is_closed():
            with contextlib.suppress(Exception):  # the loop may end meanwhile
                asyncio.run_coroutine_threadsafe(self.client.close(), self._loop).result(5)
        self._thread.join(5)
