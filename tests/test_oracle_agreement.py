"""The engine agrees with the brute-force oracle (tests/oracle.py) on random deals.

Every preset is tested, then single rule switches. Deals respect the physical copies (hand +
vira + seen never exceed 2 per natural card, 4 jokers); many of them are built "near complete"
(2–3 melds, perturbed, with wilds) because uniform deals almost never go out. The hypothesis
profile is derandomized (tests/conftest.py), so CI always draws the same deals.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import oracle
import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from cacheta_lab.engine import analysis, curinga, melds
from cacheta_lab.engine.cards import Card
from cacheta_lab.engine.rules import PRESETS, Rules

PRESET_IDS = list(PRESETS)

# ORACLE_EXAMPLES_SCALE=5 HYPOTHESIS_PROFILE=dev: a longer, random hunt (not for CI)
SCALE = float(os.environ.get("ORACLE_EXAMPLES_SCALE", "1"))


def examples(n: int) -> int:
    return max(1, round(n * SCALE))


def _variants() -> list[tuple[str, Rules]]:
    """Each preset with one rule switched at a time."""
    out = []
    for pid, rules in PRESETS.items():
        changes: list[dict] = [{"ace": "low" if rules.ace == "low_or_high" else "low_or_high"}]
        changes += [{"trinca": t} for t in ("any", "distinct", "three_plus_dup")
                    if t != rules.trinca]
        changes.append({"max_wilds": 1 if rules.max_wilds is None else None})
        changes.append({"max_wilds": 2})
        changes.append({"exact_melds": 3 if rules.exact_melds is None else None})
        changes.append({"bate_with_10": not rules.bate_with_10})
        if rules.curinga != "none":
            changes.append({"curinga": "same_color" if rules.curinga == "same_suit"
                            else "same_suit"})
            changes.append({"jokers": not rules.jokers})
        else:
            changes.append({"curinga": "same_suit"})
            changes.append({"curinga": "same_color", "jokers": True})
        for change in changes:
            label = pid + ":" + ",".join(f"{k}={v}" for k, v in change.items())
            out.append((label, rules.replace(**change)))
    return out


VARIANTS = _variants()


# --- deals -----------------------------------------------------------------------------------


def _codes(kinds) -> str:
    return " ".join(oracle.code_of(k) for k in sorted(kinds))


class Deal:
    def __init__(self, rules: Rules, vira: int | None, hand: list[int], seen: list[int]):
        self.rules = rules
        self.vira_kind = vira
        self.hand_kinds = sorted(hand)
        self.seen_kinds = sorted(seen)

    @property
    def vira(self) -> Card | None:
        return None if self.vira_kind is None else Card(self.vira_kind)

    @property
    def hand(self) -> list[Card]:
        return [Card(k) for k in self.hand_kinds]

    @property
    def seen(self) -> list[Card]:
        return [Card(k) for k in self.seen_kinds]

    def __repr__(self) -> str:
        vira = None if self.vira_kind is None else oracle.code_of(self.vira_kind)
        return (f"Deal(rules={self.rules.id!r}, vira={vira!r}, hand={_codes(self.hand_kinds)!r}, "
                f"seen={_codes(self.seen_kinds)!r})")


def _random_meld(r: random.Random, rules: Rules) -> list[int]:
    """Roughly a meld (not always valid under these rules): a trinca or a run."""
    if r.random() < 0.45:
        rank = r.randint(1, 13)
        suits = r.sample("cdhs", r.choice([3, 3, 3, 4]))
        if rules.trinca != "distinct" and r.random() < 0.4:
            suits.append(r.choice(suits[:3]))
        return [oracle.kind_of(rank, s) for s in suits]
    suit = r.choice("cdhs")
    length = r.choice([3, 3, 3, 4, 4, 5, 6])
    if rules.ace == "low_or_high" and r.random() < 0.2:
        ranks = [*range(15 - length, 14), 1][-length:]  # ..., K, A
    else:
        low = r.randint(1, 14 - length)
        ranks = list(range(low, low + length))
    return [oracle.kind_of(rank, suit) for rank in ranks]


def _near(r: random.Random, kinds: list[int]) -> int:
    """A card close to one of ``kinds``: same rank, or same suit one or two ranks away."""
    k = r.choice([k for k in kinds if k != oracle.JOKER_KIND] or [0])
    rank, suit = oracle.rank_of(k), oracle.suit_of(k)
    if r.random() < 0.5:
        return oracle.kind_of(rank, r.choice("cdhs"))
    rank = min(13, max(1, rank + r.choice([-2, -1, 1, 2])))
    return oracle.kind_of(rank, suit)


def make_deal(r: random.Random, rules: Rules, size: int, max_seen: int = 6,
              near_rate: float = 0.75) -> Deal:
    pool = Counter({k: 2 for k in range(52)})
    if rules.jokers:
        pool[oracle.JOKER_KIND] = 4
    vira = None
    if rules.curinga != "none" and r.random() < 0.92:
        vira = r.randrange(52)
        pool[vira] -= 1
    wild = sorted(oracle.make_ctx(rules, None if vira is None else Card(vira)).wild)

    def take(k: int) -> bool:
        if pool[k] > 0:
            pool[k] -= 1
            return True
        return False

    def random_card() -> int:
        return r.choice(list(pool.elements()))

    hand: list[int] = []
    if r.random() < near_rate:
        wild_rate = r.choice([0.0, 0.1, 0.25])
        for _ in range(r.choice([2, 3, 3])):
            for k in _random_meld(r, rules):
                if wild and r.random() < wild_rate:
                    k = r.choice(wild)
                if take(k):
                    hand.append(k)
        r.shuffle(hand)
        for _ in range(r.choice([0, 0, 1, 1, 2])):
            if hand:
                pool[hand.pop()] += 1
    while len(hand) > size:
        pool[hand.pop(r.randrange(len(hand)))] += 1
    while len(hand) < size:
        k = _near(r, hand) if hand and r.random() < 0.5 else random_card()
        if r.random() < 0.08 and wild:
            k = r.choice(wild)
        if take(k):
            hand.append(k)
    seen = []
    for _ in range(r.randint(0, max_seen)):
        k = _near(r, hand) if hand and r.random() < 0.6 else random_card()
        if take(k):
            seen.append(k)
    return Deal(rules, vira, hand, seen)


def deals(rules: Rules, sizes: list[int], max_seen: int = 6, near_rate: float = 0.75):
    @st.composite
    def build(draw):
        r = draw(st.randoms(use_true_random=False))
        size = r.choice(sizes)
        deal = make_deal(r, rules, size, max_seen, near_rate)
        note(repr(deal))
        return deal

    return build()


# --- normalising engine answers ---------------------------------------------------------------


def split_key(groups) -> tuple:
    return tuple(sorted(tuple(oracle.codes(c.kind for c in g)) for g in groups))


def engine_splits(parts) -> set:
    return {split_key(m.cards for m in split) for split in parts}


def outs_dict(outs) -> dict[str, int]:
    d = {o.card.code: o.live for o in outs}
    assert len(d) == len(outs), "an out kind is listed twice"
    return d


def oracle_outs(hand, deal: Deal, extra_seen=()):
    return oracle.outs(hand, deal.rules, deal.vira, [*deal.seen, *extra_seen])


# --- the wild cards -------------------------------------------------------------------------


@pytest.mark.parametrize("label,rules", [(p, PRESETS[p]) for p in PRESET_IDS] + VARIANTS,
                         ids=[p for p in PRESET_IDS] + [label for label, _ in VARIANTS])
def test_wild_cards_every_vira(label, rules):
    viras = [None] + ([Card(k) for k in range(52)] if rules.curinga != "none" else [])
    for vira in viras:
        assert set(curinga.wild_cards(rules, vira)) == set(oracle.wild_cards(rules, vira)), vira


# --- melds ----------------------------------------------------------------------------------


def meld_deals(rules: Rules):
    @st.composite
    def build(draw):
        r = draw(st.randoms(use_true_random=False))
        deal = make_deal(r, rules, 0, 0)
        pool = Counter({k: 2 for k in range(52)})
        if rules.jokers:
            pool[oracle.JOKER_KIND] = 4
        if deal.vira_kind is not None:
            pool[deal.vira_kind] -= 1
        wild = sorted(oracle.make_ctx(rules, deal.vira).wild)
        cards = []
        for k in _random_meld(r, rules)[: r.choice([3, 3, 4, 5, 6])]:
            if wild and r.random() < 0.3:
                k = r.choice(wild)
            elif r.random() < 0.1:
                k = _near(r, [k])
            if pool[k] > 0:
                pool[k] -= 1
                cards.append(k)
        if wild and r.random() < 0.3:
            k = r.choice(wild)
            if pool[k] > 0:
                pool[k] -= 1
                cards.append(k)
        deal = Deal(rules, deal.vira_kind, cards, [])
        note(repr(deal))
        return deal

    return build()


def check_meld_agreement(deal: Deal) -> None:
    check = melds.check_meld(deal.hand, deal.rules, deal.vira)
    want = oracle.meld_readings(deal.hand, deal.rules, deal.vira)
    assert check.valid == (want is not None), (deal, check)
    if want is None:
        assert check.meld is None
        return
    meld = check.meld
    assert sorted(c.code for c in meld.cards) == sorted(c.code for c in deal.hand)
    assert set(meld.readings) == set(want.kinds), deal
    got_wilds: dict[str, set[str]] = {}
    for role in meld.wilds:
        got_wilds.setdefault(role.card.code, set()).update(c.code for c in role.as_)
    assert got_wilds == {c: set(v) for c, v in want.wilds.items()}, deal


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_meld_agreement(preset):
    @settings(max_examples=examples(120))
    @given(deal=meld_deals(PRESETS[preset]))
    def run(deal):
        check_meld_agreement(deal)

    run()


# --- complete and partitions ----------------------------------------------------------------


def check_complete(deal: Deal) -> None:
    rules, vira, hand = deal.rules, deal.vira, deal.hand
    want = oracle.is_complete(hand, rules, vira)
    assert analysis.is_complete(hand, rules, vira) == want, deal
    want_splits = oracle.splits(hand, rules, vira)
    assert bool(want_splits) == want
    assert engine_splits(analysis.partitions(hand, rules, vira)) == want_splits, deal
    a = analysis.analyze(hand, rules, vira, deal.seen)
    assert a.complete == want, deal
    assert engine_splits(a.partitions) == want_splits, deal
    assert {c.code for c in a.curingas} == {c.code for c in oracle.wild_cards(rules, vira)}


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_complete_and_partitions(preset):
    @settings(max_examples=examples(60))
    @given(deal=deals(PRESETS[preset], [3, 4, 6, 7, 8, 9, 9, 9, 10, 10, 10], max_seen=0))
    def run(deal):
        check_complete(deal)

    run()


# --- bater ------------------------------------------------------------------------------------


def check_bater(deal: Deal) -> None:
    rules, vira, hand = deal.rules, deal.vira, deal.hand
    with10, discards = oracle.bater_info(hand, rules, vira)
    a = analysis.analyze(hand, rules, vira, deal.seen)
    assert a.bater is not None
    assert (a.bater.with10, tuple(sorted(c.code for c in a.bater.discards))) == (
        with10, tuple(sorted(discards))), deal
    assert analysis.can_bater(hand, rules, vira) == (with10 or bool(discards)), deal
    # the splits shown for going out: every split with all 10 and after each discard
    want = set()
    if with10:
        want |= {(None, s) for s in oracle.splits(hand, rules, vira)}
    for code in discards:
        rest = list(hand)
        rest.remove(Card(oracle.as_kinds(code)[0]))
        want |= {(code, s) for s in oracle.splits(rest, rules, vira)}
    got = {(d.code if d else None, split_key(m.cards for m in split))
           for d, split in a.bater.splits}
    assert got == want, deal
    if with10 or discards:
        assert a.missing == 0, deal
    else:
        assert a.missing >= 1, deal


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_bater(preset):
    @settings(max_examples=examples(60))
    @given(deal=deals(PRESETS[preset], [10], max_seen=3))
    def run(deal):
        check_bater(deal)

    run()


# --- outs -------------------------------------------------------------------------------------


def check_outs(deal: Deal) -> None:
    rules, vira, hand = deal.rules, deal.vira, deal.hand
    want = oracle_outs(hand, deal)
    a = analysis.analyze(hand, rules, vira, deal.seen)
    assert outs_dict(a.outs) == want, deal
    assert a.na_boa == bool(want), deal
    assert outs_dict(analysis.outs(hand, rules, vira, deal.seen)) == want, deal
    # na boa <=> missing 1 (a 9-card hand always misses at least one draw)
    assert (a.missing == 1) == bool(want), deal
    assert a.missing >= 1


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_outs(preset):
    @settings(max_examples=examples(60))
    @given(deal=deals(PRESETS[preset], [9], max_seen=8))
    def run(deal):
        check_outs(deal)

    run()


# --- the discard table --------------------------------------------------------------------


def check_discard_table(deal: Deal, discard_is_seen: bool = True) -> None:
    """One row per distinct card; its outs are the outs of the 9 cards left. The discarded card
    lies face up on the discard pile, so it counts as seen for the live copies."""
    rules, vira, hand = deal.rules, deal.vira, deal.hand
    a = analysis.analyze(hand, rules, vira, deal.seen)
    rows = {row.card.code: row for row in a.discards}
    assert len(rows) == len(a.discards)
    assert set(rows) == {c.code for c in hand}, deal
    for code, row in rows.items():
        rest = list(hand)
        rest.remove(Card(oracle.as_kinds(code)[0]))
        extra = [Card(oracle.as_kinds(code)[0])] if discard_is_seen else []
        want = oracle_outs(rest, deal, extra)
        assert outs_dict(row.outs) == want, (deal, code)
        assert row.na_boa == bool(want), (deal, code)
        assert row.live_outs == sum(want.values()), (deal, code)
        assert (row.missing == 1) == bool(want), (deal, code)
        assert row.missing >= 1
    if not a.bater.can:
        assert a.missing == min(row.missing for row in a.discards)


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_discard_table(preset):
    @settings(max_examples=examples(20))
    @given(deal=deals(PRESETS[preset], [10], max_seen=5))
    def run(deal):
        check_discard_table(deal)

    run()


# --- missing ----------------------------------------------------------------------------------

ORACLE_LIMIT = {10: 1, 9: 1, 8: 2, 7: 2}


def check_missing_exact(deal: Deal, limit: int | None = None) -> None:
    rules, vira, hand = deal.rules, deal.vira, deal.hand
    n = len(hand)
    limit = ORACLE_LIMIT.get(n, 0) if limit is None else limit
    got = analysis.missing(hand, rules, vira)
    want = oracle.missing(hand, rules, vira, limit)
    if want is None:
        assert got > limit, (deal, got)
    else:
        assert got == want, (deal, got, want)
    assert got >= max(0, 9 - n) if n < 9 else got >= (1 if n == 9 else 0)


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_missing_exact(preset):
    @settings(max_examples=examples(25))
    @given(deal=deals(PRESETS[preset], [7, 8, 8, 9, 9, 10, 10], max_seen=0))
    def run(deal):
        check_missing_exact(deal)

    run()


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_missing_two_on_nine_cards(preset):
    """The oracle decides missing <= 2 for 9-card hands by the full recursion (slow)."""
    @settings(max_examples=examples(3))
    @given(deal=deals(PRESETS[preset], [9], max_seen=0, near_rate=1.0))
    def run(deal):
        check_missing_exact(deal, limit=2)

    run()


def _available(deal: Deal, kinds: list[int]) -> list[int]:
    out = []
    for k in oracle.all_kinds(deal.rules):
        left = oracle.copies(k, deal.rules) - kinds.count(k) - (k == deal.vira_kind)
        if left > 0:
            out.append(k)
    return out


def check_missing_recursion(deal: Deal) -> None:
    """missing(H10) = 0 if H10 can bater, else min over discards of missing(H10 - x);
    missing(H9) = 1 + min over drawable k of missing(H9 + k); for hands of 1..7 cards, adding
    a drawable card saves at most one and some card saves one."""
    rules, vira = deal.rules, deal.vira
    kinds = deal.hand_kinds
    got = analysis.missing(deal.hand, rules, vira)
    n = len(kinds)
    if n == 10:
        if oracle.can_bater(deal.hand, rules, vira):
            assert got == 0, deal
            return
        neighbours = [analysis.missing([Card(k) for k in oracle._remove_one(tuple(kinds), x)],
                                       rules, vira) for x in set(kinds)]
        assert got == min(neighbours), (deal, got, neighbours)
        return
    neighbours = [analysis.missing([Card(k) for k in sorted([*kinds, k])], rules, vira)
                  for k in _available(deal, kinds)]
    assert got == 1 + min(neighbours), (deal, got, sorted(neighbours))


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_missing_recursion(preset):
    @settings(max_examples=examples(8))
    @given(deal=deals(PRESETS[preset], [5, 7, 9, 9, 10, 10], max_seen=0))
    def run(deal):
        check_missing_recursion(deal)

    run()


# --- single rule switches -----------------------------------------------------------------


@pytest.mark.parametrize("label,rules", VARIANTS, ids=[label for label, _ in VARIANTS])
def test_rule_variant(label, rules):
    @settings(max_examples=examples(12))
    @given(meld=meld_deals(rules), deal=deals(rules, [9, 10], max_seen=4))
    def run(meld, deal):
        check_meld_agreement(meld)
        check_complete(deal)
        if len(deal.hand) == 10:
            check_bater(deal)
        else:
            check_outs(deal)

    run()


# --- the oracle against itself ------------------------------------------------------------


@pytest.mark.parametrize("label,rules", [(p, PRESETS[p]) for p in PRESET_IDS],
                         ids=PRESET_IDS)
def test_oracle_fast_readings_match_literal_readings(label, rules):
    """The oracle's shortcut (try every shown card set) equals trying every value of every wild
    one by one, on small melds."""
    @settings(max_examples=examples(80))
    @given(deal=meld_deals(rules))
    def run(deal):
        ctx = oracle.make_ctx(rules, deal.vira)
        kinds = tuple(deal.hand_kinds)
        if sum(1 for k in kinds if k in ctx.wild) > 3:
            return
        fast = oracle._readings(kinds, ctx)
        slow = oracle._readings_literal(kinds, ctx)
        assert fast[0] == slow[0]
        assert fast[1] == slow[1]
        assert ({k: v for k, v in fast[2].items() if v}
                == {k: v for k, v in slow[2].items() if v})

    run()
