"""Nothing lost: a real ``cacheta-lab room serve`` killed with SIGKILL in the middle of a round
and started again on the same state directory and port gives the same links; the headless
clients (``cacheta-lab room play``) reconnect by themselves and finish the round, which goes on
from the last accepted move; the exit codes of ``room play``."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from cacheta_lab.game import GameLog, replay

PORTS = range(18150, 18200)  # this suite's ports
ENV = {**os.environ, "PYTHONUNBUFFERED": "1"}


def _command() -> list[str]:
    script = Path(sys.executable).parent / "cacheta-lab"
    return [str(script)] if script.exists() else [sys.executable, "-m", "cacheta_lab.cli"]


def _free_port(ports: range = PORTS) -> int:
    """The first port of ``ports`` free on 127.0.0.1 (each suite has its own range)."""
    for port in ports:
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {ports.start}-{ports.stop - 1}")


def _serve(port: int, state: Path) -> tuple[subprocess.Popen, dict]:
    """The server, dealing from seed 0 alone: a round known to last past the kill."""
    server = subprocess.Popen(
        [*_command(), "room", "serve", "--players", "3", "--bots", "greedy", "--bot-delay",
         "0.05", "--seed", "0", "--public-deal", "--port", str(port), "--state", str(state)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    line = server.stdout.readline()
    assert line, server.stderr.read()
    return server, json.loads(line)


def _states(path: Path) -> list[dict]:
    if not path.exists():
        return []
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            frame = json.loads(line).get("in", {})
        except ValueError:  # a line being written
            continue
        if frame.get("type") == "state":
            found.append(frame)
    return found


def test_sigkill_mid_round_and_restart(tmp_path) -> None:
    port, state = _free_port(), tmp_path / "state"
    server, links = _serve(port, state)
    transcripts = [tmp_path / f"seat{i}.jsonl" for i in range(2)]
    players = [subprocess.Popen(
        [*_command(), "room", "play", links["seats"][i], "--bot", "greedy", "--transcript",
         str(transcripts[i]), "--patience", "30", "--seed", str(i)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV) for i in range(2)]
    again = None
    try:
        deadline = time.monotonic() + 30
        while max((f["seq"] for f in _states(transcripts[0])), default=0) < 20:
            assert time.monotonic() < deadline, "the round did not get going"
            time.sleep(0.05)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        seen_before = max(f["seq"] for t in transcripts for f in _states(t))
        assert not any(f["table"]["over"] for t in transcripts for f in _states(t))
        counts = [len(_states(t)) for t in transcripts]

        again, links_again = _serve(port, state)
        assert links_again == links  # the same links work
        summaries = []
        for player in players:
            out, err = player.communicate(timeout=60)
            assert player.returncode == 0, err
            summaries.append(json.loads(out))
        assert all(s["finished"] and s["reconnects"] >= 1 for s in summaries)
        assert len({s["winner"] for s in summaries}) == 1

        with urllib.request.urlopen(links["host"].replace("/host?", "/log?"), timeout=10) as r:
            log = GameLog.from_json(r.read().decode())
        game = replay(log)  # the whole round, before and after the kill, is one engine game
        assert game.over and game.result.winner == summaries[0]["winner"]
        moves = [m.to_dict() for m in log.moves]
        for t, count in zip(transcripts, counts, strict=True):
            states = _states(t)
            after = states[count]  # the first state after reconnecting
            assert after["seq"] >= seen_before  # no accepted move was lost
            for frame in states:  # one history, no fork: every view agrees with the log
                last = [m["move"] for m in frame["table"]["last"]]
                assert moves[frame["seq"] - len(last):frame["seq"]] == last
    finally:
        for proc in (*players, server, again):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait(10)


def test_room_play_exit_codes(tmp_path) -> None:
    port = _free_port()
    bad = subprocess.run(
        [*_command(), "room", "play", f"http://127.0.0.1:{port}/r/x/seat/0?key=y", "--patience",
         "0.5", "--lang", "en"], capture_output=True, text=True, timeout=30, env=ENV)
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "giving up" in bad.stderr
    server, links = _serve(port, tmp_path / "state")
    try:
        forged = links["seats"][0][:-4] + "abcd"
        refused = subprocess.run([*_command(), "room", "play", forged], capture_output=True,
                                 text=True, timeout=30, env=ENV)
        assert refused.returncode == 2 and refused.stderr.count("\n") == 1
        assert "link recusado" in refused.stderr and not refused.stdout
        malformed = subprocess.run([*_command(), "room", "play", "nonsense", "--lang", "en"],
                                   capture_output=True, text=True, timeout=30, env=ENV)
        assert malformed.returncode == 2 and "invalid link" in malformed.stderr
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(10)
    assert server.returncode == 0
