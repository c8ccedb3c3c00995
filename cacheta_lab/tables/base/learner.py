"""The learner's moves as a page sends them, shared by the game table and the puzzle trainer:
one action per kind of move (:data:`LEARNER_ACTIONS`), each made into the engine's move for
the table's learner and played by the table (:class:`LearnerIntents`); and which of them the
engine allows now (:func:`move_flags`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.cards import parse_card
from ...game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from .protocol import LONGEST_CARD, Action, one_of, text_field

LEARNER_ACTIONS: dict[str, Action] = {
    "draw": Action("_msg_draw", {"source": one_of(MONTE, LIXEIRA)}),
    "discard": Action("_msg_discard", {"card": text_field(LONGEST_CARD)}),
    "bater": Action("_msg_bater", {"card": text_field(LONGEST_CARD, none_ok=True)}),
    "furar": Action("_msg_furar", {"card": text_field(LONGEST_CARD, none_ok=True)}),
    "na_boa": Action("_msg_na_boa"),
    "correr": Action("_msg_correr"),
}


def move_flags(seat: int, legal: Sequence[Move]) -> dict[str, bool]:
    """Which of the learner's controls the engine allows, from its ``legal`` moves."""
    return {
        "can_monte": Draw(seat, MONTE) in legal,
        "can_lixeira": Draw(seat, LIXEIRA) in legal,
        "can_discard": any(isinstance(m, Discard) for m in legal),
        "can_bater": any(isinstance(m, Bater) and m.discard is not None for m in legal),
        "can_bater10": Bater(seat, None) in legal,
        "can_correr": Correr(seat) in legal,
    }


class LearnerIntents:
    """The methods :data:`LEARNER_ACTIONS` name: each makes the move and hands it to
    :meth:`_play_learner` (a table says whose seat it is in :meth:`_learner`)."""

    def _learner(self) -> int:
        raise NotImplementedError

    def _play_learner(self, move: Move) -> None:
        raise NotImplementedError

    def _msg_draw(self, msg: dict[str, Any]) -> None:
        self._play_learner(Draw(self._learner(), msg["source"]))

    def _msg_discard(self, msg: dict[str, Any]) -> None:
        self._play_learner(Discard(self._learner(), parse_card(msg["card"])))

    def _msg_bater(self, msg: dict[str, Any]) -> None:
        card = msg["card"]
        self._play_learner(Bater(self._learner(), None if card is None else parse_card(card)))

    def _msg_furar(self, msg: dict[str, Any]) -> None:
        card = msg["card"]
        self._play_learner(Furar(self._learner(), None if card is None else parse_card(card)))

    def _msg_na_boa(self, _msg: dict[str, Any]) -> None:
        self._play_learner(AnunciarNaBoa(self._learner()))

    def _msg_correr(self, _msg: dict[str, Any]) -> None:
        self._play_learner(Correr(self._learner()))
