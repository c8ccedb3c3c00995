"""Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system",
2013), and how a puzzle attempt moves both ratings."""

from __future__ import annotations

import math

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.puzzles.glicko2 import Rating, expected, rate_attempt, update

# the paper's player and its three opponents in one rating period (tau 0.5)
PLAYER = Rating(1500, 200, 0.06)
GAMES = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]


def test_the_papers_worked_example() -> None:
    after = update(PLAYER, GAMES, tau=0.5)
    # the paper: mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999; r' = 1464.06, RD' = 151.52
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)
    assert (after.rating - 1500) / 173.7178 == pytest.approx(-0.2069, abs=0.0001)
    assert after.rd / 173.7178 == pytest.approx(0.8722, abs=0.0001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(PLAYER, [])
    assert after.rating == PLAYER.rating and after.volatility == PLAYER.volatility
    # step 6 alone: phi* = sqrt(phi^2 + sigma^2)
    assert after.rd == pytest.approx(173.7178 * math.hypot(200 / 173.7178, 0.06))
    assert update(Rating(1500, 350), []).rd == 350  # never wider than a newcomer's


def test_expected_score_is_symmetric_for_equal_deviations() -> None:
    a, b = Rating(1600, 80), Rating(1400, 80)
    assert expected(a, b) + expected(b, a) == pytest.approx(1.0)
    assert expected(a, b) > 0.5


def test_an_attempt_moves_the_learner_and_the_puzzle_apart() -> None:
    learner, puzzle = Rating(1500, 150), Rating(1600, 100)
    won, lost = rate_attempt(learner, puzzle, True)
    assert won.rating > learner.rating and lost.rating < puzzle.rating
    missed, kept = rate_attempt(learner, puzzle, False)
    assert missed.rating < learner.rating and kept.rating > puzzle.rating
    # each side is rated from the other's rating before the attempt
    assert won == update(learner, [(puzzle, 1.0)])
    assert lost == update(puzzle, [(learner, 0.0)])
    assert won.rd < learner.rd and lost.rd < puzzle.rd


@pytest.mark.parametrize("bad", [
    Rating(float("nan"), 100), Rating(1500, 0), Rating(1500, 351), Rating(1500, 100, 0),
    Rating(1e9, 100), "1500", None, Rating(True, 100),  # type: ignore[arg-type]
])
def test_a_bad_rating_is_refused_in_both_languages(bad) -> None:
    with pytest.raises(CachetaError) as caught:
        update(bad, [])
    assert caught.value.message("pt") != caught.value.message("en")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("score", [-0.1, 1.5, float("nan"), "1", None])
def test_a_bad_score_is_refused(score) -> None:
    with pytest.raises(CachetaError):
        update(PLAYER, [(Rating(), score)])


def test_bad_tau_and_bad_solved_are_refused() -> None:
    with pytest.raises(CachetaError):
        update(PLAYER, GAMES, tau=0)
    with pytest.raises(CachetaError):
        rate_attempt(PLAYER, PLAYER, 1)  # type: ignore[arg-type]


def test_a_rating_round_trips_through_json_data() -> None:
    after = update(PLAYER, GAMES)
    assert Rating.from_dict(after.to_dict()).rating == pytest.approx(after.rating, abs=0.01)
    for bad in ({"rating": 1500, "rd": 50}, {"rating": "x", "rd": 50, "volatility": 0.06}, []):
        with pytest.raises(CachetaError):
            Rating.from_dict(bad)


def test_a_rating_too_large_for_a_float_is_refused_cleanly() -> None:
    """An int beyond any float (10**400) is refused as a bad rating, not an OverflowError."""
    for bad in (Rating(10**400, 100), Rating(1500, 10**400), Rating(1500, 100, 10**400)):
        with pytest.raises(CachetaError):
            update(bad, [])
    with pytest.raises(CachetaError):
        update(PLAYER, [(Rating(), 10**400)])
