"""The review of a saved game: every decision of one seat graded, and an accuracy figure.

Accuracy is the share of the seat's graded decisions that are ``best`` or ``good``. Each line is
numbered by its move's index in the game's moves log (0 first), so it can be found there; a
missed na boa or furar a fila carries the index of the move it let pass.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..errors import CachetaError
from ..game.events import GameLog
from ..game.match import Match
from ..game.moves import Draw, Move
from ..game.round import Round
from ..words.catalogue import Said, term
from ..words.echo import short_repr as echo
from .grade import (
    GRADES,
    Grade,
    grade,
    grade_name,
    missed_announce,
    missed_furar,
    move_words,
)


@dataclass(frozen=True)
class Review:
    """Every graded decision of ``seat``, in the order they were made."""

    seat: int
    decisions: tuple[Grade, ...]

    @property
    def accuracy(self) -> float:
        """Share (0–1) of decisions graded best or good (1.0 with no decision)."""
        if not self.decisions:
            return 1.0
        good = sum(1 for d in self.decisions if d.grade in ("best", "good"))
        return good / len(self.decisions)

    def counts(self) -> dict[str, int]:
        return {g: sum(1 for d in self.decisions if d.grade == g) for g in GRADES}

    def to_dict(self, lang: str = "pt") -> dict[str, Any]:
        return {"seat": self.seat, "accuracy": round(self.accuracy, 4),
                "counts": self.counts(),
                "decisions": [d.to_dict(lang) for d in self.decisions]}

    def counts_text(self, lang: str = "pt") -> str:
        """The grades counted, in words: "melhor 5, imprecisão 3"."""
        return ", ".join(f"{grade_name(g, lang)} {n}" for g, n in self.counts().items() if n)

    def report(self, lang: str = "pt") -> str:
        """The review as text, one line per decision."""
        head = term("coach.review.head", lang, seat=self.seat, accuracy=f"{self.accuracy:.0%}",
                    n=len(self.decisions))
        tally = self.counts_text(lang)
        lines = [head + (f" ({tally})" if tally else "")]
        for d in self.decisions:
            where = (f"r{d.round + 1} " if d.round else "") + term("coach.move_no", lang,
                                                                   n=d.index)
            meter = f" [{d.meter(lang)}]" if d.win_best is not None else ""
            lines.append(f"  {where:>12}  {move_words(d.move, lang):<26} "
                         f"{d.grade_name(lang):<11} {d.why(lang)}{meter}")
        return "\n".join(lines)


def _round_of(game: Match | Round) -> Round:
    return game.round if isinstance(game, Match) else game


def _load(log: GameLog | str | Path | dict[str, Any]) -> GameLog:
    if isinstance(log, GameLog):
        return log
    if isinstance(log, dict):
        return GameLog.from_dict(log)
    if isinstance(log, str | Path):
        return GameLog.load(log)
    raise CachetaError(Said("coach.bad_log"))


def review(log: GameLog | str | Path | dict[str, Any], seat: int, furar: bool = True
           ) -> Review:
    """Grade every decision ``seat`` made in the game ``log`` (a :class:`GameLog`, its dict,
    or a saved JSON file). Missed na boa announcements are graded too, and, with ``furar``,
    a lixeira top that would have let the seat furar a fila and go out."""
    game_log = _load(log)
    game = game_log.new_game()
    seats = _round_of(game).seats if isinstance(game, Round) else tuple(range(game.players))
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in seats:
        raise CachetaError(Said("coach.no_player", value=echo(seat), seats=list(seats)))
    return review_moves(game, game_log.moves, seat, furar)


def review_moves(game: Match | Round, moves: list[Move], seat: int, furar: bool = True
                 ) -> Review:
    """Play ``moves`` on ``game`` (fresh) and grade ``seat``'s decisions on the way."""
    decisions: list[Grade] = []
    round_index = 0
    for index, move in enumerate(moves):
        rnd = _round_of(game)
        if seat in rnd.hands and seat not in rnd.out and not rnd.over:
            view = rnd.view(seat)
            if move.seat == seat:
                decisions.append(_at(grade(view, move), round_index, index))
            else:
                missed = missed_furar(view) if furar else None
                if missed is not None:
                    decisions.append(_at(missed, round_index, index))
            if isinstance(move, Draw) and move.seat == seat:
                missed = missed_announce(view)  # na boa at the start of the turn, unannounced
                if missed is not None:
                    decisions.insert(len(decisions) - 1, _at(missed, round_index, index))
        game.play(move)
        if isinstance(game, Match) and game.round is not rnd:
            round_index += 1
    return Review(seat, tuple(decisions))


def _at(g: Grade, round_index: int, index: int) -> Grade:
    return replace(g, round=round_index, index=index)
