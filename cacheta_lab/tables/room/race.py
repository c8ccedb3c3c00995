"""A race of puzzles from a notebook's table joined to a room: the seat answers the current
puzzle (a move of its view, or None to pass) and names itself; the host starts, reveals, deals
and stops the race and takes its results. The latest ``race`` frame is :attr:`RaceSeat.race`
(docs/room.md, *A race of puzzles*); the server judges every answer.

    t = GameTable(room=SEAT_LINK)
    t.race["status"], t.race["left"]          # "Puzzle 3 of 10", 17.5
    view = t.race_view()                      # the puzzle's PlayerView
    t.answer(Discard(view.seat, "5h"))        # refused: a CachetaError with the server's reason
    host = GameTable(room=HOST_LINK)
    host.start_race(count=10, seconds=30, theme="na_boa"); host.race_next()
    host.race_results()["standings"]          # CSV text
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from typing import Any

from ...engine.rules import get_rules
from ...errors import CachetaError, refusal
from ...game.moves import Move
from ...game.views import PlayerView
from ...room.race import QUESTION, REVEAL
from ...room.race_check import race_view
from ...words.catalogue import term
from .remote_round import RemoteRound

ANSWER_WAIT = 10.0  # seconds to wait for the server's answer


class _PuzzlePlayer:
    """Who holds another seat of a puzzle's position, as the table names it."""

    level = "in_puzzle"


class RaceSeat:
    """What a :class:`~cacheta_lab.tables.room.RoomTable` does in a race (a mixin: the table
    keeps :attr:`_race`, the latest ``race`` frame, and the answers to its frames)."""

    _race: dict[str, Any] | None
    _race_at: float  # when the latest race frame came (time.monotonic())
    _race_shown: int | None  # the whole seconds left the table shows
    _answers: dict[Any, tuple[dict[str, Any], int]]
    _changed_cond: Any
    _conn: Any
    _late: bool
    _pending: Any
    role: str
    lang: str
    round: Any
    seat: int | None
    history: list[dict[str, Any]]
    notice: Any
    bots: list[Any]

    @property
    def race(self) -> dict[str, Any] | None:
        """The latest ``race`` frame of this link (None before any race)."""
        return self._race

    def race_view(self) -> PlayerView | None:
        """The current puzzle's position, as the engine's view of its seat."""
        frame = self._race
        return None if frame is None else race_view(frame)

    def race_left(self) -> float | None:
        """Seconds left to answer the current puzzle, now (None: no clock runs): the latest
        frame's count, less the time since it came."""
        frame = self._race
        if frame is None or frame["left"] is None:
            return None
        if frame["phase"] != QUESTION:
            return frame["left"]
        return max(0.0, frame["left"] - (time.monotonic() - self._race_at))

    def race_ticked(self) -> bool:
        """Whether the whole seconds left changed since the table last showed them (the
        table's watch then redraws it: the clock counts down between the server's frames)."""
        left = self.race_left() if self.race_showing() else None
        shown = None if left is None else round(left)
        if shown == self._race_shown:
            return False
        self._race_shown = shown
        return True

    def race_text(self) -> str:
        """The race in a line: its status, the time left or the answer, this seat's place."""
        frame = self._race
        if frame is None:
            return term("room_race.none", self.lang)
        parts = [frame["status"]]
        left = self.race_left()
        if left is not None:
            parts.append(term("room_race.left", self.lang, n=round(left)))
        if frame["reveal"] is not None:
            parts.append(term("room_race.answer_is", self.lang, move=frame["reveal"]["words"]))
        you = frame.get("you") or {}
        if you.get("right") is not None:
            parts.append(term("room_race.right" if you["right"] else "room_race.wrong",
                              self.lang))
        if you.get("points") is not None:
            parts.append(term("room_race.points", self.lang, n=you["points"],
                              s=next((round(r["seconds"]) for r in frame["standings"]
                                      if r["place"] == you["place"]), 0)))
        return " · ".join(parts)

    # --- the puzzle on the table ---------------------------------------------------------------

    def race_showing(self) -> bool:
        """Whether the table shows a race's puzzle instead of the game: a seat a person holds,
        while a puzzle is being answered or revealed (its clicks and keys then answer it)."""
        frame = self._race
        return (frame is not None and self.role == "seat" and frame["phase"] in (QUESTION, REVEAL)
                and not (frame.get("you") or {}).get("bot"))

    def _race_round(self) -> RemoteRound:
        """The puzzle's position as the round the table draws, its seat to play with the
        moves it may answer (none once it has answered)."""
        frame = self._race
        assert frame is not None
        position = frame["puzzle"]["position"]
        table = {**{k: v for k, v in position.items() if k != "hand"}, "result": None,
                 "over": False, "revealed": None}
        return RemoteRound(get_rules(frame["puzzle"]["preset"]),
                           {"table": table, "you": position, "seq": 0,
                            "legal": (frame.get("you") or {}).get("legal") or []})

    @contextlib.contextmanager
    def puzzle_on_table(self) -> Iterator[None]:
        """Inside, the table's round and seat are the race puzzle's (what it draws and what
        its clicks make moves of); the game's are back at the end."""
        if not self.race_showing():
            yield
            return
        kept = (self.round, self.seat, self.history, self._pending, self.notice, self.bots)
        self.round = self._race_round()
        self.seat = self.round.seat
        self.history, self._pending, self.notice = [], None, None
        self.bots = [_PuzzlePlayer() for _ in range(max(self.round.seats) + 1)]
        try:
            yield
        finally:
            (self.round, self.seat, self.history, self._pending, self.notice,
             self.bots) = kept

    def _learner(self) -> int:
        """The seat the table's clicks play: the puzzle's while it shows one."""
        if self.race_showing():
            frame = self._race
            assert frame is not None
            return int(frame["puzzle"]["position"]["seat"])
        return super()._learner()  # type: ignore[misc]

    def answer(self, move: Move | dict[str, Any] | None) -> dict[str, Any]:
        """Answer the current puzzle with ``move`` (a move of :meth:`race_view`'s seat, its
        dict, or None to pass); returns the server's ``ok``, raises its refusal."""
        frame = self._race
        if frame is None:
            raise refusal("room_race.no_question")
        return self._race_ask(lambda: self._conn.answer(frame["number"], move))

    def race_name(self, name: str) -> dict[str, Any]:
        """This seat's name in the race's standings."""
        return self._race_ask(lambda: self._conn.name(name))

    def start_race(self, **settings: Any) -> dict[str, Any]:
        """Start a race (the host's link): ``count``, ``seconds``, ``pause``, ``preset``,
        ``theme``, ``band`` as docs/room.md lists them."""
        return self._race_host("race_start", **settings)

    def race_reveal(self) -> dict[str, Any]:
        return self._race_host("race_reveal")

    def race_next(self) -> dict[str, Any]:
        return self._race_host("race_next")

    def race_stop(self) -> dict[str, Any]:
        return self._race_host("race_stop")

    def race_results(self) -> dict[str, Any]:
        """The latest race's results: ``{"answers": CSV, "standings": CSV, …}``."""
        return self._race_host("race_results", _wanted="race_results")

    def _race_host(self, action: str, _wanted: str = "ok", **fields: Any) -> dict[str, Any]:
        if self.role != "host":
            raise refusal("room.host_only")
        return self._race_ask(lambda: self._conn.host(action, **fields), _wanted)

    def _race_ask(self, send: Any, wanted: str = "ok") -> dict[str, Any]:
        """Send a frame and wait for the server's ``wanted`` answer to it (or its error)."""
        frame_id = send()
        if self._late:  # a browser cannot wait: the answer comes between cells
            return {"id": frame_id}

        def done() -> bool:
            got = self._answers.get(frame_id, ({}, 0))[0]
            return got.get("type") in (wanted, "error")

        with self._changed_cond:
            self._changed_cond.wait_for(done, ANSWER_WAIT)
            got = self._answers.pop(frame_id, ({}, 0))[0]
        if got.get("type") == "error":
            message = str(got.get("message", ""))[:300]
            raise CachetaError(message, message)
        if got.get("type") != wanted:
            raise refusal("room.offline")
        return got
