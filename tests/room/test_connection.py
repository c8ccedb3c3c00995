"""The threaded client a notebook uses (``RoomConnection``), a link opened twice, and the pages
the links serve to a browser."""

from __future__ import annotations

import re
import threading
import time
import urllib.request

import pytest

from cacheta_lab.game import Discard, PlayerView
from cacheta_lab.room.client import RoomConnection, RoomRefused


def _wait(condition, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_a_threaded_connection_plays_and_hosts(make_server) -> None:
    server = make_server(players=2, seed=1)
    links = server.links
    frames: list[dict] = []
    seat = RoomConnection(links["seats"][0], lang="en", on_frame=frames.append)
    host = RoomConnection(links["host"])
    try:
        assert seat.welcome["role"] == "seat" and seat.welcome["seat"] == 0
        view = seat.view()
        assert isinstance(view, PlayerView) and len(view.hand) == 9 and view.my_turn
        seat.move({"type": "draw", "source": "monte"})
        _wait(lambda: seat.state["seq"] == 1)
        seat.move(Discard(0, seat.view().hand[0]))
        _wait(lambda: seat.state["seq"] == 2)
        seat.move({"type": "discard", "card": "5h"})  # not its turn: refused
        _wait(lambda: seat.errors)
        assert seat.errors[-1]["code"] == "illegal_move" and "player 1" in seat.errors[-1][
            "message"]
        host.host("pause")
        _wait(lambda: seat.state["table"]["paused"])
        assert host.view() is None and threading.current_thread() is threading.main_thread()
        assert any(f["type"] == "welcome" for f in frames)
    finally:
        seat.close()
        host.close()
    with pytest.raises(RoomRefused):
        RoomConnection(links["seats"][0].replace("key=", "key=x"))


def test_the_newest_connection_of_a_seat_holds_it(make_server) -> None:
    server = make_server(players=2)
    first = RoomConnection(server.links["seats"][1])
    frames: list[dict] = []
    first.on_frame = frames.append
    second = RoomConnection(server.links["seats"][1])
    try:
        _wait(lambda: any(f["type"] == "replaced" for f in frames))
        second.move({"type": "draw"})  # seat 0 is to move
        _wait(lambda: second.errors)
        assert second.errors[0]["code"] == "illegal_move"
        assert second.state["table"]["connected"] == [1]
    finally:
        first.close()
        second.close()


def test_pages_for_a_browser(make_server) -> None:
    server = make_server(players=2)
    links = server.links
    with urllib.request.urlopen(links["watch"] + "&lang=en", timeout=10) as answer:
        assert answer.headers["Content-Type"].startswith("text/html")
        page = answer.read().decode()
    assert "Cacheta room" in page and "new WebSocket(" in page and "<svg" in page
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)  # self-contained
    with urllib.request.urlopen(links["seats"][1], timeout=10) as answer:
        assert "GameTable(room=" in answer.read().decode()


def test_every_page_names_its_icon_so_no_browser_asks_for_favicon(make_server) -> None:
    """A page without a ``rel=icon`` makes the browser ask for /favicon.ico, which no room
    serves (a 404 in the projector's console): every page names its own (none)."""
    server = make_server(players=2)
    links = server.links
    for link in (links["watch"], links["host"], links["seats"][0]):
        with urllib.request.urlopen(link, timeout=10) as answer:
            assert '<link rel="icon" href="data:,">' in answer.read().decode(), link
