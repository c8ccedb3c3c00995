"""The card table drawn in plain HTML, for the viewers that run no widget (a saved notebook on
GitHub, nbviewer): the preset, the vira and the hand as cards, and a note to run the cell."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...drawing.html import cards_html
from ...words.catalogue import term
from ...words.text import html_lang

if TYPE_CHECKING:
    from .widget import CardTable


def static_html(table: CardTable) -> str:
    """The vira and the hand as cards, the preset and a note to run the cell."""
    lang = table.lang
    vira = (f"{term('vira', lang).capitalize()}: "
            f"{cards_html([table.vira], lang=lang)}" if table.vira else "")
    return (f'<div class="ctl-t-static" lang="{html_lang(lang)}">'
            f"<p><b>{escape(term('table.title', lang))}</b> · {escape(table.preset)} · "
            f"{escape(term('table.static_note', lang))}</p>{vira}"
            f"{cards_html(table.hand, wilds=table.analysis.curingas, lang=lang)}</div>")
