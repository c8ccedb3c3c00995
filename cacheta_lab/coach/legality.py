"""Is a move allowed from a seat's view? The round decides, not the coach: a stand-in round is
built from the view (the hidden cards placed in any order consistent with it: they never
change which of the seat's moves the rules allow) and asked to play the move.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..cards import Card
from ..catalogue import Said
from ..errors import IllegalMoveError
from ..game.measure import holdings
from ..game.moves import Move, checked_move
from ..game.round import Round, new_deck
from ..game.views import OVER, PlayerView

_RNG_STATE = random.Random(0).getstate()


def _hidden_hands(view: PlayerView) -> tuple[dict[int, list[Card]], list[Card]]:
    """Every seat's hand (the others' filled with unseen cards, the cards each took from the
    lixeira first) and the monte."""
    left = Counter(new_deck(view.rules))
    left.subtract([*view.hand, *view.lixeira, *([view.vira] if view.vira else [])])
    hands: dict[int, list[Card]] = {view.seat: list(view.hand)}
    held = holdings(view)
    for seat in view.seats:
        if seat == view.seat:
            continue
        size = view.hand_sizes.get(seat, 0)
        hand = [c for c in held.get(seat, Counter()).elements() if left[c] > 0][:size]
        left.subtract(hand)
        hands[seat] = hand
    pool = sorted(+left)
    pool_cards = [c for c in pool for _ in range(left[c])]
    for seat in view.seats:
        while len(hands[seat]) < view.hand_sizes.get(seat, 0) and pool_cards:
            hands[seat].append(pool_cards.pop())
    return hands, pool_cards


def stand_in(view: PlayerView) -> Round:
    """A round the seat could be in: its hand, the vira, the lixeira and every public fact of
    ``view``; the other hands and the monte filled from the unseen cards."""
    hands, stock = _hidden_hands(view)
    drew = {seat for what, seat, _c in view.history if what in ("draw", "take")}
    if view.has_drawn:
        drew.add(view.seat)
    else:
        drew.discard(view.seat)
    points = ({str(k): v for k, v in view.points.items()} if view.points is not None else None)
    result: dict[str, Any] | None = None
    if view.phase == OVER:
        result = {"winner": None, "how": "stock", "with10": False, "discard": None,
                  "shown": [], "losses": {str(s): 0 for s in view.seats}, "points": points,
                  "turns": view.turns}
    version, internal, gauss = _RNG_STATE
    snapshot = {
        "rules": view.rules.to_dict(), "seats": list(view.seats), "dealer": view.dealer,
        "seed": 0, "max_turns": None, "start_points": points,
        "hands": {str(s): [c.code for c in h] for s, h in hands.items()},
        "stock": [c.code for c in stock], "lixeira": [c.code for c in view.lixeira],
        "vira": view.vira.code if view.vira else None, "turn": view.turn, "phase": view.phase,
        "taken": view.taken.code if view.taken else None, "top_from": view.top_from,
        "announced": sorted(view.announced), "burned": sorted(view.burned),
        "folded": sorted(view.out), "dropped": [], "has_drawn": sorted(drew),
        "losses": {str(s): 0 for s in view.seats}, "points": points, "turns": view.turns,
        "moves": 0, "result": result,
        "history": [[what, seat, card.code if card else None]
                    for what, seat, card in view.history],
        "rng": [version, list(internal), gauss],
    }
    return Round.from_snapshot(snapshot)


def legal_move(view: PlayerView, move: Any) -> Move:
    """``move`` as the round reads it (cards written as text parsed), when the round would
    accept it from ``view``; otherwise the round's own :class:`IllegalMoveError`."""
    move = checked_move(move)
    if move.seat != view.seat:
        raise IllegalMoveError(Said("coach.other_seat", seat=move.seat, view=view.seat))
    stand_in(view).play(move)
    return move
