"""The rules in words: for each field of :class:`cacheta_lab.engine.rules.Rules`, its name and a
sentence for each value (read by :func:`cacheta_lab.engine.rules.explain_rule`).

Keys: ``rule.<field>.name`` (a short name for a table); ``rule.<field>.<choice>`` for a
choice, ``….true``/``….false`` or one sentence with ``{yes}`` for a yes/no rule,
``….none`` for None, ``….one``/``….many`` (or one key) with ``{n}`` for a number;
``….short`` after any of them is the value in a word or two, for a table.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "rule.id.custom": ("{base} personalizado", "{base}+custom"),
    "rule.min_players.name": ("mínimo de jogadores", "minimum players"),
    "rule.min_players": ("mínimo de jogadores: {n}", "minimum players: {n}"),
    "rule.max_players.name": ("máximo de jogadores", "maximum players"),
    "rule.max_players": ("máximo de jogadores: {n}", "maximum players: {n}"),

    "rule.jokers.name": ("jokers no baralho", "jokers in the deck"),
    "rule.jokers.true": ("baralho com 4 jokers (JK), sempre curingas",
                         "deck with 4 jokers (JK), always wild"),
    "rule.jokers.false": ("baralho sem jokers (104 cartas)", "deck without jokers (104 cards)"),

    "rule.curinga.name": ("curingas", "curingas (wild cards)"),
    "rule.curinga.same_suit": ("curinga: a carta acima da vira, do mesmo naipe (2 cópias)",
                               "curinga: the rank above the vira, same suit (2 copies)"),
    "rule.curinga.same_suit.short": ("mesmo naipe", "same suit"),
    "rule.curinga.same_color": ("curinga: a carta acima da vira, nos dois naipes da mesma cor "
                                "(4 cópias)",
                                "curinga: the rank above the vira, in both suits of its colour "
                                "(4 copies)"),
    "rule.curinga.same_color.short": ("mesma cor", "same colour"),
    "rule.curinga.none": ("sem vira nem curinga: a carta virada começa a lixeira",
                          "no vira and no curinga: the turned card starts the lixeira"),
    "rule.curinga.none.short": ("sem curinga", "no curinga"),

    "rule.max_wilds.name": ("curingas por jogo", "wild cards per meld"),
    "rule.max_wilds.none": ("curingas por jogo: sem limite, com ao menos uma carta natural",
                            "wild cards per meld: no limit, with at least one natural card"),
    "rule.max_wilds.none.short": ("sem limite", "no limit"),
    "rule.max_wilds.no_wilds": ("curingas por jogo: não se aplica, não há curingas",
                                "wild cards per meld: does not apply, there are no wild cards"),
    "rule.max_wilds.no_wilds.short": ("sem curingas", "no wild cards"),
    "rule.max_wilds.one": ("no máximo {n} curinga por trinca ou sequência",
                           "at most {n} wild card per trinca or sequência"),
    "rule.max_wilds.many": ("no máximo {n} curingas por trinca ou sequência",
                            "at most {n} wild cards per trinca or sequência"),

    "rule.trinca.name": ("naipes na trinca", "suits in a trinca"),
    "rule.trinca.any": ("trinca: 3 ou mais cartas do mesmo valor, naipes livres (repetidos "
                        "valem)",
                        "trinca: 3 or more cards of one rank, any suits (repeats allowed)"),
    "rule.trinca.any.short": ("livres", "any"),
    "rule.trinca.distinct": ("trinca: 3 ou 4 cartas do mesmo valor, todas de naipes diferentes",
                             "trinca: 3 or 4 cards of one rank, all of different suits"),
    "rule.trinca.distinct.short": ("todos diferentes", "all different"),
    "rule.trinca.three_plus_dup": ("trinca: três naipes diferentes; 4ª e 5ª carta só "
                                   "repetindo um desses naipes (3 a 5 cartas)",
                                   "trinca: three different suits; a 4th and 5th card only as "
                                   "a repeat of one of those suits (3 to 5 cards)"),
    "rule.trinca.three_plus_dup.short": ("3 diferentes + repetidos", "3 different + repeats"),

    "rule.ace.name": ("ás", "ace"),
    "rule.ace.low": ("ás só embaixo: A-2-3 vale, Q-K-A não",
                     "ace low only: A-2-3 counts, Q-K-A not"),
    "rule.ace.low.short": ("só embaixo", "low only"),
    "rule.ace.low_or_high": ("ás embaixo ou em cima: A-2-3 ou Q-K-A, nunca K-A-2",
                             "ace low or high: A-2-3 or Q-K-A, never K-A-2"),
    "rule.ace.low_or_high.short": ("embaixo ou em cima", "low or high"),

    "rule.exact_melds.name": ("jogos para bater", "melds to bater"),
    "rule.exact_melds.none": ("bater com qualquer número de jogos",
                              "go out with any number of melds"),
    "rule.exact_melds.none.short": ("qualquer número", "any number"),
    "rule.exact_melds.one": ("bater com exatamente {n} jogo", "go out with exactly {n} meld"),
    "rule.exact_melds.many": ("bater com exatamente {n} jogos", "go out with exactly {n} melds"),

    "rule.bate_with_10.name": ("bater com 10", "bater with 10"),
    "rule.bate_with_10": ("bater com 10 cartas, sem descarte: {yes}",
                          "go out with all 10 cards, no discard: {yes}"),

    "rule.starting_points.name": ("pontos iniciais", "starting points"),
    "rule.starting_points.none": ("sem placar de pontos", "no points score"),
    "rule.starting_points.one": ("cada jogador começa com {n} ponto; quem chega a 0 sai",
                                 "each player starts with {n} point; at 0 a player is out"),
    "rule.starting_points.many": ("cada jogador começa com {n} pontos; quem chega a 0 sai",
                                  "each player starts with {n} points; at 0 a player is out"),

    "rule.loss_on_bater.name": ("perda quando alguém bate com 9", "loss when someone goes "
                                "out with 9"),
    "rule.loss_on_bater.no_points": ("quem bate com 9: sem placar de pontos, vale a rodada "
                                     "ganha",
                                     "going out with 9: no points score, the round won counts"),
    "rule.loss_on_bater.one": ("quem bate com 9: adversários perdem {n} ponto",
                               "going out with 9: opponents lose {n} point"),
    "rule.loss_on_bater.many": ("quem bate com 9: adversários perdem {n} pontos",
                                "going out with 9: opponents lose {n} points"),

    "rule.loss_on_bater_10.name": ("perda quando alguém bate com 10",
                                   "loss when someone goes out with 10"),
    "rule.loss_on_bater_10.no_points": ("quem bate com 10: sem placar de pontos, vale a "
                                        "rodada ganha",
                                        "going out with 10: no points score, the round won "
                                        "counts"),
    "rule.loss_on_bater_10.one": ("quem bate com 10: adversários perdem {n} ponto",
                                  "going out with 10: opponents lose {n} point"),
    "rule.loss_on_bater_10.many": ("quem bate com 10: adversários perdem {n} pontos",
                                   "going out with 10: opponents lose {n} points"),

    "rule.false_bati_penalty.name": ("multa do bati falso", "false bati penalty"),
    "rule.false_bati_penalty.none": ("bati falso: a rodada é perdida",
                                     "false bati: the round is lost"),
    "rule.false_bati_penalty.none.short": ("perde a rodada", "loses the round"),
    "rule.false_bati_penalty.one": ("bati falso: quem declarou perde {n} ponto e a rodada "
                                    "segue",
                                    "false bati: the declarer loses {n} point and the round "
                                    "goes on"),
    "rule.false_bati_penalty.many": ("bati falso: quem declarou perde {n} pontos e a rodada "
                                     "segue",
                                     "false bati: the declarer loses {n} points and the round "
                                     "goes on"),

    "rule.correr.name": ("custo de correr", "cost of correr"),
    "rule.correr.none": ("não se pode correr", "no folding (correr)"),
    "rule.correr.none.short": ("não se corre", "no correr"),
    "rule.correr.one": ("correr (desistir da rodada) custa {n} ponto",
                        "correr (folding the round) costs {n} point"),
    "rule.correr.many": ("correr (desistir da rodada) custa {n} pontos",
                         "correr (folding the round) costs {n} points"),

    "rule.na_boa_calls.name": ("anunciar na boa", "na boa calls"),
    "rule.na_boa_calls": ("anunciar na boa, furar a fila e se queimar: {yes}",
                          "announcing na boa, furar a fila and se queimar: {yes}"),

    "rule.no_discard_of_taken.name": ("descartar a carta da lixeira",
                                      "discarding the lixeira card"),
    "rule.no_discard_of_taken": ("proibido descartar a carta que acabou de pegar da lixeira: "
                                 "{yes}",
                                 "the card just taken from the lixeira may not be discarded: "
                                 "{yes}"),

    "rule.refill_stock.name": ("monte refeito", "monte refilled"),
    "rule.refill_stock": ("monte acabou: a lixeira (menos a de cima) vira novo monte: {yes}",
                          "monte exhausted: the lixeira (but its top) becomes the new monte: "
                          "{yes}"),

    "rule.rounds_to_win.name": ("rodadas para vencer", "rounds to win"),
    "rule.rounds_to_win.none": ("partida por pontos", "match played on points"),
    "rule.rounds_to_win.none.short": ("por pontos", "on points"),
    "rule.rounds_to_win.one": ("vence a partida quem ganhar {n} rodada",
                               "the match goes to the first to win {n} round"),
    "rule.rounds_to_win.many": ("vence a partida quem ganhar {n} rodadas",
                                "the match goes to the first to win {n} rounds"),

    "rule.header": ("regra", "rule"),
}
