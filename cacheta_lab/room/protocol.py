"""What every client of a room speaks, whatever carries it (docs/room.md): the frames a client
sends, the refusals it may get, and the engine's view of a seat rebuilt from the frames it
receives. Imports no network library: Python in a browser (JupyterLite) uses it too.
"""

from __future__ import annotations

import re
from typing import Any

from ..checks import check_lang, check_seats
from ..engine.cards import Card
from ..engine.rules import Rules
from ..errors import CachetaError
from ..game import json_fields as read
from ..game.judge import Judge
from ..game.moves import Move
from ..game.view_check import check_view, check_vira
from ..game.views import PlayerView, PublicLog
from ..words.catalogue import Said, Sayable

BACKOFF = (0.2, 0.4, 0.8, 1.5, 2.0)  # seconds between reconnection attempts
MAX_FRAME = 4 * 1024 * 1024  # the server's state frames stay far below this
LONGEST_WAIT = 86_400.0  # seconds: the most a client waits for a server away (a day)
LONGEST_ANSWER = 1000  # characters of a refusal's body a client reads


class RoomRefused(CachetaError):
    """The server refused the link (HTTP ``status`` 403: wrong key; 404: no such room)."""

    def __init__(self, status: int) -> None:
        key = "room.bad_key" if status == 403 else "room.no_room"
        super().__init__(Said(key))
        self.status = status


class RoomFull(CachetaError):
    """The server turned the link away for now (HTTP 503): the link, or the whole server, has
    all the connections it takes. Said in the door's own words (:func:`door_reason` of the
    ``answer``, the response's body); the clients try again with their backoff."""

    def __init__(self, answer: str) -> None:
        super().__init__(door_reason(answer))
        self.status = 503


def door_line(said: Said) -> str:
    """A refusal at the door as the server sends it (the body of its 403, 404 or 503): one
    line, both languages."""
    return f"{CachetaError(said)}\n"


def door_reason(answer: str) -> Said:
    """The door's reason for a 503, read back from its body (:func:`door_line`) as the
    catalogue's own sentence; a body that is none of them (another version's server, a proxy
    in front of it): that the server is busy. Nothing of the body is shown as it came."""
    text = answer[:LONGEST_ANSWER].strip()
    number = re.search(r"\d{1,6}", text)
    reasons = [Said("room.server_full")]
    if number is not None:
        reasons.append(Said("room.link_full", n=int(number.group())))
    for said in reasons:
        if text == door_line(said).strip():
            return said
    return Said("room_client.busy")


class RoomAway(CachetaError):
    """The server did not answer for longer than the client's patience."""

    def __init__(self, seconds: float) -> None:
        n = round(seconds)
        super().__init__(Said("room.gave_up", n=n))


class RoomIdle(CachetaError):
    """The room's game did not move (no new move, no new game) for longer than the client
    waits."""

    def __init__(self, seconds: float) -> None:
        super().__init__(Said("room_client.idle", n=round(seconds)))


class RoomBroken(CachetaError):
    """The server sent a frame that breaks the protocol: ``frame`` says which (its type, or
    "?"), ``why`` what was wrong with it. The client stops: it is the server's fault."""

    def __init__(self, frame: str, why: Sayable) -> None:
        super().__init__(Said("room_client.broken", frame=frame, why=why))
        self.frame = frame


def backoff(attempt: int) -> float:
    """Seconds to wait before reconnection attempt number ``attempt`` (0, 1, …)."""
    return BACKOFF[min(attempt, len(BACKOFF) - 1)]


# --- the frames a client sends (an ``id`` is added when sent) --------------------------------

def move_frame(move: Move | dict[str, Any]) -> dict[str, Any]:
    return {"type": "move", "move": move if isinstance(move, dict) else move.to_dict()}


def host_frame(action: str, **fields: Any) -> dict[str, Any]:
    return {"type": "host", "action": action, **fields}


def hello_frame(lang: str) -> dict[str, Any]:
    return {"type": "hello", "lang": check_lang(lang)}


def answer_frame(puzzle: int, move: Move | dict[str, Any] | None) -> dict[str, Any]:
    """A seat's answer to a race's puzzle ``puzzle`` (None: pass)."""
    data = move if move is None or isinstance(move, dict) else move.to_dict()
    return {"type": "answer", "puzzle": puzzle, "move": data}


def name_frame(name: str) -> dict[str, Any]:
    """A seat's name in a race's standings."""
    return {"type": "name", "name": name}


# --- the engine's view of a seat, from its frames ------------------------------------------

VIEW_FIELDS = ("seat", "seats", "dealer", "turn", "phase", "vira", "curingas", "hand", "lixeira",
               "stock_size", "hand_sizes", "announced", "burned", "out", "points", "taken",
               "turns")  # what ``PlayerView.to_dict()`` writes, the seat's ``you``
_judges: dict[tuple[Rules, Card | None], Judge] = {}  # a judge per rule set and vira
MOST_JUDGES = 64  # rule sets and viras remembered at once
_last_rules: list[Any] = [None, None]  # the rules dict read last, and its Rules


def rules_of(welcome: Any) -> Rules:
    """The rules a ``welcome`` frame names (``Rules.to_dict()``), or :class:`CachetaError`
    (the last ones read are kept: every state of a connection asks for them)."""
    if not isinstance(welcome, dict):
        raise read.bad("welcome", welcome, "frame_object")
    data = welcome.get("rules")
    known, rules = _last_rules
    if rules is None or data != known:
        rules = Rules.from_dict(data)
        _last_rules[:] = [dict(data), rules]
    return rules


def _judge(rules: Rules, vira: Card | None) -> Judge:
    judge = _judges.get((rules, vira))
    if judge is None:
        if len(_judges) >= MOST_JUDGES:
            _judges.clear()
        judge = _judges[rules, vira] = Judge(rules, vira)
    return judge


def view_from_state(welcome: dict[str, Any], state: dict[str, Any]) -> PlayerView | None:
    """The engine's :class:`PlayerView` of a seat rebuilt from its ``welcome`` and ``state``
    frames (None for host and watch links, or a seat not in this round). The view passes the
    one view check (:func:`~cacheta_lab.game.view_check.check_view`): frames that do not hold
    a view some round of the welcome's rules could show raise :class:`CachetaError` naming
    the field."""
    rules = rules_of(welcome)
    if not isinstance(state, dict):
        raise read.bad("state", state, "frame_object")
    you = state.get("you")
    if you is None:
        return None
    if not isinstance(you, dict) or not set(VIEW_FIELDS) <= set(you):
        raise read.bad("you", you, "view_dict", fields=", ".join(VIEW_FIELDS))
    table = state.get("table")
    if not isinstance(table, dict):
        raise read.bad("table", table, "frame_object")
    if not isinstance(you["seats"], list):
        raise read.bad("you.seats", you["seats"], "seat_list", seats="0…10")
    seats = check_seats(rules, you["seats"])
    vira = read.card_or_none("you.vira", you["vira"])
    check_vira(rules, vira)
    seat = you["seat"]
    history = read.history(table.get("history"), seats, "table.history")
    return check_view(PlayerView(
        seat=seat, rules=rules, seats=seats, dealer=you["dealer"], turn=you["turn"],
        phase=you["phase"], vira=vira,
        curingas=frozenset(read.cards("you.curingas", you["curingas"])),
        hand=tuple(read.cards("you.hand", you["hand"])),
        lixeira=tuple(read.cards("you.lixeira", you["lixeira"])),
        top_from=table.get("top_from"), stock_size=you["stock_size"],
        hand_sizes=read.per_seat("you.hand_sizes", you["hand_sizes"], seats),
        announced=frozenset(read.seat_set("you.announced", you["announced"], seats)),
        burned=frozenset(read.seat_set("you.burned", you["burned"], seats)),
        out=frozenset(read.seat_set("you.out", you["out"], seats)),
        points=read.points("you.points", you["points"], seats),
        taken=read.card_or_none("you.taken", you["taken"]),
        has_drawn=any(what in ("draw", "take") and who == seat for what, who, _ in history),
        turns=you["turns"], history=PublicLog(history, len(history)),
        judge=_judge(rules, vira)))
