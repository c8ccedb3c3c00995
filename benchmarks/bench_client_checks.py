"""What the room client's checks cost: a seat's ``state`` frame read and checked
(``take_frame``: the protocol, the public table and the seat's view) next to ``json.loads`` of
the same text, and the one view check next to the fast evaluator it guards.

    .venv/bin/python benchmarks/bench_client_checks.py [--repeat 300]

Frames are the ones a room sends a seat (built as ``tests/room/hostile_server.py`` builds
them) at three moments of a 4-player round of each preset. CPU time per call, in µs, the
median of five runs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "room"))

from hostile_server import ROOM, played, state_of, welcome_of

from cacheta_lab.coach import evaluate
from cacheta_lab.game.view_check import check_view
from cacheta_lab.room.frame_check import take_frame
from cacheta_lab.room.link_check import check_link


def per_call(call: Callable[[], Any], repeat: int) -> float:
    """µs of CPU per call, the median of five runs of ``repeat`` calls."""
    runs = []
    for _ in range(5):
        start = time.process_time()
        for _ in range(repeat):
            call()
        runs.append((time.process_time() - start) / repeat * 1e6)
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300)
    args = parser.parse_args()
    print(f"{'preset':<12}{'moves':>6}{'bytes':>7}{'loads':>8}{'take_frame':>12}"
          f"{'check_view':>12}{'evaluate':>10}   (µs of CPU per call)")
    for preset in ("oficial", "cachetao", "megajogos", "tradicional", "pife", "pife-simples"):
        for moves in (5, 25, 60):
            rnd = played(preset, 4, seed=3, moves=moves)
            if rnd.over:
                continue
            seat = rnd.turn
            text = json.dumps(state_of(rnd, seat))
            client = SimpleNamespace(address=check_link(f"http://h:1/r/{ROOM}/seat/{seat}?key=k"),
                                     welcome=None, state=None, view=None, errors=[], refused=0)
            take_frame(client, json.dumps(welcome_of(rnd, seat)))
            view = rnd.view(seat)
            figures = [per_call(lambda t=text: json.loads(t), args.repeat),
                       per_call(lambda c=client, t=text: take_frame(c, t), args.repeat),
                       per_call(lambda v=view: check_view(v), args.repeat),
                       per_call(lambda v=view: evaluate(v), max(1, args.repeat // 10))]
            print(f"{preset:<12}{len(rnd.move_log):>6}{len(text):>7}"
                  + "".join(f"{f:>{w}.0f}" for f, w in zip(figures, (8, 12, 12, 10),
                                                             strict=True)))


if __name__ == "__main__":
    main()
