"""A class's two pages, served over plain HTTP and live through a WebSocket to their own link:
the teacher's (every table's seats, links and QR codes, its state, the buttons that act on all
tables or one; printable) and the projector's (every table at a glance on one screen, public
information only). Self-contained: the card faces are the project's own drawings; the words
are the catalogue's; the scripts and styles are the files of ``class_static/``."""

from __future__ import annotations

from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from ..tables.room.links import qr_svg
from ..words.catalogue import counted, term, terms
from ..words.text import html_lang
from .page import NO_ICON, _script_json, faces
from .race_page import race_panel

STATIC = Path(__file__).with_name("class_static")

PAGE_TERMS = ("room_class.table", "room_class.paused", "room_class.playing",
              "room_class.finished", "room_class.hands_open", "room_class.round_of_match",
              "room_class.round",
              "room_class.to_play", "room_class.done", "room_class.live", "room_class.last",
              "room_class.pause_table", "room_class.resume_table", "room_class.next_table",
              "room_class.confirm_text", "room_class.none_finished", "room_class.taken_of",
              "room.connected", "room.status_draw", "room.status_discard",
              "room.away", "room.bot", "room.offline", "room.winner", "room.drawn", "player",
              "level.random", "level.greedy", "level.strong", "end.bater", "end.furar",
              "end.stock", "end.limit", "end.default", "game.cards.one", "game.cards.many",
              "game.monte", "game.lixeira", "game.no_vira", "game.empty", "vira", "curinga")


@cache
def _static(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def _page(lang: str, title: str, body: str, style: str, script: str,
          extra: str = "") -> str:
    """A whole page: the words it needs, the card faces, its style and script."""
    return (f'<!doctype html><html lang="{html_lang(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'{NO_ICON}<title>{escape(title)}</title>'
            f"<style>{_static(style)}</style></head><body>{body}"
            f'<script type="application/json" id="terms">'
            f"{_script_json(terms(list(PAGE_TERMS), lang))}</script>{extra}"
            f"<script>{_static(script)}</script></body></html>")


def _qr(url: str, label: str) -> str:
    """The link as a QR code (an image with its label); without ``segno``, how to get it."""
    svg = qr_svg(url)
    if svg is None:
        return '<span class="no-qr">pip install segno</span>'
    return svg.replace("<svg ", f'<svg role="img" aria-label="{escape(label)}" ', 1)


def _seat_row(number: int, seat: int, url: str, bot: str | None, lang: str) -> str:
    """A seat's row: who, how it is held (a bot's, drawn so in print too), its link and QR."""
    who = term("player", lang, seat=seat)
    label = term("room_class.qr_of", lang, seat=seat, n=number)
    state = term("room.bot", lang, level=term(f"level.{bot}", lang)) if bot else "…"
    held = ' class="bot"' if bot else ""
    return (f'<tr data-seat="{seat}"{held}><th scope="row">{escape(who)}</th>'
            f'<td data-field="state">{escape(state)}</td>'
            f'<td><code class="link">{escape(url)}</code></td>'
            f'<td class="qr">{_qr(url, label)}</td></tr>')


def _table_section(table: dict[str, Any], lang: str) -> str:
    n = table["number"]
    name = escape(term("room_class.table", lang, n=n))
    rows = "".join(_seat_row(n, seat, url, table["bots"].get(str(seat)), lang)
                   for seat, url in enumerate(table["seats"]))
    heads = "".join(f'<th scope="col">{escape(term(f"room_class.{k}", lang))}</th>'
                    for k in ("seat", "state", "link", "qr"))
    return (
        f'<section class="tbl" data-table="{n}" aria-labelledby="t{n}">'
        f'<div class="tbl-head"><h2 id="t{n}">{name}</h2>'
        f'<p class="tbl-status" data-field="status">…</p>'
        f'<div class="tbl-actions">'
        f'<button type="button" data-act="toggle" data-table="{n}">'
        f'{escape(term("room_class.pause_table", lang, n=n))}</button>'
        f'<button type="button" data-act="next" data-table="{n}">'
        f'{escape(term("room_class.next_table", lang, n=n))}</button></div></div>'
        f'<table class="seats"><caption>{name}</caption><thead><tr>{heads}</tr></thead>'
        f"<tbody>{rows}</tbody></table>"
        f'<p class="print-hint">{escape(term("room_class.print_hint", lang))}</p>'
        f'<details class="tbl-links"><summary>{escape(term("room_class.table_links", lang))}'
        f'</summary><p>{escape(term("room_class.table_watch", lang))}: '
        f'<code class="link">{escape(table["watch"])}</code></p>'
        f'<p>{escape(term("room_class.table_host", lang))}: '
        f'<code class="link">{escape(table["host"])}</code></p></details></section>')


def _overview(tables: list[dict[str, Any]], lang: str) -> str:
    """Every table in a row: its state and how many of its seats are taken (live)."""
    heads = "".join(f'<th scope="col">{escape(term(k, lang))}</th>'
                    for k in ("room_class.table_col", "room_class.state", "room_class.taken"))
    rows = "".join(
        f'<tr data-table="{t["number"]}"><th scope="row"><a href="#t{t["number"]}">'
        f'{escape(term("room_class.table", lang, n=t["number"]))}</a></th>'
        f'<td data-field="status">…</td><td data-field="taken">…</td></tr>' for t in tables)
    return (f'<table class="overview"><caption>{escape(term("room_class.glance", lang))}'
            f"</caption><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>")


def host_page(links: dict[str, Any], lang: str) -> str:
    """The teacher's page of a class whose links are ``links`` (:attr:`ClassServer.links`)."""
    title = term("room_class.host_title", lang)
    count = counted("room_class.tables", len(links["tables"]), lang)
    projector = term("room_class.projector", lang)

    def button(ident: str, key: str) -> str:
        return f'<button type="button" id="{ident}">{escape(term(key, lang))}</button>'

    body = (
        f'<header><h1>{escape(title)}</h1><p class="sub">{escape(count)} · '
        f'<span id="live">{escape(term("room_class.live", lang))}</span></p></header><main>'
        f'<p class="intro">{escape(term("room_class.host_intro", lang))}</p>'
        f'<section class="all" aria-labelledby="all-h">'
        f'<h2 id="all-h">{escape(term("room_class.all_tables", lang))}</h2>'
        f'<div class="buttons">{button("pause-all", "room_class.pause_all")}'
        f'{button("resume-all", "room_class.resume_all")}'
        f'{button("next-all", "room_class.next_all")}</div>'
        f'<fieldset class="print-as"><legend>{escape(term("room_class.print_as", lang))}'
        f'</legend><label><input type="radio" name="print-as" value="pages" checked> '
        f'{escape(term("room_class.print_pages", lang))}</label> <label><input type="radio" '
        f'name="print-as" value="list"> {escape(term("room_class.print_list", lang))}</label> '
        f'{button("print", "room_class.print")}</fieldset>'
        f'<p id="note" role="status"></p>{_overview(links["tables"], lang)}'
        f'<div class="projector"><p>{escape(projector)}: <code class="link">'
        f'{escape(links["watch"])}</code></p>{_qr(links["watch"], projector)}</div></section>'
        f'{"".join(_table_section(t, lang) for t in links["tables"])}</main>'
        f'<dialog id="confirm" aria-labelledby="confirm-h">'
        f'<h2 id="confirm-h">{escape(term("room_class.confirm_title", lang))}</h2>'
        f'<p id="confirm-text"></p><div class="buttons">'
        f'{button("deal-all", "room_class.deal_all")}'
        f'{button("deal-finished", "room_class.deal_finished")}'
        f'{button("cancel", "room_class.cancel")}</div></dialog>')
    return _page(lang, title, body, "class_host.css", "class_host.js")


def watch_page(lang: str, tables: int) -> str:
    """The class's projector page for ``tables`` tables: every table at a glance."""
    title = term("room_class.title", lang)
    cards = "".join(
        f'<section class="tbl" data-table="{n}" aria-labelledby="t{n}">'
        f'<div class="head"><h2 id="t{n}">{escape(term("room_class.table", lang, n=n))}</h2>'
        f'<span class="badge"></span></div><p class="status">…</p>'
        f'<div class="piles"><figure class="pile"><div class="face" data-field="vira"></div>'
        f'<figcaption>{escape(term("vira", lang))}<span data-field="curinga"></span>'
        f'</figcaption></figure>'
        f'<figure class="pile"><div class="face" data-field="top"></div>'
        f'<figcaption>{escape(term("game.lixeira", lang))}</figcaption></figure>'
        f'<div class="monte"><span class="n" data-field="stock">–</span>'
        f'<span class="lbl">{escape(term("game.monte", lang))}</span></div></div>'
        f'<div class="shown" hidden></div><ol class="seats"></ol><p class="last"></p></section>'
        for n in range(1, tables + 1))
    legend = (f'<span class="chip turn">{escape(term("room_class.to_play", lang))}</span>'
              f'<span class="chip away">{escape(term("room.away", lang))}</span>'
              f'<span class="chip bot">⚙ {escape(term("room_class.bot", lang))}</span>')
    body = (f'<header><h1>{escape(title)}</h1><p class="legend">{legend}</p>'
            f'<p id="offline" hidden>{escape(term("room.offline", lang))}</p></header>'
            f'<main id="grid">{cards}</main>')
    extra = f'<script type="application/json" id="faces">{faces()}</script>{race_panel(lang)}'
    return _page(lang, title, body, "class_watch.css", "class_watch.js", extra)
