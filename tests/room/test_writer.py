"""The writer of a room's moves at shutdown: a write the server's stop cancelled before its
thread began it is not lost (its moves go back to their room, and the stop writes them)."""

from __future__ import annotations

import asyncio
import threading

from cacheta_lab.game import Draw
from cacheta_lab.room.client import run_blocking
from cacheta_lab.room.settings import Settings
from cacheta_lab.room.store import Store
from cacheta_lab.room.table import Room
from cacheta_lab.room.writer import Writer


def test_a_write_cancelled_before_it_began_goes_back_to_its_room(tmp_path) -> None:
    store = Store(tmp_path / "state")
    room = Room.create(store, Settings.checked(players=2, public_deal=True))
    store.create()
    store.add_rooms([room.first_write()])
    room.apply(Draw(room.round.turn, "monte"))
    writer = Writer(store, "en")
    busy, free = threading.Event(), threading.Event()
    writer.pool.submit(lambda: (busy.set(), free.wait(10)))  # the writer's one thread, held

    async def stop_while_the_write_waits() -> None:
        task = asyncio.create_task(writer.run(lambda _room: None, lambda: None))
        writer.add(room)
        while writer._under_way is None:  # the write is handed to the (held) thread
            await asyncio.sleep(0)
        task.cancel()  # what the server's stop does
        await asyncio.gather(task, return_exceptions=True)

    busy.wait(10)
    run_blocking(stop_while_the_write_waits())  # in a thread of its own if a loop runs here
    free.set()
    writer.finish()
    assert len(room.unwritten) == 1  # back in its room
    room.write()
    assert [seq for seq, _ in store.game(room.id, 0).moves] == [1]
    store.close()
