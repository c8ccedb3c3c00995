"""Solve a puzzle of a set (lesson 13): the position drawn as the puzzle draws it (its answer
left out), the answer named in words, the feedback the coach's own sentence for the move chosen
with that option's figure, the solution the puzzle's answer with every option's figure.

Answers name a move the way a player says it: ``"monte"`` or ``"lixeira"`` (draw), a card such
as ``"9d"`` (discard it), ``"bater 9d"`` (go out discarding it) or ``"bater"`` / ``10`` (go out
with all ten), ``"anunciar"`` (announce na boa), ``"furar 9d"`` / ``"furar"`` (furar a fila),
``"passar"`` (let the card go by), ``"correr"``; the English words (``"discard 9d"``,
``"announce"``, ``"pass"``, ``"fold"``) and the coach's notation (``"bater10"``) work too. Right
is what the puzzle's solution holds; nothing here judges a move.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from ..engine.cards import Card, parse_card
from ..errors import CachetaError
from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW
from ..puzzles import Puzzle, load, theme_name
from ..puzzles.drawing import option_figure, puzzle_html
from ..puzzles.explain import coach_sentence, option_words
from ..words.catalogue import Said, term
from ..words.echo import short_repr
from .base import Exercise
from .feedback import Feedback, Solution

#: The words an answer may start with, and the move each names.
VERBS = {
    MONTE: "draw", LIXEIRA: "draw",
    "bater": "bater", "bate": "bater", "bato": "bater", "bati": "bater",
    "furar": "furar", "furo": "furar", "fura": "furar",
    "anunciar": "announce", "anuncio": "announce", "anuncia": "announce",
    "announce": "announce", "na_boa": "announce",
    "passar": "pass", "passo": "pass", "passa": "pass", "pass": "pass",
    "correr": "correr", "corro": "correr", "corre": "correr", "fold": "correr",
    "descartar": "discard", "descarto": "discard", "descarta": "discard", "discard": "discard",
}
#: Words that may stand between the verb and what it names ("compra do monte", "bater com
#: as 10", "bater descartando 9d").
FILLERS = {"draw", "comprar", "compro", "compra", "do", "da", "from", "the", "com", "with",
           "as", "all", "descartando", "discarding"}


def _how(puzzle: Puzzle) -> Said:
    """How to answer this puzzle: the words its kind of decision takes."""
    view = puzzle.view()
    if view.my_turn and view.phase == DRAW:
        correr = any(isinstance(o.move, Correr) for o in puzzle.options)
        return Said("exercise.puzzle.how.draw_correr" if correr else "exercise.puzzle.how.draw")
    if view.my_turn and view.phase == DISCARD:
        return Said("exercise.puzzle.how.discard")
    return Said("exercise.puzzle.how.out_of_turn")


def answer_move(answer: Any, puzzle: Puzzle) -> Move | None:
    """The move ``answer`` names in ``puzzle``'s position (None: pass); an answer that names no
    move raises a :class:`CachetaError` saying how to answer."""
    seat = puzzle.view().seat
    text = answer.code if isinstance(answer, Card) else str(answer)
    spaced = re.sub(r"\bna\s+boa\b", "na_boa", text.strip().lower())
    words = re.sub(r"^(bater|furar)(10)$", r"\1 \2", spaced).split()
    if words and words[0] in ("draw", "comprar", "compro", "compra"):
        words = [w for w in words[1:] if w not in FILLERS]  # "compra do monte": "monte"
    verb = VERBS.get(words[0], "") if words else ""
    rest = [w for w in words[1:] if w not in FILLERS]
    try:
        if verb == "draw" and not rest:
            return Draw(seat, words[0])
        if verb in ("bater", "furar"):
            card = None if rest in ([], ["10"]) else parse_card(" ".join(rest))
            return Bater(seat, card) if verb == "bater" else Furar(seat, card)
        if verb in ("announce", "pass", "correr") and not rest:
            return {"announce": AnunciarNaBoa(seat), "pass": None, "correr": Correr(seat)}[verb]
        if words == ["10"]:
            return Bater(seat, None)
        return Discard(seat, parse_card(" ".join(rest) if verb == "discard" else text))
    except CachetaError:
        how = _how(puzzle)  # a catalogue sentence chosen by the kind of decision
        raise CachetaError(Said("exercise.puzzle.unknown", answer=short_repr(answer),
                                how=how)) from None


class PuzzleExercise(Exercise):
    """A puzzle to solve: ``PuzzleExercise(puzzle)`` or ``PuzzleExercise("oficial-…")`` (an id
    of the shipped set); ``check(answer)`` gives the coach's sentence for the move named."""

    def __init__(self, puzzle: Puzzle | str, lang: str = "pt") -> None:
        super().__init__(lang)
        if isinstance(puzzle, str):
            try:
                puzzle = load().by_id(puzzle)
            except KeyError:
                raise CachetaError(Said("exercise.puzzle.no_such",
                                        id=short_repr(puzzle))) from None
        if not isinstance(puzzle, Puzzle):
            raise CachetaError(Said("exercise.puzzle.no_such", id=short_repr(puzzle)))
        self.puzzle = puzzle

    def _figure(self, move: Move | None) -> str:
        """The figure of the option ``move`` is, or "" if it is none of the puzzle's."""
        found = [o for o in self.puzzle.options if o.move == move]
        return option_figure(found[0], self.puzzle.view(), self.lang) if found else ""

    def _check(self, answer: Any) -> Feedback:
        move = answer_move(answer, self.puzzle)
        sentence = coach_sentence(self.puzzle.view(), move, self.lang)
        figure = self._figure(move)
        details = [term("exercise.puzzle.figure", self.lang,
                        option=option_words(move, self.lang), figure=figure)] if figure else []
        return self._feedback("ok" if self.puzzle.is_right(move) else "wrong", sentence,
                              details)

    def _solution(self) -> Solution:
        best, tempting = self.puzzle.why(self.lang)
        lines = [best, tempting]
        for option in self.puzzle.options:
            mark = " ✓" if option.move in self.puzzle.solution else ""
            lines.append(term("exercise.puzzle.figure", self.lang,
                              option=option_words(option.move, self.lang) + mark,
                              figure=option_figure(option, self.puzzle.view(),
                                                   self.lang)).rstrip(": "))
        themes = ", ".join(theme_name(t, self.lang) for t in self.puzzle.themes)
        lines.append(term("puzzle.themes", self.lang, themes=themes))
        return Solution(tuple(lines), "", self.lang)

    def _prompt_html(self) -> str:
        how = _how(self.puzzle).text(self.lang)
        return puzzle_html(self.puzzle, self.lang, answer=False) + f"<div>{escape(how)}</div>"

    def __repr__(self) -> str:
        return f"PuzzleExercise({self.puzzle.id!r}, lang={self.lang!r})"
