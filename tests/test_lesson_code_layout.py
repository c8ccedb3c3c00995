"""The lessons' code cells read as tidy Python in both languages: a line that goes on inside
an open bracket lines up under the first thing after that bracket, or the bracket ends its
line and what it holds hangs below it. A cell is written once with «pt|en» names of different
lengths, so a continuation lined up in one language can drift in the other: this checks the
cells as each language's notebook holds them."""

from __future__ import annotations

import io
import tokenize

import pytest
from test_lessons import LESSONS, NAMES, SETS, _read

SKIPPED = {tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT,
           tokenize.ENDMARKER}


def misaligned(source: str) -> list[str]:
    """The continuation lines of ``source`` that line up with no open bracket."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
              if t.type != tokenize.COMMENT]
    lines = source.splitlines()
    opened: list[tuple[int, bool]] = []  # (column after the bracket, whether it hangs)
    last_row = 0
    found = []
    for i, tok in enumerate(tokens):
        first_on_row = tok.start[0] > last_row and tok.type not in SKIPPED
        if first_on_row and opened and tok.string not in ")]}":
            column, hangs = opened[-1]
            if not hangs and tok.start[1] != column:
                found.append(lines[tok.start[0] - 1])
        if tok.type not in SKIPPED:
            last_row = tok.end[0]
        if tok.type == tokenize.OP and tok.string in "([{":
            following = tokens[i + 1] if i + 1 < len(tokens) else tok
            opened.append((tok.end[1], following.type in (tokenize.NL, tokenize.NEWLINE)))
        elif tok.type == tokenize.OP and tok.string in ")]}" and opened:
            opened.pop()
    return found


def test_the_check_tells_a_drifted_line_from_a_lined_up_or_hanging_one() -> None:
    assert misaligned("x = f(a,\n      b)\n") == []
    assert misaligned("x = f(\n    a, b)\n") == []
    assert misaligned("longer = f(a,\n      b)\n") == ["      b)"]
    assert misaligned("d = {1: 2,\n     3: 4}\n") == []


@pytest.mark.parametrize("lang", sorted(SETS))
@pytest.mark.parametrize("name", NAMES)
def test_code_cells_line_up_their_continuation_lines(lang: str, name: str) -> None:
    assert any(x.filename == name for x in LESSONS)
    bad = [line for cell in _read(lang, name).cells if cell.cell_type == "code"
           for line in misaligned(cell.source)]
    assert not bad, f"{lang}/{name}: lines that line up with no open bracket: {bad}"
