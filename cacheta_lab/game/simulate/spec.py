"""What to simulate (:class:`SimSpec`) and the checks of it, before any game is played."""

from __future__ import annotations

from dataclasses import dataclass

from ...checks import (
    MAX_GAMES,
    MAX_ROUNDS,
    MAX_TURNS,
    MAX_WORKERS,
    check_count,
    check_levels,
    check_seed,
    check_workers,
)
from ...engine.rules import Rules
from ...errors import refusal
from ...words.echo import short_repr as echo

UNITS = ("match", "round")

__all__ = ["MAX_CHUNK", "MAX_WORKERS", "UNITS", "SimSpec", "check_spec", "check_workers"]

# a sane bound (the others are in checks): a typo does not ask for a year of work
MAX_CHUNK = 250


@dataclass(frozen=True)
class SimSpec:
    """What to simulate."""

    rules: Rules
    players: int = 4
    games: int = 100
    seed: int | str = 0
    bots: tuple[str, ...] = ("greedy",)
    unit: str = "match"
    max_turns: int | None = 2000
    max_rounds: int | None = 300

    def levels_for(self, index: int) -> list[str]:
        """The bot level of each seat in game ``index`` (cycled, rotated by the index)."""
        cycle = [self.bots[s % len(self.bots)] for s in range(self.players)]
        shift = index % self.players
        return cycle[shift:] + cycle[:shift]


def check_spec(spec: SimSpec) -> None:
    """Raise :class:`CachetaError` (both languages) unless every field of ``spec`` is sane."""
    rules = spec.rules
    rules.check_players(spec.players)
    if isinstance(spec.games, int) and not isinstance(spec.games, bool) and spec.games < 1:
        raise refusal("sim.no_games")
    check_count("games", spec.games, 1, MAX_GAMES)
    if not isinstance(spec.unit, str) or spec.unit not in UNITS:
        raise refusal("sim.bad_unit", unit=echo(spec.unit))
    check_levels(spec.bots)
    check_count("max_turns", spec.max_turns, 1, MAX_TURNS)
    if spec.unit == "match":
        check_count("max_rounds", spec.max_rounds, 1, MAX_ROUNDS)
    check_seed(spec.seed)
