"""Exercises for the lessons: the learner answers, the engine judges, feedback in pt or en.

Every exercise asks the engine (:func:`~cacheta_lab.melds.check_meld`,
:func:`~cacheta_lab.analysis.analyze`, :func:`~cacheta_lab.analysis.outs`, …) and never states a
rule of its own: the feedback only reports what the engine found, in the learner's language.

>>> ex = MeldExercise("7h 7h 7c 7s 2d", rules="pife", kind="trinca", lang="en")
>>> print(ex.check("7h 7h 7c"))
not yet: two 7♥ cannot be in the same trinca in preset pife (all suits must differ)
>>> ex.check("7h 7c 7s").ok
True

``check`` returns a :class:`Feedback`, ``solution`` a :class:`Solution` (folded until clicked in
a notebook). ``conferir`` and ``solucao`` are the same methods with Portuguese names. The
``*_table`` functions at the end draw the side-by-side comparisons the lessons show.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from itertools import combinations
from typing import Any

from .analysis import Analysis, analyze, discard_table, outs, read_hand, table_for
from .cards import Card, display_order, parse_card, parse_cards
from .curinga import parse_vira, wild_cards
from .display import card_svg, cards_html, meld_html, split_html
from .echo import short_repr
from .errors import CachetaError, check_lang
from .explain import describe_meld, meld_label
from .melds import Meld, MeldCheck, check_meld
from .rules import PRESETS, Rules, explain_rule, get_rules
from .words import plural

__all__ = [
    "CuringaExercise",
    "DiscardExercise",
    "Exercise",
    "Feedback",
    "LiveOutsExercise",
    "MeldExercise",
    "NotationExercise",
    "OutsExercise",
    "Panel",
    "PresetsExercise",
    "Solution",
    "SplitExercise",
    "ValidHandsExercise",
    "check_meld_answer",
    "curingas_table",
    "draw",
    "draw_meld",
    "meld_table",
    "presets_table",
    "rules_table",
]

CardsLike = str | Card | Iterable[str | Card]
VERDICTS = ("ok", "almost", "wrong")
_LABELS = {
    "pt": {"ok": "certo!", "almost": "quase:", "wrong": "ainda não:"},
    "en": {"ok": "right!", "almost": "almost:", "wrong": "not yet:"},
}
_VIRA_NOTE = ("vira (nos presets que têm vira)", "vira (in the presets that turn one)")
_COLOURS = {"ok": "#2e7d32", "almost": "#d4a017", "wrong": "#c62828"}


def _t(lang: str, pt: str, en: str) -> str:
    return en if lang == "en" else pt


def _symbols(cards: Iterable[Card]) -> str:
    return " ".join(c.symbol for c in cards)


def _codes(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)


def _sorted(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=display_order)


def _join(items: Sequence[str], lang: str, word: str | None = None) -> str:
    """"a, b e c" / "a, b and c" (or another last word)."""
    last = word or _t(lang, "e", "and")
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def _vira_for(rules: Rules, vira: str | Card | None) -> Card | None:
    """The vira where the preset turns one; presets without a vira ignore it (it is just seen)."""
    return parse_vira(vira, rules) if rules.has_vira else None


def _status(analysis: Analysis, lang: str) -> str:
    """The engine's first sentence about a hand."""
    return analysis.explanation(lang).splitlines()[0]


# --- what a check or a solution shows ------------------------------------------------------

@dataclass(frozen=True)
class Feedback:
    """The engine's verdict on an answer: ``ok``, ``almost`` or ``wrong``, said in one language.

    Its text starts with "certo!", "quase:" or "ainda não:" ("right!", "almost:", "not yet:");
    in a notebook it shows as a coloured box, with cards or melds drawn under it.
    """

    verdict: str
    message: str
    details: tuple[str, ...] = ()
    html: str = ""
    lang: str = "pt"

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict must be one of {VERDICTS}")
        check_lang(self.lang)

    @property
    def ok(self) -> bool:
        return self.verdict == "ok"

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        head = f"{_LABELS[self.lang][self.verdict]} {self.message}".rstrip()
        return "\n".join([head, *(f"  - {d}" for d in self.details)])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        colour = _COLOURS[self.verdict]
        details = "".join(f"<li>{escape(d)}</li>" for d in self.details)
        return (f'<div class="ctl-ex-feedback" style="border-left:5px solid {colour};'
                'padding:6px 12px;margin:4px 0;background:rgba(128,128,128,.08);'
                'border-radius:4px">'
                f'<div><b style="color:{colour}">{escape(_LABELS[self.lang][self.verdict])}</b> '
                f"{escape(self.message)}</div>"
                + (f'<ul style="margin:4px 0 2px 18px;padding:0">{details}</ul>' if details
                   else "")
                + self.html + "</div>")


@dataclass(frozen=True)
class Solution:
    """One answer the engine accepts, with why; in a notebook it stays folded until clicked."""

    lines: tuple[str, ...]
    html: str = ""
    lang: str = "pt"

    def __str__(self) -> str:
        return "\n".join([_t(self.lang, "Solução:", "Solution:"), *(f"  {x}" for x in self.lines)])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        summary = _t(self.lang, "Solução (clique para abrir)", "Solution (click to open)")
        body = "".join(f"<div>{escape(x)}</div>" for x in self.lines)
        return (f'<details class="ctl-ex-solution" style="margin:4px 0"><summary '
                f'style="cursor:pointer;font-weight:600">{escape(summary)}</summary>'
                f'<div style="padding:4px 0 0 12px">{body}{self.html}</div></details>')


@dataclass(frozen=True)
class Panel:
    """A comparison drawn for a lesson: plain text for any front end, HTML with cards."""

    text: str
    html: str

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return self.html


# --- exercises -----------------------------------------------------------------------------

class Exercise:
    """Base of every exercise: ``check(answer)`` gives a :class:`Feedback`, ``solution()`` a
    :class:`Solution`; bad input (an unknown card, …) becomes feedback, never an error."""

    lang: str = "pt"

    def __init__(self, lang: str = "pt") -> None:
        self.lang = check_lang(lang)

    def check(self, answer: Any) -> Feedback:
        """Judge ``answer`` with the engine. An answer of a kind no exercise takes (None, a
        number where cards are asked, a huge text, …) gets feedback saying how to write it."""
        problem = _answer_problem(answer)
        if problem is not None:
            return self._feedback("wrong", self._say(*problem))
        try:
            return self._check(answer)
        except CachetaError as error:
            return self._feedback("wrong", error.message(self.lang))

    def conferir(self, resposta: Any) -> Feedback:
        """O mesmo que :meth:`check`: o motor confere a resposta."""
        return self.check(resposta)

    def solution(self) -> Solution:
        """An answer the engine accepts."""
        return self._solution()

    def solucao(self) -> Solution:
        """O mesmo que :meth:`solution`."""
        return self.solution()

    # subclasses
    def _check(self, answer: Any) -> Feedback:
        raise NotImplementedError

    def _solution(self) -> Solution:
        raise NotImplementedError

    def _prompt_html(self) -> str:
        return ""

    def _feedback(self, verdict: str, message: str, details: Iterable[str] = (),
                  html: str = "") -> Feedback:
        return Feedback(verdict, message, tuple(details), html, self.lang)

    def _say(self, pt: str, en: str) -> str:
        return _t(self.lang, pt, en)

    def _repr_html_(self) -> str:
        return f'<div class="ctl-ex-prompt">{self._prompt_html()}</div>'


LONGEST_ANSWER = 2000  # characters of a text answer
MOST_ITEMS = 200  # items of a list answer


def _answer_problem(answer: Any) -> tuple[str, str] | None:
    """Why ``answer`` is not an answer at all (pt, en), or None: answers are a text, a whole
    number, a card, or a list of those (a list of lists for melds)."""
    how = ('escreva a resposta como texto, por exemplo "7h 7c 7s", um número ou uma lista',
           'write the answer as text, e.g. "7h 7c 7s", a number or a list')

    def plain(item: Any) -> bool:
        if isinstance(item, str):
            return len(item) <= LONGEST_ANSWER
        if isinstance(item, int) and not isinstance(item, bool):
            return abs(item) <= 10**9
        return isinstance(item, Card)

    if answer is None:
        return ("nenhuma resposta (None): " + how[0], "no answer (None): " + how[1])
    if plain(answer):
        return None
    if (isinstance(answer, list | tuple | set | frozenset) and len(answer) <= MOST_ITEMS
            and all(plain(x) or (isinstance(x, list | tuple) and len(x) <= MOST_ITEMS
                                 and all(plain(y) for y in x)) for x in answer)):
        return None
    return (f"resposta {short_repr(answer)} não entendida: {how[0]}",
            f"answer {short_repr(answer)} not understood: {how[1]}")


def _setting_html(rules: Rules, vira: Card | None, lang: str) -> str:
    """"preset megajogos · vira [8♣] · curingas [9♣ 9♠]" with the cards drawn small."""
    parts = [f"<span>preset <b>{escape(rules.id)}</b></span>"]
    if vira is not None:
        parts.append(f'<span style="display:inline-flex;gap:4px;align-items:center">vira '
                     f'{card_svg(vira, size="sm", lang=lang)}</span>')
    wild = _sorted(wild_cards(rules, vira))
    if wild:
        svgs = "".join(card_svg(c, wild=True, size="sm", lang=lang) for c in wild)
        parts.append(f'<span style="display:inline-flex;gap:4px;align-items:center">'
                     f'{escape(_t(lang, "curingas", "wild cards"))} {svgs}</span>')
    return ('<div style="display:flex;flex-wrap:wrap;gap:6px 18px;align-items:center;'
            f'margin:4px 0">{"".join(parts)}</div>')


def _setting_text(rules: Rules, vira: Card | None) -> str:
    text = f"rules={rules.id!r}"
    return text + (f", vira={vira.code!r}" if vira is not None else "")


def _take(hand: Sequence[Card], cards: Sequence[Card], lang: str) -> list[str]:
    """What is wrong with using ``cards`` out of ``hand``: cards missing or used too often."""
    left = Counter(hand)
    problems = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        elif card in hand:
            problems.append(_t(lang, f"você só tem {Counter(hand)[card]} {card.symbol} na mão",
                               f"you hold only {Counter(hand)[card]} {card.symbol}"))
        else:
            problems.append(_t(lang, f"{card.symbol} não está na sua mão",
                               f"{card.symbol} is not in your hand"))
    return list(dict.fromkeys(problems))


class NotationExercise(Exercise):
    """Write the cards named in words ("sete de copas") in the card notation ("7h")."""

    def __init__(self, cards: CardsLike, lang: str = "pt") -> None:
        super().__init__(lang)
        self.cards = tuple(parse_cards(cards))

    def __repr__(self) -> str:
        return f"NotationExercise({_codes(self.cards)!r}, lang={self.lang!r})"

    def _prompt_html(self) -> str:
        names = _join([c.name(self.lang) for c in self.cards], self.lang)
        return f"<div>{escape(self._say('Escreva: ', 'Write: '))}<b>{escape(names)}</b></div>"

    def _check(self, answer: Any) -> Feedback:
        given = parse_cards(answer)
        want, got = Counter(self.cards), Counter(given)
        missing = list((want - got).elements())
        extra = list((got - want).elements())
        if not missing and not extra:
            return self._feedback("ok", _codes(given), html=cards_html(given, lang=self.lang))
        details = [self._say(f"falta: {c.name('pt')}", f"missing: {c.name('en')}")
                   for c in missing]
        details += [self._say(f"não pedido: {c.code} ({c.symbol}, {c.name('pt')})",
                              f"not asked for: {c.code} ({c.symbol}, {c.name('en')})")
                    for c in extra]
        right = sum((want & got).values())
        verdict = "almost" if right else "wrong"
        message = self._say(f"{right} de {len(self.cards)} cartas certas",
                            f"{right} of {len(self.cards)} cards right")
        return self._feedback(verdict, message, details, cards_html(given, lang=self.lang))

    def _solution(self) -> Solution:
        lines = [f"{c.code}  =  {c.symbol}  =  {c.name(self.lang)}" for c in self.cards]
        return Solution(tuple(lines), cards_html(self.cards, lang=self.lang), self.lang)


class ValidHandsExercise(Exercise):
    """Which of these hands can really exist? The engine's copy checks decide.

    ``options`` maps a label to a hand, or to ``(hand, vira)``.
    """

    def __init__(self, options: dict[str, str | tuple[str, str | None]],
                 rules: str | Rules = "oficial", lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.options: dict[str, tuple[str, str | None]] = {
            label: value if isinstance(value, tuple) else (value, None)
            for label, value in options.items()}

    def __repr__(self) -> str:
        return f"ValidHandsExercise({sorted(self.options)}, rules={self.rules.id!r})"

    def verdict(self, label: str) -> tuple[bool, str]:
        """Whether hand ``label`` can exist, and the engine's reason when it cannot."""
        hand, vira = self.options[label]
        try:
            read_hand(hand, table_for(self.rules, vira))
        except CachetaError as error:
            return False, error.message(self.lang)
        return True, ""

    def _prompt_html(self) -> str:
        rows = []
        for label, (hand, vira) in self.options.items():
            extra = ""
            if vira:
                extra = (f'<span style="margin-left:12px">vira</span>'
                         f'{card_svg(vira, size="sm", lang=self.lang)}')
            rows.append(f'<div style="display:flex;gap:8px;align-items:center;margin:4px 0">'
                        f"<b>{escape(label)}</b>"
                        f"{cards_html(parse_cards(hand), size='sm', lang=self.lang)}"
                        f"{extra}</div>")
        return "".join(rows)

    def _check(self, answer: Any) -> Feedback:
        labels = _labels(answer)
        unknown = [x for x in labels if x not in self.options]
        if unknown:
            return self._feedback("wrong", self._say(
                f"não há mão {', '.join(unknown)}; as mãos são {', '.join(self.options)}",
                f"there is no hand {', '.join(unknown)}; the hands are "
                f"{', '.join(self.options)}"))
        details = []
        right = 0
        for label in self.options:
            can, why = self.verdict(label)
            if (label in labels) == can:
                right += 1
            elif can:
                details.append(self._say(f"{label} pode existir sim", f"{label} can exist"))
            else:
                details.append(self._say(f"{label} não pode existir: {why}",
                                         f"{label} cannot exist: {why}"))
        if not details:
            return self._feedback("ok", self._say(
                f"as mãos possíveis são {', '.join(labels) or 'nenhuma'}",
                f"the possible hands are {', '.join(labels) or 'none'}"))
        verdict = "almost" if right >= len(self.options) - 1 else "wrong"
        return self._feedback(verdict, self._say(f"{right} de {len(self.options)} certas",
                                                 f"{right} of {len(self.options)} right"),
                              details)

    def _solution(self) -> Solution:
        lines = []
        for label in self.options:
            can, why = self.verdict(label)
            lines.append(f"{label}: " + (self._say("pode existir", "can exist") if can else
                                         self._say("não pode: ", "cannot: ") + why))
        return Solution(tuple(lines), "", self.lang)


def _labels(answer: Any) -> list[str]:
    """Labels or preset names given as "A C", "A, C" or a list."""
    if isinstance(answer, str):
        items = answer.replace(",", " ").replace(";", " ").split()
    elif isinstance(answer, int | Card):
        items = [str(answer)]
    else:
        items = [str(x) for x in answer]
    return list(dict.fromkeys(x.strip() for x in items if str(x).strip()))


class CuringaExercise(Exercise):
    """Name every curinga (wild card) for a preset and a vira."""

    def __init__(self, rules: str | Rules = "oficial", vira: str | Card | None = None,
                 lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.vira = _vira_for(self.rules, vira)
        self.wild = frozenset(wild_cards(self.rules, self.vira))

    def __repr__(self) -> str:
        return f"CuringaExercise({_setting_text(self.rules, self.vira)}, lang={self.lang!r})"

    def _prompt_html(self) -> str:
        parts = [f"<span>preset <b>{escape(self.rules.id)}</b></span>"]
        if self.vira is not None:
            parts.append(f"<span>vira</span>{card_svg(self.vira, size='md', lang=self.lang)}")
        return ('<div style="display:flex;gap:8px;align-items:center;margin:4px 0">'
                + "".join(parts) + "</div>")

    def _why(self, card: Card) -> str:
        """The engine's rule sentence that explains why ``card`` is or is not wild."""
        if card.is_joker:
            return explain_rule("jokers", self.rules.jokers, self.lang)
        return explain_rule("curinga", self.rules.curinga, self.lang)

    def _check(self, answer: Any) -> Feedback:
        given = set(parse_cards(answer))
        missing = _sorted(self.wild - given)
        extra = _sorted(given - self.wild)
        html = cards_html(_sorted(given), wilds=given & self.wild, size="sm", lang=self.lang)
        if not missing and not extra:
            return self._feedback("ok", self._say(
                f"curingas: {_symbols(_sorted(self.wild)) or 'nenhum'}",
                f"wild cards: {_symbols(_sorted(self.wild)) or 'none'}"), html=html)
        ranks = {c.rank for c in self.wild if not c.is_joker}
        details = []
        for card in extra:
            if card.rank in ranks:
                details.append(self._say(
                    f"{card.symbol} tem o valor certo, mas não é curinga: {self._why(card)}",
                    f"{card.symbol} has the right rank but is not wild: {self._why(card)}"))
            elif card.is_joker:
                details.append(self._say(f"JK não é curinga aqui: {self._why(card)}",
                                         f"JK is not wild here: {self._why(card)}"))
            else:
                details.append(self._say(f"{card.symbol} não é curinga: {self._why(card)}",
                                         f"{card.symbol} is not wild: {self._why(card)}"))
        for card in missing:
            details.append(self._say(f"faltou {card.symbol}: {self._why(card)}",
                                     f"{card.symbol} is missing: {self._why(card)}"))
        verdict = "almost" if given & self.wild else "wrong"
        right = len(given & self.wild)
        message = self._say(f"{right} de {len(self.wild)} curingas",
                            f"{right} of {len(self.wild)} wild cards")
        if extra:
            message += self._say(f", {len(extra)} a mais", f", {len(extra)} extra")
        return self._feedback(verdict, message, details, html)

    def _solution(self) -> Solution:
        sentence = analyze("", self.rules, self.vira, lang=self.lang).explanation(
            self.lang).splitlines()[1]
        html = cards_html(_sorted(self.wild), wilds=self.wild, lang=self.lang)
        return Solution((sentence,), html, self.lang)


def check_meld_answer(cards: CardsLike, rules: str | Rules = "oficial",
                      vira: str | Card | None = None, *, kind: str | None = None,
                      lang: str = "pt") -> Feedback:
    """Feedback on one group of cards as a meld (optionally a ``kind``: trinca or sequencia)."""
    return MeldExercise(None, rules, vira, kind=kind, lang=lang).check(cards)


class MeldExercise(Exercise):
    """Make one meld from the cards given (any cards when ``hand`` is None).

    ``kind`` asks for a ``"trinca"`` or a ``"sequencia"``; ``include`` lists cards the meld must
    use; ``size`` asks for that many cards.
    """

    def __init__(self, hand: CardsLike | None = None, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, *, kind: str | None = None,
                 include: CardsLike = (), size: int | None = None, lang: str = "pt") -> None:
        super().__init__(lang)
        if kind not in (None, "trinca", "sequencia"):
            raise CachetaError("kind: use 'trinca' ou 'sequencia'",
                               "kind: use 'trinca' or 'sequencia'")
        self.rules = get_rules(rules)
        self.vira = _vira_for(self.rules, vira)
        self.hand = None if hand is None else tuple(_sorted(parse_cards(hand)))
        self.kind = kind
        self.include = tuple(parse_cards(include))
        self.size = size

    def __repr__(self) -> str:
        hand = "None" if self.hand is None else repr(_codes(self.hand))
        extra = f", size={self.size}" if self.size else ""
        extra += f", include={_codes(self.include)!r}" if self.include else ""
        return (f"MeldExercise({hand}, {_setting_text(self.rules, self.vira)}, "
                f"kind={self.kind!r}{extra}, lang={self.lang!r})")

    def _task(self) -> str:
        what = {None: self._say("um jogo", "a meld"), "trinca": self._say("uma trinca", "a trinca"),
                "sequencia": self._say("uma sequência", "a sequência")}[self.kind]
        text = self._say(f"Monte {what}", f"Make {what}")
        if self.size:
            text += self._say(f" de {self.size} cartas", f" of {self.size} cards")
        if self.include:
            text += self._say(f" usando {_symbols(self.include)}",
                              f" using {_symbols(self.include)}")
        return text + "."

    def _prompt_html(self) -> str:
        out = f"<div><b>{escape(self._task())}</b></div>"
        out += _setting_html(self.rules, self.vira, self.lang)
        if self.hand is not None:
            out += cards_html(self.hand, wilds=wild_cards(self.rules, self.vira), lang=self.lang)
        return out

    def _wanted(self, meld: Meld) -> list[str]:
        """What the exercise asks that this valid meld does not do."""
        problems = []
        if self.kind is not None and self.kind not in meld.kinds:
            what = self._say("uma trinca", "a trinca") if self.kind == "trinca" else \
                self._say("uma sequência", "a sequência")
            problems.append(self._say(f"isso é {meld_label(meld, 'pt')}, mas o exercício pede "
                                      f"{what}",
                                      f"that is a {meld_label(meld, 'en')}, but the exercise asks "
                                      f"for {what}"))
        left = Counter(meld.cards)
        for card in self.include:
            if left[card] > 0:
                left[card] -= 1
            else:
                problems.append(self._say(f"falta usar {card.symbol}",
                                          f"you still have to use {card.symbol}"))
        if self.size and len(meld.cards) != self.size:
            problems.append(self._say(f"o jogo tem {len(meld.cards)} cartas; pede-se {self.size}",
                                      f"the meld has {len(meld.cards)} cards; "
                                      f"{self.size} are asked for"))
        return problems

    def _check(self, answer: Any) -> Feedback:
        cards = parse_cards(answer)
        if self.hand is not None:
            problems = _take(self.hand, cards, self.lang)
            if problems:
                return self._feedback("wrong", problems[0], problems[1:])
        read_hand(cards, table_for(self.rules, self.vira))  # copies, jokers, the vira
        check = check_meld(cards, self.rules, self.vira)
        if check.meld is None:
            return self._feedback("wrong", check.reason(self.lang),
                                  html=cards_html(_sorted(cards), size="sm", lang=self.lang))
        html = meld_html(check.meld, lang=self.lang)
        problems = self._wanted(check.meld)
        if problems:
            return self._feedback("almost", problems[0], problems[1:], html)
        return self._feedback("ok", describe_meld(check.meld, self.lang), html=html)

    def answers(self) -> list[Meld]:
        """Every meld the engine accepts for this exercise, biggest first (hand given only)."""
        if self.hand is None:
            return []
        found: dict[tuple[Card, ...], Meld] = {}
        sizes = [self.size] if self.size else range(len(self.hand), 2, -1)
        for n in sizes:
            for group in combinations(self.hand, n):
                if group in found:
                    continue
                meld = check_meld(group, self.rules, self.vira).meld
                if meld is not None and not self._wanted(meld):
                    found[group] = meld
        return list(found.values())

    def _solution(self) -> Solution:
        melds = self.answers()
        if not melds:
            return Solution((self._say("Nenhum jogo possível com essas cartas.",
                                       "No meld can be made from these cards."),), "", self.lang)
        lines = [describe_meld(m, self.lang) for m in melds[:6]]
        if len(melds) > 6:
            lines.append(self._say(f"… e mais {len(melds) - 6}", f"… and {len(melds) - 6} more"))
        return Solution(tuple(lines), meld_html(melds[0], lang=self.lang), self.lang)


class PresetsExercise(Exercise):
    """In which presets does it hold? ``question`` is ``"meld"`` (these cards form a meld) or
    ``"bater"`` (this 10-card hand goes out). The vira counts only where the preset turns one."""

    def __init__(self, cards: CardsLike, question: str = "meld", vira: str | Card | None = None,
                 presets: Iterable[str] | None = None, lang: str = "pt") -> None:
        super().__init__(lang)
        if question not in ("meld", "bater"):
            raise CachetaError("question: use 'meld' ou 'bater'", "question: use 'meld' or 'bater'")
        self.cards = tuple(parse_cards(cards))
        self.question = question
        self.vira = None if vira is None else parse_card(vira)
        self.presets = tuple(get_rules(p).id for p in (presets or PRESETS))

    def __repr__(self) -> str:
        return (f"PresetsExercise({_codes(self.cards)!r}, question={self.question!r}, "
                f"vira={self.vira.code if self.vira else None!r}, lang={self.lang!r})")

    def verdict(self, preset: str) -> tuple[bool, str]:
        """The engine's answer for one preset and its sentence."""
        rules = get_rules(preset)
        vira = self.vira if rules.has_vira else None
        try:
            if self.question == "meld":
                read_hand(self.cards, table_for(rules, vira))  # copies, jokers, the vira
                check = check_meld(self.cards, rules, vira)
                if check.meld is None:
                    return False, check.reason(self.lang)
                return True, describe_meld(check.meld, self.lang)
            analysis = analyze(self.cards, rules, vira, lang=self.lang)
            return bool(analysis.bater and analysis.bater.can), _status(analysis, self.lang)
        except CachetaError as error:
            return False, error.message(self.lang)

    def _prompt_html(self) -> str:
        out = cards_html(self.cards, lang=self.lang)
        if self.vira is not None:
            out += (f'<div style="display:flex;gap:6px;align-items:center">'
                    f'{escape(self._say(*_VIRA_NOTE))}'
                    f'{card_svg(self.vira, size="sm", lang=self.lang)}</div>')
        return out

    def _check(self, answer: Any) -> Feedback:
        named = [get_rules(p).id for p in _labels(answer)]
        details = []
        right = 0
        for preset in self.presets:
            yes, why = self.verdict(preset)
            if (preset in named) == yes:
                right += 1
            elif yes:
                details.append(self._say(f"{preset} também: {why}", f"{preset} too: {why}"))
            else:
                details.append(self._say(f"{preset} não: {why}", f"{preset} no: {why}"))
        if not details:
            return self._feedback("ok", self._say(
                f"{_join(named, 'pt') or 'nenhum preset'}",
                f"{_join(named, 'en') or 'no preset'}"))
        verdict = "almost" if right >= len(self.presets) - 2 else "wrong"
        return self._feedback(verdict, self._say(f"{right} de {len(self.presets)} presets certos",
                                                 f"{right} of {len(self.presets)} presets right"),
                              details)

    def _solution(self) -> Solution:
        lines = []
        for preset in self.presets:
            yes, why = self.verdict(preset)
            mark = "✓" if yes else "✗"
            lines.append(f"{mark} {preset}: {why}")
        return Solution(tuple(lines), "", self.lang)


def _meld_key(cards: Iterable[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.kind for c in cards))


def _split_key(melds: Iterable[Iterable[Card]]) -> tuple[tuple[int, ...], ...]:
    return tuple(sorted(_meld_key(m) for m in melds))


class SplitExercise(Exercise):
    """Show how a hand goes out: the answer is a list of melds; with a 10-card hand the card
    left over is the discard (none left: bater with all 10)."""

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.vira = _vira_for(self.rules, vira)
        self.hand = read_hand(hand, table_for(self.rules, self.vira), (9, 10))
        self.analysis = analyze(self.hand, self.rules, self.vira, lang=self.lang)

    def __repr__(self) -> str:
        return (f"SplitExercise({_codes(self.hand)!r}, {_setting_text(self.rules, self.vira)}, "
                f"lang={self.lang!r})")

    def _prompt_html(self) -> str:
        task = self._say("Divida a mão em jogos para bater.", "Split the hand into melds to bater.")
        return (f"<div><b>{escape(task)}</b></div>"
                + _setting_html(self.rules, self.vira, self.lang)
                + cards_html(self.hand, wilds=wild_cards(self.rules, self.vira), lang=self.lang))

    def _accepted(self) -> list[tuple[Card | None, tuple[Meld, ...]]]:
        """Every way to go out the engine finds: (discard or None, melds)."""
        if len(self.hand) == 10:
            return list(self.analysis.bater.splits) if self.analysis.bater else []
        return [(None, split) for split in self.analysis.partitions]

    def _check(self, answer: Any) -> Feedback:
        if not isinstance(answer, list | tuple | set | frozenset):
            raise CachetaError(
                'escreva a resposta como uma lista de jogos: ["5h 6h 7h", "Kc Kd Ks", …]',
                'write the answer as a list of melds: ["5h 6h 7h", "Kc Kd Ks", …]')
        groups = [_sorted(parse_cards(g)) for g in answer]
        left = Counter(self.hand)
        owner: dict[Card, int] = {}
        for i, group in enumerate(groups, 1):
            for card in group:
                if left[card] > 0:
                    left[card] -= 1
                    owner[card] = i
                elif card in owner:
                    j = owner[card]
                    where = self._meld_name(groups[j - 1], j)
                    return self._feedback("almost", self._say(
                        f"esse {card.symbol} já está no {where}; cada carta fica num jogo só",
                        f"that {card.symbol} is already in {where}; each card goes in one "
                        f"meld only"))
                else:
                    return self._feedback("wrong", self._say(
                        f"{card.symbol} não está na sua mão", f"{card.symbol} is not in your hand"))
        melds = []
        for i, group in enumerate(groups, 1):
            check = check_meld(group, self.rules, self.vira)
            if check.meld is None:
                return self._feedback("almost", self._say(
                    f"o jogo {i} ({_symbols(group)}) não vale: {check.reason('pt')}",
                    f"meld {i} ({_symbols(group)}) is not valid: {check.reason('en')}"))
            melds.append(check.meld)
        rest = _sorted(left.elements())
        html = split_html(melds, lang=self.lang, size="sm")
        if (len(self.hand) == 9 and rest) or len(rest) > 1:
            return self._feedback("almost", self._say(
                f"ficaram fora dos jogos: {_symbols(rest)}; "
                + ("toda carta da mão entra num jogo" if len(self.hand) == 9 else
                   "só uma carta pode ser descartada"),
                f"left out of the melds: {_symbols(rest)}; "
                + ("every card of the hand goes in a meld" if len(self.hand) == 9 else
                   "only one card can be discarded")), html=html)
        discard = rest[0] if rest else None
        key = _split_key(m.cards for m in melds)
        for d, split in self._accepted():
            if d == discard and _split_key(m.cards for m in split) == key:
                return self._feedback("ok", self._done(discard),
                                      [describe_meld(m, self.lang) for m in melds], html)
        return self._feedback("almost", self._refused(melds, discard), html=html)

    def _meld_name(self, group: Sequence[Card], i: int) -> str:
        check = check_meld(group, self.rules, self.vira)
        if check.meld is None:
            return self._say(f"jogo {i}", f"meld {i}")
        return self._say(f"jogo {i} ({meld_label(check.meld, 'pt')})",
                         f"meld {i} ({meld_label(check.meld, 'en')})")

    def _done(self, discard: Card | None) -> str:
        if len(self.hand) == 9:
            return self._say("as 9 cartas formam jogos", "all 9 cards form melds")
        if discard is None:
            return self._say("bate com as 10 cartas, sem descarte",
                             "bate with all 10 cards, no discard")
        return self._say(f"bate com 9, descartando {discard.symbol}",
                         f"bate with 9, discarding {discard.symbol}")

    def _refused(self, melds: list[Meld], discard: Card | None) -> str:
        """Why the engine does not accept valid melds as a way out: the rules of the preset."""
        exact = self.rules.exact_melds
        if exact is not None and len(melds) != exact:
            return self._say(
                f"os jogos valem, mas no preset {self.rules.id} é preciso "
                f"{explain_rule('exact_melds', exact, 'pt')}; você fez {len(melds)}",
                f"the melds are valid, but preset {self.rules.id} says "
                f"{explain_rule('exact_melds', exact, 'en')}; you made {len(melds)}")
        if len(self.hand) == 10 and discard is None and not self.rules.bate_with_10:
            return self._say(f"no preset {self.rules.id}: "
                             f"{explain_rule('bate_with_10', False, 'pt')}",
                             f"in preset {self.rules.id}: "
                             f"{explain_rule('bate_with_10', False, 'en')}")
        return self._say("o motor não aceita essa divisão para bater",
                         "the engine does not accept this split as a way to bater")

    def _solution(self) -> Solution:
        accepted = self._accepted()
        if not accepted:
            return Solution((_status(self.analysis, self.lang),), "", self.lang)
        discard, split = accepted[0]
        lines = [self._done(discard), *(describe_meld(m, self.lang) for m in split)]
        if len(accepted) > 1:
            lines.append(self._say(f"(há {len(accepted)} maneiras ao todo)",
                                   f"({len(accepted)} ways in all)"))
        return Solution(tuple(lines), split_html(split, lang=self.lang, size="sm"), self.lang)


def _hand_prompt_html(ex: Any) -> str:
    """The setting, the hand and the seen cards of a hand exercise."""
    out = _setting_html(ex.rules, ex.vira, ex.lang)
    out += cards_html(ex.hand, wilds=wild_cards(ex.rules, ex.vira), lang=ex.lang)
    if ex.seen:
        out += (f'<div style="display:flex;gap:4px;align-items:center;margin:4px 0">'
                f'{escape(ex._say("vistas na lixeira:", "seen in the lixeira:"))}'
                + "".join(card_svg(c, size="sm", lang=ex.lang, dimmed=True)
                          for c in ex.seen) + "</div>")
    return out


class _HandExercise(Exercise):
    """Shared set-up of the exercises on one hand of ``size`` cards, with seen cards."""

    size = 9

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, seen: CardsLike = (), lang: str = "pt") -> None:
        super().__init__(lang)
        self.rules = get_rules(rules)
        self.vira = _vira_for(self.rules, vira)
        self.seen = tuple(_sorted(parse_cards(seen)))
        self.hand = read_hand(hand, table_for(self.rules, self.vira, self.seen), (self.size,))

    def __repr__(self) -> str:
        seen = f", seen={_codes(self.seen)!r}" if self.seen else ""
        return (f"{type(self).__name__}({_codes(self.hand)!r}, "
                f"{_setting_text(self.rules, self.vira)}{seen}, lang={self.lang!r})")

    def _prompt_html(self) -> str:
        return _hand_prompt_html(self)


class _NineCardExercise(_HandExercise):
    """Shared set-up of the exercises on a 9-card hand waiting for its last card."""

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, seen: CardsLike = (), lang: str = "pt") -> None:
        super().__init__(hand, rules, vira, seen, lang)
        self.outs = outs(self.hand, self.rules, self.vira, self.seen)

    def _with(self, card: Card) -> Analysis:
        return analyze((*self.hand, card), self.rules, self.vira, lang=self.lang)


class OutsExercise(_NineCardExercise):
    """Name every out: each card kind that lets this 9-card hand bater once drawn."""

    def _check(self, answer: Any) -> Feedback:
        given = set(parse_cards(answer))
        want = {o.card for o in self.outs}
        missing = _sorted(want - given)
        extra = _sorted(given - want)
        html = cards_html(_sorted(given & want), size="sm", lang=self.lang)
        if not missing and not extra:
            return self._feedback("ok", self._say(f"os outs são {_symbols(_sorted(want))}",
                                                  f"the outs are {_symbols(_sorted(want))}"),
                                  html=html)
        details = []
        for card in extra:
            try:
                why = _status(self._with(card), self.lang)
            except CachetaError as error:
                why = error.message(self.lang)
            details.append(self._say(f"com {card.symbol}: {why}", f"with {card.symbol}: {why}"))
        if missing:
            n = len(missing)
            cards = plural(n, "carta que bate", "cartas que batem")
            details.append(self._say(f"{'falta' if n == 1 else 'faltam'} {cards}",
                                     f"{plural(n, 'out', 'outs')} missing"))
        right = len(given & want)
        verdict = "almost" if right else "wrong"
        return self._feedback(verdict, self._say(f"{right} de {len(want)} outs",
                                                 f"{right} of {len(want)} outs"), details, html)

    def _solution(self) -> Solution:
        if not self.outs:
            return Solution((self._say("Nenhum out: a mão não está na boa.",
                                       "No outs: the hand is not na boa."),), "", self.lang)
        lines = []
        for out in self.outs:
            lines.append(f"{out.card.symbol}: {_status(self._with(out.card), self.lang)}")
        return Solution(tuple(lines), cards_html([o.card for o in self.outs], lang=self.lang),
                        self.lang)


class LiveOutsExercise(_NineCardExercise):
    """Count the live outs: the copies of the outs not in the hand, not the vira, not seen."""

    @property
    def total(self) -> int:
        return sum(o.live for o in self.outs)

    def _check(self, answer: Any) -> Feedback:
        try:
            value = int(answer)
        except (TypeError, ValueError):
            return self._feedback("wrong", self._say("responda com um número inteiro",
                                                     "answer with a whole number"))
        if value == self.total:
            return self._feedback("ok", self._say(
                f"{self.total} cópias vivas: {_outs_text(self.outs)}",
                f"{self.total} live copies: {_outs_text(self.outs)}"))
        unseen = sum(o.live for o in outs(self.hand, self.rules, self.vira))
        if self.seen and value == unseen:
            return self._feedback("almost", self._say(
                f"{value} seria sem a lixeira; as cartas vistas ({_symbols(self.seen)}) não "
                "estão mais vivas",
                f"{value} would be without the lixeira; the seen cards "
                f"({_symbols(self.seen)}) are no longer live"))
        if value == len(self.outs):
            return self._feedback("almost", self._say(
                f"{value} é o número de tipos de carta que batem; conte as cópias de cada um",
                f"{value} is the number of card kinds that go out; count the copies of each"))
        return self._feedback("wrong", self._say(
            f"{value} não; conte, para cada out, as cópias que não estão na mão, na vira "
            "nem entre as vistas",
            f"not {value}; for each out, count the copies not in the hand, not the vira and "
            "not seen"))

    def _solution(self) -> Solution:
        lines = []
        for out in self.outs:
            card = out.card
            total = 4 if card.is_joker else 2
            held = sum(1 for c in self.hand if c == card)
            vira = 1 if self.vira == card else 0
            seen = sum(1 for c in self.seen if c == card)
            lines.append(self._say(
                f"{card.symbol}: {total} no baralho − {held} na mão − {vira} vira − {seen} "
                f"{'vista' if seen == 1 else 'vistas'} = {out.live}",
                f"{card.symbol}: {total} in the deck − {held} in hand − {vira} vira − {seen} "
                f"seen = {out.live}"))
        lines.append(self._say(f"total: {self.total}", f"total: {self.total}"))
        return Solution(tuple(lines), "", self.lang)


def _outs_text(out_list: Iterable[Any]) -> str:
    return " ".join(f"{o.card.symbol}×{o.live}" for o in out_list) or "—"


class DiscardExercise(_HandExercise):
    """Choose the discard of a 10-card hand: the engine's discard table ranks them."""

    size = 10

    def __init__(self, hand: CardsLike, rules: str | Rules = "oficial",
                 vira: str | Card | None = None, seen: CardsLike = (), lang: str = "pt") -> None:
        super().__init__(hand, rules, vira, seen, lang)
        self.table = discard_table(self.hand, self.rules, self.vira, self.seen)

    def best(self) -> list[Any]:
        """The rows of the discard table that tie for best (the engine's ranking, outs
        counted by live copies)."""
        top = self.table[0].rank_key[:3]
        return [r for r in self.table if r.rank_key[:3] == top]

    def _row_text(self, row: Any) -> str:
        if row.bate:
            return self._say(f"descartando {row.card.symbol} você bate",
                             f"discarding {row.card.symbol} you bate (go out)")
        if row.na_boa:
            return self._say(f"descartando {row.card.symbol} você fica na boa com "
                             f"{plural(row.live_outs, 'carta viva', 'cartas vivas')} "
                             f"({_outs_text(row.outs)})",
                             f"discarding {row.card.symbol} leaves you na boa with "
                             f"{plural(row.live_outs, 'live card', 'live cards')} "
                             f"({_outs_text(row.outs)})")
        return self._say(f"descartando {row.card.symbol} faltam {row.missing} compras",
                         f"discarding {row.card.symbol}: faltam {row.missing} "
                         f"({row.missing} draws still needed)")

    def _check(self, answer: Any) -> Feedback:
        card = parse_card(answer if isinstance(answer, str | Card) else str(answer))
        row = next((r for r in self.table if r.card == card), None)
        if row is None:
            return self._feedback("wrong", self._say(f"{card.symbol} não está na sua mão",
                                                     f"{card.symbol} is not in your hand"))
        html = card_svg(card, size="sm", lang=self.lang)
        best = self.best()
        if row in best:
            others = [r.card.symbol for r in best if r is not row]
            details = [self._say(f"empata com {_join(others, 'pt', 'ou')}",
                                 f"ties with {_join(others, 'en', 'or')}")] if others else []
            return self._feedback("ok", self._row_text(row), details, html)
        top = best[0]
        if top.bate:
            better = self._say("há um descarte que bate agora", "one discard goes out now")
        elif top.na_boa:
            better = self._say(
                f"há descarte que deixa {plural(top.live_outs, 'carta viva', 'cartas vivas')}",
                f"another discard leaves {plural(top.live_outs, 'live card', 'live cards')}")
        else:
            better = self._say(f"há descarte com faltam {top.missing}",
                               f"another discard leaves faltam {top.missing}")
        verdict = "almost" if row.na_boa or (not top.na_boa and row.missing == top.missing) \
            else "wrong"
        return self._feedback(verdict, self._row_text(row), [better], html)

    def _solution(self) -> Solution:
        lines = [self._row_text(r) for r in self.best()]
        rest = [r for r in self.table if r not in self.best()][:3]
        if rest:
            lines.append(self._say("depois:", "next:"))
            lines += [f"  {self._row_text(r)}" for r in rest]
        html = "".join(card_svg(r.card, size="md", lang=self.lang) for r in self.best())
        return Solution(tuple(lines), f'<div style="display:flex;gap:4px">{html}</div>',
                        self.lang)


# --- side-by-side displays for the lessons ------------------------------------------------

_TABLE = ('<table class="ctl-ex-table" style="border-collapse:collapse;margin:4px 0;'
          'font-size:13px">')
_CELL = ('style="border-bottom:1px solid rgba(128,128,128,.35);padding:4px 8px;'
         'text-align:left;vertical-align:middle"')
_HEAD = ('style="border-bottom:1px solid rgba(128,128,128,.35);padding:4px 8px;'
         'text-align:left;vertical-align:bottom;white-space:nowrap"')


def _html_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    top = "".join(f"<th {_HEAD}>{h}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td {_CELL}>{c}</td>" for c in row) + "</tr>"
                   for row in rows)
    return f"{_TABLE}<thead><tr>{top}</tr></thead><tbody>{body}</tbody></table>"


def _text_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
             for row in [head, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _name_html(name: str) -> str:
    return f'<b style="white-space:nowrap">{escape(name)}</b>'


def _small_cards(cards: Iterable[Card], lang: str, wild: Iterable[Card] = ()) -> str:
    """Small cards in one row (a table cell never breaks them apart)."""
    wilds = set(wild)
    svgs = "".join(card_svg(c, size="sm", lang=lang, wild=c in wilds) for c in cards)
    return f'<span style="display:inline-flex;gap:3px;flex-wrap:nowrap">{svgs}</span>'


def curingas_table(vira: str | Card, presets: Iterable[str] | None = None,
                   lang: str = "pt") -> Panel:
    """For one turned card, each preset's curingas, side by side, with the engine's rule."""
    check_lang(lang)
    card = parse_card(vira)
    head_txt = ["preset", _t(lang, "regra", "rule"), _t(lang, "curingas", "wild cards")]
    rows_txt, rows_html = [], []
    for preset in presets or PRESETS:
        rules = get_rules(preset)
        wild = _sorted(wild_cards(rules, card if rules.has_vira else None))
        rule = explain_rule("curinga", rules.curinga, lang)
        if rules.jokers:
            rule += "; " + explain_rule("jokers", True, lang)
        names = _symbols(wild) or _t(lang, "nenhum", "none")
        rows_txt.append([rules.id, rule, names])
        rows_html.append([_name_html(rules.id), escape(rule),
                          _small_cards(wild, lang, wild) if wild else escape(names)])
    caption = (f'<div style="display:flex;gap:6px;align-items:center">vira '
               f'{card_svg(card, size="sm", lang=lang)}</div>')
    text = f"vira {card.symbol}\n" + _text_table(head_txt, rows_txt)
    return Panel(text, caption + _html_table(head_txt, rows_html))


def meld_table(groups: Iterable[CardsLike], vira: str | Card | None = None,
               presets: Iterable[str] | None = None, lang: str = "pt") -> Panel:
    """Is each group a meld in each preset? ✓ or ✗, with the engine's reason for each ✗."""
    check_lang(lang)
    ids = [get_rules(p).id for p in (presets or PRESETS)]
    card_vira = None if vira is None else parse_card(vira)
    head = [_t(lang, "cartas", "cards"), *ids]
    rows_txt, rows_html, notes = [], [], []
    for group in groups:
        cards = parse_cards(group)
        row_t, row_h = [_symbols(cards)], [_small_cards(cards, lang)]
        for preset in ids:
            rules = get_rules(preset)
            check = _meld_or_error(cards, rules, card_vira if rules.has_vira else None)
            if check.valid:
                row_t.append("✓")
                row_h.append('<span style="color:#2e7d32;font-weight:700">✓</span>')
            else:
                reason = check.reason(lang)
                if reason not in notes:
                    notes.append(reason)
                n = notes.index(reason) + 1
                row_t.append(f"✗{n}")
                row_h.append(f'<span title="{escape(reason)}"><span style="color:#c62828;'
                             f'font-weight:700">✗</span><sup>{n}</sup></span>')
        rows_txt.append(row_t)
        rows_html.append(row_h)
    note_lines = [f"{i}. {n}" for i, n in enumerate(notes, 1)]
    text = _text_table(head, rows_txt) + ("\n" + "\n".join(note_lines) if notes else "")
    if card_vira is not None:
        text = f"vira {card_vira.symbol}\n" + text
    html = _html_table([escape(h) for h in head], rows_html)
    if card_vira is not None:
        html = (f'<div style="display:flex;gap:6px;align-items:center">vira '
                f'{card_svg(card_vira, size="sm", lang=lang)}</div>') + html
    if notes:
        html += ('<ol style="margin:4px 0 0 30px;padding:0;font-size:13px">'
                 + "".join(f"<li>{escape(n)}</li>" for n in notes) + "</ol>")
    return Panel(text, html)


def _meld_or_error(cards: list[Card], rules: Rules, vira: Card | None) -> MeldCheck:
    """The engine's meld check, after its copy and joker checks (their message as reason)."""
    try:
        read_hand(cards, table_for(rules, vira))
    except CachetaError as error:
        return MeldCheck(False, None, error.pt, error.en)
    return check_meld(cards, rules, vira)


_RULE_FIELDS = ("jokers", "curinga", "max_wilds", "trinca", "ace", "exact_melds", "bate_with_10")


def _short(value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return _t(lang, "sim", "yes") if value else _t(lang, "não", "no")
    return str(value)


def rules_table(presets: Iterable[str] | None = None, lang: str = "pt") -> Panel:
    """The rules that change a hand's analysis, one column per preset, each value explained by
    the engine's own sentence underneath."""
    check_lang(lang)
    rules = [get_rules(p) for p in (presets or PRESETS)]
    head = [_t(lang, "regra", "rule"), *(r.id for r in rules)]
    rows = [[name, *(_short(getattr(r, name), lang) for r in rules)] for name in _RULE_FIELDS]
    legend: list[str] = []
    for name in _RULE_FIELDS:
        for r in rules:
            line = f"{name}={_short(getattr(r, name), lang)}: " \
                   f"{explain_rule(name, getattr(r, name), lang)}"
            if line not in legend:
                legend.append(line)
    text = _text_table(head, rows) + "\n" + "\n".join(legend)
    html = _html_table([escape(h) for h in head], [[f"<code>{escape(c)}</code>" if i == 0
                                                     else escape(c) for i, c in enumerate(row)]
                                                    for row in rows])
    html += ('<ul style="margin:4px 0 0 18px;padding:0;font-size:12px">'
             + "".join(f"<li>{escape(x)}</li>" for x in legend) + "</ul>")
    return Panel(text, html)


def presets_table(hand: CardsLike, vira: str | Card | None = None, seen: CardsLike = (),
                  presets: Iterable[str] | None = None, lang: str = "pt") -> Panel:
    """One hand analysed under every preset: curingas and the engine's verdict, side by side.
    The vira counts only in the presets that turn one."""
    check_lang(lang)
    card_vira = None if vira is None else parse_card(vira)
    head = ["preset", _t(lang, "curingas", "wild cards"), _t(lang, "veredito", "verdict")]
    rows_txt, rows_html = [], []
    for preset in presets or PRESETS:
        rules = get_rules(preset)
        v = card_vira if rules.has_vira else None
        try:
            analysis = analyze(hand, rules, v, seen, lang=lang)
        except CachetaError as error:
            rows_txt.append([rules.id, "", error.message(lang)])
            rows_html.append([_name_html(rules.id), "", escape(error.message(lang))])
            continue
        wild = _sorted(wild_cards(rules, v))
        status = _status(analysis, lang)
        rows_txt.append([rules.id, _symbols(wild) or "—", status])
        rows_html.append([_name_html(rules.id),
                          _small_cards(wild, lang, wild) if wild else "—", escape(status)])
    cards = _sorted(parse_cards(hand))
    top = cards_html(cards, lang=lang)
    if card_vira is not None:
        top += (f'<div style="display:flex;gap:6px;align-items:center">'
                f'{escape(_t(lang, _VIRA_NOTE[0], _VIRA_NOTE[1]))}'
                f'{card_svg(card_vira, size="sm", lang=lang)}</div>')
    text = (_t(lang, "Mão: ", "Hand: ") + _symbols(cards)
            + (f"  vira {card_vira.symbol}" if card_vira else "") + "\n"
            + _text_table(head, rows_txt))
    return Panel(text, top + _html_table(head, rows_html))


# --- drawing in the learner's language ----------------------------------------------------

def _curinga_sentence(rules: Rules, vira: Card | None, lang: str) -> str:
    """The engine's sentence naming the curingas of a preset and vira."""
    return analyze("", rules, vira, lang=lang).explanation(lang).splitlines()[1]


def draw(cards: CardsLike, rules: str | Rules | None = None, vira: str | Card | None = None,
         lang: str = "pt", size: str = "md") -> Panel:
    """Cards drawn in ``lang``; given ``rules`` (and a vira) the curingas get their gold mark
    and the engine's sentence about them comes first."""
    check_lang(lang)
    shown = list(parse_cards(cards))
    if rules is None:
        return Panel(_symbols(shown), cards_html(shown, lang=lang, size=size))
    ruleset = get_rules(rules)
    card_vira = _vira_for(ruleset, vira)
    sentence = _curinga_sentence(ruleset, card_vira, lang)
    wild = wild_cards(ruleset, card_vira)
    html = (f'<div style="margin:2px 0 4px">{escape(sentence)}</div>'
            + cards_html(shown, wilds=wild, lang=lang, size=size))
    return Panel(f"{sentence}\n{_symbols(shown)}", html)


def draw_meld(cards: CardsLike, rules: str | Rules = "oficial", vira: str | Card | None = None,
              lang: str = "pt") -> Panel:
    """One group of cards judged by the engine: the meld drawn with its name and what each wild
    stands for, or the cards and the reason they are not a meld."""
    check_lang(lang)
    ruleset = get_rules(rules)
    card_vira = _vira_for(ruleset, vira)
    group = list(parse_cards(cards))
    check = _meld_or_error(group, ruleset, card_vira)
    if check.meld is None:
        reason = check.reason(lang)
        html = (cards_html(_sorted(group), lang=lang)
                + f'<div><b style="color:#c62828">✗</b> {escape(reason)}</div>')
        return Panel(f"✗ {_symbols(_sorted(group))}: {reason}", html)
    text = describe_meld(check.meld, lang)
    return Panel(f"✓ {text}", meld_html(check.meld, lang=lang)
                 + f'<div style="font-size:13px">{escape(text)}</div>')
