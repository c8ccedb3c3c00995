"""The words around the lessons' exercises (:mod:`cacheta_lab.exercises`): verdicts, the
solution box, prompts and the headings of the side-by-side tables.

The feedback sentences themselves are built from the engine's values where they are said.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the verdict that starts a feedback
    "exercise.ok": ("certo!", "right!"),
    "exercise.almost": ("quase:", "almost:"),
    "exercise.wrong": ("ainda não:", "not yet:"),
    # the solution, folded until clicked in a notebook
    "exercise.solution": ("Solução:", "Solution:"),
    "exercise.solution_fold": ("Solução (clique para abrir)", "Solution (click to open)"),
    # prompts
    "exercise.write": ("Escreva: ", "Write: "),
    "exercise.vira_note": ("vira (nos presets que têm vira)",
                           "vira (in the presets that turn one)"),
    "exercise.seen": ("vistas na lixeira:", "seen in the lixeira:"),
    "exercise.hand": ("Mão: ", "Hand: "),
    "exercise.next": ("depois:", "next:"),
    # the tables' headings
    "exercise.preset": ("preset", "preset"),
    "exercise.rule": ("regra", "rule"),
    "exercise.curingas": ("curingas", "wild cards"),
    "exercise.cards": ("cartas", "cards"),
    "exercise.verdict": ("veredito", "verdict"),
    "exercise.none": ("nenhum", "none"),
    # feedback shared by the kinds
    "exercise.not_held": ("você só tem {n} {card} na mão", "you hold only {n} {card}"),
    "exercise.not_in_hand": ("{card} não está na sua mão", "{card} is not in your hand"),
    "exercise.no_answer": ("nenhuma resposta (None): {how}", "no answer (None): {how}"),
    "exercise.not_understood": ("resposta {answer} não entendida: {how}",
                                "answer {answer} not understood: {how}"),
    "exercise.how": ('escreva a resposta como texto, por exemplo "7h 7c 7s", um número ou uma '
                     'lista',
                     'write the answer as text, e.g. "7h 7c 7s", a number or a list'),
    # notation
    "exercise.card_missing": ("falta: {name}", "missing: {name}"),
    "exercise.card_extra": ("não pedido: {code} ({symbol}, {name})",
                            "not asked for: {code} ({symbol}, {name})"),
    "exercise.cards_right": ("{right} de {n} cartas certas", "{right} of {n} cards right"),
    # which hands can exist
    "exercise.no_such_hand": ("não há mão {unknown}; as mãos são {hands}",
                              "there is no hand {unknown}; the hands are {hands}"),
    "exercise.can_exist": ("pode existir", "can exist"),
    "exercise.can_exist_too": ("{label} pode existir sim", "{label} can exist"),
    "exercise.cannot_exist": ("{label} não pode existir: {why}", "{label} cannot exist: {why}"),
    "exercise.cannot": ("não pode: {why}", "cannot: {why}"),
    "exercise.possible_hands": ("as mãos possíveis são {hands}", "the possible hands are {hands}"),
    "exercise.nothing": ("nenhuma", "none"),
    "exercise.right_of": ("{right} de {n} certas", "{right} of {n} right"),
    # which presets
    "exercise.preset_too": ("{preset} também: {why}", "{preset} too: {why}"),
    "exercise.preset_no": ("{preset} não: {why}", "{preset} no: {why}"),
    "exercise.no_preset": ("nenhum preset", "no preset"),
    "exercise.presets_right": ("{right} de {n} presets certos", "{right} of {n} presets right"),
    # which cards are wild
    "exercise.wild_are": ("curingas: {cards}", "wild cards: {cards}"),
    "exercise.wild_rank_not_wild": ("{card} tem o valor certo, mas não é curinga: {why}",
                                    "{card} has the right rank but is not wild: {why}"),
    "exercise.joker_not_wild": ("JK não é curinga aqui: {why}", "JK is not wild here: {why}"),
    "exercise.not_wild": ("{card} não é curinga: {why}", "{card} is not wild: {why}"),
    "exercise.wild_missed": ("faltou {card}: {why}", "{card} is missing: {why}"),
    "exercise.wild_right": ("{right} de {n} curingas", "{right} of {n} wild cards"),
    "exercise.wild_extra": (", {n} a mais", ", {n} extra"),
    # splitting a hand into melds
    "exercise.split.task": ("Divida a mão em jogos para bater.",
                            "Split the hand into melds to bater."),
    "exercise.split.how": ('escreva a resposta como uma lista de jogos: ["5h 6h 7h", "Kc Kd Ks", '
                           '…]',
                           'write the answer as a list of melds: ["5h 6h 7h", "Kc Kd Ks", …]'),
    "exercise.split.twice": ("esse {card} já está no {where}; cada carta fica num jogo só",
                             "that {card} is already in {where}; each card goes in one meld "
                             "only"),
    "exercise.split.invalid": ("o jogo {i} ({cards}) não vale: {why}",
                               "meld {i} ({cards}) is not valid: {why}"),
    "exercise.split.left_9": ("ficaram fora dos jogos: {cards}; toda carta da mão entra num jogo",
                              "left out of the melds: {cards}; every card of the hand goes in a "
                              "meld"),
    "exercise.split.left_10": ("ficaram fora dos jogos: {cards}; só uma carta pode ser "
                               "descartada",
                               "left out of the melds: {cards}; only one card can be discarded"),
    "exercise.split.meld": ("jogo {i}", "meld {i}"),
    "exercise.split.meld_named": ("jogo {i} ({label})", "meld {i} ({label})"),
    "exercise.split.done9": ("as 9 cartas formam jogos", "all 9 cards form melds"),
    "exercise.split.done10": ("bate com as 10 cartas, sem descarte",
                              "bate with all 10 cards, no discard"),
    "exercise.split.done": ("bate com 9, descartando {card}", "bate with 9, discarding {card}"),
    "exercise.split.exact": ("os jogos valem, mas no preset {p} é preciso {rule}; você fez {n}",
                             "the melds are valid, but preset {p} says {rule}; you made {n}"),
    "exercise.split.in_preset": ("no preset {p}: {rule}", "in preset {p}: {rule}"),
    "exercise.split.refused": ("o programa não aceita essa divisão para bater",
                               "the program does not accept this split as a way to bater"),
    "exercise.split.ways": ("(há {n} maneiras ao todo)", "({n} ways in all)"),
    # making one meld
    "exercise.meld.any": ("um jogo", "a meld"),
    "exercise.meld.trinca": ("uma trinca", "a trinca"),
    "exercise.meld.sequencia": ("uma sequência", "a sequência"),
    "exercise.meld.make": ("Monte {what}", "Make {what}"),
    "exercise.meld.of_size": (" de {n} cartas", " of {n} cards"),
    "exercise.meld.using": (" usando {cards}", " using {cards}"),
    "exercise.meld.kind": ("kind: use 'trinca' ou 'sequencia'",
                           "kind: use 'trinca' or 'sequencia'"),
    "exercise.meld.other_kind": ("isso é {label}, mas o exercício pede {what}",
                                 "that is a {label}, but the exercise asks for {what}"),
    "exercise.meld.use": ("falta usar {card}", "you still have to use {card}"),
    "exercise.meld.size": ("o jogo tem {n} cartas; pede-se {size}",
                           "the meld has {n} cards; {size} are asked for"),
    "exercise.meld.none": ("Nenhum jogo possível com essas cartas.",
                           "No meld can be made from these cards."),
    "exercise.meld.more": ("… e mais {n}", "… and {n} more"),
    "exercise.presets.question": ("question: use 'meld' ou 'bater'",
                                  "question: use 'meld' or 'bater'"),
    # the outs of a hand
    "exercise.outs.are": ("os outs são {cards}", "the outs are {cards}"),
    "exercise.outs.with": ("com {card}: {why}", "with {card}: {why}"),
    "exercise.outs.unmarked.one": ("faltou marcar {n} out", "{n} out not marked"),
    "exercise.outs.unmarked.many": ("faltou marcar {n} outs", "{n} outs not marked"),
    "exercise.outs.right": ("{right} de {n} outs", "{right} of {n} outs"),
    "exercise.outs.none": ("{outs}: a mão não está na boa.", "{outs}: the hand is not na boa."),
    # counting the live outs
    "exercise.live.whole": ("responda com um número inteiro", "answer with a whole number"),
    "exercise.live.right": ("{live}: {outs}", "{live}: {outs}"),
    "exercise.live.unseen": ("{value} seria sem a lixeira; as cartas vistas ({cards}) não estão "
                             "mais vivas",
                             "{value} would be without the lixeira; the seen cards ({cards}) are "
                             "no longer live"),
    "exercise.live.kinds": ("{value} é o número de outs ({outs}); conte as cópias de cada um",
                            "{value} is the number of outs ({outs}); count the copies of each"),
    "exercise.live.wrong": ("{value} não; conte, para cada out, as cópias que não estão na mão, "
                            "na vira nem entre as vistas",
                            "not {value}; for each out, count the copies not in the hand, not "
                            "the vira and not seen"),
    "exercise.live.sum.one": ("{card}: {total} no baralho − {held} na mão − {vira} vira − {n} "
                              "vista = {live}",
                              "{card}: {total} in the deck − {held} in hand − {vira} vira − {n} "
                              "seen = {live}"),
    "exercise.live.sum.many": ("{card}: {total} no baralho − {held} na mão − {vira} vira − {n} "
                               "vistas = {live}",
                               "{card}: {total} in the deck − {held} in hand − {vira} vira − {n} "
                               "seen = {live}"),
    "exercise.live.total": ("total: {n}", "total: {n}"),
    # choosing the discard
    "exercise.discard.bate": ("descartando {card} você bate",
                              "discarding {card} you bate (go out)"),
    "exercise.discard.na_boa": ("descartando {card} você fica na boa com {live} ({outs})",
                                "discarding {card} leaves you na boa with {live} ({outs})"),
    "exercise.discard.far": ("descartando {card}: {missing}", "discarding {card}: {missing}"),
    "exercise.discard.ties": ("empata com {cards}", "ties with {cards}"),
    "exercise.discard.better_bate": ("há um descarte com que a mão bate agora",
                                     "one discard lets the hand bater (go out) now"),
    "exercise.discard.better": ("há descarte que deixa {left}", "another discard leaves {left}"),
    # a position the coach grades (lesson 11)
    "exercise.coach.against.one": ("contra {n} adversário", "against {n} opponent"),
    "exercise.coach.against.many": ("contra {n} adversários", "against {n} opponents"),
    "exercise.coach.pile": ("lixeira (o topo por último):", "lixeira (its top last):"),
    "exercise.coach.how.draw": ('Responda "monte" ou "lixeira".',
                                'Answer "monte" or "lixeira".'),
    "exercise.coach.how.discard": ("Responda com a carta que você descarta.",
                                   "Answer with the card you discard."),
    "exercise.coach.how.bater": ("Responda 10 para bater com as 10 cartas, ou a carta que você "
                                 "descarta.",
                                 "Answer 10 to go out with all 10 cards, or the card you "
                                 "discard."),
    "exercise.coach.verdict": ("{grade}: {why}", "{grade}: {why}"),
    "exercise.coach.line": ("{option}: {grade} ({chance})", "{option}: {grade} ({chance})"),
    "exercise.coach.line_loss": ("{option}: {grade} ({chance}; perda {loss})",
                                 "{option}: {grade} ({chance}; loss {loss})"),
    "exercise.coach.lixeira": ("lixeira ({card})", "lixeira ({card})"),
    "exercise.coach.with10": ("com as 10", "with all 10"),
    # a puzzle to solve (lesson 13)
    "exercise.puzzle.how.draw": ('Responda "monte" ou "lixeira".',
                                 'Answer "monte" or "lixeira".'),
    "exercise.puzzle.how.draw_correr": ('Responda "monte", "lixeira" ou "correr".',
                                        'Answer "monte", "lixeira" or "correr" (fold).'),
    "exercise.puzzle.how.discard": ('Responda com a carta que você descarta ("9d"), "bater 9d" '
                                    'para bater descartando o 9♦, ou "bater" para bater com '
                                    'as 10.',
                                    'Answer with the card you discard ("9d"), "bater 9d" to go '
                                    'out discarding the 9♦, or "bater" to go out with all 10.'),
    "exercise.puzzle.how.out_of_turn": ('Responda "anunciar" (anunciar na boa), "furar 9d" '
                                        '(furar a fila e bater descartando o 9♦; "furar" bate '
                                        'com as 10) ou "passar".',
                                        'Answer "announce" (announce na boa), "furar 9d" '
                                        '(furar a fila, jumping the queue, and go out '
                                        'discarding the 9♦; "furar" goes out with all 10) or '
                                        '"pass".'),
    "exercise.puzzle.unknown": ("resposta {answer} não entendida: {how}",
                                "answer {answer} not understood: {how}"),
    "exercise.puzzle.no_such": ("não há puzzle {id} no conjunto",
                                "there is no puzzle {id} in the set"),
    "exercise.puzzle.figure": ("{option}: {figure}", "{option}: {figure}"),
    # a card's live partners (lesson 6, ties)
    "exercise.partners.none": ("{card}: nenhuma parceira = 0", "{card}: no partner = 0"),
    "exercise.partners.with": ("com {card}: {live}", "with {card}: {live}"),
    "exercise.partners.line": ("{card}: {parts} = {total}", "{card}: {parts} = {total}"),
}
