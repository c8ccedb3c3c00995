"""Solvers attempting a puzzle: the bots (random, greedy, strong, the play-out policy), each
from the puzzle's view alone, and two more for measuring the set: one that picks any option
at random, one that picks the coach's best.

A bot answers as it plays: on its turn its move, out of turn its call (announce na boa, furar
a fila) or nothing (a pass). Each attempt builds the bot afresh with its own seed; the random
bot's moves change with the seed, the others decide the same from the same view.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from ..coach.evaluation import Option, decision_options
from ..coach.fast import evaluate
from ..game.views import DISCARD, DRAW, PlayerView
from .record import SOLVERS
from .source import seated_bot

MEASURING = ("any", "coach")  # the solvers only the measurements use


def answer(solver: str, view: PlayerView, seed: str) -> Option:
    """What ``solver`` plays from ``view`` (None: it passes)."""
    if solver == "any":
        return random.Random(seed).choice(decision_options(view))
    if solver == "coach":
        return evaluate(view).options[0].move
    bot = seated_bot(solver, seed)
    if view.my_turn and view.phase in (DRAW, DISCARD):
        return bot.choose(view)
    return bot.react(view)


def attempt_counts(view: PlayerView, solution: Iterable[Option], key: str, tries: int,
                   solvers: Iterable[str] = SOLVERS, tag: str = "rate"
                   ) -> tuple[dict[str, tuple[int, int]], dict[str, Counter[Option]]]:
    """``tries`` seeded attempts of each solver: (solver → (solved, tried), solver → how often
    each option was played). ``key`` (the puzzle's id) and ``tag`` make the seeds, so other
    attempts (a measurement's) get other seeds."""
    right = set(solution)
    solved: dict[str, tuple[int, int]] = {}
    played: dict[str, Counter[Option]] = {}
    for solver in solvers:
        moves = Counter(answer(solver, view, f"{key}/{tag}/{solver}/{i}") for i in range(tries))
        played[solver] = moves
        solved[solver] = (sum(n for m, n in moves.items() if m in right), tries)
    return solved, played
