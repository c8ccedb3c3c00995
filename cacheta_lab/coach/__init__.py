"""The coach: grades every decision of a seat by the chance to win the round it gives away,
from what that seat could see.

    from cacheta_lab import coach
    coach.evaluate(view)           # the seat's chance to win the round now and after each option
    coach.deep_evaluate(view)      # the same by determinized play-outs, with standard errors
    coach.grade(view, move)        # one decision: grade, best choice, why (pt and en)
    coach.review(log, seat=0)      # every decision of seat 0 in a saved game, and accuracy

The win chances come from the fast evaluator (:mod:`cacheta_lab.coach.fast`, a small model
fitted on self-play, :mod:`cacheta_lab.game.chances`); the grade thresholds, in points of win
percentage, are :data:`cacheta_lab.coach.grade.THRESHOLDS` (and in the README).
"""

from typing import Any

from ..game.measure import Metric, discard_options, draw_options, fold_costs, known_out, measure9
from .evaluation import Evaluation, OptionChance, decision_options
from .fast import assess, evaluate
from .grade import GRADES, THRESHOLDS, Grade, grade, grade_of, notation
from .legality import legal_move
from .practice import practice_view
from .review import Review, review, review_moves

__all__ = [
    "GRADES", "THRESHOLDS", "Evaluation", "Grade", "Metric", "OptionChance",
    "Review", "assess", "decision_options", "deep_evaluate", "discard_options", "draw_options",
    "evaluate", "fold_costs", "grade", "grade_of", "known_out", "legal_move", "measure9",
    "notation", "practice_view", "review", "review_moves",
]


def __getattr__(name: str) -> Any:
    """``deep_evaluate`` loads on first use, with its play-outs (the policy, the inference of
    hidden hands, the worker processes): a grade, a review or a puzzle shown needs none of
    them."""
    if name == "deep_evaluate":
        from .deep import deep_evaluate

        return deep_evaluate
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
