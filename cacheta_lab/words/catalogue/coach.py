"""The coach's words: the win-chance meter, where an option leaves the hand, and what decided
a grade. *Live copies* always means the copies of the outs still unseen; the cards that would
join a card into a meld and can still come are its *live partners*.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the meter
    # the chance now, and the chance expected when a decision was made (before a card drawn
    # from the monte was seen): two moments, named as such. A grade's meter is the one thing
    # for every decision: the chance before the move (the chance now as the seat chose, its
    # best option's) and the chance the move played leaves (0 after correr: out of the round)
    "coach.meter": ("sua chance de vencer a rodada agora: {now}",
                    "your chance to win the round now: {now}"),
    "coach.meter_move": ("chance esperada ao decidir: {before} antes → {after} com esta jogada",
                         "chance expected when you chose: {before} before → {after} with this "
                         "move"),
    "coach.chance": ("{pct} de vencer a rodada", "{pct} to win the round"),
    # where an option leaves the hand
    "coach.state.bate": ("batendo agora", "going out now"),
    "coach.state.na_boa": ("na boa com {live}", "na boa with {live}"),
    "coach.state.dead": ("na boa, mas com {live}", "na boa, but with {live}"),
    "coach.state.far.one": ("a {n} compra de bater", "{n} draw from going out"),
    "coach.state.far.many": ("a {n} compras de bater", "{n} draws from going out"),
    # drawing from the monte: the hand as it is until the new card is seen
    "coach.state.before_card": ("{state} antes da carta nova", "{state} before the new card"),
    "coach.state.folded": ("fora da rodada", "out of the round"),
    # a measure's figures after where it leaves the hand
    "coach.state.na_boa_odds": ("na boa com {live} ({next} de bater na próxima compra, {two} em "
                                "duas)",
                                "na boa with {live} ({next} to bater on the next draw, {two} "
                                "within two)"),
    "coach.state.two_draws": (", {two} de bater em duas compras", ", {two} to bater within two "
                              "draws"),
    "coach.state.closer": (", com {live} que a aproximam de bater ({next} na próxima compra)",
                           ", with {live} that bring it a draw closer ({next} on the next "
                           "draw)"),
    # a grade's sentence
    "coach.best": ("{Move} é a melhor escolha: deixa você {state} ({chance}).",
                   "{Move} is the best choice: it leaves you {state} ({chance})."),
    "coach.as_good": ("{Move} vale quase o mesmo que a melhor opção, {best} ({chance}, contra "
                      "{best_chance}).",
                      "{Move} is about as good as the best option, {best} ({chance}, against "
                      "{best_chance})."),
    "coach.worse": ("{Best} deixaria você {best_state} ({best_chance}); {move} deixa "
                    "você {state} ({chance}).",
                    "{Best} would have left you {best_state} ({best_chance}); {move} leaves "
                    "you {state} ({chance})."),
    # what decided it, in this order
    "coach.why.missing": ("Decidem primeiro as compras que faltam: {best} contra {played}.",
                          "The draws still missing decide first: {best} against {played}."),
    "coach.why.live": ("Com as mesmas compras faltando, decide o que ainda pode vir: {best} "
                       "contra {played}.",
                       "With as many draws missing, what can still come decides: {best} "
                       "against {played}."),
    "coach.why.wild": ("{card} é curinga: descartado, fica ao alcance do próximo jogador, que "
                       "pode pegá-lo da lixeira.",
                       "{card} is wild (a curinga): discarded, it lies within reach of the next "
                       "player, who may take it from the lixeira."),
    "coach.why.join": ("{card} combina com uma carta que o próximo jogador pegou da lixeira.",
                       "{card} fits a card the next player took from the lixeira."),
    "coach.why.call": ("Com um jogador anunciado na boa, um descarte pode ser a carta que ele "
                       "espera.",
                       "With a player announced na boa, a discard may be the card they wait "
                       "for."),
    "coach.why.partners": ("As cartas que ficam têm mais parceiras vivas (cartas que ainda "
                           "podem vir e formar jogo com elas).",
                           "The cards kept have more live partners (cards that can still come "
                           "and form a meld with them)."),
    "coach.why.wasted": ("{card} não melhora a mão: do monte, a carta nova ainda podia ajudar.",
                         "{card} does not improve the hand: from the monte, the new card could "
                         "still help."),
    "coach.why.table": ("A diferença vem do que a mesa mostra (cartas no monte, anúncios, o "
                        "que o próximo pode pegar).",
                        "The difference comes from what the table shows (cards in the monte, "
                        "calls, what the next player may take)."),
    # correr
    "coach.correr.fold": ("Correr custa {fee}; jogando, você perderia em média {cost} "
                          "({chance}).",
                          "Folding (correr) costs {fee}; playing on you would lose {cost} on "
                          "average ({chance})."),
    "coach.correr.play": ("Correr custaria {fee}; jogando, você perde em média {cost} "
                          "({chance}).",
                          "Folding (correr) would have cost {fee}; playing on you lose {cost} "
                          "on average ({chance})."),
    "coach.correr.none": ("Correr não é permitido aqui.", "Folding is not allowed here."),
    # the review
    "coach.move_no": ("jogada {n}", "move {n}"),
    "coach.review.head": ("Jogador {seat}: precisão {accuracy} em {n} decisões",
                          "Player {seat}: accuracy {accuracy} over {n} decisions"),
    "coach.bad_log": ("review(log, seat): log deve ser um GameLog, um dict ou um arquivo JSON",
                      "review(log, seat): log must be a GameLog, a dict or a JSON file"),
    "coach.no_player": ("não há jogador {value} nesta partida; jogadores: {seats}",
                        "there is no player {value} in this game; players: {seats}"),
    "coach.other_seat": ("a jogada é do jogador {seat}, e esta visão é do jogador {view}",
                         "the move is player {seat}'s, and this view is player {view}'s"),
    "coach.lets_go": ("deixa passar", "lets it go"),
    "coach.letting_go": ("deixar passar", "letting it go"),
    "coach.best_was": ("melhor: {best} ({chance})", "best: {best} ({chance})"),
    "coach.deep.target_se": ("target_se {value}: use um número acima de 0 e até {high}",
                             "target_se {value}: use a number above 0 and at most {high}"),
    "coach.deep.progress": ("progress {value}: use uma função progress(feitas, total) ou None",
                            "progress {value}: use a function progress(done, total) or None"),
    "coach.deep.over": ("a rodada terminou: não há chance a avaliar",
                        "the round is over: there is no chance to evaluate"),
    "coach.practice.size": ("a mão tem {n} cartas: use 9 (antes de comprar) ou 10 (depois de "
                            "comprar)",
                            "the hand has {n} cards: give 9 (before drawing) or 10 (after "
                            "drawing)"),
    "coach.practice.no_calls": ("{p} não tem anúncio de na boa: use announced=False",
                                "{p} has no na boa calls: use announced=False"),
    "coach.practice.vira": ("{p} tem vira: diga qual, por exemplo vira='Kh'",
                            "{p} has a vira: name it, e.g. vira='Kh'"),
    "coach.practice.too_many": ("cartas demais: {cards} (o baralho tem 2 de cada, 4 jokers)",
                                "too many cards: {cards} (the decks hold 2 of each, 4 jokers)"),
    "coach.practice.lixeira": ("a lixeira tem {n} cartas: sobram {rest} para as mãos dos outros "
                               "{others} jogadores e o monte, que precisam de {needed}; use uma "
                               "lixeira menor",
                               "the lixeira holds {n} cards: {rest} are left for the other "
                               "{others} players' hands and the monte, which need {needed}; use "
                               "a smaller lixeira"),
    # the grades
    "coach.grade.best": ("melhor", "best"),
    "coach.grade.good": ("boa", "good"),
    "coach.grade.inaccuracy": ("imprecisão", "inaccuracy"),
    "coach.grade.mistake": ("erro", "mistake"),
    "coach.grade.blunder": ("erro grave", "blunder"),
    "coach.points.one": ("{n} ponto", "{n} point"),
    "coach.points.many": ("{n} pontos", "{n} points"),
    # an option, as the grade's sentence names it
    "coach.option.discard": ("descartar {card}", "discarding {card}"),
    "coach.option.monte": ("comprar do monte", "drawing from the monte"),
    "coach.option.lixeira": ("pegar {card} da lixeira", "taking {card} from the lixeira"),
    "coach.option.bater": ("bater", "going out"),
    "coach.option.correr": ("correr", "folding (correr)"),
    "coach.option.na_boa": ("anunciar na boa", "announcing na boa"),
    "coach.option.pass": ("passar", "passing"),
    # a move in the review's words (from its short notation)
    "coach.move.draw.monte": ("compra do monte", "draws from the monte"),
    "coach.move.draw.lixeira": ("pega da lixeira", "draws from the lixeira"),
    "coach.move.discard": ("descarta {card}", "discards {card}"),
    "coach.move.bater": ("bate descartando {card}", "goes out discarding {card}"),
    "coach.move.bater10": ("bate com as 10", "goes out with all 10"),
    "coach.move.bater_alone": ("bate", "goes out"),
    "coach.move.furar": ("fura a fila descartando {card}", "jumps the queue discarding {card}"),
    "coach.move.furar10": ("fura a fila com as 10", "jumps the queue with all 10"),
    "coach.move.furar_alone": ("fura a fila", "jumps the queue"),
    "coach.move.na_boa": ("anuncia na boa", "announces na boa"),
    "coach.move.correr": ("corre", "folds (correr)"),
    "coach.move.pass": ("passa", "passes"),
    # the fixed grades: bater, furar a fila, na boa
    "coach.bater.missed": ("Você podia bater ({best}) e descartou {card}: bater perdido.",
                           "You could go out ({best}) and discarded {card}: a missed bater."),
    "coach.bater.with9": ("Bateu com 9, mas as 10 cartas batiam e valem {points} de cada um em "
                          "vez de {fewer}.",
                          "You went out with 9, but all 10 cards went out and score {points} "
                          "from each instead of {fewer}."),
    "coach.bater.best10": ("Bater com as 10 cartas: o melhor.",
                           "Going out with all 10 cards: the best."),
    "coach.bater.best": ("Bater descartando {card}: o melhor.",
                         "Going out discarding {card}: the best."),
    "coach.bater.false": ("Bati falso: assim não bate; o certo era {best}.",
                          "A false bati: that does not go out; the right move was {best}."),
    "coach.bater.false_hand": ("Bati falso: a mão não bate. {then}",
                               "A false bati: the hand does not go out. {then}"),
    "coach.na_boa.announce": ("Anunciar na boa dá o direito de furar a fila ({outs}, {live}).",
                              "Announcing na boa gives the right to furar a fila ({outs}, "
                              "{live})."),
    "coach.na_boa.missed": ("Você estava na boa e não anunciou: sem anúncio não dá para furar "
                            "a fila.",
                            "You were na boa and did not announce it: without it you cannot "
                            "furar a fila."),
    "coach.furar.best": ("Furar a fila com {card} e bater: o melhor.",
                         "Jumping the queue with {card} to go out: the best."),
    "coach.furar.wrong_discard": ("{card} fazia bater ({best}), mas não com esse descarte.",
                                  "{card} went out ({best}), but not with that discard."),
    "coach.furar.burned": ("{card} não faz bater: furando a fila assim, você se queima e perde "
                           "o direito de furar.",
                           "{card} does not go out: jumping the queue like that, you se queima "
                           "(get burnt) and lose the right to furar."),
    "coach.furar.missed": ("{card} fazia você bater furando a fila ({best}): bater perdido.",
                           "{card} let you go out by jumping the queue ({best}): a missed "
                           "bater."),
}
