"""Game engine throughput: moves per second with the random bot, and complete 4-player rounds
per second with the greedy bot on both cores.

    .venv/bin/python benchmarks/bench_game.py                  # oficial, quick
    .venv/bin/python benchmarks/bench_game.py --presets all --seconds 10 --rounds 100

Each figure is given twice: by the wall clock, and by the CPU time the work used (the
figure the machine gives when nothing else runs on it).
"""

from __future__ import annotations

import argparse
import time

from cacheta_lab.engine.rules import PRESETS, get_rules
from cacheta_lab.game import Round, make_bots, next_move
from cacheta_lab.game.simulate import SimSpec, run_games


def moves_per_second(preset: str, seconds: float, players: int = 4) -> dict[str, float]:
    """Random bots play rounds for ``seconds`` in this process: moves/s by the wall clock and by
    CPU time, and by CPU time spent only checking and applying the moves."""
    engine = 0.0
    moves = rounds = seed = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        rnd = Round(preset, players, seed=seed, max_turns=2000)
        bots = make_bots("random", players, seed)
        while not rnd.over:
            move = next_move(rnd, bots)
            t = time.process_time()
            rnd.play(move)
            engine += time.process_time() - t
            moves += 1
        rounds += 1
        seed += 1
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"moves": moves, "rounds": rounds, "wall": moves / wall, "cpu": moves / cpu,
            "engine_only": moves / engine if engine else float("inf")}


def rounds_per_second(preset: str, rounds: int, workers: int, players: int = 4
                      ) -> dict[str, float]:
    """Greedy bots play ``rounds`` complete rounds on ``workers`` processes."""
    spec = SimSpec(get_rules(preset), players, rounds, 0, ("greedy",), "round", 2000)
    start = time.perf_counter()
    records = run_games(spec, workers, progress=False)
    wall = time.perf_counter() - start
    cpu = sum(r["cpu_seconds"] for r in records)
    turns = sum(r["rounds"][0]["turns"] for r in records) / len(records)
    return {"rounds": rounds, "wall": rounds / wall, "cpu": workers * rounds / cpu,
            "turns_per_round": turns}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="oficial",
                        help="comma-separated presets, or 'all' (default oficial)")
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="seconds of random play per preset (default 5)")
    parser.add_argument("--rounds", type=int, default=40,
                        help="greedy rounds per preset (default 40)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    args = parser.parse_args()
    presets = list(PRESETS) if args.presets == "all" else args.presets.split(",")
    print(f"{'':14} {'random bot: moves/s':^34} {'greedy: rounds/s':^22}")
    print(f"{'preset':14} {'wall':>8} {'cpu':>8} {'engine only':>12}   {'wall':>6} {'cpu':>6} "
          f"{'turns/round':>12}")
    for preset in presets:
        players = 4 if PRESETS[preset].max_players >= 4 else 2
        m = moves_per_second(preset, args.seconds, players)
        r = rounds_per_second(preset, args.rounds, args.workers, players)
        print(f"{preset:14} {m['wall']:8.0f} {m['cpu']:8.0f} {m['engine_only']:12.0f}   "
              f"{r['wall']:6.1f} {r['cpu']:6.1f} {r['turns_per_round']:12.1f}", flush=True)
    print(f"random bots: one process; greedy: complete rounds on {args.workers} processes "
          f"('cpu' = {args.workers} x rounds per CPU-second)")


if __name__ == "__main__":
    main()
