"""Games under hostile moves, set-ups, logs and snapshots: one clean error and the full
serialisation of the game unchanged, or a game that still plays by the rules."""

from __future__ import annotations

import json
import random
from functools import lru_cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.engine.rules import PRESETS
from cacheta_lab.game import GameLog, Match, Round, replay
from cacheta_lab.game.moves import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar

from .hostile import (
    FUZZ,
    PRESET_NAMES,
    card_like,
    hostile_value,
    json_value,
    outcome,
    tamper,
)

# hostile inputs are huge on purpose: no warning about their repr
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

PLAYABLE = sorted(PRESETS)
SEATS = st.one_of(st.integers(-2, 5), hostile_value)
CARDS = st.one_of(st.sampled_from(["5h", "JK", "Kc", "Ad"]), card_like, hostile_value)
moves = st.one_of(
    st.builds(Draw, SEATS, st.one_of(st.sampled_from(["monte", "lixeira"]), hostile_value)),
    st.builds(Discard, SEATS, CARDS), st.builds(Bater, SEATS, CARDS),
    st.builds(Furar, SEATS, CARDS), st.builds(AnunciarNaBoa, SEATS), st.builds(Correr, SEATS),
    hostile_value,
)


@lru_cache(maxsize=64)
def _position(preset: str, steps: int) -> str:
    """The snapshot (as JSON) of a round after ``steps`` random legal moves."""
    rnd = Round(preset, min(4, PRESETS[preset].max_players), seed=steps)
    pick = random.Random(steps)
    for _ in range(steps):
        if rnd.over:
            break
        seat = next(s for s in rnd.seats if rnd.legal_moves(s))
        rnd.play(pick.choice(rnd.legal_moves(seat)))
    return json.dumps(rnd.snapshot())


def _every_field(game) -> str:
    return json.dumps(game.snapshot() if isinstance(game, Round) else
                      {"round": game.round.snapshot(), "standings": game.standings(),
                       "log": GameLog.of(game).to_dict()}, sort_keys=True, default=str)


@FUZZ
@given(preset=st.sampled_from(PLAYABLE), steps=st.integers(0, 60),
       tries=st.lists(moves, min_size=1, max_size=6))
def test_hostile_moves_on_a_round(preset: str, steps: int, tries: list) -> None:
    rnd = Round.from_snapshot(json.loads(_position(preset, steps)))
    for move in tries:
        before = _every_field(rnd)
        ok, _ = outcome(lambda move=move: rnd.play(move), what="Round.play")
        if not ok:
            assert _every_field(rnd) == before
        assert rnd.card_count() == (108 if PRESETS[preset].jokers else 104)


@FUZZ
@given(preset=st.sampled_from(PLAYABLE), tries=st.lists(moves, min_size=1, max_size=4))
def test_hostile_moves_on_a_match(preset: str, tries: list) -> None:
    match = Match(preset, max(2, PRESETS[preset].min_players), seed=1)
    for move in tries:
        before = _every_field(match)
        ok, _ = outcome(lambda move=move: match.play(move), what="Match.play")
        if not ok:
            assert _every_field(match) == before


@FUZZ
@given(rules=st.one_of(PRESET_NAMES, hostile_value), seats=st.one_of(SEATS, hostile_value),
       dealer=st.one_of(st.none(), SEATS), seed=hostile_value,
       points=st.one_of(st.none(), hostile_value), max_turns=hostile_value)
def test_hostile_setups(rules, seats, dealer, seed, points, max_turns) -> None:
    outcome(lambda: Round(rules, seats, dealer, seed, points, max_turns), type_errors=True,
            what="Round(…)")
    outcome(lambda: Match(rules, seats, seed, dealer, max_turns), type_errors=True,
            what="Match(…)")


@lru_cache(maxsize=8)
def _saved(kind: str) -> str:
    if kind == "match":
        game = Match("oficial", 3, seed=2, max_turns=12, max_rounds=2)
    else:
        game = Round("megajogos", 3, seed=2)
    pick = random.Random(3)
    for _ in range(40):
        if game.over:
            break
        seat = next((s for s in range(4) if game.legal_moves(s)), None)
        if seat is None:
            break
        game.play(pick.choice(game.legal_moves(seat)))
    return GameLog.of(game).to_json()


@FUZZ
@given(kind=st.sampled_from(["match", "round"]), pick=st.integers(0, 10**6),
       value=st.one_of(json_value, st.just("__delete__")))
def test_tampered_logs(kind: str, pick: int, value) -> None:
    data = tamper(json.loads(_saved(kind)), pick, value)
    text = json.dumps(data)
    ok, log = outcome(lambda: GameLog.from_json(text), what="GameLog.from_json")
    if ok:
        outcome(lambda: replay(log), what="replay")


@FUZZ
@given(preset=st.sampled_from(PLAYABLE), steps=st.integers(0, 60), pick=st.integers(0, 10**6),
       value=st.one_of(json_value, st.just("__delete__")))
def test_tampered_snapshots(preset: str, steps: int, pick: int, value) -> None:
    data = tamper(json.loads(_position(preset, steps)), pick, value)
    ok, rnd = outcome(lambda: Round.from_snapshot(data), what="Round.from_snapshot")
    if ok:  # accepted: a whole position that plays on by the rules
        assert rnd.card_count() == (108 if rnd.rules.jokers else 104)
        if not rnd.over:
            seat = next((s for s in rnd.seats if rnd.legal_moves(s)), None)
            if seat is not None:
                outcome(lambda: rnd.play(rnd.legal_moves(seat)[0]), what="a legal move")
