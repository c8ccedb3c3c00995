"""The game table's words (:mod:`cacheta_lab.tables.game` and ``widgets/game_table.js``).

A counted text has the keys ``<key>.one`` and ``<key>.many`` (read with
:func:`cacheta_lab.words.catalogue.counted`).
Texts sent to the front end are listed in ``FRONT_END``.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the bar
    "game.title": ("Mesa de jogo", "Game table"),
    "game.step": ("Passo", "Step"),
    "game.play": ("Jogar", "Play"),
    "game.pause": ("Pausar", "Pause"),
    "game.speed": ("Velocidade", "Speed"),
    "game.speed.one": ("{n} jogada por segundo", "{n} move a second"),
    "game.speed.many": ("{n} jogadas por segundo", "{n} moves a second"),
    "game.speed_slow": ("1 jogada a cada {n} segundos", "1 move every {n} seconds"),
    "game.open_hands": ("Mãos abertas", "Open hands"),
    "game.new_round": ("Nova rodada", "New round"),
    # the centre of the table
    "game.monte": ("Monte", "Monte (stock)"),
    "game.lixeira": ("Lixeira", "Lixeira (discards)"),
    "game.no_vira": ("sem vira", "no vira"),
    "game.empty": ("vazia", "empty"),
    "game.draw_monte": ("Comprar do monte ({n})", "Draw from the monte ({n})"),
    "game.take_lixeira": ("Pegar da lixeira: {card}", "Take from the lixeira: {card}"),
    "game.lixeira_empty": ("Lixeira vazia: nada a pegar", "The lixeira is empty: nothing to take"),
    "game.vira_is": ("Vira: {card}", "Vira: {card}"),
    "game.monte_size.one": ("Monte: {n} carta", "Monte (stock): {n} card"),
    "game.monte_size.many": ("Monte: {n} cartas", "Monte (stock): {n} cards"),
    "game.lixeira_top": ("Lixeira: {card} no topo", "Lixeira (discards): {card} on top"),
    # seats
    "game.you": ("Você", "You"),
    "game.cards.one": ("{n} carta", "{n} card"),
    "game.cards.many": ("{n} cartas", "{n} cards"),
    "game.hidden.one": ("{n} carta escondida", "{n} hidden card"),
    "game.hidden.many": ("{n} cartas escondidas", "{n} hidden cards"),
    "game.points.one": ("{n} ponto", "{n} point"),
    "game.points.many": ("{n} pontos", "{n} points"),
    "game.hand_of": ("Mão de {name}", "{name}'s hand"),
    "game.your_hand": ("Sua mão", "Your hand"),
    "game.turn": ("vez", "to play"),
    "game.out": ("fora", "out"),
    "game.wild": ("{card}, curinga", "{card}, curinga (wild)"),
    # the learner's controls
    "game.card_discard": ("{card}: descartar", "{card}: discard"),
    "game.card_bater": ("{card}: bater descartando esta", "{card}: bater discarding this one"),
    "game.card_furar": ("{card}: furar a fila descartando esta",
                        "{card}: furar a fila discarding this one"),
    "game.actions": ("Suas jogadas", "Your moves"),
    "game.bater": ("Bater descartando…", "Bater discarding…"),
    "game.bater10": ("Bater com 10", "Bater with 10"),
    "game.announce": ("Anunciar na boa", "Announce na boa"),
    "game.furar": ("Furar a fila descartando…", "Furar a fila discarding…"),
    "game.correr": ("Correr (desistir da rodada)", "Correr (fold the round)"),
    "game.cancel": ("Cancelar", "Cancel"),
    # the question before a claim the engine knows would fail ({card}: the discard)
    "game.ask_bater10": ("Estas 10 cartas não formam jogos: bater com 10 agora é bati falso, e "
                         "{cost}. Bater mesmo assim?",
                         "These 10 cards do not all form melds: bater with 10 now is a false "
                         "bati, and {cost}. Bater anyway?"),
    "game.ask_bater": ("Descartando {card}, as 9 cartas que ficam não formam jogos: é bati "
                       "falso, e {cost}. Bater mesmo assim?",
                       "Discarding the {card}, the 9 cards left do not all form melds: it is a "
                       "false bati, and {cost}. Bater anyway?"),
    "game.ask_furar10": ("Com {top}, estas cartas não batem com 10: furar a fila assim queima "
                         "você, e {cost}. Furar mesmo assim?",
                         "With the {top}, these cards do not go out with 10: that furar a fila "
                         "burns you, and {cost}. Furar anyway?"),
    "game.ask_furar": ("Com {top} e descartando {card}, a mão não bate: furar a fila assim "
                       "queima você, e {cost}. Furar mesmo assim?",
                       "With the {top} and discarding the {card}, the hand does not go out: "
                       "that furar a fila burns you, and {cost}. Furar anyway?"),
    "game.ask_cost_points.one": ("custa {n} ponto", "it costs you {n} point"),
    "game.ask_cost_points.many": ("custa {n} pontos", "it costs you {n} points"),
    "game.ask_cost_out": ("seus pontos chegam a 0 e você sai da rodada",
                          "your points reach 0 and you leave the round"),
    "game.ask_cost_round": ("você perde a rodada", "you lose the round"),
    "game.ask_cost_burned": ("você não pode mais anunciar nem furar a fila nesta rodada",
                             "you may not announce or furar a fila again this round"),
    "game.ask_yes_bater": ("Bater mesmo assim", "Bater anyway"),
    "game.ask_yes_furar": ("Furar mesmo assim", "Furar anyway"),
    "game.ask_no": ("Não, voltar", "No, go back"),
    "game.bater_hint": ("Escolha a carta a descartar para bater.",
                        "Choose the card to discard to go out (bater)."),
    "game.furar_hint": ("Escolha a carta a descartar para furar a fila e bater com o topo da "
                        "lixeira.",
                        "Choose the card to discard to jump the queue (furar a fila) and go out "
                        "with the lixeira top."),
    # status lines
    "game.your_draw": ("Sua vez: compre do monte ou pegue da lixeira.",
                       "Your turn: draw from the monte or take the lixeira top."),
    "game.your_draw_monte": ("Sua vez: compre do monte (a lixeira está vazia).",
                             "Your turn: draw from the monte (the lixeira is empty)."),
    "game.your_discard": ("Sua vez: descarte uma carta da mão, ou bata.",
                          "Your turn: discard a card of your hand, or bater."),
    "game.waiting": ("Vez do jogador {n}: use Passo ou Jogar.",
                     "Player {n} to play: use Step or Play."),
    "game.playing": ("Vez do jogador {n}.", "Player {n} to play."),
    "game.furar_chance": ("Você pode furar a fila com {card}: escolha Furar a fila e a carta "
                          "a descartar, ou Jogar para deixar passar.",
                          "You may furar a fila with the {card}: choose Furar a fila and the "
                          "card to discard, or Play to let it pass."),
    # the engine's refusals of the learner's moves, by their reason, said to "você"/"you"
    "game.refused.not_your_turn": ("Não é a sua vez: é a vez do jogador {turn}.",
                                   "It is not your turn: it is player {turn}'s turn."),
    "game.refused.drawn_already": ("Você já comprou nesta vez: agora descarte ou bata.",
                                   "You have already drawn this turn: now discard or bater."),
    "game.refused.draw_first": ("Primeiro compre do monte ou pegue da lixeira; depois "
                                "descarte ou bata.",
                                "First draw, from the monte or the lixeira; then discard or "
                                "bater."),
    "game.refused.lixeira_empty": ("A lixeira está vazia: compre do monte.",
                                   "The lixeira is empty: draw from the monte."),
    "game.refused.not_na_boa": ("Você não está na boa: nenhuma carta faria você bater. Anuncie "
                                "só quando estiver a uma carta de bater.",
                                "You are not na boa: no card would let you go out. Announce "
                                "only when you are one card from going out."),
    "game.refused.announced_already": ("Você já anunciou que está na boa.",
                                       "You have already announced na boa."),
    "game.refused.announce_with_9": ("Anuncie na boa com 9 cartas na mão: antes de comprar ou "
                                     "depois de descartar.",
                                     "Announce na boa holding 9 cards: before drawing or after "
                                     "discarding."),
    "game.refused.burned": ("Você se queimou: não pode mais anunciar nesta rodada.",
                            "You got burnt (queimou): no more announcing this round."),
    "game.refused.bati_again": ("Você já disse “bati” nesta vez e suas cartas não batem: "
                                "mostradas, elas não se rearrumam. Agora descarte uma carta.",
                                "You have already said “bati” this turn and your cards do not "
                                "go out: once shown, they cannot be rearranged. Now discard a "
                                "card."),
    "game.refused.round_over": ("A rodada terminou: use Nova rodada para jogar de novo.",
                                "The round is over: use New round to play again."),
    "game.refused.out": ("Você está fora desta rodada.", "You are out of this round."),
    "game.you_out": ("Você está fora desta rodada: os outros jogam até o fim.",
                     "You are out of this round: the others play to its end."),
    "game.over_win": ("Fim da rodada: o jogador {n} venceu — {how}.",
                      "Round over: player {n} won — {how}."),
    "game.over_you": ("Fim da rodada: você venceu — {how}!", "Round over: you won — {how}!"),
    "game.over_draw": ("Fim da rodada: empate — {how}.", "Round over: drawn — {how}."),
    # the learner's moves in the log
    "game.you_draw_monte": ("você compra do monte", "you draw from the monte"),
    "game.you_draw_lixeira": ("você pega o topo da lixeira ({card})",
                              "you take the lixeira top ({card})"),
    "game.you_discard": ("você descarta {card}", "you discard the {card}"),
    "game.you_bater": ("você bate descartando {card}", "you go out discarding the {card}"),
    "game.you_bater10": ("você bate com 10", "you go out with 10"),
    "game.you_furar": ("você fura a fila descartando {card}",
                       "you jump the queue discarding the {card}"),
    "game.you_furar10": ("você fura a fila e bate com 10", "you jump the queue and go out with 10"),
    "game.you_na_boa": ("você anuncia que está na boa", "you announce na boa"),
    "game.you_correr": ("você corre (desiste da rodada)", "you fold (correr)"),
    # a claim the rules punished, as the log tells it: said, not done
    "game.you_say_bati": ("você diz “bati” descartando {card}",
                          "you say “bati” discarding the {card}"),
    "game.you_say_bati10": ("você diz “bati” com 10", "you say “bati” with 10"),
    "game.they_say_bati": ("{who} diz “bati”", "{who} says “bati”"),  # the card stays hidden
    "game.you_try_furar": ("você tenta furar a fila descartando {card}",
                           "you try to jump the queue discarding the {card}"),
    "game.you_try_furar10": ("você tenta furar a fila com 10",
                             "you try to jump the queue with 10"),
    "game.they_try_furar": ("{who} tenta furar a fila", "{who} tries to jump the queue"),
    "game.false_mark": ("bati falso", "a false bati"),
    "game.burned_mark": ("se queimou", "burnt (queimou)"),
    # the false bati and the failed furar, told to the learner
    "game.false_title": ("Bati falso", "A false bati"),
    "game.false_said": ("Você disse “bati” descartando {card}, mas as 9 cartas que ficaram não "
                        "formam jogos.",
                        "You said “bati” discarding the {card}, but the 9 cards left do not "
                        "all form melds."),
    "game.false_said10": ("Você disse “bati” com 10, mas as 10 cartas não formam jogos.",
                          "You said “bati” with 10, but the 10 cards do not all form melds."),
    "game.burned_title": ("Você se queimou", "Queimou: you got burnt"),
    "game.burned_said": ("Você furou a fila com {top} descartando {card}, mas a mão não bate.",
                         "You jumped the queue with the {top} discarding the {card}, but the "
                         "hand does not go out."),
    "game.burned_said10": ("Você furou a fila com {top} para bater com 10, mas a mão não bate.",
                           "You jumped the queue with the {top} to go out with 10, but the hand "
                           "does not go out."),
    "game.burned_cost": ("Você não pode mais anunciar na boa nem furar a fila nesta rodada.",
                         "You may not announce na boa or furar a fila again this round."),
    "game.to_go_out": ("Para bater: {missing}.", "To go out: {missing}."),
    "game.best_split": ("Melhor divisão dessas cartas:", "Best split of those cards:"),
    "game.loose": ("soltas", "loose"),
    "game.could": ("Com essa mão você batia descartando {cards}.",
                   "With this hand you could have gone out discarding the {cards}."),
    "game.could10": ("Com essa mão você batia com 10.",
                     "With this hand you could have gone out with 10."),
    "game.cost_points.one": ("Você perde {n} ponto e ainda precisa descartar.",
                             "You lose {n} point and must still discard."),
    "game.cost_points.many": ("Você perde {n} pontos e ainda precisa descartar.",
                              "You lose {n} points and must still discard."),
    "game.cost_round": ("Você perde a rodada e fica fora dela.",
                        "You lose the round and sit the rest of it out."),
    "game.cost_zero": ("Seus pontos chegaram a 0: você sai da rodada.",
                       "Your points reached 0: you leave the round."),
    # what a screen reader hears
    "game.since": ("Desde a sua jogada: {moves}.", "Since your move: {moves}."),
    "game.before_you": ("Antes da sua vez: {moves}.", "Before your turn: {moves}."),
    "game.log": ("Jogadas", "Moves"),
    "game.log_empty": ("nenhuma jogada ainda: use Passo ou Jogar",
                       "no move yet: use Step or Play"),
    "game.log_empty_you": ("nenhuma jogada ainda: a vez é sua", "no move yet: your turn"),
    # the coach
    "game.coach": ("Treinador", "Coach"),
    "game.review": ("Revisão da rodada", "Round review"),
    "game.accuracy.one": ("Precisão: {p} ({n} decisão)", "Accuracy: {p} ({n} decision)"),
    "game.accuracy.many": ("Precisão: {p} ({n} decisões)", "Accuracy: {p} ({n} decisions)"),
    "game.no_decision": ("nenhuma decisão sua ainda", "no decision of yours yet"),
}

# the texts the front end shows as they are, by the short name it uses
FRONT_END: dict[str, str] = {
    "title": "game.title", "step": "game.step", "play": "game.play", "pause": "game.pause",
    "speed": "game.speed", "open_hands": "game.open_hands", "new_round": "game.new_round",
    "monte": "game.monte", "lixeira": "game.lixeira", "vira": "vira", "no_vira": "game.no_vira",
    "empty": "game.empty", "log": "game.log", "log_empty": "game.log_empty", "turn": "game.turn",
    "na_boa": "state.na_boa", "out": "game.out", "bater": "game.bater", "bater10": "game.bater10",
    "announce": "game.announce", "furar": "game.furar", "correr": "game.correr",
    "cancel": "game.cancel", "bater_hint": "game.bater_hint", "furar_hint": "game.furar_hint",
    "card_discard": "game.card_discard", "card_bater": "game.card_bater",
    "card_furar": "game.card_furar", "actions": "game.actions", "coach": "game.coach",
    "loose": "game.loose", "best_split": "game.best_split", "ask_yes_bater": "game.ask_yes_bater",
    "ask_yes_furar": "game.ask_yes_furar", "ask_no": "game.ask_no",
}
