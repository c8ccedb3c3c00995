"""What a bot says about its last decision, in the first person (``card``: a card's name and
code, "sete de copas (7h)")."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "bot.card": ("{name} ({code})", "the {name} ({code})"),
    "bot.bater10": ("bato com as 10 cartas: todas formam jogos",
                    "I go out with all 10 cards: they all form melds"),
    "bot.bater": ("bato descartando {card}: as outras 9 formam jogos",
                  "I go out discarding {card}: the other 9 form melds"),
    "bot.random.monte": ("compro do monte ao acaso", "I draw from the monte at random"),
    "bot.random.lixeira": ("pego da lixeira ao acaso", "I draw from the lixeira at random"),
    "bot.random.discard": ("descarto {card} ao acaso", "I discard {card} at random"),
    "bot.take.goes_out": ("pego {card} da lixeira: com ela eu bato",
                          "I take {card} from the lixeira: it lets me go out"),
    "bot.take.better": ("pego {card} da lixeira: descartando {discard}, {win} de vencer a "
                        "rodada, contra {monte} comprando do monte",
                        "I take {card} from the lixeira: discarding {discard}, {win} to win "
                        "the round, against {monte} drawing from the monte"),
    "bot.monte.no_out": ("compro do monte: o topo da lixeira não me faz bater",
                         "I draw from the monte: the lixeira top does not let me go out"),
    "bot.monte.empty": ("compro do monte: a lixeira está vazia",
                        "I draw from the monte: the lixeira is empty"),
    "bot.monte.no_better": ("compro do monte: {card} não melhora minha chance",
                            "I draw from the monte: {card} does not improve my chance"),
    "bot.discard": ("descarto {card}: {state}", "I discard {card}: {state}"),
    "bot.discard.no_feed": ("descarto {card}: {state}; não alimento o próximo jogador",
                            "I discard {card}: {state}; I do not feed the next player"),
    "bot.state.na_boa": ("fico na boa: {outs}, {live}", "I stay na boa: {outs}, {live}"),
    "bot.state.na_boa_live": ("fico na boa com {live}", "I stay na boa with {live}"),
    "bot.state.chance": ("{state}, {win} de vencer a rodada", "{state}, {win} to win the round"),
    "bot.fold": ("corro: {missing} e perderia em média {cost} pontos, mais que {fee} de correr",
                 "I fold: {missing}, I would lose {cost} points on average, more than {fee} "
                 "for folding"),
    "bot.announce": ("anuncio que estou na boa: uma carta me faz bater",
                     "I announce na boa: one card lets me go out"),
    "bot.furar": ("furo a fila: {card} me faz bater", "I jump the queue: {card} lets me go out"),
}
