"""How a room plays (:class:`Settings`) and the checks of everything a room server is given:
one check for the command line, the Python API and a room read back from its state directory.
Each refuses a bad value with a one-line :class:`~cacheta_lab.errors.CachetaError` in both
languages."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..checks import (
    MAX_SEATS,
    MAX_TURNS,
    check_count,
    check_flag,
    check_level,
    check_levels,
    check_limit,
    check_players,
    check_seconds,
    check_seed,
    whole,
)
from ..engine.rules import Rules, get_rules
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo

UNITS = ("round", "match")
LONGEST_BOT_DELAY = 60  # seconds a bot may wait before each move
ROUND_PAUSE = 15.0  # seconds a match shows a round's end before dealing the next, by default
LONGEST_ROUND_PAUSE = 3600  # seconds
MAX_ROOMS = 10_000  # rooms one server opens at once (a load test)
LONGEST_HOST = 253  # characters of a host name (DNS)
MAX_RATE = 10**9  # frames a second a connection may be allowed


@dataclass(frozen=True)
class Settings:
    """How a room plays: rules, players, round or match, seed, bots' pace, turn limit,
    whether its deals follow from the seed alone (``public_deal``, see :mod:`.deal`), and how
    long a match shows a round's end before dealing the next (``round_pause``, seconds; None:
    until the host deals it). Build it with :meth:`checked` (a new room) or
    :meth:`from_dict` (a stored one): the same checks."""

    rules: Rules
    players: int
    unit: str = "round"
    seed: int | str = 0
    bot_delay: float = 0.5
    max_turns: int | None = 500
    public_deal: bool = False
    round_pause: float | None = ROUND_PAUSE

    @classmethod
    def checked(cls, rules: Any = "oficial", players: Any = 4, unit: Any = "round",
                seed: Any = 0, bot_delay: Any = 0.5, max_turns: Any = 500,
                public_deal: Any = False, round_pause: Any = ROUND_PAUSE) -> Settings:
        """Settings from values a user gave: each checked, a bad one refused in one line."""
        checked_rules = get_rules(rules)
        return cls(checked_rules, check_players(checked_rules, players), check_unit(unit),
                   check_seed(seed), check_seconds("bot_delay", bot_delay, LONGEST_BOT_DELAY),
                   check_limit("max_turns", max_turns, MAX_TURNS),
                   check_flag("public_deal", public_deal),
                   None if round_pause is None else check_seconds(
                       "round_pause", round_pause, LONGEST_ROUND_PAUSE))

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "players": self.players, "unit": self.unit,
                "seed": self.seed, "bot_delay": self.bot_delay, "max_turns": self.max_turns,
                "public_deal": self.public_deal, "round_pause": self.round_pause}

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Stored settings, through :meth:`checked` (``public_deal`` and ``round_pause`` may
        be missing: rooms stored before they existed)."""
        need = {"rules", "players", "unit", "seed", "bot_delay", "max_turns"}
        may = {"public_deal", "round_pause"}
        if not isinstance(data, dict) or not need <= set(data) <= need | may:
            found = sorted(map(str, data)) if isinstance(data, dict) else echo(data)
            raise CachetaError(Said("room.stored.keys", field="settings",
                                    wanted=", ".join(sorted(need)), found=echo(found, 120)))
        return cls.checked(Rules.from_dict(data["rules"]), data["players"], data["unit"],
                           data["seed"], data["bot_delay"], data["max_turns"],
                           data.get("public_deal", False),
                           data.get("round_pause", ROUND_PAUSE))

    def with_unit(self, unit: Any) -> Settings:
        """The same settings playing rounds or matches."""
        return dataclasses.replace(self, unit=check_unit(unit))


def check_unit(unit: Any) -> str:
    """``"round"`` or ``"match"``."""
    if isinstance(unit, str) and unit in UNITS:
        return unit
    raise CachetaError(Said("room.bad_unit", value=echo(unit)))


def check_bots(players: int, bots: Any) -> dict[int, str]:
    """The seats bots play: ``{seat: level}``, or levels for the last seats in order (one
    level, a list of them, or none)."""
    seats = check_count("players", players, 1, MAX_SEATS)
    if isinstance(bots, Mapping):
        if len(bots) > seats:
            raise CachetaError(Said("room.too_many_bots", bots=echo(len(bots)), seats=seats))
        chosen = {}
        for seat, level in bots.items():
            if not whole(seat) or not 0 <= seat < seats:
                raise CachetaError(Said("room.bad_bot_seat", value=echo(seat), last=seats - 1))
            chosen[seat] = check_level(level)
        return chosen
    return bots_for(seats, bots)


def bots_for(players: int, levels: Any) -> dict[int, str]:
    """``--bots A B``: the last seats, in order, played by bots of those levels."""
    players = check_count("players", players, 1, MAX_SEATS)
    empty = levels is None or (isinstance(levels, list | tuple) and not levels)
    chosen = () if empty else check_levels(levels)
    if len(chosen) > players:
        raise CachetaError(Said("room.too_many_bots", bots=len(chosen), seats=players))
    first = players - len(chosen)
    return {first + i: level for i, level in enumerate(chosen)}


def check_host(host: Any) -> str:
    """An address to listen on: an IP address or a host name a resolver can take ("" or
    "0.0.0.0": every interface)."""
    if isinstance(host, str) and len(host) <= LONGEST_HOST and host.isprintable() and not any(
            c.isspace() or c in "/\\?#@" for c in host):
        try:
            host.encode("idna")
        except UnicodeError:
            pass
        else:
            return host
    raise CachetaError(Said("room.bad_host", value=echo(host)))


def check_rate(rate: Any) -> float:
    """Frames a second a connection may send on average: a number above 0."""
    if (not isinstance(rate, bool) and isinstance(rate, int | float)
            and 0 < rate <= MAX_RATE):
        return rate
    raise CachetaError(Said("room.bad_rate", value=echo(rate)))
