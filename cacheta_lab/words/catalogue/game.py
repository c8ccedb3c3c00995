"""The words of a game: the players, the bot levels and how a round ends."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "player": ("jogador {seat}", "player {seat}"),
    "level.random": ("ao acaso", "random"),
    "level.greedy": ("guloso", "greedy"),
    "level.strong": ("forte", "strong"),
    # how a round ended (``RoundResult.how``)
    "end.bater": ("batida", "bater (went out)"),
    "end.furar": ("furando a fila", "furar a fila"),
    "end.stock": ("monte acabou", "monte ran out"),
    "end.limit": ("limite de turnos", "turn limit"),
    "end.default": ("só restou um jogador", "one player left"),
    # a move in words (``{who}``: "jogador 2" / "player 2")
    "move.lixeira": ("{who} pega o topo da lixeira", "{who} takes the lixeira top"),
    "move.monte": ("{who} compra do monte", "{who} draws from the monte"),
    "move.discard": ("{who} descarta {card}", "{who} discards the {card}"),
    "move.bater10": ("{who} bate com 10", "{who} goes out with 10"),
    "move.bater": ("{who} bate descartando {card}", "{who} goes out discarding the {card}"),
    "move.furar10": ("{who} fura a fila e bate com 10",
                     "{who} jumps the queue and goes out with 10"),
    "move.furar": ("{who} fura a fila e bate descartando {card}",
                   "{who} jumps the queue and goes out discarding the {card}"),
    "move.false_bati": ("{who} diz “bati”, mas não bate: bati falso",
                        "{who} says “bati” but cannot go out: a false bati"),
    "move.furar_call": ("{who} fura a fila", "{who} jumps the queue (furar a fila)"),
    "move.na_boa": ("{who} anuncia que está na boa", "{who} announces na boa"),
    "move.correr": ("{who} corre (desiste da rodada)", "{who} folds (corre)"),
    # a move that cannot be read
    "move.no_card": ("falta a carta do descarte: escreva-a, por exemplo \"card\": \"5h\"",
                     "the discard has no card: give it, e.g. \"card\": \"5h\""),
    "move.bad_card": ("carta {value} inválida: escreva-a como texto ('5h')",
                      "card {value} is invalid: write it as text ('5h')"),
    "move.unknown": ("jogada desconhecida {value}: use Draw, Discard, Bater, AnunciarNaBoa, "
                     "Furar ou Correr",
                     "unknown move {value}: use Draw, Discard, Bater, AnunciarNaBoa, Furar or "
                     "Correr"),
    "move.bad_source": ("origem {value} inválida: use 'monte' ou 'lixeira'",
                        "source {value} is invalid: use 'monte' or 'lixeira'"),
    "move.not_object": ("jogada mal escrita {value}: esperava um objeto {{…}}",
                        "badly written move {value}: expected an object {{…}}"),
    "move.bad_type": ("tipo de jogada desconhecido {value}; tipos: {types}",
                      "unknown move type {value}; types: {types}"),
}
