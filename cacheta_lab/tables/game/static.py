"""The game table drawn in plain HTML, for the viewers that run no widget (a saved notebook on
GitHub, nbviewer, JupyterLite): the piles, each seat (hidden hands as a count), the status and
the last moves, styled by the package's stylesheet (:data:`cacheta_lab.drawing.html.STYLE`)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ...drawing.html import STYLE
from ...drawing.svg import card_back_svg, card_svg
from ...engine.cards import parse_card
from ...words.catalogue import term
from ...words.text import html_lang
from .view import build_view

if TYPE_CHECKING:
    from .widget import GameTable

STATIC_LOG = 6  # moves listed in the static drawing, newest first


def _card(code: str, table: GameTable) -> str:
    card = parse_card(code)
    return card_svg(card, wild=card in table.round.judge.wild, size="sm", lang=table.lang)


def _seat(seat: dict[str, Any], table: GameTable) -> str:
    facts = [escape(x) for x in (seat["level"], seat["count_text"], seat["points"] or "") if x]
    if seat["out"]:
        facts.append(escape(term("game.out", table.lang)))
    if seat["cards"] is not None:
        cards = "".join(_card(c["code"], table) for c in seat["cards"])
    else:  # a hidden hand: one back and how many cards, never the cards
        cards = (card_back_svg(size="sm", lang=table.lang)
                 + f'<span class="ctl-g-hidden">{escape(seat["hidden_label"])}</span>')
    return (f'<div class="ctl-g-seat"><p class="ctl-g-seat-name"><b>{escape(seat["name"])}'
            f"</b> · {' · '.join(facts)}</p>"
            f'<div class="ctl-g-hand">{cards}</div></div>')


def _pile(caption: str, body: str) -> str:
    return (f'<figure class="ctl-g-pile"><figcaption>{escape(caption)}</figcaption>'
            f"{body}</figure>")


def static_html(table: GameTable) -> str:
    """The table as it stands, as plain HTML with the cards' SVGs and no script: the piles, each
    seat (hidden hands as a count), the status and the last moves."""
    view = build_view(table)
    lang = table.lang
    piles = [_pile(view["text"]["vira"].capitalize(),
                   _card(view["vira"]["code"], table) if view["vira"]
                   else escape(view["text"]["no_vira"])),
             _pile(view["monte_info"], card_back_svg(size="sm", lang=lang)),
             _pile(view["lixeira_info"],
                   _card(view["lixeira"]["code"], table) if view["lixeira"] else "")]
    log = "".join(f"<li>{escape(e['text'])}</li>" for e in view["log"][:STATIC_LOG])
    return (f'{STYLE}<div class="ctl-g-static" lang="{html_lang(lang)}">'
            f'<p class="ctl-g-line"><b>{escape(view["text"]["title"])} · '
            f'{escape(view["preset"])}</b></p>'
            f'<p class="ctl-g-line">{escape(view["status"])}</p>'
            f'<div class="ctl-g-piles">{"".join(piles)}</div>'
            f'{"".join(_seat(seat, table) for seat in view["seats"])}'
            + (f'<p class="ctl-g-log-title"><b>{escape(view["text"]["log"])}</b></p>'
               f'<ol reversed class="ctl-g-log">{log}</ol>' if log else "")
            + "</div>")
