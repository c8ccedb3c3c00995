"""Drawing cards: each card face, the joker and the card back as an inline SVG string.

This is the one place cards are drawn (:mod:`cacheta_lab.drawing.html` lays the drawn cards out in
HTML). Everything here returns plain strings built with the standard library: no network, no
downloaded fonts, no external images. The SVG of a card carries no ``xmlns`` (inline SVG in HTML
does not need it, and JupyterLab adds it itself when it shows ``image/svg+xml``), so no output
holds a URL. Colours come from :mod:`cacheta_lab.drawing.palette`; words from the catalogue.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from math import cos, pi, sin

from ..checks import check_lang
from ..engine.cards import RANKS, RED_SUITS, SUITS, Card, display_order, parse_card, parse_cards
from ..errors import CachetaError
from ..words.catalogue import Said, term
from ..words.echo import short_repr
from ..words.text import join_or
from . import palette

__all__ = ["COLORS", "SIZES", "card_back_svg", "card_svg"]

#: Card sizes in CSS pixels (width, height); the drawing itself is a 100 x 140 viewBox.
SIZES: dict[str, tuple[int, int]] = {"sm": (44, 62), "md": (64, 90), "lg": (96, 134)}

#: The colours of a card, by name (from :mod:`cacheta_lab.drawing.palette`).
COLORS: dict[str, str] = palette.CARD_COLORS

_FOUR_COLORS = {"c": palette.GREEN, "d": palette.BLUE, "h": palette.RED, "s": palette.BLACK}
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


def _n(x: float) -> str:
    """A number for an SVG attribute: at most two decimals, no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def check_size(size: str) -> tuple[int, int]:
    """The (width, height) of card ``size``; an unknown size raises :class:`CachetaError`."""
    if not isinstance(size, str) or size not in SIZES:
        raise CachetaError(Said("drawing.size", value=short_repr(size)))
    return SIZES[size]


def _suit_color(suit: str, four_color: bool) -> str:
    if four_color:
        return _FOUR_COLORS[suit]
    return palette.RED if suit in RED_SUITS else palette.BLACK


def _card_color(card: Card, four_color: bool) -> str:
    return palette.JOKER if card.is_joker else _suit_color(card.suit, four_color)


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


def as_cards(stands_for: Card | str | Iterable[Card | str] | None) -> tuple[Card, ...]:
    """Cards given as one card, a text of several ("9c 9d"), a list, or None (none)."""
    if stands_for is None:
        return ()
    if isinstance(stands_for, Card | str):  # a string may hold several cards: "9c 9d"
        return tuple(parse_cards(stands_for))
    return tuple(parse_card(c) for c in stands_for)


def _card_label(card: Card, wild: bool, stands_for: tuple[Card, ...], lang: str) -> str:
    """The accessible name: "sete de copas", "joker, vale 7♥", "six of hearts, wild"."""
    parts = [card.name(lang)]
    if wild and not card.is_joker:
        parts.append(term("card.wild", lang))
    if stands_for:
        parts.append(term("card.stands_for", lang,
                          cards=join_or([c.symbol for c in stands_for], lang)))
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
    dark = palette.CAPTION_TEXT
    naturals = sorted((c for c in cards if not c.is_joker), key=display_order)
    if not naturals:
        return [("text", "JK", palette.JOKER)]
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
    items = [("text", "=", palette.CAPTION_TEXT),
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
           f'rx="4" fill="{palette.CAPTION}" stroke="{palette.GOLD}" stroke-width="1.5"/>']
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
    purple = palette.JOKER
    parts: list[str] = []
    if size == "sm":
        parts.append(_text(24, 40, "JK", 28, purple))
        parts.append(_star(52, 72 if caption else 82, 26, purple))
        return parts
    parts.append(_text(24, 34, "JK", 22, purple))
    if not caption:
        parts.append(_text(76, 130, "JK", 22, purple, extra=' transform="rotate(180 76 122)"'))
    word = term("card.joker_word", lang)
    parts.append(_star(50, 66, 24, purple))
    parts.append(_star(50, 66, 10, palette.GOLD))
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
    width, height = check_size(size)
    wild = wild or card.is_joker
    stands = as_cards(stands_for)
    label = _card_label(card, wild, stands, lang)
    classes = ["ctl-card", f"ctl-card-{size}"]
    if card.is_joker:
        classes.append("ctl-joker")
    if wild:
        classes.append("ctl-wild")
    if dimmed:
        classes.append("ctl-dimmed")
    color = _card_color(card, four_color)
    face = palette.JOKER_FACE if card.is_joker else palette.FACE
    parts = [
        f'<svg class="{" ".join(classes)}" role="img" aria-label="{escape(label)}" '
        f'width="{width}" height="{height}" viewBox="0 0 100 140" '
        f'font-family="{_FONT}"{_DIM if dimmed else ""}>',
        f"<title>{escape(label)}</title>",
        f'<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="{face}" '
        f'stroke="{palette.OUTLINE}" stroke-width="3"/>',
    ]
    if wild:
        parts.append(f'<rect x="6" y="6" width="88" height="128" rx="6" fill="none" '
                     f'stroke="{palette.GOLD}" stroke-width="5"/>')
    if card.is_joker:
        parts.extend(_joker_face(size, lang, bool(stands)))
    else:
        parts.extend(_natural_face(card, size, color, bool(stands)))
    if wild:
        r = 12 if size == "sm" else 10
        parts.append(_star(86 - (r - 10), 19 + (r - 10), r, palette.GOLD, palette.GOLD_DARK,
                           1.5))
    if stands:
        parts.append(_caption(stands, four_color, size == "sm"))
    parts.append("</svg>")
    return "".join(parts)




def card_back_svg(*, size: str = "sm", lang: str = "pt") -> str:
    """The back of a card as an inline ``<svg>`` (a face-down card: the monte, a hidden hand),
    named "carta virada" / "face-down card" for screen readers."""
    check_lang(lang)
    width, height = check_size(size)
    label = escape(term("card.back", lang))
    return (f'<svg class="ctl-card ctl-card-{size} ctl-back" role="img" aria-label="{label}" '
            f'width="{width}" height="{height}" viewBox="0 0 100 140">'
            f"<title>{label}</title>"
            f'<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="{palette.BACK}" '
            f'stroke="{palette.BACK_EDGE}" stroke-width="3"/>'
            f'<rect x="12" y="12" width="76" height="116" rx="6" fill="none" '
            f'stroke="{palette.BACK_PATTERN}" stroke-width="3" stroke-dasharray="6 5"/></svg>')
