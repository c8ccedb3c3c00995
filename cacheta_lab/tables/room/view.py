"""What a table joined to a room says besides the game table's view: its status line, the
note and buttons of its bar (:func:`room_view`) and the teacher's marks on each seat
(:func:`seat_marks`), all read from the room's latest ``state`` frame and the table's own
situation (away, its link opened elsewhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...words.catalogue import counted, term
from ...words.catalogue.room_table import ASK, FRONT_END, WHY

if TYPE_CHECKING:
    from .widget import RoomTable

WATCHING = {"watch": "room_table.watching", "host": "room_table.hosting"}


def public(table: RoomTable) -> dict[str, Any]:
    """The room's public table in the latest state (empty before the first)."""
    return (table._state or {}).get("table", {})


def status(table: RoomTable) -> str:
    """The status line: to a seat its own situation (its turn, the end, the room paused at
    its turn, a bot playing it, its link opened elsewhere); otherwise whose turn it is, as
    the room says it (Step and Play belong to a local table, not to a room)."""
    lang, seat, rnd = table.lang, table.seat, table.round
    room = public(table)
    if table.replaced:
        return term("room_table.replaced_status", lang, n=seat)
    if rnd.over:
        return table.local_status()
    if seat is not None:
        level = (room.get("bots") or {}).get(str(seat))
        if level is not None:
            return term("room_table.bot_holds_you", lang, level=term(f"level.{level}", lang))
        if room.get("paused") and not room.get("revealed") and rnd.turn == seat:
            return term("room_table.paused_your_turn", lang)
        if not room.get("paused") and (table.waiting_for_learner or seat in rnd.out
                                       or table.furar_chance):
            return table.local_status()
    said = str(room.get("status", ""))
    return said[:1].upper() + said[1:]


def room_view(table: RoomTable) -> dict[str, Any]:
    """The room's part of the view: the link's role, its note (connecting, away, paused,
    watching, its link opened elsewhere), whether a game is being played (the host's Next
    round and New match ask first then) or a match's round end is shown, the words of the
    bar and of the question, and the host's seat buttons."""
    lang, room = table.lang, public(table)
    bots = {int(k) for k in (room.get("bots") or {})}
    rnd = table.round
    return {
        "role": table.role,
        "paused": table.paused,
        "revealed": rnd.revealed,
        "away": table.away,
        "replaced": table.replaced,
        "game_on": bool(room) and not room.get("over") and room.get("round_end") is None,
        "round_end": room.get("round_end") is not None,
        "note": _note(table),
        "text": {short: term(key, lang) for short, key in FRONT_END.items()},
        "ask": {short: term(key, lang) for short, key in ASK.items()},
        "seats": ([{"seat": s, "bot": s in bots,
                    "label": term("room_table.bot_seat", lang, n=s)}
                   for s in rnd.seats] if table.role == "host" else []),
    }


def _note(table: RoomTable) -> str | None:
    lang = table.lang
    if not table.ready:
        return waiting_note(table)
    if table.replaced:
        return term("room_table.replaced", lang)
    if table.away:
        return away_note(table)
    if table.paused:
        return term("room.status_paused", lang)
    return term(WATCHING[table.role], lang) if table.role in WATCHING else None


def waiting_note(table: RoomTable) -> str:
    """What the table says before the room's first state (in a browser, where it does not
    wait for it): connecting, that no room answered yet, or why the link was refused."""
    failure = getattr(getattr(table, "_conn", None), "failure", None)
    if failure is not None:
        return failure.message(table.lang)
    if table.away:
        return table.turned_away() or table.unreachable().message(table.lang)
    return term("room_table.connecting", table.lang)


def away_note(table: RoomTable) -> str:
    """Why the table is away from its room, once it has joined: the door's reason, or that
    there is no connection; either way it is trying again."""
    return table.turned_away() or term("room.offline", table.lang)


def seat_marks(table: RoomTable, seat: int) -> list[str]:
    """What the teacher's table marks on ``seat``: how many times its link was opened
    elsewhere, and why its last move was refused (until it moves again)."""
    lang, room = table.lang, public(table)
    marks = []
    taken = (room.get("taken_over") or {}).get(str(seat))
    if taken:
        marks.append(counted("room_table.taken_over", taken, lang))
    code = (room.get("refused") or {}).get(str(seat))
    if code:
        why = (term(f"room_table.why.{code}", lang) if code in WHY
               else term("room_table.why.other", lang, code=code))
        marks.append(term("room_table.refused", lang, why=why))
    return marks
