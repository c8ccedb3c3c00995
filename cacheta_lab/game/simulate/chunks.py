"""Cutting the games into chunks and driving them: at most so many in flight, their records
handed on in game order, a progress bar on stderr."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any, TextIO

from .games import Chunk
from .spec import MAX_CHUNK


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


class InOrder:
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


def drive(submit: Callable[[int, int], Any], wait_any: Callable[[set[Any]], tuple[Any, Any]],
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
