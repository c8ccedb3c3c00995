"""Lesson 9: scoring and matches, preset by preset."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=9,
    slug="09-pontos-e-partidas",
    title_pt="Pontos e partidas",
    title_en="Points and matches",
    summary_pt="7 pontos, 10 pontos, eliminação, N rodadas ou uma só; bater com 10, bati falso, "
               "correr",
    summary_en="7 points, 10 points, elimination, N rounds or just one; bater with 10, false "
               "bati, correr",
    cells=[
        md(
            """
            Uma rodada termina quando alguém bate. Mais raramente, termina de outro jeito: quando
            todos os outros saíram dela (correram, ou disseram um bati falso num preset que tira
            da rodada quem erra), quem ficou sozinho ganha; quando o monte acaba e a lixeira não
            dá para refazê-lo (lição 8), a rodada termina empatada, sem vencedor. Uma
            **partida** é uma série de rodadas, e cada preset conta de um jeito:

            - **por pontos, com eliminação** (`oficial`, `cachetao`, `megajogos`,
              `tradicional`): todo mundo começa com alguns pontos e perde pontos quando outro
              bate. Quem chega a 0 sai da mesa; o último com pontos vence a partida;
            - **por rodadas ganhas** (`pife`): vence quem ganhar 5 rodadas primeiro;
            - **uma rodada só** (`pife-simples`): quem bate primeiro vence, e acabou.

            A tabela abaixo resume as regras de placar de cada preset:
            """,
            """
            A round ends when someone goes out (bate). More rarely it ends another way: when all
            the others have left it (they folded, or said a false bati in a preset that puts
            whoever got it wrong out of the round), the one left alone wins; when the monte runs
            out and the lixeira cannot rebuild it (lesson 8), the round ends drawn, with no
            winner. A **match** is a series of rounds, and each preset keeps score its own
            way:

            - **on points, with elimination** (`oficial`, `cachetao`, `megajogos`,
              `tradicional`): everyone starts with some points and loses points when someone
              else goes out. A player at 0 leaves the table; the last one with points wins the
              match;
            - **on rounds won** (`pife`): the first to win 5 rounds wins;
            - **one round only** (`pife-simples`): the first to go out wins, and that is it.

            The table below sums up each preset's scoring rules:
            """,
        ),
        code(
            """
            from IPython.display import display

            from cacheta_lab import PRESETS, Hand, analyze
            from cacheta_lab.exercises import PresetsExercise, draw
            from cacheta_lab.drawing.explain import event_text, status_line
            from cacheta_lab.game import Bater, Correr, Discard, Draw, Round, make_bots, next_move, play_match

            «cabeca|head» = «("preset", "jogadores", "começa", "bate 9", "bate 10", "bati falso", "correr", "vence")|("preset", "players", "starts", "out 9", "out 10", "false bati", "correr", "winner")»
            print(f"{«cabeca|head»[0]:<13}" + "".join(f"{x:>11}" for x in «cabeca|head»[1:]))
            for «regras|rules» in PRESETS.values():
                «pontos|points» = «regras|rules».starting_points is not None
                «linha|row» = [
                    f"{«regras|rules».min_players}–{«regras|rules».max_players}"
                    if «regras|rules».min_players < «regras|rules».max_players else «regras|rules».max_players,
                    «regras|rules».starting_points if «pontos|points» else "–",
                    f"−{«regras|rules».loss_on_bater}" if «pontos|points» else "–",
                    (f"−{«regras|rules».loss_on_bater_10}" if «pontos|points» else "✓")
                    if «regras|rules».bate_with_10 else "✗",
                    f"−{«regras|rules».false_bati_penalty}" if «regras|rules».false_bati_penalty else «"perde"|"loses"»,
                    f"−{«regras|rules».correr}" if «regras|rules».correr else "✗",
                    «"último"|"last"» if «pontos|points» else f"{«regras|rules».rounds_to_win} «rod.|rd.»",
                ]
                print(f"{«regras|rules».id:<13}" + "".join(f"{str(x):>11}" for x in «linha|row»))
            """
        ),
        md(
            """
            Lendo a tabela:

            - **jogadores:** quantos podem sentar à mesa. No `megajogos` as regras publicadas
              aceitam de 2 a 8; a sala online do MegaJogos (o site cujas regras o preset segue,
              lição 7) joga com 4;
            - **começa:** os pontos de cada jogador no início da partida (nas salas ranqueadas
              do MegaJogos, 5 em vez de 10: `get_rules("megajogos", starting_points=5)`);
            - **bate 9 / bate 10:** quanto **cada adversário** perde quando alguém bate com 9
              cartas (descartando a 10ª) ou com as 10 (sem descarte). ✗: o preset não deixa
              bater com 10; ✓: deixa, num preset sem pontos. Quem bate não ganha pontos; só não
              perde;
            - **–:** o preset joga sem pontos (o `pife` conta rodadas ganhas; o `pife-simples`
              é uma rodada só);
            - **bati falso:** quem diz "bati" sem ter os jogos perde esses pontos e a rodada
              continua (`oficial` e `cachetao`): ele segue jogando e, se outro bater depois,
              perde também os pontos de sempre; nos outros presets, quem erra sai da rodada e
              perde como os outros quando alguém bater;
            - **correr:** só no `cachetao` — desistir da rodada na sua primeira vez, antes de
              tirar a sua primeira carta, custa 1 ponto, em vez de arriscar perder 2;
            - **vence:** o último com pontos, ou quem ganha esse número de rodadas.

            Mais duas regras do placar, iguais em todos os presets com pontos:

            - os pontos **nunca ficam abaixo de 0**: quem tem 1 ponto e perde 2 fica com 0;
            - quem chega a 0 sai da partida depois da rodada; se dois ou mais chegam a 0 juntos,
              saem todos. Quem bateu não perde pontos pela batida, então sempre sobra alguém. (A
              exceção é um bati falso dele antes, na mesma rodada, no `oficial` ou no
              `cachetao`: esses 2 pontos ele perde. Mas, se o bati falso o deixa em 0, ele sai
              da rodada na hora e não bate mais.)

            E uma regra só do `megajogos` e do `tradicional`, os presets em que se fura a fila:
            bater **furando a fila** (lição 8) conta como uma batida comum.

            Todos esses valores são regras do preset e podem ser trocados:
            `get_rules("oficial", starting_points=5)`.

            ## Bater com 10 vale mais

            Uma mão que forma jogos com as 10 cartas bate sem descartar. Veja esta mão no
            `oficial` (vira J♣):
            """,
            """
            Reading the table:

            - **players:** how many may sit at the table. In `megajogos` the published rules
              allow 2 to 8; MegaJogos' online room (the site whose rules the preset follows,
              lesson 7) plays with 4;
            - **starts:** each player's points when the match begins (in MegaJogos' ranked
              rooms, 5 instead of 10: `get_rules("megajogos", starting_points=5)`);
            - **out 9 / out 10:** how much **each opponent** loses when someone goes out with 9
              cards (discarding the 10th) or with all 10 (no discard). ✗: the preset does not
              let a player go out with 10; ✓: it does, in a preset without points. The one who
              goes out gains nothing; they just do not lose;
            - **–:** the preset plays without points (`pife` counts rounds won; `pife-simples`
              is a single round);
            - **false bati:** whoever says "bati" ("I'm out") without the melds loses those
              points and the round goes on (`oficial` and `cachetao`): they play on and, if
              someone else goes out later, lose the usual points too; in the other presets, the
              one who got it wrong is out of the round and loses like the others when someone
              goes out;
            - **correr:** only in `cachetao` — folding the round on your first turn, before your
              own first draw, costs 1 point, instead of risking 2;
            - **winner:** the last one with points, or the first to win that many rounds.

            Two more scoring rules, the same in every preset with points:

            - points **never go below 0**: a player with 1 point who loses 2 is left with 0;
            - a player who reaches 0 leaves the match after the round; if two or more reach 0
              together, they all leave. The one who went out loses no points for the batida, so
              someone is always left. (The exception is a false bati of theirs earlier in the
              same round, in `oficial` or `cachetao`: those 2 points they do lose. But if the
              false bati leaves them at 0, they leave the round at once and go out no more.)

            And one rule of `megajogos` and `tradicional` only, the presets where one may furar
            a fila: going out by **furar a fila** (lesson 8) counts as an ordinary batida.

            All these values are rules of the preset and can be changed:
            `get_rules("oficial", starting_points=5)`.

            ## Going out with 10 is worth more

            A hand whose 10 cards all form melds goes out with no discard. See this hand in
            `oficial` (vira J♣):
            """,
        ),
        code(
            """
            «dez|ten» = "Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h"
            analyze(«dez|ten», "oficial", vira="Jc", lang="%LANG%")
            """
        ),
        md(
            """
            K♣ K♦ K♥, 3♥ 4♥ 5♥ e 6♥ 7♥ 8♥ 9♥: exatamente três jogos, com as 10 cartas. Quem
            bate assim no `oficial` faz cada adversário perder **2** pontos em vez de 1 (o
            mesmo no `megajogos` e no `tradicional`; no `cachetao` bater com 9 já tira 2, e
            com 10 não tira mais: veja a tabela acima). A nota embaixo dos jogos conta as
            outras formas de bater: mais uma com as 10 (3♥ 4♥ 5♥ 6♥ e 7♥ 8♥ 9♥) e três com 9,
            descartando o 3♥, o 6♥ ou o 9♥ — que tirariam só 1 ponto de cada adversário. Na
            tabela de descartes essas três linhas dizem **bate**; as outras deixam a mão na
            boa, falta 1.

            ## Exercício 9.1 — onde esta mão bate?

            Em quais presets esta mão de 10 cartas bate (com 9 ou com 10)? Depois de conferir,
            volte à tabela de cima: em quais deles os adversários perdem 2?
            """,
            """
            K♣ K♦ K♥, 3♥ 4♥ 5♥ and 6♥ 7♥ 8♥ 9♥: exactly three melds, using all 10 cards. Going
            out like this in `oficial` makes each opponent lose **2** points instead of 1 (the
            same in `megajogos` and `tradicional`; in `cachetao` going out with 9 already takes
            2, and with 10 takes no more: see the table above). The note under the melds counts
            the other ways to go out: one more with all 10 (3♥ 4♥ 5♥ 6♥ and 7♥ 8♥ 9♥) and
            three with 9, discarding the 3♥, the 6♥ or the 9♥ — which would take only 1 point
            from each opponent. In the discard table those three rows say **bate**; the others leave the
            hand na boa, falta 1 (one draw missing).

            ## Exercise 9.1 — where does this hand go out?

            In which presets does this 10-card hand go out (with 9 or with 10)? Once checked, go
            back to the table above: in which of them do the opponents lose 2?
            """,
        ),
        code(
            """
            ex1 = PresetsExercise(«dez|ten», question="bater", vira="Jc", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = "oficial pife-simples"  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Bati falso

            No `oficial`, dizer "bati" sem ter os jogos custa **2 pontos** — e a rodada segue.
            Aqui o jogador 0 compra (fica com as 10 cartas abaixo, vira 9♥) e diz "bati",
            apontando o 8♥ como o seu descarte, com uma mão que não bate. Como a batida é falsa,
            nada é baixado (baixar é mostrar os jogos na mesa, com o descarte, se houver, na
            lixeira: só uma batida de verdade faz isso): o 8♥ **não** vai para a lixeira, continua na mão, e o
            jogador, com 10 cartas, ainda precisa descartar (qualquer carta, o 8♥ também):
            """,
            """
            ## False bati

            In `oficial`, saying "bati" without the melds costs **2 points** — and the round goes
            on. Here player 0 draws (holding the 10 cards below, vira 9♥) and says "bati",
            naming the 8♥ as the discard, with a hand that does not go out. As the bati is false,
            nothing is laid down (laying down is showing the melds on the table, with the
            discard, if any, on the lixeira: only a real batida does that): the 8♥ does **not** go to the
            lixeira, it stays in the hand, and the player, holding 10 cards, still has to
            discard (any card, the 8♥ too):
            """,
        ),
        code(
            """
            «rodada|rnd» = Round("oficial", 4, seed=3)
            «rodada|rnd».play(Draw(0))
            «mao|hand» = «rodada|rnd».hands[0]
            display(draw(Hand(«mao|hand»), "oficial", vira=«rodada|rnd».vira, lang="%LANG%", size="sm"))
            print(status_line(analyze(«mao|hand», "oficial", vira=«rodada|rnd».vira), "%LANG%"))
            for «evento|event» in «rodada|rnd».play(Bater(0, "8h")):
                print(event_text(«evento|event», "%LANG%"))
            print(«"pontos:"|"points:"», «rodada|rnd».points)
            if «rodada|rnd».phase == "discard":
                print(«f"o jogador 0 ainda tem {len(rodada.hands[0])} cartas e precisa descartar"|f"player 0 still holds {len(rnd.hands[0])} cards and has to discard"»)
            """
        ),
        md(
            """
            A rodada segue: o jogador 0 descarta o 8♥ e os bots jogam até o fim. O bati falso
            não substitui a perda de sempre, soma-se a ela: se outro jogador bater, o jogador 0
            perde também o seu ponto.
            """,
            """
            The round goes on: player 0 discards the 8♥ and the bots play to the end. The false
            bati does not replace the usual loss, it comes on top of it: if someone else goes
            out, player 0 loses their point too.
            """,
        ),
        code(
            """
            «rodada|rnd».play(Discard(0, "8h"))
            bots = make_bots("greedy", 4, seed=3)
            while not «rodada|rnd».over:
                «rodada|rnd».play(next_move(«rodada|rnd», bots))
            print(event_text(«rodada|rnd».events[-1], "%LANG%"))
            print(«"pontos:"|"points:"», «rodada|rnd».points, «"- o jogador 0 perdeu"|"- player 0 lost"», «rodada|rnd».result.losses[0])
            """
        ),
        md(
            """
            ## Correr no `cachetao`

            No `cachetao` quem não gosta das cartas pode **correr** na sua primeira vez, antes
            de tirar a sua primeira carta (mesmo que outros já tenham jogado): paga 1 ponto e fica
            fora da rodada. Se alguém bater com 9, quem ficou perde
            2; então correr compensa com uma mão ruim. Se todos os outros correrem, o último que
            ficou ganha a rodada sem jogar.
            """,
            """
            ## Correr in `cachetao`

            In `cachetao` a player who dislikes the cards may **correr** (fold) on their own
            first turn, before their own first draw (even if others have already drawn): they
            pay 1 point and sit the round out. If someone goes out
            with 9, those who stayed lose 2; so folding pays off with a poor hand. If everyone
            else folds, the last one left wins the round without playing.
            """,
        ),
        code(
            """
            «rodada|rnd» = Round("cachetao", 4, seed=5)
            for «evento|event» in «rodada|rnd».play(Correr(0)):
                print(event_text(«evento|event», "%LANG%"))
            print(«"pontos:"|"points:"», «rodada|rnd».points, «"- agora joga o jogador"|"- now playing: player"», «rodada|rnd».turn)
            """
        ),
        md(
            """
            ## Uma partida curta

            `play_match` joga uma partida inteira entre bots, rodada após rodada, até o fim que
            o preset manda. A função `placar` abaixo lê os eventos da partida e escreve uma
            linha por rodada: quem deu as cartas, quem bateu, como, e os pontos (ou as rodadas
            ganhas) depois dela.
            """,
            """
            ## A short match

            `play_match` plays a whole match between bots, round after round, until the end the
            preset calls for. The `scoreboard` function below reads the match's events and
            writes one line per round: who dealt, who went out, how, and the points (or rounds
            won) after it.
            """,
        ),
        code(
            """
            «COMO|HOW» = {
                "bater": «"bate"|"goes out"»,
                "furar": «"fura a fila e bate"|"goes out by furar a fila"»,
                "default": «"fica sozinho: os outros correram"|"is the last one left: the others folded"»,
                "stock": «"o monte acabou: empate"|"the monte ran out: drawn"»,
            }

            def «placar|scoreboard»(«partida|match»):
                «ganhas|won» = dict.fromkeys(range(«partida|match».players), 0)
                «rodadas|rounds» = []  # «uma por rodada: quem deu, quem começou, quem correu|one per round: who dealt, who started, who folded»
                for ev in «partida|match».events:
                    if ev["type"] == "deal":
                        «rodadas|rounds».append({«"dá"|"dealer"»: ev["dealer"], «"começa"|"first"»: ev["first"], «"correram"|"folded"»: []})
                    elif ev["type"] == "correr":
                        «rodadas|rounds»[-1][«"correram"|"folded"»].append(ev["seat"])
                    elif ev["type"] == "eliminated":
                        print(«f"             jogador {ev['seat']} chegou a 0 e sai"|f"             player {ev['seat']} reached 0 and leaves"»)
                    elif ev["type"] == "round_end":
                        «esta|this» = «rodadas|rounds»[-1]
                        «quem|who» = ev["winner"]
                        «texto|text» = «f"jogador {quem} "|f"player {who} "» + «COMO|HOW»[ev["how"]]
                        if ev["with10"]:
                            «texto|text» += «" com 10"|" with 10"»
                        if «esta|this»[«"correram"|"folded"»]:
                            «texto|text» += «f" (correram: {esta['correram']})"|f" (folded: {this['folded']})"»
                        if ev["points"] is not None:
                            «placar_|score» = {int(k): v for k, v in ev["points"].items()}
                        else:
                            «ganhas|won»[«quem|who»] += 1
                            «placar_|score» = «ganhas|won»
                        print(f"{len(«rodadas|rounds»):2}. «dá|deals» {«esta|this»[«'dá'|'dealer'»]}  {«texto|text»:<44} {dict(«placar_|score»)}")
                print(«f"vencedor da partida: jogador {partida.winner}"|f"match winner: player {match.winner}"»)
                return «rodadas|rounds»

            «partida|match» = play_match("oficial", bots=["strong", "greedy", "strong", "random"], players=4, seed=1)
            «rodadas_oficial|oficial_rounds» = «placar|scoreboard»(«partida|match»)
            """
        ),
        md(
            """
            Sete pontos acabam rápido: cada batida de outro tira 1 de você (2 numa batida com
            10). Siga as linhas: quem bate não perde nada, os outros descem juntos, e quem chega
            a 0 sai da mesa até sobrar um só.

            O mesmo no `cachetao`, com 10 pontos e 2 por batida. Um bot `strong` pode correr
            quando a mão vem longe de bater (os lugares de quem correu aparecem entre
            parênteses):
            """,
            """
            Seven points go fast: each batida by someone else takes 1 off you (2 for a batida
            with 10). Follow the lines: whoever goes out loses nothing, the others go down
            together, and whoever reaches 0 leaves the table until only one is left.

            The same in `cachetao`, with 10 points and 2 per batida. A `strong` bot may fold
            (correr) when its hand is far from going out (the seats of those who folded show in
            brackets):
            """,
        ),
        code(
            """
            «rodadas_cachetao|cachetao_rounds» = «placar|scoreboard»(play_match("cachetao", bots=["strong", "greedy", "strong", "random"], players=4, seed=1))
            """
        ),
        md(
            """
            Quem corre aparece na ordem em que joga, e essa ordem muda de rodada para rodada
            porque **quem dá as cartas muda** (a coluna "dá"): na primeira rodada dá o último
            jogador (aqui o {d1}), e começa quem está à esquerda dele, o jogador {c1}; depois de
            cada rodada (mesmo empatada) dá o próximo à esquerda que ainda está na partida. Na
            rodada {ra} dá o jogador {da} e começa o {ca}, então o {fa0} corre antes do {fa1}
            ({la}); na rodada {rb} dá o {db}, começa o {cb}, e agora o {fb0} corre antes do
            {fb1} ({lb}).
            """,
            """
            Those who fold show in turn order, and that order changes from round to round
            because **the deal moves** (the "deals" column): in the first round the last player
            deals (here player {d1}), and the player at the dealer's left, player {c1}, starts;
            after each round (a drawn one too) the next player on the left still in the match
            deals. In round {ra} player {da} deals and player {ca} starts, so player {fa0} folds
            before player {fa1} ({la}); in round {rb} player {db} deals, player {cb} starts, and
            now player {fb0} folds before player {fb1} ({lb}).
            """,
            setup="""
                _duas = [r for r in «rodadas_cachetao|cachetao_rounds» if len(r[«"correram"|"folded"»]) >= 2]
                _a = _duas[0]
                _b = next(r for r in _duas if r[«"correram"|"folded"»] != _a[«"correram"|"folded"»])
            """,
            values={
                "d1": '«rodadas_cachetao|cachetao_rounds»[0][«"dá"|"dealer"»]',
                "c1": '«rodadas_cachetao|cachetao_rounds»[0][«"começa"|"first"»]',
                "ra": "«rodadas_cachetao|cachetao_rounds».index(_a) + 1",
                "da": '_a[«"dá"|"dealer"»]',
                "ca": '_a[«"começa"|"first"»]',
                "fa0": '_a[«"correram"|"folded"»][0]',
                "fa1": '_a[«"correram"|"folded"»][1]',
                "la": '_a[«"correram"|"folded"»]',
                "rb": "«rodadas_cachetao|cachetao_rounds».index(_b) + 1",
                "db": '_b[«"dá"|"dealer"»]',
                "cb": '_b[«"começa"|"first"»]',
                "fb0": '_b[«"correram"|"folded"»][0]',
                "fb1": '_b[«"correram"|"folded"»][1]',
                "lb": '_b[«"correram"|"folded"»]',
            },
        ),
        md(
            """
            No `pife` não há pontos: conta quem ganha rodadas, e vence quem chegar a 5. No
            `pife-simples` a partida é uma rodada só.
            """,
            """
            In `pife` there are no points: what counts is rounds won, and the first to reach 5
            wins. In `pife-simples` the match is a single round.
            """,
        ),
        code(
            """
            «rodadas_pife|pife_rounds» = «placar|scoreboard»(play_match("pife", bots=["strong", "greedy", "random"], players=3, seed=2))
            print()
            «rodadas_simples|simples_rounds» = «placar|scoreboard»(play_match("pife-simples", bots=["strong", "greedy", "strong", "random"], players=4, seed=3))
            """
        ),
        md(
            """
            ## Resumo

            - **Por pontos** (`oficial` 7, `cachetao`, `megajogos` e `tradicional` 10): cada
              batida de outro tira pontos de você; a 0 você sai; o último com pontos vence.
            - **Bater com 10** tira 2 de cada adversário no `oficial`, no `megajogos` e no
              `tradicional` (no `cachetao` a batida com 9 já tira 2, e com 10 também).
            - **Bati falso** no `oficial` e no `cachetao`: −2 e a rodada segue (se outro bater
              depois, a perda de sempre se soma). **Correr** no `cachetao`: −1 e fica fora da
              rodada.
            - **Por rodadas:** `pife` até 5 vitórias; `pife-simples`, uma rodada só.

            **Experimente:** troque a semente de `play_match` ou jogue o `oficial` com
            `get_rules("oficial", starting_points=3)` no lugar de `"oficial"`.
            """,
            """
            ## Summary

            - **On points** (`oficial` 7, `cachetao`, `megajogos` and `tradicional` 10): each
              batida by someone else takes points off you; at 0 you leave; the last one with
              points wins.
            - **Going out with 10** takes 2 off each opponent in `oficial`, `megajogos` and
              `tradicional` (in `cachetao` going out with 9 already takes 2, and with 10 too).
            - **False bati** in `oficial` and `cachetao`: −2 and the round goes on (if someone
              else goes out later, the usual loss comes on top). **Correr** in `cachetao`: −1 and
              you sit the round out.
            - **On rounds:** `pife` up to 5 wins; `pife-simples`, a single round.

            **Try it:** change the seed of `play_match` or play `oficial` with
            `get_rules("oficial", starting_points=3)` instead of `"oficial"`.
            """,
        ),
    ],
)
