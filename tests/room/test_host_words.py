"""The host's refusals name what was refused: a bad bot level lists the bot levels (not the
actions), and the log link's refusal is one line in both languages, as every refusal at the
door is."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

from cacheta_lab.game.bots import LEVELS
from cacheta_lab.room.client import AsyncRoomClient
from cacheta_lab.words.catalogue import term

from .conftest import of_type, run, until


def test_a_bad_bot_level_lists_the_levels(make_server) -> None:
    server = make_server(players=2)
    room = next(iter(server.rooms.values()))

    async def go() -> dict:
        async with AsyncRoomClient(server.links["host"], "en") as host:
            await host.host("replace", seat=1, bot="genius")
            return await until(host, of_type("error"))

    error = run(go())
    assert error["code"] == "bad_action" and "'genius'" in error["message"]
    assert "level" in error["message"] and "action" not in error["message"]
    assert all(level in error["message"] for level in LEVELS) and not room.bots


def test_the_log_link_refuses_in_both_languages(make_server) -> None:
    server = make_server(players=2)
    log = server.links["host"].replace("/host?", "/log?")
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(log + "&game=7&lang=en", timeout=10)
    body = caught.value.read().decode("utf-8")
    caught.value.close()
    assert caught.value.code == 404 and body.count("\n") == 1
    assert term("room.no_game", "pt").split(" {")[0] in body
    assert term("room.no_game", "en").split(" {")[0] in body
