"""Choose a move in a position, and the coach grades it (lesson 11): ``check`` gives the
coach's grade and its sentence, ``solution`` every option with its grade, best first.

The position is one seat's view (:func:`cacheta_lab.coach.practice_view`): 9 cards, about to
draw (answer ``"monte"`` or ``"lixeira"``), or 10 cards after drawing (answer the card to
discard; where the hand goes out, ``10`` goes out with all ten and a card goes out discarding
it). The grades are the coach's own; nothing here judges a move.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..coach import grade, practice_view
from ..coach.grade import GRADES, Grade, grade_name
from ..drawing.svg import card_svg
from ..engine.analysis import CardsLike
from ..engine.cards import Card, parse_card
from ..game.moves import LIXEIRA, MONTE, Bater, Discard, Draw, Move
from ..words.catalogue import counted, term
from ..words.text import number, percent
from .base import Exercise, codes, in_order, setting_html, setting_text
from .feedback import Feedback, Solution

#: The verdict each grade gets: the coach's best is right, good is close, the rest is not.
VERDICT = {"best": "ok", "good": "almost"}


class CoachExercise(Exercise):
    """A position to choose a move in; the coach grades the choice (lesson 11)."""

    def __init__(self, hand: CardsLike, rules: str = "oficial", vira: str | None = None,
                 lixeira: CardsLike = "", players: int = 3, lang: str = "pt") -> None:
        super().__init__(lang)
        self.view = practice_view(hand, rules, vira=vira, lixeira=lixeira, players=players)
        self.rules = self.view.rules
        self.players = players
        with10, nines = self.view.bater_options()
        self.goes_out = with10 or bool(nines)

    @property
    def kind(self) -> str:
        """"draw" (9 cards), "bater" (10 cards that go out) or "discard" (10 cards)."""
        if len(self.view.hand) == 9:
            return "draw"
        return "bater" if self.goes_out else "discard"

    def move(self, answer: Any) -> Move:
        """The move an answer names: "monte"/"lixeira", a card, or 10 (out with all ten)."""
        seat = self.view.seat
        if self.kind == "draw":
            return Draw(seat, str(answer).strip().lower())
        if self.kind == "bater" and str(answer).strip() == "10":
            return Bater(seat, None)
        card = parse_card(answer if isinstance(answer, str | Card) else str(answer))
        _with10, nines = self.view.bater_options()
        return Bater(seat, card) if card in nines else Discard(seat, card)

    def options(self) -> list[tuple[Move, Grade]]:
        """Every choice of the position with the coach's grade, best first (least loss)."""
        seat = self.view.seat
        if self.kind == "draw":
            moves: list[Move] = [Draw(seat, MONTE)]
            if self.view.lixeira_top is not None:
                moves.append(Draw(seat, LIXEIRA))
        else:
            with10, _nines = self.view.bater_options()
            moves = [Bater(seat, None)] if with10 else []
            moves += [self.move(card) for card in in_order(set(self.view.hand))]
        graded = [(move, grade(self.view, move)) for move in moves]
        return sorted(graded, key=lambda mg: (GRADES.index(mg[1].grade), mg[1].loss))

    def option_words(self, move: Move) -> str:
        """The choice as the learner names it: "monte", "lixeira (Q♠)", "9♦", "com as 10"."""
        if isinstance(move, Draw):
            top = self.view.lixeira_top
            return (term("exercise.coach.lixeira", self.lang, card=top.symbol)
                    if move.source == LIXEIRA and top is not None else move.source)
        if isinstance(move, Bater) and move.discard is None:
            return term("exercise.coach.with10", self.lang)
        card = move.discard if isinstance(move, Bater) else move.card
        return card.symbol

    def _check(self, answer: Any) -> Feedback:
        graded = grade(self.view, self.move(answer))
        message = term("exercise.coach.verdict", self.lang,
                       grade=graded.grade_name(self.lang), why=graded.why(self.lang))
        return self._feedback(VERDICT.get(graded.grade, "wrong"), message,
                              [graded.meter(self.lang)] if graded.meter(self.lang) else [])

    def _solution(self) -> Solution:
        lines = []
        for move, graded in self.options():
            chance = (term("coach.chance", self.lang, pct=percent(graded.win_played, self.lang, 0))
                      if graded.win_played is not None else "")
            # the loss decides the grade; the rounded chances alone may not show it
            loss = ({"loss": number(graded.loss, self.lang, 1)}
                    if chance and graded.loss > 0 else {})
            key = "exercise.coach.line_loss" if loss else "exercise.coach.line"
            lines.append(term(key, self.lang, option=self.option_words(move),
                              grade=grade_name(graded.grade, self.lang), chance=chance, **loss)
                         .replace(" ()", ""))
        return Solution(tuple(lines), "", self.lang)

    def _prompt_html(self) -> str:
        hand = "".join(card_svg(c, size="md", lang=self.lang) for c in in_order(self.view.hand))
        pile = "".join(card_svg(c, size="sm", lang=self.lang) for c in self.view.lixeira)
        against = counted("exercise.coach.against", self.players - 1, self.lang)
        lines = [setting_html(self.rules, self.view.vira, self.lang),
                 f'<div class="ctl-line">{escape(term("exercise.hand", self.lang))}{hand}</div>',
                 f'<div class="ctl-line">{escape(against)}</div>']
        if pile:
            lines.append(f'<div class="ctl-line">'
                         f'{escape(term("exercise.coach.pile", self.lang))} {pile}</div>')
        how = term(f"exercise.coach.how.{self.kind}", self.lang)
        return "".join(lines) + f"<div>{escape(how)}</div>"

    def __repr__(self) -> str:
        lixeira = codes(self.view.lixeira)
        extra = f", lixeira={lixeira!r}" if lixeira else ""
        return (f"CoachExercise({codes(in_order(self.view.hand))!r}, "
                f"{setting_text(self.rules, self.view.vira)}{extra}, players={self.players}, "
                f"lang={self.lang!r})")
