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
            cópia está **viva** se não está na sua mão, não é a vira e ninguém a viu na lixeira.

            No `megajogos` e no `tradicional` quem está na boa pode **anunciar**. Quem anunciou
            pode **furar a fila**: pegar da lixeira fora da sua vez para bater. Se furar e não
            conseguir bater, **se queima** e perde esse direito até o fim da rodada.
            """,
            """
            A 9-card hand is **na boa** ("in a good spot") when **one** card lets it bater. The
            cards that do it are the hand's **outs**. Not every copy of an out can still come: a
            copy is **live** if it is not in your hand, is not the vira, and nobody saw it in the
            lixeira (the discard pile).

            In `megajogos` and `tradicional` a player who is na boa may **announce** it. Having
            announced, they may **furar a fila** ("jump the queue"): take from the lixeira out
            of turn to go out. Whoever jumps and cannot go out **se queima** ("gets burnt") and
            loses that right for the rest of the round.
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
            2. 9♠ 10♠ espera uma ponta: o 8♠ ou o J♠. Esses são os **outs**.
            3. Comprando um deles, a mão tem 10 cartas e bate descartando o 2♣.
            4. Cada out tem 2 cópias no baralho e nenhuma foi vista: **×2** embaixo de cada um,
               4 cópias vivas ao todo.

            ## Exercício 6.1 — os outs

            Quais cartas fazem esta mão bater? (Uma resposta incompleta já está escrita.)
            """,
            """
            Step by step:

            1. 5♥ 6♥ 7♥ and K♣ K♥ K♠ are already melds.
            2. 9♠ 10♠ waits for an end: the 8♠ or the J♠. Those are the **outs**.
            3. Drawing one of them, the hand has 10 cards and goes out discarding the 2♣.
            4. Each out has 2 copies in the decks and none was seen: **×2** under each one,
               4 live copies in all.

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
            ## Cartas vistas

            O que cai na lixeira todos veem. Se já passaram por lá dois 8♠ e um J♠, o 8♠
            continua sendo out, mas **morto** (×0): não resta cópia para comprar. Diga ao
            programa o que foi visto com `seen=`:
            """,
            """
            ## Seen cards

            Everyone sees what lands on the lixeira. If two 8♠ and one J♠ have gone there, the
            8♠ is still an out, but a **dead** one (×0): no copy is left to draw. Tell the
            program what was seen with `seen=`:
            """,
        ),
        code('analyze(«mao9|hand9», "pife", seen="8s 8s Js", lang="%LANG%")'),
        md(
            """
            ## Exercício 6.2 — quantas vivas?

            Mesma mão; na lixeira passaram 8♠ e J♠. Quantas cópias vivas fazem a mão bater?
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

            Com 10 cartas na mão (depois de comprar) a pergunta é: **qual carta descartar?** Para
            cada descarte possível o programa olha as 9 que sobram e diz: fica na boa? quais os
            outs? quantas cópias vivas? e, se não fica na boa, quantas compras **faltam**. A
            melhor opção vem primeiro.

            Nesta mão, a lixeira já mostrou 2♠, 8♠ e J♠:
            """,
            """
            ## The discard table

            With 10 cards in hand (after drawing) the question is: **which card to discard?** For
            each possible discard the program looks at the 9 cards left and says: is it na boa?
            which outs? how many live copies? and, if it is not na boa, how many draws are still
            missing (**faltam**). The best option comes first.

            In this hand, the lixeira has already shown 2♠, 8♠ and J♠:
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

            Sem a lixeira, os quatro primeiros empatariam com 4 vivas; são as cartas vistas que
            desempatam.

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

            Without the lixeira, the first four would tie with 4 live each; the seen cards break
            the tie.

            ## Exercise 6.3 — the discard

            Which card do you discard?
            """,
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
            ## Curingas dão mais outs

            A mesma mão no `megajogos` com vira 3♦: os curingas 4♦ e 4♥ completam qualquer jogo
            que espera, então entram como outs em todas as linhas boas.
            """,
            """
            ## Wild cards give more outs

            The same hand in `megajogos` with vira 3♦: the wild cards 4♦ and 4♥ complete any
            waiting meld, so they join the outs of every good row.
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

            - **Na boa:** 9 cartas a uma carta de bater. **Outs:** as cartas que fazem bater.
            - **Vivas:** cópias fora da sua mão, da vira e da lixeira vista.
            - **Tabela de descartes:** para cada descarte, na boa ou não, outs, vivas e quantas
              compras faltam; a melhor primeiro.

            **Experimente:** mude `vistas` e veja a ordem da tabela mudar.
            """,
            """
            ## Summary

            - **Na boa:** 9 cards one card away from going out. **Outs:** the cards that do it.
            - **Live:** copies outside your hand, the vira and the lixeira you saw.
            - **Discard table:** for each discard, na boa or not, outs, live copies and how many
              draws are missing (faltam); the best first.

            **Try it:** change `seen` and watch the order of the table change.
            """,
        ),
    ],
)
