"""A room's projector page (its watch link) in Chromium at 1280×720, at 100 % and at 150 %
(853×480 CSS pixels): one screen, nothing cut or scrolled, large enough for the back of the
room, in play (the 12 last moves numbered as the seats' logs number them), in a reveal (every
seat's hand drawn, sorted) and at a match's round end (the winner and the winning hand), for 4
and for 9 seats; the curingas named, the monte's count labelled, a bot's level in the page's
language, and no request the server answers 404 (no ``/favicon.ico``). ``CACHETA_SHOTS=DIR``
keeps the screenshots (docs/screenshots/ holds them)."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cacheta_lab.engine.cards import display_order, parse_card

pytestmark = pytest.mark.frontends  # make test-frontends
SHOTS = Path(os.environ["CACHETA_SHOTS"]) if os.environ.get("CACHETA_SHOTS") else None
ZOOMS = {100: (1280, 720, 1), 150: (853, 480, 1.5)}


def _host(server: Any, action: str) -> None:
    """One host action, answered before this returns (Playwright's loop runs in this thread)."""
    from websockets.asyncio.client import connect

    from cacheta_lab.room.client import run_blocking
    from cacheta_lab.room.links import websocket_url

    async def go() -> None:
        async with connect(websocket_url(server.links["host"])) as ws:
            await ws.send(json.dumps({"type": "host", "action": action, "id": 1}))
            while json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] not in (
                    "ok", "error"):
                pass

    run_blocking(go())


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Any]:
    from cacheta_lab.room import serve

    made: list[Any] = []

    def start(**options: Any) -> Any:
        server = serve(port=0, state=tmp_path / f"room{len(made)}", public_deal=True, **options)
        made.append(server)
        return server

    yield start
    for server in made:
        server.stop()


_FACTS = """() => {
  const px = (el) => parseFloat(getComputedStyle(el).fontSize) * devicePixelRatio;
  const whole = (el, box) => { const r = el.getBoundingClientRect();
    const b = box ? box.getBoundingClientRect()
      : {left: 0, top: 0, right: innerWidth, bottom: innerHeight};
    return r.left >= b.left - 0.5 && r.top >= b.top - 0.5 && r.right <= b.right + 0.5
      && r.bottom <= b.bottom + 0.5; };
  const seats = [...document.querySelectorAll('.seat')];
  const moves = [...document.querySelectorAll('#last li')];
  return {
    scrollH: document.documentElement.scrollHeight, height: innerHeight,
    scrollW: document.documentElement.scrollWidth, width: innerWidth,
    seats: seats.length, seatsWhole: seats.filter((s) => whole(s) && s.scrollHeight
      <= s.clientHeight + 1 && s.scrollWidth <= s.clientWidth + 1).length,
    hands: seats.map((s) => { const h = s.querySelector('.hand');
      return h ? {n: h.querySelectorAll('svg').length, cards: h.dataset.cards,
                  inside: [...h.querySelectorAll('svg')].every((c) => whole(c, s))} : null; }),
    moves: moves.map((m) => Number(m.dataset.n)),
    movesWhole: moves.filter((m) => whole(m, document.getElementById('last'))).length,
    status: document.getElementById('status').textContent,
    statusPx: px(document.getElementById('status')),
    movePx: moves.length ? Math.min(...moves.map(px)) : 0,
    seatPx: Math.min(...seats.map((s) => px(s.querySelector('.who b')))),
    wild: document.getElementById('wild').textContent,
    monte: document.querySelector('#monte .lbl').textContent,
    stock: document.getElementById('stock').textContent,
    facts: seats.map((s) => s.querySelector('.facts').textContent),
    winner: seats.filter((s) => s.classList.contains('winner')).map((s) => Number(s.dataset.seat)),
  };
}"""


def _open(browser: Any, url: str, zoom: int, wait: str) -> tuple[Any, dict[str, Any], list[str]]:
    width, height, scale = ZOOMS[zoom]
    context = browser.new_context(viewport={"width": width, "height": height},
                                  device_scale_factor=scale)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.on("response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400
            else None)
    page.on("request", lambda r: problems.append(r.url) if "favicon" in r.url else None)
    page.goto(url)
    page.wait_for_function(wait, timeout=30000)
    page.wait_for_timeout(200)  # the last frame drawn
    return page, page.evaluate(_FACTS), problems


def _fits(facts: dict[str, Any], seats: int) -> None:
    """One screen, nothing cut, readable from the back of the room (sizes in screen pixels)."""
    assert facts["scrollH"] <= facts["height"] and facts["scrollW"] <= facts["width"], facts
    assert facts["seats"] == seats and facts["seatsWhole"] == seats, facts
    assert facts["movesWhole"] == len(facts["moves"]), facts
    assert facts["statusPx"] >= 28 and facts["seatPx"] >= 22, facts
    assert not facts["moves"] or facts["movePx"] >= 18, facts


def _every_hand_drawn(facts: dict[str, Any], room: Any, seats: int) -> None:
    """A reveal on one screen: each seat's whole hand drawn inside its box, sorted."""
    _fits(facts, seats)
    sizes = [len(room.shown.hands[s]) for s in range(seats)]
    assert [h["n"] for h in facts["hands"]] == sizes, facts
    assert all(h["inside"] and _sorted(h["cards"]) for h in facts["hands"]), facts


def _sorted(cards: str) -> bool:
    codes = cards.split()
    return codes == [c.code for c in sorted(map(parse_card, codes), key=display_order)]


@pytest.mark.parametrize("zoom", [100, 150])
def test_the_watch_page_fits_one_screen_in_play_and_in_a_reveal(browser: Any, served: Any,
                                                               zoom: int) -> None:
    server = served(preset="oficial", players=4, bots=["greedy"] * 4, seed=3, bot_delay=0.05,
                    max_turns=500)
    room = next(iter(server.rooms.values()))
    page, facts, problems = _open(browser, server.links["watch"], zoom,
                                  "() => Number(document.body.dataset.seq) >= 14")
    try:
        _host(server, "pause")
        page.wait_for_function("() => document.getElementById('badge').textContent !== ''")
        facts = page.evaluate(_FACTS)
        _fits(facts, 4)
        newest = room.shown.moves
        assert facts["moves"] == list(range(newest, newest - 12, -1)), facts  # as the logs
        assert facts["wild"].startswith("curingas: ") and facts["monte"].lower() == "monte", facts
        assert int(facts["stock"]) == len(room.shown.stock)
        assert all("bot guloso" in f for f in facts["facts"]), facts  # the page's language
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"room-projector-{zoom}.png"))
        _host(server, "reveal")
        page.wait_for_function("() => document.querySelectorAll('.seat .hand').length === 4")
        facts = page.evaluate(_FACTS)
        _every_hand_drawn(facts, room, 4)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"room-projector-reveal-{zoom}.png"))
        assert problems == []
    finally:
        page.context.close()


@pytest.mark.parametrize("zoom", [100, 150])
def test_a_matchs_round_end_shows_the_winner_and_the_winning_hand(browser: Any, served: Any,
                                                                  zoom: int) -> None:
    server = served(preset="oficial", players=4, bots=["greedy"] * 4, seed=2, bot_delay=0,
                    unit="match", round_pause=None, lang="en")
    room = next(iter(server.rooms.values()))
    page, facts, problems = _open(browser, server.links["watch"] + "&lang=en", zoom,
                                  "() => document.querySelector('.seat.winner')"
                                  " || document.getElementById('status').textContent"
                                  ".startsWith('Drawn')")
    try:
        _fits(facts, 4)
        result = room.shown.result
        assert result is not None and room.ended is not None
        assert facts["moves"][0] == room.shown.moves  # that round's moves, numbered in it
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"room-projector-round-end-{zoom}.png"))
        if result.winner is not None:
            assert facts["winner"] == [result.winner]
            assert facts["status"].startswith(f"Winner: player {result.winner}"), facts
            hand = facts["hands"][result.winner]
            assert hand["n"] == len(result.shown) and hand["inside"] and _sorted(hand["cards"])
        assert problems == []
    finally:
        page.context.close()


@pytest.mark.parametrize("zoom", [100, 150])
def test_nine_seats_revealed_fit_one_screen(browser: Any, served: Any, zoom: int) -> None:
    server = served(preset="cachetao", players=9, bots=["random"] * 9, seed=1, bot_delay=0.05)
    room = next(iter(server.rooms.values()))
    _host(server, "reveal")
    page, facts, problems = _open(browser, server.links["watch"], zoom,
                                  "() => document.querySelectorAll('.seat .hand').length === 9")
    try:
        _every_hand_drawn(facts, room, 9)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"room-projector-nine-{zoom}.png"))
        assert problems == []
    finally:
        page.context.close()
