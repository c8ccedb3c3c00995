"""The analysis in words (its status line, the curingas, the melds, the splits) and a game's
events as sentences."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "or": ("ou", "or"),
    # a meld's label and its wilds
    "label.trinca": ("trinca de {ranks}", "trinca (group) of {ranks}"),
    "label.sequencia": ("sequência de {suit} {spans}", "sequência (run) of {suit} {spans}"),
    "wild.stands": ("{card} vale {cards}", "{card} stands for {cards}"),
    "wild.or_itself": (" (ou joga como o próprio {card})", " (or plays as itself, {card})"),
    # the curingas of a preset and a vira
    "curinga.none": ("Preset {p}: sem vira e sem curinga.", "Preset {p}: no vira and no curinga."),
    "curinga.no_vira": ("Preset {p}: vira ainda não escolhida.",
                        "Preset {p}: no vira chosen yet."),
    "curinga.no_vira_jokers": ("Preset {p}: vira ainda não escolhida; só os jokers (JK) são "
                               "curingas.",
                               "Preset {p}: no vira chosen yet; only the jokers (JK) are wild."),
    "curinga.jokers": ("os jokers (JK)", "the jokers (JK)"),
    "curinga.after_k": ("; depois do K vem o A", "; after the K comes the A"),
    "curinga.sentence": ("Preset {p}: vira {vira} → curingas {names} ({why}{note}).",
                         "Preset {p}: vira {vira} → curingas (wild cards) {names} ({why}{note})."),
    # the status line
    # the draws still missing to bater ({missing}: the common "faltam 2" / "2 missing")
    "status.one_more_draw": ("{missing} compra para bater",
                             "{missing} (at least one more draw to go out)"),
    "status.more_draws": ("{missing} compras para bater",
                          "{missing} (at least that many more draws to go out)"),
    "status.bate10": ("Batida com 10: as 10 cartas formam jogos, sem descarte.",
                      "Bate with 10 (goes out with all ten cards, no discard)."),
    "status.bate9": ("Bate com 9 descartando {cards}.",
                     "Bate with 9 (goes out) discarding {cards}."),
    "status.discard_na_boa": ("Não bate agora. Descarte {card}: fica {na_boa}, {figures}.",
                              "Cannot bate yet. Discard {card}: the hand is {na_boa}: "
                              "{figures}."),
    "status.not_yet": ("Não bate agora: {more}.", "Cannot bate yet: {more}."),
    "status.complete9": ("As 9 cartas já formam jogos: na boa com qualquer carta (compre e "
                         "descarte a comprada).",
                         "All 9 cards already form melds: na boa on any card (draw it and "
                         "discard it)."),
    "status.na_boa": ("Na boa: {figures}.", "Na boa (one card from going out): {figures}."),
    "status.not_na_boa": ("Não está na boa: {more}.", "Not na boa: {more}."),
    "status.empty": ("Mão vazia: escolha cartas para montar uma mão de 9 ou 10.",
                     "Empty hand: pick cards to build a hand of 9 or 10."),
    "status.building": ("Mão em construção ({cards}): {short} para 9; para as 9 formarem "
                        "jogos, {draws}. Bater e na boa pedem 9 ou 10 cartas.",
                        "Hand being built ({cards}): {short} 9; for all 9 to form melds, "
                        "{draws} needed. Bater and na boa need 9 or 10 cards."),
    "status.cards.one": ("{n} carta", "{n} card"),
    "status.cards.many": ("{n} cartas", "{n} cards"),
    "status.short.one": ("falta {n} carta", "{n} more card makes"),
    "status.short.many": ("faltam {n} cartas", "{n} more cards make"),
    "status.draws.one": ("falta {n} compra", "{n} draw is"),
    "status.draws.many": ("faltam {n} compras", "{n} draws are"),
    # the whole analysis
    "explain.more": ("… e mais {n} (o JSON lista todas)",
                     "… and {n} more (the JSON lists them all)"),
    "explain.hand": ("Mão: {cards}", "Hand: {cards}"),
    "explain.seen": ("Vistas: {cards}", "Seen: {cards}"),
    "explain.how_bate": ("Como bater ({n}):", "How to bate ({n}):"),
    "explain.with10": ("com 10:", "with 10:"),
    "explain.discarding": ("descartando {card}:", "discarding {card}:"),
    "explain.discards": ("Descartes (melhor primeiro):", "Discards (best first):"),
    "explain.splits": ("Divisões em jogos ({n}):", "Splits into melds ({n}):"),
    "explain.formed": ("Jogos já formados:", "Melds already formed:"),
    "explain.loose": ("Cartas soltas: {cards}", "Loose cards: {cards}"),
    "stat.sd": ("desvio-padrão", "standard deviation"),
    # a game's events
    "event.false_bati.round": ("perde a rodada", "loses the round"),
    "event.false_bati.points.one": ("perde {n} ponto e a rodada segue",
                                    "loses {n} point and the round goes on"),
    "event.false_bati.points.many": ("perde {n} pontos e a rodada segue",
                                     "loses {n} points and the round goes on"),
    "event.false_bati": ("{who} disse \"bati\" descartando {card}, mas a mão não bate (bati "
                         "falso): {cost}.",
                         "{who} said \"bati\" discarding {card}, but the hand does not go out "
                         "(a false bati): {cost}."),
    "event.correr.one": ("{who} corre: paga {n} ponto e fica fora da rodada.",
                         "{who} folds (correr): pays {n} point and sits the round out."),
    "event.correr.many": ("{who} corre: paga {n} pontos e fica fora da rodada.",
                          "{who} folds (correr): pays {n} points and sits the round out."),
    "event.draw.monte": ("{who} compra {card} do monte.", "{who} draws {card} from the monte."),
    "event.draw.lixeira": ("{who} pega {card} da lixeira.",
                           "{who} draws {card} from the lixeira."),
    "event.discard": ("{who} descarta {card}.", "{who} discards {card}."),
    "event.na_boa": ("{who} anuncia que está na boa.", "{who} announces na boa."),
    "event.furar.ok": ("{who} fura a fila com {card} e bate.",
                       "{who} jumps the queue (furar a fila) with {card} and goes out."),
    "event.furar.burned": ("{who} tenta furar a fila com {card}, mas não bate: se queima.",
                           "{who} tries to furar a fila with {card} but cannot go out: queimou "
                           "(got burnt)."),
    "event.out": ("{who} sai da rodada.", "{who} is out of the round."),
    "event.eliminated": ("{who} chegou a 0 pontos e sai da partida.",
                         "{who} reached 0 points and leaves the match."),
    "event.round_end.nobody": ("O monte acabou: rodada sem vencedor.",
                               "The monte ran out: nobody wins the round."),
    "event.round_end": ("{who} bate e ganha a rodada.", "{who} goes out and wins the round."),
    "event.round_end.with10": ("{who} bate com 10 e ganha a rodada.",
                               "{who} goes out with 10 and wins the round."),
    "event.other": ("evento {kind}", "event {kind}"),
}
