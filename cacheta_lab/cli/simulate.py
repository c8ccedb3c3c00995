"""``cacheta-lab simulate``: many games between bots, on both cores or a Dask cluster.

    cacheta-lab simulate --rules oficial --players 4 --games 200 --seed 1 --bots strong greedy
    cacheta-lab simulate --games 100000 --unit round --cluster local --workers 4
    cacheta-lab simulate --games 10000000 --cluster tcp://10.0.0.5:8786

Ctrl-C (SIGINT) or SIGTERM stops the games and the processes or Dask tasks playing them, prints
one line and exits with status 130.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
import threading
from collections.abc import Iterator
from typing import Any

from ..checks import LEVELS, MAX_GAMES, MAX_SEATS, MAX_TURNS
from ..game.simulate import MAX_WORKERS, UNITS, dask_client, simulate
from ..words.catalogue import term
from .options import add_json, add_lang, add_rules_options, rules_from_args, whole
from .options import seed as read_seed

EXIT_INTERRUPTED = 130


def setup(p: argparse.ArgumentParser) -> None:
    p.description = ("Simula jogos entre bots e mostra as estatísticas / "
                     "simulate games between bots and show the statistics")
    add_rules_options(p, "refill_stock=false")
    p.add_argument("--players", default="4", help="players per game (default 4)")
    p.add_argument("--games", default="100",
                   help=f"games to play, 1 to {MAX_GAMES:,} (default 100)")
    p.add_argument("--seed", default="0", help="seed (default 0)")
    p.add_argument("--bots", nargs="+", default=["greedy"], metavar="LEVEL",
                   help=f"bot levels dealt to the seats in turn ({', '.join(LEVELS)})")
    p.add_argument("--unit", default="match",
                   help=f"a game is a whole match (default) or one round ({', '.join(UNITS)})")
    p.add_argument("--workers", default="2",
                   help=f"processes, or LocalCluster workers; 1 to {MAX_WORKERS} (default 2)")
    p.add_argument("--max-turns", dest="max_turns", default="2000",
                   help=f"a round with no winner after this many turns is drawn; 1 to "
                        f"{MAX_TURNS:,} (default 2000)")
    p.add_argument("--cluster", default=None, metavar="local|tcp://HOST:PORT",
                   help="play on Dask: 'local' starts a LocalCluster here, tcp://HOST:PORT "
                        "joins a scheduler (needs pip install \"cacheta_lab[cluster]\")")
    p.add_argument("--records", default=None, metavar="FILE",
                   help="also write each game's record to FILE, one JSON object a line")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    add_lang(p)
    add_json(p)


@contextlib.contextmanager
def sigterm_interrupts() -> Iterator[None]:
    """While the games run, SIGTERM stops them as Ctrl-C does."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def run(args: argparse.Namespace) -> int:
    players = whole("--players", args.players, 0, MAX_SEATS)
    games = whole("--games", args.games, 1, MAX_GAMES)
    workers = whole("--workers", args.workers, 1, MAX_WORKERS)
    max_turns = whole("--max-turns", args.max_turns, 1, MAX_TURNS)
    seed = read_seed(args.seed)
    rules = rules_from_args(args)
    progress = None if not args.no_progress else False
    try:
        with sigterm_interrupts(), contextlib.ExitStack() as stack:
            client = (stack.enter_context(dask_client(args.cluster, workers))
                      if args.cluster else None)
            sim = simulate(rules, players, games, seed, args.bots, args.unit, workers,
                           progress, max_turns, client=client, records=args.records)
    except KeyboardInterrupt:
        print(f"cacheta-lab: {term('usage.interrupted', args.lang)}", file=sys.stderr,
              flush=True)
        return EXIT_INTERRUPTED
    if args.json:
        print(json.dumps(sim.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(sim.report(args.lang))
    return 0
