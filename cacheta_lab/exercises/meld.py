"""The meld exercise: make one meld (a trinca or a sequência) that the engine accepts."""

from __future__ import annotations

from collections import Counter
from html import escape
from itertools import combinations
from typing import Any

from ..drawing.explain import describe_meld, meld_label
from ..drawing.html import cards_html, meld_html
from ..engine.analysis import CardsLike, read_hand, situation_for
from ..engine.cards import Card, parse_cards
from ..engine.curinga import wild_cards
from ..engine.melds import Meld, check_meld
from ..engine.rules import Rules, get_rules
from ..errors import CachetaError
from ..words.catalogue import Said
from .base import (
    Exercise,
    codes,
    in_order,
    setting_html,
    setting_text,
    symbols,
    take,
    vira_for,
)
from .feedback import Feedback, Solution


def check_meld_answer(cards: CardsLike, rules: str | Rules = "oficial",
                      vira: str | Card | None = None, *, kind: str | None = None,
                      lang: str = "pt") -> Feedback:
    """Feedback on one group of cards as a meld (optionally a ``kind``: trinca or sequencia)."""
    return MeldExercise(None, rules, vira, kind=kind, lang=lang).check(cards)


class MeldExercise(Exercise):
    """Make one meld from the cards given (any cards when ``hand`` is None).

    ``kind`` asks for a ``"trinca"`` or a ``"sequencia"``; ``include`` lists cards the meld must
    use; ``size`` asks for that many cards.
    """

    def __init__(self, hand: CardsLike | None = None, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, *, kind: str | None = None,
                 include: CardsLike = (), size: int | None = None, lang: str = "pt") -> None:
        super().__init__(lang)
        if kind not in (None, "trinca", "sequencia"):
            raise CachetaError(Said("exercise.meld.kind"))
        self.rules = get_rules(rules)
        self.vira = vira_for(self.rules, vira)
        self.hand = None if hand is None else tuple(in_order(parse_cards(hand)))
        self.kind = kind
        self.include = tuple(parse_cards(include))
        self.size = size

    def __repr__(self) -> str:
        hand = "None" if self.hand is None else repr(codes(self.hand))
        extra = f", size={self.size}" if self.size else ""
        extra += f", include={codes(self.include)!r}" if self.include else ""
        return (f"MeldExercise({hand}, {setting_text(self.rules, self.vira)}, "
                f"kind={self.kind!r}{extra}, lang={self.lang!r})")

    def _task(self) -> str:
        what = self._term(f"exercise.meld.{self.kind or 'any'}")
        text = self._term("exercise.meld.make", what=what)
        if self.size:
            text += self._term("exercise.meld.of_size", n=self.size)
        if self.include:
            text += self._term("exercise.meld.using", cards=symbols(self.include))
        return text + "."

    def _prompt_html(self) -> str:
        out = f"<div><b>{escape(self._task())}</b></div>"
        out += setting_html(self.rules, self.vira, self.lang)
        if self.hand is not None:
            out += cards_html(self.hand, wilds=wild_cards(self.rules, self.vira), lang=self.lang)
        return out

    def _wanted(self, meld: Meld) -> list[str]:
        """What the exercise asks that this valid meld does not do."""
        problems = []
        if self.kind is not None and self.kind not in meld.readings:
            problems.append(self._term("exercise.meld.other_kind",
                                       label=meld_label(meld, self.lang),
                                       what=self._term(f"exercise.meld.{self.kind}")))
        left = Counter(meld.cards)
        for card in self.include:
            if left[card] > 0:
                left[card] -= 1
            else:
                problems.append(self._term("exercise.meld.use", card=card.symbol))
        if self.size and len(meld.cards) != self.size:
            problems.append(self._term("exercise.meld.size", n=len(meld.cards), size=self.size))
        return problems

    def _check(self, answer: Any) -> Feedback:
        cards = parse_cards(answer)
        if self.hand is not None:
            problems = take(self.hand, cards, self.lang)
            if problems:
                return self._feedback("wrong", problems[0], problems[1:])
        read_hand(cards, situation_for(self.rules, self.vira))  # copies, jokers, the vira
        check = check_meld(cards, self.rules, self.vira)
        if check.meld is None:
            return self._feedback("wrong", check.reason(self.lang),
                                  html=cards_html(in_order(cards), size="sm", lang=self.lang))
        html = meld_html(check.meld, lang=self.lang)
        problems = self._wanted(check.meld)
        if problems:
            return self._feedback("almost", problems[0], problems[1:], html)
        return self._feedback("ok", describe_meld(check.meld, self.lang), html=html)

    def answers(self) -> list[Meld]:
        """Every meld the engine accepts for this exercise, biggest first (hand given only)."""
        if self.hand is None:
            return []
        found: dict[tuple[Card, ...], Meld] = {}
        sizes = [self.size] if self.size else range(len(self.hand), 2, -1)
        for n in sizes:
            for group in combinations(self.hand, n):
                if group in found:
                    continue
                meld = check_meld(group, self.rules, self.vira).meld
                if meld is not None and not self._wanted(meld):
                    found[group] = meld
        return list(found.values())

    def _solution(self) -> Solution:
        melds = self.answers()
        if not melds:
            return Solution((self._term("exercise.meld.none"),), "", self.lang)
        lines = [describe_meld(m, self.lang) for m in melds[:6]]
        if len(melds) > 6:
            lines.append(self._term("exercise.meld.more", n=len(melds) - 6))
        return Solution(tuple(lines), meld_html(melds[0], lang=self.lang), self.lang)

