"""Puzzles practised, whatever shows them (the notebook's :class:`PuzzleTrainer`, the terminal's
``cacheta-lab puzzle``): the puzzle shown, the learner's answer checked by the engine and
judged by the puzzle, the attempt written to the history with both new ratings, and the next
puzzle chosen (:mod:`.choice`).

    s = Training(path="h.sqlite", preset="pife", seed=1)
    s.puzzle                       # the puzzle shown
    v = s.answer(s.puzzle.solution[0])
    v.solved, v.learner_after, v.puzzle_after, v.sentences("en")
    s.next()                       # the next puzzle
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...checks import check_seed
from ...engine.rules import get_rules
from ...errors import CachetaError, IllegalMoveError
from ...game.moves import Move, checked_move
from ...game.seat_position import stand_in_round
from ...puzzles.explain import coach_sentence
from ...puzzles.glicko2 import Rating
from ...puzzles.record import Puzzle, PuzzleOption
from ...puzzles.store import load
from ...words.catalogue import Said
from .choice import Filters, Past, check_filters, choose
from .history import Attempt, History


@dataclass(frozen=True)
class Verdict:
    """What an answer earned: whether it ``solved`` the puzzle, the attempt as written, and
    both ratings before and after."""

    puzzle: Puzzle
    answer: Move | None
    solved: bool
    attempt: Attempt
    learner_before: Rating
    puzzle_before: Rating

    @property
    def learner_after(self) -> Rating:
        return self.attempt.learner_rating

    @property
    def puzzle_after(self) -> Rating:
        return self.attempt.puzzle_rating

    @property
    def option(self) -> PuzzleOption | None:
        """The puzzle's option the learner chose (None: a legal move it does not list)."""
        return next((o for o in self.puzzle.options if o.move == self.answer), None)

    def sentences(self, lang: str = "pt") -> tuple[str, str]:
        """The coach's sentences: for the answer given and, for a right one, the most tempting
        wrong option; for a wrong one, the puzzle's answer."""
        view = self.puzzle.view()
        other = (self.puzzle.tempting_option.move if self.solved
                 else self.puzzle.solution[0])
        return coach_sentence(view, self.answer, lang), coach_sentence(view, other, lang)


def legal_answer(puzzle: Puzzle, move: Any) -> Move | None:
    """``move`` (None: pass) if the engine accepts it from the puzzle's position; else the
    engine's refusal, said to the learner."""
    if move is None:
        if any(o.move is None for o in puzzle.options):
            return None
        raise CachetaError(Said("trainer.no_pass"))
    move = checked_move(move)
    view = puzzle.view()
    if move in view.legal_moves():
        return move
    from ..game.notice import said_to_learner

    try:  # the engine's own refusal of it, on a round built from the position
        stand_in_round(get_rules(puzzle.preset), puzzle.position).play(move)
    except IllegalMoveError as exc:
        raise said_to_learner(exc, move) from None
    from ...coach.grade import move_words, notation

    raise CachetaError(Said("trainer.not_an_option", move=move_words(notation(move))))


class Training:
    """One learner practising ``puzzles`` (default: the shipped set), written to
    ``history`` (or a :class:`History` on ``path``, default its :func:`default_path`), within
    the filters ``preset``, ``theme`` and ``band`` (lowest, highest rating); ``seed`` makes the
    choice of puzzles repeatable."""

    def __init__(self, puzzles: Sequence[Puzzle] | None = None, history: History | None = None,
                 *, path: str | os.PathLike[str] | None = None, learner: str = "default",
                 preset: str | None = None, theme: str | None = None,
                 band: tuple[float, float] | None = None, seed: int | str = 0) -> None:
        self.filters = check_filters(preset, theme, band)
        self.rng = random.Random(check_seed(seed))
        self.puzzles = load() if puzzles is None else puzzles
        self.history = History(path, learner) if history is None else history
        try:
            with self.history.one_reading():
                self.past = [Past(a.puzzle, a.solved, a.themes)
                             for a in self.history.attempts()]
                self.ratings = self.history.puzzle_ratings()
                self.learner = self.history.rating()
            self.answered = 0  # since this Training began
            self.verdict: Verdict | None = None
            self.puzzle = self._choose(self.filters, None)
        except BaseException:
            if history is None:  # the file opened here is closed again
                self.history.close()
            raise

    def _choose(self, filters: Filters, previous: Puzzle | None) -> Puzzle:
        return choose(self.puzzles, self.ratings, self.learner, self.past, self.rng, filters,
                      previous.id if previous is not None else None)

    def rating_of(self, puzzle: Puzzle) -> Rating:
        """``puzzle``'s rating now: moved by the attempts in the history, or the set's."""
        return self.ratings.get(puzzle.id, puzzle.rating)

    def answer(self, move: Any) -> Verdict:
        """Judge ``move`` (None: pass) on the puzzle shown and write the attempt: a move the
        engine refuses, or a second answer, raises :class:`CachetaError` and changes
        nothing; so does a history that cannot be written."""
        if self.verdict is not None:
            raise CachetaError(Said("trainer.answered"))
        puzzle = self.puzzle
        move = legal_answer(puzzle, move)
        solved = puzzle.is_right(move)
        learner_before, puzzle_before = self.learner, self.rating_of(puzzle)
        attempt = self.history.record(puzzle, move, solved)
        self.past.append(Past(puzzle.id, solved, puzzle.themes))
        self.ratings[puzzle.id] = attempt.puzzle_rating
        self.learner = attempt.learner_rating
        self.answered += 1
        self.verdict = Verdict(puzzle, move, solved, attempt, learner_before, puzzle_before)
        return self.verdict

    def next(self) -> Puzzle:
        """Show the next puzzle (the one shown, answered or not, does not come straight
        back)."""
        self.puzzle = self._choose(self.filters, self.puzzle)
        self.verdict = None
        return self.puzzle

    def refilter(self, **changes: Any) -> Puzzle:
        """Change some of the filters (``preset``, ``theme``, ``band``; None lifts one) and
        show a puzzle that passes them; bad filters, or filters no puzzle passes, raise
        :class:`CachetaError` and change nothing."""
        unknown = set(changes) - {"preset", "theme", "band"}
        if unknown:
            raise TypeError(f"refilter() got unexpected keyword arguments {sorted(unknown)}")
        now = {"preset": self.filters.preset, "theme": self.filters.theme,
               "band": self.filters.band, **changes}
        filters = check_filters(**now)
        puzzle = self._choose(filters, self.puzzle)
        self.filters, self.puzzle, self.verdict = filters, puzzle, None
        return puzzle
