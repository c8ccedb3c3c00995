"""The engine's public API under hostile arguments: a result or one clear error, quickly."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab import (
    Hand,
    Rules,
    analyze,
    can_bater,
    check_meld,
    discard_table,
    get_rules,
    is_complete,
    missing,
    outs,
    parse_card,
    parse_cards,
    partitions,
)
from cacheta_lab.engine.rules import parse_rule_value
from cacheta_lab.exercises import (
    CuringaExercise,
    DiscardExercise,
    LiveOutsExercise,
    MeldExercise,
    NotationExercise,
    OutsExercise,
    PresetsExercise,
    SplitExercise,
    ValidHandsExercise,
)

from .hostile import (
    FUZZ,
    PRESET_NAMES,
    card_like,
    hand_like,
    hostile_text,
    hostile_value,
    json_text,
    json_value,
    outcome,
)

# hostile inputs are huge on purpose: no warning about their repr
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

VIRAS = st.one_of(st.none(), st.sampled_from(["5c", "Kh", "As", "JK"]), card_like)
ARG = st.one_of(hostile_text, hostile_value)


@FUZZ
@given(text=st.one_of(card_like, hostile_text, hostile_value))
def test_parsing_a_card(text) -> None:
    ok, card = outcome(lambda: parse_card(text), type_errors=True)
    if ok:
        assert parse_card(card.code) == card  # the code reads back as the same card


@FUZZ
@given(text=st.one_of(hand_like, hostile_text, hostile_value))
def test_parsing_cards_and_hands(text) -> None:
    ok, cards = outcome(lambda: parse_cards(text), type_errors=True)
    if ok:
        assert parse_cards(" ".join(c.code for c in cards)) == cards
    outcome(lambda: Hand(text), type_errors=True)


@FUZZ
@given(hand=st.one_of(hand_like, ARG), preset=st.one_of(PRESET_NAMES, ARG), vira=VIRAS,
       seen=st.one_of(st.just(""), hand_like, ARG), lang=st.one_of(st.sampled_from(["pt", "en"]),
                                                                  ARG))
def test_analysis_functions(hand, preset, vira, seen, lang) -> None:
    outcome(lambda: analyze(hand, preset, vira, seen, lang), type_errors=True, what="analyze")
    for call in (is_complete, can_bater, missing, partitions):
        outcome(lambda call=call: call(hand, preset, vira), type_errors=True, what=call.__name__)
    for call in (outs, discard_table):
        outcome(lambda call=call: call(hand, preset, vira, seen), type_errors=True,
                what=call.__name__)


@FUZZ
@given(cards=st.one_of(hand_like, ARG, st.lists(st.sampled_from(["5h", "JK", "Kc"]),
                                                 max_size=400)),
       preset=st.one_of(PRESET_NAMES, ARG), vira=VIRAS)
def test_check_meld(cards, preset, vira) -> None:
    ok, check = outcome(lambda: check_meld(cards, preset, vira), type_errors=True,
                        what="check_meld")
    if ok:
        assert check.valid == (check.meld is not None)
        assert check.valid or (check.reason("pt") and check.reason("en"))


RULE_NAMES = st.sampled_from(["id", "seed", "min_players", "max_players", "jokers", "curinga",
                              "max_wilds", "trinca", "ace", "exact_melds", "bate_with_10",
                              "starting_points", "loss_on_bater", "loss_on_bater_10",
                              "false_bati_penalty", "correr", "na_boa_calls",
                              "no_discard_of_taken", "refill_stock", "rounds_to_win",
                              "preset"])


@FUZZ
@given(data=st.one_of(json_value, st.dictionaries(RULE_NAMES, json_value, max_size=4),
                      hostile_value),
       text=json_text, name=st.one_of(RULE_NAMES, hostile_text), value=hostile_text,
       preset=st.one_of(PRESET_NAMES, ARG))
def test_rules_from_anything(data, text, name, value, preset) -> None:
    for call in (lambda: Rules.from_dict(data), lambda: Rules.from_json(text),
                 lambda: parse_rule_value(name, value),
                 lambda: get_rules(preset, **({name: value} if isinstance(name, str) else {}))):
        ok, rules = outcome(call, type_errors=True, what="rules")
        if ok and isinstance(rules, Rules):  # accepted rules are whole and round-trip
            assert Rules.from_json(rules.to_json()) == rules
            assert 2 <= rules.min_players <= rules.max_players <= 11
            json.dumps(rules.to_dict())


EXERCISES = [
    NotationExercise("7h 10s Ad Qc JK"),
    ValidHandsExercise({"A": "5h 5h 9c", "B": "5h 5h 5h 9c", "C": ("5h 5h 9c", "5h")}),
    CuringaExercise("tradicional", vira="8d"),
    MeldExercise("7h 7h 7c 7s 8d Kd 2c", rules="pife", kind="trinca"),
    PresetsExercise("7h 7h 7c 7s", question="meld"),
    SplitExercise("5h 6h 7h 7c 7s 7d 9s 10s Js 2d", rules="pife"),
    OutsExercise("2h 3h 4h 7s 7d 7c 9d 10d Kc", rules="pife"),
    LiveOutsExercise("2h 3h 4h 7s 7d 7c 9d 10d Kc", rules="pife", seen="8s Js"),
    DiscardExercise("2h 3h 4h 7s 7d 7c 9d 10d Kc 5s", rules="pife"),
]


@FUZZ
@given(answer=st.one_of(hand_like, ARG, st.lists(hand_like, max_size=4)))
def test_exercises_answer_anything_with_feedback(answer) -> None:
    for exercise in EXERCISES:
        ok, feedback = outcome(lambda exercise=exercise: exercise.check(answer),
                               what=type(exercise).__name__)
        assert ok, f"{type(exercise).__name__}.check raised {feedback!r}"
        assert feedback.message
