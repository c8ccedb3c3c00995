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

``GameTable(room=URL)`` joins a room instead (:mod:`cacheta_lab.room_table`): the same table,
its round on the room's server.

Auto-play runs in the front end: while ``auto`` is on, it asks for one move every
``1 / speed`` seconds and Python plays it. The front end (``widgets/game_table.js``) draws the
plain-data view (:func:`build_view`) and sends intents; every fact comes from the engine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any, ClassVar

import traitlets

from . import palette
from .analysis import analyze
from .cards import CARDS, Card, deck_kinds, display_order, parse_card
from .catalogue import counted, term
from .catalogue.game_table import FRONT_END, TERMS
from .checks import (
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
from .coach.fast import evaluate
from .coach.grade import GRADE_NAMES, Grade, grade, missed_announce, move_words
from .coach.review import Review
from .drawing import card_back_svg, card_svg
from .echo import short_repr as echo
from .errors import CachetaError, IllegalMoveError
from .explain import meld_label
from .game.bots import Bot
from .game.moves import (
    LIXEIRA,
    MONTE,
    AnunciarNaBoa,
    Bater,
    Correr,
    Discard,
    Draw,
    Furar,
    Move,
    checked_move,
    describe_move,
)
from .game.play import make_bots, next_move
from .game.round import Round
from .rules import get_rules
from .table_protocol import (
    Action,
    TableValueError,
    TableWidget,
    check_page_text,
    flag_field,
    module_text,
    number_field,
    one_of,
    refused,
    style_text,
    text_field,
)
from .text import join_or, number, percent

LOG_SIZE = 14  # log lines sent to the front end, newest first
SPEEDS = (0.5, 1.0, 2.0, 4.0)  # moves per second offered by the speed menu
LOWEST_SPEED, HIGHEST_SPEED = 0.1, 20.0
LONGEST_CARD = 40  # the longest card text a message may carry
NOTABLE = (Bater, Furar, AnunciarNaBoa, Correr)  # bot moves a screen reader hears at once

BACK = "back"
_UNKNOWN = object()


def speed_label(speed: float, lang: str) -> str:
    """The speed in words: "1 jogada por segundo", "2 moves a second", "1 jogada a cada 2
    segundos"."""
    if speed < 1:
        return term("game.speed_slow", lang, n=number(round(1 / speed, 1), lang, None))
    return term(f"game.speed.{'one' if speed == 1 else 'many'}", lang,
                n=number(speed, lang, None))


@lru_cache(maxsize=16)
def build_faces(preset: str, wild: frozenset[Card], lang: str) -> dict[str, str]:
    """Every face of the preset's deck (size "sm"), curingas marked, and the card back."""
    faces = {CARDS[k].code: card_svg(CARDS[k], wild=CARDS[k] in wild, size="sm", lang=lang)
             for k in deck_kinds(get_rules(preset).jokers)}
    faces[BACK] = card_back_svg(size="sm", lang=lang)
    return faces


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


class _Speed(traitlets.Float):
    """Moves per second, 0.1 to 20: any other value (a string, NaN, 10**400…) is refused."""

    def validate(self, obj: Any, value: Any) -> float:
        try:
            ok = (not isinstance(value, bool) and isinstance(value, int | float)
                  and math.isfinite(float(value))
                  and LOWEST_SPEED <= float(value) <= HIGHEST_SPEED)
        except OverflowError:
            ok = False
        if not ok:
            raise TableValueError(
                f"velocidade {echo(value)}: use de 0.1 a 20 jogadas por segundo",
                f"speed {echo(value)}: use 0.1 to 20 moves per second")
        return float(value)


class _Flag(traitlets.Bool):
    """True or False, nothing else."""

    def validate(self, obj: Any, value: Any) -> bool:
        try:
            return check_flag(self.name, value)
        except CachetaError as exc:
            raise refused(exc) from None


class _Lang(traitlets.Unicode):
    """'pt' or 'en'."""

    def validate(self, obj: Any, value: Any) -> str:
        try:
            return check_lang(value)
        except CachetaError as exc:
            raise refused(exc) from None


MOVES = (Draw, Discard, Bater, AnunciarNaBoa, Furar, Correr)
FRONT_END_TRAITS = ("auto", "speed", "lang")  # the only traits the page may change


@dataclass(frozen=True)
class Notice:
    """What the learner is told after a claim the rules punish (a false bati, a failed
    furar): a title, sentences, and the best split of the cards they claimed with."""

    claim: str  # "false_bati" or "burned" (a furar that did not go out)
    n: int  # the number of the move it tells about
    title: str
    lines: tuple[str, ...]
    melds: tuple[dict[str, Any], ...]
    loose: tuple[dict[str, str], ...]

    def to_dict(self) -> dict[str, Any]:
        return {"claim": self.claim, "n": self.n, "title": self.title, "lines": list(self.lines),
                "melds": [dict(m) for m in self.melds], "loose": [dict(c) for c in self.loose]}


class GameTable(TableWidget):
    """One round of Cacheta at the table: step through it, let it run, or take a seat.

    ``coach=True`` (with a ``seat``) grades every decision of the learner as it is made
    (:func:`cacheta_lab.coach.grade`) and shows a review with the accuracy when the round
    ends; :attr:`grades` holds them. ``open_hands`` changes from Python only.
    ``projector=True`` lays the table out for a projector: one screen at 1280×720 and 150 %
    zoom, the piles, whose turn it is and the last moves drawn large."""

    _esm = module_text("game_table.js")
    _css = style_text("game_table.css")

    # the page sends only intents: each message type, the method it runs and its fields
    ACTIONS: ClassVar[dict[str, Action]] = {
        "step": Action("_msg_step"),
        "auto": Action("_msg_auto", {"on": flag_field}),
        "speed": Action("_msg_speed", {"value": number_field(LOWEST_SPEED, HIGHEST_SPEED)}),
        "new_round": Action("_msg_new_round"),
        "draw": Action("_msg_draw", {"source": one_of(MONTE, LIXEIRA)}),
        "discard": Action("_msg_discard", {"card": text_field(LONGEST_CARD)}),
        "bater": Action("_msg_bater", {"card": text_field(LONGEST_CARD, none_ok=True)}),
        "furar": Action("_msg_furar", {"card": text_field(LONGEST_CARD, none_ok=True)}),
        "na_boa": Action("_msg_na_boa"),
        "correr": Action("_msg_correr"),
    }

    view = traitlets.Dict(help="what the front end draws").tag(sync=True)
    faces = traitlets.Dict(help="the SVG of each card face, by code").tag(sync=True)
    auto = _Flag(False, help="auto-play: the front end asks for moves").tag(sync=True)
    speed = _Speed(1.0, help="auto-play moves per second").tag(sync=True)
    open_hands = _Flag(True, help="show every hand (set from Python only)")
    projector = _Flag(False, help="the projector's layout: one screen, large piles and moves")
    lang = _Lang("pt", help="'pt' or 'en'").tag(sync=True)

    def __new__(cls, *args: Any, room: str | None = None, **kwargs: Any) -> GameTable:
        """``GameTable(room=URL)`` is a :class:`~cacheta_lab.room_table.RoomTable`: the same
        table, its round on a room's server."""
        if room is not None and cls is GameTable:
            from .room_table import RoomTable

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
        text = (_learner_text(move, self.round, self.lang) if learner
                else describe_move(move, self.lang))
        events = self.round.play(move)
        self._next = _UNKNOWN
        if any(e["type"] == "false_bati" for e in events):
            text += " — " + term("game.false_mark", self.lang)
        if any(e["type"] == "furar" and not e.get("ok") for e in events):
            text += " — " + term("game.burned_mark", self.lang)
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
            try:
                events = self._apply(move, "")
            except IllegalMoveError as exc:
                raise _refusal(exc, move) from None
            self.notice = _notice(self, move, events)
            if before is not None:
                self._grade(before, move)
            self.auto = not self.over and not self.waiting_for_learner

    def _learners_own(self, move: Any) -> tuple[int, Move]:
        """The learner's seat and ``move`` checked (cards as text read) to be a move of that
        seat."""
        seat = self._learner()
        move = checked_move(move)
        if move.seat != seat:
            raise CachetaError(f"você joga pelo lugar {seat}, não pelo {move.seat}",
                               f"you play seat {seat}, not seat {move.seat}")
        return seat, move

    def _grade(self, view: Any, move: Move) -> None:
        if isinstance(move, Draw):
            missed = missed_announce(view)
            if missed is not None:
                self.grades.append(missed)
        self.grades.append(grade(view, move))

    # --- the view ------------------------------------------------------------------------------

    @traitlets.observe("open_hands", "lang", "auto", "speed", "projector")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._refresh()

    def set_state(self, sync_data: Any) -> None:
        """Updates from the page: only ``auto``, ``speed`` and ``lang``; a bad value is refused
        (shown as the table's error) and the page gets the current state back."""
        wanted = ({k: v for k, v in sync_data.items() if k in FRONT_END_TRAITS}
                  if isinstance(sync_data, dict) else {})
        try:
            check_page_text(wanted)
        except CachetaError as exc:
            wanted, self._error = {}, exc.message(self.lang)
        if not self._ready:
            super().set_state(wanted)
            return
        try:
            with self._one_redraw():
                super().set_state(wanted)
        except (CachetaError, traitlets.TraitError, TypeError, ValueError) as exc:
            self._error = (exc.message(self.lang) if isinstance(exc, CachetaError)
                           else str(exc)[:200])
            self.send_state(list(FRONT_END_TRAITS))
            self._refresh()

    def _one_redraw(self) -> _Redraw:
        return _Redraw(self)

    def _perform(self, action: Callable[[dict[str, Any]], None], content: dict[str, Any]
                 ) -> None:
        quiet, self._quiet = self._quiet, True  # one redraw, in _answer
        try:
            action(content)
        finally:
            self._quiet = quiet

    def _answer(self, seq: int, error: str | None) -> None:
        self._ack, self._error = seq, error
        self._refresh()

    def _refresh(self) -> None:
        if self._quiet:
            return
        rnd = self.round
        self._show(build_faces(rnd.rules.id, frozenset(rnd.judge.wild), self.lang),
                   build_view(self, ack=self._ack, error=self._error))

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
        return _status(self)

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

    def _msg_auto(self, msg: dict[str, Any]) -> None:
        self.auto = msg["on"] and not self.over and not self.waiting_for_learner

    def _msg_speed(self, msg: dict[str, Any]) -> None:
        self.speed = msg["value"]

    def _msg_new_round(self, _msg: dict[str, Any]) -> None:
        self.new_round()

    def _msg_draw(self, msg: dict[str, Any]) -> None:
        self.learner_move(Draw(self._learner(), msg["source"]))

    def _msg_discard(self, msg: dict[str, Any]) -> None:
        self.learner_move(Discard(self._learner(), parse_card(msg["card"])))

    def _msg_bater(self, msg: dict[str, Any]) -> None:
        card = msg["card"]
        self.learner_move(Bater(self._learner(), None if card is None else parse_card(card)))

    def _msg_furar(self, msg: dict[str, Any]) -> None:
        card = msg["card"]
        self.learner_move(Furar(self._learner(), None if card is None else parse_card(card)))

    def _msg_na_boa(self, _msg: dict[str, Any]) -> None:
        self.learner_move(AnunciarNaBoa(self._learner()))

    def _msg_correr(self, _msg: dict[str, Any]) -> None:
        self.learner_move(Correr(self._learner()))

    def _learner(self) -> int:
        if self.seat is None:
            raise CachetaError("ninguém está sentado à mesa: crie a mesa com seat=0 para jogar",
                               "nobody sits at the table: create it with seat=0 to play")
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


# --- words about the learner's moves -----------------------------------------------------------

def _learner_text(move: Move, rnd: Round, lang: str) -> str:
    """The learner's move in the log, addressed to them ("você descarta…")."""
    if isinstance(move, Draw):
        if move.source == LIXEIRA and rnd.lixeira:
            return term("game.you_draw_lixeira", lang, card=rnd.lixeira[-1].name(lang))
        return term("game.you_draw_monte", lang)
    if isinstance(move, Discard):
        return term("game.you_discard", lang, card=move.card.name(lang))
    if isinstance(move, Bater | Furar):
        verb = "bater" if isinstance(move, Bater) else "furar"
        if move.discard is None:
            return term(f"game.you_{verb}10", lang)
        return term(f"game.you_{verb}", lang, card=move.discard.name(lang))
    if isinstance(move, AnunciarNaBoa):
        return term("game.you_na_boa", lang)
    return term("game.you_correr", lang)


def _refusal(exc: IllegalMoveError, move: Move) -> CachetaError:
    """The engine's refusal of the learner's move, said to them ("você") from its reason and
    values when the catalogue words that reason; the engine's own words otherwise."""
    key = f"game.refused.{exc.reason}"
    if exc.reason is None or exc.seat != move.seat or key not in TERMS:
        return exc
    fields = {k: v for k, v in exc.values.items() if k != "seat"}
    return IllegalMoveError(term(key, "pt", **fields), term(key, "en", **fields),
                            reason=exc.reason, seat=exc.seat, **fields)


def _card_item(card: Card, wild: frozenset[Card], lang: str) -> dict[str, str]:
    name = card.name(lang)
    return {"code": card.code,
            "name": term("game.wild", lang, card=name) if card in wild else name}


def _notice(table: GameTable, move: Move, events: list[dict[str, Any]]) -> Notice | None:
    """The learner's false bati or failed furar in words, with the best split of the cards
    they claimed with (asked of the analysis); None after any other move."""
    lang, rnd = table.lang, table.round
    false = next((e for e in events if e["type"] == "false_bati"), None)
    burned = next((e for e in events if e["type"] == "furar" and not e.get("ok")), None)
    if false is None and burned is None:
        return None
    discard = move.discard if isinstance(move, Bater | Furar) else None
    if false is not None:
        hand = [parse_card(c) for c in false["hand"]]
        claim, title = "false_bati", term("game.false_title", lang)
        said = (term("game.false_said", lang, card=discard.name(lang)) if discard
                else term("game.false_said10", lang))
    else:
        assert burned is not None
        top = parse_card(burned["card"])
        hand = [*(parse_card(c) for c in burned["hand"]), top]
        claim, title = "burned", term("game.burned_title", lang)
        said = (term("game.burned_said", lang, top=top.name(lang), card=discard.name(lang))
                if discard else term("game.burned_said10", lang, top=top.name(lang)))
    rest = list(hand)
    if discard is not None and discard in rest:
        rest.remove(discard)
    vira = rnd.vira.code if rnd.vira else None
    claimed = analyze(rest, rnd.rules.id, vira, lang=lang)
    lines = [said, term("game.to_go_out", lang,
                        missing=counted("missing", claimed.missing or 0, lang))]
    if len(hand) == 10:
        whole = analyze(hand, rnd.rules.id, vira, lang=lang)
        if whole.bater is not None and whole.bater.discards:
            names = [c.name(lang) for c in sorted(set(whole.bater.discards), key=display_order)]
            lines.append(term("game.could", lang, cards=join_or(names, lang)))
        elif whole.bater is not None and whole.bater.with10:
            lines.append(term("game.could10", lang))
    lines.append(_cost(table, claim, false))
    wild = frozenset(rnd.judge.wild)
    melds = tuple({"label": meld_label(m, lang),
                   "cards": [_card_item(c, wild, lang) for c in m.cards]}
                  for m in claimed.melds_formed)
    loose = tuple(_card_item(c, wild, lang) for c in sorted(claimed.loose, key=display_order))
    return Notice(claim, rnd.moves, title, tuple(lines), melds, loose)


def _cost(table: GameTable, claim: str, false: dict[str, Any] | None) -> str:
    lang, rnd, seat = table.lang, table.round, table.seat
    if claim == "burned":
        return term("game.burned_cost", lang)
    assert false is not None
    penalty = false.get("penalty")
    if penalty is None:
        return term("game.cost_round", lang)
    if seat in rnd.dropped:
        return term("game.cost_zero", lang)
    return counted("game.cost_points", penalty, lang)


# --- the view ------------------------------------------------------------------------------------

def _hand_shown(table: GameTable, seat: int) -> bool:
    return table.open_hands or seat == table.seat


def _seat_name(table: GameTable, seat: int) -> str:
    if seat == table.seat:
        return term("game.you", table.lang)
    return term("player", table.lang, seat=seat).capitalize()


def _seat_view(table: GameTable, seat: int) -> dict[str, Any]:
    rnd, lang = table.round, table.lang
    hand = sorted(rnd.hands[seat], key=display_order)
    shown = _hand_shown(table, seat)
    result = rnd.result
    if not shown and result is not None and result.winner == seat:
        hand, shown = sorted(result.shown, key=display_order), True  # the winner shows them
    learner = seat == table.seat
    name = _seat_name(table, seat)
    count = len(rnd.hands[seat])
    wild = frozenset(rnd.judge.wild)
    return {
        "seat": seat,
        "name": name,
        "level": "" if learner else term(f"level.{table.bots[seat].level}", lang),
        "learner": learner,
        "count": count,
        "count_text": counted("game.cards", count, lang),
        "hand_label": (term("game.your_hand", lang) if learner
                       else term("game.hand_of", lang, name=name)),
        "hidden_label": counted("game.hidden", count, lang),
        "cards": [_card_item(c, wild, lang) for c in hand] if shown else None,
        "turn": not rnd.over and rnd.turn == seat,
        "na_boa": seat in rnd.announced,
        "out": seat in rnd.out,
        "points": (counted("game.points", rnd.points[seat], lang)
                   if rnd.points is not None else None),
    }


def _how(table: GameTable) -> str:
    result = table.round.result
    assert result is not None
    return term(f"end.{result.how}", table.lang)


def _status(table: GameTable) -> str:
    rnd, lang = table.round, table.lang
    if rnd.result is not None:
        if rnd.result.winner is None:
            return term("game.over_draw", lang, how=_how(table))
        if rnd.result.winner == table.seat:
            return term("game.over_you", lang, how=_how(table))
        return term("game.over_win", lang, n=rnd.result.winner, how=_how(table))
    if table.seat is not None and table.seat in rnd.out:
        return term("game.you_out", lang)
    if table.seat is not None and rnd.turn == table.seat and table.waiting_for_learner:
        return term("game.your_draw" if rnd.phase == "draw" else "game.your_discard", lang)
    if not table.auto and table.furar_chance:
        return term("game.furar_chance", lang, card=rnd.lixeira[-1].name(lang))
    # whose move comes next: a bot may call (na boa) before the learner's turn goes on
    pending = table._bot_move()
    n = pending.seat if pending is not None else rnd.turn
    return term("game.playing" if table.auto else "game.waiting", lang, n=n)


def _announcement(table: GameTable) -> dict[str, str] | None:
    """What a screen reader hears, once each: at the learner's turn, the other players' moves
    since the learner's own, summed up (draws from the monte left out); at the end, the
    result; otherwise only a move that matters (bater, na boa, furar, correr). None: nothing
    new to say."""
    rnd, lang = table.round, table.lang
    if rnd.over:
        return {"id": f"over{rnd.moves}", "text": _status(table)}
    if table.seat is not None and table.waiting_for_learner and rnd.turn == table.seat:
        since: list[str] = []
        for entry in reversed(table.history):
            if entry["learner"]:
                break
            if not entry["from_monte"]:
                since.append(entry["text"])
        text = _status(table)
        if since:
            moved = any(entry["learner"] for entry in table.history)
            text = (term("game.since" if moved else "game.before_you", lang,
                         moves="; ".join(reversed(since))) + " " + text)
        return {"id": f"turn{rnd.moves}", "text": text}
    last = table.history[-1] if table.history else None
    if last is not None and not table.auto and table.furar_chance:
        return {"id": f"furar{rnd.moves}", "text": f"{last['text']}. {_status(table)}"}
    if last is not None and last["notable"] and not last["learner"]:
        return {"id": f"move{last['n']}", "text": last["text"]}
    return None


def _learner_view(table: GameTable) -> dict[str, Any] | None:
    """The learner's controls, each enabled when the game engine accepts that move now."""
    seat, rnd = table.seat, table.round
    if seat is None:
        return None
    legal = rnd.legal_moves(seat)
    rules = rnd.rules
    return {
        "seat": seat,
        "my_turn": not rnd.over and rnd.turn == seat,
        "phase": rnd.phase,
        "can_monte": Draw(seat, MONTE) in legal,
        "can_lixeira": Draw(seat, LIXEIRA) in legal,
        "can_discard": any(isinstance(m, Discard) for m in legal),
        "can_bater": any(isinstance(m, Bater) and m.discard is not None for m in legal),
        "can_bater10": Bater(seat, None) in legal,
        "can_furar": table.furar_chance,
        "can_correr": Correr(seat) in legal,
        "bate_with_10": rules.bate_with_10,
        "na_boa_calls": rules.na_boa_calls,
        "announced": seat in rnd.announced,
        "out": seat in rnd.out,
        "can_announce": (rules.na_boa_calls and not rnd.over and seat not in rnd.announced
                         and seat not in rnd.burned and seat not in rnd.out),
        "correr_shown": (rules.correr is not None and not rnd.over
                         and seat not in rnd.has_drawn and seat not in rnd.out),
    }


def _piles(table: GameTable) -> dict[str, Any]:
    rnd, lang = table.round, table.lang
    top = rnd.lixeira[-1] if rnd.lixeira else None
    return {
        "vira": ({"code": rnd.vira.code,
                  "label": term("game.vira_is", lang, card=rnd.vira.name(lang))}
                 if rnd.vira else None),
        "stock": len(rnd.stock),
        "monte_label": term("game.draw_monte", lang, n=len(rnd.stock)),
        "lixeira": ({"code": top.code,
                     "label": term("game.take_lixeira", lang, card=top.name(lang))}
                    if top else None),
        "lixeira_label": (term("game.take_lixeira", lang, card=top.name(lang)) if top
                          else term("game.lixeira_empty", lang)),
        "lixeira_size": len(rnd.lixeira),
        "monte_info": counted("game.monte_size", len(rnd.stock), lang),
        "lixeira_info": (term("game.lixeira_top", lang, card=top.name(lang)) if top
                         else f"{term('game.lixeira', lang)}: {term('game.empty', lang)}"),
    }


def build_view(table: GameTable, *, ack: int = 0, error: str | None = None) -> dict[str, Any]:
    """Everything the game table shows, as plain data: the table's state, the number of the
    last message answered (``ack``) and its error. Hidden hands send only their size."""
    rnd, lang = table.round, table.lang
    speeds = sorted({*SPEEDS, table.speed})
    return {
        "ack": ack,
        "lang": lang,
        "text": {**{short: term(key, lang) for short, key in FRONT_END.items()},
                 **({"log_empty": term("game.log_empty_you", lang)}
                    if table.waiting_for_learner else {})},
        "preset": rnd.rules.id,
        "seed": table.round_seed,
        "open_hands": table.open_hands,
        "projector": table.projector,
        "auto": table.auto,
        "speed": table.speed,
        "speeds": [{"value": s, "label": speed_label(s, lang)} for s in speeds],
        "over": rnd.over,
        "waiting": table.waiting_for_learner,
        "can_step": not rnd.over and not table.waiting_for_learner,
        "status": table.status_text(),
        "announce": _announcement(table),
        **_piles(table),
        "seats": [_seat_view(table, s) for s in rnd.seats],
        "learner": _learner_view(table),
        "notice": table.notice.to_dict() if table.notice else None,
        "log": [dict(e) for e in reversed(table.history[-LOG_SIZE:])],
        "error": error,
        "coach": _coach_view(table) if table.coach else None,
    }


def _grade_view(g: Grade, lang: str) -> dict[str, Any]:
    return {"grade": g.grade, "name": GRADE_NAMES[lang][g.grade],
            "move": move_words(g.move, lang), "best": move_words(g.best, lang),
            "why": g.why(lang), "turn": g.turn, "meter": g.meter(lang)}


def _coach_view(table: GameTable) -> dict[str, Any]:
    """The coach's panel: the last grade, and at the end of the round the review."""
    lang = table.lang
    review = table.review
    assert review is not None
    last = _grade_view(table.grades[-1], lang) if table.grades else None
    return {
        "last": last,
        "meter": _meter(table),
        "empty": term("game.no_decision", lang),
        "review": ({"title": term("game.review", lang),
                    "accuracy": counted("game.accuracy", len(review.decisions), lang,
                                        p=f"{review.accuracy:.0%}"),
                    "decisions": [_grade_view(g, lang) for g in review.decisions]}
                   if table.over else None),
    }


def _meter(table: GameTable) -> str:
    """"sua chance de vencer a rodada: 34%" for the learner now ("" once the round is over
    or the learner is out of it)."""
    rnd, seat = table.round, table.seat
    if rnd.over or seat is None or seat in rnd.out:
        return ""
    view = table.seat_view()
    if view is None:
        return ""
    return term("coach.meter", table.lang, now=percent(evaluate(view).win, table.lang, 0))


# --- a static drawing, for viewers without a kernel -------------------------------------------

STATIC_LOG = 6  # moves listed in the static drawing, newest first


def _static_card(code: str, table: GameTable) -> str:
    card = parse_card(code)
    return card_svg(card, wild=card in table.round.judge.wild, size="sm", lang=table.lang)


def _static_seat(seat: dict[str, Any], table: GameTable) -> str:
    facts = [escape(x) for x in (seat["level"], seat["count_text"], seat["points"] or "") if x]
    if seat["out"]:
        facts.append(escape(term("game.out", table.lang)))
    if seat["cards"] is not None:
        cards = "".join(_static_card(c["code"], table) for c in seat["cards"])
    else:  # a hidden hand: one back and how many cards, never the cards
        cards = (card_back_svg(size="sm", lang=table.lang)
                 + f'<span style="align-self:center">{escape(seat["hidden_label"])}</span>')
    return (f'<div style="border:1px solid {palette.BORDER};border-radius:8px;'
            f'padding:4px 8px;margin:6px 0"><p style="margin:2px 0"><b>{escape(seat["name"])}'
            f"</b> · {' · '.join(facts)}</p>"
            f'<div style="display:flex;flex-wrap:wrap;gap:3px">{cards}</div></div>')


def static_html(table: GameTable) -> str:
    """The table as it stands, as plain HTML with the cards' SVGs and no script: the piles, each
    seat (hidden hands as a count), the status and the last moves."""
    view = build_view(table)
    lang = table.lang
    pile = ('<figure style="margin:0;text-align:center"><figcaption>{caption}</figcaption>'
            "{body}</figure>")
    piles = [pile.format(caption=escape(view["text"]["vira"].capitalize()),
                         body=(_static_card(view["vira"]["code"], table) if view["vira"]
                               else escape(view["text"]["no_vira"]))),
             pile.format(caption=escape(view["monte_info"]),
                         body=card_back_svg(size="sm", lang=lang)),
             pile.format(caption=escape(view["lixeira_info"]),
                         body=(_static_card(view["lixeira"]["code"], table) if view["lixeira"]
                               else ""))]
    log = "".join(f"<li>{escape(e['text'])}</li>" for e in view["log"][:STATIC_LOG])
    return (f'<div class="ctl-g-static" lang="{"en" if lang == "en" else "pt-BR"}" '
            'style="max-width:100%">'
            f'<p style="margin:4px 0"><b>{escape(view["text"]["title"])} · '
            f'{escape(view["preset"])}</b></p>'
            f'<p style="margin:4px 0">{escape(view["status"])}</p>'
            '<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end">'
            f'{"".join(piles)}</div>'
            f'{"".join(_static_seat(seat, table) for seat in view["seats"])}'
            + (f'<p style="margin:6px 0 2px"><b>{escape(view["text"]["log"])}</b></p>'
               f'<ol reversed style="margin:0">{log}</ol>' if log else "")
            + "</div>")
