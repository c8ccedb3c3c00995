"""In a match the end of each round is shown to every connection (who won, how, the winning
hand, that round's moves) until the host deals the next round or the room's ``round_pause``
has gone by; meanwhile nothing is played. The pause is the test's own wait
(:class:`~.test_bot_delay.HeldDelays`), so nothing here hangs on timing."""

from __future__ import annotations

import json
from typing import Any

from cacheta_lab.room import open_server
from cacheta_lab.room.client import AsyncRoomClient

from .conftest import of_type, on_loop, run, until
from .test_bot_delay import HeldDelays


def _end(frame: dict[str, Any]) -> bool:
    return frame.get("type") == "state" and frame["table"].get("round_end") is not None


def _next_round(frame: dict[str, Any]) -> bool:
    table = frame["table"] if frame.get("type") == "state" else {}
    return bool(table) and table["round_end"] is None and table["match"]["round"] >= 1


def _check_end(end: dict[str, Any], pause: float | None) -> None:
    table = end["table"]
    assert table["round_end"] == {"round": 1, "deal_in": pause}
    assert table["phase"] == "over" and not table["over"]  # the round, not the match
    result = table["result"]
    assert result == table["match"]["results"][-1]
    if result["how"] == "bater":  # the winning hand, shown
        assert result["shown"] and result["winner"] is not None
    numbers = [m["n"] for m in table["last"]]  # that round's last moves, numbered in it
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    assert numbers[-1] == table["turns"] or numbers[-1] >= table["turns"]


def test_a_rounds_end_stays_until_the_host_deals_the_next(make_server) -> None:
    server = make_server(players=2, bots=["greedy", "greedy"], unit="match", seed=2,
                         round_pause=None)
    room = next(iter(server.rooms.values()))

    async def go() -> None:
        async with AsyncRoomClient(server.links["watch"], "en") as watch, \
                AsyncRoomClient(server.links["host"], "en") as host, \
                AsyncRoomClient(server.links["seats"][0], "pt") as seat0:
            end = await until(watch, _end, timeout=30)
            _check_end(end, None)
            assert "host" in end["table"]["status"]
            seen = await until(seat0, _end)
            assert seen["legal"] == [] and seen["you"]["hand"]  # its hand at the end
            assert on_loop(server, lambda: not room.bot_may_move())  # the bots wait too
            await host.host("replace", seat=0, bot="greedy")  # a host action: still held
            await until(host, of_type("ok"))
            assert on_loop(server, lambda: room.ended is not None and room.seq) == end["seq"]
            await host.host("release", seat=0)
            await seat0.move({"type": "draw", "source": "monte"})
            refused = await until(seat0, of_type("error"))
            assert refused["code"] == "round_end" and "rodada acabou" in refused["message"]
            await host.host("deal")
            await until(host, of_type("ok", action="deal"))
            dealt = await until(watch, _next_round)
            assert dealt["table"]["result"] is None and dealt["table"]["match"]["round"] == 1
            assert all(m["n"] <= dealt["table"]["turns"] + 1 for m in dealt["table"]["last"])
            await host.host("deal")  # no round end to leave now
            assert (await until(host, of_type("error")))["code"] == "bad_action"

    run(go())


def test_the_next_round_comes_by_itself_after_the_pause_but_not_while_paused(
        make_server) -> None:
    server = make_server(players=2, bots=["greedy", "greedy"], unit="match", seed=2,
                         round_pause=7)
    delays = HeldDelays(server, seconds=7)  # the bots play at once; the round's pause waits
    room = next(iter(server.rooms.values()))

    async def go() -> None:
        async with AsyncRoomClient(server.links["watch"], "en") as watch, \
                AsyncRoomClient(server.links["host"], "en") as host:
            _check_end(await until(watch, _end, timeout=30), 7)
            ended_at = await asyncio_to(delays.started)
            await host.host("pause")
            await until(host, of_type("ok", action="pause"))
            delays.end()  # the pause is over while the room is paused: not dealt
            await host.host("resume")
            await until(host, of_type("ok", action="resume"))
            assert await asyncio_to(delays.started) == ended_at  # a whole pause again
            assert room.ended is not None
            delays.end()
            await until(watch, _next_round)

    run(go())


async def asyncio_to(call: Any) -> Any:
    import asyncio

    return await asyncio.to_thread(call)


def test_after_a_restart_the_last_rounds_end_is_shown_again(make_server, tmp_path) -> None:
    state = tmp_path / "kept"
    server = make_server(players=2, bots=["greedy", "greedy"], unit="match", seed=2,
                         round_pause=None, state=state)

    async def end() -> dict[str, Any]:
        async with AsyncRoomClient(server.links["watch"], "en") as watch:
            return await until(watch, _end, timeout=30)

    before = run(end())
    links = server.links
    server.stop()
    again = open_server(state, port=server.port).start_thread()
    try:
        assert again.links == links
        after = run(end())
        keep = ("result", "last", "round_end", "match", "history", "phase")
        assert {k: after["table"][k] for k in keep} == {k: before["table"][k] for k in keep}
        assert json.dumps(after["table"]["result"]) == json.dumps(before["table"]["result"])
    finally:
        again.stop()


def test_the_command_takes_the_round_pause_in_seconds_or_host(tmp_path) -> None:
    import subprocess

    from .test_restart import ENV, _command, _free_port

    bad = subprocess.run([*_command(), "room", "serve", "--state", str(tmp_path / "no"),
                          "--round-pause", "soon", "--lang", "en"], capture_output=True,
                         text=True, timeout=30, env=ENV)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "or host" in bad.stderr
    assert not (tmp_path / "no").exists()
    server = subprocess.Popen(
        [*_command(), "room", "serve", "--players", "2", "--bots", "greedy", "greedy",
         "--unit", "match", "--bot-delay", "0", "--round-pause", "host", "--public-deal",
         "--port", str(_free_port()), "--state", str(tmp_path / "state")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=ENV)
    try:
        links = json.loads(server.stdout.readline())

        async def end() -> dict[str, Any]:
            async with AsyncRoomClient(links["watch"], "en") as watch:
                return await until(watch, _end, timeout=30)

        assert run(end())["table"]["round_end"]["deal_in"] is None
    finally:
        server.terminate()
        server.wait(10)
