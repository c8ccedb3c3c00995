"""A bot waits ``bot_delay`` before each move, and whatever the host does meanwhile holds: a
pause stops it, a new round makes it wait its whole delay again in the new round. The delay is
the test's own (:class:`HeldDelays`, injected in place of the server's wait), so each race is
played in a set order, never by timing."""

from __future__ import annotations

import asyncio
import queue
from typing import Any

from cacheta_lab.room import RoomServer
from cacheta_lab.room.client import AsyncRoomClient

from .conftest import of_type, run, until


class HeldDelays:
    """The server's waits (its bots' delays, the pause before a match's next round), each
    held until the test ends it: :meth:`started` gives the room's (game, seq) when the next
    one began, :meth:`end` lets the last one end. Only waits of ``seconds`` are held, when
    given (the others pass as they would)."""

    def __init__(self, server: RoomServer, seconds: float | None = None) -> None:
        self.server = server
        self.seconds = seconds
        self.begun: queue.Queue[tuple[int, int]] = queue.Queue()
        self.held: list[asyncio.Event] = []
        server.wait = self.wait

    async def wait(self, room: Any, seconds: float) -> None:
        if self.seconds is not None and seconds != self.seconds:
            await asyncio.sleep(seconds)
            return
        held = asyncio.Event()
        self.held.append(held)
        self.begun.put((room.game_index, room.seq))
        await held.wait()

    def started(self) -> tuple[int, int]:
        return self.begun.get(timeout=10)

    def end(self) -> None:
        self.server._loop.call_soon_threadsafe(self.held[-1].set)


def _plays_first_turn(server: RoomServer, host_does: list[tuple[str, dict[str, Any]]]
                      ) -> None:
    """Seat 0 draws and discards; while the bot of seat 1 waits its delay, the host does
    ``host_does`` (each answered ``ok``)."""

    async def go() -> None:
        async with AsyncRoomClient(server.links["seats"][0], "en") as me, \
                AsyncRoomClient(server.links["host"], "en") as host:
            await until(me, lambda f: f.get("type") == "state" and bool(f["legal"]))
            await me.move({"type": "draw", "source": "monte"})
            state = await until(me, lambda f: f.get("type") == "state" and f["seq"] == 1)
            await me.move({"type": "discard", "card": state["you"]["hand"][0]})
            await until(me, lambda f: f.get("type") == "state" and f["seq"] == 2)
            assert await asyncio.to_thread(delays.started) == (0, 2)  # the bot's delay began
            for action, fields in host_does:
                await host.host(action, **fields)
                await until(host, of_type("ok", action=action))

    delays = server.delays
    run(go())


def test_a_pause_stops_a_bot_already_waiting_its_delay(make_server) -> None:
    server = make_server(players=2, bots={1: "greedy"}, bot_delay=2)
    server.delays = delays = HeldDelays(server)
    room = next(iter(server.rooms.values()))
    _plays_first_turn(server, [("pause", {})])
    delays.end()  # the delay ends while the room is paused: the bot does not move
    run(_host(server, "resume"))
    assert delays.started() == (0, 2)  # after the resume it waits a whole delay again
    assert room.seq == 2 and not room.paused
    delays.end()
    assert delays.started() == (0, 3)  # then it draws, and waits again before discarding


def test_a_new_round_during_the_delay_makes_the_bot_wait_again(make_server) -> None:
    server = make_server(players=2, bots={1: "greedy"}, bot_delay=2)
    server.delays = delays = HeldDelays(server)
    room = next(iter(server.rooms.values()))
    _plays_first_turn(server, [("new_round", {"force": True})])
    assert room.game_index == 1 and room.round.turn == 1  # the bot plays first in game 1
    delays.end()  # the old delay ends: the bot does not move at once in the new round
    assert delays.started() == (1, 0)
    assert room.seq == 0
    delays.end()
    assert delays.started() == (1, 1)


async def _host(server: RoomServer, action: str) -> None:
    async with AsyncRoomClient(server.links["host"], "en") as host:
        await host.host(action)
        await until(host, of_type("ok", action=action))
