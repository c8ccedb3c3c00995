"""One room's game, without the network: the engine's Round or Match, the bots holding seats,
the host's controls, what each connection may see, and every change written to the store.

Every move goes through ``Round.play``/``Match.play``: a refused move is the engine's refusal.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..checks import check_level
from ..errors import CachetaError
from ..game.bots import Bot, make_bot
from ..game.events import GameLog
from ..game.match import Match
from ..game.moves import Move, describe_public, move_from_dict, public_move
from ..game.play import current_round
from ..game.round import Round
from ..game.views import DRAW, OVER
from ..words.catalogue import Said, Sayable, term
from ..words.echo import short_repr
from .deal import DEAL, bot_seed, game_seed, new_deal_secret
from .links import HOST, SEAT, WATCH, new_room_id, new_secret
from .settings import Settings
from .store import NewRoom, Store, StoreError
from .stored import read_game, reading, room_parts, what_went_wrong

Game = Match | Round
LAST_MOVES = 12
PERSON = "person"
__all__ = ["Room", "RoomError", "Settings", "refusal"]


class RoomError(CachetaError):
    """A refused frame: ``code`` (see docs/room.md) and the reason, one sentence said in
    either language."""

    def __init__(self, code: str, said: Sayable) -> None:
        super().__init__(said)
        self.code = code


def refusal(code: str, key: str, **fields: Any) -> RoomError:
    """A :class:`RoomError` worded by the catalogue's ``key`` with ``fields``."""
    return RoomError(code, Said(key, **fields))


class Room:
    """A room: build it with :meth:`create` (a new one, written by the server once it listens:
    :meth:`first_write`) or :meth:`restore` (read back from the store, its game replayed)."""

    def __init__(self, store: Store, rid: str, settings: Settings, secrets: dict[str, Any],
                 game_index: int = 0, game: Game | None = None) -> None:
        self.store = store
        self.id = rid
        self.settings = settings
        self.secrets = secrets  # the links' keys and the deal secret (never sent)
        self.secrets_unsaved = False  # a deal secret drawn for a room stored without one
        self.paused = False
        self.revealed = False
        self.bots: dict[int, Bot] = {}
        self.bot_levels: dict[int, str] = {}
        self.connected: dict[int, int] = {}  # seat -> live connections
        self.refused: dict[int, str] = {}  # seat -> the code refusing its last move, until
        # it makes one (told in the public table: why a seat is not moving)
        self.taken_over: dict[int, int] = {}  # seat -> times its link was opened elsewhere
        # while connected (since the server started)
        # moves played but not yet on disk: (game, seq, move, snapshot after it)
        self.unwritten: list[tuple[int, int, dict[str, Any], dict[str, Any]]] = []
        self.game_index = game_index
        self.game: Game = game if game is not None else self._new_game(game_index)
        # a match's round that ended, shown to everyone until the next is dealt (:meth:`deal`)
        self.ended: Round | None = None
        self.version = 0  # grows with every change: the cache of public tables follows it
        self.controls = 0  # grows with every host action that changes how the room plays
        self._tables: dict[str, tuple[int, str]] = {}

    # --- making and restoring -------------------------------------------------------------

    @classmethod
    def create(cls, store: Store, settings: Settings, bots: dict[int, str] | None = None
               ) -> Room:
        """A new room with fresh secrets (its deal's among them), not yet written."""
        secrets = {HOST: new_secret(), WATCH: new_secret(),
                   SEAT: [new_secret() for _ in range(settings.players)],
                   DEAL: new_deal_secret()}
        room = cls(store, new_room_id(), settings, secrets)
        for seat, level in (bots or {}).items():
            room._set_bot(seat, level)
        return room

    def first_write(self) -> NewRoom:
        """The new room and its first game, as the store writes them in one transaction."""
        log = GameLog.of(self.game)
        return NewRoom(self.id, self.settings.to_dict(), self.secrets, self._control(),
                       time.time_ns(), log.kind, log.setup, self.round.snapshot())

    @classmethod
    def restore(cls, store: Store, row: tuple[Any, ...]) -> Room:
        """The stored room ``row`` as it was after its last written move, every field checked
        and its current game replayed (:mod:`.stored`): anything wrong is one line. A room
        stored before rooms had a deal secret gets one for its next games
        (:attr:`secrets_unsaved`)."""
        with reading(store, row[0]):
            parts = room_parts(store, row)
            room = cls(store, parts.id, parts.settings, parts.secrets, parts.game_index,
                       parts.game)
            room.secrets_unsaved = parts.new_secret
            room.paused, room.revealed = parts.paused, parts.revealed
            room.ended = ended_round(room.game)
            for seat, level in parts.bots.items():
                room._set_bot(seat, level)
        return room

    def _new_game(self, index: int) -> Game:
        s = self.settings
        seed = game_seed(s, self.secrets[DEAL], index)
        if s.unit == "match":
            return Match(s.rules, s.players, seed, max_turns=s.max_turns, max_rounds=50)
        dealer = (index + s.players - 1) % s.players
        return Round(s.rules, s.players, dealer, seed, max_turns=s.max_turns)

    def _control(self) -> dict[str, Any]:
        return {"paused": self.paused, "revealed": self.revealed,
                "bots": {str(s): lv for s, lv in self.bot_levels.items()}}

    def _set_bot(self, seat: int, level: str) -> None:
        self.bots[seat] = make_bot(level, bot_seed(self.settings, self.secrets[DEAL], seat))
        self.bot_levels[seat] = level

    def _changed(self) -> None:
        self.version += 1

    # --- what happens ---------------------------------------------------------------------

    @property
    def seq(self) -> int:
        return len(self.game.move_log)

    @property
    def round(self) -> Round:
        return current_round(self.game)

    @property
    def moment(self) -> tuple[int, int, int]:
        """Where the room stands: its game, the moves of that game and the host's actions
        (a bot that waited its delay moves only if nothing changed meanwhile)."""
        return self.game_index, self.seq, self.controls

    def play(self, seat: int, data: Any) -> Move:
        """A seat's move (its dict, as ``Move.to_dict`` writes it, ``seat`` optional): checked,
        played by the engine, written; anything refused raises :class:`RoomError`."""
        if not isinstance(data, dict):
            raise refusal("bad_frame", "room.bad_frame", what="move")
        if "seat" in data and data["seat"] != seat:
            raise refusal("not_your_seat", "room.not_your_seat", seat=seat,
                          other=short_repr(data["seat"], 12))
        if seat in self.bots:
            raise refusal("bot_seat", "room.bot_seat")
        if self.paused:
            raise refusal("paused", "room.paused")
        if self.ended is not None:
            raise refusal("round_end", "room.round_end")
        try:
            move = move_from_dict({**data, "seat": seat})
        except CachetaError as err:
            raise RoomError("bad_frame", err.said) from None
        self.apply(move)
        return move

    def apply(self, move: Move) -> None:
        """Play ``move`` through the engine; it waits in :attr:`unwritten` until the server
        writes it (:meth:`write`), and nobody is told of it before. A move that ends a round of
        a match that goes on leaves that round shown (:attr:`ended`)."""
        played = self.round
        try:
            self.game.play(move)
        except CachetaError as err:
            raise RoomError("illegal_move", err.said) from None
        if self.round is not played and not self.game.over:
            self.ended = played
        self.unwritten.append((self.game_index, self.seq, move.to_dict(),
                               self.round.snapshot()))
        self.refused.pop(move.seat, None)
        self._changed()

    def refuse(self, seat: int, code: str) -> bool:
        """``seat``'s move was refused with ``code``; whether that is news for the table."""
        if self.refused.get(seat) == code:
            return False
        self.refused[seat] = code
        return True

    def take_unwritten(self) -> list[tuple[int, int, dict[str, Any], dict[str, Any]]]:
        """The moves played since the last write (the caller writes them)."""
        batch, self.unwritten = self.unwritten, []
        return batch

    def write(self) -> None:
        """Write the moves played since the last write (one transaction)."""
        self.store.record_many([(self.id, self.take_unwritten())])

    def deal(self) -> None:
        """The next round of the match, shown from now on (its end is no longer)."""
        self.ended = None
        self.controls += 1
        self._changed()

    @property
    def shown(self) -> Round:
        """The round everyone is shown: the match's round that ended, until the next is
        dealt; otherwise the one being played."""
        return self.ended if self.ended is not None else self.round

    def bot_may_move(self) -> bool:
        """Whether a bot might move now (cheap: no bot is asked)."""
        if self.paused or self.game.over or not self.bots or self.ended is not None:
            return False
        rnd = self.round
        return rnd.turn in self.bots or (rnd.rules.na_boa_calls and any(
            s in rnd.seats and s not in rnd.out for s in self.bots))

    def bot_move(self) -> Move | None:
        """The next move a bot makes: an out-of-turn call by a bot seat, else the turn's move
        if a bot holds the turn; None when a person is to move."""
        if self.game.over or self.ended is not None:
            return None
        rnd = self.round
        if rnd.rules.na_boa_calls:
            start = rnd.seats.index(rnd.turn)
            for k in range(len(rnd.seats)):
                seat = rnd.seats[(start + k) % len(rnd.seats)]
                bot = self.bots.get(seat)
                if bot is None or seat in rnd.out or (seat == rnd.turn and rnd.phase != DRAW):
                    continue
                move = bot.react(rnd.view(seat))
                if move is not None:
                    return move
        bot = self.bots.get(rnd.turn)
        return bot.choose(rnd.view(rnd.turn)) if bot is not None else None

    # --- the host -------------------------------------------------------------------------

    def host(self, action: Any, data: dict[str, Any]) -> dict[str, Any] | None:
        """Do a host action (docs/room.md); the ``log`` action returns the log frame. An action
        the state directory cannot write is undone and refused (``not_saved``)."""
        handler = HOST_ACTIONS.get(action) if isinstance(action, str) else None
        if handler is None:
            raise refusal("bad_action", "room.bad_action", value=short_repr(action, 30),
                          actions=", ".join(HOST_ACTIONS))
        kept = self.host_state()
        try:
            return handler(self, data)
        except StoreError as err:
            self.undo_to(kept)
            raise refusal("not_saved", "room.not_saved", why=err.reason) from None

    def host_state(self) -> tuple[Any, ...]:
        """What a host action may change, to undo it (:meth:`undo_to`)."""
        return (self.paused, self.revealed, dict(self.bots), dict(self.bot_levels), self.game,
                self.game_index, self.settings, self.ended)

    def undo_to(self, kept: tuple[Any, ...]) -> None:
        """Put back what :meth:`host_state` kept (host actions the disk would not take)."""
        (self.paused, self.revealed, self.bots, self.bot_levels, self.game, self.game_index,
         self.settings, self.ended) = kept
        self._changed()

    def _pause(self, data: dict[str, Any]) -> None:
        self.paused = True
        self._save_control()

    def _resume(self, data: dict[str, Any]) -> None:
        self.paused = self.revealed = False
        self._save_control()

    def _step(self, data: dict[str, Any]) -> None:
        if not self.paused:
            raise refusal("bad_action", "room.not_paused")
        move = self.bot_move()
        if move is None:
            rnd = self.round
            if not self.game.over and rnd.turn not in self.bots:
                raise refusal("bad_action", "room.person_to_move", seat=rnd.turn)
            raise refusal("bad_action", "room.nothing_to_step")
        self.apply(move)

    def _deal(self, data: dict[str, Any]) -> None:
        if self.ended is None:
            raise refusal("bad_action", "room.no_round_end")
        self.deal()

    def _reveal(self, data: dict[str, Any]) -> None:
        self.paused = self.revealed = True
        self._save_control()

    def _hide(self, data: dict[str, Any]) -> None:
        self.revealed = False
        self._save_control()

    def _seat_of(self, data: dict[str, Any]) -> int:
        seat = data.get("seat")
        last = self.settings.players - 1
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= last:
            raise refusal("bad_action", "room.bad_seat", value=short_repr(seat, 12), last=last)
        return seat

    def _replace(self, data: dict[str, Any]) -> None:
        seat = self._seat_of(data)
        try:
            level = check_level(data.get("bot", "greedy"))
        except CachetaError as err:
            raise RoomError("bad_action", err.said) from None
        self._set_bot(seat, level)
        self._save_control()

    def _release(self, data: dict[str, Any]) -> None:
        seat = self._seat_of(data)
        if seat not in self.bots:
            raise refusal("bad_action", "room.not_a_bot", seat=seat)
        del self.bots[seat], self.bot_levels[seat]
        self._save_control()

    def _new_round(self, data: dict[str, Any]) -> None:
        self._start(data, "round")

    def _new_match(self, data: dict[str, Any]) -> None:
        self._start(data, "match")

    def _start(self, data: dict[str, Any], unit: str) -> None:
        if not self.game.over and data.get("force") is not True:
            raise refusal("bad_action", "room.game_on")
        if unit != self.settings.unit:
            self.settings = self.settings.with_unit(unit)
        self.game_index += 1
        self.game = self._new_game(self.game_index)
        self.revealed = False
        self.ended = None
        self.refused.clear()
        log = GameLog.of(self.game)
        self.store.new_game(self.id, self.game_index, log.kind, log.setup, self.round.snapshot(),
                            self._control())
        self._changed()

    def _log(self, data: dict[str, Any]) -> dict[str, Any]:
        game = data.get("game", self.game_index)
        return {"type": "log", "game": game, "log": self.log(game).to_dict()}

    def _save_control(self) -> None:
        self.controls += 1
        self.store.set_control(self.id, self._control())
        self._changed()

    def log(self, game: Any = None) -> GameLog:
        """The log of game ``game`` (default: the current one), as ``play --save`` writes."""
        if game is None:
            game = self.game_index
        if not isinstance(game, int) or isinstance(game, bool) or not 0 <= game <= (
                self.game_index):
            raise refusal("bad_action", "room.no_game", value=short_repr(game, 12),
                          last=self.game_index)
        levels = [self.bot_levels.get(s, PERSON) for s in range(self.settings.players)]
        if game == self.game_index:
            return GameLog.of(self.game, levels)
        try:  # an earlier game, read back from the state directory with the same checks
            earlier = read_game(self.store, self.id, game, self.settings)
        except Exception as exc:
            raise refusal("bad_action", "room.log_unreadable", game=game,
                          what=what_went_wrong(exc)) from None
        return GameLog.of(earlier, levels)

    # --- what each connection sees --------------------------------------------------------

    def table_json(self, lang: str) -> str:
        """The public table in ``lang`` as JSON text (kept until the next change)."""
        cached = self._tables.get(lang)
        if cached is None or cached[0] != self.version:
            cached = (self.version, json.dumps(self.table(lang), ensure_ascii=False,
                                               separators=(",", ":")))
            self._tables[lang] = cached
        return cached[1]

    def table(self, lang: str) -> dict[str, Any]:
        """What everyone may see (docs/room.md, ``table``)."""
        rnd = self.shown
        view = rnd.view(rnd.seats[0])
        public = view.to_dict()
        for private in ("seat", "hand", "taken"):
            del public[private]
        moves = rnd.public_moves()[-LAST_MOVES:]
        return {
            "room": self.id, "unit": self.settings.unit, "preset": rnd.rules.id,
            "players": self.settings.players, **public, "top_from": rnd.top_from,
            "history": [[what, seat, card.code if card else None]
                        for what, seat, card in view.history],
            "last": [{"n": n, "seat": m.seat, "move": public_move(m, false),
                      "text": describe_public(m, lang, false)} for n, m, false in moves],
            "status": self.status(lang), "paused": self.paused,
            "revealed": ({str(s): [c.code for c in h] for s, h in rnd.hands.items()}
                         if self.revealed else None),
            "over": self.game.over,
            "result": rnd.result.to_dict() if rnd.result is not None else None,
            "bots": {str(s): lv for s, lv in sorted(self.bot_levels.items())},
            "connected": sorted(s for s, n in self.connected.items() if n),
            "refused": {str(s): code for s, code in sorted(self.refused.items())},
            "taken_over": {str(s): n for s, n in sorted(self.taken_over.items())},
            "match": self._standings(),
            "round_end": ({"round": len(self.game.results),  # type: ignore[union-attr]
                           "deal_in": self.settings.round_pause}
                          if self.ended is not None else None),
        }

    def _standings(self) -> dict[str, Any] | None:
        match = self.game
        if not isinstance(match, Match):
            return None
        return {"round": len(match.results), "winner": match.winner, "over": match.over,
                "wins": {str(k): v for k, v in match.wins.items()},
                "points": ({str(k): v for k, v in match.points.items()}
                           if match.points is not None else None),
                "eliminated": list(match.eliminated),
                "results": [r.to_dict() for r in match.results]}

    def status(self, lang: str) -> str:
        if self.revealed:
            return term("room.status_revealed", lang)
        if self.paused:
            return term("room.status_paused", lang)
        if self.ended is not None:
            later = self.settings.round_pause is not None
            return term("room.status_round_end" if later else "room.status_round_end_host",
                        lang, n=len(self.game.results))  # type: ignore[union-attr]
        rnd = self.round
        if self.game.over or rnd.phase == OVER:
            return term("room.status_over", lang)
        key = "room.status_draw" if rnd.phase == DRAW else "room.status_discard"
        return term(key, lang, seat=rnd.turn)

    def seat_json(self, seat: int) -> tuple[str, str]:
        """(the seat's own view, its legal moves) as JSON texts (``null``: not at the table)."""
        rnd = self.shown
        if seat not in rnd.seats:
            return "null", "[]"
        view = rnd.view(seat)
        legal: list[dict[str, Any]] = []
        if not (self.paused or seat in self.bots or self.game.over or self.ended):
            legal = [m.to_dict() for m in view.legal_moves()]
        return (json.dumps(view.to_dict(), ensure_ascii=False, separators=(",", ":")),
                json.dumps(legal, separators=(",", ":")))

    def welcome(self, role: str, seat: int | None, lang: str) -> dict[str, Any]:
        s = self.settings
        return {"type": "welcome", "protocol": 1, "role": role, "seat": seat, "room": self.id,
                "lang": lang, "unit": s.unit, "players": s.players, "preset": s.rules.id,
                "rules": s.rules.to_dict()}

    def state_frame(self, seat: int | None, lang: str) -> str:
        """The ``state`` frame of one connection (``seat`` None: host or watch), as text."""
        you, legal = self.seat_json(seat) if seat is not None else ("null", "null")
        return (f'{{"type":"state","seq":{self.seq},"game":{self.game_index},"lang":"{lang}",'
                f'"table":{self.table_json(lang)},"you":{you},"legal":{legal}}}')


def ended_round(game: Game) -> Round | None:
    """The round of a match read back that ended last and is still shown: its next round has
    no move yet (the match played again from its moves to find it)."""
    if not isinstance(game, Match) or game.over or not game.results or game.round.move_log:
        return None
    again = GameLog.of(game).new_game()
    ended = current_round(again)
    for move in game.move_log:
        ended = current_round(again)
        again.play(move)
    return ended


HOST_ACTIONS = {
    "pause": Room._pause, "resume": Room._resume, "step": Room._step, "reveal": Room._reveal,
    "hide": Room._hide, "replace": Room._replace, "release": Room._release,
    "new_round": Room._new_round, "new_match": Room._new_match, "deal": Room._deal,
    "log": Room._log,
}

