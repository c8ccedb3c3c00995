"""A round's fields read from plain JSON data, each checked, with a clean error naming the
field and saying how to write it: what a snapshot (:mod:`~cacheta_lab.game.position`) and a
seat's view sent over the network (:func:`cacheta_lab.room.protocol.view_from_state`) are made
of.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..checks import whole
from ..engine.cards import Card, deck_size, parse_card
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr

if TYPE_CHECKING:
    from .round import RoundResult

PUBLIC = ("draw", "take", "discard", "false_bati", "na_boa", "queimou", "correr", "out",
          "refill")
MOST_CARDS = deck_size(jokers=True)


def bad(what: str, value: Any, how: str, **fields: Any) -> CachetaError:
    """A field that cannot be read; ``how``: the catalogue's ``position.how.*`` key saying how
    to write it (with ``fields``)."""
    return CachetaError(Said("position.bad", what=what, value=short_repr(value),
                             how=Said(f"position.how.{how}", **fields)))


def cards(what: str, value: Any) -> list[Card]:
    """A list of card codes."""
    if not isinstance(value, list) or len(value) > MOST_CARDS:
        raise bad(what, value, "cards_list")
    if not all(isinstance(c, str) for c in value):
        raise bad(what, value, "card_code")
    return [parse_card(c) for c in value]


def card_or_none(what: str, value: Any) -> Card | None:
    """A card code, or null."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise bad(what, value, "card_or_null")
    return parse_card(value)


def count(what: str, value: Any) -> int:
    """A whole number from 0 to 10**9."""
    if not whole(value) or not 0 <= value <= 10**9:
        raise bad(what, value, "whole")
    return value


def seat_set(what: str, value: Any, seats: tuple[int, ...]) -> set[int]:
    """A list of seats of the table."""
    if not isinstance(value, list) or not all(whole(s) and s in seats for s in value):
        raise bad(what, value, "seat_list", seats=list(seats))
    return set(value)


def per_seat(what: str, value: Any, seats: tuple[int, ...]) -> dict[int, Any]:
    """An object with one entry per seat (its key: the seat number as text)."""
    keys = [str(s) for s in seats]
    if not isinstance(value, dict) or sorted(value) != sorted(keys):
        raise bad(what, value, "per_seat", keys=keys)
    return {s: value[str(s)] for s in seats}


def points(what: str, value: Any, seats: tuple[int, ...]) -> dict[int, int] | None:
    """Null, or a whole number per seat."""
    if value is None:
        return None
    return {s: count(f"{what}[{s}]", v) for s, v in per_seat(what, value, seats).items()}


def result(value: Any, seats: tuple[int, ...], what: str = "result") -> RoundResult | None:
    """Null, or a round's result as ``RoundResult.to_dict()`` writes it."""
    from .round import RoundResult

    if value is None:
        return None
    keys = {"winner", "how", "with10", "discard", "shown", "losses", "points", "turns"}
    if not isinstance(value, dict) or set(value) != keys:
        raise bad(what, value, "result", keys=sorted(keys))
    winner = value["winner"]
    if winner is not None and not (whole(winner) and winner in seats):
        raise bad(f"{what}.winner", winner, "seat_or_null")
    if value["how"] not in ("bater", "furar", "default", "stock", "limit"):
        raise bad(f"{what}.how", value["how"], "how")
    if not isinstance(value["with10"], bool):
        raise bad(f"{what}.with10", value["with10"], "bool")
    losses = points(f"{what}.losses", value["losses"], seats)
    if losses is None:
        raise bad(f"{what}.losses", None, "per_seat_object")
    return RoundResult(winner, value["how"], value["with10"],
                       card_or_none(f"{what}.discard", value["discard"]),
                       tuple(cards(f"{what}.shown", value["shown"])), losses,
                       points(f"{what}.points", value["points"], seats),
                       count(f"{what}.turns", value["turns"]))


def history(value: Any, seats: tuple[int, ...], what: str = "history"
            ) -> list[tuple[str, int, Card | None]]:
    """The public events of a round: ``[what, seat, card or null]`` each."""
    if not isinstance(value, list) or len(value) > 10**6:
        raise bad(what, value, "history")
    out = []
    for item in value:
        if (not isinstance(item, list) or len(item) != 3 or item[0] not in PUBLIC
                or not whole(item[1]) or not (item[1] in seats or item[1] == -1)):
            raise bad(what, item, "history_entry", kinds=', '.join(PUBLIC))
        out.append((item[0], item[1], card_or_none(what, item[2])))
    return out
