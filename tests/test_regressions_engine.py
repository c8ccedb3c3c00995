"""Hands the engine once answered wrongly, checked through every public way to ask.

Each hand bates (with 9, one discard), and ``analyze`` always said so; the quick bater check
(``can_bater``, ``Situation.can_bater`` / ``Situation.bater`` and so the round judge) said "cannot
bater". Every answer here is also checked against the brute-force oracle (tests/oracle.py).
"""

from __future__ import annotations

import oracle
import pytest

from cacheta_lab import analyze, can_bater, discard_table, is_complete, missing, outs, partitions
from cacheta_lab.engine.analysis import situation_for
from cacheta_lab.engine.cards import Card, parse_card, parse_cards
from cacheta_lab.engine.rules import get_rules
from cacheta_lab.game.judge import Judge

# (preset, vira, 10-card hand, the one discard that goes out)
BATER_HANDS = [
    ("megajogos", "As", "2s 3s 5h 5c 10d Jd Qd 8d 9d 10d", "3s"),
    ("oficial", "5d", "Ad 2d 3d 6d 7d 9c 10c Jc Qd Kd", "7d"),
    ("oficial", "3s", "3h 8h 8d 4s 2s JK 9s 10s 3c JK", "2s"),
    ("oficial", "Jc", "4c 4h 7c 7d 7h 8h 9h 10h Qc Qd", "Qd"),
    ("cachetao", "4d", "Ad Ah As 4h 5h Jd Jd Js Kh Kh", "4h"),
    ("tradicional", "6s", "7s 2d 2s 6d 9s 2h 6h As Ad Ac", "9s"),
]
IDS = [f"{preset}-{vira}-{discard}" for preset, vira, _, discard in BATER_HANDS]


def _without(hand: list[Card], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest


def _split_key(split) -> tuple:
    return tuple(sorted(tuple(oracle.codes(c.kind for c in m.cards)) for m in split))


@pytest.mark.parametrize("preset,vira,hand,discard", BATER_HANDS, ids=IDS)
def test_oracle_agrees_these_hands_bate(preset, vira, hand, discard):
    assert oracle.bater_info(hand, preset, vira) == (False, (discard,))
    assert oracle.is_complete(_without(parse_cards(hand), parse_card(discard)), preset, vira)


@pytest.mark.parametrize("preset,vira,hand,discard", BATER_HANDS, ids=IDS)
def test_analyze_finds_the_discard(preset, vira, hand, discard):
    a = analyze(hand, preset, vira)
    assert a.bater.with10 is False
    assert [c.code for c in a.bater.discards] == [discard]
    assert a.bater.can
    assert a.missing == 0
    assert {d.code for d, _ in a.bater.splits} == {discard}


@pytest.mark.parametrize("preset,vira,hand,discard", BATER_HANDS, ids=IDS)
def test_module_functions_say_it_bates(preset, vira, hand, discard):
    assert can_bater(hand, preset, vira) is True
    assert missing(hand, preset, vira) == 0
    rest = _without(parse_cards(hand), parse_card(discard))
    assert is_complete(rest, preset, vira)
    assert missing(rest, preset, vira) == 1  # a complete 9 is na boa on every card
    want_splits = oracle.splits(rest, preset, vira)
    assert want_splits
    assert {_split_key(s) for s in partitions(rest, preset, vira)} == want_splits


@pytest.mark.parametrize("preset,vira,hand,discard", BATER_HANDS, ids=IDS)
def test_table_says_it_bates(preset, vira, hand, discard):
    table = situation_for(preset, vira)
    cards = parse_cards(hand)
    assert table.can_bater(cards) is True
    result = table.bater(cards)
    assert (result.with10, [c.code for c in result.discards]) == (False, [discard])
    assert table.missing(cards) == 0


@pytest.mark.parametrize("preset,vira,hand,discard", BATER_HANDS, ids=IDS)
def test_round_judge_says_it_bates(preset, vira, hand, discard):
    """The judge rules a declared bati with this discard valid (not a false bati)."""
    judge = Judge(get_rules(preset), parse_card(vira))
    cards = parse_cards(hand)
    assert judge.can_bater(cards) is True
    assert judge.bater(cards) == (False, (parse_card(discard).kind,))
    assert judge.missing(cards) == 0
    assert judge.complete(_without(cards, parse_card(discard)))


@pytest.mark.parametrize("preset,vira,hand,discard", BATER_HANDS, ids=IDS)
def test_discard_table_marks_the_discard(preset, vira, hand, discard):
    """The discard table's rows agree with the oracle: the going-out row is first, and every
    row's outs are the outs of the 9 cards left (the discard counted as seen)."""
    cards = parse_cards(hand)
    want = {c.code: oracle.outs(_without(cards, c), preset, vira, [c]) for c in set(cards)}
    for rows in (discard_table(hand, preset, vira),
                 situation_for(preset, vira).discard_table(cards),
                 Judge(get_rules(preset), parse_card(vira)).discard_table(cards),
                 analyze(hand, preset, vira).discards):
        assert rows[0].card.code == discard
        assert [r.card.code for r in rows if r.bate] == [discard]
        assert {r.card.code for r in rows} == set(want)
        for row in rows:
            assert {o.card.code: o.live for o in row.outs} == want[row.card.code]
            assert row.na_boa == bool(want[row.card.code])
            assert row.live_outs == sum(want[row.card.code].values())


# docs/rules.md: a 9-card hand that already forms melds is na boa on every card.
NINE = ("megajogos", "As", "2s 5h 5c 10d Jd Qd 8d 9d 10d")
DRAWS = ["As", "2d", "2h", "3s", "4s"]


def _drawable(rules_id: str, vira: str, hand: str) -> list[Card]:
    """Every card kind with a copy outside the hand and the vira."""
    rules = get_rules(rules_id)
    used = [*parse_cards(hand), parse_card(vira)]
    return [Card(k) for k in oracle.all_kinds(rules)
            if oracle.copies(k, rules) - used.count(Card(k)) > 0]


def test_complete_nine_is_na_boa_on_every_card():
    preset, vira, hand = NINE
    assert is_complete(hand, preset, vira)
    drawable = _drawable(preset, vira, hand)
    want = {c.code for c in drawable}
    assert set(oracle.outs(hand, preset, vira)) == want
    judge = Judge(get_rules(preset), parse_card(vira))
    for got in (outs(hand, preset, vira), situation_for(preset, vira).outs(parse_cards(hand)),
                judge.outs(parse_cards(hand)), analyze(hand, preset, vira).outs):
        assert {o.card.code for o in got} == want
    a = analyze(hand, preset, vira)
    assert a.na_boa is True
    assert a.missing == 1


@pytest.mark.parametrize("draw", DRAWS)
def test_complete_nine_bates_after_drawing(draw):
    preset, vira, hand = NINE
    ten = f"{hand} {draw}"
    with10, discards = oracle.bater_info(ten, preset, vira)
    assert with10 or discards
    table = situation_for(preset, vira)
    judge = Judge(get_rules(preset), parse_card(vira))
    cards = parse_cards(ten)
    assert can_bater(ten, preset, vira) is True
    assert table.can_bater(cards) is True
    assert judge.can_bater(cards) is True
    result = table.bater(cards)
    assert (result.with10, tuple(c.code for c in result.discards)) == (with10, discards)
    assert judge.bater(cards) == (with10, tuple(oracle.as_kinds(" ".join(discards))))
    a = analyze(ten, preset, vira)
    assert (a.bater.with10, tuple(c.code for c in a.bater.discards)) == (with10, discards)
    assert draw in {c.code for c in a.bater.discards}  # throwing the drawn card back goes out


def test_complete_nine_bates_after_drawing_any_card():
    """Every drawable card, through the quick checks the game uses."""
    preset, vira, hand = NINE
    table = situation_for(preset, vira)
    judge = Judge(get_rules(preset), parse_card(vira))
    nine = parse_cards(hand)
    refused = [c.code for c in _drawable(preset, vira, hand)
               if not (table.can_bater([*nine, c]) and judge.can_bater([*nine, c])
                       and can_bater([*nine, c], preset, vira))]
    assert refused == []


# A joker discarded where a meld takes one wild at most: the discard table looked for a plan
# of the natural cards "leaving the joker out" and failed with an IndexError (a joker is never
# among a plan's naturals). Each discard's draws missing are checked against the oracle.
JOKER_DISCARD = ("5c", "JK JK JK 6s 6c 6c 3c Ks 8d Qh")


@pytest.mark.parametrize("preset", ["cachetao", "oficial"])
def test_discarding_a_joker_with_one_wild_per_meld(preset):
    rules = get_rules(preset).replace(max_wilds=1)
    vira, hand = JOKER_DISCARD
    table = discard_table(hand, rules, vira)
    assert {row.card.code for row in table} == set(hand.split())
    for row in table:
        rest = _without(parse_cards(hand), row.card)
        assert row.missing == oracle.missing(rest, rules, vira, limit=3), row.card.code
    assert analyze(hand, rules, vira).missing == min(row.missing for row in table)
