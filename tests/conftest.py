"""Shared test setup: the project on the import path, hypothesis profiles, deal strategies."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# "ci" (default): derandomized, so every run draws the same examples. "dev": random draws, more
# examples, for hunting new failures locally (HYPOTHESIS_PROFILE=dev).
settings.register_profile(
    "ci", derandomize=True, deadline=None, print_blob=True, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much, HealthCheck.large_base_example],
)
settings.register_profile(
    "dev", derandomize=False, deadline=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much, HealthCheck.large_base_example],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _fresh_oracle_caches():
    """The oracle memoizes a lot; start each test afresh so memory stays bounded."""
    yield
    import oracle

    oracle.clear_caches()


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    """The package's wheel, built once for the tests that look inside it."""
    import subprocess

    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(folder), str(ROOT)], check=True)
    return next(folder.glob("cacheta_lab-*.whl"))
