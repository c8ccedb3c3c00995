"""Simulations on every engine: the same statistics from this process, a pool of processes and
a Dask LocalCluster; errors that cross processes; flat memory; records in game order; the
fallback to one process where processes cannot start (a browser kernel).

These tests need Dask (the ``test`` extra installs it): without it they fail, never skip.
"""

from __future__ import annotations

import concurrent.futures
import copy
import errno
import importlib
import json
import multiprocessing.process
import os
import pickle
import subprocess
import sys
import textwrap

import distributed
import pytest

from cacheta_lab.engine.rules import get_rules
from cacheta_lab.errors import CachetaError
from cacheta_lab.game.simulate import (
    SimSpec,
    play_chunk,
    play_one,
    run_games,
    simulate,
    summarize,
    tally_game,
)

# the module that starts the pool (the package exports the function `simulate` under its
# own name)
workers_module = importlib.import_module("cacheta_lab.game.simulate.workers")

CHEAP = {"rules": "oficial", "players": 3, "games": 14, "seed": 7, "bots": ("random",),
         "unit": "round", "max_turns": 300, "progress": False}
TIMING = ("seconds", "cpu_seconds")


@pytest.fixture(scope="module")
def client():
    """A two-worker LocalCluster on this machine (no network needed)."""
    import logging

    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=":0", silence_logs=logging.ERROR)
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


def _rules_for_one_player():
    """Rules that claim a round for one player (validation would refuse them): the round,
    in the worker, raises CachetaError."""
    rules = copy.copy(get_rules("oficial"))  # a copy: the preset itself stays as it is
    object.__setattr__(rules, "min_players", 1)
    return rules


def _strip(record):
    return {k: v for k, v in record.items() if k not in TIMING}


# --- the same statistics whatever plays the games ------------------------------------------

def test_serial_pool_and_dask_give_identical_statistics(client):
    serial = simulate(**CHEAP, workers=1)
    pool = simulate(**CHEAP, workers=2, chunk_size=3)
    dask_small = simulate(**CHEAP, client=client, chunk_size=1)
    dask_big = simulate(**CHEAP, client=client, chunk_size=5)
    assert (serial.engine, pool.engine, dask_small.engine) == ("serial", "pool", "dask")
    assert pool.workers == 2 and dask_small.workers == 2
    stats = serial.tally.statistics()
    assert stats[0]["games"] == 14 and stats[0]["rounds"] == 14
    for other in (pool, dask_small, dask_big):
        assert other.tally.statistics() == stats
        a, b = serial.to_dict(), other.to_dict()
        for key in ("seconds", "workers", "engine", "moves_per_second_per_process"):
            a.pop(key), b.pop(key)
        assert a == b


def test_game_i_depends_on_seed_and_i_alone(client):
    spec = SimSpec(get_rules("oficial"), 3, 6, 7, ("random",), "round", 300)
    records = [_strip(r) for r in run_games(spec, workers=2, progress=False)]
    assert [r["index"] for r in records] == list(range(6))
    assert records[4] == _strip(play_one(spec, 4))
    assert [_strip(r) for r in play_chunk(spec, 2, 5, keep_records=True).records] == records[2:5]
    assert [_strip(r) for r in run_games(spec, client=client, progress=False)] == records
    # another seed gives other games
    other = SimSpec(get_rules("oficial"), 3, 6, 8, ("random",), "round", 300)
    assert _strip(play_one(other, 4)) != records[4]


def test_summarize_merges_chunk_summaries():
    spec = SimSpec(get_rules("oficial"), 3, 6, 7, ("random",), "round", 300)
    records = run_games(spec, workers=1, progress=False)
    parts = [play_chunk(spec, a, b).tally for a, b in ((0, 1), (1, 4), (4, 6))]
    by_chunks = summarize(spec, parts)
    by_records = summarize(spec, records)
    by_chunks.pop("moves_per_second_per_process"), by_records.pop("moves_per_second_per_process")
    assert by_chunks == by_records
    turns = [r["rounds"][0]["turns"] for r in records if r["rounds"][0]["how"] == "bater"]
    mean = by_chunks["turns_per_round"]
    assert mean.n == len(turns) and mean.value == pytest.approx(sum(turns) / len(turns))
    assert (mean.lo, mean.hi) == (min(turns), max(turns))


def test_dashboard_link_is_printed(client, capsys):
    simulate(**{**CHEAP, "games": 2, "progress": None}, client=client)
    assert f"Dask: {client.dashboard_link}" in capsys.readouterr().err


# --- memory: a summary per chunk, not a record per game ------------------------------------

MEMORY = textwrap.dedent("""
    import importlib, json, pickle, sys, tracemalloc
    from cacheta_lab.engine.rules import get_rules
    sm = importlib.import_module("cacheta_lab.game.simulate")
    gm = importlib.import_module("cacheta_lab.game.simulate.games")  # plays each game
    # games cost nothing here: each is a copy of one of three real records (the summing-up
    # is what is measured)
    spec = sm.SimSpec(get_rules("oficial"), 3, 3, 7, ("random",), "round", 300)
    real = [sm.play_one(spec, i) for i in range(3)]
    gm.play_one = lambda spec, i: {**real[i % 3], "index": i}
    out = {}
    for games in (1_000, int(sys.argv[1])):
        tracemalloc.start()
        sim = sm.simulate("oficial", 3, games, 7, ("random",), "round", workers=1,
                          progress=False, max_turns=300)
        out[games] = [tracemalloc.get_traced_memory()[1], len(pickle.dumps(sim.tally)),
                      sim.tally.counts["games"]]
        tracemalloc.stop()
    print(json.dumps(out))
""")


def test_memory_stays_flat():
    # in a fresh process: no other thread allocates while the peak is measured
    big = 30_000
    out = subprocess.run([sys.executable, "-c", MEMORY, str(big)], capture_output=True,
                         text=True, timeout=300, check=True).stdout
    (small_peak, small_size, small_games), (big_peak, big_size, big_games) = (
        json.loads(out).values())
    assert (small_games, big_games) == (1_000, big)
    # 30 times the games: the same summary (bigger numbers only), about the same peak
    assert big_size < small_size + 100
    assert big_peak < 1.5 * small_peak + 64 * 1024, (small_peak, big_peak)


# --- records for small runs -----------------------------------------------------------------

def test_records_file_in_game_order(tmp_path):
    path = tmp_path / "games.jsonl"
    sim = simulate(**{**CHEAP, "games": 7}, workers=2, chunk_size=2, records=str(path),
                   keep_records=True)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [r["index"] for r in lines] == list(range(7))
    assert [_strip(r) for r in lines] == [_strip(json.loads(json.dumps(r)))
                                          for r in sim.records]
    serial = run_games(SimSpec(get_rules("oficial"), 3, 7, 7, ("random",), "round", 300), 1,
                       progress=False)
    assert [_strip(r) for r in lines] == [_strip(json.loads(json.dumps(r))) for r in serial]


def test_records_file_that_cannot_be_written(tmp_path):
    with pytest.raises(CachetaError, match="cannot write the records"):
        simulate(**{**CHEAP, "games": 1}, workers=1, records=str(tmp_path / "no" / "x.jsonl"))


# --- errors cross processes ----------------------------------------------------------------

def test_cacheta_error_survives_pickling():
    err = CachetaError("mão vazia", "empty hand")
    err.add_note("game 3")
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        back = pickle.loads(pickle.dumps(err, protocol))
        assert type(back) is CachetaError
        assert (back.pt, back.en, str(back)) == ("mão vazia", "empty hand", str(err))
        assert back.message("en") == "empty hand" and back.__notes__ == ["game 3"]


def test_worker_error_reaches_the_caller_from_a_pool():
    # in a fresh process, under a time limit: before the fix the pool waited forever
    script = textwrap.dedent("""
        import copy
        import importlib
        import os
        from cacheta_lab.errors import CachetaError
        sm = importlib.import_module("cacheta_lab.game.simulate")
        gm = importlib.import_module("cacheta_lab.game.simulate.games")  # plays each game
        from cacheta_lab.engine.rules import get_rules
        class Odd(Exception):
            def __init__(self, a, b):
                super().__init__(a)
        real = gm.play_one
        def flaky(spec, index):
            if index == 3:
                raise Odd(f"in process {os.getpid()}", "pickle")
            return real(spec, index)
        gm.play_one = flaky  # the pool's processes are forked from this one-thread process
        print("parent", os.getpid())
        try:
            sm.simulate("oficial", 2, 5, bots="random", unit="round", workers=2,
                        progress=False, chunk_size=1)
        except RuntimeError as err:
            print("RuntimeError:", err)
        else:
            print("no error")

        rules = copy.copy(get_rules("oficial"))
        object.__setattr__(rules, "min_players", 1)
        try:
            sm.simulate(rules, 1, 6, unit="round", workers=2, progress=False, chunk_size=1)
        except CachetaError as err:
            print("CachetaError:", err.message("en"))
        else:
            print("no error")

    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr  # what went wrong, if anything
    out = done.stdout
    assert "CachetaError: rule min_players=1 is invalid" in out
    parent = out.split("parent ")[1].split()[0]
    assert "RuntimeError: game 3 (seed 0) failed: Odd: in process " in out
    assert out.split("Odd: in process ")[1].split()[0] != parent  # it crossed processes


def test_worker_error_reaches_the_caller_from_dask(client):
    with pytest.raises(CachetaError, match="min_players=1 is invalid") as info:
        simulate(_rules_for_one_player(), 1, 4, unit="round", client=client, progress=False)
    assert info.value.message("pt").startswith("regra min_players=1 inválida")
    assert get_rules("oficial").min_players == 2
    # the cluster is still good for the next simulation
    assert simulate(**{**CHEAP, "games": 2}, client=client).tally.counts["games"] == 2


def test_worker_error_in_one_process():
    with pytest.raises(CachetaError, match="min_players=1 is invalid"):
        simulate(_rules_for_one_player(), 1, 2, unit="round", workers=1, progress=False)


# --- one core, no processes (a browser kernel) ---------------------------------------------

def _no_pool(workers):
    raise AssertionError("no process pool should be started")


def test_one_core_plays_in_this_process(monkeypatch):
    expected = simulate(**CHEAP, workers=1).tally.statistics()
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    monkeypatch.setattr(workers_module, "start_pool", _no_pool)
    for workers in (None, 2):
        sim = simulate(**CHEAP, workers=workers)
        assert (sim.engine, sim.workers) == ("serial", 1)
        assert sim.tally.statistics() == expected


def _process_start_fails(self):
    raise OSError(errno.ENOSYS, "processes are not available here")


@pytest.mark.parametrize("how", ["start", "import"])
def test_no_processes_plays_in_this_process(monkeypatch, how):
    expected = simulate(**CHEAP, workers=1).tally.statistics()
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    if how == "start":  # the module imports, starting a process raises
        monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", _process_start_fails)
    else:  # the process pool cannot even be imported
        monkeypatch.delattr(concurrent.futures, "ProcessPoolExecutor", raising=False)
        monkeypatch.setitem(sys.modules, "concurrent.futures.process", None)
    sim = simulate(**CHEAP, workers=2)
    assert (sim.engine, sim.workers) == ("serial", 1)
    assert sim.tally.statistics() == expected


def test_tally_game_counts_one_game():
    spec = SimSpec(get_rules("oficial"), 3, 1, 7, ("random",), "round", 300)
    record = play_one(spec, 0)
    t = tally_game(spec, record)
    rd = record["rounds"][0]
    assert t.counts["games"] == 1 and t.counts["rounds"] == 1
    assert t.counts[f"end:{rd['how']}"] == 1 and t.counts["dealt"] == 3
    assert t.counts["moves"] == record["moves"]


def test_cli_joins_a_running_scheduler(client, capsys):
    from cacheta_lab.cli import main

    address = client.scheduler.address
    assert address.startswith("tcp://")
    args = ["simulate", "--rules", "oficial", "--players", "3", "--games", "14", "--seed", "7",
            "--bots", "random", "--unit", "round", "--max-turns", "300", "--json"]
    assert main([*args, "--cluster", address]) == 0
    captured = capsys.readouterr()
    on_dask = json.loads(captured.out)
    assert on_dask["engine"] == "dask" and on_dask["workers"] == 2
    assert f"Dask: {client.dashboard_link}" in captured.err
    assert main([*args, "--workers", "1", "--no-progress"]) == 0
    here = json.loads(capsys.readouterr().out)
    for key in ("seconds", "workers", "engine", "moves_per_second_per_process"):
        here.pop(key), on_dask.pop(key)
    assert here == on_dask
    # the cluster outlives the command's own client
    assert sum(client.nthreads().values()) == 2
