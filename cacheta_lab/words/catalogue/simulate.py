"""The words of a simulation (:mod:`cacheta_lab.game.simulate`): its report, and its refusals
of a bad setting, a cluster that does not answer or a records file it cannot write."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the report
    "sim.matches.one": ("{n} partida",
                        "{n} match"),
    "sim.matches.many": ("{n} partidas",
                         "{n} matches"),
    "sim.rounds.one": ("{n} rodada",
                       "{n} round"),
    "sim.rounds.many": ("{n} rodadas",
                        "{n} rounds"),
    "sim.processes.one": ("{n} processo",
                          "{n} process"),
    "sim.processes.many": ("{n} processos",
                           "{n} processes"),
    "sim.dask.one": ("Dask, {n} worker",
                     "Dask, {n} worker"),
    "sim.dask.many": ("Dask, {n} workers",
                      "Dask, {n} workers"),
    "sim.head": (
        "{preset}: {games} de {players} jogadores, bots {bots}, semente {seed} ({seconds} "
        "s, {where})",
        "{preset}: {games} of {players} players, bots {bots}, seed {seed} ({seconds} s, "
        "{where})",
    ),
    "sim.decided": ("decididas {decided}, empatadas {drawn}",
                    "decided {decided}, drawn {drawn}"),
    "sim.by_level": ("vitórias por nível (intervalo de 95%):",
                     "wins by level (95% interval):"),
    "sim.expected": ("(esperado se iguais: {p})",
                     "(expected if equal: {p})"),
    "sim.by_position": ("vitórias de rodada pela posição (1 = joga primeiro):",
                        "round wins by seat position (1 = plays first):"),
    "sim.round_count": ("rodadas {n}; rodadas por partida {mean}",
                        "rounds {n}; rounds per game {mean}"),
    "sim.turns": ("turnos por rodada (até alguém bater): {mean}",
                  "turns per round (until someone goes out): {mean}"),
    "sim.endings": ("fim das rodadas: {ends}",
                    "round endings: {ends}"),
    "sim.with10": ("batidas com 10 cartas: {rate}",
                   "went out with 10 cards: {rate}"),
    "sim.furar": ("batidas furando a fila: {rate}",
                  "went out by furar a fila: {rate}"),
    "sim.dealt_complete": ("mãos dadas já completas: {rate}",
                           "dealt hands already complete: {rate}"),
    "sim.dealt_na_boa": ("mãos dadas já na boa: {rate}",
                         "dealt hands already na boa: {rate}"),
    "sim.moves": ("jogadas {n}, {speed} jogadas/s por processo",
                  "moves {n}, {speed} moves/s per process"),
    # refusals
    "sim.no_games": ("simule pelo menos 1 rodada ou partida",
                     "simulate at least 1 game"),
    "sim.bad_unit": ("unidade {unit} desconhecida: use match ou round",
                     "unknown unit {unit}: use match or round"),
    "sim.no_dask": ("o Dask não está instalado: pip install \"cacheta_lab[cluster]\"",
                    "Dask is not installed: pip install \"cacheta_lab[cluster]\""),
    "sim.bad_address": (
        "--cluster {address}: use local ou o endereço do agendador do Dask, por exemplo "
        "tcp://10.0.0.5:8786",
        "--cluster {address}: use local or the Dask scheduler's address, e.g. "
        "tcp://10.0.0.5:8786",
    ),
    "sim.no_answer": ("nada responde em {address} ({kind}): o agendador do Dask está rodando?",
                      "nothing answers at {address} ({kind}): is the Dask scheduler running?"),
    "sim.unreachable": ("não foi possível falar com o agendador do Dask em {address} ({kind})",
                        "could not reach the Dask scheduler at {address} ({kind})"),
    "sim.cannot_write": ("não consigo escrever os registros em {path}: {why}",
                         "cannot write the records to {path}: {why}"),
}
