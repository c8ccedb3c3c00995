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

from cacheta_lab import CachetaError, CardTable, GameTable
from cacheta_lab.game import Discard, Draw, make_bots, play_round


def click(table: GameTable, action: str, seq: int = 1, **data: object) -> dict:
    """What the front end sends; returns the view that comes back."""
    table._on_msg(table, {"type": action, "seq": seq, **data}, [])
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
    assert view["error"] == "Primeiro compre do monte ou pegue da lixeira; depois descarte ou bata."
    assert snapshot(g) == before and g.history == []
    view = click(g, "draw", seq=2, source="monte")
    assert view["error"] is None and g.round.phase == "discard"
    assert g.view["log"][0]["learner"] and g.view["log"][0]["text"] == "você compra do monte"
    before = snapshot(g)
    view = click(g, "draw", seq=3, source="lixeira")  # twice in one turn
    assert view["error"] == "Você já comprou nesta vez: agora descarte ou bata."
    assert snapshot(g) == before
    view = click(g, "discard", seq=4, card="JK")  # not in the hand (no jokers here)
    assert view["error"] and snapshot(g) == before
    keep = g.round.hands[0][-1]
    click(g, "discard", seq=5, card=keep.code)
    assert g.round.move_log[-1] == Discard(0, keep) and not g.waiting_for_learner
    assert g.auto  # the bots play on by themselves
    assert g.play() >= 1  # until the learner's next turn (or the end)
    assert not g.auto and (g.waiting_for_learner or g.over)


def test_learner_refusals_in_english_and_without_a_seat() -> None:
    g = GameTable(preset="oficial", seat=1, seed=0, lang="en")
    view = click(g, "draw", source="monte")
    assert view["error"] == "It is not your turn: it is player 0's turn."
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
    with pytest.raises(CachetaError, match="jogador 4"):
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
    for seed in ([1], 2**256, "s" * 201, "\ud800", 1.5, True):
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


@pytest.mark.parametrize("make", [lambda: GameTable(seed=0, lang="en"),
                                  lambda: CardTable("5h 6h", lang="en")])
def test_both_tables_refuse_a_page_update_that_sets_what_the_page_may_not(make) -> None:
    """One rule for both tables: an update with a key the page may not set is refused whole
    (its valid keys too), said on the table, and the page gets the current values back."""
    table = make()
    sent: list[list[str]] = []
    table.send_state = lambda key=None: sent.append(key)  # type: ignore[method-assign]
    table.set_state({"lang": "pt", "open_hands": False, "view": {}})
    assert table.lang == "en"
    assert table.view["error"] == ("the page cannot change 'open_hands, view'; only "
                                   + ", ".join(type(table).WRITABLE))
    assert sent[-1] == ["lang"]  # the page gets its value back


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
            # the chance expected when the learner chose, and the chance now: named apart
            assert last["meter"].startswith("chance expected when you chose: ")
            assert " → " in last["meter"]
            if not g.over:
                assert g.view["coach"]["meter"].startswith("your chance to win the round now: ")
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
        # each review line bears the number of its move in the table's log, the whole log
        mine = {e["n"]: e["text"] for e in g.view["log"] if e["learner"]}
        assert len(g.view["log"]) == g.round.moves
        assert {d["n"] for d in panel["decisions"]} <= set(mine)
        draws = [d["n"] for d in panel["decisions"] if d["move"].startswith("draws")]
        assert draws and all(mine[n].startswith("you draw") for n in draws)
    plain = GameTable(seat=0, seed=1)
    assert plain.view["coach"] is None


def announced_learner_at_a_discard(seeds: range) -> GameTable:
    """A megajogos table where the learner (seat 0) announced na boa when the engine allowed
    it, and another player's discard can now be taken out of turn."""
    from cacheta_lab.game import AnunciarNaBoa

    for seed in seeds:
        g = GameTable(preset="megajogos", players=3, bots="greedy", seat=0, seed=seed,
                      coach=True)
        while not g.over and g.round.turns < 60:
            learner = g.view["learner"]
            if learner["can_furar"]:
                return g
            if not g.waiting_for_learner:
                click(g, "step")
            elif not learner["announced"] and AnunciarNaBoa(0) in g.round.legal_moves(0):
                assert learner["can_announce"]
                click(g, "na_boa")
            elif g.round.phase == "draw":
                click(g, "draw", source="monte")
            else:
                click(g, "discard", card=g.round.view(0).discard_table(())[0].card.code)
    raise AssertionError(f"no chance to furar a fila in seeds {seeds}")


def test_an_announced_learner_can_furar_a_fila_from_the_table() -> None:
    g = announced_learner_at_a_discard(range(20))
    assert g.view["learner"]["announced"] and g.round.turn != 0 and g.round.phase == "draw"
    assert not g.view["learner"]["can_monte"]  # not the learner's turn: only the furar
    top = g.round.lixeira[-1]
    card = g.round.hands[0][0]
    view = click(g, "furar", card=card.code)
    assert view["error"] is None
    furar = [m for m in g.round.move_log if m.seat == 0][-1]
    assert type(furar).__name__ == "Furar" and furar.discard == card
    assert g.grades[-1].kind == "furar"
    if g.over:  # it went out with the lixeira top
        assert g.round.result.winner == 0 and g.round.result.how == "furar"
        assert view["status"].startswith("Fim da rodada: você venceu")
    else:  # a furar that fails burns the seat, and says so with the split
        assert 0 in g.round.burned and not view["learner"]["can_furar"]
        notice = view["notice"]
        assert notice["claim"] == "burned" and notice["title"] == "Você se queimou"
        assert notice["lines"][0] == (f"Você furou a fila com {top.name('pt')} descartando "
                                      f"{card.name('pt')}, mas a mão não bate.")
        assert notice["lines"][-1] == ("Você não pode mais anunciar na boa nem furar a fila "
                                       "nesta rodada.")
        assert not view["learner"]["can_announce"]


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


# --- the learner's seat --------------------------------------------------------------------------

def steps_until_paused(g: GameTable, seq: int = 100) -> int:
    """What the page does while ``auto`` is on: one step per tick, until Python stops it."""
    ticks = 0
    while g.view["auto"]:
        click(g, "step", seq=seq + ticks)
        ticks += 1
        assert ticks < 500
    return ticks


def test_after_the_learners_move_the_bots_play_on_until_the_learners_turn() -> None:
    g = GameTable(preset="oficial", players=4, bots="greedy", seat=0, seed=3, lang="en")
    assert not g.view["auto"] and not g.view["can_step"]  # the learner starts
    click(g, "draw", seq=1, source="monte")
    assert not g.view["auto"]  # still the learner's turn: nothing to play on
    click(g, "discard", seq=2, card=g.round.hands[0][0].code)
    assert g.view["auto"] and g.view["can_step"]  # the page now asks for moves at its speed
    assert g.view["status"] == "Player 1 to play."
    ticks = steps_until_paused(g)
    assert ticks == 6  # three bots, a draw and a discard each
    assert g.round.turn == 0 and g.round.phase == "draw" and g.waiting_for_learner
    assert g.view["status"].startswith("Your turn")
    # the screen reader hears the others' discards at once, not each move as it came
    said = g.view["announce"]["text"]
    assert said.startswith("Since your move: player 1 discards the ")
    assert said.count("player") == 3 and "draws from the monte" not in said
    assert said.endswith("Your turn: draw from the monte or take the lixeira top.")


def test_the_learner_is_you_in_the_seat_the_log_and_the_status() -> None:
    g = GameTable(preset="oficial", players=3, seat=1, seed=0)
    seats = {s["seat"]: s for s in g.view["seats"]}
    assert seats[1]["name"] == "Você" and seats[1]["hand_label"] == "Sua mão"
    assert seats[0]["name"] == "Jogador 0" and seats[2]["hand_label"] == "Mão de Jogador 2"
    assert seats[0]["level"] == "guloso" and seats[1]["level"] == ""  # in the table's language
    g.play()
    assert g.view["status"] == "Sua vez: compre do monte ou pegue da lixeira."
    click(g, "draw", source="lixeira")
    top = g.round.move_log[-2].card  # what seat 0 discarded
    assert g.view["log"][0]["text"] == f"você pega o topo da lixeira ({top.name('pt')})"
    assert all("jogador 1" not in e["text"] for e in g.view["log"])
    english = GameTable(preset="oficial", players=3, seat=0, seed=0, lang="en")
    assert english.view["seats"][0]["name"] == "You"
    assert english.view["seats"][0]["count_text"] == "9 cards"
    assert english.view["seats"][1]["level"] == "greedy"
    assert 'aria-label="face-down card"' in english.faces["back"]  # the back, in English too


def test_the_engines_refusals_carry_seat_and_reason_and_the_table_says_you() -> None:
    """Announcing na boa when not na boa: the engine says "player 0", the table "you"."""
    import pickle

    from cacheta_lab.errors import IllegalMoveError
    from cacheta_lab.game import AnunciarNaBoa

    g = GameTable(preset="megajogos", players=3, bots="greedy", seat=0, seed=2, lang="en")
    assert not g.round.judge.outs(g.round.hands[0])  # not na boa
    with pytest.raises(IllegalMoveError) as raised:
        g.round.play(AnunciarNaBoa(0))
    exc = raised.value
    assert (exc.reason, exc.seat, exc.values) == ("not_na_boa", 0, {"seat": 0})
    assert exc.message("en").startswith("player 0 is not na boa")
    again = pickle.loads(pickle.dumps(exc))
    assert (again.reason, again.seat, str(again)) == ("not_na_boa", 0, str(exc))
    assert IllegalMoveError("a", "b").reason is None  # the old way still works
    before = snapshot(g)
    view = click(g, "na_boa")
    assert view["error"] == ("You are not na boa: no card would let you go out. Announce only "
                             "when you are one card from going out.")
    assert "player 0" not in view["error"] and snapshot(g) == before
    g.lang = "pt"
    assert click(g, "na_boa", seq=2)["error"].startswith("Você não está na boa")
    # out of turn: the seat to play comes as a value
    h = GameTable(preset="oficial", seat=1, seed=0, lang="en")
    with pytest.raises(IllegalMoveError) as raised:
        h.round.play(Draw(1, "monte"))
    assert raised.value.reason == "not_your_turn" and raised.value.values["turn"] == 0


def test_take_the_lixeira_is_disabled_when_it_is_empty() -> None:
    g = GameTable(preset="oficial", players=3, seat=0, seed=0, lang="en")
    assert g.round.lixeira == [] and g.view["lixeira"] is None
    learner = g.view["learner"]
    assert learner["can_monte"] and not learner["can_lixeira"]
    assert g.view["lixeira_label"] == "The lixeira is empty: nothing to take"
    before = table_state(g)
    # the engine refuses it too, and says why to "you"
    assert click(g, "draw", source="lixeira")["error"] == (
        "The lixeira is empty: draw from the monte.")
    assert table_state(g) == before
    click(g, "draw", source="monte")
    click(g, "discard", card=g.round.hands[0][0].code)
    steps_until_paused(g)
    assert g.view["learner"]["can_lixeira"] and g.view["lixeira"]["label"].startswith(
        "Take from the lixeira: ")


def false_bati_table(preset: str, seed: int) -> tuple[GameTable, list]:
    """A table where the learner has drawn a hand that does not go out."""
    g = GameTable(preset=preset, players=3, bots="greedy", seat=0, seed=seed)
    click(g, "draw", seq=1, source="monte")
    hand = list(g.round.hands[0])
    assert not g.round.judge.bater(hand)[0] and not g.round.judge.bater(hand)[1]
    return g, hand


def test_a_false_bati_is_said_clearly_with_the_best_split() -> None:
    from cacheta_lab.engine.analysis import analyze

    g, hand = false_bati_table("oficial", 1)
    card = hand[0]
    points = g.round.points[0]
    view = click(g, "bater", seq=2, card=card.code)
    assert view["error"] is None  # a false claim is not refused: the rules punish it
    notice = view["notice"]
    assert notice["claim"] == "false_bati" and notice["title"] == "Bati falso"
    assert notice["lines"][0] == (f"Você disse “bati” descartando {card.name('pt')}, mas as 9 "
                                  "cartas que ficaram não formam jogos.")
    rest = list(hand)
    rest.remove(card)
    vira = g.round.vira.code
    missing = analyze(rest, "oficial", vira).missing
    assert notice["lines"][1] == f"Para bater: faltam {missing}." and missing >= 1
    assert notice["lines"][-1] == "Você perde 2 pontos e ainda precisa descartar."
    assert g.round.points[0] == points - 2
    # the split covers the 9 cards once: melds formed plus the loose cards
    shown = [c["code"] for m in notice["melds"] for c in m["cards"]]
    shown += [c["code"] for c in notice["loose"]]
    assert sorted(shown) == sorted(c.code for c in rest)
    for meld in notice["melds"]:
        assert meld["label"] and len(meld["cards"]) >= 3
    assert view["log"][0]["text"].endswith("— bati falso")
    # still the learner's turn (a discard is owed), and the notice stays until the next move
    assert g.waiting_for_learner and not view["auto"]
    click(g, "discard", seq=3, card=g.round.hands[0][0].code)
    assert g.view["notice"] is None and g.view["auto"]


def test_a_false_bati_without_a_penalty_loses_the_round_and_the_bots_finish_it() -> None:
    g, _hand = false_bati_table("megajogos", 0)
    view = click(g, "bater", seq=2, card=None)
    notice = view["notice"]
    assert notice["lines"][0] == "Você disse “bati” com 10, mas as 10 cartas não formam jogos."
    assert notice["lines"][-1] == "Você perde a rodada e fica fora dela."
    assert len([c for m in notice["melds"] for c in m["cards"]]) + len(notice["loose"]) == 10
    assert view["auto"] and view["status"].startswith("Você está fora")
    steps_until_paused(g)
    assert g.over and 0 in g.round.out


def test_a_false_bati_says_which_discard_would_have_gone_out() -> None:
    """A hand that goes out with one discard, declared with another."""
    from cacheta_lab.engine.analysis import analyze

    for seed in range(200):
        g = GameTable(preset="oficial", players=2, bots="greedy", seat=0, seed=seed, lang="en")
        while not g.over and not (g.waiting_for_learner and g.round.phase == "discard"):
            if g.waiting_for_learner:
                click(g, "draw", source="monte")
            else:
                g.play()
            if g.waiting_for_learner and g.round.phase == "discard":
                hand = list(g.round.hands[0])
                result = analyze(hand, "oficial", g.round.vira.code)
                if result.bater.discards and not result.bater.with10:
                    wrong = next(c for c in hand if c not in result.bater.discards)
                    view = click(g, "bater", card=wrong.code)
                    could = [x for x in view["notice"]["lines"]
                             if x.startswith("With this hand you could have gone out")]
                    assert could and result.bater.discards[0].name("en") in could[0]
                    return
                click(g, "discard", card=hand[0].code)
                steps_until_paused(g)
            if g.round.turns > 40:
                break
    pytest.fail("no hand going out with a discard was dealt in 200 rounds")


def test_the_learner_folds_correr_by_clicking_where_the_preset_allows_it() -> None:
    g = GameTable(preset="cachetao", players=3, bots="greedy", seat=0, seed=2, lang="en")
    learner = g.view["learner"]
    assert learner["correr_shown"] and learner["can_correr"]
    click(g, "correr", seq=1)
    assert 0 in g.round.folded and g.view["log"][0]["text"] == "you fold (correr)"
    assert g.view["auto"] and g.view["status"].startswith("You are out of this round")
    steps_until_paused(g)
    assert g.over
    oficial = GameTable(preset="oficial", players=3, seat=0, seed=2)
    assert not oficial.view["learner"]["correr_shown"]
    assert not oficial.view["learner"]["can_correr"]
    before = table_state(oficial)
    assert click(oficial, "correr")["error"] == "estas regras (oficial) não permitem correr"
    assert table_state(oficial) == before
    late = GameTable(preset="cachetao", players=3, seat=0, seed=2)
    click(late, "draw", source="monte")
    assert not late.view["learner"]["can_correr"] and not late.view["learner"]["correr_shown"]


def test_speed_labels_are_words_with_real_plurals() -> None:
    g = GameTable(seed=0)
    assert [s["label"] for s in g.view["speeds"]] == [
        "1 jogada a cada 2 segundos", "1 jogada por segundo", "2 jogadas por segundo",
        "4 jogadas por segundo"]
    g.lang = "en"
    assert [s["label"] for s in g.view["speeds"]] == [
        "1 move every 2 seconds", "1 move a second", "2 moves a second", "4 moves a second"]
    g.speed = 2.5
    assert {"value": 2.5, "label": "2.5 moves a second"} in g.view["speeds"]
    assert all("(s)" not in s["label"] for s in g.view["speeds"])


def test_every_text_of_the_game_table_is_in_the_catalogue_in_both_languages() -> None:
    from cacheta_lab.words.catalogue import TERMS
    from cacheta_lab.words.catalogue.game_table import FRONT_END

    pt_table, en_table = GameTable(seed=0), GameTable(seed=0, lang="en")
    assert (pt_table.view["html_lang"], en_table.view["html_lang"]) == ("pt-BR", "en")
    pt, en = pt_table.view["text"], en_table.view["text"]
    assert set(pt) == set(en) == set(FRONT_END)
    for short, key in FRONT_END.items():
        assert (pt[short], en[short]) == TERMS[key]


def test_a_screen_reader_hears_the_moves_that_matter_not_every_move() -> None:
    g = GameTable(preset="megajogos", players=4, bots="strong", seed=0, lang="en")
    heard = []
    while not g.over:
        g.step()
        said = g.view["announce"]
        last = g.history[-1]
        if g.over:
            break
        if last["notable"]:
            assert said == {"id": f"move{last['n']}", "text": last["text"]}
            heard.append(said["text"])
        else:
            assert said is None  # a draw or a discard: nothing new to say
    assert any(text.endswith("announces na boa") for text in heard)
    assert len(heard) < len(g.history) / 3
    assert g.view["announce"]["text"].startswith("Round over: player ")


def test_the_bots_pause_at_each_discard_an_announced_learner_could_furar() -> None:
    g = announced_learner_at_a_discard(range(20))
    top = g.round.lixeira[-1]
    assert not g.view["auto"] and g.view["can_step"]  # paused, though a bot is to move
    assert g.view["status"] == (f"Você pode furar a fila com {top.name('pt')}: escolha Furar "
                                "a fila e a carta a descartar, ou Jogar para deixar passar.")
    assert g.view["announce"]["text"].endswith(g.view["status"])
    moves = g.round.moves
    click(g, "auto", on=True)  # Play: let it pass
    assert g.view["auto"]
    click(g, "step")
    assert g.round.moves == moves + 1 and not g.view["learner"]["can_furar"]


def test_a_static_drawing_goes_with_the_widget_for_viewers_without_a_kernel() -> None:
    g = GameTable(preset="oficial", players=3, seat=0, open_hands=False, seed=4, lang="en")
    click(g, "draw", source="monte")
    click(g, "discard", card=g.round.hands[0][0].code)
    g.play()
    data, _meta = g._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == repr(g)
    html = data["text/html"]
    assert "<script" not in html and 'lang="en"' in html
    assert "Game table · oficial" in html and g.view["status"] in html
    assert f'aria-label="{g.round.vira.name("en")}' in html  # the vira, drawn
    for card in g.round.hands[0]:  # the learner's hand, drawn
        assert f'aria-label="{card.name("en")}' in html
    # the hidden hands: their size, never their cards
    assert html.count("9 hidden cards") == 2
    faces = html.count('<svg class="ctl-card ') - html.count(" ctl-back")
    assert faces == len(g.round.hands[0]) + 1 + (1 if g.round.lixeira else 0)
    assert html.count(" ctl-back") == 3  # the monte and one back per hidden hand
    assert "you discard the " in html and "<ol reversed" in html
    again = GameTable(preset="oficial", players=3, seat=0, open_hands=False, seed=4, lang="en")
    assert again._repr_mimebundle_()[0]["text/html"] != html  # it draws the table as it stands


def test_a_bots_call_before_the_learners_first_turn_plays_by_itself() -> None:
    """Seed 3: a bot announces na boa before the learner's first move. The table does not say
    "your turn" meanwhile, the bots' call plays on its own, and what is read out does not speak
    of a move the learner never made."""
    g = GameTable(preset="megajogos", players=3, bots="strong", seat=0, seed=3, lang="en")
    assert g.round.turn == 0 and not g.waiting_for_learner
    view = g.view
    assert view["auto"] and view["status"] == "Player 1 to play."
    assert view["announce"] is None
    while g.auto:
        g.step()
    view = g.view
    assert g.waiting_for_learner and view["status"].startswith("Your turn")
    assert view["announce"]["text"] == ("Before your turn: player 1 announces na boa. Your turn: "
                                        "draw from the monte (the lixeira is empty).")
    click(g, "draw", source="monte")
    click(g, "discard", seq=2, card=g.round.hands[0][0].code)
    steps_until_paused(g)
    assert g.view["announce"]["text"].startswith("Since your move: ")
    # a table whose learner moves first says so in its empty log
    first = GameTable(preset="oficial", players=3, seat=0, seed=0, lang="en")
    assert first.view["text"]["log_empty"] == "no move yet: your turn"
    assert GameTable(seed=0, lang="en").view["text"]["log_empty"] == (
        "no move yet: use Step or Play")


def test_the_projector_layout_is_an_option_set_from_python() -> None:
    g = GameTable(seed=0, projector=True)
    assert g.view["projector"] is True and GameTable(seed=0).view["projector"] is False
    g.projector = False
    assert g.view["projector"] is False
    with pytest.raises(CachetaError):
        g.projector = "yes"  # type: ignore[assignment]
    assert g.view["projector"] is False


# --- claims the engine knows would fail, and refusals during the bots' turns -----------------

def test_the_claims_that_would_fail_come_from_the_engine_with_their_cost() -> None:
    g = GameTable(preset="oficial", players=4, bots=["strong", "greedy", "strong", "random"],
                  seat=0, seed=3, lang="en")
    click(g, "draw", source="monte")
    learner = g.view["learner"]
    with10, discards = g.seat_view().bater_options()
    assert learner["failing"]["bater10"] is (not with10)
    kinds = {c.kind for c in discards}
    assert set(learner["failing"]["bater"]) == {c.code for c in g.round.hands[0]
                                                if c.kind not in kinds}
    assert learner["ask"]["bater10"].endswith("it costs you 2 points. Bater anyway?")
    assert "{card}" in learner["ask"]["bater"]
    view = click(g, "bater", seq=2, card=None)  # said anyway: a false bati, then no other
    assert g.round.points[0] == 5 and view["log"][0]["text"].endswith("— a false bati")
    assert not view["learner"]["can_bater10"] and not view["learner"]["can_bater"]
    view = click(g, "bater", seq=3, card=None)
    assert view["error"].startswith("You have already said “bati” this turn")
    assert g.round.points[0] == 5
    # where a false bati costs the round, the question says so
    m = GameTable(preset="megajogos", players=3, bots="greedy", seat=0, seed=0, lang="en")
    m.play()
    assert m.waiting_for_learner and m.round.phase == "draw"
    click(m, "draw", source="monte")
    assert "you lose the round" in m.view["learner"]["ask"]["bater10"]


def test_a_refusal_during_the_bots_turns_stays_until_the_learners_turn() -> None:
    g = GameTable(preset="oficial", players=3, bots="greedy", seat=0, seed=1, lang="en")
    click(g, "draw", source="monte")
    click(g, "discard", seq=2, card=g.round.hands[0][0].code)
    assert g.auto and not g.waiting_for_learner
    view = click(g, "discard", seq=3, card=g.round.hands[0][0].code)
    refusal, number = view["error"], view["error_id"]
    assert refusal.startswith("It is not your turn")
    view = click(g, "tick", seq=4)  # a bot's move, asked by auto-play: the refusal stays
    assert (view["error"], view["error_id"]) == (refusal, number)
    view = click(g, "discard", seq=5, card=g.round.hands[0][0].code)  # refused again
    assert view["error"] == refusal and view["error_id"] == number + 1
    seq = 6
    while not g.waiting_for_learner:
        view = click(g, "tick", seq=seq)
        seq += 1
    assert view["error"] is None and view["error_id"] == 0  # the learner's turn: gone
    view = click(g, "discard", seq=seq, card=g.round.hands[0][0].code)
    assert view["error"].startswith("First draw")
    view = click(g, "step", seq=seq + 1)  # Step, pressed by the user, clears it
    assert view["error"] is None
