"""Lesson 12: a class at one table: a room, each learner's notebook a seat, the projector."""

from lesson import Lesson, code, md

LESSON = Lesson(
    number=12,
    slug="12-sala",
    title_pt="Uma turma numa mesa: a sala",
    title_en="A class at one table: the room",
    summary_pt="o professor abre uma sala; cada aluno joga o seu lugar no próprio notebook, com "
               "o treinador só para si; o projetor mostra a mesa pública; uma turma inteira, "
               "várias mesas num servidor",
    summary_en="the teacher opens a room; each learner plays their seat in their own notebook, "
               "with a coach for them alone; the projector shows the public table; a whole "
               "class, several tables on one server",
    cells=[
        md(
            """
            Cacheta se aprende jogando com outras pessoas. Uma **sala** é uma rodada (ou uma
            partida) servida pela rede: cada aluno senta num lugar **pelo próprio notebook**, o
            projetor mostra a mesa **pública** e o professor conduz a partida. O servidor da
            sala valida cada jogada com o mesmo juiz das outras lições (`Round`): o que ele aceita
            ou recusa, e por quê, é o que o programa diz nas outras lições.

            Cada conexão recebe só o que o seu lugar pode ver: a própria mão e a mesa pública
            (a vira, a lixeira, quantas cartas cada um tem, as jogadas). As outras mãos e a
            ordem do monte nunca saem do servidor.

            Esta lição abre uma sala, então precisa de um Python que rode num computador:
            JupyterLab, Notebook 7 ou Binder. No site JupyterLite o Python roda dentro do
            navegador e não pode servir uma sala: lá, a lição serve só para leitura. Mas um
            aluno **entra** numa sala pelo JupyterLite também, com a mesma linha
            `GameTable(room=LINK)` da seção 2 (veja, no começo dela, a nota **No
            JupyterLite**).

            ## 1. O professor abre a sala

            Num terminal, na máquina da sala de aula:

            ```
            cacheta-lab room serve --preset oficial --players 4 --host 0.0.0.0 --port 8765 \\
                --state sala1 --bots greedy
            ```

            A primeira linha que ele escreve é um JSON com os **links**: um por lugar (cada um
            com o segredo daquele lugar), o do **professor** (anfitrião) e o do **projetor**
            (assistir). `--bots` põe bots nos lugares que sobrarem. O estado da sala fica em
            `sala1/`: se o servidor cair, rodar o mesmo comando de novo traz a mesma sala, com
            os mesmos links, da última jogada aceita; as mesas dos alunos se reconectam
            sozinhas.

            Cada sala embaralha com um segredo próprio, que nunca sai do servidor: nenhum aluno
            descobre as mãos dos outros testando sementes. `--seed` só muda o embaralhamento
            junto com esse segredo.

            O mesmo de um notebook: `serve(...)` abre a sala numa thread e volta na hora. Aqui
            a sala fica só nesta máquina (`127.0.0.1`), com três lugares: o 0 é seu, o 1 e o 2
            são bots. `public_deal=True` faz esta sala embaralhar só pela semente, para que a
            lição dê as mesmas cartas toda vez que roda; numa aula de verdade, deixe-o de fora.
            """,
            """
            Cacheta is learned by playing with other people. A **room** is a round (or a
            match) served over the network: each learner sits at one seat **from their own
            notebook**, the projector shows the **public** table and the teacher runs the game.
            The room's server checks every move with the same judge as the other lessons
            (`Round`): what it accepts or refuses, and why, is what the program says in the other
            lessons.

            Each connection gets only what its seat may see: its own hand and the public table
            (the vira, the lixeira, how many cards each player holds, the moves). The other
            hands and the order of the monte (the stock) never leave the server.

            This lesson opens a room, so it needs a Python that runs on a computer: JupyterLab,
            Notebook 7 or Binder. On the JupyterLite site Python runs inside the browser and
            cannot serve a room: there, the lesson is for reading only. But a learner **joins**
            a room from JupyterLite too, with the same line `GameTable(room=LINK)` as in
            section 2 (see, at its start, the note **In JupyterLite**).

            ## 1. The teacher opens the room

            In a terminal, on the classroom's machine:

            ```
            cacheta-lab room serve --preset oficial --players 4 --host 0.0.0.0 --port 8765 \\
                --state sala1 --bots greedy
            ```

            The first line it writes is a JSON object with the **links**: one per seat (each
            with that seat's secret), the **teacher's** (host) and the **projector's** (watch).
            `--bots` puts bots in the seats left over. The room's state is kept in `sala1/`: if
            the server goes down, running the same command again brings back the same room,
            with the same links, from the last accepted move; the learners' tables reconnect
            by themselves.

            Each room shuffles with a secret of its own that never leaves the server: no
            learner finds the others' hands by trying seeds. `--seed` only changes the shuffle
            together with that secret.

            The same from a notebook: `serve(...)` opens the room in a thread and returns at
            once. Here the room stays on this machine (`127.0.0.1`), with three seats: seat 0
            is yours, seats 1 and 2 are bots. `public_deal=True` makes this room shuffle by the
            seed alone, so that the lesson deals the same cards every time it runs; in a real
            class, leave it out.
            """,
        ),
        code(
            """
            import tempfile

            from cacheta_lab import GameTable
            from cacheta_lab.game import Discard, Draw
            from cacheta_lab.room import serve
            from cacheta_lab.tables.room import links

            «sala|room» = serve(
                preset="oficial", players=3, host="127.0.0.1", port=0,
                state=tempfile.mkdtemp(), bots=["greedy", "greedy"], seed=12, public_deal=True)
            «links_da_sala|room_links» = links(«sala|room», lang="%LANG%")
            print(«links_da_sala|room_links»)
            """
        ),
        md(
            """
            Mostrados como tabela, cada link vem com o seu **código QR**: o aluno aponta a
            câmera do celular ou copia o link. Entregue a cada aluno só o link do lugar dele; o
            do professor dá os poderes de anfitrião (`links(..., show_host=False)` o deixa de
            fora, para uma tabela projetada). Um link aberto em outro lugar leva o lugar
            consigo: a mesa de antes para de jogar, diz por quê e oferece **Retomar o lugar
            aqui**; a mesa do professor marca em cada lugar quantas vezes o link dele mudou de
            mãos.
            """,
            """
            Shown as a table, each link comes with its **QR code**: a learner points a phone's
            camera at it or copies the link. Give each learner only the link of their seat; the
            teacher's link gives the host's powers (`links(..., show_host=False)` leaves it
            out, for a table shown on the projector). A link opened elsewhere takes the seat
            with it: the table it was open on stops playing, says why and offers **Take the
            seat back here**; the teacher's table marks on each seat how many times its link
            changed hands.
            """,
        ),
        code(
            """
            links(«sala|room», lang="%LANG%", show_host=False)
            """
        ),
        md(
            """
            ## 2. Cada aluno senta no seu lugar

            No notebook de cada aluno, uma linha: `GameTable(room=LINK)`. É a mesma mesa de
            jogo da lição 8, com os mesmos cliques e teclas (Tab, setas, Enter); só que a
            rodada mora no servidor. A mesa mostra a sua mão e a mesa pública; as mãos dos
            outros aparecem viradas.

            **No JupyterLite** a mesma linha funciona: a conexão sai do próprio navegador do
            aluno (o WebSocket da página). A célula termina na hora com "Conectando à sala…" e
            a mesa se desenha quando a sala responde; as jogadas se fazem na mesa (cliques ou
            teclas), porque ali uma célula não pode esperar a resposta do servidor. Dois
            cuidados: o endereço da sala precisa ser alcançável do navegador do aluno (a
            máquina do professor na rede da turma, não `127.0.0.1`), e um site aberto por
            `https://` só abre links `wss://` (o servidor atrás de um proxy com TLS) — ou abra o
            site por `http://`.
            """,
            """
            ## 2. Each learner takes their seat

            In each learner's notebook, one line: `GameTable(room=LINK)`. It is the same game
            table as in lesson 8, with the same clicks and keys (Tab, arrows, Enter); only the
            round lives on the server. The table shows your hand and the public table; the
            others' hands are face down.

            **In JupyterLite** the same line works: the connection leaves from the learner's own
            browser (the page's WebSocket). The cell ends at once with "Connecting to the
            room…" and the table is drawn when the room answers; moves are played on the table
            (clicks or keys), since there a cell cannot wait for the server's answer. Two
            things to mind: the room's address must be reachable from the learner's browser
            (the teacher's machine on the class network, not `127.0.0.1`), and a site opened
            over `https://` may open only `wss://` links (the server behind a TLS proxy) — or
            open the site over `http://`.
            """,
        ),
        code(
            """
            «mesa|table» = GameTable(room=«sala|room».links["seats"][0], lang="%LANG%", coach=True)
            «mesa|table»
            """
        ),
        md(
            """
            Uma jogada que as regras não permitem é recusada pelo servidor, com o motivo, e nada
            muda: na mesa aparece como nas outras lições; em Python é um `CachetaError`. Aqui,
            descartar antes de tirar uma carta:
            """,
            """
            A move the rules do not allow is refused by the server, with its reason, and nothing
            changes: on the table it shows as in the other lessons; in Python it is a
            `CachetaError`. Here, discarding before drawing:
            """,
        ),
        code(
            """
            from cacheta_lab.errors import CachetaError

            «minha_mao|my_hand» = «mesa|table».seat_view().hand
            try:
                «mesa|table».learner_move(Discard(0, «minha_mao|my_hand»[0]))
            except CachetaError as «erro|error»:
                print(«erro|error».message("%LANG%"))
            """
        ),
        md(
            """
            As mesmas jogadas em Python: compre do monte e descarte a carta que a tabela de
            descartes (lição 6) põe em primeiro. `wait_turn()` espera os bots jogarem até a sua
            vez voltar. Com `coach=True`, o treinador (lição 11) dá a nota de cada decisão: ele
            roda **no seu kernel**, a partir do que o seu lugar vê, e só você vê as notas.

            A primeira carta da tabela de descartes nem sempre é a *melhor* do treinador: a
            tabela ordena pelos quatro passos da lição 6 (bate agora, as compras que faltam, as
            cópias vivas, os tipos de out) e deixa um empate na ordem de exibição, sem contar as
            parceiras vivas; o treinador ordena pela chance de vencer a rodada, que pesa também
            as parceiras vivas das cartas guardadas, o que o descarte entrega ao próximo jogador
            e o resto da rodada (lição 11). Por isso um descarte da tabela pode receber só
            *boa*.
            """,
            """
            The same moves in Python: draw from the monte and discard the card the discard
            table (lesson 6) ranks first. `wait_turn()` waits while the bots play, until it is
            your turn again. With `coach=True` the coach (lesson 11) grades each decision: it
            runs **in your kernel**, from what your seat sees, and only you see the grades.

            The discard table's first card is not always the coach's *best*: the table ranks by
            lesson 6's four steps (goes out now, the draws still missing, the live copies, the
            kinds of out) and leaves a tie in display order, without counting live partners;
            the coach ranks by the chance to win the round, which also weighs the live partners
            of the cards kept, what the discard hands the next player and the rest of the round
            (lesson 11). So a discard from the table may get only *good*.
            """,
        ),
        code(
            """
            for _ in range(2):
                «mesa|table».wait_turn()
                «mesa|table».learner_move(Draw(0, "monte"))
                «mesa|table».learner_move(Discard(0, «mesa|table».seat_view().discard_table()[0].card))
            «mesa|table».wait_turn()
            for «nota|grade» in «mesa|table».grades:
                print(f"{«nota|grade».grade_name('%LANG%'):11} {«nota|grade».why('%LANG%')}")
            """
        ),
        md(
            """
            ## 3. O projetor

            O link de assistir mostra só o que é público, em letras grandes: de quem é a vez e
            as últimas jogadas; nada nele joga: quando é a vez de um aluno, ele só diz de quem é
            a vez. No computador ligado ao projetor, abra o link
            no navegador (o servidor serve uma página própria, que cabe numa tela de 1280×720,
            mesmo com o navegador ampliado: as 12 últimas jogadas numeradas como nos logs dos lugares, as
            mãos abertas ordenadas, a mão vencedora ao fim de cada rodada) ou num notebook:
            """,
            """
            ## 3. The projector

            The watch link shows only what is public, in large type: whose turn it is and the
            last moves; nothing on it plays: when a learner is to move, it only says whose turn
            it is. On the computer wired to the projector, open the
            link in a browser (the server serves a page of its own, which fits one 1280×720
            screen, even with the browser zoomed in: the 12 last moves numbered as the seats' logs number
            them, open hands sorted, the winning hand at each round's end) or in a notebook:
            """,
        ),
        code(
            """
            «projetor|projector» = GameTable(room=«sala|room».links["watch"], lang="%LANG%")
            «projetor|projector»
            """
        ),
        md(
            """
            ## 4. O que o professor pode fazer

            O link do professor mostra a mesa pública com os botões do anfitrião; os mesmos
            comandos existem em Python:

            - `pause()` e `resume()`: parar e retomar a partida; com a partida parada, `step()`
              faz uma jogada de bot por vez;
            - `reveal()` e `hide()`: mostrar todas as mãos a todos (o projetor incluído), para
              discutir uma jogada; a partida fica parada enquanto isso;
            - `replace(lugar, "greedy")`: um bot assume o lugar de um aluno que saiu
              (`release(lugar)` devolve o lugar ao link dele);
            - `new_round()` e `new_match()`: a próxima rodada ou uma partida nova; com uma
              rodada em jogo, só com `force=True`, que a encerra (os botões da mesa perguntam
              antes). Numa partida, o fim de cada rodada (quem venceu, a mão vencedora) fica na
              tela de todos até o professor dar a próxima, ou `--round-pause` segundos;
            - `save_log(arquivo)`: o registro da partida, no formato que `cacheta-lab review` e
              `coach.review` leem.
            """,
            """
            ## 4. What the teacher can do

            The teacher's link shows the public table with the host's buttons; the same
            commands exist in Python:

            - `pause()` and `resume()`: stop and restart the game; while it is stopped,
              `step()` plays one bot move at a time;
            - `reveal()` and `hide()`: show every hand to everyone (the projector included), to
              discuss a move; the game stays paused meanwhile;
            - `replace(seat, "greedy")`: a bot takes the seat of a learner who left
              (`release(seat)` gives the seat back to its link);
            - `new_round()` and `new_match()`: the next round or a new match; with a round
              being played, only with `force=True`, which ends it (the table's buttons ask
              first). In a match each round's end (who won, the winning hand) stays on
              everyone's screen until the teacher deals the next, or `--round-pause` seconds;
            - `save_log(file)`: the game's log, in the format `cacheta-lab review` and
              `coach.review` read.
            """,
        ),
        code(
            """
            «professor|teacher» = GameTable(room=«sala|room».links["host"], lang="%LANG%")
            «professor|teacher».reveal()
            «professor|teacher»
            """
        ),
        code(
            """
            import pathlib

            from cacheta_lab import coach

            «professor|teacher».hide()
            «registro|log» = «professor|teacher».save_log(pathlib.Path(tempfile.mkdtemp()) / "«sala|room».json")
            print(coach.review(«registro|log», seat=0).counts_text("%LANG%"))
            «professor|teacher».replace(0, "strong")  # «um bot assume o lugar 0|a bot takes seat 0»
            «professor|teacher».resume()
            """
        ),
        md(
            """
            ## 5. Uma turma inteira: várias mesas

            Trinta alunos são oito mesas de quatro. Um só servidor serve todas:

            ```
            cacheta-lab room class --tables 8 --players 4 --people 30 --bots greedy \\
                --host 0.0.0.0 --port 8765 --state turma1
            ```

            `--people 30` guarda trinta lugares para pessoas, espalhados pelas mesas, e os bots
            (`--bots`) ocupam os que sobram. Cada mesa é uma sala como a das seções acima, com
            os seus links e o seu próprio segredo de embaralhamento; o link de cada lugar
            funciona como lá (`GameTable(room=LINK)`, ou `cacheta-lab room play LINK`).

            A turma tem mais dois links. O do **professor**, aberto num navegador, é uma página
            com todas as mesas: a situação de cada uma (em jogo, pausada, terminada e quem
            venceu), os lugares ocupados, o link e o código QR de cada lugar (para imprimir:
            uma mesa por página, para deixar em cada mesa) e os botões que pausam, continuam
            ou dão a próxima rodada em todas as mesas de uma vez (ou numa só); antes de
            encerrar rodadas ainda em jogo, ela pergunta. O do **projetor** mostra todas as
            mesas numa só tela, só o que é público. Se o servidor cair, o mesmo comando traz a
            turma de volta, com os mesmos links.

            O mesmo de um notebook: `serve_class(...)`. Aqui, duas mesas de três lugares, um
            lugar para uma pessoa em cada (os bots ficam com o resto):
            """,
            """
            ## 5. A whole class: several tables

            Thirty learners are eight tables of four. One server serves them all:

            ```
            cacheta-lab room class --tables 8 --players 4 --people 30 --bots greedy \\
                --host 0.0.0.0 --port 8765 --state turma1
            ```

            `--people 30` keeps thirty seats for people, spread over the tables, and bots
            (`--bots`) take the seats left. Each table is a room like the one in the sections
            above, with its own links and its own shuffling secret; each seat's link works as
            it does there (`GameTable(room=LINK)`, or `cacheta-lab room play LINK`).

            The class has two more links. The **teacher's**, opened in a browser, is a page
            with every table: its state (playing, paused, finished and who won), the seats
            taken, each seat's link and QR code (to print: one table a page, to leave on each
            table) and the buttons that pause, resume or deal the next round at every table at
            once (or at one); before ending rounds still being played, it asks. The
            **projector's** shows every table on one screen, public information only. If the
            server goes down, the same command brings the class back, with the same links.

            The same from a notebook: `serve_class(...)`. Here, two tables of three seats, one
            seat for a person at each (the bots take the rest):
            """,
        ),
        code(
            """
            from cacheta_lab.room import serve_class

            «turma|class_room» = serve_class(
                tables=2, players=3, people=2, bots=["greedy"], host="127.0.0.1", port=0,
                state=tempfile.mkdtemp(), seed=12, public_deal=True)
            print(«turma|class_room».links["host"])   # «o professor, num navegador|the teacher, in a browser»
            print(«turma|class_room».links["watch"])  # «o projetor|the projector»
            print(«turma|class_room».overview("%LANG%"))
            """
        ),
        md(
            """
            Os botões da página do professor existem em Python também: `act(ação)` vale para
            todas as mesas, `act(ação, tables=[...])` para algumas (as mesas são numeradas a partir de 1). As
            ações são as do professor de uma sala (seção 4) e `"next"`, a próxima rodada de
            cada mesa; com mesas ainda em jogo, ela pede `force=True`.
            """,
            """
            The teacher's page's buttons exist in Python too: `act(action)` acts at every
            table, `act(action, tables=[...])` at some (tables are numbered from 1). The actions are a
            room's host actions (section 4) and `"next"`, each table's next round; with tables
            still being played, it needs `force=True`.
            """,
        ),
        code(
            """
            «turma|class_room».act("pause", tables=[2])
            print(«turma|class_room».overview("%LANG%"))
            try:
                «turma|class_room».act("next")
            except CachetaError as «erro|error»:
                print(«erro|error».message("%LANG%"))
            «turma|class_room».act("resume")
            """
        ),
        md(
            """
            No fim da aula, `stop()` fecha a sala e a turma (o estado continua na pasta, para
            rever as partidas depois).
            """,
            """
            At the end of the class, `stop()` closes the room and the class (their state stays
            in the folder, to look at the games again later).
            """,
        ),
        code(
            """
            for «mesa_aberta|open_table» in («mesa|table», «projetor|projector», «professor|teacher»):
                «mesa_aberta|open_table».close()
            «sala|room».stop()
            «turma|class_room».stop()
            """
        ),
    ],
)
