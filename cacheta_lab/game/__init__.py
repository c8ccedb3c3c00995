"""Games of Cacheta: rounds and matches under every preset, bots, logs and simulations.

    from cacheta_lab.game import Match, play_match, simulate
    match = play_match("oficial", bots=["strong", "greedy"], players=4, seed=1)
    GameLog.of(match).save("match.json")
"""

from .bots import LEVELS, Bot, GreedyBot, RandomBot, StrongBot, make_bot
from .events import GameLog, Replay, replay
from .match import Match
from .moves import (
    LIXEIRA,
    MONTE,
    AnunciarNaBoa,
    Bater,
    Correr,
    Discard,
    Draw,
    Furar,
    Move,
    describe_move,
    move_from_dict,
)
from .play import make_bots, next_move, play_match, play_round, run
from .round import Round, RoundResult, new_deck
from .simulate import SimSpec, Simulation, deal_statistics, simulate
from .stats import Mean, Rate, wilson
from .views import PlayerView

__all__ = [
    "LEVELS", "LIXEIRA", "MONTE", "AnunciarNaBoa", "Bater", "Bot", "Correr", "Discard", "Draw",
    "Furar", "GameLog", "GreedyBot", "Match", "Mean", "Move", "PlayerView", "RandomBot", "Rate",
    "Replay", "Round", "RoundResult", "SimSpec", "Simulation", "StrongBot", "deal_statistics",
    "describe_move",
    "make_bot", "make_bots", "move_from_dict", "new_deck", "next_move", "play_match",
    "play_round", "replay", "run", "simulate", "wilson",
]
