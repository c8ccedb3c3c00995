"""Confidence intervals for rates and means."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rate:
    """``k`` successes in ``n`` trials, with a 95% Wilson interval."""

    k: int
    n: int

    @property
    def value(self) -> float:
        return self.k / self.n if self.n else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    def to_dict(self) -> dict[str, Any]:
        lo, hi = self.interval
        return {"k": self.k, "n": self.n, "rate": _r(self.value), "ci95": [_r(lo), _r(hi)]}

    def __str__(self) -> str:
        if not self.n:
            return "–"
        lo, hi = self.interval
        return f"{100 * self.value:.1f}% [{100 * lo:.1f}–{100 * hi:.1f}] ({self.k}/{self.n})"


@dataclass(frozen=True)
class Mean:
    """The mean of ``values`` with a 95% normal interval."""

    values: tuple[float, ...]

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def value(self) -> float:
        return sum(self.values) / self.n if self.n else math.nan

    @property
    def sd(self) -> float:
        if self.n < 2:
            return 0.0
        m = self.value
        return math.sqrt(sum((v - m) ** 2 for v in self.values) / (self.n - 1))

    @property
    def interval(self) -> tuple[float, float]:
        half = Z95 * self.sd / math.sqrt(self.n) if self.n else math.nan
        return self.value - half, self.value + half

    def to_dict(self) -> dict[str, Any]:
        lo, hi = self.interval
        return {"n": self.n, "mean": _r(self.value), "sd": _r(self.sd),
                "ci95": [_r(lo), _r(hi)],
                "min": min(self.values) if self.values else None,
                "max": max(self.values) if self.values else None}

    def __str__(self) -> str:
        if not self.n:
            return "–"
        lo, hi = self.interval
        return f"{self.value:.1f} ± {(hi - lo) / 2:.1f} (sd {self.sd:.1f}, n={self.n})"


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``k`` successes in ``n`` trials."""
    if n == 0:
        return (math.nan, math.nan)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_of(values: Sequence[float]) -> Mean:
    return Mean(tuple(values))


def _r(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4)
