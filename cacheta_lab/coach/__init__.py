"""The coach: grades every decision of a seat from what that seat could see.

    from cacheta_lab import coach
    coach.grade(view, move)        # one decision: grade, best choice, why (pt and en)
    coach.review(log, seat=0)      # every decision of seat 0 in a saved game, and accuracy

The measure and the grade thresholds are defined in :mod:`cacheta_lab.game.measure` and
:mod:`cacheta_lab.coach.grade` (and in the README).
"""

from ..game.measure import Metric, discard_options, draw_options, fold_costs, known_out, measure9
from .grade import GRADE_NAMES, GRADES, THRESHOLDS, Grade, grade, grade_of, notation
from .practice import practice_view
from .review import Review, review, review_moves

__all__ = [
    "GRADES", "GRADE_NAMES", "THRESHOLDS", "Grade", "Metric", "Review", "discard_options",
    "draw_options", "fold_costs", "grade", "grade_of", "known_out", "measure9", "notation",
    "practice_view", "review", "review_moves",
]
