"""What the class's host link does: a room's host action at several of its tables at once
(every table unless the frame names some), in one transaction of the state directory: either
every table named does it, or none changes (docs/room.md, *A class*)."""

from __future__ import annotations

from typing import Any

from ..checks import whole
from ..words.catalogue import Said
from ..words.echo import short_repr
from ..words.said import in_both
from ..words.text import join
from .classroom import Classroom
from .store import Store, StoreError
from .table import HOST_ACTIONS, Room, RoomError, refusal

NEXT = "next"  # each table's next game: a new round; where it plays matches, the match's next
# round once one ended (its end shown), or a new match once the match is over
ONE_TABLE = ("step", "log")  # actions done at one table at a time
STARTS = (NEXT, "new_round", "new_match")
ACTIONS = (*HOST_ACTIONS, NEXT)


def tables_named(classroom: Classroom, data: dict[str, Any]) -> list[Room]:
    """The tables a frame's ``tables`` names (numbers from 1, none twice), every table when it
    names none."""
    value = data.get("tables")
    if value is None:
        return list(classroom.tables)
    last = len(classroom.tables)
    if (not isinstance(value, list) or not value or len(value) > last
            or not all(whole(n) and 1 <= n <= last for n in value)
            or len(set(value)) != len(value)):
        raise refusal("bad_frame", "room_class.bad_tables", last=last)
    return [classroom.tables[n - 1] for n in value]


def act(classroom: Classroom, store: Store, data: dict[str, Any]
        ) -> tuple[list[Room], dict[str, Any] | None]:
    """Do the class host frame ``data`` (``action``, ``tables``, the action's own fields):
    the tables it acted on and the answer a ``log`` action gives; a refusal at any table (or a
    write the disk refuses) undoes it at every table and raises :class:`RoomError` naming the
    table."""
    action = data.get("action")
    if not isinstance(action, str) or action not in ACTIONS:
        raise refusal("bad_action", "room.bad_action", value=short_repr(action, 30),
                      actions=", ".join(ACTIONS))
    rooms = tables_named(classroom, data)
    if action in ONE_TABLE and len(rooms) != 1:
        raise refusal("bad_action", "room_class.one_table", action=action)
    if action in STARTS and data.get("force") is not True:
        playing = [classroom.number(room) for room in rooms
                   if not room.game.over and _started(room, action) != "deal"]
        if playing:
            key = "room_class.table_playing" if len(playing) == 1 else "room_class.tables_playing"
            raise refusal("bad_action", key,
                          tables=in_both(lambda lang: join([str(n) for n in playing], lang)))
    kept = [room.host_state() for room in rooms]
    answer = None
    try:
        with store.batch():
            for room in rooms:
                answer = _at_table(classroom, room, action, data)
    except (RoomError, StoreError) as err:
        for room, state in zip(rooms, kept, strict=True):
            room.undo_to(state)
        if isinstance(err, RoomError):
            raise
        raise refusal("not_saved", "room.not_saved", why=err.reason) from None
    if answer is not None:
        answer = {**answer, "table": classroom.number(rooms[0])}
    return rooms, answer


def _started(room: Room, action: str) -> str:
    """The room action ``action`` is at ``room``: :data:`NEXT` is a new round; where the room
    plays matches, ``deal`` between a match's rounds (its end shown), a new match after."""
    if action != NEXT:
        return action
    if room.settings.unit != "match":
        return "new_round"
    return "deal" if room.ended is not None else "new_match"


def _at_table(classroom: Classroom, room: Room, action: str, data: dict[str, Any]
              ) -> dict[str, Any] | None:
    """The action at one table; its refusal names the table."""
    try:
        return room.host(_started(room, action), data)
    except RoomError as err:
        raise RoomError(err.code, Said("room_class.at_table", n=classroom.number(room),
                                       why=err.said)) from None
