"""Bad input gets one clear CachetaError (or feedback), changes nothing, and ends quickly:
rules, melds, the command line, the card table and the exercises."""

from __future__ import annotations

import contextlib
import io

import pytest
import traitlets

from cacheta_lab import CachetaError, CardTable, Rules, analyze, check_meld, get_rules
from cacheta_lab.cli import main
from cacheta_lab.engine.cards import ALL_NATURALS, JOKER, Card
from cacheta_lab.engine.rules import MAX_SEATS, parse_rule_value
from cacheta_lab.exercises import LiveOutsExercise, MeldExercise, PresetsExercise, SplitExercise
from cacheta_lab.game import Round


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


# --- rules ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("make", "words"), [
    (lambda: Rules(min_players="x"), "min_players='x'"),
    (lambda: Rules(max_players=1.5), "max_players=1.5"),
    (lambda: Rules.from_json('{"max_players": "x"}'), "max_players='x'"),
    (lambda: Rules.from_dict([]), "must be a dict"),
    (lambda: Rules.from_dict({"preset": 3}), "unknown preset 3"),
    (lambda: Rules.from_dict({1: 2}), "unknown rule 1"),
    (lambda: get_rules("oficial", max_players=50), "max_players=50"),
    (lambda: get_rules("oficial", min_players=1), "min_players=1"),
    (lambda: get_rules("oficial", min_players=4, max_players=3), "greater than max_players"),
    (lambda: get_rules("oficial", loss_on_bater="abc"), "loss_on_bater='abc'"),
    (lambda: get_rules("oficial", loss_on_bater=-100), "loss_on_bater=-100"),
    (lambda: get_rules("oficial", loss_on_bater_10=True), "loss_on_bater_10=True"),
    (lambda: get_rules("oficial", exact_melds=4), "exact_melds=4"),
    (lambda: get_rules("oficial", id=5), "id=5"),
    (lambda: get_rules("oficial", id="a\x00b"), "printable"),
    (lambda: get_rules("oficial", source=None), "source=None"),
    (lambda: get_rules("oficial", source="x" * 10_000), "at most 200"),
    (lambda: get_rules("oficial", curinga=None), "curinga=None"),
    (lambda: Rules.from_json("[" * 100_000), "JSON"),
])
def test_every_rule_field_is_checked(make, words: str) -> None:
    with pytest.raises(CachetaError) as err:
        make()
    assert words in err.value.message("en")
    assert len(err.value.message("en")) < 400  # a huge value is never echoed back whole


def test_max_players_is_what_the_deal_can_seat() -> None:
    """9 cards each and the vira from 104 cards, with a card left in the monte: 11 seats."""
    rules = get_rules("cachetao", max_players=MAX_SEATS)
    rnd = Round(rules, MAX_SEATS, seed=1)
    assert len(rnd.stock) >= 1 and rnd.card_count() == 108
    rnd = Round(get_rules("pife", max_players=MAX_SEATS), MAX_SEATS, seed=1)
    assert len(rnd.stock) >= 1 and rnd.card_count() == 104
    with pytest.raises(CachetaError):
        get_rules("cachetao", max_players=MAX_SEATS + 1)


@pytest.mark.parametrize("argv", [
    ["rules", "--set", "max_players=50", "--lang", "en"],
    ["analyze", "5h 6h 7h", "--set", "loss_on_bater=abc", "--lang", "en"],
    ["analyze", "5h 6h 7h", "--set", "id=", "--set", "min_players=x", "--lang", "en"],
    ["rules", "--set", "jokers=maybe", "--lang", "en"],
])
def test_set_refuses_bad_rule_values_in_one_line(argv: list[str]) -> None:
    code, out, err = run(*argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and "invalid" in err


def test_set_curinga_none_from_the_command_line() -> None:
    assert parse_rule_value("curinga", "none") == "none"
    assert parse_rule_value("max_wilds", "none") is None
    code, out, _ = run("rules", "--rules", "oficial", "--set", "jokers=false",
                       "--set", "curinga=none", "--lang", "en", "--json")
    assert code == 0 and '"curinga": "none"' in out


# --- one meld ----------------------------------------------------------------------------------

def test_meld_checks_copies_first() -> None:
    with pytest.raises(CachetaError) as err:
        check_meld("5h 5h 5h", "oficial")
    assert "3 copies of 5h, but only 2 exist" in err.value.message("en")
    code, out, err_text = run("meld", "5h 5h 5h", "--lang", "en")
    assert code == 2 and out == "" and "only 2 exist" in err_text


def test_meld_input_size_is_capped() -> None:
    """A group longer than any meld is answered at once; a huge one fails the copy check."""
    check = check_meld([*ALL_NATURALS[:13], *ALL_NATURALS[13:26]], "oficial")
    assert not check.valid and "at most 13 cards" in check.reason("en")
    with pytest.raises(CachetaError):
        check_meld([*ALL_NATURALS, *ALL_NATURALS, *[JOKER] * 4] * 40, "oficial")
    sequence = check_meld([Card.of(r, "h") for r in range(1, 14)], "megajogos")
    assert sequence.valid  # the longest meld still checks


# --- the command line ---------------------------------------------------------------------

@pytest.mark.parametrize(("argv", "words"), [
    (["analyze", "5h", "--bogus"], "argumentos não reconhecidos: --bogus"),
    (["analyze"], "faltam os argumentos: hand"),
    (["analyze", "5h", "--lang", "fr"], "argumento --lang: escolha inválida 'fr'"),
    (["frobnicate"], "escolha inválida 'frobnicate'"),
    ([], "faltam os argumentos"),
    (["analyze", "5h", "--bogus", "--lang", "en"], "unrecognized arguments: --bogus"),
    (["meld", "--lang=en"], "the following arguments are required: cards"),
])
def test_argparse_errors_are_one_line_in_the_chosen_language(argv, words: str) -> None:
    code, out, err = run(*argv)
    assert code == 2 and out == ""
    assert err.startswith("cacheta-lab: ") and words in err
    assert err.count("\n") == 1 and "usage:" not in err


def test_a_huge_argument_is_not_echoed_back() -> None:
    code, _, err = run("analyze", "5h", "--" + "x" * 100_000)
    assert code == 2 and len(err) < 400


def test_help_still_prints() -> None:
    code, out, _ = run("--help")
    assert code == 0 and "analyze" in out


# --- the card table ------------------------------------------------------------------------

def _table() -> CardTable:
    t = CardTable("5h 6h 7h", preset="megajogos", vira="8c")
    t.hand = "5h 6h 7h 8h"  # one change in the undo history
    return t


def _state(t: CardTable) -> dict:
    names = ("preset", "vira", "hand", "seen", "lang", "four_color", "faces", "analysis")
    return {**{n: getattr(t, n) for n in names}, "history": list(t._history)}


@pytest.mark.parametrize(("name", "value"), [
    ("preset", None), ("preset", 5), ("hand", 5), ("hand", "5h 5h 5h"), ("hand", b"5h"),
    ("seen", 3.5), ("vira", ["5c"]), ("lang", "fr"), ("lang", None), ("four_color", "maybe"),
    ("four_color", None), ("view", {}), ("faces", None),
])
def test_a_refused_value_changes_nothing(name: str, value) -> None:
    t = _table()
    before, view = _state(t), t.view
    with pytest.raises(CachetaError):
        setattr(t, name, value)
    assert _state(t) == before and t.view == view
    t.hand = "Ks Kh"  # and the table still works
    assert t.hand == ("Kh", "Ks") and [c.code for c in t.analysis.hand] == ["Kh", "Ks"]


def test_none_empties_hand_and_seen() -> None:
    t = _table()
    t.seen = "Qs"
    t.hand = None
    t.seen = None
    assert t.hand == () and t.seen == ()


@pytest.mark.parametrize("update", [
    {"hand": "5h 5h 5h"}, {"lang": "fr"}, {"four_color": "maybe"}, {"preset": None},
    {"hand": "2c", "lang": "xx"}, {"view": {"status": "hacked"}}, {"analysis": None},
])
def test_state_updates_from_the_page_are_checked(update: dict) -> None:
    t = _table()
    before = _state(t)
    t.set_state(update)  # the page's update: refused, answered, never raised
    assert _state(t) == before
    assert t.view["error"]
    t.hand = "Ks Kh"
    assert t.view["error"] is None


def test_held_changes_are_rolled_back_whole() -> None:
    t = _table()
    before = _state(t)
    with pytest.raises(traitlets.TraitError), t.hold_trait_notifications():
        t.hand = "2c 3c"
        t.lang = "fr"
    assert _state(t) == before
    with pytest.raises(CachetaError), t.hold_trait_notifications():
        t.hand = "5h 5h 5h"
    assert _state(t) == before


@pytest.mark.parametrize("message", [
    {"type": "paste"},                                 # emptied the hand
    {"type": "paste", "text": None},
    {"type": "set_four_color", "value": "maybe"},      # turned four colours on
    {"type": "show_splits", "open": "maybe"},
    {"type": "add", "card": 10**400},                  # echoed a 400-digit number
    {"type": "add", "card": "5h" * 100_000},
    {"type": "set_lang", "lang": None},
    {"type": "set_preset"},
    {"type": "undo", "seq": 10**400},
    {"type": "undo", "seq": True},
    {"type": "draw", "source": "pocket"},
    {"type": None},
    ["add", "5h"],
])
def test_malformed_messages_are_answered_not_acted_on(message) -> None:
    t = _table()
    before = _state(t)
    t._on_msg(t, message, [])
    assert _state(t) == before
    assert t.view["error"] and len(t.view["error"]) < 400


# --- exercises ---------------------------------------------------------------------------------

@pytest.mark.parametrize("exercise", [
    MeldExercise("7h 7h 7c 7s 8d Kd 2c", rules="pife", kind="trinca", lang="en"),
    LiveOutsExercise("2h 3h 4h 7s 7d 7c 9d 10d Kc", rules="pife", seen="8s Js", lang="en"),
    PresetsExercise("7h 7h 7c 7s", question="meld", lang="en"),
    SplitExercise("5h 6h 7h 7c 7s 7d 9s 10s Js 2d", rules="pife", lang="en"),
])
@pytest.mark.parametrize("answer", [None, 5, 5.5, True, object(), {"a": 1}, 10**5000,
                                    "x" * 100_000, [[["5h"]]]],
                         ids=["None", "5", "5.5", "True", "object", "dict", "huge-int",
                              "huge-text", "nested"])
def test_exercises_give_feedback_for_any_answer(exercise, answer) -> None:
    feedback = exercise.check(answer)
    assert not feedback.ok and feedback.message


# --- the engine's parsers (asked of them here, as a user meets them) -----------------------

@pytest.mark.parametrize(("call", "words"), [
    (lambda: Card.of(14, "c"), "rank 14"),                       # was the joker
    (lambda: analyze(",,, ;;;"), "no cards"),                    # was an empty hand
    (lambda: analyze("Qs Qs 5h", seen="Qs"), "seen cards"),      # blamed the vira
    (lambda: analyze("5ſ 6h"), "unknown card"),                  # look-alike letters
    (lambda: analyze("\u212ac 6h"), "unknown card"),             # the Kelvin sign
])
def test_engine_input_errors(call, words: str) -> None:
    with pytest.raises(CachetaError) as err:
        call()
    assert words in err.value.message("en") and "vira" not in err.value.message("en")
