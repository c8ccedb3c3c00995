"""A full disk, for real: ``cacheta-lab room serve`` under a file size limit (``ulimit -f``, set
with ``RLIMIT_FSIZE`` in the child only). A room and its first game are written in one
transaction, so a start cut short leaves nothing half-written and the next start works; a host
action that cannot be written is refused with an error frame and undone; the moves the disk
refused are reported in one line when the server stops, and SIGTERM ends it cleanly."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from cacheta_lab.room import open_server
from cacheta_lab.room.links import websocket_url

from .test_restart import ENV, _command

PAGE = 4096


def _start(state: Path, limit: int | None = None) -> subprocess.Popen:
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.Popen(
        [*_command(), "room", "serve", "--players", "2", "--port", "0", "--state", str(state),
         "--seed", "0", "--public-deal", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV,
        preexec_fn=limited)


def _links(server: subprocess.Popen) -> dict[str, Any]:
    line = server.stdout.readline()
    assert line, server.stderr.read()
    return json.loads(line)


def _stopped(server: subprocess.Popen) -> tuple[int, str]:
    server.send_signal(signal.SIGTERM)
    _, err = server.communicate(timeout=20)
    return server.returncode, err


def _frames(ws: ClientConnection, until: str) -> list[dict[str, Any]]:
    """Frames read up to the first of type ``until``."""
    got = [json.loads(ws.recv(10))]
    while got[-1]["type"] != until:
        got.append(json.loads(ws.recv(10)))
    return got


@pytest.fixture(scope="module")
def written_at_start(tmp_path_factory: pytest.TempPathFactory) -> int:
    """The size of the largest file a new room's state directory holds once it serves."""
    state = tmp_path_factory.mktemp("measure") / "state"
    server = _start(state)
    try:
        _links(server)
        sizes = {p.name: p.stat().st_size for p in state.iterdir()}
    finally:
        assert _stopped(server)[0] == 0
    return max(sizes.values())


def test_a_start_the_disk_cuts_short_leaves_no_half_room(written_at_start: int,
                                                          tmp_path: Path) -> None:
    state = tmp_path / "state"
    cut = _start(state, written_at_start - PAGE)  # the room's last pages do not fit
    out, err = cut.communicate(timeout=20)
    assert cut.returncode == 2 and not out and err.count("\n") == 1, err
    assert err.startswith("cacheta-lab: ") and "Traceback" not in err
    assert not state.exists()  # what the cut start created is gone
    again = open_server(state, players=2)  # and the next start works
    assert len(again.rooms) == 1
    again.stop()


def test_host_actions_and_moves_the_disk_refuses(written_at_start: int, tmp_path: Path) -> None:
    state = tmp_path / "state"
    server = _start(state, written_at_start)  # the room fits; nothing more does
    try:
        links = _links(server)
        with connect(websocket_url(links["host"]), open_timeout=5) as host, \
                connect(websocket_url(links["seats"][0]), open_timeout=5) as seat:
            _frames(host, "state")
            _frames(seat, "state")
            host.send(json.dumps({"type": "host", "action": "pause", "id": 1}))
            error = _frames(host, "error")[-1]
            assert error["code"] == "not_saved" and error["id"] == 1
            assert "\n" not in error["message"]
            host.send(json.dumps({"type": "hello", "lang": "en"}))
            assert _frames(host, "state")[-1]["table"]["paused"] is False  # undone
            seat.send(json.dumps({"type": "move", "move": {"type": "draw", "source": "monte"}}))
            with pytest.raises(TimeoutError):  # a move not on disk is shown to nobody
                seat.recv(0.5)
    finally:
        code, err = _stopped(server)
    assert code == 1 and "Traceback" not in err and 1 <= err.count("\n") <= 2, err
    assert err.splitlines()[-1].startswith("cacheta-lab: ") and "1" in err.splitlines()[-1]
    again = open_server(state)  # read back: the room as the disk last took it
    try:
        (room,) = again.rooms.values()
        assert room.id == links["room"] and room.seq == 0 and not room.paused
    finally:
        again.stop()
