"""One catalogue of the words the views show, in Portuguese and in English.

Each section module (``common``, ``rules``, ``card_table``, ``game_table``, ...) holds
``TERMS: dict[str, tuple[str, str]]``, a key → (pt, en) pair whose texts may hold
``str.format`` fields. Keys are unique across sections; a test checks that both languages
of every key exist and use the same fields. A counted text has the keys ``<key>.one`` and
``<key>.many`` and is read with :func:`counted`.

Code asks for a text with :func:`term` (now) or keeps a :class:`Said` (a key and its values,
said later in either language; see :mod:`cacheta_lab.words.said`).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from ..said import NOTHING, Joined, Pair, Percent, Said, Sayable, Thousands, in_both, render
from ..text import say
from . import (
    bots,
    card_table,
    cards,
    cli,
    coach,
    common,
    display,
    exercises,
    explain,
    game,
    game_table,
    melds,
    puzzles,
    refusals,
    room,
    room_class,
    room_client,
    room_race,
    room_state,
    room_table,
    rules,
    simulate,
    tables,
    trainer,
    usage,
)

__all__ = ["NOTHING", "SECTIONS", "TERMS", "Joined", "Pair", "Percent", "Said", "Sayable",
           "Thousands", "counted", "in_both", "render", "term", "terms"]

SECTIONS: tuple[ModuleType, ...] = (common, cards, rules, game, game_table, room_table, display,
                                     card_table, coach, exercises, room, refusals, melds, bots,
                                     usage, explain, cli, tables, simulate, room_client,
                                     room_state, room_class, puzzles, room_race, trainer)


def _merged() -> dict[str, tuple[str, str]]:
    merged: dict[str, tuple[str, str]] = {}
    for section in SECTIONS:
        for key, pair in section.TERMS.items():
            if key in merged:
                raise RuntimeError(f"catalogue key {key!r} is defined twice")
            merged[key] = pair
    return merged


TERMS = _merged()


def term(key: str, lang: str = "pt", **fields: Any) -> str:
    """The catalogue text ``key`` in ``lang``, with ``fields`` filled in (each said in ``lang``,
    :func:`~cacheta_lab.words.said.render`)."""
    text = say(lang, *TERMS[key])
    return text.format(**{k: render(v, lang) for k, v in fields.items()}) if fields else text


def terms(keys: list[str] | tuple[str, ...], lang: str = "pt") -> dict[str, str]:
    """Several texts at once (unformatted), e.g. to send to a front end."""
    return {key: term(key, lang) for key in keys}


def counted(key: str, n: int, lang: str = "pt", **fields: Any) -> str:
    """The counted text ``key`` for ``n`` ("1 carta bate" / "2 cartas batem"): the
    ``<key>.one`` text for 1, ``<key>.many`` otherwise, with ``n`` filled in."""
    return term(f"{key}.{'one' if n == 1 else 'many'}", lang, n=n, **fields)
