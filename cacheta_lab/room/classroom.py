"""A teacher's class: several tables, each a room with its own links and deal, and the class's
own two links, the teacher's (``/c/<class>/host?key=…``) and the projector's
(``/c/<class>/watch?key=…``). What those two see of each table is its public summary: the
room's public table cut to a glance (no hand, not even the ones the host revealed), as it was
when its last move was written (docs/room.md, *A class*)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from ..words.catalogue import term
from ..words.text import LANGS, join
from .links import HOST, WATCH, Address, new_room_id, new_secret, parse_address
from .table import Room

MAX_TABLES = 20  # tables one class holds
CLASS_PATH = "c"  # a class's links: /c/<class>/host, /c/<class>/watch

__all__ = ["MAX_TABLES", "Classroom", "class_address", "class_link", "summary"]


def class_link(base: str, cid: str, role: str, key: str) -> str:
    """The class's link of ``role`` (host or watch)."""
    return f"{base}/{CLASS_PATH}/{cid}/{role}?{urlencode({'key': key})}"


def class_address(path: str) -> Address | None:
    """What a class's request target names (its ``room`` is the class's id, its role host or
    watch), or None when it is not a class's. Read as a room's link is (:func:`parse_address`):
    the same bounds, key, ``lang``."""
    prefix = f"/{CLASS_PATH}/"
    if not path.startswith(prefix):
        return None
    address = parse_address(f"/r/{path[len(prefix):]}")
    return address if address is not None and address.role in (HOST, WATCH) else None


def summary(room: Room, number: int, lang: str) -> dict[str, Any]:
    """Table ``number`` at a glance: its room's public table (the same for every link of the
    room) cut short: whose turn, paused, over and who won (with the winner's laid-down hand,
    public by the rules), the vira and curingas, the lixeira's top, the counts, who is
    connected or a bot, the last move in words. No hand is in it, nor the hands the host
    revealed."""
    table = json.loads(room.table_json(lang))
    result, match = table["result"], table["match"]
    return {
        "number": number, "room": room.id, "game": room.game_index, "seq": room.seq,
        "unit": room.settings.unit, "preset": table["preset"], "players": table["players"],
        "seats": table["seats"], "turn": table["turn"], "phase": table["phase"],
        "status": table["status"], "paused": table["paused"],
        "revealed": table["revealed"] is not None, "over": table["over"],
        "result": None if result is None else {k: result[k] for k in ("winner", "how",
                                                                       "shown")},
        "vira": table["vira"], "curingas": table["curingas"],
        "top": table["lixeira"][-1] if table["lixeira"] else None,
        "stock_size": table["stock_size"], "hand_sizes": table["hand_sizes"],
        "turns": table["turns"], "connected": table["connected"], "bots": table["bots"],
        "last": table["last"][-1]["text"] if table["last"] else None,
        "match": None if match is None else {k: match[k] for k in ("round", "wins", "over",
                                                                   "winner")},
    }


class Classroom:
    """The class: its id, its keys (``secrets``: host and watch), its tables in order (rooms,
    numbered from 1) and each table's latest written summary in each language."""

    def __init__(self, cid: str, secrets: dict[str, str], tables: list[Room]) -> None:
        self.id = cid
        self.secrets = secrets
        self.tables = tables
        self.version = 0  # grows with every summary refreshed
        self._numbers = {room.id: n for n, room in enumerate(tables, 1)}
        self._summaries: dict[str, dict[str, dict[str, Any]]] = {}
        self._frames: dict[str, tuple[int, str]] = {}

    @classmethod
    def create(cls, tables: list[Room]) -> Classroom:
        """A new class of ``tables``, with fresh keys and an id no table has."""
        taken = {room.id for room in tables}
        cid = new_room_id()
        while cid in taken:
            cid = new_room_id()
        return cls(cid, {HOST: new_secret(), WATCH: new_secret()}, tables)

    def number(self, room: Room) -> int | None:
        """The table number of ``room`` (1, 2, …), or None when it is not one of the class's."""
        return self._numbers.get(room.id)

    def refresh(self, room: Room) -> None:
        """Keep ``room``'s summary as it is now (call it when its moves are all written)."""
        number = self._numbers[room.id]
        self._summaries[room.id] = {lang: summary(room, number, lang) for lang in LANGS}
        self.version += 1

    def summaries(self, lang: str) -> list[dict[str, Any]]:
        """Every table's latest written summary, in table order."""
        return [self._summaries[room.id][lang] for room in self.tables]

    def welcome(self, role: str, seat: int | None, lang: str) -> dict[str, Any]:
        """The first frame of a class link's connection (and the answer to ``hello``)."""
        return {"type": "welcome", "protocol": 1, "role": role, "seat": None, "room": None,
                "class": self.id, "lang": lang, "tables": len(self.tables)}

    def state_frame(self, seat: int | None, lang: str) -> str:
        """The ``class`` frame: every table's summary (kept until the next refresh)."""
        cached = self._frames.get(lang)
        if cached is None or cached[0] != self.version:
            frame = {"type": "class", "class": self.id, "seq": self.version, "lang": lang,
                     "tables": self.summaries(lang)}
            cached = (self.version, json.dumps(frame, ensure_ascii=False,
                                               separators=(",", ":")))
            self._frames[lang] = cached
        return cached[1]

    def overview(self, lang: str) -> str:
        """The class as text, a line a table: its status and each seat's state."""
        return "\n".join(_overview_line(table, lang) for table in self.summaries(lang))


def seat_state(table: dict[str, Any], seat: int, lang: str) -> str:
    """How a table's seat is held: a bot of its level, or a person connected or away."""
    level = table["bots"].get(str(seat))
    if level is not None:
        return term("room.bot", lang, level=term(f"level.{level}", lang))
    return term("room.connected" if seat in table["connected"] else "room.away", lang)


def _overview_line(table: dict[str, Any], lang: str) -> str:
    seats = [term("room_class.overview_seat", lang, who=term("player", lang, seat=seat),
                  state=seat_state(table, seat, lang)) for seat in table["seats"]]
    return term("room_class.overview", lang, n=table["number"], status=table["status"],
                seats=join(seats, lang))
