"""Exercises on cards themselves: writing them in the notation, and telling which hands can
exist (the engine's copy checks decide)."""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

from ..drawing.html import cards_html
from ..drawing.svg import card_svg
from ..engine.analysis import CardsLike, read_hand, situation_for
from ..engine.cards import parse_cards
from ..engine.rules import Rules, get_rules
from ..errors import CachetaError
from ..words.catalogue import term
from ..words.text import join
from .base import Exercise, codes, labels
from .feedback import Feedback, Solution


class NotationExercise(Exercise):
    """Write the cards named in words ("sete de copas") in the card notation ("7h")."""

    def __init__(self, cards: CardsLike, lang: str = "pt") -> None:
        super().__init__(lang)
        self.cards = tuple(parse_cards(cards))

    def __repr__(self) -> str:
        return f"NotationExercise({codes(self.cards)!r}, lang={self.lang!r})"

    def _prompt_html(self) -> str:
        names = join([c.name(self.lang) for c in self.cards], self.lang)
        return f"<div>{escape(term('exercise.write', self.lang))}<b>{escape(names)}</b></div>"

    def _check(self, answer: Any) -> Feedback:
        given = parse_cards(answer)
        want, got = Counter(self.cards), Counter(given)
        missing = list((want - got).elements())
        extra = list((got - want).elements())
        if not missing and not extra:
            return self._feedback("ok", codes(given), html=cards_html(given, lang=self.lang))
        details = [self._term("exercise.card_missing", name=c.name(self.lang)) for c in missing]
        details += [self._term("exercise.card_extra", code=c.code, symbol=c.symbol,
                               name=c.name(self.lang)) for c in extra]
        right = sum((want & got).values())
        verdict = "almost" if right else "wrong"
        message = self._term("exercise.cards_right", right=right, n=len(self.cards))
        return self._feedback(verdict, message, details, cards_html(given, lang=self.lang))

    def _solution(self) -> Solution:
        lines = [f"{c.code}  =  {c.symbol}  =  {c.name(self.lang)}" for c in self.cards]
        return Solution(tuple(lines), cards_html(self.cards, lang=self.lang), self.lang)


class ValidHandsExercise(Exercise):
    """Which of these hands can really exist? The engine's copy checks decide.

    ``options`` maps a label to a hand, or to ``(hand, vira)``.
    """

    def __init__(self, options: dict[str, str | tuple[str, str | None]],
                 rules: str | Rules = "oficial", lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.options: dict[str, tuple[str, str | None]] = {
            label: value if isinstance(value, tuple) else (value, None)
            for label, value in options.items()}

    def __repr__(self) -> str:
        return f"ValidHandsExercise({sorted(self.options)}, rules={self.rules.id!r})"

    def verdict(self, label: str) -> tuple[bool, str]:
        """Whether hand ``label`` can exist, and the engine's reason when it cannot."""
        hand, vira = self.options[label]
        try:
            read_hand(hand, situation_for(self.rules, vira))
        except CachetaError as error:
            return False, error.message(self.lang)
        return True, ""

    def _prompt_html(self) -> str:
        rows = []
        for label, (hand, vira) in self.options.items():
            extra = ""
            if vira:
                extra = (f'<span class="ctl-ex-gap">vira</span>'
                         f'{card_svg(vira, size="sm", lang=self.lang)}')
            rows.append(f'<div class="ctl-ex-line">'
                        f"<b>{escape(label)}</b>"
                        f"{cards_html(parse_cards(hand), size='sm', lang=self.lang)}"
                        f"{extra}</div>")
        return "".join(rows)

    def _check(self, answer: Any) -> Feedback:
        named = labels(answer)
        unknown = [x for x in named if x not in self.options]
        if unknown:
            return self._feedback("wrong", self._term(
                "exercise.no_such_hand", unknown=", ".join(unknown),
                hands=", ".join(self.options)))
        details = []
        right = 0
        for label in self.options:
            can, why = self.verdict(label)
            if (label in named) == can:
                right += 1
            elif can:
                details.append(self._term("exercise.can_exist_too", label=label))
            else:
                details.append(self._term("exercise.cannot_exist", label=label, why=why))
        if not details:
            return self._feedback("ok", self._term(
                "exercise.possible_hands",
                hands=", ".join(named) or self._term("exercise.nothing")))
        verdict = "almost" if right >= len(self.options) - 1 else "wrong"
        return self._feedback(verdict, self._term("exercise.right_of", right=right,
                                                  n=len(self.options)), details)

    def _solution(self) -> Solution:
        lines = []
        for label in self.options:
            can, why = self.verdict(label)
            lines.append(f"{label}: " + (self._term("exercise.can_exist") if can else
                                         self._term("exercise.cannot", why=why)))
        return Solution(tuple(lines), "", self.lang)
