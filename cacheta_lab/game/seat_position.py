"""One seat's position as plain data, and a round built back from it.

:func:`seat_position` writes what a seat sees (its :class:`~cacheta_lab.game.views.PlayerView`:
its hand, the vira, the lixeira, the counts and the public history) as JSON data, nothing the
seat cannot see. :func:`stand_in_round` builds a round the seat could be in from that data:
the other hands and the monte filled from the unseen cards in a fixed order (the cards each
opponent is known to hold first). Hidden cards never change which of the seat's moves the
rules allow, nor what the coach says (both read the view alone).

Every field is checked: data that no round could reach (a card too many, a hand of the wrong
size, a monte that does not hold the cards left) raises
:class:`~cacheta_lab.errors.CachetaError` and builds nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..checks import check_seat, check_seats
from ..engine.cards import Card
from ..engine.rules import Rules
from .json_fields import bad, card_or_none, cards, count, history, per_seat
from .measure import holdings_in
from .round import Round, new_deck
from .views import OVER, PlayerView

FIELDS = ("seat", "seats", "dealer", "turn", "phase", "vira", "hand", "lixeira", "top_from",
          "stock_size", "hand_sizes", "announced", "burned", "out", "points", "taken",
          "has_drawn", "turns", "history")
_RNG_STATE = random.Random(0).getstate()


def seat_position(view: PlayerView) -> dict[str, Any]:
    """What ``view.seat`` sees, as plain JSON data (the rules apart): :meth:`PlayerView.to_dict`
    (the curingas, which the rules and the vira give, left out) with who put the lixeira's top
    there, whether the seat has drawn, and the public history."""
    data = view.to_dict()
    del data["curingas"]
    data.update(top_from=view.top_from, has_drawn=view.has_drawn,
                history=[[what, seat, card.code if card else None]
                         for what, seat, card in view.history])
    return data


def _hidden_hands(rules: Rules, data: Mapping[str, Any], seats: tuple[int, ...], seat: int
                  ) -> tuple[dict[int, list[Card]], list[Card]]:
    """Every seat's hand (the others' filled with unseen cards, the cards each took from the
    lixeira first) and the monte."""
    hand = cards("hand", data["hand"])
    lixeira = cards("lixeira", data["lixeira"])
    vira = card_or_none("vira", data["vira"])
    sizes = {s: count(f"hand_sizes[{s}]", n)
             for s, n in per_seat("hand_sizes", data["hand_sizes"], seats).items()}
    left = Counter(new_deck(rules))
    left.subtract([*hand, *lixeira, *([vira] if vira else [])])
    if len(hand) != sizes[seat]:
        raise bad("hand", data["hand"], "hand_size", n=sizes[seat])
    hands: dict[int, list[Card]] = {seat: hand}
    held = holdings_in(history(data["history"], seats), seat)
    for other in seats:
        if other == seat:
            continue
        known = [c for c in held.get(other, Counter()).elements() if left[c] > 0][:sizes[other]]
        left.subtract(known)
        hands[other] = known
    pool = sorted(+left)
    pool_cards = [c for c in pool for _ in range(left[c])]
    for other in seats:
        while len(hands[other]) < sizes[other] and pool_cards:
            hands[other].append(pool_cards.pop())
    return hands, pool_cards


def stand_in_round(rules: Rules, data: Any) -> Round:
    """A round ``data["seat"]`` could be in, from its :func:`seat_position` data."""
    if not isinstance(data, Mapping) or set(data) != set(FIELDS):
        keys = list(data) if isinstance(data, Mapping) else data
        raise bad("position", keys, "snapshot", fields=", ".join(FIELDS))
    seats = check_seats(rules, data["seats"])
    seat = check_seat(data["seat"], seats)
    if not isinstance(data["has_drawn"], bool):
        raise bad("has_drawn", data["has_drawn"], "bool")
    hands, stock = _hidden_hands(rules, data, seats, seat)
    if len(stock) != count("stock_size", data["stock_size"]):
        raise bad("stock_size", data["stock_size"], "placed")
    events = data["history"]
    drew = {s for what, s, _c in events if what in ("draw", "take")}
    if data["has_drawn"]:
        drew.add(seat)
    else:
        drew.discard(seat)
    points = data["points"]
    result: dict[str, Any] | None = None
    if data["phase"] == OVER:
        result = {"winner": None, "how": "stock", "with10": False, "discard": None,
                  "shown": [], "losses": {str(s): 0 for s in seats}, "points": points,
                  "turns": data["turns"]}
    version, internal, gauss = _RNG_STATE
    snapshot = {
        "rules": rules.to_dict(), "seats": list(seats), "dealer": data["dealer"],
        "seed": 0, "max_turns": None, "start_points": points,
        "hands": {str(s): [c.code for c in h] for s, h in hands.items()},
        "stock": [c.code for c in stock], "lixeira": list(data["lixeira"]),
        "vira": data["vira"], "turn": data["turn"], "phase": data["phase"],
        "taken": data["taken"], "top_from": data["top_from"],
        "announced": data["announced"], "burned": data["burned"], "folded": data["out"],
        "dropped": [], "has_drawn": sorted(drew), "losses": {str(s): 0 for s in seats},
        "points": points, "turns": data["turns"], "moves": 0, "result": result,
        "history": events, "rng": [version, list(internal), gauss],
    }
    return Round.from_snapshot(snapshot)


def stand_in(view: PlayerView) -> Round:
    """A round the seat of ``view`` could be in: its hand, the vira, the lixeira and every
    public fact of ``view``; the other hands and the monte filled from the unseen cards."""
    return stand_in_round(view.rules, seat_position(view))
