"""The words of a room server's start and of its state directory (:mod:`cacheta_lab.room`): the
checks of what a server is given, the lock, a stored room that cannot be read back, a write the
disk refuses."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # what a server is given
    "room.bad_host": ("host={value} inválido: use um endereço desta máquina (127.0.0.1, 0.0.0.0 "
                      "ou um nome de até 253 caracteres)",
                      "host={value} is invalid: use an address of this machine (127.0.0.1, "
                      "0.0.0.0 or a name of at most 253 characters)"),
    "room.bad_unit": ("unit={value} inválido: use 'round' ou 'match'",
                      "unit={value} is invalid: use 'round' or 'match'"),
    "room.bad_rate": ("rate={value} inválido: use um número de mensagens por segundo acima de 0",
                      "rate={value} is invalid: use a number of frames a second above 0"),
    "room.bad_bot_seat": ("lugar de bot {value} inválido: use um número de 0 a {last}",
                          "bot seat {value} is invalid: use a number from 0 to {last}"),
    "room.cannot_listen": ("não foi possível escutar em {host}, porta {port}: {why}",
                           "cannot listen on {host}, port {port}: {why}"),
    # the state directory
    "room.state_busy": ("outro processo já serve a pasta de estado {path}: pare-o ou use outra "
                        "--state",
                        "another process serves the state directory {path}: stop it or use "
                        "another --state"),
    "room.state_table": ("a tabela {table} de {path} tem as colunas {found}, não {wanted}: "
                         "ela não foi escrita por esta versão; use outra --state",
                         "table {table} of {path} has the columns {found}, not {wanted}: it was "
                         "not written by this version; use another --state"),
    "room.stored_bad": ("a sala {room} de {path} não pode ser lida: {what}; mude essa pasta de "
                        "lugar (ou use outra --state) para abrir uma sala nova",
                        "room {room} in {path} cannot be read back: {what}; move that directory "
                        "away (or use another --state) to open a new room"),
    "room.stored.not_json": ("{field} não é JSON", "{field} is not JSON"),
    "room.stored.not_object": ("{field} não é um objeto JSON", "{field} is not a JSON object"),
    "room.stored.keys": ("{field} deveria ter os campos {wanted}, tem {found}",
                         "{field} should hold the fields {wanted}, it holds {found}"),
    "room.stored.value": ("{field} inválido: {value}", "{field} is invalid: {value}"),
    "room.stored.secret": ("{field} não é uma chave válida", "{field} is not a valid key"),
    "room.stored.no_game": ("falta o seu jogo {game}", "its game {game} is missing"),
    "room.stored.later": ("há jogos ou jogadas depois do seu jogo atual ({game})",
                          "it holds games or moves after its current game ({game})"),
    "room.stored.game": ("jogo {game}: {why}", "game {game}: {why}"),
    "room.stored.kind": ("tipo {value}, nem round nem match",
                         "kind {value}, neither round nor match"),
    "room.stored.seats": ("não é dos {players} jogadores da sala",
                          "not set up for the room's {players} players"),
    "room.stored.seq": ("as jogadas não estão numeradas 1, 2, 3…",
                        "its moves are not numbered 1, 2, 3…"),
    "room.stored.move": ("jogada {seq}: {why}", "move {seq}: {why}"),
    "room.stored.snapshot": ("a rodada refeita com as jogadas difere da gravada",
                             "the round replayed from its moves differs from the one written"),
    "room.stored.broken": ("erro inesperado ao lê-la ({error})",
                           "an unexpected error reading it ({error})"),
    "room.log_unreadable": ("o registro do jogo {game} não pode ser lido da pasta de estado: "
                            "{what}",
                            "the log of game {game} cannot be read from the state directory: "
                            "{what}"),
    # writes the disk refuses
    "room.not_written": ("não foi possível gravar na pasta de estado ({why})",
                         "cannot write to the state directory ({why})"),
    "room.not_saved": ("não foi possível gravar isto na pasta de estado ({why}): nada mudou",
                       "this could not be written to the state directory ({why}): nothing "
                       "changed"),
    "room.write_failing": ("{why}: as jogadas esperam, ninguém as vê antes de gravadas; "
                           "tentando de novo a cada segundo",
                           "{why}: the moves wait, nobody sees them before they are written; "
                           "trying again every second"),
    "room.disk_full": ("a pasta de estado não aceita mais gravações ({why}): a sala não aceita "
                       "jogadas até conseguir gravar as que esperam; esta não foi feita e o "
                       "professor foi avisado",
                       "the state directory takes no more writes ({why}): the room takes no "
                       "moves until it can write the ones waiting; this one was not played and "
                       "the host has been told"),
    "room.disk_full_host": ("a pasta de estado não aceita mais gravações ({why}): a sala não "
                            "aceita jogadas (nem dos bots) até haver espaço no disco; as jogadas "
                            "já feitas esperam e serão gravadas",
                            "the state directory takes no more writes ({why}): the room takes "
                            "no moves (bots' included) until there is room on the disk; the "
                            "moves already played wait and will be written"),
    "room.write_back": ("as jogadas voltaram a ser gravadas na pasta de estado",
                        "the moves are written to the state directory again"),
    "room.unsaved.one": ("{n} jogada de {rooms} não pôde ser gravada ({why}) e se perdeu",
                         "{n} move of {rooms} could not be written ({why}) and is lost"),
    "room.unsaved.many": ("{n} jogadas de {rooms} não puderam ser gravadas ({why}) e se perderam",
                          "{n} moves of {rooms} could not be written ({why}) and are lost"),
}
