"""The game table without a browser: stepping, auto-play requests, a learner's seat, refusals,
hidden hands and the repr."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("anywidget")

from cacheta_lab import CachetaError, GameTable
from cacheta_lab.game import Discard, make_bots, play_round


def click(table: GameTable, kind: str, seq: int = 1, **data: object) -> dict:
    """What the front end sends; returns the view that comes back."""
    table._on_msg(table, {"type": kind, "seq": seq, **data}, [])
    return table.view


def snapshot(table: GameTable) -> str:
    return json.dumps(table.round.snapshot(), sort_keys=True)


def test_step_plays_one_move_with_the_bots_reason() -> None:
    g = GameTable(seed=0)
    assert g.view["log"] == [] and g.view["can_step"]
    move = g.step()
    assert move is not None and move.seat == 0 and g.round.moves == 1
    entry = g.view["log"][0]
    assert entry["text"] == "jogador 0 compra do monte"
    assert entry["why"].startswith("compro do monte")
    click(g, "step", seq=2)
    assert g.round.moves == 2 and g.view["ack"] == 2
    assert g.view["log"][0]["text"].startswith("jogador 0 descarta")
    assert g.view["log"][0]["why"].startswith("descarto")


def test_play_to_the_end_matches_the_bots_own_loop() -> None:
    g = GameTable(preset="oficial", players=4, bots="greedy", seed=3)
    assert g.play(4) == 4
    g.play()
    assert g.over and not g.view["can_step"]
    alone = play_round("oficial", "greedy", 4, seed=3)
    assert g.round.move_log == alone.move_log
    assert g.step() is None
    assert g.view["status"].startswith("Fim da rodada")


def test_auto_play_is_asked_for_by_the_front_end() -> None:
    g = GameTable(seed=1, lang="en")
    click(g, "speed", value=4)
    assert g.speed == 4.0
    view = click(g, "auto", seq=2, on=True)
    assert g.auto and view["auto"]
    for seq in range(3, 8):
        click(g, "step", seq=seq)
    assert g.round.moves == 5
    click(g, "auto", seq=9, on=False)
    assert not g.auto
    with pytest.raises(CachetaError):
        g.speed = 0


def test_a_learner_plays_a_legal_move_and_an_illegal_one_is_refused() -> None:
    g = GameTable(preset="megajogos", players=3, bots="strong", seat=0, seed=2)
    assert g.waiting_for_learner and not g.view["can_step"]
    assert g.view["status"].startswith("Sua vez")
    assert g.step() is None  # the bots wait for the learner
    before = snapshot(g)
    card = g.round.hands[0][0].code
    view = click(g, "discard", seq=1, card=card)  # before drawing
    assert view["error"] == "o jogador 0 precisa comprar primeiro (do monte ou da lixeira)"
    assert snapshot(g) == before and g.history == []
    view = click(g, "draw", seq=2, source="monte")
    assert view["error"] is None and g.round.phase == "discard"
    assert g.view["log"][0]["learner"] and g.view["log"][0]["text"] == "jogador 0 compra do monte"
    before = snapshot(g)
    view = click(g, "draw", seq=3, source="lixeira")  # twice in one turn
    assert view["error"].startswith("o jogador 0 já comprou")
    assert snapshot(g) == before
    view = click(g, "discard", seq=4, card="JK")  # not in the hand (no jokers here)
    assert view["error"] and snapshot(g) == before
    keep = g.round.hands[0][-1]
    click(g, "discard", seq=5, card=keep.code)
    assert g.round.move_log[-1] == Discard(0, keep) and not g.waiting_for_learner
    assert g.play() >= 1  # the bots play on until the learner's next turn (or the end)


def test_learner_refusals_in_english_and_without_a_seat() -> None:
    g = GameTable(preset="oficial", seat=1, seed=0, lang="en")
    view = click(g, "draw", source="monte")
    assert view["error"] == "it is not player 1's turn (draw); it is player 0's turn"
    view = click(g, "na_boa")
    assert view["error"] == "these rules (oficial) have no way to announce na boa"
    nobody = GameTable(seed=0)
    assert "seat=0" in click(nobody, "draw", source="monte")["error"]
    assert nobody.round.moves == 0


def test_hidden_hands_are_not_in_the_view() -> None:
    g = GameTable(preset="megajogos", players=4, seat=2, open_hands=False, seed=5)
    g.play()
    seats = {s["seat"]: s for s in g.view["seats"]}
    assert seats[2]["cards"] is not None and seats[2]["learner"]
    for s in (0, 1, 3):
        assert seats[s]["cards"] is None and seats[s]["count"] == len(g.round.hands[s])
    shown = [c["code"] for s in g.view["seats"] for c in s["cards"] or ()]
    assert sorted(shown) == sorted(c.code for c in g.round.hands[2])
    g.open_hands = True  # the teacher opens them
    assert all(s["cards"] is not None for s in g.view["seats"])
    nobody = GameTable(open_hands=False, seed=5)
    assert all(s["cards"] is None for s in nobody.view["seats"])


def test_repr_is_stable_and_new_round_deals_again() -> None:
    g = GameTable(seed=7)
    assert repr(g) == ("GameTable(preset='oficial', players=4, bots='greedy', open_hands=True, "
                       "seed=7, lang='pt', moves=0, turn=0)")
    g.play(3)
    assert repr(g).endswith("moves=3, turn=1)")
    click(g, "new_round")
    assert g.round_seed == 8 and g.round.moves == 0 and g.view["log"] == []
    s = GameTable(players=2, seat=1, bots=["strong"], seed=0)
    assert "seat=1" in repr(s)


def test_bad_arguments_raise_clear_errors() -> None:
    with pytest.raises(CachetaError, match="lugar 4"):
        GameTable(seat=4)
    with pytest.raises(CachetaError, match="jogadores"):
        GameTable(players=9)
    with pytest.raises(CachetaError, match="nível de bot"):
        GameTable(bots="genius")
    with pytest.raises(CachetaError, match="preset desconhecido"):
        GameTable(preset="poker")
    assert len(make_bots("greedy", 3)) == 3


def test_the_wheel_ships_the_game_tables_front_end() -> None:
    repo = Path(__file__).resolve().parents[1]
    config = tomllib.loads((repo / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    for name in ("game_table.js", "game_table.css"):
        assert shipped[f"widgets/{name}"] == f"cacheta_lab/widgets/{name}"
        assert (repo / "widgets" / name).is_file()
