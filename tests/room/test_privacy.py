"""No one sees what is not theirs: every frame each client receives in a whole round is checked
against the engine's position at that moment (replayed from the room's log). A card held by
another seat, or still in the monte, never appears in a seat's frames (unless another copy of
it is in sight), nor in the projector's; the seat's own hand is exactly its hand.

What is in sight is worked out here, from the rules (docs/rules.md), not taken from the
engine's public history: the vira, the lixeira, every card taken from it or discarded, the
lixeira top a failed furar a fila reached for, the winner's hand. The card a false bati names
is not: like the card of a furar a fila that fails, it stays in the declarer's hand, and every
frame says the bati was false without naming it."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from typing import Any

from cacheta_lab.engine.cards import parse_card
from cacheta_lab.game import GameLog, Replay
from cacheta_lab.room.client import AsyncRoomClient, play_seat_async

from .conftest import of_type, run, until

SEATS = 3
IN_SIGHT = ("take", "discard", "queimou")  # public events whose card was shown to everyone


def _positions(log: GameLog) -> list[dict[str, Any]]:
    """The position after each number of moves: every hand, the monte, what is in sight."""
    play = Replay(log)
    found = []
    while True:
        rnd = play.game
        seen = {c.code for c in rnd.lixeira} | ({rnd.vira.code} if rnd.vira else set())
        seen |= {card.code for what, _, card in rnd.view(rnd.seats[0]).history
                 if card and what in IN_SIGHT}
        if rnd.result is not None:
            seen |= {c.code for c in rnd.result.shown}
        found.append({"hands": {s: [c.code for c in h] for s, h in rnd.hands.items()},
                      "stock": [c.code for c in rnd.stock], "seen": seen})
        if play.done:
            return found
        play.step()


def _strings(value: Any) -> list[str]:
    """Every text in a frame but the curingas (the wild kinds, which name no card's place)."""
    if isinstance(value, dict):
        return [s for k, v in value.items() if k != "curingas" for s in (k, *_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return [value] if isinstance(value, str) else []


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*(_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value))
    return set()


def _check(frame: dict[str, Any], seat: int | None, at: dict[str, Any]) -> None:
    own = at["hands"].get(seat, []) if seat is not None else []
    hidden = [c for s, h in at["hands"].items() if s != seat for c in h] + at["stock"]
    secret = set(hidden) - set(own) - at["seen"]
    words = _strings(frame)
    assert not secret & set(words), (seat, frame["seq"], secret & set(words))
    text = " ".join(w for w in words if " " in w)
    for code in secret:
        for lang in ("pt", "en"):
            assert f" {parse_card(code).name(lang)} " not in f" {text} ", (seat, code)
    assert not {"hands", "stock"} & _keys(frame)  # as in Round.snapshot(): never sent
    assert frame["table"]["revealed"] is None
    if seat is None:
        assert frame["you"] is None and frame["legal"] is None
    else:
        assert frame["you"]["seat"] == seat
        assert Counter(frame["you"]["hand"]) == Counter(own)


def test_every_frame_shows_only_what_its_link_may_see(make_server, tmp_path) -> None:
    server = make_server(players=SEATS + 1, bots=["strong"], preset="megajogos", seed=11)
    links = server.links
    watched: list[dict[str, Any]] = []

    async def projector(done: asyncio.Event) -> None:
        async with AsyncRoomClient(links["watch"], "en") as c:
            while not done.is_set():
                try:
                    frame = await asyncio.wait_for(c.recv(), 0.5)
                except TimeoutError:
                    continue
                watched.append(frame)
                if frame["type"] == "state" and frame["table"]["over"]:
                    return

    async def class_plays() -> None:
        done = asyncio.Event()
        watch = asyncio.create_task(projector(done))
        await asyncio.sleep(0.2)
        await asyncio.gather(*(
            play_seat_async(url, "strong", tmp_path / f"seat{i}.jsonl", patience=10, seed=i,
                            lang=("pt", "en")[i % 2])
            for i, url in enumerate(links["seats"][:SEATS])))
        done.set()
        await watch

    run(class_plays())

    async def log() -> dict:
        async with AsyncRoomClient(links["host"]) as c:
            await c.host("log")
            return (await until(c, of_type("log")))["log"]

    positions = _positions(GameLog.from_dict(run(log())))
    checked = 0
    for seat in range(SEATS):
        for line in (tmp_path / f"seat{seat}.jsonl").read_text().splitlines():
            frame = json.loads(line).get("in", {})
            if frame.get("type") == "state":
                _check(frame, seat, positions[frame["seq"]])
                checked += 1
    states = [f for f in watched if f["type"] == "state"]
    for frame in states:
        _check(frame, None, positions[frame["seq"]])
    assert states and states[-1]["table"]["over"]
    assert checked >= 3 * (len(positions) - 1) // 2  # a state after (nearly) every move


def test_a_false_bati_is_said_false_to_everyone_and_its_card_stays_hidden(make_server) -> None:
    """Seat 0 says "bati" naming a card its hand cannot go out with (``oficial``: 2 points,
    the round goes on), then discards another card: the named card stays in its hand. Seat
    1's and the projector's frames never show it, every frame says the bati was false (in the
    connection's language), and its public history entry names no card."""
    server = make_server(players=3, bots={1: "greedy", 2: "greedy"}, preset="oficial", seed=2)
    links = server.links
    frames: dict[str, list[dict[str, Any]]] = {"seat1": [], "watch": []}

    async def listen(name: str, client: AsyncRoomClient, done: asyncio.Event) -> None:
        while not done.is_set():
            try:
                frames[name].append(await asyncio.wait_for(client.recv(), 0.2))
            except TimeoutError:
                continue

    async def play() -> tuple[str, str]:
        done = asyncio.Event()
        async with AsyncRoomClient(links["seats"][0], "en") as me, \
                AsyncRoomClient(links["seats"][1], "pt") as seat1, \
                AsyncRoomClient(links["watch"], "en") as watch:
            tasks = [asyncio.create_task(listen("seat1", seat1, done)),
                     asyncio.create_task(listen("watch", watch, done))]
            await until(me, lambda f: f.get("type") == "state" and bool(f["legal"]))
            await me.move({"type": "draw", "source": "monte"})
            await until(me, lambda f: f.get("type") == "state" and f["you"]["phase"] ==
                        "discard" and f["you"]["turn"] == 0)
            view = me.view
            _with10, going_out = view.bater_options()
            named = next(c for c in view.hand if c.kind not in {k.kind for k in going_out})
            await me.move({"type": "bater", "discard": named.code})
            said = await until(me, lambda f: f.get("type") == "state" and any(
                e[0] == "false_bati" for e in f["table"]["history"]))
            assert said["table"]["points"]["0"] == 5 and named.code in said["you"]["hand"]
            kept = next(c for c in me.view.hand if c != named and c != view.taken)
            await me.move({"type": "discard", "card": kept.code})
            # the two bots play on, then it is seat 0's turn again
            after = await until(me, lambda f: f.get("type") == "state" and bool(f["legal"]))
            assert named.code in after["you"]["hand"]
            done.set()
            await asyncio.gather(*tasks)
            return named.code, kept.code

    named, kept = run(play())

    async def log() -> dict:
        async with AsyncRoomClient(links["host"]) as c:
            await c.host("log")
            return (await until(c, of_type("log")))["log"]

    positions = _positions(GameLog.from_dict(run(log())))
    for name, lang in (("seat1", "pt"), ("watch", "en")):
        states = [f for f in frames[name] if f.get("type") == "state"]
        told = [f for f in states if any(e[0] == "false_bati" for e in f["table"]["history"])]
        assert told, name  # the frames after the false bati were seen
        for frame in states:
            _check(frame, 1 if name == "seat1" else None, positions[frame["seq"]])
            assert named not in _strings(frame) or named in positions[frame["seq"]]["seen"]
        for frame in told:
            entry = next(e for e in frame["table"]["history"] if e[0] == "false_bati")
            assert entry == ["false_bati", 0, None]
            claim = next(m for m in frame["table"]["last"] if m["move"]["type"] == "bater")
            assert claim["move"] == {"type": "bater", "seat": 0, "false": True}
            assert ("bati falso" if lang == "pt" else "false bati") in claim["text"]
    assert kept in positions[-1]["seen"]
