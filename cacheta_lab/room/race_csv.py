"""A race's results as CSV text (UTF-8, a header row in the host's language): one row per
seat per puzzle revealed (its name, the puzzle, its answer, right or not, its seconds), and the
standings. A cell a spreadsheet would take for a formula (text starting with ``=``, ``+``,
``-``, ``@``, a tab or a carriage return) is written with a ``'`` in front."""

from __future__ import annotations

import csv
import io

from ..coach.grade import notation
from ..words.catalogue import term
from .race import Race, Racer

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> str:
    """``value`` as a cell no spreadsheet runs as a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _table(header: str, rows: list[list[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header.split(","))
    writer.writerows([[safe_cell(cell) for cell in row] for row in rows])
    return out.getvalue()


def answers_csv(race: Race, racers: list[Racer], lang: str) -> str:
    """One row per seat per puzzle revealed: race, puzzle number and id, the seat's name,
    table and seat, its answer (empty: none; "pass"), right, seconds."""
    yes, no = term("room_race.csv.yes", lang), term("room_race.csv.no", lang)
    rows: list[list[object]] = []
    for i in race.revealed():
        puzzle = race.puzzles[i]
        for racer in racers:
            answer = race.answers[i].get(racer.key)
            rows.append([race.number, i + 1, puzzle.id, race.name_of(racer, lang),
                         racer.table or "", racer.seat,
                         "" if answer is None else notation(answer.move),
                         "" if answer is None else (yes if answer.right else no),
                         "" if answer is None else f"{answer.seconds:.2f}"])
    return _table(term("room_race.csv.answers", lang), rows)


def standings_csv(race: Race, racers: list[Racer], lang: str) -> str:
    """The standings over the puzzles revealed: place, name, table, seat, points, seconds,
    puzzles answered."""
    rows: list[list[object]] = [
        [race.number, row["place"], row["name"], row["table"] or "", row["seat"],
         row["points"], f"{row['seconds']:.2f}", row["answered"]]
        for row in race.standings(racers, lang)]
    return _table(term("room_race.csv.standings", lang), rows)
