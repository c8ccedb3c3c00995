"""How many connections get in: each link and the server have a cap, answered at the door with
HTTP 503 and a line in both languages; however many connect to the watch link, every seat's link
and the host's still get in, even in a process short of file descriptors."""

from __future__ import annotations

import asyncio
import json
import resource
import socket
import subprocess
import sys
import time

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from cacheta_lab.room.limits import Limits
from cacheta_lab.room.links import websocket_url

from .conftest import on_loop, open_connections, run, wait_for
from .raw_client import RawClient
from .stranger import Stranger

WATCHERS = Limits().watch_link  # 64
PER_LINK = Limits().seat_link  # 4


async def _open(urls: list[str], batch: int = 40) -> tuple[list, list[int]]:
    """Connect to every URL, ``batch`` at a time: the open connections and the HTTP statuses
    of the refused ones."""
    opened, refused = [], []
    for start in range(0, len(urls), batch):
        tries = [connect(websocket_url(u), open_timeout=5, compression=None)
                 for u in urls[start:start + batch]]
        for got in await asyncio.gather(*tries, return_exceptions=True):
            if isinstance(got, InvalidStatus):
                refused.append(got.response.status_code)
                assert got.response.body.decode().count("\n") == 1
                assert " | " in got.response.body.decode()  # pt | en
            elif isinstance(got, BaseException):
                raise got
            else:
                opened.append(got)
    return opened, refused


async def _close(connections: list) -> None:
    await asyncio.gather(*(c.close() for c in connections))


def test_the_watch_link_is_capped_and_seats_still_get_in(make_server) -> None:
    server = make_server(players=3)
    links = server.links

    async def go() -> None:
        watchers, refused = await _open([links["watch"]] * (WATCHERS + 6))
        assert len(watchers) == WATCHERS and refused == [503] * 6
        others, refused = await _open([*links["seats"], links["host"]])
        assert len(others) == 4 and refused == []
        await _close(watchers + others)

    run(go())


def test_a_seat_link_is_capped(make_server) -> None:
    server = make_server(players=2, limits=Limits(close_wait=0.5))
    seat = server.links["seats"][1]
    stuck = [RawClient(seat) for _ in range(PER_LINK)]  # each replaced by the next
    try:
        assert [c.status for c in stuck] == [101] * PER_LINK
        with RawClient(seat) as one_more:
            assert one_more.status == 503
        for client in stuck[:-1]:  # the replaced ones never answer their close: cut off
            assert client.closed()
        wait_for(lambda: open_connections(server) == 1)
        with RawClient(seat) as again:
            assert again.status == 101
    finally:
        for client in stuck:
            client.close()


def _silent(port: int, source: str) -> socket.socket:
    """A TCP connection from ``source`` that never sends a request."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    return sock


def _ended(sock: socket.socket, within: float) -> bool:
    """Whether the server ends ``sock`` within ``within`` seconds (it sends nothing first)."""
    sock.settimeout(within)
    try:
        return sock.recv(1) == b""
    except TimeoutError:
        return False
    except OSError:  # reset
        return True


def test_a_connection_that_never_finishes_its_handshake_is_let_go(make_server) -> None:
    server = make_server(players=2, limits=Limits(handshake_wait=0.5))
    with _silent(server.port, "127.0.0.2") as silent:
        assert _ended(silent, 5)


def test_handshakes_under_way_are_capped_and_a_seat_pushes_out_a_strangers(make_server) -> None:
    # (given 30 s for their handshake, none of them ends by that)
    server = make_server(players=2, limits=Limits(handshakes=4, handshake_wait=30.0))
    strangers = [_silent(server.port, "127.0.0.2") for _ in range(4)]
    try:
        wait_for(lambda: on_loop(server, lambda: len(server.lobby)) == 4)  # all accepted
        with RawClient(server.links["seats"][0]) as seat:  # the lobby is full: it gets in
            assert seat.status == 101
        assert _ended(strangers[0], 5)  # the stranger's oldest made room for it
        assert not any(_ended(s, 0.05) for s in strangers[1:])
        strangers += [_silent(server.port, "127.0.0.2") for _ in range(2)]  # full, then over:
        assert _ended(strangers[1], 5)  # the stranger's own oldest goes
        assert not any(_ended(s, 0.05) for s in strangers[2:])
    finally:
        for sock in strangers:
            sock.close()


SERVER = """
import json, sys
from cacheta_lab.room import open_server
server = open_server(sys.argv[1], players=4, rooms=4)
server.run(lambda s: print(json.dumps([s.links_of(r) for r in s.rooms]), flush=True))
"""


DESCRIPTORS = 256
# what 4 rooms of 4 players leave to their watchers (once the handshakes under way have their
# share): less than 4 watch links' caps
LEFT_FOR_WATCHERS = (DESCRIPTORS - Limits().spare_descriptors - Limits().handshakes
                     - 4 * Limits().reserved(4))


def _few_descriptors() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (DESCRIPTORS, resource.getrlimit(
        resource.RLIMIT_NOFILE)[1]))


def _short_of_descriptors(state: str) -> tuple[subprocess.Popen, list[dict]]:
    """4 rooms of 4 players served by a process that may open ``DESCRIPTORS`` files; their
    links."""
    server = subprocess.Popen([sys.executable, "-c", SERVER, state], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, preexec_fn=_few_descriptors)
    return server, json.loads(server.stdout.readline())


def _stopped(server: subprocess.Popen) -> str:
    """Stop the server; what it wrote on stderr."""
    server.terminate()
    return server.communicate(timeout=10)[1]


def test_seats_get_in_when_watchers_would_take_every_descriptor(tmp_path) -> None:
    server, rooms = _short_of_descriptors(str(tmp_path / "state"))
    try:

        async def go() -> None:
            watchers, refused = await _open([r["watch"] for r in rooms] * 80)
            assert len(watchers) == LEFT_FOR_WATCHERS and set(refused) == {503}
            seats, refused = await _open([u for r in rooms for u in [*r["seats"], r["host"]]])
            assert len(seats) == 4 * 5 and refused == []
            await _close(watchers + seats)

        run(go())
    finally:
        err = _stopped(server)
    assert err == ""  # no descriptor ever ran out (asyncio logs a failed accept)


@pytest.mark.parametrize("source", ["127.0.0.2", "127.0.0.1"],
                         ids=["from_another_machine", "from_the_seats_address"])
def test_seats_get_in_while_a_stranger_holds_every_connection_it_can(tmp_path,
                                                                      source: str) -> None:
    server, rooms = _short_of_descriptors(str(tmp_path / "state"))
    port = int(rooms[0]["host"].split(":")[2].split("/")[0])
    slots = DESCRIPTORS + Limits().handshakes  # more than the process may open
    stranger = Stranger(port, slots, source)  # never a handshake, each reopened when dropped
    try:
        wait_for(lambda: stranger.opened >= slots)
        time.sleep(1.0)  # the stranger holds what it got, and more wait in the kernel

        async def go() -> None:
            seats, refused = await _open([u for r in rooms for u in [*r["seats"], r["host"]]])
            assert len(seats) == 4 * 5 and refused == []
            watchers, refused = await _open([r["watch"] for r in rooms])
            assert len(watchers) == 4 and refused == []
            await _close(seats + watchers)

        run(go())
        wait_for(lambda: stranger.dropped > 0)  # the server lets go of the stranger's
    finally:
        stranger.stop()
        err = _stopped(server)
    assert err == ""
