"""The lessons' prose cannot drift from their outputs.

A number the prose quotes from a computation is computed in the same run that makes the
outputs: a markdown cell names it (``{name}``) and the builder fills it in where the cell stands
(``notebooks/src/lesson.py``). What is still typed by hand is checked here against the stored
outputs of its notebook: a percentage, a decimal number, a count of live copies or a list of
seats that the prose states and no output shows fails, unless the cell lists it as a definition
(``fixed=``). And the written answers to the coach's exercises must give each option the grade
the coach prints for it in the solutions above.

All of it reads the stored notebooks (nbval re-runs them and compares the outputs), so it costs
well under a second.
"""

from __future__ import annotations

import re

import pytest
from test_lessons import BUILD, LESSONS, NAMES, SETS, _read

from cacheta_lab.coach.grade import GRADES, grade_name
from cacheta_lab.words.catalogue import term

QUOTES = BUILD.QUOTES

PERCENT = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?%")
DECIMAL = re.compile(r"(?<![\w.,/])(\d+[.,]\d+)(?![\d%]|\s?%)")
LIVE = re.compile(r"(?<![\w.,])(\d+)\s+(?:live\b|c[óo]pias?\s+vivas?\b|vivas?\b)", re.I)
SEATS = re.compile(r"\[\d+(?:, \d+)*\]")
# what is not prose: code, a link's target, a value's placeholder; and an exercise's number
NOT_PROSE = re.compile(r"```.*?```|`[^`]*`|\]\([^)]*\)|\{[a-z_][a-z0-9_]*(?::[^{}]*)?\}"
                       r"|(?i:exerc[ií]cio|exercise)\s+\d+\.\d+", re.S)


def _prose(markdown: str) -> str:
    return NOT_PROSE.sub(" ", markdown).replace("*", "")


def _visible(markup: str) -> str:
    return re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", " ", markup, flags=re.S))


def output_text(nb) -> str:
    """Every stored output of a notebook as the reader sees it: streams, text, HTML, SVG."""
    parts = []
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            parts.append(out.get("text", ""))
            data = out.get("data", {})
            parts.append(data.get("text/plain", ""))
            for kind in ("text/html", "image/svg+xml"):
                parts.append(_visible(data.get(kind, "")))
    return "\n".join(parts)


def numbers(text: str) -> set[str]:
    """The quotable numbers of a text: "47%", "1,5", "12 live", "[2, 0]"."""
    found = {f"{m.group(1)}%" for m in PERCENT.finditer(text)}
    found |= {m.group(1) for m in DECIMAL.finditer(text)}
    found |= {f"{m.group(1)} live" for m in LIVE.finditer(text)}
    found |= {m.group(0) for m in SEATS.finditer(text)}
    return found


def stray_numbers(template: str, outputs: str, fixed: tuple[str, ...] = ()) -> list[str]:
    """The numbers ``template`` (a markdown cell before its values are filled in) types by hand
    that neither ``outputs`` show nor ``fixed`` states as definitions."""
    shown = numbers(outputs) | numbers(" ".join(fixed))
    return sorted(numbers(_prose(template)) - shown)


def _lessons() -> list[tuple[str, str]]:
    return [(lang, name) for lang in sorted(SETS) for name in NAMES]


def _pairs(lang: str, name: str):
    """(fresh cell, stored cell) of a lesson: as its source writes it, and as built."""
    lesson = next(x for x in LESSONS if x.filename == name)
    fresh = BUILD.make_notebook(lesson, LESSONS, lang)
    stored = _read(lang, name)
    return list(zip(fresh.cells, stored.cells, strict=True)), stored


def test_the_drift_check_catches_what_readers_found() -> None:
    """The sentences readers found beside outputs that said otherwise fail the check."""
    outputs = ("folds (correr)  best  your chance to win the round: 25% → 0%\n"
               "  Folding (correr) costs 1 point; playing on you would lose 1.5 on average\n"
               "draws from the monte  blunder  your chance: 25% → 25%\n"
               " 7. player 1 is the last one left (folded: [2, 0])\n"
               "  discarding 9♦ leaves you na boa with 12 live copies")
    said = ("the meter stays put (21% → 21%). Losing 1.6 instead of 1 is losing 0.6 of a "
            "round worth 2. In round 2 player 2 folds before player 0 ([2, 0], [0, 2]); "
            "keeping the pair leaves **14 live** copies, as `0.6` in code does not count.")
    assert stray_numbers(said, outputs) == ["0.6", "1.6", "14 live", "21%", "[0, 2]"]
    assert stray_numbers(said, outputs, ("0.6", "1,6", "14 live", "21%", "[0, 2]")) == ["1.6"]
    assert stray_numbers("from {a:%} to {b:%} (Exercise 6.3, 13 cópias vivas)", outputs) == [
        "13 live"]
    assert stray_numbers("25% → 25%, 1.5 on average, 12 live copies", outputs) == []


@pytest.mark.parametrize(("lang", "name"), _lessons())
def test_every_value_the_prose_names_was_computed_by_the_build(lang: str, name: str) -> None:
    """Each ``{name}`` of a lesson's source has its text in the stored lesson, from the run
    that made its outputs (the build fills them in; nothing is left blank or stale)."""
    pairs, _ = _pairs(lang, name)
    for fresh, stored in pairs:
        if fresh.cell_type != "markdown":
            continue
        tokens = {m.group(0)[1:-1] for m in re.finditer(
            r"\{[a-z_][a-z0-9_]*(?::[^{}]*)?\}", fresh.source)}
        quoted = stored.get("metadata", {}).get(QUOTES, {}).get("quoted", {})
        assert set(quoted) == tokens, f"{lang}/{name} cell {stored.get('id')}: rebuild it"


@pytest.mark.parametrize(("lang", "name"), _lessons())
def test_numbers_the_prose_types_are_in_the_outputs(lang: str, name: str) -> None:
    """A percentage, decimal, count of live copies or list of seats typed in a lesson's
    prose is shown by one of its outputs, or stated by the cell as a definition."""
    pairs, stored = _pairs(lang, name)
    outputs = output_text(stored)
    found = []
    for fresh, cell in pairs:
        if fresh.cell_type == "markdown":
            fixed = tuple(cell.get("metadata", {}).get(QUOTES, {}).get("fixed", ()))
            stray = stray_numbers(fresh.source, outputs, fixed)
            found += [(cell.get("id"), x) for x in stray]
    assert not found, (f"{lang}/{name}: numbers the prose types that no output shows; compute "
                       f"them in the lesson ({{name}} and values=) or fix the text: {found}")


# --- the written answers of the coach's exercises -------------------------------------------

TAG = re.compile(r"(?P<subject>(?:10|[2-9AJQK])[♣♦♥♠]|JK|monte|lixeira|10)\**\s*"
                 r"\(\*(?P<grade>[^*()]+)\*\)")
SECTION = re.compile(r"\*\*(\d+)\.\*\*")


def _subject(words: str) -> str:
    """An option as the solution names it, as the answers name it: "lixeira (Q♠)" is the
    lixeira, "com as 10" / "with all 10" is 10."""
    words = words.split(" (")[0].strip()
    return "10" if words.endswith(" 10") else words


def coach_solutions(nb, lang: str) -> list[dict[str, str]]:
    """Each coach exercise's solution in a notebook, in order: option → grade name."""
    head = term("exercise.solution", lang)
    names = "|".join(re.escape(grade_name(g, lang)) for g in GRADES)
    line = re.compile(rf"^\s+(?P<option>.+?): (?P<grade>{names}) \(")
    found = []
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            text = out.get("data", {}).get("text/plain", "")
            rows = text.splitlines()
            if rows and rows[0] == head and all(line.match(r) for r in rows[1:]):
                found.append({_subject(line.match(r)["option"]): line.match(r)["grade"]
                              for r in rows[1:]})
    return found


def answer_mismatches(answers: str, solutions: list[dict[str, str]], lang: str) -> list[str]:
    """Where the written answers (sections **1.**, **2.**…, each option tagged with its grade,
    "9♦ (*best*)") disagree with the coach's solutions, or name no best option."""
    best = grade_name("best", lang)
    problems = []
    parts = SECTION.split(answers)
    for number, text in zip(parts[1::2], parts[2::2], strict=True):
        k = int(number)
        if k > len(solutions):
            problems.append(f"answer {k}: no coach solution above it")
            continue
        tags = [(m["subject"], m["grade"]) for m in TAG.finditer(text)]
        if best not in {g for _, g in tags}:
            problems.append(f"answer {k} names no {best} option")
        for subject, grade in tags:
            printed = solutions[k - 1].get(subject)
            if printed != grade:
                problems.append(f"answer {k}: {subject} is *{grade}*, the coach prints {printed}")
    return problems


def test_the_answer_check_catches_an_answer_the_coach_contradicts() -> None:
    solutions = [{"K♣": "best", "5♦": "best", "A♥": "blunder"}, {"monte": "best",
                                                                 "lixeira": "blunder"}]
    wrong = ("**1.** Discard 5♦ (*best*); the K♣ (*good*) keeps… A♥ (*blunder*). "
             "**2.** The monte (*best*), not the lixeira (*mistake*). **3.** 10 (*best*)")
    assert answer_mismatches(wrong, solutions, "en") == [
        "answer 1: K♣ is *good*, the coach prints best",
        "answer 2: lixeira is *mistake*, the coach prints blunder",
        "answer 3: no coach solution above it"]
    right = "**1.** K♣ (*best*) or 5♦ (*best*), never A♥ (*blunder*). **2.** monte (*best*)"
    assert answer_mismatches(right, solutions, "en") == []
    assert answer_mismatches("**1.** A♥ (*blunder*)", solutions, "en") == [
        "answer 1 names no best option"]


@pytest.mark.parametrize(("lang", "name"), _lessons())
def test_written_answers_agree_with_what_the_coach_prints(lang: str, name: str) -> None:
    """The answers to the coach's exercises grade each option as the coach's solution printed
    above them does (the exercises of the other lessons show the engine's own solution)."""
    nb = _read(lang, name)
    solutions = coach_solutions(nb, lang)
    answers = [c.source for c in nb.cells if c.cell_type == "markdown" and TAG.search(c.source)]
    if not solutions:
        assert not answers, f"{lang}/{name}: graded answers without a coach solution"
        return
    assert answers, f"{lang}/{name}: coach exercises without written answers"
    problems = [p for text in answers for p in answer_mismatches(text, solutions, lang)]
    assert not problems, f"{lang}/{name}: {problems}"
