"""A teacher's class in Chromium: a real ``cacheta-lab room class`` process (8 tables of 4, 30
seats for people, bots in the two left) on 127.0.0.1; its teacher's page driven by keyboard
alone (pause, resume, the next round with its confirmation, one table at a time), with no axe
violation in either language and printed one table a page or as a compact list; its projector
page fitting one 1280×720 screen at 100 % and 150 %, large enough for the back of the room, and
so does a class of 1, 3, 5 (of nine players) or 20 tables. ``CACHETA_SHOTS=DIR`` keeps the
screenshots (docs/screenshots/ holds them)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe import axe_problem, check, report
from lab import VENV_BIN

pytestmark = pytest.mark.frontends  # make test-frontends

TABLES = 8


def _serve(state: Path) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    proc = subprocess.Popen(
        [str(VENV_BIN / "cacheta-lab"), "room", "class", "--tables", str(TABLES), "--players",
         "4", "--people", "30", "--bots", "greedy", "--port", "0", "--host", "127.0.0.1",
         "--state", str(state), "--seed", "5", "--public-deal", "--bot-delay", "0.05"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line, f"room class exited with {proc.wait(5)} before its links"
    return proc, json.loads(line)


def _host(links: dict[str, Any], *frames: dict[str, Any]) -> dict[str, Any]:
    """Send class host frames (each answered before the next), then the class frame."""
    from websockets.asyncio.client import connect

    from cacheta_lab.room.client import run_blocking
    from cacheta_lab.room.links import websocket_url

    async def go() -> dict[str, Any]:
        async with connect(websocket_url(links["host"])) as ws:
            for frame in frames:
                await ws.send(json.dumps(frame))
                while json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] not in (
                        "ok", "error"):
                    pass
        async with connect(websocket_url(links["watch"])) as ws:
            while (frame := json.loads(await asyncio.wait_for(ws.recv(), 10)))[
                    "type"] != "class":
                pass
        return frame

    return run_blocking(go())  # Playwright's own loop runs in this thread


@pytest.fixture
def classroom() -> Iterator[dict[str, Any]]:
    state = Path(tempfile.mkdtemp(prefix="cacheta-class-e2e-"))
    proc, links = _serve(state / "turma")
    try:
        yield links
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(20)
        shutil.rmtree(state, ignore_errors=True)


def _tab(browser: Any, width: int, height: int, scale: float = 1) -> Any:
    context = browser.new_context(viewport={"width": width, "height": height},
                                  device_scale_factor=scale)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    return page


def _no_violation(page: Any) -> None:
    if axe_problem() is None:
        found = check(page, "body")
        assert found == [], report(found)


def _tab_to(page: Any, selector: str, most: int = 80) -> None:
    """Press Tab until ``selector`` has the focus."""
    for _ in range(most):
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def _pages(page: Any) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", page.pdf(format="A4")))


def test_the_teachers_page_by_keyboard(browser: Any, classroom: dict[str, Any]) -> None:
    page = _tab(browser, 1280, 800)
    try:
        page.goto(classroom["host"] + "&lang=en")
        page.wait_for_function("() => document.body.dataset.seq")
        assert page.locator("section.tbl").count() == TABLES
        assert page.locator("section.tbl tr[data-seat]").count() == TABLES * 4
        assert page.locator("svg.segno[role=img]").count() == TABLES * 4 + 1
        assert page.locator(".overview tr.bot, section.tbl tr.bot").count() == 2
        _no_violation(page)

        _tab_to(page, "#pause-all")
        page.keyboard.press("Enter")
        page.wait_for_function("(n) => document.querySelectorAll('.overview tr.paused')"
                               ".length === n", arg=TABLES)
        assert page.locator("#note").inner_text() == "Done."
        _tab_to(page, "#resume-all")
        page.keyboard.press("Enter")
        page.wait_for_function("() => !document.querySelector('.overview tr.paused')")

        # the next round while every table plays: asked first, nothing dealt on Escape
        _tab_to(page, "#next-all")
        page.keyboard.press("Enter")
        page.wait_for_selector("dialog#confirm[open]")
        assert page.evaluate("() => document.activeElement.id") == "deal-all"
        assert "Still playing: Table 1, Table 2" in page.locator("#confirm-text").inner_text()
        page.keyboard.press("Escape")
        page.wait_for_selector("dialog#confirm", state="hidden")
        assert {t["game"] for t in _host(classroom)["tables"]} == {0}
        _tab_to(page, "#next-all")
        page.keyboard.press("Enter")
        page.wait_for_selector("dialog#confirm[open]")
        page.keyboard.press("Enter")  # end them and deal at every table
        page.wait_for_function("() => document.querySelector('#note').innerText === 'Done.'")
        assert {t["game"] for t in _host(classroom)["tables"]} == {1}

        # one table at a time: its own button
        _tab_to(page, 'button[data-act=toggle][data-table="3"]')
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('button[data-act=toggle]"
                               "[data-table=\"3\"]').innerText === 'Resume table 3'")
        assert [t["paused"] for t in _host(classroom)["tables"]] == [
            n == 3 for n in range(1, TABLES + 1)]
        _no_violation(page)

        # printed: one table a page (the projector's link first), or a compact list
        assert _pages(page) == TABLES + 1
        _tab_to(page, "input[value=pages]")
        page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.body.className") == "print-list"
        assert _pages(page) <= TABLES // 2
        assert page.errors == []
        page.goto(classroom["host"])  # Portuguese, the default
        page.wait_for_function("() => document.body.dataset.seq")
        assert "Pausar todas" in page.locator("#pause-all").inner_text()
        _no_violation(page)
    finally:
        page.context.close()


_FACTS = """() => {
  const px = (el) => parseFloat(getComputedStyle(el).fontSize) * devicePixelRatio;
  const tables = [...document.querySelectorAll('.tbl')];
  const least = (sel) => Math.min(...tables.map((t) => px(t.querySelector(sel))));
  return {
    scrollH: document.documentElement.scrollHeight, scrollW: document.documentElement
      .scrollWidth, height: innerHeight, width: innerWidth, ratio: devicePixelRatio,
    outside: tables.filter((t) => { const r = t.getBoundingClientRect();
      return r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5
        || r.bottom > innerHeight + 0.5; }).length,
    spilled: tables.filter((t) => t.scrollHeight > t.clientHeight + 1
      || t.scrollWidth > t.clientWidth + 1).length,
    title: least('h2'), status: least('.status'), seat: least('.seat b'),
    seats: tables.map((t) => t.querySelectorAll('.seat').length),
    over: tables.filter((t) => t.classList.contains('over')).length,
    paused: tables.filter((t) => t.classList.contains('paused')).length,
    piles: tables.map((t) => t.querySelectorAll('.piles:not([hidden]) .face > *').length),
    shown: tables.map((t) => t.querySelectorAll('.shown:not([hidden]) svg').length),
  };
}"""


@pytest.mark.parametrize(("zoom", "width", "height"), [(100, 1280, 720), (150, 853, 480)])
def test_the_class_projector_fits_one_screen(browser: Any, classroom: dict[str, Any],
                                             zoom: int, width: int, height: int) -> None:
    # a class under way: two tables of bots play to their end, one is paused mid-round
    bots = [{"type": "host", "action": "replace", "seat": seat, "bot": "greedy",
             "tables": [1, 8] if seat < 3 else [1]} for seat in range(4)]
    _host(classroom, *bots)
    _host(classroom, {"type": "host", "action": "pause", "tables": [3]})
    page = _tab(browser, width, height, zoom / 100)
    try:
        page.goto(classroom["watch"])
        page.wait_for_function("() => document.querySelectorAll('.tbl.over').length === 2",
                               timeout=30000)
        facts = page.evaluate(_FACTS)
        shots = os.environ.get("CACHETA_SHOTS")
        if shots:
            page.screenshot(path=str(Path(shots) / f"class-projector-{zoom}.png"))
            if zoom == 100:  # the teacher's page of the same class
                page.goto(classroom["host"])
                page.wait_for_function("() => document.body.dataset.seq")
                page.screenshot(path=str(Path(shots) / "class-teacher.png"))
                page.goto(classroom["watch"])
        # one screen, nothing cut or scrolled
        assert facts["scrollH"] <= facts["height"] and facts["scrollW"] <= facts["width"]
        assert facts["outside"] == 0 and facts["spilled"] == 0, facts
        # readable from the back of the room: sizes in the screen's own pixels
        assert facts["title"] >= 26 and facts["status"] >= 18 and facts["seat"] >= 24, facts
        assert facts["seats"] == [4] * TABLES and facts["over"] == 2
        assert facts["paused"] == 1 and facts["piles"].count(2) == TABLES - 2, facts
        assert [n >= 9 for n in facts["shown"]] == [n in (1, 8) for n in range(1, 9)], facts
        _no_violation(page)
        assert page.errors == []
    finally:
        page.context.close()


@pytest.mark.parametrize(("tables", "preset", "players"), [
    (1, "oficial", 2), (3, "oficial", 4), (5, "cachetao", 9), (20, "oficial", 4)])
def test_any_class_fits_the_projector(browser: Any, tmp_path: Path, tables: int, preset: str,
                                      players: int) -> None:
    from cacheta_lab.room import serve_class

    served = serve_class(tables=tables, preset=preset, players=players, state=tmp_path / "c",
                         bots=["greedy"], bot_delay=0, public_deal=True)
    try:
        for width, height, scale in ((1280, 720, 1), (853, 480, 1.5)):
            page = _tab(browser, width, height, scale)
            try:
                page.goto(served.links["watch"] + "&lang=en")
                page.wait_for_function("() => document.body.dataset.seq")
                facts = page.evaluate(_FACTS)
                assert facts["scrollH"] <= facts["height"], facts
                assert facts["scrollW"] <= facts["width"], facts
                assert facts["outside"] == 0 and facts["spilled"] == 0, facts
                assert facts["seats"] == [players] * tables and page.errors == []
            finally:
                page.context.close()
    finally:
        served.stop()
