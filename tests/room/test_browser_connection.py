"""The room table as JupyterLite's kernel runs it (Python in the browser), without a browser:
the connection of :mod:`cacheta_lab.room.browser` on a stand-in for the page whose WebSocket is
a real one to a real room server on 127.0.0.1. As in the browser, every event (opened, a frame,
closed, a timer, an HTTP answer) runs in the test's own thread, one at a time, when the test
lets the "page" run (:meth:`ThreadPage.pump`): nothing reaches the table while a cell runs."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytest.importorskip("anywidget")

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import cacheta_lab.room.transport as transport
from cacheta_lab import CachetaError, GameTable
from cacheta_lab.room import browser, serve
from cacheta_lab.room.client import RoomConnection
from cacheta_lab.room.limits import Limits
from cacheta_lab.room.server import RoomServer, bots_for
from cacheta_lab.tables.room import RoomTable

from .raw_client import RawClient


class _ThreadSocket:
    """A WebSocket whose events are queued for the page's thread (read in a thread of its own,
    as the browser reads it outside the kernel)."""

    def __init__(self, url: str, events: queue.Queue, on_open: Callable[[], None],
                 on_message: Callable[[str], None], on_close: Callable[[], None]) -> None:
        self.ws: Any = None
        self.sent: list[str] = []

        def read() -> None:
            try:
                with connect(url, open_timeout=3) as self.ws:
                    events.put(on_open)
                    for message in self.ws:
                        events.put(lambda m=message: on_message(m))
            except (OSError, ConnectionClosed, TimeoutError, Exception):
                pass  # the browser says only "error", then "close"
            events.put(on_close)

        threading.Thread(target=read, daemon=True).start()

    def send(self, text: str) -> None:
        self.sent.append(text)
        self.ws.send(text)

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()

    def release(self) -> None:
        pass


class ThreadPage:
    """The page, played in CPython: its event loop is :meth:`pump`."""

    def __init__(self, secure: bool = False) -> None:
        self.secure = secure
        self.events: queue.Queue = queue.Queue()
        self.timers: list[tuple[float, Callable[[], None]]] = []
        self.sockets: list[_ThreadSocket] = []

    def socket(self, url: str, on_open: Callable[[], None], on_message: Callable[[str], None],
               on_close: Callable[[], None]) -> _ThreadSocket:
        sock = _ThreadSocket(url, self.events, on_open, on_message, on_close)
        self.sockets.append(sock)
        return sock

    def later(self, seconds: float, then: Callable[[], None]) -> None:
        self.timers.append((time.monotonic() + seconds, then))

    def status(self, url: str, then: Callable[[int, str], None]) -> None:
        def ask() -> None:
            try:
                with urllib.request.urlopen(url, timeout=3) as response:
                    status, body = response.status, response.read(1000)
            except urllib.error.HTTPError as exc:
                status, body = exc.code, exc.read(1000)
            except OSError:
                status, body = 0, b""
            self.events.put(lambda: then(status, body.decode("utf-8", "replace")))

        threading.Thread(target=ask, daemon=True).start()

    def now(self) -> float:
        return time.monotonic()

    def pump(self, until: Callable[[], bool], timeout: float = 15.0) -> None:
        """Run the page's events until ``until()`` (fails after ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while not until():
            assert time.monotonic() < deadline, "the page did not get there in time"
            due = [t for t in self.timers if t[0] <= time.monotonic()]
            for timer in due:
                self.timers.remove(timer)
                timer[1]()
            try:
                event = self.events.get(timeout=0.02)
            except queue.Empty:
                continue
            event()


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> ThreadPage:
    """Python "in a browser": the room table opens its connection on this page."""
    made = ThreadPage()
    monkeypatch.setattr(transport, "in_browser", lambda: True)
    monkeypatch.setattr(browser, "PyodidePage", lambda: made)
    return made


def start_room(state: Any, port: int = 0) -> RoomServer:
    """A room server on 127.0.0.1 in a thread (the computer's side: not "in the browser")."""
    server = RoomServer(state, "127.0.0.1", port)
    if not server.rooms:
        server.create_room("oficial", 3, bots_for(3, ["greedy", "greedy"]), "round", 4, 0, 500,
                           public_deal=True)
    return server.start_thread()


@pytest.fixture
def room(tmp_path: Any) -> Iterator[RoomServer]:
    server = start_room(tmp_path)
    try:
        yield server
    finally:
        server.stop()


def click(table: RoomTable, kind: str, seq: int, **data: object) -> dict:
    table._on_msg(table, {"type": kind, "seq": seq, **data}, [])
    return table.view


def test_a_seat_joins_after_its_cell_and_plays_by_the_page(page: ThreadPage, room: Any) -> None:
    seat = GameTable(room=room.links["seats"][0], lang="en")
    assert isinstance(seat, RoomTable) and not seat._conn.blocking
    # the cell has run: the table says it is connecting, nothing came in yet
    assert seat.view["status"] == "Connecting to the room…" and seat.seat is None
    page.pump(lambda: seat.seat == 0)
    view = seat.view
    assert seat.role == "seat" and view["learner"]["can_monte"]
    assert len(view["seats"][0]["cards"]) == 9 and view["seats"][1]["cards"] is None
    # a move refused by the server: the page's message is answered at once, the reason after
    card = view["seats"][0]["cards"][0]["code"]
    assert click(seat, "discard", 1, card=card)["ack"] == 1
    page.pump(lambda: seat.view["error"] is not None)
    assert "draw" in seat.view["error"].lower() and seat.round.moves == 0
    # a draw and a discard, each seen by the server (the watch link sees them too)
    watcher = RoomConnection(room.links["watch"], "en")
    try:
        assert click(seat, "draw", 2, source="monte")["ack"] == 2
        page.pump(lambda: seat.round.moves == 1)
        assert seat.view["error"] is None and len(seat.view["seats"][0]["cards"]) == 10
        assert seat.notice is None
        card = seat.view["seats"][0]["cards"][0]["code"]
        click(seat, "discard", 3, card=card)
        page.pump(lambda: seat.round.moves >= 2)
        deadline = time.monotonic() + 10
        while (watcher.state or {}).get("seq", 0) < 2:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        moves = [m["move"] for m in watcher.state["table"]["last"][:2]]
        assert moves[0]["type"] == "draw" and moves[1] == {"type": "discard", "seat": 0,
                                                           "card": card}
    finally:
        watcher.close()
    # a cell cannot wait for the room in the browser: said clearly
    for wait in (lambda: seat.wait_turn(1), seat.log, lambda: seat.play(2)):
        with pytest.raises(CachetaError, match="JupyterLite"):
            wait()
    seat.close()
    assert seat._conn.closed


def test_a_forged_link_is_refused_with_the_servers_reason(page: ThreadPage, room: Any) -> None:
    forged = room.links["seats"][0].split("key=")[0] + "key=forged"
    seat = GameTable(room=forged, lang="pt")
    page.pump(lambda: seat._conn.failure is not None)
    assert "link recusado" in seat.view["status"] and seat._conn.closed
    watch = GameTable(room=room.links["watch"].replace("/r/", "/r/x", 1), lang="en")
    page.pump(lambda: watch._conn.failure is not None)
    assert "no such room" in watch.view["room"]["note"].lower()


def test_a_full_link_is_said_as_the_door_says_it_and_tried_again(page: ThreadPage,
                                                                   tmp_path: Any) -> None:
    server = RoomServer(tmp_path, "127.0.0.1", 0)
    server.limits = Limits(close_wait=60.0)  # the replaced connections stay till let go here
    server.create_room("oficial", 3, bots_for(3, ["greedy", "greedy"]), public_deal=True)
    server.start_thread()
    link = server.links["seats"][0]
    held = [RawClient(link) for _ in range(Limits().seat_link)]  # the link is full
    try:
        seat = GameTable(room=link, lang="en")
        page.pump(lambda: seat._conn.turned_away is not None)
        assert seat.view["room"]["note"] == ("this link already has 4 open connections: close "
                                             "one or try again in a moment")
        assert not seat._conn.closed and seat._conn.failure is None  # tried again meanwhile
        for client in held:
            client.close()
        page.pump(lambda: seat.seat == 0)  # in, once the link has room again
        assert seat._conn.turned_away is None and seat.view["room"]["note"] is None
        seat.close()
    finally:
        for client in held:
            client.close()
        server.stop()


def test_the_table_reconnects_when_the_server_is_back(page: ThreadPage, tmp_path: Any) -> None:
    first = start_room(tmp_path)
    port, link = first.port, first.links["seats"][0]
    seat = GameTable(room=link, lang="en")
    page.pump(lambda: seat.seat == 0)
    first.stop()
    page.pump(lambda: seat.away)
    assert seat.view["room"]["note"].startswith("no connection to the room")
    again = start_room(tmp_path, port)
    try:
        assert again.links["seats"][0] == link
        page.pump(lambda: not seat.away)
        assert seat._conn.reconnects == 1
        click(seat, "draw", 1, source="monte")
        page.pump(lambda: seat.round.moves == 1)
    finally:
        seat.close()
        again.stop()


def test_the_host_pauses_and_downloads_the_log_from_the_page(page: ThreadPage, room: Any,
                                                             monkeypatch: Any) -> None:
    host = GameTable(room=room.links["host"], lang="en")
    page.pump(lambda: host.role == "host")
    sent: list[dict] = []
    monkeypatch.setattr(host, "send", sent.append)
    click(host, "host", 1, action="pause")
    page.pump(lambda: host.paused)
    assert host.view["room"]["paused"]
    click(host, "host", 2, action="download")  # the file comes with the server's answer
    page.pump(lambda: bool(sent))
    assert sent[0]["type"] == "download" and '"format": "cacheta-lab-game"' in sent[0]["text"]
    host.close()


def test_an_https_page_needs_a_wss_link_and_a_room_is_not_served_in_a_browser(
        page: ThreadPage) -> None:
    page.secure = True
    with pytest.raises(CachetaError, match="wss://"):
        GameTable(room="ws://192.168.0.10:8765/r/abc/seat/0?key=k")
    with pytest.raises(CachetaError, match="cannot open a room"):
        serve(state="nowhere")


def test_the_browsers_modules_import_nothing_of_websockets() -> None:
    code = ("import sys; sys.modules['websockets'] = None\n"
            "import cacheta_lab.tables.room.widget, cacheta_lab.room.browser\n"
            "from cacheta_lab.room import links, protocol, transport\n"
            "print('ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]
