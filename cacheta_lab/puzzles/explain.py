"""A puzzle's options in the coach's words: the coach's grade of each (passing, out of turn,
graded as the coach grades a call not made) and its sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..coach.grade import Grade, grade, missed_announce, missed_furar, move_words, notation
from ..game.moves import Move
from ..game.views import PlayerView
from ..words.catalogue import counted, term


def coach_grade(view: PlayerView, option: Move | None) -> Grade | None:
    """The coach's grade of ``option`` from ``view`` (None: pass, when passing lets nothing
    go that the coach grades)."""
    if option is None:
        return missed_furar(view) or missed_announce(view)
    return grade(view, option)


def coach_sentence(view: PlayerView, option: Move | None, lang: str = "pt") -> str:
    """The coach's sentence for ``option`` from ``view``."""
    graded = coach_grade(view, option)
    return graded.why(lang) if graded is not None else term("puzzle.pass_nothing", lang)


def option_words(option: Move | None, lang: str = "pt") -> str:
    """An option in words: "descarta 9♠", "compra da lixeira", "passa"."""
    return move_words(notation(option), lang)


def facts_words(facts: Mapping[str, Any], lang: str = "pt") -> str:
    """An option's facts in words: "bate", "na boa, 8 cópias vivas", "faltam 2"."""
    if facts.get("bate"):
        return term("state.bate", lang)
    missing = facts.get("missing")
    if missing == 1:
        return f'{term("state.na_boa", lang)}, {counted("live", facts.get("live", 0), lang)}'
    return counted("missing", missing, lang) if missing else ""
