"""Drawing cards: inline SVG and HTML strings for notebooks and the card table.

This is the one place cards are drawn. Everything here returns plain strings built with the
standard library: no network, no downloaded fonts, no external images. The SVG of a card
carries no ``xmlns`` (inline SVG in HTML does not need it, and JupyterLab adds it itself when
it shows ``image/svg+xml``), so no output holds a URL.

Colours are explicit: a white card face with a dark outline reads on light and dark themes.
Every CSS class starts with ``ctl-``; the CSS is the :data:`STYLE` block, which each HTML
function includes once (repeating it is harmless).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from . import explain
from .cards import (
    RANKS,
    SUITS,
    Card,
    display_order,
    parse_card,
    parse_cards,
)
from .errors import CachetaError, check_lang

if TYPE_CHECKING:  # the engine modules import nothing from here
    from .analysis import Analysis
    from .melds import Meld

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
# Geometry and colours

#: Card sizes in CSS pixels (width, height); the drawing itself is a 100 x 140 viewBox.
SIZES: dict[str, tuple[int, int]] = {"sm": (44, 62), "md": (64, 90), "lg": (96, 134)}

#: Explicit colours, chosen to read on a white card face.
COLORS: dict[str, str] = {
    "face": "#ffffff",
    "outline": "#2b2b2b",
    "black": "#1a1a1a",
    "red": "#c62828",
    "green": "#1b7a30",
    "blue": "#1656b8",
    "joker": "#6a1b9a",
    "joker_face": "#f4ebf9",
    "gold": "#d4a017",
    "gold_dark": "#8a6500",
    "caption": "#fff3c4",
    "caption_text": "#3d2e00",
}

_DIM = ' opacity="0.38"'
_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

# Suit shapes in a 100 x 100 box, drawn as paths so they never depend on a font's glyphs.
_SUIT_SHAPES: dict[str, str] = {
    "h": '<path d="M50 94C36 78 4 58 4 32C4 16 16 5 30 5C40 5 47 11 50 20'
         'C53 11 60 5 70 5C84 5 96 16 96 32C96 58 64 78 50 94Z"/>',
    "d": '<path d="M50 2C60 20 73 36 88 50C73 64 60 80 50 98C40 80 27 64 12 50'
         'C27 36 40 20 50 2Z"/>',
    "s": '<path d="M50 2C38 22 4 38 4 62C4 78 16 88 30 88C38 88 44 84 47 78'
         'C46 88 42 93 32 98L68 98C58 93 54 88 53 78C56 84 62 88 70 88'
         'C84 88 96 78 96 62C96 38 62 22 50 2Z"/>',
    "c": '<circle cx="50" cy="27" r="22"/><circle cx="26" cy="60" r="22"/>'
         '<circle cx="74" cy="60" r="22"/><circle cx="50" cy="52" r="14"/>'
         '<path d="M46 56Q46 84 32 98L68 98Q54 84 54 56Z"/>',
}

_TEXT = {
    "pt": {
        "wild": "curinga",
        "as": "vale",
        "or": "ou",
        "hand": "Mão",
        "card1": "carta",
        "cards": "cartas",
        "empty": "nenhuma carta",
        "vira": "Vira",
        "curingas": "Curingas",
        "seen": "Vistas",
        "rules": "regras",
        "split": "Melhor divisão",
        "bate_discard": "bate descartando",
        "bate_10": "bate com as 10 cartas",
        "complete": "completa",
        "more_splits": ("mais {n} forma de dividir", "mais {n} formas de dividir"),
        "formed": "Jogos formados",
        "discards": "Descartes",
        "discard": "Descarte",
        "na_boa": "Na boa",
        "outs": "Outs",
        "live_outs": "Outs vivos",
        "missing": "Faltam",
        "yes": "sim",
        "no": "não",
        "no_outs": "nenhum out",
        "kinds": ("{n} tipo de carta", "{n} tipos de carta"),
        "live_cards": ("{n} carta viva", "{n} cartas vivas"),
        "live": ("{n} cópia viva", "{n} cópias vivas"),
        "more_outs": "+{n}",
        "badge_missing": "faltam {n}",
        "badge_missing1": "falta 1",
        "trinca": "trinca",
        "trinca_of": "trinca de {ranks}",
        "seq": "sequência",
        "seq_of": "sequência de {suit} {runs}",
        "seq_suit": "sequência de {suit}",
        "meld": "jogo",
    },
    "en": {
        "wild": "wild",
        "as": "standing for",
        "or": "or",
        "hand": "Hand",
        "card1": "card",
        "cards": "cards",
        "empty": "no cards",
        "vira": "Vira",
        "curingas": "Wild cards",
        "seen": "Seen",
        "rules": "rules",
        "split": "Best split",
        "bate_discard": "goes out (bate) discarding",
        "bate_10": "goes out (bate) with all 10 cards",
        "complete": "complete",
        "more_splits": ("{n} more way to split", "{n} more ways to split"),
        "formed": "Melds formed",
        "discards": "Discards",
        "discard": "Discard",
        "na_boa": "Na boa",
        "outs": "Outs",
        "live_outs": "Live outs",
        "missing": "Missing",
        "yes": "yes",
        "no": "no",
        "no_outs": "no outs",
        "kinds": ("{n} card kind", "{n} card kinds"),
        "live_cards": ("{n} live card", "{n} live cards"),
        "live": ("{n} live copy", "{n} live copies"),
        "more_outs": "+{n}",
        "badge_missing": "{n} missing",
        "badge_missing1": "1 missing",
        "trinca": "trinca (group)",
        "trinca_of": "trinca (group) of {ranks}",
        "seq": "sequência (run)",
        "seq_of": "sequência (run) of {suit} {runs}",
        "seq_suit": "sequência (run) of {suit}",
        "meld": "meld",
    },
}


def _n(x: float) -> str:
    """A number for an SVG attribute: at most two decimals, no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def _plural(lang: str, key: str, n: int) -> str:
    """The text ``key`` in ``lang``, singular for 1 and plural otherwise, with ``n`` filled in."""
    one, many = _TEXT[lang][key]
    return (one if n == 1 else many).format(n=n)


def _check_size(size: str) -> tuple[int, int]:
    if size not in SIZES:
        raise CachetaError(
            f"tamanho de carta desconhecido {size!r}; use 'sm', 'md' ou 'lg'",
            f"unknown card size {size!r}; use 'sm', 'md' or 'lg'",
        )
    return SIZES[size]


def _suit_color(suit: str, four_color: bool) -> str:
    if four_color:
        return COLORS[{"c": "green", "d": "blue", "h": "red", "s": "black"}[suit]]
    return COLORS["red"] if suit in "dh" else COLORS["black"]


def _card_color(card: Card, four_color: bool) -> str:
    return COLORS["joker"] if card.is_joker else _suit_color(card.suit, four_color)


def _pip(suit: str, x: float, y: float, size: float, fill: str, rotate: bool = False) -> str:
    """A suit shape of ``size`` units with its top-left corner at (x, y)."""
    scale = size / 100
    if rotate:
        transform = f"translate({_n(x + size)} {_n(y + size)}) rotate(180) scale({_n(scale)})"
    else:
        transform = f"translate({_n(x)} {_n(y)}) scale({_n(scale)})"
    return f'<g transform="{transform}" fill="{fill}">{_SUIT_SHAPES[suit]}</g>'


def _star(cx: float, cy: float, r: float, fill: str, stroke: str = "none",
          stroke_width: float = 0) -> str:
    """A five-pointed star centred on (cx, cy)."""
    from math import cos, pi, sin

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -pi / 2 + i * pi / 5
        points.append(f"{_n(cx + radius * cos(angle))},{_n(cy + radius * sin(angle))}")
    extra = (f' stroke="{stroke}" stroke-width="{_n(stroke_width)}" stroke-linejoin="round"'
             if stroke != "none" else "")
    return f'<polygon points="{" ".join(points)}" fill="{fill}"{extra}/>'


def _rank_text(rank: int) -> str:
    """Rank as printed: A 2 … 10 J Q K; 14 is the high ace."""
    return RANKS[(rank - 1) % 13]


def _text(x: float, y: float, text: str, size: float, fill: str, *, anchor: str = "middle",
          weight: str = "700", extra: str = "") -> str:
    # "10" is squeezed to the width of one wide glyph so every corner lines up.
    squeeze = (f' textLength="{_n(size * 1.05)}" lengthAdjust="spacingAndGlyphs"'
               if text == "10" else "")
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" font-weight="{weight}" '
            f'text-anchor="{anchor}" fill="{fill}"{squeeze}{extra}>{escape(text)}</text>')


# --------------------------------------------------------------------------------------------
# Accessible names


def _as_cards(stands_for: Card | str | Iterable[Card | str] | None) -> tuple[Card, ...]:
    if stands_for is None:
        return ()
    if isinstance(stands_for, Card | str):  # a string may hold several cards: "9c 9d"
        return tuple(parse_cards(stands_for))
    return tuple(parse_card(c) for c in stands_for)


def _join_or(items: Sequence[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_TEXT[lang]['or']} {items[-1]}"


def _card_label(card: Card, wild: bool, stands_for: tuple[Card, ...], lang: str) -> str:
    """The accessible name: "sete de copas", "coringa, vale 7♥", "six of hearts, wild"."""
    parts = [card.name(lang)]
    if wild and not card.is_joker:
        parts.append(_TEXT[lang]["wild"])
    if stands_for:
        parts.append(f"{_TEXT[lang]['as']} {_join_or([c.symbol for c in stands_for], lang)}")
    return ", ".join(parts)


# --------------------------------------------------------------------------------------------
# One card


def _caption_items(cards: tuple[Card, ...], four_color: bool,
                   compact: bool) -> list[tuple[str, str, str]]:
    """What the stands-for caption shows, as ("text"|"pip", value, colour) items.

    One card: "7♥". One rank: "K♣♦♥♠" ("K" when compact). One suit: "4/7♥".
    Otherwise the first card(s) and "…".
    """
    items: list[tuple[str, str, str]] = []
    dark = COLORS["caption_text"]
    naturals = sorted((c for c in cards if not c.is_joker), key=display_order)
    if not naturals:
        return [("text", "JK", COLORS["joker"])]
    suits = sorted({c.suit for c in naturals}, key=SUITS.index)
    ranks = sorted({c.rank for c in naturals})
    if len(ranks) == 1:
        color = _suit_color(suits[0], four_color) if len(suits) == 1 else dark
        items.append(("text", _rank_text(ranks[0]), color))
        if len(suits) == 1 or not compact:
            items.extend(("pip", s, _suit_color(s, four_color)) for s in suits)
    elif len(suits) == 1:
        color = _suit_color(suits[0], four_color)
        limit = 2 if compact else 3
        shown = [_rank_text(r) for r in ranks[:limit]]
        if len(ranks) > limit:
            shown[-1] = "…"
        items.append(("text", "/".join(shown), color))
        items.append(("pip", suits[0], color))
    else:
        for i, c in enumerate(naturals[: 1 if compact else 2]):
            if i:
                items.append(("text", "/", dark))
            color = _suit_color(c.suit, four_color)
            items.append(("text", _rank_text(c.rank), color))
            items.append(("pip", c.suit, color))
        items.append(("text", "…", dark))
    return items


# Rough advance widths (in ems) of bold sans-serif glyphs, to lay the caption out.
_GLYPH_WIDTHS = {"=": 0.72, "/": 0.4, "…": 1.0, "1": 0.6, "J": 0.4}


def _caption(cards: tuple[Card, ...], four_color: bool, compact: bool) -> str:
    """A band at the bottom of the card: "= 7♥" (larger type on small cards)."""
    items = [("text", "=", COLORS["caption_text"]),
             *_caption_items(cards, four_color, compact)]
    font, top, height = (28.0, 103.0, 32.0) if compact else (19.0, 110.0, 25.0)
    widths = []
    for kind, value, _ in items:
        if kind == "pip":
            widths.append(0.8 * font)
        else:
            widths.append(sum(_GLYPH_WIDTHS.get(ch, 0.66) for ch in value) * font + 0.1 * font)
    total = sum(widths)
    scale = min(1.0, 82 / total)
    x = 50 - total * scale / 2
    middle = top + height / 2
    out = [f'<g class="ctl-caption"><rect x="5" y="{_n(top)}" width="90" height="{_n(height)}" '
           f'rx="4" fill="{COLORS["caption"]}" stroke="{COLORS["gold"]}" stroke-width="1.5"/>']
    for (kind, value, color), width in zip(items, widths, strict=True):
        w = width * scale
        if kind == "pip":
            size = 0.68 * font * scale
            out.append(_pip(value, x + (w - size) / 2, middle - size / 2, size, color))
        else:
            out.append(_text(x + w / 2, middle + 0.36 * font * scale, value, font * scale,
                             color))
        x += w
    out.append("</g>")
    return "".join(out)


def _joker_face(size: str, lang: str, caption: bool) -> list[str]:
    purple = COLORS["joker"]
    parts: list[str] = []
    if size == "sm":
        parts.append(_text(24, 40, "JK", 28, purple))
        parts.append(_star(52, 72 if caption else 82, 26, purple))
        return parts
    parts.append(_text(24, 34, "JK", 22, purple))
    if not caption:
        parts.append(_text(76, 130, "JK", 22, purple, extra=' transform="rotate(180 76 122)"'))
    word = "CORINGA" if lang == "pt" else "JOKER"
    parts.append(_star(50, 66, 24, purple))
    parts.append(_star(50, 66, 10, COLORS["gold"]))
    parts.append(_text(50, 104, word, 13, purple, extra=' letter-spacing="1"'))
    return parts


def _natural_face(card: Card, size: str, color: str, caption: bool) -> list[str]:
    rank = _rank_text(card.rank)
    parts: list[str] = []
    if size == "sm":  # big index and one big pip: readable at 44 px
        parts.append(_text(25, 42, rank, 38, color))
        parts.append(_pip(card.suit, 26, 49 if caption else 60, 50 if caption else 52, color))
        return parts
    # corner indexes, the bottom one turned around
    parts.append(_text(17, 32, rank, 26, color))
    parts.append(_pip(card.suit, 8, 37, 18, color))
    if not caption:
        parts.append(f'<g transform="rotate(180 50 70)">{_text(17, 32, rank, 26, color)}'
                     f'{_pip(card.suit, 8, 37, 18, color)}</g>')
    if card.rank == 1:
        parts.append(_pip(card.suit, 22, 40, 56, color))
    elif card.rank >= 11:  # court cards: a frame, the letter and the suit
        parts.append(f'<rect x="29" y="22" width="42" height="{82 if caption else 96}" rx="4" '
                     f'fill="none" stroke="{color}" stroke-width="1.5" opacity="0.6"/>')
        parts.append(_text(50, 66, rank, 36, color))
        parts.append(_pip(card.suit, 37, 74, 26, color))
    else:
        parts.append(_pip(card.suit, 28, 44 if caption else 47, 44, color))
    return parts


def card_svg(card: Card | str, *, wild: bool = False,
             stands_for: Card | str | Iterable[Card | str] | None = None, size: str = "md",
             four_color: bool = False, lang: str = "pt", dimmed: bool = False) -> str:
    """One card as an inline ``<svg>`` (role="img", a ``<title>`` and an aria-label in ``lang``).

    ``wild`` marks a curinga (a joker is always marked): gold border and a small star.
    ``stands_for`` (a card or several) adds a caption with the card(s) the wild stands for.
    ``size`` is "sm", "md" or "lg"; ``four_color`` draws ♣ green and ♦ blue; ``dimmed`` fades it.
    """
    card = parse_card(card)
    check_lang(lang)
    width, height = _check_size(size)
    wild = wild or card.is_joker
    stands = _as_cards(stands_for)
    label = _card_label(card, wild, stands, lang)
    classes = ["ctl-card", f"ctl-card-{size}"]
    if card.is_joker:
        classes.append("ctl-joker")
    if wild:
        classes.append("ctl-wild")
    if dimmed:
        classes.append("ctl-dimmed")
    color = _card_color(card, four_color)
    face = COLORS["joker_face" if card.is_joker else "face"]
    parts = [
        f'<svg class="{" ".join(classes)}" role="img" aria-label="{escape(label)}" '
        f'width="{width}" height="{height}" viewBox="0 0 100 140" '
        f'font-family="{_FONT}"{_DIM if dimmed else ""}>',
        f"<title>{escape(label)}</title>",
        f'<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="{face}" '
        f'stroke="{COLORS["outline"]}" stroke-width="3"/>',
    ]
    if wild:
        parts.append(f'<rect x="6" y="6" width="88" height="128" rx="6" fill="none" '
                     f'stroke="{COLORS["gold"]}" stroke-width="5"/>')
    if card.is_joker:
        parts.extend(_joker_face(size, lang, bool(stands)))
    else:
        parts.extend(_natural_face(card, size, color, bool(stands)))
    if wild:
        r = 12 if size == "sm" else 10
        parts.append(_star(86 - (r - 10), 19 + (r - 10), r, COLORS["gold"], COLORS["gold_dark"],
                           1.5))
    if stands:
        parts.append(_caption(stands, four_color, size == "sm"))
    parts.append("</svg>")
    return "".join(parts)


# --------------------------------------------------------------------------------------------
# HTML

#: The CSS of every ``ctl-`` class; each HTML function includes it once.
STYLE = """<style>
.ctl-root{font-family:var(--jp-ui-font-family,system-ui,-apple-system,'Segoe UI',sans-serif);\
color:var(--jp-content-font-color1,inherit);line-height:1.35;font-size:14px}
.ctl-root *{box-sizing:border-box}
.ctl-row{display:flex;flex-wrap:wrap;gap:4px;align-items:flex-start;margin:2px 0}
.ctl-card{display:block;flex:none;overflow:visible}
.ctl-empty{opacity:.7;font-style:italic}
.ctl-melds{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;margin:4px 0}
.ctl-meld{margin:0;padding:5px 7px 6px;border:1px solid rgba(128,128,128,.45);\
border-radius:8px;background:rgba(128,128,128,.07)}
.ctl-meld-label{font-size:12px;margin:0 0 4px;opacity:.9}
.ctl-section{margin:10px 0 4px;font-weight:600;font-size:13px}
.ctl-line{display:flex;flex-wrap:wrap;gap:6px 18px;align-items:center;margin:4px 0}
.ctl-field{display:flex;gap:6px;align-items:center}
.ctl-key{font-size:12px;opacity:.8}
.ctl-status{margin:6px 0;font-size:14px}
.ctl-badges{display:inline-flex;gap:6px;margin-right:8px;vertical-align:middle}
.ctl-badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;\
font-weight:600;border:1px solid rgba(128,128,128,.55)}
.ctl-good{background:#2e7d32;border-color:#2e7d32;color:#fff}
.ctl-warn{background:#d4a017;border-color:#d4a017;color:#2b2000}
.ctl-note{font-size:12px;opacity:.8;margin:2px 0}
.ctl-table{border-collapse:collapse;margin:4px 0;font-size:13px}
.ctl-table th,.ctl-table td{border-bottom:1px solid rgba(128,128,128,.35);padding:4px 8px;\
text-align:left;vertical-align:middle}
.ctl-table th{font-size:12px;font-weight:600;opacity:.85}
.ctl-num{text-align:right!important;font-variant-numeric:tabular-nums}
.ctl-out{display:flex;flex-direction:column;align-items:center;flex:none}
.ctl-live{font-size:11px;line-height:1.2;font-variant-numeric:tabular-nums}
.ctl-dead .ctl-live{opacity:.6}
.ctl-more{font-size:12px;opacity:.85;align-self:center}
</style>"""


def _root(*inner: str) -> str:
    return f'{STYLE}<div class="ctl-root">{"".join(inner)}</div>'


def _row(cards: Iterable[Card], wilds: frozenset[Card] | set[Card], lang: str, size: str,
         four_color: bool = False) -> str:
    svgs = [card_svg(c, wild=c in wilds, lang=lang, size=size, four_color=four_color)
            for c in cards]
    if not svgs:
        empty = escape(_TEXT[lang]["empty"])
        return f'<div class="ctl-row"><span class="ctl-empty">{empty}</span></div>'
    return f'<div class="ctl-row">{"".join(svgs)}</div>'


def cards_html(cards: Iterable[Card | str], *, wilds: Iterable[Card | str] = frozenset(),
               lang: str = "pt", size: str = "md", four_color: bool = False) -> str:
    """A row of cards (flex, wrapping on narrow columns); cards in ``wilds`` are marked wild."""
    check_lang(lang)
    _check_size(size)
    return _root(_row([parse_card(c) for c in cards], frozenset(_as_cards(wilds)), lang, size,
                      four_color))


# --------------------------------------------------------------------------------------------
# Melds


def _roles(meld: Meld) -> list[Any]:
    """The WildRole of each card of the meld, in order (None for a card that is only natural)."""
    roles = list(meld.wilds)
    used = [False] * len(roles)
    out: list[Any] = []
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
                             stands_for=tuple(role.as_) if role is not None else None,
                             lang=lang, size=size, four_color=four_color))
    return (f'<figure class="ctl-meld"><figcaption class="ctl-meld-label">'
            f'{escape(meld_label(meld, lang))}</figcaption>'
            f'<div class="ctl-row">{"".join(svgs)}</div></figure>')


def meld_html(meld: Meld, *, lang: str = "pt", size: str = "md") -> str:
    """One meld: its label ("trinca de reis") above its cards; wilds show what they stand for."""
    check_lang(lang)
    _check_size(size)
    return _root(_meld_block(meld, lang, size))


def _split_block(melds: Iterable[Meld], lang: str, size: str) -> str:
    blocks = [_meld_block(m, lang, size) for m in melds]
    if not blocks:
        empty = escape(_TEXT[lang]["empty"])
        return f'<div class="ctl-melds"><span class="ctl-empty">{empty}</span></div>'
    return f'<div class="ctl-melds">{"".join(blocks)}</div>'


def split_html(melds: Iterable[Meld], *, lang: str = "pt", size: str = "md") -> str:
    """Several melds side by side (wrapping), e.g. one way of splitting a hand."""
    check_lang(lang)
    _check_size(size)
    return _root(_split_block(melds, lang, size))


# --------------------------------------------------------------------------------------------
# Analysis

_MAX_OUTS_SHOWN = 20


def _outs_block(outs: Sequence[Any], lang: str) -> str:
    """Outs as small cards, each with "×live" under it; dead outs (live 0) faded."""
    t = _TEXT[lang]
    if not outs:
        return f'<span class="ctl-empty">{escape(t["no_outs"])}</span>'
    items = []
    for out in list(outs)[:_MAX_OUTS_SHOWN]:
        live = int(out.live)
        dead = " ctl-dead" if live == 0 else ""
        items.append(
            f'<span class="ctl-out{dead}" title="{escape(_plural(lang, "live", live))}">'
            f'{card_svg(out.card, size="sm", lang=lang, dimmed=live == 0)}'
            f'<span class="ctl-live">×{live}</span></span>')
    rest = list(outs)[_MAX_OUTS_SHOWN:]
    if rest:
        listed = " ".join(f"{o.card.symbol}×{int(o.live)}" for o in rest)
        items.append(f'<span class="ctl-more" title="{escape(listed)}">'
                     f'{escape(t["more_outs"].format(n=len(rest)))}: {escape(listed)}</span>')
    return f'<div class="ctl-row">{"".join(items)}</div>'


def _badges(analysis: Analysis, lang: str) -> str:
    t = _TEXT[lang]
    badges = []
    bater = analysis.bater
    if bater is not None and bater.splits:
        badges.append(("ctl-good", "bate" if lang == "pt" else "bate (goes out)"))
    elif analysis.complete and len(analysis.hand) > 0:
        badges.append(("ctl-good", t["complete"]))
    if analysis.na_boa:
        badges.append(("ctl-warn", "na boa"))
    missing = analysis.missing
    if missing is not None and missing > 0 and not analysis.na_boa:
        text = t["badge_missing1"] if missing == 1 else t["badge_missing"].format(n=missing)
        badges.append(("", text))
    if not badges:
        return ""
    spans = "".join(f'<span class="ctl-badge{" " + cls if cls else ""}">{escape(text)}</span>'
                    for cls, text in badges)
    return f'<span class="ctl-badges">{spans}</span>'


def _status(analysis: Analysis, lang: str) -> str:
    lines = str(analysis.explanation(lang)).strip().splitlines()
    text = lines[0] if lines else ""
    return f'<p class="ctl-status">{_badges(analysis, lang)}{escape(text)}</p>'


def _best_split(analysis: Analysis, lang: str) -> str:
    t = _TEXT[lang]
    bater = analysis.bater
    if bater is not None and bater.splits:
        discard, melds = bater.splits[0]
        if discard is None:
            note = f'<span class="ctl-note">{escape(t["bate_10"])}</span>'
        else:
            note = (f'<span class="ctl-note">{escape(t["bate_discard"])}</span>'
                    f'{card_svg(discard, size="sm", lang=lang)}')
        more = len(bater.splits) - 1
        head = (f'<div class="ctl-section">{escape(t["split"])}</div>'
                f'<div class="ctl-line">{note}</div>')
        return head + _split_block(melds, lang, "sm") + _more_note(more, lang)
    if analysis.complete and analysis.partitions:
        more = len(analysis.partitions) - 1
        return (f'<div class="ctl-section">{escape(t["split"])}</div>'
                + _split_block(analysis.partitions[0], lang, "sm") + _more_note(more, lang))
    formed = analysis.melds_formed
    formed = list(formed) if formed else []
    if formed and all(hasattr(m, "cards") and hasattr(m, "kinds") for m in formed):
        return (f'<div class="ctl-section">{escape(t["formed"])}</div>'
                + _split_block(formed, lang, "sm"))
    return ""


def _more_note(more: int, lang: str) -> str:
    if more <= 0:
        return ""
    return f'<div class="ctl-note">{escape(_plural(lang, "more_splits", more))}</div>'


def _discard_table(discards: Sequence[Any], lang: str) -> str:
    t = _TEXT[lang]
    head = "".join(f"<th{cls}>{escape(t[k])}</th>" for k, cls in (
        ("discard", ""), ("na_boa", ""), ("outs", ""),
        ("live_outs", ' class="ctl-num"'), ("missing", ' class="ctl-num"')))
    rows = []
    for d in discards:
        rows.append(
            f"<tr><td>{card_svg(d.card, size='sm', lang=lang)}</td>"
            f"<td>{escape(t['yes'] if d.na_boa else t['no'])}</td>"
            f"<td>{_outs_block(d.outs, lang)}</td>"
            f'<td class="ctl-num">{int(d.live_outs)}</td>'
            f'<td class="ctl-num">{int(d.missing)}</td></tr>')
    return (f'<div class="ctl-section">{escape(t["discards"])}</div>'
            f'<table class="ctl-table"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def _outs_section(outs: Sequence[Any], lang: str) -> str:
    t = _TEXT[lang]
    live = sum(int(o.live) for o in outs)
    summary = (f'{_plural(lang, "kinds", len(outs))}, {_plural(lang, "live_cards", live)}'
               if outs else "")
    note = f'<div class="ctl-note">{escape(summary)}</div>' if summary else ""
    return (f'<div class="ctl-section">{escape(t["outs"])}</div>'
            + _outs_block(outs, lang) + note)


def analysis_html(analysis: Analysis, *, lang: str | None = None) -> str:
    """The analysis of a hand as HTML: the hand, vira and curingas, a status sentence, the best
    split as melds, the discard table (10 cards) or the outs (9 cards).

    ``lang`` None uses the analysis's own ``lang`` if it has one, else "pt".
    """
    lang = check_lang(lang or getattr(analysis, "lang", None) or "pt")
    t = _TEXT[lang]
    hand = tuple(analysis.hand)
    wilds = frozenset(analysis.curingas)
    n = len(hand)
    rules_id = getattr(analysis.rules, "id", None)
    head = (f'{escape(t["hand"])} <span class="ctl-key">'
            f'({n} {escape(t["card1" if n == 1 else "cards"])}')
    head += f", {escape(t['rules'])}: {escape(str(rules_id))})</span>" if rules_id else ")</span>"
    parts = [f'<div class="ctl-section">{head}</div>', _row(hand, wilds, lang, "md")]
    fields = []
    if analysis.vira is not None:
        fields.append(f'<span class="ctl-field"><span class="ctl-key">{escape(t["vira"])}</span>'
                      f'{card_svg(analysis.vira, size="sm", lang=lang)}</span>')
    if wilds:
        svgs = "".join(card_svg(c, wild=True, size="sm", lang=lang)
                       for c in sorted(wilds, key=display_order))
        fields.append(f'<span class="ctl-field"><span class="ctl-key">{escape(t["curingas"])}'
                      f"</span>{svgs}</span>")
    seen = tuple(analysis.seen)
    if seen:
        svgs = "".join(card_svg(c, size="sm", lang=lang, dimmed=True) for c in seen)
        fields.append(f'<span class="ctl-field"><span class="ctl-key">{escape(t["seen"])}'
                      f"</span>{svgs}</span>")
    if fields:
        parts.append(f'<div class="ctl-line">{"".join(fields)}</div>')
    parts.append(_status(analysis, lang))
    parts.append(_best_split(analysis, lang))
    if analysis.discards is not None:
        parts.append(_discard_table(analysis.discards, lang))
    if analysis.outs is not None:
        parts.append(_outs_section(analysis.outs, lang))
    return _root(*parts)
