"""A room's links: who a URL says it is (room, role, seat), its key, and the constant-time check
of that key against the room's secrets."""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from ..words.text import LANGS

SEAT, HOST, WATCH, LOG = "seat", "host", "watch", "log"
ROLES = (SEAT, HOST, WATCH)
LONGEST_KEY = 64
LONGEST_PATH = 200


def new_secret() -> str:
    """22 random URL-safe characters."""
    return secrets.token_urlsafe(16)


def new_room_id() -> str:
    return secrets.token_urlsafe(6).replace("-", "x").replace("_", "y").lower()


@dataclass(frozen=True)
class Address:
    """What a request's path and query name: ``role`` is seat, host, watch or log."""

    room: str
    role: str
    seat: int | None
    key: str
    lang: str | None
    game: int | None = None


def parse_address(path: str) -> Address | None:
    """The address of a request target (``/r/<room>/seat/<n>?key=…``), or None when it is not
    a room's. Never raises: any text is an address or None. Query fields besides ``key``,
    ``lang`` and ``game`` are ignored (the target's length bounds their number)."""
    if len(path) > LONGEST_PATH + LONGEST_KEY:
        return None
    route, _, query_text = path.partition("#")[0].partition("?")
    words = route.strip("/").split("/")
    query = parse_qs(query_text)
    key = (query.get("key") or [""])[0][:LONGEST_KEY]
    lang = (query.get("lang") or [None])[0]
    lang = lang if lang in LANGS else None
    game_text = (query.get("game") or [""])[0]
    game = int(game_text) if game_text.isascii() and game_text.isdigit() and len(
        game_text) < 7 else None
    if len(words) == 4 and words[0] == "r" and words[2] == SEAT:
        seat = words[3]
        if not (seat.isascii() and seat.isdigit() and len(seat) < 3):
            return None
        return Address(words[1], SEAT, int(seat), key, lang, game)
    if len(words) == 3 and words[0] == "r" and words[2] in (HOST, WATCH, LOG):
        return Address(words[1], words[2], None, key, lang, game)
    return None


def same_secret(given: str, expected: str) -> bool:
    """Whether ``given`` is ``expected``, compared in constant time."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8"))


def link(base: str, room: str, role: str, key: str, seat: int | None = None) -> str:
    """The link of one role of a room, e.g. ``http://127.0.0.1:8765/r/k3v9q2/seat/1?key=…``."""
    path = f"/r/{room}/{role}" + (f"/{seat}" if role == SEAT else "")
    return f"{base}{path}?{urlencode({'key': key})}"


def websocket_url(url: str) -> str:
    """The WebSocket endpoint of a link: ``http`` becomes ``ws``, ``https`` ``wss``."""
    parts = urlsplit(url)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    return urlunsplit((scheme, *parts[1:]))


def with_lang(url: str, lang: str) -> str:
    """The link with ``&lang=`` set."""
    parts = urlsplit(url)
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    query["lang"] = lang
    return urlunsplit((*parts[:3], urlencode(query), parts.fragment))
