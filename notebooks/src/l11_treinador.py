"""Lesson 11: playing with a coach: every decision graded by the chance to win it gives away."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=11,
    slug="11-treinador",
    title_pt="Jogando com o treinador",
    title_en="Playing with a coach",
    summary_pt="sua chance de vencer a rodada depois de cada opção, e cada decisão sua "
               "avaliada (melhor, boa, imprecisão, erro, erro grave) pelo quanto dessa chance "
               "ela perde, na mesa e na revisão de um jogo salvo",
    summary_en="your chance to win the round after each option, and each of your decisions "
               "graded (best, good, inaccuracy, mistake, blunder) by how much of that chance "
               "it gives away, at the table and in the review of a saved game",
    cells=[
        md(
            """
            As lições anteriores ensinaram a ler uma mão. Esta ensina a **jogar** melhor: um
            **treinador** olha cada decisão sua — comprar do monte ou pegar da lixeira, qual
            carta descartar, bater, anunciar na boa, furar a fila, correr — e dá uma nota, com
            uma frase dizendo por quê e qual era a melhor escolha.

            O treinador só vê o que você via naquele momento: sua mão, a vira, a lixeira, as
            cartas que os outros pegaram dela e as jogadas públicas. Ele nunca espia o monte nem
            a mão dos outros.

            ## A medida: sua chance de vencer a rodada

            Para cada opção o treinador estima a sua **chance de vencer a rodada** depois dela,
            como os programas de xadrez medem a chance de ganhar a partida. A estimativa vem de
            um modelo pequeno, ajustado em milhares de rodadas entre bots, que olha só o que você
            vê na mão que a opção deixa:

            - quantas **cartas ainda faltam** para bater (*faltam*) — é o que mais pesa;
            - na boa, as **cópias vivas** das cartas que batem: as cópias que você ainda não viu
              (nem na sua mão, nem na vira, nem na lixeira, nem pegas por outro jogador);
            - os curingas que você guarda e quanto as suas cartas naturais se ajudam: cada carta
              conta as suas **parceiras vivas**, as cartas que ainda podem vir e formar jogo com
              ela (uma carta *solta* não tem nenhuma);
            - quantas cartas restam no monte, quantos adversários, quantas vezes já se jogou,
              quem anunciou na boa e quantas cartas os outros pegaram da lixeira;
            - o que o seu descarte entrega ao próximo jogador: um curinga, ou uma carta que
              combina com o que ele pegou da lixeira.

            A **perda** de uma escolha é a chance da melhor opção menos a da opção jogada, em
            pontos percentuais: de 34% para 29% são 5 pontos.
            """,
            """
            The earlier lessons taught you to read a hand. This one teaches you to **play**
            better: a **coach** looks at each of your decisions — draw from the monte (the
            stock) or take from the lixeira (the discard pile), which card to discard, bater
            (go out), announce na boa, furar a fila (jump the queue), correr (fold) — and grades
            it, with one sentence saying why and what the best choice was.

            The coach sees only what you saw at that moment: your hand, the vira, the lixeira,
            the cards the others took from it and the public moves. It never peeks at the monte
            or at other hands.

            ## The measure: your chance to win the round

            For each option the coach estimates your **chance to win the round** after it, as
            chess programs measure the chance to win the game. The estimate comes from a small
            model, fitted on thousands of rounds between bots, that looks only at what you see
            in the hand the option leaves:

            - how many **cards are still missing** to bater (*faltam*) — what weighs most;
            - na boa, the **live copies** of the cards that go out: the copies you have not seen
              yet (not in your hand, not the vira, not in the lixeira, not taken by another
              player);
            - the curingas (wild cards) you keep and how well your natural cards help each
              other: each card counts its **live partners**, the cards that can still come and
              form a meld with it (a *loose* card has none);
            - how many cards are left in the monte, how many opponents, how many turns have been
              played, who announced na boa and how many cards the others took from the lixeira;
            - what your discard hands the next player: a curinga, or a card that fits what they
              took from the lixeira.

            The **loss** of a choice is the best option's chance minus the played option's, in
            percentage points: from 34% to 29% is 5 points.
            """,
        ),
        code(
            """
            from cacheta_lab import GameTable, coach
            from cacheta_lab.cards import parse_card
            from cacheta_lab.coach.grade import THRESHOLDS, missed_announce, move_words, notation
            from cacheta_lab.explain import level_name
            from cacheta_lab.game import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, GameLog
            from cacheta_lab.game import play_round
            """
        ),
        md(
            """
            `coach.evaluate(visao)` dá a chance agora e depois de cada opção, da melhor para a
            pior. Uma posição do `oficial` (vira K♥: os curingas são o A♥ e os coringas): você
            comprou e tem 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, o par 5♣ 5♠ e 9♦ 10♦; contra dois adversários.
            """,
            """
            `coach.evaluate(view)` gives the chance now and after each option, best first. A
            position in `oficial` (vira K♥: the curingas are the A♥ and the jokers): you drew
            and hold 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, the pair 5♣ 5♠ and 9♦ 10♦; against two opponents.
            """,
        ),
        code(
            """
            «posicao|position» = coach.practice_view(
                "2h 3h 4h 7s 7d 7c 5c 5s 9d 10d", "oficial", vira="Kh")
            «avaliacao|evaluation» = coach.evaluate(«posicao|position»)
            print(f"«agora|now»: {«avaliacao|evaluation».win:.0%}")
            for «opcao|option» in «avaliacao|evaluation».options:
                print(f"  {move_words(notation(«opcao|option».move), '%LANG%'):22} "
                      f"{«opcao|option».win:.0%}")
            """
        ),
        md(
            """
            ## As notas

            A nota vem da perda, em pontos percentuais:
            """,
            """
            ## The grades

            The grade comes from the loss, in percentage points:
            """,
        ),
        code(
            """
            «nomes|names» = ["«melhor|best»", "«boa|good»", "«imprecisão|inaccuracy»", "«erro|mistake»"]
            for «nome|name», «limite|limit» in zip(«nomes|names», THRESHOLDS):
                print(f"{«nome|name»:12} «perda até|loss up to» {«limite|limit»:g}")
            print(f"{'«erro grave|blunder»':12} «acima de|above» {THRESHOLDS[-1]:g}")
            """
        ),
        md(
            """
            Por que esses números: uma carta a mais faltando custa uns 4 pontos quando faltam
            três e de 20 a 25 quando a escolha é entre ficar na boa ou não; no meio da rodada um
            *erro* custa mais ou menos uma compra, e um *erro grave*, mais que isso; abaixo de 1
            ponto o modelo não distingue as opções. Duas regras valem sempre: um descarte que deixa a mão com **mais cartas
            faltando** nunca recebe nota mais branda que um que deixa menos (as cartas que
            faltam decidem primeiro, depois as cópias vivas), e **jogar fora um curinga** nunca
            recebe nota mais branda que jogar fora uma carta natural que deixa as mesmas cartas
            faltando. E um descarte perde pelo menos 3 pontos por carta que deixa faltando além
            do melhor: longe de bater as chances são pequenas e próximas, mas uma carta a mais
            faltando é pelo menos uma *imprecisão*.

            Algumas notas são fixas: bater falso é *erro grave*; não bater quando dava perde
            toda a chance (*erro grave*); bater com 9 quando as 10 batiam e valem mais é uma
            *imprecisão* (a rodada é sua de qualquer jeito, mas vale menos); não anunciar na boa
            é *imprecisão*; furar a fila sem bater (*se queimar*) é *erro*. Correr se mede em
            pontos: quanto você perderia em média jogando, contra o que custa correr.

            ## Um exemplo de cada nota

            A mesma posição: cada descarte com a sua nota, a frase e o medidor. A frase fala da
            opção não jogada no condicional ("deixaria").
            """,
            """
            Why these numbers: one card more missing costs about 4 points when three are
            missing and 20 to 25 when the choice is between staying na boa or not; in the middle
            of a round a *mistake* costs about a draw, and a *blunder* more than that; below 1
            point the model cannot tell the options apart. Two rules always hold:
            a discard that leaves the hand **more cards missing** never gets a milder grade than
            one that leaves fewer (the draws still missing decide first, then the live copies),
            and **throwing away a curinga** never gets a milder grade than throwing away a
            natural card that leaves as many cards missing. And a discard loses at least 3
            points per card it leaves missing beyond the best one: far from bater the chances
            are small and close, but one card more missing is at least an *inaccuracy*.

            Some grades are fixed: a false bati is a *blunder*; not going out when you could
            loses all the chance (a *blunder*); bater with 9 when all 10 went out and score more
            is an *inaccuracy* (the round is yours anyway, but worth less); not announcing na
            boa is an *inaccuracy*; furar a fila without going out (*se queimar*, burning
            yourself) is a *mistake*. Correr (folding) is measured in points: what you would
            lose on average playing on, against what folding costs.

            ## One example of each grade

            The same position: each discard with its grade, its sentence and the meter. The
            sentence speaks of the option not played in the conditional ("would have left").
            """,
        ),
        code(
            """
            def «mostra|show»(«nota|grade»):
                print(f"{move_words(«nota|grade».move, '%LANG%'):24} {«nota|grade».grade_name('%LANG%'):11} "
                      f"{«nota|grade».meter('%LANG%')}")
                print(f"    {«nota|grade».why('%LANG%')}")


            for «carta|card» in sorted(set(«posicao|position».hand)):
                «mostra|show»(coach.grade(«posicao|position», Discard(0, «carta|card»)))
            """
        ),
        md(
            """
            Anunciar na boa e furar a fila (no `megajogos`, vira 5♣): com 2♥ 3♥ 4♥, 7♠ 7♦ 7♣,
            9♦ 10♦ e K♣ você está na boa (8♦, J♦ e os curingas batem). Anunciar é o melhor;
            deixar passar é uma imprecisão. Já anunciado, o jogador 1 descarta: se é o J♦, furar
            a fila bate; se é a Q♠, furar a fila queima você.
            """,
            """
            Announcing na boa and furar a fila (in `megajogos`, vira 5♣): with 2♥ 3♥ 4♥, 7♠ 7♦
            7♣, 9♦ 10♦ and K♣ you are na boa (8♦, J♦ and the curingas go out). Announcing is the
            best; letting it pass is an inaccuracy. Once announced, player 1 discards: if it is
            the J♦, jumping the queue goes out; if it is the Q♠, jumping the queue burns you.
            """,
        ),
        code(
            """
            «na_boa|na_boa» = "2h 3h 4h 7s 7d 7c 9d 10d Kc"
            «antes|before» = coach.practice_view(«na_boa|na_boa», "megajogos", vira="5c")
            «mostra|show»(coach.grade(«antes|before», AnunciarNaBoa(0)))
            «mostra|show»(missed_announce(«antes|before»))
            for «topo|top» in ("Jd", "Qs"):
                «vendo|watching» = coach.practice_view(
                    «na_boa|na_boa», "megajogos", vira="5c", lixeira=f"Qc {«topo|top»}",
                    announced=True, watching=True)
                «mostra|show»(coach.grade(«vendo|watching», Furar(0, parse_card("Kc"))))
            """
        ),
        md(
            """
            Correr (no `cachetao`, três jogadores, vira K♥): com uma mão sem nada formado,
            jogar custa em média mais que o ponto de correr; com uma mão na boa, correr
            entrega uma rodada que você deve ganhar. (Com mais adversários a conta muda: a
            mesma mão na boa contra três adversários já fica perto do empate.)

            Correr não muda a sua chance com a próxima compra, por isso o medidor de "compra do
            monte" fica igual (21% → 21%). A nota vem dos **pontos**: o que você perderia em
            média jogando (a chance de perder vezes o que custa a batida de outro) contra o
            ponto de correr; a diferença, como parte do que a rodada vale (a perda pela batida
            de outro), vira pontos percentuais e passa pelos mesmos limites. Perder 1,6 em vez
            de 1 é perder 0,6 de uma rodada que vale 2: 30 pontos, um *erro grave*.
            """,
            """
            Correr (in `cachetao`, three players, vira K♥): with a hand with nothing formed,
            playing on costs more on average than the point for folding; with a na boa hand,
            folding gives away a round you should win. (With more opponents the sums change:
            the same na boa hand against three opponents is already close to even.)

            Folding does not change your chance with the next draw, so the meter of "draws from
            the monte" stays put (21% → 21%). The grade comes from **points**: what you would
            lose on average playing on (the chance of losing times what another player's bati
            costs you) against the point for folding; the difference, as a share of what the
            round is worth (the loss to another player's bati), becomes percentage points and
            goes through the same limits. Losing 1.6 instead of 1 is losing 0.6 of a round
            worth 2: 30 points, a *blunder*.
            """,
        ),
        code(
            """
            for «mao|hand» in ("2s 5c 8h Js Qc 3d 6d 9s Kd", «na_boa|na_boa»):
                «inicio|start» = coach.practice_view(«mao|hand», "cachetao", vira="Kh", players=3)
                «mostra|show»(coach.grade(«inicio|start», Correr(0)))
                «mostra|show»(coach.grade(«inicio|start», Draw(0, "monte")))
            """
        ),
        md(
            """
            ## Longe de bater: guarde as cartas com parceiras vivas

            Quando faltam duas cartas ou mais, as cartas que faltam decidem primeiro: não quebre
            o que já está quase formado. Entre descartes que deixam as mesmas cartas faltando,
            jogue fora a carta **solta** e guarde as que têm **parceiras vivas**. No `oficial`,
            vira K♥: 7♠ 7♦, 9♣ 10♣, 2♥ 2♦ e cartas soltas (J♥, Q♠, 5♦, 3♣). O 7♠ tem quatro
            parceiras vivas (os dois 7♣ e os dois 7♥, que formariam a trinca), o 3♣ nenhuma.
            Quebrar 9♣ 10♣ deixa uma carta a mais faltando. Longe de bater as chances são
            pequenas e as diferenças também: quebrar o par custa perto de um ponto, quebrar a
            sequência custa vários — e recebe nota pior que qualquer descarte que deixa menos
            cartas faltando.
            """,
            """
            ## Far from bater: keep the cards with live partners

            When two or more cards are missing, the draws still missing decide first: do not
            break what is almost formed. Among discards that leave as many cards missing, throw
            away the **loose** card and keep those with **live partners**. In `oficial`, vira
            K♥: 7♠ 7♦, 9♣ 10♣, 2♥ 2♦ and loose cards (J♥, Q♠, 5♦, 3♣). The 7♠ has four live
            partners (the two 7♣ and the two 7♥, which would make the trinca), the 3♣ none.
            Breaking 9♣ 10♣ leaves one card more missing. Far from bater the chances are small
            and so are the differences: breaking the pair costs about a point, breaking the run
            costs several — and gets a worse grade than any discard that leaves fewer cards
            missing.
            """,
        ),
        code(
            """
            «longe|far» = coach.practice_view("7s 7d 9c 10c 2h 2d Jh Qs 5d 3c", "oficial", vira="Kh")
            for «carta|card» in ("3c", "Qs", "7s", "9c"):
                «mostra|show»(coach.grade(«longe|far», Discard(0, parse_card(«carta|card»))))
            """
        ),
        md(
            """
            **Empates.** Quando duas opções dão a mesma chance (a diferença não passa de 1
            ponto), as duas são *melhor*: a frase diz que uma vale quase o mesmo que a outra. O
            bot `strong` joga por essas mesmas chances, as cartas que faltam primeiro — por isso
            guarda os curingas e evita entregar ao próximo jogador uma carta que combina com o
            que ele pegou da lixeira (menos no `cachetao`, onde o ajuste do modelo não achou
            custo nisso) — e, em empate exato, segue a ordem da tabela de descartes (lição 6):
            mais cópias vivas primeiro, depois menos cartas faltando. O treinador lista os
            empates exatos na mesma ordem: a primeira opção que ele aponta como *melhor* é a que
            o bot `strong` jogaria.

            ## Uma rodada com o treinador

            `GameTable(..., seat=0, coach=True, open_hands=False)` põe você no lugar 0 contra os
            bots, com as mãos deles escondidas, como o treinador as vê. Clique no monte ou na
            lixeira para comprar e numa carta para descartar: o painel **Treinador** mostra a
            sua chance de vencer a rodada agora, e depois de cada decisão a nota, o porquê e o
            medidor (antes → depois); no fim da rodada aparece a revisão, com a sua
            **precisão** (a parte das decisões que foram *melhor* ou *boa*).
            """,
            """
            **Ties.** When two options give the same chance (the difference is at most 1
            point), both are *best*: the sentence says one is about as good as the other. The
            `strong` bot plays by these same chances, the cards missing first — so it keeps
            curingas and avoids handing the next player a card that fits what they took from
            the lixeira (except in `cachetao`, where the model's fit found no cost in it) — and,
            on an exact tie, follows the discard table's order (lesson 6): more live copies
            first, then fewer cards missing. The coach lists exact ties in the same order: the
            first option it names *best* is the one the `strong` bot would play.

            ## A round with the coach

            `GameTable(..., seat=0, coach=True, open_hands=False)` seats you at seat 0 against
            the bots, their hands hidden, as the coach sees them. Click the monte or the lixeira
            to draw and a card to discard it: the **Coach** panel shows your chance to win the
            round now, and after each decision the grade, why and the meter (before → after);
            at the end of the round the review appears, with your **accuracy** (the share of
            your decisions graded *best* or *good*).
            """,
        ),
        code(
            """
            «mesa|table» = GameTable(
                preset="megajogos", players=3, bots="strong", seat=0, coach=True, seed=11,
                open_hands=False, lang="%LANG%")
            «mesa|table»
            """
        ),
        md(
            """
            As mesmas jogadas podem ser feitas em Python. Aqui o "aluno" compra sempre do monte
            e descarta a carta que a tabela de descartes (lição 6) põe em primeiro. Veja as
            notas e o medidor (rode a célula de novo para jogar mais algumas vezes; a mesa acima
            acompanha):
            """,
            """
            The same moves can be made from Python. Here the "learner" always draws from the
            monte and discards the card the discard table (lesson 6) ranks first. See the grades
            and the meter (run the cell again to play a few more turns; the table above
            follows):
            """,
        ),
        code(
            """
            def «minha_vez|my_turn»(«mesa|table»):
                «visao|view» = «mesa|table».round.view(0)
                «novidade|news» = ""
                if «visao|view».phase == "draw":
                    «mesa|table».learner_move(Draw(0, "monte"))
                    «veio|came» = list(«mesa|table».round.view(0).hand)
                    for «carta|card» in «visao|view».hand:
                        «veio|came».remove(«carta|card»)
                    «novidade|news» = f" («veio|came»: {«veio|came»[0].symbol})"
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
                        f"{«nota|grade».meter('%LANG%')}{«novidade|news»}")


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
            A chance muda de uma decisão para a outra porque a carta comprada é uma
            **novidade**: antes da compra, a chance conta com todas as cartas que podem vir do
            monte; depois, você sabe qual veio. O 4♠ aproximou a mão de bater e a chance subiu
            (59% antes da compra, 71% no descarte); o 2♠ ajudou menos que a média das cartas
            que podiam vir e ela caiu (76% → 71%); com a Q♣ ela subiu (76% → 94%). Os *erros
            graves* de "compra do monte" são do aluno, que compra sempre do monte: o topo da
            lixeira (5♥, depois K♥) o deixaria na boa com mais de 30 cópias vivas, como diz a
            frase do treinador. Por isso 95% e não 100%: pegar a carta não é bater, ainda
            falta uma compra.
            """,
            """
            The chance moves from one decision to the next because the card drawn is
            **news**: before the draw, the chance averages over every card the monte could
            bring; after it, you know which one came. The 4♠ brought the hand closer to bater
            and the chance rose (59% before the draw, 71% at the discard); the 2♠ helped less
            than the average card that could come and it fell (76% → 71%); with the Q♣ it rose
            (76% → 94%). The *blunders* of "draws from the monte" are the learner's, who always
            draws from the monte: the lixeira top (5♥, then K♥) would have left it na boa with
            over 30 live copies, as the coach's sentence says. Hence 95% and not 100%: taking
            that card is not bater, one draw is still missing.
            """,
        ),
        md(
            """
            ## A revisão de um jogo salvo

            Um jogo salvo (o registro JSON de `GameLog`) pode ser revisado depois, lugar por
            lugar. Três bots jogam uma rodada: `strong` no lugar 0, `random` no 1 e `greedy` no
            2. A revisão do lugar 1 mostra cada decisão do bot que joga ao acaso; cada linha
            traz o número da jogada no registro (`jogada 7` é `registro.moves[7]`), a nota, o
            porquê e o medidor.
            """,
            """
            ## The review of a saved game

            A saved game (the JSON log of `GameLog`) can be reviewed afterwards, seat by seat.
            Three bots play a round: `strong` at seat 0, `random` at 1 and `greedy` at 2. The
            review of seat 1 shows each decision of the bot that plays at random; each line
            gives the move's number in the log (`move 7` is `log.moves[7]`), the grade, why and
            the meter.
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
            treinador dá a nota e diz qual era a melhor.

            **1.** No `oficial`, vira K♥ (curingas: A♥ e os coringas), contra dois adversários.
            Você comprou e tem 10 cartas: 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, o par 5♣ 5♠ e 9♦ 10♦. Na lixeira
            já passaram 8♦, 8♦ e J♦. Qual carta descartar?
            """,
            """
            In a terminal it is the same: `cacheta-lab play --rules oficial --players 3 --bots
            strong random greedy --seed 5 --save game.json` plays and saves; `cacheta-lab
            review game.json --seat 1` prints the review (`--lang en` in English, `--json` for
            programs).

            ## Exercises: you choose, the coach grades

            In each position below, change the choice on the cell's first line and run it: the
            coach grades it and says what the best one was.

            **1.** In `oficial`, vira K♥ (curingas: the A♥ and the jokers), against two
            opponents. You drew and hold 10 cards: 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, the pair 5♣ 5♠ and 9♦
            10♦. The lixeira has already shown 8♦, 8♦ and J♦. Which card do you discard?
            """,
        ),
        code(
            """
            «escolha|choice» = "5c"  # «troque pela sua escolha|change it to your choice»

            «posicao|position» = coach.practice_view(
                "2h 3h 4h 7s 7d 7c 5c 5s 9d 10d", "oficial", vira="Kh", lixeira="8d 8d Jd")
            «mostra|show»(coach.grade(«posicao|position», Discard(0, «escolha|choice»)))
            """
        ),
        md(
            """
            **2.** No `oficial`, vira K♥, contra dois adversários. Antes de comprar você tem
            2♥ 3♥ 4♥, 7♠ 7♦ 7♣, 9♦ 10♦ e K♣ (na boa: 8♦, J♦ e os curingas batem). O topo da
            lixeira é a Q♠. Monte ou lixeira?
            """,
            """
            **2.** In `oficial`, vira K♥, against two opponents. Before drawing you hold 2♥ 3♥
            4♥, 7♠ 7♦ 7♣, 9♦ 10♦ and K♣ (na boa: 8♦, J♦ and the curingas go out). The lixeira
            top is the Q♠. Monte or lixeira?
            """,
        ),
        code(
            """
            «escolha|choice» = "lixeira"  # "monte" «ou|or» "lixeira"

            «posicao|position» = coach.practice_view(
                "2h 3h 4h 7s 7d 7c 9d 10d Kc", "oficial", vira="Kh", lixeira="Qc Qs")
            «mostra|show»(coach.grade(«posicao|position», Draw(0, «escolha|choice»)))
            """
        ),
        md(
            """
            **3.** No `oficial`, vira K♥. Você comprou e tem 2♥ 3♥ 4♥ 5♥, 7♠ 7♦ 7♣ e 9♦ 10♦ J♦:
            as 10 cartas formam jogos, e sem o 5♥ as outras 9 também. No `oficial`, bater com 10
            vale 2 pontos de cada adversário, com 9 vale 1. Bata com 10 (`None`) ou descartando
            uma carta (`"5h"`)?
            """,
            """
            **3.** In `oficial`, vira K♥. You drew and hold 2♥ 3♥ 4♥ 5♥, 7♠ 7♦ 7♣ and 9♦ 10♦
            J♦: all 10 cards form melds, and without the 5♥ the other 9 do too. In `oficial`,
            bater with 10 costs each opponent 2 points, with 9 it costs 1. Go out with 10
            (`None`) or discarding a card (`"5h"`)?
            """,
        ),
        code(
            """
            «escolha|choice» = "5h"  # None «ou uma carta|or a card»

            «posicao|position» = coach.practice_view(
                "2h 3h 4h 5h 7s 7d 7c 9d 10d Jd", "oficial", vira="Kh")
            «mostra|show»(coach.grade(«posicao|position», Bater(0, «escolha|choice»)))
            """
        ),
        md(
            """
            **4.** No `oficial`, vira K♥. Longe de bater, você comprou e tem o curinga A♥, 2♣
            3♣, 7♠ 7♦, J♥ Q♥ e as soltas 5♦, 9♠ e K♣. Jogar fora o A♥ ou uma das soltas?
            """,
            """
            **4.** In `oficial`, vira K♥. Far from bater, you drew and hold the curinga A♥, 2♣
            3♣, 7♠ 7♦, J♥ Q♥ and the loose 5♦, 9♠ and K♣. Throw away the A♥ or one of the loose
            cards?
            """,
        ),
        code(
            """
            «escolha|choice» = "Ah"  # «troque pela sua escolha|change it to your choice»

            «posicao|position» = coach.practice_view(
                "Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc", "oficial", vira="Kh")
            «mostra|show»(coach.grade(«posicao|position», Discard(0, «escolha|choice»)))
            """
        ),
        md(
            """
            **Respostas.** 1: descarte 9♦ (ou 10♦): guardar o par de 5 deixa 12 cópias vivas;
            guardar a sequência 9♦ 10♦ (descartando 5♣) deixa só 7, porque dois 8♦ e um J♦ já
            passaram pela lixeira — descartar 5♣ é um *erro*, quebrar a trinca de 7 é *erro
            grave*. 2: o monte — a Q♠ não melhora a mão, e pegá-la
            gasta a compra (*erro grave*: na boa, cada compra é uma chance de bater). 3: bater
            com 10 (`None`); com 9 é uma *imprecisão*, porque vale metade. 4: descarte uma
            solta: o 5♦ e o 9♠ são *melhor*, como o 3♣ (2♣ 3♣ sozinhos
            não são jogo, e o curinga A♥ pode fazer o 6♦ entre o 5♦ e o 7♦); o K♣
            é *boa*; jogar fora o A♥ deixa uma carta a mais faltando e entrega o curinga ao
            próximo jogador: *erro grave*.

            ## Resumo

            - O treinador mede cada opção pela sua **chance de vencer a rodada** depois dela
              (`coach.evaluate`); a perda é a diferença para a melhor opção, em pontos
              percentuais, e dá a nota (até 1 *melhor*, 2,5 *boa*, 5 *imprecisão*, 10 *erro*,
              acima *erro grave*).
            - As cartas que faltam decidem primeiro, depois as cópias vivas; longe de bater,
              guarde as cartas com parceiras vivas e nunca jogue fora um curinga.
            - `GameTable(..., seat=0, coach=True)` avalia cada decisão sua na hora e revisa a
              rodada no fim; `coach.review(registro, seat)` revisa um jogo salvo;
              `coach.grade(visao, jogada)` avalia uma decisão (e recusa as que as regras não
              permitem); `coach.practice_view(...)` monta uma posição para treinar.
            - O bot `strong` joga por essas mesmas chances.
            """,
            """
            **Answers.** 1: discard 9♦ (or 10♦): keeping the pair of 5s leaves 12 live copies;
            keeping the run 9♦ 10♦ (discarding 5♣) leaves only 7, as two 8♦ and a J♦ already
            went through the lixeira — discarding 5♣ is a *mistake*, breaking the trinca of 7s is
            a *blunder*. 2: the monte — the Q♠ does not improve the hand, and taking it spends
            the draw (a *blunder*: na boa, every draw is a chance to bater). 3: bater with 10
            (`None`); with 9 is an *inaccuracy*, as it is worth half. 4: discard a loose card:
            the 5♦ and the 9♠ are *best*, as is the 3♣ (2♣ 3♣ alone are
            not a meld, and the curinga A♥ can stand for the 6♦ between the 5♦ and the 7♦);
            the K♣ is *good*; throwing away the A♥ leaves one card more missing and hands the
            curinga to the next player: a *blunder*.

            ## Summary

            - The coach measures each option by your **chance to win the round** after it
              (`coach.evaluate`); the loss is the difference from the best option, in percentage
              points, and gives the grade (up to 1 *best*, 2.5 *good*, 5 *inaccuracy*, 10
              *mistake*, above that *blunder*).
            - The draws still missing decide first, then the live copies; far from bater, keep
              the cards with live partners and never throw away a curinga.
            - `GameTable(..., seat=0, coach=True)` grades each of your decisions as you make it
              and reviews the round at the end; `coach.review(log, seat)` reviews a saved game;
              `coach.grade(view, move)` grades one decision (and refuses those the rules do not
              allow); `coach.practice_view(...)` sets up a position to practise on.
            - The `strong` bot plays by these same chances.
            """,
        ),
    ],
)
