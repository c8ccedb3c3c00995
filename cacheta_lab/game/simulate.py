"""Many games between bots, on both cores or a Dask cluster, and the statistics a curious
player asks for.

Each game ``i`` is seeded from the simulation seed and ``i`` alone, so the results do not depend
on what plays them: this process, a pool of processes, or a Dask cluster of any size. The bot
levels are dealt to the seats in turn and rotated by one seat each game, so every level sits in
every seat equally often. Games go out in chunks; each chunk comes back as a :class:`Tally`
(counts, sums, sums of squares, min/max) and the tallies merge, so the memory of the process
that asks does not grow with the number of games.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, TextIO

from ..cards import parse_cards
from ..checks import (
    LEVELS,
    MAX_DEALS,
    MAX_GAMES,
    MAX_ROUNDS,
    MAX_TURNS,
    check_count,
    check_levels,
    check_path,
    check_players,
    check_seed,
    derive_seed,
)
from ..echo import short_repr as echo
from ..errors import CachetaError
from ..explain import level_name, mean_text, rate_text, round_end_words
from ..rules import Rules, get_rules
from ..text import join, number, percent, plural, say
from .bots import make_bot
from .judge import Judge
from .match import Match
from .play import run
from .round import Round
from .stats import Mean, Rate, Tally

UNITS = ("match", "round")

# sane bounds (the others are in checks): a typo does not ask for a year of work
MAX_WORKERS = 256
MAX_CHUNK = 250


@dataclass(frozen=True)
class SimSpec:
    """What to simulate."""

    rules: Rules
    players: int = 4
    games: int = 100
    seed: int | str = 0
    bots: tuple[str, ...] = ("greedy",)
    unit: str = "match"
    max_turns: int | None = 2000
    max_rounds: int | None = 300

    def levels_for(self, index: int) -> list[str]:
        """The bot level of each seat in game ``index`` (cycled, rotated by the index)."""
        cycle = [self.bots[s % len(self.bots)] for s in range(self.players)]
        shift = index % self.players
        return cycle[shift:] + cycle[:shift]


def check_workers(workers: int) -> None:
    """``workers`` is a whole number of processes from 1 to :data:`MAX_WORKERS`."""
    check_count("workers", workers, 1, MAX_WORKERS)


def check_spec(spec: SimSpec) -> None:
    """Raise :class:`CachetaError` (both languages) unless every field of ``spec`` is sane."""
    rules = spec.rules
    rules.check_players(spec.players)
    if isinstance(spec.games, int) and not isinstance(spec.games, bool) and spec.games < 1:
        raise CachetaError("simule pelo menos 1 jogo", "simulate at least 1 game")
    check_count("games", spec.games, 1, MAX_GAMES)
    if not isinstance(spec.unit, str) or spec.unit not in UNITS:
        raise CachetaError(f"unidade {echo(spec.unit)} desconhecida: use match ou round",
                           f"unknown unit {echo(spec.unit)}: use match or round")
    check_levels(spec.bots)
    check_count("max_turns", spec.max_turns, 1, MAX_TURNS)
    if spec.unit == "match":
        check_count("max_rounds", spec.max_rounds, 1, MAX_ROUNDS)
    check_seed(spec.seed)


# --- one game -----------------------------------------------------------------------------

def play_one(spec: SimSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` and return a small record of it."""
    levels = spec.levels_for(index)
    seed = derive_seed(spec.seed, f":{index}")
    game: Match | Round
    if spec.unit == "match":
        game = Match(spec.rules, spec.players, seed, max_turns=spec.max_turns,
                     max_rounds=spec.max_rounds)
    else:
        game = Round(spec.rules, spec.players, seed=seed, max_turns=spec.max_turns)
    bots = [make_bot(levels[s], f"{seed}/bot{s}") for s in range(spec.players)]
    start, cpu = time.perf_counter(), time.process_time()
    run(game, bots)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    rounds = _round_records(spec.rules, game.events)
    winner = game.winner if isinstance(game, Match) else rounds[0]["winner"]
    moves = len(game.move_log)
    return {"index": index, "levels": levels, "winner": winner,
            "winner_level": levels[winner] if winner is not None else None,
            "moves": moves, "seconds": elapsed, "cpu_seconds": cpu, "rounds": rounds}


def _round_records(rules: Rules, events: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    for ev in events:
        kind = ev["type"]
        if kind == "deal":
            judge = Judge(rules, parse_cards(ev["vira"])[0] if ev["vira"] else None)
            dealt = []
            for s in ev["seats"]:
                hand = parse_cards(ev["hands"][str(s)])
                dealt.append((judge.complete(hand), bool(judge.outs(hand))))
            current = {"seats": ev["seats"], "first": ev["first"], "dealt": dealt,
                       "furar_failed": 0, "false_bati": 0, "folds": 0, "announced": 0}
        elif kind == "furar" and not ev["ok"]:
            current["furar_failed"] += 1
        elif kind == "false_bati":
            current["false_bati"] += 1
        elif kind == "correr":
            current["folds"] += 1
        elif kind == "na_boa":
            current["announced"] += 1
        elif kind == "round_end":
            seats = current["seats"]
            first = seats.index(current["first"])
            order = seats[first:] + seats[:first]
            winner = ev["winner"]
            current.update(winner=winner, how=ev["how"], with10=ev["with10"],
                           turns=ev["turns"],
                           position=order.index(winner) + 1 if winner is not None else None)
            out.append(current)
    return out


# --- many games, in chunks -----------------------------------------------------------------

@dataclass
class Chunk:
    """Games ``start`` to ``stop - 1``, summed up (and their records when asked for)."""

    start: int
    stop: int
    tally: Tally
    records: list[dict[str, Any]] | None = None


def play_chunk(spec: SimSpec, start: int, stop: int, keep_records: bool = False) -> Chunk:
    """Play games ``start`` … ``stop - 1`` of ``spec`` (in this process) and sum them up.

    This is the unit of work sent to a pool process or a Dask worker. An error that is not a
    :class:`CachetaError` comes back as a ``RuntimeError`` naming the game, so that it always
    survives the trip between processes.
    """
    tally = Tally()
    records: list[dict[str, Any]] | None = [] if keep_records else None
    for index in range(start, stop):
        try:
            record = play_one(spec, index)
        except CachetaError:
            raise
        except Exception as err:
            raise RuntimeError(f"game {index} (seed {spec.seed!r}) failed: "
                               f"{type(err).__name__}: {err}") from None
        tally_game(spec, record, tally)
        if records is not None:
            records.append(record)
    return Chunk(start, stop, tally, records)


def tally_game(spec: SimSpec, record: dict[str, Any], tally: Tally | None = None) -> Tally:
    """Add one game's record to ``tally`` (a new one if none): the counts ``summarize`` needs."""
    t = Tally() if tally is None else tally
    t.count("games")
    if record["winner"] is not None:
        t.count("decided")
        t.count(f"wins:{record['winner_level']}")
    t.observe("rounds_per_game", len(record["rounds"]))
    for rd in record["rounds"]:
        t.count("rounds")
        t.count(f"end:{rd['how']}")
        t.observe("folds_per_round", rd["folds"])
        t.observe("na_boa_calls_per_round", rd["announced"])
        t.count("failed_furar", rd["furar_failed"])
        t.count("false_bati", rd["false_bati"])
        t.count("dealt", len(rd["dealt"]))
        t.count("dealt_complete", sum(1 for complete, _ in rd["dealt"] if complete))
        t.count("dealt_na_boa", sum(1 for _, na_boa in rd["dealt"] if na_boa))
        if rd["winner"] is None:
            continue
        if rd["how"] in ("bater", "furar"):
            t.count("out_rounds")
            t.observe("turns_per_round", rd["turns"])
            t.count("with10", bool(rd["with10"]))
            t.count("furar", rd["how"] == "furar")
        if len(rd["seats"]) == spec.players:
            t.count("full_rounds")
            t.count(f"position:{rd['position']}")
    t.count("moves", record["moves"])
    t.timing["seconds"] += record["seconds"]
    t.timing["cpu_seconds"] += record["cpu_seconds"]
    return t


def chunk_ranges(games: int, size: int) -> Iterator[tuple[int, int]]:
    """``(start, stop)`` of each chunk of ``size`` games, in order."""
    for start in range(0, games, size):
        yield start, min(start + size, games)


def default_chunk_size(games: int, slots: int) -> int:
    """About four chunks per worker, at most :data:`MAX_CHUNK` games each."""
    return max(1, min(MAX_CHUNK, math.ceil(games / (4 * max(1, slots)))))


class Progress:
    """A one-line progress bar on stderr (no dependencies)."""

    def __init__(self, total: int, enabled: bool, stream: TextIO | None = None) -> None:
        self.total = total
        self.done = 0
        self.enabled = enabled
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self._last = 0.0
        self._drawn = False

    def update(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        if self.enabled and (now - self._last > 0.2 or self.done == self.total):
            self._last = now
            self._drawn = True
            elapsed = now - self.start
            rate = self.done / elapsed if elapsed > 0 else 0.0
            eta = (self.total - self.done) / rate if rate else 0.0
            width = 30
            filled = int(width * self.done / self.total)
            self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] "
                              f"{self.done}/{self.total}  {rate:.1f}/s  ETA {eta:.0f}s ")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled and self._drawn:
            self.stream.write("\n")
            self.stream.flush()


class _InOrder:
    """Hands the records of chunks that arrive in any order to ``write`` in game order."""

    def __init__(self, write: Callable[[dict[str, Any]], None]) -> None:
        self.write = write
        self.next = 0
        self.waiting: dict[int, Chunk] = {}

    def add(self, chunk: Chunk) -> None:
        self.waiting[chunk.start] = chunk
        while self.next in self.waiting:
            ready = self.waiting.pop(self.next)
            for record in ready.records or ():
                self.write(record)
            self.next = ready.stop


def _serial(spec: SimSpec, ranges: Iterator[tuple[int, int]], keep: bool) -> Iterator[Chunk]:
    for start, stop in ranges:
        yield play_chunk(spec, start, stop, keep)


def _drive(submit: Callable[[int, int], Any], wait_any: Callable[[set[Any]], tuple[Any, Any]],
           cancel: Callable[[set[Any]], None], ranges: Iterator[tuple[int, int]],
           limit: int) -> Iterator[Chunk]:
    """Keep at most ``limit`` chunks in flight; yield each as it ends; cancel the rest on
    an error, an interrupt or an early close."""
    pending: set[Any] = set()
    try:
        for start, stop in islice(ranges, limit):
            pending.add(submit(start, stop))
        while pending:
            done, rest = wait_any(pending)
            pending = set(rest)
            for future in done:
                chunk = future.result()  # a worker's error is raised here
                for start, stop in islice(ranges, 1):
                    pending.add(submit(start, stop))
                yield chunk
    finally:
        if pending:
            cancel(pending)


# --- processes on this machine -------------------------------------------------------------

def usable_workers(workers: int, games: int) -> int:
    """The processes worth starting: 1 on a one-core machine (or in a browser kernel)."""
    if (os.cpu_count() or 1) < 2:
        return 1
    return max(1, min(workers, games))


def _pool_context() -> Any:
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    # fork starts at once and needs no `if __name__ == "__main__"` in the user's script, but it
    # is safe only while this process runs a single thread (a Dask client runs more): then a
    # fresh server process to fork from
    if "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    for method in ("forkserver", "spawn"):
        if method in methods:
            return multiprocessing.get_context(method)
    return multiprocessing.get_context()


def _worker_setup() -> None:
    # the parent handles Ctrl-C (and stops the workers): no traceback from each worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _ready() -> int:
    return os.getpid()


def start_pool(workers: int) -> Any | None:
    """A pool of ``workers`` started processes, or ``None`` when processes cannot start here
    (Pyodide, a sandbox): the games are then played in this process."""
    try:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(workers, mp_context=_pool_context(),
                                   initializer=_worker_setup)
    except Exception:
        return None
    try:
        for future in [pool.submit(_ready) for _ in range(workers)]:
            future.result(timeout=120)
    except Exception:
        stop_pool(pool, now=True)
        return None
    except BaseException:  # Ctrl-C while the processes start
        stop_pool(pool, now=True)
        raise
    return pool


def stop_pool(pool: Any, now: bool) -> None:
    """Shut the pool down; ``now`` ends its processes at once (an error or an interrupt)."""
    if not now:
        pool.shutdown(wait=True)
        return
    processes = list((getattr(pool, "_processes", None) or {}).values())
    with contextlib.suppress(Exception):
        pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()
    for process in processes:
        with contextlib.suppress(Exception):
            process.join(5)


def _pooled(pool: Any, spec: SimSpec, ranges: Iterator[tuple[int, int]], keep: bool,
            workers: int) -> Iterator[Chunk]:
    from concurrent.futures import FIRST_COMPLETED, wait

    def cancel(pending: set[Any]) -> None:
        for future in pending:
            future.cancel()

    return _drive(lambda a, b: pool.submit(play_chunk, spec, a, b, keep),
                  lambda pending: wait(pending, return_when=FIRST_COMPLETED),
                  cancel, ranges, 2 * workers)


# --- Dask ----------------------------------------------------------------------------------

def _dask_missing() -> CachetaError:
    return CachetaError(
        "o Dask não está instalado: pip install \"cacheta_lab[cluster]\"",
        "Dask is not installed: pip install \"cacheta_lab[cluster]\"")


def dask_slots(client: Any) -> tuple[int, int]:
    """(workers, threads) of the Dask cluster behind ``client``."""
    threads = client.nthreads()
    return len(threads), sum(threads.values())


def _dasked(client: Any, spec: SimSpec, ranges: Iterator[tuple[int, int]], keep: bool,
            slots: int) -> Iterator[Chunk]:
    from distributed import wait

    def cancel(pending: set[Any]) -> None:
        with contextlib.suppress(Exception):
            client.cancel(list(pending), force=True)

    return _drive(lambda a, b: client.submit(play_chunk, spec, a, b, keep, pure=False),
                  lambda pending: wait(pending, return_when="FIRST_COMPLETED"),
                  cancel, ranges, 2 * max(1, slots))


def _quiet_forkserver() -> bool:
    """Start the server that Dask's worker processes fork from, ignoring SIGINT (it and every
    process forked from it keep ignoring it): a Ctrl-C at the terminal reaches every process
    of the group, and this process alone answers it, by stopping the others. Only this
    process's first moments of the start are not interruptible."""
    import multiprocessing

    if ("forkserver" not in multiprocessing.get_all_start_methods()
            or threading.current_thread() is not threading.main_thread()):
        return False
    from multiprocessing import forkserver

    import dask
    from distributed.utils import get_mp_context

    with dask.config.set({"distributed.worker.multiprocessing-method": "forkserver"}):
        get_mp_context()  # Dask's modules to preload in the server
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        forkserver.ensure_running()
    finally:
        signal.signal(signal.SIGINT, previous)
    return True


@contextlib.contextmanager
def _interrupts_deferred() -> Iterator[None]:
    """Ctrl-C or SIGTERM meanwhile interrupts at the end of the block, not inside it (a
    cluster half started could not be stopped)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    signals = (signal.SIGINT, signal.SIGTERM)
    previous = {sig: signal.signal(sig, lambda signum, frame: caught.append(signum))
                for sig in signals}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if caught:
        raise KeyboardInterrupt


_ADDRESS = re.compile(r"(tcp|tls)://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([0-9]{1,5})")
CONNECT_SECONDS = 3  # a scheduler that does not answer this fast is reported at once


def _check_listening(address: Any) -> None:
    """``address`` is ``tcp://HOST:PORT`` (or ``tls://``) and something listens there."""
    found = _ADDRESS.fullmatch(address) if isinstance(address, str) else None
    if found is None or not 1 <= int(found[3]) <= 65535:
        raise CachetaError(
            f"--cluster {echo(address)}: use local ou o endereço do agendador do Dask, "
            "por exemplo tcp://10.0.0.5:8786",
            f"--cluster {echo(address)}: use local or the Dask scheduler's address, "
            "e.g. tcp://10.0.0.5:8786")
    host = found[2].strip("[]")
    try:
        socket.create_connection((host, int(found[3])), timeout=CONNECT_SECONDS).close()
    except OSError as err:
        raise CachetaError(
            f"nada responde em {echo(address)} ({type(err).__name__}): o agendador do Dask "
            "está rodando?",
            f"nothing answers at {echo(address)} ({type(err).__name__}): is the Dask "
            "scheduler running?") from None


@contextlib.contextmanager
def dask_client(address: str, workers: int = 2) -> Iterator[Any]:
    """A Dask client: ``"local"`` starts a LocalCluster of ``workers`` processes on this
    machine (no network needed); ``"tcp://HOST:PORT"`` joins a running scheduler."""
    try:
        import logging

        from distributed import Client, LocalCluster
    except ImportError:
        raise _dask_missing() from None
    if address == "local":
        check_workers(workers)
    else:
        _check_listening(address)
    cluster = client = None
    try:
        if address == "local":
            import dask

            method = "forkserver" if _quiet_forkserver() else "spawn"
            with (_interrupts_deferred(),
                  dask.config.set({"distributed.worker.multiprocessing-method": method})):
                # Dask's own log lines stay quiet, errors too: a failed game reaches the
                # command as an exception, and stopping on Ctrl-C makes closing connections
                # log errors that are no news to the user
                cluster = LocalCluster(n_workers=workers, threads_per_worker=1,
                                       processes=True, dashboard_address=":0",
                                       silence_logs=logging.CRITICAL)
            client = Client(cluster)
        else:
            try:
                client = Client(address, timeout="10s")
            except Exception as err:  # Dask's own errors for a bad address or security
                raise CachetaError(
                    f"não foi possível falar com o agendador do Dask em {echo(address)} "
                    f"({type(err).__name__})",
                    f"could not reach the Dask scheduler at {echo(address)} "
                    f"({type(err).__name__})") from None
        yield client
    finally:
        if client is not None:
            with contextlib.suppress(Exception):
                client.close()
        if cluster is not None:
            with contextlib.suppress(Exception):
                cluster.close()


# --- the whole simulation ------------------------------------------------------------------

def play_games(spec: SimSpec, workers: int = 2, progress: bool | None = None,
               client: Any = None, on_record: Callable[[dict[str, Any]], None] | None = None,
               chunk_size: int | None = None) -> tuple[Tally, int, str]:
    """Play every game of ``spec``: on ``client`` (Dask) if given, else on a pool of
    ``workers`` processes, else in this process. Returns the merged tally, the workers used
    and the engine (``"dask"``, ``"pool"`` or ``"serial"``); ``on_record`` gets each game's
    record in game order."""
    check_spec(spec)
    check_workers(workers)
    if chunk_size is not None:
        check_count("chunk_size", chunk_size, 1, MAX_CHUNK * 40)
    show = sys.stderr.isatty() if progress is None else progress
    keep = on_record is not None
    sink = _InOrder(on_record) if on_record is not None else None
    pool = None
    finished = False
    if client is not None:
        used, slots = dask_slots(client)
        engine = "dask"
        if progress is not False:
            print(f"Dask: {client.dashboard_link}", file=sys.stderr, flush=True)
        size = chunk_size or default_chunk_size(spec.games, slots)
        chunks = _dasked(client, spec, chunk_ranges(spec.games, size), keep, slots)
    else:
        used = usable_workers(workers, spec.games)
        pool = start_pool(used) if used > 1 else None
        size = chunk_size or default_chunk_size(spec.games, used if pool else 1)
        ranges = chunk_ranges(spec.games, size)
        if pool is None:
            used, engine, chunks = 1, "serial", _serial(spec, ranges, keep)
        else:
            engine, chunks = "pool", _pooled(pool, spec, ranges, keep, used)
    bar = Progress(spec.games, show)
    tally = Tally()
    try:
        with contextlib.closing(chunks):
            for chunk in chunks:
                tally.merge(chunk.tally)
                if sink is not None:
                    sink.add(chunk)
                bar.update(chunk.stop - chunk.start)
        finished = True
    finally:
        bar.close()
        if pool is not None:
            stop_pool(pool, now=not finished)
    return tally, used, engine


def run_games(spec: SimSpec, workers: int = 2, progress: bool | None = None,
              client: Any = None) -> list[dict[str, Any]]:
    """Every game's record, in game order (for small runs: the records stay in memory)."""
    records: list[dict[str, Any]] = []
    play_games(spec, workers, progress, client, records.append)
    return records


@dataclass
class Simulation:
    """The games played and what they show."""

    spec: SimSpec
    tally: Tally
    seconds: float
    workers: int
    engine: str = "serial"
    records: list[dict[str, Any]] | None = None
    summary: dict[str, Any] = field(init=False)

    def __post_init__(self) -> None:
        self.summary = summarize(self.spec, [self.tally])

    def to_dict(self) -> dict[str, Any]:
        spec = self.spec
        return {"rules": spec.rules.id, "players": spec.players, "games": spec.games,
                "seed": spec.seed, "bots": list(spec.bots), "unit": spec.unit,
                "max_turns": spec.max_turns, "workers": self.workers, "engine": self.engine,
                "seconds": round(self.seconds, 3), **_plain(self.summary)}

    def report(self, lang: str = "pt") -> str:
        return report(self, lang)


def simulate(rules: str | Rules = "oficial", players: int = 4, games: int = 100,
             seed: int | str = 0, bots: Sequence[str] | str = ("greedy",), unit: str = "match",
             workers: int | None = None, progress: bool | None = None,
             max_turns: int | None = 2000, max_rounds: int | None = 300, *,
             client: Any = None, records: str | os.PathLike[str] | TextIO | None = None,
             keep_records: bool = False, chunk_size: int | None = None) -> Simulation:
    """Play ``games`` games (matches or single rounds) between bots and sum them up.

    ``client``: a ``dask.distributed.Client`` (or a scheduler's ``tcp://HOST:PORT``) to play
    on its cluster (its dashboard link is printed on stderr unless ``progress=False``).
    Without it, ``workers`` processes on this machine (default: 2, or 1 where there is one
    core or processes cannot start).
    ``records``: a file name (or open text file) to write each game's record to, one JSON
    object a line, in game order; ``keep_records=True`` keeps them in ``sim.records`` too.
    The statistics depend on the seed alone, never on who played the games.
    """
    if isinstance(client, str):  # a scheduler's address
        with dask_client(client) as connected:
            return simulate(rules, players, games, seed, bots, unit, workers, progress,
                            max_turns, max_rounds, client=connected, records=records,
                            keep_records=keep_records, chunk_size=chunk_size)
    levels = check_levels(bots)
    spec = SimSpec(get_rules(rules), players, games, seed, levels, unit, max_turns, max_rounds)
    check_spec(spec)
    workers = workers if workers is not None else min(2, os.cpu_count() or 1)
    check_workers(workers)
    kept: list[dict[str, Any]] | None = [] if keep_records else None
    writers: list[Callable[[dict[str, Any]], None]] = [] if kept is None else [kept.append]
    with contextlib.ExitStack() as stack:
        if records is not None:
            stream = (records if hasattr(records, "write") else
                      stack.enter_context(_RecordFile(records)))
            writers.append(lambda r: stream.write(json.dumps(r, ensure_ascii=False) + "\n"))
        on_record = (lambda r: [w(r) for w in writers]) if writers else None
        start = time.perf_counter()
        tally, used, engine = play_games(spec, workers, progress, client, on_record,
                                         chunk_size)
    return Simulation(spec, tally, time.perf_counter() - start, used, engine, kept)


class _RecordFile:
    """The records file: opened, written and closed with any OSError (a full disk, a
    directory) told as a :class:`CachetaError`."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(check_path(path))
        self.file = self._io(lambda: open(self.path, "w", encoding="utf-8"))  # noqa: SIM115 (closed in __exit__)

    def _io(self, action: Callable[[], Any]) -> Any:
        try:
            return action()
        except OSError as err:
            raise CachetaError(f"não consigo escrever os registros em {echo(self.path)}: "
                               f"{err.strerror}",
                               f"cannot write the records to {echo(self.path)}: "
                               f"{err.strerror}") from None

    def write(self, text: str) -> None:
        self._io(lambda: self.file.write(text))

    def __enter__(self) -> _RecordFile:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self._io(self.file.close)
        except CachetaError:
            if exc[0] is None:  # an error already on its way is the one to tell
                raise


# --- statistics ---------------------------------------------------------------------------

def summarize(spec: SimSpec, parts: Iterable[Tally | dict[str, Any]]) -> dict[str, Any]:
    """Merge the summaries of chunks (or games' records) into the statistics: win rates by
    level and by seat position, round lengths, 10-card batidas, dealt hands."""
    t = Tally.merged(p if isinstance(p, Tally) else tally_game(spec, p) for p in parts)
    c = t.counts
    levels = sorted(set(spec.bots), key=LEVELS.index)
    by_level = {}
    for level in levels:
        seats = spec.levels_for(0).count(level)
        by_level[level] = {"seats": seats, "expected": round(seats / spec.players, 4),
                           "wins": Rate(c[f"wins:{level}"], c["decided"])}
    ends = {k.removeprefix("end:"): v for k, v in c.items() if k.startswith("end:") and v}
    play_seconds = t.timing["seconds"]
    return {
        "decided": c["decided"], "drawn": c["games"] - c["decided"],
        "win_rate_by_level": by_level,
        "rounds": c["rounds"],
        "rounds_per_game": t.mean("rounds_per_game"),
        "turns_per_round": t.mean("turns_per_round"),
        "round_end": dict(sorted(ends.items())),
        "bater_with_10": Rate(c["with10"], c["out_rounds"]),
        "furar": Rate(c["furar"], c["out_rounds"]),
        "win_rate_by_position": {str(p): Rate(c[f"position:{p}"], c["full_rounds"])
                                 for p in range(1, spec.players + 1)},
        "dealt_complete": Rate(c["dealt_complete"], c["dealt"]),
        "dealt_na_boa": Rate(c["dealt_na_boa"], c["dealt"]),
        "folds_per_round": t.mean("folds_per_round"),
        "na_boa_calls_per_round": t.mean("na_boa_calls_per_round"),
        "failed_furar": c["failed_furar"],
        "false_bati": c["false_bati"],
        "moves": c["moves"],
        "moves_per_second_per_process": (round(c["moves"] / play_seconds, 1)
                                         if play_seconds else None),
    }


def _plain(value: Any) -> Any:
    if isinstance(value, Rate | Mean):
        return value.to_dict()
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _ends_text(ends: dict[str, int], lang: str) -> str:
    """"batida 40, monte acabou 2" / "bater (went out) 40, monte ran out 2"."""
    if not ends:
        return "–"
    return ", ".join(f"{round_end_words(how, lang)} {n}" for how, n in ends.items())


def report(sim: Simulation, lang: str = "pt") -> str:
    """The summary in words, every rate with its 95% interval and sample size, the numbers
    written the way ``lang`` writes them."""
    s, spec = sim.summary, sim.spec
    games = (plural(spec.games, say(lang, "partida", "match"), say(lang, "partidas", "matches"))
             if spec.unit == "match" else
             plural(spec.games, say(lang, "rodada", "round"), say(lang, "rodadas", "rounds")))
    where = (f"Dask, {plural(sim.workers, 'worker', 'workers')}" if sim.engine == "dask" else
             plural(sim.workers, say(lang, "processo", "process"),
                    say(lang, "processos", "processes")))
    bots = join([level_name(b, lang) for b in spec.bots], lang)
    seconds = number(sim.seconds, lang)
    speed = s["moves_per_second_per_process"]
    speed_text = "–" if speed is None else number(speed, lang)
    lines = [
        say(lang, f"{spec.rules.id}: {games} de {spec.players} jogadores, bots {bots}, "
            f"semente {spec.seed} ({seconds} s, {where})",
            f"{spec.rules.id}: {games} of {spec.players} players, bots {bots}, "
            f"seed {spec.seed} ({seconds} s, {where})"),
        say(lang, f"decididas {s['decided']}, empatadas {s['drawn']}",
            f"decided {s['decided']}, drawn {s['drawn']}"),
        say(lang, "vitórias por nível (intervalo de 95%):", "wins by level (95% interval):"),
    ]
    for level, row in s["win_rate_by_level"].items():
        expected = percent(row["expected"], lang, 0)
        lines.append(f"  {level_name(level, lang):9} {rate_text(row['wins'], lang)}  "
                     + say(lang, f"(esperado se iguais: {expected})",
                           f"(expected if equal: {expected})"))
    lines += [
        say(lang, "vitórias de rodada pela posição (1 = joga primeiro):",
            "round wins by seat position (1 = plays first):"),
        *(f"  {p}: {rate_text(rate, lang)}" for p, rate in s["win_rate_by_position"].items()),
        say(lang, f"rodadas {s['rounds']}; rodadas por jogo "
            f"{mean_text(s['rounds_per_game'], lang)}",
            f"rounds {s['rounds']}; rounds per game {mean_text(s['rounds_per_game'], lang)}"),
        say(lang, "vezes por rodada (até alguém bater): ",
            "turns per round (until someone goes out): ")
        + mean_text(s["turns_per_round"], lang),
        say(lang, "fim das rodadas: ", "round endings: ") + _ends_text(s["round_end"], lang),
        say(lang, "batidas com 10 cartas: ", "went out with 10 cards: ")
        + rate_text(s["bater_with_10"], lang),
        say(lang, "batidas furando a fila: ", "went out by furar a fila: ")
        + rate_text(s["furar"], lang),
        say(lang, "mãos dadas já completas: ", "dealt hands already complete: ")
        + rate_text(s["dealt_complete"], lang),
        say(lang, "mãos dadas já na boa: ", "dealt hands already na boa: ")
        + rate_text(s["dealt_na_boa"], lang),
        say(lang, f"jogadas {s['moves']}, {speed_text} jogadas/s por processo",
            f"moves {s['moves']}, {speed_text} moves/s per process"),
    ]
    return "\n".join(lines)


def deal_statistics(rules: str | Rules = "oficial", players: int = 4, deals: int = 1000,
                    seed: int | str = 0) -> dict[str, Rate]:
    """How often a dealt 9-card hand is already complete, or na boa (no play needed)."""
    ruleset = get_rules(rules)
    check_players(ruleset, players)
    check_count("deals", deals, 1, MAX_DEALS)
    check_seed(seed)
    complete = na_boa = hands = 0
    for i in range(deals):
        rnd = Round(ruleset, players, seed=derive_seed(seed, f":deal{i}"))
        for hand in rnd.hands.values():
            hands += 1
            complete += rnd.judge.complete(hand)
            na_boa += bool(rnd.judge.outs(hand))
    return {"complete": Rate(complete, hands), "na_boa": Rate(na_boa, hands)}
