"""A TCP proxy on 127.0.0.1 in front of a room server, for races played in a set order: what a
client sends after its opening handshake waits in the proxy while its gate is closed (a move
"in flight"), and goes on, in order, once the test opens it."""

from __future__ import annotations

import asyncio
import contextlib


class HoldingProxy:
    """``await HoldingProxy(port).start()``: listens on :attr:`port`; :meth:`link` turns a
    room link into the same link through the proxy. The gate starts closed: ``waiting`` is
    set once something the client sent waits behind it; ``gate.set()`` lets it through."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.gate = asyncio.Event()
        self.waiting = asyncio.Event()
        self.port = 0
        self._server: asyncio.Server | None = None
        self._pumps: set[asyncio.Task[None]] = set()

    async def start(self) -> HoldingProxy:
        self._server = await asyncio.start_server(self._client, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def link(self, url: str) -> str:
        return url.replace(f":{self.target}/", f":{self.port}/", 1)

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        for pump in (self._up(reader, up_writer), self._pipe(up_reader, writer)):
            task = asyncio.create_task(pump)
            self._pumps.add(task)
            task.add_done_callback(self._pumps.discard)

    async def _up(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """The client's handshake passes; what it sends afterwards waits for the gate."""
        writer.write(await reader.readuntil(b"\r\n\r\n"))
        while data := await reader.read(65536):
            if not self.gate.is_set():
                self.waiting.set()
                await self.gate.wait()
            writer.write(data)
            await writer.drain()
        writer.close()

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError):
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        writer.close()

    async def close(self) -> None:
        for task in list(self._pumps):
            task.cancel()
        if self._server is not None:
            self._server.close()
