"""Positions in one call: ``Round.from_snapshot`` is the exact inverse of ``Round.snapshot``."""

from __future__ import annotations

import json
import random

import pytest

from cacheta_lab.engine.cards import parse_card
from cacheta_lab.engine.rules import PRESETS
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import MONTE, Bater, Discard, Draw, Round

from .conftest import LOOSE, LOOSE2, NA_BOA

C = parse_card


def _played(preset: str, seed: int, moves: int) -> Round:
    """A round after up to ``moves`` random legal moves (the same ones every run)."""
    rnd = Round(preset, min(4, PRESETS[preset].max_players), seed=seed)
    pick = random.Random(seed)
    for _ in range(moves):
        if rnd.over:
            break
        seat = next(s for s in rnd.seats if rnd.legal_moves(s))
        rnd.play(pick.choice(rnd.legal_moves(seat)))
    return rnd


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("moves", [0, 1, 7, 40, 400])
def test_from_snapshot_gives_the_same_round_back(preset: str, moves: int) -> None:
    rnd = _played(preset, seed=moves, moves=moves)
    data = json.loads(json.dumps(rnd.snapshot()))  # plain JSON: it survives a file
    again = Round.from_snapshot(data)
    assert again.snapshot() == rnd.snapshot()
    if not rnd.over:  # and it plays on exactly like the original
        for _ in range(30):
            if rnd.over:
                break
            seat = next(s for s in rnd.seats if rnd.legal_moves(s))
            move = rnd.legal_moves(seat)[0]
            assert again.legal_moves(seat)[0] == move
            rnd.play(move)
            again.play(move)
            assert again.snapshot() == rnd.snapshot()


def test_a_position_in_one_call() -> None:
    base = Round("oficial", 2, seed=0).snapshot()
    hands = [c for h in base["hands"].values() for c in h] + base["stock"]
    pool = sorted(hands)
    for code in [*NA_BOA.split(), *LOOSE.split()]:
        pool.remove(parse_card(code).code)
    position = {**base, "hands": {"0": NA_BOA.split(), "1": LOOSE.split()},
                "stock": pool, "turn": 0}
    rnd = Round.from_snapshot(position)
    assert [c.code for c in rnd.hands[0]] == NA_BOA.split()
    rnd.play(Draw(0, MONTE))
    assert len(rnd.hands[0]) == 10


@pytest.mark.parametrize(("change", "words"), [
    ({"hands": {"0": LOOSE.split(), "1": LOOSE.split()}}, "exactly one place"),
    ({"phase": "thinking"}, "phase"),
    ({"turn": 7}, "turn"),
    ({"rules": {"preset": "oficial", "loss_on_bater": -100}}, "loss_on_bater"),
    ({"rng": [3, [1, 2], None]}, "rng"),
    ({"vira": None}, "vira"),
    ({"taken": "5h"}, "taken"),
    ({"history": [["teleport", 0, None]]}, "history"),
    ({"points": {"0": "x", "1": 7}}, "points"),
    ({"result": {"winner": 0}}, "result"),
])
def test_a_bad_snapshot_is_refused_clearly(change: dict, words: str) -> None:
    data = {**Round("oficial", 2, seed=0).snapshot(), **change}
    with pytest.raises(CachetaError) as err:
        Round.from_snapshot(data)
    assert words in err.value.message("en")


def test_a_snapshot_that_is_not_one() -> None:
    for bad in (None, [], {"hands": {}}, "snapshot"):
        with pytest.raises(CachetaError):
            Round.from_snapshot(bad)


@pytest.mark.parametrize("preset", ["oficial", "cachetao"])
def test_false_bati_in_text_000_costs_2_points_and_the_round_goes_on(rig, preset: str) -> None:
    """Text 000 (docs/rules.md, a false bati): the declarer pays 2 points and the round goes
    on, Cachetão included."""
    rnd = rig(preset, [NA_BOA, LOOSE, LOOSE2], monte_top="2s")
    start = rnd.points[0]
    rnd.play(Draw(0, MONTE))
    events = rnd.play(Bater(0, C("Kc")))
    assert events[0]["type"] == "false_bati" and events[0]["penalty"] == 2
    assert rnd.points[0] == start - 2 and 0 not in rnd.dropped and not rnd.over
    assert rnd.turn == 0 and rnd.phase == "discard"
    rnd.play(Discard(0, C("Kc")))
    assert rnd.turn == 1


@pytest.mark.parametrize("preset", ["megajogos", "tradicional", "pife", "pife-simples"])
def test_presets_whose_texts_give_no_penalty_drop_the_declarer(preset: str) -> None:
    assert PRESETS[preset].false_bati_penalty is None
