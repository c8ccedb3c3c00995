"""Connections the server lets go: a replaced connection and one closed for flooding are no
longer obeyed and get nothing but their close; a client that floods and never reads, or sends
pings in bulk, is cut off with the server holding only a bounded amount for it. Each client
here is a bare socket on 127.0.0.1 sending a bounded number of frames."""

from __future__ import annotations

import json
import time

from websockets.sync.client import connect

from cacheta_lab.room.limits import Limits
from cacheta_lab.room.links import websocket_url
from cacheta_lab.room.server import BURST, DROPS_TO_CLOSE, RATE

from .conftest import on_loop, open_connections, queued_bytes, wait_for
from .raw_client import CLOSE, TEXT, RawClient, ping_frames, text_frames

HELD = 256 * 1024  # what the server may hold for one client that does not read, at most
QUICK = Limits(close_wait=0.5, stall=0.5)  # a client that does not answer is cut off soon
# long enough for a loaded machine to see the connection closing before it is gone
SLOW_CLOSE = Limits(close_wait=5.0, stall=5.0)
DRAW = json.dumps({"type": "move", "move": {"type": "draw", "source": "monte"}})


def _texts_until_close(client: RawClient) -> list[dict]:
    """The text frames up to the server's close frame."""
    frames = []
    while True:
        opcode, payload = client.recv()
        if opcode == CLOSE:
            return frames
        if opcode == TEXT:
            frames.append(json.loads(payload))


def _closing(server) -> list[int]:
    """The close codes the server decided for its connections."""
    return on_loop(server, lambda: [c.close_code for conns in server.connections.values()
                                    for c in conns if c.close_code is not None])


def _flood(server, client: RawClient, block: bytes, blocks: int) -> int:
    """Send ``blocks`` copies of ``block`` (never reading); the most the server held meanwhile
    and in the second after. Stops early when the server cuts the connection."""
    most = 0
    try:
        for _ in range(blocks):
            client.send_raw(block)
            most = max(most, queued_bytes(server))
    except OSError:  # cut off
        pass
    for _ in range(10):
        time.sleep(0.1)
        most = max(most, queued_bytes(server))
    return most


def test_a_replaced_connection_gets_only_its_close_and_is_not_obeyed(make_server) -> None:
    server = make_server(players=2, limits=QUICK)
    room = next(iter(server.rooms.values()))
    seat0 = server.links["seats"][0]
    with RawClient(seat0) as old:
        assert [json.loads(old.recv()[1])["type"] for _ in range(2)] == ["welcome", "state"]
        with connect(websocket_url(seat0), open_timeout=5, compression=None) as new:
            assert json.loads(new.recv(5))["type"] == "welcome"
            while True:  # the old connection's frames up to "replaced"
                opcode, payload = old.recv()
                if opcode == TEXT and json.loads(payload)["type"] == "replaced":
                    break
            old.send_text(DRAW)  # seat 0's move, sent after it was replaced
            assert _texts_until_close(old) == []
            wait_for(lambda: open_connections(server) == 1)  # the old one is gone
            assert room.seq == 0 and room.connected == {0: 1}


def test_a_connection_closed_for_flooding_is_not_obeyed(make_server) -> None:
    server = make_server(players=2, limits=SLOW_CLOSE)
    room = next(iter(server.rooms.values()))
    with RawClient(server.links["seats"][0], receive_buffer=4096) as client:
        client.send_raw(text_frames("x", BURST + DROPS_TO_CLOSE + 10))  # refused, then cut
        wait_for(lambda: _closing(server) == [1008])
        time.sleep(2 / RATE)  # the rate limit would let two frames through again
        client.send_text(DRAW)  # seat 0's turn: a move the server must not play now
        wait_for(lambda: open_connections(server) == 0)
        assert room.seq == 0


def test_a_client_that_floods_and_never_reads_is_cut_off(make_server) -> None:
    server = make_server(players=2, rate=1e6, burst=10**6, limits=QUICK)  # all answered
    room = next(iter(server.rooms.values()))
    with RawClient(server.links["seats"][1], receive_buffer=4096) as client:
        most = _flood(server, client, text_frames("x", 200), 60)  # 12,000 frames
        assert most <= HELD, most
        wait_for(lambda: open_connections(server) == 0)
    assert room.seq == 0 and not any(room.connected.values())


def test_a_ping_flood_is_cut_off(make_server) -> None:
    server = make_server(players=2, limits=QUICK)
    with RawClient(server.links["watch"], receive_buffer=4096) as client:
        most = _flood(server, client, ping_frames(200), 100)  # 20,000 pings, 2.5 MB
        assert most <= HELD, most
        wait_for(lambda: open_connections(server) == 0)


def test_the_public_table_counts_the_seats_taken_over_by_another_connection(make_server
                                                                           ) -> None:
    """Opening a seat's link elsewhere takes the seat (the newest connection holds it): the
    table counts, for each seat, how many times that happened, for the teacher to see."""
    server = make_server(players=3)
    room = next(iter(server.rooms.values()))
    seat1 = websocket_url(server.links["seats"][1])
    with connect(seat1) as first, connect(websocket_url(server.links["watch"])) as watch:
        assert json.loads(first.recv(5))["type"] == "welcome"
        assert json.loads(first.recv(5))["table"]["taken_over"] == {}
        with connect(seat1) as second:
            assert json.loads(second.recv(5))["type"] == "welcome"
            assert json.loads(second.recv(5))["table"]["taken_over"] == {"1": 1}
            with connect(seat1) as third:
                third.recv(5)
                assert json.loads(third.recv(5))["table"]["taken_over"] == {"1": 2}
        frames = []
        while not frames or frames[-1]["table"]["taken_over"] != {"1": 2}:
            frame = json.loads(watch.recv(5))
            if frame["type"] == "state":
                frames.append(frame)
    assert room.table("en")["taken_over"] == {"1": 2}
