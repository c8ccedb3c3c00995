"""The glossary: every game term the lessons teach, in both languages, with the lesson that
defines it. ``build.py`` writes it as ``00-glossario.ipynb`` in each set and links the first use
of each term in every lesson to it; ``tests/test_glossary.py`` checks both.

Each term gives, per language, its heading in the glossary (the link's anchor is the heading
with spaces turned into dashes, as JupyterLab names headings), its definition, and the
pattern that finds it in a lesson's text (its forms; words that only look like it are left out).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

SLUG = "00-glossario"
FILENAME = f"{SLUG}.ipynb"
TITLE = {"pt": "Glossário", "en": "Glossary"}


@dataclass(frozen=True)
class Term:
    """One glossary entry: headings, the lesson that defines it, definitions and forms."""

    pt: str
    en: str
    lesson: int
    define_pt: str
    define_en: str
    forms_pt: str
    forms_en: str

    def heading(self, lang: str) -> str:
        return self.pt if lang == "pt" else self.en

    def anchor(self, lang: str) -> str:
        """The id links use: the heading's text with spaces as dashes (the id JupyterLab gives a
        heading), accents dropped (a browser sends "ê" in a link as "%C3%AA", which matches no
        id); a heading with accents gets this id from a tag of its own (:meth:`tag`)."""
        text = unicodedata.normalize("NFKD", self.heading(lang).replace(" ", "-"))
        return text.encode("ascii", "ignore").decode()

    def tag(self, lang: str) -> str:
        """An empty element carrying the anchor, for a heading whose own id has accents."""
        plain = self.anchor(lang) == self.heading(lang).replace(" ", "-")
        return "" if plain else f'<a id="{self.anchor(lang)}"></a>'

    def link(self, lang: str) -> str:
        return f"{FILENAME}#{self.anchor(lang)}"

    def definition(self, lang: str) -> str:
        return self.define_pt if lang == "pt" else self.define_en

    def pattern(self, lang: str) -> re.Pattern[str]:
        return re.compile(self.forms_pt if lang == "pt" else self.forms_en, re.I)


TERMS: tuple[Term, ...] = (
    Term("jogo", "meld", 1,
         "Um grupo de 3 ou mais cartas que vale: uma **trinca** ou uma **sequência**. Bater é "
         "mostrar a mão inteira arrumada em jogos.",
         "A meld ('jogo' at the table): a group of 3 or more cards that counts, a **trinca** or "
         "a **sequência**. To bater is to show the whole hand arranged in melds.",
         r"(?<!de )(?<!de\n)(?<!do )(?<!do\n)\bjogos?\b(?! salvo)", r"\bjogos?\b|\bmelds?\b"),
    Term("joker", "joker", 1,
         "A carta `JK`, que traz escrito JOKER: 4 no baralho dos presets `oficial` e "
         "`cachetao`, sempre curinga. Nas mesas se diz também coringa, e coringa e curinga são "
         "a mesma palavra, usada para essa carta e para qualquer carta que vale por outra; "
         "estas lições chamam a carta de joker, o nome impresso nela, e guardam **curinga** "
         "para o papel.",
         "The `JK` card, printed JOKER: 4 in the deck of presets `oficial` and `cachetao`, "
         "always wild (a **curinga**). Brazilian tables also call it coringa, and coringa and "
         "curinga are one word in two spellings, used for that card and for any wild card; "
         "these lessons, in both languages, call the card the joker, the word printed on it, "
         "and keep curinga for the role.",
         r"\bjokers?\b", r"\bjokers?\b"),
    Term("preset", "preset", 1,
         "Um jeito de jogar com nome, no programa: `oficial`, `cachetao`, `megajogos`, "
         "`tradicional`, `pife`, `pife-simples`. Pife é também outro nome do jogo; `pife` e "
         "`pife-simples` são os presets que seguem regras publicadas com esse nome. A lição 7 "
         "compara todos.",
         "A named way of playing, in the program: `oficial`, `cachetao`, `megajogos`, "
         "`tradicional`, `pife`, `pife-simples`. Pife is also another name for the game; `pife` "
         "and `pife-simples` are the presets that follow rules published under that name. "
         "Lesson 7 compares them all.",
         r"\bpresets?\b", r"\bpresets?\b"),
    Term("monte", "monte", 1,
         "As cartas que sobram depois de dar as cartas, viradas para baixo: na sua vez você "
         "compra a de cima. Quando o monte acaba, a lixeira (menos a carta de cima) é "
         "embaralhada e passa a ser o novo monte.",
         "The stock: the cards left after the deal, face down; on your turn you may draw its "
         "top card. When it runs out, all the lixeira except its top card is shuffled into a "
         "new monte.",
         r"\bmontes?\b(?!\s+(?:uma?|os?|as?|outr[ao]s?|sua|seu)\b)", r"\bmonte\b"),
    Term("lixeira", "lixeira", 1,
         "A pilha de descarte, virada para cima: todos veem o que cai nela. Na sua vez você "
         "pode pegar a carta de cima em vez de comprar do monte.",
         "The discard pile, face up: everyone sees what lands on it. On your turn you may take "
         "its top card instead of drawing from the monte.",
         r"\blixeiras?\b", r"\blixeiras?\b"),
    Term("vira", "vira", 2,
         "A carta virada para cima depois de dar as cartas. O valor logo acima dela é o "
         "curinga da rodada (vira K → ás). Fica de lado e nunca entra num jogo; é uma das "
         "cópias e não pode chegar a ninguém, então as cópias vivas a descontam (à parte das "
         "cartas vistas). No `pife` e no `pife-simples` não há vira: a carta virada começa a "
         "lixeira.",
         "The card turned face up after the deal. The rank right above it is the round's "
         "curinga (K vira → ace). It stays aside and never joins a meld; it is one of the "
         "copies and can reach no one, so live copies leave it out (apart from the seen "
         "cards). `pife` and `pife-simples` have no vira: the turned card starts the "
         "lixeira.",
         r"\bviras?\b(?!\s+(?:a|o|as|os|um|uma|curinga)\b)", r"\bviras?\b"),
    Term("curinga", "curinga", 2,
         "Uma carta que vale por outra num jogo: as cartas do valor acima da vira (do mesmo "
         "naipe no `oficial`, da mesma cor no `cachetao`, `megajogos` e `tradicional`) e os "
         "jokers (no `oficial` e no `cachetao`). Todo jogo precisa de pelo menos uma carta natural; no `megajogos` e no "
         "`tradicional`, um curinga por jogo. Um curinga pode jogar como ele mesmo.",
         "A wild card, which stands for another card in a meld: the cards of the rank above "
         "the vira (of its suit in `oficial`, of its colour in `cachetao`, `megajogos` and "
         "`tradicional`) and the jokers (in `oficial` and `cachetao`). Every meld needs at least one natural card; "
         "`megajogos` and `tradicional` allow one wild per meld. A curinga may play as itself.",
         r"\bcuringas?\b", r"\bcuringas?\b|\bwild\s+cards?\b"),
    Term("trinca", "trinca", 3,
         "Um jogo de cartas do mesmo valor. Os naipes: livres no `oficial` e no `cachetao`; "
         "três diferentes, depois repetidos (3 a 5 cartas) no `megajogos` e no `tradicional`; "
         "todos diferentes (3 ou 4 cartas) no `pife` e no `pife-simples`.",
         "A meld of cards of one rank. Suits: free in `oficial` and `cachetao`; three "
         "different, then repeats (3 to 5 cards) in `megajogos` and `tradicional`; all "
         "different (3 or 4 cards) in `pife` and `pife-simples`.",
         r"\btrincas?\b", r"\btrincas?\b"),
    Term("carta natural", "natural card", 3,
         "Uma carta que joga como ela mesma, não como curinga. Todo jogo precisa de pelo menos "
         "uma; um curinga que joga como ele mesmo é natural ali.",
         "A card playing as itself, not as a wild. Every meld needs at least one; a curinga "
         "playing as itself is natural there.",
         r"\bcartas?\s+natura(?:l|is)\b", r"\bnatural\s+cards?\b"),
    Term("sequência", "sequência", 4,
         "Um jogo de 3 ou mais cartas seguidas do mesmo naipe, cada valor uma vez. O ás vem "
         "antes do 2 sempre, e depois do rei no `megajogos`, `tradicional` e `pife-simples`; "
         "K-A-2 nunca.",
         "A run: 3 or more consecutive cards of one suit, each rank once. The ace comes before "
         "the 2 always, and after the king in `megajogos`, `tradicional` and `pife-simples`; "
         "K-A-2 never.",
         r"\bsequ[êe]ncias?\b", r"\bsequ[êe]ncias?\b"),
    Term("bater", "bater", 5,
         "Sair: mostrar a mão arrumada em jogos, cada carta num jogo só. Com 9 cartas (a 10ª "
         "vai para a lixeira) ou, onde vale, com as 10. No `oficial` e no `cachetao`, com "
         "exatamente 3 jogos. Quem bate ganha a rodada; a jogada é a **batida**.",
         "To go out: show the hand arranged in melds, each card in one meld only. With 9 cards "
         "(the 10th goes to the lixeira) or, where allowed, with all 10. In `oficial` and "
         "`cachetao`, with exactly 3 melds. Whoever goes out wins the round; the move is a "
         "**batida**.",
         r"\b(?:bater|bate|batem|bateu|bata|batida|batidas)\b",
         r"\b(?:bater|bate|bateu|batida)\b|\bgo(?:es|ing)?\s+out\b|\bwent\s+out\b"),
    Term("na boa", "na boa", 6,
         "Uma mão de 9 cartas a uma carta de bater (falta 1). Uma mão de 9 que já forma jogos "
         "também está na boa: qualquer carta comprada do monte a faz bater, descartando essa "
         "carta (no `oficial` a carta pega da lixeira não pode ser descartada na mesma vez).",
         "A 9-card hand one card from going out (falta 1). A 9-card hand that already forms "
         "melds is na boa too: any card drawn from the monte lets it go out, discarding that "
         "card (in `oficial` a card taken from the lixeira may not be discarded that turn).",
         r"\bna\s+boa\b", r"\bna\s+boa\b"),
    Term("outs", "outs", 6,
         "Os tipos de carta que fazem uma mão na boa bater. \"2 cartas batem\" quer dizer dois "
         "tipos de carta (cada um com suas cópias).",
         "The kinds of card that let a na boa hand go out. \"2 cards go out\" means two kinds "
         "of card (each with its copies).",
         r"(?<!-)\bouts\b", r"(?<!-)\bouts\b"),  # not the end of "play-outs"
    Term("cópias vivas", "live copies", 6,
         "As cópias de um out que ainda podem chegar: não estão na sua mão, não são a vira e "
         "não foram vistas (a lixeira, as cartas que outro pegou dela, a carta que você acabou "
         "de descartar). Um out sem cópia viva está morto. Quando o monte é refeito com a "
         "lixeira, as cartas embaralhadas podem chegar de novo: voltam a ser vivas.",
         "The copies of an out that may still come: not in your hand, not the vira, and not "
         "seen (the lixeira, the cards another player took from it, the card you just "
         "discarded). An out with no live copy is dead. When the monte is rebuilt from the "
         "lixeira, the cards shuffled into it may come again: they are live again.",
         r"\bc[óo]pias?\s+vivas?\b|\bvivas?\b", r"\blive\s+cop(?:y|ies)\b|\blive\b"),
    Term("faltam", "faltam", 6,
         "\"Faltam N\": o menor número de compras que ainda separa a mão de bater, se vierem "
         "as melhores cartas (com uma só, \"falta 1\"). Bate agora: faltam 0; na boa: falta "
         "1. Conta toda carta que serve, mesmo as já vistas: o que ainda pode chegar são as "
         "cópias vivas.",
         "\"Faltam N\" (N missing; with one, \"falta 1\"): the fewest draws that still "
         "stand between the hand and going out, if the best cards come. Goes out now: faltam "
         "0; na boa: falta 1. It counts every card that would do, even those already seen: "
         "what can still come is the live copies.",
         r"\bfaltam\b", r"\bfaltam\b"),
    Term("tabela de descartes", "discard table", 6,
         "Para uma mão de 10 cartas, cada descarte possível com o que deixa: bate, na boa ou "
         "não, outs, cópias vivas, quantas compras faltam. O melhor primeiro: o que bate "
         "agora, depois menos compras faltando, mais cópias vivas, mais tipos de out (os "
         "mortos também); um empate nesses quatro passos fica na ordem de exibição das cartas (as parceiras "
         "vivas desempatam, mas quem as conta é você).",
         "For a 10-card hand, each possible discard with what it leaves: bate, na boa or not, "
         "outs, live copies, how many draws are missing. The best first: the one that goes "
         "out now, then fewer draws missing, more live copies, more kinds of out (dead ones "
         "too); a tie on those four steps stays in the cards' display order (live partners break it, but "
         "you are the one who counts them).",
         r"\btabelas?\s+de\s+descartes?\b", r"\bdiscard\s+tables?\b"),
    Term("parceiras vivas", "live partners", 6,
         "As parceiras vivas de uma carta: as cópias vivas das cartas que formariam um jogo com "
         "ela e com uma outra carta da mão. A tabela de descartes não as conta: num empate "
         "da tabela, você joga fora a carta com menos parceiras vivas (uma carta solta, sem "
         "parceira na mão, tem 0).",
         "A card's live partners: the live copies of the cards that would form a meld with it "
         "and one other card of the hand. The discard table does not count them: on one of "
         "its ties, you throw away the card with the fewest live partners (a loose card, with "
         "no partner in the hand, has 0).",
         r"\bparceiras?\s+vivas?\b", r"\blive\s+partners?\b"),
    Term("anunciar na boa", "announce na boa", 8,
         "No `megajogos` e no `tradicional`: dizer à mesa que a sua mão de 9 cartas está na "
         "boa. Só quem está na boa pode anunciar (o programa recusa o anúncio de quem não "
         "está, sem multa), e só quem anunciou pode furar a fila.",
         "In `megajogos` and `tradicional`: telling the table that your 9-card hand is na "
         "boa. Only a player who is na boa may announce (the program refuses anyone else's "
         "announcement, with no penalty), and only one who announced may furar a fila.",
         r"\banunci(?:ar|a|ou|ado|ando|e)\b(?:\s+na\s+boa\b)?",
         r"\bannounc(?:e|es|ed|ing)\b(?:\s+na\s+boa\b)?"),
    Term("furar a fila", "furar a fila", 8,
         "\"Furar a fila\": logo depois do descarte de outro jogador, quem anunciou na boa "
         "pega essa carta fora da sua vez para bater, com 9 cartas e um descarte ou com as 10. "
         "Só no `megajogos` e no `tradicional`.",
         "\"Jumping the queue\": right after another player's discard, a player who announced "
         "na boa takes that card out of turn to go out, with 9 cards and a discard or with all "
         "10. Only in `megajogos` and `tradicional`.",
         r"\bfur(?:ar|a|ou|ando)\s+a\s+fila\b", r"\bfur(?:ar|a|ou|ando)\s+a\s+fila\b"),
    Term("queimar", "queimar", 8,
         "\"Se queimar\": furar a fila e não conseguir bater. A carta fica na lixeira, a vez "
         "segue, e o jogador perde o anúncio e o direito de anunciar e furar até o fim da "
         "rodada; ainda pode bater na sua vez.",
         "\"Se queimar\" (getting burnt): jumping the queue and failing to go out. The card "
         "stays on the lixeira, play goes on, and the player loses the announcement and the "
         "right to announce and furar until the round ends; they may still go out on their "
         "own turn.",
         r"\b(?:se\s+)?queim(?:ar|a|ou|ado|ada)\b", r"\b(?:se\s+)?queim(?:ar|a|ou)\b"),
    Term("semente", "seed", 8,
         "O número que fixa o embaralhamento (e as escolhas dos bots): a mesma semente repete "
         "a mesma rodada, em qualquer computador.",
         "The number that fixes the shuffle (and the bots' choices): the same seed plays the "
         "same round again, on any computer.",
         r"\bsementes?\b", r"\bseeds?\b"),
    Term("partida", "match", 9,
         "Uma série de rodadas até o fim que o preset manda: até sobrar só um jogador com "
         "pontos "
         "(`oficial`, `cachetao`, `megajogos`, `tradicional`), até alguém ganhar 5 rodadas "
         "(`pife`), ou uma rodada só (`pife-simples`).",
         "A series of rounds up to the end the preset calls for: until only one player has "
         "points left (`oficial`, `cachetao`, `megajogos`, `tradicional`), until someone wins 5 "
         "rounds (`pife`), or a single round (`pife-simples`).",
         r"\bpartidas?\b", r"\bmatch(?:es)?\b"),
    Term("bati falso", "false bati", 9,
         "Dizer \"bati\" sem ter os jogos. No `oficial` e no `cachetao` custa 2 pontos e a "
         "rodada segue (o jogador ainda descarta, e se outro bater depois perde também os "
         "pontos de sempre); nos outros presets o jogador sai da rodada e perde como os outros.",
         "Saying \"bati\" (\"I'm out\") without the melds. In `oficial` and `cachetao` it costs "
         "2 points and the round goes on (the player still discards, and if someone else goes "
         "out later loses the usual points too); in the other presets the player is out of the "
         "round and loses like the others.",
         r"\bbati\s+falso\b", r"\bfalse\s+bati\b"),
    Term("correr", "correr", 9,
         "Só no `cachetao`: desistir da rodada na sua primeira vez, antes de tirar a sua "
         "primeira carta. Custa 1 ponto; quem fica perde 2 se outro bater.",
         "Only in `cachetao`: folding the round on your first turn, before your first draw. It "
         "costs 1 point; those who stay lose 2 if someone else goes out.",
         r"\bcorr(?:er|e|eu|em|eram)\b", r"\bcorr(?:er|e|eu)\b|\bfold(?:s|ed|ing)?\b"),
    Term("intervalo", "interval", 10,
         "O intervalo de 95%: a faixa onde o valor verdadeiro de uma estimativa provavelmente "
         "está (o intervalo de Wilson para uma proporção, com a sua fórmula na lição 10; para "
         "uma média, ± 1,96 × desvio-padrão ÷ √n). Quatro vezes mais repetições deixam o "
         "intervalo com a metade da largura.",
         "The 95% interval: the range where the true value of an estimate probably lies (the "
         "Wilson interval for a proportion, its formula in lesson 10; for a mean, ± 1.96 × "
         "standard deviation ÷ √n). Four times the repetitions halve its width.",
         r"\bintervalos?\s+de\s+95\s?%", r"\b95\s?%\s+intervals?\b"),
    Term("puzzle", "puzzle", 13,
         "Uma posição de uma rodada entre bots, vista de um lugar só, em que uma jogada é "
         "claramente a melhor (puzzle de decisão: checada duas vezes por simulações até o "
         "fim, com embaralhamentos diferentes) ou exatamente a certa (puzzle exato: bater, na "
         "boa, cartas que faltam, furar a fila, anunciar). Cada um traz os seus temas e um "
         "rating.",
         "A position from a round between bots, seen from one seat only, where one move is "
         "clearly the best (decision puzzle: checked twice by play-outs, with different "
         "shuffles) or exactly right (exact puzzle: bater, na boa, cards missing, furar a "
         "fila, announcing). Each carries its themes and a rating.",
         r"\bpuzzles?\b", r"\bpuzzles?\b"),
    Term("rating", "rating", 13,
         "O número que diz quão difícil é um puzzle, ou quão forte é quem resolve puzzles, "
         "numa escala só (o sistema Glicko-2): 1500 para quem começa. Vem com o RD, quanto "
         "ele ainda é incerto (350 no começo, cai a cada resposta), e a volatilidade, quanto "
         "se espera que ele oscile. Cada resposta é um duelo entre você e o puzzle e move "
         "os dois ratings.",
         "The number that says how hard a puzzle is, or how strong a puzzle solver is, on one "
         "scale (the Glicko-2 system): 1500 for a newcomer. It comes with the RD, how unsure "
         "it still is (350 at first, falling with each answer), and the volatility, how much "
         "it is expected to swing. Each answer is a game between you and the puzzle and moves "
         "both ratings.",
         r"\bratings?\b", r"\bratings?\b"),
    Term("corrida", "race", 13,
         "Puzzles resolvidos pela turma toda ao mesmo tempo numa sala: o professor escolhe "
         "quantos e o tempo de cada um; cada aluno responde uma vez, ninguém vê a resposta de "
         "ninguém antes da revelação, e a classificação dá um ponto por acerto.",
         "Puzzles solved by the whole class at the same time in a room: the teacher chooses "
         "how many and the time for each; every learner answers once, nobody sees anyone's "
         "answer before the reveal, and the standings give a point for each right answer.",
         r"\bcorridas?\b", r"\braces?\b"),
)
