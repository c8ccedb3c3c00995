"""The words of a class race of puzzles in a room (:mod:`cacheta_lab.room.race`): its bad
settings, a seat's refused answers, the stored race that cannot be read back, the CSV's
columns and the pages' words."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the teacher's settings
    "room_race.count": ("uma corrida tem de 1 a {most} puzzles, não {value}",
                        "a race has 1 to {most} puzzles, not {value}"),
    "room_race.seconds": ("o tempo de cada puzzle vai de {low} a {high} segundos, não {value}",
                          "the time for each puzzle is {low} to {high} seconds, not {value}"),
    "room_race.pause": ("a pausa entre puzzles vai de {low} a {high} segundos (ou null: "
                        "espera o próximo do professor), não {value}",
                        "the pause between puzzles is {low} to {high} seconds (or null: wait "
                        "for the teacher's next), not {value}"),
    "room_race.preset": ("preset desconhecido {value}; presets: {presets}",
                         "unknown preset {value}; presets: {presets}"),
    "room_race.theme": ("tema desconhecido {value}; temas: {themes}",
                        "unknown theme {value}; themes: {themes}"),
    "room_race.band": ("a faixa de rating é [mínimo, máximo], números inteiros de {low} a "
                       "{high}, não {value}",
                       "the rating band is [lowest, highest], whole numbers from {low} to "
                       "{high}, not {value}"),
    "room_race.band_upside_down": ("a faixa de rating {value} está de cabeça para baixo: o "
                                   "mínimo vem primeiro ({low} ≤ {high})",
                                   "the rating band {value} is upside down: the lowest comes "
                                   "first ({low} ≤ {high})"),
    "room_race.none_left": ("nenhum puzzle do preset {preset}{filters}: mude o tema ou a "
                            "faixa de rating",
                            "no puzzle of preset {preset}{filters}: change the theme or the "
                            "rating band"),
    "room_race.too_few": ("só {n} puzzles do preset {preset}{filters}: peça no máximo {n}",
                          "only {n} puzzles of preset {preset}{filters}: ask for at most {n}"),
    "room_race.filter_theme": (" com o tema {theme}", " with the theme {theme}"),
    "room_race.filter_band": (" com rating de {low} a {high}", " rated {low} to {high}"),
    "room_race.unknown_field": ("campo desconhecido {value} numa corrida; campos: {fields}",
                                "unknown field {value} in a race; fields: {fields}"),
    # the race's course
    "room_race.busy": ("uma corrida já está em andamento aqui (puzzle {n} de {count}): "
                       "encerre-a com race_stop antes de começar outra",
                       "a race is already on here (puzzle {n} of {count}): end it with "
                       "race_stop before starting another"),
    "room_race.none": ("nenhuma corrida em andamento aqui: comece uma com race_start",
                       "no race is on here: start one with race_start"),
    "room_race.no_results": ("nenhuma corrida aqui ainda: não há resultados para baixar",
                             "no race here yet: there are no results to download"),
    "room_race.not_revealed": ("o puzzle {n} ainda está valendo: espere o tempo acabar ou "
                               "todos responderem, ou revele-o já com race_reveal",
                               "puzzle {n} is still being answered: wait for the time to run "
                               "out or for everyone to answer, or reveal it now with "
                               "race_reveal"),
    "room_race.no_question_host": ("nenhum puzzle valendo agora: nada a revelar",
                                   "no puzzle is being answered now: nothing to reveal"),
    "room_race.class_race": ("a turma está numa corrida: só o link do professor da turma a "
                             "comanda",
                             "the class is in a race: only the class's teacher link runs it"),
    # a seat's answer
    "room_race.no_question": ("nenhum puzzle valendo agora: sua resposta não foi contada",
                              "no puzzle is being answered now: your answer was not counted"),
    "room_race.old_puzzle": ("esta resposta é do puzzle {given}, mas o puzzle agora é o "
                             "{n}: não foi contada",
                             "this answer is for puzzle {given}, but the puzzle now is number "
                             "{n}: it was not counted"),
    "room_race.twice": ("você já respondeu o puzzle {n}: vale só a primeira resposta",
                        "you already answered puzzle {n}: only the first answer counts"),
    "room_race.too_late": ("o tempo do puzzle {n} acabou: sua resposta não foi contada",
                           "the time for puzzle {n} is up: your answer was not counted"),
    "room_race.bot_seat": ("um bot ocupa este lugar: bots não respondem na corrida",
                           "a bot holds this seat: bots do not answer in the race"),
    "room_race.no_pass": ("neste puzzle é a sua vez: passar não é uma resposta; jogue um "
                          "lance",
                          "in this puzzle it is your turn: passing is no answer; play a move"),
    "room_race.illegal": ("{move} não é um lance desta posição: {why}",
                          "{move} is not a move of this position: {why}"),
    "room_race.bad_answer": ("uma resposta é {{\"type\": \"answer\", \"puzzle\": N, \"move\": "
                             "lance ou null}}: {why}",
                             "an answer is {{\"type\": \"answer\", \"puzzle\": N, \"move\": "
                             "move or null}}: {why}"),
    "room_race.bad_name": ("um nome tem de 1 a {most} caracteres visíveis, não {value}",
                           "a name has 1 to {most} visible characters, not {value}"),
    # words shown
    "room_race.seat_name": ("mesa {table}, jogador {seat}", "table {table}, player {seat}"),
    "room_race.phase.question": ("Puzzle {n} de {count}", "Puzzle {n} of {count}"),
    "room_race.phase.reveal": ("Respostas do puzzle {n} de {count}",
                               "Answers to puzzle {n} of {count}"),
    "room_race.phase.over": ("Corrida encerrada", "Race over"),
    "room_race.phase.stopped": ("Corrida interrompida pelo professor",
                                "Race stopped by the teacher"),
    "room_race.left": ("{n} s", "{n} s"),
    "room_race.answered": ("{n} de {of} responderam", "{n} of {of} answered"),
    "room_race.your_answer": ("sua resposta: {move}", "your answer: {move}"),
    "room_race.waiting": ("resposta enviada; a contagem aparece quando o tempo acabar ou todos "
                          "responderem",
                          "answer sent; the counts appear when the time is up or everyone has "
                          "answered"),
    "room_race.right": ("certo", "right"),
    "room_race.wrong": ("errado", "wrong"),
    "room_race.no_answer": ("sem resposta", "no answer"),
    "room_race.other": ("outro lance", "another move"),
    "room_race.standings": ("Classificação", "Standings"),
    "room_race.points": ("{n} pts · {s} s", "{n} pts · {s} s"),
    "room_race.answer_is": ("Resposta: {move}", "Answer: {move}"),
    "room_race.next_auto": ("próximo puzzle em {n} s", "next puzzle in {n} s"),
    "room_race.next_teacher": ("o próximo puzzle vem quando o professor pedir",
                               "the next puzzle comes when the teacher asks for it"),
    "level.in_puzzle": ("do puzzle", "the puzzle's"),
    "room_race.close": ("fechar a corrida nesta tela", "close the race on this screen"),
    "room_race.bots_note": ("bots não respondem", "bots do not answer"),
    # the CSV
    "room_race.csv.answers": ("corrida,número,puzzle,jogador,mesa,lugar,resposta,certo,segundos",
                              "race,number,puzzle,player,table,seat,answer,right,seconds"),
    "room_race.csv.standings": ("corrida,posição,jogador,mesa,lugar,pontos,segundos,respondidos",
                                "race,place,player,table,seat,points,seconds,answered"),
    "room_race.csv.yes": ("sim", "yes"),
    "room_race.csv.no": ("não", "no"),
    # a client's checks of a race's frames
    "room_race.how.whole": ("use um número inteiro de {low} a {high}",
                            "use a whole number from {low} to {high}"),
    "room_race.how.null_before_reveal": ("use null enquanto o puzzle está valendo (nada da "
                                         "revelação antes dela)",
                                         "use null while the puzzle is being answered (nothing "
                                         "of the reveal before it)"),
    # the stored race
    "room_race.stored_bad": ("a corrida guardada em {path} não pode ser lida: {what}; mude essa "
                             "pasta de lugar (ou use outra --state)",
                             "the race stored in {path} cannot be read back: {what}; move that "
                             "directory away (or use another --state)"),
}
