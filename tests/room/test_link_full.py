"""A link the door turns away for now (HTTP 503: the link, or the server, has all the
connections it takes) is said as the door says it, in the client's language, never as a room
that did not answer; the clients keep trying with their backoff, and a seat whose replaced
connections are still closing gets in once they are gone."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from cacheta_lab import CachetaError, GameTable
from cacheta_lab.cli import main
from cacheta_lab.room.client import AsyncRoomClient, RoomConnection
from cacheta_lab.room.limits import Limits
from cacheta_lab.room.protocol import RoomFull, door_line, door_reason
from cacheta_lab.words.catalogue import Said

from .conftest import run
from .raw_client import RawClient

PER_LINK = Limits().seat_link
FULL_EN = f"this link already has {PER_LINK} open connections: close one or try again in a moment"
FULL_PT = f"este link já tem {PER_LINK} conexões abertas: feche uma ou tente de novo em instantes"


@pytest.fixture
def full_seat(make_server) -> Iterator[tuple[str, list[RawClient]]]:
    """Seat 1's link with all the connections it takes: the newest holds the seat, the ones
    it replaced never answer their close (each is cut off ``close_wait`` = 3 s later)."""
    server = make_server(players=2, limits=Limits(close_wait=3.0))
    seat = server.links["seats"][1]
    held = [RawClient(seat) for _ in range(PER_LINK)]
    assert [c.status for c in held] == [101] * PER_LINK
    yield seat, held
    for client in held:
        client.close()


def test_the_async_client_says_the_link_is_full_and_gets_in_once_it_is_not(full_seat) -> None:
    seat, _ = full_seat

    async def go() -> None:
        client = AsyncRoomClient(seat, "en")
        with pytest.raises(RoomFull) as full:
            await client.connect()
        assert full.value.message("en") == FULL_EN and full.value.message("pt") == FULL_PT
        started = time.monotonic()
        frames = client.frames()  # tries again until the replaced connections are cut off
        try:
            first = await anext(frames)
            assert first["type"] == "welcome" and first["seat"] == 1
            assert client.turned_away is None and time.monotonic() - started < 10
        finally:
            await frames.aclose()
            await client.close()

    run(go())


def test_room_play_says_the_link_is_full_in_one_line(capsys, full_seat) -> None:
    seat, _ = full_seat
    code = main(["room", "play", seat, "--patience", "0.5", "--lang", "en"])
    out, err = capsys.readouterr()
    assert code == 1 and not out and err == f"cacheta-lab: {FULL_EN}\n"


def test_a_table_in_a_kernel_says_the_link_is_full(full_seat) -> None:
    seat, _ = full_seat
    with pytest.raises(CachetaError) as full:
        RoomConnection(seat, "pt", timeout=0.5)
    assert str(full.value) == f"{FULL_PT} | {FULL_EN}"
    with pytest.raises(CachetaError, match=FULL_EN):
        GameTable(room=seat, lang="en", timeout=0.5)


def test_only_the_doors_own_words_are_read_back() -> None:
    server_full = Said("room.server_full")
    assert door_reason(door_line(server_full)) == server_full
    assert door_reason(f"{FULL_PT} | {FULL_EN}\n") == Said("room.link_full", n=PER_LINK)
    for other in ("", "Service Unavailable", f"{FULL_PT} | {FULL_EN} and more", FULL_EN,
                  door_line(Said("room.bad_key")), "x" * 10_000,
                  f"{FULL_PT} | {FULL_EN}".replace(str(PER_LINK), "9" * 30)):
        assert door_reason(other) == Said("room_client.busy")  # nothing shown as it came
