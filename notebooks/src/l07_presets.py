"""Lesson 7: the presets compared."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=7,
    slug="07-presets",
    title_pt="Os presets comparados",
    title_en="The presets compared",
    summary_pt="uma mão, seis respostas, e por quê",
    summary_en="one hand, six answers, and why",
    cells=[
        md(
            """
            Cacheta se joga de muitos jeitos, e cada mesa jura que o seu é o certo. O programa
            reúne seis jeitos comuns, os **presets**:

            - `oficial` — as regras "oficiais" mais divulgadas: 2 a 4 jogadores, jokers,
              curinga do mesmo naipe; cada um começa a partida com 7 pontos e perde pontos quando
              outro bate (a lição 9 conta os pontos);
            - `cachetao` — a variante grande (2 a 9 jogadores): curinga da mesma cor, jokers,
              e quem não gostar da mão pode **correr** (desistir da rodada, pagando um pouco
              para não arriscar perder mais: lição 9);
            - `megajogos` — como se joga no MegaJogos, um site brasileiro de jogos de cartas
              online (entre eles a Cacheta) cujas regras publicadas este preset segue (2 a 8
              jogadores; a sala online senta 4):
              sem jokers, um curinga por jogo, ás em cima ou embaixo, anunciar na boa e furar a
              fila (lição 8);
            - `tradicional` — a mesa de exatamente 4 com as mesmas regras de jogos do
              `megajogos`;
            - `pife` — 2 a 8 jogadores, sem curinga, trinca de naipes diferentes, bate só com 9;
              vence quem ganhar 5 rodadas;
            - `pife-simples` — 2 a 6 jogadores, uma rodada só, sem curinga, ás em cima ou
              embaixo, bate com 9 ou 10.

            Só algumas regras mudam a leitura de uma mão. Lado a lado:
            """,
            """
            Cacheta is played in many ways, and every table swears its own is the right one. The
            program gathers six common ways, the **presets**:

            - `oficial` — the most widely published "official" rules: 2 to 4 players, jokers,
              same-suit curinga; each player starts the match with 7 points and loses points when
              someone else goes out (lesson 9 counts the points);
            - `cachetao` — the big variant (2 to 9 players): same-colour curinga, jokers, and a
              player who dislikes the hand may **correr** (fold the round, paying a little so as
              not to risk losing more: lesson 9);
            - `megajogos` — as played on MegaJogos, a Brazilian site for online card games
              (Cacheta among them) whose published rules this preset follows (2 to 8 players;
              the online room seats 4): no jokers, one wild per meld, ace low or high, announcing na boa and furar a
              fila (lesson 8);
            - `tradicional` — the table of exactly 4 with the same meld rules as `megajogos`;
            - `pife` — 2 to 8 players, no curinga, trincas of different suits, goes out with 9
              only; the first to win 5 rounds wins;
            - `pife-simples` — 2 to 6 players, a single round, no curinga, ace low or high, goes
              out with 9 or 10.

            Only some rules change how a hand reads. Side by side:
            """,
        ),
        code(
            """
            from cacheta_lab import PRESETS, analyze, get_rules
            from cacheta_lab.exercises import PresetsExercise, presets_table
            from cacheta_lab.drawing.explain import rules_side_by_side

            print(rules_side_by_side([get_rules(p) for p in PRESETS], "%LANG%"))
            """
        ),
        md(
            """
            ## Uma mão, seis respostas

            A mesma mão de 10 cartas, com vira 5♣ (nos presets que têm vira):
            """,
            """
            ## One hand, six answers

            The same 10-card hand, with vira 5♣ (in the presets that turn one):
            """,
        ),
        code(
            """
            «mao|hand» = "Qh Kh Ah 7h 7h 7c 3d 4d 5d 6s"
            presets_table(«mao|hand», vira="5c", lang="%LANG%")
            """
        ),
        md(
            """
            ## Por quê

            Três peças decidem: **Q♥ K♥ A♥**, **7♥ 7♥ 7♣** e o **6♠**. O 3♦ 4♦ 5♦ é sequência
            em todo lugar.

            - `oficial`: o curinga é só o 6♣ (mesmo naipe) e os jokers; o 6♠ é uma carta
              comum. Q-K-A não vale (ás só embaixo). Descartando o A♥, a mão espera um J♥ ou
              um curinga para Q♥ K♥: **na boa**.
            - `cachetao`: agora o 6♠ é curinga (mesma cor) e vale o J♥: J♥ Q♥ K♥, 7♥ 7♥ 7♣,
              3♦ 4♦ 5♦ — **bate com 9** descartando o A♥.
            - `megajogos` e `tradicional`: Q-K-A vale, e 7♥ 7♥ 7♣ sozinho não é trinca (só dois
              naipes, e a trinca precisa de três diferentes), mas com o 6♠ valendo 7♦ ou 7♠ o
              grupo passa a ser 7♥ 7♥ 7♣ + curinga — **bate com 10**. Os dois presets dão a mesma resposta: só diferem na mesa (número de
              jogadores), não nos jogos.
            - `pife`: sem curinga, ás só embaixo, naipes todos diferentes: só 3♦ 4♦ 5♦ serve —
              **faltam 2**.
            - `pife-simples`: Q-K-A vale; 7♥ 7♥ 7♣ não (dois 7♥ idênticos). Descartando um 7♥
              fica 7♥ 7♣ esperando 7♦ ou 7♠: **na boa**.

            Os detalhes de dois deles:
            """,
            """
            ## Why

            Three pieces decide: **Q♥ K♥ A♥**, **7♥ 7♥ 7♣** and the **6♠**. The 3♦ 4♦ 5♦ is a
            sequência everywhere.

            - `oficial`: the curinga is only the 6♣ (same suit) plus the jokers; the 6♠ is an
              ordinary card. Q-K-A does not count (ace low only). Discarding the A♥, the hand
              waits for a J♥ or a wild card for Q♥ K♥: **na boa**.
            - `cachetao`: now the 6♠ is wild (same colour) and stands for the J♥: J♥ Q♥ K♥,
              7♥ 7♥ 7♣, 3♦ 4♦ 5♦ — it **goes out with 9**, discarding the A♥.
            - `megajogos` and `tradicional`: Q-K-A counts, and 7♥ 7♥ 7♣ alone is no trinca
              (only two suits, and a trinca needs three different ones), but with the 6♠ standing for 7♦ or 7♠ it becomes
              7♥ 7♥ 7♣ + wild — it **goes out with 10**. Both presets give the same answer: they
              differ only at the table (number of players), not in the melds.
            - `pife`: no curinga, ace low only, all suits different: only 3♦ 4♦ 5♦ works —
              **faltam 2** (two draws missing).
            - `pife-simples`: Q-K-A counts; 7♥ 7♥ 7♣ does not (two identical 7♥). Discarding a
              7♥ leaves 7♥ 7♣ waiting for 7♦ or 7♠: **na boa**.

            The details of two of them:
            """,
        ),
        code(
            """
            display(analyze(«mao|hand», "cachetao", vira="5c", lang="%LANG%"))
            display(analyze(«mao|hand», "megajogos", vira="5c", lang="%LANG%"))
            """
        ),
        md(
            """
            Quando uma mão bate de mais de um jeito, o quadro mostra uma arrumação em jogos e,
            embaixo, conta as outras e diz quais são: com as 10 cartas, em outros jogos, ou com
            9, descartando a carta indicada. No `megajogos` há mais uma: com 9, descartando um
            7♥ (7♥ 7♣ e o 6♠ continuam trinca). Qualquer uma vale para bater; com as 10 vale
            mais (lição 9). Na tabela de descartes, a linha de um descarte que bate diz **bate**
            e vem primeiro, como na lição 6.

            Na tabela do `cachetao`, o 7♥ vem antes do 7♣, com as mesmas compras faltando e as
            mesmas cópias vivas. Decide o quarto passo da lição 6, mais tipos de out, que conta
            também os outs mortos: descartando um 7♥, o 7♥ passa a ser um out da mão (7♥ 7♣ e
            mais um 7♥), mas morto, porque as duas cópias estão na sua mão e na lixeira;
            descartando o 7♣, esse out não existe (não há três 7♥ no baralho).
            """,
            """
            When a hand goes out in more than one way, the panel shows one arrangement in melds
            and, under it, counts the others and says which they are: with all 10 cards in
            other melds, or with 9, discarding the card named. In `megajogos` there is one more:
            with 9, discarding a 7♥ (7♥ 7♣ and the 6♠ are still a trinca). Any of them will do
            to go out; with all 10 scores more (lesson 9). In the discard table, the row of a
            discard that goes out says **bate** and comes first, as in lesson 6.

            In the `cachetao` table, the 7♥ comes before the 7♣, with as many draws missing and
            as many live copies. Lesson 6's fourth step decides, more kinds of out, which counts
            dead outs too: discarding a 7♥, the 7♥ becomes an out of the hand (7♥ 7♣ and one
            more 7♥), but a dead one, since both copies are in your hand and on the lixeira;
            discarding the 7♣, that out does not exist (there are no three 7♥ in the deck).
            """,
        ),
        md(
            """
            ## Mude uma regra

            Um professor pode trocar **uma** regra de um preset com
            `get_rules(preset, regra=valor)`. No código as regras da tabela lá em cima têm
            nomes curtos, em inglês, menos os termos do jogo, que ficam em português (`curinga`,
            `trinca` e o `bate` de `bate_with_10`). Cada regra, com os valores que aceita:

            - jokers no baralho: `jokers=True` (sim) ou `False` (não);
            - curingas: `curinga="same_suit"` (mesmo naipe), `"same_color"` (mesma cor) ou
              `"none"` (sem curinga);
            - curingas por jogo: `max_wilds=` um número inteiro de `1` a `13`, ou `None` (sem
              limite);
            - naipes na trinca: `trinca="any"` (livres), `"distinct"` (todos diferentes) ou
              `"three_plus_dup"` (três diferentes, depois repetidos);
            - ás: `ace="low"` (só embaixo) ou `"low_or_high"` (embaixo ou em cima);
            - jogos para bater: `exact_melds=` `1`, `2` ou `3`, ou `None` (qualquer número);
            - bater com 10: `bate_with_10=True` ou `False`.

            Um valor fora dessas listas é recusado, com uma mensagem que diz os valores aceitos.
            As regras da mesa e do placar (lição 9) se trocam do mesmo jeito.

            Por exemplo, o `oficial` com o curinga da mesma cor: o 6♠ passa a ser curinga e a
            mão bate como no `cachetao`. As regras trocadas ganham o `id` `oficial+custom` (o
            preset de origem e a marca de que uma regra mudou; é o nome que o código usa), e o
            quadro as chama de "oficial personalizado".
            """,
            """
            ## Change one rule

            A teacher can change **one** rule of a preset with `get_rules(preset, rule=value)`.
            In code the rules of the table above have short names, in English but for the
            game's terms, kept in Portuguese (`curinga`, `trinca` and the `bate` of
            `bate_with_10`). Each rule, with the values it takes:

            - jokers in the deck: `jokers=True` (yes) or `False` (no);
            - curingas: `curinga="same_suit"`, `"same_color"` or `"none"` (no curinga);
            - wild cards per meld: `max_wilds=` a whole number from `1` to `13`, or `None` (no
              limit);
            - suits in a trinca: `trinca="any"` (free), `"distinct"` (all different) or
              `"three_plus_dup"` (three different, then repeats);
            - ace: `ace="low"` (low only) or `"low_or_high"` (low or high);
            - melds to bater: `exact_melds=` `1`, `2` or `3`, or `None` (any number);
            - bater with 10: `bate_with_10=True` or `False`.

            A value outside these lists is refused, with a message naming the values allowed.
            The table and scoring rules (lesson 9) change the same way.

            For instance, `oficial` with a same-colour curinga: the 6♠ becomes wild and the hand
            goes out as in `cachetao`. The changed rules get the `id` `oficial+custom` (the
            preset they came from, and a mark that a rule changed; the name code uses), and the
            panel shows it as it is.
            """,
        ),
        code(
            """
            «minhas_regras|my_rules» = get_rules("oficial", curinga="same_color")
            print(«minhas_regras|my_rules».id)
            analyze(«mao|hand», «minhas_regras|my_rules», vira="5c", lang="%LANG%")
            """
        ),
        md(
            """
            ## Exercício 7.1

            Em quais presets esta mão bate (vira 4♣ onde houver vira)? Olhe para a Q♠ K♠ A♠ e
            para o 5♣.
            """,
            """
            ## Exercise 7.1

            In which presets does this hand go out (vira 4♣ where there is one)? Look at the
            Q♠ K♠ A♠ and at the 5♣.
            """,
        ),
        code(
            """
            ex1 = PresetsExercise("Ah 2h 3h Qs Ks As 8c 8d 8h 5c", question="bater", vira="4c",
                                  lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            # «troque e rode de novo|change it and run again»
            «resposta|answer» = "megajogos tradicional pife-simples"
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Agora é com você

            Você já sabe ler qualquer mão: escreva-a, escolha o preset e a vira, e peça ao
            programa `analyze(...)`. Antes de olhar a resposta, tente dizer: quais são os jogos?
            bate? está na boa? qual o melhor descarte?
            """,
            """
            ## Your turn

            You can now read any hand: write it, choose the preset and the vira, and ask the
            program with `analyze(...)`. Before you look at the answer, try to say: what are the
            melds? does it go out? is it na boa? what is the best discard?
            """,
        ),
        code(
            """
            analyze("5h 6h 7h Ks Kh JK 9s 6c 2d 8c", "oficial", vira="5c", lang="%LANG%")
            """
        ),
        md(
            """
            Ou use a mesa de cartas: ela começa com a mão desta lição; troque o preset no menu
            **Regras** e veja a resposta mudar, ou monte outra mão com cliques. (Rode a célula
            para a mesa aparecer.)
            """,
            """
            Or use the card table: it starts with this lesson's hand; switch the preset in the
            **Rules** menu and watch the answer change, or build another hand with clicks. (Run
            the cell for the table to appear.)
            """,
        ),
        code(
            """
            from cacheta_lab import CardTable

            CardTable(«mao|hand», preset="oficial", vira="5c", lang="%LANG%")
            """
        ),
    ],
)
