"""The deal no seat can work out: each room draws a secret when it is created, keeps it with its
other secrets in the state directory and never sends it; every game's deal is seeded from that
secret, the teacher's seed and the game's number. So trying seeds finds nothing, two rooms with
one seed deal differently, and the same state directory deals the same games after a restart.
A room stored before it had a deal secret keeps its games and gets a secret for its next ones."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import urllib.request
from pathlib import Path
from typing import Any

from cacheta_lab.game import GameLog, Round
from cacheta_lab.room import serve
from cacheta_lab.room.client import AsyncRoomClient, play_seat_async

from .conftest import of_type, run, until

STATE_FILE = "rooms.sqlite3"


def _stored(state: Path, column: str) -> dict[str, Any]:
    """One JSON column of the only room in ``state``."""
    with sqlite3.connect(state / STATE_FILE) as db:
        (text,) = db.execute(f"SELECT {column} FROM rooms").fetchone()
    return json.loads(text)


def _seat_frames(url: str) -> dict[str, Any]:
    async def go() -> dict[str, Any]:
        async with AsyncRoomClient(url) as seat:
            return await until(seat, of_type("state"))

    return run(go())


def _hands(rnd: Round) -> list[list[str]]:
    return [sorted(c.code for c in hand) for hand in rnd.hands.values()]


def test_a_seat_cannot_find_the_deal_by_trying_seeds(make_server) -> None:
    teacher = 7777
    server = make_server(players=3, seed=teacher, public_deal=False)
    frame = _seat_frames(server.links["seats"][0])
    mine = sorted(frame["you"]["hand"])
    dealer = frame["table"]["dealer"]
    assert len(mine) == 9
    # the attack: every seed up to 2,000 and the teacher's own, as the room used to
    # seed its games ("seed/game") and as a plain seed
    for seed in (*range(2000), teacher, str(teacher)):
        for tried in (f"{seed}/0", seed):
            assert mine not in _hands(Round("oficial", 3, dealer, tried, max_turns=500)), seed
    room = next(iter(server.rooms.values()))
    assert room.round.seed != f"{teacher}/0"


def test_two_rooms_with_one_seed_deal_differently(make_server) -> None:
    server = make_server(players=3, seed=5, rooms=2, public_deal=False)
    first, second = (room.round for room in server.rooms.values())
    assert first.dealer == second.dealer and _hands(first) != _hands(second)
    assert first.stock != second.stock


def test_bots_are_not_seeded_from_public_values(make_server) -> None:
    server = make_server(players=3, seed=5, bots=["random", "random"], public_deal=False)
    room = next(iter(server.rooms.values()))
    for seat, bot in room.bots.items():
        for public in (f"5/{room.id}/bot{seat}", f"5/bot{seat}", f"5/{seat}", 5):
            assert bot.rng.getstate() != random.Random(public).getstate(), public


def test_the_deal_secret_never_leaves_the_server(make_server, tmp_path) -> None:
    state = tmp_path / "class"
    server = make_server(players=2, bots=["greedy"], seed=3, state=state, public_deal=False)
    links = server.links
    secret = _stored(state, "secrets")["deal"]
    seeds = {room.round.seed for room in server.rooms.values()}
    heard: list[str] = []

    watched, hosted = tmp_path / "watch.jsonl", tmp_path / "host.jsonl"  # every frame read

    async def class_plays() -> dict[str, Any]:
        async with AsyncRoomClient(links["watch"], "en", transcript=watched) as watch, \
                AsyncRoomClient(links["host"], "en", transcript=hosted) as host:
            await play_seat_async(links["seats"][0], "greedy", tmp_path / "seat0.jsonl",
                                  patience=10)
            await until(watch, lambda f: f.get("type") == "state" and f["table"]["over"])
            await host.host("log")
            return await until(host, of_type("log"))

    log = run(class_plays())
    for text in (watched.read_text(encoding="utf-8"), hosted.read_text(encoding="utf-8"),
                 (tmp_path / "seat0.jsonl").read_text(encoding="utf-8")):
        heard.extend(text.splitlines())
    for url in (links["watch"], links["seats"][0], links["host"],
                links["host"].replace("/host?", "/log?")):
        with urllib.request.urlopen(url, timeout=10) as page:
            heard.append(page.read().decode("utf-8"))
    assert len(heard) > 20 and not [text for text in heard if secret in text]
    # the game's own seed is in its log (the host's, which reveals that game only) and
    # nowhere else
    assert GameLog.from_dict(log["log"]).setup["seed"] in seeds
    public = [text for text in heard if '"type": "log"' not in text
              and "cacheta-lab-game" not in text]
    assert not [text for text in public for seed in seeds if str(seed) in text]


def test_a_restart_deals_the_same_games(tmp_path) -> None:
    state, copy = tmp_path / "class", tmp_path / "copy"
    first = serve(port=0, state=state, players=3, seed=9, bot_delay=0)
    dealt = next(iter(first.rooms.values())).round
    first.stop()
    shutil.copytree(state, copy)

    def second_game(where: Path) -> tuple[Round, Round]:
        server = serve(port=0, state=where, players=3, seed=9, bot_delay=0)
        try:
            room = next(iter(server.rooms.values()))
            before = Round.from_snapshot(room.round.snapshot())

            async def deal_again() -> None:
                async with AsyncRoomClient(server.links["host"]) as host:
                    await host.host("new_round", force=True)
                    await until(host, lambda f: f.get("type") == "state" and f["game"] == 1)

            run(deal_again())
            return before, Round.from_snapshot(room.round.snapshot())
        finally:
            server.stop()

    again_a, next_a = second_game(state)
    again_b, next_b = second_game(copy)
    for again in (again_a, again_b):  # the first game, read back
        assert _hands(again) == _hands(dealt) and again.stock == dealt.stock
    assert _hands(next_a) == _hands(next_b) and next_a.stock == next_b.stock
    assert _hands(next_a) != _hands(again_a)


def test_a_room_stored_before_deal_secrets_keeps_its_games(tmp_path) -> None:
    state = tmp_path / "old"
    server = serve(port=0, state=state, players=3, seed=4, bot_delay=0)
    server.stop()
    # the room as an earlier version wrote it: no deal secret, its game seeded "4/0"
    old = Round("oficial", 3, 2, "4/0", max_turns=500)
    secrets = _stored(state, "secrets")
    del secrets["deal"]
    settings = _stored(state, "settings")
    settings.pop("public_deal", None)
    with sqlite3.connect(state / STATE_FILE) as db:
        db.execute("UPDATE rooms SET secrets = ?, settings = ?",
                   (json.dumps(secrets), json.dumps(settings)))
        db.execute("UPDATE games SET setup = ?", (json.dumps(GameLog.of(old).setup),))
        db.execute("UPDATE snapshots SET snapshot = ?", (json.dumps(old.snapshot()),))
    db.close()

    again = serve(port=0, state=state, players=3, seed=4, bot_delay=0)
    try:
        room = next(iter(again.rooms.values()))
        assert room.round.snapshot() == old.snapshot()  # its stored game, as it was
        stored = _stored(state, "secrets")
        assert {k: v for k, v in stored.items() if k != "deal"} == secrets
        assert len(stored["deal"]) >= 40  # a secret for its next games, kept on disk

        async def deal_again() -> None:
            async with AsyncRoomClient(again.links["host"]) as host:
                await host.host("new_round", force=True)
                await until(host, lambda f: f.get("type") == "state" and f["game"] == 1)

        run(deal_again())
        public = Round("oficial", 3, 0, "4/1", max_turns=500)
        assert _hands(room.round) != _hands(public)
    finally:
        again.stop()
