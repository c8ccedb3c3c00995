"""A race of puzzles in a room: bad settings refused in both languages with nothing changed,
a seat's answers refused as the rules of the race say, the reveal, the standings and the
results as CSV (read back, formulas escaped), a class race over every table's seats."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
import urllib.request
from typing import Any

import pytest
from websockets.asyncio.client import connect

from cacheta_lab.room.client import AsyncRoomClient
from cacheta_lab.room.links import websocket_url
from cacheta_lab.room.race_csv import safe_cell
from cacheta_lab.words.catalogue import term

from .conftest import of_type, on_loop, run, until


def _is(kind: str, **fields: Any) -> Any:
    return of_type(kind, **fields)


class ClassLink:
    """A class link's connection, read as the room clients are (``recv``, ``host``)."""

    def __init__(self, url: str) -> None:
        self.url = url

    async def __aenter__(self) -> ClassLink:
        self.ws = await connect(websocket_url(self.url), max_size=2**22)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.ws.close()

    async def recv(self) -> dict[str, Any]:
        return json.loads(await self.ws.recv())

    async def host(self, action: str, **fields: Any) -> None:
        await self.ws.send(json.dumps({"type": "host", "action": action, **fields}))


BAD = [  # (fields of race_start, catalogue key of the refusal, its fields in each language)
    ({"count": 0}, "room_race.count", {"most": 50, "value": "0"}),
    ({"count": 51}, "room_race.count", {"most": 50, "value": "51"}),
    ({"count": "3"}, "room_race.count", {"most": 50, "value": "'3'"}),
    ({"seconds": 4}, "room_race.seconds", {"low": 5, "high": 600, "value": "4"}),
    ({"seconds": 601}, "room_race.seconds", {"low": 5, "high": 600, "value": "601"}),
    ({"pause": 0}, "room_race.pause", {"low": 1, "high": 120, "value": "0"}),
    ({"theme": "sorte"}, "room_race.theme", None),
    ({"band": [1600, 1200]}, "room_race.band_upside_down",
     {"value": "[1600, 1200]", "low": 1200, "high": 1600}),
    ({"band": [1200]}, "room_race.band", None),
    ({"preset": "poker"}, "room_race.preset", None),
    ({"theme": "furar"}, "room_race.none_left", None),  # oficial has no na boa calls
    ({"band": [0, 10]}, "room_race.none_left", None),
    ({"count": 50, "band": [1290, 1300]}, "room_race.too_few", None),
    ({"colour": "red"}, "room_race.unknown_field", None),
]


def _first_words(key: str, lang: str) -> str:
    """The words of a catalogue text before its first field."""
    return term(key, lang, **{f: "\0" for f in _fields(key)}).split("\0")[0]


def _fields(key: str) -> list[str]:
    import string

    from cacheta_lab.words.catalogue import TERMS

    return [f for _, f, _, _ in string.Formatter().parse(TERMS[key][0]) if f]


@pytest.mark.parametrize("lang", ["pt", "en"])
def test_bad_race_settings_are_one_line_and_change_nothing(make_server, lang) -> None:
    server = make_server(players=3, bots=["greedy"])

    async def go() -> list[dict[str, Any]]:
        got = []
        async with AsyncRoomClient(server.links["host"], lang) as host, \
                AsyncRoomClient(server.links["seats"][0], lang) as seat:
            for fields, _, _ in BAD:
                await host.host("race_start", **fields)
                got.append(await until(host, _is("error")))
            await host.host("race_next")
            got.append(await until(host, _is("error")))
            await seat.send({"type": "answer", "puzzle": 1, "move": None})
            got.append(await until(seat, _is("error")))
            await host.host("race")  # not a race action: the room's refusal
            await until(host, _is("error"))
        return got

    errors = run(go())
    assert on_loop(server, lambda: dict(server.races.by_scope)) == {}
    for (fields, key, words), error in zip(BAD, errors, strict=False):
        assert error["code"] == "bad_action", (fields, error)
        assert "\n" not in error["message"]
        if words is not None:
            assert error["message"] == term(key, lang, **words), fields
        else:
            assert error["message"].startswith(_first_words(key, lang)), (fields, error)
    assert errors[-2]["message"] == term("room_race.none", lang)
    assert errors[-1]["code"] == "race"
    db = sqlite3.connect(server.store.path)
    assert not db.execute("SELECT name FROM sqlite_master WHERE name = 'races'").fetchall()


def _answer_of(frame: dict[str, Any], right: bool) -> dict[str, Any]:
    """A move of the race frame's puzzle: the right one, or a wrong one among its options."""
    solution = frame_solution[frame["puzzle"]["id"]]
    legal = frame["you"]["legal"]
    if right:
        return solution[0]
    return next(m for m in legal if m not in solution)


frame_solution: dict[str, list[dict[str, Any]]] = {}


def _solutions() -> None:
    from cacheta_lab.puzzles import load

    if not frame_solution:
        frame_solution.update({p.id: [m.to_dict() for m in p.solution] for p in load()})


def test_a_race_runs_its_answers_refused_as_they_should_be(make_server) -> None:
    """One answer per seat per puzzle; a second one, one to an old puzzle, one after the
    time, an illegal move, a pass where it is the seat's turn, a bot's seat and the watch are
    refused; the host reveals before every seat answered (race_reveal); the next puzzle at
    the host's race_next; names; the results as CSV at the host's link, formulas escaped."""
    _solutions()
    server = make_server(players=4, bots=["greedy"])
    links = server.links

    async def go() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with AsyncRoomClient(links["host"], "en") as host, \
                AsyncRoomClient(links["watch"], "en") as watch, \
                AsyncRoomClient(links["seats"][0], "en") as a, \
                AsyncRoomClient(links["seats"][1], "en") as b, \
                AsyncRoomClient(links["seats"][3], "en") as bot:
            await a.send({"type": "name", "name": "=HYPERLINK(\"x\")"})
            out["name_before"] = await until(a, _is("error"))
            await host.host("race_start", count=2, seconds=60, theme="bater")
            await until(host, _is("ok", action="race_start"))
            first = await until(a, _is("race", number=1))
            await a.send({"type": "name", "name": "=HYPERLINK(\"x\")"})
            await until(a, _is("ok", action="name"))
            await b.send({"type": "name", "name": "Bia\n"})
            out["bad_name"] = await until(b, _is("error"))
            await b.ws.send(json.dumps({"type": "name", "name": "Bia\ud800"}))  # escaped
            out["surrogate_name"] = await until(b, _is("error"))
            await bot.send({"type": "answer", "puzzle": 1, "move": None})
            out["bot"] = await until(bot, _is("error"))
            await watch.send({"type": "answer", "puzzle": 1, "move": None})
            out["watch"] = await until(watch, _is("error"))
            await a.send({"type": "answer", "puzzle": 1,
                          "move": {"type": "discard", "card": "Ah" if "Ah" not in
                                   first["puzzle"]["position"]["hand"] else "2h"}})
            out["illegal"] = await until(a, _is("error"))
            await a.send({"type": "answer", "puzzle": 1, "move": None})
            out["pass"] = await until(a, _is("error"))
            await a.send({"type": "answer", "puzzle": 2, "move": _answer_of(first, True)})
            out["old"] = await until(a, _is("error"))
            await a.send({"type": "answer", "puzzle": 1, "move": _answer_of(first, True)})
            await until(a, _is("ok", action="answer"))
            await a.send({"type": "answer", "puzzle": 1, "move": _answer_of(first, False)})
            out["twice"] = await until(a, _is("error"))
            seen_by_b = await until(b, lambda f: f["type"] == "race" and f["answered"] == 1)
            out["b_before"] = seen_by_b
            await host.host("race_next")
            out["next_early"] = await until(host, _is("error"))
            await b.send({"type": "answer", "puzzle": 1, "move": _answer_of(first, False)})
            await until(b, _is("ok", action="answer"))
            await host.host("race_reveal")  # seat 2 is nobody's yet: the teacher reveals
            out["reveal"] = await until(watch, _is("race", phase="reveal"))
            out["a_reveal"] = await until(a, _is("race", phase="reveal"))
            await host.host("race_next")
            second = await until(b, _is("race", number=2, phase="question"))
            second_started = on_loop(server, lambda: server.races.by_scope[
                server.links["room"]].started)
            server.races.clock = lambda: second_started + 61  # the time is up
            await b.send({"type": "answer", "puzzle": 2, "move": _answer_of(second, True)})
            out["late"] = await until(b, _is("error"))
            await host.host("race_results")
            out["results"] = await until(host, _is("race_results"))
        return out

    out = run(go())
    for key, code, words in (("name_before", "race", "room_race.none"),
                             ("bot", "bot_seat", "room_race.bot_seat"),
                             ("watch", "not_allowed", "room.watch_only"),
                             ("pass", "illegal_move", "room_race.no_pass"),
                             ("twice", "race", "room_race.twice"),
                             ("old", "race", "room_race.old_puzzle"),
                             ("next_early", "bad_action", "room_race.not_revealed"),
                             ("late", "race", "room_race.too_late")):
        assert out[key]["code"] == code, (key, out[key])
        assert out[key]["message"].startswith(_first_words(words, "en")), (key, out[key])
    assert out["bad_name"]["code"] == out["surrogate_name"]["code"] == "bad_frame"
    assert out["illegal"]["code"] == "illegal_move"
    assert "is not a move of this position" in out["illegal"]["message"]
    before = out["b_before"]
    assert before["reveal"] is None and before["you"]["answer"] is None
    assert all(row["answered"] == 0 for row in before["standings"])
    reveal = out["reveal"]["reveal"]
    assert reveal["answers"] == 2 and reveal["right"] == 1
    assert sum(o["count"] for o in reveal["options"]) + reveal["other"] == 2
    assert all(isinstance(s, str) and s for s in reveal["why"])
    assert out["reveal"]["you"] is None
    assert out["a_reveal"]["you"]["right"] is True
    top = out["a_reveal"]["standings"][0]
    assert (top["name"], top["points"], top["place"]) == ('=HYPERLINK("x")', 1, 1)
    assert [r["seat"] for r in out["a_reveal"]["standings"]] == [0, 1, 2]  # no bot seat

    rows = list(csv.reader(io.StringIO(out["results"]["answers"])))
    assert rows[0] == term("room_race.csv.answers", "en").split(",")
    names = {row[3] for row in rows[1:]}
    assert '\'=HYPERLINK("x")' in names and "player 1" in names
    assert len(rows) == 1 + 3 * 2  # three people's seats, two puzzles revealed
    url = links["host"].replace("/host?", "/standings.csv?") + "&lang=pt"
    with urllib.request.urlopen(url, timeout=5) as answer:
        assert answer.headers["Content-Type"] == "text/csv; charset=utf-8"
        text = answer.read().decode("utf-8")
    standings = list(csv.reader(io.StringIO(text)))
    assert standings[0] == term("room_race.csv.standings", "pt").split(",")
    assert standings[1][2] == '\'=HYPERLINK("x")' and standings[1][5] == "1"
    wrong_key = links["host"].replace("/host?key=", "/race.csv?key=x")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(wrong_key, timeout=5)
    assert refused.value.code == 403


def test_spreadsheet_formulas_are_escaped() -> None:
    for text in ("=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"):
        assert safe_cell(text) == "'" + text
    assert safe_cell("Ana") == "Ana" and safe_cell(3) == "3" and safe_cell(None) == ""


def test_a_class_race_reaches_every_tables_seats(make_class) -> None:
    """The teacher's link starts a race at every table; a table's own host cannot start
    another meanwhile; seats of two tables answer the same puzzle; the class's projector
    sees the reveal and standings naming each seat's table."""
    _solutions()
    server = make_class(tables=2, players=2, people=3)
    links = server.links

    async def go() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with ClassLink(links["host"] + "&lang=en") as teacher, \
                ClassLink(links["watch"] + "&lang=en") as projector, \
                AsyncRoomClient(links["tables"][1]["host"], "en") as table_host, \
                AsyncRoomClient(links["tables"][0]["seats"][0], "en") as a, \
                AsyncRoomClient(links["tables"][0]["seats"][1], "en") as b, \
                AsyncRoomClient(links["tables"][1]["seats"][0], "en") as c:
            await teacher.host("race_start", count=1, seconds=60)
            await until(teacher, _is("ok", action="race_start"))
            await table_host.host("race_start", count=1)
            out["table"] = await until(table_host, _is("error"))
            for seat, right in ((a, True), (b, False), (c, True)):
                frame = await until(seat, _is("race", phase="question"))
                await seat.send({"type": "answer", "puzzle": 1,
                                 "move": _answer_of(frame, right)})
                await until(seat, _is("ok", action="answer"))
            out["reveal"] = await until(projector, _is("race", phase="reveal"))
            await teacher.host("race_next")
            out["over"] = await until(projector, _is("race", phase="over"))
        return out

    out = run(go())
    assert out["table"]["message"] == term("room_race.class_race", "en")
    reveal = out["reveal"]
    assert reveal["racers"] == 3 and reveal["reveal"]["right"] == 2
    assert [r["name"] for r in reveal["standings"]][2] == "table 1, player 1"
    assert out["over"]["status"] == term("room_race.phase.over", "en")


def test_room_play_takes_part_in_a_race_and_the_pause_deals_the_next(make_server) -> None:
    """Three ``cacheta-lab room play --race`` seats answer every puzzle with their bots; the
    race's pause deals each next puzzle with no teacher; each prints its points and place."""
    import subprocess

    from .test_restart import ENV, _command

    server = make_server(players=4, bots=["greedy"])
    links = server.links
    players = [subprocess.Popen(
        [*_command(), "room", "play", links["seats"][seat], "--race", "--bot", level,
         "--name", f"bot {level}", "--idle", "30", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
        for seat, level in enumerate(("greedy", "random", "strong"))]
    try:
        async def start() -> None:
            async with AsyncRoomClient(links["host"], "en") as host:
                await host.host("race_start", count=2, seconds=30, pause=1)
                await until(host, _is("ok", action="race_start"))
                await until(host, _is("race", phase="over"), timeout=60)

        run(start())
        summaries = [json.loads(p.communicate(timeout=30)[0]) for p in players]
    finally:
        for proc in players:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
    assert [p.returncode for p in players] == [0, 0, 0]
    assert all(s["finished"] and s["answered"] == 2 and s["phase"] == "over"
               for s in summaries), summaries
    assert sorted(s["place"] for s in summaries) == [1, 2, 3]
    assert all(s["points"] == s["right"] for s in summaries)
