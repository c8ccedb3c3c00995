"""Lesson 11: playing with a coach: every decision graded by the chance to win it gives away."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=11,
    slug="11-treinador",
    title_pt="Jogando com o treinador",
    title_en="Playing with a coach",
    summary_pt="sua chance de vencer a rodada depois de cada opção, e cada decisão sua "
               "avaliada (melhor, boa, imprecisão, erro, erro grave) pelo quanto dessa chance "
               "ela perde, na mesa e na revisão de uma rodada salva",
    summary_en="your chance to win the round after each option, and each of your decisions "
               "graded (best, good, inaccuracy, mistake, blunder) by how much of that chance "
               "it gives away, at the table and in the review of a saved game",
    cells=[
        md(
            """
            As lições anteriores ensinaram a ler uma mão. Esta ensina a **jogar** melhor: um
            **treinador** olha cada decisão sua — comprar do monte ou pegar da lixeira, qual
            carta descartar, bater, anunciar na boa, furar a fila, correr — e dá uma nota, com
            uma frase dizendo por quê e qual era a melhor escolha.

            O treinador só vê o que você via naquele momento: sua mão, a vira, a lixeira, as
            cartas que os outros pegaram dela e as jogadas públicas. Ele nunca espia o monte nem
            a mão dos outros.

            ## A medida: sua chance de vencer a rodada

            Para cada opção o treinador estima a sua **chance de vencer a rodada** depois dela,
            como os programas de xadrez medem a chance de ganhar a partida. A estimativa vem de
            um modelo pequeno, ajustado em milhares de rodadas entre bots, que olha só o que você
            vê na mão que a opção deixa:

            - quantas **compras ainda faltam** para bater (*faltam*) — é o que mais pesa;
            - na boa, as **cópias vivas** das cartas que batem: as cópias que você ainda não viu
              (nem na sua mão, nem na vira, nem na lixeira, nem pegas por outro jogador);
            - os curingas que você guarda e quanto as suas cartas naturais se ajudam: as
              **parceiras vivas** de cada carta (lição 6; uma carta *solta* não tem nenhuma);
            - quantas cartas restam no monte, quantos adversários, quantos turnos já se jogaram,
              quem anunciou na boa e quantas cartas os outros pegaram da lixeira;
            - o que o seu descarte entrega ao próximo jogador: um curinga, ou uma carta que
              combina com o que ele pegou da lixeira.
            """,
            """
            The earlier lessons taught you to read a hand. This one teaches you to **play**
            better: a **coach** looks at each of your decisions — draw from the monte (the
            stock) or take from the lixeira (the discard pile), which card to discard, bater
            (go out), announce na boa, furar a fila (jump the queue), correr (fold) — and grades
            it, with one sentence saying why and what the best choice was.

            The coach sees only what you saw at that moment: your hand, the vira, the lixeira,
            the cards the others took from it and the public moves. It never peeks at the monte
            or at other hands.

            ## The measure: your chance to win the round

            For each option the coach estimates your **chance to win the round** after it, as
            chess programs measure the chance to win the game. The estimate comes from a small
            model, fitted on thousands of rounds between bots, that looks only at what you see
            in the hand the option leaves:

            - how many **draws are still missing** to bater (*faltam*) — what weighs most;
            - na boa, the **live copies** of the cards that go out: the copies you have not seen
              yet (not in your hand, not the vira, not in the lixeira, not taken by another
              player);
            - the curingas (wild cards) you keep and how well your natural cards help each
              other: each card's **live partners** (lesson 6; a *loose* card has none);
            - how many cards are left in the monte, how many opponents, how many turns have been
              played, who announced na boa and how many cards the others took from the lixeira;
            - what your discard hands the next player: a curinga, or a card that fits what they
              took from the lixeira.
            """,
        ),
        code(
            """
            from cacheta_lab import GameTable, coach
            from cacheta_lab.engine.cards import parse_card
            from cacheta_lab.coach.grade import LOSS_PER_DRAW, THRESHOLDS, missed_announce, move_words, notation
            from cacheta_lab.exercises import CoachExercise, live_partners, partners_table
            from cacheta_lab.drawing.explain import level_name, number
            from cacheta_lab.game import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, GameLog
            from cacheta_lab.game import play_round
            """
        ),
        md(
            """
            `coach.evaluate(visao)` dá a chance agora e depois de cada opção, da melhor para a
            pior. Uma posição do `oficial` (vira K♥: os curingas são o A♥ e os jokers): você
            comprou do monte e tem 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, o par 5♣ 5♠ e 9♦ 10♦; contra dois
            adversários.
            """,
            """
            `coach.evaluate(view)` gives the chance now and after each option, best first. A
            position in `oficial` (vira K♥: the curingas are the A♥ and the jokers): you drew
            from the monte and hold 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, the pair 5♣ 5♠ and 9♦ 10♦; against two
            opponents.
            """,
        ),
        code(
            """
            «posicao|position» = coach.practice_view(
                "2h 3h 4h 7s 7d 7c 5c 5s 9d 10d", "oficial", vira="Kh")
            «avaliacao|evaluation» = coach.evaluate(«posicao|position»)
            print(f"«agora|now»: {«avaliacao|evaluation».win:.0%}")
            for «opcao|option» in «avaliacao|evaluation».options:
                print(f"  {move_words(notation(«opcao|option».move), '%LANG%'):22} "
                      f"{«opcao|option».win:.0%}")
            """
        ),
        md(
            """
            ## As notas

            A **perda** de uma escolha é a chance da melhor opção menos a da opção jogada, em
            pontos percentuais (no texto desta lição, os pontos da lição 9 se chamam **pontos do
            placar**; as frases do treinador sobre correr falam deles): descartar o 5♣ ({com_5c:%}) em
            vez do 9♦ ({com_9d:%}) perde {perda_5c:.1} pontos. A nota vem da perda, calculada
            com as chances sem arredondar: as porcentagens mostradas são arredondadas, e duas
            jogadas que mostram as mesmas porcentagens podem ter perdas de cada lado de um
            limite. Por isso os exemplos abaixo mostram a perda com uma casa
            decimal, e as soluções dos exercícios também.
            """,
            """
            ## The grades

            The **loss** of a choice is the best option's chance minus the played option's, in
            percentage points (in this lesson's text, lesson 9's points are called **score
            points**; the coach's sentences on correr speak of those): discarding the 5♣
            ({com_5c:%}) instead of the 9♦
            ({com_9d:%}) loses {perda_5c:.1} points. The grade comes from the loss, worked out
            from the unrounded chances: the percentages shown are rounded, and two moves showing
            the same percentages may have losses on either side of a limit. So
            the examples below show the loss with one decimal, and so do the exercises'
            solutions.
            """,
            setup="""
                _chance = {notation(o.move): o.win for o in «avaliacao|evaluation».options}
            """,
            values={
                "com_5c": '_chance["discard 5c"]',
                "com_9d": '_chance["discard 9d"]',
                "perda_5c": '100 * (_chance["discard 9d"] - _chance["discard 5c"])',
            },
        ),
        code(
            """
            «nomes|names» = ["«melhor|best»", "«boa|good»", "«imprecisão|inaccuracy»", "«erro|mistake»"]
            for «nome|name», «limite|limit» in zip(«nomes|names», THRESHOLDS):
                print(f"{«nome|name»:12} «perda até|loss up to» {number(«limite|limit», '%LANG%', None)}")
            print(f"{'«erro grave|blunder»':12} «acima de|above» {number(THRESHOLDS[-1], '%LANG%', None)}")
            """
        ),
        md(
            """
            ## As notas de cada descarte

            A mesma posição: cada descarte com a sua nota, a perda, a frase e o **medidor**. Aqui
            aparecem {vistas}; {outras} aparecem mais abaixo. O medidor dá
            duas chances de vencer a rodada, as duas do momento em que você decidiu: **antes** da
            jogada (a sua chance naquele momento, a da melhor opção, a mesma que a mesa mostra
            como "agora") → **com esta jogada** (a que a jogada feita deixa). Quando a nota vem
            da chance, a perda é a distância entre as duas: iguais, a jogada foi a melhor. A
            frase fala da opção não jogada no condicional ("deixaria").
            """,
            """
            ## The grade of each discard

            The same position: each discard with its grade, its loss, its sentence and the
            **meter**. Here {vistas} show; {outras} come further down. The
            meter gives two chances to win the round, both from the moment you chose: **before**
            the move (your chance at that moment, the best option's, the one the table shows as
            "now") → **with this move** (the one the move made leaves). When the grade comes
            from the chance, the loss is the distance between the two: equal, the move was the
            best. The sentence speaks of the option not played in the conditional ("would have
            left").
            """,
            setup="""
                from cacheta_lab.coach.grade import GRADES as _GRADES
                from cacheta_lab.coach.grade import grade_name as _grade_name
                from cacheta_lab.words import join as _join
                _vistas = {coach.grade(«posicao|position», Discard(0, c)).grade
                           for c in set(«posicao|position».hand)}
                _nomes = {g: f"*{_grade_name(g, '%LANG%')}*" for g in _GRADES}
            """,
            values={
                "vistas": '_join([_nomes[g] for g in _GRADES if g in _vistas], "%LANG%")',
                "outras": '_join([_nomes[g] for g in _GRADES if g not in _vistas], "%LANG%")',
            },
        ),
        code(
            """
            def «mostra|show»(«nota|grade»):
                print(f"{move_words(«nota|grade».move, '%LANG%'):24} {«nota|grade».grade_name('%LANG%'):11} "
                      f"{«nota|grade».meter('%LANG%')}")
                print(f"    «perda|loss» {number(«nota|grade».loss, '%LANG%', 1)} · {«nota|grade».why('%LANG%')}")
                return «nota|grade»


            «notas|grades» = {
                «carta|card».code: «mostra|show»(coach.grade(«posicao|position», Discard(0, «carta|card»)))
                for «carta|card» in sorted(set(«posicao|position».hand))}
            """
        ),
        md(
            """
            Três regras valem sempre, seja qual for a conta do modelo:

            - um descarte que deixa a mão com **mais compras faltando** nunca recebe nota mais
              branda que um que deixa menos: as compras que faltam decidem primeiro, depois as
              cópias vivas (a ordem da tabela de descartes, lição 6);
            - **jogar fora um curinga** nunca recebe nota mais branda que jogar fora uma carta
              natural que deixa as mesmas compras faltando;
            - um descarte perde pelo menos {por_carta} pontos por compra que deixa faltando além
              do melhor: longe de bater as chances são pequenas e próximas, mas uma compra a
              mais faltando é pelo menos uma *imprecisão*.

            Algumas notas são fixas: um bati falso é *erro grave*; não bater quando dava perde
            toda a chance (*erro grave*); bater com 9 quando as 10 batiam e valem mais é uma
            *imprecisão* (a rodada é sua de qualquer jeito, mas vale menos); não anunciar na boa
            é *imprecisão*; furar a fila sem bater (*se queimar*) é *erro*. Correr se mede em
            pontos do placar, como mostra o exemplo mais abaixo.

            Anunciar na boa e furar a fila (no `megajogos`, vira 5♣): com 2♥ 3♥ 4♥, 7♠ 7♦ 7♣,
            9♦ 10♦ e K♣ você está na boa (8♦, J♦ e os curingas batem). Anunciar é o melhor;
            deixar passar é uma imprecisão. O anúncio avisa a mesa (lição 8), mas sem ele não se
            fura a fila, e o treinador conta o direito de furar como o que vale mais. Com o
            anúncio feito, o jogador 1 descarta: se é o J♦, furar a fila bate; se é a Q♠, furar a
            fila não bate, e você se queima.
            """,
            """
            Three rules always hold, whatever the model's figures:

            - a discard that leaves the hand **more draws missing** never gets a milder grade
              than one that leaves fewer: the draws still missing decide first, then the live
              copies (the discard table's order, lesson 6);
            - **throwing away a curinga** never gets a milder grade than throwing away a natural
              card that leaves as many draws missing;
            - a discard loses at least {por_carta} points per draw it leaves missing beyond the
              best one: far from bater the chances are small and close, but one draw more
              missing is at least an *inaccuracy*.

            Some grades are fixed: a false bati is a *blunder*; not going out when you could
            loses all the chance (a *blunder*); bater with 9 when all 10 went out and score more
            is an *inaccuracy* (the round is yours anyway, but worth less); not announcing na
            boa is an *inaccuracy*; furar a fila without going out (*se queimar*, burning
            yourself) is a *mistake*. Correr (folding) is measured in score points, as the
            example further down shows.

            Announcing na boa and furar a fila (in `megajogos`, vira 5♣): with 2♥ 3♥ 4♥, 7♠ 7♦
            7♣, 9♦ 10♦ and K♣ you are na boa (8♦, J♦ and the curingas go out). Announcing is the
            best; letting it pass is an inaccuracy. The announcement warns the table (lesson 8),
            but without it there is no jumping the queue, and the coach counts that right as
            worth more. Once you have announced, player 1 discards: if it is the J♦, jumping the queue
            goes out; if it is the Q♠, jumping the queue does not, and you are burnt.
            """,
            values={"por_carta": "LOSS_PER_DRAW"},
        ),
        code(
            """
            «na_boa|na_boa» = "2h 3h 4h 7s 7d 7c 9d 10d Kc"
            «antes|before» = coach.practice_view(«na_boa|na_boa», "megajogos", vira="5c")
            «mostra|show»(coach.grade(«antes|before», AnunciarNaBoa(0)))
            «mostra|show»(missed_announce(«antes|before»))
            for «topo|top» in ("Jd", "Qs"):
                «vendo|watching» = coach.practice_view(
                    «na_boa|na_boa», "megajogos", vira="5c", lixeira=f"Qc {«topo|top»}",
                    announced=True, watching=True)
                «mostra|show»(coach.grade(«vendo|watching», Furar(0, parse_card("Kc"))))
            """
        ),
        md(
            """
            Correr (no `cachetao`, três jogadores, vira K♥): com uma mão sem nada formado,
            jogar custa em média mais que o ponto de correr; com uma mão na boa, correr
            entrega uma rodada que você deve ganhar. (Com mais adversários a conta muda: contra
            três adversários, a mesma mão na boa perderia em média {custo4:.1} jogando, e correr
            é *{nota4}*.)
            """,
            """
            Correr (in `cachetao`, three players, vira K♥): with a hand with nothing formed,
            playing on costs more on average than the point for folding; with a na boa hand,
            folding gives away a round you should win. (With more opponents the sums change:
            against three opponents, the same na boa hand would lose {custo4:.1} on average
            playing on, and folding is *{nota4}*.)
            """,
            setup="""
                _quatro = coach.grade(coach.practice_view(«na_boa|na_boa», "cachetao", vira="Kh", players=4), Correr(0))
            """,
            values={
                "custo4": '_quatro.metric["play_cost"]',
                "nota4": '_quatro.grade_name("%LANG%")',
            },
        ),
        code(
            """
            «correr|folding» = []
            for «mao|hand» in ("2s 5c 8h Js Qc 3d 6d 9s Kd", «na_boa|na_boa»):
                «inicio|start» = coach.practice_view(«mao|hand», "cachetao", vira="Kh", players=3)
                «correr|folding».append(«mostra|show»(coach.grade(«inicio|start», Correr(0))))
                «correr|folding».append(«mostra|show»(coach.grade(«inicio|start», Draw(0, "monte"))))
            """
        ),
        md(
            """
            Aqui o medidor diz a mesma coisa de sempre, mas a nota não vem dele. Correr tira
            você da rodada: a chance de vencê-la vai a 0% ({antes_correr:%} → {depois_correr:%}
            na mão sem nada formado), e ainda assim correr pode ser o *melhor*. Comprar do monte
            deixa a chance onde estava ({antes:%} → {depois:%}), e ainda assim pode ser um *erro
            grave*. A nota de correr vem dos **pontos do placar**: o que você perderia em média
            jogando (a chance de perder vezes o que custa a batida de outro) contra o ponto de
            correr; a diferença, como parte do que a rodada vale (a perda pela batida de
            outro), vira pontos percentuais e passa pelos mesmos limites. Na mão sem nada
            formado, perder em média {custo} pontos do placar em vez de {taxa} é perder {dif}
            de uma rodada que vale {vale}: uma perda de {perda:.1} pontos percentuais (a conta
            usa o custo sem arredondar), por isso comprar do monte é *{nota}*.
            """,
            """
            Here the meter says what it always says, but the grade does not come from it.
            Folding takes you out of the round: the chance to win it drops to 0%
            ({antes_correr:%} → {depois_correr:%} with the hand that has nothing formed), and
            yet folding may be the *best*. Drawing from the monte leaves the chance where it was
            ({antes:%} → {depois:%}), and yet it may be a *blunder*. Correr is graded in
            **score points**: what you would lose on average playing on (the chance of losing
            times what another player's batida costs you) against the point for folding; the
            difference, as a share of what the round is worth (the loss to another player's
            batida), becomes percentage points and goes through the same limits. With the hand
            that has nothing formed, losing {custo} score points on average instead of {taxa}
            is losing {dif} of a round worth {vale}: a loss of {perda:.1} percentage points
            (the sum uses the unrounded cost), so drawing from the monte is a *{nota}*.
            """,
            setup="""
                _jogar = «correr|folding»[1]
                _custo = round(_jogar.metric["play_cost"], 1)
                _taxa = _jogar.metric["fold_cost"]
                _vale = __import__("cacheta_lab").get_rules("cachetao").loss_on_bater
            """,
            values={
                "antes_correr": "«correr|folding»[0].win_best",
                "depois_correr": "«correr|folding»[0].win_played",
                "antes": "_jogar.win_best",
                "depois": "_jogar.win_played",
                "custo": "_custo",
                "taxa": "_taxa",
                "dif": "round(_custo - _taxa, 1)",
                "vale": "_vale",
                "perda": "_jogar.loss",
                "nota": "_jogar.grade_name('%LANG%')",
            },
        ),
        md(
            """
            ## Longe de bater: as parceiras vivas

            Quando faltam duas compras ou mais, as compras que faltam decidem primeiro: não
            quebre o que já está quase formado. Entre descartes que deixam as mesmas compras
            faltando,
            vale a regra dos empates da lição 6, o quinto passo que a tabela de descartes não
            aplica e o treinador pesa: jogue fora a carta com menos **parceiras vivas**. No `oficial`, vira K♥ (curingas: A♥ e os jokers), esta mão tem o par
            7♠ 7♦, 9♣ 10♣ (duas cartas de uma sequência por fazer), o par 2♥ 2♦, o 5♦, que espera
            o 6♦ com o 7♦, e as soltas J♥, Q♠ e 3♣. As parceiras de cada carta, e as notas:
            """,
            """
            ## Far from bater: live partners

            When two or more draws are missing, the draws still missing decide first: do not
            break what is almost formed. Among discards that leave as many draws missing, the
            tie rule of lesson 6 holds, the fifth step the discard table does not apply and the
            coach weighs: throw away the card with the fewest **live partners**.
            In `oficial`, vira K♥ (curingas: the A♥ and the jokers), this hand holds the pair
            7♠ 7♦, 9♣ 10♣ (two cards of a sequência still to be made), the pair 2♥ 2♦, the 5♦,
            which waits for the 6♦ with the 7♦, and the loose J♥, Q♠ and 3♣. Each card's
            partners, and the grades:
            """,
        ),
        code(
            """
            «mao_longe|far_hand» = "7s 7d 9c 10c 2h 2d Jh Qs 5d 3c"
            print(partners_table(«mao_longe|far_hand», "oficial", vira="Kh", lang="%LANG%"))
            print()
            «longe|far» = coach.practice_view(«mao_longe|far_hand», "oficial", vira="Kh")
            «notas_longe|far_grades» = {
                «carta|card»: «mostra|show»(coach.grade(«longe|far», Discard(0, parse_card(«carta|card»))))
                for «carta|card» in ("3c", "Qs", "5d", "7s", "9c")}
            """
        ),
        md(
            """
            As soltas não têm parceira: descartar o 3♣ ou a Q♠ é *{nota_3c}*. O 5♦ não é solto:
            5♦ _ 7♦ espera o 6♦ ({p_5d} cópias vivas), e descartá-lo é *{nota_5d}*. O 7♠ tem
            {p_7s} parceiras vivas: no `oficial` os naipes da trinca são livres, então o outro
            7♠, o outro 7♦, os dois 7♣ e os dois 7♥ completam o par (e os curingas também, mas
            eles não contam como parceiras); descartá-lo custa {perda_7s:.1} ponto (*{nota_7s}*).
            Quebrar 9♣ 10♣ deixa uma compra a mais faltando: {perda_9c:.1} pontos, *{nota_9c}*,
            nota pior que a de qualquer descarte que deixa menos compras faltando.

            **Por que esses limites.** Perto de bater uma compra a mais faltando custa muito: na
            primeira posição, descartar o 2♥ em vez do 9♦ (sair da boa) custa {perda_2h:.1} pontos.
            Longe de bater custa pouco: aqui, quebrar 9♣ 10♣ custa {perda_9c:.1}. Por isso as notas
            vão de 1 a 10 pontos: abaixo de 1 ponto o modelo não distingue as opções; no meio da
            rodada um *erro* custa mais ou menos o que vale uma compra, e um *erro grave*, mais
            que isso.

            **Empates.** Quando duas opções dão a mesma chance (a diferença não passa de 1
            ponto), as duas são *melhor*: a frase diz que uma vale quase o mesmo que a outra. O
            bot `strong` joga por essas mesmas chances, as compras que faltam primeiro — por isso
            guarda os curingas e evita entregar ao próximo jogador uma carta que combina com o
            que ele pegou da lixeira (menos no `cachetao`, onde o ajuste do modelo não achou
            custo nisso) — e, em empate exato, segue a ordem da tabela de descartes (os quatro
            passos da lição 6, depois a ordem de exibição das cartas). O treinador lista os empates exatos
            na mesma ordem: a primeira opção que ele aponta como *melhor* é a que o bot `strong`
            jogaria.
            """,
            """
            The loose cards have no partner: discarding the 3♣ or the Q♠ is *{nota_3c}*. The 5♦
            is not loose: 5♦ _ 7♦ waits for the 6♦ ({p_5d} live copies), and discarding it is
            *{nota_5d}*. The 7♠ has {p_7s} live partners: in `oficial` a trinca's suits are
            free, so the other 7♠, the other 7♦, the two 7♣ and the two 7♥ complete the pair
            (and so do the curingas, but they do not count as partners); discarding it costs
            {perda_7s:.1} points (*{nota_7s}*). Breaking 9♣ 10♣ leaves one draw more missing: {perda_9c:.1}
            points, *{nota_9c}*, a worse grade than any discard that leaves fewer draws missing.

            **Why these limits.** Near bater one draw more missing costs a lot: in the first
            position, discarding the 2♥ instead of the 9♦ (leaving na boa) costs {perda_2h:.1}
            points. Far from bater it costs little: here, breaking 9♣ 10♣ costs {perda_9c:.1}. So
            the grades run from 1 to 10 points: below 1 point the model cannot tell the options
            apart; in the middle of a round a *mistake* costs about what a draw is worth, and a
            *blunder* more than that.

            **Ties.** When two options give the same chance (the difference is at most 1
            point), both are *best*: the sentence says one is about as good as the other. The
            `strong` bot plays by these same chances, the draws missing first — so it keeps
            curingas and avoids handing the next player a card that fits what they took from
            the lixeira (except in `cachetao`, where the model's fit found no cost in it) — and,
            on an exact tie, follows the discard table's order (lesson 6's four steps, then the
            cards' display order). The coach lists exact ties in the same order: the
            first option it names *best* is the one the `strong` bot would play.
            """,
            values={
                "nota_3c": '«notas_longe|far_grades»["3c"].grade_name("%LANG%")',
                "nota_5d": '«notas_longe|far_grades»["5d"].grade_name("%LANG%")',
                "p_5d": 'live_partners("5d", «mao_longe|far_hand», "oficial", vira="Kh")',
                "p_7s": 'live_partners("7s", «mao_longe|far_hand», "oficial", vira="Kh")',
                "perda_7s": '«notas_longe|far_grades»["7s"].loss',
                "nota_7s": '«notas_longe|far_grades»["7s"].grade_name("%LANG%")',
                "perda_9c": '«notas_longe|far_grades»["9c"].loss',
                "nota_9c": '«notas_longe|far_grades»["9c"].grade_name("%LANG%")',
                "perda_2h": '«notas|grades»["2h"].loss',
            },
        ),
        md(
            """
            ## Uma rodada com o treinador

            `GameTable(..., seat=0, coach=True, open_hands=False)` põe você no lugar 0 contra os
            bots, com as mãos deles escondidas, como o treinador as vê. Clique no monte ou na
            lixeira para tirar uma carta e numa carta da mão para descartá-la: o painel
            **Treinador** mostra a sua chance de vencer a rodada agora, e depois de cada decisão
            a nota, o porquê e o medidor (antes → com esta jogada); no fim da rodada aparece a
            revisão,
            com a sua **precisão** (a parte das decisões que foram *melhor* ou *boa*).
            """,
            """
            ## A round with the coach

            `GameTable(..., seat=0, coach=True, open_hands=False)` seats you at seat 0 against
            the bots, their hands hidden, as the coach sees them. Click the monte or the lixeira
            to draw and a card of your hand to discard it: the **Coach** panel shows your chance
            to win the round now, and after each decision the grade, why and the meter (before
            → with this move); at the end of the round the review appears, with your
            **accuracy** (the
            share of your decisions graded *best* or *good*).
            """,
        ),
        code(
            """
            «mesa|table» = GameTable(
                preset="megajogos", players=3, bots="strong", seat=0, coach=True, seed=11,
                open_hands=False, lang="%LANG%")
            «mesa|table»
            """
        ),
        md(
            """
            As mesmas jogadas podem ser feitas em Python. Aqui o "aluno" compra sempre do monte
            e descarta a carta que a tabela de descartes (lição 6) põe em primeiro. Veja as
            notas, o medidor e, quando a jogada não foi a melhor, a frase do treinador (rode a
            célula de novo para jogar mais alguns turnos; a mesa acima acompanha):
            """,
            """
            The same moves can be made from Python. Here the "learner" always draws from the
            monte and discards the card the discard table (lesson 6) ranks first. See the
            grades, the meter and, when the move was not the best, the coach's sentence (run the
            cell again to play a few more turns; the table above follows):
            """,
        ),
        code(
            """
            def «minha_vez|my_turn»(«mesa|table»):
                «visao|view» = «mesa|table».round.view(0)
                «veio|came» = None
                if «visao|view».phase == "draw":
                    «mesa|table».learner_move(Draw(0, "monte"))
                    «mao|hand» = list(«mesa|table».round.view(0).hand)
                    for «carta|card» in «visao|view».hand:
                        «mao|hand».remove(«carta|card»)
                    «veio|came» = «mao|hand»[0]
                else:
                    «com10|with10», «bate|bates» = «visao|view».bater_options()
                    if «com10|with10» or «bate|bates»:
                        «mesa|table».learner_move(
                            Bater(0, None if «com10|with10» else «bate|bates»[0]))
                    else:
                        «mesa|table».learner_move(
                            Discard(0, «visao|view».discard_table()[0].card))
                return «mesa|table».grades[-1], «veio|came»


            «jogadas|moves» = []
            for _ in range(6):
                «mesa|table».play()
                if «mesa|table».over:
                    break
                «nota|grade», «veio|came» = «minha_vez|my_turn»(«mesa|table»)
                «jogadas|moves».append((«nota|grade», «veio|came»))
                «novidade|news» = f" («veio|came»: {«veio|came».symbol})" if «veio|came» else ""
                print(f"{move_words(«nota|grade».move, '%LANG%'):24} {«nota|grade».grade_name('%LANG%'):11} "
                      f"{«nota|grade».meter('%LANG%')}{«novidade|news»}")
                if «nota|grade».grade != "best":
                    print(f"    {«nota|grade».why('%LANG%')}")
            """
        ),
        md(
            """
            Numa compra, as duas chances do medidor são calculadas antes de a carta aparecer:
            comprar do monte conta com a média das cartas que podem vir. Na linha seguinte, a do
            descarte, a carta já chegou — é uma **novidade** — e a chance muda com ela. Com o
            {c1} ela foi de {a1:%} na compra para {b1:%} no descarte; com o {c2}, de {a2:%} para
            {b2:%}. Uma carta que aproxima a mão de bater faz a chance subir; uma que ajuda
            menos que a média das que podiam vir a faz cair.

            As compras com *erro grave* são do aluno, que compra sempre do monte: a frase embaixo
            da linha diz que pegar o topo da lixeira era melhor ({melhor:%}, contra {jogada:%}
            comprando do monte). Por isso {melhor:%} e não 100%: pegar a carta deixaria a mão
            na boa, não batida, e ainda faltaria uma compra.
            """,
            """
            On a draw, the meter's two chances are worked out before the card shows: drawing
            from the monte counts on the average of the cards that may come. On the next line,
            the discard, the card has come — it is **news** — and the chance moves with it. With
            the {c1} it went from {a1:%} at the draw to {b1:%} at the discard; with the {c2},
            from {a2:%} to {b2:%}. A card that brings the hand closer to bater makes the chance
            rise; one that helps less than the average card that could come makes it fall.

            The *blunders* on draws are the learner's, who always draws from the monte: the
            sentence under the line says that taking the lixeira top was better ({melhor:%},
            against {jogada:%} drawing from the monte). Hence {melhor:%} and not 100%: taking
            that card would leave the hand na boa, not out, and a draw would still be missing.
            """,
            setup="""
                _compras = [i for i, (g, c) in enumerate(«jogadas|moves»)
                            if c is not None and i + 1 < len(«jogadas|moves»)]
                _erro = next(g for g, c in «jogadas|moves» if c is not None and g.grade == "blunder")
            """,
            values={
                "c1": "«jogadas|moves»[_compras[0]][1].symbol",
                "a1": "«jogadas|moves»[_compras[0]][0].win_played",
                "b1": "«jogadas|moves»[_compras[0] + 1][0].win_best",
                "c2": "«jogadas|moves»[_compras[1]][1].symbol",
                "a2": "«jogadas|moves»[_compras[1]][0].win_played",
                "b2": "«jogadas|moves»[_compras[1] + 1][0].win_best",
                "melhor": "_erro.win_best",
                "jogada": "_erro.win_played",
            },
            fixed=("100%",),
        ),
        md(
            """
            ## A revisão de uma rodada salva

            Uma rodada salva (o registro JSON de `GameLog`) pode ser revisada depois, lugar por
            lugar. Três bots jogam uma rodada: `strong` no lugar 0, `random` no 1 e `greedy` no
            2. A revisão do lugar 1 mostra cada decisão do bot que joga ao acaso; cada linha
            traz o número da jogada no registro, a nota, o porquê e o medidor.
            """,
            """
            ## The review of a saved game

            A saved game (the JSON log of `GameLog`) can be reviewed afterwards, seat by seat.
            Three bots play a round: `strong` at seat 0, `random` at 1 and `greedy` at 2. The
            review of seat 1 shows each decision of the bot that plays at random; each line
            gives the move's number in the log, the grade, why and the meter.
            """,
        ),
        code(
            """
            import pathlib
            import tempfile

            «rodada|rnd» = play_round("oficial", ["strong", "random", "greedy"], players=3, seed=5)
            «arquivo|path» = pathlib.Path(tempfile.mkdtemp()) / "«rodada|game».json"
            GameLog.of(«rodada|rnd»).save(«arquivo|path»)
            print(coach.review(«arquivo|path», seat=1).report("%LANG%"))
            """
        ),
        code(
            """
            for «lugar|seat», «nivel|level» in enumerate(["strong", "random", "greedy"]):
                «revisao|rev» = coach.review(«arquivo|path», seat=«lugar|seat»)
                print(f"«jogador|player» {«lugar|seat»} ({level_name(«nivel|level», '%LANG%')}): "
                      f"«precisão|accuracy» {«revisao|rev».accuracy:.0%} ({«revisao|rev».counts_text('%LANG%')})")
            """
        ),
        md(
            """
            No terminal é o mesmo: `cacheta-lab play --rules oficial --players 3 --bots strong
            random greedy --seed 5 --save rodada.json` joga e salva; `cacheta-lab review
            rodada.json --seat 1` mostra a revisão (`--lang en` em inglês, `--json` para
            programas).

            ## Exercícios: você escolhe, o treinador corrige

            Em cada posição abaixo, troque a escolha e rode a célula: o treinador dá a nota e
            diz qual era a melhor; a solução mostra a nota de cada opção.

            **1.** No `oficial`, vira K♥ (curingas: A♥ e os jokers), contra dois adversários.
            Você comprou do monte e tem 10 cartas: 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, o par 5♣ 5♠ e 9♦ 10♦. Pela
            lixeira já passaram 8♦, 8♦ e J♦. Qual carta descartar?
            """,
            """
            In a terminal it is the same: `cacheta-lab play --rules oficial --players 3 --bots
            strong random greedy --seed 5 --save game.json` plays and saves; `cacheta-lab
            review game.json --seat 1` prints the review (`--lang en` in English, `--json` for
            programs).

            ## Exercises: you choose, the coach grades

            In each position below, change the choice and run the cell: the coach grades it and
            says what the best one was; the solution shows the grade of every option.

            **1.** In `oficial`, vira K♥ (curingas: the A♥ and the jokers), against two
            opponents. You drew from the monte and hold 10 cards: 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, the pair
            5♣ 5♠ and 9♦ 10♦. The lixeira has already shown 8♦, 8♦ and J♦. Which card do you
            discard?
            """,
        ),
        code(
            """
            ex1 = CoachExercise("2h 3h 4h 7s 7d 7c 5c 5s 9d 10d", "oficial", vira="Kh",
                                lixeira="8d 8d Jd", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «escolha|choice» = "5c"  # «troque pela sua escolha e rode de novo|change it to your choice and run again»
            ex1.«conferir|check»(«escolha|choice»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            **2.** No `oficial`, vira K♥, contra dois adversários. É a sua vez, e você ainda não
            tirou a carta: tem 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, 9♦ 10♦ e K♣ (na boa: 8♦, J♦ e os curingas
            batem). O topo da lixeira é a Q♠. Monte ou lixeira?
            """,
            """
            **2.** In `oficial`, vira K♥, against two opponents. It is your turn and you have
            not drawn yet: you hold 2♥ 3♥ 4♥, 7♠ 7♦ 7♣, 9♦ 10♦ and K♣ (na boa: 8♦, J♦ and the
            curingas go out). The lixeira top is the Q♠. Monte or lixeira?
            """,
        ),
        code(
            """
            ex2 = CoachExercise("2h 3h 4h 7s 7d 7c 9d 10d Kc", "oficial", vira="Kh",
                                lixeira="Qc Qs", lang="%LANG%")
            «escolha|choice» = "lixeira"  # "monte" «ou|or» "lixeira"
            ex2.«conferir|check»(«escolha|choice»)
            """
        ),
        code("ex2.«solucao|solution»()"),
        md(
            """
            **3.** No `oficial`, vira K♥. Você comprou do monte e tem 2♥ 3♥ 4♥ 5♥, 7♠ 7♦ 7♣ e
            9♦ 10♦ J♦: as 10 cartas formam jogos, e sem o 5♥ as outras 9 também. No `oficial`,
            bater com 10 vale 2 pontos de cada adversário, com 9 vale 1. Bata com as 10
            (responda `10`) ou descartando uma carta (responda a carta, por exemplo `"5h"`)?
            """,
            """
            **3.** In `oficial`, vira K♥. You drew from the monte and hold 2♥ 3♥ 4♥ 5♥, 7♠ 7♦ 7♣
            and 9♦ 10♦ J♦: all 10 cards form melds, and without the 5♥ the other 9 do too. In
            `oficial`, bater with 10 costs each opponent 2 points, with 9 it costs 1. Go out
            with all 10 (answer `10`) or discarding a card (answer the card, e.g. `"5h"`)?
            """,
        ),
        code(
            """
            ex3 = CoachExercise("2h 3h 4h 5h 7s 7d 7c 9d 10d Jd", "oficial", vira="Kh",
                                lang="%LANG%")
            «escolha|choice» = "5h"  # 10 «ou uma carta|or a card»
            ex3.«conferir|check»(«escolha|choice»)
            """
        ),
        code("ex3.«solucao|solution»()"),
        md(
            """
            **4.** No `oficial`, vira K♥. Longe de bater, você comprou do monte e tem o curinga
            A♥, 2♣ 3♣, 7♠ 7♦, J♥ Q♥, 5♦, 9♠ e K♣. Qual carta jogar fora? (Pense nas parceiras
            vivas de cada uma.)
            """,
            """
            **4.** In `oficial`, vira K♥. Far from bater, you drew from the monte and hold the
            curinga A♥, 2♣ 3♣, 7♠ 7♦, J♥ Q♥, 5♦, 9♠ and K♣. Which card do you throw away?
            (Think of each card's live partners.)
            """,
        ),
        code(
            """
            ex4 = CoachExercise("Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc", "oficial", vira="Kh",
                                lang="%LANG%")
            «escolha|choice» = "Ah"  # «troque pela sua escolha|change it to your choice»
            ex4.«conferir|check»(«escolha|choice»)
            """
        ),
        code("ex4.«solucao|solution»()"),
        md(
            """
            **Respostas.**

            **1.** Descarte o 9♦ (*melhor*) ou o 10♦ (*melhor*): guardar o par de 5 deixa a mão
            na boa com {l1_par} cópias vivas. Guardar 9♦ 10♦, descartando o 5♣ (*erro*), deixa
            só {l1_seq}, porque dois 8♦ e um J♦ já passaram pela lixeira. Quebrar a trinca de 7,
            como o 7♠ (*erro grave*), deixa uma compra a mais faltando.

            **2.** O monte (*melhor*): a Q♠ não melhora a mão, e pegá-la gasta a compra — a
            lixeira (*erro grave*) fica em {l2_lixeira:%} contra {l2_monte:%}: na boa, cada
            compra é uma chance de bater.

            **3.** Bater com as 10 (*melhor*); bater com 9, descartando o 5♥ (*imprecisão*),
            vale a metade.

            **4.** Jogue fora o K♣ (*melhor*), a única carta sem parceira. As outras notas seguem
            as parceiras vivas de cada carta: depois do K♣ vêm o 5♦ e o 9♠ (*boa*), cada um com
            uma só parceira, a duas casas de distância (o 7♦, o 7♠), e só {l4_5d} cartas vivas
            no meio; depois o J♥ e a Q♥ (*boa*, {l4_jh} parceiras vivas cada: os 10♥ e o K♥ que
            não é a vira), o 2♣ e o 3♣
            (*imprecisão*, {l4_2c} cada: os dois se equivalem, com as mesmas parceiras, A♣ e 4♣)
            e o 7♦ e o 7♠ (*imprecisão*, {l4_7d} cada). Jogar fora o A♥ (*erro grave*) deixa
            uma compra a mais faltando e deixa o curinga ao alcance do próximo jogador. A
            solução mostra a perda de cada opção: é ela, e não as porcentagens arredondadas,
            que separa *melhor* de *boa*.

            Descartando o K♣, você fica com {l4_k:%} de chance de vencer a rodada, mais que os
            {abre:%} da mão do começo da lição, que estava na boa. É a mesma medida, na mesma
            mesa (três jogadores, o mesmo monte, a lixeira vazia): só a mão muda. A do começo
            está na boa, mas sem curinga e com só {abre_vivas} cópias vivas; esta está a 2
            compras de bater, mas guarda o curinga A♥, e no modelo do treinador um curinga na
            mão (com as parceiras vivas das outras cartas) pesa mais que a compra a menos de
            uma mão na boa com tão poucas cópias vivas.

            ## Resumo

            - O treinador mede cada opção pela sua **chance de vencer a rodada** depois dela
              (`coach.evaluate`); a perda é a diferença para a melhor opção, em pontos
              percentuais, e dá a nota (até 1 *melhor*, 2,5 *boa*, 5 *imprecisão*, 10 *erro*,
              acima *erro grave*).
            - O medidor dá a chance antes da jogada → com a jogada, as duas do momento em que
              você decidiu (numa compra, antes de a carta aparecer); correr leva a chance a 0%,
              e a sua nota vem dos pontos do placar.
            - As compras que faltam decidem primeiro, depois as cópias vivas; longe de bater,
              guarde as cartas com parceiras vivas e nunca jogue fora um curinga.
            - `GameTable(..., seat=0, coach=True)` avalia cada decisão sua na hora e revisa a
              rodada no fim; `coach.review(registro, seat)` revisa uma rodada salva;
              `coach.grade(visao, jogada)` avalia uma decisão (e recusa as que as regras não
              permitem); `coach.practice_view(...)` e `CoachExercise(...)` montam uma posição
              para treinar.
            - O bot `strong` joga por essas mesmas chances.
            """,
            """
            **Answers.**

            **1.** Discard the 9♦ (*best*) or the 10♦ (*best*): keeping the pair of 5s leaves the
            hand na boa with {l1_par} live copies. Keeping 9♦ 10♦ instead, discarding the 5♣
            (*mistake*), leaves only {l1_seq}, as two 8♦ and a J♦ already went through the
            lixeira. Breaking the trinca of 7s, like the 7♠ (*blunder*), leaves a draw more
            missing.

            **2.** The monte (*best*): the Q♠ does not improve the hand, and taking it spends the
            draw — the lixeira (*blunder*) stays at {l2_lixeira:%} against {l2_monte:%}: na boa,
            every draw is a chance to bater.

            **3.** Go out with all 10 (*best*); going out with 9, discarding the 5♥
            (*inaccuracy*), is worth half.

            **4.** Throw away the K♣ (*best*), the only card with no partner. The other grades
            follow each card's live partners: after the K♣ come the 5♦ and the 9♠ (*good*),
            each with a single partner two ranks away (the 7♦, the 7♠) and only {l4_5d} live
            cards between; then the J♥ and the Q♥ (*good*, {l4_jh} live partners each: the 10♥s
            and the K♥ that is not the vira), the 2♣
            and the 3♣ (*inaccuracy*, {l4_2c} each: the two are alike, with the same partners,
            A♣ and 4♣) and the 7♦ and the 7♠ (*inaccuracy*, {l4_7d} each). Throwing away the
            A♥ (*blunder*) leaves one draw more missing and puts the curinga within the next
            player's reach. The solution shows each option's loss: that, and not the rounded
            percentages, is what separates *best* from *good*.

            Discarding the K♣ leaves you a {l4_k:%} chance to win the round, more than the
            {abre:%} of the hand at the start of the lesson, which was na boa. It is the same
            measure, at the same table (three players, the same monte, an empty lixeira): only
            the hand differs. The first one is na boa, but holds no curinga and has only
            {abre_vivas} live copies; this one is 2 draws from bater, but keeps the curinga A♥,
            and in the coach's model a curinga in the hand (with the live partners of the other
            cards) weighs more than the one draw fewer of a hand na boa with so few live copies.

            ## Summary

            - The coach measures each option by your **chance to win the round** after it
              (`coach.evaluate`); the loss is the difference from the best option, in percentage
              points, and gives the grade (up to 1 *best*, 2.5 *good*, 5 *inaccuracy*, 10
              *mistake*, above that *blunder*).
            - The meter gives the chance before the move → with the move, both from the moment
              you chose (on a draw, before the card shows); folding takes the chance to 0%, and
              its grade comes from score points.
            - The draws still missing decide first, then the live copies; far from bater, keep
              the cards with live partners and never throw away a curinga.
            - `GameTable(..., seat=0, coach=True)` grades each of your decisions as you make it
              and reviews the round at the end; `coach.review(log, seat)` reviews a saved game;
              `coach.grade(view, move)` grades one decision (and refuses those the rules do not
              allow); `coach.practice_view(...)` and `CoachExercise(...)` set up a position to
              practise on.
            - The `strong` bot plays by these same chances.
            """,
            values={
                "l1_par": 'coach.grade(ex1.view, Discard(0, "9d")).metric["played"]["live_outs"]',
                "l1_seq": 'coach.grade(ex1.view, Discard(0, "5c")).metric["played"]["live_outs"]',
                "l2_lixeira": 'coach.grade(ex2.view, Draw(0, "lixeira")).win_played',
                "l2_monte": 'coach.grade(ex2.view, Draw(0, "monte")).win_played',
                "l4_5d": 'live_partners("5d", _ex4, "oficial", vira="Kh")',
                "l4_jh": 'live_partners("Jh", _ex4, "oficial", vira="Kh")',
                "l4_2c": 'live_partners("2c", _ex4, "oficial", vira="Kh")',
                "l4_7d": 'live_partners("7d", _ex4, "oficial", vira="Kh")',
                "l4_k": 'coach.grade(ex4.view, Discard(0, "Kc")).win_played',
                "abre": 'coach.grade(«posicao|position», Discard(0, "9d")).win_played',
                "abre_vivas": ('coach.grade(«posicao|position», Discard(0, "9d"))'
                               '.metric["played"]["live_outs"]'),
            },
            fixed=("2,5", "2.5"),
            setup='''
                _ex4 = "Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc"
                assert (coach.grade(ex4.view, Discard(0, "Kc")).win_played
                        > coach.grade(«posicao|position», Discard(0, "9d")).win_played), (
                    "the prose says the K♣ discard leaves more than the na boa hand")
            ''',
        ),
    ],
)
