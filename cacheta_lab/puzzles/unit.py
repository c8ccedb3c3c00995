"""One unit of the build: a self-play round scanned for puzzles.

Every spot of the round (:mod:`~cacheta_lab.puzzles.source`) is assessed by the coach; the
exact puzzles it holds are found (:mod:`~cacheta_lab.puzzles.exact`: one per question at most,
one with a rare theme if there is one, else chosen by the round's seed), and the positions
that pass the cheap filter of decision puzzles are deep-evaluated, at most one per stage of
the round (the one the coach sees clearest), up to :attr:`UnitSettings.deep_per_round`
(:mod:`~cacheta_lab.puzzles.decision`). Each puzzle kept is attempted by the bots and gets
its themes and its most tempting wrong option.

What a unit returns is plain JSON data, the same from the same seed on any machine.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..coach.evaluation import Evaluation, Option
from ..coach.fast import Assessment, assess
from ..engine.rules import Rules
from ..game.chances import HandFacts
from ..game.moves import Correr
from ..game.seat_position import seat_position
from ..game.views import PlayerView
from .attempts import attempt_counts
from .decision import Settings, decide, fast_margin, value
from .exact import exact_draft
from .explain import coach_grade
from .glicko2 import Rating
from .record import Puzzle, PuzzleOption
from .source import STAGES, Spot, source_round
from .themes import tag

METHOD = 2  # raised whenever what a unit finds from the same seed changes
RARE = ("end_of_monte", "next_player")  # themes an exact puzzle of a round is chosen for
COUNTS = ("spots", "exact", "filtered", "deep", "given_up", "unclear", "coach", "dropped",
          "kept")


@dataclass(frozen=True)
class UnitSettings:
    """How a unit looks for puzzles."""

    decision: Settings = field(default_factory=Settings)
    deep_per_round: int = 3  # decision positions deep-evaluated per round at most
    attempts: int = 12  # seeded attempts of each bot at each puzzle


def _facts(f: HandFacts | None, option: Option) -> dict[str, Any]:
    """An option's facts as the coach has them (None: it bates, or it is correr)."""
    if f is None:
        return {} if option is None or isinstance(option, Correr) else {"bate": True}
    data: dict[str, Any] = {"missing": f.missing, "live": f.live}
    if f.feeds:
        data["feeds"] = f.feeds
    return data


def puzzle_id(preset: str, position: dict[str, Any], question: str) -> str:
    """A puzzle's id: its preset and a digest of its position and question."""
    text = json.dumps([position, question], sort_keys=True, separators=(",", ":"))
    return f"{preset}-{hashlib.sha256(text.encode()).hexdigest()[:10]}"


def _tempting(puzzle: Puzzle, played: dict[str, Counter[Option]]) -> int:
    """The wrong option the bots play most (the random bot's attempts last), then the one the
    coach grades mildest."""
    view = puzzle.view()

    def key(i: int) -> tuple[float, float, float, int]:
        move = puzzle.options[i].move
        bots = sum(n for solver, moves in played.items() if solver != "random"
                   for m, n in moves.items() if m == move)
        graded = coach_grade(view, move)
        return (-bots, -played.get("random", Counter())[move],
                graded.loss if graded is not None else 100.0, i)

    wrong = [i for i, o in enumerate(puzzle.options) if o.move not in puzzle.solution]
    return min(wrong, key=key)


def _rare(question: str, spot: Spot, a: Assessment, solution: tuple[Option, ...]) -> int:
    """How many of the rare themes (:data:`RARE`) a candidate carries."""
    facts = {o.move: _facts(a.facts.get(o.move), o.move) for o in a.evaluation.options}
    return sum(1 for t in tag(spot.view, question, solution, facts) if t in RARE)


def make_puzzle(rules: Rules, view: PlayerView, a: Assessment, question: str,
                solution: tuple[Option, ...], spot: Spot, source: dict[str, Any],
                settings: UnitSettings, first: Evaluation | None = None,
                second: Evaluation | None = None) -> Puzzle:
    """The puzzle of ``view``: its options best first (by the first deep evaluation, else the
    coach's order with the right moves first), facts, themes, and the bots' attempts."""
    ranked = [o.move for o in a.evaluation.options]
    if first is not None:
        ranked = [o.move for o in sorted(first.options, key=lambda o: -value(view, o))]
    else:
        ranked.sort(key=lambda m: m not in solution)
    options = []
    for move in ranked:
        wins: list[float | None] = [None] * 4
        for k, ev in enumerate((first, second)):
            if ev is not None:
                chance = ev.chance_of(move)
                wins[2 * k], wins[2 * k + 1] = chance.win, chance.se
        options.append(PuzzleOption(move, _facts(a.facts.get(move), move), *wins))
    position = seat_position(view)
    facts = {o.move: o.facts for o in options}
    kind = "exact" if first is None else "decision"
    draft = Puzzle(puzzle_id(rules.id, position, question), rules.id, kind, question,
                   tag(view, question, solution, facts), Rating(), position, solution,
                   tuple(options), next(i for i, o in enumerate(options)
                                        if o.move not in solution),
                   source={**source, "stage": spot.stage, "move": spot.move})
    attempts, played = attempt_counts(draft.view(), solution, draft.id, settings.attempts)
    return Puzzle(draft.id, draft.preset, kind, question, draft.themes, Rating(), position,
                  solution, draft.options, _tempting(draft, played), attempts, draft.source)


def scan_round(rules: Rules, seed: int | str, index: int, settings: UnitSettings
               ) -> dict[str, Any]:
    """Round ``index`` of the build's ``seed`` for ``rules``, scanned for puzzles: the puzzles
    (as data, unrated) and the counts of what was scanned, kept and dropped."""
    played = source_round(rules, seed, index)
    source = {"round": played.seed, "players": len(played.levels),
              "levels": " ".join(played.levels)}
    pick = random.Random(f"{played.seed}/pick")
    counts = Counter({name: 0 for name in COUNTS})
    exact: dict[str, list[tuple[Spot, Assessment, tuple[Option, ...]]]] = {}
    close: dict[str, tuple[float, int, Spot, Assessment]] = {}
    for n, spot in enumerate(played.spots):
        counts["spots"] += 1
        a = assess(spot.view)
        draft = exact_draft(spot.view, a)
        if draft is not None:
            counts["exact"] += 1
            exact.setdefault(draft.question, []).append((spot, a, draft.solution))
            continue
        margin = fast_margin(spot.view, a)
        if margin is not None and margin >= settings.decision.fast_margin:
            counts["filtered"] += 1
            if spot.stage not in close or margin > close[spot.stage][0]:
                close[spot.stage] = (margin, n, spot, a)
    puzzles = []
    for question in sorted(exact):
        found = exact[question]
        rarest = max(_rare(question, *c) for c in found)
        spot, a, solution = pick.choice([c for c in found if _rare(question, *c) == rarest])
        puzzles.append(make_puzzle(rules, spot.view, a, question, solution, spot, source,
                                   settings))
    chosen = [close[s] for s in STAGES if s in close]
    chosen.sort(key=lambda c: (-c[0], c[1]))
    for _margin, n, spot, a in chosen[:settings.deep_per_round]:
        counts["deep"] += 1
        seeds = (f"{played.seed}/{n}/first", f"{played.seed}/{n}/second")
        verdict = decide(spot.view, a, settings.decision, seeds)
        counts[verdict.outcome] += 1
        if verdict.outcome == "kept":
            puzzles.append(make_puzzle(rules, spot.view, a, "best", (verdict.best,), spot,
                                       source, settings, verdict.first, verdict.second))
    return {"puzzles": [p.to_dict() for p in puzzles], "counts": dict(counts)}
