"""A class at one table, in JupyterLab in Chromium: a room server (a real `cacheta-lab room
serve` process on 127.0.0.1) and three `GameTable(room=…)` tables, each in its own notebook and
kernel: a learner's seat played by keyboard, the projector's watch link and the teacher's host
link. The watch view follows the learner's moves; the server is killed (SIGKILL) in the middle
of the round and started again on the same state and port, and the tables go on by themselves.
"""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe import axe_problem, check, report, serious
from lab import VENV_BIN, Lab, open_notebook
from prerequisites import NotRun

PORT = 18231  # this test's port (127.0.0.1 only)
_no_room = NotRun("ROOM END-TO-END TEST", "the room server is part of the package")

LEARNER, WATCH, HOST = ("[data-room=learner] .ctl-g-root", "[data-room=watch] .ctl-g-root",
                        "[data-room=host] .ctl-g-root")

_FOCUSED = """() => {
  const a = document.activeElement;
  const root = document.querySelector('[data-room=learner] .ctl-g-root');
  return root && root.contains(a) ? (a.dataset.key || a.tagName) : null;
}"""

# open a notebook beside the ones open, wait for its kernel, run it, mark its panel
_OPEN_BESIDE = """async ([path, role]) => {
  const app = window.jupyterapp;
  const panel = await app.commands.execute('docmanager:open',
                                           {path, options: {mode: 'split-right'}});
  await panel.context.ready;
  await panel.sessionContext.ready;
  const deadline = Date.now() + 120000;
  while (Date.now() < deadline) {
    const k = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (k && k.connectionStatus === 'connected' && k.status === 'idle') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  panel.node.dataset.room = role;
  app.shell.activateById(panel.id);
  await app.commands.execute('notebook:run-all-cells');
}"""

# run code in the kernel of the panel marked `role`; what it printed
_EXECUTE_IN = """async ([role, code]) => {
  const panel = [...window.jupyterapp.shell.widgets('main')]
    .find((w) => w.node.dataset.room === role);
  const future = panel.sessionContext.session.kernel.requestExecute({ code,
                                                                     store_history: false });
  let out = "";
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === "stream") out += msg.content.text;
    else if (msg.header.msg_type === "error") out += "ERROR " + msg.content.evalue;
  };
  await future.done;
  return out;
}"""


def serve_command(state: Path) -> list[str]:
    return [str(VENV_BIN / "cacheta-lab"), "room", "serve", "--preset", "oficial",
            "--players", "3", "--host", "127.0.0.1", "--port", str(PORT), "--state", str(state),
            "--bots", "greedy", "greedy", "--bot-delay", "0.2", "--public-deal"]


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
        import websockets  # noqa: F401

        import cacheta_lab.room  # noqa: F401
    except ImportError as exc:
        _no_room(f"the room server cannot be imported: {exc}")
    room = Server()
    try:
        yield room
    finally:
        room.stop()
        shutil.rmtree(room.state, ignore_errors=True)


def wait_for(page: Any, script: str, arg: Any = None, timeout: float = 30000) -> None:
    page.wait_for_function(script, arg=arg, timeout=timeout)


def answered(page: Any, root: str) -> None:
    wait_for(page, "(s) => { const r = document.querySelector(s);"
                   " return r.dataset.ack === r.dataset.sent; }", root)


def learner_turn(page: Any) -> None:
    wait_for(page, "(s) => { const e = document.querySelector(s);"
                   " return e && e.innerText.startsWith('Sua vez'); }",
             f"{LEARNER} .ctl-g-status")


def play_a_turn_by_keyboard(page: Any) -> str:
    """Enter on the monte draws; Tab to the hand, an arrow, Enter discards. The card."""
    page.locator(f"{LEARNER} [data-key=monte]").focus()
    page.keyboard.press("Enter")
    answered(page, LEARNER)
    assert page.locator(f"{LEARNER} .ctl-g-error").count() == 0
    for _ in range(12):
        page.keyboard.press("Tab")
        if (page.evaluate(_FOCUSED) or "").startswith("hand#"):
            break
    page.keyboard.press("ArrowRight")
    code = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    answered(page, LEARNER)
    assert page.locator(f"{LEARNER} .ctl-g-error").count() == 0
    return code


def moves(page: Any, role: str) -> int:
    out = page.evaluate(_EXECUTE_IN, [role, "print(t.round.moves)"])
    assert "ERROR" not in out, out
    return int(out.strip())


def logged(page: Any, root: str, text: str) -> None:
    """Wait until the table's log shows a move starting with ``text``."""
    wait_for(page, "([s, t]) => [...document.querySelectorAll(s + ' .ctl-g-what')]"
                   ".some((e) => e.innerText.startsWith(t))", [root, text])


def test_a_class_plays_through_a_server_restart(page: Any, lab: Lab, server: Server) -> None:
    started = time.monotonic()
    links = server.start()
    names = {}
    for role, link in (("learner", links["seats"][0]), ("watch", links["watch"]),
                       ("host", links["host"])):
        names[role] = lab.write(f"room-{role}.ipynb", "from cacheta_lab import GameTable",
                                f"t = GameTable(room={link!r}, lang='pt')\nt")
    # three notebooks side by side in one JupyterLab, each with its own kernel
    open_notebook(page, lab, names["learner"], ready=".ctl-g-root[data-ack]", sidebars=False)
    page.evaluate("() => { window.jupyterapp.shell.currentWidget.node.dataset.room ="
                  " 'learner'; }")
    for role in ("watch", "host"):
        page.evaluate(_OPEN_BESIDE, [names[role], role])
        page.wait_for_selector(f"[data-room={role}] .ctl-g-root[data-ack]", timeout=60000)

    # the projector: the public table, large, no control that acts, no hidden card
    assert page.locator(f"{WATCH}.ctl-g-large").count() == 1
    assert page.locator(f"{WATCH} button").count() == 0
    assert page.locator(f"{WATCH} [data-seat] [data-card]").count() == 0
    # the teacher: the host's buttons; the learner: only their own hand is drawn
    assert page.locator(f"{HOST} [data-key=host-pause]").count() == 1
    assert page.locator(f'{LEARNER} [data-seat="0"] button[data-card]').count() == 9
    assert page.locator(f'{LEARNER} [data-seat="1"] [data-card]').count() == 0

    learner_turn(page)
    play_a_turn_by_keyboard(page)
    logged(page, WATCH, "2. jogador 0 descarta")  # the watch view follows
    learner_turn(page)  # the bots played on
    assert moves(page, "learner") == 6

    # the server dies in the middle of the round, and comes back on the same state
    server.kill()
    for root in (LEARNER, WATCH):  # each table says it lost the room
        wait_for(page, "(s) => document.querySelector(s).dataset.away === '1'", root)
    assert server.start() == links  # the same links
    for root in (LEARNER, WATCH):  # and is back by itself
        wait_for(page, "(s) => document.querySelector(s).dataset.away === '0'", root)
    play_a_turn_by_keyboard(page)
    logged(page, WATCH, "8. jogador 0 descarta")
    learner_turn(page)
    assert moves(page, "learner") == 12 and moves(page, "watch") == 12

    # the teacher pauses: the projector says so
    page.locator(f"{HOST} [data-key=host-pause]").click()
    answered(page, HOST)
    wait_for(page, "(s) => { const n = document.querySelector(s);"
                   " return n && n.innerText.includes('pausada'); }",
             f"{WATCH} [data-key=room-note]")
    # the teacher downloads the game log: the JSON `cacheta-lab review` reads
    with page.expect_download() as download:
        page.locator(f"{HOST} [data-key=host-download]").click()
    log = Path(download.value.path())
    assert json.loads(log.read_text())["format"] == "cacheta-lab-game"
    from cacheta_lab.coach import review

    assert len(review(log, seat=0).decisions) >= 4  # the learner's two turns, graded

    # Next round while the round is on: the teacher is asked first; Escape ends nothing
    page.locator(f"{HOST} [data-key=host-next_round]").click()
    wait_for(page, "(s) => document.activeElement.dataset.key === 'ask-no'"
                   " && document.querySelector(s + ' [data-key=ask]')", HOST)
    page.keyboard.press("Escape")
    wait_for(page, "(s) => !document.querySelector(s + ' [data-key=ask]')", HOST)
    assert moves(page, "host") == 12 and moves(page, "learner") == 12

    # the learner's link opened elsewhere: the table goes inert and says why, with no error
    from cacheta_lab.room.client import RoomConnection

    elsewhere = RoomConnection(links["seats"][0], lang="pt")
    try:
        page.wait_for_selector(f"{LEARNER} [data-key=take-seat]")
        assert page.locator(f"{LEARNER} button[data-card]").count() == 0
        assert "aberto em outro lugar" in page.locator(f"{LEARNER} .ctl-g-status").inner_text()
        wait_for(page, "(s) => [...document.querySelectorAll(s + ' [data-seat=\"0\"]"
                       " [data-key=mark]')].some((m) => m.innerText.includes('1 vez'))", HOST)
        page.locator(f"{LEARNER} [data-key=take-seat]").click()  # the seat back, here
        wait_for(page, "(s) => !document.querySelector(s + ' [data-key=take-seat]')", LEARNER)
        page.wait_for_selector(f"{LEARNER} button[data-card]")
        wait_for(page, "(s) => [...document.querySelectorAll(s + ' [data-seat=\"0\"]"
                       " [data-key=mark]')].some((m) => m.innerText.includes('2 vezes'))", HOST)
    finally:
        elsewhere.close()
    assert moves(page, "learner") == 12  # the kernel answers: no error in it

    if axe_problem() is None:  # the three tables, as axe-core reads them
        found = check(page, ".ctl-g-root")
        assert serious(found) == [], report(found)
    assert page.errors == []
    print(f"room end-to-end: {time.monotonic() - started:.1f} s")
