"""Hostile frames on a room's links (as tests/fuzz throws them at the widgets): malformed,
oversized and flooding frames each get a clear error frame and change nothing."""

from __future__ import annotations

import json

import pytest
from fuzz.hostile import FUZZ, card_like, hand_like, json_scalar, json_text, json_value
from hypothesis import given
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from cacheta_lab.game.moves import TYPES
from cacheta_lab.room.links import websocket_url
from cacheta_lab.room.server import DROPS_TO_CLOSE, LONGEST_FRAME, MAX_MESSAGE
from cacheta_lab.room.table import HOST_ACTIONS

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

CARDS = st.sampled_from(["5h", "JK", "Kc", "10s", "Ad", "Xx", ""])
MOVE = st.fixed_dictionaries(
    {"type": st.sampled_from([*TYPES, "pass", ""])},
    optional={"seat": st.one_of(json_scalar, st.integers(0, 3)),
              "source": st.one_of(st.sampled_from(["monte", "lixeira"]), json_value),
              "card": st.one_of(CARDS, json_value), "discard": st.one_of(CARDS, json_value)})
FRAME = st.fixed_dictionaries(
    {"type": st.one_of(st.sampled_from(["move", "host", "hello", "watch", ""]), json_scalar)},
    optional={"move": st.one_of(MOVE, json_value),
              "action": st.one_of(st.sampled_from(list(HOST_ACTIONS)), json_value),
              "lang": st.one_of(st.sampled_from(["pt", "en", "de"]), json_scalar),
              "id": json_scalar, "seat": st.integers(0, 3), "bot": json_value,
              "force": st.booleans()})
TEXT = st.one_of(FRAME.map(json.dumps), json_text, card_like, hand_like,
                 st.integers(LONGEST_FRAME - 2, LONGEST_FRAME + 2).map("[1]".ljust)
                 ).filter(lambda t: len(t.encode("utf-8", "surrogatepass")) < MAX_MESSAGE)


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

        @FUZZ
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
                assert answer["type"] == "error", answer
                message = answer["message"]
                assert message and "\n" not in message and len(message) < 400
                assert answer["code"] in {"bad_json", "bad_frame", "too_big", "not_allowed",
                                          "not_your_seat", "illegal_move"}
            assert room.round.snapshot() == before and room.seq == 0 and not room.paused

        one()


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
    server = make_server(players=2)
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
