"""The words of a room seen from a notebook: its links (:mod:`cacheta_lab.room_links`) and the
game table joined to it (:mod:`cacheta_lab.room_table`).

A counted text has the keys ``<key>.one`` and ``<key>.many``.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the links
    "room.links_title": ("Links da sala", "The room's links"),
    "room.watch": ("Projetor (assistir)", "Projector (watch)"),
    "room.watch_hint": ("só a mesa pública: pode ser mostrado a todos",
                        "the public table only: it may be shown to everyone"),
    "room.host": ("Professor (anfitrião)", "Teacher (host)"),
    "room.host_hint": ("pausar, revelar, trocar um lugar por bot, nova rodada: guarde só para "
                       "você", "pause, reveal, put a bot in a seat, next round: keep it to "
                       "yourself"),
    "room.seat": ("Lugar {n}", "Seat {n}"),
    "room.seat_hint": ("entregue só a quem joga neste lugar",
                       "give it only to the player of this seat"),
    "room.qr": ("Código QR de {what}", "QR code of {what}"),
    # the table joined to a room
    "room.connecting": ("Conectando à sala…", "Connecting to the room…"),
    "room.away": ("Sem conexão com a sala: tentando de novo…",
                  "No connection to the room: trying again…"),
    "room.refused_link": ("A sala recusou este link: {why}", "The room refused this link: {why}"),
    "room.watching": ("Assistindo à sala (só o que é público)",
                      "Watching the room (public information only)"),
    "room.hosting": ("Anfitrião da sala", "Host of the room"),
    "room.paused": ("Jogo pausado pelo professor", "Game paused by the teacher"),
    "room.pause": ("Pausar", "Pause"),
    "room.resume": ("Continuar", "Resume"),
    "room.step": ("Um passo", "One step"),
    "room.reveal": ("Revelar as mãos", "Reveal the hands"),
    "room.hide": ("Esconder as mãos", "Hide the hands"),
    "room.bot_seat": ("Bot no lugar {n}", "Bot in seat {n}"),
    "room.next_round": ("Próxima rodada", "Next round"),
    "room.new_match": ("Nova partida", "New match"),
    "room.download": ("Baixar o registro", "Download the log"),
    "room.host_actions": ("Ações do professor", "The teacher's actions"),
    "level.human": ("pessoa", "person"),
    "room.no_sockets": (
        "Este Python roda no navegador (JupyterLite) e não abre conexões de rede: para jogar "
        "numa sala, use o JupyterLab ou o Notebook 7 num computador",
        "This Python runs in the browser (JupyterLite) and cannot open network connections: "
        "to play in a room, use JupyterLab or Notebook 7 on a computer"),
    "room.unreachable": ("Não foi possível chegar à sala em {url}: o servidor está rodando?",
                         "Could not reach the room at {url}: is its server running?"),
    "room.replaced": ("Este link foi aberto em outro lugar: a mesa passou para lá",
                      "This link was opened elsewhere: the table moved there"),
    "room.host_only": ("Só o link do professor (anfitrião) pode fazer isso",
                       "Only the teacher's (host) link can do that"),
    "room.empty_seat": ("lugar vazio", "empty seat"),
    "room.last_moves": ("Últimas jogadas", "Last moves"),
}

# texts sent to the front end as they are (view.room.text)
FRONT_END: dict[str, str] = {
    "pause": "room.pause",
    "resume": "room.resume",
    "step": "room.step",
    "reveal": "room.reveal",
    "hide": "room.hide",
    "next_round": "room.next_round",
    "new_match": "room.new_match",
    "download": "room.download",
    "actions": "room.host_actions",
    "paused": "room.paused",
}
