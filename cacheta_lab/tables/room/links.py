"""A room's links in a notebook: as text, and each as a QR code a phone can read.

>>> from cacheta_lab.tables.room import links
>>> links({"watch": "ws://127.0.0.1:8765/…", "host": "…", "seats": ["…", "…"]}, lang="en")

The links are what ``cacheta-lab room serve`` prints on its first line (a JSON object, or that
line itself, or any object with ``watch``, ``host`` and ``seats`` attributes). In a notebook the
result draws itself as a table: who each link is for, the link, and its QR code (inline SVG
made by ``segno``; without ``segno`` the table shows the links alone and says how to get it).
The host link carries the teacher's secret: ``show_host=False`` leaves it out, for a table
shown on the projector.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any
from urllib.parse import urlsplit

from ...checks import check_flag, check_lang
from ...drawing.html import STYLE
from ...errors import refusal
from ...words.catalogue import term
from ...words.echo import short_repr
from ...words.text import html_lang

LONGEST_LINK = 2000  # characters: a room link is far shorter
SCHEMES = ("ws", "wss", "http", "https")


def check_link(url: Any) -> str:
    """``url`` if it reads as a room link (ws://, wss://, http:// or https://, with a host);
    a clear :class:`CachetaError` otherwise."""
    if not isinstance(url, str) or not url.strip() or len(url) > LONGEST_LINK:
        raise refusal("room_table.bad_link", value=short_repr(url))
    url = url.strip()
    try:
        parts = urlsplit(url)
        port_ok = parts.port is None or 0 < parts.port < 65536
    except ValueError:
        parts, port_ok = None, False
    if parts is None or parts.scheme.lower() not in SCHEMES or not parts.hostname or not port_ok:
        raise refusal("room_table.malformed_link", value=short_repr(url))
    return url


def qr_svg(text: str, title: str = "") -> str | None:
    """``text`` as a QR code in inline SVG (None when ``segno`` is not installed)."""
    try:
        import segno
    except ImportError:
        return None
    svg = segno.make(text, error="m").svg_inline(scale=3, border=2, dark="#000", light="#fff",
                                            title=title or None)
    return svg


@dataclass(frozen=True)
class RoomLinks:
    """The links of one room: ``watch`` (the projector), ``host`` (the teacher), ``seats``
    (one per seat, each with that seat's secret)."""

    watch: str
    host: str
    seats: tuple[str, ...]
    lang: str = "pt"
    show_host: bool = True

    def rows(self) -> list[tuple[str, str, str]]:
        """(who it is for, what to do with it, the link), the projector first."""
        lang = self.lang
        rows = [(term("room_table.watch", lang), term("room_table.watch_hint", lang),
                 self.watch)]
        if self.show_host:
            rows.append((term("room_table.host", lang), term("room_table.host_hint", lang),
                         self.host))
        rows += [(term("room_table.seat", lang, n=i), term("room_table.seat_hint", lang), url)
                 for i, url in enumerate(self.seats)]
        return rows

    def __str__(self) -> str:
        return "\n".join(f"{who}: {url}" for who, _hint, url in self.rows())

    def _repr_html_(self) -> str:
        lang = self.lang
        cells = []
        for who, hint, url in self.rows():
            svg = qr_svg(url, term("room_table.qr", lang, what=who))
            qr = (svg if svg is not None
                  else '<span class="ctl-room-hint">pip install segno</span>')
            cells.append(
                '<figure class="ctl-room-link">'
                f'<figcaption><b>{escape(who)}</b><br><small>{escape(hint)}</small>'
                f'</figcaption>{qr}<code class="ctl-room-url">'
                f"{escape(url)}</code></figure>")
        title = escape(term("room_table.links_title", lang))
        return (f'{STYLE}<div class="ctl-room-links" lang="{html_lang(lang)}">'
                f'<p><b>{title}</b></p>{"".join(cells)}</div>')


def _field(source: Any, name: str) -> Any:
    if isinstance(source, Mapping):
        return source.get(name)
    return getattr(source, name, None)


def links(source: Any, lang: str = "pt", show_host: bool = True) -> RoomLinks:
    """The room's links from ``source``: a running room (``serve(...)``), the JSON line
    ``room serve`` prints, its object, or anything with ``watch``, ``host`` and ``seats``.
    Each link is checked."""
    check_lang(lang)
    check_flag("show_host", show_host)
    if not isinstance(source, Mapping | str | bytes) and isinstance(
            getattr(source, "links", None), Mapping):
        source = source.links  # a running room (``serve(...)``)
    if isinstance(source, str | bytes):
        try:
            source = json.loads(source)
        except ValueError:
            source = None
    seats = _field(source, "seats") if source is not None else None
    if (source is None or not isinstance(seats, list | tuple) or not seats
            or _field(source, "watch") is None or _field(source, "host") is None):
        raise refusal("room_table.bad_links")
    return RoomLinks(check_link(_field(source, "watch")), check_link(_field(source, "host")),
                     tuple(check_link(s) for s in seats), lang, show_host)
