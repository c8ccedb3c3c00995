"""What a check or a solution shows: :class:`Feedback`, :class:`Solution`, and the
:class:`Panel` of a lesson's comparison."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..checks import check_lang
from ..drawing.html import STYLE
from ..words.catalogue import term

VERDICTS = ("ok", "almost", "wrong")


def verdict_label(verdict: str, lang: str) -> str:
    """"certo!", "quase:" or "ainda não:" ("right!", "almost:", "not yet:")."""
    return term(f"exercise.{verdict}", lang)


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
        head = f"{verdict_label(self.verdict, self.lang)} {self.message}".rstrip()
        return "\n".join([head, *(f"  - {d}" for d in self.details)])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        details = "".join(f"<li>{escape(d)}</li>" for d in self.details)
        return (f'{STYLE}<div class="ctl-ex-feedback ctl-ex-{self.verdict}">'
                f'<div><b class="ctl-ex-verdict">'
                f"{escape(verdict_label(self.verdict, self.lang))}</b> "
                f"{escape(self.message)}</div>"
                + (f'<ul class="ctl-ex-details">{details}</ul>' if details else "")
                + self.html + "</div>")


@dataclass(frozen=True)
class Solution:
    """One answer the engine accepts, with why; in a notebook it stays folded until clicked."""

    lines: tuple[str, ...]
    html: str = ""
    lang: str = "pt"

    def __str__(self) -> str:
        return "\n".join([term("exercise.solution", self.lang), *(f"  {x}" for x in self.lines)])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        summary = term("exercise.solution_fold", self.lang)
        body = "".join(f"<div>{escape(x)}</div>" for x in self.lines)
        return (f'<details class="ctl-ex-solution"><summary>{escape(summary)}</summary>'
                f'<div class="ctl-ex-answer">{body}{self.html}</div></details>{STYLE}')


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
        return STYLE + self.html
