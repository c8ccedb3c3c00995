"""Playing a game with bots: whose turn, out-of-turn calls, and the whole loop."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..checks import MAX_MOVES, MAX_SEATS, check_count, check_levels
from ..engine.rules import Rules
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .bots import Bot, make_bot
from .match import Match
from .moves import Move
from .round import Round
from .views import DRAW

Game = Match | Round


def current_round(game: Game) -> Round:
    return game.round if isinstance(game, Match) else game


def make_bots(levels: Sequence[str] | str, players: int, seed: int | str = 0) -> list[Bot]:
    """One bot per seat; ``levels`` is cycled over the seats ("greedy" = all greedy)."""
    names = check_levels(levels)
    check_count("players", players, 0, MAX_SEATS)
    return [make_bot(names[s % len(names)], f"{seed}/bot{s}") for s in range(players)]


def _reaction(game: Game, bots: Mapping[int, Bot] | Sequence[Bot]) -> Move | None:
    """The first out-of-turn move (na boa, furar a fila) a bot wants, clockwise from the
    player to move."""
    rnd = current_round(game)
    if not rnd.rules.na_boa_calls:
        return None
    order = rnd.seats
    start = order.index(rnd.turn)
    for k in range(len(order)):
        seat = order[(start + k) % len(order)]
        if seat in rnd.folded or seat in rnd.dropped:
            continue
        if seat == rnd.turn and rnd.phase != DRAW:
            continue
        bot = bots[seat]
        if type(bot).react is Bot.react:
            continue  # this bot never calls out of turn
        move = bot.react(rnd.view(seat))
        if move is not None:
            return move
    return None


def next_move(game: Game, bots: Mapping[int, Bot] | Sequence[Bot]) -> Move:
    """The next move the bots make: an out-of-turn call if one wants it, else the turn's."""
    move = _reaction(game, bots)
    if move is not None:
        return move
    rnd = current_round(game)
    return bots[rnd.turn].choose(rnd.view(rnd.turn))


def run(game: Game, bots: Mapping[int, Bot] | Sequence[Bot], max_moves: int | None = None,
        on_move: Callable[[Move, list[dict[str, Any]]], None] | None = None) -> Game:
    """Let the bots play ``game`` to its end (or ``max_moves`` moves)."""
    _check_bots_seated(game, bots)
    if max_moves is not None:
        check_count("max_moves", max_moves, 0, MAX_MOVES)
    done = 0
    while not game.over and (max_moves is None or done < max_moves):
        move = next_move(game, bots)
        events = game.play(move)
        done += 1
        if on_move is not None:
            on_move(move, events)
    return game


def _check_bots_seated(game: Game, bots: Mapping[int, Bot] | Sequence[Bot]) -> None:
    """Every seat of ``game`` has a bot, before any move is played."""
    seats = range(game.players) if isinstance(game, Match) else game.seats
    if isinstance(bots, Mapping):
        empty = [s for s in seats if s not in bots]
    elif isinstance(bots, Sequence) and not isinstance(bots, str):
        empty = [s for s in seats if s >= len(bots)]
    else:
        raise CachetaError(Said("bots.not_list", value=echo(bots)))
    wrong = empty or [s for s in seats if not isinstance(bots[s], Bot)]
    if wrong:
        listed = ", ".join(map(str, wrong))
        raise CachetaError(Said("bots.missing", seats=listed))


def play_match(rules: str | Rules = "oficial", bots: Sequence[str] | str = "greedy",
               players: int = 4, seed: int | str = 0, **options: Any) -> Match:
    """A whole match played by bots (``options`` go to :class:`Match`)."""
    match = Match(rules, players, seed, **options)
    return run(match, make_bots(bots, players, seed))  # type: ignore[return-value]


def play_round(rules: str | Rules = "oficial", bots: Sequence[str] | str = "greedy",
               players: int = 4, seed: int | str = 0, **options: Any) -> Round:
    """One round played by bots (``options`` go to :class:`Round`)."""
    rnd = Round(rules, players, seed=seed, **options)
    return run(rnd, make_bots(bots, players, seed))  # type: ignore[return-value]
