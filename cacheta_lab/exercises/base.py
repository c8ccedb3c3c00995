"""What every exercise shares: the :class:`Exercise` base (answers judged by the engine, bad
input turned into feedback), and the small helpers the exercise kinds use to show a setting,
a hand and the learner's cards."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ..checks import check_lang
from ..drawing.html import STYLE
from ..drawing.svg import card_svg
from ..engine.analysis import read_hand, situation_for
from ..engine.cards import Card, check_copies, display_order
from ..engine.curinga import parse_vira, wild_cards
from ..engine.melds import MeldCheck, check_meld
from ..engine.rules import Rules
from ..errors import CachetaError
from ..words.catalogue import Said, term
from ..words.echo import short_repr
from .feedback import Feedback, Solution

LONGEST_ANSWER = 2000  # characters of a text answer
MOST_ITEMS = 200  # items of a list answer


class PortugueseName:
    """A Portuguese name for a method of the learner's API, one the Portuguese lessons use
    (``ex.conferir(resposta)`` for ``ex.check(answer)``): reading it gives the English method
    itself, so the two names cannot drift apart (same code, same help)."""

    def __init__(self, english: str) -> None:
        self.english = english

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        return getattr(owner if obj is None else obj, self.english)


class Exercise:
    """Base of every exercise: ``check(answer)`` gives a :class:`Feedback`, ``solution()`` a
    :class:`Solution`; bad input (an unknown card, …) becomes feedback, never an error."""

    lang: str = "pt"

    def __init__(self, lang: str = "pt") -> None:
        self.lang = check_lang(lang)

    def check(self, answer: Any) -> Feedback:
        """Judge ``answer`` with the engine. An answer of a kind no exercise takes (None, a
        number where cards are asked, a huge text, …) gets feedback saying how to write it."""
        problem = answer_problem(answer)
        if problem is not None:
            return self._feedback("wrong", problem.text(self.lang))
        try:
            return self._check(answer)
        except CachetaError as error:
            return self._feedback("wrong", error.message(self.lang))

    def solution(self) -> Solution:
        """An answer the engine accepts."""
        return self._solution()

    # the Portuguese lessons write ``ex.conferir(resposta)`` and ``ex.solucao()``
    conferir = PortugueseName("check")
    solucao = PortugueseName("solution")

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

    def _term(self, key: str, **values: Any) -> str:
        """The catalogue's text ``key`` in the exercise's language."""
        return term(key, self.lang, **values)

    def _repr_html_(self) -> str:
        return f'{STYLE}<div class="ctl-ex-prompt">{self._prompt_html()}</div>'


def answer_problem(answer: Any) -> Said | None:
    """Why ``answer`` is not an answer at all, or None: answers are a text, a whole number, a
    card, or a list of those (a list of lists for melds)."""
    how = Said("exercise.how")

    def plain(item: Any) -> bool:
        if isinstance(item, str):
            return len(item) <= LONGEST_ANSWER
        if isinstance(item, int) and not isinstance(item, bool):
            return abs(item) <= 10**9
        return isinstance(item, Card)

    if answer is None:
        return Said("exercise.no_answer", how=how)
    if plain(answer):
        return None
    if (isinstance(answer, list | tuple | set | frozenset) and len(answer) <= MOST_ITEMS
            and all(plain(x) or (isinstance(x, list | tuple) and len(x) <= MOST_ITEMS
                                 and all(plain(y) for y in x)) for x in answer)):
        return None
    return Said("exercise.not_understood", answer=short_repr(answer), how=how)


# --- small helpers of the exercise kinds ---------------------------------------------------

def symbols(cards: Iterable[Card]) -> str:
    """"7♥ 10♠ JK"."""
    return " ".join(c.symbol for c in cards)


def codes(cards: Iterable[Card]) -> str:
    """"7h 10s JK"."""
    return " ".join(c.code for c in cards)


def in_order(cards: Iterable[Card]) -> list[Card]:
    """The cards in display order."""
    return sorted(cards, key=display_order)


def vira_for(rules: Rules, vira: str | Card | None) -> Card | None:
    """The vira where the preset turns one; presets without a vira ignore it (it is just seen)."""
    return parse_vira(vira, rules) if rules.has_vira else None


def labels(answer: Any) -> list[str]:
    """Labels or preset names given as "A C", "A, C" or a list."""
    if isinstance(answer, str):
        items = answer.replace(",", " ").replace(";", " ").split()
    elif isinstance(answer, int | Card):
        items = [str(answer)]
    else:
        items = [str(x) for x in answer]
    return list(dict.fromkeys(x.strip() for x in items if str(x).strip()))


def setting_html(rules: Rules, vira: Card | None, lang: str) -> str:
    """"preset megajogos · vira [8♣] · curingas [9♣ 9♠]" with the cards drawn small."""
    parts = [f"<span>preset <b>{escape(rules.id)}</b></span>"]
    if vira is not None:
        parts.append(f'<span class="ctl-ex-item">vira '
                     f'{card_svg(vira, size="sm", lang=lang)}</span>')
    wild = in_order(wild_cards(rules, vira))
    if wild:
        svgs = "".join(card_svg(c, wild=True, size="sm", lang=lang) for c in wild)
        parts.append(f'<span class="ctl-ex-item">'
                     f'{escape(term("exercise.curingas", lang))} {svgs}</span>')
    return f'<div class="ctl-line">{"".join(parts)}</div>'


def setting_text(rules: Rules, vira: Card | None) -> str:
    """"rules='oficial', vira='5c'", as an exercise's repr writes it."""
    text = f"rules={rules.id!r}"
    return text + (f", vira={vira.code!r}" if vira is not None else "")


def take(hand: Sequence[Card], cards: Sequence[Card], lang: str) -> list[str]:
    """What is wrong with using ``cards`` out of ``hand``: cards missing or used too often."""
    left = Counter(hand)
    problems = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        elif card in hand:
            problems.append(term("exercise.not_held", lang, n=Counter(hand)[card],
                                 card=card.symbol))
        else:
            problems.append(not_in_hand(card, lang))
    return list(dict.fromkeys(problems))


def not_in_hand(card: Card, lang: str) -> str:
    """"7♥ não está na sua mão" / "7♥ is not in your hand"."""
    return term("exercise.not_in_hand", lang, card=card.symbol)


def meld_or_error(cards: list[Card], rules: Rules, vira: Card | None) -> MeldCheck:
    """The engine's meld check, after its copy and joker checks (their message as reason,
    speaking of the meld), then those of the cards with the vira."""
    try:
        check_copies(cards, "meld", rules.jokers)
        read_hand(cards, situation_for(rules, vira))
    except CachetaError as error:
        return MeldCheck(False, None, error.said)
    return check_meld(cards, rules, vira)
