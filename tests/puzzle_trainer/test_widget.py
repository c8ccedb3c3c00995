"""The trainer widget, driven as the page drives it (messages) and from Python: the position
drawn from the puzzle, the engine's refusals, the verdict with the coach's sentences, every
option's figure and both ratings, the next puzzle, both languages."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from cacheta_lab import PuzzleTrainer
from cacheta_lab.errors import CachetaError
from cacheta_lab.game.moves import Bater, Discard, Draw
from cacheta_lab.tables.trainer.history import History
from cacheta_lab.words.catalogue import TERMS
from cacheta_lab.words.catalogue.trainer import FRONT_END


def trainer(puzzles, history_path, **kwargs) -> PuzzleTrainer:
    return PuzzleTrainer(puzzles=kwargs.pop("pool", puzzles), path=history_path, **kwargs)


def say(t: PuzzleTrainer, seq: int, type_: str, **fields) -> dict:
    t._on_msg(t, {"type": type_, "seq": seq, **fields}, None)
    assert t.view["ack"] == seq
    return t.view


def bater_puzzle(puzzles):
    """A puzzle answered by bater discarding a card, with discarding that card among its
    options (the slip)."""
    return next(p for p in puzzles if isinstance(p.solution[0], Bater)
                and p.solution[0].discard is not None
                and Discard(p.solution[0].seat, p.solution[0].discard)
                in [o.move for o in p.options])


def out_of_turn_puzzle(puzzles):
    """A puzzle out of turn, passing among its options."""
    return next(p for p in puzzles if any(o.move is None for o in p.options))


def test_the_position_is_drawn_from_the_puzzle(puzzles, history_path) -> None:
    t = trainer(puzzles, history_path, lang="en")
    view, seat_view = t.view, t.puzzle.view()
    assert sorted(c["code"] for c in view["hand"]) == sorted(c.code for c in seat_view.hand)
    assert view["stock"] == seat_view.stock_size and view["lixeira_size"] == len(seat_view.lixeira)
    assert {s["seat"] for s in view["seats"]} == set(seat_view.seats) - {seat_view.seat}
    assert view["prompt"] == t.puzzle.prompt("en") and view["verdict"] is None
    assert set(t.faces) >= {c["code"] for c in view["hand"]} | {"back"}
    assert repr(t).startswith(f"PuzzleTrainer(puzzle={t.puzzle.id!r}")


def test_a_right_click_earns_the_verdict_and_both_ratings(puzzles, history_path) -> None:
    draw = next(p for p in puzzles if isinstance(p.solution[0], Draw))
    t = trainer(puzzles, history_path, pool=[draw, puzzles[0]], lang="en")
    if t.puzzle is not draw:
        t.next()
    view = say(t, 1, "draw", source=draw.solution[0].source)
    v = view["verdict"]
    assert v["solved"] and v["title"] == "Right!" and v["sentences"]
    assert v["sentences"][0] == t.verdict.sentences("en")[0]
    assert [o["right"] for o in v["options"]] == [o.move in draw.solution for o in draw.options]
    assert all("%" in o["figure"] for o in v["options"]) == (draw.kind == "decision")
    learner = t.verdict.learner_after
    assert f"→ {round(learner.rating)}" in v["your_rating"]
    assert "Puzzle rating" in v["puzzle_rating"]
    assert not any(view["learner"][k] for k in ("can_monte", "can_lixeira", "can_discard"))
    assert len(t.history) == 1 and t.history.attempts()[0].solved
    assert "<svg" in view["dashboard"]


def test_a_wrong_answer_shows_the_answer_and_the_tempting_sentence(puzzles, history_path) -> None:
    p = bater_puzzle(puzzles)
    t = trainer(puzzles, history_path, pool=[p, puzzles[1]])
    if t.puzzle is not p:
        t.next()
    card = p.solution[0].discard
    v = say(t, 1, "discard", card=card.code)["verdict"]
    assert not v["solved"] and v["title"] == "Não é essa."
    assert v["best"] == f"A resposta: bate descartando {card.symbol}"
    mine = [o for o in v["options"] if o["yours"]]
    assert len(mine) == 1 and not mine[0]["right"] and mine[0]["main"]
    assert [o for o in v["options"] if o["main"]] == [o for o in v["options"]
                                                      if o["right"] or o["yours"]]
    assert t.verdict.learner_after.rating < 1500


def test_a_move_the_engine_refuses_changes_nothing(puzzles, history_path) -> None:
    p = bater_puzzle(puzzles)
    t = trainer(puzzles, history_path, pool=[p, puzzles[1]], lang="en")
    if t.puzzle is not p:
        t.next()
    absent = next(c for c in ("2c", "3d", "Ks", "5h") if c not in {x.code for x in p.view().hand})
    view = say(t, 1, "discard", card=absent)
    assert view["error"] and view["verdict"] is None and len(t.history) == 0
    view = say(t, 2, "draw", source="monte")
    assert view["error"] and view["verdict"] is None
    view = say(t, 3, "pass")
    assert "passing is not a move here" in view["error"]
    for bad in ({"type": "discard", "card": "x" * 500}, {"type": "teleport"},
                {"type": "draw", "source": "deck"}):
        t._on_msg(t, {"seq": 4, **bad}, None)
        assert t.view["error"] and t.view["verdict"] is None
    assert len(t.history) == 0
    with pytest.raises(CachetaError):
        t.answer(Discard(0, absent))


def test_out_of_turn_a_pass_is_an_answer(puzzles, history_path) -> None:
    p = out_of_turn_puzzle(puzzles)
    t = trainer(puzzles, history_path, pool=[p, puzzles[0]], lang="en")
    if t.puzzle is not p:
        t.next()
    assert t.view["learner"]["can_pass"] and not t.view["learner"]["my_turn"]
    v = say(t, 1, "pass")["verdict"]
    assert not v["solved"] and t.history.attempts()[0].answer is None


def test_one_answer_a_puzzle_then_the_next(puzzles, history_path) -> None:
    t = trainer(puzzles, history_path)
    first = t.puzzle
    t.answer(first.solution[0])
    view = say(t, 1, "discard", card=t.view["hand"][0]["code"])
    assert "já foi respondido" in view["error"] and len(t.history) == 1
    view = say(t, 2, "next")
    assert view["puzzle"] != first.id and view["verdict"] is None and view["error"] is None


def test_both_languages_and_only_lang_from_the_page(puzzles, history_path) -> None:
    t = trainer(puzzles, history_path)
    pt = dict(t.view)
    t.set_state({"lang": "en"})
    en = t.view
    assert pt["prompt"] != en["prompt"] and pt["text"]["next"] == "Próximo puzzle"
    assert en["text"]["next"] == "Next puzzle" and en["html_lang"] == "en"
    for name, key in FRONT_END.items():
        assert en["text"][name] == TERMS[key][1] and pt["text"][name] == TERMS[key][0]
    t.set_state({"view": {}})
    assert t.view["error"] and t.view["puzzle"] == pt["puzzle"]
    t.set_state({"lang": "fr"})
    assert t.lang == "en" and t.view["error"]


def test_filters_and_history_through_the_widget(puzzles, history_path) -> None:
    with History(history_path, learner="ana") as h:
        t = PuzzleTrainer(puzzles=puzzles, history=h, preset="pife", theme="na_boa")
        assert t.puzzle.preset == "pife" and "na_boa" in t.puzzle.themes
        with pytest.raises(CachetaError):
            t.refilter(band=(1800, 1200))
        assert t.training.filters.band is None
        assert t.refilter(preset="oficial").preset == "oficial"
        t.answer(t.puzzle.solution[0])
        assert h.attempts()[0].learner == "ana"
        assert "1 " in t.dashboard().svg or t.dashboard().svg.count("<rect") >= 1


def test_the_wheel_ships_the_front_end_and_its_classes_are_prefixed() -> None:
    repo = Path(__file__).resolve().parents[2]
    config = tomllib.loads((repo / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    for name in ("puzzle_trainer.js", "puzzle_trainer.css"):
        assert shipped[f"widgets/{name}"] == f"cacheta_lab/widgets/{name}"
    own = re.sub(r"@import[^;]*;", "", (repo / "widgets" / "puzzle_trainer.css").read_text(
        encoding="utf-8"))
    classes = set(re.findall(r"\.([a-zA-Z][\w-]*)", re.sub(r"/\*.*?\*/", "", own, flags=re.S)))
    assert classes and all(c.startswith(("ctl-pz-", "cacheta-")) for c in classes)
    assert PuzzleTrainer._css.count(".ctl-pz-root") >= 1 and "@import" not in PuzzleTrainer._css


def test_bad_arguments_are_refused_before_any_file_is_made(puzzles, history_path) -> None:
    for bad in ({"lang": "fr"}, {"theme": "blefe"}, {"band": (2000, 1000)}, {"learner": ""}):
        with pytest.raises(CachetaError) as err:
            trainer(puzzles, history_path, **bad)
        assert err.value.message("pt") != err.value.message("en")
        assert not history_path.exists()


def test_a_trainer_shown_imports_neither_the_game_tables_widget_nor_the_play_outs() -> None:
    # what the first puzzle waits for in a fresh kernel (in JupyterLite, every module counts)
    code = ("import sys\nfrom cacheta_lab import PuzzleTrainer\n"
            "print([m for m in ('cacheta_lab.tables.game.widget', 'cacheta_lab.coach.deep')"
            " if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"
