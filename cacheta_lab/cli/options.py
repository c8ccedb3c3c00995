"""Options several commands share: the rules (``--rules``, ``--set``), the language, JSON
output, and whole numbers read from the command line."""

from __future__ import annotations

import argparse

from ..checks import check_count, check_seed, number_from_text
from ..engine.rules import PRESETS, Rules, get_rules, parse_rule_value
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from ..words.text import LANGS


def add_rules_options(p: argparse.ArgumentParser, example: str = "ace=low --set max_wilds=none"
                      ) -> None:
    """``--rules``/``--preset`` and ``--set RULE=VALUE``, read back by :func:`rules_from_args`
    (every command that plays or analyses under a preset takes them)."""
    p.add_argument("--rules", "--preset", dest="rules", default="oficial",
                   help=f"preset ({', '.join(PRESETS)}); default oficial")
    p.add_argument("--set", dest="changes", action="append", default=[], metavar="RULE=VALUE",
                   help=f"change one rule, e.g. --set {example}")


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The preset of ``--rules`` with every ``--set RULE=VALUE`` applied."""
    changes = {}
    for item in args.changes:
        if "=" not in item:
            raise CachetaError(Said("cli.set", value=echo(item)))
        name, value = item.split("=", 1)
        changes[name.strip()] = parse_rule_value(name.strip(), value)
    return get_rules(args.rules, **changes)


def add_lang(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", choices=LANGS, default="pt", help="language (pt or en)")


def add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON for programs")


def whole(option: str, text: str, low: int, high: int) -> int:
    """``text`` (an option's value) as a whole number from ``low`` to ``high``, else a
    bilingual error naming ``option``."""
    return check_count(option, number_from_text(text), low, high)


def seed(text: str) -> int | str:
    """``--seed``: a whole number written in digits, else the text itself."""
    return check_seed(number_from_text(text, 70))
