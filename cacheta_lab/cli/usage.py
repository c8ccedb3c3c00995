"""A command line argparse cannot read, said in one line in the chosen language.

argparse looks each of its sentences up for translation as it words it (through its module's
``_`` and ``ngettext``, the :mod:`gettext` hooks). While a :class:`Parser` parses, those hooks
answer from the catalogue (``argparse.*`` keys, whose English text is argparse's own) in the
language the command line asks for; a sentence the catalogue does not hold stays argparse's.
The help pages keep argparse's (English) headings, as the options' help is written in English.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from ..words.catalogue import TERMS, term
from ..words.text import LANGS

LONGEST_MESSAGE = 300  # an error never echoes back a huge argument whole

# argparse's sentence (its gettext message id) → the catalogue's key
_KEYS = {english: key for key, (_, english) in TERMS.items() if key.startswith("argparse.")}


class UsageError(Exception):
    """A command line argparse cannot read; ``str()`` is argparse's sentence, in the language
    the command line asked for."""


class Parser(argparse.ArgumentParser):
    """An argument parser that words its complaints in the command line's language and raises
    :class:`UsageError` instead of printing usage and exiting, so every error of the command
    is one line."""

    def parse_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                   namespace: Any = None) -> argparse.Namespace:
        with speaking(lang_of(sys.argv[1:] if args is None else args)):
            return super().parse_args(args, namespace)

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: Any = None) -> tuple[argparse.Namespace, list[str]]:
        with speaking(lang_of(sys.argv[1:] if args is None else args)):
            return super().parse_known_args(args, namespace)

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(message)


def translated(message: str, lang: str) -> str:
    """argparse's sentence ``message`` in ``lang`` (itself where the catalogue lacks it)."""
    key = _KEYS.get(message)
    return message if key is None else term(key, lang)


@contextlib.contextmanager
def speaking(lang: str) -> Iterator[None]:
    """While inside, argparse words its sentences in ``lang``."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = lambda message: translated(message, lang)  # type: ignore[attr-defined]
    argparse.ngettext = (  # type: ignore[attr-defined]
        lambda one, many, n: translated(one if n == 1 else many, lang))
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def usage_message(message: str, lang: str) -> str:
    """argparse's complaint (already in ``lang``) as one line, with where to look for help."""
    line = term("usage.see_help", lang, message=" ".join(message.split()))
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
