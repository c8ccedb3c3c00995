"""A race of puzzles on the projector's pages in Chromium (a room's watch page, and a class's):
the puzzle with its hand, piles and time left while it is answered and nothing of anyone's
answer, then the counts per option, the answer and why, and the standings once every seat has
answered; the overlay fits a 1280×720 screen at 100 % and at 150 %. ``CACHETA_SHOTS=DIR`` keeps
the screenshots."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from axe import axe_problem, check, report

from cacheta_lab.puzzles import load
from cacheta_lab.room import serve, serve_class
from cacheta_lab.room.client import AsyncRoomClient, run_blocking

pytestmark = pytest.mark.frontends  # make test-frontends
SHOTS = Path(os.environ["CACHETA_SHOTS"]) if os.environ.get("CACHETA_SHOTS") else None

FITS = """() => { const r = document.getElementById('race');
  const inside = [...r.querySelectorAll('svg, li, p')].every((e) => {
    const b = e.getBoundingClientRect();
    return b.width === 0 || (b.bottom <= innerHeight + 1 && b.right <= innerWidth + 1); });
  return inside && r.scrollHeight <= r.clientHeight + 1; }"""


@pytest.mark.parametrize("where", ["room", "class"])
@pytest.mark.parametrize("size,scale", [((1280, 720), 1), ((853, 480), 1.5)])
def test_the_projector_shows_the_race(browser: Any, tmp_path: Path, where: str,
                                      size: tuple[int, int], scale: float) -> None:
    if where == "room":
        server = serve(players=4, port=0, state=tmp_path / "sala", bots=["greedy"],
                       bot_delay=0.05, public_deal=True)
        watch, host = server.links["watch"], server.links["host"]
        seats = server.links["seats"][:3]
    else:
        server = serve_class(tables=2, players=2, people=3, port=0, state=tmp_path / "turma",
                             bot_delay=0.05, public_deal=True)
        links = server.links
        watch, host = links["watch"], links["host"]
        seats = [*links["tables"][0]["seats"], links["tables"][1]["seats"][0]]
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  device_scale_factor=scale)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.goto(watch + "&lang=en")
        run_blocking(_start_only(host))
        page.wait_for_selector("#race:not([hidden])[data-phase=question]", timeout=10_000)
        assert page.inner_text("#race .rc-status") == "Puzzle 1 of 2"
        assert page.is_visible("#race .rc-left")
        assert page.locator("#race .rc-hand svg").count() >= 9
        assert page.is_hidden("#race .rc-reveal")
        assert page.evaluate(FITS)
        if axe_problem() is None:
            violations = check(page, "#race")
            assert violations == [], report(violations)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"race-{where}-question-{int(scale * 100)}.png"))
        _answer_all(seats)
        page.wait_for_selector("#race[data-phase=reveal]", timeout=10_000)
        assert page.is_visible("#race .rc-reveal")
        assert page.inner_text("#race .rc-answer").startswith("Answer: ")
        assert page.locator("#race .rc-standings li").count() == 3
        assert page.locator("#race .rc-options .rc-right").count() >= 1
        assert page.evaluate(FITS)
        if axe_problem() is None:
            violations = check(page, "#race")
            assert violations == [], report(violations)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"race-{where}-reveal-{int(scale * 100)}.png"))
        assert errors == []
    finally:
        context.close()
        server.stop()


async def _start_only(host: str) -> None:
    async with AsyncRoomClient(host, "en") if "/r/" in host else _RawHost(host) as teacher:
        await teacher.host("race_start", count=2, seconds=120)
        while (await teacher.recv()).get("action") != "race_start":
            pass


class _RawHost:
    """The class's teacher link (not a room's: the room clients do not take it)."""

    def __init__(self, url: str) -> None:
        self.url = url

    async def __aenter__(self) -> _RawHost:
        from websockets.asyncio.client import connect

        from cacheta_lab.room.links import websocket_url

        self.ws = await connect(websocket_url(self.url))
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.ws.close()

    async def host(self, action: str, **fields: Any) -> None:
        import json

        await self.ws.send(json.dumps({"type": "host", "action": action, **fields}))

    async def recv(self) -> dict[str, Any]:
        import json

        return json.loads(await self.ws.recv())


def _answer_all(seats: list[str]) -> None:
    """Each seat answers the first puzzle (the first rightly, the others not)."""
    solution = {p.id: [m.to_dict() for m in p.solution] for p in load()}

    async def go() -> None:
        for n, url in enumerate(seats):
            async with AsyncRoomClient(url, "en") as seat:
                while (frame := await seat.recv())["type"] != "race":
                    pass
                right = solution[frame["puzzle"]["id"]]
                move = right[0] if n == 0 else next(
                    m for m in frame["you"]["legal"] if m not in right)
                await seat.send({"type": "answer", "puzzle": 1, "move": move})
                while (await seat.recv()).get("action") != "answer":
                    pass

    run_blocking(go())


def test_a_seats_table_in_jupyterlab_shows_the_puzzle_and_the_reveal(page: Any, lab: Any,
                                                                     tmp_path: Path) -> None:
    """A seat's ``GameTable(room=…)`` in JupyterLab: the race's puzzle drawn as a turn (its
    hand, the race in the status), answered by a click on the table, then the reveal."""
    from lab import open_notebook

    server = serve(players=3, port=0, state=tmp_path / "sala", bots=["greedy", "greedy"],
                   bot_delay=0.2, public_deal=True)
    try:
        name = lab.write("race-seat.ipynb", "from cacheta_lab import GameTable",
                         f"t = GameTable(room={server.links['seats'][0]!r}, lang='en')\nt")
        open_notebook(page, lab, name, ready=".ctl-g-root[data-ack]", sidebars=False)
        run_blocking(_start_only(server.links["host"]))
        status = ".ctl-g-root .ctl-g-status"
        page.wait_for_function("(s) => { const e = document.querySelector(s);"
                               " return e && e.innerText.startsWith('Puzzle 1 of 2'); }",
                               arg=status, timeout=20_000)
        race = server.races.by_scope[server.links["room"]]
        puzzle = race.puzzle
        seat = puzzle.view().seat
        hand = page.locator(f'.ctl-g-root [data-seat="{seat}"] [data-card]')
        assert hand.count() == len(puzzle.view().hand)
        if puzzle.view().phase == "draw":
            page.locator(".ctl-g-root [data-key=monte]").click()
        else:
            page.locator(f'.ctl-g-root [data-seat="{seat}"] button[data-card]').first.click()
        end = time.monotonic() + 15
        while not race.answers[0] and time.monotonic() < end:
            time.sleep(0.1)
        assert list(race.answers[0]) == [f"{server.links['room']}:0"]
        page.wait_for_function("(s) => document.querySelector(s).innerText"
                               ".includes('Answer: ')", arg=status, timeout=20_000)
        assert page.locator(".ctl-g-root .ctl-g-error").count() == 0
    finally:
        server.stop()
