"""Playing the chunks on a Dask cluster: a local one started here, or a running scheduler's."""

from __future__ import annotations

import contextlib
import re
import signal
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

from ...errors import CachetaError, refusal
from ...words.echo import short_repr as echo
from .chunks import drive
from .spec import check_workers


def _dask_missing() -> CachetaError:
    return refusal("sim.no_dask")


def dask_slots(client: Any) -> tuple[int, int]:
    """(workers, threads) of the Dask cluster behind ``client``."""
    threads = client.nthreads()
    return len(threads), sum(threads.values())


def dask_chunks(client: Any, work: Callable[[int, int], Any], ranges: Iterator[tuple[int, int]],
                slots: int) -> Iterator[Any]:
    """``work(start, stop)`` for each range, as tasks of the Dask cluster behind ``client``."""
    from distributed import wait

    def cancel(pending: set[Any]) -> None:
        with contextlib.suppress(Exception):
            client.cancel(list(pending), force=True)

    return drive(lambda a, b: client.submit(work, a, b, pure=False),
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
        raise refusal("sim.bad_address", address=echo(address))
    host = found[2].strip("[]")
    try:
        socket.create_connection((host, int(found[3])), timeout=CONNECT_SECONDS).close()
    except OSError as err:
        raise refusal("sim.no_answer", address=echo(address), kind=type(err).__name__) from None


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
                raise refusal("sim.unreachable", address=echo(address),
                              kind=type(err).__name__) from None
        yield client
    finally:
        if client is not None:
            with contextlib.suppress(Exception):
                client.close()
        if cluster is not None:
            with contextlib.suppress(Exception):
                cluster.close()
