"""A full disk, for real: ``cacheta-lab room serve`` under a file size limit (``ulimit -f``, set
with ``RLIMIT_FSIZE`` in the child only). A room and its first game are written in one
transaction, so a start cut short leaves nothing half-written and the next start works; a host
action that cannot be written is refused with an error frame and undone; the moves the disk
refused are reported in one line when the server stops, and SIGTERM ends it cleanly."""

from __future__ import annotations

import json
import resource
import select
import signal
import subprocess
import sys
import time
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


# --- while the disk refuses writes, moves stop piling up in memory ----------------------------

BOUNDED = """
import json, signal, sys
from cacheta_lab.room import open_server
from cacheta_lab.room.limits import Limits
server = open_server(sys.argv[1], players=2, bots=sys.argv[2:], bot_delay=0.05, seed=0,
                     public_deal=True, lang="en")
server.limits = Limits(unwritten_moves=4, failing_writes=1.0)
signal.signal(signal.SIGTERM, lambda *_: server.stop())
server.run(lambda s: print(json.dumps(s.links), flush=True))
"""
MOST_WAITING = 4  # BOUNDED's unwritten_moves
REFUSING_AFTER = 1.0  # BOUNDED's failing_writes, seconds


def _bounded(state: Path, bots: tuple[str, ...], limit: int | None = None
             ) -> subprocess.Popen:
    """BOUNDED's room of 2 (``bots`` on the last seats), every file it writes held to
    ``limit`` bytes until :func:`_disk_back` (a soft limit: the test may lift it)."""
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.RLIM_INFINITY))

    return subprocess.Popen([sys.executable, "-c", BOUNDED, str(state), *bots],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV,
                            preexec_fn=limited)


def _disk_back(server: subprocess.Popen) -> None:
    """The running server's files may grow again: its next write succeeds."""
    resource.prlimit(server.pid, resource.RLIMIT_FSIZE,
                     (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


_sizes: dict[tuple[str, ...], int] = {}


def _fits_at_start(tmp_path: Path, bots: tuple[str, ...]) -> int:
    """The largest file BOUNDED's new room (with ``bots``) writes before it serves."""
    if bots not in _sizes:
        state = tmp_path / "measure"
        server = _bounded(state, bots)
        try:
            _links(server)
            _sizes[bots] = max(p.stat().st_size for p in state.iterdir())
        finally:
            assert _stopped(server)[0] == 0
    return _sizes[bots]


def _failing(server: subprocess.Popen) -> None:
    """Wait for the server's line saying that its writes fail (at the first that does)."""
    ready, _, _ = select.select([server.stderr], [], [], 10)
    assert ready, "the server never said that its writes fail"
    assert "trying again every second" in server.stderr.readline()


def _host_log(host: ClientConnection, frame_id: int) -> int:
    """The moves of the room's game as the host's log shows them (unwritten ones included)."""
    host.send(json.dumps({"type": "host", "action": "log", "id": frame_id}))
    got = _frames(host, "log")[-1]
    return len(got["log"]["moves"])


def test_bots_stop_at_the_bound_and_play_on_once_the_disk_takes_writes(tmp_path: Path) -> None:
    bots = ("greedy", "greedy")
    server = _bounded(tmp_path / "state", bots, _fits_at_start(tmp_path, bots))
    try:
        links = _links(server)  # the bots play at once; not one of their moves is written
        with connect(websocket_url(links["host"]), open_timeout=5) as host:
            told = _frames(host, "error")  # the welcome (the state before any move), then
            assert [f["type"] for f in told] in (["welcome", "error"],  # why nothing moves
                                                 ["welcome", "state", "error"])
            assert told[-1]["code"] == "not_saved" and "id" not in told[-1]
            assert told[-1]["message"].startswith("the state directory takes no more writes")
            assert _host_log(host, 1) == MOST_WAITING
            time.sleep(REFUSING_AFTER + 0.5)
            assert _host_log(host, 2) == MOST_WAITING  # they still wait, and nothing more
            _disk_back(server)
            state = _frames(host, "state")[-1]  # shown once written, and the bots go on
            assert state["seq"] >= MOST_WAITING
            while state["seq"] <= MOST_WAITING and not state["table"]["over"]:
                state = _frames(host, "state")[-1]
    finally:
        code, err = _stopped(server)
    assert code == 0 and "Traceback" not in err, err
    assert err.count("trying again every second") == 1 and "written to the state" in err


def test_a_move_is_refused_while_the_disk_refuses_and_taken_once_it_does_not(
        tmp_path: Path) -> None:
    state_dir = tmp_path / "state"
    server = _bounded(state_dir, (), _fits_at_start(tmp_path, ()))
    try:
        links = _links(server)
        with connect(websocket_url(links["host"]), open_timeout=5) as host, \
                connect(websocket_url(links["seats"][0]), open_timeout=5) as seat0, \
                connect(websocket_url(links["seats"][1]), open_timeout=5) as seat1:
            _frames(host, "state")
            first = [_frames(seat0, "state")[-1], _frames(seat1, "state")[-1]]
            turn = first[0]["table"]["turn"]
            seat = (seat0, seat1)[turn]
            card = first[turn]["you"]["hand"][0]
            draw = {"type": "move", "move": {"type": "draw", "source": "monte"}, "id": 1}
            seat.send(json.dumps(draw))  # taken, not written: nobody is told of it
            _failing(server)
            time.sleep(REFUSING_AFTER + 0.3)  # the writes have failed that long
            discard = {"type": "move", "move": {"type": "discard", "card": card}}
            seat.send(json.dumps({**discard, "id": 2}))
            refused = _frames(seat, "error")[-1]
            assert refused["code"] == "not_saved" and refused["id"] == 2
            assert refused["message"].startswith("the state directory takes no more writes")
            assert "host has been told" in refused["message"]
            told = _frames(host, "error")[-1]
            assert told["code"] == "not_saved" and "id" not in told
            _disk_back(server)
            assert _frames(seat, "state")[-1]["seq"] == 1  # the draw, written at last
            seat.send(json.dumps({**discard, "id": 3}))  # taken again
            assert _frames(seat, "state")[-1]["seq"] == 2
    finally:
        code, err = _stopped(server)
    assert code == 0 and "Traceback" not in err, err
    again = open_server(state_dir)  # the room as the disk took it: both moves, no other
    try:
        (room,) = again.rooms.values()
        assert room.seq == 2
    finally:
        again.stop()
