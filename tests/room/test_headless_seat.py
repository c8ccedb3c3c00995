"""A seat played headless (``play_seat``, ``cacheta-lab room play``) never stalls the room: a
move refused because of what happened while it was on its way (the host paused, or gave the
seat to a bot) is played again once the room lets it; it waits for the next round when it
joins between rounds, plays ``rounds`` rounds, and says so when another connection takes its
link. The moves in flight are held in a proxy the test controls (:mod:`.proxy`)."""

from __future__ import annotations

import asyncio
import subprocess
from typing import Any

from cacheta_lab.room.client import AsyncRoomClient, play_seat_async

from .conftest import of_type, on_loop, run, until, wait_for
from .proxy import HoldingProxy
from .test_bot_delay import HeldDelays
from .test_restart import _command


async def _host(server: Any, *actions: tuple[str, dict[str, Any]]) -> None:
    async with AsyncRoomClient(server.links["host"], "en") as host:
        for action, fields in actions:
            await host.host(action, **fields)
            await until(host, of_type("ok", action=action))


async def _refused_in_flight(server: Any, before: list[tuple[str, dict[str, Any]]],
                             after: list[tuple[str, dict[str, Any]]]) -> tuple[Any, list]:
    """Seat 0 played headless through the proxy: its first move is held on its way while the
    host does ``before``; the move then reaches the server (and is refused), the host does
    ``after``. The seat's task (still playing), and the codes of the refusals it got."""
    proxy = await HoldingProxy(server.port).start()
    transcript = server.transcript
    seat = asyncio.create_task(play_seat_async(
        proxy.link(server.links["seats"][0]), "greedy", transcript, patience=10, idle=20))
    await asyncio.wait_for(proxy.waiting.wait(), 10)  # its draw waits in the proxy
    await _host(server, *before)
    proxy.gate.set()  # the draw reaches the server now, and is refused
    room = next(iter(server.rooms.values()))
    while not any('"error"' in line for line in transcript.read_text().splitlines()):
        await asyncio.sleep(0.02)
    assert room.seq == 0
    async with AsyncRoomClient(server.links["watch"], "en") as watch:  # why seat 0 waits
        table = (await until(watch, of_type("state")))["table"]
        assert set(table["refused"]) == {"0"}
    await _host(server, *after)
    return seat, [line for line in transcript.read_text().splitlines() if '"error"' in line]


def _moved_on(server: Any, before: list, after: list) -> list[str]:
    """The refusals seat 0 got; the room has gone on to seat 1's (held) bot delay."""
    room = next(iter(server.rooms.values()))

    async def go() -> list[str]:
        seat, refused = await _refused_in_flight(server, before, after)
        try:
            while room.seq < 2:  # seat 0 plays again: its draw and its discard
                assert not seat.done(), seat.result()
                await asyncio.sleep(0.02)
        finally:
            seat.cancel()
            await asyncio.gather(seat, return_exceptions=True)
        assert room.table("en")["refused"] == {}  # seat 0 moved: nothing to tell any more
        return refused

    return run(go())


def test_a_move_that_arrives_while_paused_is_played_after_the_resume(make_server,
                                                                     tmp_path) -> None:
    server = make_server(players=2, bots={1: "greedy"}, bot_delay=1)
    server.delays = HeldDelays(server)  # seat 1's bot never moves here
    server.transcript = tmp_path / "seat0.jsonl"
    refused = _moved_on(server, [("pause", {})], [("resume", {})])
    assert len(refused) == 1 and '"paused"' in refused[0]


def test_a_move_in_flight_when_the_seat_went_to_a_bot_is_played_once_it_is_back(
        make_server, tmp_path) -> None:
    server = make_server(players=2, bots={1: "greedy"}, bot_delay=1)
    server.delays = delays = HeldDelays(server)  # the bots wait until the test lets them
    server.transcript = tmp_path / "seat0.jsonl"
    refused = _moved_on(server, [("replace", {"seat": 0, "bot": "greedy"})],
                        [("release", {"seat": 0})])
    assert len(refused) == 1 and '"bot_seat"' in refused[0]
    assert delays.held  # seat 0's bot began its delay, and never moved


def test_started_between_rounds_it_waits_for_the_next_round(make_server) -> None:
    server = make_server(players=2, bots={1: "greedy"}, seed=3)
    room = next(iter(server.rooms.values()))
    seat0 = server.links["seats"][0]

    async def go() -> tuple[dict, dict]:
        first = await play_seat_async(seat0, "greedy", patience=10, idle=20)
        late = asyncio.create_task(play_seat_async(seat0, "greedy", patience=10, idle=20))
        while not late.done() and not on_loop(server, lambda: room.connected.get(0)):
            await asyncio.sleep(0.02)
        await _host(server, ("new_round", {}))  # the round is over: no force needed
        return first, await late

    first, late = run(go())
    assert first["finished"] and first["game"] == 0 and first["rounds"] == 1
    assert late["finished"] and late["game"] == 1 and late["rounds"] == 1


def test_it_plays_as_many_rounds_as_asked(make_server) -> None:
    server = make_server(players=2, bots={1: "greedy"}, seed=4)

    async def dealer(done: asyncio.Event) -> None:
        """The host deals a new round each time one ends."""
        async with AsyncRoomClient(server.links["host"], "en") as host:
            while not done.is_set():
                try:
                    frame = await asyncio.wait_for(host.recv(), 0.2)
                except TimeoutError:
                    continue
                if frame["type"] == "state" and frame["table"]["over"]:
                    await host.host("new_round")

    async def go() -> dict:
        done = asyncio.Event()
        deals = asyncio.create_task(dealer(done))
        try:
            return await play_seat_async(server.links["seats"][0], "greedy", patience=10,
                                         idle=20, rounds=3)
        finally:
            done.set()
            await deals

    summary = run(go())
    assert summary["finished"] and summary["rounds"] == 3 and summary["game"] == 2


def test_in_a_match_it_plays_to_the_match_end_or_as_many_rounds_as_asked(make_server) -> None:
    server = make_server(players=2, bots={1: "greedy"}, unit="match", seed=2)
    one = run(play_seat_async(server.links["seats"][0], "greedy", patience=10, idle=20,
                              rounds=1))
    assert one["rounds"] == 1 and one["game"] == 0
    room = next(iter(server.rooms.values()))
    assert not room.game.over  # the match goes on without it
    whole = run(play_seat_async(server.links["seats"][0], "greedy", patience=10, idle=20))
    assert whole["finished"] and room.game.over and whole["winner"] == room.game.winner
    assert whole["rounds"] == len(room.game.results) - 1


def test_room_play_says_when_its_link_was_opened_elsewhere(make_server) -> None:
    server = make_server(players=2, bots={1: "greedy"}, bot_delay=1)
    server.delays = HeldDelays(server)  # seat 1's bot never moves: the round waits
    room = next(iter(server.rooms.values()))
    play = subprocess.Popen([*_command(), "room", "play", server.links["seats"][0], "--lang",
                             "en"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: on_loop(server, lambda: room.seq) == 2)  # its first turn, played

        async def take_the_seat() -> None:
            async with AsyncRoomClient(server.links["seats"][0]) as elsewhere:
                await until(elsewhere, of_type("state"))
                play.wait(20)

        run(take_the_seat())
        out, err = play.communicate(timeout=10)
    finally:
        if play.poll() is None:
            play.kill()
    assert play.returncode == 4 and not out
    assert err == ("cacheta-lab: this seat's link was opened elsewhere, which now holds the "
                   "seat: stopped here\n")
