"""A whole round in a room: headless clients on three seats and a bot on the fourth play it to
its end; everyone sees the same end; the downloaded log replays and reviews."""

from __future__ import annotations

import asyncio
import json
import urllib.request

from cacheta_lab.cli import main
from cacheta_lab.game import GameLog, replay
from cacheta_lab.room.client import AsyncRoomClient, play_seat_async

from .conftest import of_type, run, until


def test_a_round_played_by_headless_clients(make_server, tmp_path, capsys) -> None:
    server = make_server(players=4, bots=["greedy"], preset="oficial", seed=7)
    links = server.links
    assert set(links) >= {"watch", "host", "seats"} and len(links["seats"]) == 4
    assert links["bots"] == {"3": "greedy"}

    async def class_plays() -> list[dict]:
        return await asyncio.gather(*(
            play_seat_async(url, "greedy", tmp_path / f"seat{i}.jsonl", patience=10, seed=i)
            for i, url in enumerate(links["seats"][:3])))

    summaries = run(class_plays())
    winners = {s["winner"] for s in summaries}
    assert all(s["finished"] for s in summaries) and len(winners) == 1
    assert {s["seat"] for s in summaries} == {0, 1, 2}
    assert sum(s["refused"] for s in summaries) == 0

    # the log, over plain HTTP with the host's key, is the game the engine played
    log_url = links["host"].replace("/host?", "/log?")
    with urllib.request.urlopen(log_url, timeout=10) as answer:
        assert answer.headers["Content-Type"].startswith("application/json")
        text = answer.read().decode()
    log = GameLog.from_json(text)
    game = replay(log)
    assert game.over and game.result.winner == winners.pop()
    assert log.bots == ["person", "person", "person", "greedy"]
    # every seat's transcript saw the moves in the log's order
    moves = [m.to_dict() for m in log.moves]
    for i in range(3):
        for line in (tmp_path / f"seat{i}.jsonl").read_text().splitlines():
            frame = json.loads(line).get("in", {})
            if frame.get("type") == "state":
                seq, last = frame["seq"], [m["move"] for m in frame["table"]["last"]]
                assert moves[seq - len(last):seq] == last

    path = tmp_path / "room.json"
    path.write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["review", str(path), "--seat", "1", "--lang", "en"]) == 0
    assert "Player 1" in capsys.readouterr().out


def test_the_host_log_frame_is_the_same_log(make_server) -> None:
    server = make_server(players=2, bots=["greedy", "greedy"], seed=3)

    async def host() -> dict:
        async with AsyncRoomClient(server.links["host"], "en") as c:
            await until(c, lambda f: f.get("type") == "state" and f["table"]["over"])
            await c.host("log")
            return await until(c, of_type("log"))

    frame = run(host())
    log = GameLog.from_dict(frame["log"])
    assert replay(log).over and log.kind == "round"
