"""A state directory read back: whatever is wrong in a stored room (a field that is not JSON or
of the wrong type, a missing key, a room without its game, a table with other columns …) is
one line naming the room, what is wrong and what to do, before anything is served or written;
never a traceback. The fields are fuzzed as tests/room/test_hostile_frames.py fuzzes frames."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import sqlite3
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fuzz.hostile import FUZZ, json_text, json_value, outcome
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.cli import main
from cacheta_lab.errors import CachetaError
from cacheta_lab.room import open_server, serve
from cacheta_lab.room.client import AsyncRoomClient

from .conftest import of_type, run, until

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

STATE_FILE = "rooms.sqlite3"
Change = Callable[[sqlite3.Connection], None]


@pytest.fixture(scope="module")
def template() -> Iterator[Path]:
    """A state directory with one room of two bots that played two whole rounds."""
    where = Path(tempfile.mkdtemp())
    server = serve(port=0, state=where / "state", players=2, bots=["greedy", "greedy"],
                   seed=6, bot_delay=0, public_deal=True)
    try:
        async def two_rounds() -> None:
            async with AsyncRoomClient(server.links["host"]) as host:
                await until(host, lambda f: f.get("type") == "state" and f["table"]["over"])
                await host.host("new_round")
                await until(host, lambda f: f.get("type") == "state" and f["game"] == 1
                            and f["table"]["over"])

        run(two_rounds())
    finally:
        server.stop()
    yield where / "state"
    shutil.rmtree(where)


def _dump(state: Path) -> list[str]:
    with contextlib.closing(sqlite3.connect(state / STATE_FILE)) as db:
        return list(db.iterdump())


def _changed(template: Path, into: Path, change: Change) -> Path:
    state = into / "state"
    shutil.copytree(template, state)
    with contextlib.closing(sqlite3.connect(state / STATE_FILE, isolation_level=None)) as db:
        change(db)
    return state


def _room_id(template: Path) -> str:
    with contextlib.closing(sqlite3.connect(template / STATE_FILE)) as db:
        return db.execute("SELECT id FROM rooms").fetchone()[0]


def _json_edit(table: str, column: str, edit: Callable[[Any], Any], where: str = "") -> Change:
    def change(db: sqlite3.Connection) -> None:
        rows = db.execute(f"SELECT rowid, {column} FROM {table} {where}").fetchall()
        for rowid, text in rows[:1]:
            db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?",
                       (json.dumps(edit(json.loads(text))), rowid))
    return change


def _sql(*statements: str) -> Change:
    def change(db: sqlite3.Connection) -> None:
        for statement in statements:
            db.execute(statement)
    return change


def _with(data: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**data, **changes}


def _without(data: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != key}


NAMED: dict[str, Change] = {
    "settings not JSON": _sql("UPDATE rooms SET settings = '{oops'"),
    "secrets not JSON": _sql("UPDATE rooms SET secrets = 'nope'"),
    "control not JSON": _sql("UPDATE rooms SET control = ''"),
    "settings a list": _sql("UPDATE rooms SET settings = '[1, 2]'"),
    "settings a number": _sql("UPDATE rooms SET settings = 7"),
    "settings a blob": _sql("UPDATE rooms SET settings = x'7b7d'"),
    "settings without players": _json_edit("rooms", "settings",
                                           lambda s: _without(s, "players")),
    "settings with an unknown field": _json_edit("rooms", "settings",
                                                 lambda s: _with(s, colour="blue")),
    "bot_delay x": _json_edit("rooms", "settings", lambda s: _with(s, bot_delay="x")),
    "bot_delay -1": _json_edit("rooms", "settings", lambda s: _with(s, bot_delay=-1)),
    "players 99": _json_edit("rooms", "settings", lambda s: _with(s, players=99)),
    "rules not a preset": _json_edit("rooms", "settings",
                                     lambda s: _with(s, rules={"preset": "nope"})),
    "seed huge": _json_edit("rooms", "settings", lambda s: _with(s, seed=10**80)),
    "bot on seat 99": _json_edit("rooms", "control",
                                 lambda c: _with(c, bots={"99": "greedy"})),
    "bot of no level": _json_edit("rooms", "control",
                                  lambda c: _with(c, bots={"0": "genius"})),
    "paused a text": _json_edit("rooms", "control", lambda c: _with(c, paused="yes")),
    "an empty host key": _json_edit("rooms", "secrets", lambda s: _with(s, host="")),
    "a seat key missing": _json_edit("rooms", "secrets", lambda s: _with(s, seat=s["seat"][:1])),
    "secrets without watch": _json_edit("rooms", "secrets", lambda s: _without(s, "watch")),
    "a short deal secret": _json_edit("rooms", "secrets", lambda s: _with(s, deal="abc")),
    "room id with a slash": _sql("UPDATE rooms SET id = 'a/b'"),
    "game a text": _sql("UPDATE rooms SET game = 'one'"),
    "a room without its game": _sql("DELETE FROM games WHERE game = 1"),
    "a room pointing past its games": _sql("UPDATE rooms SET game = 5"),
    "an unknown kind": _sql("UPDATE games SET kind = 'duel' WHERE game = 1"),
    "a setup not JSON": _sql("UPDATE games SET setup = '[' WHERE game = 1"),
    "a setup of other seats": _json_edit("games", "setup",
                                         lambda s: _with(s, seats=[0, 1, 2]), "WHERE game = 1"),
    "a move of a missing game": _sql(
        "INSERT INTO moves SELECT room, 7, 1, move FROM moves LIMIT 1"),
    "a move not JSON": _sql("UPDATE moves SET move = '{' WHERE game = 1 AND seq = 3"),
    "a move the engine refuses": _json_edit(
        "moves", "move", lambda m: {"type": "discard", "seat": 0, "card": "Xz"},
        "WHERE game = 1 AND seq = 2"),
    "a gap in the moves": _sql("DELETE FROM moves WHERE game = 1 AND seq = 4"),
    "a snapshot not JSON": _sql("UPDATE snapshots SET snapshot = 'x' WHERE game = 1"),
    "a snapshot of another round": _sql(
        "UPDATE snapshots SET snapshot = (SELECT snapshot FROM snapshots WHERE game = 0) "
        "WHERE game = 1"),
    "moves with an extra column": _sql("ALTER TABLE moves ADD COLUMN note TEXT"),
    "rooms with an extra column": _sql("ALTER TABLE rooms ADD COLUMN owner TEXT"),
    "games without its setup": _sql(
        "CREATE TABLE g2 (room TEXT, game INTEGER, kind TEXT)",
        "INSERT INTO g2 SELECT room, game, kind FROM games", "DROP TABLE games",
        "ALTER TABLE g2 RENAME TO games"),
    "no snapshots table": _sql("DROP TABLE snapshots"),
}


@pytest.mark.parametrize("name", list(NAMED))
def test_a_broken_room_is_one_line(name: str, template: Path, tmp_path: Path) -> None:
    state = _changed(template, tmp_path, NAMED[name])
    before = _dump(state)
    with pytest.raises(CachetaError) as caught:
        open_server(state, port=0)
    for lang in ("pt", "en"):
        message = caught.value.message(lang)
        assert "\n" not in message and len(message) < 400, message
        assert str(state) in message or "state" in message or "estado" in message, message
    assert _dump(state) == before  # read, refused, unchanged
    if name in ("bot on seat 99", "a room without its game", "settings not JSON"):
        assert _room_id(template) in caught.value.message("en")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["room", "serve", "--state", str(state), "--port", "0",
                         "--lang", "en"])
        assert code == 2 and not out.getvalue() and err.getvalue().count("\n") == 1
        assert err.getvalue().startswith("cacheta-lab: ") and "Traceback" not in err.getvalue()


# --- the fuzz ---------------------------------------------------------------------------------

COLUMNS = [("rooms", "settings"), ("rooms", "secrets"), ("rooms", "control"), ("rooms", "game"),
           ("rooms", "id"), ("games", "setup"), ("games", "kind"), ("games", "game"),
           ("moves", "move"), ("moves", "seq"), ("moves", "game"), ("snapshots", "snapshot"),
           ("snapshots", "seq"), ("snapshots", "game")]
JSON_COLUMNS = [(t, c) for t, c in COLUMNS if c in ("settings", "secrets", "control", "setup",
                                                    "move", "snapshot")]
sql_value = st.one_of(st.none(), st.integers(), st.floats(), st.text(max_size=30),
                      st.binary(max_size=8), json_text, json_value.map(json.dumps))


def _nth(db: sqlite3.Connection, table: str, n: int) -> int | None:
    rows = [r for (r,) in db.execute(f"SELECT rowid FROM {table} ORDER BY rowid")]
    return rows[n % len(rows)] if rows else None


def _set_value(table: str, column: str, n: int, value: Any) -> Change:
    def change(db: sqlite3.Connection) -> None:
        rowid = _nth(db, table, n)
        if rowid is not None:
            db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (value, rowid))
    return change


def _edit_field(table: str, column: str, n: int, pick: int, value: Any, drop: bool) -> Change:
    """Set (or drop) one field of a JSON column, maybe a nested one, chosen by ``pick``."""
    def change(db: sqlite3.Connection) -> None:
        rowid = _nth(db, table, n)
        if rowid is None:
            return
        (text,) = db.execute(f"SELECT {column} FROM {table} WHERE rowid = ?",
                             (rowid,)).fetchone()
        whole = node = json.loads(text)
        path: list[str] = []
        left = pick
        while isinstance(node, dict) and node:
            key = sorted(node)[left % len(node)]
            path.append(key)
            if drop or not isinstance(node[key], dict) or left % 3 == 0:
                break
            node, left = node[key], left // 3
        if not path:
            return
        parent = whole
        for key in path[:-1]:
            parent = parent[key]
        if drop:
            del parent[path[-1]]
        else:
            parent[path[-1]] = value
        db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?",
                   (json.dumps(whole), rowid))
    return change


STRUCTURE = st.sampled_from([
    _sql("DELETE FROM games WHERE game = 0"), _sql("DELETE FROM games WHERE game = 1"),
    _sql("DELETE FROM snapshots"), _sql("DELETE FROM moves WHERE game = 1"),
    _sql("DELETE FROM rooms"), _sql("UPDATE rooms SET game = 0"),
    _sql("UPDATE rooms SET game = -1"), _sql("UPDATE games SET kind = 'match'"),
    _sql("INSERT INTO moves SELECT room, 2, seq, move FROM moves WHERE game = 1"),
    _sql("INSERT INTO games SELECT room, 2, kind, setup FROM games WHERE game = 1"),
    _sql("INSERT INTO rooms SELECT 'other', settings, secrets, control, game, created "
         "FROM rooms"),
    _sql("ALTER TABLE snapshots ADD COLUMN x"), _sql("DROP TABLE moves"),
    _sql("UPDATE moves SET seq = seq + 1 WHERE game = 1"),
    _sql("UPDATE snapshots SET seq = 0 WHERE game = 1"),
])
CHANGE = st.one_of(
    st.tuples(st.sampled_from(COLUMNS), st.integers(0, 200), sql_value).map(
        lambda a: _set_value(a[0][0], a[0][1], a[1], a[2])),
    st.tuples(st.sampled_from(JSON_COLUMNS), st.integers(0, 200), st.integers(0, 10**6),
              json_value, st.booleans()).map(
        lambda a: _edit_field(a[0][0], a[0][1], a[1], a[2], a[3], a[4])),
    STRUCTURE,
)


def _tried(change: Change, db: sqlite3.Connection) -> None:
    """A change SQLite itself refuses (NULL, a key twice, an int past 64 bits, a column
    added twice) is not made."""
    with contextlib.suppress(sqlite3.Error, OverflowError):
        change(db)


def test_stored_fields_fuzzed(template: Path) -> None:
    @FUZZ
    @given(changes=st.lists(CHANGE, min_size=1, max_size=3))
    def one(changes: list[Change]) -> None:
        with tempfile.TemporaryDirectory() as where:
            state = _changed(template, Path(where), lambda db: [_tried(c, db) for c in changes])
            before = _dump(state)
            ok, server = outcome(lambda: open_server(state, port=0), what="open_server")
            if ok:
                server.stop()
            assert _dump(state) == before

    one()


# --- an earlier game gone ---------------------------------------------------------------------

def test_the_log_of_a_missing_game_is_a_clean_refusal(template: Path, tmp_path: Path) -> None:
    state = _changed(template, tmp_path, _sql("DELETE FROM games WHERE game = 0"))
    server = serve(port=0, state=state, bot_delay=0)
    try:
        links = server.links

        async def ask() -> dict[str, Any]:
            async with AsyncRoomClient(links["host"], "en") as host:
                await host.host("log", game=0)
                error = await until(host, of_type("error"))
                await host.host("log", game=1)  # the connection lives on
                await until(host, of_type("log", game=1))
                return error

        error = run(ask())
        assert error["code"] == "bad_action" and "\n" not in error["message"]
        assert "0" in error["message"]
        with pytest.raises(urllib.error.HTTPError) as caught:
            urllib.request.urlopen(links["host"].replace("/host?", "/log?") + "&game=0",
                                   timeout=10)
        assert caught.value.code == 404
        body = caught.value.read().decode("utf-8")
        caught.value.close()
        assert body.count("\n") == 1 and " | " in body  # both languages, one line
    finally:
        server.stop()
