"""A class race of puzzles, without the network: the same puzzle for every seat at the same
moment, one answer each (a move of the puzzle's view, checked by the engine), nobody's answer
shown before the reveal (time up, every seat a person holds has answered, or the teacher's
``race_reveal``), then the counts per
option, the answer, the coach's sentences and the standings (points for right answers, ties by
total time); the next puzzle at the teacher's ``race_next`` or after the race's pause.

A race belongs to a *scope*: one room (its host started it: its seats race) or a class (the
teacher's link started it: every table's seats race). Seats a bot holds do not answer.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..checks import whole
from ..coach.grade import notation
from ..engine.rules import get_rules
from ..errors import CachetaError
from ..game.moves import Move, move_from_dict
from ..game.seat_position import stand_in_round
from ..game.views import DISCARD, DRAW
from ..puzzles import Puzzle
from ..puzzles.explain import option_words
from ..words.catalogue import term
from ..words.echo import short_repr
from .race_settings import RaceSettings
from .table import RoomError, refusal

QUESTION, REVEAL, OVER, STOPPED = "question", "reveal", "over", "stopped"
PHASES = (QUESTION, REVEAL, OVER, STOPPED)
LONGEST_NAME = 40


@dataclass(frozen=True)
class Racer:
    """A seat that races: ``key`` ``"<room>:<seat>"``, its table number in a class (None in a
    room's race) and its seat."""

    key: str
    room: str
    seat: int
    table: int | None

    def label(self, lang: str) -> str:
        """The seat said in words: "jogador 2", or "mesa 3, jogador 2" in a class."""
        if self.table is None:
            return term("player", lang, seat=self.seat)
        return term("room_race.seat_name", lang, table=self.table, seat=self.seat)


@dataclass(frozen=True)
class Answer:
    """One seat's answer to one puzzle: the move (None: pass), whether it counts as right and
    the seconds it took."""

    move: Move | None
    right: bool
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {"move": None if self.move is None else self.move.to_dict(),
                "right": self.right, "seconds": self.seconds}


def may_pass(puzzle: Puzzle) -> bool:
    """Whether passing answers ``puzzle`` (a position out of the seat's turn)."""
    view = puzzle.view()
    return not (view.my_turn and view.phase in (DRAW, DISCARD))


class Race:
    """One race: its number in its scope, settings and puzzles; ``phase`` (question, reveal,
    over, stopped), ``index`` (the current puzzle, from 0), ``started`` (the wall-clock time
    the current puzzle was shown), the seats' chosen ``names`` and every recorded answer."""

    def __init__(self, scope: str, number: int, settings: RaceSettings,
                 puzzles: list[Puzzle], started: float) -> None:
        self.scope = scope
        self.number = number
        self.settings = settings
        self.puzzles = puzzles
        self.phase = QUESTION
        self.index = 0
        self.started = started
        self.names: dict[str, str] = {}
        self.answers: list[dict[str, Answer]] = [{} for _ in puzzles]
        self.version = 0
        self._cache: dict[tuple[str, int], tuple[int, dict[str, Any]]] = {}
        self._legal: dict[int, list[dict[str, Any]]] = {}
        self._places: dict[str, tuple[int, int]] = {}  # each racer's place and points

    # --- its course ----------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        return self.puzzles[self.index]

    @property
    def live(self) -> bool:
        """A puzzle is being answered or shown: the race is not over."""
        return self.phase in (QUESTION, REVEAL)

    @property
    def deadline(self) -> float:
        return self.started + self.settings.seconds

    def changed(self) -> None:
        self.version += 1

    def check_answer(self, racer: Racer, data: dict[str, Any], now: float) -> Answer:
        """The answer a seat's ``answer`` frame gives, or :class:`RoomError`: no puzzle being
        answered, another puzzle's number, a second answer, after the time, a malformed frame
        or a move the puzzle's position does not allow (the engine's reason)."""
        given = data.get("puzzle")
        if self.phase != QUESTION:
            raise refusal("race", "room_race.no_question")
        if not whole(given):
            raise refusal("bad_frame", "room_race.bad_answer",
                          why=f"puzzle: {short_repr(given, 20)}")
        if given != self.index + 1:
            raise refusal("race", "room_race.old_puzzle", given=short_repr(given, 12),
                          n=self.index + 1)
        if racer.key in self.answers[self.index]:
            raise refusal("race", "room_race.twice", n=self.index + 1)
        if now >= self.deadline:
            raise refusal("race", "room_race.too_late", n=self.index + 1)
        if "move" not in data:
            raise refusal("bad_frame", "room_race.bad_answer", why="move")
        move = self._move(data["move"])
        return Answer(move, self.puzzle.is_right(move), round(max(0.0, now - self.started), 2))

    def _move(self, value: Any) -> Move | None:
        puzzle = self.puzzle
        if value is None:
            if not may_pass(puzzle):
                raise refusal("illegal_move", "room_race.no_pass")
            return None
        view = puzzle.view()
        if not isinstance(value, dict):
            raise refusal("bad_frame", "room_race.bad_answer",
                          why=f"move: {short_repr(value, 30)}")
        if "seat" in value and value["seat"] != view.seat:
            raise refusal("not_your_seat", "room.not_your_seat", seat=view.seat,
                          other=short_repr(value["seat"], 12))
        try:
            move = move_from_dict({**value, "seat": view.seat})
        except CachetaError as err:
            raise RoomError("bad_frame", err.said) from None
        try:
            if move not in view.legal_moves():  # the engine's own reason, or its consent
                stand_in_round(get_rules(puzzle.preset), puzzle.position).play(move)
        except CachetaError as err:
            raise refusal("illegal_move", "room_race.illegal", move=notation(move),
                          why=err.said) from None
        return move

    def record(self, racer: Racer, answer: Answer) -> None:
        self.answers[self.index][racer.key] = answer
        self.changed()

    def everyone_answered(self, racers: list[Racer]) -> bool:
        """Whether every racer (every seat a person holds, connected or not) answered the
        current puzzle."""
        given = self.answers[self.index]
        return bool(racers) and all(r.key in given for r in racers)

    def reveal(self) -> None:
        self.phase = REVEAL
        self.changed()

    def next(self, now: float) -> None:
        """The next puzzle, or the end of the race after the last."""
        if self.index + 1 >= len(self.puzzles):
            self.phase = OVER
        else:
            self.index += 1
            self.phase = QUESTION
            self.started = now
        self.changed()

    def stop(self) -> None:
        self.phase = STOPPED
        self.changed()

    def revealed(self) -> range:
        """The indexes of the puzzles whose answers are shown."""
        last = self.index if self.phase != QUESTION else self.index - 1
        return range(last + 1)

    # --- what it shows -------------------------------------------------------------------

    def standings(self, racers: list[Racer], lang: str) -> list[dict[str, Any]]:
        """Every racer's points (right answers) and seconds (each answer's time, the whole
        limit for a puzzle not answered) over the puzzles revealed; best first, ties by
        fewer seconds."""
        rows = []
        for racer in racers:
            points, seconds, answered = 0, 0.0, 0
            for i in self.revealed():
                answer = self.answers[i].get(racer.key)
                if answer is None:
                    seconds += self.settings.seconds
                else:
                    answered += 1
                    points += answer.right
                    seconds += answer.seconds
            rows.append({"key": racer.key, "name": self.name_of(racer, lang),
                         "table": racer.table, "seat": racer.seat, "points": points,
                         "seconds": round(seconds, 2), "answered": answered})
        rows.sort(key=lambda r: (-r["points"], r["seconds"], r["key"]))
        for place, row in enumerate(rows, 1):
            row["place"] = place
        return rows

    def name_of(self, racer: Racer, lang: str) -> str:
        return self.names.get(racer.key) or racer.label(lang)

    def common(self, lang: str, racers: list[Racer]) -> dict[str, Any]:
        """What every link of the scope is shown (no answer of anyone before the reveal)."""
        cached = self._cache.get((lang, len(racers)))
        if cached is not None and cached[0] == self.version:
            return cached[1]
        puzzle = self.puzzle
        rows = self.standings(racers, lang)
        frame: dict[str, Any] = {
            "type": "race", "race": self.number, "lang": lang, "phase": self.phase,
            "number": self.index + 1, "count": len(self.puzzles),
            "seconds": self.settings.seconds, "pause": self.settings.pause,
            "preset": self.settings.preset,
            "status": term(f"room_race.phase.{self.phase}", lang, n=self.index + 1,
                           count=len(self.puzzles)),
            "puzzle": {"id": puzzle.id, "preset": puzzle.preset, "kind": puzzle.kind,
                       "themes": list(puzzle.themes), "rating": round(puzzle.rating.rating),
                       "prompt": puzzle.prompt(lang), "position": dict(puzzle.position),
                       "pass": may_pass(puzzle)},
            "answered": len(self.answers[self.index]), "racers": len(racers),
            "reveal": self._reveal(lang) if self.phase != QUESTION else None,
            "standings": [{k: v for k, v in row.items() if k != "key"} for row in rows],
        }
        self._cache[(lang, len(racers))] = (self.version, frame)
        self._places = {row["key"]: (row["place"], row["points"]) for row in rows}
        return frame

    def _reveal(self, lang: str) -> dict[str, Any]:
        """The counts per option, the answer and the coach's sentences of the current
        puzzle (shown once it is revealed)."""
        puzzle = self.puzzle
        given = list(self.answers[self.index].values())
        options = []
        for option in puzzle.options:
            options.append({"move": None if option.move is None else option.move.to_dict(),
                            "words": option_words(option.move, lang),
                            "count": sum(1 for a in given if a.move == option.move),
                            "right": puzzle.is_right(option.move)})
        listed = {o.move for o in puzzle.options}
        best, tempting = puzzle.why(lang)
        return {"options": options, "other": sum(1 for a in given if a.move not in listed),
                "right": sum(1 for a in given if a.right), "answers": len(given),
                "solution": [m.to_dict() for m in puzzle.solution],
                "words": option_words(puzzle.solution[0], lang), "why": [best, tempting]}

    def legal(self) -> list[dict[str, Any]]:
        """The moves of the current puzzle's position (the same for every seat)."""
        found = self._legal.get(self.index)
        if found is None:
            found = [m.to_dict() for m in self.puzzle.view().legal_moves()]
            self._legal[self.index] = found
        return found

    def yours(self, racer: Racer | None, bot: bool, lang: str) -> dict[str, Any]:
        """A seat's own part: its answer (and, once revealed, whether it was right), the
        moves it may answer with while it has not; a bot's seat answers nothing."""
        if racer is None or bot:
            return {"bot": True, "name": None, "answered": False, "answer": None,
                    "right": None, "seconds": None, "place": None, "points": None,
                    "legal": []}
        answer = self.answers[self.index].get(racer.key)
        shown = answer is not None and self.phase != QUESTION
        waiting = answer is None and self.phase == QUESTION
        return {"bot": False, "name": self.name_of(racer, lang), "answered": answer is not None,
                "answer": (None if answer is None or answer.move is None
                           else answer.move.to_dict()),
                "right": answer.right if shown else None,
                "seconds": answer.seconds if answer is not None else None,
                "place": self._places.get(racer.key, (None, None))[0],
                "points": self._places.get(racer.key, (None, None))[1],
                "legal": self.legal() if waiting else []}

    def frame(self, lang: str, racers: list[Racer], racer: Racer | None,
              seat_link: bool, bot: bool, now: float) -> str:
        """The ``race`` frame of one connection, as text: the common part, the time left,
        and for a seat's link its own part (``you``; null for host and watch)."""
        left = max(0.0, self.deadline - now) if self.phase == QUESTION else None
        body = json.dumps(self.common(lang, racers), ensure_ascii=False,
                          separators=(",", ":"))  # first: the places ``yours`` reads
        you = json.dumps(self.yours(racer, bot, lang), ensure_ascii=False,
                         separators=(",", ":")) if seat_link else "null"
        left_text = "null" if left is None else f"{left:.2f}"
        return f'{body[:-1]},"left":{left_text},"you":{you}}}'

    # --- as stored -----------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        """What changes in the race besides the answers (stored with it)."""
        return {"phase": self.phase, "index": self.index, "started": self.started,
                "names": dict(self.names)}


Clock = Callable[[], float]
wall_clock: Clock = time.time
