"""A room in a notebook: the game table joined to a room's server, and the room's links.

:mod:`.widget` holds :class:`RoomTable` (what ``GameTable(room=URL)`` makes); :mod:`.remote_round`
the room's round as one link sees it, shaped like the engine's round for the game table's view
code; :mod:`.links` the room's links as text and QR codes (``links(room)``). The server itself
is :mod:`cacheta_lab.room`.

``RoomTable`` is imported when first asked for, so that ``links`` needs no widget library.
"""

from __future__ import annotations

import importlib
from typing import Any

from .links import RoomLinks, check_link, links

__all__ = ["RoomLinks", "RoomTable", "check_link", "links"]


def __getattr__(name: str) -> Any:
    if name == "RoomTable":
        return importlib.import_module(".widget", __name__).RoomTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
