"""A race in the state directory: an answer the disk refuses is refused (``not_saved``) and
counts nothing, then taken once the disk takes writes again; a stored race that cannot be read
back is one line naming the directory, and the directory is left as it was."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.room import open_server
from cacheta_lab.room.client import AsyncRoomClient

from .conftest import of_type, on_loop, run, until


def _read_only(server: Any, refuse: bool) -> None:
    """The state file refuses every write (or takes them again), as a failing disk does."""
    on_loop(server, lambda: server.store.db.execute(f"PRAGMA query_only = {int(refuse)}"))


def test_an_answer_the_disk_refuses_counts_nothing(make_server) -> None:
    server = make_server(players=3, bots=["greedy"])
    links = server.links

    async def go() -> dict[str, Any]:
        out = {}
        async with AsyncRoomClient(links["host"], "en") as host, \
                AsyncRoomClient(links["seats"][0], "en") as seat:
            await host.host("race_start", count=1, seconds=60)
            await until(host, of_type("ok", action="race_start"))
            frame = await until(seat, of_type("race", phase="question"))
            move = frame["you"]["legal"][0]
            _read_only(server, True)
            await seat.send({"type": "answer", "puzzle": 1, "move": move})
            out["refused"] = await until(seat, of_type("error"))
            out["kept"] = on_loop(server, lambda: dict(
                server.races.by_scope[links["room"]].answers[0]))
            _read_only(server, False)
            await seat.send({"type": "answer", "puzzle": 1, "move": move})
            out["taken"] = await until(seat, lambda f: f.get("type") in ("ok", "error"))
        return out

    out = run(go())
    assert out["refused"]["code"] == "not_saved" and "\n" not in out["refused"]["message"]
    assert out["kept"] == {}
    assert out["taken"]["type"] == "ok"
    db = sqlite3.connect(server.store.path)
    assert db.execute("SELECT COUNT(*) FROM race_answers").fetchone()[0] == 1


@pytest.mark.parametrize("column,value", [
    ("state", '{"phase": "flying", "index": 0, "started": 0, "names": {}}'),
    ("state", "not json"),
    ("puzzles", '["no-such-puzzle"]'),
    ("settings", '{"count": 0}'),
])
def test_a_stored_race_that_cannot_be_read_is_one_line(make_server, tmp_path: Path,
                                                       column: str, value: str) -> None:
    state = tmp_path / "sala"
    server = make_server(players=3, bots=["greedy"], state=state)

    async def go() -> None:
        async with AsyncRoomClient(server.links["host"], "en") as host:
            await host.host("race_start", count=1, seconds=60)
            await until(host, of_type("ok", action="race_start"))

    run(go())
    server.stop()
    with sqlite3.connect(state / "rooms.sqlite3") as db:
        db.execute(f"UPDATE races SET {column} = ?", (value,))
    before = (state / "rooms.sqlite3").read_bytes()
    with pytest.raises(CachetaError) as refused:
        open_server(state)
    line = refused.value.message("en")
    assert "\n" not in line and line.startswith("the race stored in ") and "sala" in line
    assert (state / "rooms.sqlite3").read_bytes() == before
    assert json.loads(json.dumps(line))  # one line of text, nothing else
