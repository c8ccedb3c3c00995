"""Simulations: the statistics, the same results on one or two processes, and the command."""

from __future__ import annotations

import io
import json
import math

import pytest

from cacheta_lab.cli import main
from cacheta_lab.game.simulate import Progress, SimSpec, deal_statistics, run_games, simulate
from cacheta_lab.game.stats import Mean, Rate, wilson
from cacheta_lab.rules import get_rules


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-3) and math.isclose(hi, 0.5962, abs_tol=1e-3)
    assert wilson(0, 10)[0] == 0.0 and math.isclose(wilson(10, 10)[1], 1.0)
    assert all(math.isnan(x) for x in wilson(0, 0))
    assert str(Rate(1, 4)).startswith("25.0% [")
    m = Mean((1.0, 2.0, 3.0))
    assert m.value == 2.0 and m.sd == 1.0 and m.interval[0] < 2.0 < m.interval[1]


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


@pytest.mark.parametrize("args", [["--players", "9"], ["--games", "0"],
                                  ["--set", "nonsense=1"]])
def test_cli_simulate_bad_input(capsys, args):
    code = main(["simulate", "--rules", "oficial", "--no-progress", *args])
    assert code == 2
    assert "cacheta-lab:" in capsys.readouterr().err


def test_deal_statistics():
    stats = deal_statistics("cachetao", players=4, deals=20, seed=1)
    assert stats["na_boa"].n == stats["complete"].n == 80
    assert stats["complete"].k <= stats["na_boa"].k  # a complete hand is na boa too
