"""The review of a saved game by the deep evaluator: each decision of one seat with the win
chance of the move played, the best option's and the loss between them, in points of win
percentage (``cacheta-lab review --deep``).

Each decision carries the index of its move in the game's moves log (0 first), as the review
by the fast evaluator does. A
decision is reviewed when the seat had two options or more: its own moves, and the lixeira
tops it could have taken by furar a fila and let go.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import CachetaError
from ..game.events import GameLog
from ..game.match import Match
from ..game.moves import Furar
from ..game.views import PlayerView
from ..words.catalogue import Said, term
from ..words.echo import short_repr as echo
from ..words.text import number, percent
from .deep import check_request, deep_evaluate
from .evaluation import Evaluation, Option, decision_options
from .grade import grade_name, grade_of, move_words, notation
from .review import _load, _round_of

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class DeepDecision:
    """One reviewed decision: the move's index in the log, the option played, its chance and
    the best option's, and the loss in points of win percentage (None: the move played is
    not one of the options, e.g. a false bati)."""

    index: int
    played: Option
    win: float | None
    se: float | None
    best: Option
    best_win: float
    best_se: float | None
    playouts: int

    @property
    def loss(self) -> float | None:
        return None if self.win is None else 100.0 * (self.best_win - self.win)

    @property
    def grade(self) -> str:
        return "blunder" if self.loss is None else grade_of(self.loss)

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "move": notation(self.played),
                "win": self.win, "se": self.se, "best": notation(self.best),
                "best_win": self.best_win, "best_se": self.best_se,
                "loss": None if self.loss is None else round(self.loss, 2),
                "grade": self.grade, "playouts": self.playouts}

    def line(self, lang: str = "pt") -> str:
        played = (move_words(notation(self.played), lang) if self.played
                  else term("coach.lets_go", lang))
        best = (move_words(notation(self.best), lang) if self.best
                else term("coach.letting_go", lang))
        chance = "–" if self.win is None else (
            f"{percent(self.win, lang, 0)} ± {number(100 * (self.se or 0), lang)}")
        where = term("coach.move_no", lang, n=self.index)
        return (f"  {where:>12}  {played:<26} {chance:>12}  "
                f"{grade_name(self.grade, lang):<11} "
                + term("coach.best_was", lang, best=best,
                       chance=percent(self.best_win, lang, 0)))


def _decision(view: PlayerView, move: Option, n: int, ev: Evaluation) -> DeepDecision:
    best = ev.options[0]
    try:
        played = ev.chance_of(move)
        win, se = played.win, played.se
    except KeyError:
        win = se = None
    return DeepDecision(n, move, win, se, best.move, best.win, best.se, ev.playouts)


def deep_review(log: GameLog | str | Path | dict[str, Any], seat: int, playouts: int = 400,
                seed: int | str = 0, progress: Progress | None = None, workers: int = 1
                ) -> list[DeepDecision]:
    """Every decision of ``seat`` in the game ``log`` with its deep win chances. ``progress
    (done, total)`` counts play-outs per option over the whole review. The counts and the
    seed are checked first, as :func:`~cacheta_lab.coach.deep.deep_evaluate` checks them."""
    check_request(playouts, seed, workers, progress)
    game_log = _load(log)
    game = game_log.new_game()
    seats = _round_of(game).seats if not isinstance(game, Match) else tuple(range(game.players))
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in seats:
        raise CachetaError(Said("coach.no_player", value=echo(seat), seats=list(seats)))
    points: list[tuple[int, PlayerView, Option]] = []
    for n, move in enumerate(game_log.moves):
        rnd = _round_of(game)
        if seat in rnd.hands and seat not in rnd.out and not rnd.over:
            view = rnd.view(seat)
            options = decision_options(view)
            if move.seat == seat and len(options) >= 2:
                points.append((n, view, move))
            elif move.seat != seat and any(isinstance(o, Furar) for o in options):
                points.append((n, view, None))
        game.play(move)
    total = playouts * len(points)
    out = []
    for i, (n, view, move) in enumerate(points):
        def step(done: int, _total: int, base: int = i * playouts) -> None:
            if progress is not None:
                progress(base + done, total)

        ev = deep_evaluate(view, playouts=playouts, seed=seed, progress=step, workers=workers)
        out.append(_decision(view, move, n, ev))
    return out

