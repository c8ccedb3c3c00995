"""The puzzle trainer: puzzles one at a time, chosen for the learner, answered and rated.

- :mod:`.history`: the learner's attempts and ratings in a SQLite file (:class:`History`);
- :mod:`.choice`: which puzzle comes next (near the learner's rating, towards the themes
  they miss, missed ones back later) within the filters;
- :mod:`.training`: puzzles practised, whatever shows them (:class:`Training`): the puzzle
  shown, the answer judged and written, the next puzzle;
- :mod:`.dashboard`: the learner's rating over time and strength by theme (SVG);
- :mod:`.widget`: :class:`PuzzleTrainer`, the notebook's trainer (loaded on first use, so the
  terminal's ``cacheta-lab puzzle`` needs no notebook package), drawn from :mod:`.view`.
"""

from typing import Any

from .choice import Filters, check_filters, choose
from .dashboard import Dashboard, dashboard
from .history import Attempt, History, default_path
from .training import Training, Verdict

__all__ = ["Attempt", "Dashboard", "Filters", "History", "PuzzleTrainer", "Training", "Verdict",
           "check_filters", "choose", "dashboard", "default_path"]


def __getattr__(name: str) -> Any:
    if name == "PuzzleTrainer":
        from .widget import PuzzleTrainer

        return PuzzleTrainer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
