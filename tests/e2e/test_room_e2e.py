"""A class at one table, in JupyterLab in Chromium: a room server (a real `cacheta-lab room
serve` process on 127.0.0.1) and three `GameTable(room=…)` tables, each in its own notebook and
kernel: a learner's seat played by keyboard, the projector's watch link and the teacher's host
link. The watch view follows the learner's moves; the server is killed (SIGKILL) in the middle
of the round and started again on the same state and port, and the tables go on by themselves.
"""

from __future__ import annotations

import json
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lab import VENV_BIN, Lab, kernel, open_notebook
from prerequisites import NotRun

PORT = 18231  # this test's port (127.0.0.1 only)
_no_room = NotRun("ROOM END-TO-END TEST", "the room server is part of the package")

_FOCUSED = """() => {
  const a = document.activeElement;
  const root = document.querySelector('.ctl-g-root');
  return root && root.contains(a) ? (a.dataset.key || a.tagName) : null;
}"""


def serve_command(state: Path) -> list[str]:
    return [str(VENV_BIN / "cacheta-lab"), "room", "serve", "--preset", "oficial",
            "--players", "3", "--host", "127.0.0.1", "--port", str(PORT), "--state", str(state),
            "--bots", "greedy", "--bot-delay", "0.2"]


class Server:
    """The room server as a subprocess: started, killed, started again on the same state."""

    def __init__(self) -> None:
        self.state = Path(tempfile.mkdtemp(prefix="cacheta-room-e2e-"))
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> dict[str, Any]:
        self.proc = subprocess.Popen(serve_command(self.state), stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()  # the first line: the links, as JSON
        if not line:
            raise AssertionError(f"room serve exited with {self.proc.wait(5)} before its links")
        return json.loads(line)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def server() -> Iterator[Server]:
    if not (VENV_BIN / "cacheta-lab").exists():
        _no_room("the cacheta-lab command is not installed in this venv")
    try:
        import cacheta_lab.room  # noqa: F401
        import websockets  # noqa: F401
    except ImportError as exc:
        _no_room(f"the room server cannot be imported: {exc}")
    room = Server()
    try:
        yield room
    finally:
        room.stop()


def wait_for(page: Any, script: str, arg: Any = None, timeout: float = 30000) -> None:
    page.wait_for_function(script, arg=arg, timeout=timeout)


def answered(page: Any) -> None:
    wait_for(page, "() => { const r = document.querySelector('.ctl-g-root');"
                   " return r.dataset.ack === r.dataset.sent; }")


def learner_turn(page: Any) -> None:
    wait_for(page, "() => { const s = document.querySelector('.ctl-g-root .ctl-g-status');"
                   " return s && s.innerText.startsWith('Sua vez'); }")


def play_a_turn_by_keyboard(page: Any) -> str:
    """Enter on the monte draws; Tab to the hand, an arrow, Enter discards. The card."""
    page.locator(".ctl-g-root [data-key=monte]").focus()
    page.keyboard.press("Enter")
    answered(page)
    assert page.locator(".ctl-g-root .ctl-g-error").count() == 0
    for _ in range(12):
        page.keyboard.press("Tab")
        if (page.evaluate(_FOCUSED) or "").startswith("hand#"):
            break
    page.keyboard.press("ArrowRight")
    code = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    answered(page)
    assert page.locator(".ctl-g-root .ctl-g-error").count() == 0
    return code


def moves(page: Any, name: str) -> int:
    return int(kernel(page, f"print({name}.round.moves)").strip())


def test_a_class_plays_through_a_server_restart(browser: Any, lab: Lab, server: Server) -> None:
    started = time.monotonic()
    links = server.start()
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    pages = {}
    try:
        for name, link in (("learner", links["seats"][0]), ("watch", links["watch"]),
                           ("host", links["host"])):
            page = context.new_page()
            page.errors = []
            page.on("pageerror", lambda exc, p=page: p.errors.append(str(exc)))
            notebook = lab.write(f"room-{name}.ipynb", "from cacheta_lab import GameTable",
                                 f"t = GameTable(room={link!r}, lang='pt')\nt")
            open_notebook(page, lab, notebook, ready=".ctl-g-root[data-ack]")
            pages[name] = page
        learner, watch, host = pages["learner"], pages["watch"], pages["host"]

        # the projector: the public table, large, no control that acts, no hidden card
        assert watch.locator(".ctl-g-root.ctl-g-large").count() == 1
        assert watch.locator(".ctl-g-root button").count() == 0
        assert watch.locator(".ctl-g-root [data-card]").count() == 0
        # the teacher: the host's buttons; the learner: only their own hand is drawn
        assert host.locator(".ctl-g-root [data-key=host-pause]").count() == 1
        assert learner.locator('.ctl-g-root [data-seat="0"] button[data-card]').count() == 9
        assert learner.locator('.ctl-g-root [data-seat="1"] [data-card]').count() == 0

        learner_turn(learner)
        card = play_a_turn_by_keyboard(learner)
        # the watch view follows: the learner's discard is in its log
        wait_for(watch, "(c) => [...document.querySelectorAll('.ctl-g-root .ctl-g-what')]"
                        ".some((e) => e.innerText.startsWith('2. jogador 0 descarta'))", card)
        learner_turn(learner)  # the bots played on
        before = moves(learner, "t")
        assert before == 6

        # the server dies in the middle of the round, and comes back on the same state
        server.kill()
        learner.wait_for_timeout(500)
        assert server.start() == links  # the same links
        play_a_turn_by_keyboard(learner)  # the table reconnected by itself
        wait_for(watch, "() => [...document.querySelectorAll('.ctl-g-root .ctl-g-what')]"
                        ".some((e) => e.innerText.startsWith('8. jogador 0 descarta'))")
        learner_turn(learner)
        assert moves(learner, "t") == 12 and moves(watch, "t") == 12

        # the teacher pauses: the projector says so
        host.locator(".ctl-g-root [data-key=host-pause]").click()
        answered(host)
        wait_for(watch, "() => { const n = document.querySelector('.ctl-g-root "
                        "[data-key=room-note]'); return n && n.innerText.includes('pausado'); }")
        for page in pages.values():
            assert page.errors == []
    finally:
        context.close()
        lab.delete_sessions()
    print(f"room end-to-end: {time.monotonic() - started:.1f} s")
