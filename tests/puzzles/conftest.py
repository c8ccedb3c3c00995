"""A tiny puzzle set built once for the tests that need one (a few seconds)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cacheta_lab.puzzles.build import build
from cacheta_lab.puzzles.decision import Settings
from cacheta_lab.puzzles.unit import UnitSettings

# a few play-outs, two attempts a bot: seconds, not minutes
TINY = UnitSettings(Settings(playouts=120, se=0.06), deep_per_round=1, attempts=2)
PRESETS = ["pife-simples", "cachetao"]
BUILD = dict(count=6, seed=5, settings=TINY, theme_min=0, progress=False)


@pytest.fixture(scope="session")
def tiny_set(tmp_path_factory) -> Path:
    """The file of a tiny build (two presets, six puzzles and a few more), in one process."""
    out = tmp_path_factory.mktemp("tiny") / "set.json.gz"
    build(PRESETS, out=out, workers=1, **BUILD)
    return out
