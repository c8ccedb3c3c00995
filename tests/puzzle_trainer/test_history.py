"""The learner's history: attempts and both ratings written one transaction each, read back
as a table; a corrupt, foreign or locked file refused in both languages and left as it was;
a process killed while answering loses at most that answer. The same in the browser's way
(JupyterLite's drive): the file read and written whole."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.puzzles.glicko2 import Rating
from cacheta_lab.tables.trainer import history as history_module
from cacheta_lab.tables.trainer.history import History, default_path

from .conftest import messages

ROOT = Path(__file__).resolve().parents[2]


def test_an_attempt_moves_both_ratings_and_reads_back(history, history_path, puzzles) -> None:
    p = puzzles[0]
    shipped = p.rating
    assert history.rating() == Rating() and history.puzzle_rating(p) == shipped
    won = history.record(p, p.solution[0], True)
    assert won.learner_rating.rating > 1500 and won.puzzle_rating.rating < shipped.rating
    lost = history.record(puzzles[1], puzzles[1].tempting_option.move, False)
    assert lost.learner_rating.rating < won.learner_rating.rating
    assert p.rating == shipped  # the set keeps its own rating; the file holds the moved one
    history.close()
    with History(history_path) as again:
        assert again.rating() == lost.learner_rating
        assert again.puzzle_rating(p) == won.puzzle_rating
        assert [a.puzzle for a in again.attempts()] == [p.id, puzzles[1].id]
        assert again.attempts()[0].answer == p.solution[0]
        rows = again.rows()
    assert [r["solved"] for r in rows] == [True, False]
    assert set(rows[0]) >= {"n", "at", "puzzle", "preset", "themes", "answer", "solved",
                            "learner_rating", "puzzle_rating"}
    assert rows[0]["themes"] == " ".join(p.themes) and isinstance(rows[0]["answer"], str)


def test_learners_share_a_file_and_the_puzzles_ratings(history_path, puzzles) -> None:
    p = puzzles[0]
    with History(history_path, learner="ana") as ana, History(history_path, "bia") as bia:
        moved = ana.record(p, p.solution[0], True).puzzle_rating
        assert bia.puzzle_rating(p) == moved and bia.rating() == Rating() and len(bia) == 0
        assert len(ana) == 1


@pytest.mark.parametrize("learner", ["", "x" * 61, "a\nb", 3, None])
def test_a_bad_learner_name_is_refused(history_path, learner) -> None:
    with pytest.raises(CachetaError) as err:
        History(history_path, learner=learner)
    pt, en = messages(err.value)
    assert "aprendiz" in pt and "learner" in en
    assert not history_path.exists()


@pytest.mark.parametrize("content", [b"not a database at all " * 50,
                                     b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_corrupt_file_is_refused_and_left_as_it_was(history_path, content) -> None:
    history_path.write_bytes(content)
    with pytest.raises(CachetaError) as err:
        History(history_path)
    pt, en = messages(err.value)
    assert "não é um banco SQLite legível" in pt and "nada foi alterado" in pt
    assert "not a readable SQLite database" in en and "nothing was changed" in en
    assert history_path.read_bytes() == content


def test_another_programs_database_is_refused_and_left_as_it_was(history_path) -> None:
    with sqlite3.connect(history_path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
        db.execute("INSERT INTO notes VALUES ('mine')")
    db.close()
    before = history_path.read_bytes()
    with pytest.raises(CachetaError) as err:
        History(history_path)
    pt, en = messages(err.value)
    assert "não é um histórico de puzzles" in pt and "is not a cacheta_lab puzzle history" in en
    assert history_path.read_bytes() == before


def test_an_unreadable_row_is_said_not_crashed_on(history, history_path, puzzles) -> None:
    history.record(puzzles[0], puzzles[0].solution[0], True)
    with sqlite3.connect(history_path) as db:
        db.execute("UPDATE attempts SET learner_rd = -5")
    db.close()
    with pytest.raises(CachetaError) as err:
        history.rating()
    pt, en = messages(err.value)
    assert "tentativa ilegível (n.º 1)" in pt and "unreadable attempt (no. 1)" in en


def test_a_locked_file_is_refused_and_nothing_is_written(history_path, puzzles) -> None:
    with History(history_path, wait=0.05) as h:
        h.record(puzzles[0], puzzles[0].solution[0], True)
        other = sqlite3.connect(history_path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        try:
            with pytest.raises(CachetaError) as err:
                h.record(puzzles[1], puzzles[1].solution[0], True)
        finally:
            other.execute("ROLLBACK")
            other.close()
        pt, en = messages(err.value)
        assert "está bloqueado" in pt and "nada foi gravado" in pt
        assert "is locked by another program" in en and "nothing was written" in en
        assert len(h) == 1
        h.record(puzzles[1], puzzles[1].solution[0], True)  # free again: it goes on
        assert len(h) == 2


def test_a_closed_history_says_so(history, puzzles) -> None:
    history.close()
    with pytest.raises(CachetaError) as err:
        history.record(puzzles[0], None, False)
    assert "fechado" in err.value.message("pt") and "closed" in err.value.message("en")


def test_the_default_file_is_in_the_users_data_folder(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert default_path() == tmp_path / "cacheta_lab" / "puzzle-history.sqlite"
    with History() as h:  # the folder is made
        assert h.path == default_path() and h.path.exists()


WRITER = textwrap.dedent("""
    import sys
    from cacheta_lab.tables.trainer.history import History
    from cacheta_lab.puzzles import load
    puzzles = load()
    with History(sys.argv[1]) as h:
        for i in range(10_000):
            p = puzzles[i % len(puzzles)]
            h.record(p, p.solution[0], i % 2 == 0)
            print(i + 1, flush=True)
""")


def test_a_process_killed_while_answering_loses_at_most_that_answer(history_path) -> None:
    process = subprocess.Popen([sys.executable, "-c", WRITER, str(history_path)],
                               stdout=subprocess.PIPE, text=True, cwd=ROOT,
                               env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        written = 0
        assert process.stdout is not None
        while written < 40:  # reported written: committed
            line = process.stdout.readline()
            assert line, "the writer stopped by itself"
            written = int(line)
    finally:
        process.send_signal(signal.SIGKILL)  # somewhere inside the next answers
        process.wait(timeout=30)
    with sqlite3.connect(history_path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db.close()
    with History(history_path) as h:
        attempts = h.attempts()
        assert len(attempts) >= written  # nothing reported written is lost
        assert [a.n for a in attempts] == list(range(1, len(attempts) + 1))
        assert h.rating() == attempts[-1].learner_rating


@pytest.fixture
def whole_file(monkeypatch) -> None:
    """The history as kept in the browser (JupyterLite's drive takes no writes in place): in
    memory, the file read whole when it changed and written whole after each answer."""
    monkeypatch.setattr(history_module, "WHOLE_FILE", True)


def attempts_in_the_file(path: Path) -> int:
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        n = db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0]
    db.close()
    return int(n)


def test_in_the_browser_each_answer_is_in_the_file_at_once(whole_file, history_path,
                                                           puzzles) -> None:
    with History(history_path) as h:
        assert attempts_in_the_file(history_path) == 0  # the empty history, written
        won = h.record(puzzles[0], puzzles[0].solution[0], True)
        assert attempts_in_the_file(history_path) == 1
        # another History on the file (another kernel): answers in turn, both kept
        with History(history_path, learner="bia") as other:
            other.record(puzzles[1], puzzles[1].solution[0], False)
            assert h.puzzle_rating(puzzles[1]) == other.puzzle_rating(puzzles[1])
            h.record(puzzles[2], puzzles[2].solution[0], True)
            assert attempts_in_the_file(history_path) == 3
        assert [a.puzzle for a in h.attempts()] == [puzzles[0].id, puzzles[2].id]
    with History(history_path) as again:
        assert again.attempts()[0].learner_rating == won.learner_rating


def test_in_the_browser_an_answer_not_written_is_not_kept(whole_file, history_path, puzzles,
                                                          monkeypatch) -> None:
    with History(history_path) as h:
        h.record(puzzles[0], puzzles[0].solution[0], True)
        rating = h.rating()

        def full(*_args: object) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(History, "_save", full)
        with pytest.raises(CachetaError) as err:
            h.record(puzzles[1], puzzles[1].solution[0], True)
        assert "No space left" in messages(err.value)[1]
        assert len(h) == 1 and h.rating() == rating
    assert attempts_in_the_file(history_path) == 1


def test_in_the_browser_a_corrupt_file_is_refused_and_left_as_it_was(whole_file,
                                                                     history_path) -> None:
    content = b"not a database at all " * 50
    history_path.write_bytes(content)
    with pytest.raises(CachetaError) as err:
        History(history_path)
    assert "not a readable SQLite database" in messages(err.value)[1]
    assert history_path.read_bytes() == content


def test_in_the_browser_one_reading_reads_the_file_once_and_answers_read_it_first(
        whole_file, history_path, puzzles, monkeypatch) -> None:
    reads = []
    read_bytes = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda p: reads.append(p) or read_bytes(p))
    with History(history_path) as h, History(history_path, learner="bia") as other:
        with h.one_reading():
            reads.clear()
            assert h.attempts() == [] and h.rating() == Rating() and len(h) == 0
            assert len(reads) == 1  # three questions, one read of the drive's file
            other.record(puzzles[0], puzzles[0].solution[0], True)  # another kernel answers
            assert h.puzzle_ratings() == {}  # the block sees the file as it was read
            # an answer reads the file first: the other's answer is kept, and seen from then on
            reads.clear()
            h.record(puzzles[1], puzzles[1].solution[0], True)
            assert set(h.puzzle_ratings()) == {puzzles[0].id, puzzles[1].id}
            assert len(reads) == 1
        assert attempts_in_the_file(history_path) == 2
        h.attempts(), h.rating()  # out of a block: each question reads the file
        assert len(reads) == 3


def test_the_trainer_reads_the_history_once_to_start_and_once_per_answer(
        whole_file, history_path, puzzles, monkeypatch) -> None:
    from cacheta_lab import PuzzleTrainer

    loads = []
    load = History._load
    monkeypatch.setattr(History, "_load", lambda h, db: loads.append(1) or load(h, db))
    t = PuzzleTrainer(puzzles=puzzles, path=history_path, lang="en")
    assert len(loads) == 3  # on opening, for the ratings and past attempts, for the dashboard
    move = t.puzzle.solution[0]
    loads.clear()
    t._on_msg(t, {"type": "pass", "seq": 1} if move is None else
              {"seq": 1, **move.to_dict()}, None)
    assert t.verdict is not None and t.view["ack"] == 1 and t.view["verdict"]["solved"]
    assert len(loads) == 1  # the answer written, then the dashboard drawn from memory
    t.history.close()
