"""The strong bot's second look at discards the win-chance model rates alike: it stays within
the model's noise of the best, keeps cards that hold together far from bater, and throws back
a second copy of a card where two copies make no pair."""

from __future__ import annotations

import dataclasses

import pytest

from cacheta_lab.cards import parse_card, parse_cards
from cacheta_lab.game import (
    LIXEIRA,
    MONTE,
    Discard,
    Draw,
    Round,
    StrongBot,
    make_bots,
    next_move,
)
from cacheta_lab.game.chances import Chances
from cacheta_lab.game.lookahead import NOISE, best_discard, draws, log_odds, loose
from cacheta_lab.game.views import DISCARD

from .conftest import LOOSE, LOOSE2

C = parse_card


def _drawn(rig, rules, hand, card, vira="Kh"):
    """The view of seat 0 after drawing ``card`` from the monte onto the 9-card ``hand``."""
    rnd = rig(rules, [hand, LOOSE2 if rules == "oficial" else LOOSE], vira=vira, monte_top=card)
    rnd.play(Draw(0, MONTE))
    return rnd.view(0)


def test_far_from_bater_the_strong_bot_keeps_a_pair(rig):
    # the jacks pair up, the ace of diamonds joins nothing: both leave 2 draws missing and
    # the model rates them within its noise, the second look keeps the pair
    view = _drawn(rig, "oficial", "Kd 9d 10h 7s Jd 5c 10h 5s Jc", "Ad", vira="4c")
    model = Chances(view)
    after = model.my_discards()
    ace, jack = after[C("Ad")], after[C("Jc")]
    assert ace.missing == jack.missing == min(f.missing for f in after.values())
    assert ace.ties > jack.ties
    assert abs(log_odds(model.win(ace)) - log_odds(model.win(jack))) < NOISE
    assert StrongBot(0).choose(view) == Discard(0, C("Ad"))


def test_a_second_copy_is_loose_where_a_trinca_takes_distinct_suits(rig):
    view = _drawn(rig, "pife", "2d 3d 3h 3s 7c 8s 9d 9h Kh", "7c")
    model = Chances(view)
    hand = parse_cards("7c 7c 8s Kh")
    assert loose(hand, model, twins_pair=False) == 4
    assert loose(hand, model, twins_pair=True) == 2
    # two copies of the 7c are worth one: the bot throws one back, not the lone king
    assert StrongBot(0).choose(view) == Discard(0, C("7c"))


def test_the_second_look_stays_within_the_models_noise():
    """On every discard of a seeded round: the card chosen leaves the fewest draws missing, and
    its chance is within the noise of the model's best."""
    rnd = Round("pife", 4, seed=3, max_turns=200)
    bots = make_bots("strong", 4, 3)
    looked = 0
    while not rnd.over:
        view = rnd.view(rnd.turn)
        if view.phase == DISCARD and len(view.hand) == 10:
            model = Chances(view)
            after = model.my_discards()
            card, win = best_discard(model, view.hand, after)
            _best, top = model.best(after)
            assert after[card].missing == min(f.missing for f in after.values())
            assert log_odds(win) >= log_odds(top) - NOISE - 1e-9
            looked += 1
        rnd.play(next_move(rnd, bots))
    assert looked > 10


def test_the_monte_is_valued_one_draw_ahead_as_the_lixeira_top(rig):
    # 7d 7s + 9d 9h 9s + 9d 10h: the 7h makes a trinca of sevens and leaves the hand na boa;
    # the monte's card is worth as much only when it bates (never, 2 draws missing)
    rnd = rig("pife", ["7d 7s 9d 9d 9h 9s 10h Js Qs", LOOSE], lixeira="7h", top_from=1)
    view = rnd.view(0)
    model = Chances(view)
    now = model.hand_now()
    monte, (_card, took, lix) = draws(model)
    assert now.missing == 2 and took.missing == 1
    assert monte == pytest.approx(model.win(dataclasses.replace(now, draw=False)))
    assert lix > monte
    bot = StrongBot(0)
    assert bot.choose(view) == Draw(0, LIXEIRA)
    assert "lixeira" in bot.explain("en")
    # na boa, the monte bates with the live outs' share
    rnd = rig("pife", ["2h 3h 4h 7s 7d 7c 9d 10d Kc", LOOSE], lixeira="5s", top_from=1)
    model = Chances(rnd.view(0))
    now = model.hand_now()
    monte, _lix = draws(model)
    assert now.missing == 1 and now.p1 > 0
    assert monte == pytest.approx(now.p1 + (1 - now.p1)
                                  * model.win(dataclasses.replace(now, draw=False)))
