"""One server per state directory: a second one, in this process or another, says in one line
that another process serves it and exits 2, leaving the directory as it was."""

from __future__ import annotations

import contextlib
import sqlite3
import subprocess

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.room import open_server

from .test_restart import ENV, _command


def _dump(state) -> list[str]:
    with contextlib.closing(sqlite3.connect(state / "rooms.sqlite3")) as db:
        return list(db.iterdump())


def test_a_second_server_on_one_directory_is_refused(make_server, tmp_path) -> None:
    state = tmp_path / "class"
    first = make_server(players=2, state=state)
    before = _dump(state)
    with pytest.raises(CachetaError) as caught:
        open_server(state, players=2)
    assert "another process" in caught.value.message("en")
    other = subprocess.run([*_command(), "room", "serve", "--state", str(state), "--port", "0",
                            "--lang", "en"], capture_output=True, text=True, timeout=20,
                           env=ENV)
    assert other.returncode == 2 and not other.stdout and other.stderr.count("\n") == 1
    assert "another process" in other.stderr and str(state) in other.stderr
    assert _dump(state) == before
    first.stop()
    again = open_server(state, players=2)  # the lock goes with the server
    assert list(again.rooms) == list(first.rooms)
    again.stop()
