"""Hostile frames on a room's links (as tests/fuzz throws them at the widgets): malformed,
oversized and flooding frames, and hostile strings (lone surrogates among them) in every field,
each get a clear error frame, change nothing and leave the connection open."""

from __future__ import annotations

import json
from collections.abc import Collection

import pytest
from fuzz.hostile import (
    FUZZ,
    LOOK_ALIKES,
    NUL_TEXTS,
    card_like,
    hand_like,
    json_scalar,
    json_text,
    json_value,
    lone_surrogate,
)
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from cacheta_lab.game.bots import LEVELS
from cacheta_lab.game.moves import TYPES
from cacheta_lab.room.links import websocket_url
from cacheta_lab.room.server import DROPS_TO_CLOSE, LONGEST_FRAME, MAX_MESSAGE
from cacheta_lab.room.table import HOST_ACTIONS

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

# strings no field should echo raw: lone surrogates, controls, look-alikes, long ones
HOSTILE = st.one_of(lone_surrogate, st.sampled_from(NUL_TEXTS + LOOK_ALIKES + ["x" * 200]),
                    st.text(max_size=12))
SCALAR = st.one_of(json_scalar, HOSTILE)
VALUE = st.one_of(json_value, HOSTILE)
CARDS = st.sampled_from(["5h", "JK", "Kc", "10s", "Ad", "Xx", ""])
MOVE = st.fixed_dictionaries(
    {"type": st.one_of(st.sampled_from([*TYPES, "pass", ""]), HOSTILE)},
    optional={"seat": st.one_of(SCALAR, st.integers(0, 3)),
              "source": st.one_of(st.sampled_from(["monte", "lixeira"]), VALUE),
              "card": st.one_of(CARDS, VALUE), "discard": st.one_of(CARDS, VALUE)})
FRAME = st.fixed_dictionaries(
    {"type": st.one_of(st.sampled_from(["move", "host", "hello", "watch", ""]), SCALAR)},
    optional={"move": st.one_of(MOVE, VALUE),
              "action": st.one_of(st.sampled_from(list(HOST_ACTIONS)), VALUE),
              "lang": st.one_of(st.sampled_from(["pt", "en", "de"]), SCALAR),
              "id": SCALAR, "seat": st.one_of(st.integers(0, 3), SCALAR), "bot": VALUE,
              "game": SCALAR, "force": st.one_of(st.booleans(), SCALAR)})


def _among(value: object, names: Collection[str]) -> bool:
    """Whether ``value`` is one of ``names`` (a list or a dict is none of them)."""
    return isinstance(value, str) and value in names


NOT_ZERO = SCALAR.filter(lambda g: g is not None and not (type(g) is int and g == 0))
HOST_FRAME = st.one_of(  # host frames that must all be refused
    st.fixed_dictionaries({"type": st.just("host"),
                           "action": VALUE.filter(lambda a: not _among(a, HOST_ACTIONS))},
                          optional={"id": SCALAR}),
    st.fixed_dictionaries({"type": st.just("host"), "action": st.sampled_from(
        list(HOST_ACTIONS)), "id": lone_surrogate}),
    st.fixed_dictionaries({"type": st.just("host"), "action": st.just("replace"),
                           "seat": st.one_of(st.integers(0, 2), SCALAR),
                           "bot": VALUE.filter(lambda b: not _among(b, LEVELS))}),
    st.fixed_dictionaries({"type": st.just("host"), "action": st.just("release"),
                           "seat": st.one_of(st.integers(0, 2), SCALAR)}),
    st.fixed_dictionaries({"type": st.just("host"), "action": st.just("log"),
                           "game": NOT_ZERO}),  # game 0, the current one, has a log
)
TEXT = st.one_of(FRAME.map(json.dumps), json_text, card_like, hand_like,
                 st.integers(LONGEST_FRAME - 2, LONGEST_FRAME + 2).map("[1]".ljust)
                 ).filter(lambda t: len(t.encode("utf-8", "surrogatepass")) < MAX_MESSAGE)


FRAME_FUZZ = settings(FUZZ, max_examples=max(FUZZ.max_examples, 200))  # a few ms a frame
SURROGATE = "\ud800"
IN_EVERY_FIELD = [  # a lone surrogate where each field of a seat's frame may echo it
    {"type": SURROGATE}, {"type": "move", "id": SURROGATE, "move": {"type": "correr"}},
    {"type": "move", "move": {"type": "draw", "seat": SURROGATE}},
    {"type": "move", "move": {"type": SURROGATE}},
    {"type": "move", "move": {"type": "discard", "card": SURROGATE}},
    {"type": "move", "move": {"type": "draw", "source": SURROGATE}},
    {"type": "hello", "lang": SURROGATE}, {"type": "host", "action": SURROGATE},
    {"type": "hello", "id": "x" * 39 + SURROGATE},
]


def _open(url: str) -> ClientConnection:
    return connect(websocket_url(url), open_timeout=5, compression=None)


def _greeted(ws: ClientConnection) -> ClientConnection:
    assert json.loads(ws.recv(5))["type"] == "welcome"
    assert json.loads(ws.recv(5))["type"] == "state"
    return ws


def _answer(ws: ClientConnection) -> dict:
    """The next frame that is not a state frame."""
    while True:
        frame = json.loads(ws.recv(5))
        if frame["type"] != "state":
            return frame


def test_hostile_frames_get_an_error_and_change_nothing(make_server) -> None:
    server = make_server(players=3, rate=1e6, burst=10**6)  # no rate limit here
    room = next(iter(server.rooms.values()))
    before = room.round.snapshot()
    links = server.links
    with _open(links["seats"][1]) as seat, _open(links["watch"]) as watch:
        sockets = {"seat": _greeted(seat), "watch": _greeted(watch)}

        @FRAME_FUZZ
        @given(text=TEXT, who=st.sampled_from(sorted(sockets)))
        def one(text: str, who: str) -> None:
            ws = sockets[who]
            try:
                ws.send(text)
            except UnicodeEncodeError:  # a lone surrogate cannot travel as text
                return
            answer = _answer(ws)
            if answer["type"] == "welcome":  # a hello: the state follows
                assert json.loads(ws.recv(5))["type"] == "state"
            else:
                _refused(answer)
                assert answer["code"] in {"bad_json", "bad_frame", "too_big", "not_allowed",
                                          "not_your_seat", "illegal_move"}
            assert room.round.snapshot() == before and room.seq == 0 and not room.paused

        one()


def _refused(answer: dict) -> None:
    """An error frame with a one-line message that encodes (the client decoded it)."""
    assert answer["type"] == "error", answer
    message = answer["message"]
    assert message and "\n" not in message and len(message) < 400
    message.encode("utf-8")


@pytest.mark.parametrize("frame", IN_EVERY_FIELD, ids=lambda f: json.dumps(f)[:40])
def test_a_lone_surrogate_in_any_field_gets_an_error(make_server, frame: dict) -> None:
    server = make_server(players=2)
    room = next(iter(server.rooms.values()))
    with _open(server.links["seats"][1]) as ws:
        _greeted(ws)
        ws.send(json.dumps(frame))
        _refused(_answer(ws))
        ws.send(json.dumps({"type": "hello", "lang": "en"}))  # the connection still answers
        assert _answer(ws)["type"] == "welcome"
    assert room.seq == 0


def test_hostile_host_frames_are_refused_and_change_nothing(make_server) -> None:
    server = make_server(players=3)
    room = next(iter(server.rooms.values()))
    before = room.round.snapshot()
    with _open(server.links["host"]) as host:
        _greeted(host)

        @FUZZ
        @given(frame=HOST_FRAME)
        def one(frame: dict) -> None:
            text = json.dumps(frame)
            assume(len(text) < MAX_MESSAGE)
            host.send(text)
            answer = _answer(host)
            _refused(answer)
            assert answer["code"] in {"bad_frame", "bad_action", "too_big"}
            assert room.round.snapshot() == before and not room.paused and not room.bots

        one()


def test_a_pause_with_a_lone_surrogate_id_is_refused(make_server) -> None:
    server = make_server(players=2)
    room = next(iter(server.rooms.values()))
    with _open(server.links["host"]) as host:
        _greeted(host)
        host.send('{"type": "host", "action": "pause", "id": "\\ud800"}')
        answer = _answer(host)
        _refused(answer)
        assert answer["code"] == "bad_frame" and "id" not in answer and not room.paused
        host.send(json.dumps({"type": "host", "action": "pause", "id": "p1"}))
        assert _answer(host) == {"type": "ok", "action": "pause", "id": "p1"}
        assert room.paused


def test_oversized_frames(make_server) -> None:
    server = make_server(players=2)
    room = next(iter(server.rooms.values()))
    before = room.round.snapshot()
    with _open(server.links["seats"][0]) as ws:
        _greeted(ws)
        ws.send(json.dumps({"type": "move", "move": {"type": "discard",
                                                     "card": "5h" * LONGEST_FRAME}}))
        answer = _answer(ws)
        assert answer["code"] == "too_big" and str(LONGEST_FRAME) in answer["message"]
        ws.send("x" * (MAX_MESSAGE + 10))  # past the library's max_size: the link is cut
        with pytest.raises(ConnectionClosed) as closed:
            _answer(ws)
        assert closed.value.rcvd.code == 1009
    assert room.round.snapshot() == before


def test_a_flood_is_refused_then_cut(make_server) -> None:
    # one frame a second refills the bucket: the 200 drops in a row that cut the connection
    # fit in that second however slowly a busy machine serves them
    server = make_server(players=2, rate=1.0)
    room = next(iter(server.rooms.values()))
    before = room.round.snapshot()
    frame = json.dumps({"type": "move", "move": {"type": "draw", "source": "monte"}})
    with _open(server.links["seats"][1]) as ws:  # seat 1: not its turn
        _greeted(ws)
        for _ in range(100):
            ws.send(frame)
        codes = [_answer(ws)["code"] for _ in range(100)]
        assert set(codes) == {"illegal_move", "rate_limited"} and codes[0] == "illegal_move"
        assert codes.count("rate_limited") >= 40
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(DROPS_TO_CLOSE + 50):
                ws.send(frame)
            while True:
                _answer(ws)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert room.round.snapshot() == before and room.seq == 0


def test_a_binary_frame_is_refused_as_not_text(make_server) -> None:
    """Frames are text (docs/room.md): a binary message holding a good move is not played."""
    server = make_server(players=2)
    room = next(iter(server.rooms.values()))
    move = json.dumps({"type": "move", "move": {"type": "draw", "source": "monte"}})
    with _open(server.links["seats"][0] + "&lang=en") as ws:
        _greeted(ws)
        ws.send(move.encode("utf-8"))
        answer = _answer(ws)
        _refused(answer)
        assert answer["code"] == "bad_json" and "text" in answer["message"]
        assert room.seq == 0
        ws.send(move)  # the same move as text is played
        assert json.loads(ws.recv(5))["seq"] == 1


def test_a_discard_without_its_card_is_said_so_in_both_languages(make_server) -> None:
    server = make_server(players=2)
    for lang, words in (("pt", "falta a carta do descarte"), ("en", "the discard has no card")):
        with _open(f"{server.links['seats'][0]}&lang={lang}") as ws:
            _greeted(ws)
            ws.send(json.dumps({"type": "move", "move": {"type": "discard"}}))
            answer = _answer(ws)
            _refused(answer)
            assert answer["code"] == "bad_frame" and words in answer["message"]
            assert "None" not in answer["message"]
