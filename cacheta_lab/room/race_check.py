"""What a room's client accepts of a race's frames (docs/room.md, *A race*), checked before
anything reads them, as :mod:`.frame_check` checks the others: every field of its kind and
bounds, the puzzle's position one a round can reach (the seat's view built from it), the moves
a seat may answer with moves of that view, and nothing of the reveal (counts, answer,
explanation) while the puzzle is still being answered."""

from __future__ import annotations

import functools
import json
from typing import Any

from ..checks import whole
from ..engine.rules import PRESETS, get_rules
from ..errors import CachetaError
from ..game.moves import move_from_dict
from ..game.seat_position import stand_in_round
from ..game.views import PlayerView
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .links import SEAT, Address
from .race import PHASES, QUESTION
from .race_settings import MOST_PUZZLES, SECONDS

MOST_RACERS = 10_000
LONGEST_TEXT = 4096


def _field(what: str, value: Any, how: str, **values: Any) -> CachetaError:
    return CachetaError(Said("room_client.field", what=what, value=echo(value),
                             how=Said(how, **values)))


def _whole(what: str, value: Any, low: int, high: int) -> int:
    if not whole(value) or not low <= value <= high:
        raise _field(what, value, "room_race.how.whole", low=low, high=high)
    return value


def _object(what: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _field(what, value, "room_client.how.object")
    return value


def _list(what: str, value: Any, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise _field(what, value, "room_client.how.list", n=most)
    return value


def _text(what: str, value: Any) -> None:
    if not isinstance(value, str) or len(value) > LONGEST_TEXT:
        raise _field(what, value, "room_client.how.text", n=LONGEST_TEXT)


def race_view(frame: dict[str, Any]) -> PlayerView:
    """The seat's view of a race frame's puzzle (its position rebuilt by the engine, once
    for the many frames of one puzzle)."""
    puzzle = frame["puzzle"]
    return _view(puzzle["preset"], json.dumps(puzzle["position"], sort_keys=True))


@functools.lru_cache(maxsize=16)
def _view(preset: str, position: str) -> PlayerView:
    data = json.loads(position)
    return stand_in_round(get_rules(preset), data).view(data["seat"])


def _moves(what: str, value: Any, seat: int) -> None:
    for data in _list(what, value, 512):
        if data is not None and move_from_dict(data).seat != seat:
            raise _field(what, data, "room_client.how.seat_move", seat=seat)


def check_race(frame: dict[str, Any], link: Address, _welcome: Any) -> None:
    """A ``race`` frame, for the client of ``link``."""
    _whole("race", frame.get("race"), 1, 10**9)
    phase = frame.get("phase")
    if phase not in PHASES:
        raise _field("phase", phase, "room_client.how.one_of", values=", ".join(PHASES))
    count = _whole("count", frame.get("count"), 1, MOST_PUZZLES)
    _whole("number", frame.get("number"), 1, count)
    _whole("seconds", frame.get("seconds"), SECONDS[0], SECONDS[1])
    left = frame.get("left")
    if left is not None and (isinstance(left, bool) or not isinstance(left, int | float)
                             or not 0 <= left <= SECONDS[1]):
        raise _field("left", left, "room_race.how.whole", low=0, high=SECONDS[1])
    for name in ("status", "lang"):
        _text(name, frame.get(name))
    puzzle = _object("puzzle", frame.get("puzzle"))
    if puzzle.get("preset") not in PRESETS:
        raise _field("puzzle.preset", puzzle.get("preset"), "room_client.how.one_of",
                     values=", ".join(PRESETS))
    _text("puzzle.id", puzzle.get("id"))
    _text("puzzle.prompt", puzzle.get("prompt"))
    position = _object("puzzle.position", puzzle.get("position"))
    view = race_view(frame)
    _whole("answered", frame.get("answered"), 0, MOST_RACERS)
    _whole("racers", frame.get("racers"), 0, MOST_RACERS)
    reveal = frame.get("reveal")
    if phase == QUESTION and reveal is not None:
        raise _field("reveal", reveal, "room_race.how.null_before_reveal")
    if reveal is not None:
        reveal = _object("reveal", reveal)
        for option in _list("reveal.options", reveal.get("options"), 64):
            _object("reveal.options", option)
            _whole("reveal.options.count", option.get("count"), 0, MOST_RACERS)
            _text("reveal.options.words", option.get("words"))
        _moves("reveal.solution", reveal.get("solution"), view.seat)
        for sentence in _list("reveal.why", reveal.get("why"), 2):
            _text("reveal.why", sentence)
    for row in _list("standings", frame.get("standings"), MOST_RACERS):
        _object("standings", row)
        _text("standings.name", row.get("name"))
        _whole("standings.points", row.get("points"), 0, MOST_PUZZLES)
    you = frame.get("you")
    if link.role != SEAT:
        if you is not None:
            raise _field("you", you, "room_client.how.null")
        return
    you = _object("you", you)
    _moves("you.legal", you.get("legal"), position.get("seat", -1))
    if phase == QUESTION and you.get("right") is not None:
        raise _field("you.right", you.get("right"), "room_race.how.null_before_reveal")


def check_results(frame: dict[str, Any], _link: Address, _welcome: Any) -> None:
    """A ``race_results`` frame: the CSV texts."""
    _whole("race", frame.get("race"), 1, 10**9)
    for name in ("answers", "standings"):
        if not isinstance(frame.get(name), str):
            raise _field(name, frame.get(name), "room_client.how.text", n=4 * 1024 * 1024)
