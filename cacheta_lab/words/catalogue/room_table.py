"""The words of a room seen from a notebook (:mod:`cacheta_lab.tables.room`): its links and the
game table joined to it. The server's own words are in
:mod:`cacheta_lab.words.catalogue.room`.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the links
    "room_table.links_title": ("Links da sala", "The room's links"),
    "room_table.watch": ("Projetor (assistir)", "Projector (watch)"),
    "room_table.watch_hint": ("só a mesa pública: pode ser mostrado a todos",
                              "the public table only: it may be shown to everyone"),
    "room_table.host": ("Professor (anfitrião)", "Teacher (host)"),
    "room_table.host_hint": ("pausar, revelar, pôr um bot num lugar, nova rodada: guarde só "
                             "para você",
                             "pause, reveal, put a bot in a seat, next round: keep it to "
                             "yourself"),
    "room_table.seat": ("Lugar {n}", "Seat {n}"),
    "room_table.seat_hint": ("entregue só a quem joga neste lugar",
                             "give it only to the player of this seat"),
    "room_table.qr": ("Código QR de {what}", "QR code of {what}"),
    # the table joined to a room
    "room_table.watching": ("Assistindo à sala (só o que é público)",
                            "Watching the room (public information only)"),
    "room_table.hosting": ("Professor da sala", "The room's teacher (host)"),
    "room_table.pause": ("Pausar", "Pause"),
    "room_table.resume": ("Continuar", "Resume"),
    "room_table.step": ("Um passo", "One step"),
    "room_table.reveal": ("Revelar as mãos", "Reveal the hands"),
    "room_table.hide": ("Esconder as mãos", "Hide the hands"),
    "room_table.bot_seat": ("Bot no lugar {n}", "Bot in seat {n}"),
    "room_table.next_round": ("Próxima rodada", "Next round"),
    "room_table.new_match": ("Nova partida", "New match"),
    "room_table.download": ("Baixar o registro", "Download the log"),
    "room_table.host_actions": ("Ações do professor", "The teacher's actions"),
    "level.human": ("pessoa", "person"),
    "level.human_away": ("pessoa, ausente", "person, away"),
    "room_table.no_moves": ("nenhuma jogada ainda", "no move yet"),
    # what a table joined to a room tells its reader
    "room_table.replaced": ("O link deste lugar foi aberto em outro lugar, que agora joga por "
                            "ele: esta mesa não joga mais",
                            "This seat's link was opened elsewhere, which now plays it: this "
                            "table plays no more"),
    "room_table.replaced_status": ("Esta mesa não joga mais o lugar {n}: o link dele foi "
                                   "aberto em outro lugar",
                                   "This table no longer plays seat {n}: its link was opened "
                                   "elsewhere"),
    "room_table.take_seat": ("Retomar o lugar aqui", "Take the seat back here"),
    "room_table.paused_your_turn": ("Pausado pelo professor: a vez é sua quando ele continuar",
                                    "Paused by the host: your turn when play resumes"),
    "room_table.bot_holds_you": ("Um bot ({level}) joga o seu lugar agora: o professor o pôs "
                                 "aí e pode devolvê-lo",
                                 "A bot ({level}) plays your seat now: the teacher put it "
                                 "there, and can give it back"),
    "room_table.unsent": ("Sem conexão com a sala: a sua jogada será enviada quando ela voltar",
                          "No connection to the room: your move will be sent when the room is "
                          "back"),
    "room_table.unsent_dropped": ("A sala voltou e o jogo andou: a sua jogada não foi enviada",
                                  "The room is back and the game moved on: your move was not "
                                  "sent"),
    "room_table.game_on": ("uma rodada está em andamento: confirme na mesa, ou "
                           "{call}(force=True) a encerra",
                           "a round is being played: confirm on the table, or "
                           "{call}(force=True) ends it"),
    "room_table.ask_next_round": ("Encerrar a rodada em andamento e dar uma nova?",
                                  "End the round being played and deal a new one?"),
    "room_table.ask_new_match": ("Encerrar o jogo em andamento e começar uma partida nova?",
                                 "End the game being played and start a new match?"),
    "room_table.ask_yes": ("Sim, encerrar", "Yes, end it"),
    "room_table.ask_no": ("Não, continuar", "No, go on"),
    # what the teacher's table marks on each seat
    "room_table.taken_over.one": ("link aberto em outro lugar {n} vez",
                                  "link opened elsewhere {n} time"),
    "room_table.taken_over.many": ("link aberto em outro lugar {n} vezes",
                                   "link opened elsewhere {n} times"),
    "room_table.refused": ("última jogada recusada: {why}", "last move refused: {why}"),
    "room_table.why.paused": ("sala pausada", "the room was paused"),
    "room_table.why.bot_seat": ("um bot tinha o lugar", "a bot held the seat"),
    "room_table.why.illegal_move": ("jogada que as regras não permitem",
                                    "a move the rules do not allow"),
    "room_table.why.not_saved": ("o disco não grava", "the disk takes no writes"),
    "room_table.why.round_end": ("a rodada tinha acabado", "the round was over"),
    "room_table.why.other": ("mensagem recusada ({code})", "message refused ({code})"),
    "room_table.no_server": (
        "Este Python roda no navegador (JupyterLite) e não pode abrir uma sala: o servidor "
        "(`cacheta-lab room serve`) roda num computador; daqui, entre na sala com "
        "GameTable(room=LINK)",
        "This Python runs in the browser (JupyterLite) and cannot open a room: its server "
        "(`cacheta-lab room serve`) runs on a computer; from here, join the room with "
        "GameTable(room=LINK)"),
    "room_table.connecting": ("Conectando à sala…", "Connecting to the room…"),
    "room_table.needs_wss": (
        "Esta página foi aberta por https e o navegador só deixa ela abrir links wss://: peça "
        "um link wss:// da sala (o servidor atrás de um proxy com TLS) ou abra o site por "
        "http://",
        "This page was opened over https and the browser lets it open only wss:// links: ask "
        "for a wss:// link to the room (its server behind a TLS proxy) or open the site over "
        "http://"),
    "room_table.no_wait": (
        "{name}: no JupyterLite a mesa não espera pela sala dentro de uma célula (as respostas "
        "chegam quando a célula termina); jogue pela mesa, com cliques ou teclas",
        "{name}: in JupyterLite the table does not wait for the room inside a cell (the "
        "answers come once the cell has run); play on the table, with clicks or keys"),
    "room_table.settled": ("{names}: numa sala, quem decide é a sala (o professor ao abri-la; "
                           "o lugar vem do link); use só GameTable(room=LINK, lang=…, coach=…)",
                           "{names}: in a room the room decides (the teacher opening it; the "
                           "seat comes from the link); use only GameTable(room=LINK, lang=…, "
                           "coach=…)"),
    "room_table.unreachable": ("Nenhuma sala respondeu em {url}: o servidor está rodando?",
                               "No room answered at {url}: is its server running?"),
    # a room's links in a notebook
    "room_table.bad_link": ("link da sala {value}: esperava um texto como ws://127.0.0.1:8765/… "
                            "(o que `cacheta-lab room serve` mostra)",
                            "room link {value}: expected text such as ws://127.0.0.1:8765/… "
                            "(what `cacheta-lab room serve` prints)"),
    "room_table.malformed_link": (
        "link da sala {value} mal formado: use o link inteiro, começando com ws://, wss://, "
        "http:// ou https://, com o endereço e a porta",
        "room link {value} is malformed: give the whole link, starting with ws://, wss://, "
        "http:// or https://, with the address and port"),
    "room_table.bad_links": (
        "links da sala: esperava {{\"watch\": …, \"host\": …, \"seats\": […]}}, a primeira "
        "linha de `cacheta-lab room serve`",
        "room links: expected {{\"watch\": …, \"host\": …, \"seats\": […]}}, the first line "
        "of `cacheta-lab room serve`"),
}

# texts sent to the front end as they are (view.room.text)
FRONT_END: dict[str, str] = {
    "pause": "room_table.pause",
    "resume": "room_table.resume",
    "step": "room_table.step",
    "reveal": "room_table.reveal",
    "hide": "room_table.hide",
    "next_round": "room_table.next_round",
    "new_match": "room_table.new_match",
    "download": "room_table.download",
    "actions": "room_table.host_actions",
    "take_seat": "room_table.take_seat",
}

# the question before a host action that ends a game being played (view.room.ask)
ASK: dict[str, str] = {
    "next_round": "room_table.ask_next_round",
    "new_match": "room_table.ask_new_match",
    "yes": "room_table.ask_yes",
    "no": "room_table.ask_no",
}

# why a seat's last move was refused, by the server's code (the teacher's marks)
WHY = ("paused", "bot_seat", "illegal_move", "not_saved", "round_end")
