"""The sentences of refused input: too many copies of a card, a move out of turn, a rule value
out of range. (Most other refusals are still worded where they are raised.)"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # whose cards hold too many copies: the hand, a meld, the seen cards
    "copies.holder.hand": ("a mão tem", "the hand holds"),
    "copies.holder.meld": ("o jogo tem", "the meld holds"),
    "copies.holder.seen": ("as cartas vistas têm", "the seen cards hold"),
    "copies.joker.one": ("{holds} um joker (JK), mas este preset joga sem jokers; tire o JK",
                         "{holds} a joker (JK), but this preset plays without jokers; remove "
                         "the JK"),
    "copies.joker.many": ("{holds} {n} jokers (JK), mas este preset joga sem jokers; tire os "
                          "{n} JK",
                          "{holds} {n} jokers (JK), but this preset plays without jokers; "
                          "remove the {n} JK"),
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
                          "vira é uma das cópias e fica de lado",
                          "{where} add up to {count} copies of {card}, but only {limit} exist; "
                          "the vira is one of the copies and stays out of play"),
    "hand.size": ("esta pergunta precisa de uma mão de {sizes} cartas; esta tem {n}",
                  "this question needs a hand of {sizes} cards; this one has {n}"),
    # a move out of turn, or one these rules do not have
    "turn.doing.draw": ("comprar ou pegar", "draw"),
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
    "check.seconds": ("{name}={value} inválido: use um número de segundos de 0 a {high}",
                      "{name}={value} is invalid: use a number of seconds from 0 to {high}"),
    "check.seconds_above_0": ("{name}={value} inválido: use um número de segundos acima de 0, "
                              "até {high}",
                              "{name}={value} is invalid: use a number of seconds above 0, up "
                              "to {high}"),
    "check.seconds_any": ("{name}={value} inválido: use um número de segundos ≥ 0",
                          "{name}={value} is invalid: use a number of seconds ≥ 0"),
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
    # card text that cannot be read
    "card.unknown": ("carta desconhecida {value}: escreva o valor (A 2 3 4 5 6 7 8 9 10 J Q K) "
                     "seguido do naipe (c=paus, d=ouros, h=copas, s=espadas), por exemplo 10h, "
                     "Qs, Ac; o joker é JK",
                     "unknown card {value}: write the rank (A 2 3 4 5 6 7 8 9 10 J Q K) followed "
                     "by the suit (c=clubs, d=diamonds, h=hearts, s=spades), e.g. 10h, Qs, Ac; "
                     "the joker is JK"),
    "card.bad_kind": ("tipo de carta inválido {value} (use 0–52 ou um código como '8c')",
                      "invalid card kind {value} (use 0–52 or a code such as '8c')"),
    "card.bad_rank_suit": ("carta inválida: valor {rank} e naipe {suit}; use valor 1 (A) a 13 "
                           "(K) e naipe 'c', 'd', 'h' ou 's'",
                           "invalid card: rank {rank} and suit {suit}; use rank 1 (A) to 13 (K) "
                           "and suit 'c', 'd', 'h' or 's'"),
    "card.text_too_long": ("texto de cartas longo demais ({n} caracteres; no máximo {most}): "
                           "escreva as cartas separadas por espaço, por exemplo \"5h 6h 7h\"",
                           "card text too long ({n} characters; at most {most}): write the cards "
                           "separated by spaces, e.g. \"5h 6h 7h\""),
    "card.too_many": ("cartas demais ({n}; no máximo {most} de uma vez)",
                      "too many cards ({n}; at most {most} at once)"),
    "card.none_in": ("nenhuma carta em {value}: escreva as cartas separadas por espaço, por "
                     "exemplo \"5h 6h 7h\"",
                     "no cards in {value}: write the cards separated by spaces, e.g. "
                     "\"5h 6h 7h\""),
    "vira.no_vira": ("o preset {p} não tem vira: a carta virada ({card}) começa a lixeira; "
                     "marque-a como vista (seen) em vez de vira",
                     "preset {p} has no vira: the turned card ({card}) starts the lixeira; mark "
                     "it as seen instead of giving it as the vira"),
    "vira.joker": ("um joker (JK) não pode ser a vira: ele vai para o fundo do monte e vira-se "
                   "a carta seguinte",
                   "a joker (JK) cannot be the vira: it goes to the bottom of the monte and the "
                   "next card is turned"),
    "copies.seen_vira": ("as vistas + a vira somam {count} cópias de {card}, mas só existem "
                         "{limit}; a vira é uma das cópias e fica de lado",
                         "the seen cards + the vira add up to {count} copies of {card}, but only "
                         "{limit} exist; the vira is one of the copies and stays out of play"),
    "hand.too_big": ("a mão tem {n} cartas; uma mão tem no máximo 10 (9 + a comprada)",
                     "the hand has {n} cards; a hand holds at most 10 (9 + the one drawn)"),
    "match.over": ("a partida já terminou", "the match is over"),
    "match.eliminated_move": ("o jogador {seat} foi eliminado e não joga mais",
                              "player {seat} has been eliminated and plays no more"),
    "match.eliminated": ("o jogador {seat} foi eliminado", "player {seat} is eliminated"),
    "bots.not_list": ("bots {value}: use uma lista de bots, um por lugar",
                      "bots {value}: use a list of bots, one per seat"),
    "bots.missing": ("cada lugar precisa de um bot; sem bot: {seats}",
                     "every seat needs a bot; without one: {seats}"),
    "drawing.size": ("tamanho de carta desconhecido {value}; use 'sm', 'md' ou 'lg'",
                     "unknown card size {value}; use 'sm', 'md' or 'lg'"),
    # a game log that cannot be read, written or replayed
    "log.not_game": ("esperava uma partida (Match) ou rodada (Round), não {value}",
                     "expected a Match or a Round, not {value}"),
    "log.cannot_write": ("não foi possível gravar {path}: {error}",
                         "could not write {path}: {error}"),
    "log.not_log": ("isto não é um registro de partida ({format})",
                    "this is not a game log ({format})"),
    "log.version": ("versão de registro {value} não suportada",
                    "unsupported game log version {value}"),
    "log.kind": ("o registro deve ser de uma partida (match) ou rodada (round)",
                 "the log must be of a match or a round"),
    "log.bad_field": ("registro inválido: {name}={value}; use {how}",
                      "invalid log: {name}={value}; use {how}"),
    "log.how.moves": ("uma lista de até {n} jogadas", "a list of at most {n} moves"),
    "log.how.events": ("uma lista de objetos", "a list of objects"),
    "log.how.bots": ("null ou uma lista de nomes", "null or a list of names"),
    "log.how.setup": ("um objeto com {keys}", "an object with {keys}"),
    "log.how.points": ('null ou {{"lugar": pontos}}', 'null or {{"seat": points}}'),
    "log.not_json_text": ("esperava o texto JSON de um jogo, não {value}",
                          "expected the JSON text of a game, not {value}"),
    "log.bad_json": ("JSON de partida inválido: {error}", "invalid game JSON: {error}"),
    "log.no_more": ("o registro não tem mais jogadas", "the log has no more moves"),
    "log.replay_differs": ("a repetição não reproduz os eventos salvos: o registro foi alterado "
                           "ou é de outra versão",
                           "the replay does not give the saved events: the log was changed or "
                           "comes from another version"),
    # a round's snapshot that cannot be read ({how}: one of the position.how texts)
    "position.bad": ("posição inválida: {what}={value}; {how}",
                     "invalid position: {what}={value}; {how}"),
    "position.how.cards_list": ("use uma lista de códigos de cartas", "use a list of card codes"),
    "position.how.card_code": ("cada carta é um código como '5h'",
                               "each card is a code such as '5h'"),
    "position.how.card_or_null": ("use um código de carta ou null", "use a card code or null"),
    "position.how.whole": ("use um número inteiro ≥ 0", "use a whole number ≥ 0"),
    "position.how.seat_list": ("use uma lista de lugares da mesa {seats}",
                               "use a list of seats of the table {seats}"),
    "position.how.per_seat": ("use um objeto com uma entrada por lugar {keys}",
                              "use an object with one entry per seat {keys}"),
    "position.how.result": ("use null ou um objeto com {keys}",
                            "use null or an object with {keys}"),
    "position.how.seat_or_null": ("use um lugar da mesa ou null",
                                  "use a seat of the table or null"),
    "position.how.how": ("use bater, furar, default, stock ou limit",
                         "use bater, furar, default, stock or limit"),
    "position.how.bool": ("use true ou false", "use true or false"),
    "position.how.per_seat_object": ("use um objeto por lugar", "use an object per seat"),
    "position.how.history": ("use uma lista de [o que, lugar, carta ou null]",
                             "use a list of [what, seat, card or null]"),
    "position.how.history_entry": ("cada entrada é [um de {kinds}, lugar, carta ou null]",
                                   "each entry is [one of {kinds}, seat, card or null]"),
    "position.how.rng": ("use o estado do gerador como o snapshot o escreve",
                         "use the generator state as the snapshot writes it"),
    "position.how.snapshot": ("use o objeto de Round.snapshot(), com {fields}",
                              "use the object of Round.snapshot(), with {fields}"),
    "position.how.vira": ("estas regras pedem uma vira (nunca um joker)",
                          "these rules need a vira (never a joker)"),
    "position.how.no_vira": ("estas regras não têm vira: use null",
                             "these rules have no vira: use null"),
    "position.how.placed": ("cada carta do baralho deve estar em exatamente um lugar (mãos, "
                            "monte, lixeira, vira)",
                            "every card of the decks must be in exactly one place (hands, "
                            "monte, lixeira, vira)"),
    "position.how.phase": ("use draw, discard ou over", "use draw, discard or over"),
    "position.how.turn": ("use um lugar da mesa {seats}", "use a seat of the table {seats}"),
    "position.how.result_over": ("só uma rodada terminada (phase over) tem result",
                                 "only a round that is over (phase over) has a result"),
    "position.how.turn_in_round": ("a vez é de um jogador ainda na rodada",
                                   "the turn belongs to a player still in the round"),
    "position.how.hand_size": ("este jogador deveria ter {n} cartas",
                               "this player should hold {n} cards"),
    "position.how.stock_empty": ("o monte não pode estar vazio na hora de comprar",
                                 "the monte cannot be empty when a player is to draw"),
    "position.how.taken": ("só há carta pega da lixeira na fase discard, na mão de quem joga",
                           "a card taken from the lixeira exists only in the discard phase, in "
                           "the hand of the player to move"),
    "position.how.points": ("pontos só numa rodada com pontos iniciais",
                            "points only in a round with starting points"),
    "position.how.frame_object": ("esperava um objeto JSON", "expected a JSON object"),
    "position.how.view_dict": ("use o objeto de PlayerView.to_dict(), com {fields}",
                               "use the object of PlayerView.to_dict(), with {fields}"),
    # a player's view no round could show ({how}: a view.how text, or a position.how one)
    "view.not_a_view": ("esperava a visão de um jogador (PlayerView), não {value}",
                        "expected a player's view (PlayerView), not {value}"),
    "view.bad": ("visão impossível: {what}={value}; {how}",
                 "impossible view: {what}={value}; {how}"),
    "view.how.rules": ("use as regras (Rules) da rodada", "use the round's rules (Rules)"),
    "view.how.seats": ("use a tupla dos lugares da rodada", "use the tuple of the round's seats"),
    "view.how.seat": ("use um lugar da mesa {seats}", "use a seat of the table {seats}"),
    "view.how.seat_set": ("use um conjunto de lugares da mesa {seats}",
                          "use a set of seats of the table {seats}"),
    "view.how.per_seat": ("use um dict com um número inteiro por lugar {seats}",
                          "use a dict with a whole number per seat {seats}"),
    "view.how.whole": ("use um número inteiro de 0 a {high}",
                       "use a whole number from 0 to {high}"),
    "view.how.cards": ("use uma tupla de cartas (Card)", "use a tuple of cards (Card)"),
    "view.how.card_or_none": ("use uma carta (Card) ou None", "use a card (Card) or None"),
    "view.how.flag": ("use True ou False", "use True or False"),
    "view.how.judge": ("use o juiz (Judge) destas regras e desta vira",
                       "use the judge (Judge) of these rules and this vira"),
    "view.how.curingas": ("os curingas destas regras com esta vira são {cards}",
                          "the curingas of these rules with this vira are {cards}"),
    "view.how.history": ("cada evento é (um de {kinds}, lugar, carta ou None)",
                         "each event is (one of {kinds}, seat, card or None)"),
    "view.how.no_calls": ("{p} não tem anúncio de na boa", "{p} has no na boa calls"),
    "view.how.announced_burned": ("quem se queimou não está mais anunciado",
                                  "a player who se queimou is announced no more"),
    "view.how.own_size": ("a mão desta visão tem {n} cartas", "this view's hand holds {n} cards"),
    "view.how.two_in": ("uma rodada em andamento tem ao menos dois jogadores nela",
                        "a round being played has at least two players in it"),
    "view.how.has_drawn": ("quem vai descartar já comprou", "the player to discard has drawn"),
    "view.how.held": ("o jogador {seat} guarda mais cartas pegas da lixeira do que as {size} "
                      "da sua mão",
                      "player {seat} keeps more cards taken from the lixeira than the {size} of "
                      "their hand"),
    "view.how.copies": ("visto mais vezes do que os baralhos têm ({limit})",
                        "seen more often than the decks hold it ({limit})"),
    "view.how.total": ("mãos, monte, lixeira e vira somam o baralho inteiro, {deck} cartas",
                       "hands, monte, lixeira and vira add up to the whole deck, {deck} cards"),
    # a move the round refuses ({seat}: the player who tried it)
    "round.over": ("a rodada já terminou; nenhuma jogada é possível",
                   "the round is over; no move is possible"),
    "round.out": ("o jogador {seat} já saiu desta rodada e não joga mais nela",
                  "player {seat} is out of this round and makes no more moves"),
    "round.unknown_move": ("jogada desconhecida {move}", "unknown move {move}"),
    "round.drawn_already": ("o jogador {seat} já comprou nesta vez: agora descarte ou bata",
                            "player {seat} has already drawn this turn: now discard or bater"),
    "round.draw_first": ("o jogador {seat} precisa primeiro comprar do monte ou pegar da lixeira",
                         "player {seat} must draw first (from the monte or the lixeira)"),
    "round.not_held": ("o jogador {seat} não tem {card} na mão; mão: {hand}",
                       "player {seat} holds no {card}; hand: {hand}"),
    "round.taken": ("não é permitido descartar {card}: acabou de ser pego da lixeira nesta vez; "
                    "descarte outra carta",
                    "{card} may not be discarded: it was just taken from the lixeira this turn; "
                    "discard another card"),
    "round.bati_again": ("o jogador {seat} já disse “bati” nesta vez, e as cartas mostradas não "
                         "batem: elas não se rearrumam; a vez termina com um descarte",
                         "player {seat} has already said “bati” this turn, and the cards shown "
                         "do not go out: they cannot be rearranged; the turn ends with a "
                         "discard"),
    "round.no_bater10": ("estas regras não permitem bater com 10: indique a carta a descartar",
                         "these rules do not allow going out with 10: name the card to discard"),
    "round.bad_source": ("origem desconhecida {source}: use 'monte' ou 'lixeira'",
                         "unknown source {source}: use 'monte' or 'lixeira'"),
    "round.lixeira_empty": ("a lixeira está vazia: compre do monte",
                            "the lixeira is empty: draw from the monte"),
    "round.burned_announce": ("o jogador {seat} se queimou e não pode mais anunciar nesta rodada",
                              "player {seat} se queimou and may not announce again this round"),
    "round.announced_already": ("o jogador {seat} já anunciou que está na boa",
                                "player {seat} has already announced na boa"),
    "round.announce_with_9": ("anuncie na boa com 9 cartas na mão, antes de comprar ou depois "
                              "de descartar",
                              "announce na boa holding 9 cards, before drawing or after "
                              "discarding"),
    "round.not_na_boa": ("o jogador {seat} não está na boa: nenhuma carta o faria bater; só "
                         "anuncie com uma mão a uma carta de bater",
                         "player {seat} is not na boa: no card would let them go out; announce "
                         "only with a hand one card from going out"),
    "round.burned_furar": ("o jogador {seat} se queimou: não pode mais furar a fila nesta "
                           "rodada",
                           "player {seat} se queimou: no more furar a fila this round"),
    "round.not_announced": ("só fura a fila quem anunciou que está na boa; o jogador {seat} não "
                            "anunciou",
                            "only a player who announced na boa may furar a fila; player {seat} "
                            "did not"),
    "round.furar_when": ("só se fura a fila logo após um descarte, antes de o próximo comprar",
                         "furar a fila is only possible right after a discard, before the next "
                         "player draws"),
    "round.furar_own_turn": ("é a sua vez: pegue o topo da lixeira normalmente (Draw 'lixeira')",
                             "it is your turn: take the lixeira top normally (Draw 'lixeira')"),
    "round.furar_own_discard": ("não se fura a fila para pegar o próprio descarte",
                                "one cannot furar a fila to take back one's own discard"),
    "round.no_correr": ("estas regras ({rules}) não permitem correr",
                        "these rules ({rules}) do not allow folding (correr)"),
    "round.correr_when": ("só se corre na primeira vez, antes de comprar",
                          "one may only fold (correr) on one's first turn, before drawing"),
    # rules that cannot be read or do not hold together
    "rule.bad_flag": ("regra {name}={value} inválida: use True ou False",
                      "rule {name}={value} is invalid: use True or False"),
    "rule.players_order": ("min_players={low} é maior que max_players={high}",
                           "min_players={low} is greater than max_players={high}"),
    "rule.jokers_need_curinga": ("com curinga='none' não há vira; jokers=True exige um modo "
                                 "de curinga",
                                 "with curinga='none' there is no vira; jokers=True needs a "
                                 "curinga mode"),
    "rule.not_dict": ("as regras devem ser um dicionário {{nome: valor}}, não {value}",
                      "the rules must be a dict {{name: value}}, not {value}"),
    "rule.not_json_text": ("esperava o texto JSON das regras, não {value}",
                           "expected the JSON text of the rules, not {value}"),
    "rule.bad_json": ("JSON de regras inválido: {error}", "invalid rules JSON: {error}"),
    "rule.json_not_object": ("o JSON de regras deve ser um objeto {{…}}",
                             "the rules JSON must be an object {{…}}"),
    "rule.bad_choice": ("regra {name}={value} desconhecida; valores possíveis: {options}",
                        "unknown value {name}={value}; possible values: {options}"),
    "rule.bad_text": ("regra {name}={value} inválida: use um texto de até {n} caracteres "
                      "visíveis",
                      "rule {name}={value} is invalid: use a text of at most {n} printable "
                      "characters"),
    "rule.bad_bool_text": ("regra {name}={value} inválida: use true ou false",
                           "rule {name}={value} is invalid: use true or false"),
    "rule.unknown": ("regra desconhecida {value}; regras: {names}",
                     "unknown rule {value}; rules: {names}"),
    "rule.unknown_preset": ("preset desconhecido {value}; presets: {names}",
                            "unknown preset {value}; presets: {names}"),
    "rule.no_explanation": ("regra {name}={value} sem explicação: valor inválido",
                            "rule {name}={value} has no explanation: invalid value"),
    # a rule given a whole number out of its range
    "rule.bad_int": ("regra {name}={value} inválida: use um número inteiro de {low} a {high}",
                     "rule {name}={value} is invalid: use a whole number from {low} to {high}"),
    "rule.bad_int_or_none": ("regra {name}={value} inválida: use um número inteiro de {low} a "
                             "{high} ou None",
                             "rule {name}={value} is invalid: use a whole number from {low} to "
                             "{high} or None"),
}
