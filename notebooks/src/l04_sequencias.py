"""Lesson 4: sequências."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=4,
    slug="04-sequencias",
    title_pt="Sequências",
    title_en="Sequências",
    summary_pt="ás embaixo ou em cima, sem dar a volta, curingas no meio e nas pontas",
    summary_en="ace low or high, no wrapping, wild cards inside and at the ends",
    cells=[
        md(
            """
            Uma **sequência** é feita de 3 ou mais cartas **seguidas**, **do mesmo naipe**, cada
            valor uma vez só: 5♥ 6♥ 7♥, ou 10♦ J♦ Q♦ K♦. Não há máximo: até uma sequência de 9
            cartas vale.
            """,
            """
            A **sequência** (run) is 3 or more **consecutive** cards **of one suit**, each rank
            once: 5♥ 6♥ 7♥, or 10♦ J♦ Q♦ K♦. There is no maximum: even a run of 9 cards counts.
            """,
        ),
        code(
            """
            from cacheta_lab.exercises import MeldExercise, draw_meld, meld_table

            draw_meld("5h 6h 7h 8h", "oficial", lang="%LANG%")
            """
        ),
        md(
            """
            ## O ás: embaixo ou em cima?

            Em todos os presets o ás vem **antes do 2**: A-2-3. Em `megajogos`, `tradicional` e
            `pife-simples` ele pode vir também **depois do rei**: Q-K-A. Mas nunca as duas coisas
            na mesma sequência: **K-A-2 não vale** em lugar nenhum (a sequência não dá a volta).
            """,
            """
            ## The ace: low or high?

            In every preset the ace comes **before the 2**: A-2-3. In `megajogos`, `tradicional`
            and `pife-simples` it may also come **after the king**: Q-K-A. But never both in the
            same run: **K-A-2 never counts** (a run does not wrap around).
            """,
        ),
        code(
            """
            meld_table(["Ah 2h 3h", "Qh Kh Ah", "Jh Qh Kh Ah", "Kh Ah 2h", "5h 6h 6h 7h"],
                       lang="%LANG%")
            """
        ),
        md(
            """
            A última linha lembra: numa sequência cada valor aparece uma vez só — o segundo 6♥
            não tem lugar.

            ## Curingas no meio e nas pontas

            Um curinga pode tapar um **buraco** (5♦ JK 7♦: o joker é o 6♦) ou **esticar uma
            ponta** (9♠ 10♠ JK: o joker é o 8♠ ou o J♠). O programa mostra todas as cartas que
            o curinga pode ser. Com vira 5♣ no `oficial`, o 6♣ também é curinga:
            """,
            """
            The last row is a reminder: in a run each rank appears once — the second 6♥ has no
            place.

            ## Wild cards inside and at the ends

            A curinga can fill a **gap** (5♦ JK 7♦: the joker is the 6♦) or **extend an end**
            (9♠ 10♠ JK: the joker is the 8♠ or the J♠). The program shows every card the wild
            can be. With vira 5♣ in `oficial`, the 6♣ is wild too:
            """,
        ),
        code(
            """
            for «cartas|cards» in ["5d JK 7d", "9s 10s JK", "Qs Ks JK", "Qs Ks 6c"]:
                display(draw_meld(«cartas|cards», "oficial", vira="5c", lang="%LANG%"))
            """
        ),
        md(
            """
            Em Q♠ K♠ JK o joker só pode ser o J♠: no `oficial` o ás não vem depois do rei. No
            `megajogos` (vira 8♣, curingas 9♣ e 9♠) o curinga de Q♠ K♠ 9♣ pode ser J♠ **ou** A♠:
            """,
            """
            In Q♠ K♠ JK the joker can only be the J♠: in `oficial` the ace does not follow the
            king. In `megajogos` (vira 8♣, wild cards 9♣ and 9♠) the wild of Q♠ K♠ 9♣ can be the
            J♠ **or** the A♠:
            """,
        ),
        code('draw_meld("Qs Ks 9c", "megajogos", vira="8c", lang="%LANG%")'),
        md(
            """
            ## Um curinga por jogo

            A regra da lição 3 vale igual na sequência: no `megajogos` e no `tradicional`, um
            curinga por jogo, com a mesma exceção (veja a lição 3). Com vira 8♣, em 8♣ 9♣ 10♣
            o 9♣ é só o 9♣; em 9♣ 10♣ J♣ 9♠ o único curinga é o 9♠.
            """,
            """
            ## One wild per meld

            Lesson 3's rule holds for runs too: in `megajogos` and `tradicional`, one wild per
            meld, with the same exception (see lesson 3). With vira 8♣, in 8♣ 9♣ 10♣ the 9♣ is
            just the 9♣; in 9♣ 10♣ J♣ 9♠ the only wild is the 9♠.
            """,
        ),
        code(
            """
            meld_table(["5h 6h 9c", "5h 6h 9c 9s", "8c 9c 10c", "9c 10c Jc 9s"], vira="8c",
                       presets=["cachetao", "megajogos"], lang="%LANG%")
            """
        ),
        md(
            """
            ## Exercício 4.1

            `megajogos`, vira 8♣. Monte uma sequência de **4** cartas.
            """,
            """
            ## Exercise 4.1

            `megajogos`, vira 8♣. Make a sequência of **4** cards.
            """,
        ),
        code(
            """
            ex1 = MeldExercise("Jh Qh Kh Ah 2h 3h 5s", rules="megajogos", vira="8c",
                               kind="sequencia", size=4, lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = "Kh Ah 2h 3h"  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Exercício 4.2

            `oficial`, vira 5♣ (curingas 6♣ e JK). Monte uma sequência de **6** cartas que use o
            JK e o 6♣.
            """,
            """
            ## Exercise 4.2

            `oficial`, vira 5♣ (wild cards 6♣ and JK). Make a sequência of **6** cards that uses
            the JK and the 6♣.
            """,
        ),
        code(
            """
            ex2 = MeldExercise("5d 7d JK 6c 9d 10d 3s", rules="oficial", vira="5c",
                               kind="sequencia", size=6, include="JK 6c", lang="%LANG%")
            ex2
            """
        ),
        code(
            """
            «resposta|answer» = "5d 7d 9d 10d JK"
            ex2.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            ## Resumo

            - Sequência: 3 ou mais cartas seguidas do mesmo naipe, cada valor uma vez.
            - Ás embaixo (A-2-3) sempre; em cima (Q-K-A) em `megajogos`, `tradicional` e
              `pife-simples`; K-A-2 nunca.
            - Curingas tapam buracos e esticam pontas; `megajogos` e `tradicional` aceitam um por
              jogo.

            **Experimente:** `draw_meld("...", "megajogos", vira="8c", lang="pt")` com as suas
            cartas.
            """,
            """
            ## Summary

            - Sequência: 3 or more consecutive cards of one suit, each rank once.
            - Ace low (A-2-3) always; high (Q-K-A) in `megajogos`, `tradicional` and
              `pife-simples`; K-A-2 never.
            - Wild cards fill gaps and extend ends; `megajogos` and `tradicional` take one per
              meld.

            **Try it:** `draw_meld("...", "megajogos", vira="8c", lang="en")` with your own
            cards.
            """,
        ),
    ],
)
