"""Exercises for the lessons: the learner answers, the engine judges, feedback in pt or en.

Every exercise asks the engine (:func:`~cacheta_lab.engine.melds.check_meld`,
:func:`~cacheta_lab.engine.analysis.analyze`, :func:`~cacheta_lab.engine.analysis.outs`, …) and
never states a rule of its own: the feedback only reports what the engine found, in the learner's
language.

>>> ex = MeldExercise("7h 7h 7c 7s 2d", rules="pife", kind="trinca", lang="en")
>>> print(ex.check("7h 7h 7c"))
not yet: two 7♥ cannot be in the same trinca in preset pife (all suits must differ)
>>> ex.check("7h 7c 7s").ok
True

``check`` returns a :class:`Feedback`, ``solution`` a :class:`Solution` (folded until clicked in
a notebook). ``conferir`` and ``solucao`` are the same methods with Portuguese names. The
``*_table`` functions draw the side-by-side comparisons the lessons show.

The package, by what each part does: :mod:`.feedback` (what a check or a solution shows),
:mod:`.base` (the :class:`Exercise` base), one module per kind of exercise (:mod:`.notation`,
:mod:`.curingas`, :mod:`.meld`, :mod:`.presets`, :mod:`.split`, :mod:`.hands`,
:mod:`.coached`, :mod:`.puzzle`), :mod:`.tables`
(the lessons' comparisons) and :mod:`.drawn` (cards and melds drawn with the engine's sentence).
"""

from __future__ import annotations

from .base import Exercise
from .coached import CoachExercise
from .curingas import CuringaExercise
from .drawn import draw, draw_meld
from .feedback import VERDICTS, Feedback, Panel, Solution
from .hands import DiscardExercise, LiveOutsExercise, OutsExercise
from .meld import MeldExercise, check_meld_answer
from .notation import NotationExercise, ValidHandsExercise
from .partners import live_partners, partners_table
from .presets import PresetsExercise
from .puzzle import PuzzleExercise
from .split import SplitExercise
from .tables import curingas_table, meld_table, presets_table, rules_table

__all__ = [
    "VERDICTS",
    "CoachExercise",
    "CuringaExercise",
    "DiscardExercise",
    "Exercise",
    "Feedback",
    "LiveOutsExercise",
    "MeldExercise",
    "NotationExercise",
    "OutsExercise",
    "Panel",
    "PresetsExercise",
    "PuzzleExercise",
    "Solution",
    "SplitExercise",
    "ValidHandsExercise",
    "check_meld_answer",
    "curingas_table",
    "draw",
    "draw_meld",
    "live_partners",
    "meld_table",
    "partners_table",
    "presets_table",
    "rules_table",
]
