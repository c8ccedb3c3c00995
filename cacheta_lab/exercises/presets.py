"""The presets exercise: in which presets do these cards form a meld, or this hand go out?"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from ..drawing.explain import describe_meld, status_line
from ..drawing.html import cards_html
from ..drawing.svg import card_svg
from ..engine.analysis import CardsLike, analyze, read_hand, situation_for
from ..engine.cards import Card, parse_card, parse_cards
from ..engine.melds import check_meld
from ..engine.rules import PRESETS, get_rules
from ..errors import CachetaError
from ..words.catalogue import Said, term
from ..words.text import join
from .base import Exercise, codes, labels
from .feedback import Feedback, Solution


class PresetsExercise(Exercise):
    """In which presets does it hold? ``question`` is ``"meld"`` (these cards form a meld) or
    ``"bater"`` (this 10-card hand goes out). The vira counts only where the preset turns one."""

    def __init__(self, cards: CardsLike, question: str = "meld", vira: str | Card | None = None,
                 presets: Iterable[str] | None = None, lang: str = "pt") -> None:
        super().__init__(lang)
        if question not in ("meld", "bater"):
            raise CachetaError(Said("exercise.presets.question"))
        self.cards = tuple(parse_cards(cards))
        self.question = question
        self.vira = None if vira is None else parse_card(vira)
        self.presets = tuple(get_rules(p).id for p in (presets or PRESETS))

    def __repr__(self) -> str:
        return (f"PresetsExercise({codes(self.cards)!r}, question={self.question!r}, "
                f"vira={self.vira.code if self.vira else None!r}, lang={self.lang!r})")

    def verdict(self, preset: str) -> tuple[bool, str]:
        """The engine's answer for one preset and its sentence."""
        rules = get_rules(preset)
        vira = self.vira if rules.has_vira else None
        try:
            if self.question == "meld":
                read_hand(self.cards, situation_for(rules, vira))  # copies, jokers, the vira
                check = check_meld(self.cards, rules, vira)
                if check.meld is None:
                    return False, check.reason(self.lang)
                return True, describe_meld(check.meld, self.lang)
            analysis = analyze(self.cards, rules, vira, lang=self.lang)
            return bool(analysis.bater and analysis.bater.can), status_line(analysis, self.lang)
        except CachetaError as error:
            return False, error.message(self.lang)

    def _prompt_html(self) -> str:
        out = cards_html(self.cards, lang=self.lang)
        if self.vira is not None:
            out += (f'<div class="ctl-ex-vira">'
                    f'{escape(term("exercise.vira_note", self.lang))}'
                    f'{card_svg(self.vira, size="sm", lang=self.lang)}</div>')
        return out

    def _check(self, answer: Any) -> Feedback:
        named = [get_rules(p).id for p in labels(answer)]
        details = []
        right = 0
        for preset in self.presets:
            yes, why = self.verdict(preset)
            if (preset in named) == yes:
                right += 1
            elif yes:
                details.append(self._term("exercise.preset_too", preset=preset, why=why))
            else:
                details.append(self._term("exercise.preset_no", preset=preset, why=why))
        if not details:
            return self._feedback("ok", join(named, self.lang)
                                  or self._term("exercise.no_preset"))
        verdict = "almost" if right >= len(self.presets) - 2 else "wrong"
        return self._feedback(verdict, self._term("exercise.presets_right", right=right,
                                                  n=len(self.presets)), details)

    def _solution(self) -> Solution:
        lines = []
        for preset in self.presets:
            yes, why = self.verdict(preset)
            mark = "✓" if yes else "✗"
            lines.append(f"{mark} {preset}: {why}")
        return Solution(tuple(lines), "", self.lang)

