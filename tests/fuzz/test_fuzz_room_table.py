"""Tables joined to a room under hostile page messages: every message is answered (its error in
the table, never raised); the watch link's table changes nothing in the room, whatever it is
sent; a seat's table sends the room only what the server then judges."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

pytest.importorskip("websockets")
pytest.importorskip("anywidget")

from cacheta_lab import GameTable
from cacheta_lab.tables.room import RoomTable

from .hostile import FUZZ, card_like, hostile_value

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

TYPES = st.sampled_from([*RoomTable.ACTIONS, "nonsense", "", None, 3])
FIELDS = st.sampled_from(["card", "source", "on", "value", "action", "seat", "seq", "type"])
VALUES = st.one_of(hostile_value, card_like,
                   st.sampled_from(["monte", "lixeira", "pause", "reveal", "download",
                                    "new_match", 0, 1, 2, 11, -1, True, None, 4.0]))


@pytest.fixture(scope="module")
def tables() -> Iterator[tuple[Any, RoomTable, RoomTable]]:
    from cacheta_lab.room import serve

    room = serve(preset="oficial", players=3, host="127.0.0.1", port=0,
                 state=tempfile.mkdtemp(), bots=["greedy", "greedy"], seed=2, bot_delay=0,
                 public_deal=True)
    watch = GameTable(room=room.links["watch"])
    seat = GameTable(room=room.links["seats"][0], lang="en")
    try:
        yield room, watch, seat
    finally:
        watch.close()
        seat.close()
        room.stop()


@FUZZ
@given(kind=TYPES, fields=st.dictionaries(FIELDS, VALUES, max_size=3),
       seq=st.integers(0, 2**53 - 1))
def test_the_watch_table_answers_every_message_and_acts_on_nothing(tables, kind, fields,
                                                                  seq) -> None:
    _room, watch, _seat = tables
    before = (watch.round.moves, watch.paused, watch.round.revealed)
    watch._on_msg(watch, {**fields, "type": kind, "seq": seq}, [])
    assert watch.view["ack"] in (seq, 0)
    assert (watch.round.moves, watch.paused, watch.round.revealed) == before


@FUZZ
@given(kind=TYPES, fields=st.dictionaries(FIELDS, VALUES, max_size=3))
def test_a_seat_table_answers_every_message(tables, kind, fields) -> None:
    _room, _watch, seat = tables
    seat._on_msg(seat, {**fields, "type": kind, "seq": 5}, [])
    error = seat.view["error"]
    assert error is None or (isinstance(error, str) and 0 < len(error) <= 300)
    assert not seat.paused  # a seat's messages never reach the host's actions
