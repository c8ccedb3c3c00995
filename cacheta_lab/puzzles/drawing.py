"""A puzzle drawn in plain HTML for a notebook (its ``_repr_html_``): what the seat sees, as the
game table's static drawing lays it out (the vira, the monte, the lixeira, the other players
with their cards counted, what each took from the lixeira, who announced na boa, the seat's
hand), the question, and the answer folded away with the coach's sentences, every option's
win-% or facts and the themes (shown before, they would give the answer away). Cards are the
package's own drawings (:mod:`cacheta_lab.drawing.svg`)."""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import TYPE_CHECKING

from ..drawing.html import STYLE
from ..drawing.svg import card_back_svg, card_svg
from ..engine.cards import Card
from ..game.measure import holdings
from ..game.moves import Correr
from ..words.catalogue import counted, term
from ..words.text import html_lang, number, percent
from .explain import facts_words, option_words
from .themes import theme_name

if TYPE_CHECKING:
    from ..game.views import PlayerView
    from .record import Puzzle, PuzzleOption


def _cards(cards: list[Card], view: PlayerView, lang: str, size: str = "sm") -> str:
    return "".join(card_svg(c, wild=c.is_joker or c in view.curingas, size=size, lang=lang)
                   for c in cards)


def _pile(caption: str, body: str) -> str:
    return (f'<figure class="ctl-g-pile"><figcaption>{escape(caption)}</figcaption>'
            f"{body}</figure>")


def seat_facts(view: PlayerView, seat: int, lang: str = "pt") -> list[str]:
    """What the seat's view shows of another player: their cards counted, their na boa,
    whether they are out, whether it is their turn."""
    facts = [counted("game.cards", view.hand_sizes.get(seat, 0), lang)]
    if seat in view.announced:
        facts.append(term("puzzle.announced", lang))
    if seat in view.out:
        facts.append(term("game.out", lang))
    if seat == view.turn:
        facts.append(term("game.turn", lang))
    return facts


def _seat(view: PlayerView, seat: int, lang: str) -> str:
    facts = seat_facts(view, seat, lang)
    took = sorted(holdings(view).get(seat, Counter()).elements())
    held = (f'<span class="ctl-g-hidden">{escape(term("puzzle.took", lang))}</span>'
            + _cards(took, view, lang)) if took else ""
    name = term("player", lang, seat=seat)
    return (f'<div class="ctl-g-seat"><p class="ctl-g-seat-name"><b>{escape(name)}</b> · '
            f'{escape(" · ".join(facts))}</p><div class="ctl-g-hand">'
            f'{card_back_svg(size="sm", lang=lang)}{held}</div></div>')


def option_figure(option: PuzzleOption, view: PlayerView, lang: str = "pt") -> str:
    """What an option is worth in words: its win-% ± SE (decision), what correr is worth,
    or its exact facts."""
    if isinstance(option.move, Correr):  # worth the chance at which playing on costs as much
        rules = view.rules
        worth = 1 - (rules.correr or 0) / rules.loss_on_bater
        return term("puzzle.correr_worth", lang, pct=percent(worth, lang, 0))
    if option.win is not None:
        return f"{percent(option.win, lang, 1)} ± {number(100 * (option.se or 0), lang, 1)}"
    return facts_words(option.facts, lang)


def _option_row(option: PuzzleOption, right: bool, view: PlayerView, lang: str) -> str:
    figure = option_figure(option, view, lang)
    mark = " ✓" if right else ""
    return (f"<tr><td>{escape(option_words(option.move, lang))}{mark}</td>"
            f'<td class="ctl-num">{escape(figure)}</td></tr>')


def puzzle_html(puzzle: Puzzle, lang: str = "pt", answer: bool = True) -> str:
    """The puzzle as HTML: the position, the question, and (``answer``) the answer folded
    away."""
    view = puzzle.view()
    themes = ", ".join(theme_name(t, lang) for t in puzzle.themes)
    piles = [_pile(term("vira", lang).capitalize(),
                   _cards([view.vira], view, lang) if view.vira else
                   escape(term("game.no_vira", lang))),
             _pile(counted("game.monte_size", view.stock_size, lang),
                   card_back_svg(size="sm", lang=lang)),
             _pile(counted("puzzle.lixeira_size", len(view.lixeira), lang),
                   _cards(list(view.lixeira[-1:]), view, lang))]
    others = "".join(_seat(view, s, lang) for s in view.seats if s != view.seat)
    best, tempting = puzzle.why(lang)
    rows = "".join(_option_row(o, o.move in puzzle.solution, view, lang)
                   for o in puzzle.options)
    folded = (f'<details class="ctl-ex-solution"><summary>{escape(term("puzzle.answer", lang))}'
              f'</summary><div class="ctl-ex-answer"><p class="ctl-ex-sentence">'
              f'{escape(best)}</p><p class="ctl-ex-sentence">{escape(tempting)}</p>'
              f'<table class="ctl-table"><tbody>{rows}</tbody></table>'
              f'<p class="ctl-note">{escape(term("puzzle.themes", lang, themes=themes))}</p>'
              f'</div></details>')
    head = term("puzzle.head", lang, id=puzzle.id, preset=puzzle.preset,
                rating=round(puzzle.rating.rating))
    taken = (f'<p class="ctl-note">{escape(term("puzzle.you_took", lang, card=view.taken.symbol))}'
             f'</p>' if view.taken is not None else "")
    return (f'{STYLE}<div class="ctl-root ctl-g-static" lang="{html_lang(lang)}">'
            f'<p class="ctl-g-line"><b>{escape(head)}</b></p>'
            f'<div class="ctl-g-piles">{"".join(piles)}</div>{others}'
            f'<p class="ctl-section">{escape(term("game.your_hand", lang))}</p>'
            f'<div class="ctl-g-hand">{_cards(list(view.hand), view, lang, "md")}</div>{taken}'
            f'<p class="ctl-status">{escape(puzzle.prompt(lang))}</p>'
            f'{folded if answer else ""}</div>')
