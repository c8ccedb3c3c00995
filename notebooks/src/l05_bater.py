"""Lesson 5: going out (bater) with 9 and with 10."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=5,
    slug="05-bater",
    title_pt="Bater com 9 e com 10",
    title_en="Bater with 9 and with 10",
    summary_pt="exatamente três jogos ou qualquer número de jogos",
    summary_en="exactly three melds or any number of melds",
    cells=[
        md(
            """
            ## A vez de jogar

            1. **Compre** uma carta: a de cima do **monte** (só você vê) ou a de cima da
               **lixeira** (todos viram). Agora você tem 10 cartas.
            2. **Descarte** uma carta na lixeira (volta a 9) — **ou bata**.

            **Bater** é mostrar a mão inteira arrumada em jogos, cada carta em **um** jogo só:

            - **bater com 9:** 9 cartas formam jogos e a 10ª vai para a lixeira;
            - **bater com 10:** as 10 cartas formam jogos, sem descarte. Quase todos os presets
              aceitam, e no `oficial`, no `megajogos` e no `tradicional` ela tira o dobro de
              pontos dos adversários; o `pife` não aceita.

            O programa procura todas as maneiras de bater. A resposta usa três palavras que a
            lição 6 explica com calma: a mão está **na boa** quando falta **uma** carta para
            bater; as cartas que a fariam bater são os **outs**; e as cópias de um out que
            ainda podem chegar (fora da sua mão, da vira e das cartas já vistas) são as
            **cartas vivas** (na tabela, *outs vivos*).
            """,
            """
            ## A turn

            1. **Draw** a card: the top of the **monte** (only you see it) or the top of the
               **lixeira** (everyone saw it). Now you hold 10 cards.
            2. **Discard** a card on the lixeira (back to 9) — **or bater** (go out).

            To **bater** is to show the whole hand arranged in melds, each card in **one** meld
            only:

            - **bater with 9:** 9 cards form melds and the 10th goes to the lixeira;
            - **bater with 10:** all 10 cards form melds, no discard. Almost every preset allows
              it, and in `oficial`, `megajogos` and `tradicional` it costs the opponents twice
              the points; `pife` does not allow it.

            The program looks for every way to bater. Its answer uses three words lesson 6
            explains at length: a hand is **na boa** when it is **one** card from going out;
            the cards that would make it go out are its **outs**; and the copies of an out that
            can still come (not in your hand, not the vira, not already seen) are **live**
            (in the table, *live outs*).
            """,
        ),
        code(
            """
            from cacheta_lab import analyze
            from cacheta_lab.exercises import PresetsExercise, SplitExercise, presets_table

            «mao|hand» = "Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h"
            analyze(«mao|hand», "pife", lang="%LANG%")
            """
        ),
        md(
            """
            No `pife` esta mão bate com 9 de três jeitos: descartando 3♥, 6♥ ou 9♥ (com o 6♥
            fora, sobram 3♥ 4♥ 5♥ e 7♥ 8♥ 9♥). A tabela de descartes embaixo mostra as outras
            opções — a lição 6 explica como lê-la. Nas linhas que batem a lista de outs é
            enorme: as 9 cartas que ficam já formam jogos, então qualquer carta comprada depois
            também bate (é só descartá-la).

            No `pife-simples` a mesma mão bate **com as 10**:
            """,
            """
            In `pife` this hand goes out with 9 in three ways: discarding 3♥, 6♥ or 9♥ (without
            the 6♥, 3♥ 4♥ 5♥ and 7♥ 8♥ 9♥ remain). The discard table below shows the other
            options — lesson 6 explains how to read it. In the rows that go out the list of outs
            is huge: the 9 cards kept already form melds, so any card drawn later goes out too
            (just discard it).

            In `pife-simples` the same hand goes out **with all 10**:
            """,
        ),
        code('analyze(«mao|hand», "pife-simples", lang="%LANG%")'),
        md(
            """
            ## Exatamente três jogos?

            No `oficial` e no `cachetao` é preciso bater com **exatamente 3 jogos**: com 9
            cartas, 3 + 3 + 3; com 10, 4 + 3 + 3. Nos outros presets vale **qualquer número** de
            jogos: uma trinca de 4 e uma sequência de 5, ou até uma sequência de 9.

            Esta mão tem uma trinca de 4 reis e uma sequência de 5 copas. Veja o que cada preset
            diz (a vira 9♣ só vale onde há vira):
            """,
            """
            ## Exactly three melds?

            In `oficial` and `cachetao` you must go out with **exactly 3 melds**: with 9 cards,
            3 + 3 + 3; with 10, 4 + 3 + 3. In the other presets **any number** of melds counts:
            a trinca of 4 and a sequência of 5, or even one sequência of 9.

            This hand holds a trinca of 4 kings and a sequência of 5 hearts. See what each preset
            says (the vira 9♣ only counts where there is a vira):
            """,
        ),
        code('presets_table("Kc Kd Kh Ks 3h 4h 5h 6h 7h 2d", vira="9c", lang="%LANG%")'),
        md(
            """
            - `pife` e `pife-simples`: dois jogos bastam — bate descartando o 2♦.
            - `oficial` e `cachetao`: os mesmos dois jogos não bastam, e nenhum dos dois se
              divide em dois (a trinca de 4 daria 3 + 1; a sequência de 5, 3 + 2). A mão fica
              **na boa**: falta uma carta (lição 6).
            - `megajogos` e `tradicional`: K♣ K♦ K♥ K♠ tem os quatro naipes — não é trinca lá
              (lição 3).

            ## Exercício 5.1 — mostre a batida

            `pife`. Escreva os jogos como uma lista; a carta que sobrar é o descarte. A resposta
            já escrita tem um erro — leia o aviso.
            """,
            """
            - `pife` and `pife-simples`: two melds are enough — it goes out discarding the 2♦.
            - `oficial` and `cachetao`: the same two melds are not enough, and neither one
              splits in two (the trinca of 4 would give 3 + 1; the sequência of 5, 3 + 2). The
              hand is **na boa**: one card short (lesson 6).
            - `megajogos` and `tradicional`: K♣ K♦ K♥ K♠ holds all four suits — not a trinca
              there (lesson 3).

            ## Exercise 5.1 — show how it goes out

            `pife`. Write the melds as a list; the card left over is the discard. The answer
            already written has a mistake — read the message.
            """,
        ),
        code(
            """
            ex1 = SplitExercise("5h 6h 7h 7c 7s 7d 9s 10s Js 2d", rules="pife", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            # «troque e rode de novo|change it and run again»
            «resposta|answer» = ["5h 6h 7h", "7h 7c 7s", "9s 10s Js"]
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Exercício 5.2 — três jogos

            `oficial`, vira J♦ (curingas Q♦ e JK; nenhum nesta mão). Mostre a batida.
            """,
            """
            ## Exercise 5.2 — three melds

            `oficial`, vira J♦ (wild cards Q♦ and JK; none in this hand). Show how it goes out.
            """,
        ),
        code(
            """
            ex2 = SplitExercise("2c 3c 4c 5c 6c 7c Kd Kh Ks 9d", rules="oficial", vira="Jd",
                                lang="%LANG%")
            «resposta|answer» = ["2c 3c 4c 5c 6c 7c", "Kd Kh Ks"]
            ex2.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            ## Exercício 5.3 — onde ela bate?

            Em quais presets esta mão de 10 cartas bate (com 9 ou com 10)? A vira é 4♦ onde
            houver vira. Pense na regra dos três jogos.
            """,
            """
            ## Exercise 5.3 — where does it go out?

            In which presets does this 10-card hand go out (with 9 or with 10)? The vira is 4♦
            where there is one. Think of the three-melds rule.
            """,
        ),
        code(
            """
            ex3 = PresetsExercise("2s 3s 4s 5s 6s 7s 8s 9s 10s Qd", question="bater", vira="4d",
                                  lang="%LANG%")
            ex3
            """
        ),
        code(
            """
            «resposta|answer» = "pife pife-simples megajogos tradicional"
            ex3.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex3.«solucao|solution»()"),
        md(
            """
            Uma sequência de 9 se divide em três sequências de 3 — por isso ela bate até onde
            são exigidos exatamente três jogos.

            ## Resumo

            - Bater com 9: nove cartas em jogos + um descarte. Bater com 10: as dez em jogos.
            - `oficial`, `cachetao`: exatamente 3 jogos. Os outros: quantos jogos quiser.
            - `pife`: só com 9.

            **Experimente:** mude a mão de `mao` lá em cima e rode `analyze` com outros presets.
            """,
            """
            A sequência of 9 splits into three sequências of 3 — so it goes out even where
            exactly three melds are required.

            ## Summary

            - Bater with 9: nine cards in melds + one discard. Bater with 10: all ten in melds.
            - `oficial`, `cachetao`: exactly 3 melds. The others: as many melds as you like.
            - `pife`: with 9 only.

            **Try it:** change `hand` above and run `analyze` with other presets.
            """,
        ),
    ],
)
