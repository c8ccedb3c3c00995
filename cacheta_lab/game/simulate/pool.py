"""A pool of processes on this machine to play the chunks on (none where processes cannot
start: a browser kernel, a sandbox)."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

from .chunks import drive


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


def pooled_chunks(pool: Any, work: Callable[[int, int], Any], ranges: Iterator[tuple[int, int]],
                  workers: int) -> Iterator[Any]:
    """``work(start, stop)`` for each range, on the pool's processes (``work`` pickles)."""
    from concurrent.futures import FIRST_COMPLETED, wait

    def cancel(pending: set[Any]) -> None:
        for future in pending:
            future.cancel()

    return drive(lambda a, b: pool.submit(work, a, b),
                 lambda pending: wait(pending, return_when=FIRST_COMPLETED),
                 cancel, ranges, 2 * workers)
