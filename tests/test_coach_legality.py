"""The coach grades only what the round accepts: over generated positions, ``grade`` refuses
every move ``Round.play`` refuses (with an IllegalMoveError) and grades every move it accepts."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cacheta_lab.coach import grade
from cacheta_lab.engine.cards import Card
from cacheta_lab.engine.rules import get_rules
from cacheta_lab.errors import IllegalMoveError
from cacheta_lab.game import (
    LIXEIRA,
    MONTE,
    AnunciarNaBoa,
    Bater,
    Correr,
    Discard,
    Draw,
    Furar,
    Round,
    make_bots,
    run,
)

PRESETS = ("oficial", "cachetao", "megajogos", "tradicional", "pife", "pife-simples")


def candidates(rnd: Round, seat: int) -> list:
    """Moves of every kind for ``seat``, legal or not: both draws, correr, the calls, every
    discard and bater of a held card, and of a card not held."""
    hand = sorted(set(rnd.hands[seat]))
    stranger = next(Card(k) for k in range(52) if Card(k) not in rnd.hands[seat])
    moves = [Draw(seat, MONTE), Draw(seat, LIXEIRA), Correr(seat), AnunciarNaBoa(seat),
             Bater(seat, None), Furar(seat, None), Discard(seat, stranger),
             Bater(seat, stranger), Furar(seat, stranger)]
    for card in hand:
        moves += [Discard(seat, card), Bater(seat, card), Furar(seat, card)]
    return moves


def accepted_by_round(rnd: Round, move) -> bool:
    try:
        Round.from_snapshot(rnd.snapshot()).play(move)
    except IllegalMoveError:
        return False
    return True


def accepted_by_coach(rnd: Round, seat: int, move) -> bool:
    try:
        grade(rnd.view(seat), move)
    except IllegalMoveError:
        return False
    return True


@settings(max_examples=25, deadline=None, derandomize=True)
@given(preset=st.sampled_from(PRESETS), players=st.integers(2, 4),
       seed=st.integers(0, 10**6), steps=st.integers(0, 40))
def test_grade_refuses_exactly_what_the_round_refuses(preset, players, seed, steps) -> None:
    rules = get_rules(preset)
    players = min(max(players, rules.min_players), rules.max_players)  # the preset's table
    rnd = Round(preset, players, seed=seed, max_turns=200)
    run(rnd, make_bots(["random", "strong"], players, seed), max_moves=steps)
    if rnd.over:
        return
    rng = random.Random(seed)
    pool = [(seat, m) for seat in rnd.seats if seat not in rnd.out
            for m in candidates(rnd, seat)]
    legal = [(s, m) for s, m in pool if accepted_by_round(rnd, m)]
    illegal = [(s, m) for s, m in pool if (s, m) not in legal]
    for seat, move in rng.sample(legal, min(4, len(legal))):
        assert accepted_by_coach(rnd, seat, move), move
    for seat, move in rng.sample(illegal, min(8, len(illegal))):
        assert not accepted_by_coach(rnd, seat, move), move
