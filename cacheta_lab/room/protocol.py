"""What every client of a room speaks, whatever carries it (docs/room.md): the frames a client
sends, the refusals it may get, and the engine's view of a seat rebuilt from the frames it
receives. Imports no network library: Python in a browser (JupyterLite) uses it too.
"""

from __future__ import annotations

import json
from typing import Any

from ..cards import parse_card
from ..catalogue import Said
from ..checks import check_lang
from ..errors import CachetaError
from ..game.judge import Judge
from ..game.moves import Move
from ..game.views import PlayerView, PublicLog
from ..rules import Rules

BACKOFF = (0.2, 0.4, 0.8, 1.5, 2.0)  # seconds between reconnection attempts
MAX_FRAME = 4 * 1024 * 1024  # the server's state frames stay far below this


class RoomRefused(CachetaError):
    """The server refused the link (HTTP ``status`` 403: wrong key; 404: no such room)."""

    def __init__(self, status: int) -> None:
        key = "room.bad_key" if status == 403 else "room.no_room"
        super().__init__(Said(key))
        self.status = status


class RoomAway(CachetaError):
    """The server did not answer for longer than the client's patience."""

    def __init__(self, seconds: float) -> None:
        n = round(seconds)
        super().__init__(Said("room.gave_up", n=n))


def backoff(attempt: int) -> float:
    """Seconds to wait before reconnection attempt number ``attempt`` (0, 1, …)."""
    return BACKOFF[min(attempt, len(BACKOFF) - 1)]


def note_frame(client: Any, frame: dict[str, Any]) -> None:
    """Keep on ``client`` what it holds of a frame received: the latest ``welcome`` and
    ``state``, and every ``error`` (in ``errors``)."""
    kind = frame.get("type")
    if kind == "welcome":
        client.welcome = frame
    elif kind == "state":
        client.state = frame
    elif kind == "error":
        client.errors.append(frame)


# --- the frames a client sends (an ``id`` is added when sent) --------------------------------

def move_frame(move: Move | dict[str, Any]) -> dict[str, Any]:
    return {"type": "move", "move": move if isinstance(move, dict) else move.to_dict()}


def host_frame(action: str, **fields: Any) -> dict[str, Any]:
    return {"type": "host", "action": action, **fields}


def hello_frame(lang: str) -> dict[str, Any]:
    return {"type": "hello", "lang": check_lang(lang)}


# --- the engine's view of a seat, from its frames ------------------------------------------

_judges: dict[tuple[str, str | None], Judge] = {}


def view_from_state(welcome: dict[str, Any], state: dict[str, Any]) -> PlayerView | None:
    """The engine's :class:`PlayerView` of a seat rebuilt from its ``welcome`` and ``state``
    frames (None for host and watch links, or a seat not in this round)."""
    you = state.get("you")
    if not you:
        return None
    rules = Rules.from_dict(welcome["rules"])
    key = (json.dumps(welcome["rules"], sort_keys=True), you["vira"])
    judge = _judges.get(key)
    if judge is None:
        judge = _judges[key] = Judge(rules, parse_card(you["vira"]) if you["vira"] else None)
    seat = you["seat"]
    history = [(what, who, parse_card(card) if card else None)
               for what, who, card in state["table"]["history"]]
    drawn = any(what in ("draw", "take") and who == seat for what, who, _ in history)

    def cards(codes: list[str]) -> tuple[Any, ...]:
        return tuple(parse_card(c) for c in codes)

    return PlayerView(
        seat=seat, rules=rules, seats=tuple(you["seats"]), dealer=you["dealer"],
        turn=you["turn"], phase=you["phase"],
        vira=parse_card(you["vira"]) if you["vira"] else None,
        curingas=frozenset(cards(you["curingas"])), hand=cards(you["hand"]),
        lixeira=cards(you["lixeira"]), top_from=state["table"]["top_from"],
        stock_size=you["stock_size"],
        hand_sizes={int(k): v for k, v in you["hand_sizes"].items()},
        announced=frozenset(you["announced"]), burned=frozenset(you["burned"]),
        out=frozenset(you["out"]),
        points=({int(k): v for k, v in you["points"].items()} if you["points"] is not None
                else None),
        taken=parse_card(you["taken"]) if you["taken"] else None, has_drawn=drawn,
        turns=you["turns"], history=PublicLog(history, len(history)), judge=judge)
