"""The moves a player can make, as small immutable values that round-trip through JSON.

On their turn a player draws (:class:`Draw`) and then discards (:class:`Discard`) or goes out
(:class:`Bater`); before their first draw they may fold (:class:`Correr`, where the rules allow).
Out of turn, where the rules have na boa calls, a player may announce na boa
(:class:`AnunciarNaBoa`) and, once announced, take the lixeira top to go out (:class:`Furar`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..checks import check_seat
from ..engine.cards import Card, parse_card
from ..errors import IllegalMoveError, NotationError
from ..words.catalogue import Said, term
from ..words.echo import short_repr

MONTE = "monte"
LIXEIRA = "lixeira"
SOURCES = (MONTE, LIXEIRA)


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top of the monte (stock) or take the top of the lixeira (discard pile)."""

    seat: int
    source: str = MONTE

    def to_dict(self) -> dict[str, Any]:
        return {"type": "draw", "seat": self.seat, "source": self.source}


@dataclass(frozen=True, slots=True)
class Discard:
    """Put one card of the hand on the lixeira; the turn passes on."""

    seat: int
    card: Card

    def to_dict(self) -> dict[str, Any]:
        return {"type": "discard", "seat": self.seat, "card": self.card.code}


@dataclass(frozen=True, slots=True)
class Bater:
    """Declare "bati": ``discard`` is the 10th card put down (None: go out with all 10)."""

    seat: int
    discard: Card | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"type": "bater", "seat": self.seat,
                "discard": self.discard.code if self.discard else None}


@dataclass(frozen=True, slots=True)
class AnunciarNaBoa:
    """Announce being na boa (one card from going out): it gives the right to furar a fila."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": "na_boa", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Furar:
    """Take the lixeira top out of turn and go out with it (``discard`` as in :class:`Bater`)."""

    seat: int
    discard: Card | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"type": "furar", "seat": self.seat,
                "discard": self.discard.code if self.discard else None}


@dataclass(frozen=True, slots=True)
class Correr:
    """Fold the round (cachetão): pay the correr points and sit the round out."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": "correr", "seat": self.seat}


Move = Draw | Discard | Bater | AnunciarNaBoa | Furar | Correr
MOVES = (Draw, Discard, Bater, AnunciarNaBoa, Furar, Correr)
TYPES = ("draw", "discard", "bater", "na_boa", "furar", "correr")


def _card_or_none(value: Any) -> Card | None:
    return None if value is None else _card(value)


def _card(value: Any) -> Card:
    """The card of a move (a discard's: the only move whose card cannot be None)."""
    if value is None:
        raise IllegalMoveError(Said("move.no_card"))
    if not isinstance(value, str | Card):
        raise NotationError(Said("move.bad_card", value=short_repr(value)))
    return parse_card(value)


def checked_move(move: Any) -> Move:
    """``move`` checked for its types, with cards written as text parsed
    (``Discard(0, "5h")`` is ``Discard(0, Card('5h'))``); anything else raises
    :class:`IllegalMoveError` (a card badly written: :class:`NotationError`)."""
    if not isinstance(move, MOVES):
        raise IllegalMoveError(Said("move.unknown", value=short_repr(move)))
    seat = check_seat(move.seat)
    if isinstance(move, Draw):
        if not isinstance(move.source, str):
            raise IllegalMoveError(Said("move.bad_source", value=short_repr(move.source)))
        return move
    if isinstance(move, Discard):
        return move if isinstance(move.card, Card) else Discard(seat, _card(move.card))
    if isinstance(move, Bater | Furar):
        if move.discard is None or isinstance(move.discard, Card):
            return move
        return type(move)(seat, _card(move.discard))
    return move


def move_from_dict(data: Any) -> Move:
    """The move written by ``move.to_dict()``."""
    if not isinstance(data, dict):
        raise IllegalMoveError(Said("move.not_object", value=short_repr(data)))
    kind = data.get("type")
    if kind not in TYPES:
        raise IllegalMoveError(Said("move.bad_type", value=short_repr(kind),
                                    types=", ".join(TYPES)))
    seat = check_seat(data.get("seat"))
    if kind == "draw":
        return checked_move(Draw(seat, data.get("source", MONTE)))
    if kind == "discard":
        return Discard(seat, _card(data.get("card")))
    if kind == "bater":
        return Bater(seat, _card_or_none(data.get("discard")))
    if kind == "na_boa":
        return AnunciarNaBoa(seat)
    if kind == "furar":
        return Furar(seat, _card_or_none(data.get("discard")))
    return Correr(seat)


def public_move(move: Move, false_claim: bool = False) -> dict[str, Any]:
    """A move as every seat may see it, as a dict: a furar a fila names no card, since one that
    fails leaves the card it would have thrown in the hand (one that bates shows it in the
    round's result); a bati the round found false (``false_claim``) names none either, for the
    same reason, and says it was false (``"false": true``)."""
    data = checked_move(move).to_dict()
    if isinstance(move, Furar):
        data.pop("discard", None)
    elif isinstance(move, Bater) and false_claim:
        data.pop("discard", None)
        data["false"] = True
    return data


def describe_public(move: Move, lang: str = "pt", false_claim: bool = False) -> str:
    """:func:`describe_move` as every seat may see it (see :func:`public_move`): a false bati
    is said false, without its card."""
    move = checked_move(move)
    if isinstance(move, Furar):
        return term("move.furar_call", lang, who=term("player", lang, seat=move.seat))
    if isinstance(move, Bater) and false_claim:
        return term("move.false_bati", lang, who=term("player", lang, seat=move.seat))
    return describe_move(move, lang)


def describe_move(move: Move, lang: str = "pt") -> str:
    """The move in words, e.g. "jogador 2 descarta sete de copas"."""
    move = checked_move(move)
    who = term("player", lang, seat=move.seat)
    if isinstance(move, Draw):
        return term("move.lixeira" if move.source == LIXEIRA else "move.monte", lang, who=who)
    if isinstance(move, Discard):
        return term("move.discard", lang, who=who, card=move.card.name(lang))
    if isinstance(move, Bater | Furar):
        verb = "bater" if isinstance(move, Bater) else "furar"
        if move.discard is None:
            return term(f"move.{verb}10", lang, who=who)
        return term(f"move.{verb}", lang, who=who, card=move.discard.name(lang))
    if isinstance(move, AnunciarNaBoa):
        return term("move.na_boa", lang, who=who)
    return term("move.correr", lang, who=who)
