"""The whole simulation: every game played (on a Dask cluster, a pool of processes or this
process), summed up into a :class:`Simulation`; the records written to a file on request."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TextIO

from ...checks import check_count, check_levels, check_path
from ...engine.rules import Rules, get_rules
from ...errors import CachetaError, refusal
from ...words.echo import short_repr as echo
from ..stats import Tally
from .chunks import InOrder, Progress, chunk_ranges, default_chunk_size
from .cluster import dask_client
from .games import play_chunk
from .spec import MAX_CHUNK, SimSpec, check_spec, check_workers
from .summary import plain, report, summarize
from .workers import chunk_results


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
    sink = InOrder(on_record) if on_record is not None else None
    if client is not None and progress is not False:
        print(f"Dask: {client.dashboard_link}", file=sys.stderr, flush=True)

    def ranges_for(slots: int) -> Iterator[tuple[int, int]]:
        return chunk_ranges(spec.games, chunk_size or default_chunk_size(spec.games, slots))

    bar = Progress(spec.games, show)
    tally = Tally()
    try:
        with chunk_results(partial(play_chunk, spec, keep_records=keep), ranges_for, workers,
                           spec.games, client) as (chunks, used, engine):
            for chunk in chunks:
                tally.merge(chunk.tally)
                if sink is not None:
                    sink.add(chunk)
                bar.update(chunk.stop - chunk.start)
    finally:
        bar.close()
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
                "seconds": round(self.seconds, 3), **plain(self.summary)}

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
                      stack.enter_context(RecordFile(records)))
            writers.append(lambda r: stream.write(json.dumps(r, ensure_ascii=False) + "\n"))
        on_record = (lambda r: [w(r) for w in writers]) if writers else None
        start = time.perf_counter()
        tally, used, engine = play_games(spec, workers, progress, client, on_record,
                                         chunk_size)
    return Simulation(spec, tally, time.perf_counter() - start, used, engine, kept)


class RecordFile:
    """The records file: opened, written and closed with any OSError (a full disk, a
    directory) told as a :class:`CachetaError`."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(check_path(path))
        self.file = self._io(lambda: open(self.path, "w", encoding="utf-8"))  # noqa: SIM115 (closed in __exit__)

    def _io(self, action: Callable[[], Any]) -> Any:
        try:
            return action()
        except OSError as err:
            raise refusal("sim.cannot_write", path=echo(self.path), why=err.strerror) from None

    def write(self, text: str) -> None:
        self._io(lambda: self.file.write(text))

    def __enter__(self) -> RecordFile:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self._io(self.file.close)
        except CachetaError:
            if exc[0] is None:  # an error already on its way is the one to tell
                raise
