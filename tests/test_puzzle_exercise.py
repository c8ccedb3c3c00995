"""A puzzle as a lesson's exercise (:class:`cacheta_lab.exercises.PuzzleExercise`): answers in
words name the engine's moves, the feedback is the coach's sentence and the puzzle's figure,
the solution every option, and bad input is feedback in the learner's language."""

from __future__ import annotations

import pytest

from cacheta_lab import CachetaError
from cacheta_lab.engine.cards import parse_card as C
from cacheta_lab.exercises import PuzzleExercise
from cacheta_lab.exercises.puzzle import answer_move
from cacheta_lab.game import AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar
from cacheta_lab.puzzles import load
from cacheta_lab.puzzles.explain import coach_sentence

BATER = "oficial-cc8010f2ba"  # discard turn: bater discarding J♥, not with all 10
DRAW = "oficial-6c073ed1b5"  # draw turn: the monte, not the lixeira
FURAR = "megajogos-891e9d8f28"  # out of turn: furar a fila discarding one A♦ of two
CORRER = "cachetao-c1ba321ce0"  # first turn in cachetão: play on, not correr


@pytest.mark.parametrize(("pid", "answer", "move"), [
    (BATER, "Jh", Discard(0, C("Jh"))),
    (BATER, "descarta J♥", Discard(0, C("Jh"))),
    (BATER, "discard jh", Discard(0, C("Jh"))),
    (BATER, "bater Jh", Bater(0, C("Jh"))),
    (BATER, "bate descartando jh", Bater(0, C("Jh"))),
    (BATER, "bater", Bater(0, None)),
    (BATER, "bater10", Bater(0, None)),
    (BATER, 10, Bater(0, None)),
    (BATER, "bater com as 10", Bater(0, None)),
    (DRAW, "monte", Draw(0, "monte")),
    (DRAW, " Lixeira ", Draw(0, "lixeira")),
    (DRAW, "compra do monte", Draw(0, "monte")),
    (DRAW, "draw lixeira", Draw(0, "lixeira")),
    (FURAR, "furar Ad", Furar(1, C("Ad"))),
    (FURAR, "furar", Furar(1, None)),
    (FURAR, "passar", None),
    (FURAR, "pass", None),
    (FURAR, "anunciar", AnunciarNaBoa(1)),
    (FURAR, "na boa", AnunciarNaBoa(1)),
    (CORRER, "correr", Correr(0)),
    (CORRER, "fold", Correr(0)),
])
def test_answers_in_words_name_the_engines_moves(pid: str, answer: object, move: object) -> None:
    assert answer_move(answer, load().by_id(pid)) == move


def test_the_right_answer_gets_the_coachs_sentence_and_its_figure() -> None:
    puzzle = load().by_id(DRAW)
    exercise = PuzzleExercise(DRAW, lang="en")
    right = exercise.check("monte")
    assert right.ok
    assert right.message == coach_sentence(puzzle.view(), Draw(0, "monte"), "en")
    monte = next(o for o in puzzle.options if o.move == Draw(0, "monte"))
    assert right.details == (f"draws from the monte: {100 * monte.win:.1f}% ± "
                             f"{100 * monte.se:.1f}",)
    wrong = exercise.check("lixeira")
    assert wrong.verdict == "wrong"
    assert wrong.message == coach_sentence(puzzle.view(), Draw(0, "lixeira"), "en")
    assert PuzzleExercise(puzzle, lang="pt").check("monte").details[0].startswith(
        "compra do monte: ")


def test_an_exact_puzzle_tells_the_missed_bater_and_the_false_bati() -> None:
    exercise = PuzzleExercise(BATER, lang="pt")
    assert exercise.check("bater jh").ok
    missed = exercise.check("Jh")
    assert missed.verdict == "wrong" and "bater perdido" in missed.message
    assert missed.details == ("descarta J♥: na boa, 88 cópias vivas",)
    false = exercise.check("bater")
    assert false.verdict == "wrong" and "Bati falso" in false.message


def test_an_answer_that_names_no_move_says_how_to_answer_in_the_learners_language() -> None:
    pt = PuzzleExercise(BATER, lang="pt").check("xyz")
    assert pt.verdict == "wrong" and pt.message.startswith("resposta 'xyz' não entendida: ")
    assert '"bater 9d"' in pt.message
    en = PuzzleExercise(DRAW, lang="en").check("maybe")
    assert en.message == "answer 'maybe' not understood: Answer \"monte\" or \"lixeira\"."
    out = PuzzleExercise(FURAR, lang="en").check("")
    assert '"furar 9d"' in out.message and '"pass"' in out.message
    assert '"correr"' in PuzzleExercise(CORRER, lang="pt").check("talvez").message
    assert PuzzleExercise(DRAW, lang="en").check(None).verdict == "wrong"


def test_a_move_the_position_does_not_allow_gets_the_engines_refusal() -> None:
    feedback = PuzzleExercise(DRAW, lang="en").check("9d")
    assert feedback.verdict == "wrong" and "must draw first" in feedback.message
    assert "no way to furar" in PuzzleExercise(BATER, lang="en").check("furar").message


def test_the_solution_shows_every_option_and_marks_the_right_ones() -> None:
    puzzle = load().by_id(BATER)
    lines = str(PuzzleExercise(BATER, lang="en").solution()).splitlines()
    best, tempting = puzzle.why("en")
    assert lines[0] == "Solution:" and lines[1:3] == [f"  {best}", f"  {tempting}"]
    assert lines[3] == "  goes out discarding J♥ ✓: bate (goes out)"
    assert len(lines) == 3 + len(puzzle.options) + 1
    assert sum("✓" in line for line in lines) == len(puzzle.solution)
    assert lines[-1].startswith("  Themes: curinga kept")


def test_the_prompt_draws_the_position_in_the_learners_language_without_the_answer() -> None:
    for lang, asked, folded in (("pt", "qual a melhor jogada?", "Resposta"),
                                ("en", "what is the best move?", "Answer</summary>")):
        html = PuzzleExercise(DRAW, lang=lang)._repr_html_()
        assert asked in html and folded not in html and f'lang="{lang}' in html
    assert repr(PuzzleExercise(DRAW, lang="en")) == (
        "PuzzleExercise('oficial-6c073ed1b5', lang='en')")


def test_an_unknown_puzzle_is_refused_in_both_languages() -> None:
    with pytest.raises(CachetaError) as caught:
        PuzzleExercise("oficial-nope")
    assert caught.value.message("pt") == "não há puzzle 'oficial-nope' no conjunto"
    assert caught.value.message("en") == "there is no puzzle 'oficial-nope' in the set"
    with pytest.raises(CachetaError):
        PuzzleExercise(42)  # type: ignore[arg-type]
