"""A card's live partners, the count lesson 6 breaks ties with: the live copies of the cards
that would make a meld with it and one card of the hand. A lone card counts 0, and so does a
card whose partners' completing cards were all seen.

Which cards complete two cards is asked of the engine (:func:`~cacheta_lab.engine.melds.check_meld`
under the preset's rules), and how many copies are live too
(:meth:`~cacheta_lab.engine.analysis.Situation.live`): nothing here states a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..checks import check_lang
from ..engine.analysis import CardsLike, Situation, read_hand, situation_for
from ..engine.cards import ALL_NATURALS, Card, parse_card, parse_cards
from ..engine.melds import check_meld_with
from ..engine.rules import Rules, get_rules
from ..errors import CachetaError
from ..words.catalogue import Said, term
from .base import in_order, vira_for
from .feedback import Panel


@dataclass(frozen=True)
class Partner:
    """A card of the hand that ``card`` could form a meld with, and the kinds that would
    complete the two, each with its live copies."""

    card: Card
    completions: tuple[tuple[Card, int], ...]

    @property
    def count(self) -> int:
        """The live copies that would complete the two."""
        return sum(live for _, live in self.completions)


def _partners(card: Card, held: tuple[Card, ...], situation: Situation) -> tuple[Partner, ...]:
    """The partners of ``card`` (a natural card of ``held``) in ``held``."""
    naturals = [c for c in ALL_NATURALS if c not in situation.wild]
    others = list(held)
    others.remove(card)
    found = []
    for other in in_order(set(others)):
        if other in situation.wild or other.is_joker:
            continue
        ends = tuple((k, situation.live(k, held)) for k in naturals
                     if check_meld_with((card, other, k), situation.rules, situation.wild).valid)
        if ends:
            found.append(Partner(other, ends))
    return tuple(found)


def live_partners(card: str | Card, hand: CardsLike, rules: str | Rules = "oficial",
                  vira: str | Card | None = None, seen: CardsLike = ()) -> int:
    """The live partners of ``card`` in ``hand`` (0 for a wild card: it is never thrown away
    on a tie)."""
    ruleset = get_rules(rules)
    situation = situation_for(ruleset, vira_for(ruleset, vira), parse_cards(seen))
    held = read_hand(hand, situation)
    wanted = parse_card(card) if isinstance(card, str) else card
    if wanted not in held:
        raise CachetaError(Said("exercise.not_in_hand", card=wanted.symbol))
    if wanted in situation.wild or wanted.is_joker:
        return 0
    return sum(p.count for p in _partners(wanted, held, situation))


def partners_table(hand: CardsLike, rules: str | Rules = "oficial",
                   vira: str | Card | None = None, seen: CardsLike = (),
                   lang: str = "pt") -> Panel:
    """Each natural card of ``hand`` with its live partners, fewest first (the card a tie
    throws away comes first); wild cards are never thrown away on a tie."""
    check_lang(lang)
    ruleset = get_rules(rules)
    situation = situation_for(ruleset, vira_for(ruleset, vira), parse_cards(seen))
    held = read_hand(hand, situation)
    rows = []
    for card in in_order(set(held)):
        if card in situation.wild or card.is_joker:
            continue
        found = _partners(card, held, situation)
        rows.append((sum(p.count for p in found), card, found))
    rows.sort(key=lambda row: row[0])
    lines = [_line(card, found, total, lang) for total, card, found in rows]
    html = "".join(f'<div class="ctl-ex-sentence">{escape(line)}</div>' for line in lines)
    return Panel("\n".join(lines), html)


def _line(card: Card, found: tuple[Partner, ...], total: int, lang: str) -> str:
    """"7♠: com 7♦: 7♣×2 7♦×1 7♥×2 7♠×1 = 6" / "3♣: nenhuma parceira = 0"."""
    if not found:
        return term("exercise.partners.none", lang, card=card.symbol)
    parts = []
    for p in found:
        live = " ".join(f"{k.symbol}×{n}" for k, n in p.completions)
        parts.append(term("exercise.partners.with", lang, card=p.card.symbol, live=live))
    return term("exercise.partners.line", lang, card=card.symbol, parts="; ".join(parts),
                total=total)
