"""The one check of each kind of value a user gives (seat, player count, bot level, seed,
language, file name, count, yes/no, points, a table's preset), shared by the Python API, the
command line and both tables.

Each check returns the value (or its tidy form) or raises
:class:`~cacheta_lab.errors.CachetaError`, showing the value back only through the short echo
(:func:`~cacheta_lab.words.echo.short_repr`). Every bound is stated here once.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from .engine.rules import MAX_POINTS, MAX_SEATS, PRESETS, Rules, get_rules
from .errors import CachetaError, IllegalMoveError, RulesError
from .words.catalogue import Said, Thousands
from .words.echo import short_repr as echo
from .words.text import LANGS

__all__ = [
    "LARGEST_FILE", "LEVELS", "LONGEST_PATH", "LONGEST_SEED", "MAX_DEALS", "MAX_GAMES",
    "MAX_MOVES", "MAX_PLAYOUTS", "MAX_ROUNDS", "MAX_SEATS", "MAX_TURNS", "MAX_WORKERS",
    "check_count", "check_flag",
    "check_lang", "check_level", "check_levels", "check_limit", "check_path", "check_players",
    "check_points", "check_preset_name", "check_seat", "check_seats", "check_seconds",
    "check_seed", "check_workers",
    "derive_seed", "number_from_text", "read_file", "read_text_file", "whole",
]

# --- the bounds ----------------------------------------------------------------------------

LEVELS = ("random", "greedy", "strong")  # the bots' levels, weakest first
LONGEST_SEED = 200  # characters of a text seed (a whole-number seed: below 2**256)
SEED_BITS = 256
MAX_TURNS = 100_000  # turns of a round before it is drawn
MAX_ROUNDS = 10_000  # rounds of a match before the leader wins
MAX_MOVES = 10**6  # moves of a game log, or asked of the bots at once
MAX_GAMES = 10**9  # games of one simulation
MAX_DEALS = 10**7  # deals counted by deal_statistics
MAX_WORKERS = 256  # processes (or a cluster's workers) one computation starts
MAX_PLAYOUTS = 100_000  # play-outs per option of one deep evaluation
LONGEST_PATH = 4096  # characters of a file name given to read or write
LONGEST_NAME = 255  # bytes of each part of a file name (what file systems allow)
LARGEST_FILE = 20_000_000  # bytes of a game log read from a file


def whole(value: Any) -> bool:
    """A whole number, not True/False."""
    return isinstance(value, int) and not isinstance(value, bool)


def number_from_text(text: str, longest: int = 12) -> int | str:
    """``text`` as an int when it is plain ASCII digits (one leading ``-``, ``_`` between
    digits), else the text as it is (for a check to refuse, or to take as a text seed)."""
    stripped = text.strip().replace("_", "")
    body = stripped.removeprefix("-")
    if body.isascii() and body.isdigit() and len(body) < longest:
        return int(stripped)
    return text


def check_count(name: str, value: Any, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``, else an error naming
    ``name`` (a parameter, or the command line's option)."""
    if whole(value) and low <= value <= high:
        return value
    raise CachetaError(Said("check.count", name=name, value=echo(value), low=Thousands(low),
                            high=Thousands(high)))


def check_workers(workers: Any) -> int:
    """``workers``: a whole number of processes from 1 to :data:`MAX_WORKERS`."""
    return check_count("workers", workers, 1, MAX_WORKERS)


def check_flag(name: str, value: Any) -> bool:
    """A yes/no setting: True or False, nothing else (not 0, 1 or "true")."""
    if isinstance(value, bool):
        return value
    raise CachetaError(Said("check.flag", name=name, value=echo(value)))


def check_seconds(name: str, value: Any, high: float | None = None, *, zero: bool = True
                  ) -> float:
    """A time in seconds: a number from 0 (excluded when not ``zero``) to ``high`` (no bound
    when None), e.g. a ``timeout``."""
    if (not isinstance(value, bool) and isinstance(value, int | float)
            and (value >= 0 if zero else value > 0) and (high is None or value <= high)):
        return value
    if high is None:
        raise CachetaError(Said("check.seconds_any", name=name, value=echo(value)))
    key = "check.seconds" if zero else "check.seconds_above_0"
    raise CachetaError(Said(key, name=name, value=echo(value), high=high))


def check_limit(name: str, value: Any, high: int) -> int | None:
    """An optional limit (``max_turns``, ``max_rounds``): None or a whole number 1…high."""
    return None if value is None else check_count(name, value, 1, high)


class _PlayerBounds(Protocol):
    id: str
    min_players: int
    max_players: int


def check_players(rules: _PlayerBounds, players: Any) -> int:
    """``players`` if a game of ``rules`` can start with that many (from its ``min_players``
    to its ``max_players``)."""
    if whole(players) and rules.min_players <= players <= rules.max_players:
        return players
    raise RulesError(Said("check.players", p=rules.id, low=rules.min_players,
                          high=rules.max_players, value=echo(players)))


def check_seat(seat: Any, seats: Sequence[int] | None = None) -> int:
    """A seat number (0 … 10); with ``seats``, one of them."""
    if not whole(seat) or not 0 <= seat < MAX_SEATS:
        raise IllegalMoveError(Said("check.seat", value=echo(seat), high=MAX_SEATS - 1))
    if seats is not None and seat not in seats:
        listed = ", ".join(map(str, seats))
        raise IllegalMoveError(Said("check.seat_absent", seat=seat, seats=listed))
    return seat


def check_seats(rules: _PlayerBounds, seats: Any) -> tuple[int, ...]:
    """The players of a round: their count (from the rules' ``min_players``), or the seat
    numbers of those still in a match, clockwise (at least 2)."""
    if whole(seats):
        return tuple(range(check_players(rules, seats)))
    if not isinstance(seats, list | tuple) or len(seats) > MAX_SEATS:
        raise CachetaError(Said("check.seats", value=echo(seats), high=MAX_SEATS))
    order = tuple(check_seat(s) for s in seats)
    if len(set(order)) != len(order) or not 2 <= len(order) <= rules.max_players:
        raise CachetaError(Said("check.seats_round", value=echo(seats), p=rules.id,
                                high=rules.max_players))
    return order


def check_level(level: Any) -> str:
    """A bot level: "random", "greedy" or "strong"."""
    if isinstance(level, str) and level in LEVELS:
        return level
    raise CachetaError(Said("check.level", value=echo(level), levels=", ".join(LEVELS)))


def check_levels(levels: Any) -> tuple[str, ...]:
    """Bot levels dealt to the seats in turn: one level, or a list of 1 to 11 levels."""
    if isinstance(levels, str):
        return (check_level(levels),)
    if not isinstance(levels, list | tuple) or not 1 <= len(levels) <= MAX_SEATS:
        raise CachetaError(Said("check.levels", value=echo(levels), levels=", ".join(LEVELS),
                                high=MAX_SEATS))
    return tuple(check_level(level) for level in levels)


def check_preset_name(value: Any) -> str:
    """A preset for a table: its name, or the preset's own :class:`Rules` unchanged (a table
    plays presets by name)."""
    if isinstance(value, Rules):
        if PRESETS.get(value.id) != value:
            raise CachetaError(Said("check.preset_by_name", presets=", ".join(PRESETS)))
        return value.id
    if not isinstance(value, str):
        raise CachetaError(Said("check.preset", value=echo(value), presets=", ".join(PRESETS)))
    return get_rules(value).id


def check_seed(seed: Any) -> int | str:
    """A seed: a whole number (below 2**256 either way) or a text of at most 200 characters."""
    if (whole(seed) and abs(seed) < 2**SEED_BITS) or (
            isinstance(seed, str) and len(seed) <= LONGEST_SEED and seed.isprintable()):
        return seed
    raise CachetaError(Said("check.seed", value=echo(seed), high=LONGEST_SEED))


def derive_seed(seed: int | str, tag: str) -> str:
    """The seed of a part of a game (a round of a match, a game of a simulation):
    ``f"{seed}{tag}"``, a seed too long for that replaced by its digest, so every part's seed
    is a valid seed too."""
    text = f"{seed}{tag}"
    if len(text) <= LONGEST_SEED:
        return text
    return hashlib.sha256(str(seed).encode("utf-8", "surrogatepass")).hexdigest() + tag[-100:]


def check_lang(lang: Any) -> str:
    """``lang`` if it is a supported language code ('pt' or 'en')."""
    if isinstance(lang, str) and lang in LANGS:
        return lang
    raise CachetaError(Said("check.lang", value=echo(lang)))


def check_path(path: Any) -> Path:
    """A file name to read or write: a text (or path) without NUL, of sane length."""
    if isinstance(path, os.PathLike):
        path = os.fspath(path)
    if (not isinstance(path, str) or not path or "\0" in path or len(path) > LONGEST_PATH
            or any(len(part.encode("utf-8", "surrogatepass")) > LONGEST_NAME
                   for part in path.split(os.sep))):
        raise CachetaError(Said("check.path", value=echo(path), high=LONGEST_PATH))
    return Path(path)


def read_text_file(path: Any, largest: int = LARGEST_FILE) -> str:
    """The UTF-8 text of a regular file of at most ``largest`` bytes (never a device or a
    pipe, which could block or never end)."""
    return read_file(path, largest, text=True)


def read_file(path: Any, largest: int = LARGEST_FILE, text: bool = False) -> Any:
    """The bytes of a regular file of at most ``largest`` bytes (never a device or a pipe,
    which could block or never end); with ``text``, its UTF-8 text."""
    checked = check_path(path)
    try:
        with open(checked, "rb", opener=_no_block) as f:
            info = os.fstat(f.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise CachetaError(Said("file.not_regular", path=echo(str(path))))
            data = f.read(largest + 1)
        if len(data) > largest:
            raise CachetaError(Said("file.too_large", path=echo(str(path)),
                                    high=Thousands(largest)))
        return data.decode("utf-8") if text else data
    except FileNotFoundError:
        raise CachetaError(Said("file.not_found", path=echo(str(path)))) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CachetaError(Said("file.unreadable", path=echo(str(path)),
                                error=type(exc).__name__)) from None


def _no_block(path: str, flags: int) -> int:
    """Open without waiting for a writer (a FIFO): the check above refuses it at once."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def check_points(points: Any, seats: tuple[int, ...]) -> dict[int, int] | None:
    """Each player's points (whole numbers from 0 to 1000), or None."""
    if points is None:
        return None
    if not isinstance(points, Mapping):
        raise CachetaError(Said("check.points", value=echo(points)))
    missing = [s for s in seats if s not in points]
    if missing:
        raise CachetaError(Said("check.points_missing", seats=missing))
    for s in seats:
        if not whole(points[s]) or not 0 <= points[s] <= MAX_POINTS:
            raise CachetaError(Said("check.points_of", seat=s, value=echo(points[s]),
                                    high=MAX_POINTS))
    return {s: points[s] for s in seats}
