"""The classroom game table: a round of Cacheta on the projector, played by bots (and a learner).

>>> from cacheta_lab import GameTable
>>> g = GameTable(preset="oficial", players=4, bots="greedy", seat=None, open_hands=True)
>>> g.step()          # one move, shown in the table's log with the bot's reason
>>> g.play(10)        # ten more moves (stops at the learner's turn or at the end)

``seat=0`` gives seat 0 to a learner who plays by clicking: the monte or the lixeira to draw,
a card of the hand to discard, the buttons to bater or announce na boa. Every click is checked
by the game engine; a move the rules do not allow is refused with the engine's explanation and
changes nothing. ``open_hands=False`` hides every hand but the learner's; it is the teacher's
setting and changes from Python only. ``coach=True`` grades each of the learner's decisions
(:mod:`cacheta_lab.coach`) and reviews the round at its end.

Auto-play runs in the front end: while ``auto`` is on, it asks for one move every
``1 / speed`` seconds and Python plays it. The front end (``widgets/game_table.js``) draws the
plain-data :attr:`view` and sends intents; every fact comes from the engine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import anywidget
import traitlets

from .cards import Card, display_order, parse_card
from .coach.grade import GRADE_NAMES, Grade, grade, missed_announce, move_words
from .coach.review import Review
from .display import card_svg
from .errors import CachetaError, check_lang
from .game.bots import LEVELS, Bot
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
        "furar": "Furar a fila descartando…",
        "furar_hint": "Clique na carta a descartar para furar a fila e bater com o topo da "
                      "lixeira.",
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
        "coach": "Treinador", "review": "Revisão da rodada",
        "accuracy": "Precisão: {p} ({n} decisões)", "best_was": "melhor: {m}",
        "no_decision": "nenhuma decisão sua ainda",
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
        "furar": "Furar a fila discarding…",
        "furar_hint": "Click the card to discard to jump the queue and go out with the lixeira "
                      "top.",
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
        "coach": "Coach", "review": "Round review",
        "accuracy": "Accuracy: {p} ({n} decisions)", "best_was": "best: {m}",
        "no_decision": "no decision of yours yet",
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


def _check_bots(bots: Any) -> str | tuple[str, ...]:
    """Bot levels as given: one level, or a non-empty list of levels (cycled over the seats)."""
    levels = [bots] if isinstance(bots, str) else bots
    if (not isinstance(levels, list | tuple) or not levels
            or not all(isinstance(x, str) and x in LEVELS for x in levels)):
        raise CachetaError(f"bots={str(bots)[:60]}: nível de bot desconhecido ou lista vazia; use "
                           f"um nível ({', '.join(LEVELS)}) ou uma lista não vazia deles, por "
                           "exemplo bots=['strong', 'greedy']",
                           f"bots={str(bots)[:60]}: unknown bot level or empty list; give one "
                           f"level ({', '.join(LEVELS)}) or a non-empty list of them, e.g. "
                           "bots=['strong', 'greedy']")
    return bots if isinstance(bots, str) else type(bots)(bots)


def _check_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise CachetaError(f"semente {seed!r}: use um número inteiro, por exemplo seed=0",
                           f"seed {seed!r}: use a whole number, e.g. seed=0")
    return seed


def _bots(bots: str | tuple[str, ...], players: int, seat: int | None, seed: int
          ) -> list[Bot]:
    made: list[Bot] = make_bots(bots, players, seed)
    if seat is not None:
        made[seat] = _Learner()
    return made


class _BadValue(CachetaError, traitlets.TraitError):
    """A refused value for a trait: a CachetaError that traitlets also rolls back."""


class _Speed(traitlets.Float):
    """Moves per second, 0.1 to 20: any other value (a string, NaN, 10**400…) is refused."""

    def validate(self, obj: Any, value: Any) -> float:
        try:
            ok = (not isinstance(value, bool) and isinstance(value, int | float)
                  and math.isfinite(float(value)) and 0.1 <= float(value) <= 20)
        except OverflowError:
            ok = False
        if not ok:
            raise _BadValue(f"velocidade {str(value)[:40]}: use de 0.1 a 20 jogadas por segundo",
                            f"speed {str(value)[:40]}: use 0.1 to 20 moves per second")
        return float(value)


class _Flag(traitlets.Bool):
    """True or False, nothing else."""

    def validate(self, obj: Any, value: Any) -> bool:
        if not isinstance(value, bool):
            raise _BadValue(f"{self.name} é True ou False, não {str(value)[:40]!r}",
                            f"{self.name} is True or False, not {str(value)[:40]!r}")
        return value


class _Lang(traitlets.Unicode):
    """'pt' or 'en'."""

    def validate(self, obj: Any, value: Any) -> str:
        if not isinstance(value, str) or value not in ("pt", "en"):
            raise _BadValue(f"idioma desconhecido {str(value)[:40]!r}; use 'pt' ou 'en'",
                            f"unknown language {str(value)[:40]!r}; use 'pt' or 'en'")
        return value


MOVES = (Draw, Discard, Bater, AnunciarNaBoa, Furar, Correr)
FRONT_END_TRAITS = ("auto", "speed", "lang")  # the only traits the page may change


class GameTable(anywidget.AnyWidget):
    """One round of Cacheta at the table: step through it, let it run, or take a seat.

    ``coach=True`` (with a ``seat``) grades every decision of the learner as it is made
    (:func:`cacheta_lab.coach.grade`) and shows a review with the accuracy when the round
    ends; :attr:`grades` holds them. ``open_hands`` changes from Python only."""

    _esm = _asset("game_table.js")
    _css = _asset("game_table.css")

    view = traitlets.Dict(help="what the front end draws").tag(sync=True)
    faces = traitlets.Dict(help="the SVG of each card face, by code").tag(sync=True)
    auto = _Flag(False, help="auto-play: the front end asks for moves").tag(sync=True)
    speed = _Speed(1.0, help="auto-play moves per second").tag(sync=True)
    open_hands = _Flag(True, help="show every hand (set from Python only)")
    lang = _Lang("pt", help="'pt' or 'en'").tag(sync=True)

    def __init__(self, preset: str = "oficial", players: int = 4,
                 bots: str | list[str] | tuple[str, ...] = "greedy", seat: int | None = None,
                 open_hands: bool = True, seed: int = 0, lang: str = "pt",
                 coach: bool = False, **kwargs: Any) -> None:
        check_lang(lang)
        rules = get_rules(preset)
        rules.check_players(players)
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < players):
            raise CachetaError(f"lugar {seat!r} fora da mesa (0…{players - 1})",
                               f"seat {seat!r} is not at the table (0…{players - 1})")
        if not isinstance(open_hands, bool) or not isinstance(coach, bool):
            raise CachetaError("open_hands e coach são True ou False",
                               "open_hands and coach are True or False")
        self.preset = rules.id
        self.players = players
        self.bot_levels = _check_bots(bots)
        self.seat = seat
        self.coach = coach and seat is not None
        self.seed = _check_seed(seed)
        self._ready = False
        self._ack = 0
        self._error: str | None = None
        self._new_round(seed)
        super().__init__(open_hands=open_hands, lang=lang, **kwargs)
        self._ready = True
        self._refresh()
        self.on_msg(self._on_msg)

    # --- the game ------------------------------------------------------------------------------

    def _new_round(self, seed: int) -> None:
        self.round_seed = seed
        self.round = Round(self.preset, self.players, seed=seed)
        self.bots = _bots(self.bot_levels, self.players, self.seat, seed)
        self.history: list[dict[str, Any]] = []
        self.grades: list[Grade] = []
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
        if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 0):
            raise CachetaError(f"play(n): n={n!r} deve ser um inteiro ≥ 0 (ou None: até o fim)",
                               f"play(n): n={n!r} must be a whole number ≥ 0 (or None: to the "
                               "end)")
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
        self._new_round(self.round_seed + 1 if seed is None else _check_seed(seed))
        self.auto = False
        self._refresh()

    def learner_move(self, move: Move) -> None:
        """Play the learner's move; raises :class:`CachetaError` (nothing changes) if illegal.
        With the coach on, the move is graded (:attr:`grades`)."""
        seat = self._learner()
        if not isinstance(move, MOVES):
            raise CachetaError(f"jogada desconhecida {move!r}: use Draw, Discard, Bater, "
                               "AnunciarNaBoa, Furar ou Correr",
                               f"unknown move {move!r}: use Draw, Discard, Bater, AnunciarNaBoa, "
                               "Furar or Correr")
        if move.seat != seat:
            raise CachetaError(f"você joga pelo lugar {seat}, não pelo {move.seat!r}",
                               f"you play seat {seat}, not seat {move.seat!r}")
        before = self.round.view(seat) if self.coach else None
        self._apply(move, "")
        if before is not None:
            self._grade(before, move)
        self._refresh()

    def _grade(self, view: Any, move: Move) -> None:
        if isinstance(move, Draw):
            missed = missed_announce(view)
            if missed is not None:
                self.grades.append(missed)
        self.grades.append(grade(view, move))

    # --- the view ------------------------------------------------------------------------------

    @traitlets.observe("open_hands", "lang", "auto", "speed")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._refresh()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Updates from the page: only ``auto``, ``speed`` and ``lang``; a bad value is refused
        (shown as the table's error) and the page gets the current state back."""
        wanted = {k: v for k, v in sync_data.items() if k in FRONT_END_TRAITS}
        if not self._ready:
            super().set_state(wanted)
            return
        try:
            super().set_state(wanted)
        except (CachetaError, traitlets.TraitError, TypeError, ValueError) as exc:
            self._error = (exc.message(self.lang) if isinstance(exc, CachetaError)
                           else str(exc)[:200])
            self.send_state(list(FRONT_END_TRAITS))
            self._refresh()

    def _refresh(self) -> None:
        if not self._ready:
            return
        rnd = self.round
        self.faces = build_faces(rnd.rules.id, frozenset(rnd.judge.wild), self.lang)
        self.view = build_view(self)

    def __repr__(self) -> str:
        seat = f", seat={self.seat}" if self.seat is not None else ""
        coach = ", coach=True" if self.coach else ""
        state = "over" if self.over else f"turn={self.round.turn}"
        return (f"GameTable(preset={self.preset!r}, players={self.players}, "
                f"bots={self.bot_levels!r}{seat}{coach}, open_hands={self.open_hands}, "
                f"seed={self.round_seed}, lang={self.lang!r}, moves={self.round.moves}, "
                f"{state})")

    @property
    def review(self) -> Review | None:
        """The coach's review of the learner's decisions so far (None without the coach)."""
        return Review(self.seat, tuple(self.grades)) if self.coach else None  # type: ignore[arg-type]

    # --- what the user does on the table -------------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        action = _ACTIONS.get(kind) if isinstance(kind, str) else None
        seq = content.get("seq")
        self._ack = seq if isinstance(seq, int) and not isinstance(seq, bool) else 0
        try:
            self._error = None
            if action is None:
                raise CachetaError(f"mensagem desconhecida {str(kind)[:40]!r}",
                                   f"unknown message {str(kind)[:40]!r}")
            action(self, content)
        except CachetaError as exc:
            self._error = exc.message(self.lang)
        self._refresh()

    def _msg_step(self, _msg: dict[str, Any]) -> None:
        self.step()

    def _msg_auto(self, msg: dict[str, Any]) -> None:
        on = msg.get("on")
        if not isinstance(on, bool):
            raise CachetaError("auto: 'on' deve ser true ou false", "auto: 'on' must be true "
                               "or false")
        self.auto = on and not self.over and not self.waiting_for_learner

    def _msg_speed(self, msg: dict[str, Any]) -> None:
        value = msg.get("value")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise CachetaError("velocidade inválida: envie um número de 0.1 a 20",
                               "invalid speed: send a number from 0.1 to 20")
        self.speed = value

    def _msg_new_round(self, _msg: dict[str, Any]) -> None:
        self.new_round()

    def _msg_draw(self, msg: dict[str, Any]) -> None:
        source = msg.get("source")
        if source not in (MONTE, LIXEIRA):
            raise CachetaError(f"origem {str(source)[:40]!r}: compre do 'monte' ou da 'lixeira'",
                               f"source {str(source)[:40]!r}: draw from the 'monte' or the "
                               "'lixeira'")
        self.learner_move(Draw(self._learner(), source))

    def _msg_discard(self, msg: dict[str, Any]) -> None:
        self.learner_move(Discard(self._learner(), _card(msg.get("card"))))

    def _msg_bater(self, msg: dict[str, Any]) -> None:
        if "card" not in msg:
            raise CachetaError("bater: diga a carta a descartar (ou null para bater com 10)",
                               "bater: name the card to discard (or null to go out with 10)")
        card = msg.get("card")
        self.learner_move(Bater(self._learner(), None if card is None else _card(card)))

    def _msg_furar(self, msg: dict[str, Any]) -> None:
        if "card" not in msg:
            raise CachetaError("furar: diga a carta a descartar (ou null para bater com 10)",
                               "furar: name the card to discard (or null to go out with 10)")
        card = msg.get("card")
        self.learner_move(Furar(self._learner(), None if card is None else _card(card)))

    def _msg_na_boa(self, _msg: dict[str, Any]) -> None:
        self.learner_move(AnunciarNaBoa(self._learner()))

    def _learner(self) -> int:
        if self.seat is None:
            raise CachetaError("ninguém está sentado à mesa: crie a mesa com seat=0 para jogar",
                               "nobody sits at the table: create it with seat=0 to play")
        return self.seat


def _card(value: Any) -> Card:
    if not isinstance(value, str) or len(value) > 40:
        raise CachetaError("carta inválida: envie o código da carta, por exemplo '7h'",
                           "invalid card: send the card's code, e.g. '7h'")
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
            "can_furar": _can_furar(table),
        }),
        "log": [dict(e) for e in reversed(table.history[-LOG_SIZE:])],
        "error": table._error,
        "coach": _coach_view(table) if table.coach else None,
    }


def _can_furar(table: GameTable) -> bool:
    """May the learner jump the queue now (announced, not burned, right after another's
    discard)?"""
    rnd, seat = table.round, table.seat
    return (seat is not None and not rnd.over and rnd.rules.na_boa_calls
            and seat in rnd.announced and seat not in rnd.burned and seat not in rnd.out
            and rnd.phase == "draw" and rnd.turn != seat and bool(rnd.lixeira)
            and rnd.top_from is not None and rnd.top_from != seat)


def _grade_view(g: Grade, lang: str) -> dict[str, Any]:
    return {"grade": g.grade, "name": GRADE_NAMES[lang][g.grade],
            "move": move_words(g.move, lang), "best": move_words(g.best, lang),
            "why": g.why(lang), "turn": g.turn, "kind": g.kind}


def _coach_view(table: GameTable) -> dict[str, Any]:
    """The coach's panel: the last grade, and at the end of the round the review."""
    lang = table.lang
    review = table.review
    assert review is not None
    last = _grade_view(table.grades[-1], lang) if table.grades else None
    return {
        "last": last,
        "empty": _t(lang, "no_decision"),
        "review": ({"title": _t(lang, "review"),
                    "accuracy": _t(lang, "accuracy", p=f"{review.accuracy:.0%}",
                                   n=len(review.decisions)),
                    "decisions": [_grade_view(g, lang) for g in review.decisions]}
                   if table.over else None),
    }


_ACTIONS: dict[str, Callable[[GameTable, dict[str, Any]], None]] = {
    "step": GameTable._msg_step,
    "auto": GameTable._msg_auto,
    "speed": GameTable._msg_speed,
    "new_round": GameTable._msg_new_round,
    "draw": GameTable._msg_draw,
    "discard": GameTable._msg_discard,
    "bater": GameTable._msg_bater,
    "furar": GameTable._msg_furar,
    "na_boa": GameTable._msg_na_boa,
}
