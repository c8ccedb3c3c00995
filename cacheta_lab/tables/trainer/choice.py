"""Which puzzle comes next: near the learner's rating, weighted towards the themes they miss,
a missed puzzle back after a few others (spaced repetition), never the same one twice in a
row; within the learner's filters (preset, theme, rating band). Pure and deterministic: the
same puzzles, history and random generator give the same choice.

- A missed puzzle is *due* again once :func:`review_gap` other attempts have passed since it
  was last missed (3, then 6, 12, … after each further miss); the one due longest comes
  first. Solving it settles it.
- Otherwise the choice is random among the puzzles not yet tried (all of them again once
  every one has been tried), each weighted by how near its rating is to the learner's (a
  normal curve of width :data:`NEAR` points) times how often the learner misses its themes
  (:func:`theme_pull`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...checks import check_preset_name
from ...errors import CachetaError
from ...puzzles.glicko2 import HIGHEST, LOWEST, Rating
from ...puzzles.record import Puzzle
from ...puzzles.themes import THEMES
from ...words.catalogue import Pair, Said, in_both, term
from ...words.echo import short_repr as echo

NEAR = 80.0  # rating points: the width of the curve that favours puzzles near the learner
FIRST_GAP = 3  # attempts before a missed puzzle comes back
LONGEST_GAP = 96


@dataclass(frozen=True)
class Filters:
    """The learner's filters: a ``preset``, a ``theme``, a rating ``band`` (lowest,
    highest); None: any."""

    preset: str | None = None
    theme: str | None = None
    band: tuple[float, float] | None = None

    def admits(self, puzzle: Puzzle, rating: Rating) -> bool:
        """Whether ``puzzle`` (rated ``rating`` now) passes every filter."""
        return ((self.preset is None or puzzle.preset == self.preset)
                and (self.theme is None or self.theme in puzzle.themes)
                and (self.band is None or self.band[0] <= rating.rating <= self.band[1]))

    def words(self, lang: str = "pt") -> str:
        """The filters in words, for an error: "preset pife, tema fim do monte"."""
        from ...puzzles.themes import theme_name

        parts = []
        if self.preset is not None:
            parts.append(term("trainer.filter.preset", lang, value=self.preset))
        if self.theme is not None:
            parts.append(term("trainer.filter.theme", lang, value=theme_name(self.theme, lang)))
        if self.band is not None:
            parts.append(term("trainer.filter.band", lang, low=round(self.band[0]),
                              high=round(self.band[1])))
        return ", ".join(parts) or term("trainer.filter.none", lang)


def _number(value: Any) -> bool:
    return (not isinstance(value, bool) and isinstance(value, int | float)
            and LOWEST <= value <= HIGHEST)  # False for NaN and ints beyond a float


def check_filters(preset: Any = None, theme: Any = None, band: Any = None) -> Filters:
    """The filters, each checked: a preset by name, a theme of :data:`THEMES`, a band of two
    numbers, the lowest first."""
    if preset is not None:
        preset = check_preset_name(preset)
    if theme is not None and (not isinstance(theme, str) or theme not in THEMES):
        raise CachetaError(Said("trainer.bad_theme", value=echo(theme),
                                themes=", ".join(THEMES)))
    if band is not None:
        if (not isinstance(band, tuple | list) or len(band) != 2
                or not all(_number(v) for v in band) or band[0] > band[1]):
            raise CachetaError(Said("trainer.bad_band", value=echo(band), low=round(LOWEST),
                                    high=round(HIGHEST)))
        band = (float(band[0]), float(band[1]))
    return Filters(preset, theme, band)


@dataclass(frozen=True)
class Past:
    """One earlier attempt, as the choice reads it: the puzzle's id and whether it was
    solved."""

    puzzle: str
    solved: bool
    themes: tuple[str, ...] = ()


def review_gap(misses: int) -> int:
    """Attempts before a puzzle missed ``misses`` times in a row comes back."""
    return min(FIRST_GAP * 2 ** max(0, misses - 1), LONGEST_GAP)


def theme_pull(past: Sequence[Past]) -> dict[str, float]:
    """Each theme's share of misses, with one miss and one success assumed (an untried theme
    counts ½)."""
    tried: dict[str, int] = dict.fromkeys(THEMES, 0)
    missed: dict[str, int] = dict.fromkeys(THEMES, 0)
    for attempt in past:
        for theme in attempt.themes:
            if theme in tried:
                tried[theme] += 1
                missed[theme] += not attempt.solved
    return {t: (missed[t] + 1) / (tried[t] + 2) for t in THEMES}


def due(past: Sequence[Past]) -> list[str]:
    """The missed puzzles due again now, the one due longest first."""
    last: dict[str, int] = {}
    misses: dict[str, int] = {}
    for i, attempt in enumerate(past):
        last[attempt.puzzle] = i
        misses[attempt.puzzle] = 0 if attempt.solved else misses.get(attempt.puzzle, 0) + 1
    now = len(past)
    waiting = [(now - last[p] - 1 - review_gap(m), p) for p, m in misses.items() if m]
    return [p for over, p in sorted(waiting, key=lambda w: (-w[0], w[1])) if over >= 0]


def weight(puzzle: Puzzle, rating: float, learner: Rating, pull: Mapping[str, float]) -> float:
    """How strongly ``puzzle`` (rated ``rating`` now) is favoured for ``learner``: nearness of
    rating times the pull of its themes (1 + their mean share of misses, times two)."""
    near = math.exp(-0.5 * ((rating - learner.rating) / NEAR) ** 2)
    share = (sum(pull[t] for t in puzzle.themes) / len(puzzle.themes)
             if puzzle.themes else 0.5)
    return near * (1.0 + 2.0 * share) + 1e-12


def choose(pool: Sequence[Puzzle], ratings: Mapping[str, Rating], learner: Rating,
           past: Sequence[Past], rng: random.Random, filters: Filters = Filters(),
           previous: str | None = None) -> Puzzle:
    """The next puzzle among ``pool`` (``ratings``: puzzles whose rating the learners moved;
    the rest keep the set's), for ``learner`` after ``past`` (their attempts, oldest first),
    never ``previous`` (the puzzle just shown; by default the last attempted). Raises
    :class:`CachetaError` when no puzzle passes ``filters``, or only the one just shown."""
    def rating_of(p: Puzzle) -> Rating:
        return ratings.get(p.id, p.rating)

    matching = [p for p in pool if filters.admits(p, rating_of(p))]
    if not matching:
        raise CachetaError(Said("trainer.none_match", filters=_said_filters(filters)))
    if previous is None and past:
        previous = past[-1].puzzle
    candidates = [p for p in matching if p.id != previous]
    if not candidates:
        raise CachetaError(Said("trainer.only_one", filters=_said_filters(filters)))
    by_id = {p.id: p for p in candidates}
    for pid in due(past):
        if pid in by_id:
            return by_id[pid]
    seen = {a.puzzle for a in past}
    fresh = [p for p in candidates if p.id not in seen] or candidates
    fresh.sort(key=lambda p: p.id)
    pull = theme_pull(past)
    weights = [weight(p, rating_of(p).rating, learner, pull) for p in fresh]
    return rng.choices(fresh, weights)[0]


def _said_filters(filters: Filters) -> Pair:
    """The filters in words in both languages (kept to be said in either)."""
    return in_both(filters.words)
