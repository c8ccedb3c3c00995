"""Hand-built player views under hostile fields: the view check, the fast and the deep
evaluators and the grade of a move answer or raise one clean error, within the bound of CPU
time per call; and what ``view_from_state`` makes of a seat's frames with hostile fields."""

from __future__ import annotations

import dataclasses
from functools import cache

import pytest
from coach_deep_helpers import random_position
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.coach import evaluate, grade
from cacheta_lab.coach.deep import deep_evaluate
from cacheta_lab.engine.cards import Card
from cacheta_lab.game.moves import Draw
from cacheta_lab.game.view_check import check_view
from cacheta_lab.game.views import PlayerView
from cacheta_lab.room.protocol import view_from_state

from .hostile import FUZZ, hostile_value, json_value, outcome

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

PRESETS = ("oficial", "cachetao", "megajogos", "pife")
FIELDS = [f.name for f in dataclasses.fields(PlayerView)]


@cache
def genuine(preset: str, seed: int) -> PlayerView:
    """One seat's view of a round of ``preset`` played by bots to a random move."""
    return random_position(preset, seed)[1]


cards = st.lists(st.integers(0, 52).map(Card), max_size=40)
seat_numbers = st.integers(-2, 12)
near_field = {  # values a careless hand-built view could hold, field by field
    "seat": seat_numbers, "dealer": seat_numbers, "turn": seat_numbers,
    "top_from": st.one_of(st.none(), seat_numbers),
    "seats": st.lists(seat_numbers, max_size=6).map(tuple),
    "phase": st.sampled_from(["draw", "discard", "over", "DRAW", ""]),
    "vira": st.one_of(st.none(), st.integers(0, 52).map(Card)),
    "curingas": cards.map(frozenset),
    "hand": cards.map(tuple), "lixeira": cards.map(tuple),
    "taken": st.one_of(st.none(), st.integers(0, 52).map(Card)),
    "stock_size": st.integers(-3, 120),
    "hand_sizes": st.dictionaries(seat_numbers, st.integers(-1, 70), max_size=6),
    "announced": st.frozensets(seat_numbers, max_size=4),
    "burned": st.frozensets(seat_numbers, max_size=4),
    "out": st.frozensets(seat_numbers, max_size=4),
    "points": st.one_of(st.none(), st.dictionaries(seat_numbers, st.integers(-5, 2000),
                                                   max_size=6)),
    "has_drawn": st.booleans(), "turns": st.integers(-3, 10**6),
    "history": st.lists(st.tuples(st.sampled_from(["draw", "take", "discard", "refill", "x"]),
                                  seat_numbers, st.one_of(st.none(), st.integers(0, 52)
                                                          .map(Card))), max_size=30),
}


@st.composite
def hand_built_view(draw: st.DrawFn) -> PlayerView:
    """A genuine view with one to three fields changed, to a nearby or a hostile value."""
    view = genuine(draw(st.sampled_from(PRESETS)), draw(st.integers(0, 5)))
    for name in draw(st.lists(st.sampled_from(FIELDS), min_size=1, max_size=3, unique=True)):
        if name in ("rules", "judge"):
            other = genuine(draw(st.sampled_from(PRESETS)), 0)
            value = draw(st.one_of(st.just(getattr(other, name)), hostile_value))
        else:
            value = draw(st.one_of(near_field[name], hostile_value)
                         if name in near_field else hostile_value)
        view = dataclasses.replace(view, **{name: value})
    return view


@FUZZ
@given(view=hand_built_view(), seed=st.integers(0, 3))
def test_hand_built_views_get_an_answer_or_one_clean_error(view: PlayerView, seed: int) -> None:
    checked, _ = outcome(lambda: check_view(view), what="check_view")
    ok, _ = outcome(lambda: evaluate(view), what="evaluate")
    assert ok == checked  # the fast evaluator refuses exactly what the check refuses
    deep, _ = outcome(lambda: deep_evaluate(view, playouts=1, seed=seed), what="deep_evaluate")
    assert deep <= checked
    graded, _ = outcome(lambda: grade(view, Draw(0)), what="grade")
    assert graded <= checked


@st.composite
def broken_frames(draw: st.DrawFn) -> tuple[dict, dict]:
    """A seat's ``welcome`` and ``state`` of a genuine view, one field of either replaced by
    hostile JSON (or removed)."""
    view = genuine(draw(st.sampled_from(PRESETS)), draw(st.integers(0, 5)))
    welcome = {"type": "welcome", "role": "seat", "seat": view.seat,
               "rules": view.rules.to_dict()}
    you = view.to_dict()
    table = {"history": [[w, s, c.code if c else None] for w, s, c in view.history],
             "top_from": view.top_from}
    part = draw(st.sampled_from(["you", "table", "welcome", "rules"]))
    target = {"you": you, "table": table, "welcome": welcome, "rules": welcome["rules"]}[part]
    key = draw(st.sampled_from(sorted(target)))
    if draw(st.booleans()):
        del target[key]
    else:
        target[key] = draw(json_value)
    return welcome, {"type": "state", "table": table, "you": you}


@FUZZ
@given(frames=broken_frames())
def test_view_from_state_of_broken_frames(frames: tuple[dict, dict]) -> None:
    welcome, state = frames
    ok, view = outcome(lambda: view_from_state(welcome, state), what="view_from_state")
    if ok and view is not None:
        assert check_view(view) is view
