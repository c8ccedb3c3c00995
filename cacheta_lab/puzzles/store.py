"""A puzzle set as a file: gzip-compressed JSON, one puzzle a line, written the same byte for
byte from the same puzzles; read back with every field checked.

    {"format": "cacheta_lab puzzles", "version": 1,
     "build": {what built it}, "report": {what each preset's build scanned, kept, dropped},
     "solvers": {bot level: its Glicko-2 rating on the puzzles' scale},
     "puzzles": [one puzzle (Puzzle.to_dict) a line, …]}

:func:`load` with no file reads the set the package ships, once, when first asked (importing
the package reads nothing); with a file, reads it and checks every position and option too
(:func:`~cacheta_lab.puzzles.record.checked`). A file that cannot be read, or a puzzle in it
that is not one, raises one :class:`~cacheta_lab.errors.CachetaError` naming it, and nothing
is kept.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import threading
import zlib
from collections.abc import Iterator, Mapping, Sequence
from importlib import resources
from typing import Any, overload

from ..checks import check_path, read_file
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .glicko2 import Rating
from .record import Puzzle, checked

FORMAT = "cacheta_lab puzzles"
VERSION = 1
SHIPPED = "puzzles.json.gz"  # beside this module, in the package
LARGEST_FILE = 20_000_000  # bytes of a puzzle file as stored
LARGEST_TEXT = 200_000_000  # bytes of its JSON once unpacked
MOST_PUZZLES = 100_000
HEADER = ("format", "version", "build", "report", "solvers", "puzzles")


class PuzzleSet(Sequence[Puzzle]):
    """Puzzles in order, with how they were built (``build``, ``report``) and the ratings of
    the bots that rated them (``solvers``)."""

    def __init__(self, puzzles: Sequence[Puzzle], build: Mapping[str, Any] | None = None,
                 report: Mapping[str, Any] | None = None,
                 solvers: Mapping[str, Rating] | None = None) -> None:
        self._puzzles = tuple(puzzles)
        self.build = dict(build or {})
        self.report = dict(report or {})
        self.solvers = dict(solvers or {})
        self._ids = {p.id: p for p in self._puzzles}

    @overload
    def __getitem__(self, index: int) -> Puzzle: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Puzzle, ...]: ...

    def __getitem__(self, index: int | slice) -> Puzzle | tuple[Puzzle, ...]:
        return self._puzzles[index]

    def __len__(self) -> int:
        return len(self._puzzles)

    def __iter__(self) -> Iterator[Puzzle]:
        return iter(self._puzzles)

    def __repr__(self) -> str:
        return f"<PuzzleSet of {len(self)} puzzles>"

    def by_id(self, pid: str) -> Puzzle:
        """The puzzle with id ``pid`` (KeyError if none)."""
        return self._ids[pid]

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "build": self.build,
                "report": self.report,
                "solvers": {k: r.to_dict() for k, r in sorted(self.solvers.items())},
                "puzzles": [p.to_dict() for p in self._puzzles]}


def dumps(puzzles: PuzzleSet) -> bytes:
    """The set as the file holds it (gzip, no time stamp: the same bytes for the same set)."""
    data = puzzles.to_dict()
    lines = [json.dumps(p, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
             for p in data.pop("puzzles")]
    head = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    text = head[:-1] + ',"puzzles":[\n' + ",\n".join(lines) + "\n]}\n"
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9,
                       mtime=0) as packed:
        packed.write(text.encode("utf-8"))
    return buffer.getvalue()


def write_set(path: str | os.PathLike[str], puzzles: PuzzleSet) -> None:
    """Write ``puzzles`` to ``path`` at once (a file next to it first, then renamed over it:
    a crash leaves the old file or the new one, never half of one)."""
    target = check_path(path)
    temporary = target.with_name(target.name + ".writing")
    try:
        temporary.write_bytes(dumps(puzzles))
        os.replace(temporary, target)
    except OSError as err:
        raise CachetaError(Said("puzzle.file.cannot_write", path=echo(str(path)),
                                why=err.strerror or type(err).__name__)) from None


def _unpacked(raw: bytes, path: str) -> str:
    if raw[:2] == b"\x1f\x8b":
        try:
            inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
            raw = inflate.decompress(raw, LARGEST_TEXT + 1)
        except zlib.error:
            raise CachetaError(Said("puzzle.file.bad_gzip", path=echo(path))) from None
        if len(raw) > LARGEST_TEXT:
            raise CachetaError(Said("puzzle.file.too_large", path=echo(path)))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise CachetaError(Said("puzzle.file.not_text", path=echo(path))) from None


def parse_set(raw: bytes, path: str, full: bool = True) -> PuzzleSet:
    """The set in the file's bytes ``raw`` (``path`` names it in errors); ``full``: check
    every position and option too."""
    text = _unpacked(raw, path)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise CachetaError(Said("puzzle.file.not_json", path=echo(path),
                                error=echo(str(err), 80))) from None
    if (not isinstance(data, dict) or set(data) != set(HEADER) or data["format"] != FORMAT
            or data["version"] != VERSION):
        raise CachetaError(Said("puzzle.file.format", path=echo(path), version=VERSION))
    items = data["puzzles"]
    if not isinstance(items, list) or len(items) > MOST_PUZZLES:
        raise CachetaError(Said("puzzle.file.format", path=echo(path), version=VERSION))
    if not isinstance(data["build"], dict) or not isinstance(data["report"], dict) or (
            not isinstance(data["solvers"], dict)):
        raise CachetaError(Said("puzzle.file.format", path=echo(path), version=VERSION))
    try:
        solvers = {str(k): Rating.from_dict(v) for k, v in data["solvers"].items()}
        puzzles = [Puzzle.from_dict(item, n) for n, item in enumerate(items)]
        if full:
            puzzles = [checked(p) for p in puzzles]
    except CachetaError as err:
        raise CachetaError(Said("puzzle.file.bad", path=echo(path), error=err.said)) from None
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        twice = next(i for i in ids if ids.count(i) > 1)
        raise CachetaError(Said("puzzle.file.twice", path=echo(path), id=twice))
    return PuzzleSet(puzzles, data["build"], data["report"], solvers)


def read_set(path: str | os.PathLike[str], full: bool = True) -> PuzzleSet:
    """The set in the file ``path`` (see :func:`parse_set`)."""
    return parse_set(read_file(path, LARGEST_FILE), str(path), full)


_shipped: PuzzleSet | None = None
_lock = threading.Lock()


def shipped() -> PuzzleSet:
    """The set the package ships, read on the first call only."""
    global _shipped
    with _lock:
        if _shipped is None:
            raw = resources.files(__package__).joinpath(SHIPPED).read_bytes()
            _shipped = parse_set(raw, SHIPPED, full=False)
        return _shipped


def load(path: str | os.PathLike[str] | None = None) -> PuzzleSet:
    """The puzzles the package ships (read once, when first asked), or those of the file
    ``path``, every puzzle checked."""
    return shipped() if path is None else read_set(path)
