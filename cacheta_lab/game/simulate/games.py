"""One game of a simulation (:func:`play_one`: seeded from the simulation seed and its index
alone), its record summed into a :class:`~cacheta_lab.game.stats.Tally`, and a chunk of games
(:func:`play_chunk`), the unit of work sent to a process or a Dask worker."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ...checks import derive_seed
from ...engine.cards import parse_cards
from ...engine.rules import Rules
from ...errors import CachetaError
from ..bots import make_bot
from ..judge import Judge
from ..match import Match
from ..play import run
from ..round import Round
from ..stats import Tally
from .spec import SimSpec


def play_one(spec: SimSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` and return a small record of it."""
    levels = spec.levels_for(index)
    seed = derive_seed(spec.seed, f":{index}")
    game: Match | Round
    if spec.unit == "match":
        game = Match(spec.rules, spec.players, seed, max_turns=spec.max_turns,
                     max_rounds=spec.max_rounds)
    else:
        game = Round(spec.rules, spec.players, seed=seed, max_turns=spec.max_turns)
    bots = [make_bot(levels[s], f"{seed}/bot{s}") for s in range(spec.players)]
    start, cpu = time.perf_counter(), time.process_time()
    run(game, bots)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    rounds = _round_records(spec.rules, game.events)
    winner = game.winner if isinstance(game, Match) else rounds[0]["winner"]
    moves = len(game.move_log)
    return {"index": index, "levels": levels, "winner": winner,
            "winner_level": levels[winner] if winner is not None else None,
            "moves": moves, "seconds": elapsed, "cpu_seconds": cpu, "rounds": rounds}


def _round_records(rules: Rules, events: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    for ev in events:
        kind = ev["type"]
        if kind == "deal":
            judge = Judge(rules, parse_cards(ev["vira"])[0] if ev["vira"] else None)
            dealt = []
            for s in ev["seats"]:
                hand = parse_cards(ev["hands"][str(s)])
                dealt.append((judge.complete(hand), bool(judge.outs(hand))))
            current = {"seats": ev["seats"], "first": ev["first"], "dealt": dealt,
                       "furar_failed": 0, "false_bati": 0, "folds": 0, "announced": 0}
        elif kind == "furar" and not ev["ok"]:
            current["furar_failed"] += 1
        elif kind == "false_bati":
            current["false_bati"] += 1
        elif kind == "correr":
            current["folds"] += 1
        elif kind == "na_boa":
            current["announced"] += 1
        elif kind == "round_end":
            seats = current["seats"]
            first = seats.index(current["first"])
            order = seats[first:] + seats[:first]
            winner = ev["winner"]
            current.update(winner=winner, how=ev["how"], with10=ev["with10"],
                           turns=ev["turns"],
                           position=order.index(winner) + 1 if winner is not None else None)
            out.append(current)
    return out


@dataclass
class Chunk:
    """Games ``start`` to ``stop - 1``, summed up (and their records when asked for)."""

    start: int
    stop: int
    tally: Tally
    records: list[dict[str, Any]] | None = None


def play_chunk(spec: SimSpec, start: int, stop: int, keep_records: bool = False) -> Chunk:
    """Play games ``start`` … ``stop - 1`` of ``spec`` (in this process) and sum them up.

    This is the unit of work sent to a pool process or a Dask worker. An error that is not a
    :class:`CachetaError` comes back as a ``RuntimeError`` naming the game, so that it always
    survives the trip between processes.
    """
    tally = Tally()
    records: list[dict[str, Any]] | None = [] if keep_records else None
    for index in range(start, stop):
        try:
            record = play_one(spec, index)
        except CachetaError:
            raise
        except Exception as err:
            raise RuntimeError(f"game {index} (seed {spec.seed!r}) failed: "
                               f"{type(err).__name__}: {err}") from None
        tally_game(spec, record, tally)
        if records is not None:
            records.append(record)
    return Chunk(start, stop, tally, records)


def tally_game(spec: SimSpec, record: dict[str, Any], tally: Tally | None = None) -> Tally:
    """Add one game's record to ``tally`` (a new one if none): the counts ``summarize`` needs."""
    t = Tally() if tally is None else tally
    t.count("games")
    if record["winner"] is not None:
        t.count("decided")
        t.count(f"wins:{record['winner_level']}")
    t.observe("rounds_per_game", len(record["rounds"]))
    for rd in record["rounds"]:
        t.count("rounds")
        t.count(f"end:{rd['how']}")
        t.observe("folds_per_round", rd["folds"])
        t.observe("na_boa_calls_per_round", rd["announced"])
        t.count("failed_furar", rd["furar_failed"])
        t.count("false_bati", rd["false_bati"])
        t.count("dealt", len(rd["dealt"]))
        t.count("dealt_complete", sum(1 for complete, _ in rd["dealt"] if complete))
        t.count("dealt_na_boa", sum(1 for _, na_boa in rd["dealt"] if na_boa))
        if rd["winner"] is None:
            continue
        if rd["how"] in ("bater", "furar"):
            t.count("out_rounds")
            t.observe("turns_per_round", rd["turns"])
            t.count("with10", bool(rd["with10"]))
            t.count("furar", rd["how"] == "furar")
        if len(rd["seats"]) == spec.players:
            t.count("full_rounds")
            t.count(f"position:{rd['position']}")
    t.count("moves", record["moves"])
    t.timing["seconds"] += record["seconds"]
    t.timing["cpu_seconds"] += record["cpu_seconds"]
    return t
