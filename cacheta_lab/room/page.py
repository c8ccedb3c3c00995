"""The pages a room serves over plain HTTP: the projector's live table (public information
only, self-contained: the card faces are the project's own drawings, inlined) and a line of
text for a link meant for a notebook."""

from __future__ import annotations

import json
from functools import cache
from html import escape
from pathlib import Path

from ..drawing.svg import card_back_svg, card_svg
from ..engine.cards import display_order, full_deck
from ..words.catalogue import term, terms
from ..words.text import html_lang
from .race_page import race_panel

WATCH_TERMS = ("room.page_title", "room.turn", "room.last_moves", "room.connected", "room.away",
               "room.bot", "room.offline", "room.winner", "room.won", "room.drawn",
               "room.curingas", "player", "level.random", "level.greedy", "level.strong",
               "end.bater", "end.furar", "end.stock", "end.limit", "end.default",
               "room_class.round_of_match", "room_class.finished", "room_class.hands_open",
               "room_class.paused", "game.monte", "game.lixeira", "game.no_vira", "game.empty",
               "vira", "game.cards.one", "game.cards.many", "game.points.one",
               "game.points.many")

STATIC = Path(__file__).with_name("room_static")
# no request for /favicon.ico: the page names its icon (none) itself
NO_ICON = '<link rel="icon" href="data:,">'
INFO_STYLE = "body{font:20px system-ui,sans-serif;margin:2rem}"
SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


@cache
def _static(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


@cache
def faces() -> str:
    """Every card face (and the back) as the project draws them, as JSON for the page."""
    drawn = {c.code: card_svg(c, size="lg") for c in sorted(set(full_deck(True)))}
    drawn["back"] = card_back_svg(size="lg")
    return _script_json(drawn)


def _script_json(data: object) -> str:
    """JSON safe inside a ``<script>`` element."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


@cache
def card_names(lang: str) -> str:
    """Each card's place in the order hands are shown in and its short name (``4♠``; the
    joker by its word), as JSON for the page."""
    joker = term("card.joker", lang)
    return _script_json({c.code: [i, joker if c.is_joker else c.code[:-1] + SUITS[c.code[-1]]]
                         for i, c in enumerate(sorted(set(full_deck(True)), key=display_order))})


def watch_page(lang: str) -> str:
    """The projector's page: the public table, live through a WebSocket to its own URL, on one
    screen (its style and script are the files of ``room_static/``)."""
    title = escape(term("room.page_title", lang))
    pile = '<figure class="pile"><div id="{id}"></div><figcaption>{label}</figcaption></figure>'
    return (
        f'<!doctype html><html lang="{html_lang(lang)}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{NO_ICON}'
        f"<title>{title}</title><style>{_static('room_watch.css')}</style></head><body>"
        f'<header><h1>{title}</h1><p id="about"></p><p id="badge" class="badge"></p>'
        f'<p id="offline" hidden>{escape(term("room.offline", lang))}</p></header>'
        f'<p id="status" role="status">…</p><main><section id="table"><div id="piles">'
        f'{pile.format(id="vira", label=escape(term("vira", lang)))}'
        f'{pile.format(id="top", label=escape(term("game.lixeira", lang)))}'
        f'<div id="monte" class="monte" role="img"><span class="n" id="stock">–</span>'
        f'<span class="lbl">{escape(term("game.monte", lang))}</span></div>'
        f'<p id="wild"></p></div><ol id="seats"></ol></section>'
        f'<section id="log"><h2>{escape(term("room.last_moves", lang))}</h2>'
        f'<ol id="last"></ol></section></main>'
        f'<script type="application/json" id="terms">'
        f"{_script_json(terms(list(WATCH_TERMS), lang))}</script>"
        f'<script type="application/json" id="faces">{faces()}</script>'
        f'<script type="application/json" id="cards">{card_names(lang)}</script>'
        f"{race_panel(lang)}<script>{_static('room_watch.js')}</script></body></html>")


def info_page(text: str, lang: str) -> str:
    """A page with one paragraph (a link meant for a notebook or ``room play``)."""
    title = escape(term("room.page_title", lang))
    return (f'<!doctype html><html lang="{html_lang(lang)}"><head>'
            f'<meta charset="utf-8">{NO_ICON}<title>{title}</title>'
            f"<style>{INFO_STYLE}</style></head>"
            f"<body><h1>{title}</h1><p>{escape(text)}</p>"
            f"</body></html>")
