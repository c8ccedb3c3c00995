"""``cacheta-lab room serve`` as a teacher's script runs it: a reader that closes its end of
stdout (``| head -c 10``) is not taken for a port that cannot be opened, and SIGTERM as soon as
the links are printed ends the server cleanly, its room on disk."""

from __future__ import annotations

import json
import signal
import socket
import sqlite3
import subprocess
import time
from pathlib import Path

from .test_restart import ENV, _command, _free_port

PORTS = range(18250, 18300)  # this suite's ports


def _listening(port: int, server: subprocess.Popen, timeout: float = 20) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and server.poll() is None:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.05)
    return False


def test_a_closed_stdout_is_not_a_port_that_cannot_open(tmp_path: Path) -> None:
    port, state = _free_port(PORTS), tmp_path / "state"
    server = subprocess.Popen(
        [*_command(), "room", "serve", "--port", str(port), "--state", str(state), "--rooms",
         "2", "--lang", "en"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=ENV)
    server.stdout.close()  # the reader is gone before the links are printed
    try:
        assert _listening(port, server), server.stderr.read()
        time.sleep(0.2)
        assert server.poll() is None  # it serves on
    finally:
        server.send_signal(signal.SIGTERM)
        err = server.stderr.read()
        server.wait(20)
    assert server.returncode == 0 and not err, err
    with sqlite3.connect(state / "rooms.sqlite3") as db:
        assert db.execute("SELECT count(*) FROM rooms").fetchone()[0] == 2
    db.close()


def test_sigterm_right_after_the_links_ends_cleanly(tmp_path: Path) -> None:
    server = subprocess.Popen(
        [*_command(), "room", "serve", "--port", "0", "--state", str(tmp_path / "s")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    links = json.loads(server.stdout.readline())
    server.send_signal(signal.SIGTERM)
    _, err = server.communicate(timeout=20)
    assert server.returncode == 0 and not err, err
    assert len(links["seats"]) == 4
