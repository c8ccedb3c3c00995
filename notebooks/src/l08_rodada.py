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
            lixeira, e a vez passando de um jogador para o outro em sentido horário. Quem joga
            são **bots** (jogadores do computador) de três níveis:

            - `random` (*ao acaso*) — tira a carta do monte ou da lixeira e descarta ao acaso,
              mas bate quando pode;
            - `greedy` (*guloso*) — compra do monte, a não ser que o topo da lixeira o faça bater, e
              descarta a carta que a tabela de descartes (lição 6) põe em primeiro;
            - `strong` (*forte*) — joga pela avaliação rápida do treinador (lição 11): um modelo
              das suas chances de **ganhar a rodada**, que lembra do que passou pela lixeira e do
              que os outros pegaram dela, pega da lixeira quando isso aumenta essas chances, e
              conta o que um descarte entrega aos próximos jogadores — um curinga, ou a carta que
              um jogador que anunciou na boa espera.

            Cada bot sabe dizer **por que** fez a última jogada (`bot.explain(...)`). A rodada
            tem uma **semente** (`seed=3`): com a mesma semente, o embaralhamento e todas as
            jogadas saem iguais, em qualquer computador.
            """,
            """
            So far we looked at a hand standing still. Now the table moves: four players, a
            monte (the stock), a lixeira (the discard pile), and turns passing clockwise. The
            players are **bots** (computer players) of three levels:

            - `random` — draws from the monte or the lixeira and discards at random, but goes
              out when it can;
            - `greedy` — draws from the monte unless the lixeira top lets it go out, and
              discards the card the discard table (lesson 6) ranks first;
            - `strong` — plays by the coach's fast evaluation (lesson 11): a model of its chances
              of **winning the round**, which remembers what went through the lixeira and what
              the others took from it, takes from the lixeira when that raises those chances,
              and counts what a discard hands the next players — a curinga, or the card a player
              who announced na boa waits for.

            Each bot can say **why** it made its last move (`bot.explain(...)`). The round has a
            **seed** (`seed=3`): with the same seed, the shuffle and every move come out the
            same, on any computer.
            """,
        ),
        code(
            """
            from cacheta_lab import Hand, analyze
            from cacheta_lab.exercises import SplitExercise, draw
            from cacheta_lab.drawing.explain import level_name
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

            Cada jogador recebe 9 cartas e a carta seguinte do monte é virada para cima: é a **vira**. No
            `oficial` o curinga é a carta acima da vira no mesmo naipe, e os jokers (JK) também
            são curingas. Quem dá as cartas joga por último: começa o jogador à
            sua esquerda, e a vez passa em sentido horário. Na primeira rodada de uma partida dá
            o último jogador, então o jogador 0 joga primeiro; a cada rodada nova (mesmo uma
            rodada empatada) o carteador passa para o próximo jogador à esquerda que ainda está
            na partida (lição 9).

            Numa mesa de verdade ninguém vê as mãos dos outros; aqui, como numa aula, vemos
            todas:
            """,
            """
            ## The dealt cards

            Each player gets 9 cards and the next card of the monte is turned: the **vira**. In
            `oficial` the curinga (wild card) is the rank above the vira in the same suit, and
            the jokers (JK) are wild too. The dealer plays last: the player at the dealer's left
            starts, and turns pass clockwise. In a match's first round the last player deals, so
            player 0 plays first; each new round (a drawn one too) the deal passes to the next
            player on the left still in the match (lesson 9).

            At a real table nobody sees the others' hands; here, as in a classroom, we see them
            all:
            """,
        ),
        code(
            """
            from IPython.display import display

            from cacheta_lab.words import counted

            print(«f"vira: {rodada.vira.name('pt')}"|f"vira: {rnd.vira.name('en')}"»)
            for «jogador|seat» in «rodada|rnd».seats:
                «mao|hand» = «rodada|rnd».hands[«jogador|seat»]
                «faltam|missing» = analyze(«mao|hand», "oficial", vira=«rodada|rnd».vira).missing
                print(«f"jogador {jogador} ({counted('missing', faltam, 'pt')}):"|f"player {seat} ({counted('missing', missing, 'en')}):"»)
                display(draw(Hand(«mao|hand»), "oficial", vira=«rodada|rnd».vira, lang="%LANG%", size="sm"))
            """
        ),
        md(
            """
            "Faltam" é o número de compras que, no melhor caso, ainda separam a mão de bater
            (lição 6). Os jogadores 0 e 2 começam a duas compras de bater; o jogador 1 está bem
            longe.

            Se o monte acabar antes de alguém bater, a lixeira (menos a carta de cima) é
            embaralhada e passa a ser o novo monte, em todos os presets, e essas cartas voltam a ser
            vivas (lição 6). Só se nem isso der cartas (a lixeira com uma carta só) a rodada
            termina empatada, sem perda para ninguém.

            ## Jogando

            A função abaixo deixa os bots jogarem até a vez pedida e escreve cada jogada com o
            motivo do bot. Cada linha começa pelo número do turno (um turno é a vez de um
            jogador, da carta que ele tira até o descarte). Depois de cada carta tirada, do monte
            ou da lixeira, aparece entre colchetes a carta que veio — a do monte, só a aula
            mostra.
            """,
            """
            "Missing" (faltam) is the number of draws that, at best, still stand between the
            hand and going out (lesson 6). Players 0 and 2 start two draws from going out;
            player 1 is far off.

            If the monte runs out before anyone goes out, all the lixeira except its top card
            is shuffled into a new monte, in every preset, and those cards are live again
            (lesson 6). Only if even that gives no cards (a lixeira of one card) does the round
            end drawn, with no loss for anyone.

            ## Playing

            The function below lets the bots play up to the turn asked for and writes each move
            with the bot's reason. Each line starts with the turn's number (a turn is one
            player's go, from the card they take to their discard). After each card taken, from
            the monte or the lixeira, the card that came shows in brackets — the monte's, only
            the classroom shows.
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
            No 3º turno o jogador 2 (`strong`) pegou o 3♣ que o jogador 1 tinha acabado de jogar
            fora: com ele, dava para largar o 9♣ e ficar **na boa**. (Os motivos do `strong`
            trazem uma porcentagem "de vencer a rodada": é a chance de ganhar a rodada que o
            treinador estima para aquele jogador; a lição 11 explica como.) Vejamos a
            mão dele agora, com os outs contados. As cartas vistas são as que o
            jogador 2 sabe que não podem mais chegar a ele: a lixeira e as cartas que um adversário pegou
            dela e ainda tem. `known_out(rodada.view(2))` dá essas cartas; a lixeira de agora
            sozinha não basta, porque uma carta pega dela some da pilha, mas continua fora do
            alcance do jogador 2:
            """,
            """
            On the 3rd turn player 2 (`strong`) took the 3♣ that player 1 had just thrown away:
            with it the 9♣ could go and the hand would be **na boa**. (The `strong` bot's
            reasons quote a percentage "to win the round": that is the coach's estimated chance
            for that player to win the round; lesson 11 explains how.) Here is
            the hand now, with its outs counted. The seen cards are those player 2
            knows are out of play: the lixeira and the cards an opponent took from it and still
            holds. `known_out(rnd.view(2))` gives them; the lixeira as it is now would not do,
            because a card taken from it leaves the pile but stays out of player 2's reach:
            """,
        ),
        code(
            """
            from cacheta_lab.coach import known_out

            analyze(«rodada|rnd».hands[2], "oficial", vira=«rodada|rnd».vira,
                    seen=known_out(«rodada|rnd».view(2)), lang="%LANG%")
            """
        ),
        md(
            """
            Com um joker e um curinga na mão, muitas cartas servem. Os outros jogadores
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
                    seen=known_out(«rodada|rnd».view(0)), lang="%LANG%")
            """
        ),
        code("«jogar_ate|play_until»(99)  # «até o fim|to the end»"),
        md(
            """
            ## A batida

            As últimas linhas acima mostram quem **bateu**: comprou, descartou uma carta e
            mostrou as outras 9 em jogos — no `oficial`, exatamente três jogos. As cartas
            mostradas formam uma mão pronta de 9, e o programa diz "na boa com qualquer carta",
            como na lição 6 (qualquer carta comprada do monte; a pega da lixeira não pode voltar
            para ela na mesma vez, no `oficial`):
            """,
            """
            ## Going out

            The last lines above show who **bateu** (went out): they drew, discarded one card
            and showed the other 9 in melds — in `oficial`, exactly three melds. The cards shown
            are a finished 9-card hand, and the program says "na boa on any card", as in lesson
            6 (any card drawn from the monte; in `oficial` one taken from the lixeira may not go
            straight back to it):
            """,
        ),
        code(
            """
            «fim|result» = «rodada|rnd».result
            «dez|ten» = [*«fim|result».shown, *([«fim|result».discard] if «fim|result».discard else [])]
            print(«f"jogador {fim.winner} bateu; descarte: {fim.discard.name('pt') if fim.discard else 'nenhum (com 10)'}"|f"player {result.winner} went out; discard: {result.discard.name('en') if result.discard else 'none (with 10)'}"»)
            analyze(«fim|result».shown, "oficial", vira=«rodada|rnd».vira,
                    seen=known_out(«rodada|rnd».view(«fim|result».winner)), lang="%LANG%")
            """
        ),
        md(
            """
            O programa conta {batem} cartas que batem: todo tipo de carta que ainda pode vir. O
            `oficial` tem {tipos} tipos (as 52 cartas e o joker); ficam de fora {fora}, com as
            duas cópias nesta mão: nenhuma pode vir. Já um tipo com cópia fora da mão continua
            na lista mesmo quando todas essas cópias foram vistas, como o 8♠ da lição 6: é um
            out morto, ×0.
            """,
            """
            The program counts {batem} cards that go out: every kind of card that can still
            come. `oficial` has {tipos} kinds (the 52 cards and the joker); left out are {fora},
            both copies of each in this hand: none of them can come. A kind with a copy outside
            the hand, though, stays in the list even when every such copy has been seen, like
            lesson 6's 8♠: a dead out, ×0.
            """,
            setup="""
                from cacheta_lab.engine.cards import CARDS as _CARDS
                from cacheta_lab.engine.cards import copies_in_deck as _copias
                from cacheta_lab.words import join as _join
                _mostradas = list(«fim|result».shown)
                _cheias = [c for c in _CARDS if _mostradas.count(c) == _copias(c)]
            """,
            values={
                "batem": 'len(analyze(_mostradas, "oficial", vira=«rodada|rnd».vira, seen=known_out(«rodada|rnd».view(«fim|result».winner))).outs)',
                "tipos": "len(_CARDS)",
                "fora": '_join([c.symbol for c in _cheias], "%LANG%")',
            },
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
            print(«f"vencedor: jogador {fim.winner}, em {fim.turns} turnos"|f"winner: player {result.winner}, in {result.turns} turns"»)
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

            Estas são as 10 cartas de quem bateu, logo antes da batida. Divida-as em jogos (a
            carta que sobrar é o descarte). A resposta já escrita tem só dois dos jogos: rode,
            leia o que o programa diz e complete.
            """,
            """
            ## Exercise 8.1 — show the batida

            These are the 10 cards of the player who went out, just before the batida. Split
            them into melds (the card left over is the discard). The answer already written
            holds only two of the melds: run it, read what the program says and complete it.
            """,
        ),
        code(
            """
            ex1 = SplitExercise(«dez|ten», "oficial", vira=«rodada|rnd».vira, lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «descarte|discard», «jogos|melds» = analyze(«dez|ten», "oficial", vira=«rodada|rnd».vira).bater.splits[0]
            «dois_jogos|two_melds» = «jogos|melds»[:2]
            «resposta|answer» = [" ".join(«carta|card».code for «carta|card» in «jogo|meld».cards) for «jogo|meld» in «dois_jogos|two_melds»]
            print(«resposta|answer»)  # «complete com o terceiro jogo e rode de novo|add the third meld and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Anunciar na boa, furar a fila, se queimar

            No `megajogos` e no `tradicional` a mesa tem três jogadas a mais:

            - **anunciar na boa:** um jogador com 9 cartas na mão e na boa pode dizer isso à
              mesa a qualquer momento, na sua vez ou na dos outros (só não entre a sua compra e o
              seu descarte, quando tem 10). Só se anuncia estando na boa: o anúncio de quem não
              está é recusado e nada acontece (não há multa);
            - **furar a fila:** quem anunciou pode pegar o descarte de **qualquer** outro
              jogador logo que ele cai na lixeira, fora da sua vez, antes de o próximo jogador
              tirar a sua carta — mas só para bater com ele: com 9 cartas e um descarte, ou com
              as 10, que o `megajogos` e o `tradicional` aceitam;
            - **se queimar:** quem fura a fila e não consegue bater se queima. A carta fica na
              lixeira, a vez segue normalmente (o próximo joga como antes), e quem se queimou
              perde o anúncio e o direito de anunciar ou furar até o fim da rodada. Ainda pode
              bater na sua própria vez.

            Anunciar tem um preço: a mesa fica sabendo que você está a uma carta de bater, e os
            outros podem passar a segurar as cartas que talvez sejam as suas. Mas sem anúncio
            não se fura a fila, e furando a fila a carta que falta pode vir do descarte de
            qualquer jogador, não só da sua compra. O treinador (lição 11) pesa as duas coisas
            e prefere anunciar: na boa e sem anunciar, a decisão recebe a nota de uma
            *imprecisão*, uma perda pequena.

            Se dois jogadores que anunciaram quiserem o mesmo descarte, as regras publicadas não
            dizem quem tem a vez; aqui a mesa julga os pedidos na ordem em que chegam: o
            primeiro que bate leva a carta e a rodada acaba; se ele se queima, a carta volta à
            lixeira e o outro ainda pode tentar, até o próximo jogador tirar a sua carta.

            Uma rodada do `megajogos` com semente 11, entre bots `greedy`. Eles nunca anunciam:
            os anúncios e as furadas de fila daqui são feitos por nós, em Python. No 10º turno o
            jogador 1 descarta e fica na boa:
            """,
            """
            ## Announcing na boa, furar a fila, se queimar

            In `megajogos` and `tradicional` the table has three more moves:

            - **announce na boa:** a player holding 9 cards and na boa may say so to the table
              at any moment, on their own turn or another's (only not between their own draw
              and discard, when they hold 10). One announces only when na boa: anyone else's
              announcement is refused and nothing happens (there is no penalty);
            - **furar a fila** (jump the queue): a player who announced may take the discard of
              **any** other player as soon as it lands on the lixeira, out of turn, before the
              next player draws — but only to go out with it: with 9 cards and a discard, or
              with all 10, which `megajogos` and `tradicional` allow;
            - **se queimar** (get burnt): a player who jumps the queue and cannot go out is
              burnt. The card stays on the lixeira, play goes on as usual (the next player plays
              as before), and the burnt player loses the announcement and the right to announce
              or furar until the round ends. They may still go out on their own turn.

            Announcing has a price: the table learns that you are one card from going out, and
            the others may start holding back the cards that might be yours. But without it
            there is no furar a fila, and jumping the queue lets the missing card come from any
            player's discard, not only from your own draw. The coach (lesson 11) weighs both
            and favours announcing: na boa and not announcing, the decision gets the grade
            of an *inaccuracy*, a small loss.

            If two players who announced want the same discard, the published rules do not say who
            comes first; here the table judges the claims in the order they arrive: the first
            that goes out takes the card and the round ends; if that player is burnt, the card
            goes back to the lixeira and the other may still try, until the next player draws.

            A round of `megajogos` with seed 11, between `greedy` bots. They never announce: the
            announcements and queue jumps here are made by us, in Python. On the 10th turn
            player 1 discards and is na boa:
            """,
        ),
        code(
            """
            from cacheta_lab import CachetaError
            from cacheta_lab.drawing.explain import event_text
            from cacheta_lab.game import AnunciarNaBoa, Furar

            def «ate_a_vez|to_turn»(«jogo|game», «robos|players», «vez|turn»):
                # «os bots jogam até a vez pedida acabar (com o descarte)|the bots play until the turn asked for is over (its discard made)»
                while not «jogo|game».over and not («jogo|game».turns >= «vez|turn» and «jogo|game».phase == "draw"):
                    «jogo|game».play(next_move(«jogo|game», «robos|players»))

            mega = Round("megajogos", 4, seed=11)
            «bots_mega|mega_bots» = make_bots("greedy", 4, seed=11)
            «ate_a_vez|to_turn»(mega, «bots_mega|mega_bots», 10)
            print(event_text(mega.events[-1], "%LANG%"))
            analyze(mega.hands[1], "megajogos", vira=mega.vira, seen=known_out(mega.view(1)),
                    lang="%LANG%")
            """
        ),
        md(
            """
            Agora é a vez do jogador 2, que ainda não comprou. O jogador 3 tenta anunciar: ele
            tem 9 cartas, então o momento vale, mas não está na boa, e o programa recusa. O
            jogador 1 anuncia. Então o jogador 2 compra e descarta o 5♦ — um out do jogador 1,
            que fura a fila: pega o 5♦ antes de o jogador 3 tirar a sua carta, e bate.
            """,
            """
            It is now player 2's turn, and player 2 has not drawn yet. Player 3 tries to
            announce: holding 9 cards, the moment is allowed, but player 3 is not na boa, and
            the program refuses. Player 1 announces. Then player 2 draws and discards the 5♦ —
            an out of player 1, who jumps the queue: takes the 5♦ before player 3 draws, and
            goes out.
            """,
        ),
        code(
            """
            try:
                mega.play(AnunciarNaBoa(3))
            except CachetaError as «erro|error»:
                print(«erro|error».message("%LANG%"))
            for «evento|event» in mega.play(AnunciarNaBoa(1)):
                print(event_text(«evento|event», "%LANG%"))
            «ate_a_vez|to_turn»(mega, «bots_mega|mega_bots», 11)
            print(event_text(mega.events[-1], "%LANG%"), «f"Vez do jogador {mega.turn}."|f"Player {mega.turn}'s turn."»)
            «topo|top» = mega.lixeira[-1]
            «descarte|discard», «jogos|melds» = analyze(
                [*mega.hands[1], «topo|top»], "megajogos", vira=mega.vira).bater.splits[0]
            for «evento|event» in mega.play(Furar(1, «descarte|discard»)):
                print(event_text(«evento|event», "%LANG%"))
            """
        ),
        md(
            """
            A mesma rodada de novo, mas agora o jogador 1 deixa o 5♦ passar e, no turno
            seguinte, tenta furar a fila com o 8♣ do jogador 3, que não o faz bater:
            """,
            """
            The same round again, but now player 1 lets the 5♦ go by and, on the next turn,
            tries to furar a fila with player 3's 8♣, which does not let them go out:
            """,
        ),
        code(
            """
            mega = Round("megajogos", 4, seed=11)
            «bots_mega|mega_bots» = make_bots("greedy", 4, seed=11)
            «ate_a_vez|to_turn»(mega, «bots_mega|mega_bots», 10)
            mega.play(AnunciarNaBoa(1))
            «ate_a_vez|to_turn»(mega, «bots_mega|mega_bots», 12)
            print(event_text(mega.events[-1], "%LANG%"))
            for «evento|event» in mega.play(Furar(1, mega.hands[1][0])):
                print(event_text(«evento|event», "%LANG%"))
            print(«f"topo da lixeira: {mega.lixeira[-1].code}; vez do jogador {mega.turn}; queimados: {sorted(mega.burned)}"|f"lixeira top: {mega.lixeira[-1].code}; player {mega.turn}'s turn; burnt: {sorted(mega.burned)}"»)
            try:
                mega.play(AnunciarNaBoa(1))
            except CachetaError as «erro|error»:
                print(«erro|error».message("%LANG%"))
            """
        ),
        md(
            """
            O 8♣ ficou na lixeira e o jogador 0 joga a sua vez como se nada fosse. O jogador 1
            não pode mais anunciar nem furar a fila nesta rodada — mas continua jogando, e ainda
            pode bater na sua vez:
            """,
            """
            The 8♣ stayed on the lixeira and player 0 plays their turn as if nothing happened.
            Player 1 may no longer announce or furar a fila this round — but plays on, and may
            still go out on their own turn:
            """,
        ),
        code(
            """
            «ate_a_vez|to_turn»(mega, «bots_mega|mega_bots», 99)
            for «evento|event» in mega.events[-3:]:
                print(event_text(«evento|event», "%LANG%"))
            """
        ),
        md(
            """
            ## A mesa de jogo

            Uma rodada também se joga com cliques. A `GameTable` desenha a mesa inteira — a
            vira, o monte, a lixeira, as mãos e a lista de jogadas — e a faz andar: **Passo**
            faz uma jogada, **Jogar** deixa a rodada seguir na velocidade escolhida. Com
            `seat=0` você senta no lugar do jogador 0 contra os bots da rodada acima (`bots=`
            dá o nível de cada lugar; o do lugar 0 é você): na sua vez, compre do
            monte ou pegue o topo da lixeira e clique numa carta da sua mão para descartá-la
            (ou bata). Numa aula, `open_hands=False` esconde as mãos dos bots, como numa mesa de
            verdade, e outra semente (`seed`) dá outra rodada. A mesa responde aos cliques depois
            que você roda a célula.

            Ela também se joga pelo teclado: **Tab** passa de um controle ao outro (o monte, a
            lixeira, a sua mão, os botões), as **setas** andam pelas cartas da sua mão e
            **Enter** aperta o que está em foco — o mesmo que um clique.
            """,
            """
            ## The game table

            A round can also be played by clicking. `GameTable` draws the whole table — the
            vira, the monte, the lixeira, the hands and the list of moves — and makes it move:
            **Step** plays one move, **Play** lets the round run at the chosen speed. With
            `seat=0` you take player 0's seat against the bots of the round above (`bots=` gives
            each seat's level; seat 0's is you): on your turn, draw from the
            monte or take the lixeira top, then click a card of your hand to discard it (or
            bater). In a class, `open_hands=False` hides the bots' hands, as at a real table,
            and another seed (`seed`) deals another round. The table answers clicks once you
            run the cell.

            It also plays by keyboard: **Tab** moves from one control to the next (the monte,
            the lixeira, your hand, the buttons), the **arrows** go along the cards of your
            hand, and **Enter** presses what has the focus — the same as a click.
            """,
        ),
        code(
            """
            from cacheta_lab import GameTable

            GameTable(preset="oficial", players=4, bots=["strong", "greedy", "strong", "random"],
                      seat=0, seed=3, lang="%LANG%")
            """
        ),
        md(
            """
            ## Resumo

            - Uma rodada: dar 9 cartas, virar a vira, e cada um na sua vez **compra** do monte
              ou **pega** da lixeira e **descarta**, até alguém **bater**.
            - O bot `greedy` decide com a tabela de descartes da lição 6, o `strong` com a
              avaliação do treinador; `explain` diz o motivo.
            - Pegar da lixeira mostra a todos o que você quer; jogar fora uma carta pode
              completar a mão de outro.
            - A mesma semente repete a rodada inteira.
            - No `megajogos` e no `tradicional`: anunciar na boa (só quem está na boa; vale a
              pena), furar a fila (só para bater, com 9 ou com 10) e se queimar (a carta fica, a
              vez segue, o direito acaba; bater na sua vez ainda vale).
            - `GameTable(..., seat=0)` põe você na mesa contra os bots.

            **Experimente:** troque `seed=3` por outro número (nas duas linhas) ou mude os níveis
            dos bots e rode tudo de novo.
            """,
            """
            ## Summary

            - A round: deal 9 cards, turn the vira, and on their turn each player **draws**
              (monte or lixeira) and **discards**, until someone can **bater**.
            - The `greedy` bot decides with lesson 6's discard table, the `strong` one with the
              coach's evaluation; `explain` gives the reason.
            - Taking from the lixeira shows everyone what you want; throwing a card away may
              complete someone else's hand.
            - The same seed plays the whole round again.
            - In `megajogos` and `tradicional`: announcing na boa (only when na boa; worth it),
              furar a fila (only to go out, with 9 or with 10) and se queimar (the card stays,
              play goes on, the right is gone; going out on one's own turn still counts).
            - `GameTable(..., seat=0)` seats you at the table against the bots.

            **Try it:** change `seed=3` to another number (in both lines) or change the bots'
            levels and run everything again.
            """,
        ),
    ],
)
