"""``cacheta-lab room``: serve a room to a class (or a class of several tables), or play one
seat of a room with a bot.

    cacheta-lab room serve --preset oficial --players 4 --port 8765 --state sala1 --bots greedy
    cacheta-lab room play "http://127.0.0.1:8765/r/…/seat/1?key=…" --bot strong
    cacheta-lab room class --tables 8 --players 4 --people 30 --bots greedy --state turma1
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from ..checks import (
    LEVELS,
    MAX_ROUNDS,
    MAX_TURNS,
    check_level,
    check_levels,
    check_path,
    check_seconds,
    number_from_text,
)
from ..errors import CachetaError
from ..room.settings import LONGEST_BOT_DELAY, LONGEST_ROUND_PAUSE, MAX_ROOMS, ROUND_PAUSE
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from . import room_class
from .options import add_lang, add_rules_options, rules_from_args, seed, whole

EXIT_AWAY = 1  # room play gave up: the server away, the link turned away, the game still
EXIT_BROKEN = 3  # room play stopped: the server broke the protocol
EXIT_REPLACED = 4  # room play stopped: its link was opened elsewhere, which holds the seat
EXIT_UNSAVED = 1  # served, but the disk refused the last moves at the end


def setup(p: argparse.ArgumentParser) -> None:
    p.description = ("Uma sala de Cacheta na rede: servir ou jogar um lugar / "
                     "a Cacheta room on the network: serve it or play one seat")
    sub = p.add_subparsers(dest="room_command", required=True)
    s = sub.add_parser("serve", help="serve a room; the first line printed is its links (JSON)")
    add_serve_options(s)
    s.add_argument("--rooms", default="1", help="rooms to open (load tests; one line each)")
    room_class.setup(sub)
    q = sub.add_parser("play", help="play one seat of a room with a bot until the game ends")
    q.add_argument("url", metavar="URL", help="the seat's link")
    q.add_argument("--bot", default="greedy", help=f"bot level ({', '.join(LEVELS)})")
    q.add_argument("--transcript", default=None, metavar="FILE",
                   help="write every frame sent and received here (JSON lines)")
    q.add_argument("--patience", default="60",
                   help="seconds to keep reconnecting while the server is away (default 60)")
    q.add_argument("--idle", default="600",
                   help="seconds to wait for the game to move (a move, a new game) before "
                        "giving up (default 600)")
    q.add_argument("--seed", default="0", help="the bot's seed")
    q.add_argument("--rounds", default=None, metavar="N",
                   help="rounds to play (the host deals each; default: one round, or in a "
                        "match room the whole match)")
    q.add_argument("--race", action="store_true",
                   help="answer the puzzles of the room's race with the bot until the race "
                        "ends, instead of playing the game")
    q.add_argument("--name", default=None, help="the seat's name in the race's standings")
    add_lang(q)


def add_serve_options(s: argparse.ArgumentParser) -> None:
    """The options of a server: the rules, players, bots, seed and pace of its rooms, where it
    listens and where it keeps its state (``room serve`` and ``room class``)."""
    add_rules_options(s, "refill_stock=false")
    s.add_argument("--players", default="4", help="players (default 4)")
    s.add_argument("--port", default="8765", help="port (default 8765; 0: any free port)")
    s.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0: the whole network)")
    s.add_argument("--state", required=True, metavar="DIR",
                   help="directory of the room's state (reuse it to resume after a restart)")
    s.add_argument("--bots", nargs="+", default=[], metavar="LEVEL",
                   help=f"bots for the last seats ({', '.join(LEVELS)})")
    s.add_argument("--unit", default="round", help="round (default) or match")
    s.add_argument("--seed", default="0",
                   help="seed (default 0), mixed with the room's own secret deal")
    s.add_argument("--public-deal", action="store_true",
                   help="deal from --seed alone, the same cards on every run (a lesson or a "
                        "demonstration: anyone who knows the seed knows every hand)")
    s.add_argument("--bot-delay", default="0.5", help="seconds a bot waits before a move")
    s.add_argument("--max-turns", default="500", help="a round is drawn after this many turns")
    s.add_argument("--round-pause", default=f"{ROUND_PAUSE:g}", metavar="S",
                   help="seconds a match shows a round's end before dealing the next "
                        f"(default {ROUND_PAUSE:g}; host: the host deals each round)")
    add_lang(s)


def run(args: argparse.Namespace) -> int:
    try:
        import websockets  # noqa: F401
    except ImportError:
        raise CachetaError(Said("cli.room.websockets")) from None
    if args.room_command == "class":
        return room_class.run(args)
    return serve(args) if args.room_command == "serve" else play(args)


def _seconds(option: str, text: str, high: float) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= high:
        raise CachetaError(Said("cli.room.seconds", option=option, value=echo(text),
                                high=f"{high:g}"))
    return value


def _round_pause(text: str) -> float | None:
    """``--round-pause``: seconds, or ``host`` (None: the host deals each round)."""
    if text.strip().lower() == "host":
        return None
    try:
        return _seconds("--round-pause", text, LONGEST_ROUND_PAUSE)
    except CachetaError:
        raise CachetaError(Said("cli.room.round_pause", value=echo(text),
                                high=LONGEST_ROUND_PAUSE)) from None


def serve_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options of ``add_serve_options`` read and checked, as ``open_server`` and
    ``open_class`` take them."""
    if args.unit not in ("round", "match"):
        raise CachetaError(Said("cli.unit", value=echo(args.unit)))
    if args.bots:
        check_levels(args.bots)
    return {"preset": rules_from_args(args), "players": number_from_text(args.players),
            "port": whole("--port", args.port, 0, 65535), "host": args.host,
            "bots": args.bots, "unit": args.unit, "seed": seed(args.seed),
            "bot_delay": _seconds("--bot-delay", args.bot_delay, LONGEST_BOT_DELAY),
            "max_turns": whole("--max-turns", args.max_turns, 1, MAX_TURNS),
            "lang": args.lang, "public_deal": args.public_deal,
            "round_pause": _round_pause(args.round_pause)}


def serve(args: argparse.Namespace) -> int:
    from ..room import open_server

    options = serve_options(args)
    rooms = whole("--rooms", args.rooms, 1, MAX_ROOMS)
    return serve_until_stopped(open_server(args.state, rooms=rooms, **options), args.lang,
                               lambda server: [server.links_of(room)
                                               for room in server.rooms.values()])


def serve_until_stopped(server: Any, lang: str, lines: Callable[[Any], list[Any]]) -> int:
    """Serve until SIGTERM or Ctrl-C, printing once listening each of ``lines(server)`` as
    one JSON line. 0 when stopped; 1 when the disk refused the last moves (one line)."""
    from ..room.server import UnsavedMoves

    # from here on SIGTERM stops the server cleanly (before it listens: it never does)
    signal.signal(signal.SIGTERM, lambda *_: server.stop())
    try:
        server.run(lambda running: _announce(lines(running)))
    except UnsavedMoves as lost:
        print(f"cacheta-lab: {lost.message(lang)}", file=sys.stderr)
        return EXIT_UNSAVED
    return 0


def _announce(lines: list[Any]) -> None:
    """Print each line as JSON. A reader that left (``| head``) does not stop the server: it
    serves on, printing nothing more."""
    try:
        for line in lines:
            print(json.dumps(line, ensure_ascii=False), flush=True)
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # what is left in stdout's buffer goes there
        os.close(devnull)


def play(args: argparse.Namespace) -> int:
    """Play a seat with a bot (with ``--race``: answer the race's puzzles). Exit status: 0 the
    game (or the race) ended (its summary printed), 1 gave up
    (the server away, or its door turning the link away, longer than ``--patience``; or the
    game still longer than ``--idle``),
    2 bad input (a link that cannot be a seat's, a refused link, a transcript that cannot be
    written), 3 the server broke the protocol, 4 the link was opened elsewhere."""
    from ..room.client import (
        LONGEST_WAIT,
        RoomAway,
        RoomBroken,
        RoomFull,
        RoomIdle,
        RoomReplaced,
        play_seat,
    )
    from ..room.link_check import check_link
    from ..room.race_client import race_seat

    check_link(args.url, ("seat",))
    check_level(args.bot)
    transcript = None if args.transcript is None else check_path(args.transcript)
    patience = _seconds("--patience", args.patience, LONGEST_WAIT)
    idle = check_seconds("--idle", _seconds("--idle", args.idle, LONGEST_WAIT), LONGEST_WAIT,
                         zero=False)
    rounds = None if args.rounds is None else whole("--rounds", args.rounds, 1, MAX_ROUNDS)
    try:
        if args.race:
            summary = race_seat(args.url, args.bot, transcript, patience, args.lang,
                                seed(args.seed), idle, args.name)
        else:
            summary = play_seat(args.url, args.bot, transcript, patience, args.lang,
                                seed(args.seed), idle, rounds)
    except (RoomAway, RoomFull, RoomIdle, RoomBroken, RoomReplaced) as stopped:
        print(f"cacheta-lab: {stopped.message(args.lang)}", file=sys.stderr)
        return (EXIT_BROKEN if isinstance(stopped, RoomBroken) else
                EXIT_REPLACED if isinstance(stopped, RoomReplaced) else EXIT_AWAY)
    print(json.dumps(summary, ensure_ascii=False))
    return 0
