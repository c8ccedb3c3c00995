"""Starting a room server: the Python API checks what the command line checks, each bad value a
one-line error in both languages before anything is written; a start that fails (a busy port, a
host no machine has) leaves no state directory behind; a stop asked before the server runs is
kept."""

from __future__ import annotations

import contextlib
import io
import math
import socket
import threading
from pathlib import Path
from typing import Any

import pytest
from fuzz.hostile import FUZZ, hostile_value, outcome
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.cli import main
from cacheta_lab.errors import CachetaError
from cacheta_lab.room import open_server, serve
from cacheta_lab.words.echo import short_repr

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

REFUSED: list[dict[str, Any]] = [
    {"rooms": 0}, {"rooms": 10**7}, {"rooms": True}, {"rooms": "2"},
    {"lang": "xx"}, {"lang": None},
    {"bots": {99: "greedy"}}, {"bots": {"0": "greedy"}}, {"bots": {0: "genius"}},
    {"bots": {True: "greedy"}}, {"bots": ["genius"]}, {"bots": 5},
    {"bots": ["greedy"] * 5},
    {"unit": "zz"}, {"unit": None},
    {"bot_delay": -1}, {"bot_delay": math.nan}, {"bot_delay": math.inf}, {"bot_delay": "soon"},
    {"bot_delay": True},
    {"seed": 10**5000}, {"seed": "\ud800"}, {"seed": True}, {"seed": "x" * 300},
    {"seed": 2**300}, {"seed": 1.5},
    {"max_turns": 0}, {"max_turns": 10**9}, {"max_turns": "5"},
    {"players": 0}, {"players": 99}, {"players": True}, {"players": 5},
    {"host": "a" * 300}, {"host": 5}, {"host": "a\x00b"}, {"host": "two words"},
    {"port": 70000}, {"port": -1}, {"port": True}, {"port": "80"},
    {"preset": "nope"}, {"preset": 5},
    {"rate": 0}, {"rate": -1}, {"rate": "x"}, {"rate": math.nan}, {"burst": 0},
    {"public_deal": "yes"},
    {"round_pause": -1}, {"round_pause": 4000}, {"round_pause": "host"},
    {"round_pause": math.nan}, {"round_pause": True},
]


def _one_line(error: CachetaError) -> None:
    for lang in ("pt", "en"):
        message = error.message(lang)
        assert message and "\n" not in message and len(message) < 300, message
        message.encode("utf-8")


@pytest.mark.parametrize("bad", REFUSED, ids=[
    ",".join(f"{k}={short_repr(v, 20)}" for k, v in b.items()) for b in REFUSED])
def test_each_bad_value_is_one_line_and_writes_nothing(bad: dict[str, Any], tmp_path) -> None:
    state = tmp_path / "never"
    with pytest.raises(CachetaError) as caught:
        serve(**{"state": state, "port": 0, "bot_delay": 0, **bad})
    _one_line(caught.value)
    assert not state.exists()


PARAMETERS = ["rooms", "lang", "bots", "unit", "bot_delay", "seed", "max_turns", "players",
              "host", "port", "preset", "rate", "burst", "public_deal", "round_pause"]


@FUZZ
@given(name=st.sampled_from(PARAMETERS), value=hostile_value)
def test_hostile_values_are_refused_or_taken(name: str, value: Any) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as where:
        state = Path(where) / "state"
        ok, server = outcome(lambda: open_server(state, **{name: value}),
                             what=f"open_server({name}=…)")
        if ok:
            server.stop()
        assert not state.exists()  # opened or refused: nothing written before it listens


def _busy_port() -> socket.socket:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    return taken


def test_a_busy_port_raises_and_leaves_nothing(tmp_path) -> None:
    with _busy_port() as taken:
        port = taken.getsockname()[1]
        for attempt in range(3):  # the thread's start is not a race
            state = tmp_path / f"busy{attempt}"
            with pytest.raises(CachetaError) as caught:
                serve(state=state, port=port)
            _one_line(caught.value)
            assert str(port) in caught.value.message("en")
            assert not state.exists()


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["room", "serve", "--lang", "en", *args])
    return code, out.getvalue(), err.getvalue()


def test_the_command_on_a_busy_port_leaves_no_room(tmp_path) -> None:
    with _busy_port() as taken:
        state = tmp_path / "new"
        code, out, err = _cli("--port", str(taken.getsockname()[1]), "--state", str(state))
    assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err
    assert not state.exists()
    # an existing, empty directory is left as it was
    state.mkdir()
    with _busy_port() as taken:
        code, _, err = _cli("--port", str(taken.getsockname()[1]), "--state", str(state))
    assert code == 2 and list(state.iterdir()) == []


@pytest.mark.parametrize("host", ["a" * 300, "x" * 64 + ".example", "a..b"])
def test_a_host_no_machine_has_is_one_line(host: str, tmp_path) -> None:
    code, out, err = _cli("--host", host, "--port", "0", "--state", str(tmp_path / "s"))
    assert code == 2 and not out and err.count("\n") == 1 and "Traceback" not in err
    assert len(err) < 300 and not (tmp_path / "s").exists()


@pytest.mark.parametrize("state", [
    "d" * 5000, "/tmp/" + "x" * 300 + "/s", "/".join(["deep"] * 1100)])
def test_a_long_state_path_gives_a_short_line(state: str) -> None:
    code, out, err = _cli("--port", "0", "--state", state)
    assert code == 2 and not out and err.count("\n") == 1 and len(err) < 300, err[:400]


def test_a_state_path_the_system_refuses_gives_its_reason_short(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    code, _, err = _cli("--port", "0", "--state", str(blocker / "sub" / ("y" * 200)))
    assert code == 2 and err.count("\n") == 1 and len(err) < 300
    assert "Not a directory" in err or "not a directory" in err


def test_players_beyond_the_preset_name_its_range(tmp_path) -> None:
    for players, preset in (("99", "oficial"), ("5", "oficial"), ("1", "cachetao")):
        code, _, err = _cli("--players", players, "--preset", preset, "--port", "0",
                            "--state", str(tmp_path / "s"))
        assert code == 2 and "played by 2 to" in err, err
    assert not (tmp_path / "s").exists()


def test_a_stop_asked_before_the_server_runs_is_kept(tmp_path) -> None:
    server = open_server(tmp_path / "s", players=2)
    server.stop()  # e.g. SIGTERM just before the loop starts
    runner = threading.Thread(target=server.run, daemon=True)
    runner.start()
    runner.join(10)
    assert not runner.is_alive(), "the stop was lost: the server serves on"
