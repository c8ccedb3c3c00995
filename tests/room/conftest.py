"""Rooms under test: servers on 127.0.0.1 (a free port) in a background thread, stopped after
each test, and a small asyncio function reading a client's frames."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from cacheta_lab.room import RoomServer, serve
from cacheta_lab.room.client import AsyncRoomClient, run_blocking


@pytest.fixture
def make_server(tmp_path) -> Iterator[Callable[..., RoomServer]]:
    """``make_server(players=3, bots=["greedy"], …)``: a running room server (bots move at
    once unless ``bot_delay`` is given). It deals from its seed alone unless the test asks for
    ``public_deal=False`` (a room's own secret deal), so each test plays the same game on
    every run."""
    servers: list[RoomServer] = []

    def make(**options: Any) -> RoomServer:
        options.setdefault("bot_delay", 0)
        options.setdefault("public_deal", True)
        options.setdefault("state", tmp_path / f"state{len(servers)}")
        server = serve(port=0, **options)
        servers.append(server)
        return server

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
