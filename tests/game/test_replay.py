"""Saving a game as JSON, loading it and replaying it step by step."""

from __future__ import annotations

import json

import pytest

from cacheta_lab.engine.rules import get_rules
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import (
    MONTE,
    Discard,
    Draw,
    GameLog,
    Replay,
    Round,
    describe_move,
    move_from_dict,
    play_match,
    play_round,
    replay,
)


@pytest.mark.parametrize("preset", ["oficial", "megajogos", "pife-simples"])
def test_a_saved_match_replays_to_the_same_game(tmp_path, preset):
    match = play_match(preset, ["strong", "greedy", "random"], players=3, seed=2, max_turns=60)
    path = tmp_path / "game.json"
    GameLog.of(match, ["strong", "greedy", "random"]).save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "cacheta-lab-game" and data["kind"] == "match"
    again = replay(path)
    assert again.winner == match.winner and again.points == match.points
    assert again.round.snapshot() == match.round.snapshot()
    assert [r.to_dict() for r in again.results] == [r.to_dict() for r in match.results]


def test_replay_step_by_step():
    rnd = play_round("oficial", "greedy", players=2, seed=8)
    log = GameLog.of(rnd)
    steps = Replay(log)
    for seen, (_move, events) in enumerate(steps, start=1):
        assert events
        assert steps.game.moves == seen
    assert steps.done and steps.game.result == rnd.result
    with pytest.raises(CachetaError):
        steps.step()


def test_a_round_with_custom_rules_and_points_round_trips():
    rules = get_rules("oficial", no_discard_of_taken=False)
    rnd = Round(rules, [0, 2, 3], dealer=2, seed="abc", points={0: 3, 2: 5, 3: 1})
    rnd.play(Draw(3, MONTE))
    rnd.play(Discard(3, rnd.hands[3][0]))
    log = GameLog.from_json(GameLog.of(rnd).to_json())
    assert log.rules == rules
    again = replay(log)
    assert again.snapshot() == rnd.snapshot()


def test_a_changed_log_is_caught():
    rnd = play_round("pife-simples", "greedy", players=2, seed=1)
    data = GameLog.of(rnd).to_dict()
    data["events"][0]["hands"]["0"][0] = "JK"
    with pytest.raises(CachetaError, match="replay does not give the saved events"):
        replay(GameLog.from_dict(data))
    # an impossible move is refused by the engine while replaying
    data = GameLog.of(rnd).to_dict()
    data["moves"][1] = {"type": "discard", "seat": data["moves"][1]["seat"], "card": "JK"}
    with pytest.raises(CachetaError):
        replay(GameLog.from_dict(data))


@pytest.mark.parametrize("text", ["not json", '{"format": "other"}', "[]"])
def test_bad_logs(text):
    with pytest.raises(CachetaError):
        GameLog.from_json(text)


def test_moves_round_trip_and_read():
    rnd = play_round("megajogos", "strong", players=4, seed=3)
    for move in rnd.move_log:
        assert move_from_dict(json.loads(json.dumps(move.to_dict()))) == move
        assert describe_move(move, "pt") and describe_move(move, "en")
    with pytest.raises(CachetaError):
        move_from_dict({"type": "fly", "seat": 0})
    with pytest.raises(CachetaError):
        move_from_dict({"type": "discard", "seat": 0, "card": "ZZ"})
