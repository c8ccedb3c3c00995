"""Lesson 11: playing with a coach: every decision graded, live and after the game."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=11,
    slug="11-treinador",
    title_pt="Jogando com o treinador",
    title_en="Playing with a coach",
    summary_pt="cada decisão sua avaliada (melhor, boa, imprecisão, erro, erro grave), "
               "na mesa e na revisão de um jogo salvo",
    summary_en="each of your decisions graded (best, good, inaccuracy, mistake, blunder), at "
               "the table and in the review of a saved game",
    cells=[
        md(
            """
            As lições anteriores ensinaram a ler uma mão. Esta ensina a **jogar** melhor: um
            **treinador** olha cada decisão sua — comprar do monte ou pegar da lixeira, qual
            carta descartar, bater, anunciar na boa, furar a fila, correr — e dá uma nota, com
            uma frase dizendo por quê e qual era a melhor escolha.

            O treinador só vê o que você via naquele momento: sua mão, a vira, a lixeira e as
            jogadas públicas. Ele nunca espia o monte nem a mão dos outros. A medida que ele usa:

            - **p1**: a chance de a próxima compra bater (cópias vivas ÷ cartas não vistas);
            - **p2**: a chance de bater em até duas compras suas, descartando no meio a carta
              que deixa mais cópias vivas;
            - **faltam**: quantas compras ainda faltam, no mínimo.

            Cada opção vale `100·p − 5·faltam`; a **perda** de uma escolha é quanto ela vale a
            menos que a melhor. Notas: **melhor** (perda até 0,5), **boa** (até 2),
            **imprecisão** (até 5), **erro** (até 12) e **erro grave** (acima). Deixar de bater
            quando dava é sempre erro grave.
            """,
            """
            The earlier lessons taught you to read a hand. This one teaches you to **play**
            better: a **coach** looks at each of your decisions — draw from the monte (the
            stock) or take from the lixeira (the discard pile), which card to discard, bater
            (go out), announce na boa, furar a fila (jump the queue), correr (fold) — and grades
            it, with one sentence saying why and what the best choice was.

            The coach sees only what you saw at that moment: your hand, the vira, the lixeira
            and the public moves. It never peeks at the monte or at other hands. Its measure:

            - **p1**: the chance that your next draw bates (live copies ÷ unseen cards);
            - **p2**: the chance of bater within your next two draws, discarding in between the
              card that leaves the most live copies;
            - **missing**: the fewest draws still needed.

            Each option is worth `100·p − 5·missing`; the **loss** of a choice is how much less
            it is worth than the best one. Grades: **best** (loss up to 0.5), **good** (up to
            2), **inaccuracy** (up to 5), **mistake** (up to 12) and **blunder** (above).
            Missing a bater you could make is always a blunder.
            """,
        ),
        code(
            """
            from cacheta_lab import GameTable, coach
            from cacheta_lab.coach.grade import move_words
            from cacheta_lab.explain import level_name
            from cacheta_lab.cards import parse_card
            from cacheta_lab.game import Bater, Discard, Draw, GameLog, play_round
            """
        ),
        md(
            """
            ## Uma rodada com o treinador

            `GameTable(..., seat=0, coach=True)` põe você no lugar 0 contra os bots. Clique no
            monte ou na lixeira para comprar e numa carta para descartar: depois de cada
            decisão o painel **Treinador** mostra a nota e o porquê; no fim da rodada aparece a
            revisão, com a sua **precisão** (a parte das decisões que foram *melhor* ou *boa*).
            """,
            """
            ## A round with the coach

            `GameTable(..., seat=0, coach=True)` seats you at seat 0 against the bots. Click the
            monte or the lixeira to draw and a card to discard it: after each decision the
            **Coach** panel shows the grade and why; at the end of the round the review
            appears, with your **accuracy** (the share of your decisions graded *best* or
            *good*).
            """,
        ),
        code(
            """
            «mesa|table» = GameTable(
                preset="megajogos", players=3, bots="strong", seat=0, coach=True, seed=11,
                lang="%LANG%")
            «mesa|table»
            """
        ),
        md(
            """
            As mesmas jogadas podem ser feitas em Python. Aqui o "aluno" compra sempre do monte
            e descarta a carta que a tabela de descartes (lição 6) põe em primeiro. Veja as
            notas que o treinador dá (rode a célula de novo para jogar mais algumas vezes; a
            mesa acima acompanha):
            """,
            """
            The same moves can be made from Python. Here the "learner" always draws from the
            monte and discards the card the discard table (lesson 6) ranks first. See the grades
            the coach gives (run the cell again to play a few more turns; the table above
            follows):
            """,
        ),
        code(
            """
            def «minha_vez|my_turn»(«mesa|table»):
                «visao|view» = «mesa|table».round.view(0)
                if «visao|view».phase == "draw":
                    «mesa|table».learner_move(Draw(0, "monte"))
                else:
                    «com10|with10», «bate|bates» = «visao|view».bater_options()
                    if «com10|with10» or «bate|bates»:
                        «mesa|table».learner_move(
                            Bater(0, None if «com10|with10» else «bate|bates»[0]))
                    else:
                        «mesa|table».learner_move(
                            Discard(0, «visao|view».discard_table()[0].card))
                «nota|grade» = «mesa|table».grades[-1]
                return (f"{move_words(«nota|grade».move, '%LANG%'):24} {«nota|grade».grade_name('%LANG%'):11} "
                        f"{«nota|grade».why('%LANG%')}")


            «linhas|lines» = []
            for _ in range(6):
                «mesa|table».play()
                if «mesa|table».over:
                    break
                «linhas|lines».append(«minha_vez|my_turn»(«mesa|table»))
            print("\\n".join(«linhas|lines»))
            """
        ),
        md(
            """
            ## A revisão de um jogo salvo

            Um jogo salvo (o registro JSON de `GameLog`) pode ser revisado depois, lugar por
            lugar. Três bots jogam uma rodada: `strong` no lugar 0, `random` no 1 e `greedy` no
            2. A revisão do lugar 1 mostra cada decisão do bot que joga ao acaso:
            """,
            """
            ## The review of a saved game

            A saved game (the JSON log of `GameLog`) can be reviewed afterwards, seat by seat.
            Three bots play a round: `strong` at seat 0, `random` at 1 and `greedy` at 2. The
            review of seat 1 shows each decision of the bot that plays at random:
            """,
        ),
        code(
            """
            import pathlib
            import tempfile

            «rodada|rnd» = play_round("oficial", ["strong", "random", "greedy"], players=3, seed=5)
            «arquivo|path» = pathlib.Path(tempfile.mkdtemp()) / "«jogo|game».json"
            GameLog.of(«rodada|rnd»).save(«arquivo|path»)
            print(coach.review(«arquivo|path», seat=1).report("%LANG%"))
            """
        ),
        code(
            """
            for «lugar|seat», «nivel|level» in enumerate(["strong", "random", "greedy"]):
                «revisao|rev» = coach.review(«arquivo|path», seat=«lugar|seat»)
                print(f"«jogador|player» {«lugar|seat»} ({level_name(«nivel|level», '%LANG%')}): "
                      f"«precisão|accuracy» {«revisao|rev».accuracy:.0%} ({«revisao|rev».counts_text('%LANG%')})")
            """
        ),
        md(
            """
            No terminal é o mesmo: `cacheta-lab play --rules oficial --players 3 --bots strong
            random greedy --seed 5 --save jogo.json` joga e salva; `cacheta-lab review jogo.json
            --seat 1` mostra a revisão (`--lang en` em inglês, `--json` para programas).

            ## Exercícios: você escolhe, o treinador corrige

            Em cada posição abaixo, troque a escolha na primeira linha da célula e rode-a: o
            treinador dá a nota e diz qual era a melhor. A vira é K♥, então os curingas são o
            A♥ e os coringas.

            **1.** Você comprou e tem 10 cartas: 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, o par 5♣ 5♠ e 9♦ 10♦. Na
            lixeira já passaram 8♦, 8♦ e J♦. Qual carta descartar?
            """,
            """
            In a terminal it is the same: `cacheta-lab play --rules oficial --players 3 --bots
            strong random greedy --seed 5 --save game.json` plays and saves; `cacheta-lab
            review game.json --seat 1` prints the review (`--lang en` in English, `--json` for
            programs).

            ## Exercises: you choose, the coach grades

            In each position below, change the choice on the cell's first line and run it: the
            coach grades it and says what the best one was. The vira is K♥, so the curingas
            (wild cards) are the A♥ and the jokers.

            **1.** You drew and hold 10 cards: 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, the pair 5♣ 5♠ and 9♦ 10♦.
            The lixeira has already shown 8♦, 8♦ and J♦. Which card do you discard?
            """,
        ),
        code(
            """
            «escolha|choice» = "5c"  # «troque pela sua escolha|change it to your choice»

            «posicao|position» = coach.practice_view(
                "2h 3h 4h 7s 7d 7c 5c 5s 9d 10d", "oficial", vira="Kh", lixeira="8d 8d Jd")
            «nota|grade» = coach.grade(«posicao|position», Discard(0, parse_card(«escolha|choice»)))
            print(f"{«nota|grade».grade_name('%LANG%')}: {«nota|grade».why('%LANG%')}")
            """
        ),
        md(
            """
            **2.** Antes de comprar você tem 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, 9♦ 10♦ e K♣ (na boa: 8♦, J♦ e os
            curingas batem). O topo da lixeira é o 8♦. Monte ou lixeira?
            """,
            """
            **2.** Before drawing you hold 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, 9♦ 10♦ and K♣ (na boa: 8♦, J♦
            and the curingas go out). The lixeira top is the 8♦. Monte or lixeira?
            """,
        ),
        code(
            """
            «escolha|choice» = "monte"  # "monte" «ou|or» "lixeira"

            «posicao|position» = coach.practice_view(
                "2h 3h 4h 7s 7d 7c 9d 10d Kc", "oficial", vira="Kh", lixeira="Qc 8d")
            «nota|grade» = coach.grade(«posicao|position», Draw(0, «escolha|choice»))
            print(f"{«nota|grade».grade_name('%LANG%')}: {«nota|grade».why('%LANG%')}")
            """
        ),
        md(
            """
            **3.** Você comprou e tem 2♥ 3♥ 4♥ 5♥, 7♠ 7♦ 7♣ e 9♦ 10♦ J♦: as 10 cartas formam
            jogos, e sem o 5♥ as outras 9 também. No `oficial`, bater com 10 vale 2 pontos de
            cada adversário, com 9 vale 1. Bata com 10 (`None`) ou descartando uma carta
            (`"5h"`)?
            """,
            """
            **3.** You drew and hold 2♥ 3♥ 4♥ 5♥, 7♠ 7♦ 7♣ and 9♦ 10♦ J♦: all 10 cards form
            melds, and without the 5♥ the other 9 do too. In `oficial`, bater with 10 costs each
            opponent 2 points, with 9 it costs 1. Go out with 10 (`None`) or discarding a card
            (`"5h"`)?
            """,
        ),
        code(
            """
            «escolha|choice» = "5h"  # None «ou uma carta|or a card»

            «posicao|position» = coach.practice_view(
                "2h 3h 4h 5h 7s 7d 7c 9d 10d Jd", "oficial", vira="Kh")
            «carta|card» = None if «escolha|choice» is None else parse_card(«escolha|choice»)
            «nota|grade» = coach.grade(«posicao|position», Bater(0, «carta|card»))
            print(f"{«nota|grade».grade_name('%LANG%')}: {«nota|grade».why('%LANG%')}")
            """
        ),
        md(
            """
            **Respostas.** 1: descarte 9♦ (ou 10♦): o par de 5 tem mais cópias vivas que a
            sequência 9♦ 10♦, cujo 8♦ e J♦ já passaram pela lixeira; descartar 5♣ é um *erro*,
            quebrar a trinca de 7 é *erro grave*. 2: a lixeira — o 8♦ faz bater agora; comprar
            do monte é *erro grave*. 3: bater com 10 (`None`); com 9 é uma *imprecisão*, porque
            vale metade.

            ## Resumo

            - `GameTable(..., seat=0, coach=True)` avalia cada decisão sua na hora e revisa a
              rodada no fim, com a precisão.
            - `coach.review(registro, seat)` revisa um jogo salvo; `coach.grade(visao, jogada)`
              avalia uma decisão; `coach.practice_view(...)` monta uma posição para treinar.
            - A nota vem da perda na medida `100·p − 5·faltam` (p1, p2 e faltam); o README do
              projeto dá a definição completa e os limites de cada nota. O bot `strong` joga
              por essa mesma medida.
            """,
            """
            **Answers.** 1: discard 9♦ (or 10♦): the pair of 5s has more live copies than the run
            9♦ 10♦, whose 8♦ and J♦ already went through the lixeira; discarding 5♣ is a
            *mistake*, breaking the trinca of 7s is a *blunder*. 2: the lixeira — the 8♦ bates
            now; drawing from the monte is a *blunder*. 3: bater with 10 (`None`); with 9 is an
            *inaccuracy*, as it is worth half.

            ## Summary

            - `GameTable(..., seat=0, coach=True)` grades each of your decisions as you make it
              and reviews the round at the end, with your accuracy.
            - `coach.review(log, seat)` reviews a saved game; `coach.grade(view, move)` grades
              one decision; `coach.practice_view(...)` sets up a position to practise on.
            - The grade comes from the loss on the measure `100·p − 5·missing` (p1, p2 and
              missing); the project's README gives the full definition and each grade's limits.
              The `strong` bot plays by this same measure.
            """,
        ),
    ],
)
