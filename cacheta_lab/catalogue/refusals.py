"""The sentences of refused input: too many copies of a card, a move out of turn, a rule value
out of range. (Most other refusals are still worded where they are raised.)"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # whose cards hold too many copies: the hand, a meld, the seen cards
    "copies.holder.hand": ("a mão tem", "the hand holds"),
    "copies.holder.meld": ("o jogo tem", "the meld holds"),
    "copies.holder.seen": ("as cartas vistas têm", "the seen cards hold"),
    "copies.joker": ("{holds} coringa (JK), mas este preset joga sem coringas; tire o JK",
                     "{holds} a joker (JK), but this preset plays without jokers; remove the JK"),
    "copies.too_many": ("{holds} {n} cópias de {card}, mas só existem {limit} (dois baralhos); "
                        "tire as cópias a mais",
                        "{holds} {n} copies of {card}, but only {limit} exist (two decks); "
                        "remove the extra copies"),
    # the hand with the vira and the seen cards
    "copies.where.hand": ("a mão", "the hand"),
    "copies.where.vira": ("a vira", "the vira"),
    "copies.where.seen": ("as vistas", "the seen cards"),
    "copies.added": ("{where} somam {count} cópias de {card}, mas só existem {limit}",
                     "{where} add up to {count} copies of {card}, but only {limit} exist"),
    "copies.added_vira": ("{where} somam {count} cópias de {card}, mas só existem {limit}; a "
                          "vira é uma das cópias e fica fora do jogo",
                          "{where} add up to {count} copies of {card}, but only {limit} exist; "
                          "the vira is one of the copies and stays out of play"),
    "hand.size": ("esta pergunta precisa de uma mão de {sizes} cartas; esta tem {n}",
                  "this question needs a hand of {sizes} cards; this one has {n}"),
    # a move out of turn, or one these rules do not have
    "turn.doing.draw": ("comprar", "draw"),
    "turn.doing.discard": ("descartar", "discard"),
    "turn.doing.bater": ("bater", "bater"),
    "turn.doing.correr": ("correr", "correr"),
    "turn.not_yours": ("não é a vez do jogador {seat} ({doing}); é a vez do jogador {turn}",
                       "it is not player {seat}'s turn ({doing}); it is player {turn}'s turn"),
    "calls.na_boa": ("estas regras ({rules}) não têm anunciar na boa",
                     "these rules ({rules}) have no way to announce na boa"),
    "calls.furar": ("estas regras ({rules}) não têm furar a fila",
                    "these rules ({rules}) have no way to furar a fila"),
    # a rule given a whole number out of its range
    "rule.bad_int": ("regra {name}={value} inválida: use um número inteiro de {low} a {high}",
                     "rule {name}={value} is invalid: use a whole number from {low} to {high}"),
    "rule.bad_int_or_none": ("regra {name}={value} inválida: use um número inteiro de {low} a "
                             "{high} ou None",
                             "rule {name}={value} is invalid: use a whole number from {low} to "
                             "{high} or None"),
}
