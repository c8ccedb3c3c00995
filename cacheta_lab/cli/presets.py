"""``cacheta-lab rules`` (a preset rule by rule) and ``cacheta-lab presets`` (the list)."""

from __future__ import annotations

import argparse

from ..engine.rules import PRESETS
from .options import add_json, add_lang, add_rules_options, rules_from_args


def setup_rules(p: argparse.ArgumentParser) -> None:
    add_rules_options(p)
    p.add_argument("--vira", default=None, help="the vira, e.g. 5c (none in the pife presets)")
    add_lang(p)
    add_json(p)


def run_rules(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    if args.json:
        print(rules.to_json())
        return 0
    print(f"{rules.id} ({rules.source})" if rules.source else rules.id)
    for line in rules.explain(args.lang):
        print(f"  - {line}")
    return 0


def setup_presets(p: argparse.ArgumentParser) -> None:
    """``presets`` takes no option."""


def run_presets(args: argparse.Namespace) -> int:
    for rules in PRESETS.values():
        print(f"{rules.id:14} {rules.source}")
    return 0
