"""The words of a room (:mod:`cacheta_lab.room`): its refusals, its status lines and the
projector's page."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # a link refused at the door (HTTP 403 / 404)
    "room.bad_key": ("link recusado: a chave falta ou não é a deste lugar",
                     "link refused: the key is missing or is not this place's key"),
    "room.no_room": ("link recusado: não há esta sala neste servidor",
                     "link refused: there is no such room on this server"),
    "room.no_path": ("endereço desconhecido: use um link da sala (/r/SALA/seat/N, host, watch)",
                     "unknown address: use a room link (/r/ROOM/seat/N, host, watch)"),
    # a link turned away at the door (HTTP 503)
    "room.link_full": ("este link já tem {n} conexões abertas: feche uma ou tente de novo "
                       "em instantes",
                       "this link already has {n} open connections: close one or try again "
                       "in a moment"),
    "room.server_full": ("o servidor não aceita mais conexões agora: tente de novo em instantes",
                         "the server takes no more connections now: try again in a moment"),
    # error frames
    "room.bad_json": ("mensagem inválida: esperava um objeto JSON {{\"type\": …}}",
                      "invalid message: expected a JSON object {{\"type\": …}}"),
    "room.binary": ("mensagem binária recusada: a sala só aceita texto (um objeto JSON)",
                    "binary message refused: the room takes text only (a JSON object)"),
    "room.bad_frame": ("mensagem inválida: {what}", "invalid message: {what}"),
    "room.bad_id": ("mensagem inválida: o id é um número inteiro ou um texto de até {n} "
                    "caracteres",
                    "invalid message: the id is a whole number or a text of at most {n} "
                    "characters"),
    "room.unknown_type": ("tipo de mensagem desconhecido {value}; tipos: {types}",
                          "unknown message type {value}; types: {types}"),
    "room.too_big": ("mensagem grande demais: no máximo {n} caracteres",
                     "message too large: at most {n} characters"),
    "room.rate_limited": ("mensagens demais: no máximo {n} por segundo; esta foi ignorada",
                          "too many messages: at most {n} a second; this one was ignored"),
    "room.watch_only": ("o link de assistir só mostra a mesa: não joga nem comanda",
                        "the watch link only shows the table: it neither plays nor commands"),
    "room.host_only": ("só o link do professor (host) comanda a sala",
                       "only the host link commands the room"),
    "room.seat_only": ("só o link de um lugar faz jogadas", "only a seat's link makes moves"),
    "room.not_your_seat": ("este link é do jogador {seat}: não joga pelo jogador {other}",
                           "this link is player {seat}'s: it cannot play for player {other}"),
    "room.bot_seat": ("um bot joga este lugar agora; o professor pode devolvê-lo",
                      "a bot plays this seat now; the host can give it back"),
    "room.paused": ("a sala está pausada: espere o professor continuar",
                    "the room is paused: wait for the host to resume"),
    "room.round_end": ("esta rodada acabou: espere a próxima ser dada",
                       "this round is over: wait for the next one to be dealt"),
    "room.no_round_end": ("não há fim de rodada à mostra: \"deal\" dá a próxima rodada de uma "
                          "partida depois que uma rodada acaba",
                          "no round's end is shown: \"deal\" deals a match's next round once "
                          "a round has ended"),
    "room.bad_action": ("ação desconhecida {value}; ações: {actions}",
                        "unknown action {value}; actions: {actions}"),
    "room.not_paused": ("passo a passo só com a sala pausada",
                        "step only while the room is paused"),
    "room.person_to_move": ("é a vez de uma pessoa (jogador {seat}), não de um bot",
                            "a person is to move (player {seat}), not a bot"),
    "room.nothing_to_step": ("não há jogada de bot a fazer", "there is no bot move to make"),
    "room.game_on": ("a partida ainda está em andamento: envie \"force\": true para recomeçar",
                     "the game is still being played: send \"force\": true to start again"),
    "room.no_game": ("não há partida {value} nesta sala (partidas: 0 a {last})",
                     "there is no game {value} in this room (games: 0 to {last})"),
    "room.bad_seat": ("lugar {value} inválido: use 0 a {last}",
                      "seat {value} is invalid: use 0 to {last}"),
    "room.not_a_bot": ("o jogador {seat} já é de uma pessoa",
                       "player {seat} is a person's already"),
    "room.replaced": ("este link foi aberto em outro lugar: esta conexão foi encerrada",
                      "this link was opened elsewhere: this connection was closed"),
    # status lines (the table's "status")
    "room.status_draw": ("vez do jogador {seat}: monte ou lixeira", "player {seat}'s turn: draw"),
    "room.status_discard": ("vez do jogador {seat}: descartar ou bater",
                            "player {seat}'s turn: discard or bater"),
    "room.status_over": ("fim da partida", "the game is over"),
    "room.status_round_end": ("fim da rodada {n}: a próxima vem em seguida",
                              "round {n} is over: the next one follows"),
    "room.status_round_end_host": ("fim da rodada {n}: o professor dá a próxima",
                                   "round {n} is over: the host deals the next one"),
    "room.status_paused": ("pausada pelo professor", "paused by the host"),
    "room.status_revealed": ("mãos abertas para a discussão", "hands open for the discussion"),
    # pages served over plain HTTP
    "room.page_title": ("Sala de Cacheta", "Cacheta room"),
    "room.seat_page": ("Este é o link de um lugar da sala. Abra-o num notebook com "
                       "GameTable(room=\"{url}\") ou jogue com um bot: "
                       "cacheta-lab room play \"{url}\"",
                       "This is a seat's link. Open it in a notebook with "
                       "GameTable(room=\"{url}\") or play it with a bot: "
                       "cacheta-lab room play \"{url}\""),
    "room.host_page": ("Este é o link do professor. Use-o num notebook "
                       "(GameTable(room=\"{url}\")) ou baixe o registro da partida: {log}",
                       "This is the host link. Use it in a notebook "
                       "(GameTable(room=\"{url}\")) or download the game log: {log}"),
    "room.turn": ("Vez", "To play"),
    "room.last_moves": ("Últimas jogadas", "Last moves"),
    "room.connected": ("conectado", "connected"),
    "room.away": ("ausente", "away"),
    "room.bot": ("bot {level}", "bot {level}"),
    "room.offline": ("sem conexão com a sala: tentando de novo…",
                     "no connection to the room: trying again…"),
    "room.winner": ("Vencedor: jogador {seat}", "Winner: player {seat}"),
    "room.drawn": ("Empate", "Drawn"),
    "room.won": ("venceu", "won"),
    "room.curingas": ("curingas: {cards}", "curingas: {cards}"),
    # the headless client
    "room.gave_up": ("a sala não respondeu por {n} segundos: desisto",
                     "the room did not answer for {n} seconds: giving up"),
    # the server and its store
    "room.too_many_bots": ("bots demais: {bots} para {seats} lugares",
                           "too many bots: {bots} for {seats} seats"),
    "room.state_dir": ("não foi possível usar a pasta de estado {path}: {why}",
                       "cannot use the state directory {path}: {why}"),
}
