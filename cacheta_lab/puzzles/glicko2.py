"""Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), for puzzles and
for the learners who solve them, as lichess rates its puzzles.

A :class:`Rating` is a rating, its deviation (RD: how unsure the rating is) and its
volatility (how much it is expected to swing). :func:`update` rates one player over one
rating period from the games it played in it, step by step as the paper states it;
:func:`rate_attempt` rates a learner's attempt at a puzzle as one game each: the learner
wins when the puzzle is solved, the puzzle wins when it is not.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo

SCALE = 173.7178  # rating points per unit of the Glicko-2 scale
CENTRE = 1500.0
DEFAULT_RD = 350.0  # a new player's deviation, and the most any deviation grows to
DEFAULT_VOLATILITY = 0.06
TAU = 0.5  # how much the volatility may change in a period (the paper suggests 0.3 to 1.2)
EPSILON = 0.000001  # the convergence tolerance of the volatility's iteration
LOWEST, HIGHEST = -10_000.0, 10_000.0  # the ratings read from a file or given


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating: ``rating`` (1500 for a newcomer), its deviation ``rd`` and its
    ``volatility``."""

    rating: float = CENTRE
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY

    def to_dict(self) -> dict[str, float]:
        return {"rating": round(self.rating, 2), "rd": round(self.rd, 2),
                "volatility": round(self.volatility, 6)}

    @classmethod
    def from_dict(cls, data: Any) -> Rating:
        """The rating written by :meth:`to_dict`, every field checked."""
        if not isinstance(data, dict) or set(data) != {"rating", "rd", "volatility"}:
            raise CachetaError(Said("glicko.bad", value=echo(data)))
        return checked(cls(data["rating"], data["rd"], data["volatility"]))


def _number(value: Any, low: float = LOWEST, high: float = HIGHEST) -> bool:
    """``value`` is a number from ``low`` to ``high`` (not True/False, not NaN; an int too
    large for a float is out of range, not an error)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return low <= value <= high  # False for NaN


def checked(rating: Any) -> Rating:
    """``rating`` if it is a :class:`Rating` with a finite rating, a deviation above 0 and at
    most 350, and a volatility above 0 and below 1; else a :class:`CachetaError`."""
    if (not isinstance(rating, Rating) or not _number(rating.rating)
            or not _number(rating.rd, 0, DEFAULT_RD) or rating.rd == 0
            or not _number(rating.volatility, 0, 1) or not 0 < rating.volatility < 1):
        raise CachetaError(Said("glicko.bad", value=echo(rating)))
    return Rating(float(rating.rating), float(rating.rd), float(rating.volatility))


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Rating, opponent: Rating) -> float:
    """The score ``player`` is expected to make against ``opponent`` (0…1)."""
    return _e((player.rating - CENTRE) / SCALE, (opponent.rating - CENTRE) / SCALE,
              opponent.rd / SCALE)


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex)
                / (2.0 * (phi * phi + v + ex) ** 2)) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period in which it played ``games``: (the
    opponent's rating before the period, the score: 1 a win, 0 a loss, ½ a draw). With no
    game the deviation grows (to at most 350) and nothing else changes."""
    player = checked(player)
    if not _number(tau, 0, 10) or tau == 0:
        raise CachetaError(Said("glicko.bad_tau", value=echo(tau)))
    for opponent, score in games:
        checked(opponent)
        if not _number(score, 0, 1):
            raise CachetaError(Said("glicko.bad_score", value=echo(score)))
    mu, phi, sigma = (player.rating - CENTRE) / SCALE, player.rd / SCALE, player.volatility
    if not games:
        return Rating(player.rating, min(math.sqrt(phi * phi + sigma * sigma) * SCALE,
                                         DEFAULT_RD), sigma)
    # steps 3 and 4: the estimated variance from the games, and the improvement they show
    inv_v = 0.0
    total = 0.0
    for opponent, score in games:
        mu_j, phi_j = (opponent.rating - CENTRE) / SCALE, opponent.rd / SCALE
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        inv_v += g * g * e * (1.0 - e)
        total += g * (score - e)
    v = 1.0 / inv_v
    delta = v * total
    # steps 5 to 8
    new_sigma = _volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * total
    return Rating(SCALE * new_mu + CENTRE, min(SCALE * new_phi, DEFAULT_RD), new_sigma)


def rate_attempt(learner: Rating, puzzle: Rating, solved: bool, tau: float = TAU
                 ) -> tuple[Rating, Rating]:
    """The learner's and the puzzle's ratings after one attempt: one game between them, won
    by the learner when ``solved``, by the puzzle otherwise (each rated from the other's
    rating before the attempt)."""
    if not isinstance(solved, bool):
        raise CachetaError(Said("glicko.bad_score", value=echo(solved)))
    score = 1.0 if solved else 0.0
    return (update(learner, [(puzzle, score)], tau), update(puzzle, [(learner, 1.0 - score)], tau))
