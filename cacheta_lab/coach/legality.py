"""Is a move allowed from a seat's view? The round decides, not the coach: a stand-in round is
built from the view (:func:`~cacheta_lab.game.seat_position.stand_in`: the hidden cards placed
in any order consistent with it, which never changes which of the seat's moves the rules
allow) and asked to play the move.
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError
from ..game.moves import Move, checked_move
from ..game.seat_position import stand_in
from ..game.views import PlayerView
from ..words.catalogue import Said

__all__ = ["legal_move"]


def legal_move(view: PlayerView, move: Any) -> Move:
    """``move`` as the round reads it (cards written as text parsed), when the round would
    accept it from ``view``; otherwise the round's own :class:`IllegalMoveError`."""
    move = checked_move(move)
    if move.seat != view.seat:
        raise IllegalMoveError(Said("coach.other_seat", seat=move.seat, view=view.seat))
    stand_in(view).play(move)
    return move
