"""The rooms' moves on their way to the state directory: one thread writes the new moves of
every room in one transaction (a group commit) while the rooms play on, and tries again every
second while the disk refuses them (one line on stderr when writing stops, one when it works
again).

While the disk refuses them, a room takes no more moves (:meth:`Writer.refuses`) once it holds
``Limits.unwritten_moves`` moves that are not on disk, or once the writes have failed for
``Limits.failing_writes`` seconds: what waits in memory stays bounded, and moves are taken again
as soon as a write succeeds."""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from ..errors import CachetaError
from ..words.catalogue import Said, term
from .limits import Limits
from .store import Store, reason
from .table import Room

RETRY = 1.0  # seconds between two attempts while the disk refuses the moves

Batch = list[tuple[str, list[Any]]]  # each room's id and its moves, as Store.record_many takes


class Writer:
    """The moves of the rooms that have some to write (:meth:`add`), written by :meth:`run`.
    ``failing_since``: when the writes began to fail (None while they succeed); ``why``: the
    system's short reason of the last failure."""

    def __init__(self, store: Store, lang: str) -> None:
        self.store = store
        self.lang = lang
        self.pool = ThreadPoolExecutor(1, thread_name_prefix="cacheta-room-store")
        self.dirty: dict[str, Room] = {}
        self.event = asyncio.Event()  # made again by run(), in its own loop
        self.failing_since: float | None = None
        self.why = ""
        self.writing: dict[str, int] = {}  # each room's moves in the write under way
        self._under_way: tuple[Future[None], list[Room], Batch] | None = None

    def add(self, room: Room) -> None:
        """``room`` has moves to write."""
        self.dirty[room.id] = room
        self.event.set()

    def not_on_disk(self, room: Room) -> int:
        """The moves of ``room`` not yet on disk: waiting, and in the write under way."""
        return len(room.unwritten) + self.writing.get(room.id, 0)

    def refuses(self, room: Room, limits: Limits) -> bool:
        """Whether ``room`` takes no more moves now: the disk refuses them, and the room
        holds ``limits.unwritten_moves`` moves not on disk or the writes have failed for
        ``limits.failing_writes`` seconds."""
        since = self.failing_since
        return since is not None and (
            self.not_on_disk(room) >= limits.unwritten_moves
            or time.monotonic() - since >= limits.failing_writes)

    async def run(self, written: Callable[[Room], None], turned: Callable[[], None]) -> None:
        """Write until cancelled: ``written(room)`` once all the moves of ``room`` are on disk;
        ``turned()`` after each write that fails, and once when they succeed again."""
        loop = asyncio.get_running_loop()
        self.event = asyncio.Event()
        if self.dirty:
            self.event.set()
        while True:
            await self.event.wait()
            self.event.clear()
            rooms = [self.dirty.pop(rid) for rid in sorted(self.dirty)]
            batches = [(room.id, room.take_unwritten()) for room in rooms]
            self.writing = {rid: len(moves) for rid, moves in batches}
            future = self.pool.submit(self.store.record_many, batches)
            self._under_way = (future, rooms, batches)
            try:
                await asyncio.wrap_future(future, loop=loop)
            except Exception as exc:  # the disk: tried again, nobody is told meanwhile
                self._put_back()
                self._failed(exc)
                turned()
                await asyncio.sleep(RETRY)
                continue
            self._under_way, self.writing = None, {}
            if self.failing_since is not None:
                self.failing_since = None
                print(f"cacheta-lab: {term('room.write_back', self.lang)}", file=sys.stderr)
                turned()
            for room in rooms:
                if room.unwritten:  # played during the write: in the next one
                    self.add(room)
                else:
                    written(room)

    def finish(self) -> None:
        """Wait for the write under way (:meth:`run` cancelled); what it could not write, or
        never began to write (cancelled with :meth:`run` before the thread took it), goes back
        to its rooms."""
        self.pool.shutdown(wait=True)
        if self._under_way is not None:
            future = self._under_way[0]
            if future.cancelled() or future.exception() is not None:
                self._put_back()

    def _put_back(self) -> None:
        """The moves of the write under way, which failed, back in front of their rooms'."""
        assert self._under_way is not None
        _, rooms, batches = self._under_way
        for room, (_, moves) in zip(rooms, batches, strict=True):
            room.unwritten[:0] = moves
            self.dirty[room.id] = room
        self.event.set()
        self._under_way, self.writing = None, {}

    def _failed(self, exc: Exception) -> None:
        """Say once, in one line, that moves cannot be written (until they can again)."""
        self.why = getattr(exc, "reason", "") or reason(exc)
        if self.failing_since is not None:
            return
        self.failing_since = time.monotonic()
        said = exc.said if isinstance(exc, CachetaError) else Said(
            "room.not_written", why=reason(exc))
        line = term("room.write_failing", self.lang, why=said.text(self.lang))
        print(f"cacheta-lab: {line}", file=sys.stderr, flush=True)
