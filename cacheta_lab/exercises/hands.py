"""Exercises on one hand waiting for a card: its outs, its live outs, and the discard of a
10-card hand."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from ..drawing.explain import status_line
from ..drawing.html import cards_html
from ..drawing.svg import card_svg
from ..engine.analysis import (
    Analysis,
    CardsLike,
    Out,
    analyze,
    discard_table,
    outs,
    read_hand,
    situation_for,
)
from ..engine.cards import Card, copies_in_deck, parse_card, parse_cards
from ..engine.curinga import wild_cards
from ..engine.rules import Rules, get_rules
from ..errors import CachetaError
from ..words.catalogue import counted, term
from ..words.text import join_or
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


class _HandExercise(Exercise):
    """Shared set-up of the exercises on one hand of ``size`` cards, with seen cards."""

    size = 9

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, seen: CardsLike = (), lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.vira = vira_for(self.rules, vira)
        self.seen = tuple(in_order(parse_cards(seen)))
        self.hand = read_hand(hand, situation_for(self.rules, self.vira, self.seen), (self.size,))

    def __repr__(self) -> str:
        seen = f", seen={codes(self.seen)!r}" if self.seen else ""
        return (f"{type(self).__name__}({codes(self.hand)!r}, "
                f"{setting_text(self.rules, self.vira)}{seen}, lang={self.lang!r})")

    def _prompt_html(self) -> str:
        """The setting, the hand and the seen cards."""
        out = setting_html(self.rules, self.vira, self.lang)
        out += cards_html(self.hand, wilds=wild_cards(self.rules, self.vira), lang=self.lang)
        if self.seen:
            out += (f'<div class="ctl-ex-seen">'
                    f'{escape(term("exercise.seen", self.lang))}'
                    + "".join(card_svg(c, size="sm", lang=self.lang, dimmed=True)
                              for c in self.seen) + "</div>")
        return out


class _NineCardExercise(_HandExercise):
    """Shared set-up of the exercises on a 9-card hand waiting for its last card."""

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, seen: CardsLike = (), lang: str = "pt") -> None:
        super().__init__(hand, rules, vira, seen, lang)
        self.outs = outs(self.hand, self.rules, self.vira, self.seen)

    def _with(self, card: Card) -> Analysis:
        return analyze((*self.hand, card), self.rules, self.vira, lang=self.lang)


class OutsExercise(_NineCardExercise):
    """Name every out: each card kind that lets this 9-card hand bater once drawn."""

    def _check(self, answer: Any) -> Feedback:
        given = set(parse_cards(answer))
        want = {o.card for o in self.outs}
        missing = in_order(want - given)
        extra = in_order(given - want)
        html = cards_html(in_order(given & want), size="sm", lang=self.lang)
        if not missing and not extra:
            return self._feedback("ok", self._term("exercise.outs.are",
                                                   cards=symbols(in_order(want))), html=html)
        details = []
        for card in extra:
            try:
                why = status_line(self._with(card), self.lang)
            except CachetaError as error:
                why = error.message(self.lang)
            details.append(self._term("exercise.outs.with", card=card.symbol, why=why))
        if missing:
            details.append(counted("exercise.outs.unmarked", len(missing), self.lang))
        right = len(given & want)
        verdict = "almost" if right else "wrong"
        return self._feedback(verdict, self._term("exercise.outs.right", right=right,
                                                  n=len(want)), details, html)

    def _solution(self) -> Solution:
        if not self.outs:
            return Solution((self._term("exercise.outs.none",
                                        outs=counted("outs", 0, self.lang)),), "", self.lang)
        lines = []
        for out in self.outs:
            lines.append(f"{out.card.symbol}: {status_line(self._with(out.card), self.lang)}")
        return Solution(tuple(lines), cards_html([o.card for o in self.outs], lang=self.lang),
                        self.lang)


class LiveOutsExercise(_NineCardExercise):
    """Count the live outs: the copies of the outs not in the hand, not the vira, not seen."""

    @property
    def total(self) -> int:
        return sum(o.live for o in self.outs)

    def _check(self, answer: Any) -> Feedback:
        try:
            value = int(answer)
        except (TypeError, ValueError):
            return self._feedback("wrong", self._term("exercise.live.whole"))
        if value == self.total:
            return self._feedback("ok", self._term(
                "exercise.live.right", live=counted("live", self.total, self.lang),
                outs=_outs_text(self.outs)))
        unseen = sum(o.live for o in outs(self.hand, self.rules, self.vira))
        if self.seen and value == unseen:
            return self._feedback("almost", self._term("exercise.live.unseen", value=value,
                                                       cards=symbols(self.seen)))
        if value == len(self.outs):
            return self._feedback("almost", self._term(
                "exercise.live.kinds", value=value, outs=counted("outs", value, self.lang)))
        return self._feedback("wrong", self._term("exercise.live.wrong", value=value))

    def _solution(self) -> Solution:
        lines = []
        for out in self.outs:
            card = out.card
            total = copies_in_deck(card, self.rules.jokers)
            held = sum(1 for c in self.hand if c == card)
            vira = 1 if self.vira == card else 0
            seen = sum(1 for c in self.seen if c == card)
            lines.append(counted("exercise.live.sum", seen, self.lang, card=card.symbol,
                                 total=total, held=held, vira=vira, live=out.live))
        lines.append(self._term("exercise.live.total", n=self.total))
        return Solution(tuple(lines), "", self.lang)


def _outs_text(out_list: Iterable[Out]) -> str:
    """"K♥×2 10♠×1", or "—" when there is none."""
    return " ".join(f"{o.card.symbol}×{o.live}" for o in out_list) or "—"


class DiscardExercise(_HandExercise):
    """Choose the discard of a 10-card hand: the engine's discard table ranks them."""

    size = 10

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, seen: CardsLike = (), lang: str = "pt") -> None:
        super().__init__(hand, rules, vira, seen, lang)
        self.table = discard_table(self.hand, self.rules, self.vira, self.seen)

    def best(self) -> list[Any]:
        """The rows of the discard table that tie for best (the engine's ranking, outs
        counted by live copies)."""
        top = self.table[0].rank_key[:3]
        return [r for r in self.table if r.rank_key[:3] == top]

    def _row_text(self, row: Any) -> str:
        if row.bate:
            return self._term("exercise.discard.bate", card=row.card.symbol)
        if row.na_boa:
            return self._term("exercise.discard.na_boa", card=row.card.symbol,
                              live=counted("live", row.live_outs, self.lang),
                              outs=_outs_text(row.outs))
        return self._term("exercise.discard.far", card=row.card.symbol,
                          missing=counted("missing", row.missing, self.lang))

    def _check(self, answer: Any) -> Feedback:
        card = parse_card(answer if isinstance(answer, str | Card) else str(answer))
        row = next((r for r in self.table if r.card == card), None)
        if row is None:
            return self._feedback("wrong", not_in_hand(card, self.lang))
        html = card_svg(card, size="sm", lang=self.lang)
        best = self.best()
        if row in best:
            others = [r.card.symbol for r in best if r is not row]
            details = ([self._term("exercise.discard.ties", cards=join_or(others, self.lang))]
                       if others else [])
            return self._feedback("ok", self._row_text(row), details, html)
        top = best[0]
        if top.bate:
            better = self._term("exercise.discard.better_bate")
        elif top.na_boa:
            better = self._term("exercise.discard.better",
                                left=counted("live", top.live_outs, self.lang))
        else:
            better = self._term("exercise.discard.better",
                                left=counted("missing", top.missing, self.lang))
        verdict = "almost" if row.na_boa or (not top.na_boa and row.missing == top.missing) \
            else "wrong"
        return self._feedback(verdict, self._row_text(row), [better], html)

    def _solution(self) -> Solution:
        lines = [self._row_text(r) for r in self.best()]
        rest = [r for r in self.table if r not in self.best()][:3]
        if rest:
            lines.append(term("exercise.next", self.lang))
            lines += [f"  {self._row_text(r)}" for r in rest]
        html = "".join(card_svg(r.card, size="md", lang=self.lang) for r in self.best())
        return Solution(tuple(lines), f'<div class="ctl-ex-best">{html}</div>',
                        self.lang)

