"""What a room's client accepts from its server: every frame is read and checked against the
protocol (docs/room.md, *Frames*) before anything looks at it, by both transports
(:mod:`~cacheta_lab.room.client`, :mod:`~cacheta_lab.room.browser`) through
:func:`take_frame`.

A frame that breaks the protocol raises :class:`~cacheta_lab.room.protocol.RoomBroken` naming
the frame and what was wrong: not JSON, not an object with a ``type``, a ``state`` before the
``welcome``, a ``welcome`` for another link or protocol, a field of the wrong kind or out of
its bounds, a seat's own view (``you``) that no round could show (the one view check,
:func:`~cacheta_lab.game.view_check.check_view`) or that differs from the public table, a
legal move of another seat. A frame of a type this client does not know is passed on
unchecked (a newer server may send more).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..checks import LEVELS, MAX_ROUNDS, check_players, check_seats, whole
from ..errors import CachetaError
from ..game import json_fields as read
from ..game.moves import move_from_dict
from ..game.view_check import check_vira
from ..game.views import DISCARD, DRAW, OVER, PlayerView
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from ..words.text import LANGS
from .links import SEAT, Address
from .protocol import LONGEST_WAIT, RoomBroken, rules_of, view_from_state
from .race_check import check_race, check_results

PROTOCOL = 1  # the version of the frames this client speaks
UNITS = ("round", "match")
HOWS = ("bater", "furar", "default", "stock", "limit")
LONGEST_TEXT = 4096  # characters of a text field (a message, a status line, a move's words)
LONGEST_ID = 64  # characters of a room id, a code, an action
MOST_MOVES = 512  # moves in ``last`` or ``legal``
MOST_ERRORS = 100  # error frames a client keeps (a server may send any number)
# the public table's fields a seat's own view repeats: they must agree
SHARED = ("seats", "dealer", "turn", "phase", "vira", "curingas", "lixeira", "stock_size",
          "hand_sizes", "announced", "burned", "out", "points", "turns")


def _field(what: str, value: Any, how: str, **values: Any) -> CachetaError:
    """A field that breaks the protocol; ``how``: the catalogue key saying what it should be."""
    return CachetaError(Said("room_client.field", what=what, value=echo(value),
                             how=Said(how, **values)))


def take_frame(client: Any, message: Any) -> dict[str, Any]:
    """Read one message from the server as a frame, check it (:func:`check_frame`, against
    the link and the ``welcome`` the client holds) and keep on ``client`` what it holds of it:
    the latest ``welcome``, ``state`` and seat's ``view``, and the last
    :data:`MOST_ERRORS` ``error`` frames (in ``errors``; ``refused`` counts them all).
    :class:`RoomBroken` for a message that breaks the protocol."""
    frame = parse_frame(message)
    view = check_frame(frame, client.address, client.welcome)
    kind = frame["type"]
    if kind == "welcome":
        client.welcome = frame
    elif kind == "state":
        client.state, client.view = frame, view
    elif kind == "error":
        client.refused += 1
        client.errors.append(frame)
        del client.errors[:-MOST_ERRORS]
    return frame


def parse_frame(message: Any) -> dict[str, Any]:
    """The JSON object of a text message with a ``"type"``, or :class:`RoomBroken`."""
    if not isinstance(message, str):
        raise RoomBroken("?", Said("room_client.not_json", value=echo(message)))
    try:
        frame = json.loads(message)
    except (ValueError, RecursionError):  # not JSON, a number too long, nested too deep
        raise RoomBroken("?", Said("room_client.not_json", value=echo(message))) from None
    if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
        raise RoomBroken("?", Said("room_client.not_object", value=echo(frame)))
    return frame


def check_frame(frame: dict[str, Any], link: Address, welcome: dict[str, Any] | None
                ) -> PlayerView | None:
    """Check ``frame`` (a JSON object with a ``type``) for the client of ``link`` holding
    ``welcome`` (None before the first); returns the seat's view for a seat's ``state``."""
    kind = frame["type"]
    check = CHECKS.get(kind)
    if check is None:
        return None
    if kind == "state" and welcome is None:
        raise RoomBroken(kind, Said("room_client.before_welcome"))
    try:
        return check(frame, link, welcome)
    except CachetaError as error:
        raise RoomBroken(kind, error.said) from None


# --- the frames ---------------------------------------------------------------------------

def _welcome(frame: dict[str, Any], link: Address, _welcome: Any) -> None:
    if not whole(frame.get("protocol")) or frame["protocol"] != PROTOCOL:
        raise _field("protocol", frame.get("protocol"), "room_client.how.protocol", n=PROTOCOL)
    role, seat = frame.get("role"), frame.get("seat")
    if ((role, seat) != (link.role, link.seat) or isinstance(seat, bool)
            or frame.get("room") != link.room):
        path = f"/r/{link.room}/{link.role}" + (f"/{link.seat}" if link.role == SEAT else "")
        raise _field("role, seat, room", [role, seat, frame.get("room")],
                     "room_client.how.link", path=path)
    _choice("lang", frame.get("lang"), LANGS)
    _choice("unit", frame.get("unit"), UNITS)
    _text("preset", frame.get("preset"), LONGEST_ID * 2)
    check_players(rules_of(frame), frame.get("players"))


def _state(frame: dict[str, Any], link: Address, welcome: dict[str, Any]) -> PlayerView | None:
    read.count("seq", frame.get("seq"))
    read.count("game", frame.get("game"))
    _choice("lang", frame.get("lang"), LANGS)
    table = frame.get("table")
    if not isinstance(table, dict):
        raise _field("table", table, "room_client.how.object")
    _table(table, welcome)
    you, legal = frame.get("you"), frame.get("legal")
    if link.role != SEAT:
        if you is not None or legal is not None:
            raise _field("you, legal", [you, legal], "room_client.how.null")
        return None
    view = view_from_state(welcome, frame)
    if view is None:
        if legal:
            raise _field("legal", legal, "room_client.how.null")
        return None
    for key in SHARED:
        if you[key] != table.get(key):
            raise _field(f"you.{key}", you[key], "room_client.how.same", other=f"table.{key}")
    _moves("legal", legal, link.seat)
    return view


def _error(frame: dict[str, Any], _link: Address, _welcome: Any) -> None:
    _text("code", frame.get("code"), LONGEST_ID)
    _text("message", frame.get("message"), LONGEST_TEXT)
    _frame_id(frame)


def _ok(frame: dict[str, Any], _link: Address, _welcome: Any) -> None:
    _text("action", frame.get("action"), LONGEST_ID)
    _frame_id(frame)


def _log(frame: dict[str, Any], _link: Address, _welcome: Any) -> None:
    read.count("game", frame.get("game"))
    if not isinstance(frame.get("log"), dict):
        raise _field("log", frame.get("log"), "room_client.how.object")
    _frame_id(frame)


def _replaced(_frame: dict[str, Any], _link: Address, _welcome: Any) -> None:
    return None


CHECKS: dict[str, Callable[[dict[str, Any], Address, Any], PlayerView | None]] = {
    "welcome": _welcome, "state": _state, "error": _error, "ok": _ok, "log": _log,
    "replaced": _replaced, "race": check_race, "race_results": check_results,
}


# --- the public table ---------------------------------------------------------------------

def _table(table: dict[str, Any], welcome: dict[str, Any]) -> None:
    """Every field of the public table (docs/room.md, ``table``), of its kind and bounds."""
    rules, players = rules_of(welcome), welcome["players"]
    everyone = tuple(range(players))
    if table.get("room") != welcome["room"] or table.get("players") != players:
        raise _field("table.room, table.players", [table.get("room"), table.get("players")],
                     "room_client.how.same", other="welcome")
    _choice("table.unit", table.get("unit"), UNITS)
    _text("table.preset", table.get("preset"), LONGEST_ID * 2)
    if not isinstance(table.get("seats"), list):
        raise _field("table.seats", table.get("seats"), "position.how.seat_list", seats=everyone)
    seats = check_seats(rules, table["seats"])
    for s in seats:
        _seat("table.seats", s, everyone)
    for name in ("dealer", "turn"):
        _seat(f"table.{name}", table.get(name), seats)
    _choice("table.phase", table.get("phase"), (DRAW, DISCARD, OVER))
    check_vira(rules, read.card_or_none("table.vira", table.get("vira")))
    read.cards("table.curingas", table.get("curingas"))
    read.cards("table.lixeira", table.get("lixeira"))
    read.count("table.stock_size", table.get("stock_size"))
    for s, n in read.per_seat("table.hand_sizes", table.get("hand_sizes"), seats).items():
        read.count(f"table.hand_sizes[{s}]", n)
    for name in ("announced", "burned", "out"):
        read.seat_set(f"table.{name}", table.get(name), seats)
    read.points("table.points", table.get("points"), seats)
    read.count("table.turns", table.get("turns"))
    if table.get("top_from") is not None:
        _seat("table.top_from", table["top_from"], seats)
    read.history(table.get("history"), seats, "table.history")
    _last(table.get("last"), everyone)
    _text("table.status", table.get("status"), LONGEST_TEXT)
    for name in ("paused", "over"):
        if not isinstance(table.get(name), bool):
            raise _field(f"table.{name}", table.get(name), "room_client.how.bool")
    if table.get("revealed") is not None:
        for s, hand in read.per_seat("table.revealed", table["revealed"], seats).items():
            read.cards(f"table.revealed[{s}]", hand)
    read.result(table.get("result"), seats, "table.result")
    for level in _by_seat("table.bots", table.get("bots"), everyone).values():
        _choice("table.bots", level, LEVELS)
    read.seat_set("table.connected", table.get("connected"), everyone)
    for code in _by_seat("table.refused", table.get("refused", {}), everyone).values():
        _text("table.refused", code, LONGEST_ID)
    for n in _by_seat("table.taken_over", table.get("taken_over", {}), everyone).values():
        read.count("table.taken_over", n)
    _match(table.get("match"), everyone)
    _round_end(table.get("round_end"))


def _by_seat(what: str, value: Any, everyone: tuple[int, ...]) -> dict[str, Any]:
    """An object whose keys are seats of the room (``{"3": "greedy"}``)."""
    if not isinstance(value, dict):
        raise _field(what, value, "room_client.how.object")
    read.seat_set(what, [int(k) if k.isdigit() and len(k) < 3 else k for k in value], everyone)
    return value


def _last(last: Any, everyone: tuple[int, ...]) -> None:
    """The last moves, as every seat may see them."""
    if not isinstance(last, list) or len(last) > MOST_MOVES:
        raise _field("table.last", last, "room_client.how.list", n=MOST_MOVES)
    for item in last:
        if not isinstance(item, dict):
            raise _field("table.last", item, "room_client.how.object")
        if "n" in item:
            read.count("table.last.n", item["n"])
        _seat("table.last.seat", item.get("seat"), everyone)
        _moves("table.last.move", [item.get("move")], item["seat"])
        _text("table.last.text", item.get("text"), LONGEST_TEXT)


def _match(match: Any, everyone: tuple[int, ...]) -> None:
    """A match's standings, or null."""
    if match is None:
        return
    if not isinstance(match, dict):
        raise _field("table.match", match, "room_client.how.object")
    read.count("table.match.round", match.get("round"))
    if match.get("winner") is not None:
        _seat("table.match.winner", match["winner"], everyone)
    if not isinstance(match.get("over"), bool):
        raise _field("table.match.over", match.get("over"), "room_client.how.bool")
    read.points("table.match.wins", match.get("wins"), everyone)
    read.points("table.match.points", match.get("points"), everyone)
    read.seat_set("table.match.eliminated", match.get("eliminated"), everyone)
    results = match.get("results")
    if not isinstance(results, list) or len(results) > MAX_ROUNDS:
        raise _field("table.match.results", results, "room_client.how.list", n=MAX_ROUNDS)
    for result in results:
        if not isinstance(result, dict):
            raise _field("table.match.results", result, "room_client.how.object")
        if result.get("winner") is not None:
            _seat("table.match.results.winner", result["winner"], everyone)
        _choice("table.match.results.how", result.get("how"), HOWS)


def _round_end(end: Any) -> None:
    """A match's round that ended and is shown until the next is dealt, or null."""
    if end is None:
        return
    if not isinstance(end, dict):
        raise _field("table.round_end", end, "room_client.how.object")
    read.count("table.round_end.round", end.get("round"))
    pause = end.get("deal_in")
    if pause is not None and (isinstance(pause, bool) or not isinstance(pause, int | float)
                              or not 0 <= pause <= LONGEST_WAIT):
        raise _field("table.round_end.deal_in", pause, "room_client.how.seconds")


# --- small pieces -------------------------------------------------------------------------

def _moves(what: str, moves: Any, seat: int | None) -> None:
    """A list of moves as ``Move.to_dict()`` writes them, each of ``seat``."""
    if not isinstance(moves, list) or len(moves) > MOST_MOVES:
        raise _field(what, moves, "room_client.how.list", n=MOST_MOVES)
    for data in moves:
        if move_from_dict(data).seat != seat:
            raise _field(what, data, "room_client.how.seat_move", seat=seat)


def _seat(what: str, value: Any, seats: tuple[int, ...]) -> None:
    if not whole(value) or value not in seats:
        raise _field(what, value, "position.how.turn", seats=list(seats))


def _choice(what: str, value: Any, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        raise _field(what, value, "room_client.how.one_of", values=", ".join(choices))


def _text(what: str, value: Any, longest: int) -> None:
    if not isinstance(value, str) or len(value) > longest:
        raise _field(what, value, "room_client.how.text", n=longest)


def _frame_id(frame: dict[str, Any]) -> None:
    """The ``id`` of the client's frame an answer refers to: null, a number or a short text."""
    value = frame.get("id")
    if value is not None and not (whole(value) or (isinstance(value, str)
                                                   and len(value) <= LONGEST_ID)):
        raise _field("id", value, "room_client.how.id")

