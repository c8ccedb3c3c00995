"""The moves a player can make, as small immutable values that round-trip through JSON.

On their turn a player draws (:class:`Draw`) and then discards (:class:`Discard`) or goes out
(:class:`Bater`); before their first draw they may fold (:class:`Correr`, where the rules allow).
Out of turn, where the rules have na boa calls, a player may announce na boa
(:class:`AnunciarNaBoa`) and, once announced, take the lixeira top to go out (:class:`Furar`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card, parse_card
from ..errors import CachetaError

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


def _card_or_none(value: Any) -> Card | None:
    return None if value is None else parse_card(value)


def move_from_dict(data: dict[str, Any]) -> Move:
    """The move written by ``move.to_dict()``."""
    try:
        kind = data["type"]
        seat = int(data["seat"])
        if kind == "draw":
            return Draw(seat, data.get("source", MONTE))
        if kind == "discard":
            return Discard(seat, parse_card(data["card"]))
        if kind == "bater":
            return Bater(seat, _card_or_none(data.get("discard")))
        if kind == "na_boa":
            return AnunciarNaBoa(seat)
        if kind == "furar":
            return Furar(seat, _card_or_none(data.get("discard")))
        if kind == "correr":
            return Correr(seat)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, CachetaError):
            raise
        raise CachetaError(f"jogada mal escrita {data!r}: {exc}",
                           f"badly written move {data!r}: {exc}") from None
    raise CachetaError(
        f"tipo de jogada desconhecido {kind!r}; tipos: draw, discard, bater, na_boa, furar, "
        "correr",
        f"unknown move type {kind!r}; types: draw, discard, bater, na_boa, furar, correr")


def describe_move(move: Move, lang: str = "pt") -> str:
    """The move in words, e.g. "jogador 2 descarta sete de copas"."""
    pt = lang != "en"
    who = f"jogador {move.seat}" if pt else f"player {move.seat}"
    if isinstance(move, Draw):
        if move.source == LIXEIRA:
            return f"{who} pega o topo da lixeira" if pt else f"{who} takes the lixeira top"
        return f"{who} compra do monte" if pt else f"{who} draws from the monte"
    if isinstance(move, Discard):
        return f"{who} descarta {move.card.name(lang)}" if pt else \
            f"{who} discards the {move.card.name(lang)}"
    if isinstance(move, Bater | Furar):
        verb = ("bate" if isinstance(move, Bater) else "fura a fila e bate") if pt else \
            ("goes out" if isinstance(move, Bater) else "jumps the queue and goes out")
        if move.discard is None:
            return f"{who} {verb} com 10" if pt else f"{who} {verb} with 10"
        return (f"{who} {verb} descartando {move.discard.name(lang)}" if pt else
                f"{who} {verb} discarding the {move.discard.name(lang)}")
    if isinstance(move, AnunciarNaBoa):
        return f"{who} anuncia que está na boa" if pt else f"{who} announces na boa"
    return f"{who} corre (desiste da rodada)" if pt else f"{who} folds (corre)"
