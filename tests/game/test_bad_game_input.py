"""Bad moves, bad set-ups and tampered logs: one clear CachetaError, and nothing changes."""

from __future__ import annotations

import json

import pytest

from cacheta_lab.engine.cards import Card
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import MONTE, Discard, Draw, GameLog, Match, Round, play_round, replay
from cacheta_lab.game.moves import Bater, Furar


def refused(game, move, words: str) -> None:
    before = game.snapshot() if isinstance(game, Round) else game.round.snapshot()
    with pytest.raises(CachetaError) as err:
        game.play(move)
    after = game.snapshot() if isinstance(game, Round) else game.round.snapshot()
    assert after == before
    assert words in err.value.message("en")


def test_a_card_written_as_text_is_read() -> None:
    rnd = Round("oficial", 2, seed=0)
    refused(rnd, Discard(0, "5h"), "must draw first")  # not an AttributeError
    rnd.play(Draw(0, MONTE))
    code = rnd.hands[0][0].code
    rnd.play(Discard(0, code))
    assert rnd.move_log[-1] == Discard(0, Card.parse(code))
    assert GameLog.of(rnd).to_json()  # the log writes it like any other move


@pytest.mark.parametrize(("move", "words"), [
    (Discard(0, 5), "card 5 is invalid"),
    (Discard(0, "xx"), "unknown card"),
    (Bater(0, ["5h"]), "invalid"),
    (Furar(0, 3.5), "invalid"),
    (Draw(True, MONTE), "player True is invalid"),
    (Draw("0", MONTE), "invalid"),
    (Draw([0], MONTE), "invalid"),
    (Draw(0, None), "source None is invalid"),
    (Draw(0, "deck"), "unknown source"),
    ("draw", "unknown move"),
    (None, "unknown move"),
])
def test_bad_moves_are_refused_clearly(move, words: str) -> None:
    refused(Round("oficial", 2, seed=0), move, words)
    refused(Match("oficial", 2, seed=0), move, words)


@pytest.mark.parametrize(("make", "words"), [
    (lambda: Round("oficial", 10**9), "2 to 4"),
    (lambda: Round("oficial", "4"), "players '4' are invalid"),
    (lambda: Round("oficial", 4, dealer="0"), "player '0' is invalid"),
    (lambda: Round("oficial", 4, seed=[1]), "seed [1] is invalid"),
    (lambda: Round("oficial", 4, seed=1.5), "seed 1.5 is invalid"),
    (lambda: Round("oficial", 2, points={0: "7", 1: 7}), "points of player 0"),
    (lambda: Round("oficial", 2, points={0: -3, 1: 7}), "points of player 0"),
    (lambda: Round("oficial", 2, max_turns=0), "max_turns=0"),
    (lambda: Match("oficial", "3"), "asked for '3'"),
    (lambda: Match("oficial", 3, max_rounds=-1), "max_rounds=-1"),
    (lambda: Match("oficial", 3, first_dealer=1.0), "invalid"),
])
def test_bad_setups_are_refused_clearly(make, words: str) -> None:
    with pytest.raises(CachetaError) as err:
        make()
    assert words in err.value.message("en")


@pytest.fixture(scope="module")
def saved() -> dict:
    rnd = play_round("oficial", ["greedy", "random"], seed=4, max_turns=30)
    return json.loads(GameLog.of(rnd).to_json())


def _tampered(saved: dict, path: tuple, value) -> str:
    data = json.loads(json.dumps(saved))
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return json.dumps(data)


@pytest.mark.parametrize(("path", "value", "words"), [
    (("setup",), KeyError, "setup"),                      # was KeyError
    (("setup", "seats"), KeyError, "setup"),              # was KeyError
    (("setup",), [1, 2], "setup"),                        # was TypeError
    (("setup", "seats"), 5.5, "players 5.5"),             # was TypeError
    (("setup", "points"), {"0": "x", "1": 7}, "points"),  # was ValueError
    (("setup", "points"), {"zero": 7}, "setup.points"),   # was ValueError
    (("setup", "seed"), {"a": 1}, "seed"),                # was TypeError
    (("moves",), {"type": "draw"}, "moves"),              # was TypeError
    (("moves", 0), [1], "badly written move"),            # was TypeError
    (("moves", 0, "seat"), "zero", "player 'zero'"),      # was ValueError
    (("moves", 1, "card"), 7, "card 7 is invalid"),       # was AttributeError
    (("rules",), [], "must be a dict"),                   # was TypeError
    (("rules", "loss_on_bater"), -100, "loss_on_bater=-100"),  # replayed an impossible game
    (("rules", "max_players"), "x", "max_players='x'"),
    (("events",), "x", "events"),
    (("bots",), 5, "bots"),
])
def test_a_tampered_log_is_refused_clearly(saved: dict, path: tuple, value, words: str) -> None:
    with pytest.raises(CachetaError) as err:
        replay(GameLog.from_json(_tampered(saved, path, value)))
    assert words in err.value.message("en")


def test_a_log_nested_too_deep_or_with_huge_numbers(tmp_path) -> None:
    for text in ("[" * 100_000 + "]" * 100_000, '{"format": ' + "9" * 10_000 + "}", "\x00",
                 "NaN"):
        with pytest.raises(CachetaError):
            GameLog.from_json(text)  # was RecursionError / ValueError
    with pytest.raises(CachetaError) as err:
        GameLog.load(tmp_path / "missing.json")
    assert "not found" in err.value.message("en")
    (tmp_path / "latin1.json").write_bytes(b"\xff\xfe{")
    with pytest.raises(CachetaError):
        GameLog.load(tmp_path / "latin1.json")


def test_the_untouched_log_still_replays(saved: dict) -> None:
    game = replay(GameLog.from_json(json.dumps(saved)))
    assert game.snapshot()["hands"]
