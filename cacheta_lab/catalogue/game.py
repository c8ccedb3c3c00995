"""The words of a game: the players, the bot levels and how a round ends."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "player": ("jogador {seat}", "player {seat}"),
    "level.random": ("ao acaso", "random"),
    "level.greedy": ("guloso", "greedy"),
    "level.strong": ("forte", "strong"),
    # the expert bot, when its play-outs overrule the strong bot's choice
    "bot.expert_playouts": (
        "{move}: jogando cada opção próxima até o fim em {n} distribuições das cartas "
        "ocultas, vence {win} das vezes, contra {other} da escolha do bot forte",
        "{move}: playing each close option out to the end on {n} deals of the hidden cards, "
        "it wins {win} of the time, against {other} for the strong bot's choice"),
    # how a round ended (``RoundResult.how``)
    "end.bater": ("batida", "bater (went out)"),
    "end.furar": ("furando a fila", "furar a fila"),
    "end.stock": ("monte acabou", "monte ran out"),
    "end.limit": ("limite de vezes", "turn limit"),
    "end.default": ("só restou um jogador", "one player left"),
}
