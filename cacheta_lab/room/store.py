"""Rooms on disk: one SQLite file (stdlib, WAL journal) with every room, its games, every
accepted move and the current round's snapshot, each move written in one transaction before
anyone hears of it."""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..catalogue import Said
from ..echo import short_repr
from ..errors import CachetaError

FILE_NAME = "rooms.sqlite3"
Moved = tuple[int, int, dict[str, Any], dict[str, Any]]  # game, seq, move, snapshot after it

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY, settings TEXT NOT NULL, secrets TEXT NOT NULL,
    control TEXT NOT NULL, game INTEGER NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    room TEXT NOT NULL, game INTEGER NOT NULL, kind TEXT NOT NULL, setup TEXT NOT NULL,
    PRIMARY KEY (room, game));
CREATE TABLE IF NOT EXISTS moves (
    room TEXT NOT NULL, game INTEGER NOT NULL, seq INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY (room, game, seq));
CREATE TABLE IF NOT EXISTS snapshots (
    room TEXT NOT NULL, game INTEGER NOT NULL, seq INTEGER NOT NULL, snapshot TEXT NOT NULL,
    PRIMARY KEY (room, game));
"""


@dataclass
class StoredGame:
    """One game of a room as written: its kind (round or match), setup and moves."""

    kind: str
    setup: dict[str, Any]
    moves: list[dict[str, Any]] = field(default_factory=list)
    snapshot: dict[str, Any] | None = None
    snapshot_seq: int = 0


@dataclass
class StoredRoom:
    id: str
    settings: dict[str, Any]
    secrets: dict[str, Any]
    control: dict[str, Any]
    game: int
    games: dict[int, StoredGame]


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Store:
    """The rooms kept in ``directory`` (created if needed)."""

    def __init__(self, directory: str | Path) -> None:
        path = Path(directory)
        try:
            path.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(path / FILE_NAME, isolation_level=None,
                                      check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            # WAL + NORMAL: a committed move survives the process being killed (SIGKILL);
            # only a power cut may lose the last commits
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise CachetaError(Said("room.state_dir", path=short_repr(str(directory), 80),
                                    why=exc)) from None
        self.path = path / FILE_NAME
        self.lock = threading.RLock()  # the server writes moves from a thread of its own

    def close(self) -> None:
        self.db.close()

    # --- writing --------------------------------------------------------------------------

    def add_room(self, room: str, settings: dict[str, Any], secrets: dict[str, Any],
                 control: dict[str, Any], created: int) -> None:
        with self._transaction():
            self.db.execute("INSERT INTO rooms VALUES (?, ?, ?, ?, 0, ?)",
                            (room, _dumps(settings), _dumps(secrets), _dumps(control), created))

    def new_game(self, room: str, game: int, kind: str, setup: dict[str, Any],
                 snapshot: dict[str, Any]) -> None:
        with self._transaction():
            self.db.execute("INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?)",
                            (room, game, kind, _dumps(setup)))
            self.db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?, 0, ?)",
                            (room, game, _dumps(snapshot)))
            self.db.execute("UPDATE rooms SET game = ? WHERE id = ?", (game, room))

    def record_many(self, batches: list[tuple[str, list[Moved]]]) -> None:
        """For each room, its new moves ``(game, seq, move, snapshot after it)`` (seq 1, 2, …
        in each game) and the snapshot after the last one, all in one transaction."""
        batches = [(room, moves) for room, moves in batches if moves]
        if not batches:
            return
        with self._transaction():
            for room, moves in batches:
                self.db.executemany("INSERT INTO moves VALUES (?, ?, ?, ?)",
                                    [(room, g, seq, _dumps(move)) for g, seq, move, _ in moves])
                game, seq, _, snapshot = moves[-1]
                self.db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?)",
                                (room, game, seq, _dumps(snapshot)))

    def set_control(self, room: str, control: dict[str, Any]) -> None:
        with self._transaction():
            self.db.execute("UPDATE rooms SET control = ? WHERE id = ?", (_dumps(control), room))

    def _transaction(self) -> _Transaction:
        return _Transaction(self.db, self.lock)

    # --- reading --------------------------------------------------------------------------

    def rooms(self) -> list[StoredRoom]:
        """Every room, oldest first, with all its games and moves."""
        found = []
        for rid, settings, secrets, control, game in self.db.execute(
                "SELECT id, settings, secrets, control, game FROM rooms ORDER BY created, id"):
            found.append(StoredRoom(rid, json.loads(settings), json.loads(secrets),
                                    json.loads(control), game, self.games(rid)))
        return found

    def games(self, room: str) -> dict[int, StoredGame]:
        with self.lock:
            return self._games(room)

    def _games(self, room: str) -> dict[int, StoredGame]:
        games = {g: StoredGame(kind, json.loads(setup)) for g, kind, setup in self.db.execute(
            "SELECT game, kind, setup FROM games WHERE room = ?", (room,))}
        for g, move in self.db.execute(
                "SELECT game, move FROM moves WHERE room = ? ORDER BY game, seq", (room,)):
            games[g].moves.append(json.loads(move))
        for g, seq, snapshot in self.db.execute(
                "SELECT game, seq, snapshot FROM snapshots WHERE room = ?", (room,)):
            games[g].snapshot = json.loads(snapshot)
            games[g].snapshot_seq = seq
        return games


class _Transaction:
    """``with``: the store's lock, BEGIN … COMMIT (or ROLLBACK on an error)."""

    def __init__(self, db: sqlite3.Connection, lock: threading.RLock) -> None:
        self.db = db
        self.lock = lock

    def __enter__(self) -> None:
        self.lock.acquire()
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, *_: object) -> None:
        try:
            self.db.execute("ROLLBACK" if kind is not None else "COMMIT")
        finally:
            self.lock.release()
