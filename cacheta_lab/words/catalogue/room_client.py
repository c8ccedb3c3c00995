"""The words of a room's client (:mod:`cacheta_lab.room.client`, ``cacheta-lab room play``): a
link it cannot use, a server that breaks the protocol, a game that does not move, a transcript
it cannot write."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # a link checked before any connection ({why}: one of the room_client.link_why texts)
    "room_client.link": ("link inválido ({why}): use o link que a sala imprimiu, "
                         "http://HOST:PORTA/r/SALA/{path}?key=…",
                         "invalid link ({why}): use the link the room printed, "
                         "http://HOST:PORT/r/ROOM/{path}?key=…"),
    "room_client.link_why.text": ("não é um texto de até {n} caracteres ASCII visíveis",
                                  "not a text of at most {n} visible ASCII characters"),
    "room_client.link_why.scheme": ("comece com http://, https://, ws:// ou wss://",
                                    "start it with http://, https://, ws:// or wss://"),
    "room_client.link_why.host": ("o endereço {host} não é um nome de máquina nem um IP",
                                  "the host {host} is neither a host name nor an IP address"),
    "room_client.link_why.port": ("a porta {port} não vai de 1 a 65535",
                                  "port {port} is not from 1 to 65535"),
    "room_client.link_why.path": ("{path} não é o caminho de uma sala",
                                  "{path} is not a room's path"),
    "room_client.link_why.role": ("é um link de {role}", "it is a {role} link"),
    # a frame that breaks the protocol (docs/room.md, Frames): the server's fault
    "room_client.broken": ("o servidor da sala quebrou o protocolo ({frame}): {why}",
                           "the room's server broke the protocol ({frame}): {why}"),
    "room_client.not_json": ("a mensagem não é JSON: {value}",
                             "the message is not JSON: {value}"),
    "room_client.not_object": ("a mensagem não é um objeto JSON com um \"type\": {value}",
                               "the message is not a JSON object with a \"type\": {value}"),
    "room_client.before_welcome": ("chegou antes do welcome", "it came before the welcome"),
    "room_client.field": ("{what}={value}; {how}", "{what}={value}; {how}"),
    "room_client.how.protocol": ("este cliente fala o protocolo {n}",
                                 "this client speaks protocol {n}"),
    "room_client.how.link": ("o link é {path}", "the link is {path}"),
    "room_client.how.text": ("use um texto de até {n} caracteres",
                             "use a text of at most {n} characters"),
    "room_client.how.one_of": ("use um de {values}", "use one of {values}"),
    "room_client.how.list": ("use uma lista de até {n} itens", "use a list of at most {n} items"),
    "room_client.how.bool": ("use true ou false", "use true or false"),
    "room_client.how.object": ("use um objeto JSON", "use a JSON object"),
    "room_client.how.null": ("use null (só um lugar tem mão e jogadas)",
                             "use null (only a seat has a hand and moves)"),
    "room_client.how.same": ("difere de {other}", "differs from {other}"),
    "room_client.how.seat_move": ("uma jogada do jogador {seat}", "a move of player {seat}"),
    "room_client.how.seconds": ("use null ou um número de segundos de 0 a 86400",
                                "use null or a number of seconds from 0 to 86400"),
    "room_client.how.id": ("use null, um número ou um texto curto",
                           "use null, a number or a short text"),
    # the door answered HTTP 503 with words that are not its own (another version, a proxy)
    "room_client.busy": ("o servidor da sala não aceita esta conexão agora (HTTP 503): tente "
                         "de novo em instantes",
                         "the room's server takes no connection on this link now (HTTP 503): "
                         "try again in a moment"),
    # the headless client gives up
    "room_client.idle": ("o jogo não andou por {n} segundos: desisto",
                         "the game did not move for {n} seconds: giving up"),
    "room_client.replaced": ("o link deste lugar foi aberto em outro lugar, que ficou com o "
                             "lugar: aqui, parei",
                             "this seat's link was opened elsewhere, which now holds the seat: "
                             "stopped here"),
    "room_client.transcript": ("não foi possível gravar {path}: {error}",
                               "could not write {path}: {error}"),
}
