"""The curinga exercise: name every wild card of a preset and a vira."""

from __future__ import annotations

from html import escape
from typing import Any

from ..drawing.explain import curinga_sentence_for
from ..drawing.html import cards_html
from ..drawing.svg import card_svg
from ..engine.cards import Card, parse_cards
from ..engine.curinga import wild_cards
from ..engine.rules import Rules, explain_rule, get_rules
from .base import Exercise, in_order, setting_text, symbols, vira_for
from .feedback import Feedback, Solution


class CuringaExercise(Exercise):
    """Name every curinga (wild card) for a preset and a vira."""

    def __init__(self, rules: str | Rules = "oficial", vira: str | Card | None = None,
                 lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.vira = vira_for(self.rules, vira)
        self.wild = frozenset(wild_cards(self.rules, self.vira))

    def __repr__(self) -> str:
        return f"CuringaExercise({setting_text(self.rules, self.vira)}, lang={self.lang!r})"

    def _prompt_html(self) -> str:
        parts = [f"<span>preset <b>{escape(self.rules.id)}</b></span>"]
        if self.vira is not None:
            parts.append(f"<span>vira</span>{card_svg(self.vira, size='md', lang=self.lang)}")
        return ('<div class="ctl-ex-line">'
                + "".join(parts) + "</div>")

    def _why(self, card: Card) -> str:
        """The engine's rule sentence that explains why ``card`` is or is not wild."""
        if card.is_joker:
            return explain_rule("jokers", self.rules.jokers, self.lang)
        return explain_rule("curinga", self.rules.curinga, self.lang)

    def _check(self, answer: Any) -> Feedback:
        given = set(parse_cards(answer))
        missing = in_order(self.wild - given)
        extra = in_order(given - self.wild)
        html = cards_html(in_order(given), wilds=given & self.wild, size="sm", lang=self.lang)
        if not missing and not extra:
            return self._feedback("ok", self._term(
                "exercise.wild_are",
                cards=symbols(in_order(self.wild)) or self._term("exercise.none")), html=html)
        ranks = {c.rank for c in self.wild if not c.is_joker}
        details = []
        for card in extra:
            if card.rank in ranks:
                details.append(self._term("exercise.wild_rank_not_wild", card=card.symbol,
                                          why=self._why(card)))
            elif card.is_joker:
                details.append(self._term("exercise.joker_not_wild", why=self._why(card)))
            else:
                details.append(self._term("exercise.not_wild", card=card.symbol,
                                          why=self._why(card)))
        for card in missing:
            details.append(self._term("exercise.wild_missed", card=card.symbol,
                                      why=self._why(card)))
        verdict = "almost" if given & self.wild else "wrong"
        right = len(given & self.wild)
        message = self._term("exercise.wild_right", right=right, n=len(self.wild))
        if extra:
            message += self._term("exercise.wild_extra", n=len(extra))
        return self._feedback(verdict, message, details, html)

    def _solution(self) -> Solution:
        sentence = curinga_sentence_for(self.rules, self.vira, self.lang)
        html = cards_html(in_order(self.wild), wilds=self.wild, lang=self.lang)
        return Solution((sentence,), html, self.lang)

