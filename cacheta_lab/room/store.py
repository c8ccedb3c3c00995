"""Rooms on disk: one SQLite file (stdlib, WAL journal) in the state directory with every room,
its games, every accepted move and the current round's snapshot.

One server at a time: the directory is locked (``flock`` on ``rooms.lock``) from the moment its
rooms are read (or first written) until the server stops. Nothing is created in it before the
server listens (:meth:`Store.create`); a start that fails afterwards removes what it created
(:meth:`Store.discard`). Every write is one transaction, and a write the disk refuses raises
:class:`StoreError`, one line. Reading gives the rows as stored; :mod:`.stored` checks them.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..checks import check_path
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr

try:
    import fcntl
except ImportError:  # no flock (Windows): one server per directory is up to the teacher
    fcntl = None  # type: ignore[assignment]

FILE_NAME = "rooms.sqlite3"
LOCK_NAME = "rooms.lock"
FILES = (FILE_NAME, f"{FILE_NAME}-wal", f"{FILE_NAME}-shm", f"{FILE_NAME}-journal")
Moved = tuple[int, int, dict[str, Any], dict[str, Any]]  # game, seq, move, snapshot after it

TABLES = {  # each table's columns, in order
    "rooms": ("id", "settings", "secrets", "control", "game", "created"),
    "games": ("room", "game", "kind", "setup"),
    "moves": ("room", "game", "seq", "move"),
    "snapshots": ("room", "game", "seq", "snapshot"),
}
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


class StoreError(CachetaError):
    """The state directory could not be used, or refused a write (``reason``: the system's
    short word for why, e.g. "database or disk is full")."""

    def __init__(self, said: Said, reason: str = "") -> None:
        super().__init__(said)
        self.reason = reason


def reason(exc: BaseException) -> str:
    """The short reason of an OS or SQLite error (never the whole, maybe huge, path)."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return short_repr(str(exc) or type(exc).__name__, 80).strip("'\"")


def _not_written(exc: sqlite3.Error) -> StoreError:
    return StoreError(Said("room.not_written", why=reason(exc)), reason(exc))


@dataclass
class NewRoom:
    """A new room as first written: the room and its first game, in one transaction."""

    id: str
    settings: dict[str, Any]
    secrets: dict[str, Any]
    control: dict[str, Any]
    created: int
    kind: str
    setup: dict[str, Any]
    snapshot: dict[str, Any]


@dataclass
class StoredGame:
    """One game of a room as stored (each value as SQLite gives it back, unchecked)."""

    kind: Any
    setup: Any
    moves: list[tuple[Any, Any]]  # (seq, move), by seq
    snapshot: tuple[Any, Any] | None  # (seq, snapshot)


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Store:
    """The rooms kept in ``directory``: locked and opened at once if the directory holds them,
    created by :meth:`create` otherwise (nothing is written before)."""

    def __init__(self, directory: str | Path) -> None:
        self.directory = check_path(directory)
        self.path = self.directory / FILE_NAME
        self.db: sqlite3.Connection | None = None
        self.lock = threading.RLock()  # the server writes moves from a thread of its own
        self._lock_fd: int | None = None
        self._created: list[Path] = []  # what this process created, newest last
        self._open = False  # a transaction is open: a write made inside it joins it
        try:
            if self.path.is_file():
                self._take_lock()
                self._connect()
            elif not self._nearest_existing().is_dir():
                raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
        except (OSError, sqlite3.Error) as exc:
            self.close()
            raise self._unusable(exc) from None
        except BaseException:
            self.close()
            raise

    @property
    def exists(self) -> bool:
        """Whether the directory holds rooms (a store was found or created)."""
        return self.db is not None

    def create(self) -> None:
        """Make the directory, its lock and its file (once the server listens)."""
        if self.db is not None:
            return
        try:
            missing = [p for p in (self.directory, *self.directory.parents) if not p.exists()]
            self.directory.mkdir(parents=True, exist_ok=True)
            self._created.extend(reversed(missing))
            if self._lock_fd is None:
                self._take_lock()
            self._created.extend(self.directory / name for name in FILES
                                 if not (self.directory / name).exists())
            self._connect()
        except (OSError, sqlite3.Error) as exc:
            self.discard()
            raise self._unusable(exc) from None

    def discard(self) -> None:
        """Close, and remove what this process created (a start that failed)."""
        self.close()
        for path in reversed(self._created):
            with contextlib.suppress(OSError):
                path.rmdir() if path.is_dir() else path.unlink()
        self._created.clear()

    def close(self) -> None:
        """Close the file and let go of the directory's lock."""
        with self.lock:
            if self.db is not None:
                self.db.close()
                self.db = None
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # the flock goes with it
            self._lock_fd = None

    def _nearest_existing(self) -> Path:
        """The directory itself if it exists, else its nearest ancestor that does."""
        for path in (self.directory, *self.directory.absolute().parents):
            if path.exists():
                return path
        return Path("/")

    def _unusable(self, exc: BaseException) -> StoreError:
        return StoreError(Said("room.state_dir", path=self.shown, why=reason(exc)), reason(exc))

    @property
    def shown(self) -> str:
        """The directory as an error message shows it (cut if long)."""
        return short_repr(str(self.directory), 80)

    def _take_lock(self) -> None:
        lock_path = self.directory / LOCK_NAME
        if not lock_path.exists():
            self._created.append(lock_path)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                raise StoreError(Said("room.state_busy", path=self.shown)) from None
        self._lock_fd = fd

    def _connect(self) -> None:
        """Open the file; its tables must be the ones this version writes (a file with none
        gets them)."""
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db = db
        found = {name for (name,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        for table, wanted in TABLES.items():
            if table not in found and not found & set(TABLES):
                continue  # a new file: the schema below makes every table
            columns = tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))
            if columns != wanted:
                raise StoreError(Said("room.state_table", table=table, path=self.shown,
                                      found=short_repr(", ".join(columns) or "—", 80),
                                      wanted=", ".join(wanted)))
        db.execute("PRAGMA journal_mode=WAL")
        # WAL + NORMAL: a committed move survives the process being killed (SIGKILL); only a
        # power cut may lose the last commits
        db.execute("PRAGMA synchronous=NORMAL")
        if not found & set(TABLES):
            db.executescript(SCHEMA)

    # --- writing --------------------------------------------------------------------------

    def add_rooms(self, rooms: list[NewRoom], secrets: dict[str, dict[str, Any]] | None = None
                  ) -> None:
        """New rooms, each with its first game, and new secrets of rooms already stored: one
        transaction."""
        with self._transaction() as db:
            for r in rooms:
                db.execute("INSERT INTO rooms VALUES (?, ?, ?, ?, 0, ?)",
                           (r.id, _dumps(r.settings), _dumps(r.secrets), _dumps(r.control),
                            r.created))
                db.execute("INSERT INTO games VALUES (?, 0, ?, ?)",
                           (r.id, r.kind, _dumps(r.setup)))
                db.execute("INSERT INTO snapshots VALUES (?, 0, 0, ?)",
                           (r.id, _dumps(r.snapshot)))
            for room, kept in (secrets or {}).items():
                db.execute("UPDATE rooms SET secrets = ? WHERE id = ?", (_dumps(kept), room))

    def new_game(self, room: str, game: int, kind: str, setup: dict[str, Any],
                 snapshot: dict[str, Any], control: dict[str, Any]) -> None:
        """A room's next game and its controls then: one transaction."""
        with self._transaction() as db:
            db.execute("INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?)",
                       (room, game, kind, _dumps(setup)))
            db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?, 0, ?)",
                       (room, game, _dumps(snapshot)))
            db.execute("UPDATE rooms SET game = ?, control = ? WHERE id = ?",
                       (game, _dumps(control), room))

    def record_many(self, batches: list[tuple[str, list[Moved]]]) -> None:
        """For each room, its new moves ``(game, seq, move, snapshot after it)`` (seq 1, 2, …
        in each game) and the snapshot after the last one, all in one transaction."""
        batches = [(room, moves) for room, moves in batches if moves]
        if not batches:
            return
        with self._transaction() as db:
            for room, moves in batches:
                db.executemany("INSERT INTO moves VALUES (?, ?, ?, ?)",
                               [(room, g, seq, _dumps(move)) for g, seq, move, _ in moves])
                game, seq, _, snapshot = moves[-1]
                db.execute("INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?)",
                           (room, game, seq, _dumps(snapshot)))

    def set_control(self, room: str, control: dict[str, Any]) -> None:
        with self._transaction() as db:
            db.execute("UPDATE rooms SET control = ? WHERE id = ?", (_dumps(control), room))

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Every write made inside is one transaction: all of them are committed at the end,
        or none (a :class:`StoreError` or any other error inside rolls them all back)."""
        with self._transaction():
            yield

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """The store's lock, BEGIN … COMMIT; on any error ROLLBACK, and a SQLite error (a full
        disk, a closed file) raised as :class:`StoreError`. Inside :meth:`batch`, the writes
        join the batch's transaction."""
        with self.lock:
            db = self.db
            if self._open and db is not None:
                try:
                    yield db
                except sqlite3.Error as exc:
                    raise _not_written(exc) from None
                return
            try:
                if db is None:
                    raise sqlite3.ProgrammingError("the state file is closed")
                db.execute("BEGIN IMMEDIATE")
                self._open = True
                try:
                    yield db
                finally:
                    self._open = False
                db.execute("COMMIT")
            except sqlite3.Error as exc:
                if db is not None:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                raise _not_written(exc) from None
            except BaseException:
                if db is not None:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                raise

    # --- reading (the rows as stored; .stored checks them) ---------------------------------

    def room_rows(self) -> list[tuple[Any, ...]]:
        """Every room as ``(id, settings, secrets, control, game)``, oldest first."""
        if self.db is None:
            return []
        try:
            with self.lock:
                return self.db.execute("SELECT id, settings, secrets, control, game FROM rooms "
                                       "ORDER BY created, rowid").fetchall()
        except sqlite3.Error as exc:
            raise self._unusable(exc) from None

    def game(self, room: str, game: int) -> StoredGame | None:
        """Game ``game`` of ``room`` as stored, or None if it has no row."""
        if self.db is None:
            return None
        with self.lock:
            found = self.db.execute("SELECT kind, setup FROM games WHERE room = ? AND game = ?",
                                    (room, game)).fetchall()
            if not found:
                return None
            moves = self.db.execute("SELECT seq, move FROM moves WHERE room = ? AND game = ? "
                                    "ORDER BY seq", (room, game)).fetchall()
            snapshot = self.db.execute("SELECT seq, snapshot FROM snapshots WHERE room = ? "
                                       "AND game = ?", (room, game)).fetchall()
        return StoredGame(found[0][0], found[0][1], moves, snapshot[0] if snapshot else None)

    def later_rows(self, room: str, game: int) -> bool:
        """Whether ``room`` has games, moves or snapshots numbered past ``game`` (or not
        numbered at all)."""
        if self.db is None:
            return False
        with self.lock:
            return any(self.db.execute(
                f"SELECT 1 FROM {table} WHERE room = ? AND (typeof(game) != 'integer' "
                "OR game > ?) LIMIT 1", (room, game)).fetchall()
                for table in ("games", "moves", "snapshots"))
