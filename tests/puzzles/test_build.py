"""The build on tiny sets: the same file from the same seed whatever runs it, a resume after a
kill giving the file an uninterrupted build gives, and its refusals."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cacheta_lab.cli import main
from cacheta_lab.errors import CachetaError
from cacheta_lab.puzzles import load
from cacheta_lab.puzzles.build import BuildSpec, Shelf, build

from .conftest import BUILD, PRESETS, TINY

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def serial(tiny_set: Path) -> Path:
    return tiny_set


def test_a_tiny_build_is_a_set_that_loads(serial: Path) -> None:
    puzzles = load(serial)
    assert len(puzzles) >= 6 and {p.preset for p in puzzles} == set(PRESETS)
    assert {p.kind for p in puzzles} == {"decision", "exact"}
    assert not Path(f"{serial}.partial").exists()  # the journal goes once the set is written
    report = puzzles.report
    for preset in PRESETS:
        row = report[preset]
        assert row["complete"] and row["rounds"] >= 1
        assert row["kept"] + row["dropped"] + row["unclear"] + row["given_up"] + row[
            "coach"] == row["deep"]
    assert set(puzzles.solvers) == {"random", "greedy", "strong", "playout"}


def test_two_processes_build_the_same_file(serial: Path, tmp_path: Path) -> None:
    out = tmp_path / "pool.json.gz"
    built = build(PRESETS, out=out, workers=2, **BUILD)
    assert built.engine == "pool" or os.cpu_count() == 1
    assert out.read_bytes() == serial.read_bytes()


def test_a_dask_cluster_builds_the_same_file(serial: Path, tmp_path: Path) -> None:
    import logging

    import distributed

    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=":0", silence_logs=logging.ERROR)
    try:
        with distributed.Client(cluster) as client:
            built = build(PRESETS, out=tmp_path / "dask.json.gz", client=client, **BUILD)
    finally:
        cluster.close()
    assert built.engine == "dask" and built.workers == 2
    assert (tmp_path / "dask.json.gz").read_bytes() == serial.read_bytes()


_KILLED = textwrap.dedent("""
    import sys
    from cacheta_lab.puzzles.build import build
    from cacheta_lab.puzzles.decision import Settings
    from cacheta_lab.puzzles.unit import UnitSettings
    build({presets!r}, out=sys.argv[1], workers=1, count={count}, seed={seed},
          settings=UnitSettings(Settings(playouts=120, se=0.06), deep_per_round=1,
                                attempts=2), theme_min=0, progress=False)
""")


def test_a_build_killed_midway_resumes_to_the_same_file(serial: Path, tmp_path: Path) -> None:
    out = tmp_path / "resumed.json.gz"
    journal = Path(f"{out}.partial")
    script = _KILLED.format(presets=PRESETS, count=BUILD["count"], seed=BUILD["seed"])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", script, str(out)], env=env,
                             start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and child.poll() is None:
        if journal.exists() and len(journal.read_text().splitlines()) >= 3:  # 2 units done
            break
        time.sleep(0.05)
    os.killpg(child.pid, signal.SIGKILL)
    child.wait(10)
    assert not out.exists() and journal.exists(), "the build was not caught midway"
    units = [json.loads(line)["unit"] for line in journal.read_text().splitlines()[1:]]
    with journal.open("a") as f:  # a line cut short by the kill is left out
        f.write('{"unit": 99, "puzz')
    built = build(PRESETS, out=out, workers=1, **BUILD)
    assert out.read_bytes() == serial.read_bytes()
    assert built.units > len(units)


def test_a_journal_of_another_build_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "set.json.gz"
    Path(f"{out}.partial").write_text('{"build": "another"}\n')
    with pytest.raises(CachetaError) as caught:
        build(PRESETS, out=out, workers=1, **BUILD)
    assert "another build" in caught.value.message("en")
    assert not out.exists()


ONE_SCALE = {"random": [1, 4], "greedy": [0, 4], "playout": [4, 4], "strong": [4, 4]}


@pytest.mark.parametrize(("attempts", "fits"), [
    (ONE_SCALE, True),
    ({**ONE_SCALE, "greedy": [4, 4], "playout": [0, 4]}, False),  # greedy right, playout wrong
    ({**ONE_SCALE, "strong": [3, 4]}, False),  # the play-out policy more often than strong
    ({**ONE_SCALE, "random": [4, 4], "strong": [0, 4], "playout": [0, 4]}, True),  # by chance
])
def test_the_shelf_leaves_out_a_puzzle_a_weaker_bot_solves_more_often(attempts, fits) -> None:
    spec = BuildSpec(("pife-simples",), 2, 5, TINY, theme_min=0)
    shelf = Shelf(spec, "pife-simples")
    puzzle = {"id": "p-0", "question": "bater", "themes": ["bater"], "attempts": attempts}
    shelf.add(0, {"puzzles": [puzzle], "counts": {"spots": 1}})
    assert [p["id"] for p in shelf.kept] == (["p-0"] if fits else [])
    assert shelf.report()["misfit"] == (0 if fits else 1)


def test_the_shelf_takes_rounds_in_order_whatever_order_they_come(serial: Path) -> None:
    """Results arriving in any order give the same kept puzzles."""
    spec = BuildSpec(("pife-simples",), 8, 5, TINY, theme_min=0)
    results = []
    for index in range(12):
        themes = ["bater"] if index % 3 else ["lixeira", "na_boa"]
        question = "best" if index % 4 == 0 else "bater"
        puzzle = {"id": f"p-{index}", "question": question, "themes": themes,
                  "attempts": ONE_SCALE}
        results.append((index, {"puzzles": [puzzle], "counts": {"spots": 1}}))
    kept = []
    for order in range(4):
        shuffled = list(results)
        random.Random(order).shuffle(shuffled)
        shelf = Shelf(spec, "pife-simples")
        for index, result in shuffled:
            shelf.add(index, result)
        kept.append([p["id"] for p in shelf.kept])
    assert all(k == kept[0] for k in kept) and kept[0]


@pytest.mark.parametrize("args", [
    {"presets": "nenhum"}, {"presets": ["pife", "pife"]}, {"presets": []},
    {"count": 0}, {"count": 10**9}, {"count": "10"}, {"seed": 2.5}, {"workers": 0},
    {"out": "bad\0name"},
])
def test_bad_settings_are_refused_before_anything_runs(args, tmp_path: Path) -> None:
    settings = {"presets": PRESETS, "count": 6, "seed": 5, "workers": 1,
                "out": tmp_path / "x.json.gz", **args}
    with pytest.raises(CachetaError) as caught:
        build(settings.pop("presets"), **settings)
    assert caught.value.message("pt") and caught.value.message("en")
    assert list(tmp_path.iterdir()) == []


def test_the_command_refuses_bad_input_in_one_line(capsys) -> None:
    assert main(["puzzles", "build", "--count", "0", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "count" in err
    assert main(["puzzles", "build", "--presets", "xadrez"]) == 2
    assert "xadrez" in capsys.readouterr().err


def test_the_commands_summary_says_each_presets_misfits(serial: Path) -> None:
    from cacheta_lab.cli.puzzles import report

    puzzles = load(serial)
    data = {"path": str(serial), "puzzles": len(puzzles), "seed": 5, "units": 3,
            "cpu_seconds": 1.0, "engine": "serial", "workers": 1, "presets": puzzles.report}
    for lang, words in (("pt", "fora da escala única"), ("en", "off the one scale")):
        lines = report(data, lang).splitlines()
        assert len(lines) == 1 + len(PRESETS)
        for preset, line in zip(puzzles.report, lines[1:], strict=True):
            assert line.startswith(f"{preset}: ")
            assert f"{puzzles.report[preset]['misfit']} {words}" in line
