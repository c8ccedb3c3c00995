"""No one where they don't belong: wrong, missing or borrowed keys are refused at the door;
the watch link cannot act; a seat cannot act for another seat nor as the host; refused moves
carry the engine's own reason, in the seat's language; nothing changes."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.game import Round
from cacheta_lab.room import links as room_links
from cacheta_lab.room.client import AsyncRoomClient, RoomRefused

from .conftest import of_type, run, until


def _refused(url: str) -> int:
    async def go() -> None:
        await AsyncRoomClient(url).connect()

    with pytest.raises(RoomRefused) as caught:
        run(go())
    return caught.value.status


def _swap_key(url: str, other: str) -> str:
    return url.split("?key=")[0] + "?key=" + other.split("?key=")[1]


def test_wrong_missing_and_borrowed_keys_are_refused(make_server) -> None:
    server = make_server(players=3, rooms=2)
    first, second = (server.links_of(r) for r in server.rooms.values())
    seat0, seat1 = first["seats"][:2]
    assert _refused(seat0[:-3] + "abc") == 403  # forged
    assert _refused(seat0.split("?")[0]) == 403  # missing
    assert _refused(_swap_key(seat0, seat1)) == 403  # another seat's key
    assert _refused(_swap_key(first["host"], first["watch"])) == 403  # the watch key as host
    assert _refused(_swap_key(first["watch"], seat0)) == 403  # a seat's key to watch
    assert _refused(_swap_key(seat0, second["seats"][0])) == 403  # another room's key
    assert _refused(seat0.replace(f"/r/{first['room']}/", "/r/nosuchroom/")) == 404
    assert _refused(seat0.replace("/seat/0?", "/seat/7?")) == 404  # no such seat
    # plain HTTP: the same door
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(_swap_key(first["watch"], seat0), timeout=5)
    assert caught.value.code == 403
    caught.value.close()
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(_swap_key(first["host"], first["watch"]).replace(
            "/host?", "/log?"), timeout=5)
    assert caught.value.code == 403
    caught.value.close()


def test_keys_are_compared_in_constant_time(make_server, monkeypatch) -> None:
    server = make_server(players=2)
    calls = []
    real = room_links.hmac.compare_digest
    monkeypatch.setattr(room_links.hmac, "compare_digest",
                        lambda a, b: calls.append((a, b)) or real(a, b))
    with urllib.request.urlopen(server.links["watch"], timeout=5) as page:
        assert b"<html" in page.read()
    assert calls and calls[-1][0] == calls[-1][1]


def test_no_link_acts_beyond_its_place(make_server) -> None:
    server = make_server(players=3)
    room = next(iter(server.rooms.values()))
    links = server.links
    before = room.round.snapshot()
    engine = Round.from_snapshot(before)
    with pytest.raises(CachetaError) as caught:
        engine.play(engine.legal_moves(0)[0].__class__(1))  # seat 1 draws out of turn
    reason = caught.value

    async def go() -> dict[str, list[dict]]:
        got: dict[str, list[dict]] = {}
        async with AsyncRoomClient(links["watch"]) as watch, \
                AsyncRoomClient(links["seats"][1], "en") as seat1, \
                AsyncRoomClient(links["seats"][2], "pt") as seat2:
            await watch.move({"type": "draw", "source": "monte"})
            await watch.host("pause")
            await seat1.host("pause")
            await seat1.move({"type": "draw", "seat": 0, "source": "monte"})
            await seat1.move({"type": "draw", "source": "monte"})
            await seat2.move({"type": "draw", "source": "monte"})
            for name, client, n in (("watch", watch, 2), ("seat1", seat1, 3), ("seat2", seat2, 1)):
                got[name] = [await until(client, of_type("error")) for _ in range(n)]
        return got

    errors = run(go())
    assert [e["code"] for e in errors["watch"]] == ["not_allowed", "not_allowed"]
    assert [e["code"] for e in errors["seat1"]] == ["not_allowed", "not_your_seat",
                                                    "illegal_move"]
    assert errors["seat1"][2]["message"] == reason.message("en")
    assert errors["seat2"][0]["code"] == "illegal_move"
    assert errors["seat2"][0]["message"].startswith("não é a vez do jogador 2")
    assert room.round.snapshot() == before and room.seq == 0 and not room.paused
