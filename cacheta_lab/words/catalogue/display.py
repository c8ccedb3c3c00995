"""The words of the drawn cards (:mod:`cacheta_lab.drawing.svg`) and of the drawn analysis
(:mod:`cacheta_lab.drawing.html`).

A counted text has the keys ``<key>.one`` and ``<key>.many`` (read with
:func:`cacheta_lab.words.catalogue.counted`). Facts every view shows (faltam, na boa, live copies…)
are in :mod:`cacheta_lab.words.catalogue.common`.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # a card's accessible name: "seis de copas, curinga, vale 7♥ ou 8♥"
    "card.wild": ("curinga", "wild"),
    "card.stands_for": ("vale {cards}", "standing for {cards}"),
    # the word printed across the joker's face
    "card.joker_word": ("JOKER", "JOKER"),
    # the back of a card
    "card.back": ("carta virada", "face-down card"),
    # the drawn analysis
    "display.hand": ("Mão", "Hand"),
    "display.cards.one": ("{n} carta", "{n} card"),
    "display.cards.many": ("{n} cartas", "{n} cards"),
    "display.rules": ("regras: {id}", "rules: {id}"),
    "display.no_cards": ("nenhuma carta", "no cards"),
    "display.vira": ("Vira", "Vira"),
    "display.curingas": ("Curingas", "Wild cards"),
    "display.seen": ("Vistas", "Seen"),
    "display.best_split": ("Melhor divisão", "Best split"),
    "display.bate_discarding": ("bate descartando", "goes out (bate) discarding"),
    "display.bate_with_10": ("bate com as 10 cartas", "goes out (bate) with all 10 cards"),
    # a finished 9-card hand: the same cards in other melds
    "display.more_splits.one": ("mais {n} forma de dividir as mesmas cartas",
                                "{n} more way to split the same cards"),
    "display.more_splits.many": ("mais {n} formas de dividir as mesmas cartas",
                                 "{n} more ways to split the same cards"),
    # a hand that goes out: the other ways, with all 10 cards and with 9 (each discard named)
    "display.more_ways.one": ("mais {n} forma de bater: {ways}", "{n} more way to go out: {ways}"),
    "display.more_ways.many": ("mais {n} formas de bater: {ways}",
                               "{n} more ways to go out: {ways}"),
    "display.ways.with10.one": ("{n} com as 10 cartas", "{n} with all 10 cards"),
    "display.ways.with10.many": ("{n} com as 10 cartas", "{n} with all 10 cards"),
    "display.ways.with10_all": ("com as 10 cartas, noutros jogos",
                                "with all 10 cards, in other melds"),
    "display.ways.with9.one": ("{n} com 9, descartando {cards}", "{n} with 9, discarding {cards}"),
    "display.ways.with9.many": ("{n} com 9, descartando {cards}",
                                "{n} with 9, discarding {cards}"),
    "display.ways.with9_all": ("com 9, descartando {cards}", "with 9, discarding {cards}"),
    "display.ways.card.one": ("{card} ({n} forma)", "{card} ({n} way)"),
    "display.ways.card.many": ("{card} ({n} formas)", "{card} ({n} ways)"),
    "display.melds_formed": ("Jogos formados", "Melds formed"),
    "display.discards": ("Descartes", "Discards"),
    "display.discard": ("Descarte", "Discard"),
    "display.na_boa": ("Na boa", "Na boa"),
    "display.more_outs": ("+{n}", "+{n}"),
}
