"""Rooms under test: servers on 127.0.0.1 (a free port) in a background thread, stopped after
each test, and a small asyncio function reading a client's frames."""

from __future__ import annotations

import asyncio
import concurrent.futures
import fcntl
import struct
import termios
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from cacheta_lab.room import ClassServer, RoomServer, open_class, open_server
from cacheta_lab.room.client import AsyncRoomClient, run_blocking
from cacheta_lab.room.limits import Limits


@pytest.fixture
def make_server(tmp_path) -> Iterator[Callable[..., RoomServer]]:
    """``make_server(players=3, bots=["greedy"], …)``: a running room server (bots move at
    once unless ``bot_delay`` is given, a match deals its next round at once unless
    ``round_pause`` is given; ``limits``: its :class:`Limits`). It deals from its
    seed alone unless the test asks for ``public_deal=False`` (a room's own secret deal), so
    each test plays the same game on every run."""
    servers: list[RoomServer] = []

    def make(limits: Limits | None = None, **options: Any) -> RoomServer:
        options.setdefault("bot_delay", 0)
        options.setdefault("round_pause", 0)
        options.setdefault("public_deal", True)
        state = options.pop("state", tmp_path / f"state{len(servers)}")
        server = open_server(state, port=0, **options)
        server.limits = limits or server.limits
        servers.append(server)
        return server.start_thread()

    yield make
    for server in servers:
        server.stop()


@pytest.fixture
def make_class(tmp_path) -> Iterator[Callable[..., ClassServer]]:
    """``make_class(tables=3, players=3, …)``: a running class server, as ``make_server``
    makes a room server (bots at once, a public deal unless asked otherwise)."""
    servers: list[ClassServer] = []

    def make(**options: Any) -> ClassServer:
        options.setdefault("bot_delay", 0)
        options.setdefault("public_deal", True)
        state = options.pop("state", tmp_path / f"class{len(servers)}")
        server = open_class(state, port=0, **options)
        servers.append(server)
        return server.start_thread()

    yield make
    for server in servers:
        server.stop()


async def until(client: AsyncRoomClient, wanted: Callable[[dict[str, Any]], bool],
                timeout: float = 10.0) -> dict[str, Any]:
    """The first frame of ``client`` that ``wanted`` accepts (others are read and dropped)."""
    async def read() -> dict[str, Any]:
        while True:
            frame = await client.recv()
            if wanted(frame):
                return frame

    return await asyncio.wait_for(read(), timeout)


def of_type(kind: str, **fields: Any) -> Callable[[dict[str, Any]], bool]:
    """A frame of that type whose fields have those values."""
    return lambda f: f.get("type") == kind and all(f.get(k) == v for k, v in fields.items())


def run(coro: Any) -> Any:
    return run_blocking(coro)


def on_loop(server: RoomServer, call: Callable[[], Any]) -> Any:
    """``call()`` run in the server's event loop (between two of its steps), its result here."""
    answer: concurrent.futures.Future[Any] = concurrent.futures.Future()

    def step() -> None:
        try:
            answer.set_result(call())
        except BaseException as exc:  # given to the caller
            answer.set_exception(exc)

    server._loop.call_soon_threadsafe(step)
    return answer.result(10)


def _unsent(transport: asyncio.Transport) -> int:
    """Bytes a socket holds in the kernel, not yet taken by the other end (Linux)."""
    sock = transport.get_extra_info("socket")
    if sock is None or sock.fileno() < 0:
        return 0
    return struct.unpack("i", fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0" * 4))[0]


def queued_bytes(server: RoomServer) -> int:
    """What the server holds to send, over all its connections: the frames waiting in their
    outboxes, the bytes in their transports' write buffers and in their sockets' kernel send
    queues."""
    def count() -> int:
        return sum(sum(len(f) for f in conn.outbox if isinstance(f, str))
                   + conn.ws.transport.get_write_buffer_size() + _unsent(conn.ws.transport)
                   for conns in server.connections.values() for conn in conns)

    return on_loop(server, count)


def open_connections(server: RoomServer) -> int:
    """The connections the server holds, over all its rooms."""
    return on_loop(server, lambda: sum(len(c) for c in server.connections.values()))


def wait_for(condition: Callable[[], bool], timeout: float = 15.0) -> None:
    """Wait until ``condition()`` holds (checked every 20 ms); fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)
