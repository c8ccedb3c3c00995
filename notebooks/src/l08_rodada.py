"""Lesson 8: a whole round, move by move, with the bots' reasons."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=8,
    slug="08-rodada",
    title_pt="Uma rodada inteira, jogada a jogada",
    title_en="A whole round, move by move",
    summary_pt="quatro bots jogam o `oficial` e dizem por que fazem cada jogada",
    summary_en="four bots play `oficial` and say why they make each move",
    cells=[
        md(
            """
            Até aqui olhamos uma mão parada. Agora a mesa anda: quatro jogadores, um monte, uma
            lixeira, e as vezes passando em sentido horário. Quem joga são **bots** (jogadores
            do computador) de três níveis:

            - `random` (*ao acaso*) — compra e descarta ao acaso, mas bate quando pode;
            - `greedy` (*guloso*) — compra do monte, a não ser que o topo da lixeira o faça bater, e
              descarta a carta que a tabela de descartes (lição 6) põe em primeiro;
            - `strong` (*forte*) — o mesmo, e ainda lembra do que passou pela lixeira, pega da lixeira
              quando ela melhora a mão e evita dar cartas boas ao próximo.

            Cada bot sabe dizer **por que** fez a última jogada (`bot.explain(...)`). A rodada
            tem uma semente (`seed=3`): com a mesma semente, o embaralhamento e todas as jogadas
            saem iguais, em qualquer computador.
            """,
            """
            So far we looked at a hand standing still. Now the table moves: four players, a
            monte (the stock), a lixeira (the discard pile), and turns passing clockwise. The
            players are **bots** (computer players) of three levels:

            - `random` — draws and discards at random, but goes out when it can;
            - `greedy` — draws from the monte unless the lixeira top lets it go out, and
              discards the card the discard table (lesson 6) ranks first;
            - `strong` — the same, and it also remembers what went through the lixeira, takes
              from the lixeira when that improves the hand and avoids handing good cards to the
              next player.

            Each bot can say **why** it made its last move (`bot.explain(...)`). The round has a
            seed (`seed=3`): with the same seed, the shuffle and every move come out the same,
            on any computer.
            """,
        ),
        code(
            """
            from cacheta_lab import Hand, analyze
            from cacheta_lab.exercises import SplitExercise, draw
            from cacheta_lab.explain import level_name
            from cacheta_lab.game import Draw, Round, describe_move, make_bots, next_move

            «rodada|rnd» = Round("oficial", 4, seed=3)
            bots = make_bots(["strong", "greedy", "strong", "random"], 4, seed=3)
            for «jogador|seat», bot in enumerate(bots):
                print(«f"jogador {jogador}: bot {level_name(bot.level, 'pt')}"|f"player {seat}: {level_name(bot.level, 'en')} bot"»)
            """
        ),
        md(
            """
            ## As cartas dadas

            Cada jogador recebe 9 cartas e a carta seguinte do monte vira a **vira**. No
            `oficial` o curinga é a carta acima da vira no mesmo naipe, e os coringas (JK) também
            são curingas. O jogador 0 está à esquerda de quem deu, então joga primeiro.

            Numa mesa de verdade ninguém vê as mãos dos outros; aqui, como numa aula, vemos
            todas:
            """,
            """
            ## The dealt cards

            Each player gets 9 cards and the next card of the monte is turned: the **vira**. In
            `oficial` the curinga (wild card) is the rank above the vira in the same suit, and
            the jokers (JK) are wild too. Player 0 sits at the dealer's left, so plays first.

            At a real table nobody sees the others' hands; here, as in a classroom, we see them
            all:
            """,
        ),
        code(
            """
            from IPython.display import display

            print(«f"vira: {rodada.vira.name('pt')}"|f"vira: {rnd.vira.name('en')}"»)
            for «jogador|seat» in «rodada|rnd».seats:
                «mao|hand» = «rodada|rnd».hands[«jogador|seat»]
                «faltam|missing» = analyze(«mao|hand», "oficial", vira=«rodada|rnd».vira).missing
                print(«f"jogador {jogador} (faltam {faltam}):"|f"player {seat} ({missing} missing):"»)
                display(draw(Hand(«mao|hand»), "oficial", vira=«rodada|rnd».vira, lang="%LANG%", size="sm"))
            """
        ),
        md(
            """
            "Faltam" é o número de compras que, no melhor caso, ainda separam a mão de bater. Os
            jogadores 0 e 2 começam a duas cartas; o jogador 1 está bem longe.

            ## Jogando

            A função abaixo deixa os bots jogarem até a vez pedida e escreve cada jogada com o
            motivo do bot. Depois de cada compra aparece, entre colchetes, a carta que veio —
            outra coisa que só a aula mostra.
            """,
            """
            "Missing" (faltam) is the number of draws that, at best, still stand between the
            hand and going out. Players 0 and 2 start two cards away; player 1 is far off.

            ## Playing

            The function below lets the bots play up to the turn asked for and writes each move
            with the bot's reason. After each draw the card that came shows in brackets —
            something else only the classroom shows.
            """,
        ),
        code(
            """
            def «jogar_ate|play_until»(«vez|turn»):
                «linhas|lines» = []
                while not «rodada|rnd».over:
                    «antes|before» = len(«rodada|rnd».hands[«rodada|rnd».turn]) == 9
                    if «rodada|rnd».turns >= «vez|turn» and «antes|before»:
                        break
                    «jogada|move» = next_move(«rodada|rnd», bots)
                    «eventos|events» = «rodada|rnd».play(«jogada|move»)
                    «carta|card» = f" [{«eventos|events»[0]['card']}]" if isinstance(«jogada|move», Draw) else ""
                    «linhas|lines».append(f"{«rodada|rnd».turns:2}. {describe_move(«jogada|move», '%LANG%')}{«carta|card»}")
                    «linhas|lines».append(f"      → {bots[«jogada|move».seat].explain('%LANG%')}")
                print("\\n".join(«linhas|lines») + "\\n", end="")  # «tudo de uma vez, no fim|all at once, at the end»

            «jogar_ate|play_until»(3)
            """
        ),
        md(
            """
            Na 3ª vez o jogador 2 (`strong`) pegou o 3♣ que o jogador 1 tinha acabado de jogar
            fora: a tabela de descartes mostrou que, com ele, dava para largar o 9♣ e ficar **na
            boa**. Vejamos a mão dele agora, com os outs contados:
            """,
            """
            On the 3rd turn player 2 (`strong`) took the 3♣ that player 1 had just thrown away:
            the discard table showed that with it the 9♣ could go and the hand would be **na
            boa**. Here is the hand now, with its outs counted:
            """,
        ),
        code(
            """
            analyze(«rodada|rnd».hands[2], "oficial", vira=«rodada|rnd».vira,
                    seen=«rodada|rnd».lixeira, lang="%LANG%")
            """
        ),
        md(
            """
            Com um coringa e um curinga na mão, muitas cartas servem. Os outros jogadores
            continuam:
            """,
            """
            With a joker and a curinga in hand, many cards will do. The other players go on:
            """,
        ),
        code("«jogar_ate|play_until»(9)"),
        md(
            """
            O jogador 3 (`random`) pegou da lixeira duas vezes sem motivo, e o A♦ que ele largou
            foi direto para o jogador 0, que também ficou na boa. Agora são dois jogadores
            esperando uma carta. A mão do jogador 0:
            """,
            """
            Player 3 (`random`) took from the lixeira twice for no reason, and the A♦ it dropped
            went straight to player 0, who became na boa too. Now two players wait for one card.
            Player 0's hand:
            """,
        ),
        code(
            """
            analyze(«rodada|rnd».hands[0], "oficial", vira=«rodada|rnd».vira,
                    seen=«rodada|rnd».lixeira, lang="%LANG%")
            """
        ),
        code("«jogar_ate|play_until»(99)  # «até o fim|to the end»"),
        md(
            """
            ## A batida

            O jogador 2 comprou o 5♦ e **bateu**: descartou a Q♣ e mostrou as outras 9 cartas em
            jogos. No `oficial` são exatamente três jogos. As cartas mostradas:
            """,
            """
            ## Going out

            Player 2 drew the 5♦ and **bateu** (went out): discarded the Q♣ and showed the other
            9 cards in melds. In `oficial` that is exactly three melds. The cards shown:
            """,
        ),
        code(
            """
            «fim|result» = «rodada|rnd».result
            analyze(«fim|result».shown, "oficial", vira=«rodada|rnd».vira, lang="%LANG%")
            """
        ),
        md(
            """
            ## Os pontos

            No `oficial` cada jogador começa a partida com 7 pontos. Quem bate com 9 cartas faz
            cada adversário perder 1 ponto (com 10 cartas, 2). O vencedor não ganha nada: ele só
            não perde.
            """,
            """
            ## The points

            In `oficial` each player starts the match with 7 points. Going out with 9 cards makes
            each opponent lose 1 point (with 10 cards, 2). The winner gains nothing: they just do
            not lose.
            """,
        ),
        code(
            """
            print(«f"vencedor: jogador {fim.winner}, em {fim.turns} vezes"|f"winner: player {result.winner}, in {result.turns} turns"»)
            for «jogador|seat» in «rodada|rnd».seats:
                «antes|before» = «rodada|rnd».start_points[«jogador|seat»]
                «depois|after» = «fim|result».points[«jogador|seat»]
                print(f"  «jogador|player» {«jogador|seat»}: {«antes|before»} → {«depois|after»}"
                      f"  (−{«fim|result».losses[«jogador|seat»]})")
            """
        ),
        md(
            """
            ## Exercício 8.1 — mostre a batida

            Estas são as 10 cartas do jogador 2 logo antes de bater. Divida-as em jogos como ele
            fez (a carta que sobrar é o descarte). A resposta já escrita tem um problema: rode e
            leia o que o motor diz.
            """,
            """
            ## Exercise 8.1 — show the batida

            These are player 2's 10 cards just before going out. Split them into melds as the
            bot did (the card left over is the discard). The answer already written has a
            problem: run it and read what the engine says.
            """,
        ),
        code(
            """
            ex1 = SplitExercise([*«fim|result».shown, «fim|result».discard], "oficial",
                                vira=«rodada|rnd».vira, lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = ["3c 3c", "5d 5d 5h JK", "10h Qh Kh"]  # «troque e rode de novo|change it and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## A mesa de jogo

            Uma rodada também se joga com cliques. A `GameTable` desenha a mesa inteira — a
            vira, o monte, a lixeira, as mãos e a lista de jogadas — e a faz andar: **Passo**
            faz uma jogada, **Jogar** deixa a rodada correr na velocidade escolhida. Com
            `seat=0` você senta no lugar do jogador 0 contra três bots: na sua vez, compre do
            monte ou pegue o topo da lixeira e clique numa carta da sua mão para descartá-la
            (ou bata). Numa aula, `open_hands=False` esconde as mãos dos bots, como numa mesa de
            verdade, e outra semente (`seed`) dá outra rodada. A mesa responde aos cliques depois
            que você roda a célula.
            """,
            """
            ## The game table

            A round can also be played by clicking. `GameTable` draws the whole table — the
            vira, the monte, the lixeira, the hands and the list of moves — and makes it move:
            **Step** plays one move, **Play** lets the round run at the chosen speed. With
            `seat=0` you take player 0's seat against three bots: on your turn, draw from the
            monte or take the lixeira top, then click a card of your hand to discard it (or
            bater). In a class, `open_hands=False` hides the bots' hands, as at a real table,
            and another seed (`seed`) deals another round. The table answers clicks once you
            run the cell.
            """,
        ),
        code(
            """
            from cacheta_lab import GameTable

            GameTable(preset="oficial", players=4, seat=0, seed=3, lang="%LANG%")
            """
        ),
        md(
            """
            ## Resumo

            - Uma rodada: dar 9 cartas, virar a vira, e cada um na sua vez **compra** (monte ou
              lixeira) e **descarta**, até alguém **bater**.
            - Os bots decidem com a mesma tabela de descartes da lição 6, e `explain` diz o
              motivo.
            - Pegar da lixeira mostra a todos o que você quer; jogar fora uma carta pode
              completar a mão de outro.
            - A mesma semente repete a rodada inteira.
            - `GameTable(..., seat=0)` põe você na mesa contra os bots.

            **Experimente:** troque `seed=3` por outro número (nas duas linhas) ou mude os níveis
            dos bots e rode tudo de novo.
            """,
            """
            ## Summary

            - A round: deal 9 cards, turn the vira, and on their turn each player **draws**
              (monte or lixeira) and **discards**, until someone can **bater**.
            - The bots decide with the same discard table as lesson 6, and `explain` gives the
              reason.
            - Taking from the lixeira shows everyone what you want; throwing a card away may
              complete someone else's hand.
            - The same seed plays the whole round again.
            - `GameTable(..., seat=0)` seats you at the table against the bots.

            **Try it:** change `seed=3` to another number (in both lines) or change the bots'
            levels and run everything again.
            """,
        ),
    ],
)
