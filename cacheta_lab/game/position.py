"""A round built back from its snapshot (:meth:`Round.from_snapshot`), every field checked.

A snapshot is plain JSON data, so it may come from a test, a file or a hand edit: anything that
does not describe a position the rules can reach raises :class:`CachetaError` and builds
nothing. Every physical card must be in exactly one place (a hand, the monte, the lixeira or
the vira).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..cards import Card, deck_size, parse_card
from ..catalogue import Said
from ..checks import whole
from ..echo import short_repr
from ..errors import CachetaError
from ..rules import Rules
from .judge import Judge
from .views import DISCARD, DRAW, OVER

if TYPE_CHECKING:
    from .round import Round, RoundResult

FIELDS = ("rules", "seats", "dealer", "seed", "max_turns", "start_points", "hands", "stock",
          "lixeira", "vira", "turn", "phase", "taken", "top_from", "announced", "burned",
          "folded", "dropped", "has_drawn", "losses", "points", "turns", "moves", "result",
          "history", "rng")
PUBLIC = ("draw", "take", "discard", "false_bati", "na_boa", "queimou", "correr", "out",
          "refill")
MOST_CARDS = deck_size(jokers=True)
RNG_WORDS = 625  # the Mersenne Twister's state: 624 words and the index


def _bad(what: str, value: Any, how: str, **fields: Any) -> CachetaError:
    """A snapshot field that cannot be read; ``how``: the catalogue's ``position.how.*`` key
    saying how to write it (with ``fields``)."""
    return CachetaError(Said("position.bad", what=what, value=short_repr(value),
                             how=Said(f"position.how.{how}", **fields)))


def _cards(what: str, value: Any) -> list[Card]:
    if not isinstance(value, list) or len(value) > MOST_CARDS:
        raise _bad(what, value, "cards_list")
    if not all(isinstance(c, str) for c in value):
        raise _bad(what, value, "card_code")
    return [parse_card(c) for c in value]


def _card_or_none(what: str, value: Any) -> Card | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _bad(what, value, "card_or_null")
    return parse_card(value)


def _count(what: str, value: Any) -> int:
    if not whole(value) or not 0 <= value <= 10**9:
        raise _bad(what, value, "whole")
    return value


def _seat_set(what: str, value: Any, seats: tuple[int, ...]) -> set[int]:
    if not isinstance(value, list) or not all(whole(s) and s in seats for s in value):
        raise _bad(what, value, "seat_list", seats=list(seats))
    return set(value)


def _per_seat(what: str, value: Any, seats: tuple[int, ...]) -> dict[int, Any]:
    keys = [str(s) for s in seats]
    if not isinstance(value, dict) or sorted(value) != sorted(keys):
        raise _bad(what, value, "per_seat", keys=keys)
    return {s: value[str(s)] for s in seats}


def _points(what: str, value: Any, seats: tuple[int, ...]) -> dict[int, int] | None:
    if value is None:
        return None
    return {s: _count(f"{what}[{s}]", v) for s, v in _per_seat(what, value, seats).items()}


def _result(value: Any, seats: tuple[int, ...]) -> RoundResult | None:
    from .round import RoundResult

    if value is None:
        return None
    keys = {"winner", "how", "with10", "discard", "shown", "losses", "points", "turns"}
    if not isinstance(value, dict) or set(value) != keys:
        raise _bad("result", value, "result", keys=sorted(keys))
    winner = value["winner"]
    if winner is not None and not (whole(winner) and winner in seats):
        raise _bad("result.winner", winner, "seat_or_null")
    if value["how"] not in ("bater", "furar", "default", "stock", "limit"):
        raise _bad("result.how", value["how"], "how")
    if not isinstance(value["with10"], bool):
        raise _bad("result.with10", value["with10"], "bool")
    losses = _points("result.losses", value["losses"], seats)
    if losses is None:
        raise _bad("result.losses", None, "per_seat_object")
    return RoundResult(winner, value["how"], value["with10"],
                       _card_or_none("result.discard", value["discard"]),
                       tuple(_cards("result.shown", value["shown"])), losses,
                       _points("result.points", value["points"], seats),
                       _count("result.turns", value["turns"]))


def _history(value: Any, seats: tuple[int, ...]) -> list[tuple[str, int, Card | None]]:
    if not isinstance(value, list) or len(value) > 10**6:
        raise _bad("history", value, "history")
    out = []
    for item in value:
        if (not isinstance(item, list) or len(item) != 3 or item[0] not in PUBLIC
                or not whole(item[1]) or not (item[1] in seats or item[1] == -1)):
            raise _bad("history", item, "history_entry", kinds=', '.join(PUBLIC))
        out.append((item[0], item[1], _card_or_none("history", item[2])))
    return out


def _rng(value: Any) -> random.Random:
    rng = random.Random()
    if (not isinstance(value, list) or len(value) != 3 or not isinstance(value[1], list)
            or len(value[1]) != RNG_WORDS
            or not all(whole(w) and 0 <= w < 2**32 for w in value[1])):
        raise _bad("rng", value, "rng")
    try:
        rng.setstate((value[0], tuple(value[1]), value[2]))
    except (TypeError, ValueError, OverflowError):
        raise _bad("rng", value, "rng") from None
    return rng


def round_from_snapshot(cls: type[Round], data: Mapping[str, Any]) -> Round:
    """See :meth:`Round.from_snapshot`."""
    from .round import new_deck

    if not isinstance(data, Mapping) or set(data) != set(FIELDS):
        keys = list(data) if isinstance(data, Mapping) else data
        raise _bad("snapshot", keys, "snapshot", fields=', '.join(FIELDS))
    rules = Rules.from_dict(data["rules"])
    rnd = cls(rules, data["seats"], data["dealer"], data["seed"], None, data["max_turns"])
    seats = rnd.seats
    rnd.start_points = _points("start_points", data["start_points"], seats)
    hands = {s: _cards(f"hands[{s}]", h) for s, h in _per_seat("hands", data["hands"],
                                                               seats).items()}
    stock = _cards("stock", data["stock"])
    lixeira = _cards("lixeira", data["lixeira"])
    vira = _card_or_none("vira", data["vira"])
    if (vira is not None) != rules.has_vira or (vira is not None and vira.is_joker):
        raise _bad("vira", data["vira"], "vira" if rules.has_vira else "no_vira")
    placed = Counter([c for h in hands.values() for c in h] + stock + lixeira
                     + ([vira] if vira else []))
    if placed != Counter(new_deck(rules)):
        wrong = sorted(((placed - Counter(new_deck(rules))) | (Counter(new_deck(rules))
                                                                - placed)).elements(),
                       key=lambda c: c.kind)
        raise _bad("cartas", " ".join(c.code for c in wrong[:8]),
                   "placed")
    phase = data["phase"]
    if phase not in (DRAW, DISCARD, OVER):
        raise _bad("phase", phase, "phase")
    turn = data["turn"]
    if not whole(turn) or turn not in seats:
        raise _bad("turn", turn, "turn", seats=list(seats))
    sets = {name: _seat_set(name, data[name], seats)
            for name in ("announced", "burned", "folded", "dropped", "has_drawn")}
    out = sets["folded"] | sets["dropped"]
    taken = _card_or_none("taken", data["taken"])
    top_from = data["top_from"]
    if top_from is not None and not (whole(top_from) and top_from in seats):
        raise _bad("top_from", top_from, "seat_or_null")
    result = _result(data["result"], seats)
    if (phase == OVER) != (result is not None):
        raise _bad("result", data["result"], "result_over")
    if phase != OVER:
        if turn in out:
            raise _bad("turn", turn, "turn_in_round")
        for s in seats:
            size = 10 if (s == turn and phase == DISCARD) else 9
            if s not in out and len(hands[s]) != size:
                raise _bad(f"hands[{s}]", data["hands"][str(s)],
                           "hand_size", n=size)
        if phase == DRAW and not stock:
            raise _bad("stock", [], "stock_empty")
    if taken is not None and (phase != DISCARD or taken not in hands[turn]):
        raise _bad("taken", data["taken"], "taken")
    points = _points("points", data["points"], seats)
    if (points is None) != (rnd.start_points is None):
        raise _bad("points", data["points"], "points")
    losses = _points("losses", data["losses"], seats)
    if losses is None:
        raise _bad("losses", None, "per_seat_object")
    history = _history(data["history"], seats)
    rng = _rng(data["rng"])
    rnd.hands, rnd.stock, rnd.lixeira, rnd.vira = hands, stock, lixeira, vira
    rnd.judge = Judge(rules, vira)
    rnd.turn, rnd.phase, rnd.taken, rnd.top_from = turn, phase, taken, top_from
    rnd.announced, rnd.burned = sets["announced"], sets["burned"]
    rnd.folded, rnd.dropped, rnd.has_drawn = sets["folded"], sets["dropped"], sets["has_drawn"]
    rnd.points, rnd.losses, rnd.result = points, losses, result
    rnd.turns, rnd.moves = _count("turns", data["turns"]), _count("moves", data["moves"])
    rnd._public = history
    rnd._rng = rng
    rnd.events = []
    rnd.move_log = []
    return rnd
