"""Checks of the values a game is set up with (seats, seed, points, limits): each bad value
raises :class:`~cacheta_lab.errors.CachetaError` before anything is built."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..echo import short_repr
from ..errors import CachetaError
from ..rules import MAX_POINTS, MAX_SEATS
from .moves import check_seat

LONGEST_SEED = 200


def whole(value: Any) -> bool:
    """A whole number, not True/False."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: Any) -> int | str:
    """A seed: a whole number or a text of at most 200 characters."""
    if (whole(seed) and abs(seed) < 2**256) or (isinstance(seed, str)
                                                 and len(seed) <= LONGEST_SEED):
        return seed
    raise CachetaError(
        f"semente {short_repr(seed)} inválida: use um número inteiro ou um texto curto "
        f"(até {LONGEST_SEED} caracteres)",
        f"seed {short_repr(seed)} is invalid: use a whole number or a short text "
        f"(at most {LONGEST_SEED} characters)")


def check_limit(name: str, value: Any) -> int | None:
    """An optional limit (``max_turns``, ``max_rounds``): None or a whole number ≥ 1."""
    if value is None or (whole(value) and 1 <= value <= 10**9):
        return value
    raise CachetaError(f"{name}={short_repr(value)} inválido: use None ou um número inteiro ≥ 1",
                       f"{name}={short_repr(value)} is invalid: use None or a whole number ≥ 1")


def check_seats(seats: Any) -> tuple[int, ...]:
    """The players of a round: a count (2 … 11) or their seat numbers, clockwise."""
    if whole(seats):
        if not 0 <= seats <= MAX_SEATS:
            raise CachetaError(f"{seats} jogadores: uma rodada tem de 2 a {MAX_SEATS}",
                               f"{seats} players: a round has 2 to {MAX_SEATS}")
        return tuple(range(seats))
    if (not isinstance(seats, Sequence) or isinstance(seats, str)
            or len(seats) > MAX_SEATS):
        raise CachetaError(
            f"jogadores {short_repr(seats)} inválidos: dê o número de jogadores ou a lista dos "
            f"lugares (até {MAX_SEATS})",
            f"players {short_repr(seats)} are invalid: give the number of players or the list "
            f"of seats (at most {MAX_SEATS})")
    return tuple(check_seat(s) for s in seats)


def check_points(points: Any, seats: tuple[int, ...]) -> dict[int, int] | None:
    """Each player's points (whole numbers from 0 to 1000), or None."""
    if points is None:
        return None
    if not isinstance(points, Mapping):
        raise CachetaError(f"pontos {short_repr(points)} inválidos: use {{lugar: pontos}}",
                           f"points {short_repr(points)} are invalid: use {{seat: points}}")
    missing = [s for s in seats if s not in points]
    if missing:
        raise CachetaError(f"faltam os pontos dos jogadores {missing}",
                           f"the points of players {missing} are missing")
    for s in seats:
        if not whole(points[s]) or not 0 <= points[s] <= MAX_POINTS:
            raise CachetaError(
                f"pontos do jogador {s} inválidos ({short_repr(points[s])}): use um número "
                f"inteiro de 0 a {MAX_POINTS}",
                f"the points of player {s} are invalid ({short_repr(points[s])}): use a whole "
                f"number from 0 to {MAX_POINTS}")
    return {s: points[s] for s in seats}
