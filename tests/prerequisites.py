"""Browser and site tests whose prerequisites are missing: fail under CI, skip loudly elsewhere."""

from __future__ import annotations

import os
from typing import Any

import pytest


class NotRun:
    """Skips (or, with ``CI=true``, fails) the tests of one kind, and says so again at the end
    of the run."""

    def __init__(self, what: str, under_ci: str) -> None:
        self.what = what  # "END-TO-END TESTS"
        self.under_ci = under_ci  # why a missing piece is an error under CI
        self.reasons: list[str] = []

    def __call__(self, reason: str) -> None:
        message = f"{self.what} NOT RUN: {reason}"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{message} (CI=true: {self.under_ci})", pytrace=False)
        self.reasons.append(message)
        pytest.skip(message)

    def summary(self, terminalreporter: Any) -> None:
        if self.reasons:
            terminalreporter.write_sep("*", self.reasons[0], red=True, bold=True)
