"""Building a puzzle set from seeded self-play: the same set from the same seed, whatever runs
it (this process, a pool of processes, a Dask cluster), resumed after an interruption.

The work is cut in *units*, one self-play round each (:func:`~.unit.scan_round`): unit ``u``
is round ``u // P`` of preset ``u % P`` (``P`` presets), and what it finds depends on the seed
and ``u`` alone. The units run on the path simulations take
(:func:`~cacheta_lab.game.simulate.workers.chunk_results`), each result is written to a
journal (``OUT.partial``, one JSON line a unit, flushed to disk) and taken, preset by preset,
*in round order* (:class:`Shelf`); a preset is complete when it holds its share of the count,
its decision puzzles (:attr:`BuildSpec.decision_share`) and :attr:`BuildSpec.theme_min`
puzzles of every theme that applies to it (or after :attr:`BuildSpec.round_limit` rounds).
Units run ahead of that are wasted, never used: the set is the same whatever finished first.
A build started again with the same settings reads the journal and runs only the units
missing.

Then every puzzle gets its first rating (:func:`~.rating.first_ratings`, all presets on one
scale) and the set is written at once (:func:`~.store.write_set`); the journal is removed.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from ..checks import check_count, check_path, check_seed
from ..engine.rules import PRESETS, get_rules
from ..errors import CachetaError
from ..game.simulate.chunks import Progress
from ..game.simulate.spec import check_workers
from ..game.simulate.workers import chunk_results
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .glicko2 import Rating
from .rating import first_ratings, fits_one_scale
from .record import QUESTIONS, Puzzle
from .store import VERSION, PuzzleSet, write_set
from .themes import THEMES, applies
from .unit import COUNTS, METHOD, UnitSettings, scan_round

MOST_PUZZLES = 100_000
EXACT = {False: ("bater", "na_boa", "missing"),
         True: ("bater", "na_boa", "missing", "furar", "announce")}  # by na boa calls


@dataclass(frozen=True)
class BuildSpec:
    """What to build: ``count`` puzzles (a share per preset) from the ``presets``, seeded by
    ``seed``; ``decision_share`` of them decision puzzles, :attr:`theme_min` of every theme
    that applies to a preset; how a round is scanned (``settings``)."""

    presets: tuple[str, ...]
    count: int
    seed: int | str
    settings: UnitSettings = field(default_factory=UnitSettings)
    decision_share: float = 0.5
    theme_min: int = 3
    round_limit: int = 4000  # rounds of a preset at most
    method: int = METHOD  # how units find puzzles: a journal of another method is refused

    @property
    def per_preset(self) -> int:
        return math.ceil(self.count / len(self.presets))

    def quotas(self, preset: str) -> dict[str, int]:
        """How many puzzles of each question a preset is to hold."""
        target = self.per_preset
        decisions = round(target * self.decision_share)
        exact = EXACT[get_rules(preset).na_boa_calls]
        rest = target - decisions
        share = {q: rest // len(exact) + (1 if i < rest % len(exact) else 0)
                 for i, q in enumerate(exact)}
        return {"best": decisions, **share}

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["presets"] = list(self.presets)
        return data


def check_build(presets: Sequence[str] | str, count: Any, seed: Any) -> tuple[str, ...]:
    """The presets asked for (``"all"``: every preset), with ``count`` and ``seed`` checked."""
    if isinstance(presets, str):
        presets = tuple(PRESETS) if presets == "all" else (presets,)
    if not isinstance(presets, Sequence) or not presets or len(presets) > len(PRESETS):
        raise CachetaError(Said("puzzle.build.presets", value=echo(presets),
                                presets=", ".join(PRESETS)))
    names = []
    for name in presets:
        if not isinstance(name, str) or name not in PRESETS or name in names:
            raise CachetaError(Said("puzzle.build.presets", value=echo(name),
                                    presets=", ".join(PRESETS)))
        names.append(name)
    check_count("count", count, len(names), MOST_PUZZLES)
    check_seed(seed)
    return tuple(names)


def build_units(spec: BuildSpec, start: int, stop: int) -> list[dict[str, Any]]:
    """Units ``start`` … ``stop - 1`` (the work sent to a process or a Dask worker); an error
    that is not a :class:`CachetaError` comes back as a ``RuntimeError`` naming the unit."""
    out = []
    for unit in range(start, stop):
        preset = spec.presets[unit % len(spec.presets)]
        index = unit // len(spec.presets)
        began = time.process_time()
        try:
            found = scan_round(get_rules(preset), spec.seed, index, spec.settings)
        except CachetaError:
            raise
        except Exception as err:
            raise RuntimeError(f"puzzle build unit {unit} ({preset}, round {index}, seed "
                               f"{spec.seed!r}) failed: {type(err).__name__}: {err}") from None
        out.append({"unit": unit, **found, "cpu": round(time.process_time() - began, 3)})
    return out


class Shelf:
    """One preset's puzzles, taken from its units in round order.

    Every puzzle found is kept in its question's pool (in round order, as many as the preset
    could use), unless the bots' attempts put it on no single scale
    (:func:`~.rating.fits_one_scale`; counted as ``misfit``). After each round the preset's
    *selection* is made again from the pools, the earliest first: the puzzles that give each
    theme that applies its first :attr:`BuildSpec.theme_min`, then decision puzzles up to
    their quota, then the exact questions in turn until the preset holds its share of the
    count (a scarce question leaves its place to the others). The preset is complete when
    that selection is full, holds its decision puzzles and covers every theme."""

    def __init__(self, spec: BuildSpec, preset: str) -> None:
        self.spec = spec
        self.rules = get_rules(preset)
        self.quota = spec.quotas(preset)
        self.exact = [q for q in self.quota if q != "best"]
        self.themes = [t for t in THEMES if applies(t, self.rules)]
        self.next = 0  # the next round to take
        self.waiting: dict[int, dict[str, Any]] = {}
        self.pools: dict[str, list[dict[str, Any]]] = {q: [] for q in QUESTIONS}
        self.order: dict[str, int] = {}  # a puzzle's place among those found
        self.counts: Counter[str] = Counter()
        self.kept: list[dict[str, Any]] = []
        self.done = False

    def add(self, index: int, result: dict[str, Any]) -> None:
        self.waiting[index] = result
        while not self.done and self.next in self.waiting:
            taken = self.waiting.pop(self.next)
            self.next += 1
            self.counts["rounds"] += 1
            self.counts.update(taken["counts"])
            for puzzle in taken["puzzles"]:
                if not fits_one_scale(puzzle["attempts"]):
                    self.counts["misfit"] += 1
                    continue
                pool = self.pools[puzzle["question"]]
                if puzzle["id"] not in self.order and len(pool) < self.spec.per_preset:
                    self.order[puzzle["id"]] = len(self.order)
                    pool.append(puzzle)
            self.kept = self.selection()
            self.done = self.complete() or self.next >= self.spec.round_limit
        if self.done:
            self.waiting.clear()

    def selection(self) -> list[dict[str, Any]]:
        """The puzzles the preset holds now, in the order they were found."""
        target = self.spec.per_preset
        chosen: dict[str, dict[str, Any]] = {}
        everything = sorted((p for pool in self.pools.values() for p in pool),
                            key=lambda p: self.order[p["id"]])
        for theme in self.themes:
            have = sum(1 for p in chosen.values() if theme in p["themes"])
            for puzzle in everything:
                if have >= self.spec.theme_min or len(chosen) >= target:
                    break
                if theme in puzzle["themes"] and puzzle["id"] not in chosen:
                    chosen[puzzle["id"]] = puzzle
                    have += 1

        def fill(question: str, most: int) -> bool:
            """One more puzzle of ``question`` (while it has fewer than ``most``)."""
            held = sum(1 for p in chosen.values() if p["question"] == question)
            if held >= most or len(chosen) >= target:
                return False
            for puzzle in self.pools[question]:
                if puzzle["id"] not in chosen:
                    chosen[puzzle["id"]] = puzzle
                    return True
            return False

        while fill("best", self.quota["best"]):
            pass
        while any([fill(q, target) for q in self.exact]):
            pass
        return sorted(chosen.values(), key=lambda p: self.order[p["id"]])

    def complete(self) -> bool:
        questions = Counter(p["question"] for p in self.kept)
        return (len(self.kept) >= self.spec.per_preset
                and questions["best"] >= self.quota["best"]
                and all(sum(1 for p in self.kept if t in p["themes"]) >= self.spec.theme_min
                        for t in self.themes))

    def report(self) -> dict[str, Any]:
        questions = Counter(p["question"] for p in self.kept)
        themes = Counter(t for p in self.kept for t in p["themes"])
        return {"rounds": self.counts["rounds"], **{k: self.counts[k] for k in COUNTS},
                "misfit": self.counts["misfit"], "puzzles": len(self.kept),
                "questions": {q: questions[q] for q in QUESTIONS if questions[q]},
                "themes": {t: themes[t] for t in THEMES if themes[t]},
                "complete": self.complete()}


class Journal:
    """The units done so far, one JSON line each after a line naming the build (a line cut
    short by a crash is left out)."""

    def __init__(self, path: Path, spec: BuildSpec) -> None:
        self.path = path
        self.head = json.dumps({"build": spec.to_dict(), "version": VERSION}, sort_keys=True)
        self.file: Any = None

    def read(self) -> list[dict[str, Any]]:
        if not self.path.exists():
            return []
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as err:
            raise CachetaError(Said("puzzle.build.journal", path=echo(str(self.path)),
                                    why=type(err).__name__)) from None
        if lines and lines[0] != self.head:
            raise CachetaError(Said("puzzle.build.other_journal", path=echo(str(self.path))))
        done = []
        for line in lines[1:]:
            with contextlib.suppress(ValueError):
                done.append(json.loads(line))
        return done

    def open(self) -> None:
        fresh = not self.path.exists() or self.path.stat().st_size == 0
        try:
            self.file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 (closed in close)
            if fresh:
                self._line(self.head)
        except OSError as err:
            raise CachetaError(Said("puzzle.file.cannot_write", path=echo(str(self.path)),
                                    why=err.strerror or type(err).__name__)) from None

    def _line(self, text: str) -> None:
        self.file.write(text + "\n")
        self.file.flush()
        os.fsync(self.file.fileno())

    def add(self, result: dict[str, Any]) -> None:
        self._line(json.dumps(result, sort_keys=True, separators=(",", ":")))

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
            self.file = None


@dataclass
class Built:
    """A build's result: the set, and what the units cost (CPU-seconds, in every process)."""

    puzzles: PuzzleSet
    cpu: float
    units: int
    engine: str
    workers: int


def rated(shelves: Sequence[Shelf], spec: BuildSpec) -> PuzzleSet:
    """Every kept puzzle with its first rating, and the bots' ratings."""
    kept = [p for shelf in shelves for p in shelf.kept]
    ratings, bots = first_ratings([{k: tuple(v) for k, v in p["attempts"].items()}
                                   for p in kept])
    puzzles = [Puzzle.from_dict({**p, "rating": r.to_dict()}, p["id"])
               for p, r in zip(kept, ratings, strict=True)]
    report = {shelf.rules.id: shelf.report() for shelf in shelves}
    return PuzzleSet(puzzles, spec.to_dict(), report,
                     {k: Rating.from_dict(b.to_dict()) for k, b in bots.items()})


def build(presets: Sequence[str] | str = "all", count: int = 1800, seed: int | str = 0, *,
          out: str | os.PathLike[str] = "puzzles.json.gz", workers: int = 2,
          client: Any = None, progress: bool | None = None,
          settings: UnitSettings | None = None, theme_min: int = 3) -> Built:
    """Build a puzzle set into ``out`` (see the module): on ``client``'s Dask cluster if
    given, else on ``workers`` processes (1: this process). Interrupted, it leaves its journal
    (``out`` + ".partial") for the same build to resume from. ``settings`` and ``theme_min``:
    see :class:`BuildSpec` (small builds, for tests, lower them)."""
    names = check_build(presets, count, seed)
    check_workers(workers)
    target = check_path(out)
    spec = BuildSpec(names, count, seed, settings or UnitSettings(),
                     theme_min=check_count("theme_min", theme_min, 0, 100))
    shelves = [Shelf(spec, name) for name in names]
    journal = Journal(target.with_name(target.name + ".partial"), spec)
    done: set[int] = set()
    cpu = 0.0
    bar = Progress(spec.per_preset * len(names), sys.stderr.isatty() if progress is None
                   else progress)

    def take(result: dict[str, Any]) -> None:
        nonlocal cpu
        unit = result["unit"]
        if unit in done:
            return
        done.add(unit)
        cpu += result.get("cpu", 0.0)
        before = sum(min(len(s.kept), spec.per_preset) for s in shelves)
        shelves[unit % len(names)].add(unit // len(names), result)
        after = sum(min(len(s.kept), spec.per_preset) for s in shelves)
        bar.update(after - before)

    def wanted(slots: int) -> Iterator[tuple[int, int]]:
        for unit in range(len(names) * spec.round_limit):
            if all(s.done for s in shelves):
                return
            if not shelves[unit % len(names)].done and unit not in done:
                yield unit, unit + 1

    for result in journal.read():
        take(result)
    journal.open()
    engine, used = "serial", 1
    try:
        with chunk_results(partial(build_units, spec), wanted, workers, workers,
                           client) as (results, used, engine):
            for chunk in results:
                for result in chunk:
                    journal.add(result)
                    take(result)
    finally:
        journal.close()
        bar.close()
    puzzles = rated(shelves, spec)
    write_set(target, puzzles)
    journal.path.unlink(missing_ok=True)
    return Built(puzzles, cpu, len(done), engine, used)

