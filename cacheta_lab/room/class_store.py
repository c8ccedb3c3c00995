"""A class on disk: one row of the ``classes`` table, in the same SQLite file as its rooms (its
id, its own keys and its tables' room ids in order), written in the one transaction that writes
its rooms, and read back inside one check (anything wrong is one line).

A state directory holds one class or rooms without a class (``room serve``); the ``classes``
table exists only in a class's directory, so a directory written before classes existed reads
as it always did.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .links import HOST, WATCH
from .store import Store
from .stored import ROOM_ID, _fields, _key, _object, reading

COLUMNS = ("id", "secrets", "rooms", "created")
STORED_BAD = "room_class.stored_bad"  # the one line of a class that cannot be read back
SCHEMA = ("CREATE TABLE IF NOT EXISTS classes (id TEXT PRIMARY KEY, secrets TEXT NOT NULL, "
          "rooms TEXT NOT NULL, created INTEGER NOT NULL)")


@dataclass(frozen=True)
class StoredClass:
    """A class's row, checked: its id, its keys (``host``, ``watch``) and its tables' rooms."""

    id: str
    secrets: dict[str, str]
    rooms: tuple[str, ...]


def write_class(store: Store, stored: StoredClass, created: int) -> None:
    """Write the class's row (inside the caller's :meth:`Store.batch`: with its rooms)."""
    with store.batch():
        assert store.db is not None
        store.db.execute(SCHEMA)
        store.db.execute("INSERT INTO classes VALUES (?, ?, ?, ?)",
                         (stored.id, json.dumps(stored.secrets), json.dumps(list(stored.rooms)),
                          created))


def _rows(store: Store) -> list[tuple[Any, ...]]:
    """The rows of the ``classes`` table as stored (none when it does not exist); its columns
    must be the ones this version writes."""
    if store.db is None:
        return []
    with store.lock:
        if not store.db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = "
                                "'classes'").fetchall():
            return []
        columns = tuple(row[1] for row in store.db.execute("PRAGMA table_info(classes)"))
        if columns != COLUMNS:
            raise CachetaError(Said("room_class.stored.columns", found=echo(", ".join(columns)),
                                    wanted=", ".join(COLUMNS)))
        return store.db.execute("SELECT id, secrets, rooms FROM classes").fetchall()


def class_tables(store: Store) -> int:
    """How many tables the class stored in ``store`` has (0: no class there); what cannot be
    read is one line, as :func:`read_class` says it."""
    with reading(store, None, STORED_BAD):
        rows = _rows(store)
        return len(_room_list(rows[0][2])) if rows else 0


def read_class(store: Store, room_ids: list[str]) -> StoredClass | None:
    """The class stored in ``store``, its tables exactly the rooms ``room_ids`` (every room
    stored there), every field checked; None when the directory holds no class."""
    with reading(store, None, STORED_BAD):
        rows = _rows(store)
        if not rows:
            return None
        if len(rows) != 1:
            raise CachetaError(Said("room_class.stored.several", n=len(rows)))
        cid, secrets_text, rooms_text = rows[0]
        if not (isinstance(cid, str) and ROOM_ID.fullmatch(cid)):
            raise CachetaError(Said("room.stored.value", field="id", value=echo(cid)))
        data = _object("secrets", secrets_text)
        _fields("secrets", data, {HOST, WATCH})
        secrets = {HOST: _key(f"secrets.{HOST}", data[HOST]),
                   WATCH: _key(f"secrets.{WATCH}", data[WATCH])}
        rooms = _room_list(rooms_text)
        if sorted(rooms) != sorted(room_ids):
            raise CachetaError(Said("room_class.stored.tables"))
        return StoredClass(cid, secrets, rooms)


def _room_list(text: Any) -> tuple[str, ...]:
    """The tables' room ids, as stored: a JSON list of distinct room ids."""
    try:
        rooms = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        rooms = None
    if (not isinstance(rooms, list) or not rooms or len(set(map(str, rooms))) != len(rooms)
            or not all(isinstance(r, str) and ROOM_ID.fullmatch(r) for r in rooms)):
        raise CachetaError(Said("room_class.stored.tables"))
    return tuple(rooms)
