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
from collections.abc import AsyncIterator, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..checks import (
    MAX_ROUNDS,
    check_count,
    check_lang,
    check_level,
    check_path,
    check_seconds,
    check_seed,
)
from ..errors import CachetaError
from ..game.bots import Bot, make_bot
from ..game.moves import Move
from ..game.views import OVER, PlayerView
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
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
           "RoomIdle", "RoomRefused", "RoomReplaced", "Transcript", "play_seat",
           "play_seat_async", "run_blocking", "view_from_state"]

IDLE = 600.0  # seconds a seat played by a bot waits for the game to move, by default
AGAIN = 0.5  # seconds before a headless seat plays again after a refusal that changed nothing

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

def winner(state: dict[str, Any]) -> int | None:
    """The winner of what ended last in ``state``: the match once it is over, else the
    round."""
    table = state["table"]
    if table["match"] is not None and table["match"]["over"]:
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


class RoomReplaced(CachetaError):
    """The seat's link was opened elsewhere: the newest connection holds the seat, this one
    stopped (the server's ``replaced`` frame)."""

    def __init__(self) -> None:
        super().__init__(Said("room_client.replaced"))


class _Rounds:
    """The rounds a headless seat saw end: only those it saw in play count (a seat that
    joins after a round ended waits for the next one)."""

    def __init__(self, rounds: int | None) -> None:
        self.wanted = rounds
        self.base: dict[int, int] = {}  # game -> rounds of it ended before it was seen in play
        self.ended: dict[int, int] = {}  # game -> rounds of it ended since

    def done(self, state: dict[str, Any]) -> bool:
        """Whether the seat has played what it was asked to, after this ``state``: the
        ``rounds`` wanted, or (by default, and at a match's end) the game it played."""
        table, game = state["table"], state["game"]
        match = table["match"]
        ended = len(match["results"]) if match is not None else int(table["over"])
        if game not in self.base and not table["over"] and table["result"] is None:
            self.base[game] = ended
        if game not in self.base:
            return False
        self.ended[game] = ended - self.base[game]
        if self.wanted is not None and self.count >= self.wanted:
            return True
        return bool(table["over"]) and (self.wanted is None or match is not None)

    @property
    def count(self) -> int:
        return sum(self.ended.values())


class _Turns:
    """When a headless seat plays: on a state that lists moves for it, unless its move is
    still on its way (sent, not yet answered by a state of another position or by a
    refusal). A refusal that changed nothing (paused, the seat held by a bot, the disk full,
    too many frames) is played again at the next state, even of the same position, or
    :data:`AGAIN` seconds later if the same state still lists moves; a move the engine
    refused is replaced at once, once a position, by the server's first plain legal move
    (the bot would choose it again)."""

    def __init__(self) -> None:
        self.in_flight: int | None = None  # the id of the move on its way
        self.acted: tuple[int, int] | None = None  # the position last played on
        self.again_at: float | None = None  # a refusal: play again from then on
        self.fell_back: tuple[int, int] | None = None

    def reconnected(self) -> None:
        """A new connection: a move on its way may be lost; the next state is played on."""
        self.in_flight, self.acted = None, None

    def plays(self, state: dict[str, Any], retry: bool = False) -> bool:
        """Whether to play on ``state`` now (``retry``: its refusal's wait is over)."""
        mark = (state["game"], state["seq"])
        if mark != self.acted:
            self.in_flight = None
        if not state["legal"] or self.in_flight is not None or (
                mark == self.acted and self.again_at is None):
            return False
        if retry and time.monotonic() < (self.again_at or 0):
            return False
        self.acted, self.again_at = mark, None
        return True

    def refused(self, error: dict[str, Any], state: dict[str, Any]) -> dict[str, Any] | None:
        """The seat's move was refused: the move to play at once instead, if any. An error
        with no id refused a frame the server did not read (too many frames a second): the
        move on its way, the only frame a headless seat sends."""
        if self.in_flight is None or error.get("id") not in (None, self.in_flight):
            return None
        self.in_flight = None
        mark = (state["game"], state["seq"])
        if error.get("code") == "illegal_move" and mark != self.fell_back:
            self.fell_back = mark
            you = state.get("you") or {}
            plain = [m for m in state.get("legal") or [] if m["type"] in ("draw", "discard")]
            if you.get("turn") == you.get("seat") and plain:
                return plain[0]
        self.again_at = time.monotonic() + AGAIN
        return None


async def play_seat_async(url: str, bot: str = "greedy", transcript: str | Path | None = None,
                          patience: float = 60.0, lang: str = "pt", seed: int | str = 0,
                          idle: float = IDLE, rounds: int | None = None) -> dict[str, Any]:
    """Play the seat of ``url`` with a bot of level ``bot`` until the round ends (in a match
    room: the match), or until ``rounds`` rounds have ended (the host deals them; a match
    that ends stops it too); returns the summary (``finished``, ``winner``, ``rounds`` …).
    Only rounds it saw in play count: started between two rounds, it waits for the next.
    Every argument is checked first (a seat's link, a bot level, a seed, times of at most a
    day, 1 to 10,000 rounds). Gives up with :class:`RoomAway` when the server is away longer
    than ``patience`` seconds, with :class:`RoomIdle` when the game does not move (no new
    move, no new game) for ``idle`` seconds; stops with :class:`RoomBroken` when the server
    breaks the protocol, with :class:`RoomReplaced` when its link is opened elsewhere."""
    check_link(url, (SEAT,))
    player = make_bot(check_level(bot), check_seed(seed))
    idle = check_seconds("idle", idle, LONGEST_WAIT, zero=False)
    ended = _Rounds(None if rounds is None else check_count("rounds", rounds, 1, MAX_ROUNDS))
    client = AsyncRoomClient(url, lang, patience, transcript)
    turns, sent, seen = _Turns(), 0, None
    deadline = time.monotonic() + idle

    async def send(move: Move | dict[str, Any]) -> None:
        nonlocal sent
        with contextlib.suppress(ConnectionError, ConnectionClosed):
            turns.in_flight = await client.move(move)
            sent += 1

    async def play(state: dict[str, Any], retry: bool = False) -> None:
        if turns.plays(state, retry) and client.view is not None:
            move = bot_decision(player, client.view)
            if move is not None:
                await send(move)

    async with _Frames(client) as frames:
        while True:
            wake = min(deadline, turns.again_at or deadline)
            frame = await frames.next(wake - time.monotonic())
            if frame is None:  # nothing came: a refused move is played again, or give up
                if time.monotonic() >= deadline:
                    raise RoomIdle(idle)
                if client.state is not None and client.welcome is not None:
                    await play(client.state, retry=True)
                continue
            kind = frame["type"]
            if kind == "replaced":
                raise RoomReplaced
            if kind == "error" and client.state is not None:
                instead = turns.refused(frame, client.state)
                if instead is not None:
                    await send(instead)
                continue
            if kind == "welcome":
                turns.reconnected()
            if kind != "state" or client.welcome is None:
                continue
            mark = (frame["game"], frame["seq"], frame["table"]["phase"])
            if mark != seen:  # the game moved (a move, a new game, the next round dealt)
                seen, deadline = mark, time.monotonic() + idle
            if ended.done(frame):
                result = frame["table"]["result"]
                return {"finished": True, "winner": winner(frame), "seat":
                        client.welcome["seat"], "room": client.welcome["room"],
                        "game": frame["game"], "seq": frame["seq"], "rounds": ended.count,
                        "moves": sent, "refused": client.refused,
                        "reconnects": client.reconnects,
                        "how": result["how"] if result else None}
            await play(frame)


class _Frames:
    """A client's frames read by a task of their own (``async with``): :meth:`next` waits
    for one at most a while, and a wait that ends leaves the reading whole."""

    def __init__(self, client: AsyncRoomClient) -> None:
        self.client = client
        self.queue: asyncio.Queue[dict[str, Any] | BaseException] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> _Frames:
        self.task = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        frames = self.client.frames()
        try:
            async for frame in frames:
                await self.queue.put(frame)
            await self.queue.put(RoomReplaced())  # the frames end only after a replaced
        except Exception as exc:  # raised where the frames are read
            await self.queue.put(exc)
        finally:
            await frames.aclose()

    async def next(self, wait: float) -> dict[str, Any] | None:
        """The next frame, or None after ``wait`` seconds with none."""
        try:
            item = await asyncio.wait_for(self.queue.get(), max(0.0, wait))
        except TimeoutError:
            return None
        if isinstance(item, BaseException):
            raise item
        return item

    async def __aexit__(self, *_: object) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
        await self.client.close()


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
              idle: float = IDLE, rounds: int | None = None) -> dict[str, Any]:
    """:func:`play_seat_async`, blocking until the end (from a notebook too)."""
    return run_blocking(play_seat_async(url, bot, transcript, patience, lang, seed, idle,
                                        rounds))


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
