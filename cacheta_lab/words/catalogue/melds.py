"""Why a group of cards forms no meld, in the plainest words (``p``: the preset's name)."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "meld.not.too_few.one": ("um jogo precisa de pelo menos 3 cartas ({n} dada)",
                             "a meld needs at least 3 cards ({n} given)"),
    "meld.not.too_few.many": ("um jogo precisa de pelo menos 3 cartas ({n} dadas)",
                              "a meld needs at least 3 cards ({n} given)"),
    "meld.not.too_many": ("um jogo tem no máximo {most} cartas (a sequência de A a K); aqui "
                          "são {n}",
                          "a meld holds at most {most} cards (the sequência A to K); here there "
                          "are {n}"),
    "meld.not.jokers.one": ("o preset {p} joga sem jokers (JK); tire o JK",
                            "preset {p} plays without jokers (JK); remove the JK"),
    "meld.not.jokers.many": ("o preset {p} joga sem jokers (JK); tire os {n} JK",
                             "preset {p} plays without jokers (JK); remove the {n} JK"),
    "meld.not.no_natural": ("todo jogo precisa de ao menos uma carta natural (não só curingas)",
                            "every meld needs at least one natural card (not only wilds)"),
    "meld.not.wilds_here": ("no preset {p} só vale {most} curinga por jogo; aqui seriam {n}",
                            "preset {p} allows only {most} wild per meld; here it would take "
                            "{n}"),
    "meld.not.wilds": ("no preset {p} só vale {most} curinga por jogo",
                       "preset {p} allows only {most} wild per meld"),
    "meld.not.same_suit": ("dois {card} não podem estar na mesma trinca no preset {p} (naipes "
                           "todos diferentes)",
                           "two {card} cannot be in the same trinca in preset {p} (all suits "
                           "must differ)"),
    "meld.not.trinca_3_4": ("no preset {p} uma trinca tem 3 ou 4 cartas",
                            "in preset {p} a trinca has 3 or 4 cards"),
    "meld.not.three_suits": ("no preset {p} a trinca tem exatamente três naipes; a 4ª carta "
                             "deve repetir um deles",
                             "in preset {p} a trinca has exactly three suits; a 4th card must "
                             "repeat one of them"),
    "meld.not.trinca_3_5": ("no preset {p} a trinca tem de 3 a 5 cartas",
                            "in preset {p} a trinca has 3 to 5 cards"),
    "meld.not.suits_first": ("no preset {p} a trinca precisa de três naipes diferentes antes "
                             "de repetir um naipe",
                             "in preset {p} a trinca needs three different suits before a suit "
                             "repeats"),
    "meld.not.trinca": ("estas cartas de {rank} não formam trinca no preset {p}",
                        "these cards of rank {rank} do not form a trinca in preset {p}"),
    "meld.not.rank_twice": ("uma sequência tem cada valor uma vez só",
                            "a sequência holds each rank only once"),
    "meld.not.ace_low": ("no preset {p} o ás só vale embaixo (A-2-3); Q-K-A e K-A-2 não valem",
                         "in preset {p} the ace is low only (A-2-3); Q-K-A and K-A-2 do not "
                         "count"),
    "meld.not.wrap": ("a sequência não dá a volta: K-A-2 não vale",
                      "a sequência does not wrap around: K-A-2 does not count"),
    "meld.not.gaps": ("faltam cartas na sequência {cards}: os valores não são seguidos e os "
                      "curingas não bastam",
                      "the sequência {cards} has gaps: the ranks are not consecutive and the "
                      "wilds do not fill them"),
    "meld.not.neither": ("{cards}: nem mesmo valor (trinca) nem mesmo naipe em seguida "
                         "(sequência)",
                         "{cards}: neither one rank (trinca) nor one suit in a row (sequência)"),
}
