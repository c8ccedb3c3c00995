"""``cacheta-lab puzzle``: puzzles solved in a terminal, keyboard only, written to the same
history file as the notebook's trainer.

    cacheta-lab puzzle --preset pife --theme na_boa --lang en
    cacheta-lab puzzle --band 1300 1600 --path my-history.sqlite

Each puzzle's options are numbered; type one's number and Enter. After the verdict, Enter
shows the next puzzle; ``q`` (or the end of the input) stops, with how many were answered and
the learner's rating.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from ..engine.rules import PRESETS
from ..puzzles.themes import THEMES
from ..tables.trainer.terminal import numbered_options, position_lines, verdict_lines
from ..tables.trainer.training import Training
from ..words.catalogue import term
from .options import add_lang


def setup(p: argparse.ArgumentParser) -> None:
    p.description = "Resolver puzzles no terminal / solve puzzles in a terminal"
    p.add_argument("--preset", default=None, help=f"only this preset ({', '.join(PRESETS)})")
    p.add_argument("--theme", default=None, help=f"only this theme ({', '.join(THEMES)})")
    p.add_argument("--band", nargs=2, default=None, metavar=("LOW", "HIGH"),
                   help="only puzzles rated LOW to HIGH")
    p.add_argument("--path", default=None, metavar="FILE",
                   help="the history file (default: the user's data folder)")
    p.add_argument("--learner", default="default", help="the learner's name in the file")
    p.add_argument("--seed", default="0", help="seed of the choice of puzzles (default 0)")
    add_lang(p)


def _number(text: str) -> float | str:
    try:
        return float(text)
    except ValueError:
        return text  # refused by the filters' check, in words


def _ask(prompt: str, stdin: TextIO) -> str | None:
    """One line typed (None at the end of the input)."""
    print(prompt, end="", flush=True)
    line = stdin.readline()
    return None if not line else line.strip()


def run(args: argparse.Namespace) -> int:
    from .options import seed as read_seed

    lang = args.lang
    band = None if args.band is None else tuple(_number(v) for v in args.band)
    training = Training(path=args.path, learner=args.learner, preset=args.preset,
                        theme=args.theme, band=band, seed=read_seed(args.seed))
    stdin = sys.stdin
    try:
        while _one_puzzle(training, lang, stdin):
            training.next()
    finally:
        rating = training.learner
        print(term("trainer.cli.bye", lang, n=training.answered,
                   rating=term("trainer.rating_now", lang, rating=round(rating.rating),
                               rd=round(rating.rd))))
        print(term("trainer.cli.where", lang, path=training.history.path))
        training.history.close()
    return 0


def _one_puzzle(training: Training, lang: str, stdin: TextIO) -> bool:
    """Show the puzzle, take the answer, show the verdict; False when the learner stops."""
    print("\n".join(position_lines(training, lang)))
    options = numbered_options(training.puzzle)
    while True:
        line = _ask(term("trainer.cli.ask", lang, n=len(options)), stdin)
        if line is None or line.lower() == "q":
            print()
            return False
        if line.isdigit() and 1 <= int(line) <= len(options):
            break
        print(term("trainer.cli.again", lang, n=len(options)))
    verdict = training.answer(options[int(line) - 1])
    print("\n".join(["", *verdict_lines(verdict, lang), ""]))
    line = _ask(term("trainer.cli.more", lang), stdin)
    print()
    return line is not None and line.lower() != "q"
