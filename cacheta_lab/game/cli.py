"""The ``cacheta-lab simulate`` subcommand (registered in :data:`cacheta_lab.cli.EXTRA_COMMANDS`).

    cacheta-lab simulate --rules oficial --players 4 --games 200 --seed 1 --bots strong greedy
"""

from __future__ import annotations

import argparse
import json

from ..cli import EXTRA_COMMANDS, _rules
from ..rules import PRESETS
from .bots import LEVELS
from .simulate import UNITS, simulate


def setup_parser(p: argparse.ArgumentParser) -> None:
    p.description = ("Simula jogos entre bots e mostra as estatísticas / "
                     "simulate games between bots and show the statistics")
    p.add_argument("--rules", "--preset", dest="rules", default="oficial",
                   help=f"preset ({', '.join(PRESETS)}); default oficial")
    p.add_argument("--set", dest="changes", action="append", default=[], metavar="RULE=VALUE",
                   help="change one rule, e.g. --set refill_stock=false")
    p.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", default="0", help="seed (default 0)")
    p.add_argument("--bots", nargs="+", default=["greedy"], choices=LEVELS, metavar="LEVEL",
                   help=f"bot levels dealt to the seats in turn ({', '.join(LEVELS)})")
    p.add_argument("--unit", choices=UNITS, default="match",
                   help="a game is a whole match (default) or one round")
    p.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    p.add_argument("--max-turns", type=int, default=2000,
                   help="a round with no winner after this many turns is drawn (default 2000)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.add_argument("--lang", choices=("pt", "en"), default="pt", help="language (pt or en)")
    p.add_argument("--json", action="store_true", help="print JSON for programs")


def run(args: argparse.Namespace) -> int:
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    sim = simulate(_rules(args), args.players, args.games, seed, args.bots, args.unit,
                   args.workers, None if not args.no_progress else False, args.max_turns)
    if args.json:
        print(json.dumps(sim.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(sim.report(args.lang))
    return 0


EXTRA_COMMANDS["simulate"] = (setup_parser, run)
