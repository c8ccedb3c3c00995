"""A race of puzzles on the projector's pages (a room's and a class's): an overlay drawn over
the table while a race runs, fed by the page's own WebSocket (``window.cachetaRace(frame)`` for
every ``race`` frame), public information only: the puzzle and the time left, then the counts,
the answer, the coach's sentences and the standings. Self-contained, as the pages are: the
words are the catalogue's, the card faces the project's, the script and style the files of
``race_static/``."""

from __future__ import annotations

import json
from functools import cache
from html import escape
from pathlib import Path

from ..words.catalogue import term, terms

STATIC = Path(__file__).with_name("race_static")
RACE_TERMS = ("room_race.left", "room_race.answered", "room_race.bots_note", "room_race.other",
              "room_race.answer_is", "room_race.next_auto", "room_race.next_teacher",
              "room_race.points")


@cache
def _static(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def _json(data: object) -> str:
    """JSON safe inside a ``<script>`` element."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def race_panel(lang: str) -> str:
    """The race's overlay (hidden until a race frame comes), its words, style and script; the
    page holds the card faces (``<script id="faces">``)."""
    def words(key: str) -> str:
        return escape(term(key, lang))

    return (
        f"<style>{_static('race.css')}</style>"
        f'<section id="race" hidden aria-live="polite">'
        f'<div class="rc-head"><p class="rc-status"></p><span class="rc-left"></span>'
        f'<span class="rc-count"></span>'
        f'<button type="button" class="rc-close" aria-label="{words("room_race.close")}">×'
        f"</button></div>"
        f'<div class="rc-body"><div class="rc-puzzle"><p class="rc-prompt"></p>'
        f'<div class="rc-piles"><figure class="rc-pile"><div class="rc-vira"></div>'
        f'<figcaption>{words("vira")}</figcaption></figure>'
        f'<figure class="rc-pile"><div class="rc-top"></div>'
        f'<figcaption>{words("game.lixeira")}</figcaption></figure>'
        f'<figure class="rc-pile"><div class="rc-monte"></div>'
        f'<figcaption>{words("game.monte")}</figcaption></figure></div>'
        f'<div class="rc-hand"></div></div>'
        f'<div class="rc-side"><div class="rc-reveal" hidden><ol class="rc-options"></ol>'
        f'<p class="rc-answer"></p><p class="rc-why"></p><p class="rc-why rc-why2"></p>'
        f'<p class="rc-note rc-next"></p></div>'
        f'<h3>{words("room_race.standings")}</h3><ol class="rc-standings"></ol></div></div>'
        f"</section>"
        f'<script type="application/json" id="race-terms">'
        f"{_json(terms(list(RACE_TERMS), lang))}</script>"
        f"<script>{_static('race.js')}</script>")
