"""Bad input, third round: every user value is echoed short, every value has one check, and
nothing runs unbounded. Each case was a plain exception, a huge message, a changed state or a
hang before; each must now be one clear CachetaError (in both languages) that changes nothing."""

from __future__ import annotations

import ast
import contextlib
import io
import json
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import traitlets

from cacheta_lab import CachetaError, CardTable, GameTable, Rules, coach, get_rules
from cacheta_lab.cli import main
from cacheta_lab.engine.analysis import situation_for
from cacheta_lab.engine.cards import ALL_NATURALS, Card, format_cards, full_deck, parse_cards
from cacheta_lab.engine.curinga import wild_cards
from cacheta_lab.game import Match, Round, make_bot
from cacheta_lab.game.events import GameLog, replay
from cacheta_lab.game.moves import Discard, Draw, describe_move
from cacheta_lab.game.play import make_bots, play_match, run
from cacheta_lab.game.simulate import deal_statistics, simulate
from cacheta_lab.game.stats import Rate, wilson

HUGE = 10**5000  # its repr raises ValueError (Python's int-to-text limit)
LONG = "x" * 100_000
SURROGATE = "\ud800"
LONGEST_MESSAGE = 400


def refused(make: Callable[[], Any]) -> CachetaError:
    """``make()`` raises one CachetaError whose sentences are short and printable."""
    with pytest.raises(CachetaError) as err:
        make()
    for lang in ("pt", "en"):
        text = err.value.message(lang)
        assert len(text) < LONGEST_MESSAGE, text[:200]
        text.encode("utf-8")  # a lone surrogate echoed by str would raise here
    return err.value


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def table_state(g: GameTable) -> tuple[Any, ...]:
    return (g.round.snapshot(), g.round_seed, g.speed, g.lang, g.auto, len(g.history))


# --- 1. one echo: giant ints, long texts and lone surrogates come back short -----------------

ECHOED = [
    lambda: Round("oficial", [HUGE, 1]),
    lambda: Round("oficial", 2, dealer=HUGE),
    lambda: Round("oficial", 2).view(HUGE),
    lambda: Match("oficial", 4, first_dealer=HUGE),
    lambda: simulate(seed=HUGE, games=1, workers=1, progress=False),
    lambda: deal_statistics(seed=HUGE, deals=1),
    lambda: Card.of(HUGE, "c"),
    lambda: GameTable(seat=HUGE),
    lambda: GameTable(bots=[HUGE]),
    lambda: GameTable(players=HUGE),
    lambda: make_bot(LONG),
    lambda: make_bot(SURROGATE),
    lambda: simulate(unit=LONG, games=1, workers=1, progress=False),
    lambda: simulate(unit=SURROGATE, games=1, workers=1, progress=False),
    lambda: GameTable(seed="s" * 100_000),
    lambda: GameTable(seed=SURROGATE),
    lambda: GameTable(lang=SURROGATE),
    lambda: Round("oficial", 2, seed=SURROGATE * 3),
    lambda: Round("oficial", [-7, 1]),
    lambda: Round("oficial", [10**4000, 1]),
    lambda: Round("oficial", 2).play(Draw(HUGE)),
    lambda: Round("oficial", 2).play(Draw(-7)),
    lambda: coach.review(_saved_log(), HUGE),
    lambda: coach.grade(Round("oficial", 2).view(0), Draw(0, LONG)),
    lambda: coach.practice_view("5h 6h 7h Ks Kh 9s 6c 2d 8c", "oficial", vira="5c",
                                players=HUGE),
]


def _saved_log() -> GameLog:
    """The log of a short round played by greedy bots."""
    rnd = Round("oficial", 2, seed=4)
    run(rnd, make_bots("greedy", 2))
    return GameLog.of(rnd)


def _all_but(cards: str, n: int) -> str:
    """``n`` cards of the deck (no jokers) that are not among ``cards``."""
    pool = Counter(full_deck(False))
    pool.subtract(Counter(parse_cards(cards)))
    return " ".join(c.code for c in list(pool.elements())[:n])


@pytest.mark.parametrize("make", ECHOED)
def test_a_user_value_is_echoed_short(make) -> None:
    refused(make)


def test_the_game_tables_setters_echo_short() -> None:
    g = GameTable(seed=1)
    before = table_state(g)
    for change in (lambda: setattr(g, "speed", HUGE), lambda: g.play(-HUGE),
                   lambda: setattr(g, "lang", LONG), lambda: setattr(g, "auto", HUGE)):
        refused(change)
        assert table_state(g) == before


# --- 2. plain exceptions become CachetaError, or text cards are read -------------------------

PLAIN = [
    lambda: make_bots([], 4),
    lambda: play_match(bots=[]),
    lambda: GameLog.load("a\0b.json"),
    lambda: replay("a\0b.json"),
    lambda: simulate(games=1, workers=1, progress=False, records="a\0b"),
    lambda: simulate(games=1, workers=1, progress=False, records=True),
    lambda: simulate(games=1, workers=1, progress=False, records=1),
    lambda: wilson(11, 10),
    lambda: wilson(-1, 10),
    lambda: Rate(-1, 10),
    lambda: Rate(5, 3),
    lambda: Round("oficial", 3).view(0).next_player(99),
    lambda: Card("7h").name("EN"),
    lambda: Card.of(True, "c"),
    lambda: Card.of(1, True),
    lambda: GameLog.of("x"),  # type: ignore[arg-type]
    lambda: Round.from_snapshot({**Round("oficial", 2).snapshot(),
                                 "hands": {0: ["5h"] * 9, 1: ["6h"] * 9}}),
    lambda: simulate(games=1, progress=False, client="tcp://127.0.0.1:18500"),
    lambda: Round("tradicional", 2),
    lambda: Round("tradicional", 3),
    lambda: Match("tradicional", 2),
    lambda: coach.practice_view("5h 6h 7h Ks Kh 9s 6c 2d 8c", "oficial", vira="5c", players=4,
                                lixeira=_all_but("5h 6h 7h Ks Kh 9s 6c 2d 8c 5c", 80)),
]


@pytest.mark.parametrize("make", PLAIN)
def test_a_bad_value_is_a_clear_error(make) -> None:
    refused(make)


def test_records_true_leaves_stdout_open() -> None:
    refused(lambda: simulate(games=1, workers=1, progress=False, records=True))
    os.fstat(1)  # fd 1 was opened as a file and closed
    print("", end="")


def test_bots_missing_for_a_seat_are_refused_before_any_move() -> None:
    rnd = Round("oficial", 4, seed=5)
    before = rnd.snapshot()
    refused(lambda: run(rnd, make_bots("greedy", 2)))
    assert rnd.snapshot() == before


def test_text_cards_are_read_where_cards_are_asked_for() -> None:
    assert describe_move(Discard(0, "5h"), "en") == "player 0 discards the five of hearts"
    assert format_cards(["5h", Card("6h")]) == format_cards([Card("5h"), Card("6h")])
    assert wild_cards(get_rules("oficial"), "5c") == wild_cards(get_rules("oficial"), Card("5c"))
    view = Round("oficial", 2, seed=3).view(0)
    hand10 = (*view.hand, view.hand[0])
    assert len(situation_for("oficial", view.vira).discard_table(hand10)) > 0
    rnd = Round("oficial", 2, seed=3)
    rnd.play(Draw(rnd.turn))
    seen = rnd.view(rnd.turn).discard_table(seen=["5h"])
    assert seen == rnd.view(rnd.turn).discard_table(seen=[Card("5h")])


def test_a_tradicional_round_of_the_match_may_hold_fewer_seats() -> None:
    """The preset's min_players bounds a round counted in players; a match's later rounds
    list the seats still in."""
    assert Round("tradicional", [0, 2, 3]).seats == (0, 2, 3)
    refused(lambda: Round("tradicional", [0]))


# --- 3. the command line -----------------------------------------------------------------------

CLI_CASES = [
    ("play", "--set", "max_wilds=--1"),
    ("play", "--seed", "s" * 201),
    ("play", "--players", "2", "--rules", "tradicional"),
    ("play", "--players", "12"),
    ("play", "--bots", "x" * 5000),
    ("play", "--save", "a\0b"),
    ("play", "--save", "d" * 5000 + "/log.json"),
    ("simulate", "--seed", "\ud800", "--games", "1"),
    ("simulate", "--games", "1", "--cluster", "tcp://localhost:notaport"),
    ("simulate", "--games", "1", "--cluster", "tls://127.0.0.1:1"),
    ("simulate", "--games", "1", "--cluster", "tcp://"),
    ("simulate", "--games", "1", "--cluster", "tcp://[::1"),
    ("simulate", "--games", "1", "--cluster", "tcp://127.0.0.1:18501"),
    ("review", "n" * 5000, "--seat", "0"),
    ("review", "/dev/zero", "--seat", "0"),
    ("review", "x.json", "--seat", "99"),
]


@pytest.mark.parametrize("argv", CLI_CASES, ids=lambda a: " ".join(a)[:40])
@pytest.mark.parametrize("lang", ["pt", "en"])
def test_the_command_line_answers_one_line(argv: tuple[str, ...], lang: str) -> None:
    start = time.monotonic()
    code, _out, err = cli(*argv, "--lang", lang)
    assert code == 2, err
    assert err.count("\n") == 1 and len(err) < LONGEST_MESSAGE, err[:300]
    assert "Traceback" not in err
    assert time.monotonic() - start < 8  # a cluster where nothing listens fails fast


@pytest.mark.parametrize("seed", ["²", "--3", "-3", "0"])
def test_a_seed_that_is_not_plain_digits_is_a_text_seed(seed: str) -> None:
    code, out, err = cli("play", f"--seed={seed}", "--unit", "round", "--lang", "en",
                         "--max-turns", "5")
    assert code == 0 and "Traceback" not in err, err[:300]
    assert "round" in out


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_records_to_a_full_disk_is_one_line() -> None:
    code, _out, err = cli("simulate", "--games", "2", "--workers", "1", "--no-progress",
                          "--records", "/dev/full", "--lang", "en")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err[:300]


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "latin-1"},
                                 {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}])
def test_a_narrow_stdout_still_gets_the_answer(env: dict[str, str]) -> None:
    proc = subprocess.run([sys.executable, "-m", "cacheta_lab.cli", "analyze", "7h 8h 9h",
                           "--vira", "5c"], capture_output=True,
                          env={**os.environ, **env}, timeout=60)
    assert proc.returncode == 0, proc.stderr[-300:]
    assert b"Traceback" not in proc.stderr


# --- 4. the game table never keeps a refused value nor gets stuck ------------------------------

def test_a_refused_seed_is_not_kept() -> None:
    g = GameTable(seed=7)
    g.play(3)
    before = table_state(g)
    for seed in (2**256, -(2**256), "s" * 201, SURROGATE, 1.5):
        refused(lambda seed=seed: g.new_round(seed))
        assert table_state(g) == before
    g.new_round()
    assert g.round_seed == 8 and g.round.moves == 0
    g._on_msg(None, {"type": "new_round", "seq": 1}, None)  # the page's "Nova rodada"
    assert g.round_seed == 9 and g._error is None


def test_a_text_seed_deals_its_next_rounds_too() -> None:
    g = GameTable(seed="aula")
    first = g.round.snapshot()
    g.new_round()
    assert g.round.snapshot() != first
    assert GameTable(seed="aula").round.snapshot() == first


def test_the_learner_may_write_cards_as_text() -> None:
    g = GameTable(players=2, seat=0, seed=4)
    g.play()
    g.learner_move(Draw(0))
    code = g.round.hands[0][0].code
    g.learner_move(Discard(0, code))
    assert g.round.lixeira[-1].code == code or g.round.moves > 2


def test_a_move_played_from_python_drops_the_cached_bot_move() -> None:
    g = GameTable(players=2, seed=2)
    assert g.waiting_for_learner is False  # the next bot move is now cached
    rnd = g.round
    from cacheta_lab.game.play import next_move
    rnd.play(next_move(rnd, g.bots))
    assert g.step() is not None
    assert g.round.moves == 2


def test_changed_rules_under_a_presets_name_are_refused() -> None:
    changed = get_rules("oficial").replace(loss_on_bater=5)
    impostor = Rules(**{**changed.__dict__, "id": "oficial"})
    refused(lambda: GameTable(preset=impostor))
    assert GameTable(preset=get_rules("oficial")).preset == "oficial"


# --- 5. the card table rolls back a held change whatever it raises -----------------------------

class _Raises:
    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparing me")

    __hash__ = object.__hash__


def _raising_cards():
    yield "5h"
    raise RuntimeError("the iterable broke")


@pytest.mark.parametrize(("name", "value"), [("hand", _raising_cards), ("vira", _Raises),
                                             ("seen", _raising_cards), ("hand", SURROGATE)])
def test_a_held_change_that_raises_is_rolled_back(name: str, value: Any) -> None:
    t = CardTable("5h 6h 7h", preset="oficial", vira="Kc")
    before = (t.hand, t.vira, t.seen, t.preset, len(t._history))
    bad = value() if callable(value) else value
    with pytest.raises(traitlets.TraitError), t.hold_trait_notifications():
        setattr(t, name, bad)
    assert (t.hand, t.vira, t.seen, t.preset, len(t._history)) == before


class _StrictComm:
    """Sends as a kernel does: the message must encode as UTF-8."""

    kernel = True
    comm_id = "test"

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        json.dumps(data, ensure_ascii=False).encode("utf-8")

    def on_msg(self, callback: Any) -> None:
        pass

    def close(self, *args: Any, **kwargs: Any) -> None:
        pass


@pytest.mark.parametrize("state", [{"hand": SURROGATE}, {"hand": ["5h", SURROGATE]},
                                   {"seen": [[SURROGATE]]}, {"lang": SURROGATE}])
def test_a_page_sending_a_lone_surrogate_gets_the_tables_error(state: dict[str, Any]) -> None:
    t = CardTable("5h 6h", preset="oficial", vira="Kc")
    t.comm = _StrictComm()
    before = (t.hand, t.seen, t.lang, len(t._history))
    t.set_state(state)
    assert (t.hand, t.seen, t.lang, len(t._history)) == before
    assert t._extras.error
    g = GameTable(seed=1)
    g.comm = _StrictComm()
    g.set_state({"lang": SURROGATE})
    assert g.lang == "pt" and g._error


# --- 6. bounded time and memory ----------------------------------------------------------------

def test_a_list_of_cards_is_size_checked_on_the_fast_path() -> None:
    cards = list(ALL_NATURALS[:24])
    situation = situation_for("oficial", "5c")
    start = time.monotonic()
    refused(lambda: situation.missing(cards))
    refused(lambda: situation.discard_table(cards))
    refused(lambda: situation.missing(tuple(cards)))
    assert time.monotonic() - start < 2


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/urandom"])
def test_reading_a_device_as_a_log_ends_at_once(path: str) -> None:
    if not os.path.exists(path):
        pytest.skip(f"{path} is missing here")
    refused(lambda: GameLog.load(path))
    refused(lambda: replay(path))


def test_reading_a_fifo_as_a_log_does_not_block(tmp_path) -> None:
    fifo = tmp_path / "log.json"
    os.mkfifo(fifo)
    start = time.monotonic()
    refused(lambda: GameLog.load(fifo))
    assert time.monotonic() - start < 2


def test_a_log_file_too_large_is_refused_unread(tmp_path) -> None:
    from cacheta_lab.checks import LARGEST_FILE

    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(LARGEST_FILE + 1)
    refused(lambda: GameLog.load(big))


@pytest.mark.parametrize("make", [
    lambda: make_bots("greedy", 10**9),
    lambda: deal_statistics(deals=10**12),
    lambda: deal_statistics(deals=0),
    lambda: simulate(games=10**12, progress=False),
    lambda: Round("oficial", 2, max_turns=10**12),
])
def test_a_count_out_of_bounds_is_refused_at_once(make) -> None:
    refused(make)


# --- the one echo, by scanning the package ------------------------------------------------------

PACKAGE = Path(__file__).resolve().parents[1] / "cacheta_lab"
ERRORS = {"CachetaError", "RulesError", "NotationError", "IllegalMoveError", "TableValueError",
          "_err", "_bad_field"}
ECHO = {"short_repr", "echo", "_show"}  # the one echo, under the names modules import it as
# values the program made, safe to show as they are: card codes, preset ids, bounds, names
MADE = {"code", "id", "min_players", "max_players", "__name__", "strerror"}
# a public function's parameter shown as it is, only after the function checked it
CHECKED_FIRST = {
    ("check_count", "name"), ("check_count", "low"), ("check_count", "high"),  # literals
    ("check_flag", "name"), ("check_limit", "name"),
    ("check_seconds", "name"), ("check_seconds", "high"),  # literals
    ("check_seat", "seat"),  # a whole number 0…10 by then
    ("read_text_file", "largest"), ("read_file", "largest"),  # a bound, not a user value
    ("read_races", "store"),  # Store.shown: the state directory through the echo
    ("view", "seat"),  # Match.view: check_seat first
    ("parse_rule_value", "name"), ("explain_rule", "name"),  # a known rule's name by then
    ("play", "move"), ("learner_move", "move"),  # checked_move first: move.seat is a seat
    ("bad", "what"), ("bad", "how"),  # json_fields.bad: a field's name, a catalogue key
    ("bots_for", "players"), ("bots_for", "levels"),  # check_count and check_levels first
    ("legal_move", "move"), ("legal_move", "view"),  # checked_move first; a view's own seat
    ("practice_view", "players"),  # check_players first
    ("legal_answer", "move"),  # checked_move first, and a move of the puzzle's seat
    ("choose", "filters"),  # Filters made by check_filters: a preset id, a theme, two numbers
}
ELSEWHERE: set[str] = set()  # files the scan leaves out (none)
SAID = {"Said", "counted"}  # a catalogue sentence kept with its values (Said, Said.counted)


def _name(func: ast.expr) -> str | None:
    return func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else None)


def _shown_values(tree: ast.AST):
    """(function, its parameters, formatted value) for every value put in an error message."""
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        args = fn.args
        params = {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)}
        for call in ast.walk(fn):
            if isinstance(call, ast.Call) and _name(call.func) in ERRORS:
                if _name(call.func) == "_err":  # its keywords fill the catalogue sentence
                    for kw in call.keywords:
                        shown = ast.FormattedValue(kw.value, -1, None)
                        yield fn.name, params - {"self", "cls"}, ast.copy_location(
                            shown, kw.value)
                for arg in call.args:
                    for part in ast.walk(arg):
                        if isinstance(part, ast.FormattedValue):
                            yield fn.name, params - {"self", "cls"}, part
                        elif isinstance(part, ast.Call) and _name(part.func) in SAID:
                            # a catalogue sentence's values are shown as they are too
                            for kw in part.keywords:
                                shown = ast.FormattedValue(kw.value, -1, None)
                                yield fn.name, params - {"self", "cls"}, ast.copy_location(
                                    shown, kw.value)


def _wrong_echo(fn: str, params: set[str], part: ast.FormattedValue) -> str | None:
    value = part.value
    if part.conversion != -1:
        return "!r/!s/!a: use the echo"
    if isinstance(value, ast.Call) and _name(value.func) in ECHO:
        return None
    for node in ast.walk(value):
        if isinstance(node, ast.Call) and _name(node.func) in ("repr", "str", "ascii"):
            return "repr/str: use the echo"
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            return "cut by hand: use the echo"
    if isinstance(value, ast.Attribute) and value.attr in MADE:
        return None
    raw = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} & params
    if raw and not fn.startswith("_") and not all((fn, p) in CHECKED_FIRST for p in raw):
        return f"parameter {', '.join(sorted(raw))} shown as it is: use the echo"
    return None


def test_every_value_in_an_error_message_goes_through_the_one_echo() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where in ELSEWHERE:
            continue
        for fn, params, part in _shown_values(ast.parse(path.read_text(encoding="utf-8"))):
            why = _wrong_echo(fn, params, part)
            if why:
                wrong.append(f"{where}:{part.lineno} {fn}: {{{ast.unparse(part.value)}}} {why}")
    assert not wrong, "\n".join(wrong)


def test_the_scan_finds_a_value_echoed_another_way() -> None:
    bad = ast.parse('def f(seat):\n    raise CachetaError(f"{seat!r}", f"{str(seat)}")\n'
                    'def g(seat):\n    raise CachetaError(f"{seat[:9]}", f"{seat}")\n'
                    'def h(seat):\n    raise CachetaError(f"{short_repr(seat)}", "")\n'
                    'def k(seat):\n    raise CachetaError(Said("player", seat=seat))\n')
    found = [_wrong_echo(fn, params, part) for fn, params, part in _shown_values(bad)]
    assert found == ["!r/!s/!a: use the echo", "repr/str: use the echo",
                     "cut by hand: use the echo", "parameter seat shown as it is: use the echo",
                     None, "parameter seat shown as it is: use the echo"]
