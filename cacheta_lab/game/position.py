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

from ..checks import whole
from ..engine.rules import Rules
from . import json_fields as read
from .judge import Judge
from .views import DISCARD, DRAW, OVER, public_history

if TYPE_CHECKING:
    from .round import Round

FIELDS = ("rules", "seats", "dealer", "seed", "max_turns", "start_points", "hands", "stock",
          "lixeira", "vira", "turn", "phase", "taken", "top_from", "announced", "burned",
          "folded", "dropped", "has_drawn", "losses", "points", "turns", "moves", "result",
          "history", "rng")
RNG_WORDS = 625  # the Mersenne Twister's state: 624 words and the index


def _rng(value: Any) -> random.Random:
    rng = random.Random()
    if (not isinstance(value, list) or len(value) != 3 or not isinstance(value[1], list)
            or len(value[1]) != RNG_WORDS
            or not all(whole(w) and 0 <= w < 2**32 for w in value[1])):
        raise read.bad("rng", value, "rng")
    try:
        rng.setstate((value[0], tuple(value[1]), value[2]))
    except (TypeError, ValueError, OverflowError):
        raise read.bad("rng", value, "rng") from None
    return rng


def round_from_snapshot(cls: type[Round], data: Mapping[str, Any]) -> Round:
    """See :meth:`Round.from_snapshot`."""
    from .round import new_deck

    if not isinstance(data, Mapping) or set(data) != set(FIELDS):
        keys = list(data) if isinstance(data, Mapping) else data
        raise read.bad("snapshot", keys, "snapshot", fields=', '.join(FIELDS))
    rules = Rules.from_dict(data["rules"])
    rnd = cls(rules, data["seats"], data["dealer"], data["seed"], None, data["max_turns"])
    seats = rnd.seats
    rnd.start_points = read.points("start_points", data["start_points"], seats)
    hands = {s: read.cards(f"hands[{s}]", h)
             for s, h in read.per_seat("hands", data["hands"], seats).items()}
    stock = read.cards("stock", data["stock"])
    lixeira = read.cards("lixeira", data["lixeira"])
    vira = read.card_or_none("vira", data["vira"])
    if (vira is not None) != rules.has_vira or (vira is not None and vira.is_joker):
        raise read.bad("vira", data["vira"], "vira" if rules.has_vira else "no_vira")
    placed = Counter([c for h in hands.values() for c in h] + stock + lixeira
                     + ([vira] if vira else []))
    if placed != Counter(new_deck(rules)):
        wrong = sorted(((placed - Counter(new_deck(rules))) | (Counter(new_deck(rules))
                                                                - placed)).elements(),
                       key=lambda c: c.kind)
        raise read.bad("cartas", " ".join(c.code for c in wrong[:8]), "placed")
    phase = data["phase"]
    if phase not in (DRAW, DISCARD, OVER):
        raise read.bad("phase", phase, "phase")
    turn = data["turn"]
    if not whole(turn) or turn not in seats:
        raise read.bad("turn", turn, "turn", seats=list(seats))
    sets = {name: read.seat_set(name, data[name], seats)
            for name in ("announced", "burned", "folded", "dropped", "has_drawn")}
    out = sets["folded"] | sets["dropped"]
    taken = read.card_or_none("taken", data["taken"])
    top_from = data["top_from"]
    if top_from is not None and not (whole(top_from) and top_from in seats):
        raise read.bad("top_from", top_from, "seat_or_null")
    result = read.result(data["result"], seats)
    if (phase == OVER) != (result is not None):
        raise read.bad("result", data["result"], "result_over")
    if phase != OVER:
        if turn in out:
            raise read.bad("turn", turn, "turn_in_round")
        for s in seats:
            size = 10 if (s == turn and phase == DISCARD) else 9
            if s not in out and len(hands[s]) != size:
                raise read.bad(f"hands[{s}]", data["hands"][str(s)], "hand_size", n=size)
        if phase == DRAW and not stock:
            raise read.bad("stock", [], "stock_empty")
    if taken is not None and (phase != DISCARD or taken not in hands[turn]):
        raise read.bad("taken", data["taken"], "taken")
    points = read.points("points", data["points"], seats)
    if (points is None) != (rnd.start_points is None):
        raise read.bad("points", data["points"], "points")
    losses = read.points("losses", data["losses"], seats)
    if losses is None:
        raise read.bad("losses", None, "per_seat_object")
    history = public_history(read.history(data["history"], seats))
    rng = _rng(data["rng"])
    rnd.hands, rnd.stock, rnd.lixeira, rnd.vira = hands, stock, lixeira, vira
    rnd.judge = Judge(rules, vira)
    rnd.turn, rnd.phase, rnd.taken, rnd.top_from = turn, phase, taken, top_from
    rnd.announced, rnd.burned = sets["announced"], sets["burned"]
    rnd.folded, rnd.dropped, rnd.has_drawn = sets["folded"], sets["dropped"], sets["has_drawn"]
    rnd.points, rnd.losses, rnd.result = points, losses, result
    rnd.turns, rnd.moves = read.count("turns", data["turns"]), read.count("moves", data["moves"])
    rnd._public = history
    rnd._rng = rng
    rnd.events = []
    rnd.move_log = []
    return rnd
