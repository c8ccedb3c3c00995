"""A stored room read back, all of it inside one check (:func:`reading`): every field of its row
(the settings through the same checks as a new room's), its current game's setup and moves
replayed through the engine and compared with the snapshot written after them. Anything wrong is
one line naming the room, what is wrong and what to do; never a traceback."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..checks import check_level, whole
from ..errors import CachetaError
from ..game.events import GameLog
from ..game.match import Match
from ..game.moves import move_from_dict
from ..game.play import current_round
from ..game.round import Round
from ..game.views import public_history
from ..words.catalogue import Said, Sayable
from ..words.echo import short_repr as echo
from .deal import DEAL, new_deal_secret
from .links import HOST, SEAT, WATCH
from .settings import UNITS, Settings
from .store import Store

Game = Match | Round
ROOM_ID = re.compile(r"[a-z0-9]{4,32}")  # as links.new_room_id draws them
KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")  # as links.new_secret and deal.new_deal_secret draw
CONTROL = ("bots", "paused", "revealed")


@dataclass
class RoomParts:
    """A stored room's row, checked, and its current game replayed."""

    id: str
    settings: Settings
    secrets: dict[str, Any]
    new_secret: bool  # stored before rooms had a deal secret: one was drawn now
    bots: dict[int, str]
    paused: bool
    revealed: bool
    game_index: int
    game: Game


@contextlib.contextmanager
def reading(store: Store, rid: Any, key: str = "room.stored_bad") -> Iterator[None]:
    """The one check around reading room ``rid``: anything raised inside becomes the room's
    one-line error (which room, what is wrong, what to do), the catalogue's ``key``."""
    where = store.shown  # the directory, already through the echo
    try:
        yield
    except Exception as exc:
        shown = rid if isinstance(rid, str) and ROOM_ID.fullmatch(rid) else echo(rid)
        raise CachetaError(Said(key, room=shown, path=where,
                                what=what_went_wrong(exc))) from None


def what_went_wrong(exc: Exception) -> Sayable:
    """The sentence of a check that failed, or the kind of an unexpected error."""
    if isinstance(exc, CachetaError):
        return exc.said
    return Said("room.stored.broken", error=type(exc).__name__)


def room_parts(store: Store, row: tuple[Any, ...]) -> RoomParts:
    """Every field of a stored room's row checked, its current game replayed."""
    rid, settings_text, secrets_text, control_text, index = row
    if not (isinstance(rid, str) and ROOM_ID.fullmatch(rid)):
        raise _bad("id", rid)
    settings = Settings.from_dict(_object("settings", settings_text))
    secrets, new_secret = _secrets(_object("secrets", secrets_text), settings.players)
    bots, paused, revealed = _control(_object("control", control_text), settings.players)
    if not whole(index) or index < 0:
        raise _bad("game", index)
    if store.later_rows(rid, index):
        raise CachetaError(Said("room.stored.later", game=index))
    game = read_game(store, rid, index, settings)
    kind = "match" if isinstance(game, Match) else "round"
    return RoomParts(rid, settings.with_unit(kind), secrets, new_secret, bots, paused, revealed,
                     index, game)


def read_game(store: Store, rid: str, index: int, settings: Settings) -> Game:
    """Game ``index`` of room ``rid``: its setup and moves played again through the engine; the
    current round must be the snapshot written after its last move."""
    stored = store.game(rid, index)
    number, players = echo(index), echo(settings.players)  # checked whole numbers
    if stored is None:
        raise CachetaError(Said("room.stored.no_game", game=number))
    try:
        if stored.kind not in UNITS:
            raise CachetaError(Said("room.stored.kind", value=echo(stored.kind)))
        game = GameLog(stored.kind, settings.rules, _object("setup", stored.setup)).new_game()
        seats = range(game.players) if isinstance(game, Match) else game.seats
        if tuple(seats) != tuple(range(settings.players)):
            raise CachetaError(Said("room.stored.seats", players=players))
        if [seq for seq, _ in stored.moves] != list(range(1, len(stored.moves) + 1)):
            raise CachetaError(Said("room.stored.seq"))
        for seq, text in stored.moves:
            try:
                game.play(move_from_dict(_object("move", text)))
            except CachetaError as err:
                raise CachetaError(Said("room.stored.move", seq=seq, why=err.said)) from None
        if stored.snapshot is not None:
            seq, snapshot = stored.snapshot
            if seq != len(stored.moves) or _written_now(_object("snapshot", snapshot)) != (
                    current_round(game).snapshot()):
                raise CachetaError(Said("room.stored.snapshot"))
    except CachetaError as err:
        raise CachetaError(Said("room.stored.game", game=number, why=err.said)) from None
    return game


def _written_now(snapshot: dict[str, Any]) -> dict[str, Any]:
    """A stored snapshot as this version writes it (a false bati's card, which earlier
    versions kept in the public history, is no longer there)."""
    history = snapshot.get("history")
    if isinstance(history, list) and all(isinstance(e, list) and e for e in history):
        return {**snapshot, "history": public_history(history)}
    return snapshot


def _bad(field: str, value: Any) -> CachetaError:
    return CachetaError(Said("room.stored.value", field=field, value=echo(value)))


def _object(field: str, text: Any) -> dict[str, Any]:
    """A JSON object kept as text in a column."""
    if not isinstance(text, str):
        raise CachetaError(Said("room.stored.not_json", field=field))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise CachetaError(Said("room.stored.not_json", field=field)) from None
    if not isinstance(data, dict):
        raise CachetaError(Said("room.stored.not_object", field=field))
    return data


def _fields(field: str, data: dict[str, Any], need: set[str], may: set[str] = frozenset()
            ) -> None:
    if not need <= set(data) <= need | may:
        raise CachetaError(Said("room.stored.keys", field=field,
                                wanted=", ".join(sorted(need)),
                                found=echo(", ".join(sorted(map(str, data))), 120)))


def _key(field: str, value: Any) -> str:
    if not (isinstance(value, str) and KEY.fullmatch(value)):
        raise CachetaError(Said("room.stored.secret", field=field))
    return value


def _secrets(data: dict[str, Any], players: int) -> tuple[dict[str, Any], bool]:
    """The room's keys (one a seat) and its deal secret (drawn now if it has none)."""
    _fields("secrets", data, {HOST, WATCH, SEAT}, {DEAL})
    seats = data[SEAT]
    if not isinstance(seats, list) or len(seats) != players:
        raise CachetaError(Said("room.stored.secret", field=f"secrets.{SEAT}"))
    kept = {HOST: _key(f"secrets.{HOST}", data[HOST]),
            WATCH: _key(f"secrets.{WATCH}", data[WATCH]),
            SEAT: [_key(f"secrets.{SEAT}.{n}", key) for n, key in enumerate(seats)]}
    if DEAL in data:
        return {**kept, DEAL: _key(f"secrets.{DEAL}", data[DEAL])}, False
    return {**kept, DEAL: new_deal_secret()}, True


def _control(data: dict[str, Any], players: int) -> tuple[dict[int, str], bool, bool]:
    """The seats bots hold, and whether the host paused the room or revealed the hands."""
    _fields("control", data, set(CONTROL))
    for flag in ("paused", "revealed"):
        if not isinstance(data[flag], bool):
            raise _bad(f"control.{flag}", data[flag])
    if not isinstance(data["bots"], dict):
        raise _bad("control.bots", data["bots"])
    bots = {}
    for seat, level in data["bots"].items():
        number = int(seat) if seat.isascii() and seat.isdigit() and len(seat) < 3 else None
        if number is None or number >= players:
            raise CachetaError(Said("room.bad_bot_seat", value=echo(seat), last=players - 1))
        bots[number] = check_level(level)
    return bots, data["paused"], data["revealed"]
