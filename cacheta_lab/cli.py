"""The ``cacheta-lab`` command: analyse a hand, check a meld, show the presets.

Bad input prints one line (in the chosen language) and exits with status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Callable, Sequence

from .analysis import analyze
from .errors import CachetaError
from .melds import check_meld
from .rules import PRESETS, get_rules, parse_rule_value

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
LONGEST_MESSAGE = 300  # an error never echoes back a huge argument whole


class UsageError(Exception):
    """A command line argparse cannot read; ``str()`` is argparse's own (English) sentence."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that raises :class:`UsageError` instead of printing usage and
    exiting, so every error of the command is one line in the chosen language."""

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(message)


_USAGE_PT = (  # argparse's sentences, in Portuguese
    (r"unrecognized arguments: (.*)", r"argumentos não reconhecidos: \1"),
    (r"the following arguments are required: (.*)", r"faltam os argumentos: \1"),
    (r"argument (\S+): invalid choice: (.*) \(choose from (.*)\)",
     r"argumento \1: escolha inválida \2 (escolha entre \3)"),
    (r"argument (\S+): invalid (\w+) value: (.*)", r"argumento \1: valor \2 inválido \3"),
    (r"argument (\S+): expected one argument", r"argumento \1: falta o valor"),
    (r"argument (\S+): expected at least one argument", r"argumento \1: falta ao menos um valor"),
    (r"argument (\S+): ignored explicit argument (.*)", r"argumento \1: valor \2 não se aplica"),
    (r"ambiguous option: (.*)", r"opção ambígua: \1"),
)


def _usage_message(message: str, lang: str) -> str:
    """argparse's complaint as one line in ``lang``, with where to look for help."""
    import re

    text = " ".join(message.split())
    if lang == "en":
        line = f"{text} (see cacheta-lab --help)"
    else:
        for pattern, replacement in _USAGE_PT:
            if re.fullmatch(pattern, text):
                text = re.sub(pattern, replacement, text)
                break
        else:
            text = f"linha de comando inválida: {text}"
        line = f"{text} (veja cacheta-lab --help)"
    if len(line) > LONGEST_MESSAGE:
        line = line[: LONGEST_MESSAGE - 1] + "…"
    return line


def _lang_of(argv: Sequence[str]) -> str:
    """The language asked for on a command line argparse could not read."""
    words = list(argv)
    for i, word in enumerate(words):
        if word == "--lang" and i + 1 < len(words) and words[i + 1] in ("pt", "en"):
            return words[i + 1]
        if word in ("--lang=pt", "--lang=en"):
            return word.split("=", 1)[1]
    return "pt"


def add_rules_options(p: argparse.ArgumentParser, example: str = "ace=low --set max_wilds=none"
                      ) -> None:
    """``--rules``/``--preset`` and ``--set RULE=VALUE``, read back by :func:`rules_from_args`
    (every command that plays or analyses under a preset takes them)."""
    p.add_argument("--rules", "--preset", dest="rules", default="oficial",
                   help=f"preset ({', '.join(PRESETS)}); default oficial")
    p.add_argument("--set", dest="changes", action="append", default=[], metavar="RULE=VALUE",
                   help=f"change one rule, e.g. --set {example}")


def _add_common(p: argparse.ArgumentParser) -> None:
    add_rules_options(p)
    p.add_argument("--vira", default=None, help="the vira, e.g. 5c (none in the pife presets)")
    p.add_argument("--lang", choices=("pt", "en"), default="pt", help="language (pt or en)")
    p.add_argument("--json", action="store_true", help="print JSON for programs")


def rules_from_args(args: argparse.Namespace):
    changes = {}
    for item in args.changes:
        if "=" not in item:
            raise CachetaError(f"use --set REGRA=VALOR (recebido {item!r})",
                               f"use --set RULE=VALUE (got {item!r})")
        name, value = item.split("=", 1)
        changes[name.strip()] = parse_rule_value(name.strip(), value)
    return get_rules(args.rules, **changes)


def _cmd_analyze(args: argparse.Namespace) -> int:
    analysis = analyze(args.hand, rules_from_args(args), args.vira, args.seen, lang=args.lang)
    if args.json:
        print(json.dumps(analysis.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(analysis.explanation(args.lang))
    return 0


def _cmd_meld(args: argparse.Namespace) -> int:
    check = check_meld(args.cards, rules_from_args(args), args.vira)
    if args.json:
        print(json.dumps({"valid": check.valid,
                          "meld": check.meld.to_dict() if check.meld else None,
                          "reason": check.reason(args.lang)}, ensure_ascii=False, indent=2))
    elif check.meld is not None:
        from .explain import describe_meld

        print(("válido: " if args.lang == "pt" else "valid: ") + describe_meld(check.meld,
                                                                              args.lang))
    else:
        print(("inválido: " if args.lang == "pt" else "invalid: ") + check.reason(args.lang))
    return 0 if check.valid else 1


def _cmd_rules(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    if args.json:
        print(rules.to_json())
        return 0
    print(f"{rules.id} ({rules.seed})" if rules.seed else rules.id)
    for line in rules.explain(args.lang):
        print(f"  - {line}")
    return 0


def _cmd_presets(args: argparse.Namespace) -> int:
    for rules in PRESETS.values():
        print(f"{rules.id:14} {rules.seed}")
    return 0


# subcommands other modules add: name -> (set up the parser, run)
EXTRA_COMMANDS: dict[str, tuple[Callable[[argparse.ArgumentParser], None],
                                Callable[[argparse.Namespace], int]]] = {}


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cacheta-lab",
        description="Análise de mãos de Cacheta / Cacheta hand analysis")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("analyze", aliases=["analisar"], help="analyse a hand of 1-10 cards")
    p.add_argument("hand", help='the hand, e.g. "5h 6h 7h Ks Kh JK 9s 6c 2d 8c"')
    p.add_argument("--seen", default="", help="cards known out of play (the lixeira)")
    _add_common(p)
    p.set_defaults(run=_cmd_analyze)

    p = sub.add_parser("meld", aliases=["jogo"], help="check one trinca or sequência")
    p.add_argument("cards", help='the cards, e.g. "5h JK 7h"')
    _add_common(p)
    p.set_defaults(run=_cmd_meld)

    p = sub.add_parser("rules", aliases=["regras"], help="explain a preset's rules")
    _add_common(p)
    p.set_defaults(run=_cmd_rules)

    p = sub.add_parser("presets", help="list the presets")
    p.set_defaults(run=_cmd_presets)

    for name, (setup, run) in EXTRA_COMMANDS.items():
        p = sub.add_parser(name)
        setup(p)
        p.set_defaults(run=run)
    return parser


def _load_extra_commands() -> None:
    with contextlib.suppress(ImportError):
        from .game import cli as game_cli  # noqa: F401  (registers its subcommands)
    with contextlib.suppress(ImportError):
        from .coach import cli as coach_cli  # noqa: F401  (play, review)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return _main(argv)
    except KeyboardInterrupt:  # Ctrl-C: one line, the shell's status for it
        word = "interrupted" if _lang_of(argv) == "en" else "interrompido"
        print(f"cacheta-lab: {word}", file=sys.stderr)
        return EXIT_INTERRUPTED


def _main(argv: list[str]) -> int:
    _load_extra_commands()
    try:
        args = build_parser().parse_args(argv)
    except UsageError as err:
        print(f"cacheta-lab: {_usage_message(str(err), _lang_of(argv))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except SystemExit as done:  # --help printed the help
        return done.code if isinstance(done.code, int) else 0
    lang = getattr(args, "lang", "pt")
    if getattr(args, "command", None) in ("analyze", "analisar") and not args.hand.strip():
        msg = ("mão vazia: escreva as cartas, por exemplo \"5h 6h 7h Ks Kh JK 9s 6c 2d 8c\""
               if lang == "pt" else
               "empty hand: write the cards, e.g. \"5h 6h 7h Ks Kh JK 9s 6c 2d 8c\"")
        print(f"cacheta-lab: {msg}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        return args.run(args)
    except CachetaError as err:
        print(f"cacheta-lab: {err.message(lang)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader stopped early (… | head): not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # python -m cacheta_lab.cli: run the module other modules extend
    from cacheta_lab.cli import main as _main

    sys.exit(_main())
