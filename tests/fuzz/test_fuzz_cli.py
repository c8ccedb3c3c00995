"""The command line, driven in-process with hostile arguments: an answer (exit 0 or 1) or one
line on stderr in the chosen language (exit 2), never a traceback or a usage dump.

``simulate`` is left out: it starts worker processes, and its bounds have their own tests."""

from __future__ import annotations

import contextlib
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.cli import main

from .hostile import FUZZ, PRESET_NAMES, card_like, hand_like, hostile_text, outcome

# hostile inputs are huge on purpose: no warning about their repr
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

COMMANDS = st.sampled_from(["analyze", "analisar", "meld", "jogo", "rules", "regras", "presets",
                            "frobnicate", "", "-h"])
OPTIONS = st.sampled_from(["--rules", "--preset", "--set", "--vira", "--lang", "--json",
                           "--seen", "--bogus", "-x", "--", "--lang=en", "--set=ace=low"])
RULE_SET = st.builds(lambda name, value: f"{name}={value}",
                     st.sampled_from(["ace", "curinga", "max_players", "min_players",
                                      "loss_on_bater", "jokers", "id", "seed", "max_wilds",
                                      "nonsense", ""]),
                     st.one_of(st.sampled_from(["none", "low", "x", "-1", "50", "true", ""]),
                               hostile_text))
WORDS = st.one_of(OPTIONS, hand_like, card_like, PRESET_NAMES, RULE_SET, hostile_text,
                  st.sampled_from(["pt", "en", "fr", "5c"]))
argv = st.builds(lambda cmd, rest: ([cmd] if cmd else []) + rest, COMMANDS,
                 st.lists(WORDS, max_size=6))


def _run(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


@FUZZ
@given(args=argv)
def test_the_command_line(args: list[str]) -> None:
    ok, result = outcome(lambda: _run(args), what="cacheta-lab " + " ".join(args)[:60])
    assert ok, f"main raised {result!r}"
    code, out, err = result
    assert code in (0, 1, 2)
    assert "Traceback" not in err and "usage:" not in err
    if code == 2:
        assert out == "" and err.startswith("cacheta-lab: ") and err.count("\n") == 1
        assert len(err) < 2000
    elif "-h" not in args and "--help" not in args:
        assert out  # an answer was printed
