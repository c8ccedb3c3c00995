"""The words of the puzzles (:mod:`cacheta_lab.puzzles`): their themes, what a puzzle asks,
its drawing, the build's report, and the refusals of a puzzle file or a build setting that
cannot be read."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the themes
    "puzzle.theme.curinga": ("curinga guardado", "curinga kept"),
    "puzzle.theme.bater": ("bater com 9 ou com 10", "bater with 9 or with 10"),
    "puzzle.theme.na_boa": ("na boa: o que ainda pode vir", "na boa: what can still come"),
    "puzzle.theme.next_player": ("o que o próximo pegou (não dê a carta)",
                                 "what the next player took (do not feed them)"),
    "puzzle.theme.lixeira": ("comprar da lixeira", "drawing from the lixeira"),
    "puzzle.theme.furar": ("furar a fila", "furar a fila (jumping the queue)"),
    "puzzle.theme.announce": ("anunciar na boa", "announcing na boa"),
    "puzzle.theme.shape": ("longe de bater: a forma da mão",
                           "far from bater: the hand's shape"),
    "puzzle.theme.end_of_monte": ("fim do monte", "the end of the monte"),
    "puzzle.theme.correr": ("correr ou jogar", "correr (fold) or play on"),
    # what a puzzle asks
    "puzzle.prompt.draw": ("Sua vez de comprar: qual a melhor jogada?",
                           "Your turn to draw: what is the best move?"),
    "puzzle.prompt.discard": ("Sua vez de descartar (ou bater): qual a melhor jogada?",
                              "Your turn to discard (or bater): what is the best move?"),
    "puzzle.prompt.out_of_turn": ("Fora da sua vez: o que você faz?",
                                  "Out of turn: what do you do?"),
    "puzzle.pass_nothing": ("Passar não deixa escapar nada aqui.",
                            "Passing lets nothing slip here."),
    # the drawing
    "puzzle.head": ("Puzzle {id} · {preset} · rating {rating}",
                    "Puzzle {id} · {preset} · rating {rating}"),
    "puzzle.themes": ("Temas: {themes}", "Themes: {themes}"),
    "puzzle.you_took": ("Nesta vez você pegou {card} da lixeira.",
                        "This turn you took {card} from the lixeira."),
    "puzzle.announced": ("anunciou na boa", "announced na boa"),
    "puzzle.took": ("pegou da lixeira:", "took from the lixeira:"),
    "puzzle.lixeira_size.one": ("Lixeira: {n} carta", "Lixeira (discards): {n} card"),
    "puzzle.lixeira_size.many": ("Lixeira: {n} cartas", "Lixeira (discards): {n} cards"),
    "puzzle.answer": ("Resposta", "Answer"),
    "puzzle.correr_worth": ("vale {pct} de vencer (o que custa em pontos)",
                            "worth {pct} to win (what it costs in points)"),
    # a puzzle or a rating that cannot be read
    "puzzle.bad": ("puzzle {n}: {what}={value}; {how}", "puzzle {n}: {what}={value}; {how}"),
    "puzzle.how.fields": ("use um objeto com {fields}", "use an object with {fields}"),
    "puzzle.how.id": ("use letras minúsculas, algarismos e hífens (até 60)",
                      "use lowercase letters, digits and hyphens (up to 60)"),
    "puzzle.how.one_of": ("use um de {allowed}", "use one of {allowed}"),
    "puzzle.how.themes": ("use uma lista, sem repetir, de {themes}",
                          "use a list, without repeats, of {themes}"),
    "puzzle.how.rating": ("use {{\"rating\": número, \"rd\": 0 a 350, \"volatility\": 0 a 1}}",
                          "use {{\"rating\": number, \"rd\": 0 to 350, \"volatility\": 0 to 1}}"),
    "puzzle.how.position": ("use a posição de um lugar como seat_position a escreve",
                            "use a seat's position as seat_position writes it"),
    "puzzle.how.moves": ("use uma lista de jogadas", "use a list of moves"),
    "puzzle.how.solution": ("as jogadas certas são algumas das opções, pelo menos uma",
                            "the right moves are some of the options, at least one"),
    "puzzle.how.tempting": ("use o índice de uma opção errada",
                            "use the index of a wrong option"),
    "puzzle.how.share": ("use um número de 0 a 1 ou null", "use a number from 0 to 1 or null"),
    "puzzle.how.facts": ("use um objeto com algumas de {keys}",
                         "use an object with some of {keys}"),
    "puzzle.how.options": ("use de 2 a {most} opções diferentes",
                           "use 2 to {most} different options"),
    "puzzle.how.option": ("cada opção é um objeto com {keys}",
                          "each option is an object with {keys}"),
    "puzzle.how.chances": ("um puzzle de decisão dá a chance de cada opção",
                           "a decision puzzle gives each option's chance"),
    "puzzle.how.attempts": ("use {{nível: [resolvidas, tentativas]}} com níveis de {levels}",
                            "use {{level: [solved, tried]}} with levels among {levels}"),
    "puzzle.how.source": ("use um objeto pequeno de textos e números",
                          "use a small object of texts and numbers"),
    "puzzle.how.illegal": ("esta jogada não é permitida nesta posição",
                           "this move is not allowed in this position"),
    # a puzzle file that cannot be read or written
    "puzzle.file.bad": ("arquivo de puzzles {path}: {error}", "puzzle file {path}: {error}"),
    "puzzle.file.format": ("{path} não é um arquivo de puzzles do cacheta_lab (versão "
                           "{version})",
                           "{path} is not a cacheta_lab puzzle file (version {version})"),
    "puzzle.file.not_json": ("o arquivo de puzzles {path} não é JSON válido: {error}",
                             "the puzzle file {path} is not valid JSON: {error}"),
    "puzzle.file.not_text": ("o arquivo de puzzles {path} não é texto UTF-8",
                             "the puzzle file {path} is not UTF-8 text"),
    "puzzle.file.bad_gzip": ("o arquivo de puzzles {path} não é um gzip válido",
                             "the puzzle file {path} is not valid gzip"),
    "puzzle.file.too_large": ("o arquivo de puzzles {path} é grande demais depois de "
                              "descompactado",
                              "the puzzle file {path} is too large once unpacked"),
    "puzzle.file.twice": ("o arquivo de puzzles {path} tem o puzzle {id} duas vezes",
                          "the puzzle file {path} holds puzzle {id} twice"),
    "puzzle.file.cannot_write": ("não consigo escrever {path}: {why}",
                                 "cannot write {path}: {why}"),
    # building a set
    "puzzle.build.presets": ("presets {value}: use all ou nomes de presets sem repetir, entre "
                             "{presets}",
                             "presets {value}: use all or preset names without repeats, among "
                             "{presets}"),
    "puzzle.build.journal": ("não consigo ler o registro da construção {path} ({why})",
                             "cannot read the build's journal {path} ({why})"),
    "puzzle.build.other_journal": ("{path} é de outra construção (outros presets, quantidade, "
                                   "semente ou versão): apague-o ou use os mesmos parâmetros",
                                   "{path} comes from another build (other presets, count, "
                                   "seed or version): delete it or use the same settings"),
    "puzzle.build.head": ("{n} puzzles em {path} (semente {seed}; {units} rodadas de "
                          "autojogo, {cpu} CPU-s, {where})",
                          "{n} puzzles in {path} (seed {seed}; {units} self-play rounds, "
                          "{cpu} CPU-s, {where})"),
    "puzzle.build.preset": ("{preset}: {puzzles} puzzles ({questions}); {rounds} rodadas, "
                            "{spots} posições; decisão: {deep} avaliadas a fundo, {given_up} "
                            "abandonadas, {unclear} sem melhor claro, {coach} contra o "
                            "técnico, {dropped} descartadas na confirmação, {kept} mantidas; "
                            "{misfit} fora da escala única (um bot acertou mais que outro "
                            "mais forte)",
                            "{preset}: {puzzles} puzzles ({questions}); {rounds} rounds, "
                            "{spots} positions; decision: {deep} deep-evaluated, {given_up} "
                            "given up, {unclear} with no clear best, {coach} against the "
                            "coach, {dropped} dropped at confirmation, {kept} kept; "
                            "{misfit} off the one scale (a bot solved it more often than a "
                            "stronger one)"),
    "puzzle.build.incomplete": ("{preset}: incompleto depois de {rounds} rodadas (faltam "
                                "{missing})",
                                "{preset}: incomplete after {rounds} rounds (still missing "
                                "{missing})"),
    "glicko.bad": ("rating Glicko-2 inválido {value}: rating finito, rd acima de 0 e até 350, "
                   "volatility entre 0 e 1",
                   "invalid Glicko-2 rating {value}: a finite rating, rd above 0 and up to 350, "
                   "volatility between 0 and 1"),
    "glicko.bad_score": ("resultado inválido {value}: use um número de 0 a 1 (1 vitória, "
                         "0 derrota)",
                         "invalid score {value}: use a number from 0 to 1 (1 a win, 0 a loss)"),
    "glicko.bad_tau": ("tau inválido {value}: use um número acima de 0 e até 10",
                       "invalid tau {value}: use a number above 0 and up to 10"),
}
