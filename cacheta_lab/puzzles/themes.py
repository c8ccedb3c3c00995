"""A puzzle's themes, tagged from its position and its answer, and the presets each applies to.

- ``curinga``: curinga kept: the hand holds a curinga (or a joker) a discard would throw, or
  the lixeira's top at the draw is one, and the answer keeps it;
- ``bater``: bater now, with 9 or 10 (and which discard), or take the lixeira's top that bates;
- ``na_boa``: the answer leaves the hand na boa (which discard keeps it so, with the most live
  copies), or announces it;
- ``next_player``: a discard would hand the next player a card that joins one they took from
  the lixeira, and the answer does not;
- ``lixeira``: the draw, from the monte or the lixeira;
- ``furar``: furar a fila and bater with the lixeira's top;
- ``announce``: announce na boa;
- ``shape``: far from bater, the discard that keeps the hand's shape (two draws or more left);
- ``end_of_monte``: at most :data:`END_OF_MONTE` cards left in the monte;
- ``correr``: correr (fold the round) is one of the options, where the rules have it.

A theme *applies* to the rules where its position can arise: curingas where the rules have
them, calls (furar a fila, announcing) where the rules have na boa calls, correr where the
rules allow it, and the end of the
monte where rounds of 2 to 4 players reach it (:data:`END_OF_MONTE_PRESETS`: in the pife
presets about 2 % of the rounds played by the strong bot and the play-out policy do; in the
others, with a shorter round or a larger monte, fewer than 1 in 300).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import Card
from ..engine.rules import Rules
from ..game.moves import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ..game.views import DISCARD, DRAW, PlayerView
from ..words.catalogue import term

THEMES = ("curinga", "bater", "na_boa", "next_player", "lixeira", "furar", "announce", "shape",
          "end_of_monte", "correr")
END_OF_MONTE = 20  # cards left in the monte
END_OF_MONTE_PRESETS = frozenset({"pife", "pife-simples"})

Facts = Mapping[str, Any]  # an option's facts: missing, live, feeds, bate


def applies(theme: str, rules: Rules) -> bool:
    """Whether positions with ``theme`` arise under ``rules``."""
    if theme == "curinga":
        return rules.jokers or rules.curinga != "none"
    if theme in ("furar", "announce"):
        return rules.na_boa_calls
    if theme == "end_of_monte":
        return rules.id in END_OF_MONTE_PRESETS
    if theme == "correr":
        return rules.correr is not None
    return True


def theme_name(theme: str, lang: str = "pt") -> str:
    """A theme's name: "curinga guardado" / "curinga kept"."""
    return term(f"puzzle.theme.{theme}", lang)


def _wild(view: PlayerView, card: Card) -> bool:
    return card.is_joker or card in view.curingas


def tag(view: PlayerView, question: str, solution: Sequence[Move],
        facts: Mapping[Move | None, Facts]) -> tuple[str, ...]:
    """The themes of a puzzle: its ``view``, its ``question``, the moves that count as right
    and the facts of each option (``facts``: missing, live, feeds, as the coach has them)."""
    found = set()
    turn = view.my_turn
    right = [facts.get(m, {}) for m in solution]
    if (turn and view.phase == DISCARD and any(_wild(view, c) for c in view.hand)
            and not any(isinstance(m, Discard) and _wild(view, m.card) for m in solution)):
        found.add("curinga")
    if turn and view.phase == DRAW and view.lixeira_top is not None:
        found.add("lixeira")
        top_wild = _wild(view, view.lixeira_top)
        if top_wild and any(isinstance(m, Draw) and m.source == "lixeira" for m in solution):
            found.add("curinga")
    if question == "bater" or any(isinstance(m, Bater) for m in solution):
        found.add("bater")
    if question in ("na_boa", "announce") or any(f.get("missing") == 1 for f in right):
        found.add("na_boa")
    if question == "furar" or any(isinstance(m, Furar) for m in solution):
        found.add("furar")
    if question == "announce" or any(isinstance(m, AnunciarNaBoa) for m in solution):
        found.add("announce")
    if turn and view.phase == DISCARD:
        feeding = [f for m, f in facts.items() if isinstance(m, Discard) and f.get("feeds")
                   == "join"]
        if feeding and not any(f.get("feeds") == "join" for f in right):
            found.add("next_player")
        if question in ("missing", "best") and right and all(
                (f.get("missing") or 0) >= 2 for f in right):
            found.add("shape")
    if any(isinstance(m, Correr) for m in facts):
        found.add("correr")
    if view.stock_size <= END_OF_MONTE:
        found.add("end_of_monte")
    return tuple(t for t in THEMES if t in found)
