"""Ctrl-C and SIGTERM stop ``cacheta-lab simulate`` cleanly: one line, status 130, and no
process left behind (pool processes, or the Dask LocalCluster's)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

# as from a terminal: Ctrl-C raises KeyboardInterrupt in the command, whatever the test process
# passed on (a process that starts with SIGINT ignored keeps ignoring it, as after `nohup` or
# `&`; one run of the whole suite left SIGINT ignored in its worker, and the command then never
# heard the signal)
AS_FROM_A_TERMINAL = ("import signal; signal.signal(signal.SIGINT, signal.default_int_handler);"
                      " signal.pthread_sigmask(signal.SIG_SETMASK, []); ")
CLI = [sys.executable, "-c",
       AS_FROM_A_TERMINAL + "import sys; from cacheta_lab.cli import main; sys.exit(main())",
       "simulate", "--unit", "round", "--players",
       "2", "--bots", "random", "--games", "100000", "--no-progress", "--workers", "2"]


def _descendants(pid: int) -> set[int]:
    """Every living process under ``pid`` (read from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        if "\nState:\tZ" in status:
            continue
        ppid = int(status.split("\nPPid:")[1].split()[0])
        children.setdefault(ppid, []).append(int(entry.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def _alive(pid: int) -> bool:
    try:
        return "\nState:\tZ" not in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


def _interrupt(extra: list[str], workers_expected: int, send) -> None:
    # PYTHONFAULTHANDLER: a child that does not stop is made to print where each thread is
    proc = subprocess.Popen(CLI + extra, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True,
                            env={**os.environ, "PYTHONFAULTHANDLER": "1"})
    try:
        deadline = time.monotonic() + 60
        kids: set[int] = set()
        while len(kids) < workers_expected:
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the workers did not start"
            time.sleep(0.1)
            kids = _descendants(proc.pid)
        time.sleep(0.5)  # the games are under way
        kids |= _descendants(proc.pid)
        send(proc.pid)
        try:
            out, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGABRT)  # the fault handler prints every thread's stack
            _out, err = proc.communicate(timeout=30)
            pytest.fail(f"still running 60 s after the signal; where it was:\n{err}")
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130
    assert err == "cacheta-lab: interrompido\n" and out == ""
    deadline = time.monotonic() + 10
    while any(_alive(k) for k in kids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [k for k in kids if _alive(k)], "processes were left behind"


SIGNALS = {
    "ctrl-c": lambda pid: os.killpg(pid, signal.SIGINT),  # the terminal signals the group
    "sigint": lambda pid: os.kill(pid, signal.SIGINT),
    "sigterm": lambda pid: os.kill(pid, signal.SIGTERM),
}


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("how", list(SIGNALS))
def test_interrupt_stops_the_pool(how):
    _interrupt([], 2, SIGNALS[how])


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
def test_ctrl_c_stops_a_local_dask_cluster():
    # the scheduler and the nannies run in the command's process; the workers are forked
    # from a server process
    _interrupt(["--cluster", "local"], 3, SIGNALS["ctrl-c"])
