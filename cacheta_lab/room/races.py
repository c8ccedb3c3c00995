"""The races of a room server: which seats race in which race, the host's race actions, the
seats' answers and names, a ``race`` frame to every link of a race after each change, the
timers (time up, the pause before the next puzzle) and the results as CSV files at the host's
links (``/r/<room>/race.csv``, ``/r/<room>/standings.csv``, and the same under ``/c/<class>/``).

Every answer is written to the state directory (one transaction) before the seat is told it
was taken; a server killed mid-race comes back with every recorded answer and the race where
it was: a puzzle whose time ran out meanwhile is revealed at once (docs/room.md, *A race*).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

from ..puzzles import load
from ..words.catalogue import Said
from ..words.echo import short_repr
from ..words.text import LANGS
from .links import HOST, LONGEST_KEY, SEAT, same_secret
from .protocol import door_line
from .race import LONGEST_NAME, OVER, QUESTION, REVEAL, Answer, Clock, Race, Racer, wall_clock
from .race_csv import answers_csv, standings_csv
from .race_settings import RaceSettings, choose
from .race_store import read_races, write_answer, write_race
from .store import StoreError
from .table import Room, RoomError, refusal

if TYPE_CHECKING:
    from .connection import Connection
    from .server import RoomServer

ACTIONS = ("race_start", "race_reveal", "race_next", "race_stop", "race_results")
CSV_FILES = ("race.csv", "standings.csv")
GATHER = 0.5  # seconds: the answers given meanwhile are told in one frame
_NAME = re.compile(rf"[^\x00-\x1f\x7f-\x9f\ud800-\udfff]{{1,{LONGEST_NAME}}}")


class Races:
    """The races of ``server``: the latest race of each scope (a room, or the class), and the
    race each room's links are shown."""

    def __init__(self, server: RoomServer) -> None:
        self.server = server
        self.by_scope: dict[str, Race] = {}
        self.of_room: dict[str, Race] = {}
        self.rng = random.SystemRandom()
        self.clock: Clock = wall_clock  # the wall clock: a race's times survive a restart
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._gathering: set[str] = set()  # scopes whose new answers are told soon

    # --- scopes ----------------------------------------------------------------------------

    def _classroom(self) -> Any:
        return getattr(self.server, "classroom", None)

    def rooms(self, scope: str) -> list[Room]:
        """The rooms whose seats race in ``scope``: a room's own, or the class's tables."""
        classroom = self._classroom()
        if classroom is not None and scope == classroom.id:
            return list(classroom.tables)
        return [self.server.rooms[scope]]

    def racers(self, race: Race) -> list[Racer]:
        """The seats of a race's scope a person holds (bots do not answer)."""
        classroom = self._classroom()
        in_class = classroom is not None and race.scope == classroom.id
        found = []
        for room in self.rooms(race.scope):
            table = classroom.number(room) if in_class else None
            found.extend(Racer(f"{room.id}:{seat}", room.id, seat, table)
                         for seat in range(room.settings.players) if seat not in room.bots)
        return found

    def _racer(self, race: Race, room: Room, seat: int) -> Racer | None:
        key = f"{room.id}:{seat}"
        return next((r for r in self.racers(race) if r.key == key), None)

    def read(self) -> None:
        """The races stored in the state directory (a restart)."""
        scopes = {rid: _seat_of(room) for rid, room in self.server.rooms.items()}
        classroom = self._classroom()
        if classroom is not None:
            rooms = {room.id: room for room in classroom.tables}
            scopes[classroom.id] = lambda key: (key.partition(":")[0] in rooms
                                                and _seat_of(rooms[key.partition(":")[0]])(key))
        first = next(iter(self.server.rooms.values()), None)
        for race in read_races(self.server.store, scopes,
                               lambda scope: self._preset(scope, first)):
            self._adopt(race)

    def _preset(self, scope: str, first: Room | None) -> str:
        room = self.server.rooms.get(scope, first)
        return room.settings.rules.id if room is not None else "oficial"

    def _adopt(self, race: Race) -> None:
        self.by_scope[race.scope] = race
        for room in self.rooms(race.scope):
            self.of_room[room.id] = race

    # --- the host ---------------------------------------------------------------------------

    def host(self, scope: str, action: str, data: dict[str, Any], lang: str
             ) -> dict[str, Any] | None:
        """Do the race action ``action`` of a host of ``scope``; ``race_results`` answers the
        CSV texts (in ``lang``). A refusal raises :class:`RoomError` and changes nothing."""
        race = self.by_scope.get(scope)
        if action == "race_start":
            self._start(scope, data)
        elif action == "race_results":
            if race is None:
                raise refusal("bad_action", "room_race.no_results")
            racers = self.racers(race)
            return {"type": "race_results", "race": race.number,
                    "answers": answers_csv(race, racers, lang),
                    "standings": standings_csv(race, racers, lang)}
        elif race is None or not race.live:
            raise refusal("bad_action", "room_race.none")
        elif action == "race_reveal":
            if race.phase != QUESTION:
                raise refusal("bad_action", "room_race.no_question_host")
            self._reveal(race)
        elif action == "race_next":
            if race.phase == QUESTION:
                raise refusal("bad_action", "room_race.not_revealed", n=race.index + 1)
            self._step(race, lambda: race.next(self.clock()))
        else:
            self._step(race, race.stop)
        return None

    def _start(self, scope: str, data: dict[str, Any]) -> None:
        rooms = self.rooms(scope)
        for room in rooms:
            busy = self.of_room.get(room.id)
            if busy is not None and busy.live:
                if busy.scope != scope and busy.scope not in self.server.rooms:
                    raise refusal("bad_action", "room_race.class_race")
                raise refusal("bad_action", "room_race.busy", n=busy.index + 1,
                              count=len(busy.puzzles))
        settings = RaceSettings.checked(data, rooms[0].settings.rules.id)
        puzzles = choose(settings, self.rng)
        previous = self.by_scope.get(scope)
        race = Race(scope, previous.number + 1 if previous else 1, settings, puzzles,
                    self.clock())
        self._write(race)
        self._adopt(race)
        self._changed(race)

    def _step(self, race: Race, change: Any) -> None:
        """A change of the race's course, written, then shown; a write the disk refuses
        undoes it (``not_saved``)."""
        kept = (race.phase, race.index, race.started)
        change()
        try:
            self._write(race)
        except RoomError:
            race.phase, race.index, race.started = kept
            race.changed()
            raise
        self._changed(race)

    def _write(self, race: Race) -> None:
        try:
            write_race(self.server.store, race)
        except StoreError as err:
            raise refusal("not_saved", "room.not_saved", why=err.reason) from None

    # --- the seats --------------------------------------------------------------------------

    def answer(self, room: Room, seat: int, data: dict[str, Any]) -> None:
        """A seat's answer to the current puzzle: checked, written (one transaction), then
        recorded; the reveal comes once every seat a person holds has answered."""
        race = self.of_room.get(room.id)
        if race is None or race.phase != QUESTION:
            raise refusal("race", "room_race.no_question")
        if self.clock() >= race.deadline:  # the timer is about to say so: said now
            self._reveal(race)
            raise refusal("race", "room_race.too_late", n=race.index + 1)
        racer = self._racer(race, room, seat)
        if racer is None:
            raise refusal("bot_seat", "room_race.bot_seat")
        answer: Answer = race.check_answer(racer, data, self.clock())
        try:
            write_answer(self.server.store, race, racer.key, answer)
        except StoreError as err:
            raise refusal("not_saved", "room.not_saved", why=err.reason) from None
        race.record(racer, answer)
        if race.everyone_answered(self.racers(race)):
            self._reveal(race)
        else:
            self._soon(race)

    def _soon(self, race: Race) -> None:
        """Tell the links of a new count of answers within :data:`GATHER` seconds, once for
        every answer given meanwhile (a class's answers come together: one frame to every
        seat for each would cost every seat's client a check per answer)."""
        if race.scope in self._gathering or self.server._loop is None:
            return
        def tell() -> None:
            self._gathering.discard(race.scope)
            if self.by_scope.get(race.scope) is race and race.phase == QUESTION:
                self._changed(race)
        self._gathering.add(race.scope)
        self.server._loop.call_later(GATHER, tell)

    def name(self, room: Room, seat: int, data: dict[str, Any]) -> None:
        """A seat's name in the race's standings and results (1 to 40 visible characters)."""
        value = data.get("name")
        if not isinstance(value, str) or not _NAME.fullmatch(value) or not value.strip():
            raise refusal("bad_frame", "room_race.bad_name", most=LONGEST_NAME,
                          value=short_repr(value, 50))
        race = self.of_room.get(room.id)
        if race is None:
            raise refusal("race", "room_race.none")
        racer = self._racer(race, room, seat)
        if racer is None:
            raise refusal("bot_seat", "room_race.bot_seat")
        before = race.names.get(racer.key)
        race.names[racer.key] = value.strip()
        try:
            self._write(race)
        except RoomError:
            if before is None:
                del race.names[racer.key]
            else:
                race.names[racer.key] = before
            raise
        race.changed()
        self._soon(race)

    # --- time -------------------------------------------------------------------------------

    def start(self) -> None:
        """The server listens: a race read back goes on (a puzzle whose time ran out while the
        server was down is revealed now); the puzzle set is read in the background, so that
        the first race starts at once."""
        for race in self.by_scope.values():
            self._changed(race)
        if self.server._loop is not None and not self.by_scope:
            self.server._loop.run_in_executor(None, load)

    def _reveal(self, race: Race) -> None:
        if race.phase != QUESTION:
            return
        race.reveal()
        self._try_write(race)
        self._changed(race)

    def _try_write(self, race: Race) -> None:
        """Write the race's course after a timer: a write the disk refuses is tried again
        with the next change (the answers, written one by one, are never held back)."""
        with contextlib.suppress(RoomError):
            self._write(race)

    def _time_up(self, race: Race) -> None:
        self._timers.pop(race.scope, None)
        if self.by_scope.get(race.scope) is race:
            self._reveal(race)

    def _pause_over(self, race: Race) -> None:
        self._timers.pop(race.scope, None)
        if self.by_scope.get(race.scope) is race and race.phase == REVEAL:
            race.next(self.clock())
            self._try_write(race)
            self._changed(race)

    def _schedule(self, race: Race) -> None:
        old = self._timers.pop(race.scope, None)
        if old is not None:
            old.cancel()
        loop = self.server._loop
        if loop is None:
            return
        if race.phase == QUESTION:
            wait = race.deadline - self.clock()
            self._timers[race.scope] = loop.call_later(max(0.0, wait), self._time_up, race)
        elif race.phase == REVEAL and race.settings.pause is not None:
            self._timers[race.scope] = loop.call_later(race.settings.pause, self._pause_over,
                                                       race)

    # --- telling the links ------------------------------------------------------------------

    def _changed(self, race: Race) -> None:
        """Every link of the race's scope gets its ``race`` frame; the timers follow."""
        if race.phase == QUESTION and self.clock() >= race.deadline:
            race.reveal()
            self._try_write(race)
        self._schedule(race)
        racers = self.racers(race)
        for room in self.rooms(race.scope):
            for conn in self.server.connections.get(room.id, ()):
                self._send(conn, race, racers)
        classroom = self._classroom()
        if classroom is not None and race.scope == classroom.id:
            for conn in self.server.connections.get(classroom.id, ()):
                self._send(conn, race, racers)

    def greet(self, conn: Connection) -> None:
        """A connection that opens (or says hello) gets the race it belongs to, if any."""
        race = self.of_room.get(conn.room.id) or self.by_scope.get(conn.room.id)
        if race is not None:
            self._send(conn, race, self.racers(race))

    def seat_changed(self, room: Room) -> None:
        """A seat connected or left, or a bot took it or gave it back: the race's counts
        follow; a puzzle every racer left has answered is revealed."""
        race = self.of_room.get(room.id)
        if race is None or not race.live:
            return
        race.changed()
        if race.phase == QUESTION and race.everyone_answered(self.racers(race)):
            self._reveal(race)
        else:
            self._changed(race)

    def _send(self, conn: Connection, race: Race, racers: list[Racer]) -> None:
        seat_link = conn.role == SEAT and conn.seat is not None
        racer = None
        if seat_link:
            key = f"{conn.room.id}:{conn.seat}"
            racer = next((r for r in racers if r.key == key), None)
        conn.send(race.frame(conn.lang, racers, racer, seat_link,  # type: ignore[arg-type]
                             seat_link and racer is None, self.clock()))

    # --- the results as files ---------------------------------------------------------------

    def csv_file(self, scope: str, key: str, name: str, lang: str) -> tuple[int, str]:
        """(HTTP status, body) of a CSV file at a host's link: the race's answers or its
        standings."""
        race = self.by_scope.get(scope)
        secrets = self._secrets(scope)
        if secrets is None:
            return 404, door_line(Said("room.no_room"))
        if not same_secret(key, secrets[HOST]):
            return 403, door_line(Said("room.bad_key"))
        if race is None:
            return 404, door_line(Said("room_race.no_results"))
        racers = self.racers(race)
        maker = answers_csv if name == CSV_FILES[0] else standings_csv
        return 200, maker(race, racers, lang)

    def _secrets(self, scope: str) -> dict[str, Any] | None:
        classroom = self._classroom()
        if classroom is not None and scope == classroom.id:
            return classroom.secrets
        room = self.server.rooms.get(scope)
        return room.secrets if room is not None else None


def race_file(path: str) -> tuple[str, str, str, str | None] | None:
    """``(scope, file name, key, lang)`` of a request for a race's CSV file
    (``/r/<room>/race.csv?key=…``, ``/c/<class>/standings.csv?key=…``), else None."""
    route, _, query = path.partition("?")
    words = route.strip("/").split("/")
    if len(words) != 3 or words[0] not in ("r", "c") or words[2] not in CSV_FILES:
        return None
    fields = parse_qs(query)
    lang = (fields.get("lang") or [None])[0]
    return (words[1], words[2], (fields.get("key") or [""])[0][:LONGEST_KEY],
            lang if lang in LANGS else None)


def _seat_of(room: Room) -> Any:
    """Whether a racer key is one of ``room``'s seats."""
    def check(key: str) -> bool:
        rid, _, seat = key.partition(":")
        return rid == room.id and seat.isdigit() and int(seat) < room.settings.players
    return check


__all__ = ["ACTIONS", "CSV_FILES", "OVER", "Races"]
