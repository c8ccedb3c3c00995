"""The adaptive choice: near the learner's rating, towards the themes they miss, missed
puzzles back later, never the same twice in a row, the filters checked; the same seed, the
same puzzles."""

from __future__ import annotations

import random
import statistics
from itertools import pairwise

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.puzzles.glicko2 import Rating
from cacheta_lab.tables.trainer.choice import (
    FIRST_GAP,
    Filters,
    Past,
    check_filters,
    choose,
    due,
    review_gap,
)
from cacheta_lab.tables.trainer.training import Training

from .conftest import messages


def picks(puzzles, learner: Rating, past: list[Past], n: int, seed: int = 3,
          filters: Filters | None = None) -> list:
    rng = random.Random(seed)
    return [choose(puzzles, {}, learner, past, rng, filters or Filters()) for _ in range(n)]


def test_the_same_seed_gives_the_same_puzzles(puzzles, tmp_path) -> None:
    def run(name: str) -> list[str]:
        s = Training(puzzles, path=tmp_path / name, seed=7)
        ids = []
        for i in range(8):
            ids.append(s.puzzle.id)
            s.answer(s.puzzle.solution[0] if i % 2 else s.puzzle.tempting_option.move)
            s.next()
        return ids

    assert run("a.sqlite") == run("b.sqlite")
    assert run("c.sqlite") != [p.id for p in picks(puzzles, Rating(), [], 8, seed=8)]


def test_puzzles_near_the_learners_rating_come_first(puzzles) -> None:
    ratings = [p.rating.rating for p in puzzles]
    for target in (min(ratings) + 50, max(ratings) - 50):
        chosen = picks(puzzles, Rating(target, 60), [], 60)
        spread = statistics.mean(abs(p.rating.rating - target) for p in chosen)
        assert spread < 0.6 * statistics.mean(abs(r - target) for r in ratings)


def test_the_themes_a_learner_misses_come_more_often(puzzles) -> None:
    with_theme = [p for p in puzzles if "lixeira" in p.themes][:20]
    def share(solved: bool) -> float:
        past = [Past(p.id, solved, p.themes) for p in with_theme]
        chosen = picks(puzzles, Rating(), past, 300)
        return sum("lixeira" in p.themes for p in chosen) / len(chosen)

    assert share(False) > 1.2 * share(True)


def test_a_missed_puzzle_comes_back_later_never_twice_in_a_row(puzzles, tmp_path) -> None:
    s = Training(puzzles, path=tmp_path / "h.sqlite", seed=2)
    first = s.puzzle
    shown = [first.id]
    s.answer(first.tempting_option.move)  # missed
    for _ in range(FIRST_GAP + 1):
        s.next()
        shown.append(s.puzzle.id)
        s.answer(s.puzzle.solution[0])
    assert shown[:FIRST_GAP + 1].count(first.id) == 1  # not before its gap
    assert shown[FIRST_GAP + 1] == first.id  # then back
    assert all(a != b for a, b in pairwise(shown))


def test_spaced_repetition_doubles_the_gap_after_each_miss() -> None:
    assert [review_gap(m) for m in (1, 2, 3)] == [FIRST_GAP, 2 * FIRST_GAP, 4 * FIRST_GAP]
    past = [Past("a", False)] + [Past(f"x{i}", True) for i in range(FIRST_GAP)]
    assert due(past) == ["a"]
    assert due(past[:-1]) == []
    assert due([*past, Past("a", True)]) == []  # solved: settled
    assert due([*past, Past("a", False), Past("y", True)]) == []  # missed twice: waits longer


def test_never_the_same_puzzle_twice_in_a_row_even_when_skipped(puzzles, tmp_path) -> None:
    s = Training(puzzles[:2], path=tmp_path / "h.sqlite", seed=4)
    order = [s.puzzle.id]
    for _ in range(6):
        order.append(s.next().id)
    assert all(a != b for a, b in pairwise(order))


def test_filters_choose_within_preset_theme_and_band(puzzles, tmp_path) -> None:
    s = Training(puzzles, path=tmp_path / "h.sqlite", preset="pife", theme="shape",
                 band=(1400, 1600))
    for _ in range(10):
        p = s.puzzle
        assert p.preset == "pife" and "shape" in p.themes and 1400 <= p.rating.rating <= 1600
        s.next()


@pytest.mark.parametrize(("kwargs", "pt", "en"), [
    ({"theme": "blefe"}, "tema desconhecido 'blefe'", "unknown theme 'blefe'"),
    ({"theme": 3}, "tema desconhecido 3", "unknown theme 3"),
    ({"band": (1700, 1300)}, "faixa de rating (1700, 1300)", "rating band (1700, 1300)"),
    ({"band": (float("nan"), 1300)}, "faixa de rating", "rating band"),
    ({"band": 1500}, "faixa de rating 1500", "rating band 1500"),
    ({"preset": "truco"}, "preset desconhecido", "unknown preset"),
])
def test_bad_filters_are_refused_in_both_languages(kwargs, pt, en) -> None:
    with pytest.raises(CachetaError) as err:
        check_filters(**kwargs)
    said_pt, said_en = messages(err.value)
    assert pt in said_pt and en in said_en


def test_a_bad_filter_changes_nothing(puzzles, tmp_path) -> None:
    s = Training(puzzles, path=tmp_path / "h.sqlite", preset="oficial")
    shown, filters = s.puzzle, s.filters
    for bad in ({"theme": "blefe"}, {"band": (1900, 1000)}, {"band": (0, 10)},
                {"preset": "pife", "theme": "furar"}):
        with pytest.raises(CachetaError) as err:
            s.refilter(**bad)
        assert err.value.message("pt") != err.value.message("en")
        assert s.puzzle is shown and s.filters == filters
    with pytest.raises(CachetaError) as err:
        Training(puzzles, path=tmp_path / "h.sqlite", band=(0, 10))
    pt, en = messages(err.value)
    assert "nenhum puzzle com rating de 0 a 10" in pt and "no puzzle with rating 0 to 10" in en
    assert s.refilter(theme="furar", preset="megajogos").preset == "megajogos"


def test_one_puzzle_left_is_not_shown_twice_in_a_row(puzzles, tmp_path) -> None:
    s = Training(puzzles[:1], path=tmp_path / "h.sqlite")
    with pytest.raises(CachetaError) as err:
        s.next()
    pt, en = messages(err.value)
    assert "acabou de ser mostrado" in pt and "it was just shown" in en
