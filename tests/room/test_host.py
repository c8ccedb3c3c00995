"""The host link: pause and step, reveal and hide, a seat handed to a bot and back, a new
round, the log of an earlier game."""

from __future__ import annotations

from cacheta_lab.game import GameLog, replay
from cacheta_lab.room.client import AsyncRoomClient

from .conftest import of_type, run, until


def _state(**table):
    return lambda f: f.get("type") == "state" and all(f["table"].get(k) == v
                                                      for k, v in table.items())


def test_host_actions(make_server) -> None:
    server = make_server(players=3, seed=5)
    room = next(iter(server.rooms.values()))
    links = server.links

    async def go() -> None:
        async with AsyncRoomClient(links["host"], "en") as host, \
                AsyncRoomClient(links["seats"][0], "en") as seat0, \
                AsyncRoomClient(links["watch"]) as watch:
            await host.host("pause")
            await until(host, of_type("ok", action="pause"))
            paused = await until(seat0, _state(paused=True))
            assert paused["legal"] == [] and paused["table"]["status"] == "paused by the host"
            await seat0.move({"type": "draw", "source": "monte"})
            assert (await until(seat0, of_type("error")))["code"] == "paused"
            await host.host("step")  # a person (seat 0) is to move: nothing to step
            error = await until(host, of_type("error"))
            assert error["code"] == "bad_action" and "player 0" in error["message"]

            # every connection sees every hand while revealed; the monte never
            await host.host("reveal")
            shown = await until(watch, lambda f: f.get("type") == "state"
                                and f["table"]["revealed"] is not None)
            hands = {str(s): [c.code for c in h] for s, h in room.round.hands.items()}
            assert shown["table"]["revealed"] == hands
            assert (await until(seat0, lambda f: f.get("type") == "state"
                                and f["table"]["revealed"] is not None))["table"][
                "revealed"] == hands
            await host.host("hide")
            await until(watch, _state(revealed=None, paused=True))

            # seat 0 handed to a bot: step plays its moves one at a time
            await host.host("replace", seat=0, bot="greedy")
            await until(seat0, _state(bots={"0": "greedy"}))
            await host.host("step")
            assert (await until(watch, lambda f: f.get("type") == "state"
                                and f["seq"] == 1))["table"]["paused"]
            await seat0.move({"type": "discard", "card": room.round.hands[0][0].code})
            assert (await until(seat0, of_type("error")))["code"] == "bot_seat"
            await host.host("step")
            await until(watch, lambda f: f.get("type") == "state" and f["seq"] == 2)
            await host.host("release", seat=0)
            await host.host("release", seat=0)
            assert (await until(host, of_type("error")))["code"] == "bad_action"
            await host.host("resume")
            await until(seat0, _state(paused=False, bots={}))

            # a new round: refused while this one is played, unless forced
            await host.host("new_round")
            assert (await until(host, of_type("error")))["code"] == "bad_action"
            await host.host("new_round", force=True)
            fresh = await until(seat0, lambda f: f.get("type") == "state" and f["game"] == 1)
            assert fresh["seq"] == 0 and len(fresh["you"]["hand"]) == 9
            await host.host("log", game=0)
            earlier = await until(host, of_type("log"))
            log = GameLog.from_dict(earlier["log"])
            assert len(log.moves) == 2 and not replay(log).over
            await host.host("log", game=5)
            assert (await until(host, of_type("error")))["code"] == "bad_action"
            await host.host("dance")
            assert (await until(host, of_type("error")))["code"] == "bad_action"

    run(go())
    assert room.game_index == 1 and room.seq == 0


def test_a_match_room_plays_round_after_round(make_server) -> None:
    server = make_server(players=2, bots=["greedy", "greedy"], unit="match", seed=2)

    async def go() -> dict:
        async with AsyncRoomClient(server.links["watch"]) as watch:
            return await until(watch, _state(over=True), timeout=30)

    end = run(go())["table"]["match"]
    assert end["over"] and end["winner"] in (0, 1) and end["round"] == len(end["results"]) >= 1
