"""Deals that remember why the opponents kept their cards.

Uniform deals (:func:`~cacheta_lab.coach.determinize.determinize`) give each opponent a random
hand, but a player who has drawn ``t`` times kept, each time, the cards that hang together best:
its hand is much closer to bater than a random one, and uniform deals overrate the seat's
chances (by 21–25 points of win percentage mid- and late-round, where play-outs from the real
hands are right on average: ``benchmarks/bench_deep_calibration.py``). Here each opponent's
hidden cards are the best of ``1 + 3t`` (at most 40) random draws from the unseen pool, by the
play-out policy's keep values (:class:`~cacheta_lab.coach.playout.Policy`), less a penalty
for each card the policy would rather have thrown than the card that opponent threw last. The
cards left form the monte in random order. Every deal stays consistent with the view (the tests
check it). This takes about half of the bias away (8–12 points are left), not all of it
(figures in ``benchmarks/README.md``).
"""

from __future__ import annotations

import random

from ..cards import N_KINDS
from .determinize import Deal, Knowledge
from .playout import MELD, Policy

MOST_TRIES = 40  # candidate hands per opponent at most
PER_DRAW = 3  # candidate hands per draw the opponent made
MISFIT = 3.0  # keep value lost per card the policy would rather have thrown than the last discard


def _quality(policy: Policy, cnt: list[int], hand: list[int], last: tuple[int, int | None] | None
             ) -> float:
    """How well a hand hangs together (the sum of its keep values, a wild counted as a card in
    a meld), less :data:`MISFIT` per card worth less than the card its player threw last."""
    value = policy.value
    q = 0.0
    for k in hand:
        q += min(value(cnt, k), MELD)
    if last is not None:
        thrown, taken = last
        cnt[thrown] += 1
        worth = value(cnt, thrown)
        q -= MISFIT * sum(1 for k in hand if k != taken and value(cnt, k) < worth)
        cnt[thrown] -= 1
    return q


def misfits(know: Knowledge, deal: Deal, policy: Policy) -> int:
    """How many cards of the opponents' hands in ``deal`` the policy would rather have thrown
    than the card each threw last (0: every opponent's last discard fits its hand)."""
    count = 0
    cnt = [0] * (N_KINDS + 1)
    for seat, (thrown, taken) in (know.last_discard or {}).items():
        hand = deal.hands[seat]
        for k in hand:
            cnt[k] += 1
        cnt[thrown] += 1
        worth = policy.value(cnt, thrown)
        count += sum(1 for k in hand if k != taken and policy.value(cnt, k) < worth)
        for k in hand:
            cnt[k] -= 1
        cnt[thrown] -= 1
    return count


def plausible_deal(know: Knowledge, policy: Policy, rng: random.Random) -> Deal:
    """A consistent deal whose opponents' hands are the best of ``1 + 3 × draws`` candidates."""
    pool = list(know.pool)
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {}
    last = know.last_discard or {}
    cnt = [0] * (N_KINDS + 1)
    for seat in know.seats:
        n = know.hidden[seat]
        known = list(know.known[seat])
        tries = 1 if seat in know.out else min(1 + PER_DRAW * know.draws.get(seat, 0),
                                                MOST_TRIES)
        if n == 0 or tries == 1 or n > len(pool):
            hands[seat], pool = known + pool[:n], pool[n:]
            continue
        best: list[int] | None = None
        top = -1e9
        for _ in range(tries):
            picked = rng.sample(range(len(pool)), n)
            hand = known + [pool[i] for i in picked]
            for k in hand:
                cnt[k] += 1
            q = _quality(policy, cnt, hand, last.get(seat))
            for k in hand:
                cnt[k] -= 1
            if q > top:
                best, top = picked, q
        assert best is not None
        chosen = set(best)
        hands[seat] = known + [pool[i] for i in best]
        pool = [k for i, k in enumerate(pool) if i not in chosen]
    return Deal(hands, pool)
