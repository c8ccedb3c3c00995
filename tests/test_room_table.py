"""The game table joined to a room, without a browser: a real room server in a thread on
127.0.0.1, and seat, watch and host tables talking to it as a notebook's would. Also a room's
links as text and QR codes, and the refusals of bad links."""

from __future__ import annotations

import html
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("anywidget")
pytest.importorskip("websockets")

from cacheta_lab import CachetaError, GameTable
from cacheta_lab.game import Discard, Draw
from cacheta_lab.room_table import RoomTable, check_link, links


def click(table: GameTable, kind: str, seq: int = 1, **data: object) -> dict:
    """What the front end sends; returns the view that comes back."""
    table._on_msg(table, {"type": kind, "seq": seq, **data}, [])
    return table.view


def until(check: Any, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "the room did not get there in time"
        time.sleep(0.02)


@pytest.fixture
def room(tmp_path: Any) -> Iterator[Any]:
    from cacheta_lab.room import serve

    server = serve(preset="oficial", players=3, host="127.0.0.1", port=0, state=str(tmp_path),
                   bots=["greedy", "greedy"], seed=4, bot_delay=0, public_deal=True)
    opened: list[RoomTable] = []
    server.opened = opened
    try:
        yield server
    finally:
        for table in opened:
            table.close()
        server.stop()


def join(room: Any, link: str, **kwargs: Any) -> RoomTable:
    table = GameTable(room=link, **kwargs)
    room.opened.append(table)
    return table


# --- links -------------------------------------------------------------------------------------

LINKS = {"watch": "http://127.0.0.1:8765/r/ab/watch?key=w", "host":
         "http://127.0.0.1:8765/r/ab/host?key=h",
         "seats": ["http://127.0.0.1:8765/r/ab/seat/0?key=s0",
                   "http://127.0.0.1:8765/r/ab/seat/1?key=s1"]}


def test_links_as_text_and_as_qr_codes_in_both_languages() -> None:
    text = str(links(LINKS, lang="en"))
    assert text.splitlines() == [
        f"Projector (watch): {LINKS['watch']}", f"Teacher (host): {LINKS['host']}",
        f"Seat 0: {LINKS['seats'][0]}", f"Seat 1: {LINKS['seats'][1]}"]
    html = links(json.dumps(LINKS), lang="pt")._repr_html_()
    assert html.count("<svg") == 4 and "Código QR de Lugar 1" in html
    shown = links(LINKS, show_host=False)._repr_html_()
    assert "key=h" not in shown and shown.count("<svg") == 3


@pytest.mark.parametrize("bad", [None, "", "room 1", "ftp://127.0.0.1/r", "http:///r/x",
                                 "http://127.0.0.1:99999/r", "x" * 3000, 12])
def test_a_malformed_link_is_refused_in_both_languages(bad: Any) -> None:
    with pytest.raises(CachetaError) as caught:
        check_link(bad)
    assert "link da sala" in caught.value.message("pt")
    assert "room link" in caught.value.message("en")
    with pytest.raises(CachetaError):
        GameTable(room=bad if bad is not None else "")


def test_what_the_room_decides_is_not_given_to_its_table() -> None:
    for args, kwargs in (((), {"seat": 1}), (("pife",), {}), ((), {"preset": "pife",
                                                                   "players": 2})):
        with pytest.raises(CachetaError) as caught:
            GameTable(*args, room=LINKS["seats"][0], **kwargs)
        assert "numa sala, quem decide é a sala" in caught.value.message("pt")
        assert "in a room the room decides" in caught.value.message("en")


def test_links_need_watch_host_and_seats() -> None:
    for bad in ({"watch": LINKS["watch"]}, "not json", {**LINKS, "seats": []}, 3):
        with pytest.raises(CachetaError, match="room serve"):
            links(bad)


# --- a seat, the projector and the host against a real room ------------------------------------

def test_a_seat_sees_its_hand_plays_and_is_refused_with_the_servers_reason(room: Any) -> None:
    seat = join(room, room.links["seats"][0], lang="en")
    assert isinstance(seat, GameTable) and seat.seat == 0 and seat.role == "seat"
    view = seat.view
    mine, others = view["seats"][0], view["seats"][1:]
    assert mine["learner"] and len(mine["cards"]) == 9
    assert all(s["cards"] is None and s["count"] == 9 for s in others)
    assert view["learner"]["can_monte"] and view["status"].startswith("Your turn")
    # a refused move: the server's reason shown as a local refusal is, nothing changes
    card = mine["cards"][0]["code"]
    view = click(seat, "discard", seq=1, card=card)
    assert view["ack"] == 1 and "draw" in view["error"].lower()
    assert seat.round.moves == 0
    view = click(seat, "draw", seq=2, source="monte")
    assert view["ack"] == 2 and view["error"] is None and seat.round.moves == 1
    assert len(view["seats"][0]["cards"]) == 10
    with pytest.raises(CachetaError):
        seat.learner_move(Draw(1, "monte"))  # not this link's seat
    seat.learner_move(Discard(0, seat.seat_view().hand[0]))
    assert seat.wait_turn(20)
    assert seat.round.moves == 6 and seat.view["log"][0]["n"] == 6


def test_a_running_rooms_links(room: Any) -> None:
    shown = links(room, lang="en")
    assert shown.seats == tuple(room.links["seats"]) and shown.watch == room.links["watch"]


def test_the_projector_sees_the_public_table_and_nothing_acts(room: Any) -> None:
    watch = join(room, room.links["watch"], lang="pt")
    seat = join(room, room.links["seats"][0])
    assert watch.seat is None and watch.view["learner"] is None
    assert all(s["cards"] is None for s in watch.view["seats"])
    assert watch.view["room"]["role"] == "watch" and not watch.view["can_step"]
    seat.learner_move(Draw(0, "monte"))
    until(lambda: watch.round.moves == 1)
    assert watch.view["log"][0]["text"] == "jogador 0 compra do monte"
    for action, data in (("draw", {"source": "monte"}), ("step", {}),
                         ("host", {"action": "pause"})):
        view = click(watch, action, seq=3, **data)
        assert view["ack"] == 3 and view["error"]
    assert not watch.paused


def test_watch_and_host_tables_never_ask_to_click_step_or_play_for_a_persons_turn(
        room: Any) -> None:
    watch = join(room, room.links["watch"], lang="en")
    host = join(room, room.links["host"], lang="pt")
    until(lambda: watch.view["status"] and host.view["status"])
    assert watch.round.turn == 0 and watch.view["seats"][0]["level"].startswith("person")
    for table, said in ((watch, "Player 0's turn: draw"),
                        (host, "Vez do jogador 0: monte ou lixeira")):
        assert table.view["status"] == said
        assert html.escape(said) in table.static_html()
        for text in (table.view["status"], table.static_html()):
            assert "Step or Play" not in text and "Passo ou Jogar" not in text


def test_the_host_pauses_reveals_puts_a_bot_in_a_seat_and_gets_the_log(room: Any) -> None:
    host = join(room, room.links["host"], lang="en")
    watch = join(room, room.links["watch"], lang="en")
    seat = join(room, room.links["seats"][0], lang="en", coach=True)
    assert {b["seat"] for b in host.view["room"]["seats"]} == {0, 1, 2}
    until(lambda: host.view["seats"][0]["level"] == "person")  # seat 0's learner is here
    seat.close()
    until(lambda: host.view["seats"][0]["level"] == "person, away")  # and left
    seat = join(room, room.links["seats"][0], lang="en", coach=True)  # and came back
    view = click(host, "host", seq=1, action="reveal")
    assert view["error"] is None
    until(lambda: watch.view["room"]["revealed"])
    assert all(len(s["cards"]) == 9 for s in watch.view["seats"])
    host.hide()
    until(lambda: watch.view["seats"][1]["cards"] is None)
    host.resume()
    seat.learner_move(Draw(0, "monte"))
    seat.learner_move(Discard(0, seat.seat_view().discard_table()[0].card))
    assert [g.kind for g in seat.grades][-2:] == ["draw", "discard"]
    assert seat.view["coach"]["last"] is not None and host.view["coach"] is None
    assert "chance to win the round" in seat.view["coach"]["meter"]  # the seat's own view
    seat.wait_turn(20)
    log = host.log()
    assert log["format"] == "cacheta-lab-game" and len(log["moves"]) == seat.round.moves
    host.replace(0, "greedy")
    until(lambda: seat.round.moves > 6)
    assert not seat.waiting_for_learner or seat.over
    with pytest.raises(CachetaError):
        seat.pause()


def test_the_hosts_disk_notice_goes_once_the_room_shows_a_state_again(room: Any) -> None:
    host = join(room, room.links["host"], lang="en")
    notice = ("the state directory takes no more writes (database or disk is full): the room "
              "takes no moves (bots' included) until there is room on the disk; the moves "
              "already played wait and will be written")
    host._on_frame({"type": "error", "code": "not_saved", "message": notice})
    assert host.view["error"] == notice  # while the disk refuses, no state comes
    host._on_frame(host._state)  # the first state once the moves are written
    assert host.view["error"] is None
    host._on_frame({"type": "error", "code": "rate_limited", "message": "too many messages"})
    host._on_frame(host._state)  # any other refusal stays until the next action
    assert host.view["error"] == "too many messages"


def test_a_refused_or_unreachable_link_is_a_clear_error(room: Any) -> None:
    forged = room.links["seats"][0].split("key=")[0] + "key=forged"
    with pytest.raises(CachetaError) as caught:
        GameTable(room=forged)
    assert "link recusado" in caught.value.message("pt")
    assert "link refused" in caught.value.message("en")
    seat = join(room, room.links["seats"][0], lang="en")
    room.stop()
    until(lambda: seat.away)  # the table knows the room is away, and says so
    assert seat.view["room"]["note"].startswith("no connection to the room")
    with pytest.raises(CachetaError, match="no connection to the room"):
        seat.learner_move(Draw(0, "monte"))
    with pytest.raises(CachetaError) as caught:
        GameTable(room=room.links["watch"], timeout=0.5)
    assert "o servidor está rodando?" in caught.value.message("pt")
    assert "key=" not in caught.value.message("en")  # the secret is not echoed


def test_a_false_bati_is_told_with_the_best_split_as_at_a_local_table(room: Any) -> None:
    from cacheta_lab.game import Bater

    seat = join(room, room.links["seats"][0], lang="en")
    seat.learner_move(Draw(0, "monte"))
    hand = seat.seat_view().hand
    assert not any(seat.seat_view().bater_options())  # this deal cannot go out yet
    seat.learner_move(Bater(0, hand[0]))
    notice = seat.view["notice"]
    assert notice["claim"] == "false_bati" and notice["title"] == "A false bati"
    assert notice["melds"] or notice["loose"]
    assert seat.view["log"][0]["text"].startswith("player 0")
