"""A seat that takes part in a race with a bot (``cacheta-lab room play URL --race``): it
waits for a race on its link, answers every puzzle with the bot's choice from the puzzle's
view, and returns a summary once the race is over or stopped (its points and place)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from ..checks import check_level, check_seconds, check_seed
from ..game.bots import make_bot
from .client import IDLE, LONGEST_WAIT, AsyncRoomClient, RoomIdle, bot_decision, run_blocking
from .link_check import check_link
from .links import SEAT
from .race import OVER, QUESTION, STOPPED
from .race_check import race_view


def _answer(bot: Any, frame: dict[str, Any]) -> dict[str, Any] | None:
    """The bot's answer to a race frame's puzzle: its move, a pass where passing answers (the
    bot makes no call), else the first move the position allows."""
    move = bot_decision(bot, race_view(frame))
    if move is not None:
        return move.to_dict()
    if frame["puzzle"]["pass"]:
        return None
    return frame["you"]["legal"][0]


async def race_seat_async(url: str, bot: str = "greedy", transcript: str | Path | None = None,
                          patience: float = 60.0, lang: str = "pt", seed: int | str = 0,
                          idle: float = IDLE, name: str | None = None) -> dict[str, Any]:
    """Answer every puzzle of the race on the seat of ``url`` with a bot of level ``bot``
    until the race ends; returns ``{"finished", "race", "seat", "room", "answered", "right",
    "points", "place", "refused", "reconnects"}``. Gives up with :class:`RoomIdle` when no race
    frame changes for ``idle`` seconds (no race started, or a race that does not move)."""
    check_link(url, (SEAT,))
    player = make_bot(check_level(bot), check_seed(seed))
    idle = check_seconds("idle", idle, LONGEST_WAIT, zero=False)
    client = AsyncRoomClient(url, lang, patience, transcript)
    frames = client.frames()
    answered: set[tuple[int, int]] = set()
    right: set[tuple[int, int]] = set()
    named, seen, deadline = False, None, time.monotonic() + idle
    try:
        while True:
            try:
                frame = await asyncio.wait_for(anext(frames),
                                               max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                raise RoomIdle(idle) from None
            except StopAsyncIteration:
                return {"finished": False, "answered": len(answered),
                        "reconnects": client.reconnects}
            if frame["type"] != "race":
                continue
            mark = (frame["race"], frame["number"], frame["phase"])
            if mark != seen:
                seen, deadline = mark, time.monotonic() + idle
            you, puzzle = frame["you"] or {}, (frame["race"], frame["number"])
            if you.get("right"):
                right.add(puzzle)
            if name is not None and not named and not you.get("bot"):
                named = True
                with contextlib.suppress(ConnectionError, ConnectionClosed):
                    await client.send({"type": "name", "name": name})
            if frame["phase"] in (OVER, STOPPED):
                return _summary(client, frame, answered, right)
            if (frame["phase"] == QUESTION and not you.get("bot") and not you.get("answered")
                    and puzzle not in answered):
                answered.add(puzzle)
                with contextlib.suppress(ConnectionError, ConnectionClosed):
                    await client.send({"type": "answer", "puzzle": frame["number"],
                                       "move": _answer(player, frame)})
    finally:
        await frames.aclose()
        await client.close()


def _summary(client: AsyncRoomClient, frame: dict[str, Any], answered: set[tuple[int, int]],
             right: set[tuple[int, int]]) -> dict[str, Any]:
    welcome, you = client.welcome or {}, frame["you"] or {}
    return {"finished": True, "race": frame["race"], "seat": welcome.get("seat"),
            "room": welcome.get("room"), "phase": frame["phase"], "answered": len(answered),
            "right": len(right), "points": you.get("points"), "place": you.get("place"),
            "refused": client.refused,
            "reconnects": client.reconnects}


def race_seat(url: str, bot: str = "greedy", transcript: str | Path | None = None,
              patience: float = 60.0, lang: str = "pt", seed: int | str = 0,
              idle: float = IDLE, name: str | None = None) -> dict[str, Any]:
    """:func:`race_seat_async`, blocking until the race ends (from a notebook too)."""
    return run_blocking(race_seat_async(url, bot, transcript, patience, lang, seed, idle,
                                        name))


__all__ = ["race_seat", "race_seat_async"]
