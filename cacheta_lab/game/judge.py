"""The engine's answers for one round's situation (rules + vira), with the situation built once.

Every rule question a game asks (can this hand go out, and with which discard? is it na boa?
which discard is best?) is answered here by :mod:`cacheta_lab.engine.analysis`; nothing in the game
package knows the meld rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.analysis import DiscardOption, Out, Situation, situation_for
from ..engine.cards import Card
from ..engine.rules import Rules


class Judge:
    """Engine queries for one rule set and one vira. It keeps no hand: every player's view
    shares it. (Asking twice about a hand is cheap: the engine's search remembers.)"""

    __slots__ = ("rules", "situation", "wild")

    def __init__(self, rules: Rules, vira: Card | None) -> None:
        self.rules = rules
        self.situation: Situation = situation_for(rules, vira)
        self.wild = self.situation.wild

    def bater(self, hand: Iterable[Card]) -> tuple[bool, tuple[int, ...]]:
        """For a 10-card hand: (goes out with all 10, kinds whose discard goes out with 9)."""
        result = self.situation.bater(hand)
        return result.with10, tuple(c.kind for c in result.discards)

    def can_bater(self, hand: Iterable[Card]) -> bool:
        """The engine's quick check: can this 10-card hand go out now?"""
        return self.situation.can_bater(hand)

    def complete(self, hand: Iterable[Card]) -> bool:
        """Does the whole hand split into melds?"""
        return self.situation.complete(hand)

    def _seen_table(self, seen: Iterable[Card]) -> Situation:
        seen_t = tuple(seen)
        return self.situation.with_seen(seen_t) if seen_t else self.situation

    def outs(self, hand9: Iterable[Card], seen: Iterable[Card] = ()) -> tuple[Out, ...]:
        """The outs of a 9-card hand (empty: not na boa)."""
        return self._seen_table(seen).outs(hand9)

    def discard_table(self, hand10: Iterable[Card], seen: Iterable[Card] = ()
                      ) -> tuple[DiscardOption, ...]:
        """The engine's discard table of a 10-card hand, best first."""
        return self._seen_table(seen).discard_table(hand10)

    def missing(self, hand: Iterable[Card]) -> int:
        """Fewest draws still needed to go out."""
        return self.situation.missing(hand)
