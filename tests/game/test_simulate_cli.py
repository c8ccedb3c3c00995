"""Simulations: the statistics, the same results on one or two processes, and the command."""

from __future__ import annotations

import io
import json
import math
import statistics

import pytest

from cacheta_lab.cli import main
from cacheta_lab.engine.rules import get_rules
from cacheta_lab.game.simulate import Progress, SimSpec, deal_statistics, run_games, simulate
from cacheta_lab.game.stats import Mean, Rate, wilson


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-3) and math.isclose(hi, 0.5962, abs_tol=1e-3)
    assert wilson(0, 10)[0] == 0.0 and math.isclose(wilson(10, 10)[1], 1.0)
    assert all(math.isnan(x) for x in wilson(0, 0))
    assert str(Rate(1, 4)).startswith("25.0% [")
    m = Mean.of((1.0, 2.0, 3.0))
    assert m.value == 2.0 and m.sd == 1.0 and m.interval[0] < 2.0 < m.interval[1]


def test_means_and_rates_merge():
    a, b = [3, 8, 1, 9, 4], [7, 2, 12]
    whole = Mean.of(a + b)
    assert Mean.of(a) + Mean.of(b) == whole == Mean.of(b) + Mean.of(a)
    assert whole.value == statistics.mean(a + b)
    assert math.isclose(whole.sd, statistics.stdev(a + b))
    assert (whole.lo, whole.hi) == (1, 12) and whole.to_dict()["max"] == 12
    assert Mean() + whole == whole and str(Mean()) == "–"
    assert Rate(1, 4) + Rate(2, 6) == Rate(3, 10)


def test_levels_rotate_over_the_seats():
    spec = SimSpec(get_rules("oficial"), 4, 8, 0, ("strong", "greedy"))
    assert spec.levels_for(0) == ["strong", "greedy", "strong", "greedy"]
    assert spec.levels_for(1) == ["greedy", "strong", "greedy", "strong"]
    seats = [spec.levels_for(i)[0] for i in range(4)]
    assert seats.count("strong") == seats.count("greedy")


def test_one_or_two_processes_give_the_same_games():
    spec = SimSpec(get_rules("pife-simples"), 3, 4, 9, ("greedy", "random"), "round", 400)
    one = run_games(spec, workers=1, progress=False)
    two = run_games(spec, workers=2, progress=False)
    timing = ("seconds", "cpu_seconds")
    strip = [{k: v for k, v in r.items() if k not in timing} for r in one]
    assert strip == [{k: v for k, v in r.items() if k not in timing} for r in two]


def test_simulation_summary():
    sim = simulate("oficial", 2, 4, seed=1, bots=["greedy", "random"], unit="match",
                   workers=1, progress=False)
    s = sim.summary
    assert s["decided"] + s["drawn"] == 4
    assert set(s["win_rate_by_level"]) == {"greedy", "random"}
    assert s["rounds"] >= 4 * 4  # a 7-point match lasts at least 4 rounds... with 2 losses max
    assert s["dealt_na_boa"].n == 2 * s["rounds"]
    data = sim.to_dict()
    json.dumps(data)
    assert data["win_rate_by_level"]["greedy"]["wins"]["ci95"][0] <= 1
    assert "vitórias por nível" in sim.report("pt") and "wins by level" in sim.report("en")


def test_progress_bar():
    out = io.StringIO()
    bar = Progress(3, True, out)
    for _ in range(3):
        bar.update()
    bar.close()
    assert "3/3" in out.getvalue() and out.getvalue().endswith("\n")


def test_cli_simulate_json(capsys):
    code = main(["simulate", "--rules", "pife-simples", "--players", "2", "--games", "3",
                 "--seed", "4", "--bots", "greedy", "random", "--unit", "round", "--json",
                 "--no-progress", "--workers", "1"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"] == "pife-simples" and data["games"] == 3
    assert data["bots"] == ["greedy", "random"] and data["seed"] == 4


def test_cli_simulate_text(capsys):
    code = main(["simulate", "--rules", "cachetao", "--players", "3", "--games", "1",
                 "--bots", "strong", "--unit", "round", "--no-progress", "--lang", "en"])
    assert code == 0
    assert "wins by level" in capsys.readouterr().out


@pytest.mark.parametrize(("args", "en"), [
    (["--players", "9"], "oficial is played by 2 to 4 players"),
    (["--players", "many"], "--players='many' is invalid: use a whole number from 0 to 11"),
    (["--games", "0"], "--games=0 is invalid: use a whole number from 1 to 1,000,000,000"),
    (["--games", "abc"], "--games='abc' is invalid"),
    (["--games", "10000000000"], "--games=10000000000 is invalid"),
    (["--games", "9" * 5000], "--games='99999"),
    (["--workers", "0"], "--workers=0 is invalid: use a whole number from 1 to 256"),
    (["--workers", "100000"], "--workers=100000 is invalid"),
    (["--max-turns", "0"], "--max-turns=0 is invalid: use a whole number from 1 to 100,000"),
    (["--max-turns", "-5"], "--max-turns=-5 is invalid"),
    (["--bots", "genius"], "unknown bot level 'genius'"),
    (["--unit", "hand"], "unknown unit 'hand': use match or round"),
    (["--cluster", "somewhere"], "--cluster 'somewhere': use local or the Dask scheduler's"),
    (["--set", "nonsense=1"], ""),
    # the reproducer of a simulation that used to hang: refused at once, in one line
    (["--unit", "round", "--set", "min_players=1", "--players", "1", "--games", "2"], ""),
])
def test_cli_simulate_bad_input(capsys, args, en):
    for lang in ("pt", "en"):
        code = main(["simulate", "--rules", "oficial", "--no-progress", "--lang", lang, *args])
        assert code == 2
        err = capsys.readouterr().err
        assert err.startswith("cacheta-lab: ") and err.count("\n") == 1 and len(err) < 300
        if lang == "en":
            assert en in err
        else:
            assert " is " not in err and "invalid" not in err


def test_cli_simulate_records(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    code = main(["simulate", "--rules", "oficial", "--players", "2", "--games", "3",
                 "--bots", "random", "--unit", "round", "--no-progress", "--workers", "1",
                 "--records", str(path), "--json"])
    assert code == 0
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [r["index"] for r in lines] == [0, 1, 2]
    data = json.loads(capsys.readouterr().out)
    assert data["engine"] == "serial" and data["moves"] == sum(r["moves"] for r in lines)


def test_deal_statistics():
    stats = deal_statistics("cachetao", players=4, deals=20, seed=1)
    assert stats["na_boa"].n == stats["complete"].n == 80
    assert stats["complete"].k <= stats["na_boa"].k  # a complete hand is na boa too
