"""Lesson 1: cards, decks and notation."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=1,
    slug="01-cartas",
    title_pt="Cartas, baralhos e notação",
    title_en="Cards, decks and notation",
    summary_pt="dois baralhos, cópias, como escrever uma mão",
    summary_en="two decks, copies, how to write a hand",
    cells=[
        md(
            """
            A **Cacheta** (também chamada de **Pife** ou **Pif-Paf**) é o rummy mais jogado do
            Brasil. Cada jogador tem **9 cartas**. Na sua vez, você tira uma carta: **compra** a
            de cima do **monte** (as cartas que sobraram, viradas para baixo) ou **pega** a de
            cima da **lixeira** (os descartes, virados para cima), e fica com 10; depois
            **descarta** uma na lixeira (volta a 9). Ganha a rodada quem **bate**: mostra a mão inteira
            arrumada em **jogos** — *trincas* (cartas do mesmo valor) e *sequências* (cartas
            seguidas do mesmo naipe).

            Nesta lição: as cartas, os dois baralhos e como escrever uma mão para o computador
            entender. Primeiro, carregamos as ferramentas (rode a célula abaixo):
            """,
            """
            **Cacheta** (also called **Pife** or **Pif-Paf**) is Brazil's favourite rummy. Each
            player holds **9 cards**. On your turn you **draw** a card — the top of
            the **monte** (the stock: the cards left over, face down) or the top of the
            **lixeira** (the discard pile, face up) — so you have 10; then you **discard** one on
            the lixeira (back to 9). The round goes to the player who can **bater** — go out:
            show the whole hand arranged in **jogos** (melds): *trincas* (cards of one rank) and
            *sequências* (runs: consecutive cards of one suit).

            This lesson: the cards, the two decks and how to write a hand so the computer
            understands it. First, load the tools (run the cell below):
            """,
        ),
        code(
            """
            from cacheta_lab import Hand, parse_card
            from cacheta_lab.exercises import NotationExercise, ValidHandsExercise, draw
            """
        ),
        md(
            """
            ## Dois baralhos

            Joga-se com **dois baralhos** embaralhados juntos: 52 × 2 = **104 cartas**. Por isso
            **cada carta existe duas vezes**: pode haver dois 7♥ na mesa, e até na mesma mão.
            Algumas variantes juntam também os **4 jokers** (`JK`): 108 cartas.

            Uma palavra, duas grafias: nas mesas se diz *coringa* ou *curinga*, e as duas servem
            tanto para essa carta quanto para qualquer carta que vale por outra num jogo. A
            própria carta traz escrito JOKER: para não confundir, estas lições chamam a carta
            `JK` de **joker** e guardam **curinga** (lição 2) para o papel: uma carta que vale
            por outra. O joker, quando entra no baralho, é sempre curinga; os outros curingas
            são cartas comuns escolhidas a cada rodada.

            Os valores, do menor para o maior: **A 2 3 4 5 6 7 8 9 10 J Q K** — o ás é o menor
            (a lição 4 mostra três presets em que o ás também pode vir depois do rei).
            Os naipes e a letra de cada um (as letras vêm dos nomes em inglês):

            | naipe | símbolo | letra | em inglês |
            |---|---|---|---|
            | paus | ♣ | `c` | clubs |
            | ouros | ♦ | `d` | diamonds |
            | copas | ♥ | `h` | hearts |
            | espadas | ♠ | `s` | spades |

            Todas as copas, do ás ao rei:
            """,
            """
            ## Two decks

            The game uses **two decks** shuffled together: 52 × 2 = **104 cards**. So **every
            card exists twice**: there can be two 7♥ on the table, even in the same hand. Some
            variants also add the **4 jokers** (`JK`): 108 cards.

            One word, two spellings: Brazilian tables say *coringa* or *curinga*, and use both
            for that card and for any card that stands for another in a meld. The card itself
            says JOKER: to keep them apart, these lessons (in Portuguese too) call the `JK` card
            the **joker** and keep **curinga** (lesson 2) for the role: a wild card, one that
            stands for another. A joker in the deck is always a curinga; the other
            curingas are ordinary cards chosen anew each round.

            The ranks, from lowest to highest: **A 2 3 4 5 6 7 8 9 10 J Q K** — the ace is the
            lowest (lesson 4 shows three presets where the ace may also follow the king). The suits, with the letter used for each and the Portuguese name you will
            hear at the table:

            | suit | symbol | letter | in Portuguese |
            |---|---|---|---|
            | clubs | ♣ | `c` | paus |
            | diamonds | ♦ | `d` | ouros |
            | hearts | ♥ | `h` | copas |
            | spades | ♠ | `s` | espadas |

            All the hearts, from ace to king:
            """,
        ),
        code('draw("Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh", lang="%LANG%", size="sm")'),
        md(
            """
            ## Como escrever uma carta

            Valor e depois a letra do naipe: `7h` é o sete de copas, `10s` o dez de espadas,
            `Qc` a dama de paus, `Ad` o ás de ouros. O joker é `JK`. O programa entende
            outras formas também (até "coringa"), mas sempre responde com esse código curto.
            Uma carta escrita sozinha é lida como carta: "coringa" é o joker, a carta `JK`; que
            outras cartas são curinga depende da vira de cada rodada (lição 2).
            """,
            """
            ## How to write a card

            Rank, then the suit letter: `7h` is the seven of hearts, `10s` the ten of spades,
            `Qc` the queen of clubs, `Ad` the ace of diamonds. The joker is `JK`. The program
            understands other spellings too (even "coringa"), but always answers with this short
            code. A card written on its own is read as a card: "coringa" is the joker, the `JK`
            card; which other cards are curingas depends on each round's vira (lesson 2).
            """,
        ),
        code(
            """
            for «texto|text» in ["7h", "7♥", "7 de copas", "seven of hearts", "Th", "joker", "coringa"]:
                «carta|card» = parse_card(«texto|text»)
                print(f"{«texto|text»!r:>18} → {«carta|card».code:<4}{«carta|card».name('%LANG%')}")
            """
        ),
        md(
            """
            ## Uma mão

            Uma mão se escreve como uma lista de cartas separadas por espaços. `Hand(...)` lê o
            texto, confere se essas cartas podem existir e arruma a mão por naipe e valor;
            `draw(...)` a desenha:
            """,
            """
            ## A hand

            A hand is written as a list of cards separated by spaces. `Hand(...)` reads the
            text, checks that those cards can exist and sorts the hand by suit and rank;
            `draw(...)` draws it:
            """,
        ),
        code(
            """
            «minha_mao|my_hand» = Hand("5h 6h 7h Ks Kh Kc 9s 10s 2d")
            draw(«minha_mao|my_hand», lang="%LANG%")
            """
        ),
        code(
            """
            print(len(«minha_mao|my_hand»), «"cartas"|"cards"»)
            print(«minha_mao|my_hand»)  # «o texto de volta, em ordem|the text back, in order»
            """
        ),
        md(
            """
            Essa mão já tem dois jogos: 5♥ 6♥ 7♥ (uma sequência) e K♣ K♥ K♠ (uma trinca). O 9♠
            e o 10♠ esperam um 8♠ ou um J♠ para formar uma segunda sequência (o terceiro jogo da
            mão), e o 2♦ está sobrando. As lições 3 a 5 mostram as regras dos jogos.

            ## Exercício 1.1 — escreva as cartas

            Escreva em código as cartas pedidas, separadas por espaços. Troque o texto de
            `resposta` e rode a célula de novo: o programa confere. A resposta que já está lá
            tem um erro comum; veja o que o programa diz.
            """,
            """
            This hand already holds two melds: 5♥ 6♥ 7♥ (a sequência) and K♣ K♥ K♠ (a trinca).
            The 9♠ and 10♠ wait for an 8♠ or a J♠ to make a second sequência (the hand's third
            meld), and the 2♦ is left over. Lessons 3 to 5 give the rules of the melds.

            ## Exercise 1.1 — write the cards

            Write the cards asked for in code, separated by spaces. Change the text of `answer`
            and run the cell again: the program checks it. The answer already there holds a
            common mistake; see what the program says.
            """,
        ),
        code(
            """
            ex1 = NotationExercise("7h 10s Ad Qc JK", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = "7h 10s 1d Qc JK"  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Quantas cópias?

            Com dois baralhos, uma mesa nunca tem três 5♥: existem **2 cópias** de cada carta e
            **4 jokers**. E tem um detalhe: depois de dar as cartas, uma carta do monte é
            virada para cima — a **vira** (lição 2). Ela também é uma das cópias e fica de lado
            a rodada toda. Se a vira é 5♥, sobra **um** 5♥ só, para todos os jogadores.

            ## Exercício 1.2 — quais mãos podem existir?

            Responda com as letras das mãos possíveis. As regras são as do **preset**
            `oficial`, que joga com os jokers. Um preset é um jeito de jogar com nome, no
            programa: a Cacheta se joga de muitos jeitos, e a lição 2 apresenta os seis que o
            programa conhece.
            """,
            """
            ## How many copies?

            With two decks, a table never holds three 5♥: there are **2 copies** of each card
            and **4 jokers**. And one more thing: after the deal, one card of the monte is turned
            face up — the **vira** (lesson 2). It is one of the copies too, and it stays out of
            play. If the vira is 5♥, **one** 5♥ is left for all the players.

            ## Exercise 1.2 — which hands can exist?

            Answer with the letters of the possible hands. The rules are those of the
            **preset** `oficial`, which plays with the jokers. A preset is a named way of
            playing, in the program: Cacheta is played in many ways, and lesson 2 introduces the
            six the program knows.
            """,
        ),
        code(
            """
            ex2 = ValidHandsExercise({
                "A": "5h 5h 9c",
                "B": "5h 5h 5h 9c",
                "C": ("5h 5h 9c", "5h"),  # «a vira é 5h|the vira is 5h»
                "D": "JK JK JK 2c",
            }, lang="%LANG%")
            ex2
            """
        ),
        code(
            """
            «resposta|answer» = "A C D"
            ex2.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            ## A mesa de cartas

            Prefere clicar a digitar? A célula abaixo mostra uma mesa com o baralho inteiro. Um
            clique numa carta do baralho a põe na mão; um clique numa carta da mão a devolve.
            Cada carta do baralho mostra quantas cópias dela ainda restam, e o texto da mão
            aparece embaixo. (A mesa guardada na lição só responde aos cliques depois que você
            roda a célula.)
            """,
            """
            ## The card table

            Rather click than type? The cell below shows a table with the whole deck. A click on
            a card of the deck puts it in the hand; a click on a card of the hand gives it back.
            Each card of the deck shows how many of its copies are left, and the hand's text
            appears below. (The table stored in the lesson only answers clicks once you run the
            cell.)
            """,
        ),
        code(
            """
            from cacheta_lab import CardTable

            CardTable("5h 6h 7h Ks Kh Kc 9s 10s 2d", preset="oficial", lang="%LANG%")
            """
        ),
        md(
            """
            ## Resumo

            - 104 cartas (dois baralhos), 108 com os 4 jokers; cada carta existe duas vezes.
            - Uma carta se escreve valor + naipe (`c d h s`): `10h`, `Qs`, `Ac`; o joker é
              `JK`.
            - Joker é a carta `JK`; curinga é qualquer carta que vale por outra (lição 2).
            - `Hand("...")` lê uma mão e recusa cópias que não existem; `draw(...)` a mostra
              em cartas.

            **Experimente:** troque as cartas de `minha_mao` lá em cima e rode a célula de novo.
            Ponha mais dois K♥ e veja o que o programa responde.
            """,
            """
            ## Summary

            - 104 cards (two decks), 108 with the 4 jokers; every card exists twice.
            - A card is written rank + suit (`c d h s`): `10h`, `Qs`, `Ac`; the joker is `JK`.
            - The joker is the `JK` card; a curinga is any card that stands for another
              (lesson 2).
            - `Hand("...")` reads a hand and refuses copies that do not exist; `draw(...)`
              shows it as cards.

            **Try it:** change the cards of `my_hand` above and run the cell again. Add two more
            K♥ and see what the program answers.
            """,
        ),
    ],
)
