"""Where puzzles come from: seeded self-play rounds, and every decision a seat faced in them,
from that seat's view only.

A round of 2 to 4 players (as the preset allows) is played by the strong bot and the play-out
policy's bot, seated in turn; before each move the position of the player to move (a draw or
a discard) and, where the rules have na boa calls, of every other player who could call out
of turn (announce na boa, furar a fila) is kept as a :class:`Spot`. When the round is over
each spot is placed early, mid or late by the turns played.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import derive_seed
from ..coach.evaluation import decision_options
from ..coach.playout_bot import PlayoutBot
from ..engine.rules import Rules
from ..game.bots import Bot, make_bot
from ..game.play import next_move
from ..game.round import Round
from ..game.views import DRAW, PlayerView

SEATED = ("strong", "playout")  # the players of the source rounds, seated in turn
STAGES = ("early", "mid", "late")
MOST_MOVES = 2000  # a source round is cut short after this many moves


@dataclass(frozen=True)
class Spot:
    """One decision of one seat: its view, the moves played before it, and the stage of the
    round (a third of its turns each)."""

    view: PlayerView
    move: int
    stage: str


@dataclass(frozen=True)
class SourceRound:
    """One self-play round: its seed, its players' levels (by seat) and its spots."""

    seed: str
    levels: tuple[str, ...]
    spots: tuple[Spot, ...]


def players_for(rules: Rules, index: int) -> int:
    """The players of source round ``index``: 2, 3, 4, 2, … within the preset's bounds."""
    low, high = max(2, rules.min_players), min(4, rules.max_players)
    return low + index % (high - low + 1)


def seated_bot(level: str, seed: str) -> Bot:
    """A bot of ``level`` ("playout": the play-out policy's bot)."""
    return PlayoutBot(seed) if level == "playout" else make_bot(level, seed)


def source_round(rules: Rules, seed: int | str, index: int) -> SourceRound:
    """Round ``index`` of the build seeded ``seed`` for ``rules``, played to its end."""
    players = players_for(rules, index)
    round_seed = derive_seed(seed, f":{rules.id}:{index}")
    levels = tuple(SEATED[(s + index) % len(SEATED)] for s in range(players))
    bots = [seated_bot(level, f"{round_seed}/bot{s}") for s, level in enumerate(levels)]
    rnd = Round(rules, players, seed=round_seed)
    found: list[tuple[PlayerView, int]] = []
    moves = 0
    while not rnd.over and moves < MOST_MOVES:
        found.append((rnd.view(rnd.turn), moves))
        if rules.na_boa_calls:
            for seat in rnd.seats:
                if seat == rnd.turn and rnd.phase != DRAW:
                    continue
                view = rnd.view(seat)
                if not view.my_turn and decision_options(view):
                    found.append((view, moves))
        rnd.play(next_move(rnd, bots))
        moves += 1
    total = max(rnd.turns, 1)
    spots = tuple(Spot(view, move, STAGES[min(2, 3 * view.turns // total)])
                  for view, move in found)
    return SourceRound(round_seed, levels, spots)
