"""A puzzle's first rating, from how the bots solve it, on one scale with the bots' own.

Each bot level (random, greedy, strong, the play-out policy) is one opponent of each puzzle,
its score the share of its seeded attempts that solved it (the puzzle's score: the share that
did not). Both sides are rated by Glicko-2 (:mod:`~cacheta_lab.puzzles.glicko2`), each over one
rating period from a newcomer's rating (1500, RD 350): every puzzle against the bots, every bot
against all the puzzles; the two are rated in turn until no rating moves by more than
:data:`STILL` points. A newcomer puzzle's 1500 sets the scale's centre, as a new player's does
on a chess site. Learners' attempts then move both ratings (:func:`~.glicko2.rate_attempt`).

One scale needs puzzles that are hard in the same way for every bot: a puzzle a bot solves
more often than a stronger one (:data:`WEAKEST_FIRST`) is one no single rating describes (the
weaker bot's success would pull it down, the stronger bot's failure up), so the build leaves
it out (:func:`fits_one_scale`). The random bot is not in that order: on two options it is
right half the time by chance alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise

from .glicko2 import Rating, update

STILL = 0.01  # rating points: the ratings are settled when none moves by more
MOST_ROUNDS = 200  # turns of rating at most
# the bots that decide from the view alone, weakest first (their first ratings, in
# benchmarks/README.md, come out in this order)
WEAKEST_FIRST = ("greedy", "playout", "strong")


def fits_one_scale(attempts: Mapping[str, Sequence[int]]) -> bool:
    """Whether no bot of :data:`WEAKEST_FIRST` solved the puzzle more often than a stronger
    one (``attempts``: level → (solved, tried); a level that did not try is left out)."""
    shares = [attempts[level][0] / attempts[level][1] for level in WEAKEST_FIRST
              if level in attempts and attempts[level][1]]
    return all(weaker <= stronger for weaker, stronger in pairwise(shares))


def first_ratings(attempts: Sequence[Mapping[str, tuple[int, int]]]
                  ) -> tuple[list[Rating], dict[str, Rating]]:
    """The puzzles' ratings (in the order of ``attempts``, each puzzle's level → (solved,
    tried)) and the bot levels'."""
    levels = sorted({level for a in attempts for level, (_s, tried) in a.items() if tried})
    bots = {level: Rating() for level in levels}
    puzzles = [Rating() for _ in attempts]
    for _ in range(MOST_ROUNDS):
        puzzles = [update(Rating(), [(bots[level], 1.0 - solved / tried)
                                     for level, (solved, tried) in sorted(a.items()) if tried])
                   for a in attempts]
        moved = {level: update(Rating(), [(puzzles[i], solved / tried)
                                          for i, a in enumerate(attempts)
                                          for lv, (solved, tried) in a.items()
                                          if lv == level and tried])
                 for level in levels}
        if all(abs(moved[lv].rating - bots[lv].rating) < STILL for lv in levels):
            break  # the puzzles stay rated against the bots they were rated against
        bots = moved
    return puzzles, bots
