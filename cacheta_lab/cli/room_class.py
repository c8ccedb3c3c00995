"""``cacheta-lab room class``: a teacher's whole class, several tables served by one process;
its first line printed is the class's links (JSON): ``{"host", "watch", "tables": [{"watch",
"seats", …}, …]}``."""

from __future__ import annotations

import argparse
from typing import Any


def setup(sub: Any) -> None:
    from .room import add_serve_options

    c = sub.add_parser("class", help="serve a class of several tables; the first line printed "
                                     "is its links (JSON)")
    c.add_argument("--tables", default="8", help="tables (default 8; 1 to 20)")
    c.add_argument("--people", default=None, metavar="N",
                   help="seats for people in all, spread over the tables; bots (--bots, "
                        "default greedy) fill the others")
    add_serve_options(c)


def run(args: argparse.Namespace) -> int:
    from ..checks import MAX_SEATS
    from ..room.class_server import open_class
    from ..room.classroom import MAX_TABLES
    from .options import whole
    from .room import serve_options, serve_until_stopped

    options = serve_options(args)
    tables = whole("--tables", args.tables, 1, MAX_TABLES)
    people = (None if args.people is None
              else whole("--people", args.people, 1, MAX_TABLES * MAX_SEATS))
    server = open_class(args.state, tables, people=people, **options)
    return serve_until_stopped(server, args.lang, lambda running: [running.links])
