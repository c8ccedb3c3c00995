"""Rooms under load: many rooms of four headless seats against ``cacheta-lab room serve``
processes on 127.0.0.1, for a bounded time.

    .venv/bin/python benchmarks/bench_room.py                       # 100 rooms, one server
    .venv/bin/python benchmarks/bench_room.py --rooms 100 --servers 2 --seconds 40
    .venv/bin/python benchmarks/bench_room.py --class --tables 8    # a class of 8 tables of 4
    .venv/bin/python benchmarks/bench_room.py --race --people 30    # a race of 30 seats

Each seat is a client (``cacheta_lab.room.client``) played by the greedy bot, which waits
``--think`` seconds before each move as a person would; a host connection per room deals a new
round when one ends. All four seats of a room live in the same client process, so the latency
of a move is measured on one clock: from sending the move to the moment the last of the four
seats has its new state. Printed: moves, p50/p95/p99/max of that latency, errors, the server's
CPU use and its resident memory per room, and the load average (the machine is shared).

With ``--class``: one ``cacheta-lab room class`` of ``--tables`` tables of four headless seats,
and the class's projector link (its live connection, as the class page holds it) in a process
of its own; printed besides: the latency from a move to the first class frame that shows it.

With ``--race``: one class of ``--tables`` tables of four with ``--people`` seats for people
(30 by default; bots hold the others and play the game), every person's seat a headless client
spread over ``--clients`` processes; the teacher's link starts a race of ``--puzzles`` puzzles
and deals each next one as soon as the last was revealed (each seat answers with the greedy
bot after a random think of up to ``--think`` seconds). Printed: the latency from the teacher's
``race_start``/``race_next`` to each seat's first frame of that puzzle (p50/p95/p99/max, over
every seat and puzzle; one clock, CLOCK_MONOTONIC, shared by the processes), the same to the
last seat of each puzzle, and the server's CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from cacheta_lab.game.bots import make_bot
from cacheta_lab.room.client import AsyncRoomClient, bot_decision, view_from_state

PORT = 18120


def _command() -> list[str]:
    script = Path(sys.executable).parent / "cacheta-lab"
    return [str(script)] if script.exists() else [sys.executable, "-m", "cacheta_lab.cli"]


def _memory_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# --- one room's four seats and its host, in a client process ----------------------------------

async def _room(links: dict[str, Any], end: float, think: float, seed: int, settled: float
                ) -> dict[str, Any]:
    """One room played until ``end``; the latency of the moves sent after ``settled`` (once
    every connection is open and the first moves are past)."""
    sent: dict[tuple[int, int], float] = {}
    seen: list[list[tuple[int, int, float]]] = [[] for _ in links["seats"]]
    errors = 0
    host = AsyncRoomClient(links["host"], patience=10)
    await host.connect()
    dealt: set[int] = set()
    rng = random.Random(seed)

    async def act(client: AsyncRoomClient, frame: dict[str, Any], bot: Any) -> None:
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        view = view_from_state(client.welcome, frame)
        move = bot_decision(bot, view) if view is not None else None
        if move is not None and time.monotonic() < end:
            sent[(frame["game"], frame["seq"] + 1)] = time.monotonic()
            await client.move(move)

    async def seat(i: int) -> None:
        nonlocal errors
        client = AsyncRoomClient(links["seats"][i], patience=10)
        bot = make_bot("greedy", f"{seed}/{i}")
        acted = None
        tasks: set[asyncio.Task[None]] = set()
        try:
            async with asyncio.timeout(end - time.monotonic() + 2.0):
                async for frame in client.frames():
                    now = time.monotonic()
                    if frame["type"] == "error":
                        errors += 1
                    if frame["type"] != "state":
                        continue
                    seen[i].append((frame["game"], frame["seq"], now))
                    if frame["table"]["over"] and i == 0 and frame["game"] not in dealt:
                        dealt.add(frame["game"])
                        await host.host("new_round")
                        continue
                    mark = (frame["game"], frame["seq"])
                    if frame["legal"] and mark != acted and now < end:
                        acted = mark
                        task = asyncio.create_task(act(client, frame, bot))
                        tasks.add(task)
                        task.add_done_callback(tasks.discard)
        except TimeoutError:
            pass
        await client.close()

    await asyncio.gather(*(seat(i) for i in range(len(links["seats"]))))
    await host.close()
    errors += len(host.errors)
    latencies = []
    for (game, seq), t in sent.items():
        arrivals = []
        for frames in seen:
            later = [at for g, s, at in frames if (g, s) >= (game, seq) and at >= t]
            if later:
                arrivals.append(min(later))
        if len(arrivals) == len(seen) and t >= settled:
            latencies.append(max(arrivals) - t)
    return {"moves": len(sent), "latencies": latencies, "errors": errors,
            "sent": [(links.get("number"), game, seq, t) for (game, seq), t in sent.items()
                     if t >= settled]}


def _client_process(rooms: list[dict[str, Any]], end_in: float, think: float, warmup: float,
                    out: Any) -> None:
    async def main() -> list[dict[str, Any]]:
        start = time.monotonic()
        return await asyncio.gather(*(_room(links, start + end_in, think, i, start + warmup)
                                      for i, links in enumerate(rooms)))

    results = asyncio.run(main())
    out.put([*results, {"moves": 0, "latencies": [], "errors": 0,
                        "client_cpu_s": time.process_time()}])


# --- the run ---------------------------------------------------------------------------------

def run(rooms: int, servers: int, seconds: float, think: float, clients: int, warmup: float
        ) -> dict[str, Any]:
    state = Path(tempfile.mkdtemp(prefix="bench-room-"))
    baseline = _baseline_kb(state / "baseline")
    procs, all_links = [], []
    for k in range(servers):
        share = rooms // servers + (1 if k < rooms % servers else 0)
        proc = subprocess.Popen(
            [*_command(), "room", "serve", "--players", "4", "--port", str(PORT + k),
             "--state", str(state / f"s{k}"), "--rooms", str(share), "--bot-delay", "0"],
            stdout=subprocess.PIPE, text=True)
        procs.append(proc)
        all_links += [json.loads(proc.stdout.readline()) for _ in range(share)]
    try:
        figures = _measure(procs, all_links, rooms, servers, seconds, think, clients, warmup)
    finally:
        for p in procs:
            p.terminate()
            p.wait(30)
        shutil.rmtree(state, ignore_errors=True)
    rss = figures["server_rss_mb"]["end"] * 1024
    figures["rss_per_room_kb"] = round((rss - servers * baseline) / rooms)
    figures["server_rss_mb"]["one_room_server"] = round(baseline / 1024, 1)
    return figures


def _baseline_kb(state: Path) -> int:
    """The resident memory of a server holding one room, nobody connected."""
    proc = subprocess.Popen([*_command(), "room", "serve", "--players", "4", "--port", "0",
                             "--state", str(state)], stdout=subprocess.PIPE, text=True)
    try:
        proc.stdout.readline()
        return _memory_kb(proc.pid)
    finally:
        proc.terminate()
        proc.wait(30)


def _measure(procs: list[subprocess.Popen], all_links: list[dict[str, Any]], rooms: int,
             servers: int, seconds: float, think: float, clients: int, warmup: float,
             keep_sent: bool = False) -> dict[str, Any]:
    rss_start = [_memory_kb(p.pid) for p in procs]
    cpu_start = [_cpu_seconds(p.pid) for p in procs]
    queue: Any = multiprocessing.get_context("fork").Queue()
    workers = [multiprocessing.get_context("fork").Process(
        target=_client_process, args=(all_links[k::clients], seconds, think, warmup, queue))
        for k in range(clients)]
    started = time.perf_counter()
    for w in workers:
        w.start()
    results = [r for _ in workers for r in queue.get(timeout=seconds + 120)]
    wall = time.perf_counter() - started
    for w in workers:
        w.join(30)
    figures = _figures(results, wall, procs, rss_start, cpu_start)
    figures.update({"rooms": rooms, "servers": servers, "seats": 4 * rooms, "think_s": think,
                    "warmup_s": warmup, "clients": clients})
    if keep_sent:
        figures["sent"] = [m for r in results for m in r.get("sent", [])]
    return figures


def _figures(results: list[dict[str, Any]], wall: float, procs: list[subprocess.Popen],
             rss_start: list[int], cpu_start: list[float]) -> dict[str, Any]:
    """Moves, the latency from a move to every seat of its room, errors, the servers' CPU and
    memory, the load average."""
    rss_end = [_memory_kb(p.pid) for p in procs]
    cpu = sum(_cpu_seconds(p.pid) - c for p, c in zip(procs, cpu_start, strict=True))
    load = os.getloadavg()
    latencies = [x for r in results for x in r["latencies"]]
    moves = sum(r["moves"] for r in results)
    return {
        "seconds": round(wall, 1), "moves": moves, "moves_per_s": round(moves / wall, 1),
        "measured": len(latencies), "latency_ms": _percentiles(latencies),
        "errors": sum(r["errors"] for r in results),
        "clients_cpu_s": round(sum(r.get("client_cpu_s", 0) for r in results), 1),
        "server_cpu_s": round(cpu, 1), "server_cpu_share": round(cpu / wall, 2),
        "server_rss_mb": {"start": round(sum(rss_start) / 1024, 1),
                          "end": round(sum(rss_end) / 1024, 1)},
        "load_average": [round(x, 2) for x in load],
    }


def _percentiles(seconds: list[float]) -> dict[str, float]:
    """p50, p95, p99, max and mean of latencies in seconds, in milliseconds."""
    ordered = sorted(seconds)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 1)

    return {"p50": pct(0.50), "p95": pct(0.95), "p99": pct(0.99),
            "max": round(ordered[-1] * 1000, 1),
            "mean": round(statistics.fmean(ordered) * 1000, 1)}


# --- a class: its tables' seats, and its projector link ---------------------------------------

def _watch_class(url: str, seconds: float, out: Any) -> None:
    """Hold the class's projector link for ``seconds``: when each table's (game, seq) was
    first shown, ``{table: [(game, seq, time), …]}``."""
    from websockets.asyncio.client import connect

    from cacheta_lab.room.links import websocket_url

    async def main() -> dict[int, list[tuple[int, int, float]]]:
        shown: dict[int, list[tuple[int, int, float]]] = {}
        end = time.monotonic() + seconds
        async with connect(websocket_url(url), max_size=2**22) as ws:
            while time.monotonic() < end:
                try:
                    message = await asyncio.wait_for(ws.recv(), end - time.monotonic())
                except TimeoutError:
                    break
                now = time.monotonic()
                frame = json.loads(message)
                if frame["type"] != "class":
                    continue
                for table in frame["tables"]:
                    seen = shown.setdefault(table["number"], [])
                    mark = (table["game"], table["seq"])
                    if not seen or seen[-1][:2] != mark:
                        seen.append((*mark, now))
        return shown

    out.put(asyncio.run(main()))


def run_class(tables: int, seconds: float, think: float, clients: int, warmup: float
              ) -> dict[str, Any]:
    state = Path(tempfile.mkdtemp(prefix="bench-class-"))
    proc = subprocess.Popen(
        [*_command(), "room", "class", "--tables", str(tables), "--players", "4", "--port",
         str(PORT), "--state", str(state / "class"), "--bot-delay", "0"],
        stdout=subprocess.PIPE, text=True)
    try:
        links = json.loads(proc.stdout.readline())
        context = multiprocessing.get_context("fork")
        shown_queue: Any = context.Queue()
        watcher = context.Process(target=_watch_class,
                                  args=(links["watch"], seconds + 3, shown_queue))
        watcher.start()
        figures = _measure([proc], links["tables"], tables, 1, seconds, think, clients, warmup,
                           keep_sent=True)
        shown = shown_queue.get(timeout=seconds + 60)
        watcher.join(30)
    finally:
        proc.terminate()
        proc.wait(30)
        shutil.rmtree(state, ignore_errors=True)
    to_page = []
    for number, game, seq, sent in figures.pop("sent"):
        later = [at for g, s, at in shown.get(number, []) if (g, s) >= (game, seq) and at >= sent]
        if later:
            to_page.append(min(later) - sent)
    figures.update({"class_tables": tables,
                    "class_page_measured": len(to_page),
                    "class_page_latency_ms": _percentiles(to_page) if to_page else None})
    return figures


# --- a race: every person's seat of a class, and the teacher ---------------------------------

def _race_seats(urls: list[str], think: float, seed: int, out: Any) -> None:
    """Hold seats of a race until it ends, answering each puzzle after a random think: when
    each seat first had each puzzle, ``[(number, time), …]``."""
    from cacheta_lab.room.race_client import _answer

    async def seat(url: str, rng: random.Random) -> list[tuple[int, float]]:
        shown: list[tuple[int, float]] = []
        bot = make_bot("greedy", rng.randrange(10**6))
        async with AsyncRoomClient(url, "en") as client:
            while True:
                frame = await client.recv()
                if frame["type"] != "race":
                    continue
                if frame["phase"] in ("over", "stopped"):
                    return shown
                if frame["phase"] == "question" and frame["number"] not in dict(shown):
                    shown.append((frame["number"], time.monotonic()))
                    await asyncio.sleep(rng.uniform(0.1, think))
                    await client.send({"type": "answer", "puzzle": frame["number"],
                                       "move": _answer(bot, frame)})

    async def main() -> list[list[tuple[int, float]]]:
        rng = random.Random(seed)
        return await asyncio.gather(*(seat(u, random.Random(rng.random())) for u in urls))

    out.put(asyncio.run(main()))


async def _teacher(url: str, puzzles: int, wait: float) -> dict[int, float]:
    """Start a race of ``puzzles`` from the class's teacher link once the seats are in, and
    deal each next puzzle once the last is revealed: when each puzzle was asked for."""
    from websockets.asyncio.client import connect

    from cacheta_lab.room.links import websocket_url

    asked: dict[int, float] = {}
    async with connect(websocket_url(url), max_size=2**22) as ws:
        await asyncio.sleep(wait)
        asked[1] = time.monotonic()
        await ws.send(json.dumps({"type": "host", "action": "race_start", "count": puzzles,
                                  "seconds": 60}))
        while True:
            frame = json.loads(await ws.recv())
            if frame["type"] == "error":
                raise RuntimeError(frame["message"])
            if frame["type"] != "race" or frame["phase"] != "reveal":
                continue
            if frame["number"] == puzzles:
                await ws.send(json.dumps({"type": "host", "action": "race_next"}))
                return asked
            if frame["number"] + 1 not in asked:
                asked[frame["number"] + 1] = time.monotonic()
                await ws.send(json.dumps({"type": "host", "action": "race_next"}))


def run_race(tables: int, people: int, puzzles: int, think: float, clients: int,
             warmup: float) -> dict[str, Any]:
    state = Path(tempfile.mkdtemp(prefix="bench-race-"))
    proc = subprocess.Popen(
        [*_command(), "room", "class", "--tables", str(tables), "--players", "4", "--people",
         str(people), "--port", str(PORT), "--state", str(state / "class")],
        stdout=subprocess.PIPE, text=True)
    try:
        links = json.loads(proc.stdout.readline())
        urls = [url for table in links["tables"] for seat, url in enumerate(table["seats"])
                if str(seat) not in table["bots"]]
        context = multiprocessing.get_context("fork")
        queue: Any = context.Queue()
        workers = [context.Process(target=_race_seats, args=(urls[i::clients], think, i, queue))
                   for i in range(clients)]
        for worker in workers:
            worker.start()
        cpu_before, started = _cpu_seconds(proc.pid), time.monotonic()
        asked = asyncio.run(_teacher(links["host"], puzzles, warmup))
        shown = [seat for _ in workers for seat in queue.get(timeout=120)]
        cpu = _cpu_seconds(proc.pid) - cpu_before
        wall = time.monotonic() - started
        for worker in workers:
            worker.join(30)
    finally:
        proc.terminate()
        proc.wait(30)
        shutil.rmtree(state, ignore_errors=True)
    each = [at - asked[number] for seat in shown for number, at in seat]
    last = [max(at for seat in shown for n, at in seat if n == number) - asked[number]
            for number in asked]
    return {"race_seats": len(urls), "puzzles": puzzles, "tables": tables,
            "shown": len(each), "expected": len(urls) * puzzles,
            "puzzle_shown_ms": _percentiles(each), "last_seat_ms": _percentiles(last),
            "last_seat_by_puzzle_ms": [round(x * 1000, 1) for x in last],
            "server_cpu_s": round(cpu, 2), "wall_s": round(wall, 1),
            "loadavg": os.getloadavg()}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rooms", type=int, default=100)
    p.add_argument("--servers", type=int, default=1, help="server processes (rooms split)")
    p.add_argument("--seconds", type=float, default=30.0, help="how long the seats play")
    p.add_argument("--think", type=float, default=1.0, help="mean seconds before each move")
    p.add_argument("--clients", type=int, default=4,
                   help="client processes (in a class each seat is its own machine)")
    p.add_argument("--warmup", type=float, default=5.0,
                   help="seconds of connecting and first moves left out of the latency")
    p.add_argument("--class", dest="classroom", action="store_true",
                   help="one class of --tables tables instead of --rooms rooms")
    p.add_argument("--tables", type=int, default=8, help="the class's tables (with --class)")
    p.add_argument("--race", action="store_true",
                   help="a race of --puzzles puzzles in a class of --tables tables")
    p.add_argument("--people", type=int, default=30, help="people's seats (with --race)")
    p.add_argument("--puzzles", type=int, default=10, help="the race's puzzles (with --race)")
    args = p.parse_args()
    if args.race:
        figures = run_race(args.tables, args.people, args.puzzles, args.think, args.clients,
                           args.warmup)
    elif args.classroom:
        figures = run_class(args.tables, args.seconds, args.think, args.clients, args.warmup)
    else:
        figures = run(args.rooms, args.servers, args.seconds, args.think, args.clients,
                      args.warmup)
    print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
