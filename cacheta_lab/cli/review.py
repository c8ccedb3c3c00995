"""``cacheta-lab review``: every decision of one seat in a saved game, graded.

    cacheta-lab review game.json --seat 1 --lang en [--json]
"""

from __future__ import annotations

import argparse
import json

from ..checks import MAX_SEATS, check_seat
from ..coach.review import review
from ..game.events import GameLog
from .options import add_json, add_lang, whole


def setup(p: argparse.ArgumentParser) -> None:
    p.description = ("Revisa cada decisão de um jogador num jogo salvo / "
                     "review every decision of one seat in a saved game")
    p.add_argument("log", metavar="LOG.json", help="a game log (cacheta-lab play --save)")
    p.add_argument("--seat", required=True, help="the seat to review (0, 1, …)")
    add_lang(p)
    add_json(p)


def run(args: argparse.Namespace) -> int:
    seat = check_seat(whole("--seat", args.seat, 0, MAX_SEATS - 1))
    result = review(GameLog.load(args.log), seat)
    if args.json:
        print(json.dumps(result.to_dict(args.lang), ensure_ascii=False, indent=2))
    else:
        print(result.report(args.lang))
    return 0
