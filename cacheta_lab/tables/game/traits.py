"""The game table's own checked trait: the auto-play speed (its flags and language are the
tables' shared :class:`~cacheta_lab.tables.base.Flag` and
:class:`~cacheta_lab.tables.base.Lang`)."""

from __future__ import annotations

import math
from typing import Any

import traitlets

from ...errors import refusal
from ...words.echo import short_repr
from ..base import refused

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # moves per second offered by the speed menu
LOWEST_SPEED, HIGHEST_SPEED = 0.1, 20.0


class Speed(traitlets.Float):
    """Moves per second, 0.1 to 20: any other value (a string, NaN, 10**400…) is refused."""

    def validate(self, obj: Any, value: Any) -> float:
        try:
            ok = (not isinstance(value, bool) and isinstance(value, int | float)
                  and math.isfinite(float(value))
                  and LOWEST_SPEED <= float(value) <= HIGHEST_SPEED)
        except OverflowError:
            ok = False
        if not ok:
            raise refused(refusal("game.bad_speed", value=short_repr(value),
                                  low=f"{LOWEST_SPEED:g}", high=f"{HIGHEST_SPEED:g}"))
        return float(value)
