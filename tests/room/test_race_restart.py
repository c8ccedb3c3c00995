"""A race survives its server's death: a real ``cacheta-lab room serve`` killed with SIGKILL
mid-race and started again on the same state directory and port gives back every answer a seat
was told was taken, and the race goes on from the same puzzle (all on 127.0.0.1, bounded in
time)."""

from __future__ import annotations

import csv
import io
import json
import signal
import subprocess
import urllib.request
from pathlib import Path
from typing import Any

from cacheta_lab.puzzles import load
from cacheta_lab.room.client import AsyncRoomClient, run_blocking

from .conftest import of_type, until
from .test_restart import ENV, _command, _free_port

PORTS = range(18520, 18560)  # this suite's ports


def _serve(port: int, state: Path) -> tuple[subprocess.Popen, dict[str, Any]]:
    server = subprocess.Popen(
        [*_command(), "room", "serve", "--players", "4", "--bots", "greedy", "--port",
         str(port), "--state", str(state), "--seed", "3", "--public-deal"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    line = server.stdout.readline()
    assert line, server.stderr.read()
    return server, json.loads(line)


def test_a_killed_race_keeps_every_recorded_answer_and_goes_on(tmp_path: Path) -> None:
    solution = {p.id: [m.to_dict() for m in p.solution] for p in load()}
    port = _free_port(PORTS)
    state = tmp_path / "sala"
    server, links = _serve(port, state)
    try:
        async def before_kill() -> dict[int, dict[str, Any]]:
            told = {}
            async with AsyncRoomClient(links["host"], "en") as host, \
                    AsyncRoomClient(links["seats"][0], "en") as a, \
                    AsyncRoomClient(links["seats"][1], "en") as b, \
                    AsyncRoomClient(links["seats"][2], "en") as c:
                await host.host("race_start", count=2, seconds=300)
                await until(host, of_type("ok", action="race_start"))
                await until(c, of_type("race", phase="question"))
                for seat, client in ((0, a), (1, b)):
                    frame = await until(client, of_type("race", phase="question"))
                    right = solution[frame["puzzle"]["id"]]
                    move = right[0] if seat == 0 else next(
                        m for m in frame["you"]["legal"] if m not in right)
                    await client.send({"type": "answer", "puzzle": 1, "move": move})
                    await until(client, of_type("ok", action="answer"))
                    told[seat] = move
                server.send_signal(signal.SIGKILL)  # the seats still connected
            return told

        told = run_blocking(before_kill())
        server.wait(10)
        server, again = _serve(port, state)
        assert again == links

        async def after() -> dict[str, Any]:
            out = {}
            async with AsyncRoomClient(links["seats"][0], "en") as first, \
                    AsyncRoomClient(links["seats"][2], "en") as last, \
                    AsyncRoomClient(links["watch"], "en") as watch:
                out["first"] = await until(first, of_type("race"))
                frame = await until(last, of_type("race", phase="question"))
                out["last"] = frame
                await last.send({"type": "answer", "puzzle": 1,
                                  "move": solution[frame["puzzle"]["id"]][0]})
                out["reveal"] = await until(watch, of_type("race", phase="reveal"))
            return out

        out = run_blocking(after())
        assert out["last"]["number"] == 1 and out["last"]["answered"] == 2
        assert out["first"]["you"]["answer"] == told[0]
        reveal = out["reveal"]["reveal"]
        assert reveal["answers"] == 3 and reveal["right"] == 2
        url = links["host"].replace("/host?", "/race.csv?") + "&lang=en"
        with urllib.request.urlopen(url, timeout=5) as answer:
            rows = list(csv.reader(io.StringIO(answer.read().decode("utf-8"))))
        by_seat = {row[5]: row for row in rows[1:]}
        assert sorted(by_seat) == ["0", "1", "2"]
        assert by_seat["0"][7] == "yes" and by_seat["1"][7] == "no"
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)
            server.wait(10)
