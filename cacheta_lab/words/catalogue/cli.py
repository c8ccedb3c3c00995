"""What the ``cacheta-lab`` command prints around the engine's own words."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "cli.empty_hand": ('mão vazia: escreva as cartas, por exemplo "5h 6h 7h Ks Kh JK 9s 6c 2d '
                       '8c"',
                       'empty hand: write the cards, e.g. "5h 6h 7h Ks Kh JK 9s 6c 2d 8c"'),
    "cli.valid": ("válido: {meld}", "valid: {meld}"),
    "cli.invalid": ("inválido: {why}", "invalid: {why}"),
    "cli.unit": ("--unit {value}: use round ou match", "--unit {value}: use round or match"),
    "cli.set": ("use --set REGRA=VALOR (recebido {value})", "use --set RULE=VALUE (got {value})"),
    "cli.rounds.one": ("{n} rodada", "{n} round"),
    "cli.rounds.many": ("{n} rodadas", "{n} rounds"),
    "cli.turns.one": ("{n} turno", "{n} turn"),
    "cli.turns.many": ("{n} turnos", "{n} turns"),
    "cli.match_won": ("partida: {rounds}, vencedor: {who}", "match: {rounds}, winner: {who}"),
    "cli.match_cut_won": ("partida interrompida no limite de {rounds}: vence o {who}, que "
                          "liderava em {measure} ({score})",
                          "match cut off at its limit of {rounds}: {who} wins, leading on "
                          "{measure} ({score})"),
    "cli.match_cut_tied": ("partida interrompida no limite de {rounds}: sem vencedor, {tied} "
                           "empatados em {measure} ({score})",
                           "match cut off at its limit of {rounds}: no winner, {tied} tied on "
                           "{measure} ({score})"),
    "cli.match_no_winner": ("partida terminada após {rounds}: sem vencedor; {measure}: {score}",
                            "match over after {rounds}: no winner; {measure}: {score}"),
    "cli.measure.points": ("pontos", "points"),
    "cli.measure.wins": ("rodadas vencidas", "round wins"),
    "cli.players": ("jogadores {seats}", "players {seats}"),
    "cli.round_drawn": ("rodada empatada ({how}) após {turns}",
                        "round drawn ({how}) after {turns}"),
    "cli.round_won": ("rodada vencida pelo {who} ({how}) após {turns}",
                      "round won by {who} ({how}) after {turns}"),
    "cli.saved": ("registro salvo em {path}", "log saved to {path}"),
    "cli.room.websockets": ('falta o pacote websockets: pip install "cacheta_lab[room]"',
                            'the websockets package is missing: pip install "cacheta_lab[room]"'),
    "cli.room.round_pause": ("--round-pause {value}: use um número de segundos de 0 a {high}, "
                             "ou host (o professor dá cada rodada)",
                             "--round-pause {value}: use a number of seconds from 0 to {high}, "
                             "or host (the host deals each round)"),
    "cli.room.seconds": ("{option} {value}: use um número de segundos de 0 a {high}",
                         "{option} {value}: use a number of seconds from 0 to {high}"),
    "cli.review_head": ("Jogador {seat}: {n} decisões, {playouts} simulações por opção (chance "
                        "de vencer a rodada ± erro padrão)",
                        "Player {seat}: {n} decisions, {playouts} play-outs per option (chance "
                        "to win the round ± standard error)"),
}
