"""The coach's words: the win-chance meter, where an option leaves the hand, and what decided
a grade. *Live copies* always means the copies of the outs still unseen; the cards that would
join a card into a meld and can still come are its *live partners*.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the meter
    "coach.meter": ("sua chance de vencer a rodada: {now}", "your chance to win the round: {now}"),
    "coach.meter_move": ("sua chance de vencer a rodada: {before} → {after}",
                         "your chance to win the round: {before} → {after}"),
    "coach.chance": ("{pct} de vencer a rodada", "{pct} to win the round"),
    # where an option leaves the hand
    "coach.state.bate": ("batendo agora", "going out now"),
    "coach.state.na_boa": ("na boa com {live}", "na boa with {live}"),
    "coach.state.dead": ("na boa, mas com {live}", "na boa, but with {live}"),
    "coach.state.far.one": ("faltando {n} carta", "{n} card still to draw"),
    "coach.state.far.many": ("faltando {n} cartas", "{n} cards still to draw"),
    "coach.state.folded": ("fora da rodada", "out of the round"),
    # a grade's sentence
    "coach.best": ("{Move} é a melhor escolha: deixa você {state} ({chance}).",
                   "{Move} is the best choice: it leaves you {state} ({chance})."),
    "coach.as_good": ("{Move} vale quase o mesmo que a melhor opção, {best} ({chance}, contra "
                      "{best_chance}).",
                      "{Move} is about as good as the best option, {best} ({chance}, against "
                      "{best_chance})."),
    "coach.worse": ("{Best} deixaria você {best_state} ({best_chance}); {move} deixa "
                    "{state} ({chance}).",
                    "{Best} would have left you {best_state} ({best_chance}); {move} leaves "
                    "you {state} ({chance})."),
    # what decided it, in this order
    "coach.why.missing": ("Decidem primeiro as cartas que faltam: {best} contra {played}.",
                          "The draws still missing decide first: {best} against {played}."),
    "coach.why.live": ("Com as mesmas cartas faltando, decide o que ainda pode vir: {best} "
                       "contra {played}.",
                       "With as many draws missing, what can still come decides: {best} "
                       "against {played}."),
    "coach.why.wild": ("{card} é curinga: descartado, vai para o próximo jogador, que o pega "
                       "da lixeira.",
                       "{card} is wild (a curinga): discarded, it goes to the next player, "
                       "who takes it from the lixeira."),
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
}
