"""The side-by-side comparisons the lessons show: each preset's curingas, melds and rules,
and one hand under every preset."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ..checks import check_lang
from ..drawing.explain import HAND_RULES, status_line
from ..drawing.html import cards_html
from ..drawing.svg import card_svg
from ..engine.analysis import CardsLike, analyze
from ..engine.cards import Card, parse_card, parse_cards
from ..engine.curinga import wild_cards
from ..engine.rules import PRESETS, explain_rule, get_rules
from ..errors import CachetaError
from ..words.catalogue import term
from .base import in_order, meld_or_error, symbols
from .feedback import Panel

# --- side-by-side displays for the lessons ------------------------------------------------

# the look of every part is a ctl-ex- class of the package's stylesheet (display.STYLE), which
# the Panel shows with the HTML

def _html_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    top = "".join(f"<th>{h}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (f'<table class="ctl-ex-table"><thead><tr>{top}</tr></thead><tbody>{body}</tbody>'
            "</table>")


def _text_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
             for row in [head, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _name_html(name: str) -> str:
    return f'<b class="ctl-ex-name">{escape(name)}</b>'


def _small_cards(cards: Iterable[Card], lang: str, wild: Iterable[Card] = ()) -> str:
    """Small cards in one row (a table cell never breaks them apart)."""
    wilds = set(wild)
    svgs = "".join(card_svg(c, size="sm", lang=lang, wild=c in wilds) for c in cards)
    return f'<span class="ctl-ex-cards">{svgs}</span>'


def curingas_table(vira: str | Card, presets: Iterable[str] | None = None,
                   lang: str = "pt") -> Panel:
    """For one turned card, each preset's curingas, side by side, with the engine's rule."""
    check_lang(lang)
    card = parse_card(vira)
    head_txt = [term("exercise.preset", lang), term("exercise.rule", lang),
                term("exercise.curingas", lang)]
    rows_txt, rows_html = [], []
    for preset in presets or PRESETS:
        rules = get_rules(preset)
        wild = in_order(wild_cards(rules, card if rules.has_vira else None))
        rule = explain_rule("curinga", rules.curinga, lang)
        if rules.jokers:
            rule += "; " + explain_rule("jokers", True, lang)
        names = symbols(wild) or term("exercise.none", lang)
        rows_txt.append([rules.id, rule, names])
        rows_html.append([_name_html(rules.id), escape(rule),
                          _small_cards(wild, lang, wild) if wild else escape(names)])
    caption = (f'<div class="ctl-ex-vira">vira '
               f'{card_svg(card, size="sm", lang=lang)}</div>')
    text = f"vira {card.symbol}\n" + _text_table(head_txt, rows_txt)
    return Panel(text, caption + _html_table(head_txt, rows_html))


def meld_table(groups: Iterable[CardsLike], vira: str | Card | None = None,
               presets: Iterable[str] | None = None, lang: str = "pt") -> Panel:
    """Is each group a meld in each preset? ✓ or ✗, with the engine's reason for each ✗."""
    check_lang(lang)
    ids = [get_rules(p).id for p in (presets or PRESETS)]
    card_vira = None if vira is None else parse_card(vira)
    head = [term("exercise.cards", lang), *ids]
    rows_txt, rows_html, notes = [], [], []
    for group in groups:
        cards = parse_cards(group)
        row_t, row_h = [symbols(cards)], [_small_cards(cards, lang)]
        for preset in ids:
            rules = get_rules(preset)
            check = meld_or_error(cards, rules, card_vira if rules.has_vira else None)
            if check.valid:
                row_t.append("✓")
                row_h.append('<span class="ctl-ex-yes">✓</span>')
            else:
                reason = check.reason(lang)
                if reason not in notes:
                    notes.append(reason)
                n = notes.index(reason) + 1
                row_t.append(f"✗{n}")
                row_h.append(f'<span title="{escape(reason)}"><span class="ctl-ex-no">✗</span>'
                             f"<sup>{n}</sup></span>")
        rows_txt.append(row_t)
        rows_html.append(row_h)
    note_lines = [f"{i}. {n}" for i, n in enumerate(notes, 1)]
    text = _text_table(head, rows_txt) + ("\n" + "\n".join(note_lines) if notes else "")
    if card_vira is not None:
        text = f"vira {card_vira.symbol}\n" + text
    html = _html_table([escape(h) for h in head], rows_html)
    if card_vira is not None:
        html = (f'<div class="ctl-ex-vira">vira '
                f'{card_svg(card_vira, size="sm", lang=lang)}</div>') + html
    if notes:
        # each reason carries the number its ✗ shows, whatever a viewer does with list markers
        html += ('<ul class="ctl-ex-notes">'
                 + "".join(f"<li><sup>{i}</sup> {escape(n)}</li>" for i, n in enumerate(notes, 1))
                 + "</ul>")
    return Panel(text, html)


def _short(value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return term("yes" if value else "no", lang)
    return str(value)


def rules_table(presets: Iterable[str] | None = None, lang: str = "pt") -> Panel:
    """The rules that change a hand's analysis, one column per preset, each value explained by
    the engine's own sentence underneath."""
    check_lang(lang)
    rules = [get_rules(p) for p in (presets or PRESETS)]
    head = [term("exercise.rule", lang), *(r.id for r in rules)]
    rows = [[name, *(_short(getattr(r, name), lang) for r in rules)] for name in HAND_RULES]
    legend: list[str] = []
    for name in HAND_RULES:
        for r in rules:
            line = f"{name}={_short(getattr(r, name), lang)}: " \
                   f"{explain_rule(name, r.shown(name), lang)}"
            if line not in legend:
                legend.append(line)
    text = _text_table(head, rows) + "\n" + "\n".join(legend)
    html = _html_table([escape(h) for h in head], [[f"<code>{escape(c)}</code>" if i == 0
                                                     else escape(c) for i, c in enumerate(row)]
                                                    for row in rows])
    html += ('<ul class="ctl-ex-legend">'
             + "".join(f"<li>{escape(x)}</li>" for x in legend) + "</ul>")
    return Panel(text, html)


def presets_table(hand: CardsLike, vira: str | Card | None = None, seen: CardsLike = (),
                  presets: Iterable[str] | None = None, lang: str = "pt") -> Panel:
    """One hand analysed under every preset: curingas and the engine's verdict, side by side.
    The vira counts only in the presets that turn one."""
    check_lang(lang)
    card_vira = None if vira is None else parse_card(vira)
    head = [term("exercise.preset", lang), term("exercise.curingas", lang),
            term("exercise.verdict", lang)]
    rows_txt, rows_html = [], []
    for preset in presets or PRESETS:
        rules = get_rules(preset)
        v = card_vira if rules.has_vira else None
        try:
            analysis = analyze(hand, rules, v, seen, lang=lang)
        except CachetaError as error:
            rows_txt.append([rules.id, "", error.message(lang)])
            rows_html.append([_name_html(rules.id), "", escape(error.message(lang))])
            continue
        wild = in_order(wild_cards(rules, v))
        status = status_line(analysis, lang)
        rows_txt.append([rules.id, symbols(wild) or "—", status])
        rows_html.append([_name_html(rules.id),
                          _small_cards(wild, lang, wild) if wild else "—", escape(status)])
    cards = in_order(parse_cards(hand))
    top = cards_html(cards, lang=lang)
    if card_vira is not None:
        top += (f'<div class="ctl-ex-vira">'
                f'{escape(term("exercise.vira_note", lang))}'
                f'{card_svg(card_vira, size="sm", lang=lang)}</div>')
    text = (term("exercise.hand", lang) + symbols(cards)
            + (f"  vira {card_vira.symbol}" if card_vira else "") + "\n"
            + _text_table(head, rows_txt))
    return Panel(text, top + _html_table(head, rows_html))

