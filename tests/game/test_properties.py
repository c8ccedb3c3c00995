"""Properties over many seeded games: cards, hand sizes, turn order, points, elimination and
refused moves, with players that try any move the table accepts (false claims included)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cacheta_lab.engine.cards import Card
from cacheta_lab.engine.rules import PRESETS
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
    make_bots,
    next_move,
)
from cacheta_lab.game.events import GameLog, replay

PRESET_NAMES = list(PRESETS)


def players_for(preset: str, pick: int) -> int:
    rules = PRESETS[preset]
    top = min(rules.max_players, 5)
    return rules.min_players + pick % (top - rules.min_players + 1)


def junk_move(rng: random.Random, seats: int):
    """Any move at all, most of them illegal."""
    seat = rng.randrange(seats + 1)
    card = Card(rng.randrange(53))
    return rng.choice([Draw(seat, MONTE), Draw(seat, LIXEIRA), Discard(seat, card),
                       Bater(seat, card), Bater(seat, None), AnunciarNaBoa(seat),
                       Furar(seat, card), Furar(seat, None), Correr(seat)])


def chaos_move(match: Match, bots, rng: random.Random):
    """A bot's move most of the time; now and then any accepted move of any player."""
    if rng.random() < 0.15:
        moves = [m for s in match.in_play for m in match.legal_moves(s)]
        if moves:
            return rng.choice(moves)
    return next_move(match, bots)


def check_invariants(match: Match, deck_size: int) -> None:
    rnd = match.round
    assert rnd.card_count() == deck_size
    for seat, hand in rnd.hands.items():
        if seat in rnd.dropped:
            assert len(hand) in (9, 10)
        elif seat == rnd.turn and rnd.phase == "discard":
            assert len(hand) == 10
        elif rnd.over and seat == rnd.result.winner:
            assert len(hand) in (9, 10)
        else:
            assert len(hand) == 9, (seat, hand)
    if match.points is not None:
        assert all(p >= 0 for p in match.points.values())
        assert all(p >= 0 for p in (rnd.points or {}).values())
    assert not set(match.eliminated) & set(rnd.seats) or match.over


def play_checked(preset: str, players: int, seed: int, levels=("random", "greedy")):
    rules = PRESETS[preset]
    deck_size = 108 if rules.jokers else 104
    match = Match(rules, players, seed, max_turns=40, max_rounds=4)
    bots = make_bots(list(levels), players, seed)
    rng = random.Random(seed)
    points_before = dict(match.points) if match.points is not None else None
    steps = 0
    while not match.over and steps < 1500:
        steps += 1
        rnd = match.round
        # a random move the table refuses leaves everything as it was
        junk = junk_move(rng, players)
        if junk not in match.legal_moves(junk.seat):
            before = rnd.snapshot()
            with pytest.raises(CachetaError):
                match.play(junk)
            assert rnd.snapshot() == before
        move = chaos_move(match, bots, rng)
        assert move.seat not in match.eliminated
        assert move.seat in rnd.active
        turn_before, phase_before = rnd.turn, rnd.phase
        match.play(move)
        if isinstance(move, Discard) and not rnd.over:
            active = rnd.active
            i = rnd.seats.index(turn_before)
            expected = next(rnd.seats[(i + k) % len(rnd.seats)]
                            for k in range(1, len(rnd.seats) + 1)
                            if rnd.seats[(i + k) % len(rnd.seats)] in active)
            assert rnd.turn == expected and rnd.phase == "draw"
        if isinstance(move, Draw):
            assert phase_before == "draw" and rnd.phase in ("discard", "over")
        check_invariants(match, deck_size)
        if match.points is not None:
            for s, p in match.points.items():
                assert p <= points_before[s]
            points_before = dict(match.points)
    return match


@settings(max_examples=24)
@given(preset=st.sampled_from(PRESET_NAMES), pick=st.integers(0, 10),
       seed=st.integers(0, 10**6))
def test_invariants_over_seeded_matches(preset, pick, seed):
    match = play_checked(preset, players_for(preset, pick), seed)
    # the saved log replays to the same game
    log = GameLog.from_json(GameLog.of(match).to_json())
    again = replay(log)
    assert GameLog.of(again).events == log.events
    assert again.round.snapshot() == match.round.snapshot()


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_strong_bots_keep_the_invariants(preset):
    rules = PRESETS[preset]
    players = min(4, rules.max_players)
    match = play_checked(preset, max(players, rules.min_players), 11,
                         levels=("strong", "greedy", "random"))
    assert match.results


@pytest.mark.parametrize("seed", range(3))
def test_deals_account_for_every_card(seed):
    for rules in PRESETS.values():
        for players in range(rules.min_players, rules.max_players + 1):
            match = Match(rules, players, seed)
            rnd = match.round
            assert rnd.card_count() == (108 if rules.jokers else 104)
            assert all(len(h) == 9 for h in rnd.hands.values())


def test_long_rounds_refill_the_monte_and_keep_every_card():
    from cacheta_lab.game import Round, run

    rnd = Round("pife", 2, seed=4, max_turns=400)
    bots = make_bots("random", 2, 4)
    counts = []
    run(rnd, bots, on_move=lambda move, events: counts.append(rnd.card_count()))
    assert set(counts) == {104}
    assert any(e["type"] == "refill" for e in rnd.events)
    assert rnd.over


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_the_quick_bater_check_agrees_with_the_full_one(preset):
    """The game trusts the engine's quick check to skip the full one; they must agree."""
    from cacheta_lab.engine.analysis import _bater_kinds
    from cacheta_lab.engine.cards import parse_cards
    from cacheta_lab.game import Round
    from cacheta_lab.game.judge import Judge

    from .conftest import COMPLETE, NA_BOA

    rules = PRESETS[preset]
    hands = []
    for seed in range(150):
        rnd = Round(preset, rules.min_players, seed=f"q{seed}")
        hands.append((rnd.judge, rnd.hands[0] + rnd.stock[-1:]))
    judge = Judge(rules, Card.of(13, "h") if rules.has_vira else None)
    for base in (NA_BOA, COMPLETE):
        for kind in range(52):
            hand = [*parse_cards(base), Card(kind)]
            if hand.count(Card(kind)) <= 2 and (judge.situation.vira != Card(kind)
                                                or hand.count(Card(kind)) < 2):
                hands.append((judge, hand))
    hits = 0
    for judge_, hand in hands:
        with10, kinds = _bater_kinds(tuple(hand), judge_.situation)
        assert judge_.can_bater(hand) == (with10 or bool(kinds)), hand
        hits += with10 or bool(kinds)
    assert hits >= 52  # every COMPLETE + card hand goes out
