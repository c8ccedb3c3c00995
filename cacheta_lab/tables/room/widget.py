"""The game table joined to a room: ``GameTable(room=URL)`` (a :class:`RoomTable`).

The round lives on the room's server (``cacheta-lab room serve``, ``docs/room.md``); this
kernel holds a connection to it in a background thread (:mod:`cacheta_lab.room.client`), which
reconnects by itself while the server is away, and redraws the table on every ``state`` frame.
The view is built by the same code as a local table's (:func:`cacheta_lab.tables.game.build_view`)
from :class:`~.remote_round.RemoteRound`, the round as this link may see it.

* A **seat** link: that seat's hand and the public table, played with the same clicks and keys;
  a move the server refuses is shown with its reason, as a local refusal is. ``coach=True``
  grades the seat's decisions here, in this kernel, from the seat's own view.
* The **watch** link: the public table, large, with whose turn it is and the last moves; nothing
  on it acts.
* The **host** link: the public table and the teacher's actions (:meth:`RoomTable.pause`,
  :meth:`~RoomTable.resume`, :meth:`~RoomTable.step`, :meth:`~RoomTable.reveal`,
  :meth:`~RoomTable.replace`, :meth:`~RoomTable.new_round`, :meth:`~RoomTable.new_match`,
  :meth:`~RoomTable.log`), as buttons on the table too.
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ...checks import check_flag, check_lang, check_level, check_seconds
from ...engine.rules import Rules, get_rules
from ...errors import CachetaError, refusal
from ...game.moves import MONTE, Draw, Move
from ...room.protocol import view_from_state
from ...room.transport import Transport, open_transport
from ...words.catalogue import term
from ..base import Action, TableWidget, number_field, one_of
from ..game import (
    NOTABLE,
    GameTable,
    build_faces,
    build_view,
    claim_notice,
)
from .links import check_link
from .race import RaceSeat
from .remote_round import RemoteRound
from .view import public, room_view, seat_marks, status

ANSWER_WAIT = 8.0  # seconds a move or a host action waits for the server's answer
FIRST_STATE_WAIT = 10.0  # seconds the table waits for the room's first state
AWAY_CHECK = 0.3  # seconds between two looks at whether the connection is up
# what a local table is given and a room decides (its server's settings, the link's seat)
ROOMS_SETTINGS = ("preset", "players", "bots", "seat", "open_hands", "seed")
HOST_BUTTONS = ("pause", "resume", "step", "reveal", "hide", "next_round", "new_match",
                "download")


class _Holder:
    """Who plays a seat, as the table names them: a bot level, "human", or "human_away" (a
    person's seat with no connection now: the host may put a bot there)."""

    def __init__(self, level: str) -> None:
        self.level = level


def _unreachable(url: str) -> CachetaError:
    """No room answered at ``url`` (the link shown without its key)."""
    shown = url.split("?", 1)[0][:120]
    return refusal("room_table.unreachable", url=shown)


def _away() -> CachetaError:
    return refusal("room.offline")


# the round shown before the room's first state: no seat, no card
_NO_ROUND_YET = {"table": {"seats": [], "dealer": 0, "turn": 0, "phase": "deal"}}


class RoomTable(RaceSeat, GameTable):
    """A :class:`~cacheta_lab.tables.game.GameTable` whose round is a room's, on its server
    (and a race of puzzles there: :class:`~cacheta_lab.tables.room.race.RaceSeat`)."""

    ACTIONS: ClassVar[dict[str, Action]] = {
        **GameTable.ACTIONS,
        "host": Action("_msg_host", {"action": one_of(*HOST_BUTTONS)}),
        "bot_seat": Action("_msg_bot_seat", {"seat": number_field(0, 10)}),
        "take_seat": Action("_msg_take_seat", {}),
    }

    def __init__(self, *args: Any, room: str, lang: str = "pt", coach: bool = False,
                 timeout: float = FIRST_STATE_WAIT, **kwargs: Any) -> None:
        check_lang(lang)
        url = check_link(room)
        settled = sorted(set(kwargs) & set(ROOMS_SETTINGS)) or (["preset"] if args else [])
        if settled:
            raise refusal("room_table.settled", names=", ".join(settled))
        check_flag("coach", coach)
        check_seconds("timeout", timeout, 600, zero=False)
        self._lock = threading.RLock()
        self._changed_cond = threading.Condition(self._lock)
        self._answers: dict[Any, tuple[dict[str, Any], int]] = {}  # by id: frame, states seen
        self._states = 0  # state frames received
        self._state: dict[str, Any] | None = None
        self._welcome: dict[str, Any] | None = None
        self._race: dict[str, Any] | None = None  # the latest race frame
        self._race_at, self._race_shown = 0.0, None  # when it came; the seconds shown
        self._pending: tuple[Any, Move] | None = None  # the view before a move, and the move
        self._quiet, self._ready, self._ack, self._error = True, False, 0, None
        self._error_id, self._kept_error = 0, None
        self._disk_notice = False  # the error shown says the disk refuses the room's moves
        self._late = False  # the browser's connection: it opens after this cell, never waits
        self._downloads: set[Any] = set()  # ids of the log asked for by the page (browser)
        self._coach_asked = coach
        self.url, self.role, self.seat, self.coach = url, "", None, False
        self.history: list[dict[str, Any]] = []
        self.grades: list[Any] = []
        self.notice = None
        self.bots: list[_Holder] = []
        self.preset, self.players, self.round_seed = "", 0, 0
        self.round = RemoteRound(get_rules("oficial"), _NO_ROUND_YET)
        self._away = False
        self.replaced = False  # the link was opened elsewhere: this table plays no more
        self._refused_for: str | None = None  # the server's code for the error shown
        self._unsent: tuple[int, int, Move] | None = None  # a move made while away: its
        # position (game, seq) and the move, sent once the room is back if nothing moved
        self._shown_away: str | None = None  # the door's reason the table shows while away
        self._closed = threading.Event()
        self._conn = self._connect(url, lang, timeout)
        TableWidget.__init__(self, lang=lang, **kwargs)
        if self._conn.blocking:
            self._join()
            threading.Thread(target=self._watch_connection, name="cacheta-room-watch",
                             daemon=True).start()
        else:  # the browser: the frames come once this cell has run
            self._late, self._quiet = True, False
            self._refresh()

    def _join(self) -> None:
        """Take the room's first ``welcome`` and ``state``: who this link is, the rules, the
        round; the table is drawn from then on."""
        with self._lock:  # every state that came in meanwhile is in self._state
            welcome, state = self._welcome, self._state
            assert welcome is not None and state is not None
            self._quiet = True
            self.role = welcome["role"]
            self.seat = welcome.get("seat")
            self.coach = self._coach_asked and self.seat is not None
            rules = Rules.from_dict(welcome["rules"])
            self.preset, self.players = rules.id, int(welcome["players"])
            self.round_seed = int(state.get("game", 0))  # the room's game number
            self._absorb(state)
            self._ready = True
            self._quiet = False
        self._refresh()

    # --- the connection (its frames arrive in its own thread, or between cells in a browser) ---

    def _connect(self, url: str, lang: str, timeout: float) -> Transport:
        try:
            conn = open_transport(url, lang, self._on_frame, self._on_link, timeout)
        except CachetaError:
            raise  # the server refused the link: its reason, in both languages
        except (ConnectionError, OSError, TimeoutError):
            raise _unreachable(url) from None
        if not conn.blocking:
            return conn
        with self._lock:  # the first state reaches the table just after the connection sees it
            if not self._changed_cond.wait_for(
                    lambda: self._state is not None and self._welcome is not None, timeout):
                conn.close()
                raise _unreachable(url)
        return conn

    def _on_frame(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        with self._lock:
            if kind == "welcome":
                self._welcome = frame
            elif kind == "state":
                self._state = frame
                self._states += 1
                if self._disk_notice:  # a state comes once the room's moves are written
                    self._error, self._disk_notice = None, False
                if self._ready:
                    self._absorb(frame)
            elif kind == "race":
                self._race, self._race_at = frame, time.monotonic()
            elif kind in ("error", "ok", "log", "race_results") and frame.get("id") is not None:
                if self._late:
                    self._answered_late(frame)
                else:  # a log comes before its ok, and the state the action led to after both
                    self._answers.setdefault(frame["id"], (frame, self._states))
            elif kind == "error":
                self._set_error(str(frame.get("message", ""))[:300])
                self._disk_notice = frame.get("code") == "not_saved"  # the host is told
            elif kind == "replaced":
                self.replaced, self._pending, self._unsent = True, None, None
            self._changed_cond.notify_all()
        if self._late and not self._ready and self._welcome and self._state:
            self._join()
        elif kind in ("state", "error", "replaced", "race") and self._ready:
            self._refresh()

    def _answered_late(self, frame: dict[str, Any]) -> None:
        """An answer in a browser, where nothing waits for it: a refusal is shown on the
        table; the log the page asked for is handed to it as a file."""
        if frame["type"] == "error":
            self._set_error(str(frame.get("message", ""))[:300])
            self._pending, self._disk_notice = None, False
        elif frame["type"] == "log" and frame["id"] in self._downloads:
            self._downloads.discard(frame["id"])
            self._download(frame.get("log") or {})

    def _on_link(self, up: bool) -> None:
        """The browser's connection went down or came back, its door turned it away (or no
        longer does), or it stopped (its ``failure``)."""
        failure = getattr(self._conn, "failure", None) if hasattr(self, "_conn") else None
        if failure is not None and self._ready:  # before: the table's note says it
            self._set_error(failure.message(self.lang))
        self._update_away(not up, force=failure is not None)
        if up and self._unsent is not None:  # a browser's move made while away
            self._send_unsent()

    def _watch_connection(self) -> None:
        """Redraw when the connection drops (the server away, or its door turning the link
        away) and when it is back, and when a race's clock shows one second less."""
        while not self._closed.wait(AWAY_CHECK):
            self._update_away(not self._conn.connected and not self.replaced)
            if self._ready and self.race_ticked():
                self._refresh()
            if self._unsent is not None and not self._away and self._ready:
                self._send_unsent()

    def _update_away(self, away: bool, force: bool = False) -> None:
        """Redraw when the link went down or came back, or the door's reason changed."""
        reason = self.turned_away()
        if force or (away, reason) != (self._away, self._shown_away):
            back = self._away and not away
            self._away, self._shown_away = away, reason
            if back and self._error == term("room.offline", self.lang):
                self._error = None  # what was refused while away is not refused now
            self._refresh()

    def turned_away(self) -> str | None:
        """The door's reason, in the table's language, while it turns the link away."""
        turned_away = getattr(getattr(self, "_conn", None), "turned_away", None)
        return turned_away.message(self.lang) if turned_away is not None else None

    @property
    def away(self) -> bool:
        """Whether the connection to the room is down (it is trying again by itself)."""
        return self._away

    @property
    def ready(self) -> bool:
        """Whether the room's first state has come (the table is drawn from it)."""
        return self._ready

    def unreachable(self) -> CachetaError:
        """That no room answered at this table's link."""
        return _unreachable(self.url)

    def _absorb(self, state: dict[str, Any]) -> None:
        """Take in a ``state`` frame: the round, the log of the last moves, the coach's grade
        of a move the server has just accepted."""
        welcome = self._welcome
        assert welcome is not None
        game = int(state.get("game", 0))
        if game != self.round_seed:
            self.round_seed, self.grades = game, []
        before = getattr(self, "round", None)
        self.round = RemoteRound(Rules.from_dict(welcome["rules"]), state)
        table = state["table"]
        bots = {int(k): v for k, v in (table.get("bots") or {}).items()}
        here = {int(s) for s in table.get("connected") or ()}
        self.bots = [_Holder(bots.get(s, "human" if s in here else "human_away"))
                     for s in range(int(welcome["players"]))]
        self.history = _history(table.get("last") or (), int(state.get("seq", 0)), self.seat)
        if self._pending is not None and before is not None and self.round.moves > before.moves:
            view, move = self._pending  # the server accepted the move sent
            self._pending = None
            self.notice = claim_notice(self, move, _claims(view, self.round.history))
            if self.coach:
                self._grade(view, move, before.moves)
        if self.open_hands != self.round.revealed:
            self.open_hands = self.round.revealed
        if self._refused_for is not None and not _still_refused(self._refused_for, table,
                                                                 self.seat):
            self._error, self._refused_for = None, None  # e.g. the room paused, now resumed

    def _ask(self, send: Any, move: bool = False) -> dict[str, Any]:
        """Send one frame (``send()`` returns its id) and wait for the answer to it: an
        ``error``; or the ``state`` it led to (after the ``ok`` or ``log`` of a host action)."""
        with self._lock:
            moves = self.round.moves
        try:  # the lock is not held: the connection's thread may need it
            frame_id = send()
        except (ConnectionError, OSError, TimeoutError):
            raise _away() from None
        if self._late:  # a browser cannot wait: the answer comes between cells
            return {"id": frame_id}

        def done() -> bool:
            if move and self.round.moves != moves:
                return True
            frame, states = self._answers.get(frame_id, ({}, 0))
            return frame.get("type") == "error" or (bool(frame) and self._states > states)

        with self._lock:
            answered = self._changed_cond.wait_for(done, ANSWER_WAIT)
            answer = self._answers.pop(frame_id, ({}, 0))[0] or None
        if answer is not None and answer.get("type") == "error":
            message = str(answer.get("message", ""))[:300]
            self._refused_for = str(answer.get("code", ""))
            raise CachetaError(message, message)
        if not answered:
            raise _away()
        return answer or {}

    def wait_turn(self, timeout: float = 30.0) -> bool:
        """Wait until it is this seat's turn to play (or the game is over); whether it is."""
        check_seconds("timeout", timeout)
        self._can_wait("wait_turn")
        with self._lock:
            self._changed_cond.wait_for(lambda: self.over or self._my_turn(), timeout)
            return self._my_turn()

    def _can_wait(self, name: str) -> None:
        """In a browser a cell cannot wait for the room (its frames come after the cell)."""
        if self._late:
            raise refusal("room_table.no_wait", name=name)

    def _my_turn(self) -> bool:
        return self.waiting_for_learner and self.round.turn == self.seat

    @property
    def paused(self) -> bool:
        """Whether the host has paused the room."""
        return bool(self._state and self._state["table"].get("paused"))

    def close(self) -> None:
        """Leave the room (the seat stays the link's: opening it again takes it back)."""
        closed, conn = getattr(self, "_closed", None), getattr(self, "_conn", None)
        first = closed is not None and not closed.is_set()  # collected: a widget closes again
        if closed is not None:
            closed.set()
        if conn is not None and first:  # None: the table never reached its room
            if not conn.blocking:
                conn.close()
            elif not sys.is_finalizing():  # closing waits on the server's goodbye: not here
                threading.Thread(target=conn.close, name="cacheta-room-close",
                                 daemon=True).start()
        super().close()

    # --- the game: moves and host actions go to the server -------------------------------------

    @property
    def over(self) -> bool:
        return self.round.over

    @property
    def waiting_for_learner(self) -> bool:
        return (self.seat is not None and not self.replaced
                and bool(self.round.legal_moves(self.seat)))

    def _bot_move(self) -> Move | None:
        """None: the room's bots move on the server, never in this kernel."""
        return None

    def learner_move(self, move: Move) -> None:
        """Send this seat's move to the room (while the table shows a race's puzzle: its
        answer); raises :class:`CachetaError` with the server's reason when it is refused
        (nothing changes)."""
        self._still_here()
        if self.race_showing():
            self.answer(move)
            return
        _, move = self._learners_own(move)
        with self._lock:
            self._pending = (self.seat_view(), move)
            position = (self.round_seed, int((self._state or {}).get("seq", 0)))
        try:
            if self._away:
                raise _away()
            self._ask(lambda: self._conn.move(move), move=True)
        except CachetaError:
            if self._away or not self._conn.connected:  # sent once the room is back
                self._unsent = (*position, move)
                raise refusal("room_table.unsent") from None
            raise
        finally:
            if not self._late:  # in a browser the state it leads to comes after this cell
                with self._lock:
                    self._pending = None

    def _send_unsent(self) -> None:
        """Send the move made while the room was away, now that it is back, if the game is
        still where it was then; otherwise say that it was not sent."""
        with self._lock:
            unsent, self._unsent = self._unsent, None
            here = (self.round_seed, int((self._state or {}).get("seq", 0)))
        if unsent is None:
            return
        if here != unsent[:2]:
            self._set_error(term("room_table.unsent_dropped", self.lang))
            self._refresh()
            return
        try:
            self.learner_move(unsent[2])
            self._error = None
        except CachetaError as exc:
            self._set_error(exc.message(self.lang))
        self._refresh()

    def _still_here(self) -> None:
        """Refuse anything from a table whose link was opened elsewhere."""
        if self.replaced:
            raise refusal("room_table.replaced")

    def take_seat(self) -> None:
        """Play this seat here again, after its link was opened elsewhere (which this
        takes it back from)."""
        if not self.replaced:
            return
        old = self._conn
        self._conn = self._connect(self.url, self.lang, FIRST_STATE_WAIT)
        self.replaced, self._error = False, None
        if old.blocking:
            threading.Thread(target=old.close, name="cacheta-room-close", daemon=True).start()
        self._refresh()

    def seat_view(self) -> Any:
        """What this seat may see now, as the engine's
        :class:`~cacheta_lab.game.views.PlayerView` (what the coach and the bots decide from);
        None for the host and watch links."""
        with self._lock:
            if self.seat is None or self._state is None:
                return None
            return view_from_state(self._welcome, self._state)

    def _host(self, action: str, **fields: Any) -> dict[str, Any]:
        if self.role != "host":
            raise refusal("room.host_only")
        self._still_here()
        return self._ask(lambda: self._conn.host(action, **fields))

    def pause(self) -> None:
        """Stop the bots and the moves (host link)."""
        self._host("pause")

    def resume(self) -> None:
        """Play goes on (host link); also ends a reveal."""
        self._host("resume")

    def step(self) -> None:  # type: ignore[override]
        """One bot move while paused (host link)."""
        self._host("step")

    def play(self, n: int | None = None) -> int:
        """Up to ``n`` bot moves while paused (host link); how many were played."""
        self._can_wait("play")
        done = 0
        while (n is None or done < n) and not self.over:
            try:
                self.step()
            except CachetaError:
                if done == 0:
                    raise
                break
            done += 1
        return done

    def reveal(self) -> None:
        """Pause and show every hand to every connection, for a discussion (host link)."""
        self._host("reveal")

    def hide(self) -> None:
        """Hide the hands again (still paused; host link)."""
        self._host("hide")

    def replace(self, seat: int, bot: str = "greedy") -> None:
        """A bot plays ``seat`` from now on (host link), e.g. for a learner who left."""
        self._host("replace", seat=seat, bot=check_level(bot))

    def release(self, seat: int) -> None:
        """``seat`` is a person's again (host link)."""
        self._host("release", seat=seat)

    def new_round(self, seed: int | None = None, force: bool = False) -> None:
        """Deal the next round (host link): at a match's round end, the match's next; while
        a round is being played only with ``force=True``, which ends it."""
        check_flag("force", force)
        if self._game_on_refused("new_round", force):
            self._host("new_round", force=True)

    def new_match(self, force: bool = False) -> None:
        """Start a new match (host link); while a game is being played only with
        ``force=True``, which ends it."""
        check_flag("force", force)
        if self._game_on_refused("new_match", force):
            self._host("new_match", force=True)

    def _game_on_refused(self, call: str, force: bool) -> bool:
        """Refuse ending a game being played without ``force``; at a match's round end
        deal its next round instead (False: done)."""
        room = room_view(self)
        if room["round_end"] and call == "new_round":
            self._host("deal")
            return False
        if room["game_on"] and not force:
            raise refusal("room_table.game_on", call=call)
        return True

    def log(self, game: int | None = None) -> dict[str, Any]:
        """The game log (``GameLog.to_dict()``, what ``cacheta-lab review`` reads; host link)."""
        self._can_wait("log")
        fields = {} if game is None else {"game": game}
        return self._host("log", **fields).get("log") or {}

    def save_log(self, path: str | Path) -> Path:
        """Write the game log to ``path`` (JSON); the path written."""
        path = Path(path)
        path.write_text(json.dumps(self.log(), ensure_ascii=False), encoding="utf-8")
        return path

    # --- the view ------------------------------------------------------------------------------

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if self._ready and change["new"] != change["old"]:
            with contextlib.suppress(ConnectionError, OSError, TimeoutError):
                self._conn.hello(change["new"])  # away: the link's language comes back with it

    def _refresh(self) -> None:
        if self._quiet:
            return
        with self._lock, self.puzzle_on_table():
            rnd = self.round
            self.faces = build_faces(rnd.rules.id, frozenset(rnd.judge.wild), self.lang)
            view = build_view(self, ack=self._ack, error=self._error, error_id=self._error_id)
            view["can_step"] = self.role == "host" and self.paused and not rnd.over
            view["auto"] = False
            view["room"] = room_view(self)
            if self.replaced:  # its link was opened elsewhere: nothing on it plays
                view["learner"] = None
            if self.role == "host":
                for seat in view["seats"]:
                    seat["marks"] = seat_marks(self, seat["seat"])
            view["text"] = {**view["text"], "log_empty": term("room_table.no_moves", self.lang)}
            self.view = view

    def status_text(self) -> str:
        """The status line, from the room (:func:`.view.status`); before its first state,
        the table's note."""
        if not self._ready:
            return room_view(self)["note"] or ""
        if self.race_showing():
            return self.race_text()
        return status(self)

    def local_status(self) -> str:
        """The status a local table would show (the seat's turn, its furar, the end)."""
        return super().status_text()

    def _answer(self, seq: int, error: str | None) -> None:
        with self._lock:
            if error is None:
                self._refused_for = None
            super()._answer(seq, error)

    def _perform(self, action: Any, content: dict[str, Any]) -> None:
        if content.get("type") != "take_seat":
            self._still_here()
        super()._perform(action, content)

    def __repr__(self) -> str:
        seat = f", seat={self.seat}" if self.seat is not None else ""
        state = "over" if self.over else f"turn={self.round.turn}"
        return (f"RoomTable(role={self.role!r}{seat}, preset={self.preset!r}, "
                f"lang={self.lang!r}, moves={self.round.moves}, {state})")

    # --- what the page asks ----------------------------------------------------------------------

    def _msg_auto(self, _msg: dict[str, Any]) -> None:
        self._host("resume" if self.paused else "pause")

    def _msg_host(self, msg: dict[str, Any]) -> None:
        action = msg["action"]
        if action == "download" and self._late:
            self._downloads.add(self._host("log")["id"])  # the file comes with the answer
        elif action == "download":
            self._download(self.log())
        elif action == "next_round":
            self.new_round(force=msg.get("force") is True)
        elif action == "new_match":
            self.new_match(force=msg.get("force") is True)
        else:
            self._host(action)

    def _download(self, log: dict[str, Any]) -> None:
        self.send({"type": "download", "name": f"cacheta-sala-{self.round_seed}.json",
                   "text": json.dumps(log, ensure_ascii=False)})

    def _msg_take_seat(self, _msg: dict[str, Any]) -> None:
        self.take_seat()

    def _msg_bot_seat(self, msg: dict[str, Any]) -> None:
        seat = int(msg["seat"])
        bots = public(self).get("bots") or {}
        if str(seat) in bots:
            self.release(seat)
        else:
            self.replace(seat)


def _still_refused(code: str, table: dict[str, Any], seat: int | None) -> bool:
    """Whether the reason a move was refused for still holds in the room's ``table``."""
    if code == "paused":
        return bool(table.get("paused"))
    if code == "bot_seat":
        return str(seat) in (table.get("bots") or {})
    return True


def _claims(before: Any, history: list[Any]) -> list[dict[str, Any]]:
    """The seat's false bati or failed furar in the public events since ``before`` (its view
    when it moved), as the engine's events tell them to a local table."""
    events = []
    for what, seat, card in history[len(before.history):]:
        hand = [c.code for c in before.hand]
        if seat == before.seat and what == "false_bati":
            events.append({"type": "false_bati", "hand": hand,
                           "penalty": before.rules.false_bati_penalty})
        elif seat == before.seat and what == "queimou":
            events.append({"type": "furar", "ok": False, "card": card.code, "hand": hand})
    return events


def _history(last: Any, seq: int, seat: int | None) -> list[dict[str, Any]]:
    """The table's log entries (as a local table writes them) from the room's last moves,
    numbered as the room numbers them in their round (an older server: by ``seq``)."""
    from ...game.moves import move_from_dict

    entries = []
    first = seq - len(last) + 1
    for i, item in enumerate(last):
        move = move_from_dict(item["move"])
        entries.append({"n": item.get("n", first + i), "seat": move.seat,
                        "text": str(item.get("text", "")), "why": "", "learner": move.seat == seat,
                        "notable": isinstance(move, NOTABLE),
                        "from_monte": isinstance(move, Draw) and move.source == MONTE})
    return entries
