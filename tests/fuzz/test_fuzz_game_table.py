"""The game table under hostile calls and page messages: a refusal leaves the round, the seed,
the cached bot move and every trait as they were, and the table plays on afterwards."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab import GameTable
from cacheta_lab.game.moves import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar

from .hostile import FUZZ, card_like, check_call, hostile_value, special

# hostile inputs are huge on purpose: no warning about their repr
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

VALUES = st.one_of(hostile_value, special, st.sampled_from([0, 1, 2, 3, 2**256, "aula", 1.0,
                                                            "pt", "en", True, None]))
SEATS = st.one_of(st.integers(-1, 4), VALUES)
CARDS = st.one_of(st.sampled_from(["5h", "JK", "Kc", "Ad", "10♥"]), card_like, VALUES)
MOVES = st.one_of(
    st.builds(Draw, SEATS, st.one_of(st.sampled_from(["monte", "lixeira"]), VALUES)),
    st.builds(Discard, SEATS, CARDS), st.builds(Bater, SEATS, CARDS),
    st.builds(Furar, SEATS, CARDS), st.builds(AnunciarNaBoa, SEATS), st.builds(Correr, SEATS),
    VALUES,
)
ACTIONS = ("step", "auto", "speed", "new_round", "draw", "discard", "bater", "furar", "na_boa",
           "correr", "nonsense")
MESSAGES = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(ACTIONS)}, optional={
        "on": VALUES, "value": VALUES, "source": VALUES, "card": CARDS, "seq": VALUES}),
    VALUES,
)
CALLS = st.one_of(
    st.tuples(st.just("new_round"), VALUES), st.tuples(st.just("play"), VALUES),
    st.tuples(st.just("speed"), VALUES), st.tuples(st.just("lang"), VALUES),
    st.tuples(st.just("auto"), VALUES), st.tuples(st.just("open_hands"), VALUES),
    st.tuples(st.just("learner_move"), MOVES), st.tuples(st.just("message"), MESSAGES),
    st.tuples(st.just("set_state"), st.dictionaries(
        st.sampled_from(["auto", "speed", "lang", "view"]), VALUES, max_size=2)),
)


def _state(g: GameTable) -> str:
    """Everything a refusal must leave as it was: the round, its seed, the cached bot move
    (and the position it was asked in), the bots, the log and the traits."""
    cached = g._next if g._next_at == (g.round, g.round.moves) else "stale"
    return json.dumps({"round": g.round.snapshot(), "seed": g.round_seed, "base": g.seed,
                       "next": repr(cached), "bots": [type(b).__name__ for b in g.bots],
                       "history": g.history, "grades": len(g.grades), "speed": g.speed,
                       "lang": g.lang, "auto": g.auto, "open": g.open_hands},
                      sort_keys=True, default=str)


def _call(g: GameTable, name: str, value: Any) -> Any:
    if name == "new_round":
        return g.new_round(value)
    if name == "play":
        return g.play(value)
    if name == "learner_move":
        return g.learner_move(value)
    if name == "message":
        return g._on_msg(g, value, [])
    if name == "set_state":
        return g.set_state(value)
    return setattr(g, name, value)


@FUZZ
@given(players=st.sampled_from([2, 3]), seat=st.sampled_from([None, 0]),
       seed=st.one_of(st.integers(0, 50), st.sampled_from(["aula", "s" * 200])),
       steps=st.integers(0, 6), calls=st.lists(CALLS, min_size=1, max_size=5))
def test_hostile_calls_on_the_game_table(players: int, seat: int | None, seed: Any, steps: int,
                                         calls: list) -> None:
    g = GameTable(players=players, seat=seat, seed=seed, bots="random")
    g.play(steps)
    for name, value in calls:
        g.waiting_for_learner  # noqa: B018 (the next bot move is now cached)
        check_call(lambda: _state(g), lambda name=name, value=value: _call(g, name, value),
                   name, "GameTable")
    # never stuck: a new round deals and the bots play on
    g.new_round()
    assert g.round.moves == 0
    if not g.waiting_for_learner:
        assert g.step() is not None
