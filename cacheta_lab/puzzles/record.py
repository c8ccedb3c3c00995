"""One puzzle: a seat's position, the moves that count as right, every option with its facts
(and, for a decision puzzle, its chance to win the round by deep play-outs), its themes and
its rating. Plain data: :meth:`Puzzle.to_dict` writes JSON that :meth:`Puzzle.from_dict`
reads back, every field checked.

A *decision* puzzle's answer is the option the deep evaluator puts ahead of every other by a
margin, twice, on independent deals; an *exact* puzzle's answer is settled by the engine
(``question``: bater now, which discard keeps the hand na boa with the most live copies, which
leaves the fewest draws missing, the furar a fila that goes out, announcing na boa).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..checks import LEVELS, whole
from ..engine.rules import PRESETS, get_rules
from ..errors import CachetaError
from ..game.moves import Move, move_from_dict
from ..game.seat_position import stand_in_round
from ..game.views import DISCARD, DRAW, PlayerView
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .glicko2 import Rating
from .themes import THEMES

KINDS = ("decision", "exact")
QUESTIONS = ("best", "bater", "na_boa", "missing", "furar", "announce")
SOLVERS = (*LEVELS, "playout")  # the bots whose attempts rate a puzzle
FIELDS = ("id", "preset", "kind", "question", "themes", "rating", "position", "solution",
          "options", "tempting", "attempts", "source")
FACTS = {"missing": int, "live": int, "feeds": str, "bate": bool}
FEEDS = ("", "wild", "join", "call")
MOST_OPTIONS = 64
MOST_ATTEMPTS = 10**6
_ID = re.compile(r"[a-z0-9-]{1,60}")
_SOURCE = re.compile(r"[ -~]{0,200}")  # printable ASCII


def _bad(n: int | str, what: str, value: Any, how: str, **fields: Any) -> CachetaError:
    """Puzzle ``n``'s field ``what`` cannot be read; ``how``: the catalogue's
    ``puzzle.how.*`` key saying how to write it."""
    return CachetaError(Said("puzzle.bad", n=n, what=what, value=echo(value),
                             how=Said(f"puzzle.how.{how}", **fields)))


@dataclass(frozen=True, slots=True)
class PuzzleOption:
    """One option of a puzzle: the move (None: pass), its ``facts`` (``missing``: draws the
    hand still misses after it; ``live``: live copies of the outs, na boa; ``feeds``: what a
    discard hands the next player, "wild", "join" or "call"; ``bate``: it goes out), and for
    a decision puzzle its chance to win the round with its standard error, by the first deep
    evaluation (``win``, ``se``) and the confirming one (``check_win``, ``check_se``)."""

    move: Move | None
    facts: Mapping[str, Any] = field(default_factory=dict)
    win: float | None = None
    se: float | None = None
    check_win: float | None = None
    check_se: float | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"move": None if self.move is None else self.move.to_dict(),
                                "facts": dict(self.facts)}
        for name in ("win", "se", "check_win", "check_se"):
            value = getattr(self, name)
            data[name] = None if value is None else round(value, 4)
        return data


@dataclass(frozen=True)
class Puzzle:
    """A puzzle: ``id``, ``preset``, ``kind`` ("decision" or "exact"), ``question`` (what it
    asks, :data:`QUESTIONS`), ``themes``, ``rating`` (Glicko-2), the seat's ``position`` (the
    data :meth:`view` is built from), the ``solution`` (the moves that count as right), the
    ``options`` (best first), ``tempting`` (the index of the most tempting wrong option),
    ``attempts`` (the bots' attempts that rated it: level → (solved, tried)) and ``source``
    (the self-play round it comes from)."""

    id: str
    preset: str
    kind: str
    question: str
    themes: tuple[str, ...]
    rating: Rating
    position: Mapping[str, Any] = field(repr=False)
    solution: tuple[Move, ...]
    options: tuple[PuzzleOption, ...] = field(repr=False)
    tempting: int = field(repr=False)
    attempts: Mapping[str, tuple[int, int]] = field(repr=False, default_factory=dict)
    source: Mapping[str, Any] = field(repr=False, default_factory=dict)

    # --- the position -----------------------------------------------------------------------

    def view(self) -> PlayerView:
        """The seat's view of the position (what :func:`cacheta_lab.coach.grade` and
        :func:`~cacheta_lab.coach.deep.deep_evaluate` take)."""
        return self._view

    @cached_property
    def _view(self) -> PlayerView:
        data = self.position
        return stand_in_round(get_rules(self.preset), data).view(data["seat"])

    @property
    def tempting_option(self) -> PuzzleOption:
        return self.options[self.tempting]

    def is_right(self, move: Move | None) -> bool:
        """Whether ``move`` (None: pass) counts as right."""
        return move is not None and move in self.solution

    def prompt(self, lang: str = "pt") -> str:
        """What the seat is asked: to draw, to discard (or bater), or to act out of turn."""
        from ..words.catalogue import term

        view = self.view()
        key = ("draw" if view.my_turn and view.phase == DRAW else
               "discard" if view.my_turn and view.phase == DISCARD else "out_of_turn")
        return term(f"puzzle.prompt.{key}", lang)

    def why(self, lang: str = "pt") -> tuple[str, str]:
        """The coach's own sentences: for the answer, and for the most tempting wrong
        option."""
        from .explain import coach_sentence

        view = self.view()
        return (coach_sentence(view, self.solution[0], lang),
                coach_sentence(view, self.tempting_option.move, lang))

    def _repr_html_(self) -> str:
        from .drawing import puzzle_html

        return puzzle_html(self)

    # --- as data ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "preset": self.preset, "kind": self.kind,
                "question": self.question, "themes": list(self.themes),
                "rating": self.rating.to_dict(), "position": dict(self.position),
                "solution": [m.to_dict() for m in self.solution],
                "options": [o.to_dict() for o in self.options], "tempting": self.tempting,
                "attempts": {k: list(v) for k, v in self.attempts.items()},
                "source": dict(self.source)}

    @classmethod
    def from_dict(cls, data: Any, n: int | str = "?") -> Puzzle:
        """The puzzle ``data`` describes (``n``: its place in a file, for the errors), every
        field checked but the position's cards, which :meth:`view` (and :func:`checked`)
        check."""
        if not isinstance(data, dict) or set(data) != set(FIELDS):
            keys = sorted(data) if isinstance(data, dict) else data
            raise _bad(n, "puzzle", keys, "fields", fields=", ".join(FIELDS))
        pid = data["id"]
        if not isinstance(pid, str) or not _ID.fullmatch(pid):
            raise _bad(n, "id", pid, "id")
        for name, allowed in (("preset", tuple(PRESETS)), ("kind", KINDS),
                              ("question", QUESTIONS)):
            if data[name] not in allowed:
                raise _bad(pid, name, data[name], "one_of", allowed=", ".join(allowed))
        themes = data["themes"]
        if (not isinstance(themes, list) or not all(t in THEMES for t in themes)
                or len(set(themes)) != len(themes)):
            raise _bad(pid, "themes", themes, "themes", themes=", ".join(THEMES))
        try:
            rating = Rating.from_dict(data["rating"])
        except CachetaError as err:
            raise _bad(pid, "rating", data["rating"], "rating") from err
        if not isinstance(data["position"], dict) or not isinstance(
                data["position"].get("seat"), int):
            raise _bad(pid, "position", data["position"], "position")
        options = _options(pid, data["options"], data["kind"])
        moves = [o.move for o in options]
        solution = _moves(pid, data["solution"])
        if not solution or any(m not in moves for m in solution):
            raise _bad(pid, "solution", data["solution"], "solution")
        tempting = data["tempting"]
        if not whole(tempting) or not 0 <= tempting < len(options) or (
                options[tempting].move in solution):
            raise _bad(pid, "tempting", tempting, "tempting")
        return cls(pid, data["preset"], data["kind"], data["question"], tuple(themes), rating,
                   data["position"], tuple(solution), options, tempting,
                   _attempts(pid, data["attempts"]), _source(pid, data["source"]))


def _move(pid: str, what: str, value: Any) -> Move:
    try:
        return move_from_dict(value)
    except CachetaError as err:
        raise CachetaError(Said("puzzle.bad", n=pid, what=what, value=echo(value),
                                how=err.said)) from None


def _moves(pid: str, value: Any) -> list[Move]:
    if not isinstance(value, list) or len(value) > MOST_OPTIONS:
        raise _bad(pid, "solution", value, "moves")
    return [_move(pid, "solution", m) for m in value]


def _share(pid: str, what: str, value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise _bad(pid, what, value, "share")  # NaN and ints beyond a float fail the range
    return float(value)


def _facts(pid: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not set(value) <= set(FACTS):
        raise _bad(pid, "facts", value, "facts", keys=", ".join(FACTS))
    for name, kind in FACTS.items():
        if name not in value:
            continue
        item = value[name]
        ok = (isinstance(item, bool) if kind is bool else
              item in FEEDS if kind is str else whole(item) and 0 <= item <= 200)
        if not ok:
            raise _bad(pid, f"facts.{name}", item, "facts", keys=", ".join(FACTS))
    return dict(value)


def _options(pid: str, value: Any, kind: str) -> tuple[PuzzleOption, ...]:
    keys = {"move", "facts", "win", "se", "check_win", "check_se"}
    if not isinstance(value, list) or not 2 <= len(value) <= MOST_OPTIONS:
        raise _bad(pid, "options", value, "options", most=MOST_OPTIONS)
    out = []
    for item in value:
        if not isinstance(item, dict) or set(item) != keys:
            raise _bad(pid, "options", item, "option", keys=", ".join(sorted(keys)))
        move = None if item["move"] is None else _move(pid, "options", item["move"])
        shares = [_share(pid, name, item[name]) for name in ("win", "se", "check_win",
                                                             "check_se")]
        if kind == "decision" and any(s is None for s in shares):
            raise _bad(pid, "options", item, "chances")
        out.append(PuzzleOption(move, _facts(pid, item["facts"]), *shares))
    if len({o.move for o in out}) != len(out):
        raise _bad(pid, "options", value, "options", most=MOST_OPTIONS)
    return tuple(out)


def _attempts(pid: str, value: Any) -> dict[str, tuple[int, int]]:
    if not isinstance(value, dict) or not set(value) <= set(SOLVERS):
        raise _bad(pid, "attempts", value, "attempts", levels=", ".join(SOLVERS))
    out = {}
    for level, pair in value.items():
        if (not isinstance(pair, list) or len(pair) != 2 or not all(whole(x) for x in pair)
                or not 0 <= pair[0] <= pair[1] <= MOST_ATTEMPTS):
            raise _bad(pid, f"attempts.{level}", pair, "attempts", levels=", ".join(SOLVERS))
        out[level] = (pair[0], pair[1])
    return out


def _source(pid: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or len(value) > 20 or not all(
            isinstance(k, str) and _SOURCE.fullmatch(k)
            and ((whole(v) and abs(v) < 10**12) or (isinstance(v, str) and _SOURCE.fullmatch(v)))
            for k, v in value.items()):
        raise _bad(pid, "source", value, "source")
    return dict(value)


def checked(puzzle: Puzzle) -> Puzzle:
    """``puzzle`` if its position is one a round can reach and every option (and so every
    right move) is a move the round accepts from it; else a :class:`CachetaError` naming the
    puzzle. (:meth:`Puzzle.from_dict` checks the rest.)"""
    try:
        view = puzzle.view()
    except CachetaError as err:
        raise CachetaError(Said("puzzle.bad", n=puzzle.id, what="position",
                                value=echo(puzzle.position), how=err.said)) from None
    legal = set(view.legal_moves())
    turn = view.my_turn and view.phase in (DRAW, DISCARD)
    for option in puzzle.options:
        if (option.move not in legal if option.move is not None else turn):
            raise _bad(puzzle.id, "options", option.to_dict()["move"], "illegal")
    return puzzle
