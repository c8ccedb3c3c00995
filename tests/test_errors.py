"""The kinds of bad input: each a CachetaError (both languages, pickles whole) that says which
input was bad."""

from __future__ import annotations

import pickle

import pytest

from cacheta_lab import CachetaError, Card, analyze, get_rules, parse_cards
from cacheta_lab.errors import IllegalMoveError, NotationError, RulesError
from cacheta_lab.game import Discard, move_from_dict
from cacheta_lab.game.moves import checked_move


@pytest.mark.parametrize("kind", [NotationError, IllegalMoveError, RulesError])
def test_each_kind_is_a_cacheta_error_that_pickles(kind: type[CachetaError]) -> None:
    err = kind("frase em português", "sentence in English")
    assert isinstance(err, CachetaError) and isinstance(err, ValueError)
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is kind and back.message("pt") == "frase em português"
    assert back.message("en") == "sentence in English"


@pytest.mark.parametrize("bad", [
    lambda: parse_cards("5h 6h Xz"),
    lambda: parse_cards("5h " * 400),
    lambda: Card("11h"),
    lambda: Card.of(14, "h"),
    lambda: analyze("5h 5h 5h", "oficial"),
    lambda: analyze("5h JK", "pife"),
])
def test_bad_notation(bad) -> None:
    with pytest.raises(NotationError) as err:
        bad()
    assert err.value.message("en") and err.value.message("pt")


@pytest.mark.parametrize("bad", [
    lambda: get_rules("truco"),
    lambda: get_rules("oficial", ace="middle"),
    lambda: get_rules("oficial", aces="low"),
    lambda: get_rules("oficial", max_wilds=0),
    lambda: get_rules("oficial", min_players=4, max_players=3),
    lambda: get_rules("tradicional").check_players(2),
])
def test_bad_rules(bad) -> None:
    with pytest.raises(RulesError):
        bad()


@pytest.mark.parametrize("bad", [
    lambda: checked_move("discard 5h"),
    lambda: checked_move(Discard(True, Card("5h"))),
    lambda: move_from_dict({"type": "steal", "seat": 0}),
    lambda: move_from_dict([]),
])
def test_bad_moves(bad) -> None:
    with pytest.raises(IllegalMoveError):
        bad()


def test_a_move_s_badly_written_card_is_notation() -> None:
    with pytest.raises(NotationError):
        move_from_dict({"type": "discard", "seat": 0, "card": "Xz"})
    with pytest.raises(NotationError):
        move_from_dict({"type": "discard", "seat": 0, "card": 5})
