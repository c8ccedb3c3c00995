"""A learner's history of puzzle attempts, in a SQLite file.

    h = History()                         # the default file (default_path())
    h = History(path="my-history.sqlite", learner="ana")
    h.record(puzzle, move, solved)        # one transaction: the attempt and both new ratings
    h.rating()                            # the learner's Glicko-2 rating now
    h.puzzle_rating(puzzle)               # the puzzle's, moved by the attempts in this file
    h.attempts()                          # every attempt of the learner, oldest first
    h.rows()                              # the same as plain dicts: a table

Each answer is written in one transaction (WAL journal, synchronous writes): a crash while an
answer is written loses that answer at most, never the file. One file may hold several
learners (``learner=``); a puzzle's rating is moved by every learner's attempts in the file
and kept there, never in the shipped set. A file that is not a SQLite database, or not a
history, is refused and left as it is; a file another program holds locked is refused too,
with nothing written.

In the browser (Pyodide, as in JupyterLite) the default file is ``puzzle-history.sqlite`` in
the notebook's own folder. That folder is JupyterLite's drive, kept in the browser's storage
for the site (IndexedDB, one per site address) and shown in its file browser; it stays until
the file is deleted there, the site's data is cleared in the browser or by JupyterLite's
*Clear Browser Data*, or a private window closes. The drive takes a file written whole, not
SQLite's writes in place (a file's new size and bytes reach the storage only when it is
closed), so there the history is worked on in memory, read again from the file whenever the
file changed, and written back whole, in one write, after each answer (:data:`WHOLE_FILE`): a
page closed while an answer is written loses that answer at most, and every read sees the
file as it is, as elsewhere. Each read of the drive takes a round trip to the page, so the
questions of a :meth:`History.one_reading` block (the trainer's start, each message from its
page) share one read; an answer still reads the file first. There is no lock there: two
kernels answering into one file at the same instant can lose one of the two answers.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ...checks import check_path
from ...errors import CachetaError
from ...game.moves import Move, move_from_dict
from ...puzzles.glicko2 import Rating, checked, rate_attempt
from ...puzzles.record import Puzzle
from ...words.catalogue import Said
from ...words.echo import short_repr as echo

FORMAT = "cacheta_lab puzzle history"
VERSION = 1
FILE_NAME = "puzzle-history.sqlite"
LONGEST_LEARNER = 60
WAIT = 2.0  # seconds to wait for a file another connection is writing
# the file read and written whole, the database worked on in memory: in the browser, whose
# drive takes no writes in place (see the module's docstring)
WHOLE_FILE = sys.platform == "emscripten"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS attempts (
    n INTEGER PRIMARY KEY AUTOINCREMENT,
    learner TEXT NOT NULL,
    at TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    preset TEXT NOT NULL,
    themes TEXT NOT NULL,
    answer TEXT NOT NULL,
    solved INTEGER NOT NULL,
    learner_rating REAL NOT NULL, learner_rd REAL NOT NULL, learner_volatility REAL NOT NULL,
    puzzle_rating REAL NOT NULL, puzzle_rd REAL NOT NULL, puzzle_volatility REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS attempts_by_puzzle ON attempts (puzzle);
CREATE INDEX IF NOT EXISTS attempts_by_learner ON attempts (learner);
"""
_COLUMNS = ("n", "learner", "at", "puzzle", "preset", "themes", "answer", "solved",
            "learner_rating", "learner_rd", "learner_volatility", "puzzle_rating", "puzzle_rd",
            "puzzle_volatility")


def default_path() -> Path:
    """Where the history lives by default: the user's data folder (``%APPDATA%`` on Windows,
    ``~/Library/Application Support`` on macOS, ``$XDG_DATA_HOME`` or ``~/.local/share``
    elsewhere), in ``cacheta_lab/puzzle-history.sqlite``; in the browser (Pyodide, as in
    JupyterLite), ``puzzle-history.sqlite`` in the notebook's own folder (the kernel's working
    folder, on JupyterLite's drive: the browser's storage for the site)."""
    if sys.platform == "emscripten":
        return Path(FILE_NAME)
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "cacheta_lab" / FILE_NAME


@dataclass(frozen=True)
class Attempt:
    """One attempt: its number ``n`` in the file, the ``learner``, when (``at``, UTC, ISO
    8601), the ``puzzle``'s id, ``preset`` and ``themes``, the ``answer`` (None: passed),
    whether it was ``solved``, and both ratings after it."""

    n: int
    learner: str
    at: str
    puzzle: str
    preset: str
    themes: tuple[str, ...]
    answer: Move | None
    solved: bool
    learner_rating: Rating
    puzzle_rating: Rating

    def row(self) -> dict[str, Any]:
        """The attempt as one row of plain values (ratings rounded as a file writes them)."""
        return {"n": self.n, "learner": self.learner, "at": self.at, "puzzle": self.puzzle,
                "preset": self.preset, "themes": " ".join(self.themes),
                "answer": "pass" if self.answer is None else _notation(self.answer),
                "solved": self.solved,
                **{f"learner_{k}": v for k, v in self.learner_rating.to_dict().items()},
                **{f"puzzle_{k}": v for k, v in self.puzzle_rating.to_dict().items()}}


def _notation(move: Move) -> str:
    from ...coach.grade import notation

    return notation(move)


def check_learner(learner: Any) -> str:
    """A learner's name: 1 to 60 printable characters."""
    if (isinstance(learner, str) and 0 < len(learner) <= LONGEST_LEARNER
            and learner.isprintable()):
        return learner
    raise CachetaError(Said("trainer.history.learner", value=echo(learner)))


class History:
    """A learner's attempts in the SQLite file ``path`` (default :func:`default_path`; the
    folder is made if missing), opened at once and checked to be a history (or empty). In
    JupyterLite the file lives in the notebook's folder on the site's drive, in the browser's
    storage, written whole after each answer (see the module's docstring)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, learner: str = "default",
                 wait: float = WAIT) -> None:
        self.path = check_path(default_path() if path is None else path)
        self.learner = check_learner(learner)
        self._lock = threading.Lock()
        self._connection: sqlite3.Connection | None = None
        self._file = self.path.absolute()  # WHOLE_FILE: where it is read and written
        self._image = b""  # WHOLE_FILE: the file's bytes as last read or written
        self._within = 0  # one_reading() blocks open
        self._current = False  # WHOLE_FILE: the file read in the block open now
        with self._guarded():
            if not self.path.parent.exists():
                self.path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(":memory:" if WHOLE_FILE else self.path,
                                         timeout=wait, isolation_level=None,
                                         check_same_thread=False)
            try:
                if WHOLE_FILE:
                    self._load(connection)
                self._open(connection)
            except BaseException:
                connection.close()
                raise
            self._connection = connection

    def _open(self, db: sqlite3.Connection) -> None:
        """Check the file is empty or a history of this version, then make its tables."""
        tables = {row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        tables.discard("sqlite_sequence")
        if tables:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall()) if (
                "meta" in tables) else {}
            if meta.get("format") != FORMAT or meta.get("version") != str(VERSION) or (
                    tables != {"meta", "attempts"}):
                raise CachetaError(Said("trainer.history.foreign", path=echo(str(self.path)),
                                        version=VERSION))
            columns = tuple(r[1] for r in db.execute("PRAGMA table_info(attempts)"))
            if columns != _COLUMNS:
                raise CachetaError(Said("trainer.history.foreign", path=echo(str(self.path)),
                                        version=VERSION))
        if not WHOLE_FILE:  # in memory there is no journal on a drive
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
        if not tables:
            db.execute("BEGIN IMMEDIATE")
            try:
                for statement in filter(str.strip, _SCHEMA.split(";")):
                    db.execute(statement)
                db.execute("INSERT INTO meta VALUES ('format', ?), ('version', ?)",
                           (FORMAT, str(VERSION)))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            if WHOLE_FILE:
                self._save(db)

    def _load(self, db: sqlite3.Connection) -> None:
        """WHOLE_FILE: the file's bytes into the database in memory, when they changed since
        last read or written (another kernel, or another History, answered into it); a file
        gone is written again from memory at the next answer."""
        try:
            image = self._file.read_bytes()
        except FileNotFoundError:
            return
        if image and image != self._image:
            db.deserialize(image)
            self._image = image

    def _save(self, db: sqlite3.Connection) -> None:
        """WHOLE_FILE: the database written to the file whole, in one write: over the file as
        it is (never emptied first) unless the new one is shorter."""
        image = db.serialize()
        try:
            grows = self._file.stat().st_size <= len(image)
        except FileNotFoundError:
            grows = False
        with open(self._file, "r+b" if grows else "wb") as f:
            f.write(image)
        self._image = image

    @contextmanager
    def _guarded(self) -> Iterator[None]:
        """SQLite's errors as the history's own, in both languages."""
        path = echo(str(self.path))
        try:
            yield
        except sqlite3.OperationalError as err:
            text = str(err)
            if "locked" in text or "busy" in text:
                raise CachetaError(Said("trainer.history.locked", path=path)) from None
            if "not a database" in text or "malformed" in text:
                raise CachetaError(Said("trainer.history.corrupt", path=path,
                                        why=echo(text, 80))) from None
            raise CachetaError(Said("trainer.history.cannot_open", path=path,
                                    why=echo(text, 80))) from None
        except sqlite3.DatabaseError as err:
            raise CachetaError(Said("trainer.history.corrupt", path=path,
                                    why=echo(str(err), 80))) from None
        except OSError as err:
            raise CachetaError(Said("trainer.history.cannot_open", path=path,
                                    why=err.strerror or type(err).__name__)) from None

    def _db(self, write: bool = False) -> sqlite3.Connection:
        """The open database, up to date with the file (WHOLE_FILE: read again if changed; in
        a :meth:`one_reading` block, once, unless to ``write``)."""
        if self._connection is None:
            raise CachetaError(Said("trainer.history.closed"))
        if WHOLE_FILE and (write or not self._current):
            self._load(self._connection)
            self._current = self._within > 0
        return self._connection

    @contextmanager
    def one_reading(self) -> Iterator[History]:
        """A block whose questions read the file once: in the browser (WHOLE_FILE) the drive's
        file is read whole at the first of them, not at each, and they all see the history as
        it was then, with this History's own answers. An answer (:meth:`record`) reads the file
        again first, as anywhere. Elsewhere SQLite reads the file itself: nothing changes."""
        self._within += 1
        try:
            yield self
        finally:
            self._within -= 1
            if not self._within:
                self._current = False

    def close(self) -> None:
        """Close the file (further use raises)."""
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None

    def __enter__(self) -> History:
        return self

    def __exit__(self, *_exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"History(path={str(self.path)!r}, learner={self.learner!r})"

    # --- reading ----------------------------------------------------------------------------

    def _rating(self, row: tuple[Any, ...] | None, n: int) -> Rating:
        if row is None:
            return Rating()
        try:
            return checked(Rating(*row))
        except CachetaError:
            raise CachetaError(Said("trainer.history.bad_row", path=echo(str(self.path)),
                                    n=n)) from None

    def rating(self) -> Rating:
        """The learner's rating now (a newcomer's 1500 ± 350 before any attempt)."""
        with self._lock, self._guarded():
            row = self._db().execute(
                "SELECT n, learner_rating, learner_rd, learner_volatility FROM attempts "
                "WHERE learner = ? ORDER BY n DESC LIMIT 1", (self.learner,)).fetchone()
        return self._rating(None if row is None else row[1:], row[0] if row else 0)

    def puzzle_rating(self, puzzle: Puzzle) -> Rating:
        """``puzzle``'s rating: as the last attempt at it in this file left it, or the
        set's."""
        return self.puzzle_ratings().get(puzzle.id, puzzle.rating)

    def puzzle_ratings(self) -> dict[str, Rating]:
        """Every puzzle attempted in this file → its rating after its last attempt."""
        with self._lock, self._guarded():
            rows = self._db().execute(
                "SELECT puzzle, n, puzzle_rating, puzzle_rd, puzzle_volatility FROM attempts "
                "WHERE n IN (SELECT MAX(n) FROM attempts GROUP BY puzzle)").fetchall()
        return {r[0]: self._rating(r[2:], r[1]) for r in rows}

    def attempts(self) -> list[Attempt]:
        """The learner's attempts, oldest first."""
        with self._lock, self._guarded():
            rows = self._db().execute(
                f"SELECT {', '.join(_COLUMNS)} FROM attempts WHERE learner = ? ORDER BY n",
                (self.learner,)).fetchall()
        return [self._attempt(r) for r in rows]

    def _attempt(self, r: tuple[Any, ...]) -> Attempt:
        try:
            answer = json.loads(r[6])
            move = None if answer is None else move_from_dict(answer)
            if not isinstance(r[3], str) or not isinstance(r[5], str) or r[7] not in (0, 1):
                raise ValueError
        except (ValueError, TypeError, CachetaError):
            raise CachetaError(Said("trainer.history.bad_row", path=echo(str(self.path)),
                                    n=r[0])) from None
        return Attempt(r[0], r[1], r[2], r[3], r[4], tuple(r[5].split()), move, bool(r[7]),
                       self._rating(r[8:11], r[0]), self._rating(r[11:14], r[0]))

    def rows(self) -> list[dict[str, Any]]:
        """The learner's attempts as a table: one dict of plain values a row, oldest first
        (``pandas.DataFrame(h.rows())`` makes a data frame of it)."""
        return [a.row() for a in self.attempts()]

    def __len__(self) -> int:
        with self._lock, self._guarded():
            return int(self._db().execute("SELECT COUNT(*) FROM attempts WHERE learner = ?",
                                          (self.learner,)).fetchone()[0])

    # --- writing ----------------------------------------------------------------------------

    def record(self, puzzle: Puzzle, answer: Move | None, solved: bool) -> Attempt:
        """Record one attempt at ``puzzle`` (the ``answer`` given, None: passed) and move both
        ratings (Glicko-2, one game each way), in one transaction: written whole or not at
        all. Returns the attempt with the new ratings."""
        with self._lock, self._guarded():
            db = self._db(write=True)
            db.execute("BEGIN IMMEDIATE")  # the ratings read and written under one lock
            try:
                learner_row = db.execute(
                    "SELECT learner_rating, learner_rd, learner_volatility, n FROM attempts "
                    "WHERE learner = ? ORDER BY n DESC LIMIT 1", (self.learner,)).fetchone()
                puzzle_row = db.execute(
                    "SELECT puzzle_rating, puzzle_rd, puzzle_volatility, n FROM attempts "
                    "WHERE puzzle = ? ORDER BY n DESC LIMIT 1", (puzzle.id,)).fetchone()
                learner = self._rating(learner_row and learner_row[:3],
                                       learner_row[3] if learner_row else 0)
                before = (self._rating(puzzle_row[:3], puzzle_row[3]) if puzzle_row
                          else puzzle.rating)
                new_learner, new_puzzle = rate_attempt(learner, before, solved)
                at = datetime.now(UTC).isoformat(timespec="seconds")
                answer_text = json.dumps(None if answer is None else answer.to_dict(),
                                         sort_keys=True)
                cursor = db.execute(
                    f"INSERT INTO attempts ({', '.join(_COLUMNS[1:])}) "
                    f"VALUES ({', '.join('?' * (len(_COLUMNS) - 1))})",
                    (self.learner, at, puzzle.id, puzzle.preset, " ".join(puzzle.themes),
                     answer_text, int(solved), new_learner.rating, new_learner.rd,
                     new_learner.volatility, new_puzzle.rating, new_puzzle.rd,
                     new_puzzle.volatility))
                db.execute("COMMIT")
                if WHOLE_FILE:
                    self._save(db)
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                elif WHOLE_FILE and self._image:  # committed in memory, not written: undone
                    db.deserialize(self._image)
                raise
        return Attempt(int(cursor.lastrowid or 0), self.learner, at, puzzle.id, puzzle.preset,
                       puzzle.themes, answer, solved, new_learner, new_puzzle)

