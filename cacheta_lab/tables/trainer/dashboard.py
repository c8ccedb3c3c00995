"""The learner's dashboard: their rating over their attempts (with its deviation as a band)
and how often they solve each theme, drawn as one SVG in either language.

    from cacheta_lab.tables.trainer import History, dashboard
    dashboard(History(), "en")        # in a notebook: the drawing
    dashboard(h).svg                  # the SVG text
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from ...drawing.palette import BAD, GOOD, LINE, PANEL
from ...puzzles.glicko2 import Rating
from ...puzzles.themes import THEMES, theme_name
from ...words.catalogue import counted, term
from ...words.text import html_lang, percent
from .history import Attempt, History

WIDTH = 560
CHART = 190  # the rating chart's height
ROW = 22  # one theme's bar
LEFT, RIGHT, TOP = 48, 12, 30


@dataclass(frozen=True)
class ThemeScore:
    """How a learner does on one theme: attempts ``tried``, ``solved``."""

    theme: str
    tried: int
    solved: int

    @property
    def share(self) -> float:
        return self.solved / self.tried if self.tried else 0.0


def theme_scores(attempts: Sequence[Attempt]) -> list[ThemeScore]:
    """Each theme tried, in the themes' order, with its attempts and successes."""
    tried = dict.fromkeys(THEMES, 0)
    solved = dict.fromkeys(THEMES, 0)
    for a in attempts:
        for t in a.themes:
            if t in tried:
                tried[t] += 1
                solved[t] += a.solved
    return [ThemeScore(t, tried[t], solved[t]) for t in THEMES if tried[t]]


class Dashboard:
    """The drawing of ``attempts`` (a learner's, oldest first) in ``lang``."""

    def __init__(self, attempts: Sequence[Attempt], lang: str = "pt") -> None:
        self.attempts = tuple(attempts)
        self.lang = lang
        self.svg = _svg(self.attempts, lang)

    def __repr__(self) -> str:
        attempts = counted("trainer.attempts", len(self.attempts), self.lang)
        return f"<{term('trainer.ui.dashboard', self.lang)}: {attempts}>"

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        return f'<div lang="{html_lang(self.lang)}">{self.svg}</div>'


def dashboard(history: History | Sequence[Attempt], lang: str = "pt") -> Dashboard:
    """The dashboard of a history (the learner's attempts) or of a list of attempts."""
    attempts = history.attempts() if isinstance(history, History) else history
    return Dashboard(attempts, lang)


def _text(x: float, y: float, words: str, size: int = 12, anchor: str = "start",
          weight: str = "normal") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="currentColor">{escape(words)}</text>')


def _rating_chart(ratings: list[Rating], lang: str) -> str:
    """The rating after each attempt (0: before the first), with ± RD as a band."""
    low = min(r.rating - r.rd for r in ratings)
    high = max(r.rating + r.rd for r in ratings)
    low, high = 50 * (low // 50), 50 * (high // 50 + 1)
    inner_w, inner_h = WIDTH - LEFT - RIGHT, CHART - TOP - 28
    last = max(1, len(ratings) - 1)

    def x(i: int) -> float:
        return LEFT + inner_w * i / last

    def y(v: float) -> float:
        return TOP + inner_h * (high - v) / (high - low)

    parts = []
    step = 100 if high - low <= 800 else 200
    tick = low + (-low) % step
    while tick <= high:
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(tick):.1f}" '
                     f'y2="{y(tick):.1f}" stroke="{LINE}"/>')
        parts.append(_text(LEFT - 6, y(tick) + 4, str(round(tick)), 10, "end"))
        tick += step
    upper = [f"{x(i):.1f},{y(r.rating + r.rd):.1f}" for i, r in enumerate(ratings)]
    lower = [f"{x(i):.1f},{y(r.rating - r.rd):.1f}" for i, r in reversed(list(
        enumerate(ratings)))]
    parts.append(f'<polygon points="{" ".join(upper + lower)}" fill="{GOOD}" '
                 f'fill-opacity=".15"/>')
    line = " ".join(f"{x(i):.1f},{y(r.rating):.1f}" for i, r in enumerate(ratings))
    parts.append(f'<polyline points="{line}" fill="none" stroke="{GOOD}" stroke-width="2"/>')
    parts.append(_text(LEFT, CHART - 8, f"0 … {last} {term('trainer.dash.axis_attempt', lang)}",
                       10))
    return "".join(parts)


def _theme_bars(scores: list[ThemeScore], top: float, lang: str) -> str:
    parts = []
    bar_x, bar_w = WIDTH * 0.55, WIDTH * 0.45 - RIGHT
    for i, s in enumerate(scores):
        y = top + i * ROW
        words = term("trainer.dash.theme_row", lang, theme=theme_name(s.theme, lang),
                     solved=s.solved, tried=s.tried, pct=percent(s.share, lang, 0))
        parts.append(_text(8, y + 15, words, 11))
        parts.append(f'<rect x="{bar_x:.1f}" y="{y + 4:.1f}" width="{bar_w:.1f}" height="14" '
                     f'fill="{PANEL}" stroke="{LINE}"/>')
        if s.solved:
            parts.append(f'<rect x="{bar_x:.1f}" y="{y + 4:.1f}" '
                         f'width="{bar_w * s.share:.1f}" height="14" fill="{GOOD}"/>')
        if s.solved < s.tried:
            parts.append(f'<rect x="{bar_x + bar_w * s.share:.1f}" y="{y + 4:.1f}" '
                         f'width="{bar_w * (1 - s.share):.1f}" height="14" fill="{BAD}" '
                         f'fill-opacity=".55"/>')
    return "".join(parts)


def _svg(attempts: Sequence[Attempt], lang: str) -> str:
    title = term("trainer.dash.title", lang)
    if not attempts:
        summary = term("trainer.dash.empty", lang)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{WIDTH}" '
                f'height="40" viewBox="0 0 {WIDTH} 40" aria-label="{escape(summary)}">'
                f'{_text(8, 24, summary, 13)}</svg>')
    ratings = [Rating(), *(a.learner_rating for a in attempts)]
    now = ratings[-1]
    right = sum(a.solved for a in attempts) / len(attempts)
    summary = term("trainer.dash.summary", lang, rating=round(now.rating),
                   rd=round(now.rd), n=len(attempts), pct=percent(right, lang, 0))
    scores = theme_scores(attempts)
    themes_top = CHART + 26
    height = themes_top + ROW * len(scores) + 8
    detail = "; ".join(term("trainer.dash.theme_row", lang, theme=theme_name(s.theme, lang),
                            solved=s.solved, tried=s.tried, pct=percent(s.share, lang, 0))
                       for s in scores)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{WIDTH}" '
            f'height="{height}" viewBox="0 0 {WIDTH} {height}" '
            f'aria-label="{escape(summary)}. {escape(detail)}" font-family="sans-serif">'
            f'<title>{escape(summary)}</title>'
            f'{_text(8, 16, title, 13, weight="bold")}'
            f'{_text(WIDTH - RIGHT, 16, f"{round(now.rating)} ± {round(now.rd)}", 12, "end")}'
            f'{_rating_chart(ratings, lang)}'
            f'{_text(8, themes_top - 6, term("trainer.dash.themes", lang), 13, weight="bold")}'
            f'{_theme_bars(scores, themes_top, lang)}</svg>')


__all__ = ["Dashboard", "ThemeScore", "dashboard", "theme_scores"]
