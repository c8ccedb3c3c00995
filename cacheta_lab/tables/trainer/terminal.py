"""The trainer in a terminal, as text: the position (what the seat sees), the options numbered
in a fixed order that gives nothing away (draws, bater, discards by card, calls, passing), and
the verdict in the words the notebook's trainer shows (:func:`.view.verdict_view`)."""

from __future__ import annotations

from collections import Counter

from ...engine.cards import display_order
from ...game.measure import holdings
from ...game.moves import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from ...puzzles.drawing import seat_facts
from ...puzzles.explain import option_words
from ...puzzles.record import Puzzle
from ...words.catalogue import term
from .training import Training, Verdict
from .view import verdict_view

_ORDER = (Draw, Bater, Discard, Furar, AnunciarNaBoa, Correr)


def _place(move: Move | None) -> tuple[int, str, tuple[int, int]]:
    if move is None:
        return (len(_ORDER), "", (0, 0))
    kind = next(i for i, t in enumerate(_ORDER) if isinstance(move, t))
    card = getattr(move, "card", None) or getattr(move, "discard", None)
    return (kind, getattr(move, "source", ""), display_order(card) if card else (-1, -1))


def numbered_options(puzzle: Puzzle) -> list[Move | None]:
    """The puzzle's options in the order they are offered (never best first)."""
    return sorted((o.move for o in puzzle.options), key=_place)


def position_lines(training: Training, lang: str = "pt") -> list[str]:
    """The puzzle shown: its head, the piles, the other players, the hand, the question and
    the numbered options."""
    puzzle = training.puzzle
    view = puzzle.view()
    lines = [term("trainer.cli.head", lang, n=training.answered + 1, preset=puzzle.preset,
                  rating=round(training.rating_of(puzzle).rating),
                  kind=term(f"trainer.cli.kind.{puzzle.kind}", lang))]
    if view.vira is not None:
        wild = " ".join(c.symbol for c in sorted(view.curingas, key=display_order)) or "—"
        lines.append(term("trainer.cli.vira", lang, card=view.vira.symbol, wild=wild))
    else:
        lines.append(term("trainer.cli.no_vira", lang))
    lines.append(term("trainer.cli.monte", lang, n=view.stock_size))
    top = view.lixeira_top
    lines.append(term("trainer.cli.lixeira", lang, n=len(view.lixeira), card=top.symbol)
                 if top is not None else term("trainer.cli.lixeira_empty", lang))
    took = holdings(view)
    for seat in view.seats:
        if seat == view.seat:
            continue
        facts = seat_facts(view, seat, lang)
        cards = sorted(took.get(seat, Counter()).elements(), key=display_order)
        if cards:
            facts.append(f'{term("puzzle.took", lang)} {" ".join(c.symbol for c in cards)}')
        lines.append(term("trainer.cli.seat", lang, seat=seat, facts=" · ".join(facts)))
    hand = " ".join(c.symbol for c in sorted(view.hand, key=display_order))
    lines.append(term("trainer.cli.hand", lang, cards=hand))
    if view.taken is not None:
        lines.append(term("puzzle.you_took", lang, card=view.taken.symbol))
    lines.append(puzzle.prompt(lang))
    lines += [f"  {i}. {option_words(m, lang)}"
              for i, m in enumerate(numbered_options(puzzle), 1)]
    return lines


def verdict_lines(verdict: Verdict, lang: str = "pt") -> list[str]:
    """The verdict: right or not, the answer, the coach's sentences, every option with its
    figure (✓ the right ones, ← the learner's), both ratings, the themes."""
    v = verdict_view(verdict, lang)
    lines = [v["title"], v["answer"]]
    if not v["solved"]:
        lines.append(v["best"])
    lines += v["sentences"]
    width = max(len(o["words"]) for o in v["options"])
    for o in v["options"]:
        mark = "✓" if o["right"] else " "
        yours = " ←" if o["yours"] else ""
        lines.append(f"  {mark} {o['words']:<{width}}  {o['figure']}{yours}")
    lines += [v["puzzle_rating"], v["your_rating"], v["themes"]]
    return lines
