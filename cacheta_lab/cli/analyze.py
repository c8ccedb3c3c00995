"""``cacheta-lab analyze`` (a hand) and ``cacheta-lab meld`` (one meld)."""

from __future__ import annotations

import argparse
import json

from ..drawing.explain import describe_meld
from ..engine.analysis import analyze
from ..engine.melds import check_meld
from ..errors import NotationError
from ..words.catalogue import Said, term
from .options import add_json, add_lang, add_rules_options, rules_from_args


def _add_common(p: argparse.ArgumentParser) -> None:
    add_rules_options(p)
    p.add_argument("--vira", default=None, help="the vira, e.g. 5c (none in the pife presets)")
    add_lang(p)
    add_json(p)


def setup_analyze(p: argparse.ArgumentParser) -> None:
    p.add_argument("hand", help='the hand, e.g. "5h 6h 7h Ks Kh JK 9s 6c 2d 8c"')
    p.add_argument("--seen", default="", help="cards known out of play (the lixeira)")
    _add_common(p)


def run_analyze(args: argparse.Namespace) -> int:
    if not args.hand.strip():
        raise NotationError(Said("cli.empty_hand"))
    analysis = analyze(args.hand, rules_from_args(args), args.vira, args.seen, lang=args.lang)
    if args.json:
        print(json.dumps(analysis.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(analysis.explanation(args.lang))
    return 0


def setup_meld(p: argparse.ArgumentParser) -> None:
    p.add_argument("cards", help='the cards, e.g. "5h JK 7h"')
    _add_common(p)


def run_meld(args: argparse.Namespace) -> int:
    check = check_meld(args.cards, rules_from_args(args), args.vira)
    if args.json:
        print(json.dumps({"valid": check.valid,
                          "meld": check.meld.to_dict() if check.meld else None,
                          "reason": check.reason(args.lang)}, ensure_ascii=False, indent=2))
    elif check.meld is not None:
        print(term("cli.valid", args.lang, meld=describe_meld(check.meld, args.lang)))
    else:
        print(term("cli.invalid", args.lang, why=check.reason(args.lang)))
    return 0 if check.valid else 1

