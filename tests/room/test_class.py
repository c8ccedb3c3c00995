"""A teacher's class of several tables in one server: its links (each table's are a room's, the
class's own host and watch links), its pages, the class frames that follow every table, the
class host's actions at every table at once (one transaction: all or none), and every argument
checked before anything is written."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import sqlite3
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from cacheta_lab.cli import main
from cacheta_lab.errors import CachetaError
from cacheta_lab.room import ClassServer, open_class, open_server
from cacheta_lab.room.client import AsyncRoomClient, play_seat_async
from cacheta_lab.room.link_check import check_link
from cacheta_lab.room.links import websocket_url
from cacheta_lab.room.table import RoomError

from .conftest import of_type, run, until


async def class_frame(ws: ClientConnection, wanted: Callable[[dict[str, Any]], bool],
                      timeout: float = 10.0) -> dict[str, Any]:
    """The first frame of a class link's connection that ``wanted`` accepts."""
    async def read() -> dict[str, Any]:
        while True:
            frame = json.loads(await ws.recv())
            if wanted(frame):
                return frame

    return await asyncio.wait_for(read(), timeout)


def opened(url: str) -> Any:
    return connect(websocket_url(url), max_size=2**22)


def every_table(test: Callable[[dict[str, Any]], bool]) -> Callable[[dict[str, Any]], bool]:
    return lambda f: f.get("type") == "class" and all(test(t) for t in f["tables"])


def get(url: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.headers["Content-Type"], answer.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.headers["Content-Type"], err.read().decode()


# --- links and pages ------------------------------------------------------------------------

def test_the_links_are_the_contract(make_class) -> None:
    server = make_class(tables=3, players=3, bots=["greedy"])
    links = server.links
    assert set(links) >= {"host", "watch", "tables"} and len(links["tables"]) == 3
    rooms = set()
    for number, table in enumerate(links["tables"], 1):
        assert table["number"] == number and len(table["seats"]) == 3
        assert table["bots"] == {"2": "greedy"}
        rooms.add(table["room"])
        for seat, url in enumerate(table["seats"]):
            address = check_link(url, ("seat",))  # what `room play` checks before connecting
            assert (address.room, address.seat) == (table["room"], seat)
    assert len(rooms) == 3  # each table its own room (and its own deal secret)
    secrets = {room.secrets["deal"] for room in server.rooms.values()}
    assert len(secrets) == 3

    for url, words in ((links["host"], "Turma de Cacheta"), (links["watch"], "Turma"),
                       (links["host"] + "&lang=en", "Cacheta class"),
                       (links["watch"] + "&lang=en", "Cacheta class")):
        status, kind, page = get(url)
        assert status == 200 and kind.startswith("text/html") and "<html" in page, url
        assert words in page and "new WebSocket(" in page
    _, _, host = get(links["host"])
    for table in links["tables"]:  # the teacher's page lists every seat's link and QR code
        for url in table["seats"]:
            assert url.replace("&", "&amp;") in host
    assert host.count('class="segno"') == 3 * 3 + 1  # the seats' and the projector's
    _, _, watch = get(links["watch"])
    assert "key=" not in watch  # the projector's page holds no link at all


def test_a_class_link_is_refused_at_the_door_like_a_rooms(make_class) -> None:
    server = make_class(tables=2, players=2)
    links = server.links
    host, watch = links["host"], links["watch"]
    key = host.rpartition("key=")[2]
    assert get(host.replace(key, "x" * len(key)))[0] == 403
    assert get(watch.replace("/watch?", "/host?"))[0] == 403  # the watch key is not the host's
    assert get(host.replace("/host?", "/log?"))[0] == 404
    assert get(host.replace(f"/c/{links['class']}/", "/c/nosuchclass/"))[0] == 404
    assert get(host.replace("/c/", "/r/"))[0] == 404  # a class is not a room
    room_host = links["tables"][0]["host"]
    assert get(room_host.replace(f"/r/{links['tables'][0]['room']}/", f"/c/{links['class']}/")
               )[0] == 403  # a table's key opens nothing of the class


# --- frames ---------------------------------------------------------------------------------

def test_class_frames_follow_every_table(make_class) -> None:
    server = make_class(tables=3, players=2, seed=3)
    links = server.links

    async def go() -> None:
        async with opened(links["watch"]) as watch:
            welcome = await class_frame(watch, of_type("welcome"))
            assert welcome["class"] == links["class"] and welcome["tables"] == 3
            first = await class_frame(watch, of_type("class"))
            assert [t["number"] for t in first["tables"]] == [1, 2, 3]
            assert all(t["connected"] == [] and t["seq"] == 0 for t in first["tables"])
            async with AsyncRoomClient(links["tables"][1]["seats"][0], "en") as seat:
                joined = await class_frame(watch, lambda f: f.get("type") == "class"
                                           and f["tables"][1]["connected"] == [0])
                assert joined["tables"][0]["connected"] == []
                await until(seat, of_type("state"))
                await seat.move({"type": "draw", "source": "monte"})
                moved = await class_frame(watch, lambda f: f.get("type") == "class"
                                          and f["tables"][1]["seq"] == 1)
                table = moved["tables"][1]
                assert table["phase"] == "discard" and table["turn"] == 0
                assert table["last"] == "jogador 0 compra do monte"
                assert [t["seq"] for t in moved["tables"]] == [0, 1, 0]
            left = await class_frame(watch, lambda f: f.get("type") == "class"
                                     and f["tables"][1]["connected"] == [])
            assert left["seq"] > moved["seq"]

    run(go())


def test_the_class_host_acts_on_every_table_at_once(make_class) -> None:
    server = make_class(tables=3, players=2, bots=["greedy"], seed=1, bot_delay=30)
    links = server.links
    rooms = [server.rooms[t["room"]] for t in links["tables"]]

    async def go() -> None:
        async with opened(links["host"] + "&lang=en") as host, \
                AsyncRoomClient(links["tables"][2]["watch"]) as table_watch:
            await host.send(json.dumps({"type": "host", "action": "pause", "id": 1}))
            done = await class_frame(host, of_type("ok"))
            assert done == {"type": "ok", "action": "pause", "tables": [1, 2, 3], "id": 1}
            await class_frame(host, every_table(lambda t: t["paused"]))
            await until(table_watch, lambda f: f.get("type") == "state"
                        and f["table"]["paused"])
            assert all(room.paused for room in rooms)

            await host.send(json.dumps({"type": "host", "action": "resume", "tables": [2]}))
            await class_frame(host, lambda f: f.get("type") == "class" and [
                t["paused"] for t in f["tables"]] == [True, False, True])

            # the next round while tables still play: refused, naming them; nothing changes
            await host.send(json.dumps({"type": "host", "action": "next", "id": "n"}))
            refused = await class_frame(host, of_type("error"))
            assert refused["code"] == "bad_action" and refused["id"] == "n"
            assert "tables 1, 2 and 3 are still playing" in refused["message"]
            assert [room.game_index for room in rooms] == [0, 0, 0]
            await host.send(json.dumps({"type": "host", "action": "next", "force": True,
                                        "tables": [1, 3]}))
            await class_frame(host, of_type("ok"))
            assert [room.game_index for room in rooms] == [1, 0, 1]
            await class_frame(host, lambda f: f.get("type") == "class" and [
                t["game"] for t in f["tables"]] == [1, 0, 1])

            # one table at a time: step and log
            await host.send(json.dumps({"type": "host", "action": "log", "id": 9}))
            assert "one table at a time" in (await class_frame(host, of_type("error")))[
                "message"]
            await host.send(json.dumps({"type": "host", "action": "log", "tables": [2],
                                        "id": 9}))
            log = await class_frame(host, of_type("log"))
            assert log["table"] == 2 and log["log"]["format"] == "cacheta-lab-game"

    run(go())


def test_one_refusal_changes_no_table(make_class) -> None:
    server = make_class(tables=2, players=2, people=3, bots=["strong"], bot_delay=30)
    links = server.links
    assert [t["bots"] for t in links["tables"]] == [{}, {"1": "strong"}]
    first, second = (server.rooms[t["room"]] for t in links["tables"])

    async def go() -> None:
        async with opened(links["host"] + "&lang=en") as host:
            # seat 1 is a bot's at table 2 only: releasing it at both tables is refused
            await host.send(json.dumps({"type": "host", "action": "replace", "seat": 0,
                                        "bot": "random", "tables": [2, 1], "id": 1}))
            await class_frame(host, of_type("ok"))
            assert first.bot_levels == {0: "random"}
            assert second.bot_levels == {0: "random", 1: "strong"}
            await host.send(json.dumps({"type": "host", "action": "release", "seat": 1,
                                        "tables": [2, 1], "id": 2}))
            refused = await class_frame(host, of_type("error"))
            assert refused["message"] == "table 1: player 1 is a person's already"
            assert second.bot_levels == {0: "random", 1: "strong"}  # undone at table 2
            await host.send(json.dumps({"type": "host", "action": "step", "tables": [1],
                                        "id": 3}))
            error = await class_frame(host, of_type("error"))
            assert error["message"] == "table 1: step only while the room is paused"

    run(go())
    with sqlite3.connect(server.store.path) as db:
        controls = dict(db.execute("SELECT id, control FROM rooms"))
    db.close()
    assert json.loads(controls[second.id])["bots"] == {"0": "random", "1": "strong"}


class FailingCommit:
    """A SQLite connection whose next COMMIT fails as a full disk's does."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "COMMIT":
            raise sqlite3.OperationalError("database or disk is full")
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


def test_a_write_the_disk_refuses_changes_no_table(make_class) -> None:
    server = make_class(tables=3, players=2, bot_delay=30)
    rooms = list(server.classroom.tables)
    real = server.store.db
    server.store.db = FailingCommit(real)
    try:
        with pytest.raises(CachetaError) as refused:
            server.act("pause")
        assert refused.value.code == "not_saved"
        assert "nada mudou" in refused.value.message("pt")
        assert not any(room.paused for room in rooms)
    finally:
        server.store.db = real
    server.act("pause", tables=[3])
    assert [room.paused for room in rooms] == [False, False, True]
    with sqlite3.connect(server.store.path) as db:
        paused = [json.loads(c)["paused"] for (c,) in db.execute(
            "SELECT control FROM rooms ORDER BY created, rowid")]
    db.close()
    assert paused == [False, False, True]


@pytest.mark.parametrize(("frame", "code", "words"), [
    ({"type": "host", "action": "pause", "tables": [0]}, "bad_frame", "tables from 1 to 2"),
    ({"type": "host", "action": "pause", "tables": [1, 1]}, "bad_frame", "none twice"),
    ({"type": "host", "action": "pause", "tables": "1"}, "bad_frame", "tables from 1 to 2"),
    ({"type": "host", "action": "pause", "tables": []}, "bad_frame", "tables from 1 to 2"),
    ({"type": "host", "action": "pause", "tables": [True]}, "bad_frame", "tables from 1 to 2"),
    ({"type": "host", "action": "fly"}, "bad_action", "unknown action 'fly'"),
    ({"type": "move", "move": {"type": "draw"}}, "not_allowed", "only a seat's link"),
])
def test_a_bad_class_host_frame_is_refused(make_class, frame: dict, code: str,
                                           words: str) -> None:
    server = make_class(tables=2, players=2)

    async def go() -> dict[str, Any]:
        async with opened(server.links["host"] + "&lang=en") as host:
            await host.send(json.dumps(frame))
            return await class_frame(host, of_type("error"))

    error = run(go())
    assert error["code"] == code and words in error["message"], error
    assert not any(room.paused for room in server.rooms.values())


def test_the_class_watch_link_only_watches(make_class) -> None:
    server = make_class(tables=2, players=2)

    async def go() -> list[dict[str, Any]]:
        async with opened(server.links["watch"] + "&lang=en") as watch:
            await watch.send(json.dumps({"type": "host", "action": "pause"}))
            first = await class_frame(watch, of_type("error"))
            await watch.send(json.dumps({"type": "hello", "lang": "pt"}))
            again = await class_frame(watch, of_type("class"))
            return [first, again]

    error, again = run(go())
    assert error["code"] == "not_allowed" and "only shows the table" in error["message"]
    assert again["lang"] == "pt" and not any(r.paused for r in server.rooms.values())


def test_a_seat_of_a_class_plays_as_a_single_rooms(make_class, tmp_path: Path) -> None:
    server = make_class(tables=2, players=2, bots=["greedy"], seed=2)
    table = server.links["tables"][1]
    summary = run(play_seat_async(table["seats"][0], "greedy", tmp_path / "seat.jsonl",
                                  patience=10))
    assert summary["finished"] and summary["room"] == table["room"]
    assert server.rooms[table["room"]].game.over
    assert not server.rooms[server.links["tables"][0]["room"]].game.over  # table 1 waits


# --- what a class is given, and its state directory ------------------------------------------

def _files(state: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in state.iterdir()} if state.exists() else {}


@pytest.mark.parametrize(("options", "words"), [
    ({"tables": 0}, "tables=0 is invalid: use a whole number from 1 to 20"),
    ({"tables": 1000}, "tables=1000 is invalid"),
    ({"tables": True}, "tables=True is invalid"),
    ({"tables": "8"}, "tables='8' is invalid"),
    ({"players": 5}, "oficial is played by 2 to 4 players; asked for 5"),
    ({"players": 1}, "asked for 1"),
    ({"people": 2}, "people=2 is invalid: use a whole number from 3 to 12"),
    ({"people": 13}, "people=13 is invalid"),
    ({"people": 5, "bots": {3: "greedy"}}, "with people, bots are levels"),
    ({"bots": ["greedy"] * 5}, "too many bots: 5 for 4 seats"),
    ({"bot_delay": -1}, "bot_delay"),
    ({"port": 70000}, "port=70000 is invalid"),
])
def test_a_bad_class_is_one_line_and_writes_nothing(tmp_path: Path, options: dict,
                                                    words: str) -> None:
    state = tmp_path / "state"
    with pytest.raises(CachetaError) as refused:
        open_class(state, **{"tables": 3, "players": 4, **options})
    english = refused.value.message("en")
    assert words in english and "\n" not in english, english
    assert refused.value.message("pt") != english
    assert not state.exists()


def test_a_busy_port_writes_nothing(make_server, tmp_path: Path) -> None:
    busy = make_server(players=2)
    state = tmp_path / "class"
    with pytest.raises(CachetaError) as refused:
        open_class(state, tables=2, players=2, port=busy.port).start_thread()
    assert "cannot listen on '127.0.0.1', port" in refused.value.message("en")
    assert not state.exists()


def test_a_directory_holds_a_class_or_rooms_and_says_which(make_server, tmp_path: Path
                                                          ) -> None:
    rooms, klass = tmp_path / "rooms", tmp_path / "class"
    make_server(players=2, state=rooms, rooms=2).stop()
    server = open_class(klass, tables=4, players=2).start_thread()
    server.stop()
    before = (_files(rooms), _files(klass))
    with pytest.raises(CachetaError) as refused:
        open_class(rooms, tables=2, players=2)
    assert "holds 2 rooms, not a class: serve it with cacheta-lab room serve" in (
        refused.value.message("en"))
    assert "guarda 2 salas, não uma turma" in refused.value.message("pt")
    with pytest.raises(CachetaError) as refused:
        open_server(klass, players=2)
    assert "holds a class of 4 tables: serve it with cacheta-lab room class" in (
        refused.value.message("en"))
    assert (_files(rooms), _files(klass)) == before
    open_class(klass).stop()  # the class is served again (no lock left behind)


def test_a_class_comes_back_as_it_was(make_class, tmp_path: Path) -> None:
    state = tmp_path / "class"
    server = make_class(tables=2, players=2, bots=["greedy"], state=state, bot_delay=30)
    links = server.links
    server.act("pause", tables=[2])
    server.act("replace", tables=[1], seat=0, bot="strong")
    server.stop()
    again = make_class(state=state)  # the stored class wins over these defaults
    assert isinstance(again, ClassServer)
    assert {k: v for k, v in again.links.items() if k != "tables"} == {
        k: v for k, v in links.items() if k != "tables"} | {
        "host": links["host"].replace(f":{server.port}/", f":{again.port}/"),
        "watch": links["watch"].replace(f":{server.port}/", f":{again.port}/")}
    assert [room.paused for room in again.classroom.tables] == [False, True]
    assert [room.bot_levels for room in again.classroom.tables] == [
        {0: "strong", 1: "greedy"}, {1: "greedy"}]
    assert again.overview("en").splitlines()[1].startswith("Table 2: paused by the host;")


def test_a_class_that_cannot_be_read_back_is_one_line(tmp_path: Path) -> None:
    state = tmp_path / "class"
    open_class(state, tables=2, players=2).start_thread().stop()
    with sqlite3.connect(state / "rooms.sqlite3") as db:
        db.execute("UPDATE classes SET rooms = '[\"abcdefgh\"]'")
    db.close()
    with pytest.raises(CachetaError) as refused:
        open_class(state)
    assert refused.value.message("en").startswith(
        f"the class stored in {str(state)!r} cannot be read back: its list of tables is not "
        "the list of the rooms stored; move that directory away")


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("argv", "words"), [
    (("--tables", "0"), "--tables=0 is invalid: use a whole number from 1 to 20"),
    (("--tables", "1000"), "--tables=1000 is invalid"),
    (("--players", "9"), "oficial is played by 2 to 4 players; asked for 9"),
    (("--people", "2"), "people=2 is invalid: use a whole number from 8 to 32"),
    (("--people", "x"), "--people='x' is invalid"),
    (("--bots", "genius"), "genius"),
    (("--unit", "tournament"), "tournament"),
])
def test_room_class_answers_bad_input_in_one_line(tmp_path: Path, argv: tuple[str, ...],
                                                  words: str) -> None:
    state = tmp_path / "state"
    code, out, err = _cli("room", "class", "--state", str(state), "--port", "0", "--lang",
                          "en", *argv)
    assert code == 2 and not out and err.count("\n") == 1 and words in err, err
    assert not state.exists()


def test_room_class_on_a_rooms_directory_is_one_line(make_server, tmp_path: Path) -> None:
    state = tmp_path / "rooms"
    make_server(players=2, state=state).stop()
    before = _files(state)
    code, out, err = _cli("room", "class", "--state", str(state), "--port", "0")
    assert code == 2 and not out and err.count("\n") == 1
    assert "guarda 1 sala, não uma turma: sirva-a com cacheta-lab room serve" in err
    assert _files(state) == before


def test_a_class_link_holds_its_share_of_connections(make_class) -> None:
    server = make_class(tables=1, players=2)
    host = server.links["host"]

    async def go() -> int:
        async with contextlib.AsyncExitStack() as stack:
            for _ in range(server.limits.host_link):
                await stack.enter_async_context(opened(host))
            try:
                async with opened(host):
                    return 101
            except InvalidStatus as refused:
                return refused.response.status_code

    assert run(go()) == 503


def test_the_class_words_agree_with_its_tables(make_class) -> None:
    """A paused table is "pausada" (a mesa); the tables still playing are listed as a sentence
    lists them, one table in the singular."""
    server = make_class(tables=2, players=2, bots=["greedy"], seed=1, bot_delay=30)
    server.act("pause", tables=[2])
    assert "Mesa 2: pausada pelo professor;" in server.overview("pt")
    with pytest.raises(RoomError) as one:
        server.act("next", tables=[2])
    assert one.value.message("pt").startswith("ainda se joga na mesa 2: ")
    assert one.value.message("en").startswith("table 2 is still playing: ")
    with pytest.raises(RoomError) as both:
        server.act("next")
    assert both.value.message("pt").startswith("ainda se joga nas mesas 1 e 2: ")
    assert [room.game_index for room in server.rooms.values()] == [0, 0]


def test_next_deals_a_matchs_next_round(make_class) -> None:
    """In a class that plays matches and whose host deals each round (``round_pause=None``),
    "next" at a table whose round ended deals the match's next round (the same game), where
    it used to ask for a new match and be refused while the match went on."""
    server = make_class(tables=1, players=2, bots=["greedy", "greedy"], unit="match",
                        round_pause=None, seed=2)
    room = next(iter(server.rooms.values()))
    assert room.settings.round_pause is None

    def on_loop(test: Callable[[], Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(_call(test), server._loop).result(10)

    deadline = time.monotonic() + 60
    while not on_loop(lambda: room.ended is not None):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    rounds = on_loop(lambda: len(room.game.results))
    server.act("next")
    assert on_loop(lambda: (room.ended, room.game_index)) == (None, 0)  # the same match
    assert on_loop(lambda: len(room.game.results)) == rounds


async def _call(test: Callable[[], Any]) -> Any:
    return test()


def test_the_class_command_takes_the_round_pause(tmp_path) -> None:
    assert main(["room", "class", "--state", str(tmp_path / "no"), "--round-pause", "soon",
                 "--lang", "en"]) == 2
    assert not (tmp_path / "no").exists()
