"""The words for the facts every view shows (the CLI, the drawn analysis, the card table, the
game table, the exercises): one wording per language, stated here only.

Game terms stay Portuguese in both languages (na boa, bate, curinga, vira…); the English of
a fact explains it in plain words. A counted fact has two keys, ``….one`` and ``….many``
(read with :func:`cacheta_lab.words.catalogue.counted`): both languages put 0 in the plural.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # how many draws the hand still misses to go out
    "missing.one": ("falta {n}", "{n} missing"),
    "missing.many": ("faltam {n}", "{n} missing"),
    "missing.head": ("Faltam", "Missing"),
    # the outs: the kinds of card that make the hand go out
    "outs.one": ("{n} carta bate", "{n} card goes out"),
    "outs.many": ("{n} cartas batem", "{n} cards go out"),
    "outs.head": ("Cartas que batem", "Cards that go out"),
    # the live outs: the copies of the outs that can still come (not held, not seen)
    "live.one": ("{n} cópia viva", "{n} live copy"),
    "live.many": ("{n} cópias vivas", "{n} live copies"),
    "live.head": ("Cópias vivas", "Live copies"),
    # where a hand stands: it goes out, it is one card from going out, or draws are missing
    "state.bate": ("bate", "bate (goes out)"),
    "state.na_boa": ("na boa", "na boa"),
    "na_boa.explained": ("na boa", "na boa (one card from going out)"),
    "complete": ("completa", "complete"),
    # nothing to list (no card goes out, no card seen…)
    "none": ("nenhuma", "none"),
    # the game's own words, the same in both languages
    "curinga": ("curinga", "curinga"),
    "vira": ("vira", "vira"),
    # small words
    "yes": ("sim", "yes"),
    "no": ("não", "no"),
}
