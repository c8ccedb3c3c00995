"""A puzzle's options in the coach's words: the coach's grade of each (passing, out of turn,
graded as the coach grades a call not made) and its sentence, and each option's figure (its
chance to win the round, or its exact facts)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..catalogue import counted, term
from ..coach.grade import Grade, grade, missed_announce, missed_furar, move_words, notation
from ..game.moves import Correr, Move
from ..game.views import PlayerView
from ..rules import Rules
from ..text import number, percent

if TYPE_CHECKING:
    from .record import PuzzleOption


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


def option_figure(option: PuzzleOption, rules: Rules, lang: str = "pt") -> str:
    """What an option is worth, in words: its chance to win the round by the deep play-outs
    ("58,1% ± 1,2"), correr's worth in points as a chance, or its exact facts."""
    if isinstance(option.move, Correr):  # worth the chance at which playing on costs as much
        worth = 1 - (rules.correr or 0) / rules.loss_on_bater
        return term("puzzle.correr_worth", lang, pct=percent(worth, lang, 0))
    if option.win is not None:
        return f"{percent(option.win, lang, 1)} ± {number(100 * (option.se or 0), lang, 1)}"
    return facts_words(option.facts, lang)
