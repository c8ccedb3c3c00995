"""Races on disk, in the rooms' SQLite file: a row of ``races`` for each race (its settings,
its puzzles' ids, its phase, current puzzle and the seats' names) and a row of
``race_answers`` for each answer recorded, each written in a transaction of its own before the
seat is told (as moves are). The tables are made by the first race, so a directory without
races reads as it always did; reading back checks every field (anything wrong: one line)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..checks import whole
from ..errors import CachetaError
from ..game.moves import move_from_dict
from ..puzzles import Puzzle, load
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .race import LONGEST_NAME, PHASES, Answer, Race
from .race_settings import RaceSettings
from .store import Store, reason
from .table import RoomError

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS races (scope TEXT NOT NULL, race INTEGER NOT NULL, "
    "settings TEXT NOT NULL, puzzles TEXT NOT NULL, state TEXT NOT NULL, "
    "PRIMARY KEY (scope, race))",
    "CREATE TABLE IF NOT EXISTS race_answers (scope TEXT NOT NULL, race INTEGER NOT NULL, "
    "number INTEGER NOT NULL, racer TEXT NOT NULL, answer TEXT NOT NULL, "
    "PRIMARY KEY (scope, race, number, racer))",
)


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def write_race(store: Store, race: Race) -> None:
    """The race's row (a new race, or its new phase, puzzle or names): one transaction."""
    with store.batch():
        assert store.db is not None
        for statement in SCHEMA:
            store.db.execute(statement)
        store.db.execute("INSERT OR REPLACE INTO races VALUES (?, ?, ?, ?, ?)",
                         (race.scope, race.number, _dumps(race.settings.to_dict()),
                          _dumps([p.id for p in race.puzzles]), _dumps(race.state())))


def write_answer(store: Store, race: Race, racer: str, answer: Answer) -> None:
    """One answer to the current puzzle: one transaction."""
    with store.batch():
        assert store.db is not None
        store.db.execute("INSERT INTO race_answers VALUES (?, ?, ?, ?, ?)",
                         (race.scope, race.number, race.index + 1, racer,
                          _dumps(answer.to_dict())))


def _rows(store: Store, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    if store.db is None:
        return []
    with store.lock:
        found = store.db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                                 "name = 'races'").fetchall()
        return store.db.execute(sql, args).fetchall() if found else []


def read_races(store: Store, scopes: dict[str, Callable[[str], bool]], preset: Callable[
        [str], str]) -> list[Race]:
    """The latest race of each scope stored, its answers with it. ``scopes``: each scope's id
    and whether a racer key is one of its seats; ``preset(scope)``: its default preset.
    Anything that cannot be read back raises one line naming the directory."""
    races = []
    try:
        for scope, number, settings, puzzles, state in _rows(
                store, "SELECT scope, race, settings, puzzles, state FROM races r WHERE race = "
                "(SELECT MAX(race) FROM races WHERE scope = r.scope) ORDER BY scope"):
            if scope not in scopes or not whole(number) or number < 1:
                raise CachetaError(Said("room.stored.value", field="races.scope",
                                        value=echo(scope)))
            race = _race(scope, number, settings, puzzles, state, preset(scope))
            for index, racer, text in _rows(
                    store, "SELECT number, racer, answer FROM race_answers WHERE scope = ? "
                    "AND race = ?", scope, number):
                if not whole(index) or not 1 <= index <= race.index + 1 or not (
                        isinstance(racer, str) and scopes[scope](racer)):
                    raise CachetaError(Said("room.stored.value", field="race_answers",
                                            value=echo([index, racer])))
                race.answers[index - 1][racer] = _answer(race.puzzles[index - 1], text)
            races.append(race)
    except (CachetaError, ValueError, TypeError, KeyError, RecursionError) as exc:
        what = exc.said if isinstance(exc, CachetaError) else reason(exc)
        raise CachetaError(Said("room_race.stored_bad", path=store.shown, what=what)) from None
    return races


def _race(scope: str, number: int, settings: Any, puzzles: Any, state: Any, preset: str
          ) -> Race:
    data = json.loads(settings)
    if not isinstance(data, dict):
        raise CachetaError(Said("room.stored.value", field="races.settings", value=echo(data)))
    try:
        checked = RaceSettings.checked(data, preset)
    except RoomError as err:
        raise CachetaError(err.said) from None
    ids = json.loads(puzzles)
    shipped = load()
    if not isinstance(ids, list) or not ids or len(ids) != checked.count:
        raise CachetaError(Said("room.stored.value", field="races.puzzles", value=echo(ids)))
    chosen = [shipped.by_id(pid) for pid in ids]
    kept = json.loads(state)
    if (not isinstance(kept, dict) or set(kept) != {"phase", "index", "started", "names"}
            or kept["phase"] not in PHASES or not whole(kept["index"])
            or not 0 <= kept["index"] < len(chosen)
            or not isinstance(kept["started"], int | float) or isinstance(kept["started"], bool)
            or not isinstance(kept["names"], dict)
            or not all(isinstance(k, str) and isinstance(v, str) and 0 < len(v) <= LONGEST_NAME
                       for k, v in kept["names"].items())):
        raise CachetaError(Said("room.stored.value", field="races.state", value=echo(kept)))
    race = Race(scope, number, checked, chosen, float(kept["started"]))
    race.phase, race.index, race.names = kept["phase"], kept["index"], dict(kept["names"])
    return race


def _answer(puzzle: Puzzle, text: Any) -> Answer:
    data = json.loads(text)
    if (not isinstance(data, dict) or set(data) != {"move", "right", "seconds"}
            or not isinstance(data["seconds"], int | float) or isinstance(data["seconds"], bool)
            or not 0 <= data["seconds"] <= 10**6):
        raise CachetaError(Said("room.stored.value", field="race_answers.answer",
                                value=echo(data)))
    move = None if data["move"] is None else move_from_dict(data["move"])
    return Answer(move, puzzle.is_right(move), float(data["seconds"]))
