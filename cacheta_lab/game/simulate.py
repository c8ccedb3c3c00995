"""Many games between bots, on both cores, and the statistics a curious player asks for.

Each game ``i`` is seeded from the simulation seed and ``i`` alone, so the results do not depend
on how many processes play them. The bot levels are dealt to the seats in turn and rotated by
one seat each game, so every level sits in every seat equally often.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TextIO

from ..cards import parse_cards
from ..errors import CachetaError
from ..rules import Rules, get_rules
from .bots import LEVELS, make_bot
from .judge import Judge
from .match import Match
from .play import run
from .round import Round
from .stats import Mean, Rate, mean_of

UNITS = ("match", "round")


@dataclass(frozen=True)
class SimSpec:
    """What to simulate."""

    rules: Rules
    players: int = 4
    games: int = 100
    seed: int | str = 0
    bots: tuple[str, ...] = ("greedy",)
    unit: str = "match"
    max_turns: int | None = 2000
    max_rounds: int | None = 300

    def levels_for(self, index: int) -> list[str]:
        """The bot level of each seat in game ``index`` (cycled, rotated by the index)."""
        cycle = [self.bots[s % len(self.bots)] for s in range(self.players)]
        shift = index % self.players
        return cycle[shift:] + cycle[:shift]


def check_spec(spec: SimSpec) -> None:
    rules = spec.rules
    if not rules.min_players <= spec.players <= rules.max_players:
        raise CachetaError(
            f"{rules.id} se joga com {rules.min_players} a {rules.max_players} jogadores",
            f"{rules.id} is played by {rules.min_players} to {rules.max_players} players")
    if spec.games < 1:
        raise CachetaError("simule pelo menos 1 jogo", "simulate at least 1 game")
    if spec.unit not in UNITS:
        raise CachetaError(f"unidade {spec.unit!r} desconhecida: use match ou round",
                           f"unknown unit {spec.unit!r}: use match or round")
    for level in spec.bots:
        if level not in LEVELS:
            raise CachetaError(f"nível de bot desconhecido {level!r}; níveis: {', '.join(LEVELS)}",
                               f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")


# --- one game -----------------------------------------------------------------------------

def play_one(spec: SimSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` and return a small record of it."""
    levels = spec.levels_for(index)
    seed = f"{spec.seed}:{index}"
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


# --- many games ---------------------------------------------------------------------------

class Progress:
    """A one-line progress bar on stderr (no dependencies)."""

    def __init__(self, total: int, enabled: bool, stream: TextIO | None = None) -> None:
        self.total = total
        self.done = 0
        self.enabled = enabled
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self._last = 0.0

    def update(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        if self.enabled and (now - self._last > 0.2 or self.done == self.total):
            self._last = now
            elapsed = now - self.start
            rate = self.done / elapsed if elapsed > 0 else 0.0
            eta = (self.total - self.done) / rate if rate else 0.0
            width = 30
            filled = int(width * self.done / self.total)
            self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] "
                              f"{self.done}/{self.total}  {rate:.1f}/s  ETA {eta:.0f}s ")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def _pool_context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def run_games(spec: SimSpec, workers: int = 2, progress: bool | None = None
              ) -> list[dict[str, Any]]:
    """Play every game of ``spec`` (on ``workers`` processes); records in game order."""
    check_spec(spec)
    show = sys.stderr.isatty() if progress is None else progress
    bar = Progress(spec.games, show)
    task = partial(play_one, spec)
    records: list[dict[str, Any]] = []
    workers = max(1, min(workers, spec.games))
    try:
        if workers == 1:
            for i in range(spec.games):
                records.append(task(i))
                bar.update()
        else:
            with _pool_context().Pool(workers) as pool:
                for record in pool.imap_unordered(task, range(spec.games), chunksize=1):
                    records.append(record)
                    bar.update()
    finally:
        bar.close()
    records.sort(key=lambda r: r["index"])
    return records


@dataclass
class Simulation:
    """The games played and what they show."""

    spec: SimSpec
    records: list[dict[str, Any]]
    seconds: float
    workers: int
    summary: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.summary:
            self.summary = summarize(self.spec, self.records)

    def to_dict(self) -> dict[str, Any]:
        spec = self.spec
        return {"rules": spec.rules.id, "players": spec.players, "games": spec.games,
                "seed": spec.seed, "bots": list(spec.bots), "unit": spec.unit,
                "max_turns": spec.max_turns, "workers": self.workers,
                "seconds": round(self.seconds, 3), **_plain(self.summary)}

    def report(self, lang: str = "pt") -> str:
        return report(self, lang)


def simulate(rules: str | Rules = "oficial", players: int = 4, games: int = 100,
             seed: int | str = 0, bots: Sequence[str] | str = ("greedy",), unit: str = "match",
             workers: int | None = None, progress: bool | None = None,
             max_turns: int | None = 2000, max_rounds: int | None = 300) -> Simulation:
    """Play ``games`` games (matches or single rounds) between bots and sum them up."""
    levels = (bots,) if isinstance(bots, str) else tuple(bots)
    spec = SimSpec(get_rules(rules), players, games, seed, levels, unit, max_turns, max_rounds)
    workers = workers if workers is not None else min(2, os.cpu_count() or 1)
    start = time.perf_counter()
    records = run_games(spec, workers, progress)
    return Simulation(spec, records, time.perf_counter() - start, workers)


# --- statistics ---------------------------------------------------------------------------

def summarize(spec: SimSpec, records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Win rates by level and by seat position, round lengths, 10-card batidas, dealt hands."""
    decided = [r for r in records if r["winner"] is not None]
    levels = sorted(set(spec.bots), key=LEVELS.index)
    by_level = {}
    for level in levels:
        seats = spec.levels_for(0).count(level)
        won = sum(1 for r in decided if r["winner_level"] == level)
        by_level[level] = {"seats": seats, "expected": round(seats / spec.players, 4),
                           "wins": Rate(won, len(decided))}
    rounds = [rd for r in records for rd in r["rounds"]]
    won_rounds = [rd for rd in rounds if rd["winner"] is not None]
    out_rounds = [rd for rd in won_rounds if rd["how"] in ("bater", "furar")]
    full = [rd for rd in won_rounds if len(rd["seats"]) == spec.players]
    by_position = {str(p): Rate(sum(1 for rd in full if rd["position"] == p), len(full))
                   for p in range(1, spec.players + 1)}
    dealt = [d for rd in rounds for d in rd["dealt"]]
    hows = Counter(rd["how"] for rd in rounds)
    moves = sum(r["moves"] for r in records)
    play_seconds = sum(r["seconds"] for r in records)
    return {
        "decided": len(decided), "drawn": len(records) - len(decided),
        "win_rate_by_level": by_level,
        "rounds": len(rounds),
        "rounds_per_game": mean_of([len(r["rounds"]) for r in records]),
        "turns_per_round": mean_of([rd["turns"] for rd in out_rounds]),
        "round_end": dict(sorted(hows.items())),
        "bater_with_10": Rate(sum(1 for rd in out_rounds if rd["with10"]), len(out_rounds)),
        "furar": Rate(sum(1 for rd in out_rounds if rd["how"] == "furar"), len(out_rounds)),
        "win_rate_by_position": by_position,
        "dealt_complete": Rate(sum(1 for c, _ in dealt if c), len(dealt)),
        "dealt_na_boa": Rate(sum(1 for _, nb in dealt if nb), len(dealt)),
        "folds_per_round": mean_of([rd["folds"] for rd in rounds]),
        "na_boa_calls_per_round": mean_of([rd["announced"] for rd in rounds]),
        "failed_furar": sum(rd["furar_failed"] for rd in rounds),
        "false_bati": sum(rd["false_bati"] for rd in rounds),
        "moves": moves,
        "moves_per_second_per_process": round(moves / play_seconds, 1) if play_seconds else None,
    }


def _plain(value: Any) -> Any:
    if isinstance(value, Rate | Mean):
        return value.to_dict()
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def report(sim: Simulation, lang: str = "pt") -> str:
    """The summary in words, every rate with its 95% interval and sample size."""
    s, spec = sim.summary, sim.spec
    pt = lang != "en"
    unit = ({"match": "partidas", "round": "rodadas"} if pt else
            {"match": "matches", "round": "rounds"})[spec.unit]
    lines = [
        (f"{spec.rules.id}: {spec.games} {unit} de {spec.players} jogadores, bots "
         f"{', '.join(spec.bots)}, semente {spec.seed} ({sim.seconds:.1f} s, {sim.workers} "
         f"processo(s))" if pt else
         f"{spec.rules.id}: {spec.games} {unit} of {spec.players} players, bots "
         f"{', '.join(spec.bots)}, seed {spec.seed} ({sim.seconds:.1f} s, {sim.workers} "
         "process(es))"),
        (f"decididas {s['decided']}, empatadas {s['drawn']}" if pt else
         f"decided {s['decided']}, drawn {s['drawn']}"),
        "vitórias por nível (intervalo de 95%):" if pt else "wins by level (95% interval):",
    ]
    for level, row in s["win_rate_by_level"].items():
        exp = f"{100 * row['expected']:.0f}%"
        lines.append(f"  {level:7} {row['wins']}  " +
                     (f"(esperado se iguais: {exp})" if pt else f"(expected if equal: {exp})"))
    lines += [
        ("vitórias de rodada pela posição (1 = joga primeiro):" if pt else
         "round wins by seat position (1 = plays first):"),
        *(f"  {p}: {rate}" for p, rate in s["win_rate_by_position"].items()),
        (f"rodadas {s['rounds']}; rodadas por jogo {s['rounds_per_game']}" if pt else
         f"rounds {s['rounds']}; rounds per game {s['rounds_per_game']}"),
        (f"vezes por rodada (até alguém bater): {s['turns_per_round']}" if pt else
         f"turns per round (until someone goes out): {s['turns_per_round']}"),
        (f"fim das rodadas: {s['round_end']}" if pt else f"round endings: {s['round_end']}"),
        (f"batidas com 10 cartas: {s['bater_with_10']}" if pt else
         f"went out with 10 cards: {s['bater_with_10']}"),
        (f"batidas furando a fila: {s['furar']}" if pt else
         f"went out by furar a fila: {s['furar']}"),
        (f"mãos dadas já completas: {s['dealt_complete']}" if pt else
         f"dealt hands already complete: {s['dealt_complete']}"),
        (f"mãos dadas já na boa: {s['dealt_na_boa']}" if pt else
         f"dealt hands already na boa: {s['dealt_na_boa']}"),
        (f"jogadas {s['moves']}, {s['moves_per_second_per_process']} jogadas/s por processo"
         if pt else
         f"moves {s['moves']}, {s['moves_per_second_per_process']} moves/s per process"),
    ]
    return "\n".join(lines)


def deal_statistics(rules: str | Rules = "oficial", players: int = 4, deals: int = 1000,
                    seed: int | str = 0) -> dict[str, Rate]:
    """How often a dealt 9-card hand is already complete, or na boa (no play needed)."""
    ruleset = get_rules(rules)
    complete = na_boa = hands = 0
    for i in range(deals):
        rnd = Round(ruleset, players, seed=f"{seed}:deal{i}")
        for hand in rnd.hands.values():
            hands += 1
            complete += rnd.judge.complete(hand)
            na_boa += bool(rnd.judge.outs(hand))
    return {"complete": Rate(complete, hands), "na_boa": Rate(na_boa, hands)}
