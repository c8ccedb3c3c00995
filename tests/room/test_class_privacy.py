"""No one sees what is not theirs, a class's links included: every class frame the teacher's
page and the class's projector receive while two tables play whole rounds is checked against
each table's position at that moment (replayed from its log). A card held by a seat, or still
in the monte, never appears in them (unless another copy of it is in sight), not even while
the host shows a table's hands for a discussion: the class's links never carry a hand."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import connect

from cacheta_lab.engine.cards import parse_card
from cacheta_lab.game import GameLog
from cacheta_lab.room.client import AsyncRoomClient, play_seat_async
from cacheta_lab.room.links import websocket_url

from .conftest import of_type, run, until
from .test_privacy import _keys, _positions, _strings

PEOPLE = 2  # seats played through their links at each table; a bot plays the last


def _check(table: dict[str, Any], at: dict[str, Any]) -> None:
    hidden = {c for hand in at["hands"].values() for c in hand} | set(at["stock"])
    secret = hidden - at["seen"]
    words = _strings(table)
    assert not secret & set(words), (table["number"], table["seq"], secret & set(words))
    text = " ".join(w for w in words if " " in w)
    for code in secret:
        for lang in ("pt", "en"):
            assert f" {parse_card(code).name(lang)} " not in f" {text} ", (table, code)
    assert not {"hands", "hand", "stock", "you", "legal", "lixeira"} & _keys(table)
    assert isinstance(table["revealed"], bool)


def test_the_class_links_show_only_the_public_tables(make_class, tmp_path) -> None:
    server = make_class(tables=2, players=PEOPLE + 1, bots=["strong"], preset="megajogos",
                        seed=21)
    links = server.links
    frames: list[dict[str, Any]] = []

    async def listen(url: str, done: asyncio.Event) -> None:
        async with connect(websocket_url(url), max_size=2**22) as ws:
            while not done.is_set():
                try:
                    frame = json.loads(await asyncio.wait_for(ws.recv(), 0.3))
                except TimeoutError:
                    continue
                if frame["type"] == "class":
                    frames.append(frame)

    async def class_plays() -> None:
        done = asyncio.Event()
        listeners = [asyncio.create_task(listen(links[k] + f"&lang={lang}", done))
                     for k, lang in (("watch", "pt"), ("host", "en"))]
        await asyncio.sleep(0.2)
        # the host shows table 1's hands for a discussion: its own links get them, the
        # class's do not
        async with AsyncRoomClient(links["tables"][0]["watch"]) as table_watch:
            server.act("reveal", tables=[1])
            shown = await until(table_watch, lambda f: f.get("type") == "state"
                                and f["table"]["revealed"] is not None)
            assert len(shown["table"]["revealed"]["0"]) == 9
            server.act("resume", tables=[1])
            await until(table_watch, of_type("state", game=0))
        await asyncio.gather(*(
            play_seat_async(url, "greedy", tmp_path / f"t{n}s{i}.jsonl", patience=10,
                            seed=i)
            for n, table in enumerate(links["tables"])
            for i, url in enumerate(table["seats"][:PEOPLE])))
        await asyncio.sleep(0.3)
        done.set()
        await asyncio.gather(*listeners)

    run(class_plays())
    positions = {}
    for table in links["tables"]:
        log = server.act("log", tables=[table["number"]])["log"]
        positions[table["number"]] = _positions(GameLog.from_dict(log))
    checked = 0
    for frame in frames:
        for table in frame["tables"]:
            _check(table, positions[table["number"]][table["seq"]])
            checked += 1
    assert any(t["revealed"] for f in frames for t in f["tables"])  # seen while revealed
    last = frames[-1]["tables"]
    assert all(t["over"] and t["result"] is not None for t in last)
    assert checked > 2 * 40, checked  # every table, in most of the class frames
