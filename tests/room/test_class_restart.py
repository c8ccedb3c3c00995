"""A class survives its server's death: a real ``cacheta-lab room class`` killed with SIGKILL and
started again on the same state directory and port gives the same links and the same tables
(games, moves, pauses); a 30-seat class (8 tables of 4, bots in the two seats left) plays every
table to its end across the kill, its seats headless (``cacheta-lab room play`` and the async
client), all on 127.0.0.1 and bounded in time."""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import subprocess
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from cacheta_lab.game import GameLog, replay
from cacheta_lab.game.bots import make_bot
from cacheta_lab.room.client import AsyncRoomClient, bot_decision, run_blocking
from cacheta_lab.room.links import websocket_url

from .test_restart import ENV, _command, _free_port

PORTS = range(18460, 18500)  # this suite's ports
THINK = 0.04  # seconds a seat of the 30 takes before each move


def _class(port: int, state: Path, *options: str) -> tuple[subprocess.Popen, dict[str, Any]]:
    server = subprocess.Popen(
        [*_command(), "room", "class", "--port", str(port), "--state", str(state), "--seed",
         "5", "--public-deal", *options],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    line = server.stdout.readline()
    assert line, server.stderr.read()
    return server, json.loads(line)


def _killed(server: subprocess.Popen) -> None:
    server.send_signal(signal.SIGKILL)
    server.wait(10)


def _stopped(*procs: subprocess.Popen | None) -> None:
    for proc in procs:
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait(10)


async def _host(url: str, action: str, **fields: Any) -> None:
    """Send the class host action ``action`` (every table unless ``tables=[…]``) and wait for
    its answer."""
    async with connect(websocket_url(url)) as ws:
        await ws.send(json.dumps({"type": "host", "action": action, **fields}))
        while json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] != "ok":
            pass


async def _paced_seat(url: str, seed: int, think: float) -> dict[str, Any]:
    """A seat played by the greedy bot through the async client, ``think`` seconds before
    each move (as a person takes a moment), until its round ends; its summary."""
    client = AsyncRoomClient(url, patience=30)
    bot = make_bot("greedy", seed)
    acted = None
    try:
        async for frame in client.frames():
            if frame["type"] == "welcome":  # a new connection: a move in flight may be lost
                acted = None
            if frame["type"] != "state":
                continue
            table = frame["table"]
            if table["over"]:
                return {"finished": True, "winner": table["result"]["winner"],
                        "reconnects": client.reconnects, "refused": client.refused}
            mark = (frame["game"], frame["seq"])
            if frame["legal"] and mark != acted and client.view is not None:
                acted = mark
                await asyncio.sleep(think)
                move = bot_decision(bot, client.view)
                if move is not None:
                    with contextlib.suppress(ConnectionError, ConnectionClosed):
                        await client.move(move)
    finally:
        await client.close()
    return {"finished": False}


async def _class_frame(url: str) -> dict[str, Any]:
    """The first class frame of the link ``url``."""
    async with connect(websocket_url(url)) as ws:
        while (frame := json.loads(await asyncio.wait_for(ws.recv(), 10)))["type"] != "class":
            pass
    return frame


def test_a_killed_class_comes_back_as_it_was(tmp_path: Path) -> None:
    port, state = _free_port(PORTS), tmp_path / "state"
    options = ("--tables", "3", "--players", "2", "--bots", "greedy", "--bot-delay", "30")
    server, links = _class(port, state, *options)
    again = None
    try:
        seat = links["tables"][1]["seats"][0]
        play = subprocess.run([*_command(), "room", "play", seat, "--idle", "1"],
                              capture_output=True, text=True, timeout=30, env=ENV)
        assert play.returncode == 1  # it played its first turn; the bot waits 30 s: idle
        run_blocking(_host(links["host"], "pause", tables=[3]))
        before = run_blocking(_class_frame(links["watch"]))
        assert [t["seq"] for t in before["tables"]] == [0, 2, 0]  # draw and discard
        _killed(server)

        again, links_again = _class(port, state, "--tables", "5")  # the stored class wins
        assert links_again == links
        after = run_blocking(_class_frame(links["watch"]))
        keep = ("game", "seq", "turn", "phase", "paused", "top", "hand_sizes", "bots")
        assert [{k: t[k] for k in keep} for t in after["tables"]] == [
            {k: t[k] for k in keep} for t in before["tables"]]
        with urllib.request.urlopen(links["host"], timeout=10) as page:
            assert page.status == 200
    finally:
        _stopped(server, again)


def test_thirty_seats_play_every_table_to_its_end_across_a_sigkill(tmp_path: Path) -> None:
    started = time.monotonic()
    port, state = _free_port(PORTS), tmp_path / "state"
    options = ("--tables", "8", "--players", "4", "--people", "30", "--bots", "greedy",
               "--bot-delay", "0.02")
    server, links = _class(port, state, *options)
    tables = links["tables"]
    assert [len(t["bots"]) for t in tables] == [0] * 6 + [1] * 2
    people = [(t["number"], url) for t in tables for s, url in enumerate(t["seats"])
              if str(s) not in t["bots"]]
    assert len(people) == 30
    headless = [people[0], people[-1]]  # two seats through `cacheta-lab room play`
    in_process = people[1:-1]
    run_blocking(_host(links["host"], "pause"))  # until every seat is in
    players = [subprocess.Popen(
        [*_command(), "room", "play", url, "--bot", "greedy", "--patience", "30", "--seed",
         str(n)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
        for n, url in headless]
    seen: list[dict[str, Any]] = []  # the class frames the projector's link received
    results: list[dict[str, Any]] = []
    again = None

    async def watch(done: asyncio.Event) -> None:
        while not done.is_set():
            try:
                async with connect(websocket_url(links["watch"])) as ws:
                    while not done.is_set():
                        with contextlib.suppress(TimeoutError):
                            frame = json.loads(await asyncio.wait_for(ws.recv(), 0.5))
                            if frame["type"] == "class":
                                seen.append(frame)
            except (OSError, ConnectionClosed, InvalidHandshake):  # the server is away
                await asyncio.sleep(0.2)

    async def class_plays() -> None:
        done = asyncio.Event()
        watcher = asyncio.create_task(watch(done))
        results.extend(await asyncio.gather(*(
            _paced_seat(url, n, THINK) for n, url in in_process)))
        done.set()
        await watcher

    thread = threading.Thread(target=run_blocking, args=(class_plays(),))
    try:
        thread.start()
        deadline = time.monotonic() + 60
        while not seen or any(len(t["connected"]) + len(t["bots"]) < 4
                              for t in seen[-1]["tables"]):
            assert time.monotonic() < deadline, "the seats did not come in"
            time.sleep(0.05)
        run_blocking(_host(links["host"], "resume"))
        while min(t["seq"] for t in seen[-1]["tables"]) < 2:  # every table has moved
            assert time.monotonic() < deadline, "the tables did not get going"
            time.sleep(0.01)
        killed_at = seen[-1]
        assert not any(t["over"] for t in killed_at["tables"])
        _killed(server)
        again, links_again = _class(port, state, *options)
        assert links_again == links
        thread.join(180)
        assert not thread.is_alive(), "the class did not finish in 3 minutes"
        assert len(results) == 28 and all(r["finished"] and r["reconnects"] >= 1
                                          and r["refused"] == 0 for r in results), results
        for proc in players:
            out, err = proc.communicate(timeout=60)
            assert proc.returncode == 0, err
            assert json.loads(out)["finished"]
        final = run_blocking(_class_frame(links["watch"]))["tables"]
        assert all(t["over"] for t in final)
        for table, before in zip(final, killed_at["tables"], strict=True):
            assert table["game"] == 0 and table["seq"] > before["seq"]
            url = tables[table["number"] - 1]["host"].replace("/host?", "/log?")
            with urllib.request.urlopen(url, timeout=10) as answer:
                game = replay(GameLog.from_json(answer.read().decode()))
            assert game.over and game.result.winner == table["result"]["winner"]
            assert len(game.move_log) == table["seq"]  # one history, nothing lost
    finally:
        _stopped(server, again, *players)
    print(f"30 seats, 8 tables, one SIGKILL: {time.monotonic() - started:.1f} s; moves at the "
          f"kill {[t['seq'] for t in killed_at['tables']]}, at the end "
          f"{[t['seq'] for t in final]}")
