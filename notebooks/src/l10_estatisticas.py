"""Lesson 10: statistics with plots — dealt hands, round lengths, bot levels."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=10,
    slug="10-estatisticas",
    title_pt="Estatísticas com gráficos",
    title_en="Statistics with plots",
    summary_pt="mãos dadas na boa, turnos por rodada, vitórias por nível de bot, com barras de "
               "erro",
    summary_en="dealt hands na boa, turns per round, wins by bot level, with error bars",
    cells=[
        md(
            """
            Quantas vezes a mão já vem **na boa**, sem jogar nada? Quanto dura uma rodada? Um bot
            que pensa mais ganha mesmo mais? Perguntas assim se respondem **jogando muitas
            vezes** e contando. O programa dá as cartas e joga sozinho; aqui jogamos poucas
            centenas de vezes, para a lição rodar em segundos.

            Uma contagem é só uma estimativa. Cada número vem com um **intervalo de 95%**: a
            faixa onde o valor verdadeiro provavelmente está (calculada de modo que, em 95 de
            cada 100 contagens, ela contenha o valor verdadeiro). Nos gráficos ele aparece como
            a **barra de erro** (o traço preto em cima de cada barra). Poucas repetições, barra
            comprida; mais repetições, barra curta.

            ## O intervalo de uma proporção

            Uma proporção (mãos na boa, rodadas ganhas) é k sucessos em n tentativas, p = k/n.
            A conta mais simples para o intervalo é p ± 1,96·√(p(1−p)/n), em que 1,96 é o número
            que dá 95% numa curva normal. Ela falha perto de 0% e de 100%: com 0 sucessos em 24
            ela dá um intervalo de largura zero, como se fosse certeza. O programa usa o
            **intervalo de Wilson**, que não tem esse defeito. Com z = 1,96:

            - centro = (p + z²/(2n)) ÷ (1 + z²/n);
            - raio = z ÷ (1 + z²/n) × √(p(1−p)/n + z²/(4n²));
            - o intervalo vai de centro − raio a centro + raio.

            À mão, para 87 mãos em 2000, e o que o programa escreve:
            """,
            """
            How often does the hand already come **na boa**, with no play at all? How long does
            a round last? Does a bot that thinks more really win more? Questions like these are
            answered by **playing many times** and counting. The program deals and plays on its
            own; here we play a few hundred times, so the lesson runs in seconds.

            A count is only an estimate. Each number comes with a **95% interval**: the range
            where the true value probably lies (worked out so that in 95 counts out of 100 it
            holds the true value). In the plots it shows as the **error bar** (the black stroke
            over each bar). Few repetitions, a long bar; more repetitions, a short one.

            ## The interval of a proportion

            A proportion (hands na boa, rounds won) is k successes in n tries, p = k/n. The
            simplest formula for its interval is p ± 1.96·√(p(1−p)/n), where 1.96 is the number
            that gives 95% under a normal curve. It fails near 0% and 100%: with 0 successes in
            24 it gives an interval of width zero, as if that were certain. The program uses the
            **Wilson interval**, which has no such flaw. With z = 1.96:

            - centre = (p + z²/(2n)) ÷ (1 + z²/n);
            - radius = z ÷ (1 + z²/n) × √(p(1−p)/n + z²/(4n²));
            - the interval runs from centre − radius to centre + radius.

            By hand, for 87 hands in 2000, and what the program writes:
            """,
            fixed=("95%", "0%", "100%", "1,96", "1.96"),
        ),
        code(
            """
            from math import sqrt

            from cacheta_lab.drawing.explain import level_name, mean_text, number, rate_text
            from cacheta_lab.game.stats import Mean, Rate

            k, n, z = 87, 2000, 1.96
            p = k / n
            «centro|centre» = (p + z**2 / (2 * n)) / (1 + z**2 / n)
            «raio|radius» = z / (1 + z**2 / n) * sqrt(p * (1 - p) / n + z**2 / (4 * n**2))
            «simples|simple» = z * sqrt(p * (1 - p) / n)
            «pct|pct» = lambda x: number(100 * x, "%LANG%", 2) + "%"
            print(«"Wilson, à mão:  "|"Wilson, by hand: "», «pct|pct»(«centro|centre» - «raio|radius»), "–", «pct|pct»(«centro|centre» + «raio|radius»))
            print(«"p ± 1,96·√(p(1−p)/n):"|"p ± 1.96·√(p(1−p)/n):"», «pct|pct»(p - «simples|simple»), "–", «pct|pct»(p + «simples|simple»))
            print(«"o programa:     "|"the program:     "», rate_text(Rate(k, n), "%LANG%"))
            """
        ),
        md(
            """
            Com 87 em 2000 as duas contas quase coincidem (p = {p:.2}%, longe de 0%); o
            programa arredonda para uma casa, a metade para cima, como se faz à mão. A largura
            do intervalo anda com 1/√n: **quatro vezes mais repetições deixam a barra com a
            metade da largura**. A mesma proporção, cada vez com quatro vezes mais mãos:
            """,
            """
            With 87 in 2000 both formulas nearly agree (p = {p:.2}%, far from 0%); the program
            rounds to one decimal, a half upwards, as one does by hand. The interval's width goes with 1/√n: **four times the
            repetitions halve the width of the bar**. The same proportion, with four times as
            many hands each time:
            """,
            values={"p": "100 * p"},
            fixed=("0%",),
        ),
        code(
            """
            for n4 in (125, 500, 2000, 8000):
                «baixo|low», «alto|high» = Rate(round(p * n4), n4).interval
                print(f"n = {n4:>4}: {rate_text(Rate(round(p * n4), n4), '%LANG%'):<28} «largura|width» {number(100 * («alto|high» - «baixo|low»), '%LANG%')}")
            """
        ),
        md(
            """
            (A linha de n = 125 não mostra a mesma porcentagem: a proporção daria {parte:.1}
            mãos em 125, e uma contagem é inteira, então a conta usa {k125}.)
            """,
            """
            (The n = 125 row does not show the same percentage: the proportion would give
            {parte:.1} hands in 125, and a count is whole, so the sum uses {k125}.)
            """,
            values={"parte": "p * 125", "k125": "round(p * 125)"},
        ),
        md(
            """
            ## O intervalo de uma média

            Para uma média (turnos por rodada) o programa escreve, por exemplo para rodadas de
            10, 20, 30 e 40 turnos:
            """,
            """
            ## The interval of a mean

            For a mean (turns per round) the program writes, for instance for rounds of 10, 20,
            30 and 40 turns:
            """,
        ),
        code(
            """
            «turnos|turns» = [10, 20, 30, 40]
            print(mean_text(Mean.of(«turnos|turns»), "%LANG%"))
            «media|mean» = sum(«turnos|turns») / len(«turnos|turns»)
            «desvio|sd» = sqrt(sum((x - «media|mean») ** 2 for x in «turnos|turns») / (len(«turnos|turns») - 1))
            print(«"à mão:"|"by hand:"», number(«media|mean», "%LANG%"), "±", number(1.96 * «desvio|sd» / sqrt(len(«turnos|turns»)), "%LANG%", 2),
                  f"(«desvio-padrão|standard deviation» {number(«desvio|sd», '%LANG%', 2)})")
            """
        ),
        md(
            """
            O desvio-padrão é o amostral: a soma dos quadrados das distâncias à média
            ({soma}) dividida por n − 1 ({n_1}), e a raiz: {sd:.2}, mostrado com uma casa. O "±"
            é 1,96 × desvio-padrão ÷ √n, com o desvio sem arredondar: {meia:.2}, mostrado com
            uma casa. Aqui também, quatro vezes mais rodadas deixam o "±" com a metade do
            tamanho.

            Com só 4 rodadas, porém, essa conta é grosseira: o 1,96 vem da curva normal, que
            descreve bem a média de muitas rodadas, não de 4. Com tão poucas, o intervalo honesto
            é bem mais largo: a conta feita para poucos valores (a distribuição t de Student)
            troca o 1,96 por 3,18 com 4 valores, e por 2,07 com as 24 rodadas por preset do
            gráfico de turnos, mais abaixo: já perto do 1,96. O programa usa sempre o 1,96: com
            poucas rodadas, leia o "±" como otimista demais.
            """,
            """
            The standard deviation is the sample one: the sum of the squared distances from the
            mean ({soma}) divided by n − 1 ({n_1}), then the square root: {sd:.2}, shown with one
            decimal. The "±" is 1.96 × standard deviation ÷ √n, with the deviation unrounded:
            {meia:.2}, shown with one decimal. Here too, four times the rounds halve the "±".

            With only 4 rounds, though, this sum is rough: the 1.96 comes from the normal curve,
            which describes the mean of many rounds well, not of 4. With so few, the honest
            interval is much wider: the sum made for few values (Student's t distribution)
            replaces the 1.96 with 3.18 for 4 values, and with 2.07 for the 24 rounds per preset
            of the turns plot further down: already close to 1.96. The program always uses 1.96:
            with few rounds, read the "±" as too optimistic.
            """,
            values={
                "soma": "sum((x - «media|mean») ** 2 for x in «turnos|turns»)",
                "n_1": "len(«turnos|turns») - 1",
                "sd": "«desvio|sd»",
                "meia": "1.96 * «desvio|sd» / sqrt(len(«turnos|turns»))",
            },
            fixed=("1,96", "1.96", "3,18", "3.18", "2,07", "2.07"),
        ),
        md(
            """
            ## Os gráficos

            As funções abaixo desenham um gráfico de barras simples (em SVG, sem nenhuma
            biblioteca de gráficos): `marca` escreve um elemento do SVG, `escrito` um texto, e
            `barras` junta uma barra por valor e, em cima, a barra de erro do intervalo.
            """,
            """
            ## The plots

            The functions below draw a simple bar chart (in SVG, with no plotting library):
            `tag` writes one element of the SVG, `label` a text, and `bars` puts together one
            bar per value and, on top, the error bar of its interval.
            """,
        ),
        code(
            """
            from html import escape

            from IPython.display import SVG


            def «numero|num»(v):  # «uma coordenada com uma casa; o resto como está|a coordinate with one decimal; anything else as it is»
                return f"{v:.1f}" if isinstance(v, float) else str(v)


            # «um elemento do SVG com o que vai dentro; um _ no nome de um atributo vira -|one element of the SVG with what goes inside; a _ in an attribute's name becomes -»
            def «marca|tag»(«nome|name», *«dentro|inside», **«atributos|attrs»):
                «pares|pairs» = "".join(f' {k.replace("_", "-")}="{«numero|num»(v)}"' for k, v in «atributos|attrs».items())
                return f"<{«nome|name»}{«pares|pairs»}>{''.join(«dentro|inside»)}</{«nome|name»}>"


            def «escrito|label»(«palavras|words», **«atributos|attrs»):  # «um texto do gráfico|a text of the chart»
                return «marca|tag»("text", escape(«palavras|words»), **«atributos|attrs»)


            def «barras|bars»(«titulo|title», «nomes|labels», «valores|values», «intervalos|intervals», «maximo|top», «unidade|unit»="", «grupos|groups»=()):
                «larg|width», «alt|height», «base|bottom», «esq|left» = 720, 270, 210, 50
                «passo|step» = («larg|width» - «esq|left» - 10) / len(«valores|values»)
                «y|y» = lambda v: «base|bottom» - («base|bottom» - 30) * v / «maximo|top»
                «partes|parts» = [
                    «escrito|label»(«titulo|title», x=«larg|width» / 2, y=16, text_anchor="middle", font_size=13),
                    «marca|tag»("line", x1=«esq|left», y1=«base|bottom», x2=«larg|width» - 10, y2=«base|bottom», stroke="#444")]
                for k in range(5):  # «as linhas de fundo e a escala|the grid lines and the scale»
                    v = «maximo|top» * k / 4
                    «partes|parts» += [
                        «escrito|label»(f"{number(v, '%LANG%', None)}{«unidade|unit»}", x=«esq|left» - 4, y=«y|y»(v) + 4, text_anchor="end"),
                        «marca|tag»("line", x1=«esq|left», y1=«y|y»(v), x2=«larg|width» - 10, y2=«y|y»(v), stroke="#ddd")]
                for i, («nome|name», v, (lo, hi)) in enumerate(zip(«nomes|labels», «valores|values», «intervalos|intervals»)):
                    x = «esq|left» + i * «passo|step» + «passo|step» * 0.15
                    w = «passo|step» * 0.7
                    «meio|mid» = x + w / 2
                    «partes|parts» += [
                        «marca|tag»("rect", x=x, y=«y|y»(v), width=w, height=«base|bottom» - «y|y»(v), fill="#2e7d32", opacity="0.75"),
                        «marca|tag»("line", x1=«meio|mid», y1=«y|y»(lo), x2=«meio|mid», y2=«y|y»(hi), stroke="black", stroke_width="1.5"),
                        «marca|tag»("line", x1=«meio|mid» - 5, y1=«y|y»(lo), x2=«meio|mid» + 5, y2=«y|y»(lo), stroke="black"),
                        «marca|tag»("line", x1=«meio|mid» - 5, y1=«y|y»(hi), x2=«meio|mid» + 5, y2=«y|y»(hi), stroke="black"),
                        «escrito|label»(«nome|name», x=«meio|mid», y=«base|bottom» + 15, text_anchor="middle"),
                        «escrito|label»(f"{number(v, '%LANG%')}{«unidade|unit»}", x=«meio|mid», y=«base|bottom» + 29, text_anchor="middle", fill="#555")]
                # «cada grupo de barras (um preset) leva o nome uma vez só, embaixo|each group of bars (one preset) gets its name once, underneath»
                «inicio|start» = 0
                for «grupo|group», «quantas|count» in «grupos|groups»:
                    x0, x1 = «esq|left» + «inicio|start» * «passo|step», «esq|left» + («inicio|start» + «quantas|count») * «passo|step»
                    «partes|parts» += [
                        «marca|tag»("line", x1=x0 + 4, y1=«base|bottom» + 36, x2=x1 - 4, y2=«base|bottom» + 36, stroke="#888"),
                        «escrito|label»(«grupo|group», x=(x0 + x1) / 2, y=«base|bottom» + 50, text_anchor="middle", font_weight="bold")]
                    «inicio|start» += «quantas|count»
                return SVG(«marca|tag»(
                    "svg", *«partes|parts», xmlns="http://www.w3.org/2000/svg", width=«larg|width»,
                    height=«alt|height», font_family="sans-serif", font_size=11))
            """
        ),
        md(
            """
            ## Mãos dadas: completas e na boa

            `deal_statistics` dá as cartas muitas vezes (sem jogar) e conta quantas mãos de 9
            cartas já vêm **completas** (as 9 cartas já em jogos) ou **na boa** (uma carta de
            bater; uma mão completa também está na boa, lição 6).
            São 300 distribuições para 4 jogadores por preset: 1200 mãos cada.
            """,
            """
            ## Dealt hands: complete and na boa

            `deal_statistics` deals many times (without playing) and counts how many 9-card
            hands come already **complete** (all 9 cards already in melds) or **na boa** (one
            card from going out; a complete hand is na boa too, lesson 6). That is 300 deals for 4 players per preset: 1200 hands each.
            """,
        ),
        code(
            """
            from cacheta_lab import PRESETS
            from cacheta_lab.game import deal_statistics

            «maos|dealt» = {p: deal_statistics(p, players=4, deals=300, seed=1) for p in PRESETS}
            for p, «conta|stats» in «maos|dealt».items():
                print(f"{p:<13} «na boa|na boa» {rate_text(«conta|stats»['na_boa'], '%LANG%'):<30} «completas|complete» {rate_text(«conta|stats»['complete'], '%LANG%')}")
            """
        ),
        code(
            """
            «barras|bars»(
                «"mãos dadas já na boa (%)"|"dealt hands already na boa (%)"», list(«maos|dealt»),
                [100 * c["na_boa"].value for c in «maos|dealt».values()],
                [tuple(100 * x for x in c["na_boa"].interval) for c in «maos|dealt».values()],
                10, "%")
            """
        ),
        md(
            """
            Com jokers e curingas (`oficial`, `cachetao`) a mão dada fica na boa bem mais vezes
            que sem curinga nenhum (`pife`, `pife-simples`), onde é raridade: essas barras de
            erro ficam longe umas das outras. O `cachetao` tem 4 cartas curinga (o valor acima
            da vira nos dois naipes da cor dela, 2 cópias de cada) mais os 4 jokers. No
            `megajogos` e no `tradicional` as regras de jogos são as mesmas e o baralho também —
            por isso, com a mesma semente, os números saem idênticos. Mão dada completa quase
            não existe em nenhum preset.

            Repare nas barras de erro: 1200 mãos ainda deixam alguns pontos percentuais de
            dúvida. O `oficial`, com {oficial}, e o `megajogos`, com {megajogos}, parecem
            diferentes, mas os intervalos se sobrepõem: 1200 mãos não bastam para dizer qual dos dois dá
            mais mãos na boa.

            ## Exercício 10.1 — uma mão rara

            Entre as mãos dadas do `pife`, a primeira que já veio na boa está abaixo. Quais
            cartas a fazem bater?
            """,
            """
            With jokers and curingas (`oficial`, `cachetao`) the dealt hand is na boa much more
            often than with no curinga at all (`pife`, `pife-simples`), where it is a rarity:
            those error bars sit far apart. `cachetao` has 4 curinga cards (the rank above the
            vira in both suits of its colour, 2 copies each) plus the 4 jokers. In `megajogos`
            and `tradicional` the meld rules are the same and so is the deck — so, with the
            same seed, the numbers come out identical. A dealt hand already complete hardly
            exists in any preset.

            Note the error bars: 1200 hands still leave a few percentage points of doubt.
            `oficial`, at {oficial}, and `megajogos`, at {megajogos}, look different, but their
            intervals overlap: 1200 hands are not enough to tell which of the two deals more
            hands na boa.

            ## Exercise 10.1 — a rare hand

            Among the hands dealt in `pife`, the first one already na boa is below. Which cards
            make it go out?
            """,
            setup="""
                _na_boa = {q: c["na_boa"] for q, c in «maos|dealt».items()}
                _iv = {q: r.interval for q, r in _na_boa.items()}
                assert max(_iv["pife"][1], _iv["pife-simples"][1]) < min(
                    _iv["oficial"][0], _iv["cachetao"][0]), "the prose says these bars sit apart"
                assert (_iv["oficial"][0] <= _iv["megajogos"][1]
                        and _iv["megajogos"][0] <= _iv["oficial"][1]), "the prose says they overlap"
            """,
            values={
                "oficial": 'rate_text(_na_boa["oficial"], "%LANG%").rsplit(" (", 1)[0]',
                "megajogos": 'rate_text(_na_boa["megajogos"], "%LANG%").rsplit(" (", 1)[0]',
            },
        ),
        code(
            """
            from cacheta_lab.exercises import OutsExercise
            from cacheta_lab.game import Round

            def «primeira_na_boa|first_na_boa»(preset):
                for i in range(1000):
                    «rodada|rnd» = Round(preset, 4, seed=f"1:deal{i}")
                    for «mao|hand» in «rodada|rnd».hands.values():
                        if «rodada|rnd».judge.outs(«mao|hand»):
                            return «mao|hand»

            ex1 = OutsExercise(«primeira_na_boa|first_na_boa»("pife"), rules="pife", lang="%LANG%")
            ex1
            """
        ),
        code(
            """
            «resposta|answer» = ""  # «escreva as cartas e rode de novo|write the cards and run again»
            ex1.«conferir|check»(«resposta|answer»)
            """
        ),
        code("ex1.«solucao|solution»()"),
        md(
            """
            ## Quanto dura uma rodada

            Agora jogando de verdade. `simulate` joga rodadas entre bots; aqui, 24 rodadas de 3
            jogadores por preset, com um bot de cada nível na mesa (`random` ao acaso, `greedy`
            guloso, `strong` forte, trocando de cadeira a cada rodada). Contamos os **turnos**
            (cada turno é a vez de um jogador) até alguém bater. `workers=1` joga tudo num processo só; cada rodada tem sua própria
            semente, então o resultado é sempre o mesmo.

            Só quatro presets, para a lição rodar depressa: o `tradicional` se joga só com 4
            (aqui a mesa tem 3) e tem as regras de jogos do `megajogos`; o `pife-simples` joga
            como o `pife`, com o ás em cima também e a batida com 10.
            """,
            """
            ## How long a round lasts

            Now playing for real. `simulate` plays rounds between bots; here, 24 rounds of 3
            players per preset, with one bot of each level at the table (`random`, `greedy`,
            `strong`, changing seats every round). We count the **turns** until someone goes
            out. `workers=1` plays everything in a single process; each round has its own seed,
            so the result is always the same.

            Only four presets, so the lesson runs fast: `tradicional` is played by exactly 4
            (this table has 3) and has the meld rules of `megajogos`; `pife-simples` plays like
            `pife`, with the ace high too and going out with 10.
            """,
        ),
        code(
            """
            from cacheta_lab.game import simulate

            «niveis|levels» = ("random", "greedy", "strong")
            «sims|sims» = {
                p: simulate(p, players=3, games=24, seed=1, bots=«niveis|levels», unit="round",
                            workers=1, progress=False)
                for p in ("oficial", "cachetao", "megajogos", "pife")}
            for p, sim in «sims|sims».items():
                print(f"{p:<10} «turnos por rodada|turns per round»: {mean_text(sim.summary['turns_per_round'], '%LANG%')}")
            """
        ),
        code(
            """
            «turnos|turns» = [sim.summary["turns_per_round"] for sim in «sims|sims».values()]
            «barras|bars»(
                «"turnos por rodada, até alguém bater (média)"|"turns per round, until someone goes out (mean)"», list(«sims|sims»),
                [m.value for m in «turnos|turns»], [m.interval for m in «turnos|turns»], 60)
            """
        ),
        md(
            """
            Os curingas encurtam a rodada: no `oficial`, no `cachetao` e no `megajogos` alguém
            bate bem antes do que no `pife`, onde cada jogo precisa das cartas certas (as barras
            de erro não se tocam). Entre os três com curinga, as barras se sobrepõem: 24
            rodadas não bastam para dizer se o `megajogos` ({mega:.1} turnos em média), com um
            curinga só por jogo, é mesmo mais lento.

            ## Quem ganha: vitórias por nível de bot

            Se os três bots jogassem igual, cada um ganharia cerca de 1/3 das
            rodadas (33%). As mesmas rodadas de antes, contadas por nível:
            """,
            """
            Wild cards make rounds shorter: in `oficial`, `cachetao` and `megajogos` someone
            goes out well before they do in `pife`, where every meld needs the right cards (the
            error bars do not touch). Among the three with wild cards the bars overlap: 24
            rounds are not enough to tell whether `megajogos` ({mega:.1} turns on average), with
            one wild per meld only, is really slower.

            ## Who wins: wins by bot level

            If the three bots played equally well, each would win about 1/3 of the rounds
            (33%). The same rounds as before, counted by level:
            """,
            fixed=("33%",),
            setup="""
                _t = {q: sim.summary["turns_per_round"] for q, sim in «sims|sims».items()}
                _wild = ("oficial", "cachetao", "megajogos")
                assert max(_t[q].interval[1] for q in _wild) < _t["pife"].interval[0], (
                    "the prose says the bars do not touch")
                assert all(_t[a].interval[0] <= _t[b].interval[1] for a in _wild for b in _wild), (
                    "the prose says the bars overlap")
            """,
            values={"mega": '_t["megajogos"].value'},
        ),
        code(
            """
            «nomes|labels», «valores|values», «intervalos|intervals», «grupos|groups» = [], [], [], []
            for p, sim in «sims|sims».items():
                «grupos|groups».append((p, len(sim.summary["win_rate_by_level"])))
                for «nivel|level», «linha|row» in sim.summary["win_rate_by_level"].items():
                    print(f"{p:<10} {level_name(«nivel|level», '%LANG%'):<9} {rate_text(«linha|row»['wins'], '%LANG%')}")
                    «nomes|labels».append(level_name(«nivel|level», "%LANG%"))
                    «valores|values».append(100 * «linha|row»["wins"].value)
                    «intervalos|intervals».append(tuple(100 * x for x in «linha|row»["wins"].interval))
            «barras|bars»(
                «"rodadas ganhas por nível (%)"|"rounds won by level (%)"», «nomes|labels», «valores|values»,
                «intervalos|intervals», 100, "%", «grupos|groups»)
            """
        ),
        md(
            """
            O `random` quase nunca ganha. Compare o `greedy` e o `strong` preset a preset, e
            olhe o `cachetao` com cuidado: lá o `strong` pode **correr** quando a mão vem ruim,
            e quem corre entrega a rodada — paga 1 ponto para não arriscar perder 2. Contando
            rodadas ganhas, correr parece ruim; numa partida por pontos (lição 9), é o que
            mantém um jogador vivo. O número certo depende da pergunta certa.

            Olhe também as barras de erro: com 24 rodadas elas são largas. Para separar com
            segurança dois bots parecidos seria preciso jogar mais rodadas: quatro vezes mais
            para barras com a metade da largura.

            ## Resumo

            - Estatística de jogo: repetir muitas vezes, contar, e dizer **quanto se confia**
              na conta (o intervalo de 95%).
            - `deal_statistics(preset, players, deals, seed)`: mãos dadas completas e na boa.
            - `simulate(..., unit="round", workers=1)`: rodadas entre bots; `sim.summary` traz
              turnos por rodada e vitórias por nível, cada uma com o seu intervalo.
            - A mesma semente dá os mesmos números.

            **Experimente:** aumente `games=24` para 200 (demora mais) e veja as barras de erro
            encolherem.
            """,
            """
            `random` almost never wins. Compare `greedy` and `strong` preset by preset, and look
            at `cachetao` with care: there `strong` may **correr** (fold) when the hand is poor,
            and folding gives the round away — it pays 1 point so as not to risk losing 2.
            Counting rounds won, folding looks bad; in a match on points (lesson 9), it is what
            keeps a player alive. The right number depends on the right question.

            Look at the error bars too: with 24 rounds they are wide. To tell two similar bots
            apart with confidence more rounds would be needed: four times as many for bars half
            as wide.

            ## Summary

            - Game statistics: repeat many times, count, and say **how much to trust** the
              count (the 95% interval).
            - `deal_statistics(preset, players, deals, seed)`: dealt hands complete and na boa.
            - `simulate(..., unit="round", workers=1)`: rounds between bots; `sim.summary` gives
              turns per round and wins by level, each with its interval.
            - The same seed gives the same numbers.

            **Try it:** raise `games=24` to 200 (it takes longer) and watch the error bars
            shrink.
            """,
            fixed=("95%",),
        ),
    ],
)
