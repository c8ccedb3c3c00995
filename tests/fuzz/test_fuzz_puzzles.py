"""Puzzle files and puzzle data under hostile input: one clean error in both languages, or
puzzles that still draw, explain and answer."""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.puzzles import Puzzle, load
from cacheta_lab.puzzles.store import parse_set

from .hostile import FUZZ, hostile_value, json_text, json_value, outcome, tamper

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")


@lru_cache(maxsize=1)
def _file() -> str:
    """A small set as the file's JSON text: a few puzzles of the shipped set."""
    shipped = load()
    chosen = {p.kind + p.question: p for p in shipped}  # one of each kind of question
    data = shipped.to_dict()
    data["puzzles"] = [p.to_dict() for p in list(chosen.values())[:4]]
    return json.dumps(data)


def _use(puzzles: Any) -> None:
    for puzzle in puzzles:
        puzzle.view()
        puzzle.why("en")
        puzzle._repr_html_()


@FUZZ
@given(pick=st.integers(0, 10**6), value=st.one_of(json_value, st.just("__delete__")),
       packed=st.booleans())
def test_tampered_puzzle_files(pick: int, value: Any, packed: bool) -> None:
    text = json.dumps(tamper(json.loads(_file()), pick, value)).encode()
    raw = gzip.compress(text) if packed else text
    ok, puzzles = outcome(lambda: parse_set(raw, "fuzz.json.gz"), what="parse_set")
    if ok:
        outcome(lambda: _use(puzzles), what="a tampered puzzle used")


@FUZZ
@given(text=json_text)
def test_hostile_json_text(text: str) -> None:
    outcome(lambda: parse_set(text.encode("utf-8", "surrogatepass"), "fuzz"), what="parse_set")


@FUZZ
@given(pick=st.integers(0, 10**6), value=hostile_value)
def test_hostile_values_in_puzzle_data(pick: int, value: Any) -> None:
    item = tamper(json.loads(_file())["puzzles"][0], pick, value)
    ok, puzzle = outcome(lambda: Puzzle.from_dict(item), type_errors=True,
                         what="Puzzle.from_dict")
    if ok:
        outcome(lambda: _use([puzzle]), type_errors=True, what="a puzzle used")
