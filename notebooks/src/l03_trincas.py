"""Lesson 3: trincas."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=3,
    slug="03-trincas",
    title_pt="Trincas",
    title_en="Trincas",
    summary_pt="a regra de naipes de cada preset; quando duas cartas idênticas cabem juntas",
    summary_en="each preset's suit rule; when two identical cards may join",
    cells=[
        md(
            """
            Um **jogo** tem pelo menos 3 cartas e é de um de dois tipos: a **trinca** (cartas do
            mesmo valor) ou a **sequência** (lição 4). Esta lição é sobre trincas — e sobre a
            pergunta que separa as variantes: **os naipes podem se repetir?**
            """,
            """
            A **jogo** (meld) has at least 3 cards and is one of two kinds: the **trinca** (a
            group: cards of one rank) or the **sequência** (a run, lesson 4). This lesson is
            about trincas — and about the question that splits the variants: **may suits
            repeat?**
            """,
        ),
        code(
            """
            from cacheta_lab.exercises import MeldExercise, PresetsExercise, draw_meld, meld_table

            draw_meld("Kc Kh Ks", "oficial", lang="%LANG%")
            """
        ),
        md(
            """
            ## Três regras de naipe

            Com dois baralhos, duas cartas podem ser **idênticas** (dois 7♥). Cada preset decide
            se elas cabem na mesma trinca:

            - **naipes livres** (`oficial`, `cachetao`): qualquer naipe, repetido ou não, sem
              máximo de cartas;
            - **naipes todos diferentes** (`pife`, `pife-simples`): por isso 3 ou 4 cartas, e
              nunca duas idênticas;
            - **três naipes, depois repetidos** (`megajogos`, `tradicional`): primeiro três
              naipes diferentes; a 4ª e a 5ª carta só podem **repetir** um desses três. Os
              quatro naipes juntos não valem!

            A tabela pergunta ao programa, uma coluna por regra (`cachetao` segue a regra do
            `oficial`, `tradicional` a do `megajogos`, `pife-simples` a do `pife`). ✓ vale,
            ✗ não vale; o número pequeno ao lado de um ✗ leva ao motivo de mesmo número, logo
            abaixo:
            """,
            """
            ## Three suit rules

            With two decks, two cards can be **identical** (two 7♥). Each preset decides whether
            they fit in the same trinca:

            - **free suits** (`oficial`, `cachetao`): any suits, repeated or not, with no maximum
              number of cards;
            - **all suits different** (`pife`, `pife-simples`): hence 3 or 4 cards, and never two
              identical ones;
            - **three suits, then repeats** (`megajogos`, `tradicional`): first three different
              suits; a 4th and 5th card may only **repeat** one of those three. All four suits
              together do not count!

            The table asks the program, one column per rule (`cachetao` follows the rule of
            `oficial`, `tradicional` that of `megajogos`, `pife-simples` that of `pife`). ✓ valid,
            ✗ not valid; the small number beside a ✗ points to the reason with the same number,
            just below:
            """,
        ),
        code(
            """
            meld_table(["7c 7h 7s", "7h 7h 7c", "7h 7h 7c 7s", "7c 7d 7h 7s",
                        "7h 7h 7c 7c 7s", "7c 7d 7h 7s 7s"],
                       presets=["oficial", "megajogos", "pife"], lang="%LANG%")
            """
        ),
        md(
            """
            Repare:

            - 7♥ 7♥ 7♣ só vale com naipes livres. No `pife` há dois 7♥ idênticos; no `megajogos`
              ela tem só dois naipes (♥ e ♣), e a trinca precisa de três diferentes antes de
              repetir um.
            - 7♣ 7♦ 7♥ 7♠ (os quatro naipes) vale no `pife`, mas **não** no `megajogos`, onde a
              trinca tem exatamente três naipes.
            - 7♥ 7♥ 7♣ 7♠ é o contrário: vale no `megajogos` (três naipes e um repetido), não no
              `pife` (dois 7♥).

            ## Curingas na trinca

            Um curinga completa uma trinca, mas todo jogo precisa de pelo menos uma **carta
            natural** (uma carta que joga como ela mesma, não como curinga). Os limites, por
            preset:

            - `oficial` e `cachetao`: curingas sem limite, até mais curingas que cartas
              naturais — 7♥ com dois curingas é uma trinca (ou uma sequência);
            - `megajogos` e `tradicional`: no máximo **um curinga por jogo** — trinca ou
              sequência.

            Uma exceção, a única: um curinga que joga como **ele mesmo** (com vira 8♣, o 9♣ é
            curinga; numa trinca de noves, ou em 8♣ 9♣ 10♣, ele joga como o 9♣) é carta natural
            ali e não entra na conta. Isso vale em todos
            os presets com curinga: no `oficial` também, o 9♣ jogando como 9♣ é a carta natural
            que o jogo precisa. E um curinga vale por um tipo de carta, onde quer que estejam as
            cópias dele: pode valer por um 7♦ mesmo que os dois 7♦ já tenham caído na lixeira
            (o único limite: um jogo nunca mostra a mesma carta mais de duas vezes).

            Com vira 8♣, os curingas são 9♣ e 9♠ nos presets de mesma cor, e só o 9♣ no
            `oficial` (mesmo naipe):
            """,
            """
            Notice:

            - 7♥ 7♥ 7♣ only counts with free suits. In `pife` there are two identical 7♥; in
              `megajogos` it has only two suits (♥ and ♣), and a trinca needs three different
              ones before any suit repeats.
            - 7♣ 7♦ 7♥ 7♠ (all four suits) counts in `pife`, but **not** in `megajogos`, where a
              trinca has exactly three suits.
            - 7♥ 7♥ 7♣ 7♠ is the other way round: it counts in `megajogos` (three suits and one
              repeat), not in `pife` (two 7♥).

            ## Wild cards in a trinca

            A curinga fills a trinca, but every meld needs at least one **natural card** (a card
            playing as itself, not as a wild). The limits, by preset:

            - `oficial` and `cachetao`: wilds without limit, even more wilds than natural cards
              — 7♥ with two wilds is a trinca (or a sequência);
            - `megajogos` and `tradicional`: at most **one wild per meld** — trinca or
              sequência.

            One exception, the only one: a curinga playing as **itself** (with vira 8♣ the 9♣ is
            wild; in a trinca of nines, or in 8♣ 9♣ 10♣, it plays as the 9♣) is a natural card
            there and does not count. This holds in
            every preset with curingas: in `oficial` too, the 9♣ playing as the 9♣ is the
            natural card a meld needs. And a wild stands for a kind of card, wherever its copies
            are: it may stand for a 7♦ even when both 7♦ have already gone to the lixeira (the
            one limit: a meld never shows the same card more than twice).

            With vira 8♣ the wild cards are 9♣ and 9♠ in the same-colour presets, and only the
            9♣ in `oficial` (same suit):
            """,
        ),
        code(
            """
            meld_table(["7h 7c 9s", "7h 9c 9s", "9c JK JK", "9c 9s 9h", "Qh Qh Qd 9s"], vira="8c",
                       lang="%LANG%")
            """
        ),
        md(
            """
            - 7♥ 7♣ 9♠: o 9♠ vale por um 7 onde ele é curinga; no `oficial` ele é só um 9♠.
            - 7♥ 9♣ 9♠: uma carta natural e dois curingas. Vale no `cachetao`; não no
              `megajogos` (dois curingas) nem no `oficial`, onde o 9♠ não é curinga.
            - 9♣ JK JK (só nos presets com jokers): o 9♣ é curinga nos dois (no `oficial` o
              único, além dos jokers; no `cachetao`, junto com o 9♠) e aqui joga como o 9♣: é
              a carta natural do jogo, e os dois jokers valem pelas outras duas cartas. Os presets sem jokers recusam o jogo.
            - 9♣ 9♠ 9♥: os curingas jogam como eles mesmos — uma trinca de noves comum, que vale
              até no `megajogos` (pela exceção acima, nenhum dos dois conta como curinga).
            - Q♥ Q♥ Q♦ 9♠: o 9♠ faz o terceiro naipe (Q♣ ou Q♠), e aí a Q♥ pode se repetir.

            ## Exercício 3.1

            No `pife`, monte uma trinca com estas cartas. A resposta já escrita é a primeira
            ideia de muita gente: veja o que o programa diz e corrija.
            """,
            """
            - 7♥ 7♣ 9♠: the 9♠ stands for a 7 where it is wild; in `oficial` it is just a 9♠.
            - 7♥ 9♣ 9♠: one natural card and two wilds. It counts in `cachetao`; not in
              `megajogos` (two wilds) nor in `oficial`, where the 9♠ is not wild.
            - 9♣ JK JK (only in the presets with jokers): the 9♣ is wild in both (in
              `oficial` the only one besides the jokers; in `cachetao`, along with the 9♠) and
              here it plays as the 9♣: it is the meld's natural card, and the two jokers stand
              for the other two cards. The presets without jokers refuse the meld.
            - 9♣ 9♠ 9♥: the wild cards play as themselves — an ordinary trinca of nines, valid
              even in `megajogos` (by the exception above, neither counts as a wild).
            - Q♥ Q♥ Q♦ 9♠: the 9♠ supplies the third suit (Q♣ or Q♠), and then Q♥ may repeat.

            ## Exercise 3.1

            In `pife`, make a trinca from these cards. The answer already written is many
            people's first idea: see what the program says, and fix it.
            """,
        ),
        code(
            """
            ex1 = MeldExercise("7h 7h 7c 7s 8d Kd 2c", rules="pife", kind="trinca", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = "7h 7h 7c"  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Exercício 3.2

            Em quais presets 7♥ 7♥ 7♣ 7♠ é uma trinca? Responda com os nomes dos presets.
            """,
            """
            ## Exercise 3.2

            In which presets is 7♥ 7♥ 7♣ 7♠ a trinca? Answer with the names of the presets.
            """,
        ),
        code(
            """
            ex2 = PresetsExercise("7h 7h 7c 7s", question="meld", lang="%LANG%")
            «resposta|answer» = "oficial cachetao"
            ex2.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            ## Exercício 3.3

            `megajogos`, vira 8♣ (curingas 9♣ e 9♠). Monte uma trinca de **4** cartas.
            """,
            """
            ## Exercise 3.3

            `megajogos`, vira 8♣ (wild cards 9♣ and 9♠). Make a trinca of **4** cards.
            """,
        ),
        code(
            """
            ex3 = MeldExercise("Qh Qh Qd 9s 9c 3c 5c", rules="megajogos", vira="8c",
                               kind="trinca", size=4, lang="%LANG%")
            ex3
            """
        ),
        code(
            """
            «resposta|answer» = "Qh Qh Qd"
            ex3.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex3.«solucao|solution»()"),
        md(
            """
            As duas soluções são a mesma ideia, com um curinga ou com o outro. O programa
            escreve as cartas de uma trinca na ordem de exibição (naipes ♣ ♦ ♥ ♠), e não pelo
            papel de cada uma: por isso o 9♣ aparece antes das damas e o 9♠ depois delas. Uma
            sequência (lição 4) ele escreve na ordem dela, da carta mais baixa à mais alta, com
            cada curinga no lugar de uma carta que ele vale (um jogo que também vale como
            trinca, como 7♥ e dois curingas, fica na ordem de exibição).

            ## Resumo

            | preset | naipes na trinca | cartas |
            |---|---|---|
            | `oficial`, `cachetao` | livres, repetidos valem | 3 ou mais |
            | `megajogos`, `tradicional` | três diferentes; 4ª e 5ª repetem um deles | 3 a 5 |
            | `pife`, `pife-simples` | todos diferentes | 3 ou 4 |

            Por que no máximo 5 no `megajogos` e no `tradicional`? As regras publicadas dizem
            que à trinca de três naipes se pode juntar "ainda uma quarta ou quinta carta", de um
            dos três naipes: param na quinta, mesmo que os dois baralhos tenham a sexta (três
            naipes × 2 cópias). No `pife` o teto é 4 porque só há quatro naipes.

            **Experimente:** escreva outras trincas em `meld_table([...])` e compare os presets.
            """,
            """
            The two solutions are the same idea, with one wild or the other. The program writes
            a trinca's cards in display order (suits ♣ ♦ ♥ ♠), not by the role of each: so the
            9♣ shows before the queens and the 9♠ after them. A sequência (lesson 4) it writes
            in its own order, from the lowest card to the highest, with each wild in the place
            of a card it stands for (a meld that also counts as a trinca, such as 7♥ and two
            wilds, stays in display order).

            ## Summary

            | preset | suits in a trinca | cards |
            |---|---|---|
            | `oficial`, `cachetao` | free, repeats allowed | 3 or more |
            | `megajogos`, `tradicional` | three different; 4th and 5th repeat one | 3 to 5 |
            | `pife`, `pife-simples` | all different | 3 or 4 |

            Why at most 5 in `megajogos` and `tradicional`? The published rules say a fourth or
            fifth card may still be added to the three-suit trinca, from one of its three suits:
            they stop at the fifth, even though the two decks hold a sixth (three suits × 2
            copies). In `pife` the cap is 4 because there are only four suits.

            **Try it:** write other trincas in `meld_table([...])` and compare the presets.
            """,
        ),
    ],
)
