"""The classroom game table: a round of Cacheta on the projector, played by bots (and a learner).

>>> from cacheta_lab import GameTable
>>> g = GameTable(preset="oficial", players=4, bots="greedy", seat=None, open_hands=True)
>>> g.step()          # one move, shown in the table's log with the bot's reason
>>> g.play(10)        # ten more moves (stops at the learner's turn or at the end)

``seat=0`` gives seat 0 to a learner who plays by clicking: the monte or the lixeira to draw,
a card of the hand to discard, the buttons to bater or announce na boa. Every click is checked
by the game engine; a move the rules do not allow is refused with the engine's explanation and
changes nothing. ``open_hands=False`` hides every hand but the learner's.

Auto-play runs in the front end: while ``auto`` is on, it asks for one move every
``1 / speed`` seconds and Python plays it. The front end (``widgets/game_table.js``) draws the
plain-data :attr:`view` and sends intents; every fact comes from the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import anywidget
import traitlets

from .cards import Card, display_order, parse_card
from .display import card_svg
from .errors import CachetaError, check_lang
from .game.bots import Bot
from .game.moves import (
    LIXEIRA,
    MONTE,
    AnunciarNaBoa,
    Bater,
    Discard,
    Draw,
    Move,
    describe_move,
)
from .game.play import make_bots, next_move
from .game.round import Round
from .rules import get_rules
from .table_view import deck_cards
from .widget import _asset

LOG_SIZE = 14  # log lines sent to the front end, newest first
SPEEDS = (0.5, 1.0, 2.0, 4.0)  # moves per second offered by the speed menu

TEXT: dict[str, dict[str, str]] = {
    "pt": {
        "title": "Mesa de jogo", "step": "Passo", "play": "Jogar", "pause": "Pausar",
        "speed": "Velocidade", "per_second": "{n} jogada(s)/s", "open_hands": "Mãos abertas",
        "new_round": "Nova rodada", "monte": "Monte", "lixeira": "Lixeira", "vira": "Vira",
        "no_vira": "sem vira", "empty": "vazia", "log": "Jogadas", "log_empty":
        "nenhuma jogada ainda: clique em Passo ou Jogar", "player": "Jogador {n}",
        "you": "Você (jogador {n})", "cards": "{n} cartas", "turn": "vez",
        "na_boa": "na boa", "out": "fora", "points": "{n} pontos",
        "bater": "Bater descartando…", "bater10": "Bater com 10", "announce": "Anunciar na boa",
        "cancel": "Cancelar", "bater_hint": "Clique na carta a descartar para bater.",
        "your_draw": "Sua vez: compre do monte ou pegue da lixeira.",
        "your_discard": "Sua vez: clique numa carta para descartar, ou bata.",
        "waiting": "Vez do jogador {n}: clique em Passo ou Jogar.",
        "over_win": "Fim da rodada: o jogador {n} venceu ({how}).",
        "over_draw": "Fim da rodada: empate ({how}).",
        "how_bater": "bateu", "how_furar": "furou a fila", "how_default": "os outros saíram",
        "how_stock": "o monte acabou", "how_limit": "limite de vezes",
        "you_said": "jogada sua", "draw_monte": "Comprar do monte",
        "take_lixeira": "Pegar o topo da lixeira", "hand_card": "{card}: clique para descartar",
        "hidden": "cartas escondidas",
    },
    "en": {
        "title": "Game table", "step": "Step", "play": "Play", "pause": "Pause",
        "speed": "Speed", "per_second": "{n} move(s)/s", "open_hands": "Open hands",
        "new_round": "New round", "monte": "Monte (stock)", "lixeira": "Lixeira (discards)",
        "vira": "Vira", "no_vira": "no vira", "empty": "empty", "log": "Moves",
        "log_empty": "no move yet: click Step or Play", "player": "Player {n}",
        "you": "You (player {n})", "cards": "{n} cards", "turn": "to play",
        "na_boa": "na boa", "out": "out", "points": "{n} points",
        "bater": "Bater discarding…", "bater10": "Bater with 10", "announce": "Announce na boa",
        "cancel": "Cancel", "bater_hint": "Click the card to discard to go out.",
        "your_draw": "Your turn: draw from the monte or take the lixeira top.",
        "your_discard": "Your turn: click a card to discard it, or bater.",
        "waiting": "Player {n} to play: click Step or Play.",
        "over_win": "Round over: player {n} won ({how}).",
        "over_draw": "Round over: drawn ({how}).",
        "how_bater": "went out", "how_furar": "jumped the queue", "how_default":
        "the others left", "how_stock": "the monte ran out", "how_limit": "turn limit",
        "you_said": "your move", "draw_monte": "Draw from the monte",
        "take_lixeira": "Take the lixeira top", "hand_card": "{card}: click to discard",
        "hidden": "hidden cards",
    },
}

BACK = "back"
_UNKNOWN = object()


def _t(lang: str, key: str, **kw: Any) -> str:
    return TEXT[lang][key].format(**kw)


def back_svg() -> str:
    """The back of a card (the one face :func:`card_svg` does not draw)."""
    return ('<svg class="ctl-g-back" role="img" aria-label="carta virada" width="50" '
            'height="70" viewBox="0 0 100 140"><rect x="1.5" y="1.5" width="97" height="137" '
            'rx="9" fill="#1f4e8c" stroke="#0d2a52" stroke-width="3"/><rect x="12" y="12" '
            'width="76" height="116" rx="6" fill="none" stroke="#9fc1ee" stroke-width="3" '
            'stroke-dasharray="6 5"/></svg>')


@lru_cache(maxsize=16)
def build_faces(preset: str, wild: frozenset[Card], lang: str) -> dict[str, str]:
    """Every face of the preset's deck (size "sm"), curingas marked, and the card back."""
    faces = {c.code: card_svg(c, wild=c in wild, size="sm", lang=lang)
             for c in deck_cards(get_rules(preset))}
    faces[BACK] = back_svg()
    return faces


class _Learner(Bot):
    """Stands in the learner's seat: never calls out of turn, and never chooses for them."""

    level = "human"

    def choose(self, view: Any) -> Move:
        raise _LearnersTurn


class _LearnersTurn(Exception):
    """The next move is the learner's."""


def _bots(bots: str | list[str] | tuple[str, ...], players: int, seat: int | None, seed: int
          ) -> list[Bot]:
    made: list[Bot] = make_bots(bots, players, seed)
    if seat is not None:
        made[seat] = _Learner()
    return made


class GameTable(anywidget.AnyWidget):
    """One round of Cacheta at the table: step through it, let it run, or take a seat."""

    _esm = _asset("game_table.js")
    _css = _asset("game_table.css")

    view = traitlets.Dict(help="what the front end draws").tag(sync=True)
    faces = traitlets.Dict(help="the SVG of each card face, by code").tag(sync=True)
    auto = traitlets.Bool(False, help="auto-play: the front end asks for moves").tag(sync=True)
    speed = traitlets.Float(1.0, help="auto-play moves per second").tag(sync=True)
    open_hands = traitlets.Bool(True, help="show every hand (classroom)").tag(sync=True)
    lang = traitlets.Unicode("pt", help="'pt' or 'en'").tag(sync=True)

    def __init__(self, preset: str = "oficial", players: int = 4,
                 bots: str | list[str] | tuple[str, ...] = "greedy", seat: int | None = None,
                 open_hands: bool = True, seed: int = 0, lang: str = "pt",
                 **kwargs: Any) -> None:
        check_lang(lang)
        rules = get_rules(preset)
        if not isinstance(players, int) or not 2 <= players <= rules.max_players:
            raise CachetaError(f"{rules.id} se joga com 2 a {rules.max_players} jogadores; "
                               f"pedidos {players!r}",
                               f"{rules.id} is played by 2 to {rules.max_players} players; "
                               f"asked for {players!r}")
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < players):
            raise CachetaError(f"lugar {seat!r} fora da mesa (0…{players - 1})",
                               f"seat {seat!r} is not at the table (0…{players - 1})")
        self.preset = rules.id
        self.players = players
        self.bot_levels = bots
        self.seat = seat
        self.seed = seed
        self._ready = False
        self._ack = 0
        self._error: str | None = None
        self._new_round(seed)
        super().__init__(open_hands=bool(open_hands), lang=lang, **kwargs)
        self._ready = True
        self._refresh()
        self.on_msg(self._on_msg)

    # --- the game ------------------------------------------------------------------------------

    def _new_round(self, seed: int) -> None:
        self.round_seed = seed
        self.round = Round(self.preset, self.players, seed=seed)
        self.bots = _bots(self.bot_levels, self.players, self.seat, seed)
        self.history: list[dict[str, Any]] = []
        self._error = None
        self._next: Move | object | None = _UNKNOWN

    @property
    def over(self) -> bool:
        return self.round.over

    @property
    def waiting_for_learner(self) -> bool:
        """True when no bot moves next: it is the learner's turn and no bot calls out of turn."""
        return not self.over and self._bot_move() is None

    def _bot_move(self) -> Move | None:
        """The move the bots make next (asked once per position: a bot's choice, its reason and
        its random draws stay those of the move it then plays)."""
        if self._next is _UNKNOWN:
            if self.over:
                self._next = None
            else:
                try:
                    self._next = next_move(self.round, self.bots)
                except _LearnersTurn:
                    self._next = None
        return self._next  # type: ignore[return-value]

    def _apply(self, move: Move, why: str) -> None:
        """Play a move through the engine (which raises, changing nothing, if it is illegal)."""
        events = self.round.play(move)
        self._next = _UNKNOWN
        entry = {"n": self.round.moves, "seat": move.seat,
                 "text": describe_move(move, self.lang), "why": why,
                 "learner": move.seat == self.seat}
        false = next((e for e in events if e["type"] == "false_bati"), None)
        if false is not None:
            entry["text"] += (" — bati falso, punido" if self.lang == "pt"
                              else " — a false bati, punished")
        self.history.append(entry)

    def step(self) -> Move | None:
        """Let the bot whose move it is play one move; None when the round is over or it is the
        learner's turn."""
        move = self._bot_move()
        if move is not None:
            self._apply(move, self.bots[move.seat].explain(self.lang))
            self._error = None
        if move is None or self.over:
            self.auto = False
        self._refresh()
        return move

    def play(self, n: int | None = None) -> int:
        """Up to ``n`` bot moves (None: until the end or the learner's turn); how many."""
        done = 0
        while n is None or done < n:
            move = self._bot_move()
            if move is None:
                break
            self._apply(move, self.bots[move.seat].explain(self.lang))
            done += 1
        self._error = None
        self._refresh()
        return done

    def new_round(self, seed: int | None = None) -> None:
        """Deal a new round (next seed by default)."""
        self._new_round(self.round_seed + 1 if seed is None else seed)
        self.auto = False
        self._refresh()

    def learner_move(self, move: Move) -> None:
        """Play the learner's move; raises :class:`CachetaError` (nothing changes) if illegal."""
        if self.seat is None:
            raise CachetaError("ninguém está sentado à mesa: crie a mesa com seat=0 para jogar",
                               "nobody sits at the table: create it with seat=0 to play")
        self._apply(move, "")

    # --- the view ------------------------------------------------------------------------------

    @traitlets.observe("open_hands", "lang", "auto", "speed")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._refresh()

    @traitlets.validate("speed")
    def _check_speed(self, proposal: dict[str, Any]) -> float:
        value = float(proposal["value"])
        if not 0.1 <= value <= 20:
            raise CachetaError(f"velocidade {value}: use de 0.1 a 20 jogadas por segundo",
                               f"speed {value}: use 0.1 to 20 moves per second")
        return value

    @traitlets.validate("lang")
    def _check_lang(self, proposal: dict[str, Any]) -> str:
        return check_lang(proposal["value"])

    def _refresh(self) -> None:
        if not self._ready:
            return
        rnd = self.round
        self.faces = build_faces(rnd.rules.id, frozenset(rnd.judge.wild), self.lang)
        self.view = build_view(self)

    def __repr__(self) -> str:
        seat = f", seat={self.seat}" if self.seat is not None else ""
        state = "over" if self.over else f"turn={self.round.turn}"
        return (f"GameTable(preset={self.preset!r}, players={self.players}, "
                f"bots={self.bot_levels!r}{seat}, open_hands={self.open_hands}, "
                f"seed={self.round_seed}, lang={self.lang!r}, moves={self.round.moves}, "
                f"{state})")

    # --- what the user does on the table -------------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        action = _ACTIONS.get(str(content.get("type")))
        seq = content.get("seq")
        self._ack = seq if isinstance(seq, int) else 0
        try:
            if action is not None:
                self._error = None
                action(self, content)
        except CachetaError as exc:
            self._error = exc.message(self.lang)
        self._refresh()

    def _msg_step(self, _msg: dict[str, Any]) -> None:
        self.step()

    def _msg_auto(self, msg: dict[str, Any]) -> None:
        self.auto = bool(msg.get("on")) and not self.over and not self.waiting_for_learner

    def _msg_speed(self, msg: dict[str, Any]) -> None:
        try:
            self.speed = float(msg.get("value"))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise CachetaError("velocidade inválida", "invalid speed") from None

    def _msg_open(self, msg: dict[str, Any]) -> None:
        self.open_hands = bool(msg.get("value"))

    def _msg_new_round(self, _msg: dict[str, Any]) -> None:
        self.new_round()

    def _msg_draw(self, msg: dict[str, Any]) -> None:
        source = LIXEIRA if msg.get("source") == LIXEIRA else MONTE
        self.learner_move(Draw(self._learner(), source))

    def _msg_discard(self, msg: dict[str, Any]) -> None:
        self.learner_move(Discard(self._learner(), _card(msg.get("card"))))

    def _msg_bater(self, msg: dict[str, Any]) -> None:
        card = msg.get("card")
        self.learner_move(Bater(self._learner(), None if card is None else _card(card)))

    def _msg_na_boa(self, _msg: dict[str, Any]) -> None:
        self.learner_move(AnunciarNaBoa(self._learner()))

    def _learner(self) -> int:
        if self.seat is None:
            raise CachetaError("ninguém está sentado à mesa: crie a mesa com seat=0 para jogar",
                               "nobody sits at the table: create it with seat=0 to play")
        return self.seat


def _card(value: Any) -> Card:
    return parse_card(value)


def _hand_shown(table: GameTable, seat: int) -> bool:
    return table.open_hands or seat == table.seat


def _seat_view(table: GameTable, seat: int) -> dict[str, Any]:
    rnd, lang = table.round, table.lang
    hand = sorted(rnd.hands[seat], key=display_order)
    shown = _hand_shown(table, seat)
    result = rnd.result
    if not shown and result is not None and result.winner == seat:
        hand, shown = sorted(result.shown, key=display_order), True  # the winner shows them
    learner = seat == table.seat
    level = "" if learner else table.bots[seat].level
    return {
        "seat": seat,
        "name": _t(lang, "you" if learner else "player", n=seat),
        "level": level,
        "learner": learner,
        "count": len(rnd.hands[seat]),
        "count_text": _t(lang, "cards", n=len(rnd.hands[seat])),
        "cards": ([{"code": c.code, "label": (_t(lang, "hand_card", card=c.name(lang))
                                              if learner else c.name(lang))}
                   for c in hand] if shown else None),
        "turn": not rnd.over and rnd.turn == seat,
        "na_boa": seat in rnd.announced,
        "out": seat in rnd.out,
        "points": (_t(lang, "points", n=rnd.points[seat]) if rnd.points is not None else None),
    }


def _status(table: GameTable) -> str:
    rnd, lang = table.round, table.lang
    if rnd.result is not None:
        how = _t(lang, f"how_{rnd.result.how}")
        if rnd.result.winner is None:
            return _t(lang, "over_draw", how=how)
        return _t(lang, "over_win", n=rnd.result.winner, how=how)
    if table.seat is not None and rnd.turn == table.seat:
        return _t(lang, "your_draw" if rnd.phase == "draw" else "your_discard")
    return _t(lang, "waiting", n=rnd.turn)


def build_view(table: GameTable) -> dict[str, Any]:
    """Everything the game table shows, as plain data. Hidden hands send only their size."""
    rnd, lang = table.round, table.lang
    rules = rnd.rules
    top = rnd.lixeira[-1] if rnd.lixeira else None
    learner = table.seat
    waiting = table.waiting_for_learner
    return {
        "ack": table._ack,
        "lang": lang,
        "text": TEXT[lang],
        "preset": rules.id,
        "seed": table.round_seed,
        "open_hands": table.open_hands,
        "auto": table.auto,
        "speed": table.speed,
        "speeds": [{"value": s, "label": _t(lang, "per_second", n=f"{s:g}")} for s in SPEEDS],
        "over": rnd.over,
        "waiting": waiting,
        "can_step": not rnd.over and not waiting,
        "status": _status(table),
        "vira": ({"code": rnd.vira.code, "label": f"{_t(lang, 'vira')}: {rnd.vira.name(lang)}"}
                 if rnd.vira else None),
        "stock": len(rnd.stock),
        "lixeira": ({"code": top.code, "label": f"{_t(lang, 'lixeira')}: {top.name(lang)}"}
                    if top else None),
        "lixeira_size": len(rnd.lixeira),
        "seats": [_seat_view(table, s) for s in rnd.seats],
        "learner": (None if learner is None else {
            "seat": learner,
            "my_turn": not rnd.over and rnd.turn == learner,
            "phase": rnd.phase,
            "bate_with_10": rules.bate_with_10,
            "na_boa_calls": rules.na_boa_calls,
        }),
        "log": [dict(e) for e in reversed(table.history[-LOG_SIZE:])],
        "error": table._error,
    }


_ACTIONS: dict[str, Callable[[GameTable, dict[str, Any]], None]] = {
    "step": GameTable._msg_step,
    "auto": GameTable._msg_auto,
    "speed": GameTable._msg_speed,
    "open_hands": GameTable._msg_open,
    "new_round": GameTable._msg_new_round,
    "draw": GameTable._msg_draw,
    "discard": GameTable._msg_discard,
    "bater": GameTable._msg_bater,
    "na_boa": GameTable._msg_na_boa,
}
