"""A puzzle as data and as what a learner sees: JSON that round-trips, the seat's view built back
from the position alone, the coach's sentences in both languages, the drawing."""

from __future__ import annotations

from pathlib import Path

from cacheta_lab.coach import grade
from cacheta_lab.game.views import DRAW
from cacheta_lab.puzzles import Puzzle, load
from cacheta_lab.puzzles.explain import coach_sentence


def test_a_puzzle_round_trips_and_builds_its_view_again(tiny_set: Path) -> None:
    for puzzle in load(tiny_set):
        again = Puzzle.from_dict(puzzle.to_dict())
        assert again == puzzle and again.to_dict() == puzzle.to_dict()
        view, built = puzzle.view(), again.view()
        assert view is puzzle.view()  # built once
        assert (built.hand, built.lixeira, built.vira, built.turn, built.phase) == (
            view.hand, view.lixeira, view.vira, view.turn, view.phase)
        assert list(built.history) == list(view.history)


def test_the_answer_and_the_slip_in_the_coachs_words(tiny_set: Path) -> None:
    for puzzle in load(tiny_set):
        view = puzzle.view()
        assert all(puzzle.is_right(m) for m in puzzle.solution)
        assert not puzzle.is_right(puzzle.tempting_option.move) and not puzzle.is_right(None)
        assert grade(view, puzzle.solution[0]).grade == "best"
        for lang in ("pt", "en"):
            best, slip = puzzle.why(lang)
            assert best == coach_sentence(view, puzzle.solution[0], lang)
            assert slip == coach_sentence(view, puzzle.tempting_option.move, lang)
        assert puzzle.why("pt") != puzzle.why("en")


def test_the_drawing_shows_the_position_and_folds_the_answer(tiny_set: Path) -> None:
    for puzzle in load(tiny_set):
        html = puzzle._repr_html_()
        head, _, folded = html.partition("<details")
        view = puzzle.view()
        assert head.count("<svg") >= len(view.hand) + 1  # the hand, the monte's back
        assert puzzle.prompt("pt") in head and "Resposta" in folded
        assert puzzle.why("pt")[0] in folded
        key = "draw" if view.my_turn and view.phase == DRAW else None
        assert key is None or "comprar" in puzzle.prompt("pt")


def test_a_set_finds_a_puzzle_by_its_id(tiny_set: Path) -> None:
    puzzles = load(tiny_set)
    first = puzzles[0]
    assert puzzles.by_id(first.id) is first and puzzles[:1] == (first,)
    assert len(puzzles) == len(list(puzzles)) and "PuzzleSet" in repr(puzzles)
