"""The set the package ships, read through the contract other checks use, and its invariants:
its size per preset, every theme where it applies, every answer a move its position allows,
the decision puzzles' recorded evaluations, exact answers against the brute-force oracle and
graded best by the coach (on a sample), loaded only when asked, shipped in the wheel."""

from __future__ import annotations

import random
import subprocess
import sys
import zipfile
from collections import Counter
from pathlib import Path

import pytest
from puzzle_oracle import check_exact, missing_after

from cacheta_lab import coach
from cacheta_lab.engine.rules import PRESETS
from cacheta_lab.game.moves import MOVES
from cacheta_lab.game.views import PlayerView
from cacheta_lab.puzzles import THEMES, applies, checked, load
from cacheta_lab.puzzles.attempts import attempt_counts
from cacheta_lab.puzzles.decision import value
from cacheta_lab.puzzles.rating import WEAKEST_FIRST
from cacheta_lab.puzzles.record import SOLVERS

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "cacheta_lab" / "puzzles" / "puzzles.json.gz"


@pytest.fixture(scope="module")
def puzzles():
    return load()


def _sample(puzzles, n: int, seed: int = 0, **where):
    chosen = [p for p in puzzles if all(getattr(p, k) == v for k, v in where.items())]
    return random.Random(seed).sample(chosen, min(n, len(chosen)))


def test_the_contract(puzzles) -> None:
    from cacheta_lab.puzzles import load as contract_load

    assert contract_load() is puzzles  # read once, then the same set
    assert {p.kind for p in puzzles} == {"decision", "exact"}
    for p in puzzles:
        assert isinstance(p.id, str) and p.preset in PRESETS
        assert p.kind in ("decision", "exact")
        assert isinstance(p.themes, tuple) and set(p.themes) <= set(THEMES)
        assert 0 < p.rating.rd <= 350 and p.rating.volatility > 0
        assert p.solution and all(isinstance(m, MOVES) for m in p.solution)
    assert len({p.id for p in puzzles}) == len(puzzles)
    for p in _sample(puzzles, 12):
        view = p.view()
        assert isinstance(view, PlayerView)
        assert coach.grade(view, p.solution[0]).grade == "best"


def test_its_size_and_its_themes(puzzles) -> None:
    assert len(puzzles) >= 1500
    by_preset = Counter(p.preset for p in puzzles)
    assert set(by_preset) == set(PRESETS) and min(by_preset.values()) >= 150
    for preset, rules in PRESETS.items():
        found = {t for p in puzzles if p.preset == preset for t in p.themes}
        missing = {t for t in THEMES if applies(t, rules)} - found
        assert not missing, (preset, missing)
        kinds = {p.kind for p in puzzles if p.preset == preset}
        assert kinds == {"decision", "exact"}, preset


def test_every_answer_is_a_move_its_position_allows(puzzles) -> None:
    for p in puzzles:
        checked(p)  # every option, the right moves among them, legal in the view


def test_decision_puzzles_were_clear_twice(puzzles) -> None:
    """Every option within the standard error in both evaluations, and the answer ahead of
    every other by the margin in both (as the set's build chose them)."""
    settings = puzzles.build["settings"]["decision"]
    margin, se = settings["margin"], settings["se"]
    decisions = [p for p in puzzles if p.kind == "decision"]
    assert decisions
    for p in decisions:
        view = p.view()
        assert len(p.solution) == 1 and len(p.options) >= 2
        for win, error in (("win", "se"), ("check_win", "check_se")):
            assert all(getattr(o, error) <= se + 1e-4 for o in p.options), p.id
            chances = [(value(view, coach.OptionChance(o.move, getattr(o, win))), o.move)
                       for o in p.options]
            chances.sort(key=lambda c: -c[0])
            assert chances[0][1] == p.solution[0], p.id
            assert chances[0][0] - chances[1][0] >= margin - 1e-4, p.id


@pytest.mark.parametrize("question", ["bater", "na_boa", "furar", "announce"])
def test_exact_answers_agree_with_the_oracle_on_a_sample(puzzles, question: str) -> None:
    sample = _sample(puzzles, 4, question=question)
    assert sample, question
    for p in sample:
        check_exact(p)


def test_fewest_draws_missing_agrees_with_the_oracle_on_a_sample(puzzles) -> None:
    """The right discards of a puzzle leave 2 draws missing by the oracle too (that
    every other leaves more takes the oracle seconds a discard: make puzzles checks it)."""
    for p in _sample(puzzles, 1, question="missing", preset="pife"):  # no wilds: quicker
        right = [m.card for m in p.solution]
        assert missing_after(p, right) == dict.fromkeys(right, 2), p.id


def test_the_coach_grades_exact_answers_best_on_a_sample(puzzles) -> None:
    for p in _sample(puzzles, 30, seed=1, kind="exact"):
        view = p.view()
        assert all(coach.grade(view, m).grade == "best" for m in p.solution), p.id


def test_the_bots_attempts_are_what_rated_them(puzzles) -> None:
    """The attempts recorded are the ones the bots make again from the same seeds."""
    attempts = puzzles.build["settings"]["attempts"]
    for p in _sample(puzzles, 4, seed=2):
        again, _played = attempt_counts(p.view(), p.solution, p.id, attempts)
        assert again == dict(p.attempts) and set(again) == set(SOLVERS)


def test_no_bot_solves_a_shipped_puzzle_more_often_than_a_stronger_bot(puzzles) -> None:
    """Every puzzle sits on one scale: the build left out those a weaker bot solved more often
    than a stronger one, and its report says how many."""
    for p in puzzles:
        shares = [p.attempts[level][0] / p.attempts[level][1] for level in WEAKEST_FIRST]
        assert shares == sorted(shares), (p.id, dict(p.attempts))
    assert all(puzzles.report[preset]["misfit"] >= 0 for preset in PRESETS)


def test_explanations_and_drawings(puzzles) -> None:
    for p in _sample(puzzles, 6, seed=3):
        best_pt, slip_pt = p.why("pt")
        best_en, slip_en = p.why("en")
        assert best_pt and slip_pt and best_en != best_pt and slip_en != slip_pt
        html = p._repr_html_()
        assert html.count("<svg") >= len(p.view().hand) and "<details" in html
        # the themes (they would give the answer away) only inside the folded answer
        head, _, folded = html.partition("<details")
        assert "Temas" not in head and "Temas" in folded


def test_importing_the_package_reads_no_puzzle() -> None:
    script = (
        "import sys\n"
        "opened = []\n"
        "sys.addaudithook(lambda e, a: opened.append(str(a[0])) if e == 'open' else None)\n"
        "import cacheta_lab, cacheta_lab.puzzles, cacheta_lab.coach\n"
        "assert not [f for f in opened if 'puzzles.json' in f], opened\n"
        "from cacheta_lab.puzzles import load\n"
        "first = load(); load()\n"
        "assert len([f for f in opened if 'puzzles.json' in f]) == 1, opened\n")
    subprocess.run([sys.executable, "-c", script], check=True, cwd=ROOT)


def test_the_wheel_ships_the_set_within_3_mb(wheel: Path) -> None:
    packed = zipfile.ZipFile(wheel)
    info = packed.getinfo("cacheta_lab/puzzles/puzzles.json.gz")
    assert info.compress_size <= 3_000_000 and info.file_size <= 3_000_000
    assert packed.read(info) == SHIPPED.read_bytes()
