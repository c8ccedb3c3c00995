"""``cacheta-lab review``: every decision of one seat in a saved game, graded.

    cacheta-lab review game.json --seat 1 --lang en [--json]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..coach.review import review
from ..errors import CachetaError
from ..game.events import GameLog
from .options import add_json, add_lang, whole

LARGEST_LOG = 20_000_000  # bytes


def setup(p: argparse.ArgumentParser) -> None:
    p.description = ("Revisa cada decisão de um jogador num jogo salvo / "
                     "review every decision of one seat in a saved game")
    p.add_argument("log", metavar="LOG.json", help="a game log (cacheta-lab play --save)")
    p.add_argument("--seat", required=True, help="the seat to review (0, 1, …)")
    add_lang(p)
    add_json(p)


def run(args: argparse.Namespace) -> int:
    seat = whole("--seat", args.seat, 0, 63)
    path = Path(args.log)
    if not path.is_file():
        raise CachetaError(f"arquivo {args.log[:80]!r} não encontrado",
                           f"file {args.log[:80]!r} not found")
    if path.stat().st_size > LARGEST_LOG:
        raise CachetaError("registro grande demais (mais de 20 MB)",
                           "log too large (over 20 MB)")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CachetaError(f"não foi possível ler {args.log[:80]!r}: {exc}",
                           f"could not read {args.log[:80]!r}: {exc}") from None
    result = review(GameLog.from_json(text), seat)
    if args.json:
        print(json.dumps(result.to_dict(args.lang), ensure_ascii=False, indent=2))
    else:
        print(result.report(args.lang))
    return 0
