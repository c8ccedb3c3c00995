"""The bots: deterministic, fair (they see only their view), explained, and each level doing
what it says."""

from __future__ import annotations

import dataclasses

import pytest

from cacheta_lab.engine.analysis import discard_table
from cacheta_lab.engine.cards import parse_card
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import (
    LIXEIRA,
    MONTE,
    AnunciarNaBoa,
    Bater,
    Correr,
    Discard,
    Draw,
    Furar,
    GreedyBot,
    RandomBot,
    StrongBot,
    make_bot,
    make_bots,
    play_round,
    run,
)
from cacheta_lab.game.chances import Chances
from cacheta_lab.game.simulate import simulate

from .conftest import LOOSE, LOOSE2, LOOSE3, NA_BOA

C = parse_card


@pytest.mark.parametrize("level", ["random", "greedy", "strong"])
def test_bots_are_deterministic(level):
    a = play_round("megajogos", level, players=3, seed=5)
    b = play_round("megajogos", level, players=3, seed=5)
    assert a.move_log == b.move_log
    c = play_round("megajogos", level, players=3, seed=6)
    assert c.move_log != a.move_log


def test_a_view_shows_only_what_the_player_may_see(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE, LOOSE2], lixeira="5s", top_from=2)
    view = rnd.view(1)
    assert view.hand == tuple(rnd.hands[1]) and view.lixeira_top == C("5s")
    assert view.hand_sizes == {0: 9, 1: 9, 2: 9} and view.stock_size == len(rnd.stock)
    fields = {f.name for f in dataclasses.fields(view)}
    assert not fields & {"hands", "stock", "deck"}
    text = str(view.to_dict())
    assert "Kc" not in text  # player 0's Kc is nowhere in player 1's view
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    rnd.play(Draw(0, LIXEIRA))
    assert rnd.view(0).taken == C("5s") and rnd.view(1).taken is None
    assert ("take", 0, C("5s")) in rnd.view(1).history
    rnd.play(Discard(0, C("Kc")))
    rnd.play(Draw(1, MONTE))
    drawn = rnd.hands[1][-1]
    history = rnd.view(2).history
    assert history[-1] == ("draw", 1, None)  # a card from the monte is not shown
    assert all(card != drawn or what != "draw" for what, _, card in history)


@pytest.mark.parametrize("level", ["random", "greedy", "strong"])
def test_every_decision_is_explained(level):
    bots = make_bots(level, 4, 2)
    from cacheta_lab.game import Round

    rnd = Round("cachetao", 4, seed=2)
    said = []

    def note(move, events):
        bot = bots[move.seat]
        said.append((bot.explain("pt"), bot.explain("en")))

    run(rnd, bots, on_move=note)
    assert said and all(pt and en and pt != en for pt, en in said)


def test_random_goes_out_when_it_can(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE], monte_top="Jd")
    bot = RandomBot(1)
    rnd.play(bot.choose(rnd.view(0)))
    move = bot.choose(rnd.view(0))
    assert move == Bater(0, C("Kc")) and "Kc" in bot.explain("en")


def test_greedy_takes_the_lixeira_only_to_go_out(rig):
    bot = GreedyBot(0)
    rnd = rig("oficial", [NA_BOA, LOOSE], lixeira="8d", top_from=1)
    assert bot.choose(rnd.view(0)) == Draw(0, LIXEIRA)
    rnd = rig("oficial", [NA_BOA, LOOSE], lixeira="4s", top_from=1)
    assert bot.choose(rnd.view(0)) == Draw(0, MONTE)


def test_greedy_discards_the_engines_first_choice(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE], monte_top="Qs")
    rnd.play(Draw(0, MONTE))
    move = GreedyBot(0).choose(rnd.view(0))
    best = discard_table(rnd.hands[0], "oficial", "Kh")[0]
    assert move == Discard(0, best.card)


def test_strong_counts_the_lixeira_as_seen(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE2], lixeira="Jd 5s", top_from=1)
    bot = StrongBot(0)
    view = rnd.view(0)
    assert sorted(bot.seen(view)) == sorted([C("Jd"), C("5s")])
    rnd.play(Draw(0, MONTE))
    rnd.play(Discard(0, rnd.hands[0][-1]))
    rnd.play(Draw(1, LIXEIRA))  # takes the 8h... whatever was discarded
    taken = rnd.hands[1][-1]
    assert taken in StrongBot.holdings(rnd.view(0))[1]


def test_strong_takes_a_lixeira_card_that_improves_the_hand(rig):
    # 2h 3h 4h / 7s 7d 7c and loose cards: the 9d next to 10d improves the hand
    hand = "2h 3h 4h 7s 7d 7c 10d Kc 5s"
    rnd = rig("oficial", [hand, LOOSE], lixeira="Jd", top_from=1)
    bot = StrongBot(0)
    assert bot.choose(rnd.view(0)) == Draw(0, LIXEIRA)
    assert "lixeira" in bot.explain("pt")
    rnd = rig("oficial", [hand, LOOSE], lixeira="Js", top_from=1)
    assert StrongBot(0).choose(rnd.view(0)) == Draw(0, MONTE)


def test_strong_does_not_feed_the_next_player(rig):
    # player 1 took the 8h and the 9h: a red 10h or 7h would feed them
    rnd = rig("oficial", ["2c 3c 4c 5c Kd Ks 7h Qs 10h", "8h 9h " + " ".join(LOOSE3.split()[2:])],
              vira="Kh", monte_top="Kc")
    rnd._public += [("take", 1, C("8h")), ("take", 1, C("9h"))]
    rnd.play(Draw(0, MONTE))
    view = rnd.view(0)
    bot = StrongBot(0)
    move = bot.choose(view)
    assert move.card not in (C("10h"), C("7h"))
    table = Chances(view)
    assert table.feeds(C("10h")) == "join" and table.feeds(C("Qs")) == ""
    assert table.feeds(C("Ah")) == "wild"  # vira Kh: the ace of hearts is a curinga


def test_strong_keeps_a_curinga_rather_than_hand_it_on(rig):
    """A curinga that joins nothing yet is worth more kept than any loose natural card (and
    thrown, the next player takes it)."""
    rnd = rig("oficial", ["2c 3c 4c 5c Kd Ks 7h Qs Ah", LOOSE], vira="Kh", monte_top="9d")
    rnd.play(Draw(0, MONTE))
    view = rnd.view(0)
    move = StrongBot(0).choose(view)
    assert move.card != C("Ah")
    after = Chances(view).my_discards()
    assert after[C("Ah")].feeds == "wild"


def test_strong_announces_na_boa_and_jumps_the_queue(rig):
    rnd = rig("megajogos", [LOOSE, LOOSE2, NA_BOA], monte_top="Jd")
    bot = StrongBot(0)
    assert bot.react(rnd.view(2)) == AnunciarNaBoa(2)
    assert bot.react(rnd.view(1)) is None
    rnd.play(AnunciarNaBoa(2))
    rnd.play(Draw(0, MONTE))
    rnd.play(Discard(0, C("Jd")))
    move = bot.react(rnd.view(2))
    assert isinstance(move, Furar) and move.seat == 2
    rnd.play(move)
    assert rnd.result.winner == 2 and rnd.result.how == "furar"


def test_strong_folds_a_poor_hand_in_cachetao(rig):
    rnd = rig("cachetao", [LOOSE, NA_BOA, LOOSE2, LOOSE3])
    bot = StrongBot(0)
    assert bot.choose(rnd.view(0)) == Correr(0)
    assert "corro" in bot.explain("pt")
    rnd.play(Correr(0))
    assert bot.choose(rnd.view(1)) == Draw(1, MONTE)


def test_unknown_level():
    with pytest.raises(CachetaError, match="unknown bot level"):
        make_bot("genius")


def test_greedy_beats_random():
    sim = simulate("pife-simples", 2, 12, seed=3, bots=("greedy", "random"), unit="round",
                   workers=1, progress=False, max_turns=300)
    wins = sim.summary["win_rate_by_level"]["greedy"]["wins"]
    assert wins.k >= 10


def test_strong_does_not_hand_an_announced_player_their_card(rig):
    """The next player took the 8h and the 9h and announced na boa: the 7h or the 10h is the
    card they wait for, so a loose Q♠ goes instead."""
    rnd = rig("megajogos", ["2c 3c 4c 5c Kd Ks 7h Qs 10h", "8h 9h 2s 3s 4s Jc Jd Js Qd"],
              vira="Kh", monte_top="Kc")
    rnd._public += [("take", 1, C("8h")), ("take", 1, C("9h"))]
    rnd.play(AnunciarNaBoa(1))
    rnd.play(Draw(0, MONTE))
    view = rnd.view(0)
    assert StrongBot(0).choose(view) == Discard(0, C("Qs"))
    after = Chances(view).my_discards()
    assert after[C("7h")].feeds == "join" and after[C("Qs")].feeds != "join"


def test_a_furar_shows_the_table_no_card():
    """A furar a fila that fails leaves in the hand the card it would have thrown: what the
    other seats see of it (the room's last moves, a table's log) names no card."""
    from cacheta_lab.game.moves import Furar, describe_move, describe_public, public_move

    move = Furar(1, C("3c"))
    assert public_move(move) == {"type": "furar", "seat": 1}
    for lang in ("pt", "en"):
        assert C("3c").name(lang) not in describe_public(move, lang)
        assert C("3c").name(lang) in describe_move(move, lang)
        thrown = Discard(1, C("3c"))
        assert describe_public(thrown, lang) == describe_move(thrown, lang)
