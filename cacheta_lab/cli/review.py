"""``cacheta-lab review``: every decision of one seat in a saved game, graded.

    cacheta-lab review game.json --seat 1 --lang en [--json]
    cacheta-lab review game.json --seat 1 --deep [--playouts 400] [--seed 0] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import sys

from ..checks import MAX_PLAYOUTS, MAX_SEATS, MAX_WORKERS, check_seat
from ..coach.deep_review import deep_review
from ..coach.review import review
from ..game.events import GameLog
from ..words.catalogue import term
from .options import add_json, add_lang, whole
from .options import seed as read_seed


def setup(p: argparse.ArgumentParser) -> None:
    p.description = ("Revisa cada decisão de um jogador num jogo salvo / "
                     "review every decision of one seat in a saved game")
    p.add_argument("log", metavar="LOG.json", help="a game log (cacheta-lab play --save)")
    p.add_argument("--seat", required=True, help="the seat to review (0, 1, …)")
    p.add_argument("--deep", action="store_true",
                   help="win chances by deep play-outs (slow; a progress bar on stderr)")
    p.add_argument("--playouts", default="400", help="--deep: play-outs per option (400)")
    p.add_argument("--seed", default="0", help="--deep: the play-outs' seed (0)")
    p.add_argument("--workers", default="1",
                   help=f"--deep: processes, 1 to {MAX_WORKERS} (2 uses both cores)")
    add_lang(p)
    add_json(p)


def run(args: argparse.Namespace) -> int:
    seat = check_seat(whole("--seat", args.seat, 0, MAX_SEATS - 1))
    log = GameLog.load(args.log)
    if args.deep:
        return _deep(args, log, seat)
    result = review(log, seat)
    if args.json:
        print(json.dumps(result.to_dict(args.lang), ensure_ascii=False, indent=2))
    else:
        print(result.report(args.lang))
    return 0


def _deep(args: argparse.Namespace, log: GameLog, seat: int) -> int:
    playouts = whole("--playouts", args.playouts, 1, MAX_PLAYOUTS)
    seed = read_seed(args.seed)
    workers = whole("--workers", args.workers, 1, MAX_WORKERS)
    decisions = deep_review(log, seat, playouts, seed, _progress_bar, workers)
    print(file=sys.stderr)
    if args.json:
        print(json.dumps({"seat": seat, "playouts": playouts, "seed": seed,
                          "decisions": [d.to_dict() for d in decisions]}, indent=2))
        return 0
    print(term("cli.review_head", args.lang, seat=seat, n=len(decisions), playouts=playouts))
    for d in decisions:
        print(d.line(args.lang))
    return 0


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // max(total, 1)
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end="",
          file=sys.stderr, flush=True)
