"""The curinga exercise: name every wild card of a preset and a vira."""

from __future__ import annotations

from html import escape
from typing import Any

from ..cards import Card, parse_cards
from ..curinga import wild_cards
from ..display import cards_html
from ..drawing import card_svg
from ..explain import curinga_sentence_for
from ..rules import Rules, explain_rule, get_rules
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
        return ('<div style="display:flex;gap:8px;align-items:center;margin:4px 0">'
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
            return self._feedback("ok", self._say(
                f"curingas: {symbols(in_order(self.wild)) or 'nenhum'}",
                f"wild cards: {symbols(in_order(self.wild)) or 'none'}"), html=html)
        ranks = {c.rank for c in self.wild if not c.is_joker}
        details = []
        for card in extra:
            if card.rank in ranks:
                details.append(self._say(
                    f"{card.symbol} tem o valor certo, mas não é curinga: {self._why(card)}",
                    f"{card.symbol} has the right rank but is not wild: {self._why(card)}"))
            elif card.is_joker:
                details.append(self._say(f"JK não é curinga aqui: {self._why(card)}",
                                         f"JK is not wild here: {self._why(card)}"))
            else:
                details.append(self._say(f"{card.symbol} não é curinga: {self._why(card)}",
                                         f"{card.symbol} is not wild: {self._why(card)}"))
        for card in missing:
            details.append(self._say(f"faltou {card.symbol}: {self._why(card)}",
                                     f"{card.symbol} is missing: {self._why(card)}"))
        verdict = "almost" if given & self.wild else "wrong"
        right = len(given & self.wild)
        message = self._say(f"{right} de {len(self.wild)} curingas",
                            f"{right} of {len(self.wild)} wild cards")
        if extra:
            message += self._say(f", {len(extra)} a mais", f", {len(extra)} extra")
        return self._feedback(verdict, message, details, html)

    def _solution(self) -> Solution:
        sentence = curinga_sentence_for(self.rules, self.vira, self.lang)
        html = cards_html(in_order(self.wild), wilds=self.wild, lang=self.lang)
        return Solution((sentence,), html, self.lang)

