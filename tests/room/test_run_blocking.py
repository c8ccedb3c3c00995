"""A room's blocking helpers work from a thread that already runs an event loop (a notebook's
kernel, or a test run after one left its loop set)."""

from __future__ import annotations

import asyncio

from cacheta_lab.room.client import run_blocking


def test_a_coroutine_runs_to_its_end_inside_a_running_loop() -> None:
    async def inside() -> int:
        asyncio.get_running_loop()  # this coroutine's thread runs a loop
        return run_blocking(asyncio.sleep(0, result=7))

    assert run_blocking(inside()) == 7


def test_a_coroutine_runs_to_its_end_with_no_loop() -> None:
    assert run_blocking(asyncio.sleep(0, result="ok")) == "ok"
