"""The room server: the ``websockets`` library (asyncio) carries the frames of docs/room.md;
each connection gets only what its link may see; every move is the engine's.

A :class:`RoomServer` holds rooms (one per class, or many for a load test), runs in the
foreground (:meth:`RoomServer.run`) or in a background thread (:meth:`RoomServer.start_thread`,
for a notebook cell), and keeps its state in a directory (:mod:`.store`): new rooms are written
there only once the server listens, so a start that fails leaves nothing behind.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import socket
import threading
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..checks import check_count, check_lang
from ..engine.rules import Rules
from ..errors import CachetaError
from ..words.catalogue import Said, term
from ..words.echo import short_repr
from ..words.text import LANGS
from .class_store import class_tables
from .connection import POLICY, BoundedServerConnection, Connection, connection_options
from .door import Door
from .limits import Limits
from .links import HOST, LOG, SEAT, WATCH, Address, link, parse_address, same_secret
from .lobby import Lobby
from .outgoing import LONGEST_ID, echoable_id
from .page import info_page, watch_page
from .protocol import door_line
from .races import ACTIONS as RACE_ACTIONS
from .races import Races, race_file
from .settings import ROUND_PAUSE, Settings, bots_for, check_bots, check_host, check_rate
from .store import Store, StoreError, reason
from .table import Room, RoomError, refusal
from .writer import Writer

__all__ = ["RoomServer", "UnsavedMoves", "bots_for"]

LONGEST_FRAME = 4096  # characters: a longer frame gets a too_big error
MAX_MESSAGE = 65536  # bytes: the library closes the connection (1009) beyond this
RATE = 20.0  # frames a second, on average
BURST = 40  # frames at once
DROPS_TO_CLOSE = 200  # frames dropped in a row before the connection is closed (1008)
REPLACED_CODE = 4001
MAX_BURST = 10**9


async def _sleep(_room: Room, seconds: float) -> None:
    """A room's wait (:attr:`RoomServer.wait`)."""
    await asyncio.sleep(seconds)


class UnsavedMoves(CachetaError):
    """The server stopped with moves the state directory would not take (a full disk): they
    are lost; the message says how many, of which rooms, and why."""


class RoomServer:
    """Rooms served on ``host``:``port`` (0: a free port), their state in ``state_dir``.
    Rooms already in the directory are read back (same ids, same links) and the directory is
    locked: one server at a time. ``rate`` and ``burst``: each connection's frames a second
    and at once; :attr:`limits`: what each connection, link and the whole server may hold
    (read as connections come in). Every argument is checked (a bad one: a one-line
    :class:`CachetaError`)."""

    limits: Limits = Limits()
    # how a room waits (a bot's delay before its move, a match's pause before its next round):
    # ``await wait(room, seconds)`` (a test holds it to play a race in a set order)
    wait: Callable[[Room, float], Awaitable[None]] = staticmethod(_sleep)

    def __init__(self, state_dir: str | Path, host: str = "127.0.0.1", port: int = 0,
                 lang: str = "pt", rate: float = RATE, burst: int = BURST) -> None:
        self.host = check_host(host)
        self.rate = check_rate(rate)
        self.burst = check_count("burst", burst, 1, MAX_BURST)
        self.port = check_count("port", port, 0, 65535)
        self.lang = check_lang(lang)
        self.store = Store(state_dir)
        self.rooms: dict[str, Room] = {}
        try:
            for row in self.store.room_rows():
                room = Room.restore(self.store, row)
                self.rooms[room.id] = room
            self._read_class()
            self.races = Races(self)
            self.races.read()
        except BaseException:
            self.store.close()
            raise
        self._unsaved: list[Room] = []  # created here: written once the server listens
        self.connections: dict[str, set[Connection]] = {rid: set() for rid in self.rooms}
        self.holders: dict[tuple[str, int], Connection] = {}
        self.wakeups: dict[str, asyncio.Event] = {}
        self.written: dict[str, asyncio.Event] = {}
        self.writer = Writer(self.store, self.lang)
        self._told: set[str] = set()  # rooms whose hosts know that the disk refuses moves
        self._tasks: list[asyncio.Task[None]] = []
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._stop_asked = False  # stop() was called, maybe before the loop ran
        self._failure: BaseException | None = None  # what ended the background thread

    def _read_class(self) -> None:
        """A directory a class was served from is served as a class (``room class``, see
        :mod:`.class_server`), not as rooms: one line saying so."""
        tables = class_tables(self.store)
        if tables:
            raise CachetaError(Said("room_class.holds_class", path=self.store.shown, n=tables))

    # --- rooms and links ------------------------------------------------------------------

    def create_room(self, rules: str | Rules = "oficial", players: int = 4,
                    bots: Mapping[int, str] | None = None, unit: str = "round",
                    seed: int | str = 0, bot_delay: float = 0.5, max_turns: int | None = 500,
                    public_deal: bool = False, round_pause: float | None = ROUND_PAUSE
                    ) -> Room:
        """A new room, written to the state directory once the server listens (call it
        before starting the server). Every value is checked as :func:`open_server` checks."""
        settings = Settings.checked(rules, players, unit, seed, bot_delay, max_turns,
                                    public_deal, round_pause)
        return self.add_room(settings, check_bots(settings.players, bots or {}))

    def add_room(self, settings: Settings, bots: dict[int, str]) -> Room:
        """A new room of checked ``settings`` with ``bots`` (``{seat: level}``)."""
        room = Room.create(self.store, settings, bots)
        self.rooms[room.id] = room
        self.connections[room.id] = set()
        if self._server is None:
            self._unsaved.append(room)
        else:
            self.store.add_rooms([room.first_write()])
        return room

    @property
    def base(self) -> str:
        host = self.host
        if host in ("", "0.0.0.0", "::"):
            host = socket.gethostbyname(socket.gethostname())
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}"

    @property
    def links(self) -> dict[str, Any]:
        """The first room's links: ``{"watch", "host", "seats", "room", "bots"}``."""
        return self.links_of(next(iter(self.rooms.values())))

    def links_of(self, room: Room | str) -> dict[str, Any]:
        """``{"watch", "host", "seats", "room", "bots"}`` of a room."""
        if isinstance(room, str):
            room = self.rooms[room]
        s = room.secrets
        return {"watch": link(self.base, room.id, WATCH, s[WATCH]),
                "host": link(self.base, room.id, HOST, s[HOST]),
                "seats": [link(self.base, room.id, SEAT, key, seat)
                          for seat, key in enumerate(s[SEAT])],
                "room": room.id,
                "bots": {str(k): v for k, v in sorted(room.bot_levels.items())}}

    # --- running --------------------------------------------------------------------------

    async def start(self) -> None:
        """Listen (the port is known afterwards), write the new rooms, start each room's bots.
        A start that fails raises a one-line :class:`CachetaError` and leaves nothing."""
        try:
            self._server = await serve(
                self._handle, self.host, self.port, process_request=self._process_request,
                max_size=MAX_MESSAGE, ping_interval=20, ping_timeout=20, compression=None,
                server_header=None,
                **connection_options(self.limits, self.lobby))
        except (OSError, UnicodeError, OverflowError) as exc:  # a busy port, no such host
            self.store.discard()
            raise CachetaError(Said("room.cannot_listen", host=short_repr(self.host, 60),
                                    port=self.port, why=reason(exc))) from None
        self.port = self._server.sockets[0].getsockname()[1]
        try:
            self._write_new_rooms()
        except CachetaError:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
            self.store.discard()
            raise
        self._tasks.append(asyncio.create_task(self.writer.run(self._written,
                                                               self._disk_turned)))
        for rid in self.rooms:
            self._start_bots(rid)
        self.races.start()

    def _write_new_rooms(self) -> None:
        """The rooms created here and the deal secrets of rooms stored without one: one
        transaction, the directory created first if it is new."""
        secrets = {r.id: r.secrets for r in self.rooms.values() if r.secrets_unsaved}
        if not self._unsaved and not secrets:
            return
        self.store.create()
        self.store.add_rooms([room.first_write() for room in self._unsaved], secrets)
        self._unsaved.clear()
        for room in self.rooms.values():
            room.secrets_unsaved = False

    def _start_bots(self, rid: str) -> None:
        self.written[rid] = asyncio.Event()
        self.written[rid].set()
        self.wakeups[rid] = asyncio.Event()
        self.wakeups[rid].set()
        self._tasks.append(asyncio.create_task(self._run_bots(self.rooms[rid])))

    async def close(self) -> None:
        """Stop listening, write every move not yet written, let go of the state directory;
        moves the disk refuses then raise :class:`UnsavedMoves` (one line)."""
        for task in self._tasks:
            task.cancel()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(TimeoutError):  # a client that never hangs up
                await asyncio.wait_for(self._server.wait_closed(), 2)
        self.writer.finish()
        lost: list[tuple[Room, int, StoreError]] = []
        for room in self.rooms.values():
            waiting = len(room.unwritten)
            try:
                room.write()
            except StoreError as err:
                lost.append((room, waiting, err))
        self.store.close()
        if lost:
            raise UnsavedMoves(Said.counted(
                "room.unsaved", sum(n for _, n, _ in lost), why=lost[0][2].reason,
                rooms=", ".join(room.id for room, _, _ in lost)))

    async def serve_until_stopped(self, on_listening: Callable[[], None] | None = None
                                  ) -> None:
        """Listen, call ``on_listening()``, serve until :meth:`stop`, close. A stop asked
        before this runs is kept: nothing is served then."""
        self._stop = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        try:
            if not self._stop_asked:
                await self.start()
                if on_listening is not None:
                    on_listening()
                await self._stop.wait()
        finally:
            await self.close()

    def run(self, on_start: Callable[[RoomServer], None] | None = None) -> None:
        """Serve in this thread until :meth:`stop` (or Ctrl-C); ``on_start(server)`` is
        called once listening."""
        def listening() -> None:
            if on_start is not None:
                on_start(self)

        asyncio.run(self.serve_until_stopped(listening))

    def start_thread(self) -> RoomServer:
        """Serve from a background thread (a notebook cell returns at once); returns once the
        server listens, or raises what stopped it from starting."""
        started = threading.Event()

        def target() -> None:
            try:
                asyncio.run(self.serve_until_stopped(started.set))
            except BaseException as exc:  # raised to the caller: by start_thread or stop
                self._failure = exc
            finally:
                started.set()

        self._thread = threading.Thread(target=target, name="cacheta-room", daemon=True)
        self._thread.start()
        started.wait()
        if self._failure is not None:
            self._thread.join()
            failure, self._failure = self._failure, None
            raise failure
        return self

    def stop(self) -> None:
        """Stop serving (from any thread, or a signal handler, even before the server runs);
        connections are closed, the state stays on disk. In a background thread, what went
        wrong at the end (moves the disk refused) is raised here."""
        self._stop_asked = True
        if self._loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
        elif self._thread is None:
            self.store.close()  # never started: let go of the directory
        if self._thread is not None:
            self._thread.join(10)
            if self._failure is not None:
                failure, self._failure = self._failure, None
                raise failure

    # --- the door -------------------------------------------------------------------------

    @functools.cached_property
    def door(self) -> Door:
        """The WebSocket connections let in, counted by link."""
        return Door()

    @functools.cached_property
    def lobby(self) -> Lobby:
        """The connections still in their opening handshake."""
        return Lobby(self.limits.handshakes)

    def _refused(self, ws: ServerConnection, status: int, key: str, **fields: Any
                 ) -> Response:
        """The refusal of a link, readable from any page: a browser is not told why its
        WebSocket failed to open, so its client asks again over plain HTTP
        (:mod:`cacheta_lab.room.browser`); the text holds no secret."""
        response = ws.respond(status, door_line(Said(key, **fields)))
        response.headers["Access-Control-Allow-Origin"] = "*"
        return response

    def _expected_key(self, room: Room, address: Address) -> str | None:
        if address.role in (HOST, LOG):
            return room.secrets[HOST]
        if address.role == WATCH:
            return room.secrets[WATCH]
        keys = room.secrets[SEAT]
        return keys[address.seat] if address.seat is not None and address.seat < len(
            keys) else None

    def _resolve(self, path: str) -> tuple[Address | None, Room | None]:
        """What a request target names, and the room it is a link of (None: no such room)."""
        address = parse_address(path)
        return address, (self.rooms.get(address.room) if address is not None else None)

    async def _process_request(self, ws: BoundedServerConnection, request: Request
                               ) -> Response | None:
        wanted = race_file(request.path)
        if wanted is not None:  # a race's results, at a host's link
            return self._race_file(ws, *wanted)
        address, room = self._resolve(request.path)
        if address is None:
            return self._refused(ws, 404, "room.no_path")
        if room is None:
            return self._refused(ws, 404, "room.no_room")
        expected = self._expected_key(room, address)
        if expected is None:
            return self._refused(ws, 404, "room.no_path")
        if not same_secret(address.key, expected):
            return self._refused(ws, 403, "room.bad_key")
        websocket = _asks_for_websocket(request)
        if address.role == LOG:
            return self._refused(ws, 404, "room.no_path") if websocket else self._page(
                ws, room, address, request.path)
        full = self.door.refusal(self.rooms.values(), room, address, self.limits)
        if full is not None:  # a plain GET is told too: a browser's client asks that way
            return self._refused(ws, 503, full[0], **full[1])
        if not websocket:
            return self._page(ws, room, address, request.path)
        ws.on_lost.append(self.door.admit(address, room))  # counted while its socket lives
        ws.lobby.leave(ws)
        return None

    def _race_file(self, ws: ServerConnection, scope: str, name: str, key: str,
                   lang: str | None) -> Response:
        status, body = self.races.csv_file(scope, key, name, lang or self.lang)
        if status != 200:
            return ws.respond(status, body)
        return _typed(ws.respond(200, body), "text/csv; charset=utf-8",
                      f'attachment; filename="cacheta-{scope}-{name}"')

    def _page(self, ws: ServerConnection, room: Room, address: Address, path: str
              ) -> Response:
        """A plain HTTP GET: the projector's page, the log file, or a line about the link."""
        lang = address.lang or self.lang
        if address.role == LOG:
            try:
                body = room.log(address.game).to_json()
            except RoomError as err:  # both languages, as every refusal at the door
                return ws.respond(404, f"{err}\n")
            name = f"cacheta-{room.id}-{address.game or room.game_index}.json"
            return _typed(ws.respond(200, body), "application/json; charset=utf-8",
                          f'attachment; filename="{name}"')
        url = self.base + path
        if address.role == WATCH:
            html = watch_page(lang)
        elif address.role == HOST:
            log_url = url.replace(f"/r/{room.id}/host", f"/r/{room.id}/log", 1)
            html = info_page(term("room.host_page", lang, url=url, log=log_url), lang)
        else:
            html = info_page(term("room.seat_page", lang, url=url), lang)
        return _typed(ws.respond(200, html), "text/html; charset=utf-8")

    # --- a connection ---------------------------------------------------------------------

    async def _handle(self, ws: BoundedServerConnection) -> None:
        address, room = self._resolve(ws.request.path if ws.request else "")
        if address is None or room is None:  # the door let it in: cannot happen
            await ws.close(1008)
            return
        conn = Connection(ws, room, address, address.lang or self.lang,
                          self.written[room.id], self.rate, self.burst, self.limits)
        conn.send(room.welcome(conn.role, conn.seat, conn.lang))
        conn.send_state()
        self._tell_host(conn)
        self.races.greet(conn)
        ws.on_lost.append(conn.lost)
        self._attach(conn)
        writer = asyncio.create_task(conn.write())
        try:
            async for message in ws:
                self._receive(conn, message)
                await conn.caught_up()  # a client that does not read is not read
        except ConnectionClosed:
            pass
        finally:
            self._detach(conn)
            conn.lost()
            await asyncio.sleep(0)
            writer.cancel()

    def _attach(self, conn: Connection) -> None:
        room = conn.room
        self.connections[room.id].add(conn)
        if conn.seat is not None:
            old = self.holders.get((room.id, conn.seat))
            if old is not None:  # the newest connection of a link holds the seat
                old.shut(REPLACED_CODE, {"type": "replaced",
                                         "message": term("room.replaced", old.lang)})
                room.taken_over[conn.seat] = room.taken_over.get(conn.seat, 0) + 1
            self.holders[(room.id, conn.seat)] = conn
            room.connected[conn.seat] = 1
            self._changed(room, bots=False)
            self.races.seat_changed(room)

    def _detach(self, conn: Connection) -> None:
        room = conn.room
        self.connections[room.id].discard(conn)
        if conn.seat is not None and self.holders.get((room.id, conn.seat)) is conn:
            del self.holders[(room.id, conn.seat)]
            room.connected[conn.seat] = 0
            self._changed(room, bots=False)
            self.races.seat_changed(room)

    def _changed(self, room: Room, bots: bool = True) -> None:
        """Tell every connection of the room its new state, once its moves are written;
        wake the room's bots."""
        room.version += 1
        if room.unwritten:  # told once written (_written)
            self.written[room.id].clear()
            self.writer.add(room)
            return
        for conn in self.connections[room.id]:
            conn.send_state()
        if bots and room.id in self.wakeups:
            self.wakeups[room.id].set()

    def _receive(self, conn: Connection, message: str | bytes) -> None:
        """One frame from a client: dropped when the connection was let go, else refused with
        an error frame or acted on."""
        if conn.closing:
            return
        if not conn.allow():
            conn.dropped += 1
            if conn.dropped >= DROPS_TO_CLOSE:
                conn.shut(POLICY)
                return
            conn.error(refusal("rate_limited", "room.rate_limited", n=round(conn.rate)),
                       "rate_limited")
            return
        conn.dropped = 0
        if not isinstance(message, str):  # frames are text (docs/room.md)
            conn.error(refusal("bad_json", "room.binary"), "bad_json")
            return
        if len(message) > LONGEST_FRAME:
            conn.error(refusal("too_big", "room.too_big", n=LONGEST_FRAME), "too_big")
            return
        try:
            data = json.loads(message)
        except (ValueError, RecursionError):
            data = None
        if not isinstance(data, dict):
            conn.error(refusal("bad_json", "room.bad_json"), "bad_json")
            return
        frame_id = data.get("id")
        if frame_id is not None and not echoable_id(frame_id):
            conn.error(refusal("bad_frame", "room.bad_id", n=LONGEST_ID), "bad_frame")
            return
        try:
            self._act(conn, data, frame_id)
        except RoomError as err:
            conn.error(err, err.code, frame_id)
            seat = conn.seat if conn.role == SEAT and data.get("type") == "move" else None
            if seat is not None and conn.room.refuse(seat, err.code):  # why it is not moving
                self._changed(conn.room, bots=False)

    def _act(self, conn: Connection, data: dict[str, Any], frame_id: Any) -> None:
        kind = data.get("type")
        room = conn.room
        if kind == "hello":
            lang = data.get("lang", conn.lang)
            if lang not in LANGS:
                raise refusal("bad_frame", "room.bad_frame", what="lang: pt | en")
            conn.lang = lang
            conn.send(room.welcome(conn.role, conn.seat, conn.lang))
            conn.send_state()
            self._tell_host(conn)
            self.races.greet(conn)
        elif kind == "move":
            if conn.role != SEAT or conn.seat is None:
                key = "room.watch_only" if conn.role == WATCH else "room.seat_only"
                raise refusal("not_allowed", key)
            self._take_moves(room)
            room.play(conn.seat, data.get("move"))
            self._changed(room)
        elif kind == "host":
            if conn.role != HOST:
                key = "room.watch_only" if conn.role == WATCH else "room.host_only"
                raise refusal("not_allowed", key)
            if data.get("action") in RACE_ACTIONS:
                self._race_host(conn, room.id, data, frame_id)
                return
            if data.get("action") == "step":  # a bot's move, played now
                self._take_moves(room)
            answer = room.host(data.get("action"), data)
            if answer is not None:
                conn.send({**answer, **({"id": frame_id} if frame_id is not None else {})})
            done = {"type": "ok", "action": data.get("action")}
            conn.send({**done, **({"id": frame_id} if frame_id is not None else {})})
            self._changed(room)
            self.races.seat_changed(room)
        elif kind in ("answer", "name"):
            if conn.role != SEAT or conn.seat is None:
                key = "room.watch_only" if conn.role == WATCH else "room.seat_only"
                raise refusal("not_allowed", key)
            (self.races.answer if kind == "answer" else self.races.name)(room, conn.seat, data)
            conn.send({"type": "ok", "action": kind,
                       **({"id": frame_id} if frame_id is not None else {})})
        else:
            raise refusal("bad_frame", "room.unknown_type", value=short_repr(kind, 30),
                          types="hello, move, host, answer, name")

    def _race_host(self, conn: Connection, scope: str, data: dict[str, Any],
                   frame_id: Any) -> None:
        """A host's race action (:mod:`.races`): its answer, then ``ok``."""
        echo = {"id": frame_id} if frame_id is not None else {}
        answer = self.races.host(scope, data["action"], data, conn.lang)
        if answer is not None:
            conn.send({**answer, **echo})
        conn.send({"type": "ok", "action": data["action"], **echo})

    def _take_moves(self, room: Room) -> None:
        """Raise ``not_saved`` while ``room`` takes no moves (the disk refuses them)."""
        refused = self._disk_refusal(room)
        if refused is not None:
            raise refused

    def _written(self, room: Room) -> None:
        """Every move of ``room`` is on disk: its connections are told."""
        self.written[room.id].set()
        self._changed(room)

    def _disk_turned(self) -> None:
        """A write failed, or they succeed again: the hosts of the rooms that now take no
        moves are told; once the writes succeed, every room's bots may move again."""
        if self.writer.failing_since is None:
            self._told.clear()
            for wake in self.wakeups.values():
                wake.set()
            return
        for room in self.rooms.values():
            self._disk_refusal(room)

    def _disk_refusal(self, room: Room) -> RoomError | None:
        """``not_saved`` while ``room`` takes no moves because the disk refuses them
        (:meth:`Writer.refuses`), else None. The room's host connections are told once."""
        if not self.writer.refuses(room, self.limits):
            return None
        if room.id not in self._told:
            self._told.add(room.id)
            for conn in self.connections[room.id]:
                self._tell_host(conn)
        return refusal("not_saved", "room.disk_full", why=self.writer.why)

    def _tell_host(self, conn: Connection) -> None:
        """A host connection is told that its room takes no moves while the disk refuses
        them (it is not sent a state before they are written)."""
        if conn.role == HOST and conn.room.id in self._told:
            conn.error(refusal("not_saved", "room.disk_full_host", why=self.writer.why),
                       "not_saved")

    # --- the bots -------------------------------------------------------------------------

    async def _run_bots(self, room: Room) -> None:
        """Let the bots of ``room`` move, each after ``bot_delay`` seconds, whenever it is
        their move, the room is not paused and it takes moves (the disk does not refuse
        them: they wait until the writes succeed again). Whatever changes the room during
        the delay (a move, a pause, a new round, a seat handed over) makes the bot decide
        again, after a whole delay. A match's round that ended is shown for
        ``round_pause`` seconds (while the room is not paused), then the next is dealt."""
        wake = self.wakeups[room.id]
        while True:
            await wake.wait()
            wake.clear()
            while await self._dealt_after_pause(room) and room.bot_may_move() and (
                    self._disk_refusal(room) is None):
                moment = room.moment
                await self.wait(room, room.settings.bot_delay)
                if room.moment != moment:
                    continue
                if not room.bot_may_move() or self._disk_refusal(room) is not None:
                    break
                try:
                    move = room.bot_move()
                    if move is None:
                        break
                    room.apply(move)
                except CachetaError:
                    break
                self._changed(room, bots=False)

    async def _dealt_after_pause(self, room: Room) -> bool:
        """False while ``room`` shows a match's round that ended; once ``round_pause`` went
        by with nothing changed and the room not paused, the next round is dealt."""
        pause = room.settings.round_pause
        if room.ended is None:
            return True
        if pause is None or room.paused:
            return False
        moment = room.moment
        await self.wait(room, pause)
        if room.moment != moment or room.ended is None or room.paused:
            return False
        room.deal()
        self._changed(room, bots=False)
        return True


def _asks_for_websocket(request: Request) -> bool:
    """Whether a request asks for a WebSocket (an ``Upgrade`` header naming it, however many
    such headers there are)."""
    return any(word.strip().lower() == "websocket"
               for value in request.headers.get_all("Upgrade") for word in value.split(","))


def _typed(response: Response, content_type: str, disposition: str | None = None
           ) -> Response:
    """``response`` with its Content-Type (and Content-Disposition) set."""
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = content_type
    response.headers["Cache-Control"] = "no-store"
    if disposition is not None:
        response.headers["Content-Disposition"] = disposition
    return response


