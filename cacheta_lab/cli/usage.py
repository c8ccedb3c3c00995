"""A command line argparse cannot read, said in one line in the chosen language."""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence

from ..text import LANGS

LONGEST_MESSAGE = 300  # an error never echoes back a huge argument whole


class UsageError(Exception):
    """A command line argparse cannot read; ``str()`` is argparse's own (English) sentence."""


class Parser(argparse.ArgumentParser):
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


def usage_message(message: str, lang: str) -> str:
    """argparse's complaint as one line in ``lang``, with where to look for help."""
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


def lang_of(argv: Sequence[str]) -> str:
    """The language asked for on a command line argparse could not read."""
    words = list(argv)
    for i, word in enumerate(words):
        if word == "--lang" and i + 1 < len(words) and words[i + 1] in LANGS:
            return words[i + 1]
        if word in ("--lang=pt", "--lang=en"):
            return word.split("=", 1)[1]
    return "pt"
