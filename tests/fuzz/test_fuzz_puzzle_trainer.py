"""The puzzle trainer under hostile calls and page messages: a refusal leaves the puzzle, the
verdict, the filters, the history and the traits as they were; a page message never raises;
the trainer goes on afterwards."""

from __future__ import annotations

import contextlib
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab import PuzzleTrainer
from cacheta_lab.tables.trainer.history import History

from .hostile import FUZZ, check_call, outcome
from .test_fuzz_game_table import CARDS, MOVES, VALUES

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

ACTIONS = ("draw", "discard", "bater", "furar", "na_boa", "correr", "pass", "next", "nonsense")
MESSAGES = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(ACTIONS)}, optional={
        "source": VALUES, "card": CARDS, "seq": VALUES}),
    VALUES,
)
BANDS = st.one_of(VALUES, st.tuples(VALUES, VALUES), st.tuples(st.floats(), st.floats()))
CALLS = st.one_of(
    st.tuples(st.just("answer"), MOVES), st.tuples(st.just("message"), MESSAGES),
    st.tuples(st.just("theme"), VALUES), st.tuples(st.just("preset"), VALUES),
    st.tuples(st.just("band"), BANDS), st.tuples(st.just("lang"), VALUES),
    st.tuples(st.just("set_state"), st.dictionaries(st.sampled_from(["lang", "view", "faces"]),
                                                    VALUES, max_size=2)),
)


def _state(t: PuzzleTrainer) -> str:
    return json.dumps({"puzzle": t.puzzle.id, "verdict": repr(t.verdict),
                       "filters": repr(t.training.filters), "attempts": len(t.history),
                       "lang": t.lang}, sort_keys=True)


def _call(t: PuzzleTrainer, name: str, value: Any) -> Any:
    if name == "answer":
        return t.answer(value)
    if name == "message":
        return t._on_msg(t, value, [])
    if name == "set_state":
        return t.set_state(value)
    if name == "lang":
        return setattr(t, "lang", value)
    return t.refilter(**{name: value})


@FUZZ
@given(seed=st.integers(0, 20), calls=st.lists(CALLS, min_size=1, max_size=5))
def test_hostile_calls_on_the_trainer(seed: int, calls: list) -> None:
    with tempfile.TemporaryDirectory() as folder, History(Path(folder) / "h.sqlite") as h:
        t = PuzzleTrainer(history=h, seed=seed)
        for name, value in calls:
            check_call(lambda: _state(t), lambda name=name, value=value: _call(t, name, value),
                       name, "PuzzleTrainer")
        # never stuck: a right answer and the next puzzle
        if t.verdict is None:
            t.answer(t.puzzle.solution[0])
        assert t.verdict is not None
        t.next()
        assert t.verdict is None


@FUZZ
@given(path=VALUES, learner=VALUES)
def test_hostile_history_arguments(path: Any, learner: Any) -> None:
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):  # files made there
        where = "h.sqlite" if path is None else path
        ok, _ = outcome(lambda: History(where, learner).close(), type_errors=True,
                        what="History")
        if not ok:
            assert not Path("h.sqlite").exists()
