"""A game as a log: how it was set up and every move, saved as JSON and replayed step by step.

The events (deal, draws with the card drawn, discards, bati, round and match ends) are saved
too; a replay plays the moves again on a fresh game and checks that it produces the very same
events.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..checks import MAX_MOVES, check_path, read_text_file
from ..engine.rules import Rules
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr
from .match import Match
from .moves import Move, move_from_dict
from .round import Round

FORMAT = "cacheta-lab-game"
VERSION = 1
Game = Match | Round


@dataclass
class GameLog:
    """A saved game: ``kind`` "match" or "round", its setup, moves and events."""

    kind: str
    rules: Rules
    setup: dict[str, Any]
    moves: list[Move] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    bots: list[str] | None = None

    @classmethod
    def of(cls, game: Game, bots: list[str] | None = None) -> GameLog:
        """The log of a game played so far."""
        if not isinstance(game, Match | Round):
            raise CachetaError(Said("log.not_game", value=short_repr(game)))
        if isinstance(game, Match):
            setup = {"players": game.players, "seed": game.seed,
                     "first_dealer": game.first_dealer, "max_turns": game.max_turns,
                     "max_rounds": game.max_rounds}
            kind = "match"
        else:
            setup = {"seats": list(game.seats), "dealer": game.dealer, "seed": game.seed,
                     "points": ({str(k): v for k, v in game.start_points.items()}
                                if game.start_points is not None else None),
                     "max_turns": game.max_turns}
            kind = "round"
        return cls(kind, game.rules, setup, list(game.move_log), _plain(game.events), bots)

    def new_game(self) -> Game:
        """A fresh game set up like this one, before any move."""
        s = self.setup
        _check_setup(self.kind, s)
        if self.kind == "match":
            return Match(self.rules, s["players"], s["seed"], s.get("first_dealer"),
                         s.get("max_turns"), s.get("max_rounds"))
        points = s.get("points")
        return Round(self.rules, s["seats"], s.get("dealer"), s["seed"],
                     {int(k): v for k, v in points.items()} if points else None,
                     s.get("max_turns"))

    def replay(self) -> Replay:
        return Replay(self)

    # --- JSON -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "kind": self.kind,
                "rules": self.rules.to_dict(), "setup": self.setup, "bots": self.bots,
                "moves": [m.to_dict() for m in self.moves], "events": self.events}

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def save(self, path: str | Path) -> None:
        checked = check_path(path)
        try:
            checked.write_text(self.to_json(), encoding="utf-8")
        except OSError as exc:
            raise CachetaError(Said("log.cannot_write", path=short_repr(str(path)),
                                    error=type(exc).__name__)) from None

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameLog:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise CachetaError(Said("log.not_log", format=FORMAT))
        if data.get("version") != VERSION:
            version = short_repr(data.get("version"))
            raise CachetaError(Said("log.version", value=version))
        if data.get("kind") not in ("match", "round"):
            raise CachetaError(Said("log.kind"))
        _check_setup(data["kind"], data.get("setup"))
        moves, events, bots = data.get("moves", []), data.get("events", []), data.get("bots")
        if not isinstance(moves, list) or len(moves) > MAX_MOVES:
            raise _bad_field("moves", moves, Said("log.how.moves", n=MAX_MOVES))
        if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
            raise _bad_field("events", events, Said("log.how.events"))
        if bots is not None and (not isinstance(bots, list)
                                 or not all(isinstance(b, str) and len(b) <= 40 for b in bots)):
            raise _bad_field("bots", bots, Said("log.how.bots"))
        return cls(data["kind"], Rules.from_dict(data.get("rules")), dict(data["setup"]),
                   [move_from_dict(m) for m in moves], list(events), bots)

    @classmethod
    def from_json(cls, text: str) -> GameLog:
        if not isinstance(text, str | bytes):
            raise CachetaError(Said("log.not_json_text", value=short_repr(text)))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
            raise CachetaError(Said("log.bad_json", error=short_repr(str(exc), 120))) from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> GameLog:
        return cls.from_json(read_text_file(path))


_SETUP = {  # the keys of each kind of setup, and which must be there
    "match": ({"players", "seed"}, {"first_dealer", "max_turns", "max_rounds"}),
    "round": ({"seats", "seed"}, {"dealer", "points", "max_turns"}),
}


def _bad_field(name: str, value: Any, how: Said) -> CachetaError:
    """A log field that cannot be read; ``how``: how to write it."""
    return CachetaError(Said("log.bad_field", name=name, value=short_repr(value), how=how))


def _check_setup(kind: str, setup: Any) -> None:
    """The setup of a log has the keys its kind needs, with the types the game takes (the game
    itself checks the values)."""
    need, may = _SETUP[kind]
    if not isinstance(setup, dict) or not need <= set(setup) <= need | may:
        keys = ", ".join(sorted(need | may))
        raise _bad_field("setup", setup, Said("log.how.setup", keys=keys))
    points = setup.get("points")
    if points is not None and (not isinstance(points, dict) or not all(
            isinstance(k, str) and k.isascii() and k.isdigit() and len(k) < 4
            for k in points)):
        raise _bad_field("setup.points", points, Said("log.how.points"))


def _plain(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Events as JSON gives them back (tuples become lists, keys strings)."""
    return json.loads(json.dumps(events, ensure_ascii=False))


class Replay:
    """Plays a log's moves one at a time on a fresh game. :attr:`game` is the game so far."""

    def __init__(self, log: GameLog) -> None:
        self.log = log
        self.game = log.new_game()
        self.index = 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.log.moves)

    def step(self) -> tuple[Move, list[dict[str, Any]]]:
        """Play the next move; return it with the events it produced."""
        if self.done:
            raise CachetaError(Said("log.no_more"))
        move = self.log.moves[self.index]
        events = self.game.play(move)
        self.index += 1
        return move, events

    def __iter__(self) -> Iterator[tuple[Move, list[dict[str, Any]]]]:
        while not self.done:
            yield self.step()

    def run(self, check: bool = True) -> Game:
        """Play every move left; with ``check``, the events must be the saved ones."""
        for _ in self:
            pass
        if check and self.log.events and _plain(self.game.events) != self.log.events:
            raise CachetaError(Said("log.replay_differs"))
        return self.game


def replay(log: GameLog | str | Path, check: bool = True) -> Game:
    """Replay a log (or a JSON file) to its end and return the game."""
    if not isinstance(log, GameLog):
        log = GameLog.load(log)
    return Replay(log).run(check)
