"""The learner's dashboard: rating over time and solved share by theme, one SVG, both
languages."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from cacheta_lab.puzzles.themes import theme_name
from cacheta_lab.tables.trainer import dashboard
from cacheta_lab.tables.trainer.dashboard import theme_scores

SVG = "{http://www.w3.org/2000/svg}"


def test_an_empty_history_says_so(history) -> None:
    pt, en = dashboard(history, "pt"), dashboard(history, "en")
    assert "Ainda nenhuma tentativa" in pt.svg and "No attempt yet" in en.svg
    ET.fromstring(pt.svg)


def test_rating_over_time_and_themes_drawn(history, puzzles) -> None:
    chosen = puzzles[:6]
    for i, p in enumerate(chosen):
        history.record(p, p.solution[0] if i % 3 else p.tempting_option.move, bool(i % 3))
    attempts = history.attempts()
    board = dashboard(history, "en")
    root = ET.fromstring(board.svg)
    [line] = root.iter(f"{SVG}polyline")
    assert len(line.get("points").split()) == len(attempts) + 1  # the newcomer's 1500 first
    now = attempts[-1].learner_rating
    assert f"{round(now.rating)} ± {round(now.rd)}" in board.svg
    scores = theme_scores(attempts)
    assert sum(s.tried for s in scores) == sum(len(p.themes) for p in chosen)
    for s in scores:
        assert f"{theme_name(s.theme, 'en')}: {s.solved} of {s.tried}" in board.svg
    pt = dashboard(attempts, "pt")
    assert "Seu rating ao longo das tentativas" in pt.svg and "Your rating" not in pt.svg
    assert board._repr_svg_() == board.svg and 'lang="en"' in board._repr_html_()
    assert root.get("role") == "img" and "after 6 attempts" in root.get("aria-label")


def test_its_text_form_speaks_its_language(history, puzzles) -> None:
    """A notebook shows the dashboard's text form beside its drawing: in the learner's
    language, as the drawing is."""
    history.record(puzzles[0], puzzles[0].solution[0], True)
    assert repr(dashboard(history, "pt")) == "<Seu progresso: 1 tentativa>"
    assert repr(dashboard(history, "en")) == "<Your progress: 1 attempt>"
    assert repr(dashboard([], "pt")) == "<Seu progresso: 0 tentativas>"
