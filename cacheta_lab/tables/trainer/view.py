"""What the trainer's front end (``widgets/puzzle_trainer.js``) draws, as plain data: the
puzzle's position laid out as the game table lays a round out (the vira, the monte, the
lixeira, the other players with their cards counted, what each took from the lixeira, who
announced na boa, the seat's hand), the learner's controls (each enabled when the engine
accepts that move from the position), the verdict once answered, and the dashboard. Card faces
are the game table's (:func:`cacheta_lab.tables.game.view.build_faces`)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...engine.cards import Card, display_order
from ...game.measure import holdings
from ...game.moves import AnunciarNaBoa, Correr, Furar
from ...game.views import PlayerView
from ...puzzles.drawing import option_figure
from ...puzzles.explain import option_words
from ...puzzles.glicko2 import Rating
from ...puzzles.themes import theme_name
from ...words.catalogue import counted, term
from ...words.catalogue.game_table import FRONT_END as TABLE_WORDS
from ...words.catalogue.trainer import FRONT_END as TRAINER_WORDS
from ...words.text import html_lang
from ..base import view_text
from ..base.learner import move_flags
from ..game.view import build_faces, card_item

if TYPE_CHECKING:
    from ...puzzles.record import Puzzle
    from .training import Training, Verdict


def faces(puzzle: Puzzle, lang: str) -> dict[str, str]:
    """The faces of the puzzle's deck, its curingas marked."""
    view = puzzle.view()
    return build_faces(puzzle.preset, frozenset(view.curingas), lang)


def _wild(view: PlayerView) -> frozenset[Card]:
    return frozenset(view.curingas)


def _piles(view: PlayerView, lang: str) -> dict[str, Any]:
    top = view.lixeira_top
    return {
        "vira": ({"code": view.vira.code,
                  "label": term("game.vira_is", lang, card=view.vira.name(lang))}
                 if view.vira else None),
        "stock": view.stock_size,
        "monte_label": term("game.draw_monte", lang, n=view.stock_size),
        "lixeira": ({"code": top.code, "label": term("game.take_lixeira", lang,
                                                     card=top.name(lang))} if top else None),
        "lixeira_label": (term("game.take_lixeira", lang, card=top.name(lang)) if top
                          else term("game.lixeira_empty", lang)),
        "lixeira_size": len(view.lixeira),
    }


def _seats(view: PlayerView, lang: str) -> list[dict[str, Any]]:
    """The other players: their cards counted, what they took from the lixeira, their
    calls."""
    took = holdings(view)
    wild = _wild(view)
    seats = []
    for seat in view.seats:
        if seat == view.seat:
            continue
        cards = sorted(took.get(seat, Counter()).elements(), key=display_order)
        count = view.hand_sizes.get(seat, 0)
        seats.append({
            "seat": seat,
            "name": term("player", lang, seat=seat).capitalize(),
            "count_text": counted("game.cards", count, lang),
            "hidden_label": counted("game.hidden", count, lang),
            "count": count,
            "turn": seat == view.turn,
            "na_boa": seat in view.announced,
            "out": seat in view.out,
            "took_label": term("puzzle.took", lang),
            "took": [card_item(c, wild, lang) for c in cards],
        })
    return seats


def _controls(puzzle: Puzzle, view: PlayerView, answered: bool) -> dict[str, Any]:
    """The learner's controls, each enabled when the engine lists that move (and the puzzle
    is not answered yet)."""
    legal = [] if answered else view.legal_moves()
    seat, rules = view.seat, view.rules
    return {
        "my_turn": view.my_turn,
        "phase": view.phase,
        **move_flags(seat, legal),
        "can_furar": any(isinstance(m, Furar) for m in legal),
        "can_announce": AnunciarNaBoa(seat) in legal,
        "can_pass": not answered and any(o.move is None for o in puzzle.options),
        "bate_with_10": rules.bate_with_10,
        "na_boa_calls": rules.na_boa_calls,
        "announced": seat in view.announced,
        "correr_shown": rules.correr is not None and Correr(seat) in view.legal_moves(),
    }


def _rating_change(before: Rating, after: Rating) -> str:
    change = round(after.rating) - round(before.rating)
    return f"{change:+d}"


def verdict_view(verdict: Verdict, lang: str) -> dict[str, Any]:
    """The verdict: right or not, the coach's sentences, every option's figure (the right
    ones and the learner's first: the rest behind "show me the other options"), both ratings
    before and after, the themes."""
    puzzle = verdict.puzzle
    view = puzzle.view()
    sentences = verdict.sentences(lang)
    options = []
    for option in puzzle.options:
        right = option.move in puzzle.solution
        yours = option.move == verdict.answer
        options.append({"words": option_words(option.move, lang),
                        "figure": option_figure(option, view, lang),
                        "right": right, "yours": yours, "main": right or yours})
    if verdict.option is None:  # a legal move the puzzle does not list
        options.append({"words": option_words(verdict.answer, lang),
                        "figure": term("trainer.not_listed", lang), "right": False,
                        "yours": True, "main": True})
    lb, la = verdict.learner_before, verdict.learner_after
    return {
        "solved": verdict.solved,
        "title": term("trainer.right" if verdict.solved else "trainer.wrong", lang),
        "answer": term("trainer.you_played", lang, move=option_words(verdict.answer, lang)),
        "best": term("trainer.best_was", lang, move=option_words(puzzle.solution[0], lang)),
        "sentences": list(dict.fromkeys(sentences)),
        "options": options,
        "puzzle_rating": term("trainer.puzzle_rating", lang,
                              before=round(verdict.puzzle_before.rating),
                              after=round(verdict.puzzle_after.rating)),
        "your_rating": term("trainer.your_rating", lang, before=round(lb.rating),
                            after=round(la.rating), change=_rating_change(lb, la)),
        "themes": term("puzzle.themes", lang,
                       themes=", ".join(theme_name(t, lang) for t in puzzle.themes)),
    }


def build_view(training: Training, lang: str, *, ack: int = 0, error: str | None = None,
               dashboard: str = "") -> dict[str, Any]:
    """Everything the trainer shows, as plain data."""
    puzzle = training.puzzle
    view = puzzle.view()
    wild = _wild(view)
    rating = training.rating_of(puzzle)
    learner = training.learner
    verdict = training.verdict
    return {
        "ack": ack,
        "lang": lang,
        "html_lang": html_lang(lang),
        "text": {**view_text(TABLE_WORDS, lang), **view_text(TRAINER_WORDS, lang)},
        "puzzle": puzzle.id,
        "head": term("puzzle.head", lang, id=puzzle.id, preset=puzzle.preset,
                     rating=round(rating.rating)),
        "prompt": puzzle.prompt(lang),
        "rating": term("trainer.rating_now", lang, rating=round(learner.rating),
                       rd=round(learner.rd)),
        **_piles(view, lang),
        "seats": _seats(view, lang),
        "hand": [card_item(c, wild, lang) for c in sorted(view.hand, key=display_order)],
        "hand_label": term("game.your_hand", lang),
        "you_took": (term("puzzle.you_took", lang, card=view.taken.symbol)
                     if view.taken is not None else None),
        "learner": _controls(puzzle, view, verdict is not None),
        "verdict": verdict_view(verdict, lang) if verdict is not None else None,
        "dashboard": dashboard,
        "error": error,
    }
