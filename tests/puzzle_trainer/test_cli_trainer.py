"""``cacheta-lab puzzle`` with scripted keyboard input: puzzles answered by number, the
verdict, the same history file as the notebook's trainer, bad input in one line."""

from __future__ import annotations

import io

import pytest

from cacheta_lab.cli import main
from cacheta_lab.tables.trainer.history import History
from cacheta_lab.tables.trainer.terminal import numbered_options
from cacheta_lab.tables.trainer.training import Training


def run(capsys, monkeypatch, typed: str, *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    code = main(["puzzle", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_puzzles_answered_by_number_into_the_history(capsys, monkeypatch, history_path,
                                                     puzzles) -> None:
    # the same choice the command makes: the first puzzle and its right option's number
    first = Training(puzzles, path=history_path.with_suffix(".probe"), preset="pife").puzzle
    right = numbered_options(first).index(first.solution[0]) + 1
    code, out, err = run(capsys, monkeypatch, f"x\n99\n{right}\n\nq\n", "--preset", "pife",
                         "--path", str(history_path), "--lang", "en")
    assert code == 0 and err == ""
    assert out.startswith("Puzzle 1 · pife · rating ")
    assert out.count("Type a number from 1 to") == 2  # "x" and "99" asked again
    assert "Right!" in out and "Your rating: 1500 → " in out and "Puzzle rating:" in out
    assert "Puzzle 2 · pife" in out and "1 answered this time." in out
    assert f"History: {history_path}" in out
    with History(history_path) as h:
        [attempt] = h.attempts()
    assert attempt.puzzle == first.id and attempt.solved and attempt.preset == "pife"


def test_the_options_never_come_best_first(puzzles) -> None:
    decisions = [p for p in puzzles if len(p.options) > 2][:200]
    firsts = [numbered_options(p)[0] in p.solution for p in decisions]
    assert 0 < sum(firsts) < len(firsts)
    for p in decisions:
        assert sorted(map(repr, numbered_options(p))) == sorted(repr(o.move) for o in p.options)


def test_a_wrong_answer_in_portuguese_and_the_end_of_input(capsys, monkeypatch, history_path,
                                                           puzzles) -> None:
    first = Training(puzzles, path=history_path.with_suffix(".probe"), theme="bater").puzzle
    wrong = next(i for i, m in enumerate(numbered_options(first), 1) if m not in first.solution)
    code, out, _ = run(capsys, monkeypatch, f"{wrong}\n", "--theme", "bater", "--path",
                       str(history_path))
    assert code == 0 and "Não é essa." in out and "A resposta:" in out
    assert "1 respondidos desta vez." in out  # the input ended: the command ends cleanly
    with History(history_path) as h:
        assert [a.solved for a in h.attempts()] == [False]


@pytest.mark.parametrize(("args", "pt", "en"), [
    (["--theme", "blefe"], "tema desconhecido 'blefe'", "unknown theme 'blefe'"),
    (["--band", "1700", "1300"], "faixa de rating", "rating band"),
    (["--band", "low", "high"], "faixa de rating", "rating band"),
    (["--preset", "truco"], "preset desconhecido", "unknown preset"),
    (["--band", "0", "5"], "nenhum puzzle com rating de 0 a 5", "no puzzle with rating 0 to 5"),
])
def test_bad_filters_one_line_exit_2(capsys, monkeypatch, history_path, args, pt, en) -> None:
    for lang, words in (("pt", pt), ("en", en)):
        code, out, err = run(capsys, monkeypatch, "", *args, "--path", str(history_path),
                             "--lang", lang)
        assert code == 2 and out == "" and words in err and err.count("\n") == 1


def test_a_corrupt_history_is_refused_and_kept(capsys, monkeypatch, history_path) -> None:
    history_path.write_bytes(b"my notes, not a database" * 40)
    code, out, err = run(capsys, monkeypatch, "1\n", "--path", str(history_path), "--lang", "en")
    assert code == 2 and "not a readable SQLite database" in err and out == ""
    assert history_path.read_bytes() == b"my notes, not a database" * 40
