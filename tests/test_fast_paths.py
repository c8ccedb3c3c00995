"""Every public way to ask the engine gives the same answer as ``analyze`` and the oracle.

The engine answers the same question through several doors: the module functions
(``can_bater``, ``is_complete``, ``outs``, ``missing``, ``discard_table``, ``partitions``), the
checked table of ``situation_for`` (``can_bater``, ``bater``, ``complete``, ``outs``,
``discard_table``, ``missing``: the fast path programs and bots use) and the round judge
(``cacheta_lab.game.judge.Judge``). Some of them take shortcuts ``analyze`` does not, so each is
checked here against ``analyze`` and against the brute-force oracle (tests/oracle.py), on
random and near-complete deals of every preset and of some single rule switches.

Deals come from tests/test_oracle_agreement.py. The check that matters most: a 9-card hand
plus every card that can still be drawn, asked "does it bater now?" through every door, against
the oracle's outs of the 9 cards (a card is an out exactly when the 10 cards bate), most of all
on 9 cards already in melds with a curinga among them (docs/rules.md: such a hand is na boa on every
card; a quick check that miscounts the wilds a hand needs refuses some of those draws).
"""

from __future__ import annotations

import os
from collections import Counter

import oracle
import pytest
import test_oracle_agreement as toa
from hypothesis import Phase, given, note, settings
from hypothesis import strategies as st

from cacheta_lab import (
    analyze,
    can_bater,
    discard_table,
    is_complete,
    missing,
    outs,
    partitions,
)
from cacheta_lab.engine.analysis import situation_for
from cacheta_lab.engine.cards import Card
from cacheta_lab.engine.rules import PRESETS, Rules
from cacheta_lab.errors import CachetaError
from cacheta_lab.game.judge import Judge

# The loaded profile (tests/conftest.py: "ci" derandomized, or "dev") with no deadline (a deal
# whose oracle check is slow is not a failure) and no shrinking: a failing deal is reported as
# drawn (its repr is in the notes), since shrinking re-runs the oracle hundreds of times.
settings.register_profile(
    "fast_paths", parent=settings.get_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci")),
    deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate])
PROFILE = settings.get_profile("fast_paths")

PRESET_IDS = list(PRESETS)
# one preset per switch, so each switch meets a different rule set
SWITCHES = ["oficial:ace=low_or_high", "megajogos:max_wilds=None", "cachetao:exact_melds=None",
            "tradicional:bate_with_10=False", "oficial:trinca=three_plus_dup",
            "pife:curinga=same_color,jokers=True"]
SWITCH_RULES = dict(toa.VARIANTS)


def run_with(n: int):
    """Hypothesis settings for ``n`` examples (scaled by ORACLE_EXAMPLES_SCALE)."""
    return settings(PROFILE, max_examples=toa.examples(n))


class Doors:
    """The public ways to ask about a deal's hands."""

    def __init__(self, deal: toa.Deal) -> None:
        self.rules: Rules = deal.rules
        self.vira = deal.vira
        self.seen = deal.seen
        self.situation = situation_for(deal.rules, deal.vira)
        self.seen_situation = situation_for(deal.rules, deal.vira, deal.seen)
        self.judge = Judge(deal.rules, deal.vira)

    def code(self, cards: list[Card]) -> str:
        """The hand as a user types it: a string."""
        return " ".join(c.code for c in cards)

    def bater(self, cards: list[Card]) -> dict[str, tuple[bool, tuple[str, ...]] | bool]:
        """(with10, sorted discard codes) from every door that says how a hand bates, and the
        plain yes/no from every door that only says whether it does."""
        t = self.situation.bater(cards)
        j_with10, j_kinds = self.judge.bater(cards)
        return {
            "Situation.bater": (t.with10, oracle.codes(c.kind for c in t.discards)),
            "Judge.bater": (j_with10, oracle.codes(j_kinds)),
            "can_bater": can_bater(self.code(cards), self.rules, self.vira),
            "can_bater(cards)": can_bater(cards, self.rules, self.vira),
            "Situation.can_bater": self.situation.can_bater(cards),
            "Judge.can_bater": self.judge.can_bater(cards),
        }

    def complete(self, cards: list[Card]) -> dict[str, bool]:
        return {
            "is_complete": is_complete(self.code(cards), self.rules, self.vira),
            "Situation.complete": self.situation.complete(cards),
            "Judge.complete": self.judge.complete(cards),
        }

    def missing(self, cards: list[Card]) -> dict[str, int]:
        return {
            "missing": missing(self.code(cards), self.rules, self.vira),
            "Situation.missing": self.situation.missing(cards),
            "Situation(seen).missing": self.seen_situation.missing(cards),
            "Judge.missing": self.judge.missing(cards),
        }

    def outs(self, cards: list[Card]) -> dict[str, tuple]:
        return {
            "outs": outs(self.code(cards), self.rules, self.vira, self.seen),
            "Situation(seen).outs": self.seen_situation.outs(cards),
            "Judge.outs": self.judge.outs(cards, self.seen),
        }

    def discard_table(self, cards: list[Card]) -> dict[str, tuple]:
        return {
            "discard_table": discard_table(self.code(cards), self.rules, self.vira, self.seen),
            "Situation(seen).discard_table": self.seen_situation.discard_table(cards),
            "Judge.discard_table": self.judge.discard_table(cards, self.seen),
        }


def all_equal(answers: dict, want, deal, what: str) -> None:
    wrong = {door: got for door, got in answers.items() if got != want}
    assert not wrong, (what, deal, "want", want, "got", wrong)


def check_missing(doors: Doors, deal: toa.Deal, cards: list[Card], from_analyze: int,
                  limit: int) -> None:
    """Every door gives analyze's missing; the oracle decides it exactly up to ``limit``."""
    all_equal(doors.missing(cards), from_analyze, deal, "missing")
    want = oracle.missing(cards, deal.rules, deal.vira, limit)
    if want is None:
        assert from_analyze > limit, (deal, from_analyze)
    else:
        assert from_analyze == want, (deal, from_analyze, want)


def check_complete(doors: Doors, deal: toa.Deal, cards: list[Card]) -> None:
    want = oracle.is_complete(cards, deal.rules, deal.vira)
    all_equal(doors.complete(cards), want, deal, "complete")
    want_splits = oracle.splits(cards, deal.rules, deal.vira)
    assert toa.engine_splits(partitions(doors.code(cards), deal.rules, deal.vira)) == \
        want_splits, deal


def check_ten(deal: toa.Deal) -> None:
    """A 10-card hand: bater, complete and missing through every door."""
    doors = Doors(deal)
    hand = deal.hand
    with10, discards = oracle.bater_info(hand, deal.rules, deal.vira)
    can = with10 or bool(discards)
    a = analyze(hand, deal.rules, deal.vira, deal.seen)
    assert (a.bater.with10, oracle.codes(c.kind for c in a.bater.discards)) == \
        (with10, discards), deal
    answers = doors.bater(hand)
    all_equal({k: v for k, v in answers.items() if isinstance(v, tuple)}, (with10, discards),
              deal, "bater")
    all_equal({k: v for k, v in answers.items() if isinstance(v, bool)}, can, deal, "can_bater")
    assert a.complete == oracle.is_complete(hand, deal.rules, deal.vira), deal
    check_complete(doors, deal, hand)
    check_missing(doors, deal, hand, a.missing, toa.ORACLE_LIMIT[10])
    assert (a.missing == 0) == can, deal


def check_nine(deal: toa.Deal) -> None:
    """A 9-card hand: outs and missing through every door, then the hand with each drawable
    card through every door that says whether 10 cards bate."""
    doors = Doors(deal)
    hand = deal.hand
    want = toa.oracle_outs(hand, deal)
    a = analyze(hand, deal.rules, deal.vira, deal.seen)
    assert toa.outs_dict(a.outs) == want, deal
    assert a.na_boa == bool(want), deal
    all_equal(doors.outs(hand), a.outs, deal, "outs")
    check_complete(doors, deal, hand)
    check_missing(doors, deal, hand, a.missing, toa.ORACLE_LIMIT[9])
    assert (a.missing == 1) == bool(want), deal
    for k in toa._available(deal, deal.hand_kinds):
        ten = [*hand, Card(k)]
        with10, discards = oracle.bater_info(ten, deal.rules, deal.vira)
        assert (with10 or bool(discards)) == (oracle.code_of(k) in want)
        answers = doors.bater(ten)
        all_equal({d: v for d, v in answers.items() if isinstance(v, tuple)},
                  (with10, discards), (deal, "draw", oracle.code_of(k)), "bater")
        all_equal({d: v for d, v in answers.items() if isinstance(v, bool)},
                  with10 or bool(discards), (deal, "draw", oracle.code_of(k)), "can_bater")


def check_discard_table(deal: toa.Deal) -> None:
    """Every door's discard table is analyze's (same rows, same order), and each row's outs
    are the oracle's outs of the 9 cards left, with the discard counted as seen."""
    doors = Doors(deal)
    hand = deal.hand
    a = analyze(hand, deal.rules, deal.vira, deal.seen)
    all_equal(doors.discard_table(hand), a.discards, deal, "discard table")
    _with10, discards = oracle.bater_info(hand, deal.rules, deal.vira)
    rows = {row.card.code: row for row in a.discards}
    assert set(rows) == {c.code for c in hand}, deal
    for code, row in rows.items():
        card = Card(oracle.as_kinds(code)[0])
        rest = list(hand)
        rest.remove(card)
        want = toa.oracle_outs(rest, deal, [card])
        assert toa.outs_dict(row.outs) == want, (deal, code)
        assert row.na_boa == bool(want), (deal, code)
        assert row.live_outs == sum(want.values()), (deal, code)
        assert row.bate == (code in discards), (deal, code)
        assert (row.missing == 1) == bool(want), (deal, code)
        assert row.missing == doors.situation.missing(rest), (deal, code)
    ranked = [row.rank_key for row in a.discards]
    assert ranked == sorted(ranked), deal
    # the coach's shortcut: the best live outs of the table, without the table
    best = max(row.live_outs for row in a.discards)
    assert doors.seen_situation.best_live_outs(hand) == best, (deal, "best_live_outs")


def check_partial(deal: toa.Deal) -> None:
    """7 or 8 cards: complete, partitions and missing (exact up to 2 by the oracle)."""
    doors = Doors(deal)
    a = analyze(deal.hand, deal.rules, deal.vira, deal.seen)
    check_complete(doors, deal, deal.hand)
    check_missing(doors, deal, deal.hand, a.missing, toa.ORACLE_LIMIT[len(deal.hand)])


# --- 9 cards in melds, one of them a curinga --------------------------------------------------


def melded_nines(rules: Rules):
    """Three melds (roughly: not always valid under these rules) of 3 or more cards, one or two
    of their cards swapped for a curinga, cut to 9 cards. Most are complete, so every card drawn
    to them bates (docs/rules.md: such a hand is na boa on every card); the curinga sitting next to
    a drawable card is where a quick check can go wrong."""
    @st.composite
    def build(draw):
        r = draw(st.randoms(use_true_random=False))
        pool = Counter({k: 2 for k in range(52)})
        if rules.jokers:
            pool[oracle.JOKER_KIND] = 4
        vira = r.randrange(52)
        pool[vira] -= 1
        curingas = sorted(oracle.make_ctx(rules, Card(vira)).wild - {oracle.JOKER_KIND})
        hand: list[int] = []
        for _ in range(3):
            meld = toa._random_meld(r, rules)
            for k in meld[:3] if r.random() < 0.7 else meld:
                if pool[k] > 0:
                    pool[k] -= 1
                    hand.append(k)
        for _ in range(r.choice([1, 1, 2])):
            k = r.choice(curingas)
            if pool[k] > 0:
                i = r.randrange(len(hand))
                pool[hand[i]] += 1
                pool[k] -= 1
                hand[i] = k
        while len(hand) > 9:
            pool[hand.pop(r.randrange(len(hand)))] += 1
        while len(hand) < 9:
            k = r.choice(sorted(pool.elements()))
            pool[k] -= 1
            hand.append(k)
        deal = toa.Deal(rules, vira, hand, [])
        note(repr(deal))
        return deal

    return build()


WILD_RULES = [p for p in PRESET_IDS if PRESETS[p].curinga != "none"]


@pytest.mark.parametrize("label", [*WILD_RULES, "pife:curinga=same_color,jokers=True"])
def test_melded_nine_with_a_curinga_through_every_door(label):
    rules = PRESETS[label] if label in PRESETS else SWITCH_RULES[label]

    @run_with(25)
    @given(deal=melded_nines(rules))
    def run(deal):
        check_nine(deal)

    run()


# --- every preset -----------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_draws_to_nine_bate_through_every_door(preset):
    """Near-complete 9-card hands: each drawable card, asked through every door."""
    @run_with(12)
    @given(deal=toa.deals(PRESETS[preset], [9], max_seen=4, near_rate=0.9))
    def run(deal):
        check_nine(deal)

    run()


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_ten_cards_through_every_door(preset):
    @run_with(30)
    @given(deal=toa.deals(PRESETS[preset], [10], max_seen=3, near_rate=0.85))
    def run(deal):
        check_ten(deal)

    run()


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_discard_table_through_every_door(preset):
    @run_with(6)
    @given(deal=toa.deals(PRESETS[preset], [10], max_seen=4))
    def run(deal):
        check_discard_table(deal)

    run()


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_partial_hands_through_every_door(preset):
    @run_with(6)
    @given(deal=toa.deals(PRESETS[preset], [7, 8], max_seen=0))
    def run(deal):
        check_partial(deal)

    run()


# --- single rule switches -------------------------------------------------------------------


@pytest.mark.parametrize("label", SWITCHES)
def test_rule_switch_through_every_door(label):
    rules = SWITCH_RULES[label]

    @run_with(6)
    @given(nine=toa.deals(rules, [9], max_seen=3, near_rate=0.9),
           ten=toa.deals(rules, [10], max_seen=3, near_rate=0.85))
    def run(nine, ten):
        check_nine(nine)
        check_ten(ten)

    run()


@pytest.mark.parametrize("label", SWITCHES)
def test_rule_switch_discard_table(label):
    @run_with(3)
    @given(deal=toa.deals(SWITCH_RULES[label], [10], max_seen=3))
    def run(deal):
        check_discard_table(deal)

    run()


# --- the cards that bring a hand a draw closer ------------------------------------------------


def check_improvers(deal: toa.Deal, oracle_limit: int) -> None:
    """``Situation.improvers`` of 9 cards: exactly the drawable cards after which the 10 cards miss
    one draw fewer (asked through ``missing``, and the oracle where it decides), each with its
    live copies; for a na boa hand, its outs."""
    table = situation_for(deal.rules, deal.vira, deal.seen)
    hand = deal.hand
    got = {o.card.kind: o.live for o in table.improvers(hand)}
    m = table.missing(hand)
    want = set()
    for k in toa._available(deal, deal.hand_kinds):
        ten = [*hand, Card(k)]
        closer = table.missing(ten) < m
        if m - 1 <= oracle_limit:
            assert closer == (oracle.missing(ten, deal.rules, deal.vira, m - 1) is not None), (
                deal, oracle.code_of(k))
        if closer:
            want.add(k)
    assert set(got) == want, (deal, m, sorted(set(got) ^ want))
    for k, live in got.items():
        assert live == table.live(Card(k), tuple(hand)), (deal, oracle.code_of(k))
    if m == 1:
        assert {o.card.kind for o in table.outs(hand)} == set(got), deal


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_improvers_through_missing(preset):
    """Far and near 9-card hands: improvers against missing of each hand plus a card."""
    @run_with(8)
    @given(deal=toa.deals(PRESETS[preset], [9], max_seen=4, near_rate=0.5))
    def run(deal):
        check_improvers(deal, oracle_limit=0)

    run()


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_improvers_against_the_oracle(preset):
    """Hands missing 2 or less: improvers against the oracle's missing of each 10 cards."""
    @run_with(3)
    @given(deal=toa.deals(PRESETS[preset], [9], max_seen=2, near_rate=1.0))
    def run(deal):
        check_improvers(deal, oracle_limit=1)

    run()


@pytest.mark.parametrize("hand", [
    [Card(k) for k in range(10)],  # ten cards
    "5h 6h",  # two
    None,
    12,
    "5\u04bb 6h 7h Ks Kh Kc 9s 10s 2d",  # a Cyrillic look-alike of h
    "5h 5h 5h 6h 7h Ks Kh Kc 9s",  # a third 5h
    "JK 6h 7h Ks Kh Kc 9s 10s 2d",  # a joker where the deck has none
    "5h " * 5000,
])
def test_improvers_refuses_a_bad_hand_and_keeps_its_answers(hand):
    situation = situation_for("megajogos", "5c", "8c")
    good = "7s 7d 9c 10c 2h 2d Jh Qs 3c"
    before = situation.improvers(good)
    with pytest.raises(CachetaError):
        situation.improvers(hand)
    assert situation.improvers(good) == before
    assert situation.improvers([Card(code) for code in good.split()]) == before


@pytest.mark.parametrize(("method", "hand"), [
    ("can_bater", "5h 6h 7h Ks Kh Kc 9s 10s Js 2d"), ("bater", "5h 6h 7h Ks Kh Kc 9s 10s Js 2d"),
    ("complete", "5h 6h 7h Ks Kh Kc"), ("outs", "5h 6h 7h Ks Kh Kc 9s 10s 2d"),
    ("discard_table", "5h 6h 7h Ks Kh Kc 9s 10s Js 2d"), ("missing", "5h 6h 7h Ks Kh"),
    ("best_live_outs", "5h 6h 7h Ks Kh Kc 9s 10s Js 2d"),
])
def test_situation_methods_read_text_and_refuse_bad_hands(method, hand):
    """Text gets the answer the cards get; text with an unknown card, a third copy or a
    look-alike letter, a number, or None where a size is asked gets a CachetaError (not a
    crash), and the situation answers as before. (None is an empty hand, as for analyze.)"""
    situation = situation_for("oficial", "5c", "8c")
    ask = getattr(situation, method)
    cards = [Card(code) for code in hand.split()]
    assert ask(hand) == ask(cards) == ask(tuple(cards))
    sized = method not in ("complete", "missing")
    for bad in (hand.replace("5h", "Xq"), hand.replace("6h", "5h 5h"), 12,
                hand.replace("h", "\u04bb"), *([None] if sized else [])):
        with pytest.raises(CachetaError):
            ask(bad)
    assert ask(cards) == ask(hand)
