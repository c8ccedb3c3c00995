"""The table rules of each preset, one situation at a time."""

from __future__ import annotations

import random

import pytest

from cacheta_lab.engine.cards import JOKER, parse_card
from cacheta_lab.engine.rules import PRESETS, get_rules
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
    Match,
    Round,
    new_deck,
)

from .conftest import COMPLETE, LOOSE, LOOSE2, LOOSE3, NA_BOA

C = parse_card


def refused(rnd, move, words=""):
    """The move raises a CachetaError and the round is exactly as it was."""
    before = rnd.snapshot()
    events = len(rnd.events)
    with pytest.raises(CachetaError) as err:
        rnd.play(move)
    assert rnd.snapshot() == before
    assert len(rnd.events) == events
    assert words.lower() in str(err.value).lower()
    assert err.value.pt and err.value.en
    return err.value


# --- the deal ------------------------------------------------------------------------------

@pytest.mark.parametrize("preset", list(PRESETS))
def test_deal(preset):
    rules = PRESETS[preset]
    n = max(rules.min_players, 3) if rules.max_players >= 3 else 2
    rnd = Round(preset, n, dealer=1, seed=5)
    assert all(len(h) == 9 for h in rnd.hands.values())
    assert rnd.card_count() == (108 if rules.jokers else 104)
    assert rnd.turn == 2  # the dealer's left plays first
    if rules.has_vira:
        assert rnd.vira is not None and not rnd.vira.is_joker and rnd.lixeira == []
    else:
        assert rnd.vira is None and len(rnd.lixeira) == 1
        assert rnd.legal_moves(2) == [Draw(2, MONTE), Draw(2, LIXEIRA)]


def test_deal_is_one_card_at_a_time_from_the_dealers_left():
    deck = new_deck(get_rules("oficial"))
    random.Random("s").shuffle(deck)
    rnd = Round("oficial", 3, dealer=0, seed="s")
    assert rnd.hands[1][0] == deck[-1] and rnd.hands[2][0] == deck[-2]
    assert rnd.hands[0][0] == deck[-3] and rnd.hands[1][1] == deck[-4]


def test_a_joker_turned_as_vira_goes_to_the_bottom():
    rules = get_rules("oficial")
    seed = next(s for s in range(5000) if _top_after_deal(rules, s, 2).is_joker)
    rnd = Round(rules, 2, seed=seed)
    assert not rnd.vira.is_joker
    assert rnd.stock[0] == JOKER


def _top_after_deal(rules, seed, players):
    deck = new_deck(rules)
    random.Random(seed).shuffle(deck)
    return deck[-(9 * players) - 1]


def test_players_out_of_range():
    with pytest.raises(CachetaError):
        Round("oficial", 5)
    with pytest.raises(CachetaError):
        Match("tradicional", 3)
    with pytest.raises(CachetaError):
        Round("oficial", [0, 0])


# --- turn order and basic checks -------------------------------------------------------------

def test_turn_checks(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE, LOOSE2])
    refused(rnd, Draw(1, MONTE), "not player 1's turn")
    refused(rnd, Discard(0, C("Kc")), "must draw first")
    refused(rnd, Draw(0, LIXEIRA), "lixeira is empty")
    refused(rnd, Draw(0, "deck"), "unknown source")
    refused(rnd, Draw(7, MONTE), "no player 7")
    rnd.play(Draw(0, MONTE))
    refused(rnd, Draw(0, MONTE), "already drawn")
    refused(rnd, Discard(0, C("Qh")), "holds no Qh")
    rnd.play(Discard(0, C("Kc")))
    assert rnd.turn == 1 and rnd.lixeira[-1] == C("Kc") and rnd.top_from == 0
    rnd.play(Draw(1, LIXEIRA))
    assert rnd.hands[1][-1] == C("Kc")


@pytest.mark.parametrize("preset,barred", [("oficial", True), ("cachetao", False),
                                           ("megajogos", False), ("pife", False)])
def test_the_card_just_taken_from_the_lixeira(rig, preset, barred):
    rnd = rig(preset, [LOOSE, NA_BOA], lixeira="Kc", top_from=1)
    rnd.play(Draw(0, LIXEIRA))
    if barred:
        refused(rnd, Discard(0, C("Kc")), "just taken from the lixeira")
        rnd.play(Discard(0, C("Kd")))
    else:
        rnd.play(Discard(0, C("Kc")))
    assert rnd.turn == 1


def test_no_discard_of_taken_also_bars_another_copy(rig):
    rnd = rig("oficial", ["Kc 5c 8h Js Qc 3d 6d 9s Kd", NA_BOA.replace("Kc", "Ks")],
              lixeira="Kc", top_from=1)
    rnd.play(Draw(0, LIXEIRA))
    refused(rnd, Discard(0, C("Kc")), "just taken")
    refused(rnd, Bater(0, C("Kc")), "just taken")


# --- bater -------------------------------------------------------------------------------------

@pytest.mark.parametrize("preset", list(PRESETS))
def test_bater_with_9_and_a_discard(rig, preset):
    rules = PRESETS[preset]
    rnd = rig(preset, [NA_BOA, LOOSE], monte_top="Jd")
    rnd.play(Draw(0, MONTE))
    rnd.play(Bater(0, C("Kc")))
    res = rnd.result
    assert rnd.over and res.winner == 0 and res.how == "bater" and not res.with10
    assert res.losses[1] == rules.loss_on_bater and res.losses[0] == 0
    assert rnd.lixeira[-1] == C("Kc") and len(res.shown) == 9
    if rules.starting_points:
        assert res.points == {0: rules.starting_points,
                              1: rules.starting_points - rules.loss_on_bater}
    refused(rnd, Draw(1, MONTE), "over")


@pytest.mark.parametrize("preset", list(PRESETS))
def test_bater_with_10(rig, preset):
    rules = PRESETS[preset]
    rnd = rig(preset, [COMPLETE, LOOSE, LOOSE2], monte_top="Qd")
    rnd.play(Draw(0, MONTE))
    if not rules.bate_with_10:
        refused(rnd, Bater(0, None), "with 10")
        return
    rnd.play(Bater(0, None))
    res = rnd.result
    assert res.with10 and res.winner == 0 and len(res.shown) == 10
    assert res.losses == {0: 0, 1: rules.loss_on_bater_10, 2: rules.loss_on_bater_10}


def test_false_bati_costs_points_and_the_round_goes_on(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE], monte_top="2s")
    rnd.play(Draw(0, MONTE))
    events = rnd.play(Bater(0, C("Kc")))
    assert events[0]["type"] == "false_bati" and events[0]["penalty"] == 2
    assert rnd.points[0] == 5 and not rnd.over
    assert rnd.turn == 0 and rnd.phase == "discard"  # still has to discard
    rnd.play(Discard(0, C("Kc")))
    assert rnd.turn == 1


@pytest.mark.parametrize("second", [None, "Kc", "2s"])
def test_no_second_bati_in_the_turn_of_a_false_one(rig, second):
    """The cards shown in a false bati are final: the same turn has no other bati, with 10 or
    discarding any card, and it ends with a discard; the next turn may bati again."""
    rnd = rig("oficial", [NA_BOA, LOOSE], monte_top="2s 5c Jd")
    rnd.play(Draw(0, MONTE))
    rnd.play(Bater(0, None))
    assert rnd.points[0] == 5
    assert not [m for m in rnd.legal_moves(0) if isinstance(m, Bater)]
    assert not [m for m in rnd.view(0).legal_moves() if isinstance(m, Bater)]
    error = refused(rnd, Bater(0, None if second is None else C(second)), "already said")
    assert error.reason == "bati_again" and rnd.points[0] == 5
    rnd.play(Discard(0, C("2s")))
    rnd.play(Draw(1, MONTE))
    rnd.play(Discard(1, C("5c")))
    rnd.play(Draw(0, MONTE))  # Jd: the hand bates now, and saying so is allowed again
    assert Bater(0, C("Kc")) in rnd.legal_moves(0)
    rnd.play(Bater(0, C("Kc")))
    assert rnd.result.winner == 0


@pytest.mark.parametrize("level", ["random", "greedy", "strong"])
def test_after_a_false_bati_every_bot_ends_the_turn_with_a_discard(rig, level):
    """A hand that goes out discarding the Kc, claimed with the wrong discard: the view has no
    way out left this turn, and every bot level (and the coach's options) plays a discard."""
    from cacheta_lab.coach.evaluation import decision_options
    from cacheta_lab.game.bots import make_bot

    rnd = rig("oficial", [NA_BOA, LOOSE], monte_top="Jd")
    rnd.play(Draw(0, MONTE))
    assert rnd.view(0).bater_options() == (False, (C("Kc"),))
    rnd.play(Bater(0, C("2h")))  # the cards shown do not go out
    view = rnd.view(0)
    assert view.bater_options() == (False, ())
    assert not [m for m in decision_options(view) if isinstance(m, Bater)]
    move = make_bot(level, 3).choose(view)
    assert isinstance(move, Discard) and move in rnd.legal_moves(0)
    rnd.play(move)


def test_false_bati_that_empties_the_points_leaves_the_round(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE, LOOSE2], monte_top="2s", points={0: 2, 1: 7, 2: 7})
    rnd.play(Draw(0, MONTE))
    rnd.play(Bater(0, C("Kc")))
    assert rnd.points[0] == 0 and 0 in rnd.dropped and rnd.turn == 1
    refused(rnd, Discard(0, C("Kc")), "out of this round")


@pytest.mark.parametrize("preset", ["megajogos", "pife"])
def test_false_bati_without_penalty_loses_the_round(rig, preset):
    rnd = rig(preset, [NA_BOA, LOOSE, COMPLETE], monte_top="2s 5d Qd")
    rnd.play(Draw(0, MONTE))
    rnd.play(Bater(0, C("Kc")))
    assert 0 in rnd.dropped and rnd.turn == 1 and not rnd.over
    assert rnd.legal_moves(0) == []
    rnd.play(Draw(1, MONTE))
    rnd.play(Discard(1, C("2s")))
    rnd.play(Draw(2, MONTE))
    rnd.play(Bater(2, C("Qd")))
    res = rnd.result
    assert res.winner == 2
    assert res.losses[0] == res.losses[1] == get_rules(preset).loss_on_bater


def test_false_bati_of_two_players_gives_the_round_to_the_other(rig):
    rnd = rig("pife-simples", [NA_BOA, LOOSE], monte_top="2s")
    rnd.play(Draw(0, MONTE))
    rnd.play(Bater(0, C("Kc")))
    assert rnd.over and rnd.result.winner == 1 and rnd.result.how == "default"


# --- the monte ------------------------------------------------------------------------------

def test_refill_keeps_the_top_and_the_vira(rig):
    rnd = rig("oficial", [NA_BOA, LOOSE], lixeira="5s 6s 8c", top_from=1)
    rnd.stock = rnd.stock[-1:]  # one card left in the monte (the others leave the game)
    last = rnd.stock[0]
    total = rnd.card_count()
    rnd.play(Draw(0, MONTE))
    assert rnd.hands[0][-1] == last and rnd.stock == []
    rnd.play(Discard(0, C("Kc")))
    assert rnd.events[-1] == {"type": "refill", "cards": 3}
    # the top stays on the lixeira; the vira is not shuffled in
    assert rnd.lixeira == [C("Kc")]
    assert sorted(rnd.stock) == sorted(C(x) for x in ("5s", "6s", "8c"))
    assert rnd.vira == C("Kh") and rnd.card_count() == total


def test_no_refill_means_a_drawn_round(rig):
    rnd = rig(get_rules("pife", refill_stock=False), [NA_BOA, LOOSE], lixeira="5s 6s",
              top_from=1)
    rnd.stock = rnd.stock[-1:]
    rnd.play(Draw(0, MONTE))
    rnd.play(Discard(0, C("Kc")))
    assert rnd.over and rnd.result.winner is None and rnd.result.how == "stock"
    assert rnd.result.losses == {0: 0, 1: 0}


def test_turn_limit_draws_the_round():
    rnd = Round("oficial", 2, seed=3, max_turns=2)
    for _ in range(2):
        seat = rnd.turn
        rnd.play(Draw(seat, MONTE))
        rnd.play(Discard(seat, rnd.hands[seat][0]))
        if rnd.over:
            break
    assert rnd.over and rnd.result.how == "limit" and rnd.result.winner is None


# --- na boa, furar a fila, se queimar -----------------------------------------------------------

@pytest.mark.parametrize("preset", ["megajogos", "tradicional"])
def test_furar_a_fila(rig, preset):
    rnd = rig(preset, [LOOSE, LOOSE2, LOOSE3, NA_BOA],
              monte_top="Jd")
    refused(rnd, Furar(3, C("Kc")), "only a player who announced")
    refused(rnd, AnunciarNaBoa(1), "not na boa")
    rnd.play(AnunciarNaBoa(3))
    refused(rnd, AnunciarNaBoa(3), "already announced")
    rnd.play(Draw(0, MONTE))
    refused(rnd, Furar(3, C("Kc")), "right after a discard")
    rnd.play(Discard(0, C("Jd")))
    assert Furar(3, C("Kc")) in rnd.legal_moves(3)
    refused(rnd, Furar(1, C("Kc")), "only a player who announced")
    rnd.play(Furar(3, C("Kc")))
    res = rnd.result
    assert res.winner == 3 and res.how == "furar" and rnd.lixeira[-1] == C("Kc")
    assert res.losses == {0: 1, 1: 1, 2: 1, 3: 0}


def test_a_failed_furar_burns(rig):
    rnd = rig("megajogos", [LOOSE, NA_BOA, LOOSE2], monte_top="Qs 5d")
    rnd.play(AnunciarNaBoa(1))
    rnd.play(Draw(0, MONTE))
    rnd.play(Discard(0, C("Qs")))
    refused(rnd, Furar(1, C("Kc")), "your turn")  # player 1 is next: take it normally
    rnd.play(Draw(1, MONTE))
    rnd.play(Discard(1, C("5d")))
    refused(rnd, Furar(1, C("Kc")), "own discard")
    rnd.play(Draw(2, MONTE))
    rnd.play(Discard(2, C("2c")))
    events = rnd.play(Furar(1, C("Kc")))  # 2c does not complete player 1's hand
    assert events[0]["type"] == "furar" and events[0]["ok"] is False
    assert 1 in rnd.burned and 1 not in rnd.announced
    assert rnd.lixeira[-1] == C("2c") and rnd.turn == 0 and not rnd.over
    assert len(rnd.hands[1]) == 9
    refused(rnd, Furar(1, C("Kc")), "se queimou")
    refused(rnd, AnunciarNaBoa(1), "se queimou")


@pytest.mark.parametrize("preset", ["oficial", "cachetao", "pife", "pife-simples"])
def test_no_na_boa_calls_elsewhere(rig, preset):
    rnd = rig(preset, [LOOSE, NA_BOA])
    refused(rnd, AnunciarNaBoa(1), "na boa")


def test_announce_needs_9_cards(rig):
    rnd = rig("megajogos", [NA_BOA, LOOSE])
    rnd.play(Draw(0, MONTE))
    refused(rnd, AnunciarNaBoa(0), "9 cards")


# --- correr -------------------------------------------------------------------------------------

def test_correr_in_cachetao(rig):
    rnd = rig("cachetao", [LOOSE, LOOSE2, NA_BOA], monte_top="Jd 3s")
    refused(rnd, Correr(1), "not player 1's turn")
    rnd.play(Correr(0))
    assert rnd.points[0] == 9 and 0 in rnd.folded and rnd.turn == 1
    rnd.play(Draw(1, MONTE))
    rnd.play(Discard(1, C("Jd")))
    rnd.play(Draw(2, LIXEIRA))
    rnd.play(Bater(2, C("Kc")))
    res = rnd.result
    assert res.losses == {0: 1, 1: 2, 2: 0} and res.points == {0: 9, 1: 8, 2: 10}


def test_correr_only_before_the_first_draw(rig):
    rnd = rig("cachetao", [LOOSE, LOOSE2])
    rnd.play(Draw(0, MONTE))
    rnd.play(Discard(0, rnd.hands[0][0]))
    rnd.play(Draw(1, MONTE))
    rnd.play(Discard(1, rnd.hands[1][0]))
    refused(rnd, Correr(0), "first turn")


def test_correr_by_all_but_one(rig):
    rnd = rig("cachetao", [LOOSE, LOOSE2, NA_BOA])
    rnd.play(Correr(0))
    rnd.play(Correr(1))
    res = rnd.result
    assert res.winner == 2 and res.how == "default" and res.losses == {0: 1, 1: 1, 2: 0}


@pytest.mark.parametrize("preset", ["oficial", "megajogos", "pife"])
def test_no_correr_elsewhere(rig, preset):
    rnd = rig(preset, [LOOSE, NA_BOA])
    refused(rnd, Correr(0), "correr")


# --- matches --------------------------------------------------------------------------------

def _win_round(match, seat_wins):
    """Play the current round of ``match`` so that the first player to move goes out."""
    from cacheta_lab.game.judge import Judge

    rnd = match.round
    seat = rnd.turn
    assert seat_wins is None or seat == seat_wins
    rnd.hands[seat] = [C(x) for x in NA_BOA.split()]
    rnd.vira = C("Kh") if rnd.rules.has_vira else None
    rnd.judge = Judge(rnd.rules, rnd.vira)
    rnd.stock.append(C("Jd"))
    match.play(Draw(seat, MONTE))
    match.play(Bater(seat, C("Kc")))
    return seat


def test_match_points_elimination_and_dealer():
    match = Match("oficial", 3, seed=1)
    assert match.dealer == 2 and match.round.turn == 0
    winners = []
    while not match.over:
        winners.append(_win_round(match, None))
    # the first player of each round wins: points fall by 1 for the two others
    assert match.winner is not None and len(match.in_play) == 1
    assert all(p >= 0 for p in match.points.values())
    dealers = [e["dealer"] for e in match.events if e["type"] == "round_start"]
    assert dealers[:3] == [2, 0, 1]
    for seat in match.eliminated:
        with pytest.raises(CachetaError):
            match.play(Draw(seat, MONTE))


def test_match_eliminated_players_sit_out():
    match = Match("oficial", 3, seed=2)
    match.points = {0: 7, 1: 1, 2: 7}
    match.round.points = dict(match.points)
    _win_round(match, 0)
    assert match.eliminated == [1] and match.round.seats == (0, 2)
    with pytest.raises(CachetaError, match="eliminated"):
        match.play(Draw(1, MONTE))


def test_pife_first_to_5_round_wins():
    match = Match("pife", 2, seed=3)
    while not match.over:
        _win_round(match, None)
    assert match.winner is not None and match.wins[match.winner] == 5
    assert match.points is None and sum(match.wins.values()) == len(match.results)


def test_pife_simples_is_one_round():
    match = Match("pife-simples", 4, seed=3)
    seat = _win_round(match, None)
    assert match.over and match.winner == seat and len(match.results) == 1


def test_megajogos_ranked_rooms_start_with_5():
    match = Match(get_rules("megajogos", starting_points=5), 2, seed=4)
    rounds = 0
    while not match.over:
        _win_round(match, None)
        rounds += 1
    assert match.points is not None and min(match.points.values()) == 0
    assert rounds <= 9
