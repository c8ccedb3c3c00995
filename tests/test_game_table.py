"""The game table without a browser: stepping, auto-play requests, a learner's seat, refusals,
hidden hands and the repr."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("anywidget")

from cacheta_lab import CachetaError, GameTable
from cacheta_lab.game import Discard, Draw, make_bots, play_round


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


# --- bad input changes nothing -----------------------------------------------------------------

def table_state(g: GameTable) -> str:
    return json.dumps({"round": g.round.snapshot(), "speed": g.speed, "lang": g.lang,
                       "auto": g.auto, "open": g.open_hands, "seed": g.round_seed,
                       "moves": len(g.history)}, sort_keys=True, default=str)


def test_the_learner_cannot_play_for_a_bot() -> None:
    g = GameTable(players=3, seat=1, seed=0)
    g.play()
    assert g.round.turn == 1 or g.over
    before = table_state(g)
    for move in (Draw(0, "monte"), Draw(2, "monte"), "draw", None):
        with pytest.raises(CachetaError):
            g.learner_move(move)  # type: ignore[arg-type]
        assert table_state(g) == before


@pytest.mark.parametrize("bots", [[], (), ["strong", "genius"], 3, [None]])
def test_bad_bot_lists_are_refused(bots: object) -> None:
    with pytest.raises(CachetaError, match="bot"):
        GameTable(bots=bots)  # type: ignore[arg-type]


def test_new_round_with_a_bad_seed_changes_nothing() -> None:
    g = GameTable(seed=3)
    g.play(2)
    before = table_state(g)
    for seed in ([1], "x", 1.5, True):
        with pytest.raises(CachetaError, match="seed"):
            g.new_round(seed=seed)  # type: ignore[arg-type]
        assert table_state(g) == before
    g.new_round()
    assert g.round_seed == 4 and g.round.moves == 0
    with pytest.raises(CachetaError):
        GameTable(seed=[1])  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [10**400, float("nan"), float("inf"), "2", True, None, 0, 21])
def test_bad_speeds_are_refused_from_python_and_from_the_page(value: object) -> None:
    g = GameTable(seed=0)
    g.speed = 2
    before = table_state(g)
    with pytest.raises(CachetaError):
        g.speed = value  # type: ignore[assignment]
    assert table_state(g) == before
    g.set_state({"speed": value})
    assert table_state(g) == before and g.view["error"]
    click(g, "speed", value=value)
    assert table_state(g) == before and g.view["error"]


def test_front_end_updates_keep_no_invalid_value() -> None:
    g = GameTable(seed=0, lang="en")
    before = table_state(g)
    g.set_state({"lang": "fr"})
    assert table_state(g) == before and "unknown language" in g.view["error"]
    g.set_state({"speed": "fast", "lang": "pt"})  # one bad value: nothing changes
    assert table_state(g) == before
    g.set_state({"lang": "pt"})
    assert g.lang == "pt" and g.view["text"]["step"] == "Passo"
    g.set_state({"view": {"over": True}, "faces": {}})  # not the page's to change
    assert g.view["over"] is False and g.faces


def test_open_hands_changes_from_python_only() -> None:
    g = GameTable(players=3, seat=0, open_hands=False, seed=1)
    hidden = [s["cards"] for s in g.view["seats"] if s["seat"] != 0]
    assert hidden == [None, None]
    click(g, "open_hands", value=True)
    g.set_state({"open_hands": True})
    assert not g.open_hands and all(s["cards"] is None for s in g.view["seats"]
                                    if s["seat"] != 0)
    assert "open_hands" not in g.get_state()  # the page never holds it
    with pytest.raises(CachetaError):
        g.open_hands = "yes"  # type: ignore[assignment]
    g.open_hands = True
    assert all(s["cards"] for s in g.view["seats"])


@pytest.mark.parametrize("message", [
    {"type": "draw", "source": "elsewhere"}, {"type": "draw"}, {"type": "discard"},
    {"type": "discard", "card": 5}, {"type": "discard", "card": "x" * 10_000},
    {"type": "bater"}, {"type": "auto", "on": "maybe"}, {"type": "speed"},
    {"type": "speed", "value": "4"}, {"type": "launch"}, {"type": None}, {"type": ["step"]},
])
def test_malformed_messages_are_refused(message: dict) -> None:
    g = GameTable(players=3, seat=0, seed=2)
    before = table_state(g)
    g._on_msg(g, {"seq": 7, **message}, [])
    assert table_state(g) == before
    assert g.view["error"] and len(g.view["error"]) < 300 and g.view["ack"] == 7


# --- the coach at the table --------------------------------------------------------------------

def test_the_coach_grades_each_learner_decision_and_reviews_the_round() -> None:
    g = GameTable(preset="oficial", players=2, bots="greedy", seat=0, seed=1, coach=True,
                  lang="en")
    assert g.view["coach"]["last"] is None
    assert "coach=True" in repr(g)
    while not g.over:
        if g.waiting_for_learner:
            view = g.round.view(0)
            if view.phase == "draw":
                click(g, "draw", source="monte")
            else:
                with10, discards = view.bater_options()
                if with10 or discards:
                    click(g, "bater", card=None if with10 else discards[0].code)
                else:
                    click(g, "discard", card=view.discard_table(())[0].card.code)
            last = g.view["coach"]["last"]
            assert last["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder")
            assert last["why"] and last["name"]
        else:
            g.play()
        if g.round.turns > 60:
            break
    learner = [m for m in g.round.move_log if m.seat == 0]
    assert len(g.grades) >= len(learner)
    if g.over:
        panel = g.view["coach"]["review"]
        assert panel["accuracy"].startswith("Accuracy:")
        assert len(panel["decisions"]) == len(g.grades)
    plain = GameTable(seat=0, seed=1)
    assert plain.view["coach"] is None


def test_an_announced_learner_can_furar_a_fila_from_the_table() -> None:
    g = GameTable(preset="megajogos", players=3, bots="greedy", seat=2, seed=0, coach=True)
    assert g.view["learner"]["can_furar"] is False
    g.round.announced.add(2)  # as if seat 2 had announced na boa earlier in the round
    g.play(2)  # seat 0 draws and discards: seat 1 is to draw, the lixeira top is seat 0's
    assert g.round.turn == 1 and g.round.phase == "draw"
    assert g.view["learner"]["can_furar"] is True
    card = g.round.hands[2][0].code
    click(g, "furar", card=card)
    last = g.round.move_log[-1]
    assert last.seat == 2 and type(last).__name__ == "Furar"
    assert g.grades[-1].kind == "furar"
    assert 2 in g.round.burned or g.over  # a furar that fails burns the seat
    assert g.view["learner"]["can_furar"] is False


# --- hostile messages and page updates (property) --------------------------------------------

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**30, max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=3),
    max_leaves=6)
_TYPES = st.sampled_from(["step", "auto", "speed", "new_round", "draw", "discard", "bater",
                          "furar", "na_boa", "open_hands", "x"]) | _JSON
_KEYS = st.sampled_from(["on", "value", "source", "card", "seq"]) | st.text(max_size=6)
_TABLE = GameTable(preset="megajogos", players=3, bots="greedy", seat=0, seed=4, coach=True)


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(kind=_TYPES, fields=st.dictionaries(_KEYS, _JSON, max_size=3))
def test_hostile_messages_change_nothing_or_play_a_legal_move(kind: object, fields: dict
                                                              ) -> None:
    g = _TABLE
    if g.over:
        g.new_round(seed=4)
    before = table_state(g)
    g._on_msg(g, {**fields, "type": kind}, [])
    if g.view["error"]:
        assert table_state(g) == before
    assert g.lang in ("pt", "en") and 0.1 <= g.speed <= 20 and isinstance(g.auto, bool)
    assert len(g.view["error"] or "") < 400


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(update=st.dictionaries(st.sampled_from(["auto", "speed", "lang", "open_hands", "view",
                                               "faces"]), _JSON, max_size=3))
def test_hostile_page_updates_keep_valid_values(update: dict) -> None:
    g = GameTable(seed=1, open_hands=False)
    g.set_state(update)
    assert g.lang in ("pt", "en") and 0.1 <= g.speed <= 20 and isinstance(g.auto, bool)
    assert g.open_hands is False and all(s["cards"] is None for s in g.view["seats"])
    assert g.view["text"]["step"] in ("Passo", "Step")
