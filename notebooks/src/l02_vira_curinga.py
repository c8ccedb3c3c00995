"""Lesson 2: the vira and the curingas."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=2,
    slug="02-vira-e-curinga",
    title_pt="Vira e curinga",
    title_en="Vira and curinga",
    summary_pt="mesmo naipe, mesma cor, jokers, vira K; os presets lado a lado",
    summary_en="same suit, same colour, jokers, K vira; the presets side by side",
    cells=[
        md(
            """
            Depois de dar 9 cartas a cada um, a carta de cima do **monte** (as cartas que
            sobraram) é virada para cima: é a **vira**. Ela escolhe os **curingas** da rodada —
            cartas que valem por outra num jogo, com limites que a lição 3 mostra (todo jogo
            precisa de pelo menos uma carta natural, que joga como ela mesma, e alguns presets
            aceitam só um curinga por jogo). Nos presets que usam os jokers (`JK`, lição 1),
            eles também são curingas, em toda rodada.

            **A regra:** o curinga é o valor **logo acima** da vira. Vira 5 → os 6 são curingas;
            vira J → as damas; vira **K → os ases** (depois do rei volta o ás). A vira fica de
            lado a rodada inteira e não entra em jogo nenhum.

            Mas quais 6, exatamente? Depende da variante. O programa conhece seis jeitos de jogar,
            seis presets (lição 1): `oficial`, `cachetao`, `megajogos`, `tradicional`, `pife` e
            `pife-simples`. (Pife é também outro nome do jogo, como diz a lição 1; escritos
            assim, `pife` e `pife-simples` são os dois presets que seguem regras publicadas com
            esse nome. A lição 7 compara os seis.)
            """,
            """
            After 9 cards are dealt to each player, the top card of the **monte** (the stock:
            the cards left over) is turned face up: it is the **vira**. It chooses the round's
            **curingas** — wild cards, which can stand for another card in a meld, within limits
            lesson 3 shows (every meld needs at least one natural card, playing as itself, and
            some presets allow only one wild per meld). In the presets that play with the jokers
            (`JK`, lesson 1), the jokers are curingas too, every round.

            **The rule:** the curinga is the rank **right above** the vira. Vira 5 → the 6s are
            wild; vira J → the queens; vira **K → the aces** (after the king comes the ace). The
            vira stays aside all round and never goes into a meld.

            But which 6s, exactly? That depends on the variant. The program knows six ways of
            playing, six presets (lesson 1): `oficial`, `cachetao`, `megajogos`, `tradicional`,
            `pife` and `pife-simples`. (Pife is also another name for the game, as lesson 1 says;
            written this way, `pife` and `pife-simples` are the two presets that follow rules
            published under that name. Lesson 7 compares all six.)
            """,
        ),
        code(
            """
            from cacheta_lab.exercises import CuringaExercise, curingas_table, draw, draw_meld
            """
        ),
        md(
            """
            ## Mesmo naipe (preset `oficial`)

            Só o valor de cima **no naipe da vira**: vira 5♥ → 6♥ (as duas cópias). Este preset
            usa também os **4 jokers** (JK) do baralho, que são sempre curingas. No desenho, os
            curingas têm borda dourada e uma estrela:
            """,
            """
            ## Same suit (preset `oficial`)

            Only the rank above **in the vira's suit**: vira 5♥ → 6♥ (both copies). This preset
            also plays with the deck's **4 jokers** (JK), which are always wild. In the drawing,
            wild cards have a gold border and a star:
            """,
        ),
        code('draw("6h 6c 6d 6s JK 7h", rules="oficial", vira="5h", lang="%LANG%")'),
        md(
            """
            ## Mesma cor (`cachetao`, `megajogos`, `tradicional`)

            O valor de cima **nos dois naipes da cor da vira**: vira 8♣ (preta) → 9♣ e 9♠,
            quatro cartas ao todo. O `cachetao` junta os jokers (JK); `megajogos` e
            `tradicional` jogam sem jokers.
            """,
            """
            ## Same colour (`cachetao`, `megajogos`, `tradicional`)

            The rank above **in both suits of the vira's colour**: vira 8♣ (black) → 9♣ and 9♠,
            four cards in all. `cachetao` adds the jokers (JK); `megajogos` and `tradicional`
            play without jokers.
            """,
        ),
        code('draw("9c 9s 9h 9d", rules="megajogos", vira="8c", lang="%LANG%")'),
        md(
            """
            ## Vira K

            Depois do rei vem o ás: com vira K♥ no `oficial`, os curingas são o A♥ e os jokers.
            (E se a carta virada for um joker? Ele vai para o fundo do monte e vira-se a
            carta seguinte.)
            """,
            """
            ## K vira

            After the king comes the ace: with vira K♥ in `oficial`, the wild cards are the A♥
            and the jokers. (And if the turned card is a joker? It goes to the bottom of the
            monte and the next card is turned.)
            """,
        ),
        code('draw("Ah Ad Ac As JK", rules="oficial", vira="Kh", lang="%LANG%")'),
        md(
            """
            ## Os presets lado a lado

            `pife` e `pife-simples` não têm curinga: a carta virada só começa a **lixeira** (a
            pilha de descarte, virada para cima). Ela é uma carta da lixeira como outra
            qualquer: todos a veem, e o primeiro jogador pode pegá-la em vez de comprar do
            monte. Para a mesma vira 8♣, os curingas de cada preset e a regra que o programa
            aplica:
            """,
            """
            ## The presets side by side

            `pife` and `pife-simples` have no curinga: the turned card just starts the
            **lixeira** (the discard pile, face up). It is a lixeira card like any other:
            everyone sees it, and the first player may take it instead of drawing from the
            monte. For the same vira 8♣, each preset's wild cards and the rule the program
            applies:
            """,
        ),
        code('curingas_table("8c", lang="%LANG%")'),
        md(
            """
            Na mesa de cartas, o botão **vira** acima do baralho faz o próximo clique escolher a
            vira, e o menu **Regras** troca o preset: os curingas da mão ganham a estrela
            dourada na hora. (Rode a célula para a mesa responder aos cliques.)
            """,
            """
            On the card table, the **vira** button above the deck makes the next click choose
            the vira, and the **Rules** menu switches the preset: the wild cards of the hand get
            their gold star at once. (Run the cell for the table to answer clicks.)
            """,
        ),
        code(
            """
            from cacheta_lab import CardTable

            CardTable("6c 6d 6h 6s 9c 9s JK", preset="oficial", vira="5h", lang="%LANG%")
            """
        ),
        md(
            """
            ## Um curinga pode ser ele mesmo

            Um curinga também pode jogar como a carta que ele é. Com vira 5♥ o 6♥ é curinga,
            mas em 5♥ 6♥ 7♥ ele é só o 6♥. Já em K♣ K♦ 6♥ ele vale por um rei. O programa diz
            por qual carta cada curinga vale (a faixa amarela no desenho). Em K♣ K♦ 6♥ ele
            lista os quatro reis, K♣ e K♦ também: no `oficial` uma trinca pode repetir naipe
            (são dois baralhos), como a lição 3 mostra, então qualquer rei completa a trinca.
            """,
            """
            ## A curinga can be itself

            A curinga can also play as the card it is. With vira 5♥ the 6♥ is wild, but in
            5♥ 6♥ 7♥ it is simply the 6♥. In K♣ K♦ 6♥, though, it stands for a king. The program
            says which card each wild stands for (the yellow band in the drawing). In K♣ K♦ 6♥
            it lists all four kings, K♣ and K♦ too: in `oficial` a trinca may repeat a suit
            (there are two decks), as lesson 3 shows, so any king completes the trinca.
            """,
        ),
        code(
            """
            display(draw_meld("5h 6h 7h", "oficial", vira="5h", lang="%LANG%"))
            display(draw_meld("Kc Kd 6h", "oficial", vira="5h", lang="%LANG%"))
            """
        ),
        md(
            """
            ## Exercício 2.1

            No preset `tradicional` a vira é 8♦. Quais cartas são curingas? Escreva todas (e o
            joker `JK`, se ele valer).
            """,
            """
            ## Exercise 2.1

            In preset `tradicional` the vira is 8♦. Which cards are wild? Write them all (and the
            joker `JK`, if it counts).
            """,
        ),
        code(
            """
            ex1 = CuringaExercise("tradicional", vira="8d", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = "9d"  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Exercício 2.2

            Preset `cachetao`, vira Q♥. Quais são os curingas?
            """,
            """
            ## Exercise 2.2

            Preset `cachetao`, vira Q♥. Which cards are wild?
            """,
        ),
        code(
            """
            ex2 = CuringaExercise("cachetao", vira="Qh", lang="%LANG%")
            «resposta|answer» = "Kh Kd"
            ex2.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            ## Resumo

            - Curinga = o valor logo acima da vira (vira K → ás).
            - `oficial`: mesmo naipe + jokers. `cachetao`: mesma cor + jokers.
              `megajogos`, `tradicional`: mesma cor, sem jokers. `pife`, `pife-simples`: sem
              curinga.
            - Um curinga pode jogar como ele mesmo.

            **Experimente:** troque a vira ou o preset numa das células `draw(...)` acima.
            """,
            """
            ## Summary

            - Curinga = the rank right above the vira (K vira → ace).
            - `oficial`: same suit + jokers. `cachetao`: same colour + jokers. `megajogos`,
              `tradicional`: same colour, no jokers. `pife`, `pife-simples`: no curinga.
            - A curinga may play as itself.

            **Try it:** change the vira or the preset in one of the `draw(...)` cells above.
            """,
        ),
    ],
)
