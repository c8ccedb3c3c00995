"""The statistics of a simulation (:func:`summarize`) and the report in words (:func:`report`),
every rate with its 95% interval and sample size."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...checks import LEVELS
from ...drawing.explain import level_name, mean_text, rate_text, round_end_words
from ...words.catalogue import counted, term
from ...words.text import join, number, percent
from ..stats import Mean, Rate, Tally
from .games import tally_game
from .spec import SimSpec

if TYPE_CHECKING:
    from .run import Simulation


def summarize(spec: SimSpec, parts: Iterable[Tally | dict[str, Any]]) -> dict[str, Any]:
    """Merge the summaries of chunks (or games' records) into the statistics: win rates by
    level and by seat position, round lengths, 10-card batidas, dealt hands."""
    t = Tally.merged(p if isinstance(p, Tally) else tally_game(spec, p) for p in parts)
    c = t.counts
    levels = sorted(set(spec.bots), key=LEVELS.index)
    by_level = {}
    for level in levels:
        seats = spec.levels_for(0).count(level)
        by_level[level] = {"seats": seats, "expected": round(seats / spec.players, 4),
                           "wins": Rate(c[f"wins:{level}"], c["decided"])}
    ends = {k.removeprefix("end:"): v for k, v in c.items() if k.startswith("end:") and v}
    play_seconds = t.timing["seconds"]
    return {
        "decided": c["decided"], "drawn": c["games"] - c["decided"],
        "win_rate_by_level": by_level,
        "rounds": c["rounds"],
        "rounds_per_game": t.mean("rounds_per_game"),
        "turns_per_round": t.mean("turns_per_round"),
        "round_end": dict(sorted(ends.items())),
        "bater_with_10": Rate(c["with10"], c["out_rounds"]),
        "furar": Rate(c["furar"], c["out_rounds"]),
        "win_rate_by_position": {str(p): Rate(c[f"position:{p}"], c["full_rounds"])
                                 for p in range(1, spec.players + 1)},
        "dealt_complete": Rate(c["dealt_complete"], c["dealt"]),
        "dealt_na_boa": Rate(c["dealt_na_boa"], c["dealt"]),
        "folds_per_round": t.mean("folds_per_round"),
        "na_boa_calls_per_round": t.mean("na_boa_calls_per_round"),
        "failed_furar": c["failed_furar"],
        "false_bati": c["false_bati"],
        "moves": c["moves"],
        "moves_per_second_per_process": (round(c["moves"] / play_seconds, 1)
                                         if play_seconds else None),
    }


def plain(value: Any) -> Any:
    if isinstance(value, Rate | Mean):
        return value.to_dict()
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


def _ends_text(ends: dict[str, int], lang: str) -> str:
    """"batida 40, monte acabou 2" / "bater (went out) 40, monte ran out 2"."""
    if not ends:
        return "–"
    return ", ".join(f"{round_end_words(how, lang)} {n}" for how, n in ends.items())


def report(sim: Simulation, lang: str = "pt") -> str:
    """The summary in words, every rate with its 95% interval and sample size, the numbers
    written the way ``lang`` writes them."""
    s, spec = sim.summary, sim.spec
    games = counted("sim.matches" if spec.unit == "match" else "sim.rounds", spec.games, lang)
    where = counted("sim.dask" if sim.engine == "dask" else "sim.processes", sim.workers, lang)
    speed = s["moves_per_second_per_process"]
    lines = [
        term("sim.head", lang, preset=spec.rules.id, games=games, players=spec.players,
             bots=join([level_name(b, lang) for b in spec.bots], lang), seed=spec.seed,
             seconds=number(sim.seconds, lang), where=where),
        term("sim.decided", lang, decided=s["decided"], drawn=s["drawn"]),
        term("sim.by_level", lang),
    ]
    for level, row in s["win_rate_by_level"].items():
        expected = term("sim.expected", lang, p=percent(row["expected"], lang, 0))
        lines.append(f"  {level_name(level, lang):9} {rate_text(row['wins'], lang)}  {expected}")
    lines += [
        term("sim.by_position", lang),
        *(f"  {p}: {rate_text(rate, lang)}" for p, rate in s["win_rate_by_position"].items()),
        term("sim.round_count", lang, n=s["rounds"], mean=mean_text(s["rounds_per_game"], lang)),
        term("sim.turns", lang, mean=mean_text(s["turns_per_round"], lang)),
        term("sim.endings", lang, ends=_ends_text(s["round_end"], lang)),
        term("sim.with10", lang, rate=rate_text(s["bater_with_10"], lang)),
        term("sim.furar", lang, rate=rate_text(s["furar"], lang)),
        term("sim.dealt_complete", lang, rate=rate_text(s["dealt_complete"], lang)),
        term("sim.dealt_na_boa", lang, rate=rate_text(s["dealt_na_boa"], lang)),
        term("sim.moves", lang, n=s["moves"],
             speed="–" if speed is None else number(speed, lang)),
    ]
    return "\n".join(lines)
