"""What a seat's client guarantees against a link it cannot use and a server that lies: one
line and a documented exit status from ``cacheta-lab room play``, a clean error from the
Python clients, never a traceback; a transcript that cannot be written and a game that never
moves stop it. The server here is a fake on 127.0.0.1 answering with scripted frames
(:mod:`hostile_server` here)."""

from __future__ import annotations

import copy
import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fuzz.hostile import FUZZ, json_text, json_value, outcome
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab.cli import main
from cacheta_lab.errors import CachetaError
from cacheta_lab.room.browser import BrowserConnection
from cacheta_lab.room.client import (
    AsyncRoomClient,
    RoomBroken,
    RoomConnection,
    play_seat,
    play_seat_async,
    run_blocking,
)

from .hostile_server import FakeRoom, played, running, state_of, texts, waiting_seat, welcome_of

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")


@pytest.fixture
def fake() -> Iterator[FakeRoom]:
    yield from running()


def room_play(capsys, *args: str) -> tuple[int, str, str, float]:
    start = time.monotonic()
    code = main(["room", "play", *args, "--lang", "en"])
    out, err = capsys.readouterr()
    return code, out, err, time.monotonic() - start


# --- the link, checked once before any connection --------------------------------------------

BAD_LINKS = {
    "an IPv6 bracket never closed": "http://[::1/r/x/seat/0?key=y",
    "port 99999": "http://127.0.0.1:99999/r/x/seat/0?key=y",
    "port 0": "http://127.0.0.1:0/r/x/seat/0?key=y",
    "a port that is not a number": "http://127.0.0.1:80a/r/x/seat/0?key=y",
    "no host": "http:///r/x/seat/0?key=y",
    "a 300-character host": f"http://{'a' * 300}/r/x/seat/0?key=y",
    "a 70-character label": f"http://{'b' * 70}.example/r/x/seat/0?key=y",
    "another scheme": "ftp://127.0.0.1:8765/r/x/seat/0?key=y",
    "a host link": "http://127.0.0.1:8765/r/x/host?key=y",
    "not a room's path": "http://127.0.0.1:8765/x/seat/0?key=y",
    "a space": "http://127.0.0.1:8765/r/x/seat/0?key=y z",
    "a lone surrogate": "http://127.0.0.1:8765/r/x/seat/0?key=\ud800",
    "5,000 characters": "http://127.0.0.1:8765/r/x/seat/0?key=" + "k" * 5000,
}


@pytest.mark.parametrize("case", list(BAD_LINKS))
def test_a_link_that_cannot_be_a_seats_is_one_line(capsys, case: str) -> None:
    code, out, err, _ = room_play(capsys, BAD_LINKS[case], "--patience", "1")
    assert code == 2 and not out and err.count("\n") == 1, err
    assert err.startswith("cacheta-lab: invalid link (") and len(err) < 400, err
    with pytest.raises(CachetaError):
        play_seat(BAD_LINKS[case], patience=1)
    if case != "a host link":  # a table may join as the host
        with pytest.raises(CachetaError):
            RoomConnection(BAD_LINKS[case], timeout=1)


def test_the_link_check_keeps_every_good_form() -> None:
    for link in ("http://127.0.0.1:8765/r/k3v9q2/seat/1?key=abc&lang=en",
                 "ws://[::1]:8765/r/k3v9q2/watch?key=abc",
                 "https://sala.escola-1.example.br/r/k3v9q2/host?key=abc",
                 "wss://room_server.local/r/k3v9q2/seat/10?key=abc"):
        assert AsyncRoomClient(link).address.room == "k3v9q2"


# --- a server that breaks the protocol ----------------------------------------------------------

RND = played()
SEAT = waiting_seat(RND)
WELCOME, STATE = welcome_of(RND, SEAT), state_of(RND, SEAT)


def changed(frame: dict[str, Any], path: str, value: Any = ...) -> dict[str, Any]:
    """``frame`` with the field at ``path`` ("table.hand_sizes") set to ``value`` (removed
    when no value is given)."""
    frame = copy.deepcopy(frame)
    *parents, last = path.split(".")
    holder = frame
    for key in parents:
        holder = holder[key]
    if value is ...:
        del holder[last]
    else:
        holder[last] = value
    return frame


three_copies = [STATE["you"]["hand"][0]] * 3 + STATE["you"]["hand"][3:]
BROKEN: dict[str, tuple[list[str | bytes], str]] = {
    "not JSON": (["hello"], "(?): the message is not JSON"),
    "a list": (["[1, 2]"], "not a JSON object with a \"type\""),
    "a binary frame": ([b"\x00{}"], "not JSON"),
    "JSON nested 100,000 deep": (["[" * 100_000 + "]" * 100_000], "not JSON"),
    "a state before the welcome": (texts(STATE), "(state): it came before the welcome"),
    "another protocol": (texts(changed(WELCOME, "protocol", 2)), "protocol 1"),
    "protocol true": (texts(changed(WELCOME, "protocol", True)), "protocol 1"),
    "seat true": (texts(changed(WELCOME, "seat", True)), f"the link is /r/fake/seat/{SEAT}"),
    "a welcome for the host": (texts(changed(changed(WELCOME, "role", "host"), "seat", None)),
                               f"the link is /r/fake/seat/{SEAT}"),
    "rules that are not rules": (texts(changed(WELCOME, "rules", {"jokers": "yes"})), "jokers"),
    "a state without table": (texts(WELCOME, changed(STATE, "table")), "table=None"),
    "hand_sizes with a key x": (texts(WELCOME, changed(STATE, "table.hand_sizes",
                                                       {**STATE["table"]["hand_sizes"],
                                                        "x": 9})), "table.hand_sizes="),
    "a hand holding three copies": (texts(WELCOME, changed(STATE, "you.hand", three_copies)),
                                    "impossible view"),
    "a view that differs from the table": (texts(WELCOME, changed(STATE, "you.turns", 99)),
                                           "you.turns=99; differs from table.turns"),
    "a legal move of another seat": (
        texts(WELCOME, changed(STATE, "legal", [{"type": "draw", "seat": RND.turn,
                                                 "source": "monte"}])),
        f"a move of player {SEAT}"),
    "an error without a message": (texts(WELCOME, {"type": "error", "code": "x"}), "message="),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_frame_that_breaks_the_protocol_is_the_servers_fault(capsys, fake: FakeRoom,
                                                                case: str) -> None:
    fake.script, words = BROKEN[case]
    code, out, err, spent = room_play(capsys, fake.link(SEAT), "--patience", "2", "--idle", "5")
    assert code == 3 and not out and err.count("\n") == 1, err
    assert "the room's server broke the protocol" in err and words in err, err
    assert fake.connections == 1 and spent < 5  # stopped at once: never reconnected


def test_a_good_script_plays_to_its_end(capsys, fake: FakeRoom) -> None:
    """The fake's frames are what a room sends: the same client finishes on them."""
    over = played(moves=None)
    fake.script = texts(WELCOME, STATE, state_of(over, SEAT))
    code, out, err, _ = room_play(capsys, fake.link(SEAT), "--idle", "5")
    assert code == 0 and not err and json.loads(out)["winner"] == over.result.winner


# --- what the client itself cannot do ---------------------------------------------------------

def test_a_transcript_that_cannot_be_written_stops_in_one_line(capsys, fake: FakeRoom) -> None:
    fake.script = texts(WELCOME, STATE)
    code, out, err, spent = room_play(capsys, fake.link(SEAT), "--transcript", "/dev/full",
                                      "--patience", "3", "--idle", "20")
    assert code == 2 and not out and err.count("\n") == 1, err
    assert "could not write '/dev/full': No space left on device" in err, err
    assert fake.connections == 1 and spent < 3  # not taken for a lost connection


def test_a_game_that_never_moves_gives_up_after_idle(capsys, fake: FakeRoom) -> None:
    fake.script = texts(WELCOME, STATE)  # not this seat's turn, and nothing more ever
    code, out, err, spent = room_play(capsys, fake.link(SEAT), "--idle", "1", "--patience", "30")
    assert code == 1 and not out and err.count("\n") == 1, err
    assert "the game did not move for 1 seconds: giving up" in err, err
    assert 1 <= spent < 5
    for bad in ("0", "-1", "nan", "86401", "soon"):
        code, out, err, _ = room_play(capsys, fake.link(SEAT), "--idle", bad)
        assert code == 2 and err.count("\n") == 1 and "--idle" in err, err


# --- the notebook's two transports ------------------------------------------------------------

def test_the_threaded_connection_stops_on_a_broken_frame(fake: FakeRoom) -> None:
    fake.script = [*texts(WELCOME, STATE), "[]"]
    down = threading.Event()
    conn = RoomConnection(fake.link(SEAT), on_link=lambda up: up or down.set(), timeout=5)
    try:
        assert down.wait(5) and isinstance(conn.failure, RoomBroken) and not conn.connected
        assert conn.view() is not None and conn.view().seat == SEAT
    finally:
        conn.close()
    fake.script = [*texts(WELCOME), "{\"type\": \"state\"}"]
    with pytest.raises(RoomBroken):
        RoomConnection(fake.link(SEAT), timeout=5)


def test_a_table_joined_to_a_lying_server_says_so() -> None:
    pytest.importorskip("anywidget")
    from cacheta_lab import GameTable

    for fake in running():
        fake.script = [*texts(WELCOME, STATE), 0.3, "[]"]
        table = GameTable(room=fake.link(SEAT), lang="en")
        try:
            deadline = time.monotonic() + 5
            while not (table.view.get("error") or "").startswith("the room's server broke"):
                assert time.monotonic() < deadline, table.view.get("error")
                time.sleep(0.02)
            assert table.away
        finally:
            table.close()


def test_error_frames_are_counted_and_the_last_hundred_kept(fake: FakeRoom) -> None:
    error = {"type": "error", "code": "illegal_move", "message": "no", "id": 1}
    fake.script = texts(WELCOME, STATE, *[error] * 300, state_of(played(moves=None), SEAT))

    async def read_all() -> AsyncRoomClient:
        async with AsyncRoomClient(fake.link(SEAT)) as client:
            async for frame in client.frames():
                if frame["type"] == "state" and frame["table"]["over"]:
                    return client
        raise AssertionError("the frames ended")

    client = run_blocking(read_all())
    assert client.refused == 300 and len(client.errors) == 100


class _Page:
    """The browser, played by hand: a socket that opens when told, and messages given to it."""

    secure = False

    def __init__(self) -> None:
        self.closed = False
        self.events: dict[str, Callable[..., None]] = {}

    def socket(self, url: str, on_open: Callable[[], None], on_message: Callable[[str], None],
               on_close: Callable[[], None]) -> _Page:
        self.events = {"open": on_open, "message": on_message, "close": on_close}
        return self

    def send(self, text: str) -> None:
        pass

    def close(self) -> None:
        self.closed = True

    def release(self) -> None:
        pass

    def later(self, seconds: float, then: Callable[[], None]) -> None:
        pass

    def status(self, url: str, then: Callable[[int, str], None]) -> None:
        pass

    def now(self) -> float:
        return time.monotonic()


def test_the_browsers_connection_stops_on_a_broken_frame() -> None:
    page, frames, links = _Page(), [], []
    link = f"http://127.0.0.1:9/r/fake/seat/{SEAT}?key=k"
    conn = BrowserConnection(link, "en", frames.append, links.append, page=page)
    page.events["open"]()
    for text in texts(WELCOME, STATE):
        page.events["message"](text)
    assert [f["type"] for f in frames] == ["welcome", "state"] and conn.view is not None
    page.events["message"](json.dumps(changed(STATE, "table.turn", 7)))
    assert isinstance(conn.failure, RoomBroken) and page.closed and links[-1] is False
    assert "table.turn=7" in conn.failure.message("en") and len(frames) == 2
    with pytest.raises(CachetaError):
        BrowserConnection("http://[::1/r/x/seat/0?key=y", "en", frames.append, links.append,
                          page=_Page())


# --- frames broken at random -----------------------------------------------------------------

FINAL = state_of(played(moves=None), SEAT)


@st.composite
def lies(draw: st.DrawFn) -> list[str | bytes]:
    """A script whose welcome or state has one field changed to hostile JSON (or removed), or
    with hostile text in between, ending on the round's end."""
    welcome, state = copy.deepcopy(WELCOME), copy.deepcopy(STATE)
    if draw(st.booleans()):
        raw = draw(json_text)
        return [*texts(welcome), raw, *texts(state, FINAL)]
    frame = draw(st.sampled_from([welcome, state, state["table"], state["you"]]))
    key = draw(st.sampled_from(sorted(frame)))
    if draw(st.booleans()):
        del frame[key]
    else:
        frame[key] = draw(json_value)
    return texts(welcome, state, FINAL)


@FUZZ
@given(script=lies())
def test_random_lies_get_an_answer_or_one_clean_line(fake: FakeRoom,
                                                    script: list[str | bytes]) -> None:
    fake.script = script
    ok, answer = outcome(lambda: run_blocking(play_seat_async(fake.link(SEAT), patience=1,
                                                              idle=3)), what="play_seat")
    if ok:
        assert answer["finished"] and answer["winner"] == FINAL["table"]["result"]["winner"]
