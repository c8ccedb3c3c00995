"""The words of a teacher's class of several tables (:mod:`cacheta_lab.room.classroom`): its
refusals, its state directory, the teacher's page and the class's projector page."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the state directory: a class, or rooms
    "room_class.holds_class": ("a pasta de estado {path} guarda uma turma de {n} mesas: sirva-a "
                               "com cacheta-lab room class, ou use outra --state",
                               "the state directory {path} holds a class of {n} tables: serve "
                               "it with cacheta-lab room class, or use another --state"),
    "room_class.holds_rooms.one": ("a pasta de estado {path} guarda {n} sala, não uma turma: "
                                   "sirva-a com cacheta-lab room serve, ou use outra --state para "
                                   "a turma",
                                   "the state directory {path} holds {n} room, not a class: "
                                   "serve it with cacheta-lab room serve, or use another --state "
                                   "for the class"),
    "room_class.holds_rooms.many": ("a pasta de estado {path} guarda {n} salas, não uma turma: "
                                    "sirva-a com cacheta-lab room serve, ou use outra --state "
                                    "para a turma",
                                    "the state directory {path} holds {n} rooms, not a class: "
                                    "serve it with cacheta-lab room serve, or use another "
                                    "--state for the class"),
    "room_class.stored_bad": ("a turma guardada em {path} não pode ser lida: {what}; mude essa "
                              "pasta de lugar (ou use outra --state) para abrir uma turma nova",
                              "the class stored in {path} cannot be read back: {what}; move "
                              "that directory away (or use another --state) to open a new "
                              "class"),
    "room_class.stored.columns": ("a tabela de turmas tem as colunas {found}, não {wanted}",
                                  "its table of classes has the columns {found}, not {wanted}"),
    "room_class.stored.several": ("a pasta guarda {n} turmas; uma pasta guarda uma",
                               "the directory holds {n} classes; a directory holds one"),
    "room_class.stored.tables": ("a lista de mesas não é a das salas guardadas",
                                 "its list of tables is not the list of the rooms stored"),
    # what a class is given
    "room_class.people_bots": ("com people, bots são níveis para os lugares vazios de cada mesa, "
                               "não {{lugar: nível}}",
                               "with people, bots are levels for each table's empty seats, not "
                               "{{seat: level}}"),
    # a class host's frames
    "room_class.bad_tables": ("mensagem inválida: tables é uma lista de mesas de 1 a {last}, "
                              "sem repetir",
                              "invalid message: tables is a list of tables from 1 to {last}, "
                              "none twice"),
    "room_class.one_table": ("{action} se faz numa mesa de cada vez: envie \"tables\": [N]",
                             "{action} is done at one table at a time: send \"tables\": [N]"),
    "room_class.table_playing": ("ainda se joga na mesa {tables}: peça de novo com force "
                                 "para encerrar essa partida e dar as cartas",
                                 "table {tables} is still playing: ask again with force to "
                                 "end that game and deal"),
    "room_class.tables_playing": ("ainda se joga nas mesas {tables}: peça de novo com force "
                                  "para encerrar essas partidas e dar as cartas",
                                  "tables {tables} are still playing: ask again with force to "
                                  "end those games and deal"),
    "room_class.at_table": ("mesa {n}: {why}", "table {n}: {why}"),
    # the pages
    "room_class.title": ("Turma de Cacheta", "Cacheta class"),
    "room_class.host_title": ("Turma de Cacheta: página do professor",
                              "Cacheta class: the teacher's page"),
    "room_class.tables.one": ("{n} mesa", "{n} table"),
    "room_class.tables.many": ("{n} mesas", "{n} tables"),
    "room_class.table": ("Mesa {n}", "Table {n}"),
    "room_class.table_col": ("Mesa", "Table"),
    "room_class.host_intro": ("Entregue a cada aluno o link ou o código QR do seu lugar: ele o "
                              "abre num notebook, GameTable(room=LINK). Os botões de cima valem "
                              "para todas as mesas; cada mesa tem os seus.",
                              "Give each learner the link or the QR code of their seat: they "
                              "open it in a notebook, GameTable(room=LINK). The buttons at the "
                              "top act on every table; each table has its own."),
    "room_class.all_tables": ("Todas as mesas", "Every table"),
    "room_class.glance": ("As mesas agora", "The tables now"),
    "room_class.print_hint": ("Cada jogador abre o link do seu lugar num notebook, "
                              "GameTable(room=LINK), ou aponta a câmera do celular para o seu "
                              "código QR.",
                              "Each player opens their seat's link in a notebook, "
                              "GameTable(room=LINK), or points a phone's camera at its QR "
                              "code."),
    "room_class.pause_all": ("Pausar todas", "Pause all"),
    "room_class.resume_all": ("Continuar todas", "Resume all"),
    "room_class.next_all": ("Próxima rodada em todas", "Next round at every table"),
    "room_class.pause_table": ("Pausar a mesa {n}", "Pause table {n}"),
    "room_class.resume_table": ("Continuar a mesa {n}", "Resume table {n}"),
    "room_class.next_table": ("Próxima rodada na mesa {n}", "Next round at table {n}"),
    "room_class.print": ("Imprimir", "Print"),
    "room_class.print_as": ("Impressão", "Printing"),
    "room_class.print_pages": ("uma mesa por página", "one table a page"),
    "room_class.print_list": ("lista compacta", "compact list"),
    "room_class.confirm_title": ("Ainda se joga em algumas mesas",
                                 "Some tables are still playing"),
    "room_class.confirm_text": ("Ainda jogando: {tables}. Encerrar essas partidas e dar as "
                                "cartas em todas as mesas, ou só nas que terminaram?",
                                "Still playing: {tables}. End those games and deal at every "
                                "table, or only at the tables that finished?"),
    "room_class.deal_all": ("Encerrar e dar as cartas em todas", "End them and deal everywhere"),
    "room_class.deal_finished": ("Só nas que terminaram", "Only where they finished"),
    "room_class.cancel": ("Cancelar", "Cancel"),
    "room_class.none_finished": ("nenhuma mesa terminou ainda", "no table has finished yet"),
    "room_class.seat": ("Lugar", "Seat"),
    "room_class.taken": ("Lugares ocupados", "Seats taken"),
    "room_class.taken_of": ("{n} de {total}", "{n} of {total}"),
    "room_class.state": ("Situação", "State"),
    "room_class.link": ("Link", "Link"),
    "room_class.qr": ("Código QR", "QR code"),
    "room_class.qr_of": ("Código QR do jogador {seat}, mesa {n}",
                         "QR code of player {seat}, table {n}"),
    "room_class.projector": ("Projetor da turma (todas as mesas, só o que é público)",
                             "The class's projector (every table, public information only)"),
    "room_class.table_links": ("Links desta mesa num notebook", "This table's links in a notebook"),
    "room_class.table_watch": ("projetor da mesa", "the table's projector"),
    "room_class.table_host": ("professor da mesa", "the table's host"),
    "room_class.paused": ("pausada", "paused"),
    "room_class.playing": ("em jogo", "playing"),
    "room_class.finished": ("terminou", "finished"),
    "room_class.hands_open": ("mãos abertas", "hands open"),
    "room_class.round_of_match": ("rodada {n} da partida", "round {n} of the match"),
    "room_class.round": ("rodada {n}", "round {n}"),
    "room_class.to_play": ("joga agora", "to play"),
    "room_class.bot": ("bot", "bot"),
    "room_class.done": ("Feito.", "Done."),
    "room_class.live": ("ao vivo", "live"),
    "room_class.last": ("Última jogada", "Last move"),
    # a class in a notebook, as text
    "room_class.overview": ("Mesa {n}: {status}; {seats}", "Table {n}: {status}; {seats}"),
    "room_class.overview_seat": ("{who} {state}", "{who} {state}"),
}
