"""Laying drawn cards out in HTML for notebooks: rows of cards, melds, splits and a hand's
analysis.

The cards themselves are drawn by :mod:`cacheta_lab.drawing.svg`; colours come from
:mod:`cacheta_lab.drawing.palette`, words from the catalogue. Every CSS class starts with ``ctl-``;
the CSS is the :data:`STYLE` block, which each HTML function includes once (repeating it is
harmless).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from ..checks import check_lang
from ..engine.cards import Card, display_order, parse_card
from ..words.catalogue import counted, term
from . import explain, palette
from .svg import COLORS, SIZES, as_cards, card_svg, check_size  # the first three re-exported

if TYPE_CHECKING:  # the engine modules import nothing from here
    from ..engine.analysis import Analysis, DiscardOption, Out
    from ..engine.melds import Meld, WildRole

__all__ = [
    "COLORS",
    "SIZES",
    "STYLE",
    "analysis_html",
    "card_svg",
    "cards_html",
    "meld_html",
    "meld_label",
    "split_html",
]

# --------------------------------------------------------------------------------------------
# HTML

#: The CSS of every ``ctl-`` class; each HTML function includes it once.
STYLE = ("""<style>
.ctl-root{font-family:var(--jp-ui-font-family,system-ui,-apple-system,'Segoe UI',sans-serif);\
color:var(--jp-content-font-color1,inherit);line-height:1.35;font-size:14px}
.ctl-root *{box-sizing:border-box}
.ctl-row{display:flex;flex-wrap:wrap;gap:4px;align-items:flex-start;margin:2px 0}
.ctl-card{display:block;flex:none;overflow:visible}
.ctl-empty{opacity:.7;font-style:italic}
.ctl-melds{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;margin:4px 0}
"""
f".ctl-meld{{margin:0;padding:5px 7px 6px;border:1px solid {palette.BORDER};"
f"border-radius:8px;background:{palette.MELD_FILL}}}\n"
""".ctl-meld-label{font-size:12px;margin:0 0 4px;opacity:.9}
.ctl-section{margin:10px 0 4px;font-weight:600;font-size:13px}
.ctl-line{display:flex;flex-wrap:wrap;gap:6px 18px;align-items:center;margin:4px 0}
.ctl-field{display:flex;gap:6px;align-items:center}
.ctl-key{font-size:12px;opacity:.8}
.ctl-status{margin:6px 0;font-size:14px}
.ctl-badges{display:inline-flex;gap:6px;margin-right:8px;vertical-align:middle}
"""
".ctl-badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;"
f"font-weight:600;border:1px solid {palette.BADGE_BORDER}}}\n"
f".ctl-good{{background:{palette.GOOD};border-color:{palette.GOOD};color:{palette.ON_GOOD}}}\n"
f".ctl-warn{{background:{palette.WARN};border-color:{palette.WARN};color:{palette.WARN_TEXT}}}\n"
""".ctl-note{font-size:12px;opacity:.8;margin:2px 0}
.ctl-table{border-collapse:collapse;margin:4px 0;font-size:13px}
"""
f".ctl-table th,.ctl-table td{{border-bottom:1px solid {palette.LINE};padding:4px 8px;"
"text-align:left;vertical-align:middle}\n"
""".ctl-table th{font-size:12px;font-weight:600;opacity:.85}
.ctl-num{text-align:right!important;font-variant-numeric:tabular-nums}
.ctl-out{display:flex;flex-direction:column;align-items:center;flex:none}
.ctl-live{font-size:11px;line-height:1.2;font-variant-numeric:tabular-nums}
.ctl-dead .ctl-live{opacity:.6}
.ctl-more{font-size:12px;opacity:.85;align-self:center}
.ctl-g-static{max-width:100%}
.ctl-g-line{margin:4px 0}
.ctl-g-piles{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
.ctl-g-pile{margin:0;text-align:center}
.ctl-g-pile .ctl-card{margin:0 auto}
"""
f".ctl-g-seat{{border:1px solid {palette.BORDER};border-radius:8px;padding:4px 8px;"
"margin:6px 0}\n"
""".ctl-g-seat-name{margin:2px 0}
.ctl-g-hand{display:flex;flex-wrap:wrap;gap:3px}
.ctl-g-hidden{align-self:center}
.ctl-g-log-title{margin:6px 0 2px}
.ctl-g-log{margin:0}
.ctl-ex-table{border-collapse:collapse;margin:4px 0;font-size:13px}
"""
f".ctl-ex-table th,.ctl-ex-table td{{border-bottom:1px solid {palette.LINE};padding:4px 8px;"
"text-align:left;vertical-align:middle}\n"
""".ctl-ex-table th{vertical-align:bottom;white-space:nowrap}
.ctl-ex-name{white-space:nowrap}
.ctl-ex-cards{display:inline-flex;gap:3px;flex-wrap:nowrap}
.ctl-ex-vira{display:flex;gap:6px;align-items:center}
.ctl-ex-notes{margin:4px 0 0 12px;padding:0;font-size:13px;list-style:none}
.ctl-ex-legend{margin:4px 0 0 18px;padding:0;font-size:12px}
"""
f".ctl-ex-yes{{color:{palette.GOOD};font-weight:700}}\n"
f".ctl-ex-no{{color:{palette.BAD};font-weight:700}}\n"
f".ctl-ex-feedback{{border-left:5px solid;padding:6px 12px;margin:4px 0;"
f"background:{palette.PANEL};border-radius:4px}}\n"
+ "".join(f".ctl-ex-{verdict}{{border-left-color:{colour}}}"
          f".ctl-ex-{verdict} .ctl-ex-verdict{{color:{colour}}}\n"
          for verdict, colour in (("ok", palette.GOOD), ("almost", palette.WARN),
                                  ("wrong", palette.BAD)))
+ """.ctl-ex-details{margin:4px 0 2px 18px;padding:0}
.ctl-ex-solution{margin:4px 0}
.ctl-ex-solution>summary{cursor:pointer;font-weight:600}
.ctl-ex-answer{padding:4px 0 0 12px}
.ctl-ex-line{display:flex;gap:8px;align-items:center;margin:4px 0}
.ctl-ex-gap{margin-left:12px}
.ctl-ex-item{display:inline-flex;gap:4px;align-items:center}
.ctl-ex-seen{display:flex;gap:4px;align-items:center;margin:4px 0}
.ctl-ex-best{display:flex;gap:4px}
.ctl-ex-sentence{margin:2px 0 4px}
.ctl-ex-caption{font-size:13px}
.ctl-room-link{margin:6px;padding:6px;border:1px solid #8884;border-radius:8px;width:16em;\
display:inline-block;vertical-align:top}
.ctl-room-url{word-break:break-all;font-size:80%}
.ctl-room-hint{font-size:90%}
</style>""")


def _root(*inner: str) -> str:
    return f'{STYLE}<div class="ctl-root">{"".join(inner)}</div>'


def _empty(lang: str) -> str:
    return f'<span class="ctl-empty">{escape(term("display.no_cards", lang))}</span>'


def _row(cards: Iterable[Card], wilds: frozenset[Card], lang: str, size: str,
         four_color: bool = False) -> str:
    svgs = [card_svg(c, wild=c in wilds, lang=lang, size=size, four_color=four_color)
            for c in cards]
    return f'<div class="ctl-row">{"".join(svgs) or _empty(lang)}</div>'


def cards_html(cards: Iterable[Card | str], *, wilds: Iterable[Card | str] = frozenset(),
               lang: str = "pt", size: str = "md", four_color: bool = False) -> str:
    """A row of cards (flex, wrapping on narrow columns); cards in ``wilds`` are marked wild."""
    check_lang(lang)
    check_size(size)
    return _root(_row([parse_card(c) for c in cards], frozenset(as_cards(wilds)), lang, size,
                      four_color))


# --------------------------------------------------------------------------------------------
# Melds


def _roles(meld: Meld) -> list[WildRole | None]:
    """The WildRole of each card of the meld, in order (None for a card that is only natural)."""
    roles = list(meld.wilds)
    used = [False] * len(roles)
    out: list[WildRole | None] = []
    for card in meld.cards:
        found = None
        for i, role in enumerate(roles):
            if role.card == card and not used[i]:
                used[i], found = True, role
                break
        if found is None:  # one role listed for several copies of the same card
            found = next((r for r in roles if r.card == card), None)
        out.append(found)
    return out


def meld_label(meld: Meld, lang: str = "pt") -> str:
    """A meld's name in ``lang``: "trinca de reis", "sequência de copas 5-6-7"."""
    check_lang(lang)
    return explain.meld_label(meld, lang)


def _meld_block(meld: Meld, lang: str, size: str, four_color: bool = False) -> str:
    svgs = []
    for card, role in zip(meld.cards, _roles(meld), strict=True):
        svgs.append(card_svg(card, wild=role is not None,
                             stands_for=role.as_ if role is not None else None,
                             lang=lang, size=size, four_color=four_color))
    return (f'<figure class="ctl-meld"><figcaption class="ctl-meld-label">'
            f'{escape(meld_label(meld, lang))}</figcaption>'
            f'<div class="ctl-row">{"".join(svgs)}</div></figure>')


def meld_html(meld: Meld, *, lang: str = "pt", size: str = "md") -> str:
    """One meld: its label ("trinca de reis") above its cards; wilds show what they stand for."""
    check_lang(lang)
    check_size(size)
    return _root(_meld_block(meld, lang, size))


def _split_block(melds: Iterable[Meld], lang: str, size: str) -> str:
    blocks = "".join(_meld_block(m, lang, size) for m in melds)
    return f'<div class="ctl-melds">{blocks or _empty(lang)}</div>'


def split_html(melds: Iterable[Meld], *, lang: str = "pt", size: str = "md") -> str:
    """Several melds side by side (wrapping), e.g. one way of splitting a hand."""
    check_lang(lang)
    check_size(size)
    return _root(_split_block(melds, lang, size))


# --------------------------------------------------------------------------------------------
# Analysis

_MAX_OUTS_SHOWN = 20


def _outs_block(outs: Sequence[Out], lang: str) -> str:
    """Outs as small cards, each with "×live" under it; dead outs (live 0) faded."""
    if not outs:
        return f'<span class="ctl-empty">{escape(term("none", lang))}</span>'
    items = []
    for out in outs[:_MAX_OUTS_SHOWN]:
        dead = " ctl-dead" if out.live == 0 else ""
        items.append(
            f'<span class="ctl-out{dead}" title="{escape(counted("live", out.live, lang))}">'
            f'{card_svg(out.card, size="sm", lang=lang, dimmed=out.live == 0)}'
            f'<span class="ctl-live">×{out.live}</span></span>')
    rest = outs[_MAX_OUTS_SHOWN:]
    if rest:
        listed = " ".join(f"{o.card.symbol}×{o.live}" for o in rest)
        more = term("display.more_outs", lang, n=len(rest))
        items.append(f'<span class="ctl-more" title="{escape(listed)}">'
                     f'{escape(more)}: {escape(listed)}</span>')
    return f'<div class="ctl-row">{"".join(items)}</div>'


def _badges(analysis: Analysis, lang: str) -> str:
    badges = []
    bater = analysis.bater
    if bater is not None and bater.splits:
        badges.append(("ctl-good", term("state.bate", lang)))
    elif analysis.complete and analysis.hand:
        badges.append(("ctl-good", term("complete", lang)))
    if analysis.na_boa:
        badges.append(("ctl-warn", term("state.na_boa", lang)))
    missing = analysis.missing
    if missing is not None and missing > 0 and not analysis.na_boa:
        badges.append(("", counted("missing", missing, lang)))
    if not badges:
        return ""
    spans = "".join(f'<span class="ctl-badge{" " + cls if cls else ""}">{escape(text)}</span>'
                    for cls, text in badges)
    return f'<span class="ctl-badges">{spans}</span>'


def _status(analysis: Analysis, lang: str) -> str:
    text = explain.status_line(analysis, lang)
    return f'<p class="ctl-status">{_badges(analysis, lang)}{escape(text)}</p>'


def _section(key: str, lang: str) -> str:
    return f'<div class="ctl-section">{escape(term(key, lang))}</div>'


def _best_split(analysis: Analysis, lang: str) -> str:
    bater = analysis.bater
    if bater is not None and bater.splits:
        discard, melds = bater.splits[0]
        if discard is None:
            note = f'<span class="ctl-note">{escape(term("display.bate_with_10", lang))}</span>'
        else:
            note = (f'<span class="ctl-note">{escape(term("display.bate_discarding", lang))}'
                    f'</span>{card_svg(discard, size="sm", lang=lang)}')
        others = explain.other_ways(bater.splits[1:], lang)
        return (_section("display.best_split", lang) + f'<div class="ctl-line">{note}</div>'
                + _split_block(melds, lang, "sm")
                + (f'<div class="ctl-note">{escape(others)}</div>' if others else ""))
    if analysis.complete and analysis.partitions:
        return (_section("display.best_split", lang)
                + _split_block(analysis.partitions[0], lang, "sm")
                + _more_note(len(analysis.partitions) - 1, lang))
    if analysis.melds_formed:
        return (_section("display.melds_formed", lang)
                + _split_block(analysis.melds_formed, lang, "sm"))
    return ""


def _more_note(more: int, lang: str) -> str:
    if more <= 0:
        return ""
    return f'<div class="ctl-note">{escape(counted("display.more_splits", more, lang))}</div>'


_NOTHING = "—"  # a cell with nothing to count


def _discard_table(discards: Sequence[DiscardOption], lang: str) -> str:
    num = ' class="ctl-num"'
    head = "".join(f"<th{cls}>{escape(term(key, lang))}</th>" for key, cls in (
        ("display.discard", ""), ("display.na_boa", ""), ("outs.head", ""),
        ("live.head", num), ("missing.head", num)))
    rows = []
    for d in discards:
        card = f"<tr><td>{card_svg(d.card, size='sm', lang=lang)}</td>"
        if d.bate:  # going out now, as the card table says it: nothing left to count
            rows.append(f"{card}<td>{escape(term('state.bate', lang))}</td>"
                        f'<td>{_NOTHING}</td><td class="ctl-num">{_NOTHING}</td>'
                        f'<td class="ctl-num">{_NOTHING}</td></tr>')
            continue
        rows.append(
            f"{card}<td>{escape(term('yes' if d.na_boa else 'no', lang))}</td>"
            f"<td>{_outs_block(d.outs, lang)}</td>"
            f'<td class="ctl-num">{d.live_outs}</td>'
            f'<td class="ctl-num">{d.missing}</td></tr>')
    return (_section("display.discards", lang)
            + f'<table class="ctl-table"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def _outs_section(outs: Sequence[Out], lang: str) -> str:
    note = ""
    if outs:
        live = sum(o.live for o in outs)
        summary = f'{counted("outs", len(outs), lang)}, {counted("live", live, lang)}'
        note = f'<div class="ctl-note">{escape(summary)}</div>'
    return _section("outs.head", lang) + _outs_block(outs, lang) + note


def _field(key: str, lang: str, svgs: str) -> str:
    return (f'<span class="ctl-field"><span class="ctl-key">{escape(term(key, lang))}</span>'
            f"{svgs}</span>")


def analysis_html(analysis: Analysis, *, lang: str | None = None) -> str:
    """The analysis of a hand as HTML: the hand, vira and curingas, a status sentence, the best
    split as melds, the discard table (10 cards) or the outs (9 cards).

    ``lang`` None uses the analysis's own ``lang``.
    """
    lang = check_lang(lang or analysis.lang)
    hand = analysis.hand
    wilds = frozenset(analysis.curingas)
    setting = (f'{counted("display.cards", len(hand), lang)}, '
               f'{term("display.rules", lang, id=analysis.rules.label(lang))}')
    head = f'{escape(term("display.hand", lang))} <span class="ctl-key">({escape(setting)})</span>'
    parts = [f'<div class="ctl-section">{head}</div>', _row(hand, wilds, lang, "md")]
    fields = []
    if analysis.vira is not None:
        fields.append(_field("display.vira", lang,
                             card_svg(analysis.vira, size="sm", lang=lang)))
    if wilds:
        fields.append(_field("display.curingas", lang, "".join(
            card_svg(c, wild=True, size="sm", lang=lang)
            for c in sorted(wilds, key=display_order))))
    if analysis.seen:
        fields.append(_field("display.seen", lang, "".join(
            card_svg(c, size="sm", lang=lang, dimmed=True) for c in analysis.seen)))
    if fields:
        parts.append(f'<div class="ctl-line">{"".join(fields)}</div>')
    parts.append(_status(analysis, lang))
    parts.append(_best_split(analysis, lang))
    if analysis.discards is not None:
        parts.append(_discard_table(analysis.discards, lang))
    if analysis.outs is not None:
        parts.append(_outs_section(analysis.outs, lang))
    return _root(*parts)
