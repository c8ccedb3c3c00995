"""The classroom game table: a round of Cacheta on the projector, played by bots (and a learner).

>>> from cacheta_lab import GameTable
>>> g = GameTable(preset="oficial", players=4, bots="greedy", seat=None, open_hands=True)
>>> g.step()          # one move, shown in the table's log with the bot's reason
>>> g.play(10)        # ten more moves (stops at the learner's turn or at the end)

``seat=0`` gives seat 0 to a learner ("você" / "you") who plays by clicking: the monte or the
lixeira to draw, a card of the hand to discard, the buttons to bater, announce na boa, furar a
fila or correr where the preset has them. Every click is checked by the game engine; a move the
rules do not allow is refused with the engine's explanation and changes nothing. After the
learner's move the bots play on, at the chosen speed, until it is the learner's turn again. A
false bati is told to the learner with the best split of the cards (from the analysis).
``open_hands=False`` hides every hand but the learner's; it is the teacher's setting and
changes from Python only. ``coach=True`` grades each of the learner's decisions
(:mod:`cacheta_lab.coach`) and reviews the round at its end.

``GameTable(room=URL)`` joins a room instead (:mod:`cacheta_lab.tables.room`): the same table,
its round on the room's server.

Auto-play runs in the front end: while ``auto`` is on, it asks for one move every
``1 / speed`` seconds and Python plays it. The front end (``widgets/game_table.js``) draws the
plain-data view (:func:`cacheta_lab.tables.game.view.build_view`) and sends intents; every
fact comes from the engine.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

import traitlets

from ...checks import (
    MAX_MOVES,
    check_count,
    check_flag,
    check_lang,
    check_levels,
    check_players,
    check_preset_name,
    check_seat,
    check_seed,
    derive_seed,
)
from ...coach.grade import Grade, grade, missed_announce
from ...coach.review import Review
from ...engine.rules import get_rules
from ...errors import IllegalMoveError, refusal
from ...game import AnunciarNaBoa, Bater, Correr, Draw, Furar
from ...game.bots import Bot
from ...game.moves import MONTE, Move, checked_move, describe_public
from ...game.play import make_bots, next_move
from ...game.round import Round
from ..base.front_end import module_text, style_text
from ..base.learner import LEARNER_ACTIONS, LearnerIntents
from ..base.protocol import Action, flag_field, number_field
from ..base.traits import Flag, Lang
from ..base.widget import TableWidget
from .notice import Notice, claim_notice, failed_claim_text, learner_text, said_to_learner
from .static import static_html
from .traits import HIGHEST_SPEED, LOWEST_SPEED, Speed
from .view import build_faces, build_view, status

NOTABLE = (Bater, Furar, AnunciarNaBoa, Correr)  # bot moves a screen reader hears at once
_UNKNOWN = object()


class _Learner(Bot):
    """Stands in the learner's seat: never calls out of turn, and never chooses for them."""

    level = "human"

    def choose(self, view: Any) -> Move:
        raise _LearnersTurn


class _LearnersTurn(Exception):
    """The next move is the learner's."""


def _bots(bots: str | tuple[str, ...], players: int, seat: int | None, seed: int | str
          ) -> list[Bot]:
    made: list[Bot] = make_bots(bots, players, seed)
    if seat is not None:
        made[seat] = _Learner()
    return made


class GameTable(LearnerIntents, TableWidget):
    """One round of Cacheta at the table: step through it, let it run, or take a seat.

    ``coach=True`` (with a ``seat``) grades every decision of the learner as it is made
    (:func:`cacheta_lab.coach.grade`) and shows a review with the accuracy when the round
    ends; :attr:`grades` holds them. ``open_hands`` changes from Python only.
    ``projector=True`` lays the table out for a projector: one screen at 1280×720 and 150 %
    zoom, the piles, whose turn it is and the last moves drawn large."""

    _esm = module_text("game_table.js")
    _css = style_text("game_table.css")

    WRITABLE: ClassVar[tuple[str, ...]] = ("auto", "speed", "lang")  # what the page may set
    # the page sends only intents: each message type, the method it runs and its fields
    ACTIONS: ClassVar[dict[str, Action]] = {
        "step": Action("_msg_step"),
        "tick": Action("_msg_tick"),
        "auto": Action("_msg_auto", {"on": flag_field}),
        "speed": Action("_msg_speed", {"value": number_field(LOWEST_SPEED, HIGHEST_SPEED)}),
        "new_round": Action("_msg_new_round"),
        **LEARNER_ACTIONS,
    }

    view = traitlets.Dict(help="what the front end draws").tag(sync=True)
    faces = traitlets.Dict(help="the SVG of each card face, by code").tag(sync=True)
    auto = Flag(False, help="auto-play: the front end asks for moves").tag(sync=True)
    speed = Speed(1.0, help="auto-play moves per second").tag(sync=True)
    open_hands = Flag(True, help="show every hand (set from Python only)")
    projector = Flag(False, help="the projector's layout: one screen, large piles and moves")
    lang = Lang("pt", help="'pt' or 'en'").tag(sync=True)

    def __new__(cls, *args: Any, room: str | None = None, **kwargs: Any) -> GameTable:
        """``GameTable(room=URL)`` is a :class:`~cacheta_lab.tables.room.RoomTable`: the same
        table, its round on a room's server."""
        if room is not None and cls is GameTable:
            from ..room.widget import RoomTable

            cls = RoomTable
        return super().__new__(cls, *args, **kwargs)

    def __init__(self, preset: str = "oficial", players: int = 4,
                 bots: str | list[str] | tuple[str, ...] = "greedy", seat: int | None = None,
                 open_hands: bool = True, seed: int = 0, lang: str = "pt",
                 coach: bool = False, projector: bool = False, room: None = None,
                 **kwargs: Any) -> None:
        check_lang(lang)
        rules = get_rules(check_preset_name(preset))
        check_players(rules, players)
        if seat is not None:
            check_seat(seat, tuple(range(players)))
        check_flag("open_hands", open_hands)
        check_flag("coach", coach)
        self.preset = rules.id
        self.players = players
        check_levels(bots)
        self.bot_levels = bots if isinstance(bots, str) else type(bots)(bots)
        self.seat = seat
        self.coach = coach and seat is not None
        self.seed = check_seed(seed)
        self._quiet = True  # the view is sent once per change, when the table redraws
        self._ready = False
        self._ack = 0
        self._error: str | None = None
        self._error_id = 0  # a new number for each refusal shown, the same one said again too
        self._kept_error: str | None = None
        self._new_round(seed)
        super().__init__(open_hands=open_hands, lang=lang, projector=projector, **kwargs)
        self._quiet = False
        self._ready = True
        self._bots_first()
        self._refresh()

    # --- the game ------------------------------------------------------------------------------

    def _new_round(self, seed: int | str) -> None:
        rnd = Round(self.preset, self.players, seed=seed)
        self.bots = _bots(self.bot_levels, self.players, self.seat, seed)
        self.round_seed, self.round = seed, rnd
        self.history: list[dict[str, Any]] = []
        self.grades: list[Grade] = []
        self.notice: Notice | None = None
        self._error = None
        self._next: Move | object | None = _UNKNOWN
        self._next_at = (self.round, 0)  # the position _next was asked in

    @property
    def over(self) -> bool:
        return self.round.over

    def seat_view(self) -> Any:
        """What the learner's seat may see now (the engine's
        :class:`~cacheta_lab.game.views.PlayerView`); None with no learner."""
        return None if self.seat is None else self.round.view(self.seat)

    @property
    def waiting_for_learner(self) -> bool:
        """True when no bot moves next: it is the learner's turn and no bot calls out of turn."""
        return not self.over and self._bot_move() is None

    def _bot_move(self) -> Move | None:
        """The move the bots make next (asked once per position: a bot's choice, its reason and
        its random draws stay those of the move it then plays)."""
        if self._next_at != (self.round, self.round.moves):
            self._next = _UNKNOWN  # the round was played on from Python
        if self._next is _UNKNOWN:
            self._next_at = (self.round, self.round.moves)
            if self.over:
                self._next = None
            else:
                try:
                    self._next = next_move(self.round, self.bots)
                except _LearnersTurn:
                    self._next = None
        return self._next  # type: ignore[return-value]

    def _apply(self, move: Move, why: str) -> list[dict[str, Any]]:
        """Play a move through the engine (which raises, changing nothing, if it is illegal)."""
        learner = move.seat == self.seat
        text = (learner_text(move, self.round, self.lang) if learner
                else describe_public(move, self.lang))
        events = self.round.play(move)
        self._next = _UNKNOWN
        failed = failed_claim_text(move, events, learner, self.lang)
        if failed is not None:
            text = failed
        self.history.append({"n": self.round.moves, "seat": move.seat, "text": text,
                             "why": why, "learner": learner,
                             "notable": isinstance(move, NOTABLE),
                             "from_monte": isinstance(move, Draw) and move.source == MONTE})
        return events

    @property
    def furar_chance(self) -> bool:
        """True when the learner, having announced na boa, may furar a fila now (the game
        engine lists a Furar among their moves)."""
        return (self.seat is not None and not self.over
                and any(isinstance(m, Furar) for m in self.round.legal_moves(self.seat)))

    def _stop_when_waiting(self) -> None:
        """Auto-play stops at the learner's turn, at the end of the round, and after each
        discard the learner could take by furar a fila (Play lets it pass)."""
        if self.auto and (self.over or self.waiting_for_learner or self.furar_chance):
            self.auto = False

    def step(self) -> Move | None:
        """Let the bot whose move it is play one move; None when the round is over or it is the
        learner's turn."""
        with self._one_redraw():
            move = self._bot_move()
            if move is not None:
                self._apply(move, self.bots[move.seat].explain(self.lang))
                self._error = None
            if move is None:
                self.auto = False
            self._stop_when_waiting()
        return move

    def play(self, n: int | None = None) -> int:
        """Up to ``n`` bot moves (None: until the end or the learner's turn); how many."""
        if n is not None:
            check_count("n", n, 0, MAX_MOVES)
        done = 0
        with self._one_redraw():
            while n is None or done < n:
                move = self._bot_move()
                if move is None:
                    break
                self._apply(move, self.bots[move.seat].explain(self.lang))
                done += 1
            self._error = None
            self._stop_when_waiting()
        return done

    def new_round(self, seed: int | None = None) -> None:
        """Deal a new round (next seed by default)."""
        if seed is None:
            seed = (self.round_seed + 1 if isinstance(self.round_seed, int)
                    else derive_seed(self.round_seed, "+1"))
        seed = check_seed(seed)
        with self._one_redraw():
            self._new_round(seed)
            self.auto = False
            self._bots_first()

    def _bots_first(self) -> None:
        """A learner's table: the bots' moves before the learner's first turn (a call of na
        boa) play by themselves, as after each of the learner's moves."""
        if self.seat is not None and not self.over and not self.waiting_for_learner:
            self.auto = True

    def learner_move(self, move: Move) -> None:
        """Play the learner's move; raises :class:`CachetaError` (nothing changes) if illegal.
        Then the bots play on at the chosen speed (``auto``) until it is the learner's turn
        again. With the coach on, the move is graded (:attr:`grades`)."""
        seat, move = self._learners_own(move)
        with self._one_redraw():
            before = self.round.view(seat) if self.coach else None
            index = self.round.moves
            try:
                events = self._apply(move, "")
            except IllegalMoveError as exc:
                raise said_to_learner(exc, move) from None
            self.notice = claim_notice(self, move, events)
            if before is not None:
                self._grade(before, move, index)
            self.auto = not self.over and not self.waiting_for_learner

    def _learners_own(self, move: Any) -> tuple[int, Move]:
        """The learner's seat and ``move`` checked (cards as text read) to be a move of that
        seat."""
        seat = self._learner()
        move = checked_move(move)
        if move.seat != seat:
            raise refusal("game.wrong_seat", seat=seat, other=move.seat)
        return seat, move

    def _grade(self, view: Any, move: Move, index: int) -> None:
        """Grade the learner's ``move`` (made from ``view``), numbered as a review numbers it:
        by the move's index in the round's moves log (the table's log shows ``index + 1``)."""
        if isinstance(move, Draw):
            missed = missed_announce(view)
            if missed is not None:
                self.grades.append(replace(missed, index=index))
        self.grades.append(replace(grade(view, move), index=index))

    # --- the view ------------------------------------------------------------------------------

    @traitlets.observe("open_hands", "lang", "auto", "speed", "projector")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._refresh()

    def _take_state(self, sync_data: dict[str, Any]) -> None:
        if not self._ready:
            super()._take_state(sync_data)
            return
        with self._one_redraw():
            super()._take_state(sync_data)

    def _show_error(self, error: str) -> None:
        self._set_error(error)
        self._refresh()

    def _set_error(self, error: str | None) -> None:
        """Show ``error`` (None: none); each refusal shown gets a new number, so that the page
        says it again when it comes twice."""
        self._error = error
        if error is not None:
            self._error_id += 1

    def _one_redraw(self) -> _Redraw:
        return _Redraw(self)

    def _answer(self, seq: int, error: str | None) -> None:
        kept, self._kept_error = self._kept_error, None
        self._ack = seq
        if error is None and kept is not None:
            self._error = kept  # the same refusal, still on the table: not said again
        else:
            self._set_error(error)
        self._refresh()

    def _refresh(self) -> None:
        if self._quiet:
            return
        rnd = self.round
        self._show(build_faces(rnd.rules.id, frozenset(rnd.judge.wild), self.lang),
                   build_view(self, ack=self._ack, error=self._error, error_id=self._error_id))

    def __repr__(self) -> str:
        seat = f", seat={self.seat}" if self.seat is not None else ""
        coach = ", coach=True" if self.coach else ""
        state = "over" if self.over else f"turn={self.round.turn}"
        return (f"GameTable(preset={self.preset!r}, players={self.players}, "
                f"bots={self.bot_levels!r}{seat}{coach}, open_hands={self.open_hands}, "
                f"seed={self.round_seed}, lang={self.lang!r}, moves={self.round.moves}, "
                f"{state})")

    def status_text(self) -> str:
        """The status line: whose move it is and what to click, or how the round ended."""
        return status(self)

    def static_html(self) -> str:
        """The piles, each seat (hidden hands as a count), the status and the last moves."""
        return static_html(self)

    @property
    def review(self) -> Review | None:
        """The coach's review of the learner's decisions so far (None without the coach)."""
        return Review(self.seat, tuple(self.grades)) if self.coach else None  # type: ignore[arg-type]

    # --- what the user does on the table -------------------------------------------------------

    def _msg_step(self, _msg: dict[str, Any]) -> None:
        self.step()

    def _msg_tick(self, _msg: dict[str, Any]) -> None:
        """Auto-play's next move, asked by the page's timer: as Step, except that a refusal of
        the learner's last click stays on the table (the bots may play many moves before the
        learner can read it) until the learner's turn comes or the round ends."""
        kept = self._error
        self.step()
        if not (self.over or self.waiting_for_learner):
            self._kept_error = kept

    def _msg_auto(self, msg: dict[str, Any]) -> None:
        self.auto = msg["on"] and not self.over and not self.waiting_for_learner

    def _msg_speed(self, msg: dict[str, Any]) -> None:
        self.speed = msg["value"]

    def _msg_new_round(self, _msg: dict[str, Any]) -> None:
        self.new_round()

    def _play_learner(self, move: Move) -> None:
        self.learner_move(move)

    def _learner(self) -> int:
        if self.seat is None:
            raise refusal("game.nobody_seated")
        return self.seat


class _Redraw:
    """Inside it the table does not redraw; at its end it redraws once (if it is the
    outermost)."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self.quiet = False

    def __enter__(self) -> None:
        self.quiet, self.table._quiet = self.table._quiet, True

    def __exit__(self, *_exc: Any) -> None:
        self.table._quiet = self.quiet
        self.table._refresh()
