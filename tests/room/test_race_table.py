"""A race from a notebook's table joined to a room: the host's table starts, reveals and takes
the results; a seat's table holds the latest race frame, its puzzle's view, and answers with
the server's refusals raised as one line."""

from __future__ import annotations

import csv
import io
import re
import time

import pytest

from cacheta_lab import CachetaError, GameTable
from cacheta_lab.puzzles import load


def _until(test, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not test():
        assert time.monotonic() < end
        time.sleep(0.02)


def test_a_table_takes_part_in_a_race(make_server) -> None:
    server = make_server(players=3, bots=["greedy"])
    links = server.links
    host = GameTable(room=links["host"], lang="en")
    seat = GameTable(room=links["seats"][0], lang="en")
    try:
        assert seat.race is None
        with pytest.raises(CachetaError) as not_host:
            seat.start_race(count=1)
        assert "host" in not_host.value.message("en")
        with pytest.raises(CachetaError) as bad:
            host.start_race(count=0)
        assert bad.value.message("en") == "a race has 1 to 50 puzzles, not 0"
        host.start_race(count=1, seconds=60)
        _until(lambda: seat.race is not None)
        view = seat.race_view()
        puzzle = load().by_id(seat.race["puzzle"]["id"])
        assert view.hand == puzzle.view().hand
        assert seat.race_text().startswith("Puzzle 1 of 1")
        seat.race_name("Ana")
        wrong_seat = {**puzzle.solution[0].to_dict(), "seat": view.seat + 1}
        with pytest.raises(CachetaError):
            seat.answer(wrong_seat)
        seat.answer(puzzle.solution[0])
        with pytest.raises(CachetaError) as twice:
            seat.answer(puzzle.solution[0])
        assert twice.value.message("en").startswith("you already answered puzzle 1")
        host.race_reveal()
        _until(lambda: seat.race["phase"] == "reveal" and seat.race["you"]["right"])
        assert "Answer: " in seat.race_text() and "right" in seat.race_text()
        rows = list(csv.reader(io.StringIO(host.race_results()["answers"])))
        assert rows[1][3] == "Ana" and rows[1][7] == "yes"
    finally:
        seat.close()
        host.close()


def test_the_seats_table_shows_the_puzzle_and_its_clicks_answer_it(make_server) -> None:
    """While a puzzle is being answered the seat's table draws its position (the hand, the
    status saying the race and the time), its clicks answer it; after the reveal the status
    says the answer and whether the seat was right; after the race the game is back."""
    server = make_server(players=3, bots=["greedy"])
    links = server.links
    host = GameTable(room=links["host"], lang="en")
    seat = GameTable(room=links["seats"][1], lang="en")
    try:
        game_seats = seat.view["seats"]
        host.start_race(count=1, seconds=60, theme="bater")
        _until(lambda: seat.race is not None and seat.view["status"].startswith("Puzzle"))
        puzzle = load().by_id(seat.race["puzzle"]["id"])
        shown = seat.view
        assert shown["waiting"] is True and shown["preset"] == puzzle.preset
        mine = next(s for s in shown["seats"] if s["learner"])
        assert mine["seat"] == puzzle.view().seat and mine["count"] == len(puzzle.view().hand)
        assert shown["learner"]["seat"] == puzzle.view().seat
        right = puzzle.solution[0].to_dict()  # the click the front end sends for that move
        click = {"bater": lambda: seat._msg_bater({"card": right["discard"]}),
                 "draw": lambda: seat._msg_draw({"source": right["source"]}),
                 "discard": lambda: seat._msg_discard({"card": right["card"]})}
        click[right["type"]]()
        _until(lambda: seat.race["you"]["answered"])
        host.race_reveal()
        _until(lambda: seat.race["phase"] == "reveal")
        _until(lambda: "right" in seat.view["status"])
        assert seat.view["waiting"] is False
        host.race_next()  # the last puzzle: the race is over, the game is back
        _until(lambda: seat.race["phase"] == "over")
        _until(lambda: not seat.view["status"].startswith("Answer"))
        assert [s["seat"] for s in seat.view["seats"]] == [s["seat"] for s in game_seats]
        assert seat.view["learner"]["seat"] == 1
    finally:
        seat.close()
        host.close()


def _seconds_shown(table) -> int | None:
    """The seconds left the table's status line shows (None: no clock)."""
    found = re.match(r"Puzzle \d+ of \d+ · (\d+) s\b", table.view["status"])
    return None if found is None else int(found.group(1))


def test_the_seats_clock_counts_down_between_the_servers_frames(make_server) -> None:
    """The server sends the time left with each race frame; the seat's status line counts it
    down second by second until the next frame, and stops at the reveal."""
    server = make_server(players=3, bots=["greedy"])
    links = server.links
    host = GameTable(room=links["host"], lang="en")
    seat = GameTable(room=links["seats"][1], lang="en")
    try:
        host.start_race(count=1, seconds=30)
        _until(lambda: seat.race is not None and seat.view["status"].startswith("Puzzle"))
        frames = seat.race
        assert _seconds_shown(seat) in (29, 30)
        _until(lambda: _seconds_shown(seat) == 27, timeout=6)
        assert seat.race is frames  # no new frame came: the table's own clock moved
        assert 25.5 < seat.race_left() < 27.6
        host.race_reveal()
        _until(lambda: seat.race["phase"] == "reveal")
        _until(lambda: seat.view["status"].startswith("Answer"))
        assert seat.race_left() is None
    finally:
        seat.close()
        host.close()
