"""The puzzle trainer: puzzles one at a time, chosen for the learner, answered and rated.

- :mod:`.history`: the learner's attempts and ratings in a SQLite file (:class:`History`);
- :mod:`.choice`: which puzzle comes next (near the learner's rating, towards the themes
  they miss, missed ones back later) within the filters;
- :mod:`.session`: a session whatever shows it (:class:`Training`): the puzzle shown, the
  answer judged and written, the next puzzle.
"""

from .choice import Filters, check_filters, choose
from .history import Attempt, History, default_path
from .session import Training, Verdict

__all__ = ["Attempt", "Filters", "History", "Training", "Verdict", "check_filters", "choose",
           "default_path"]
