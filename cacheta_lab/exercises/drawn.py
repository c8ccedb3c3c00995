"""Drawing cards and melds in the learner's language, with the engine's sentence about them."""

from __future__ import annotations

from html import escape

from ..checks import check_lang
from ..drawing.explain import curinga_sentence_for, describe_meld
from ..drawing.html import cards_html, meld_html
from ..engine.analysis import CardsLike
from ..engine.cards import Card, parse_cards
from ..engine.curinga import wild_cards
from ..engine.rules import Rules, get_rules
from .base import in_order, meld_or_error, symbols, vira_for
from .feedback import Panel


def draw(cards: CardsLike, rules: str | Rules | None = None, vira: str | Card | None = None,
         lang: str = "pt", size: str = "md") -> Panel:
    """Cards drawn in ``lang``; given ``rules`` (and a vira) the curingas get their gold mark
    and the engine's sentence about them comes first."""
    check_lang(lang)
    shown = list(parse_cards(cards))
    if rules is None:
        return Panel(symbols(shown), cards_html(shown, lang=lang, size=size))
    ruleset = get_rules(rules)
    card_vira = vira_for(ruleset, vira)
    sentence = curinga_sentence_for(ruleset, card_vira, lang)
    wild = wild_cards(ruleset, card_vira)
    html = (f'<div class="ctl-ex-sentence">{escape(sentence)}</div>'
            + cards_html(shown, wilds=wild, lang=lang, size=size))
    return Panel(f"{sentence}\n{symbols(shown)}", html)


def draw_meld(cards: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None,
              lang: str = "pt") -> Panel:
    """One group of cards judged by the engine: the meld drawn with its name and what each wild
    stands for, or the cards and the reason they are not a meld."""
    check_lang(lang)
    ruleset = get_rules(rules)
    card_vira = vira_for(ruleset, vira)
    group = list(parse_cards(cards))
    check = meld_or_error(group, ruleset, card_vira)
    if check.meld is None:
        reason = check.reason(lang)
        html = (cards_html(in_order(group), lang=lang)
                + f'<div><b class="ctl-ex-no">✗</b> {escape(reason)}</div>')
        return Panel(f"✗ {symbols(in_order(group))}: {reason}", html)
    text = describe_meld(check.meld, lang)
    return Panel(f"✓ {text}", meld_html(check.meld, lang=lang)
                 + f'<div class="ctl-ex-caption">{escape(text)}</div>')
