"""Puzzles cut from self-play: positions where one move is clearly best (by deep play-outs,
twice) or exactly right (by the engine), each with its themes, its rating and the coach's
explanation.

    from cacheta_lab.puzzles import load
    puzzles = load()              # the set the package ships (read when first asked)
    p = puzzles[0]
    p.id, p.preset, p.kind, p.themes, p.rating
    view = p.view()               # the seat's PlayerView, as coach.grade takes it
    p.solution                    # the moves that count as right
    p.why("en")                   # the coach's sentences: the answer, the most tempting slip
    p                             # in a notebook: the position drawn, the answer folded away

A set is built by ``cacheta-lab puzzles build`` (:func:`~.build.build`); ratings are Glicko-2
(:mod:`~.glicko2`), for puzzles and learners alike.
"""

from .glicko2 import Rating, rate_attempt, update
from .record import KINDS, QUESTIONS, Puzzle, PuzzleOption, checked
from .store import PuzzleSet, load, read_set, write_set
from .themes import THEMES, applies, theme_name

__all__ = ["KINDS", "QUESTIONS", "THEMES", "Puzzle", "PuzzleOption", "PuzzleSet", "Rating",
           "applies", "checked", "load", "rate_attempt", "read_set", "theme_name", "update",
           "write_set"]
