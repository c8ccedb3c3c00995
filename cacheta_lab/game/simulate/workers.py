"""Work cut into chunks, run on what there is: a Dask cluster, a pool of processes of this
machine, or this process. Simulations and the puzzle build take this one path, so the same
seed gives the same results whatever runs them (each chunk's work depends on its range
alone)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from .cluster import dask_chunks, dask_slots
from .pool import pooled_chunks, start_pool, stop_pool, usable_workers

Work = Callable[[int, int], Any]  # work(start, stop) -> the chunk's result (it pickles)


@contextlib.contextmanager
def chunk_results(work: Work, ranges_for: Callable[[int], Iterator[tuple[int, int]]],
                  workers: int, jobs: int, client: Any = None
                  ) -> Iterator[tuple[Iterator[Any], int, str]]:
    """``(results, workers used, engine)``: ``results`` yields ``work(start, stop)`` for each
    range of ``ranges_for(slots)`` as it ends (in any order), on ``client``'s Dask cluster,
    else a pool of at most ``workers`` processes (no more than ``jobs``), else this process
    (``engine``: "dask", "pool" or "serial"). Leaving the block stops what still runs; an
    error or an interrupt ends the pool's processes at once."""
    pool = None
    if client is not None:
        used, slots = dask_slots(client)
        engine = "dask"
        results = dask_chunks(client, work, ranges_for(slots), slots)
    else:
        used = usable_workers(workers, jobs)
        pool = start_pool(used) if used > 1 else None
        ranges = ranges_for(used if pool else 1)
        if pool is None:
            used, engine = 1, "serial"
            results = (work(start, stop) for start, stop in ranges)
        else:
            engine, results = "pool", pooled_chunks(pool, work, ranges, used)
    finished = False
    try:
        with contextlib.closing(results):
            yield results, used, engine
        finished = True
    finally:
        if pool is not None:
            stop_pool(pool, now=not finished)
