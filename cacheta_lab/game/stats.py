"""Confidence intervals for rates and means, and summaries that merge.

A :class:`Mean` keeps the count, the sum, the sum of squares, the least and the greatest value,
so two means of disjoint samples add up (``a + b``) to the mean of both samples: a simulation
can be summed up chunk by chunk, on any number of machines, in a memory that does not grow
with the number of games. With whole-number values (turns, folds, rounds) the sums are exact,
so the merged figures do not depend on the order of the chunks.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..checks import check_count
from ..drawing.explain import mean_text, rate_text

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rate:
    """``k`` successes in ``n`` trials, with a 95% Wilson interval."""

    k: int
    n: int

    def __post_init__(self) -> None:
        check_trials(self.k, self.n)

    @property
    def value(self) -> float:
        return self.k / self.n if self.n else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    def __add__(self, other: Rate) -> Rate:
        return Rate(self.k + other.k, self.n + other.n)

    def to_dict(self) -> dict[str, Any]:
        lo, hi = self.interval
        return {"k": self.k, "n": self.n, "rate": _r(self.value), "ci95": [_r(lo), _r(hi)]}

    def __str__(self) -> str:
        """In English; :func:`cacheta_lab.drawing.explain.rate_text` writes it in either
        language."""
        return rate_text(self, "en")


@dataclass(frozen=True)
class Mean:
    """A sample's mean with a 95% normal interval, kept as count, sums and extremes."""

    n: int = 0
    total: float = 0
    total_sq: float = 0
    lo: float | None = None
    hi: float | None = None

    @classmethod
    def of(cls, values: Iterable[float]) -> Mean:
        """The mean of ``values``."""
        out = cls()
        for v in values:
            out = out.add(v)
        return out

    def add(self, value: float) -> Mean:
        """This sample with one more value."""
        return Mean(self.n + 1, self.total + value, self.total_sq + value * value,
                    value if self.lo is None else min(self.lo, value),
                    value if self.hi is None else max(self.hi, value))

    def __add__(self, other: Mean) -> Mean:
        if not other.n:
            return self
        if not self.n:
            return other
        return Mean(self.n + other.n, self.total + other.total, self.total_sq + other.total_sq,
                    min(self.lo, other.lo), max(self.hi, other.hi))  # type: ignore[type-var]

    @property
    def value(self) -> float:
        return self.total / self.n if self.n else math.nan

    @property
    def sd(self) -> float:
        if self.n < 2:
            return 0.0
        # n·Σx² − (Σx)² is exact for whole numbers; divide once at the end
        spread = self.n * self.total_sq - self.total * self.total
        return math.sqrt(max(spread, 0) / (self.n * (self.n - 1)))

    @property
    def interval(self) -> tuple[float, float]:
        half = Z95 * self.sd / math.sqrt(self.n) if self.n else math.nan
        return self.value - half, self.value + half

    def to_dict(self) -> dict[str, Any]:
        lo, hi = self.interval
        return {"n": self.n, "mean": _r(self.value), "sd": _r(self.sd),
                "ci95": [_r(lo), _r(hi)], "min": self.lo, "max": self.hi}

    def __str__(self) -> str:
        """In English; :func:`cacheta_lab.drawing.explain.mean_text` writes it in either
        language."""
        return mean_text(self, "en")


@dataclass
class Tally:
    """A summary that merges: named counts, named :class:`Mean` s, and timings.

    ``counts`` and ``means`` are the statistics (the same whatever order the parts merge in);
    ``timing`` holds seconds, which vary from run to run.
    """

    counts: Counter[str] = field(default_factory=Counter)
    means: dict[str, Mean] = field(default_factory=dict)
    timing: Counter[str] = field(default_factory=Counter)

    def count(self, key: str, k: int = 1) -> None:
        self.counts[key] += k

    def observe(self, key: str, value: float) -> None:
        self.means[key] = self.means.get(key, EMPTY).add(value)

    def mean(self, key: str) -> Mean:
        return self.means.get(key, EMPTY)

    def merge(self, other: Tally) -> Tally:
        """Add ``other`` into this tally (in place) and return it."""
        self.counts.update(other.counts)
        self.timing.update(other.timing)
        for key, m in other.means.items():
            self.means[key] = self.means.get(key, EMPTY) + m
        return self

    def statistics(self) -> tuple[dict[str, int], dict[str, Mean]]:
        """The counts and the means (no timings), to compare two runs."""
        return ({k: v for k, v in sorted(self.counts.items()) if v},
                dict(sorted(self.means.items())))

    @classmethod
    def merged(cls, parts: Iterable[Tally]) -> Tally:
        out = cls()
        for part in parts:
            out.merge(part)
        return out


EMPTY = Mean()


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``k`` successes in ``n`` trials."""
    check_trials(k, n)
    if n == 0:
        return (math.nan, math.nan)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def check_trials(k: int, n: int) -> None:
    """``k`` successes in ``n`` trials: whole numbers with 0 ≤ k ≤ n."""
    check_count("n", n, 0, 10**18)
    check_count("k", k, 0, n)


def _r(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4)
