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
    "end.limit": ("limite de vezes", "turn limit"),
    "end.default": ("só restou um jogador", "one player left"),
}
