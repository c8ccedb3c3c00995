"""The shipped puzzles, read once for the trainer's tests, and a history file per test."""

from __future__ import annotations

from pathlib import Path

import pytest

from cacheta_lab.puzzles import load
from cacheta_lab.tables.trainer.history import History


@pytest.fixture(scope="session")
def puzzles():
    return load()


@pytest.fixture
def history_path(tmp_path) -> Path:
    return tmp_path / "history.sqlite"


@pytest.fixture
def history(history_path):
    with History(history_path) as h:
        yield h


def messages(err) -> tuple[str, str]:
    """An error's sentence in Portuguese and in English."""
    return err.message("pt"), err.message("en")
