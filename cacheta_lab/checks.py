"""The one check of each kind of value a user gives (seat, player count, bot level, seed,
language, file name, count, yes/no, points, a table's preset), shared by the Python API, the
command line and both tables.

Each check returns the value (or its tidy form) or raises
:class:`~cacheta_lab.errors.CachetaError`, showing the value back only through the short echo
(:func:`~cacheta_lab.echo.short_repr`). Every bound is stated here once.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from .echo import short_repr as echo
from .errors import CachetaError, IllegalMoveError, RulesError
from .rules import MAX_POINTS, MAX_SEATS, PRESETS, Rules, get_rules
from .text import LANGS
from .text import whole as thousands

__all__ = [
    "LARGEST_FILE", "LEVELS", "LONGEST_PATH", "LONGEST_SEED", "MAX_DEALS", "MAX_GAMES",
    "MAX_MOVES", "MAX_ROUNDS", "MAX_SEATS", "MAX_TURNS", "check_count", "check_flag",
    "check_lang", "check_level", "check_levels", "check_limit", "check_path", "check_players",
    "check_points", "check_preset_name", "check_seat", "check_seats", "check_seed",
    "derive_seed", "number_from_text", "read_text_file", "whole",
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
    raise CachetaError(
        f"{name}={echo(value)} inválido: use um número inteiro de {thousands(low, 'pt')} a "
        f"{thousands(high, 'pt')}",
        f"{name}={echo(value)} is invalid: use a whole number from {thousands(low, 'en')} to "
        f"{thousands(high, 'en')}")


def check_flag(name: str, value: Any) -> bool:
    """A yes/no setting: True or False, nothing else (not 0, 1 or "true")."""
    if isinstance(value, bool):
        return value
    raise CachetaError(f"{name}: use True ou False, não {echo(value)}",
                       f"{name}: use True or False, not {echo(value)}")


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
    raise RulesError(
        f"{rules.id} se joga com {rules.min_players} a {rules.max_players} jogadores; "
        f"pedidos {echo(players)}",
        f"{rules.id} is played by {rules.min_players} to {rules.max_players} players; "
        f"asked for {echo(players)}")


def check_seat(seat: Any, seats: Sequence[int] | None = None) -> int:
    """A seat number (0 … 10); with ``seats``, one of them."""
    if not whole(seat) or not 0 <= seat < MAX_SEATS:
        raise IllegalMoveError(
            f"jogador {echo(seat)} inválido: use o número do lugar (0 a {MAX_SEATS - 1})",
            f"player {echo(seat)} is invalid: use the seat number (0 to {MAX_SEATS - 1})")
    if seats is not None and seat not in seats:
        listed = ", ".join(map(str, seats))
        raise IllegalMoveError(f"não há jogador {seat} na mesa (lugares {listed})",
                               f"there is no player {seat} at the table (seats {listed})")
    return seat


def check_seats(rules: _PlayerBounds, seats: Any) -> tuple[int, ...]:
    """The players of a round: their count (from the rules' ``min_players``), or the seat
    numbers of those still in a match, clockwise (at least 2)."""
    if whole(seats):
        return tuple(range(check_players(rules, seats)))
    if not isinstance(seats, list | tuple) or len(seats) > MAX_SEATS:
        raise CachetaError(
            f"jogadores {echo(seats)} inválidos: dê o número de jogadores ou a lista dos "
            f"lugares (até {MAX_SEATS})",
            f"players {echo(seats)} are invalid: give the number of players or the list "
            f"of seats (at most {MAX_SEATS})")
    order = tuple(check_seat(s) for s in seats)
    if len(set(order)) != len(order) or not 2 <= len(order) <= rules.max_players:
        raise CachetaError(
            f"jogadores {echo(seats)} inválidos: uma rodada de {rules.id} tem de 2 a "
            f"{rules.max_players} lugares distintos",
            f"players {echo(seats)} are invalid: a round of {rules.id} has 2 to "
            f"{rules.max_players} distinct seats")
    return order


def check_level(level: Any) -> str:
    """A bot level: "random", "greedy" or "strong"."""
    if isinstance(level, str) and level in LEVELS:
        return level
    raise CachetaError(f"nível de bot desconhecido {echo(level)}; níveis: {', '.join(LEVELS)}",
                       f"unknown bot level {echo(level)}; levels: {', '.join(LEVELS)}")


def check_levels(levels: Any) -> tuple[str, ...]:
    """Bot levels dealt to the seats in turn: one level, or a list of 1 to 11 levels."""
    if isinstance(levels, str):
        return (check_level(levels),)
    if not isinstance(levels, list | tuple) or not 1 <= len(levels) <= MAX_SEATS:
        raise CachetaError(
            f"bots={echo(levels)}: use um nível ({', '.join(LEVELS)}) ou uma lista de 1 a "
            f"{MAX_SEATS} deles, por exemplo ['strong', 'greedy']",
            f"bots={echo(levels)}: give one level ({', '.join(LEVELS)}) or a list of 1 to "
            f"{MAX_SEATS} of them, e.g. ['strong', 'greedy']")
    return tuple(check_level(level) for level in levels)


def check_preset_name(value: Any) -> str:
    """A preset for a table: its name, or the preset's own :class:`Rules` unchanged (a table
    plays presets by name)."""
    if isinstance(value, Rules):
        if PRESETS.get(value.id) != value:
            raise CachetaError(
                "a mesa usa só os presets pelo nome: " + ", ".join(PRESETS),
                "the table takes presets by name only: " + ", ".join(PRESETS))
        return value.id
    if not isinstance(value, str):
        raise CachetaError(f"preset {echo(value)}: use um nome, um de " + ", ".join(PRESETS),
                           f"preset {echo(value)}: use a name, one of " + ", ".join(PRESETS))
    return get_rules(value).id


def check_seed(seed: Any) -> int | str:
    """A seed: a whole number (below 2**256 either way) or a text of at most 200 characters."""
    if (whole(seed) and abs(seed) < 2**SEED_BITS) or (
            isinstance(seed, str) and len(seed) <= LONGEST_SEED and seed.isprintable()):
        return seed
    raise CachetaError(
        f"semente {echo(seed)} inválida: use um número inteiro ou um texto curto "
        f"(até {LONGEST_SEED} caracteres)",
        f"seed {echo(seed)} is invalid: use a whole number or a short text "
        f"(at most {LONGEST_SEED} characters)")


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
    raise CachetaError(f"idioma desconhecido {echo(lang)}; use 'pt' ou 'en'",
                       f"unknown language {echo(lang)}; use 'pt' or 'en'")


def check_path(path: Any) -> Path:
    """A file name to read or write: a text (or path) without NUL, of sane length."""
    if isinstance(path, os.PathLike):
        path = os.fspath(path)
    if (not isinstance(path, str) or not path or "\0" in path or len(path) > LONGEST_PATH
            or any(len(part.encode("utf-8", "surrogatepass")) > LONGEST_NAME
                   for part in path.split(os.sep))):
        raise CachetaError(
            f"nome de arquivo {echo(path)} inválido: use um texto sem NUL, de até "
            f"{LONGEST_PATH} caracteres",
            f"file name {echo(path)} is invalid: use a text without NUL, of at most "
            f"{LONGEST_PATH} characters")
    return Path(path)


def read_text_file(path: Any, largest: int = LARGEST_FILE) -> str:
    """The UTF-8 text of a regular file of at most ``largest`` bytes (never a device or a
    pipe, which could block or never end)."""
    checked = check_path(path)
    try:
        with open(checked, "rb", opener=_no_block) as f:
            info = os.fstat(f.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise CachetaError(f"{echo(str(path))} não é um arquivo comum",
                                   f"{echo(str(path))} is not a regular file")
            data = f.read(largest + 1)
        if len(data) > largest:
            raise CachetaError(
                f"arquivo {echo(str(path))} grande demais (mais de {thousands(largest, 'pt')} "
                "bytes)",
                f"file {echo(str(path))} too large (over {thousands(largest, 'en')} bytes)")
        return data.decode("utf-8")
    except FileNotFoundError:
        raise CachetaError(f"arquivo {echo(str(path))} não encontrado",
                           f"file {echo(str(path))} not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CachetaError(f"não foi possível ler {echo(str(path))}: {type(exc).__name__}",
                           f"could not read {echo(str(path))}: {type(exc).__name__}") from None


def _no_block(path: str, flags: int) -> int:
    """Open without waiting for a writer (a FIFO): the check above refuses it at once."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def check_points(points: Any, seats: tuple[int, ...]) -> dict[int, int] | None:
    """Each player's points (whole numbers from 0 to 1000), or None."""
    if points is None:
        return None
    if not isinstance(points, Mapping):
        raise CachetaError(f"pontos {echo(points)} inválidos: use {{lugar: pontos}}",
                           f"points {echo(points)} are invalid: use {{seat: points}}")
    missing = [s for s in seats if s not in points]
    if missing:
        raise CachetaError(f"faltam os pontos dos jogadores {missing}",
                           f"the points of players {missing} are missing")
    for s in seats:
        if not whole(points[s]) or not 0 <= points[s] <= MAX_POINTS:
            raise CachetaError(
                f"pontos do jogador {s} inválidos ({echo(points[s])}): use um número "
                f"inteiro de 0 a {MAX_POINTS}",
                f"the points of player {s} are invalid ({echo(points[s])}): use a whole "
                f"number from 0 to {MAX_POINTS}")
    return {s: points[s] for s in seats}
