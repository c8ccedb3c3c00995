"""Rooms: one game of Cacheta that several notebooks join over the network, each a seat, the
projector the table, the teacher the host (the protocol: docs/room.md).

    from cacheta_lab.room import serve
    room = serve(preset="oficial", players=4, state="sala1", bots=["greedy"])  # a thread
    room.links        # {"watch": URL, "host": URL, "seats": [URL, …], …}
    room.stop()

A teacher's whole class, several tables in one server: :func:`serve_class` (its own host and
watch links see and command every table; :mod:`cacheta_lab.room.class_server`).

The server needs the ``websockets`` package (the ``jupyter``, ``test`` and ``room`` extras bring
it), imported only when a server is asked for: Python in a browser (JupyterLite), which cannot
serve, joins rooms with :mod:`cacheta_lab.room.protocol` and :mod:`cacheta_lab.room.browser`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..checks import check_count
from ..engine.rules import Rules
from ..errors import refusal
from . import transport
from .settings import ROUND_PAUSE

if TYPE_CHECKING:
    from .server import RoomServer

__all__ = ["ClassServer", "Room", "RoomError", "RoomServer", "Settings", "open_class",
           "open_server", "serve", "serve_class"]

_LAZY = {"RoomServer": "server", "bots_for": "settings", "Room": "table", "RoomError": "table",
         "Settings": "settings", "ClassServer": "class_server", "open_class": "class_server",
         "serve_class": "class_server"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def open_server(state: str | Path, preset: str | Rules = "oficial", players: int = 4,
                port: int = 0, host: str = "127.0.0.1",
                bots: Sequence[str] | Mapping[int, str] = (), unit: str = "round",
                seed: int | str = 0, bot_delay: float = 0.5, max_turns: int | None = 500,
                lang: str = "pt", rooms: int = 1, public_deal: bool = False,
                round_pause: float | None = ROUND_PAUSE, **limits: Any) -> RoomServer:
    """A server on the rooms of ``state``: those already there (a restart: same links), or
    ``rooms`` new ones. ``bots``: levels for the last seats, or ``{seat: level}``. Not yet
    listening: call ``run()`` or ``start_thread()``; nothing is written before it listens.
    ``public_deal``: the deals follow from ``seed`` alone (a lesson, a demonstration; see
    :mod:`.deal`). ``round_pause``: seconds a match shows a round's end before it deals the
    next (None: until the host deals it). ``limits``: ``rate``, ``burst`` of each
    connection's frames. Every value is
    checked first, as the command line checks it: a bad one is a one-line ``CachetaError``."""
    if transport.in_browser():
        raise refusal("room_table.no_server")
    from .server import RoomServer
    from .settings import MAX_ROOMS, Settings, check_bots

    settings = Settings.checked(preset, players, unit, seed, bot_delay, max_turns, public_deal,
                                round_pause)
    chosen = check_bots(settings.players, bots)
    count = check_count("rooms", rooms, 1, MAX_ROOMS)
    server = RoomServer(state, host, port, lang, **limits)
    if not server.rooms:
        for _ in range(count):
            server.add_room(settings, chosen)
    return server


def serve(preset: str | Rules = "oficial", players: int = 4, port: int = 0,
          host: str = "127.0.0.1", state: str | Path = "cacheta-room", **options: Any
          ) -> RoomServer:
    """Start a room server in a background thread and return it (``.links``, ``.stop()``);
    ``options`` as :func:`open_server` (``bots``, ``unit``, ``seed``, ``bot_delay`` …)."""
    server = open_server(state, preset, players, port, host, **options)
    server.start_thread()
    return server
