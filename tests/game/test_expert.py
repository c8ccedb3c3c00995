"""The expert bot (the strong bot with play-outs among close options, measured in the
benchmarks, no level): overruled by play-outs only where they are sure, deterministic and
explained."""

from __future__ import annotations

from cacheta_lab.checks import LEVELS
from cacheta_lab.coach.expert import DEALS, ExpertBot, playouts, sure
from cacheta_lab.game import Draw, Round, StrongBot, make_bot, next_move


def test_expert_is_the_strong_bot_and_no_level():
    assert "expert" not in LEVELS
    assert isinstance(ExpertBot(1), StrongBot)


def test_play_outs_overrule_only_when_sure():
    assert sure((10, 2))
    assert sure((4, 0))
    assert not sure((3, 1))  # 2 deals ahead: chance
    assert not sure((12, 8))  # 4 ahead of 20 that differ: within 2 standard deviations


def _moves(seed):
    rnd = Round("pife", 2, seed=seed, max_turns=24)
    bots = [ExpertBot(f"{seed}/0"), make_bot("strong", f"{seed}/1")]
    moves, why = [], []
    while not rnd.over:
        move = next_move(rnd, bots)
        rnd.play(move)
        moves.append(move)
        if move.seat == 0:
            why.append((bots[0].explain("pt"), bots[0].explain("en")))
    return moves, why


def test_expert_is_deterministic_and_explained():
    moves, why = _moves(4)
    assert (moves, why) == _moves(4)
    assert why and all(pt and en and pt != en for pt, en in why)


def test_play_outs_count_wins_on_the_same_deals():
    rnd = Round("pife", 2, seed=2)
    view = rnd.view(0)
    candidates = [Draw(0, "monte"), Draw(0, "lixeira")]
    wins, ahead = playouts(view, candidates, candidates[0], seed=7)
    assert all(0 <= w <= DEALS for w in wins)
    assert ahead[0] == (0, 0)  # the strong bot's move against itself
    b, c = ahead[1]
    assert wins[1] - wins[0] == b - c
