"""Lesson 13: puzzles: positions from bots' rounds with one clearly best move, their ratings,
solving them as exercises."""

from lesson import Cell, Lesson, code, md


def _exercise(n: int, pid: str, answer: str, hint: str, pt: str = "", en: str = "",
              values: dict[str, str] | None = None, setup: str = "") -> list[Cell]:
    """Exercise ``n``, the puzzle ``pid``: its question (when given, with the ``values`` it
    quotes and their ``setup``), the drawing, an answer checked (``answer`` as code, ``hint``
    its comment) and the solution."""
    question = ([md(f"**{n}.** {pt}", f"**{n}.** {en}", values=values, setup=setup)]
                if pt else [])
    return [*question,
            code(f'ex{n} = PuzzleExercise("{pid}", lang="%LANG%")\nex{n}'),
            code(f"«resposta|answer» = {answer}  # {hint}\nex{n}.«conferir|check»(«resposta|answer»)"),
            code(f"ex{n}.«solucao|solution»()")]


LESSON = Lesson(
    number=13,
    slug="13-puzzles",
    title_pt="Puzzles: decisões para treinar",
    title_en="Puzzles: decisions to practise",
    summary_pt="posições de rodadas entre bots em que uma jogada é claramente a melhor (checada "
               "duas vezes por simulações até o fim) ou exatamente a certa, com temas e um "
               "rating Glicko-2; resolvê-las como exercícios, treinar sozinho com o treinador "
               "de puzzles e o seu histórico, e uma corrida da turma numa sala",
    summary_en="positions from rounds between bots where one move is clearly best (checked "
               "twice by deep play-outs) or exactly right, with themes and a Glicko-2 rating; "
               "solving them as exercises, practising alone with the puzzle trainer and its "
               "history, and a class race in a room",
    cells=[
        md(
            """
            As lições anteriores ensinaram as regras, a ler uma mão e, com o treinador (lição
            11), a avaliar cada decisão. Para jogar bem falta **prática**: muitas decisões
            seguidas, cada uma com uma resposta clara. Os jogadores de xadrez treinam assim:
            resolvem posições em que um lance é claramente o melhor.

            Um **puzzle** é isso na Cacheta: uma posição de uma rodada entre bots, vista de um
            lugar só (a mão desse jogador, a vira, a lixeira, as cartas que os outros pegaram
            dela, quem anunciou na boa: só o que ele via), em que uma jogada é claramente a
            melhor, ou exatamente a certa. Você procura essa jogada.
            """,
            """
            The earlier lessons taught you the rules, how to read a hand and, with the coach
            (lesson 11), how to weigh each decision. To play well you still need **practice**:
            many decisions in a row, each with a clear answer. Chess players practise that way:
            they solve positions where one move is clearly best.

            A **puzzle** is that for Cacheta: a position from a round between bots, seen from
            one seat only (that player's hand, the vira, the lixeira, the cards the others took
            from it, who announced na boa: only what that player saw), where one move is clearly
            the best, or exactly right. You look for that move.
            """,
        ),
        code(
            """
            from collections import Counter

            from cacheta_lab.exercises import PuzzleExercise
            from cacheta_lab.drawing.explain import level_name
            from cacheta_lab.puzzles import Rating, load, rate_attempt, theme_name
            from cacheta_lab.puzzles.explain import option_words
            from cacheta_lab.puzzles.glicko2 import expected
            from cacheta_lab.words import percent, whole

            puzzles = load()
            «por_preset|per_preset» = Counter((p.preset, p.kind) for p in puzzles)
            print(f"{whole(len(puzzles), '%LANG%')} puzzles")
            for preset in sorted({p.preset for p in puzzles}):
                print(f"  {preset:13} «de decisão|decision» {«por_preset|per_preset»[preset, 'decision']:3}"
                      f"   «exatos|exact» {«por_preset|per_preset»[preset, 'exact']:3}")
            """
        ),
        md(
            """
            ## 1. Dois tipos de puzzle

            O programa traz {total} puzzles, {cada} de cada preset. São de dois tipos:

            - Um **puzzle de decisão** pede uma escolha que só as chances resolvem. Para medi-las,
              o programa faz **simulações até o fim**: a partir da posição, joga o resto da
              rodada muitas vezes (até {simulacoes} por opção), cada vez com as cartas que você
              não vê (o monte e as mãos dos outros) embaralhadas de novo, e conta em quantas você
              vence. Quem joga por todos é o **bot das simulações**, simples e rápido: guarda as
              cartas que se ajudam, joga fora a mais solta, pega da lixeira a carta que bate,
              que fecha um jogo ou que é curinga, e bate assim que pode. Cada opção recebe assim
              a sua chance de vencer a rodada, p, e o seu **erro padrão**, √(p(1−p)/n) para n
              simulações: quanto a chance medida costuma mudar de uma contagem para outra. As
              simulações vão de 50 em 50 e param quando o erro padrão de toda opção está em no
              máximo {erro:.1} pontos (ou nas {simulacoes}). O ± da lição 10 é a metade do
              intervalo de 95%: na conta simples, 1,96 erros padrão; nesta lição, cada ± diz o
              que é. O puzzle só fica quando uma opção passa todas as outras por pelo menos
              {margem} pontos e a segunda melhor é uma jogada que alguém faria (não jogar fora
              um curinga, por exemplo).
              Depois a conta é feita **de novo, com outros embaralhamentos**: se a mesma opção
              não passar as outras por {margem} pontos outra vez, o puzzle é jogado fora. Cada
              puzzle de decisão foi checado duas vezes, e o treinador também dá *melhor* à
              resposta.
            - Um **puzzle exato** tem uma resposta que o programa calcula sem chance nenhuma:
              bater agora (com 9 ou com 10, e com qual descarte), o descarte que deixa a mão na
              boa com mais cópias vivas, o que deixa menos cartas faltando, o furar a fila que
              bate, anunciar na boa. Cada resposta foi conferida por uma busca que testa todas
              as possibilidades, e o treinador dá *melhor* a ela.

            Para achar os puzzles, o programa olhou cada decisão de cada lugar em rodadas entre
            bots:
            """,
            """
            ## 1. Two kinds of puzzle

            The program ships {total} puzzles, {cada} for each preset. They come in two kinds:

            - A **decision puzzle** asks for a choice that only the chances settle. To measure
              them, the program runs **play-outs**: from the position, it plays the rest of the
              round many times (up to {simulacoes} per option), each time with the cards you do
              not see (the monte and the other hands) shuffled again, and counts how often you
              win. The one playing for everyone is the **play-out bot**, simple and fast: it
              keeps the cards that help each other, throws away the loosest, takes the lixeira's
              card when it goes out, closes a meld or is a curinga, and goes out as soon as it
              can. Each option gets its chance to win the round that way, p, and its **standard
              error**, √(p(1−p)/n) for n play-outs: how much the measured chance tends to move
              from one count to another. The play-outs come 50 at a time and stop once every
              option's standard error is at most {erro:.1} points (or at {simulacoes}). Lesson
              10's ± is half the 95% interval: by the simple formula, 1.96 standard errors; in
              this lesson, each ± says what it is. The puzzle is kept only when one option beats
              every other by at least {margem} points and the second best is a move someone
              would make (not throwing away a curinga, say). Then the count is
              made **again, with other shuffles**: if the same option does not beat the others
              by {margem} points once more, the puzzle is dropped. Every decision puzzle was
              checked twice, and the coach gives its answer *best* too.
            - An **exact puzzle** has an answer the program works out with no chance at all:
              bater now (with 9 or with 10, and with which discard), the discard that leaves the
              hand na boa with the most live copies, the one that leaves the fewest cards
              missing, the furar a fila (jumping the queue) that goes out, announcing na boa.
              Each answer was checked by a search that tries every possibility, and the coach
              gives it *best*.

            To find the puzzles, the program looked at every decision of every seat in rounds
            between bots:
            """,
            setup="""
                _settings = puzzles.build["settings"]["decision"]
            """,
            values={
                "total": "whole(len(puzzles), '%LANG%')",
                "cada": "len(puzzles) // len({p.preset for p in puzzles})",
                "simulacoes": 'whole(_settings["playouts"], "%LANG%")',
                "erro": '100 * _settings["se"]',
                "margem": 'round(100 * _settings["margin"])',
            },
            fixed=("95%", "1,96", "1.96"),
        ),
        code(
            """
            «busca|search» = Counter()
            «linhas|lines» = [
                ("rounds", "«rodadas entre bots|rounds between bots»"),
                ("spots", "«decisões olhadas|decisions looked at»"),
                ("exact", "«com resposta exata|with an exact answer»"),
                ("filtered", "«passaram pelo filtro rápido|passed the quick filter»"),
                ("deep", "«simuladas até o fim|played out»"),
                ("dropped", "«caíram na segunda conta|dropped at the second count»"),
                ("kept", "«puzzles de decisão aprovados|decision puzzles kept»"),
            ]
            for «relatorio|report» in puzzles.report.values():
                «busca|search».update({k: «relatorio|report»[k] for k, _ in «linhas|lines»})
            for «chave|key», «texto|text» in «linhas|lines»:
                print(f"{«texto|text»:32} {whole(«busca|search»[«chave|key»], '%LANG%'):>6}")
            «decisao|decision» = [p for p in puzzles if p.kind == "decision"]
            «compras|draws» = sum(p.view().phase == "draw" for p in «decisao|decision»)
            «descartes|discards» = [p.id for p in «decisao|decision» if p.view().phase == "discard"]
            print(f"«puzzles de decisão numa compra|decision puzzles at a draw» {whole(«compras|draws», '%LANG%')} «de|of» {whole(len(«decisao|decision»), '%LANG%')}")
            print(f"«puzzles de decisão num descarte|decision puzzles at a discard» {len(«descartes|discards»)}:", *«descartes|discards»)
            """
        ),
        md(
            """
            A maioria das decisões não dá um puzzle: as opções ficam perto demais umas das
            outras. Das {olhadas} decisões, {exatas} tinham uma resposta exata; das outras,
            {filtro} passaram por um primeiro filtro rápido (a melhor opção do treinador pelo
            menos {rapida} pontos à frente da seguinte), e as mais claras, no máximo
            {por_rodada} por rodada ({simuladas} ao todo), foram simuladas até o fim. Dessas,
            {aprovadas} passaram nas duas contas, o bastante para os {de_decisao} puzzles de
            decisão de cada preset; {caidas} pareciam bons na primeira conta e caíram na
            segunda. Os puzzles de decisão que ficaram são quase todos uma compra: monte ou
            lixeira (no `cachetao`, às vezes também correr).

            Cada puzzle traz também os seus **temas**, tirados da posição e da resposta: o que
            ele treina.
            """,
            """
            Most decisions make no puzzle: the options are too close to each other. Of the
            {olhadas} decisions, {exatas} had an exact answer; of the others, {filtro} passed a
            quick first filter (the coach's best option at least {rapida} points ahead of the
            next), and the clearest, at most {por_rodada} per round ({simuladas} in all), were
            played out. Of those, {aprovadas} passed both counts, enough for the {de_decisao} decision
            puzzles of each preset; {caidas} looked good at the first count and failed the
            second. The decision puzzles kept are almost all a draw: monte or lixeira (in
            `cachetao`, sometimes correr too).

            Each puzzle also carries its **themes**, drawn from the position and the answer:
            what it trains.
            """,
            values={
                "olhadas": "whole(«busca|search»['spots'], '%LANG%')",
                "exatas": "whole(«busca|search»['exact'], '%LANG%')",
                "filtro": "whole(«busca|search»['filtered'], '%LANG%')",
                "rapida": 'round(100 * puzzles.build["settings"]["decision"]["fast_margin"])',
                "por_rodada": 'puzzles.build["settings"]["deep_per_round"]',
                "simuladas": "whole(«busca|search»['deep'], '%LANG%')",
                "aprovadas": "whole(«busca|search»['kept'], '%LANG%')",
                "caidas": "whole(«busca|search»['dropped'], '%LANG%')",
                "de_decisao": "len(«decisao|decision») // len({p.preset for p in puzzles})",
            },
        ),
        code(
            """
            «temas|themes» = Counter(«tema|theme» for p in puzzles for «tema|theme» in p.themes)
            for «tema|theme», n in «temas|themes».most_common():
                print(f"{n:5}  {theme_name(«tema|theme», '%LANG%')}")
            """
        ),
        md(
            """
            Um puzzle pode ter vários temas. O fim do monte é raro: só nos presets `pife` e
            `pife-simples` as rodadas chegam lá (quando alguém quase nunca bate), e poucas
            vezes.

            ## 2. Um puzzle de perto

            Um puzzle de decisão do `tradicional`, e raro: é o único dos {decisao} puzzles de
            decisão que pede um descarte (a última linha da contagem acima); todos os outros
            pedem uma compra. O desenho mostra o que o jogador via: a vira, o monte, o topo da
            lixeira, os outros jogadores (quantas cartas cada um tem e o que pegou da lixeira)
            e a mão. Nada de resposta por enquanto.
            """,
            """
            A puzzle may have several themes. The end of the monte is rare: only in the presets
            `pife` and `pife-simples` do rounds get there (when hardly anyone goes out), and not
            often.

            ## 2. A puzzle up close

            A decision puzzle from `tradicional`, and a rare one: the only one of the
            {decisao} decision puzzles that asks for a discard (the last line of the count
            above); all the others ask for a draw. The drawing shows what the player saw: the
            vira, the monte, the lixeira's top card, the other players (how many cards each
            holds and what they took from the lixeira) and the hand. No answer yet.
            """,
            setup='''
                assert «descartes|discards» == ["tradicional-0157bb87bd"], (
                    "the prose says the puzzle below is the only decision puzzle at a discard")
            ''',
            values={"decisao": "whole(len(«decisao|decision»), '%LANG%')"},
        ),
        code(
            """
            «perto|close» = PuzzleExercise("tradicional-0157bb87bd", lang="%LANG%")
            «perto|close»
            """
        ),
        md(
            """
            Pense um pouco antes de rodar a célula seguinte: ela mostra cada opção com a sua
            chance de vencer a rodada nas duas contas, a primeira e a de confirmação.
            """,
            """
            Think for a moment before you run the next cell: it shows each option with its
            chance to win the round in both counts, the first and the confirming one.
            """,
        ),
        code(
            """
            p = «perto|close».puzzle
            print("«chance de vencer a rodada ± erro padrão|chance to win the round ± standard error»")
            print(f"{'':24} «primeira conta|first count»      «confirmação|confirmation»")
            for «opcao|option» in p.options:
                «certa|right» = "✓" if «opcao|option».move in p.solution else " "
                print(f"{«certa|right»} {option_words(«opcao|option».move, '%LANG%'):22}"
                      f"{percent(«opcao|option».win, '%LANG%'):>7} ± {percent(«opcao|option».se, '%LANG%')}"
                      f"{percent(«opcao|option».check_win, '%LANG%'):>10} ± {percent(«opcao|option».check_se, '%LANG%')}")
            «melhor|best», «outra|runner_up» = p.options[0], p.options[1]
            """
        ),
        md(
            """
            Descartar o {melhor} vence {a1} das rodadas na primeira conta e {a2} na segunda; a
            segunda melhor opção, descartar o {outra}, fica em {b1} e {b2}: uma distância de
            {d1} e de {d2} pontos, as duas acima de {margem}.

            O ± da tabela é o erro padrão de cada chance (o mesmo ± da solução, mais abaixo),
            não o intervalo de 95% da lição 10. Esta conta parou em n = {n} simulações por
            opção: para o {melhor}, na primeira conta, √({p:.3} × {q:.3} ÷ {n}) = {ep:.2}
            pontos, escrito {ep1:.1}. O intervalo de 95% vai a 1,96 vezes isso para cada lado:
            {a1} ± {meia:.1} pontos.

            Longe de bater, a mão guarda as cartas que se ajudam (as parceiras vivas da lição
            6). Mas nem o {melhor} nem o {outra} tem parceira viva. O que os separa é que a mão
            tem dois {melhor}, e no `tradicional` duas cartas idênticas não começam uma trinca:
            ela precisa de três naipes diferentes antes de repetir um (lição 3), então
            {melhor} {melhor} não vira trinca nem com o curinga, nem com outra carta do mesmo
            valor. O segundo {melhor} quase nada acrescenta ao primeiro; o {outra} ainda vira
            trinca com outra carta do seu valor e o curinga.

            As chances das simulações não são as do treinador. O treinador (lição 11) estima a
            chance num instante, com um modelo pequeno; as simulações levam muito mais tempo e
            medem melhor. Por isso a frase do treinador, na solução, pode dar outro número para
            a mesma opção: o que um puzzle exige é que os dois concordem sobre qual é a melhor.
            """,
            """
            Discarding the {melhor} wins {a1} of the rounds at the first count and {a2} at the
            second; the second best option, discarding the {outra}, stays at {b1} and {b2}: a
            gap of {d1} and {d2} points, both above {margem}.

            The table's ± is each chance's standard error (the same ± as in the solution, further
            down), not lesson 10's 95% interval. This count stopped at n = {n} play-outs per
            option: for the {melhor}, at the first count, √({p:.3} × {q:.3} ÷ {n}) = {ep:.2}
            points, written {ep1:.1}. The 95% interval reaches 1.96 times that either side:
            {a1} ± {meia:.1} points.

            Far from bater, the hand keeps the cards that help each other (lesson 6's live
            partners). But neither the {melhor} nor the {outra} has a live partner. What sets
            them apart is that the hand holds two {melhor}, and in `tradicional` two identical
            cards do not start a trinca: it needs three different suits before any suit
            repeats (lesson 3), so {melhor} {melhor} makes no trinca, neither with the curinga
            nor with another card of the same rank. The second {melhor} adds almost nothing to the
            first; the {outra} can still make a trinca with another card of its rank and the
            curinga.

            The play-outs' chances are not the coach's. The coach (lesson 11) estimates a chance
            in an instant, with a small model; the play-outs take far longer and measure
            better. So the coach's sentence, in the solution, may give another figure for the
            same option: what a puzzle demands is that both agree on which one is best.
            """,
            setup="""
                from cacheta_lab.engine.cards import Card as _Card
                from cacheta_lab.exercises import live_partners as _partners
                from cacheta_lab.engine.melds import check_meld as _meld

                _w, _se = «melhor|best».win, «melhor|best».se
                _n = round(_w * (1 - _w) / _se ** 2 / 50) * 50
                assert all(abs(o.win * _n - round(o.win * _n)) <= 5e-5 * _n for o in p.options), (
                    "n must make every option's chance a whole count of wins")
                assert abs((_w * (1 - _w) / _n) ** 0.5 - _se) <= 5e-5, "n must give the stored error"
                _v = p.view()
                _b, _o = «melhor|best».move.card, «outra|runner_up».move.card
                _curinga = next(c for c in _v.hand if c in _v.curingas)
                _other = next(s for s in "cdhs" if s != _o.suit)
                assert list(_v.hand).count(_b) == 2, "the prose says the hand holds two of the best"
                assert _partners(_b, _v.hand, p.preset, _v.vira, _v.lixeira) == 0
                assert _partners(_o, _v.hand, p.preset, _v.vira, _v.lixeira) == 0
                assert not _meld([_b, _b, _curinga], p.preset, _v.vira).valid
                assert _meld([_o, _Card.of(_o.rank, _other), _curinga], p.preset, _v.vira).valid
            """,
            values={
                "melhor": "«melhor|best».move.card.symbol",
                "outra": "«outra|runner_up».move.card.symbol",
                "a1": "percent(«melhor|best».win, '%LANG%')",
                "a2": "percent(«melhor|best».check_win, '%LANG%')",
                "b1": "percent(«outra|runner_up».win, '%LANG%')",
                "b2": "percent(«outra|runner_up».check_win, '%LANG%')",
                "d1": "round(100 * («melhor|best».win - «outra|runner_up».win), 1)",
                "d2": "round(100 * («melhor|best».check_win - «outra|runner_up».check_win), 1)",
                "margem": 'round(100 * puzzles.build["settings"]["decision"]["margin"])',
                "n": "whole(_n, '%LANG%')",
                "p": "_w",
                "q": "1 - _w",
                "ep": "100 * (_w * (1 - _w) / _n) ** 0.5",
                "ep1": "100 * (_w * (1 - _w) / _n) ** 0.5",
                "meia": "196 * (_w * (1 - _w) / _n) ** 0.5",
            },
            fixed=("95%", "1,96", "1.96"),
        ),
        code("«perto|close».«solucao|solution»()"),
        md(
            """
            ## 3. Ratings: quão difícil é o puzzle, quão forte é você

            Cada puzzle tem um **rating**, um número que diz quão difícil ele é; quem resolve
            puzzles ganha um também, que diz quão forte é. Os dois ficam na mesma escala, como
            nos sites de xadrez. O sistema é o **Glicko-2**, de Mark Glickman (o mesmo que o
            lichess usa para os seus puzzles), e cada rating vem com mais dois números:

            - o **rating** propriamente dito: 1500 para quem começa; maior, mais forte (ou mais
              difícil);
            - o **RD** (*rating deviation*, o desvio do rating): quanto o rating ainda é
              incerto. Quem começa tem RD 350: o rating verdadeiro pode estar longe. Cada
              resposta ensina algo sobre você e o RD cai; muito tempo sem jogar o faz subir de
              novo;
            - a **volatilidade**: quanto se espera que o rating oscile. Pequena para quem tem
              resultados estáveis, maior para quem surpreende (começa em 0,06).

            A diferença entre dois ratings dá o resultado esperado. Contra um puzzle do seu
            rating, você acerta em média metade das vezes; 200 pontos acima dele, {mais200:%}
            das vezes; 200 abaixo, {menos200:%}:
            """,
            """
            ## 3. Ratings: how hard is the puzzle, how strong are you

            Each puzzle has a **rating**, a number that says how hard it is; whoever solves
            puzzles gets one too, which says how strong they are. Both sit on the same scale, as
            on chess sites. The system is **Glicko-2**, by Mark Glickman (the one lichess uses
            for its puzzles), and each rating comes with two more numbers:

            - the **rating** itself: 1500 for a newcomer; higher, stronger (or harder);
            - the **RD** (*rating deviation*): how unsure the rating still is. A newcomer has RD
              350: the true rating may be far off. Each answer tells something about you and the
              RD falls; a long time without playing makes it grow again;
            - the **volatility**: how much the rating is expected to swing. Small for a player
              with steady results, larger for one who surprises (it starts at 0.06).

            The difference of two ratings gives the expected result. Against a puzzle of your
            own rating you solve it half the time on average; 200 points above it,
            {mais200:%} of the time; 200 below, {menos200:%}:
            """,
            setup="""
                _puzzle_1500 = Rating(1500, puzzles[0].rating.rd)
            """,
            values={
                "mais200": "expected(Rating(1700), _puzzle_1500)",
                "menos200": "expected(Rating(1300), _puzzle_1500)",
            },
            fixed=("0,06", "0.06"),
        ),
        code(
            """
            «um_puzzle|a_puzzle» = Rating(1500, puzzles[0].rating.rd)
            for «diferenca|difference» in (-400, -200, 0, 200, 400):
                «chance|chance» = expected(Rating(1500 + «diferenca|difference»), «um_puzzle|a_puzzle»)
                print(f"«você|you» {«diferenca|difference»:+4} «pontos|points»: «acerta|solves it» {percent(«chance|chance», '%LANG%', 0):>4}")
            """
        ),
        md(
            """
            **O primeiro rating de um puzzle vem dos bots.** Antes de qualquer pessoa, cada
            puzzle é tentado pelos quatro bots (ao acaso, guloso e forte, os da lição 8, e o bot
            das simulações da seção 1), {tentativas} vezes cada, com sementes diferentes. Cada tentativa é um duelo entre o
            bot e o puzzle: o bot vence se acerta, o puzzle vence se o bot erra. Os ratings
            dos bots e dos puzzles são calculados juntos, de novo e de novo, até pararem de
            mudar. Um puzzle que todos os bots resolvem fica embaixo na escala; um que só o bot
            forte resolve fica em cima:
            """,
            """
            **A puzzle's first rating comes from the bots.** Before any person, each puzzle is
            tried by the four bots (random, greedy and strong, those of lesson 8, and the
            play-out bot of section 1), {tentativas} times each, with different seeds. Each attempt is a game between the bot and the
            puzzle: the bot wins if it solves it, the puzzle wins if the bot misses. The bots'
            and the puzzles' ratings are computed together, again and again, until they stop
            moving. A puzzle every bot solves ends low on the scale; one only the strong bot
            solves ends high:
            """,
            values={"tentativas": 'puzzles.build["settings"]["attempts"]'},
        ),
        code(
            """
            def «nome_do_bot|bot_name»(«nivel|level»):
                return "«das simulações|play-out»" if «nivel|level» == "playout" else level_name(«nivel|level», "%LANG%")


            for «nivel|level», «rating_do_bot|bot_rating» in sorted(puzzles.solvers.items(), key=lambda x: x[1].rating):
                print(f"«bot|bot» {«nome_do_bot|bot_name»(«nivel|level»):14} rating {round(«rating_do_bot|bot_rating».rating)}")
            print()
            «facil|easy», «dificil|hard» = min(puzzles, key=lambda p: p.rating.rating), max(puzzles, key=lambda p: p.rating.rating)
            for p in («facil|easy», «dificil|hard»):
                «por_bot|by_bot» = sorted(p.attempts.items(), key=lambda x: puzzles.solvers[x[0]].rating)
                «tentativas|attempts» = ", ".join(
                    f"{«nome_do_bot|bot_name»(«nivel|level»)} {«certas|solved»}/{n}"
                    for «nivel|level», («certas|solved», n) in «por_bot|by_bot»)
                print(f"{p.id}: rating {round(p.rating.rating)}, RD {round(p.rating.rd)}  ({«tentativas|attempts»})")
            """
        ),
        md(
            """
            **Depois, as suas respostas movem o seu rating e o do puzzle.** Cada resposta é
            um duelo entre você e o puzzle: acertar é vencer. `rate_attempt(você, puzzle,
            acertou)` dá os dois ratings novos. Uma série de seis respostas, a partir de um
            rating novo:
            """,
            """
            **Then your answers move your rating and the puzzle's.** Each answer is a game
            between you and the puzzle: solving it is winning. `rate_attempt(you, puzzle,
            solved)` gives both new ratings. A sequence of six answers, from a new rating:
            """,
        ),
        code(
            """
            «voce|you» = Rating()
            «respostas|answers» = [
                ("oficial-43681b7d8f", True), ("oficial-523f31c283", True),
                ("megajogos-891e9d8f28", False), ("tradicional-0157bb87bd", True),
                ("oficial-7a9f543355", False), ("oficial-3b3436cbf7", True)]
            «historia|history» = [«voce|you»]
            print(f"«início|start»{'':33} «você|you» {round(«voce|you».rating)}, RD {round(«voce|you».rd)}")
            for pid, «acertou|solved» in «respostas|answers»:
                p = puzzles.by_id(pid)
                «voce|you», «puzzle_depois|puzzle_after» = rate_attempt(«voce|you», p.rating, «acertou|solved»)
                «historia|history».append(«voce|you»)
                print(f"{'✓' if «acertou|solved» else '✗'} {pid:23} {round(p.rating.rating):5} → {round(«puzzle_depois|puzzle_after».rating):5}"
                      f"   «você|you» {round(«voce|you».rating)}, RD {round(«voce|you».rd)}")
            """
        ),
        md(
            """
            O rating salta no começo ({r0} → {r1} depois do primeiro acerto) e se move menos a
            cada resposta, porque o RD cai ({rd0} → {rd6} em seis respostas): o programa já sabe
            mais sobre você. Errar um puzzle fácil custa caro: o quinto, de rating {facil}, levou
            {perda5} pontos. Acertar um difícil rende muito: o quarto, de rating {dificil},
            trouxe {ganho4}. O puzzle também se move, no sentido contrário. A volatilidade quase
            não mudou ({vol:.4}): seis respostas não mostram ainda se os seus resultados oscilam.
            """,
            """
            The rating leaps at first ({r0} → {r1} after the first right answer) and moves less
            with each answer, because the RD falls ({rd0} → {rd6} in six answers): the program
            already knows more about you. Missing an easy puzzle costs a lot: the fifth, rated
            {facil}, took {perda5} points. Solving a hard one pays well: the fourth, rated
            {dificil}, brought {ganho4}. The puzzle moves too, the other way. The volatility
            hardly changed ({vol:.4}): six answers cannot tell yet whether your results swing.
            """,
            setup="""
                _h = «historia|history»
                _p = [puzzles.by_id(pid).rating.rating for pid, _ in «respostas|answers»]
            """,
            values={
                "r0": "round(_h[0].rating)",
                "r1": "round(_h[1].rating)",
                "rd0": "round(_h[0].rd)",
                "rd6": "round(_h[6].rd)",
                "facil": "round(_p[4])",
                "perda5": "round(_h[4].rating) - round(_h[5].rating)",
                "dificil": "round(_p[3])",
                "ganho4": "round(_h[4].rating) - round(_h[3].rating)",
                "vol": "_h[6].volatility",
            },
        ),
        md(
            """
            ## 4. Exercícios: resolva quatro puzzles

            Em cada exercício, olhe o desenho, escreva a sua resposta na célula seguinte e
            rode: o programa diz se acertou, com a frase do treinador para a jogada que você
            escolheu e o número dessa opção (a chance das simulações ± o seu erro padrão, ou os
            fatos exatos). A solução mostra todas as opções, e compara a resposta com a opção
            errada mais tentadora: a que os bots guloso, forte e das simulações mais jogaram
            nas tentativas da seção 3 (num empate, a que o ao acaso mais jogou, depois a que o
            treinador pune menos), que nem sempre é a segunda melhor da lista. Como responder: uma carta para descartá-la
            (`"9d"`), `"bater 9d"` para bater descartando essa carta, `"bater"` para bater com
            as 10, `"monte"` ou `"lixeira"` para comprar, e, fora da sua vez, `"anunciar"`,
            `"furar 9d"` ou `"passar"`.

            Os três primeiros são três momentos da mesma rodada do `oficial`, entre dois
            jogadores, vistos pelo mesmo jogador.

            **1.** Sua vez, ainda sem comprar. Monte ou lixeira?
            """,
            """
            ## 4. Exercises: solve four puzzles

            In each exercise, look at the drawing, write your answer in the next cell and run
            it: the program says whether you got it, with the coach's sentence for the move you
            chose and that option's figure (the play-outs' chance ± its standard error, or the
            exact facts). The solution shows every option, and compares the answer with the
            most tempting wrong option: the one the greedy, strong and play-out bots played
            most in the attempts of section 3 (on a tie, the one the random bot played most,
            then the one the coach punishes least), which is not always the second best on the
            list. How to answer: a card to discard it (`"9d"`),
            `"bater 9d"` to go out discarding that card, `"bater"` to go out with all 10,
            `"monte"` or `"lixeira"` to draw, and, out of turn, `"announce"`, `"furar 9d"` or
            `"pass"`.

            The first three are three moments of the same `oficial` round, between two players,
            seen by the same player.

            **1.** Your turn, before drawing. Monte or lixeira?
            """,
        ),
        *_exercise(1, "oficial-43681b7d8f", '"lixeira"',
                   '"monte" «ou|or» "lixeira"; «troque pela sua resposta e rode de novo|change it '
                   'to your answer and run again»'),
        *_exercise(2, "oficial-523f31c283", '"8s"', "«uma carta|a card»",
                   "Logo depois: você deixou o {topo} na lixeira e comprou do monte. Qual "
                   "descarte?",
                   "Right after: you left the {topo} on the lixeira and drew from the monte. "
                   "Which discard?",
                   values={"topo": "puzzles.by_id('oficial-43681b7d8f').view().lixeira_top.symbol"},
                   setup="""
                       _h1 = puzzles.by_id("oficial-43681b7d8f").position
                       _h2 = puzzles.by_id("oficial-523f31c283").position
                       assert _h1["seats"] == _h2["seats"] == [0, 1] and _h1["seat"] == _h2["seat"]
                       assert _h2["history"] == [*_h1["history"], ["draw", _h1["seat"], None]]
                   """),
        *_exercise(3, "oficial-7a9f543355", '"9d"',
                   '«uma carta, "bater 9d" ou "bater"|a card, "bater 9d" or "bater"»',
                   "Duas voltas depois: você jogou fora o {dei} (a resposta do 2); na vez "
                   "seguinte, comprou do monte e jogou fora o {depois}, o adversário o pegou e "
                   "descartou o {veio}, e você comprou do monte de novo. E agora?",
                   "Two turns later: you threw away the {dei} (the answer to number 2); at your "
                   "next turn you drew from the monte and threw away the {depois}, the opponent "
                   "took it and discarded the {veio}, and you drew from the monte again. What "
                   "now?",
                   values={"dei": "_card(_depois[0][2]).symbol",
                           "depois": "_card(_depois[4][2]).symbol",
                           "veio": "_card(_depois[6][2]).symbol"},
                   setup="""
                       from cacheta_lab.engine.cards import parse_card as _card

                       _antes = puzzles.by_id("oficial-523f31c283")
                       _h = puzzles.by_id("oficial-7a9f543355").position["history"]
                       _depois = _h[len(_antes.position["history"]):]
                       assert _h[:len(_antes.position["history"])] == _antes.position["history"]
                       assert [m[:2] for m in _depois] == [
                           ["discard", 0], ["draw", 1], ["discard", 1], ["draw", 0],
                           ["discard", 0], ["take", 1], ["discard", 1], ["draw", 0]], _depois
                       assert _depois[0][2] == _antes.solution[0].card.code
                       assert _depois[4][2] == _depois[5][2]
                   """),
        *_exercise(4, "megajogos-891e9d8f28", '"«passar|pass»"',
                   '"«anunciar|announce»", "furar 9d" «ou|or» "«passar|pass»"',
                   "No `megajogos`, fora da sua vez: você (o jogador {eu}) anunciou na boa; o "
                   "jogador {deu} acabou de descartar o {carta}, e agora é a vez do jogador "
                   "{vez}, que ainda não comprou.",
                   "In `megajogos`, out of turn: you (player {eu}) announced na boa; player "
                   "{deu} has just discarded the {carta}, and it is now the turn of player "
                   "{vez}, who has not drawn yet.",
                   values={"eu": "_v4.seat", "deu": "_v4.top_from",
                           "carta": "_v4.lixeira_top.symbol", "vez": "_v4.turn"},
                   setup="""
                       _v4 = puzzles.by_id("megajogos-891e9d8f28").view()
                       assert _v4.seat in _v4.announced and not _v4.my_turn
                       assert _v4.phase == "draw" and _v4.top_from != _v4.turn
                   """),
        md(
            """
            O que os quatro ensinam: na boa, compre do monte quando a carta da lixeira não
            melhora a mão (o 1); entre os descartes, as cartas que faltam decidem primeiro,
            depois as cópias vivas (o 2); depois de cada compra, olhe primeiro se a mão bate, e
            com qual descarte (o 3); e quem anunciou na boa bate fora da vez quando a carta
            serve (o 4).
            """,
            """
            What the four teach: na boa, draw from the monte when the lixeira's card does not
            improve the hand (number 1); among discards, the cards still missing decide first,
            then the live copies (number 2); after every draw, look first whether the hand goes
            out, and with which discard (number 3); and a player who announced na boa goes out
            out of turn when the card fits (number 4).
            """,
        ),
        md(
            """
            ## 5. Treinar sozinho: o treinador de puzzles

            Para treinar em quantidade, `PuzzleTrainer` mostra um puzzle de cada vez,
            escolhido para você: perto do seu rating, mais vezes dos temas que você erra. Um
            puzzle que você errou volta mais tarde (depois de 3 outras tentativas, depois de 6,
            de 12...), e nunca o mesmo duas vezes seguidas. Os filtros escolhem o que treinar:
            `preset=`, `theme=` (um tema) e `band=` (uma faixa de rating, por exemplo
            `(1300, 1600)`).

            Responda como na mesa de jogo: clique no monte ou na lixeira para comprar, numa
            carta da mão para descartá-la, e nos botões para bater, anunciar, furar a fila,
            correr ou passar; pelo teclado, as mesmas teclas da mesa (Enter numa pilha, as
            setas pela mão). O resultado vem na hora: as frases do treinador, a chance (± o
            erro padrão) ou os fatos de cada opção, e os dois ratings, o seu e o do puzzle,
            antes e depois. Depois de um erro, a segunda frase compara a sua jogada com a
            resposta; depois de um acerto, com a opção errada mais tentadora (seção 4), como
            faz também a resposta dobrada embaixo de um puzzle desenhado.

            Cada resposta fica gravada num arquivo, o **histórico**: por padrão na pasta de
            dados do seu usuário (no JupyterLite, na pasta do próprio notebook, guardada no
            navegador). Um mesmo arquivo pode guardar vários aprendizes (`learner="ana"`). Aqui
            a lição usa um arquivo numa pasta temporária (`path=`), para não deixar nada para
            trás.
            """,
            """
            ## 5. Practising alone: the puzzle trainer

            To practise in volume, `PuzzleTrainer` shows one puzzle at a time, chosen for you:
            near your rating, more often from the themes you miss. A puzzle you missed comes
            back later (after 3 other attempts, then after 6, 12...), and never the same one
            twice in a row. The filters choose what to practise: `preset=`, `theme=` (one
            theme) and `band=` (a range of ratings, for example `(1300, 1600)`).

            Answer as at the game table: click the monte or the lixeira to draw, a card of your
            hand to discard it, and the buttons to bater, announce, furar a fila, correr or
            pass; with the keyboard, the table's own keys (Enter on a pile, the arrows along the
            hand). The verdict comes at once: the coach's sentences, each option's chance (±
            its standard error) or facts, and both ratings, yours and the puzzle's, before and
            after. After a miss, the second sentence compares your move with the answer; after
            a right answer, with the most tempting wrong option (section 4), as the answer
            folded under a drawn puzzle does too.

            Each answer is written to a file, the **history**: by default in your user's data
            folder (in JupyterLite, in the notebook's own folder, kept by the browser). One
            file may hold several learners (`learner="ana"`). Here the lesson uses a file in a
            temporary folder (`path=`), so as to leave nothing behind.
            """,
        ),
        code(
            """
            import pathlib
            import tempfile

            from cacheta_lab import PuzzleTrainer
            from cacheta_lab.coach.grade import move_words

            «arquivo|history_file» = pathlib.Path(tempfile.mkdtemp()) / "«historico|history».sqlite"
            «treino|trainer» = PuzzleTrainer(preset="oficial", path=«arquivo|history_file», seed=1, lang="%LANG%")
            «treino|trainer»
            """
        ),
        md(
            """
            O mesmo, pelo Python: `answer(jogada)` responde como um clique (e devolve o
            resultado), `next()` pede o próximo puzzle. Seis respostas, umas certas e outras
            não:
            """,
            """
            The same from Python: `answer(move)` answers as a click does (and returns the
            verdict), `next()` asks for the next puzzle. Six answers, some right and some not:
            """,
        ),
        code(
            """
            for «certa|right» in (True, False, True, True, False, True):
                p = «treino|trainer».puzzle
                «resultado|verdict» = «treino|trainer».answer(p.solution[0] if «certa|right» else p.tempting_option.move)
                print(f"{'✓' if «resultado|verdict».solved else '✗'} "
                      f"puzzle {round(«resultado|verdict».puzzle_before.rating)} → {round(«resultado|verdict».puzzle_after.rating):4}   "
                      f"«você|you» {round(«resultado|verdict».learner_before.rating)} → {round(«resultado|verdict».learner_after.rating)}")
                «treino|trainer».next()
            """
        ),
        md(
            """
            O puzzle errado na tentativa {errou} voltou na tentativa {voltou}, depois de
            {entre} outras. O histórico se lê de volta como uma tabela (`history.rows()`: cada
            tentativa, com a data, o puzzle, a resposta e os dois ratings depois dela), e
            `dashboard()` desenha o seu progresso: o rating a cada tentativa, com a faixa do RD
            em volta (de um RD abaixo a um RD acima), e quantos puzzles de cada tema você
            acertou. No painel e no treinador, o ± ao lado de um rating (aqui, "Rating {rating}
            ± {rd}") é o RD, a incerteza do rating (seção 3): o rating verdadeiro fica, com 95%
            de chance, a até 1,96 RD do mostrado.
            """,
            """
            The puzzle missed at attempt {errou} came back at attempt {voltou}, after {entre}
            others. The history reads back as a table (`history.rows()`: each attempt, with its
            date, the puzzle, the answer and both ratings after it), and `dashboard()` draws
            your progress: the rating at each attempt, with the RD's band around it (from one
            RD below to one RD above), and how many puzzles of each theme you solved. On the
            dashboard and in the trainer, the ± beside a rating (here, "Rating {rating} ±
            {rd}") is the RD, the rating's uncertainty (section 3): the true rating lies, with
            a 95% chance, within 1.96 RD of the one shown.
            """,
            setup="""
                _ids = [r["puzzle"] for r in «treino|trainer».history.rows()]
                _again = next(i for i, x in enumerate(_ids) if x in _ids[:i])
                _first = _ids.index(_ids[_again])
            """,
            values={"errou": "_first + 1", "voltou": "_again + 1", "entre": "_again - _first - 1",
                    "rating": 'round(«treino|trainer».history.rows()[-1]["learner_rating"])',
                    "rd": 'round(«treino|trainer».history.rows()[-1]["learner_rd"])'},
            fixed=("95%", "1,96", "1.96"),
        ),
        code(
            """
            for «linha|row» in «treino|trainer».history.rows():
                print(«linha|row»["n"], f"{move_words(«linha|row»['answer'], '%LANG%'):24}", "✓" if «linha|row»["solved"] else "✗",
                      round(«linha|row»["learner_rating"]), "RD", round(«linha|row»["learner_rd"]))
            «treino|trainer».dashboard()
            """
        ),
        md(
            """
            Num terminal, o mesmo treino, no mesmo arquivo de histórico: `cacheta-lab puzzle
            --preset oficial` mostra o puzzle em texto, com as opções numeradas (numa ordem
            fixa que não põe a melhor primeiro); digite o número, Enter para o próximo, `q`
            para sair (`--theme`, `--band`, `--path`, `--learner`, `--lang en` como acima).
            """,
            """
            In a terminal, the same training, in the same history file: `cacheta-lab puzzle
            --preset oficial` shows the puzzle as text, with the options numbered (in a fixed
            order that does not put the best first); type the number, Enter for the next, `q`
            to quit (`--theme`, `--band`, `--path`, `--learner`, `--lang en` as above).
            """,
        ),
        md(
            """
            ## 6. Uma corrida em sala

            Nos últimos minutos da aula, a turma toda resolve os mesmos puzzles ao mesmo tempo:
            uma **corrida**. O professor a começa pelo link do professor de uma sala (lição
            12), ou pelo da turma, para todas as mesas de uma vez, e escolhe quantos puzzles
            (`count`, até 50), o tempo de cada um (`seconds`) e, se quiser, o preset, um tema e
            uma faixa de rating. Cada lugar de uma pessoa recebe o mesmo puzzle no mesmo
            instante e responde uma vez só; os bots não respondem. Ninguém vê a resposta de
            ninguém até o tempo acabar, todos responderem ou o professor revelar
            (`race_reveal()`). Então todos os lugares e o projetor veem quantos escolheram cada
            opção, a resposta com as frases do treinador e a classificação: um ponto por
            acerto, o empate decidido pelo tempo somado. O próximo puzzle vem quando o
            professor pede (`race_next()`), ou sozinho, com `pause=`. No fim, os resultados
            saem como planilha (CSV), e um servidor que cai no meio da corrida volta com todas
            as respostas já registradas.

            Esta seção abre uma sala, então precisa de um Python que rode num computador
            (JupyterLab, Notebook 7 ou Binder); no JupyterLite, pare antes dela. Uma sala do
            `oficial` com dois lugares, os dois de pessoas: aqui as mesas da Ana e do Bruno
            ficam neste notebook, ao lado da mesa do professor; numa aula, cada aluno abre a
            sua com o link do seu lugar (`GameTable(room=LINK)`, lição 12).
            """,
            """
            ## 6. A race in class

            In the last minutes of a class, the whole class solves the same puzzles at the same
            time: a **race**. The teacher starts it from a room's host link (lesson 12), or
            from the class's teacher link, for every table at once, and chooses how many
            puzzles (`count`, up to 50), the time for each (`seconds`) and, if wanted, the
            preset, a theme and a rating band. Every seat a person holds gets the same puzzle
            at the same moment and answers once; bots do not answer. Nobody sees anyone's
            answer until the time is up, everyone has answered or the teacher reveals it
            (`race_reveal()`). Then every seat and the projector see how many chose each
            option, the answer with the coach's sentences, and the standings: a point for each
            right answer, ties broken by the time added up. The next puzzle comes when the
            teacher asks (`race_next()`), or by itself, with `pause=`. At the end, the results
            come out as a spreadsheet (CSV), and a server that goes down mid-race comes back
            with every answer already recorded.

            This section opens a room, so it needs a Python that runs on a computer
            (JupyterLab, Notebook 7 or Binder); in JupyterLite, stop before it. An `oficial`
            room with two seats, both for people: here Ana's and Bruno's tables are in this
            notebook, beside the teacher's; in a class, each learner opens their own with
            their seat's link (`GameTable(room=LINK)`, lesson 12).
            """,
        ),
        code(
            """
            import csv
            import io
            import time

            from cacheta_lab import GameTable
            from cacheta_lab.room import serve

            «sala|room» = serve(
                preset="oficial", players=2, host="127.0.0.1", port=0,
                state=tempfile.mkdtemp(), seed=13, public_deal=True)
            ana = GameTable(room=«sala|room».links["seats"][0], lang="%LANG%")
            bruno = GameTable(room=«sala|room».links["seats"][1], lang="%LANG%")
            «professor|teacher» = GameTable(room=«sala|room».links["host"], lang="%LANG%")


            def «espera|wait_until»(«condicao|condition», «segundos|seconds»=10):
                \"\"\"«Espera a rede trazer o que a condição pede.|Wait for the network to bring what the condition asks for.»\"\"\"
                «fim|end» = time.monotonic() + «segundos|seconds»
                while not «condicao|condition»() and time.monotonic() < «fim|end»:
                    time.sleep(0.05)


            «professor|teacher»
            """
        ),
        md(
            """
            O professor começa uma corrida de dois puzzles, com um minuto para cada. A faixa
            de rating estreita, de {baixo} a {alto}, deixa só dois puzzles do `oficial`, para
            que a lição mostre sempre os mesmos; numa aula, deixe-a de lado ou escolha uma
            faixa perto do nível da turma. Cada aluno pode dar o seu nome para a classificação.

            Na mesa de cada aluno, o puzzle aparece como uma vez de jogar: a mão, a vira, a
            lixeira e o monte do puzzle, o tempo que falta na linha de situação, e um clique
            (ou as teclas da mesa) responde. Pelo Python, `race_view()` dá a posição do puzzle e
            `answer(jogada)` responde. O que a Ana vê:
            """,
            """
            The teacher starts a race of two puzzles, with a minute for each. The narrow rating
            band, from {baixo} to {alto}, leaves only two `oficial` puzzles, so that the lesson
            always shows the same ones; in a class, leave it out or choose a band near the class's level. Each
            learner may give a name for the standings.

            On each learner's table the puzzle shows as a turn to play: the puzzle's hand,
            vira, lixeira and monte, the time left in the status line, and a click (or the
            table's keys) answers. From Python, `race_view()` gives the puzzle's position and
            `answer(move)` answers. What Ana sees:
            """,
            setup="""
                _faixa = (1590, 1620)
                assert len([p for p in puzzles if p.preset == "oficial"
                            and _faixa[0] <= p.rating.rating <= _faixa[1]]) == 2, (
                    "the prose says the race's band leaves two oficial puzzles")
            """,
            values={"baixo": "_faixa[0]", "alto": "_faixa[1]"},
        ),
        code(
            """
            «professor|teacher».start_race(count=2, seconds=60, band=[1590, 1620])
            ana.race_name("Ana")
            bruno.race_name("Bruno")
            «espera|wait_until»(lambda: ana.race and bruno.race)
            «visao|view» = ana.race_view()
            print(ana.race["status"], "·", ana.race["puzzle"]["prompt"])
            print("«mão|hand»:", " ".join(c.symbol for c in «visao|view».hand),
                  "· «lixeira|lixeira»:", «visao|view».lixeira_top.symbol)
            """
        ),
        md(
            """
            A Ana responde certo e o Bruno escolhe a opção errada mais tentadora. Enquanto o puzzle corre, o
            Bruno não vê nada da resposta da Ana: a revelação só chega quando os dois
            responderam.
            """,
            """
            Ana answers right and Bruno picks the most tempting wrong option. While the puzzle runs,
            Bruno sees nothing of Ana's answer: the reveal only comes once both have answered.
            """,
        ),
        code(
            """
            p = load().by_id(ana.race["puzzle"]["id"])
            ana.answer(p.solution[0])
            if bruno.race["reveal"] is None:
                print("«o Bruno ainda não vê nenhuma resposta|Bruno sees no answer yet»")
            bruno.answer(p.tempting_option.move)
            «espera|wait_until»(lambda: ana.race["phase"] == "reveal")
            «revelado|revealed» = ana.race["reveal"]
            for «opcao|option» in «revelado|revealed»["options"]:
                print(f"{«opcao|option»['words']:24} {«opcao|option»['count']} {'✓' if «opcao|option»['right'] else ''}")
            for «frase|sentence» in «revelado|revealed»["why"]:
                print(" ", «frase|sentence»)
            for «linha|row» in ana.race["standings"]:
                print(«linha|row»["place"], «linha|row»["name"], «linha|row»["points"])
            """
        ),
        md(
            """
            O professor pede o segundo puzzle; depois de todos responderem, a corrida acaba, e
            `race_results()` traz as duas planilhas, a das respostas (uma linha por aluno e
            puzzle, com a resposta e o tempo) e a da classificação. Pelo navegador, elas saem do link do professor com `race.csv` ou
            `standings.csv` no lugar de `host`. No fim da aula, feche as mesas e a sala.
            """,
            """
            The teacher asks for the second puzzle; once everyone has answered, the race is
            over, and `race_results()` brings both spreadsheets, the answers (one line per
            learner and puzzle, with the answer and the time taken) and the standings. From a browser, they download from the teacher's link with
            `race.csv` or `standings.csv` in place of `host`. At the end of the class, close
            the tables and the room.
            """,
        ),
        code(
            """
            «professor|teacher».race_next()
            «espera|wait_until»(lambda: ana.race["number"] == 2 and bruno.race["number"] == 2)
            p = load().by_id(ana.race["puzzle"]["id"])
            ana.answer(p.solution[0])
            bruno.answer(p.solution[0])
            «espera|wait_until»(lambda: ana.race["phase"] == "reveal")
            «professor|teacher».race_next()
            «espera|wait_until»(lambda: ana.race["phase"] == "over")
            «planilhas|results» = «professor|teacher».race_results()
            «cabecalho|header», *«linhas|rows» = csv.reader(io.StringIO(«planilhas|results»["answers"]))
            print(«cabecalho|header»[1], «cabecalho|header»[3], «cabecalho|header»[6], «cabecalho|header»[7], sep=" · ")
            for «linha|row» in «linhas|rows»:
                print(«linha|row»[1], «linha|row»[3], move_words(«linha|row»[6], "%LANG%"), «linha|row»[7], sep=" · ")
            for «mesa_aberta|open_table» in (ana, bruno, «professor|teacher»):
                «mesa_aberta|open_table».close()
            «sala|room».stop()
            """
        ),
        md(
            """
            ## Resumo

            - Um **puzzle** é uma posição de uma rodada entre bots em que uma jogada é
              claramente a melhor (puzzle de decisão: simulações até o fim, duas vezes, com
              embaralhamentos diferentes) ou exatamente a certa (puzzle exato); cada um traz os
              seus temas.
            - Puzzles e quem os resolve têm um **rating** Glicko-2: o rating (1500 no começo), o
              RD (a incerteza, 350 no começo, que cai a cada resposta) e a volatilidade. O
              primeiro rating de um puzzle vem das tentativas dos bots; cada resposta sua move
              o seu rating e o do puzzle.
            - `load()` traz os puzzles; `PuzzleExercise(puzzle)` transforma um deles em
              exercício, com a frase do treinador para a jogada escolhida.
            - `PuzzleTrainer` treina sozinho, um puzzle de cada vez escolhido para você, e
              guarda cada resposta no histórico (`history.rows()`, `dashboard()`);
              `cacheta-lab puzzle` faz o mesmo num terminal.
            - Numa sala, o professor faz uma corrida (`start_race`): o mesmo puzzle para todos
              ao mesmo tempo, nenhuma resposta à mostra antes da revelação, a classificação e
              as planilhas no fim.
            """,
            """
            ## Summary

            - A **puzzle** is a position from a round between bots where one move is clearly
              best (decision puzzle: play-outs, twice, with different shuffles) or exactly right
              (exact puzzle); each carries its themes.
            - Puzzles and those who solve them have a Glicko-2 **rating**: the rating (1500 at
              first), the RD (the uncertainty, 350 at first, falling with each answer) and the
              volatility. A puzzle's first rating comes from the bots' attempts; each answer of
              yours moves your rating and the puzzle's.
            - `load()` gives the puzzles; `PuzzleExercise(puzzle)` turns one into an exercise,
              with the coach's sentence for the move chosen.
            - `PuzzleTrainer` trains you alone, one puzzle at a time chosen for you, and writes
              each answer to the history (`history.rows()`, `dashboard()`); `cacheta-lab
              puzzle` does the same in a terminal.
            - In a room, the teacher runs a race (`start_race`): the same puzzle for everyone
              at the same time, no answer shown before the reveal, the standings and the
              spreadsheets at the end.
            """,
        ),
    ],
)
