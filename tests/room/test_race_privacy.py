"""Nobody sees anyone's answer before the reveal: every frame of every seat, the host and the
projector is recorded through a race of three puzzles, and none holds another seat's answer,
any count of answers per option, a verdict, or standings that moved, while a puzzle is being
answered."""

from __future__ import annotations

import asyncio
from typing import Any

from cacheta_lab.puzzles import load
from cacheta_lab.room.client import AsyncRoomClient

from .conftest import of_type, run, until

PUZZLES = 3


async def _record(client: AsyncRoomClient, into: list[dict[str, Any]]) -> None:
    while True:
        into.append(await client.recv())


def test_no_frame_shows_an_answer_before_the_reveal(make_server) -> None:
    server = make_server(players=4, bots=["greedy"])
    links = server.links
    solution = {p.id: [m.to_dict() for m in p.solution] for p in load()}
    frames: dict[str, list[dict[str, Any]]] = {"host": [], "watch": [], "0": [], "1": [],
                                                "2": [], "3": []}
    given: dict[tuple[int, int], dict[str, Any]] = {}  # (puzzle, seat) -> its answer

    async def go() -> None:
        clients = {"host": AsyncRoomClient(links["host"], "en"),
                   "watch": AsyncRoomClient(links["watch"], "pt"),
                   **{str(s): AsyncRoomClient(links["seats"][s], "en") for s in range(4)}}
        for client in clients.values():
            await client.__aenter__()
        host = AsyncRoomClient(links["host"], "en")
        await host.__aenter__()
        tasks = [asyncio.create_task(_record(c, frames[k])) for k, c in clients.items()]
        try:
            await host.host("race_start", count=PUZZLES, seconds=60)
            for number in range(1, PUZZLES + 1):
                for seat in range(3):
                    while True:  # the seat's latest race frame of this puzzle
                        mine = [f for f in frames[str(seat)] if f.get("type") == "race"
                                and f["number"] == number and f["phase"] == "question"]
                        if mine:
                            break
                        await asyncio.sleep(0.01)
                    legal, right = mine[-1]["you"]["legal"], solution[
                        mine[-1]["puzzle"]["id"]]
                    move = right[0] if seat != 1 else next(m for m in legal if m not in right)
                    given[(number, seat)] = move
                    await clients[str(seat)].send({"type": "answer", "puzzle": number,
                                                   "move": move})
                    await asyncio.sleep(0.05)
                await until(host, of_type("race", number=number, phase="reveal"))
                await host.host("race_next")
            await until(host, of_type("race", phase="over"))
            await asyncio.sleep(0.2)
        finally:
            for task in tasks:
                task.cancel()
            for client in [*clients.values(), host]:
                await client.__aexit__(None, None, None)

    run(go())
    for link, seen in frames.items():
        races = [f for f in seen if f.get("type") == "race"]
        assert races, link
        shown_standings: dict[int, Any] = {1: None}
        for frame in races:
            number = frame["number"]
            standings = [(r["seat"], r["points"], r["seconds"], r["answered"])
                         for r in frame["standings"]]
            if frame["phase"] == "question":
                assert frame["reveal"] is None, (link, frame)
                if shown_standings.get(number) is None:
                    shown_standings[number] = standings
                    if number == 1:
                        assert all(s[1:] == (0, 0.0, 0) for s in standings)
                assert standings == shown_standings[number], (link, frame)
                you = frame["you"]
                if link in ("host", "watch"):
                    assert you is None
                    continue
                assert you["right"] is None
                seat = int(link)
                if seat == 3:  # the bot's seat answers nothing, and is told so
                    assert you["bot"] and you["answer"] is None
                else:
                    assert you["answer"] in (None, given[(number, seat)]), (link, frame)
            else:
                shown_standings[number + 1] = standings
        assert not [f for f in seen if f.get("type") not in ("welcome", "state", "race", "ok",
                                                              "error")]
        for frame in seen:  # another seat's answer is in no error or ok frame either
            if frame.get("type") in ("ok", "error") and link not in ("host", "watch"):
                assert frame.get("action") in (None, "answer"), frame
    reveals = [f for f in frames["watch"] if f.get("type") == "race" and f["phase"] == "reveal"]
    assert {f["number"] for f in reveals} == set(range(1, PUZZLES + 1))
    last = reveals[-1]["standings"]
    assert [(r["seat"], r["points"]) for r in last][:2] in ([(0, 3), (2, 3)], [(2, 3), (0, 3)])
    assert last[2]["seat"] == 1 and last[2]["points"] == 0
