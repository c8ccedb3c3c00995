"""The ``cacheta-lab`` command: analyse a hand, check a meld, explain and list the presets,
simulate games between bots, play a game and review it, serve a room a class plays in, build
a puzzle set and solve puzzles.

Every command is listed in :data:`COMMANDS` (its module holds its options and what it runs).
Bad input prints one line (in the chosen language) and exits with status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import CachetaError
from ..words.catalogue import term
from . import analyze, play, presets, puzzles, review, room, simulate, trainer
from .options import add_rules_options, rules_from_args
from .usage import Parser, UsageError, lang_of, usage_message

__all__ = ["COMMANDS", "EXIT_BAD_INPUT", "EXIT_INTERRUPTED", "Command", "add_rules_options",
           "build_parser", "main", "rules_from_args"]

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130


@dataclass(frozen=True)
class Command:
    """One subcommand: its name (and other names), a line of help, its options and its run."""

    name: str
    aliases: tuple[str, ...]
    help: str
    setup: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


COMMANDS: tuple[Command, ...] = (
    Command("analyze", ("analisar",), "analyse a hand of 1-10 cards",
            analyze.setup_analyze, analyze.run_analyze),
    Command("meld", ("jogo",), "check one trinca or sequência",
            analyze.setup_meld, analyze.run_meld),
    Command("rules", ("regras",), "explain a preset's rules", presets.setup_rules,
            presets.run_rules),
    Command("presets", (), "list the presets", presets.setup_presets, presets.run_presets),
    Command("simulate", (), "play many games between bots and show the statistics",
            simulate.setup, simulate.run),
    Command("play", (), "play a round (or match) of bots and save its log",
            play.setup, play.run),
    Command("review", (), "review every decision of one seat in a saved game",
            review.setup, review.run),
    Command("room", ("sala",), "serve a room a class plays together, or play one of its seats",
            room.setup, room.run),
    Command("puzzles", (), "build a puzzle set from seeded self-play", puzzles.setup,
            puzzles.run),
    Command("puzzle", ("treinar",), "solve puzzles in the terminal, rated and kept in a history",
            trainer.setup, trainer.run),
)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="cacheta-lab",
                    description="Análise de mãos de Cacheta / Cacheta hand analysis")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        p = sub.add_parser(command.name, aliases=list(command.aliases), help=command.help)
        command.setup(p)
        p.set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default: the process's); return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_output()
    try:
        return _main(argv)
    except KeyboardInterrupt:  # Ctrl-C: one line, the shell's status for it
        word = term("usage.interrupted", lang_of(argv))
        print(f"cacheta-lab: {word}", file=sys.stderr)
        return EXIT_INTERRUPTED


def _tolerant_output() -> None:
    """A terminal that cannot show a character (``PYTHONIOENCODING=latin-1``, a C locale)
    gets a ``?`` for it rather than an error."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="replace")


def _main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
    except UsageError as err:
        print(f"cacheta-lab: {usage_message(str(err), lang_of(argv))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except SystemExit as done:  # --help printed the help
        return done.code if isinstance(done.code, int) else 0
    lang = getattr(args, "lang", "pt")
    try:
        return args.run(args)
    except CachetaError as err:
        print(f"cacheta-lab: {err.message(lang)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader stopped early (… | head): not an error
        sys.stderr.close()
        return 0
