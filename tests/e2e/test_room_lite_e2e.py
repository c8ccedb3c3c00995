"""A seat of a room played from the JupyterLite site, in Chromium: the site (``make lite``,
served on 127.0.0.1), a room server on 127.0.0.1 in this process, and a new notebook whose
Pyodide kernel runs ``GameTable(room=<seat link>)`` in the browser, its WebSocket the page's
own. The seat draws by keyboard and discards by clicking, turn after turn; a client of the
watch link (CPython) sees each move the server accepted. The server is then stopped and
started again on the same state: the table says it is away, reconnects by itself and plays on.
A forged link gets the server's refusal. Prints each move's round trip in the
browser (click → the table drawn from the server's new state)."""

from __future__ import annotations

import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lab import REPO, kernel
from prerequisites import NotRun

pytestmark = pytest.mark.frontends  # make test-frontends

PORTS = range(18800, 18900)  # this test's ports (127.0.0.1 only)
TURNS = 5  # turns the seat plays, a draw and a discard each (seed 0: it lasts 8 of them)
SITE = REPO / "dist" / "lite"
ROOT = ".ctl-g-root"
HAND = f'{ROOT} [data-seat="0"] button[data-card]'
_no_lite = NotRun("JUPYTERLITE ROOM TEST", "the JupyterLite site is part of the project")

# a new notebook on the Pyodide kernel, its first cell run; the kernel's start-up measured
_NEW_NOTEBOOK = """async (code) => {
  const app = window.jupyterapp;
  await app.restored;
  const start = performance.now();
  const panel = await app.commands.execute('notebook:create-new', { kernelName: 'python' });
  await panel.context.ready;
  await panel.sessionContext.ready;
  const deadline = Date.now() + 240000;
  while (Date.now() < deadline) {
    const k = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (k && k.connectionStatus === 'connected' && k.status === 'idle') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const kernelReady = (performance.now() - start) / 1000;
  const nb = panel.content;
  nb.model.cells.get(0).sharedModel.setSource(code);
  nb.activeCellIndex = 0;
  await app.commands.execute('notebook:run-cell');
  const cell = nb.model.cells.get(0);
  while (Date.now() < deadline) {
    const out = cell.outputs.toJSON();
    const error = out.find((o) => o.output_type === 'error');
    if (error) throw new Error(error.ename + ': ' + error.evalue);
    if (cell.executionCount !== null && panel.node.querySelector('.ctl-g-root')) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { kernelReady, cellDone: (performance.now() - start) / 1000 };
}"""

# click, then wait until the seat's hand has `want` cards (the server's new state drawn)
_MOVE = """async ([selector, hand, want]) => {
  const target = document.querySelector(selector);
  if (!target) throw new Error('no element ' + selector);
  const start = performance.now();
  target.click();
  const deadline = Date.now() + 20000;
  while (document.querySelectorAll(hand).length !== want) {
    if (Date.now() > deadline) throw new Error('the move did not come back: ' + selector);
    await new Promise((r) => requestAnimationFrame(r));
  }
  return performance.now() - start;
}"""


def free_port(taken: set[int]) -> int:
    for port in PORTS:
        if port in taken:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            taken.add(port)
            return port
    raise RuntimeError("no free port in 18800-18899")


@pytest.fixture(scope="module")
def site() -> Path:
    """dist/lite/, rebuilt by make when a source is newer than the build."""
    found = subprocess.run([str(REPO / "lite" / "python312.sh")], capture_output=True)
    if found.returncode:
        _no_lite(found.stderr.decode().strip())
    built = subprocess.run(["make", "--no-print-directory", "lite"], cwd=REPO,
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    return SITE


def open_room(state: Path, port: int) -> Any:
    """The room server (3 seats, two bots) on 127.0.0.1: a new room, or the one in ``state``."""
    from cacheta_lab.room import serve

    return serve(preset="oficial", players=3, host="127.0.0.1", port=port, state=str(state),
                 bots=["greedy", "greedy"], seed=0, bot_delay=0.05, public_deal=True)


@pytest.fixture
def served(site: Path, tmp_path: Path) -> Iterator[tuple[str, list[Any]]]:
    """The site's address and the room servers started (the first one, then its restarts),
    all on 127.0.0.1."""
    sys.path.insert(0, str(REPO / "lite"))
    from serve import serve_in_thread

    taken: set[int] = set()
    httpd, url = serve_in_thread(site, free_port(taken))
    rooms = [open_room(tmp_path, free_port(taken))]
    try:
        yield url, rooms
    finally:
        for room in rooms:
            room.stop()
        httpd.shutdown()


def your_turn(page: Any, timeout: float = 60000) -> None:
    """Wait for the seat's turn (the bots play between); says what the table shows if not."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function("(s) => { const e = document.querySelector(s);"
                               " return e && e.innerText.startsWith('Your turn'); }",
                               arg=f"{ROOT} .ctl-g-status", timeout=timeout)
    except PlaywrightTimeout:
        shown = page.evaluate("(s) => { const e = document.querySelector(s);"
                              " return e ? e.innerText : 'no table'; }", ROOT)
        raise AssertionError(f"not the seat's turn; the table shows: {shown[:1500]}") from None


def test_a_seat_plays_from_the_jupyterlite_site(browser: Any, served: tuple[str, list[Any]],
                                                tmp_path: Path) -> None:
    from cacheta_lab.room.client import RoomConnection

    url, rooms = served
    room = rooms[0]
    started = time.monotonic()
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    watcher = RoomConnection(room.links["watch"], "en")
    try:
        page.goto(f"{url}/lab/index.html")
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell",
                               timeout=120000)
        code = ("import sys\nfrom cacheta_lab import GameTable\n"
                f"t = GameTable(room={room.links['seats'][0]!r}, lang='en')\n"
                "assert sys.platform == 'emscripten' and 'websockets' not in sys.modules\nt")
        opened = page.evaluate(_NEW_NOTEBOOK, code)
        your_turn(page)
        assert page.locator(HAND).count() == 9
        assert page.locator(f'{ROOT} [data-seat="1"] [data-card]').count() == 0

        # a draw by keyboard: Enter on the monte; the server accepts it (the watch link sees it)
        page.locator(f"{ROOT} [data-key=monte]").focus()
        page.keyboard.press("Enter")
        page.wait_for_function("(h) => document.querySelectorAll(h).length === 10", arg=HAND)
        until(lambda: (watcher.state or {}).get("seq", 0) >= 1)
        assert watcher.state["table"]["last"][0]["move"] == {"type": "draw", "seat": 0,
                                                             "source": "monte"}
        trips: list[float] = []
        for turn in range(TURNS):
            if turn:
                your_turn(page)
                trips.append(page.evaluate(_MOVE, [f"{ROOT} [data-key=monte]", HAND, 10]))
            card = page.locator(HAND).first.get_attribute("data-card")
            seq = watcher.state["seq"]
            trips.append(page.evaluate(_MOVE, [f'{HAND}[data-card="{card}"]', HAND, 9]))
            until(lambda s=seq: watcher.state["seq"] > s)
            last = [m["move"] for m in watcher.state["table"]["last"]]
            assert {"type": "discard", "seat": 0, "card": card} in last
        assert page.locator(f"{ROOT} .ctl-g-error").count() == 0

        # the server goes away and comes back on the same state and port: the table says so,
        # and goes on by itself (the browser's WebSocket opened again from Python)
        your_turn(page)
        room.stop()
        page.wait_for_selector(f'{ROOT}[data-away="1"]', timeout=30000)
        rooms.append(open_room(tmp_path, room.port))
        page.wait_for_selector(f'{ROOT}[data-away="0"]', timeout=30000)
        your_turn(page)
        seq = (watcher.wait_state() or {}).get("seq", 0)
        page.evaluate(_MOVE, [f"{ROOT} [data-key=monte]", HAND, 10])
        until(lambda: watcher.state["seq"] > seq)
        assert watcher.state["table"]["last"][-1]["move"]["seat"] == 0
        # a forged link: the browser says only that the WebSocket failed; the server's 403,
        # read over plain HTTP, is what the table says
        forged = room.links["seats"][1].split("key=")[0] + "key=forged"
        kernel(page, f"bad = GameTable(room={forged!r}, lang='en')")
        until(lambda: "link refused" in kernel(page, "print(bad.status_text())"), 30)
        assert kernel(page, "print(bad._conn.closed, bad.seat)").split() == ["True", "None"]
        assert errors == []
    finally:
        watcher.close()
        context.close()
    trips.sort()
    p95 = trips[min(len(trips) - 1, round(0.95 * (len(trips) - 1)))]
    print(f"\nroom in JupyterLite: kernel ready {opened['kernelReady']:.1f} s, table joined "
          f"{opened['cellDone']:.1f} s; {len(trips)} moves' round trip p50 "
          f"{statistics.median(trips):.0f} ms, p95 {p95:.0f} ms; whole test "
          f"{time.monotonic() - started:.1f} s")


def until(check: Any, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "the room did not get there in time"
        time.sleep(0.02)
