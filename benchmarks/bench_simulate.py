"""Simulation throughput and the memory of the process that asks.

    .venv/bin/python benchmarks/bench_simulate.py                 # about a minute
    .venv/bin/python benchmarks/bench_simulate.py --games 1000 --bots strong greedy

1. Games per second for the same games played in this process (1), on a pool of 2 processes,
   and on a 2-worker Dask LocalCluster; with each game's CPU cost (from the games' own
   timings), which gives the time a bigger cluster would take.
2. The parent's memory for ``--small`` vs ``--big`` games: tracemalloc's peak while the games
   are summed up, and the size of the merged summary. Real games at 10⁵ would take hours
   here, so the games are copies of a few real records (the summing-up, chunk by chunk, is
   what is measured); the same run keeping every record shows what a list of records costs.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pickle
import platform
import time
import tracemalloc

from cacheta_lab.engine.rules import get_rules
from cacheta_lab.game.simulate import simulate

sm = importlib.import_module("cacheta_lab.game.simulate")
gm = importlib.import_module("cacheta_lab.game.simulate.games")  # the module that plays a game


def throughput(games: int, preset: str, players: int, bots: tuple[str, ...]) -> None:
    from distributed import Client, LocalCluster

    spec = {"rules": preset, "players": players, "games": games, "seed": 2026, "bots": bots,
            "unit": "round", "progress": False}
    print(f"{games} rounds of {preset}, {players} players, bots {', '.join(bots)}")
    print(f"{'engine':24} {'wall s':>8} {'games/s':>9} {'CPU s/game':>11}")
    results = []
    # the pool first: its processes are forked from this one, whose engine caches must still
    # be cold (the same seeds give the same hands); the Dask workers start cold
    for label, run in (
        ("pool, 2 processes", lambda: simulate(**spec, workers=2)),
        ("1 process", lambda: simulate(**spec, workers=1)),
    ):
        start = time.perf_counter()
        sim = run()
        results.append((label, time.perf_counter() - start, sim))
    start = time.perf_counter()
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=":0", silence_logs=logging.ERROR)
    client = Client(cluster)
    ready = time.perf_counter() - start
    start = time.perf_counter()
    sim = simulate(**spec, client=client)
    results.append(("Dask LocalCluster, 2", time.perf_counter() - start, sim))
    client.close()
    cluster.close()
    stats = results[0][2].tally.statistics()
    for label, wall, sim in results:
        cpu = sim.tally.timing["cpu_seconds"] / games
        print(f"{label:24} {wall:8.2f} {games / wall:9.2f} {cpu:11.4f}", flush=True)
        assert sim.tally.statistics() == stats, "the engines disagree"
    print(f"(the LocalCluster took {ready:.1f} s to start, not counted; the same statistics "
          "from all three)")
    cpu = sum(sim.tally.timing["cpu_seconds"] for _, _, sim in results) / (3 * games)
    for n, cores in ((10**8, 64),):
        hours = n * cpu / cores / 3600
        print(f"at {cpu:.4f} CPU s a game: {n:.0e} games on {cores} cores ≈ {hours:,.0f} h "
              f"({hours / 24:.1f} days)")


def parent_memory(small: int, big: int) -> None:
    spec = sm.SimSpec(get_rules("oficial"), 3, 3, 7, ("random",), "round", 300)
    real = [sm.play_one(spec, i) for i in range(3)]
    original = gm.play_one
    gm.play_one = lambda spec, i: {**real[i % 3], "index": i}
    try:
        print("\nparent memory, games summed up in chunks (copies of real records)")
        print(f"{'games':>9} {'peak KiB':>9} {'summary bytes':>14} {'peak KiB, records kept':>23}"
              f" {'s':>6}")
        for games in (small, big):
            row, size, seconds = [], 0, 0.0
            for keep in (False, True):
                tracemalloc.start()
                start = time.perf_counter()
                sim = simulate("oficial", 3, games, 7, ("random",), "round", workers=1,
                               progress=False, max_turns=300, keep_records=keep)
                row.append(tracemalloc.get_traced_memory()[1] / 1024)
                tracemalloc.stop()
                if not keep:
                    seconds = time.perf_counter() - start
                    size = len(pickle.dumps(sim.tally))
                del sim
            print(f"{games:9,} {row[0]:9.0f} {size:14,} {row[1]:23,.0f} {seconds:6.1f}",
                  flush=True)
    finally:
        gm.play_one = original


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200,
                        help="rounds to time (default 200)")
    parser.add_argument("--preset", default="oficial")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", nargs="+", default=["greedy"])
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--big", type=int, default=100_000)
    args = parser.parse_args()
    print(f"{platform.machine()}, Python {platform.python_version()}")
    throughput(args.games, args.preset, args.players, tuple(args.bots))
    parent_memory(args.small, args.big)


if __name__ == "__main__":
    main()
