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

            1. Tire uma carta: **compre** a de cima do **monte** (só você vê) ou **pegue** a de
               cima da **lixeira** (todos veem). Agora você tem 10 cartas.
            2. **Descarte** uma carta na lixeira (volta a 9) — **ou bata**.

            No `oficial`, a carta que você acabou de pegar da lixeira não pode ser descartada
            nesta mesma vez — nem ao bater: descarte outra. Os outros presets (`cachetao`,
            `megajogos`, `tradicional`, `pife`, `pife-simples`) não têm essa regra. Na primeira
            vez da rodada, nos presets com vira, a
            lixeira ainda está vazia: o primeiro a jogar compra do monte. No `pife` e no
            `pife-simples` a carta virada começa a lixeira, e já pode ser pega.

            **Bater** é mostrar a mão inteira arrumada em jogos, cada carta em **um** jogo só (a
            jogada se chama **batida**):

            - **bater com 9:** 9 cartas formam jogos e a 10ª vai para a lixeira;
            - **bater com 10:** as 10 cartas formam jogos, sem descarte. Quase todos os presets
              aceitam a batida com 10, e no `oficial`, no `megajogos` e no `tradicional` ela vale
              mais no placar
              da partida (a lição 9 conta os pontos); o `pife` não aceita.

            O programa procura todas as maneiras de bater. Ele diz se a mão bate e como; quando
            ainda não bate, o que fazer é assunto da lição 6.
            """,
            """
            ## A turn

            1. **Draw** a card: the top of the **monte** (only you see it) or the top of the
               **lixeira** (everyone sees it). Now you hold 10 cards.
            2. **Discard** a card on the lixeira (back to 9) — **or bater** (go out).

            In `oficial`, the card you have just taken from the lixeira may not be discarded in
            the same turn — not even when going out: discard another one. The other presets
            (`cachetao`, `megajogos`, `tradicional`, `pife`, `pife-simples`) have no such rule.
            On the round's first turn, in the presets with a
            vira, the lixeira is still empty: the first player draws from the monte. In `pife`
            and `pife-simples` the turned card starts the lixeira, and may already be taken.

            To **bater** is to show the whole hand arranged in melds, each card in **one** meld
            only (the move is called a **batida**):

            - **bater with 9:** 9 cards form melds and the 10th goes to the lixeira;
            - **bater with 10:** all 10 cards form melds, no discard. Almost every preset allows
              it, and in `oficial`, `megajogos` and `tradicional` it is worth more on the match's
              scoreboard (lesson 9 counts the points); `pife` does not allow it.

            The program looks for every way to bater. It says whether the hand goes out and
            how; what to do when it cannot go out yet is lesson 6's subject.
            """,
        ),
        code(
            """
            from IPython.display import display

            from cacheta_lab import PRESETS, analyze
            from cacheta_lab.exercises import PresetsExercise, SplitExercise, draw, draw_meld
            from cacheta_lab.drawing.explain import status_line

            «mao|hand» = "Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h"
            «analise|analysis» = analyze(«mao|hand», "pife", lang="%LANG%")
            print(status_line(«analise|analysis», "%LANG%"))
            «descarte|discard», «jogos|melds» = «analise|analysis».bater.splits[0]  # «o primeiro jeito|the first way»
            for «jogo|meld» in «jogos|melds»:
                display(draw_meld(«jogo|meld».cards, "pife", lang="%LANG%"))
            """
        ),
        md(
            """
            No `pife` esta mão bate com 9 descartando 3♥, 6♥ ou 9♥: o programa mostrou os jogos
            do primeiro jeito, com o 3♥ fora. Com o 6♥ fora, sobram 3♥ 4♥ 5♥ e 7♥ 8♥ 9♥; com o
            9♥ fora, 3♥ 4♥ 5♥ e 6♥ 7♥ 8♥. Cada carta fica em um jogo só.

            No `pife-simples` a mesma mão bate **com as 10**:
            """,
            """
            In `pife` this hand goes out with 9 discarding 3♥, 6♥ or 9♥: the program drew the
            melds of the first way, with the 3♥ out. Without the 6♥, 3♥ 4♥ 5♥ and 7♥ 8♥ 9♥
            remain; without the 9♥, 3♥ 4♥ 5♥ and 6♥ 7♥ 8♥. Each card is in one meld only.

            In `pife-simples` the same hand goes out **with all 10**:
            """,
        ),
        code('print(status_line(analyze(«mao|hand», "pife-simples"), "%LANG%"))'),
        md(
            """
            ## Exatamente três jogos?

            No `oficial` e no `cachetao` é preciso bater com **exatamente 3 jogos**: com 9
            cartas, 3 + 3 + 3; com 10, 4 + 3 + 3. Nos outros presets vale **qualquer número** de
            jogos: uma trinca de 4 e uma sequência de 5, ou até uma sequência de 9.

            Esta mão tem uma trinca de 4 reis e uma sequência de 5 copas. A vira é 9♣ nos
            presets que têm vira: os curingas são o 10♣ (e o 10♠ nos de mesma cor) e, no
            `oficial` e no `cachetao`, os jokers — nenhum deles está na mão. Veja o que cada
            preset diz:
            """,
            """
            ## Exactly three melds?

            In `oficial` and `cachetao` you must go out with **exactly 3 melds**: with 9 cards,
            3 + 3 + 3; with 10, 4 + 3 + 3. In the other presets **any number** of melds counts:
            a trinca of 4 and a sequência of 5, or even one sequência of 9.

            This hand holds a trinca of 4 kings and a sequência of 5 hearts. The vira is 9♣ in
            the presets that turn one: the wild cards are the 10♣ (and the 10♠ in the
            same-colour presets) and, in `oficial` and `cachetao`, the jokers — none of them is
            in the hand. See what each preset says:
            """,
        ),
        code(
            """
            «mao4|hand4» = "Kc Kd Kh Ks 3h 4h 5h 6h 7h 2d"
            display(draw(«mao4|hand4», lang="%LANG%", size="sm"))
            for preset in PRESETS:
                vira = "9c" if PRESETS[preset].has_vira else None
                «bate|goes_out» = analyze(«mao4|hand4», preset, vira=vira).bater.can
                print(f"{preset:<13}", «"bate" if bate else "não bate"|"goes out" if goes_out else "does not go out"»)
            """
        ),
        md(
            """
            - `pife` e `pife-simples`: dois jogos bastam — bate descartando o 2♦.
            - `oficial` e `cachetao`: os mesmos dois jogos não bastam, e nenhum dos dois se
              divide em dois (a trinca de 4 daria 3 + 1; a sequência de 5, 3 + 2). Falta uma
              carta para o terceiro jogo (lição 6).
            - `megajogos` e `tradicional`: K♣ K♦ K♥ K♠ tem os quatro naipes — não é trinca lá
              (lição 3: três naipes diferentes, depois só repetidos). Uma trinca de três reis
              deixa de fora o quarto rei e o 2♦, e só uma carta pode ser o descarte.

            ## Exercício 5.1 — mostre a batida

            `pife`. Escreva os jogos como uma lista; a carta que sobrar é o descarte. A resposta
            já escrita tem um erro — leia o aviso.
            """,
            """
            - `pife` and `pife-simples`: two melds are enough — it goes out discarding the 2♦.
            - `oficial` and `cachetao`: the same two melds are not enough, and neither one
              splits in two (the trinca of 4 would give 3 + 1; the sequência of 5, 3 + 2). The
              hand is one card short of a third meld (lesson 6).
            - `megajogos` and `tradicional`: K♣ K♦ K♥ K♠ holds all four suits — not a trinca
              there (lesson 3: three different suits, then only repeats). A trinca of three
              kings leaves the fourth king and the 2♦ over, and only one card can be the
              discard.

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
            ex2
            """
        ),
        code(
            """
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

            **Experimente:** mude a mão de `mao` lá em cima e rode a célula com outros presets.
            """,
            """
            A sequência of 9 splits into three sequências of 3 — so it goes out even where
            exactly three melds are required.

            ## Summary

            - Bater with 9: nine cards in melds + one discard. Bater with 10: all ten in melds.
            - `oficial`, `cachetao`: exactly 3 melds. The others: as many melds as you like.
            - `pife`: with 9 only.

            **Try it:** change `hand` above and run the cell again with other presets.
            """,
        ),
    ],
)
