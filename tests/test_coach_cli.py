"""`cacheta-lab play` and `cacheta-lab review`, driven in-process."""

from __future__ import annotations

import json

from cacheta_lab.cli import main
from cacheta_lab.game import GameLog, replay


def test_play_saves_a_log_that_review_reads(tmp_path, capsys) -> None:
    path = tmp_path / "game.json"
    code = main(["play", "--rules", "megajogos", "--players", "3", "--bots", "strong",
                 "random", "--seed", "2", "--save", str(path), "--lang", "en"])
    out = capsys.readouterr().out
    assert code == 0 and "megajogos · 0=strong, 1=random, 2=strong" in out
    log = GameLog.load(path)
    assert log.kind == "round" and replay(log).over
    assert main(["review", str(path), "--seat", "1", "--json", "--lang", "en"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seat"] == 1 and 0 <= data["accuracy"] <= 1
    own = [m for m in log.moves if m.seat == 1]
    assert len([d for d in data["decisions"] if d["move"] != "pass"]) == len(own)
    first = data["decisions"][0]
    assert set(first) >= {"turn", "move", "grade", "best", "why", "metric"}
    assert main(["review", str(path), "--seat", "0"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Jogador 0: precisão")


def test_bad_input_is_one_line_and_status_2(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    for argv in (["review", str(bad), "--seat", "0"],
                 ["review", str(tmp_path / "none.json"), "--seat", "0"],
                 ["play", "--players", "x"], ["play", "--bots", "genius"],
                 ["play", "--unit", "season"]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("cacheta-lab: ") and err.count("\n") == 1, (argv, err)
    path = tmp_path / "g.json"
    assert main(["play", "--players", "2", "--seed", "1", "--save", str(path)]) == 0
    capsys.readouterr()
    assert main(["review", str(path), "--seat", "5", "--lang", "en"]) == 2
    assert "there is no player 5" in capsys.readouterr().err
