"""The words of the puzzle trainer (:mod:`cacheta_lab.tables.trainer`): its screen, its
verdict, the dashboard, the terminal's ``cacheta-lab puzzle`` and the refusals of a history
file or a filter that cannot be used."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # a history file that cannot be used
    "trainer.history.corrupt": ("o histórico {path} não é um banco SQLite legível ({why}); "
                                "nada foi alterado: escolha outro arquivo com path=",
                                "the history {path} is not a readable SQLite database ({why}); "
                                "nothing was changed: choose another file with path="),
    "trainer.history.foreign": ("{path} não é um histórico de puzzles do cacheta_lab (versão "
                                "{version}); nada foi alterado: escolha outro arquivo com path=",
                                "{path} is not a cacheta_lab puzzle history (version "
                                "{version}); nothing was changed: choose another file with "
                                "path="),
    "trainer.history.locked": ("o histórico {path} está bloqueado por outro programa; nada foi "
                               "gravado: feche-o e tente de novo",
                               "the history {path} is locked by another program; nothing was "
                               "written: close it and try again"),
    "trainer.history.cannot_open": ("não consigo abrir o histórico {path}: {why}",
                                    "cannot open the history {path}: {why}"),
    "trainer.history.bad_row": ("o histórico {path} tem uma tentativa ilegível (n.º {n}); "
                                "nada foi alterado",
                                "the history {path} holds an unreadable attempt (no. {n}); "
                                "nothing was changed"),
    "trainer.history.learner": ("aprendiz {value}: use um nome de 1 a 60 caracteres "
                                "imprimíveis",
                                "learner {value}: use a name of 1 to 60 printable characters"),
    "trainer.history.closed": ("este histórico já foi fechado", "this history is closed"),
    # filters
    "trainer.bad_theme": ("tema desconhecido {value}: use um de {themes}",
                          "unknown theme {value}: use one of {themes}"),
    "trainer.bad_band": ("faixa de rating {value}: use (mínimo, máximo) com números de "
                         "{low} a {high}, o mínimo não acima do máximo",
                         "rating band {value}: use (lowest, highest), numbers from {low} to "
                         "{high}, the lowest not above the highest"),
    "trainer.none_match": ("nenhum puzzle com {filters}: afrouxe os filtros",
                           "no puzzle with {filters}: loosen the filters"),
    "trainer.only_one": ("só um puzzle com {filters}, e ele acabou de ser mostrado: afrouxe os "
                         "filtros",
                         "only one puzzle with {filters}, and it was just shown: loosen the "
                         "filters"),
    "trainer.filter.preset": ("preset {value}", "preset {value}"),
    "trainer.filter.theme": ("tema {value}", "theme {value}"),
    "trainer.filter.band": ("rating de {low} a {high}", "rating {low} to {high}"),
    "trainer.filter.none": ("estes filtros", "these filters"),
    "trainer.bad_seed": ("semente {value}: use um número inteiro ou um texto curto",
                         "seed {value}: use a whole number or a short text"),
    # answering
    "trainer.answered": ("este puzzle já foi respondido: peça o próximo",
                         "this puzzle is answered: ask for the next one"),
    "trainer.not_an_option": ("{move} não é uma resposta deste puzzle",
                              "{move} is not an answer to this puzzle"),
    "trainer.no_pass": ("é a sua vez: passar não é uma jogada aqui",
                        "it is your turn: passing is not a move here"),
    # the verdict
    "trainer.right": ("Certo!", "Right!"),
    "trainer.wrong": ("Não é essa.", "Not that one."),
    "trainer.you_played": ("Sua resposta: {move}", "Your answer: {move}"),
    "trainer.best_was": ("A resposta: {move}", "The answer: {move}"),
    "trainer.puzzle_rating": ("Rating do puzzle: {before} → {after}",
                              "Puzzle rating: {before} → {after}"),
    "trainer.your_rating": ("Seu rating: {before} → {after} ({change})",
                            "Your rating: {before} → {after} ({change})"),
    "trainer.rating_now": ("Seu rating: {rating} ± {rd}", "Your rating: {rating} ± {rd}"),
    "trainer.attempts.one": ("{n} tentativa", "{n} attempt"),
    "trainer.attempts.many": ("{n} tentativas", "{n} attempts"),
    "trainer.win_share": ("{win} de vencer ± {se}", "{win} to win ± {se}"),
    "trainer.not_listed": ("(não avaliada)", "(not evaluated)"),
    # the front end's words, as they are
    "trainer.ui.title": ("Puzzles de Cacheta", "Cacheta puzzles"),
    "trainer.ui.next": ("Próximo puzzle", "Next puzzle"),
    "trainer.ui.others": ("Mostrar as outras opções", "Show me the other options"),
    "trainer.ui.fewer": ("Esconder as outras opções", "Hide the other options"),
    "trainer.ui.options": ("Opções", "Options"),
    "trainer.ui.option": ("Opção", "Option"),
    "trainer.ui.figure": ("Chance ou fatos", "Chance or facts"),
    "trainer.ui.pass": ("Passar", "Pass"),
    "trainer.ui.dashboard": ("Seu progresso", "Your progress"),
    "trainer.ui.verdict": ("Resultado", "Verdict"),
    "trainer.ui.themes": ("Temas", "Themes"),
    "trainer.ui.others_seats": ("Outros jogadores", "Other players"),
    "trainer.ui.right_mark": ("certa", "right"),
    "trainer.ui.yours_mark": ("sua", "yours"),
    # the dashboard
    "trainer.dash.title": ("Seu rating ao longo das tentativas",
                           "Your rating over your attempts"),
    "trainer.dash.themes": ("Acertos por tema", "Solved by theme"),
    "trainer.dash.empty": ("Ainda nenhuma tentativa: resolva um puzzle.",
                           "No attempt yet: solve a puzzle."),
    "trainer.dash.axis_attempt": ("tentativa", "attempt"),
    "trainer.dash.theme_row": ("{theme}: {solved} de {tried} ({pct})",
                               "{theme}: {solved} of {tried} ({pct})"),
    "trainer.dash.summary": ("Rating {rating} ± {rd} depois de {n} tentativas; {pct} certas",
                             "Rating {rating} ± {rd} after {n} attempts; {pct} right"),
    # the terminal
    "trainer.cli.head": ("Puzzle {n} · {preset} · rating {rating} · {kind}",
                         "Puzzle {n} · {preset} · rating {rating} · {kind}"),
    "trainer.cli.kind.decision": ("decisão", "decision"),
    "trainer.cli.kind.exact": ("exato", "exact"),
    "trainer.cli.vira": ("Vira: {card} (curingas: {wild})", "Vira: {card} (curingas: {wild})"),
    "trainer.cli.no_vira": ("Sem vira", "No vira"),
    "trainer.cli.monte": ("Monte: {n} cartas", "Monte: {n} cards"),
    "trainer.cli.lixeira": ("Lixeira: {n} cartas, no topo {card}",
                            "Lixeira: {n} cards, {card} on top"),
    "trainer.cli.lixeira_empty": ("Lixeira: vazia", "Lixeira: empty"),
    "trainer.cli.seat": ("Jogador {seat}: {facts}", "Player {seat}: {facts}"),
    "trainer.cli.hand": ("Sua mão: {cards}", "Your hand: {cards}"),
    "trainer.cli.ask": ("Sua resposta (1-{n}, q para sair): ",
                        "Your answer (1-{n}, q to quit): "),
    "trainer.cli.again": ("Escreva um número de 1 a {n}, ou q para sair.",
                          "Type a number from 1 to {n}, or q to quit."),
    "trainer.cli.more": ("Enter: próximo puzzle · q: sair ", "Enter: next puzzle · q: quit "),
    "trainer.cli.where": ("Histórico: {path}", "History: {path}"),
    "trainer.cli.bye": ("{n} respondidos desta vez. {rating}",
                        "{n} answered this time. {rating}"),
}

# the words the trainer's front end shows as they are: its name → the catalogue's key
FRONT_END = {name: f"trainer.ui.{name}" for name in (
    "title", "next", "others", "fewer", "options", "option", "figure", "pass", "dashboard",
    "verdict", "themes", "others_seats", "right_mark", "yours_mark")}
