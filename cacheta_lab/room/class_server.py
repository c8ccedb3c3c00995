"""A teacher's whole class served by one process: its tables are rooms (every table's links work
as a single room's), and the class's own links, the teacher's page and the projector's page,
see every table at a glance and pause, resume or deal at all of them at once (docs/room.md,
*A class*).

    from cacheta_lab.room import serve_class
    turma = serve_class(tables=8, players=4, people=30, bots=["greedy"], state="turma1")
    turma.links       # {"host": URL, "watch": URL, "tables": [{"watch", "seats", …}, …]}
    turma.act("pause")                  # every table; turma.act("resume", tables=[3])
    turma.stop()
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..checks import check_count, check_levels, derive_seed
from ..engine.rules import Rules
from ..errors import CachetaError, refusal
from ..words.catalogue import Said
from . import class_host, transport
from .class_pages import host_page, watch_page
from .class_store import StoredClass, read_class, write_class
from .classroom import MAX_TABLES, Classroom, class_address, class_link
from .connection import Connection
from .links import HOST, WATCH, Address
from .races import ACTIONS as RACE_ACTIONS
from .server import BURST, RATE, RoomServer, _typed
from .settings import ROUND_PAUSE, Settings, check_bots
from .table import Room

__all__ = ["ClassServer", "open_class", "serve_class", "table_bots"]

DEFAULT_BOT = "greedy"  # the level of the bots filling the seats ``people`` leaves empty


class ClassServer(RoomServer):
    """A class's tables served on ``host``:``port``, their state (and the class's) in
    ``state_dir``: a directory a class was served from is read back (same links), one that
    holds rooms without a class is refused in one line. :attr:`classroom` is the class (None
    until :meth:`new_class` makes one in an empty directory)."""

    def __init__(self, state_dir: str | Path, host: str = "127.0.0.1", port: int = 0,
                 lang: str = "pt", rate: float = RATE, burst: int = BURST) -> None:
        self.classroom: Classroom | None = None
        self._class_unsaved = False
        self._host_pages: dict[str, str] = {}
        super().__init__(state_dir, host, port, lang, rate, burst)
        if self.classroom is not None:
            self.connections[self.classroom.id] = set()

    def _read_class(self) -> None:
        """The class stored in the directory, its tables the rooms stored there; rooms stored
        without a class are refused."""
        stored = read_class(self.store, list(self.rooms))
        if stored is None:
            if self.rooms:
                raise CachetaError(Said.counted("room_class.holds_rooms", len(self.rooms),
                                                path=self.store.shown))
            return
        self.classroom = Classroom(stored.id, stored.secrets,
                                   [self.rooms[rid] for rid in stored.rooms])

    def new_class(self, settings: Settings, bots: list[dict[int, str]]) -> Classroom:
        """A new class of one table per entry of ``bots`` (the seats its bots play), every
        table playing by ``settings``, table ``n``'s seed the class's with ``/table<n>``
        (with a public deal, each table deals other cards); written with its tables once the
        server listens."""
        tables = [self.add_room(replace(settings, seed=derive_seed(settings.seed, f"/table{n}")),
                                seats) for n, seats in enumerate(bots, 1)]
        self.classroom = Classroom.create(tables)
        self.connections[self.classroom.id] = set()
        self._class_unsaved = True
        return self.classroom

    @property
    def links(self) -> dict[str, Any]:
        """The class's links: ``{"host", "watch", "class", "tables": [{"number", "watch",
        "host", "seats", "room", "bots"}, …]}``."""
        classroom = self._class()
        base, keys = self.base, classroom.secrets
        return {"host": class_link(base, classroom.id, HOST, keys[HOST]),
                "watch": class_link(base, classroom.id, WATCH, keys[WATCH]),
                "class": classroom.id,
                "tables": [{"number": n, **self.links_of(room)}
                           for n, room in enumerate(classroom.tables, 1)]}

    def _class(self) -> Classroom:
        if self.classroom is None:
            raise RuntimeError("this server has no class yet: call new_class first")
        return self.classroom

    def overview(self, lang: str = "pt") -> str:
        """Every table in a line of text: its status and who holds each seat."""
        return self._class().overview(lang)

    def act(self, action: str, tables: Sequence[int] | None = None, **fields: Any
            ) -> dict[str, Any] | None:
        """Do a class host action from Python (``pause``, ``resume``, ``next`` with
        ``force=True`` … at ``tables``, every table by default), as the host link's frame
        does; returns the answer of ``log``. A refusal raises it (:class:`RoomError`)."""
        data = {"type": "host", "action": action, **fields}
        if tables is not None:
            data["tables"] = list(tables)
        if self._loop is None or not self._loop.is_running():
            return self._class_act(data)
        return asyncio.run_coroutine_threadsafe(self._async_act(data), self._loop).result(10)

    async def _async_act(self, data: dict[str, Any]) -> dict[str, Any] | None:
        return self._class_act(data)

    def _class_act(self, data: dict[str, Any], conn: Connection | None = None,
                   frame_id: Any = None) -> dict[str, Any] | None:
        """Do the class host frame ``data``; the connection that sent it (if any) gets its
        answer first, then every table it changed tells its connections and the class's. A
        race action is the race's (:mod:`.races`), at every table's seats."""
        if data.get("action") in RACE_ACTIONS and conn is None:
            return self.races.host(self._class().id, data["action"], data, self.lang)
        rooms, answer = class_host.act(self._class(), self.store, data)
        if conn is not None:
            echo = {"id": frame_id} if frame_id is not None else {}
            if answer is not None:
                conn.send({**answer, **echo})
            conn.send({"type": "ok", "action": data.get("action"),
                       "tables": [self._class().number(room) for room in rooms], **echo})
        for room in rooms:
            self._changed(room)
            self.races.seat_changed(room)
        return answer

    # --- the server's hooks ---------------------------------------------------------------

    async def start(self) -> None:
        await super().start()
        classroom = self._class()
        self.written[classroom.id] = asyncio.Event()
        self.written[classroom.id].set()
        for room in classroom.tables:
            classroom.refresh(room)

    def _write_new_rooms(self) -> None:
        """A new class is written with its tables, in one transaction."""
        if not self._class_unsaved:
            super()._write_new_rooms()
            return
        classroom = self._class()
        self.store.create()
        with self.store.batch():
            super()._write_new_rooms()
            write_class(self.store, StoredClass(classroom.id, classroom.secrets, tuple(
                room.id for room in classroom.tables)), time.time_ns())
        self._class_unsaved = False

    def _resolve(self, path: str) -> tuple[Address | None, Any]:
        address = class_address(path)
        if address is None:
            return super()._resolve(path)
        found = self.classroom if self.classroom and address.room == self.classroom.id else None
        return address, found

    def _page(self, ws: Any, room: Any, address: Address, path: str) -> Any:
        if not isinstance(room, Classroom):
            return super()._page(ws, room, address, path)
        lang = address.lang or self.lang
        if address.role == HOST:
            if lang not in self._host_pages:  # its links and QR codes never change
                self._host_pages[lang] = host_page(self.links, lang)
            html = self._host_pages[lang]
        else:
            html = watch_page(lang, len(room.tables))
        return _typed(ws.respond(200, html), "text/html; charset=utf-8")

    def _act(self, conn: Connection, data: dict[str, Any], frame_id: Any) -> None:
        if conn.room is not self.classroom or data.get("type") != "host" or conn.role != HOST:
            super()._act(conn, data, frame_id)  # a room's frame, or a class link's hello
            return
        if data.get("action") in RACE_ACTIONS:  # a race of every table's seats
            self._race_host(conn, conn.room.id, data, frame_id)
            return
        self._class_act(data, conn, frame_id)

    def _changed(self, room: Room, bots: bool = True) -> None:
        """A table's states go out once its moves are written; then its summary is kept and
        the class's links get a new ``class`` frame."""
        super()._changed(room, bots)
        classroom = self.classroom
        if classroom is None or room.unwritten or classroom.number(room) is None:
            return
        classroom.refresh(room)
        for conn in self.connections.get(classroom.id, ()):
            conn.send_state()


def table_bots(players: int, tables: int, bots: Any = (), people: Any = None
               ) -> list[dict[int, str]]:
    """The seats bots play at each table. Without ``people``: ``bots`` as ``room serve``
    takes it (levels for the last seats, or ``{seat: level}``), the same at every table. With
    ``people`` (at least one a table, at most every seat): that many seats for people, spread
    as evenly as the tables allow (the first tables get one more), and bots of the levels
    ``bots`` (default greedy; the last level repeated) in each table's empty seats."""
    if people is None:
        chosen = check_bots(players, bots)
        return [dict(chosen) for _ in range(tables)]
    people = check_count("people", people, tables, tables * players)
    if isinstance(bots, Mapping):
        raise CachetaError(Said("room_class.people_bots"))
    empty = bots is None or (isinstance(bots, list | tuple) and not bots)
    levels = (DEFAULT_BOT,) if empty else check_levels(bots)
    spread = []
    for number in range(tables):
        here = people // tables + (1 if number < people % tables else 0)
        spread.append({here + k: levels[min(k, len(levels) - 1)]
                       for k in range(players - here)})
    return spread


def open_class(state: str | Path, tables: int = 8, preset: str | Rules = "oficial",
               players: int = 4, port: int = 0, host: str = "127.0.0.1",
               bots: Sequence[str] | Mapping[int, str] = (), unit: str = "round",
               seed: int | str = 0, bot_delay: float = 0.5, max_turns: int | None = 500,
               lang: str = "pt", public_deal: bool = False, people: int | None = None,
               round_pause: float | None = ROUND_PAUSE, **limits: Any) -> ClassServer:
    """A class server on ``state``: the class already there (a restart: same links), or a new
    one of ``tables`` tables (1 to 20) of ``players``; ``bots`` and ``people`` as
    :func:`table_bots` takes them; the other options as :func:`~cacheta_lab.room.open_server`
    (every table plays by them, with its own deal secret and its own seed: see
    :meth:`ClassServer.new_class`). Not yet listening. Every value is checked first (a bad
    one: a one-line ``CachetaError``); nothing is written before it listens."""
    if transport.in_browser():
        raise refusal("room_table.no_server")
    settings = Settings.checked(preset, players, unit, seed, bot_delay, max_turns, public_deal,
                                round_pause)
    count = check_count("tables", tables, 1, MAX_TABLES)
    seats = table_bots(settings.players, count, bots, people)
    server = ClassServer(state, host, port, lang, **limits)
    if server.classroom is None:
        server.new_class(settings, seats)
    return server


def serve_class(tables: int = 8, preset: str | Rules = "oficial", players: int = 4,
                port: int = 0, host: str = "127.0.0.1", state: str | Path = "cacheta-class",
                **options: Any) -> ClassServer:
    """Start a class server in a background thread and return it (``.links``, ``.act``,
    ``.overview``, ``.stop()``); ``options`` as :func:`open_class`."""
    server = open_class(state, tables, preset, players, port, host, **options)
    server.start_thread()
    return server
