"""The game table joined to a room, without a browser: a real room server in a thread on
127.0.0.1, and seat, watch and host tables talking to it as a notebook's would. Also a room's
links as text and QR codes, and the refusals of bad links."""

from __future__ import annotations

import contextlib
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
from cacheta_lab.tables.room import RoomTable, check_link, links


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
    with pytest.raises(CachetaError, match=r"(?i)no connection to the room"):
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


# --- a teacher's class must not stall: what each table says and does --------------------------

def test_next_round_and_new_match_ask_first_while_a_game_is_on(room: Any) -> None:
    host = join(room, room.links["host"], lang="en")
    served = next(iter(room.rooms.values()))
    assert host.view["room"]["game_on"] and host.view["room"]["ask"]["next_round"]
    for seq, action in enumerate(("next_round", "new_match"), start=1):
        view = click(host, "host", seq=seq, action=action, force=False)  # not confirmed
        assert view["ack"] == seq and "force=True" in view["error"]
        assert served.game_index == 0
    with pytest.raises(CachetaError, match="force=True"):
        host.new_round()
    view = click(host, "host", seq=3, action="next_round", force=True)  # the teacher said yes
    assert view["error"] is None
    until(lambda: served.game_index == 1 and host.round_seed == 1)


def test_a_replaced_table_goes_inert_says_why_and_takes_its_seat_back(room: Any) -> None:
    here = join(room, room.links["seats"][0], lang="en")
    host = join(room, room.links["host"], lang="en")
    elsewhere = join(room, room.links["seats"][0], lang="pt")  # the link opened elsewhere
    until(lambda: here.view["room"]["replaced"])
    view = here.view
    assert view["learner"] is None and not view["waiting"]  # nothing acts any more
    assert "opened elsewhere" in view["room"]["note"] and view["room"]["text"]["take_seat"]
    assert "opened elsewhere" in view["status"]
    view = click(here, "draw", seq=1, source="monte")  # a key on it: a clear refusal
    assert view["ack"] == 1 and "opened elsewhere" in view["error"]
    with pytest.raises(CachetaError, match="opened elsewhere"):
        here.learner_move(Draw(0, "monte"))
    until(lambda: host.round.moves == 0 and "1" in str(host.view["seats"][0]["marks"]))
    assert elsewhere.waiting_for_learner and elsewhere.round.moves == 0
    view = click(here, "take_seat", seq=2)  # take the seat back here
    assert view["error"] is None and not view["room"]["replaced"]
    until(lambda: elsewhere.view["room"]["replaced"])
    here.learner_move(Draw(0, "monte"))
    assert here.round.moves == 1
    until(lambda: "2" in str(host.view["seats"][0]["marks"]))


def test_a_seats_status_while_paused_or_revealed_speaks_to_it(room: Any) -> None:
    seat = join(room, room.links["seats"][0], lang="en")
    host = join(room, room.links["host"], lang="pt")
    assert seat.view["status"].startswith("Your turn")
    host.pause()
    until(lambda: seat.paused)
    assert seat.view["status"] == "Paused by the host: your turn when play resumes"
    host.reveal()
    until(lambda: seat.round.revealed)
    assert seat.view["status"].startswith("Hands open for the discussion")
    for view in (seat.view, host.view):
        assert "Step" not in view["status"] and "Passo" not in view["status"]


def test_a_refusal_for_being_paused_goes_once_play_resumes(room: Any) -> None:
    seat = join(room, room.links["seats"][0], lang="en")
    host = join(room, room.links["host"], lang="en")
    host.pause()
    until(lambda: seat.paused)
    view = click(seat, "draw", seq=1, source="monte")
    assert "paused" in view["error"]
    host.resume()
    until(lambda: not seat.paused)
    assert seat.view["error"] is None and seat.view["learner"]["can_monte"]


def test_a_learner_whose_seat_went_to_a_bot_is_told(room: Any) -> None:
    seat = join(room, room.links["seats"][0], lang="en")
    host = join(room, room.links["host"], lang="en")
    host.pause()  # the bot waits: the seat keeps its turn while the test reads it
    host.replace(0, "strong")
    until(lambda: "0" in seat._state["table"]["bots"])
    assert seat.view["status"] == ("A bot (strong) plays your seat now: the teacher put it "
                                   "there, and can give it back")
    host.release(0)
    until(lambda: "0" not in seat._state["table"]["bots"])
    assert "bot" not in seat.view["status"]


@contextlib.contextmanager
def _away_then_back(room: Any, table: Any) -> Iterator[None]:
    """Stop the room's server; inside, the table is away; after, the server is back on the
    same port and state (stopped, with the tables, at the end of the test)."""
    from cacheta_lab.room import open_server

    state, port = room.store.path.parent, room.port
    room.stop()
    until(lambda: table.away)
    yield
    again = open_server(state, port=port).start_thread()
    room.opened.append(_Stops(again))


class _Stops:
    """A server the room fixture closes with its tables."""

    def __init__(self, server: Any) -> None:
        self.server = server

    def close(self) -> None:
        self.server.stop()


def test_a_move_made_while_the_room_is_away_is_sent_once_it_is_back(room: Any) -> None:
    seat = join(room, room.links["seats"][0], lang="en")
    with _away_then_back(room, seat):
        view = click(seat, "draw", seq=1, source="monte")
        assert "sent when the room is back" in view["error"]
    until(lambda: seat.round.moves == 1)  # the draw, sent by itself
    until(lambda: seat.view["error"] is None and not seat.away)
    assert len(seat.view["seats"][0]["cards"]) == 10


def test_no_connection_is_no_longer_said_once_the_room_is_back(room: Any) -> None:
    host = join(room, room.links["host"], lang="en")
    with _away_then_back(room, host):
        view = click(host, "host", seq=1, action="pause")
        assert view["error"].startswith("no connection to the room")
    until(lambda: not host.away)
    until(lambda: host.view["error"] is None)  # not left on the table once it is back


def test_in_a_match_each_table_shows_a_rounds_end_until_the_next_is_dealt(tmp_path: Any
                                                                          ) -> None:
    from cacheta_lab.room import serve

    server = serve(preset="oficial", players=2, port=0, state=str(tmp_path),
                   bots=["greedy", "greedy"], unit="match", seed=2, bot_delay=0,
                   public_deal=True, round_pause=None)
    tables = []
    try:
        host = GameTable(room=server.links["host"], lang="en")
        seat = GameTable(room=server.links["seats"][0], lang="pt")
        tables += [host, seat]
        until(lambda: host.view["room"]["round_end"])
        result = host.round.result
        assert host.view["over"] and not host.view["room"]["game_on"]
        if result.winner is not None:
            assert f"player {result.winner} won" in host.view["status"].lower()
            assert host.view["seats"][result.winner]["cards"]  # the winning hand, drawn
        until(lambda: seat.view["room"]["round_end"])
        numbers = [entry["n"] for entry in seat.view["log"]]  # that round's last moves
        assert numbers and numbers[0] == seat.round.moves and numbers == sorted(numbers)[::-1]
        host.pause()  # the bots wait: the next round stays in play while the test reads it
        view = click(host, "host", seq=1, action="next_round", force=False)  # deals at once
        assert view["error"] is None
        until(lambda: not seat.view["room"]["round_end"] and seat.round.moves >= 0)
        until(lambda: all(entry["n"] <= seat.round.moves for entry in seat.view["log"]))
    finally:
        for table in tables:
            table.close()
        server.stop()


def test_two_views_of_one_table_each_get_their_own_answer() -> None:
    table = GameTable(preset="oficial", players=3, seat=0, seed=1, lang="en")
    table._on_msg(table, {"type": "speed", "seq": 5, "value": 2, "view": "first"}, [])
    table._on_msg(table, {"type": "speed", "seq": 1, "value": 1, "view": "second"}, [])
    assert table.view["acks"] == {"first": 5, "second": 1}
    table._on_msg(table, {"type": "speed", "seq": 2, "value": 1, "view": "x y"}, [])
    assert "view" in table.view["error"] and table.view["acks"] == {"first": 5, "second": 1}
