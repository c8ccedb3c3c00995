"""Hostile puzzle files: wrong JSON, wrong types, impossible cards, a solution the position does
not allow — each one clear line in both languages, and nothing kept or changed."""

from __future__ import annotations

import copy
import gzip
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cacheta_lab.errors import CachetaError
from cacheta_lab.puzzles import Puzzle, load, read_set
from cacheta_lab.puzzles.store import dumps, parse_set


@pytest.fixture(scope="module")
def good(tiny_set: Path) -> dict[str, Any]:
    return json.loads(gzip.decompress(tiny_set.read_bytes()))


def _refused(path: Path) -> CachetaError:
    before = path.read_bytes() if path.exists() else None
    with pytest.raises(CachetaError) as caught:
        load(path)
    error = caught.value
    pt, en = error.message("pt"), error.message("en")
    assert pt and en and pt != en, (pt, en)
    assert "\n" not in pt and "\n" not in en and len(en) < 600
    assert (path.read_bytes() if path.exists() else None) == before
    return error


def _write(tmp_path: Path, data: Any, packed: bool = True) -> Path:
    path = tmp_path / "hostile.json.gz"
    text = json.dumps(data).encode()
    path.write_bytes(gzip.compress(text) if packed else text)
    return path


def test_a_good_file_loads_whole_and_round_trips(tiny_set: Path, good) -> None:
    puzzles = load(tiny_set)
    assert [p.id for p in puzzles] == [p["id"] for p in good["puzzles"]]
    assert dumps(puzzles) == tiny_set.read_bytes()
    plain = _write(tiny_set.parent, good, packed=False)  # plain JSON reads as well
    assert [p.id for p in read_set(plain)] == [p.id for p in puzzles]


# packed with a fixed time: the bytes name the test, the same in every process of a run
@pytest.mark.parametrize("raw", [b"", b"{", b"\x1f\x8bnot gzip at all", b"\xff\xfe\x00",
                                 gzip.compress(b"[1, 2]", mtime=0),
                                 gzip.compress(b"\xff\xfe", mtime=0),
                                 gzip.compress(b"[" * 100_000 + b"]" * 100_000, mtime=0)])
def test_what_is_not_a_puzzle_file(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "x.json.gz"
    path.write_bytes(raw)
    _refused(path)


def test_missing_files_devices_and_directories(tmp_path: Path) -> None:
    for path in (tmp_path / "none.json.gz", tmp_path, Path("/dev/null")):
        with pytest.raises(CachetaError):
            load(path)


def _puzzle(change: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def on_first(data: dict[str, Any]) -> None:
        change(data["puzzles"][0])
    return on_first


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return _puzzle(lambda p: p.__setitem__(key, value))


def _in_position(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return _puzzle(lambda p: p["position"].__setitem__(key, value))


def _hand(change: Callable[[list[str]], Any]) -> Callable[[dict[str, Any]], None]:
    return _puzzle(lambda p: change(p["position"]["hand"]))


def _illegal_solution(p: dict[str, Any]) -> None:
    """A right move that discards a card the hand does not hold (and is listed as an option)."""
    held = set(p["position"]["hand"])
    card = next(c for c in ("As", "Ad", "2c", "Kh", "9s", "5d") if c not in held)
    move = {"type": "discard", "seat": p["position"]["seat"], "card": card}
    p["options"].append({"move": move, "facts": {}, **{k: p["options"][0][k] for k in (
        "win", "se", "check_win", "check_se")}})
    p["solution"] = [move]


def _other_seat(p: dict[str, Any]) -> None:
    seat = p["position"]["seat"]
    for item in (*p["solution"], *(o["move"] for o in p["options"] if o["move"])):
        item["seat"] = (seat + 1) % len(p["position"]["seats"])


HOSTILE = {
    "top level is a list": lambda d: d.clear(),
    "unknown format": lambda d: d.__setitem__("format", "chess puzzles"),
    "newer version": lambda d: d.__setitem__("version", 99),
    "puzzles not a list": lambda d: d.__setitem__("puzzles", {"a": 1}),
    "a puzzle twice": lambda d: d["puzzles"].append(copy.deepcopy(d["puzzles"][0])),
    "bad solver rating": lambda d: d.__setitem__("solvers", {"random": {"rating": "x"}}),
    "rating a string": _set("rating", "1500"),
    "rating deviation zero": _set("rating", {"rating": 1500, "rd": 0, "volatility": 0.06}),
    "unknown theme": _set("themes", ["xeque-mate"]),
    "theme twice": _set("themes", ["bater", "bater"]),
    "unknown preset": _set("preset", "xadrez"),
    "unknown kind": _set("kind", "riddle"),
    "id with spaces": _set("id", "a puzzle"),
    "id not text": _set("id", 12),
    "tempting out of range": _set("tempting", 99),
    "tempting a right move": _set("tempting", 0),
    "tempting true": _set("tempting", True),
    "no solution": _set("solution", []),
    "solution not an option": _puzzle(lambda p: p.__setitem__("solution", [
        {"type": "correr", "seat": p["position"]["seat"]}])),
    "a move of no type": _puzzle(lambda p: p["solution"][0].__setitem__("type", "xeque")),
    "options one only": _puzzle(lambda p: p.__setitem__("options", p["options"][:1])),
    "a chance above 1": _puzzle(lambda p: p["options"][0].__setitem__("win", 1.5)),
    "a chance too large for a float": _puzzle(lambda p: p["options"][0].__setitem__(
        "se", 10**400)),
    "a rating too large for a float": _set("rating", {"rating": 10**400, "rd": 50,
                                                     "volatility": 0.06}),
    "a chance missing": _puzzle(lambda p: p["options"][0].__setitem__("se", None)
                                if p["kind"] == "decision" else p.__setitem__("kind", "x")),
    "facts of a wrong type": _puzzle(lambda p: p["options"][0].__setitem__(
        "facts", {"missing": "two"})),
    "attempts solved above tried": _set("attempts", {"random": [5, 2]}),
    "attempts of a stranger": _set("attempts", {"grandmaster": [1, 2]}),
    "source too big": _set("source", {"x": "a" * 500}),
    "an extra field": _set("hint", "discard the 7"),
    "position not an object": _set("position", [1, 2]),
    "a card that does not exist": _hand(lambda h: h.__setitem__(0, "Zz")),
    "a third copy of a card": _hand(lambda h: h.__setitem__(slice(0, 3), [h[0]] * 3)),
    "a hand too short": _hand(lambda h: h.pop()),
    "a monte of the wrong size": _in_position("stock_size", 3),
    "an unknown seat": _in_position("seat", 7),
    "history of the wrong shape": _in_position("history", [["fly", 0, None]]),
    "a solution the position does not allow": _puzzle(_illegal_solution),
    "moves of another seat": _puzzle(_other_seat),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_puzzle_files_are_refused(name: str, good, tmp_path: Path) -> None:
    data = copy.deepcopy(good)
    HOSTILE[name](data)
    error = _refused(_write(tmp_path, data))
    if name.startswith(("a card", "a third", "a solution", "moves of")):
        assert "puzzle" in error.message("en")


def test_a_refused_file_changes_nothing_loaded_before(tiny_set: Path, good,
                                                       tmp_path: Path) -> None:
    shipped = load()
    first = shipped[0]
    view = first.view()
    data = copy.deepcopy(good)
    data["puzzles"][0]["position"]["hand"][0] = "Zz"
    _refused(_write(tmp_path, data))
    assert load() is shipped and shipped[0] is first and first.view() is view


def test_from_dict_refuses_the_same_in_python(good) -> None:
    item = copy.deepcopy(good["puzzles"][0])
    assert Puzzle.from_dict(item).to_dict() == item
    for bad in (None, [], {**item, "kind": None}, {**item, "solution": "discard 5h"}):
        with pytest.raises(CachetaError):
            Puzzle.from_dict(bad)
    with pytest.raises(CachetaError):
        parse_set(b"\x1f\x8b" + b"\x00" * 20, "x")
