"""Lesson 6: na boa — outs, live copies and choosing the discard."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=6,
    slug="06-na-boa",
    title_pt="Na boa: outs, cópias vivas e o descarte",
    title_en="Na boa: outs, live copies and the discard",
    summary_pt="a tabela de descartes, lida passo a passo",
    summary_en="the discard table, read step by step",
    cells=[
        md(
            """
            Uma mão de 9 cartas está **na boa** quando **uma** carta a faz bater. As cartas que
            fazem isso são os **outs** da mão. Nem toda cópia de um out ainda pode chegar: uma
            cópia está **viva** se não está na sua mão, não é a vira e não foi vista — não está
            na lixeira, nem na mão de um adversário que a pegou da lixeira (a mesa inteira vê
            quem pega da lixeira).

            Um número resume a distância até bater: **faltam N**, o menor número de compras que
            ainda separa a mão de bater, se vierem as melhores cartas (com uma só, **falta
            1**). Uma mão de 10 que bate agora: faltam 0. Na boa: falta 1. As outras: faltam 2
            ou mais. Para contar faltam N, toda carta que serve conta, mesmo uma cujas cópias já
            foram todas vistas: faltam N mede a distância, e as cópias vivas medem o que ainda
            pode chegar. Uma mão pode estar na boa (falta 1) com todos os outs mortos.

            (No `megajogos` e no `tradicional` quem está na boa ainda pode anunciar isso à mesa
            e furar a fila; a lição 8 mostra as duas coisas numa rodada.)
            """,
            """
            A 9-card hand is **na boa** ("in a good spot") when **one** card lets it bater. The
            cards that do it are the hand's **outs**. Not every copy of an out can still come: a
            copy is **live** if it is not in your hand, is not the vira, and was not seen — it is
            not on the lixeira (the discard pile), nor in the hand of an opponent who took it
            from the lixeira (the whole table sees who takes from the lixeira).

            One number sums up the distance to going out: **faltam N** ("N missing"), the fewest
            draws that still stand between the hand and going out, if the best cards come (with
            just one, Portuguese says **falta 1**). A 10-card hand that goes out now: faltam 0.
            Na boa: falta 1. Any other: faltam 2 or more. Counting faltam N, every card that
            would do counts, even one whose copies have all been seen: faltam N measures the
            distance, and the live copies measure what can still come. A hand can be na boa
            (falta 1) with every out dead.

            (In `megajogos` and `tradicional` a player who is na boa may also announce it to the
            table and furar a fila; lesson 8 shows both in a round.)
            """,
        ),
        code(
            """
            from cacheta_lab import analyze
            from cacheta_lab.exercises import DiscardExercise, LiveOutsExercise, OutsExercise

            «mao9|hand9» = "5h 6h 7h Kc Kh Ks 9s 10s 2c"
            analyze(«mao9|hand9», "pife", lang="%LANG%")
            """
        ),
        md(
            """
            Passo a passo:

            1. 5♥ 6♥ 7♥ e K♣ K♥ K♠ já são jogos.
            2. 9♠ 10♠ espera uma ponta: o 8♠ ou o J♠. Esses são os **outs** (na análise
               acima, a parte *Cartas que batem*).
            3. Comprando um deles, a mão tem 10 cartas e bate descartando o 2♣.
            4. Cada out tem 2 cópias no baralho e nenhuma foi vista: **×2** embaixo de cada um,
               4 cópias vivas ao todo. Quando o programa diz "2 cartas batem", conta **tipos**
               de carta (8♠ e J♠), cada um com as suas cópias.

            ## Exercício 6.1 — os outs

            Quais cartas fazem esta mão bater? (Uma resposta incompleta já está escrita.)
            """,
            """
            Step by step:

            1. 5♥ 6♥ 7♥ and K♣ K♥ K♠ are already melds.
            2. 9♠ 10♠ waits for an end: the 8♠ or the J♠. Those are the **outs** (in the
               analysis above, the part *Cards that go out*).
            3. Drawing one of them, the hand has 10 cards and goes out discarding the 2♣.
            4. Each out has 2 copies in the decks and none was seen: **×2** under each one,
               4 live copies in all. When the program says "2 cards go out", it counts **kinds**
               of card (8♠ and J♠), each with its copies.

            ## Exercise 6.1 — the outs

            Which cards make this hand go out? (An incomplete answer is already written.)
            """,
        ),
        code(
            """
            ex1 = OutsExercise(«mao9|hand9», rules="pife", lang="%LANG%")
            «resposta|answer» = "Js"  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Uma mão já pronta

            E se as 9 cartas já formam jogos? Compre qualquer carta do monte e descarte essa
            mesma carta: você bate. Por isso uma mão pronta de 9 está **na boa com qualquer
            carta**: todo tipo de carta que ainda pode vir é out, e falta 1 (com 9 cartas ainda
            é preciso comprar uma). Fica de fora apenas um tipo com todas as cópias na sua mão:
            nenhuma pode vir. Só no `oficial` há uma exceção: a carta pega da lixeira não pode
            ser descartada na mesma vez, nem ao bater (lição 5); lá, com a mão pronta, compre do
            monte (ou pegue da lixeira só uma carta que entre num jogo).
            """,
            """
            ## A hand already made

            What if the 9 cards already form melds? Draw any card from the monte and discard
            that same card: you go out. So a finished 9-card hand is **na boa on any card**:
            every kind of card that can still come is an out, and falta 1 (with 9 cards you
            still have to draw one). Left out is just a kind with every copy in your hand: none
            of it can come. Only `oficial` makes an exception: a card taken from the
            lixeira may not be
            discarded in the same turn, not even when going out (lesson 5); there, with a
            finished hand, draw from the monte (or take from the lixeira only a card that fits
            a meld).
            """,
        ),
        code('analyze("5h 6h 7h Kc Kh Ks 8s 9s 10s", "pife", lang="%LANG%")'),
        md(
            """
            ## Cartas vistas

            **Vistas** são as cartas que você sabe que não podem mais chegar a você: a lixeira (no `pife`
            e no `pife-simples`, a carta virada no começo também está lá) e as cartas que um
            adversário pegou da lixeira e ainda tem na mão. Se já passaram pela lixeira dois 8♠
            e um J♠, o 8♠ continua sendo out, mas **morto** (×0): não resta cópia para comprar.

            E se o monte acabar? A lixeira, menos a carta de cima, é embaralhada e passa a ser o
            novo monte (lição 8). Essas cartas podem chegar de novo: voltam a contar como vivas.
            Vistas continuam só a carta de cima da lixeira e as que os adversários pegaram e
            ainda têm.

            Diga ao programa o que foi visto com `seen=`:
            """,
            """
            ## Seen cards

            **Seen** cards are the ones you know can no longer reach you: the lixeira (in `pife` and
            `pife-simples` the card turned at the start is there too) and the cards an opponent
            took from the lixeira and still holds. If two 8♠ and one J♠ have gone through the
            lixeira, the 8♠ is still an out, but a **dead** one (×0): no copy is left to draw.

            And if the monte runs out? All the lixeira except its top card is shuffled into a
            new monte (lesson 8). Those cards may come again: they count as live again. Seen are
            then only the lixeira's top card and the cards opponents took and still hold.

            Tell the program what was seen with `seen=`:
            """,
        ),
        code('analyze(«mao9|hand9», "pife", seen="8s 8s Js", lang="%LANG%")'),
        md(
            """
            ## Exercício 6.2 — quantas vivas?

            Mesma mão; pela lixeira passaram 8♠ e J♠. Quantas cópias vivas fazem a mão bater?
            """,
            """
            ## Exercise 6.2 — how many live?

            Same hand; an 8♠ and a J♠ went through the lixeira. How many live copies make the
            hand go out?
            """,
        ),
        code(
            """
            ex2 = LiveOutsExercise(«mao9|hand9», rules="pife", seen="8s Js", lang="%LANG%")
            «resposta|answer» = 4
            ex2.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            ## A tabela de descartes

            Com 10 cartas na mão (depois de comprar) a pergunta é: **qual carta descartar?** A
            **tabela de descartes** responde: para cada descarte possível o programa olha as 9
            que sobram e diz: fica na boa? quais os outs? quantas cópias vivas? quantas compras
            faltam (1 nas linhas na boa)? Um descarte que bate agora diz **bate**, sem nada para
            contar. A carta descartada vai para a lixeira: ela conta como vista, e se o descarte
            for de um tipo que também é out, a cópia jogada fora não é viva.

            A tabela põe a melhor opção primeiro, nesta ordem:

            1. o descarte que **bate** agora;
            2. **menos compras faltando** (na boa, falta 1, vem antes de faltam 2);
            3. **mais cópias vivas** dos outs;
            4. **mais tipos de out**, contando também os outs mortos (×0): um out morto pode
               voltar a ser vivo se o monte for refeito com a lixeira.

            Dois descartes iguais nesses quatro passos ficam na ordem de exibição das cartas
            (mais abaixo, os empates). Nesta mão, a lixeira já mostrou 2♠, 8♠ e J♠:
            """,
            """
            ## The discard table

            With 10 cards in hand (after drawing) the question is: **which card to discard?** The
            **discard table** answers it: for each possible discard the program looks at the 9
            cards left and says: is it na boa? which outs? how many live copies? how many draws
            are missing (faltam: 1 on the na boa rows)? A discard that goes out now says
            **bate**, with nothing to count. The discarded card goes to the lixeira: it counts
            as seen, so if the discard is of a kind that is also an out, the copy thrown away is
            not live.

            The table puts the best option first, in this order:

            1. the discard that **goes out** now;
            2. **fewer draws missing** (na boa, falta 1, comes before faltam 2);
            3. **more live copies** of the outs;
            4. **more kinds of out**, dead outs (×0) included: a dead out may come alive again
               if the monte is rebuilt from the lixeira.

            Two discards alike on those four steps stay in the cards' display order (ties come
            further down). In this hand, the lixeira has already shown 2♠, 8♠ and J♠:
            """,
        ),
        code(
            """
            «mao10|hand10» = "5h 6h 7h Kc Kh Ks 9s 10s 2d 2c"
            «vistas|seen» = "2s 8s Js"
            analyze(«mao10|hand10», "pife", seen=«vistas|seen», lang="%LANG%")
            """
        ),
        md(
            """
            Lendo linha por linha:

            1. **9♠ ou 10♠:** sobra o par 2♣ 2♦, que espera um terceiro 2. No `pife` os naipes
               da trinca são todos diferentes, então servem 2♥ (duas vivas) e 2♠ (uma viva — a
               outra está na lixeira): **3 vivas**.
            2. **2♣ ou 2♦:** sobra 9♠ 10♠, que espera 8♠ ou J♠ — cada um com uma cópia só ainda
               viva: **2 vivas**.
            3. **Os outros descartes** desmancham um jogo pronto: a mão não fica na boa e
               **faltam 2** compras.

            Sem a lixeira, os quatro primeiros empatariam com {sem_lixeira} vivas cada; são as
            cartas vistas que desempatam.

            ## Exercício 6.3 — o descarte

            Qual carta você descarta?
            """,
            """
            Reading row by row:

            1. **9♠ or 10♠:** the pair 2♣ 2♦ is left, waiting for a third 2. In `pife` a
               trinca's suits all differ, so 2♥ (two live) and 2♠ (one live — the other is on
               the lixeira) work: **3 live**.
            2. **2♣ or 2♦:** 9♠ 10♠ is left, waiting for 8♠ or J♠ — each with a single copy
               still live: **2 live**.
            3. **The other discards** break a finished meld: the hand is not na boa and
               **faltam 2** (two draws are missing).

            Without the lixeira, the first four would tie with {sem_lixeira} live copies each; the
            seen cards break the tie.

            ## Exercise 6.3 — the discard

            Which card do you discard?
            """,
            values={"sem_lixeira": 'analyze(«mao10|hand10», "pife").discards[0].live_outs'},
        ),
        code(
            """
            ex3 = DiscardExercise(«mao10|hand10», rules="pife", seen=«vistas|seen», lang="%LANG%")
            «resposta|answer» = "2c"
            ex3.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex3.«solucao|solution»()"),
        md(
            """
            ## Longe de bater

            Quando nenhum descarte deixa a mão na boa, não há outs para contar. Conte então as
            cartas que trazem a mão **uma compra mais perto**. Esta mão do `pife` está longe:
            """,
            """
            ## Far from bater

            When no discard leaves the hand na boa, there are no outs to count. Count instead
            the cards that bring the hand **one draw closer**. This `pife` hand is far off:
            """,
        ),
        code(
            """
            «longe|far» = "5h 6h Kc Kh 9s 10s 2d 4c 8c Jd"
            analyze(«longe|far», "pife", lang="%LANG%")
            """
        ),
        md(
            """
            Três começos de jogo, de duas cartas cada, esperam a terceira: 5♥ 6♥ (4♥ ou 7♥), o
            par K♣ K♥ (K♦ ou K♠: no `pife` os naipes da trinca são diferentes) e 9♠ 10♠ (8♠ ou
            J♠). Descartando uma carta **solta**, sem parceira na mão (4♣, 8♣, 2♦ ou J♦),
            faltam 3: uma carta para cada
            começo. Feito à mão: 6 tipos de carta × 2 cópias vivas = **12 cartas** que trazem a
            mão uma compra mais perto. Desmanchar um dos começos custa uma compra a mais
            (faltam 4).

            As quatro soltas **empatam**: com qualquer uma delas descartada faltam 3, e as
            mesmas 12 cartas melhoram a mão. O programa conta essas cartas com `improvers`:
            """,
            """
            Three two-card starts wait for a third card: 5♥ 6♥ (4♥ or 7♥), the pair K♣ K♥ (K♦
            or K♠: in `pife` a trinca's suits all differ) and 9♠ 10♠ (8♠ or J♠). Discarding a
            **loose** card, with no partner in the hand (4♣, 8♣, 2♦ or J♦), faltam 3: one card
            for each start. By hand: 6 kinds of
            card × 2 live copies = **12 cards** that bring the hand one draw closer. Breaking a
            start costs one more draw (faltam 4).

            The four loose cards **tie**: whichever of them you discard, faltam 3, and the same
            12 cards improve the hand. The program counts those cards with `improvers`:
            """,
        ),
        code(
            """
            from cacheta_lab import situation_for

            «soltas|loose» = ["4c", "8c", "2d", "Jd"]
            for «fora|out» in «soltas|loose»:
                «mao|hand» = ["5h", "6h", "Kc", "Kh", "9s", "10s"]
                «mao|hand» += [c for c in «soltas|loose» if c != «fora|out»]
                «melhoram|improvers» = situation_for("pife").improvers(" ".join(«mao|hand»))
                «lista|listed» = " ".join(f"{o.card.code}×{o.live}" for o in «melhoram|improvers»)
                print(«fora|out», "→", «lista|listed», "=", sum(o.live for o in «melhoram|improvers»))
            """
        ),
        md(
            """
            ## Empates: a regra

            Quando dois descartes empatam nos quatro passos da tabela, para a próxima compra
            tanto faz: foi assim com 9♠ e 10♠ no exercício 6.3 e com as quatro soltas acima.
            Num empate, a tabela mostra as cartas na ordem de exibição (naipes ♣ ♦ ♥ ♠, depois o
            valor), não da melhor para a pior: ela para nos quatro passos. Para desempatar,
            pense na compra seguinte, com um quinto passo, que é seu (a tabela não o aplica):

            5. jogue fora a carta com **menos parceiras vivas**.

            As **parceiras vivas** de uma carta são as cópias vivas das cartas que formariam um
            jogo com ela e com uma outra carta da sua mão. Uma carta solta tem 0, e também uma
            carta cujas parceiras já foram todas vistas: é a conta das vivas que decide, não o
            par na mão. E nunca jogue fora um curinga para desempatar: ele serve em qualquer
            jogo, e o próximo jogador poderia pegá-lo da lixeira.

            Na mão de cima nenhuma das quatro soltas tem parceira: continuam empatadas, e
            qualquer uma serve. Troque o 8♣ por um 6♣ e a conta decide:
            """,
            """
            ## Ties: the rule

            When two discards tie on the table's four steps, it makes no difference for the
            next draw: so it was with 9♠ and 10♠ in exercise 6.3, and with the four loose cards
            above. On a tie the table shows the cards in display order (suits ♣ ♦ ♥ ♠, then
            rank), not best to worst: it stops at the four steps. To break the tie, think of the
            draw after that, with a fifth step, which is yours (the table does not apply it):

            5. throw away the card with the fewest **live partners**.

            A card's **live partners** are the live copies of the cards that would form a meld
            with it and one other card of your hand. A loose card has 0, and so has a card whose
            partners have all been seen: the live count decides, not the pair in hand. And never
            discard a curinga to break a tie: it fits any meld, and the next player could take
            it from the lixeira.

            In the hand above none of the four loose cards has a partner: they stay tied, and any
            of them will do. Swap the 8♣ for a 6♣ and the count decides:
            """,
        ),
        code(
            """
            from IPython.display import display

            from cacheta_lab.exercises import live_partners, partners_table

            «outra|other» = "5h 6h Kc Kh 9s 10s 2d 4c 6c Jd"
            display(analyze(«outra|other», "pife", lang="%LANG%"))
            partners_table(«outra|other», "pife", lang="%LANG%")
            """
        ),
        md(
            """
            A tabela de descartes não desempata: todos os {todos} descartes deixam a mão em
            *faltam {faltam}*. As parceiras vivas decidem. O 2♦ e o J♦ não têm nenhuma: são os
            descartes. O 4♣ espera o 5♣ com o 6♣ ({p_4c} cópias vivas do 5♣); o 6♥, que se liga
            ao 5♥ e ao 6♣, tem {p_6h} e é o último a sair. Se os dois 5♣ já tivessem passado
            pela lixeira, o 4♣ ficaria com {p_4c_morto}, empatado com as soltas.

            O treinador da lição 11 olha as parceiras vivas também, entre outras coisas.
            """,
            """
            The discard table does not break the tie: all {todos} discards leave the hand at
            *faltam {faltam}*. The live partners decide. The 2♦ and the J♦ have none: they are the
            discards. The 4♣ waits for the 5♣ with the 6♣ ({p_4c} live copies of the 5♣); the
            6♥, which joins both the 5♥ and the 6♣, has {p_6h} and is the last to go. Had both
            5♣ already gone through the lixeira, the 4♣ would have {p_4c_morto}, tied with the
            loose cards.

            The coach of lesson 11 looks at live partners too, among other things.
            """,
            values={
                "todos": 'len(analyze(«outra|other», "pife").discards)',
                "faltam": 'analyze(«outra|other», "pife").discards[0].missing',
                "p_4c": 'live_partners("4c", «outra|other», "pife")',
                "p_6h": 'live_partners("6h", «outra|other», "pife")',
                "p_4c_morto": 'live_partners("4c", «outra|other», "pife", seen="5c 5c")',
            },
        ),
        md(
            """
            ## Cartas que mudam de jogo

            Um out pode exigir que cartas **mudem de jogo**. No `oficial` com vira 2♣, esta mão
            tem a trinca 9♣ 9♠ 9♦ 9♥ e 5♦ 6♦ JK:
            """,
            """
            ## Cards that move between melds

            An out may need cards to **move between melds**. In `oficial` with vira 2♣, this hand
            holds the trinca 9♣ 9♠ 9♦ 9♥ and 5♦ 6♦ JK:
            """,
        ),
        code('analyze("9c 9s 9d 9h JK Jh 5d 6d Kc", "oficial", vira="2c", lang="%LANG%")'),
        md(
            """
            O 10♥ é out, e nenhum jogo pronto espera por ele. Com o 10♥, o 9♥ sai da trinca de
            quatro (9♣ 9♠ 9♦ continua trinca) e forma 9♥ 10♥ J♥ com o J♥ solto; 5♦ 6♦ JK fica
            como está, e o K♣ é o descarte. O programa tenta todas as arrumações, não só a que a
            mão mostra agora.

            ## Curingas dão mais outs

            A mão do exercício 6.3 (`mao10`, com as mesmas cartas vistas) no `megajogos` com vira
            3♦: os curingas 4♦ e 4♥ completam qualquer jogo que espera, então entram como outs
            em todas as linhas boas.
            """,
            """
            The 10♥ is an out, and no finished meld waits for it. With the 10♥, the 9♥ leaves
            the trinca of four (9♣ 9♠ 9♦ is still a trinca) and makes 9♥ 10♥ J♥ with the loose
            J♥; 5♦ 6♦ JK stays as it is, and the K♣ is the discard. The program tries every
            arrangement, not only the one the hand shows now.

            ## Wild cards give more outs

            The hand of exercise 6.3 (`hand10`, with the same seen cards) in `megajogos` with
            vira 3♦: the wild cards 4♦ and 4♥ complete any waiting meld, so they join the outs of
            every good row.
            """,
        ),
        code('analyze(«mao10|hand10», "megajogos", vira="3d", seen=«vistas|seen», lang="%LANG%")'),
        md(
            """
            ## Na mesa de cartas

            A mesma mão na mesa: o botão **lixeira (vistas)** faz os cliques marcarem cartas
            vistas, e a tabela de descartes se refaz a cada clique. Passe o mouse sobre um
            descarte para ver a mão que fica. (Rode a célula para a mesa responder aos cliques.)
            """,
            """
            ## On the card table

            The same hand on the table: the **lixeira (seen)** button makes clicks mark seen
            cards, and the discard table is redone after every click. Hover over a discard to
            see the hand it leaves. (Run the cell for the table to answer clicks.)
            """,
        ),
        code(
            """
            from cacheta_lab import CardTable

            CardTable(«mao10|hand10», preset="pife", seen=«vistas|seen», lang="%LANG%")
            """
        ),
        md(
            """
            ## Resumo

            - **Na boa:** 9 cartas a uma carta de bater (falta 1); uma mão pronta de 9 está na
              boa com qualquer carta que ainda pode vir. **Outs:** os tipos de carta que fazem
              bater.
            - **Vivas:** cópias fora da sua mão, da vira e das cartas vistas (a lixeira e o que
              os adversários pegaram dela). Refeito o monte, as cartas da lixeira voltam a ser
              vivas. **Faltam N** conta qualquer carta que sirva, viva ou não.
            - **Tabela de descartes:** para cada descarte, bate, na boa ou não, outs, vivas e quantas
              compras faltam. A ordem da tabela: bate agora; menos compras faltando; mais cópias
              vivas; mais tipos de out (os mortos também); um empate fica na ordem de exibição. O quinto passo é
              seu: num empate, jogue fora a carta com menos parceiras vivas (`partners_table`
              as conta).
            - Longe de bater: conte as cartas que trazem a mão uma compra mais perto.

            **Experimente:** mude `vistas` e veja a ordem da tabela mudar.
            """,
            """
            ## Summary

            - **Na boa:** 9 cards one card away from going out (falta 1); a finished 9-card
              hand is na boa on any card that can still come. **Outs:** the kinds of card that
              do it.
            - **Live:** copies outside your hand, the vira and the seen cards (the lixeira and
              what opponents took from it). Once the monte is rebuilt, the lixeira's cards are
              live again. **Faltam N** counts any card that would do, live or not.
            - **Discard table:** for each discard, bate, na boa or not, outs, live copies and how many
              draws are missing (faltam). The table's order: goes out now; fewer draws missing;
              more live copies; more kinds of out (dead ones too); a tie stays in display order. The fifth step
              is yours: on a tie, throw away the card with the fewest live partners
              (`partners_table` counts them).
            - Far from bater: count the cards that bring the hand one draw closer.

            **Try it:** change `seen` and watch the order of the table change.
            """,
        ),
    ],
)
