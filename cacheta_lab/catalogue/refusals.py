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
    # a value given to a function or an option
    "check.count": ("{name}={value} inválido: use um número inteiro de {low} a {high}",
                    "{name}={value} is invalid: use a whole number from {low} to {high}"),
    "check.flag": ("{name}: use True ou False, não {value}",
                   "{name}: use True or False, not {value}"),
    "check.players": ("{p} se joga com {low} a {high} jogadores; pedidos {value}",
                      "{p} is played by {low} to {high} players; asked for {value}"),
    "check.seat": ("jogador {value} inválido: use o número do lugar (0 a {high})",
                   "player {value} is invalid: use the seat number (0 to {high})"),
    "check.seat_absent": ("não há jogador {seat} na mesa (lugares {seats})",
                          "there is no player {seat} at the table (seats {seats})"),
    "check.seats": ("jogadores {value} inválidos: dê o número de jogadores ou a lista dos "
                    "lugares (até {high})",
                    "players {value} are invalid: give the number of players or the list of "
                    "seats (at most {high})"),
    "check.seats_round": ("jogadores {value} inválidos: uma rodada de {p} tem de 2 a {high} "
                          "lugares distintos",
                          "players {value} are invalid: a round of {p} has 2 to {high} "
                          "distinct seats"),
    "check.level": ("nível de bot desconhecido {value}; níveis: {levels}",
                    "unknown bot level {value}; levels: {levels}"),
    "check.levels": ("bots={value}: use um nível ({levels}) ou uma lista de 1 a {high} deles, "
                     "por exemplo ['strong', 'greedy']",
                     "bots={value}: give one level ({levels}) or a list of 1 to {high} of "
                     "them, e.g. ['strong', 'greedy']"),
    "check.preset_by_name": ("a mesa usa só os presets pelo nome: {presets}",
                             "the table takes presets by name only: {presets}"),
    "check.preset": ("preset {value}: use um nome, um de {presets}",
                     "preset {value}: use a name, one of {presets}"),
    "check.seed": ("semente {value} inválida: use um número inteiro ou um texto curto (até "
                   "{high} caracteres)",
                   "seed {value} is invalid: use a whole number or a short text (at most "
                   "{high} characters)"),
    "check.lang": ("idioma desconhecido {value}; use 'pt' ou 'en'",
                   "unknown language {value}; use 'pt' or 'en'"),
    "check.path": ("nome de arquivo {value} inválido: use um texto sem NUL, de até {high} "
                   "caracteres",
                   "file name {value} is invalid: use a text without NUL, of at most {high} "
                   "characters"),
    "file.not_regular": ("{path} não é um arquivo comum", "{path} is not a regular file"),
    "file.too_large": ("arquivo {path} grande demais (mais de {high} bytes)",
                       "file {path} too large (over {high} bytes)"),
    "file.not_found": ("arquivo {path} não encontrado", "file {path} not found"),
    "file.unreadable": ("não foi possível ler {path}: {error}", "could not read {path}: {error}"),
    "check.points": ("pontos {value} inválidos: use {{lugar: pontos}}",
                     "points {value} are invalid: use {{seat: points}}"),
    "check.points_missing": ("faltam os pontos dos jogadores {seats}",
                             "the points of players {seats} are missing"),
    "check.points_of": ("pontos do jogador {seat} inválidos ({value}): use um número inteiro "
                        "de 0 a {high}",
                        "the points of player {seat} are invalid ({value}): use a whole number "
                        "from 0 to {high}"),
    # a rule given a whole number out of its range
    "rule.bad_int": ("regra {name}={value} inválida: use um número inteiro de {low} a {high}",
                     "rule {name}={value} is invalid: use a whole number from {low} to {high}"),
    "rule.bad_int_or_none": ("regra {name}={value} inválida: use um número inteiro de {low} a "
                             "{high} ou None",
                             "rule {name}={value} is invalid: use a whole number from {low} to "
                             "{high} or None"),
}
