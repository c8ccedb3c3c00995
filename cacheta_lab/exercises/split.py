"""The split exercise: show how a hand goes out, as a list of melds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ..drawing.explain import describe_meld, meld_label, status_line
from ..drawing.html import cards_html, split_html
from ..engine.analysis import CardsLike, analyze, read_hand, situation_for
from ..engine.cards import Card, parse_cards
from ..engine.curinga import wild_cards
from ..engine.melds import Meld, check_meld
from ..engine.rules import HAND_SIZES, Rules, explain_rule, get_rules
from ..errors import CachetaError
from ..words.catalogue import Said
from .base import (
    Exercise,
    codes,
    in_order,
    not_in_hand,
    setting_html,
    setting_text,
    symbols,
    vira_for,
)
from .feedback import Feedback, Solution


def _meld_key(cards: Iterable[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.kind for c in cards))


def _split_key(melds: Iterable[Iterable[Card]]) -> tuple[tuple[int, ...], ...]:
    return tuple(sorted(_meld_key(m) for m in melds))


class SplitExercise(Exercise):
    """Show how a hand goes out: the answer is a list of melds; with a 10-card hand the card
    left over is the discard (none left: bater with all 10)."""

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.vira = vira_for(self.rules, vira)
        self.hand = read_hand(hand, situation_for(self.rules, self.vira), HAND_SIZES)
        self.analysis = analyze(self.hand, self.rules, self.vira, lang=self.lang)

    def __repr__(self) -> str:
        return (f"SplitExercise({codes(self.hand)!r}, {setting_text(self.rules, self.vira)}, "
                f"lang={self.lang!r})")

    def _prompt_html(self) -> str:
        task = self._term("exercise.split.task")
        return (f"<div><b>{escape(task)}</b></div>"
                + setting_html(self.rules, self.vira, self.lang)
                + cards_html(self.hand, wilds=wild_cards(self.rules, self.vira), lang=self.lang))

    def _accepted(self) -> list[tuple[Card | None, tuple[Meld, ...]]]:
        """Every way to go out the engine finds: (discard or None, melds)."""
        if len(self.hand) == 10:
            return list(self.analysis.bater.splits) if self.analysis.bater else []
        return [(None, split) for split in self.analysis.partitions]

    def _check(self, answer: Any) -> Feedback:
        if not isinstance(answer, list | tuple | set | frozenset):
            raise CachetaError(Said("exercise.split.how"))
        groups = [in_order(parse_cards(g)) for g in answer]
        left = Counter(self.hand)
        owner: dict[Card, int] = {}
        for i, group in enumerate(groups, 1):
            for card in group:
                if left[card] > 0:
                    left[card] -= 1
                    owner[card] = i
                elif card in owner:
                    j = owner[card]
                    where = self._meld_name(groups[j - 1], j)
                    return self._feedback("almost", self._term(
                        "exercise.split.twice", card=card.symbol, where=where))
                else:
                    return self._feedback("wrong", not_in_hand(card, self.lang))
        melds = []
        for i, group in enumerate(groups, 1):
            check = check_meld(group, self.rules, self.vira)
            if check.meld is None:
                return self._feedback("almost", self._term(
                    "exercise.split.invalid", i=i, cards=symbols(group),
                    why=check.reason(self.lang)))
            melds.append(check.meld)
        rest = in_order(left.elements())
        html = split_html(melds, lang=self.lang, size="sm")
        if (len(self.hand) == 9 and rest) or len(rest) > 1:
            key = "exercise.split.left_9" if len(self.hand) == 9 else "exercise.split.left_10"
            return self._feedback("almost", self._term(key, cards=symbols(rest)), html=html)
        discard = rest[0] if rest else None
        key = _split_key(m.cards for m in melds)
        for d, split in self._accepted():
            if d == discard and _split_key(m.cards for m in split) == key:
                return self._feedback("ok", self._done(discard),
                                      [describe_meld(m, self.lang) for m in melds], html)
        return self._feedback("almost", self._refused(melds, discard), html=html)

    def _meld_name(self, group: Sequence[Card], i: int) -> str:
        check = check_meld(group, self.rules, self.vira)
        if check.meld is None:
            return self._term("exercise.split.meld", i=i)
        return self._term("exercise.split.meld_named", i=i,
                          label=meld_label(check.meld, self.lang))

    def _done(self, discard: Card | None) -> str:
        if len(self.hand) == 9:
            return self._term("exercise.split.done9")
        if discard is None:
            return self._term("exercise.split.done10")
        return self._term("exercise.split.done", card=discard.symbol)

    def _refused(self, melds: list[Meld], discard: Card | None) -> str:
        """Why the engine does not accept valid melds as a way out: the rules of the preset."""
        exact = self.rules.exact_melds
        if exact is not None and len(melds) != exact:
            return self._term("exercise.split.exact", p=self.rules.id,
                              rule=explain_rule("exact_melds", exact, self.lang), n=len(melds))
        if len(self.hand) == 10 and discard is None and not self.rules.bate_with_10:
            return self._term("exercise.split.in_preset", p=self.rules.id,
                              rule=explain_rule("bate_with_10", False, self.lang))
        return self._term("exercise.split.refused")

    def _solution(self) -> Solution:
        accepted = self._accepted()
        if not accepted:
            return Solution((status_line(self.analysis, self.lang),), "", self.lang)
        discard, split = accepted[0]
        lines = [self._done(discard), *(describe_meld(m, self.lang) for m in split)]
        if len(accepted) > 1:
            lines.append(self._term("exercise.split.ways", n=len(accepted)))
        return Solution(tuple(lines), split_html(split, lang=self.lang, size="sm"), self.lang)

