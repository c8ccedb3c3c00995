"""What a teacher asks of a race (how many puzzles, the time for each, the pause between them,
the preset, a theme, a rating band), every field checked, and the puzzles that answer it.

A bad field is refused (``bad_action``) with one line in the host's language, before anything
changes."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..checks import whole
from ..engine.rules import PRESETS
from ..puzzles import THEMES, Puzzle, load
from ..words.catalogue import Joined, Said
from ..words.echo import short_repr
from .table import RoomError, refusal

MOST_PUZZLES = 50
SECONDS = (5, 600)  # the time limit of each puzzle
PAUSE = (1, 120)  # seconds between a reveal and the next puzzle, when not the teacher's
RATINGS = (0, 4000)  # a rating band's bounds
DEFAULT_COUNT = 10
DEFAULT_SECONDS = 30
FIELDS = ("type", "id", "action", "tables", "count", "seconds", "pause", "preset", "theme",
          "band")


@dataclass(frozen=True)
class RaceSettings:
    """A race's settings: ``count`` puzzles of ``preset`` (only ``theme``'s, within ``band``
    when given), ``seconds`` each, the next one ``pause`` seconds after each reveal (None: when
    the teacher asks)."""

    count: int
    seconds: int
    preset: str
    theme: str | None = None
    band: tuple[int, int] | None = None
    pause: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "seconds": self.seconds, "preset": self.preset,
                "theme": self.theme, "band": list(self.band) if self.band else None,
                "pause": self.pause}

    @classmethod
    def checked(cls, data: dict[str, Any], preset: str) -> RaceSettings:
        """The settings of a host's ``race_start`` frame (``preset``: the room's, the default);
        a bad field raises :class:`RoomError` (``bad_action``)."""
        unknown = [key for key in data if key not in FIELDS]
        if unknown:
            raise refusal("bad_action", "room_race.unknown_field",
                          value=short_repr(unknown[0], 30), fields=", ".join(FIELDS[3:]))
        count = data.get("count", DEFAULT_COUNT)
        if not whole(count) or not 1 <= count <= MOST_PUZZLES:
            raise refusal("bad_action", "room_race.count", most=MOST_PUZZLES,
                          value=short_repr(count, 20))
        seconds = data.get("seconds", DEFAULT_SECONDS)
        if not whole(seconds) or not SECONDS[0] <= seconds <= SECONDS[1]:
            raise refusal("bad_action", "room_race.seconds", low=SECONDS[0], high=SECONDS[1],
                          value=short_repr(seconds, 20))
        pause = data.get("pause")
        if pause is not None and (not whole(pause) or not PAUSE[0] <= pause <= PAUSE[1]):
            raise refusal("bad_action", "room_race.pause", low=PAUSE[0], high=PAUSE[1],
                          value=short_repr(pause, 20))
        chosen = data.get("preset", preset)
        if not isinstance(chosen, str) or chosen not in PRESETS:
            raise refusal("bad_action", "room_race.preset", value=short_repr(chosen, 30),
                          presets=", ".join(PRESETS))
        theme = data.get("theme")
        if theme is not None and (not isinstance(theme, str) or theme not in THEMES):
            raise refusal("bad_action", "room_race.theme", value=short_repr(theme, 30),
                          themes=", ".join(THEMES))
        return cls(count, seconds, chosen, theme, _band(data.get("band")), pause)

    def filters(self) -> Joined | str:
        """The filters in words, for a refusal (empty without theme and band)."""
        parts: list[Said] = []
        if self.theme is not None:
            parts.append(Said("room_race.filter_theme",
                              theme=Said(f"puzzle.theme.{self.theme}")))
        if self.band is not None:
            parts.append(Said("room_race.filter_band", low=self.band[0], high=self.band[1]))
        return Joined(tuple(parts), "") if parts else ""


def _band(value: Any) -> tuple[int, int] | None:
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2 or not all(whole(v) for v in value)
            or not all(RATINGS[0] <= v <= RATINGS[1] for v in value)):
        raise refusal("bad_action", "room_race.band", low=RATINGS[0], high=RATINGS[1],
                      value=short_repr(value, 30))
    if value[0] > value[1]:
        raise refusal("bad_action", "room_race.band_upside_down", value=short_repr(value, 30),
                      low=value[1], high=value[0])
    return value[0], value[1]


def matching(settings: RaceSettings) -> list[Puzzle]:
    """The shipped puzzles that match ``settings``' preset, theme and band."""
    band = settings.band
    return [p for p in load() if p.preset == settings.preset
            and (settings.theme is None or settings.theme in p.themes)
            and (band is None or band[0] <= p.rating.rating <= band[1])]


def choose(settings: RaceSettings, rng: random.Random | None = None) -> list[Puzzle]:
    """``settings.count`` distinct puzzles that match, drawn at random, easiest first; a filter
    leaving none (or fewer than asked) raises :class:`RoomError` (``bad_action``)."""
    found = matching(settings)
    words = {"preset": settings.preset, "filters": settings.filters()}
    if not found:
        raise refusal("bad_action", "room_race.none_left", **words)
    if len(found) < settings.count:
        raise refusal("bad_action", "room_race.too_few", n=len(found), **words)
    drawn = (rng or random.SystemRandom()).sample(found, settings.count)
    return sorted(drawn, key=lambda p: p.rating.rating)


__all__ = ["MOST_PUZZLES", "RaceSettings", "RoomError", "choose", "matching"]
