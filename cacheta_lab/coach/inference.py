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

An opponent who announced na boa holds a na boa hand: the engine refuses a false announcement,
and a na boa hand stays na boa as long as its player wants (throwing back the card drawn). So
its 9 cards are the best candidate that the engine finds na boa (``Situation.outs``, the test
the round applies to :class:`~cacheta_lab.game.moves.AnunciarNaBoa`): candidates are drawn in
batches of ``1 + 3t``, at most :data:`NA_BOA_TRIES` in all; when none is na boa (rare), the
best of the first batch stands.
"""

from __future__ import annotations

import random

from ..engine.cards import CARDS, N_KINDS
from ..engine.rules import HAND_CARDS
from .determinize import Deal, Knowledge
from .playout import MELD, Policy

MOST_TRIES = 40  # candidate hands per opponent at most
PER_DRAW = 3  # candidate hands per draw the opponent made
MISFIT = 3.0  # keep value lost per card the policy would rather have thrown than the last discard
NA_BOA_TRIES = 200  # candidate hands at most for a player who announced na boa


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


def _na_boa(policy: Policy, hand: list[int]) -> bool:
    """Is this 9-card hand na boa? The engine's own test (it has outs)."""
    return bool(policy.situation.outs(tuple(CARDS[k] for k in hand)))


def _pick(know: Knowledge, seat: int, pool: list[int], policy: Policy, rng: random.Random,
          cnt: list[int], tries: int) -> list[int]:
    """The indices in ``pool`` of ``seat``'s hidden cards: the best of ``tries`` candidates by
    :func:`_quality`; for a seat that announced na boa, the best na boa one of a batch."""
    n = know.hidden[seat]
    known = list(know.known[seat])
    last = (know.last_discard or {}).get(seat)
    called = (seat in know.announced and policy.rules.na_boa_calls
              and len(known) + n == HAND_CARDS)
    first: list[int] | None = None
    for _batch in range(max(1, NA_BOA_TRIES // tries) if called else 1):
        scored: list[tuple[float, list[int]]] = []
        for _ in range(tries):
            picked = rng.sample(range(len(pool)), n)
            hand = known + [pool[i] for i in picked]
            for k in hand:
                cnt[k] += 1
            scored.append((_quality(policy, cnt, hand, last), picked))
            for k in hand:
                cnt[k] -= 1
        scored.sort(key=lambda s: -s[0])  # stable: ties keep the drawing order
        if first is None:
            first = scored[0][1]
        if not called:
            break
        for _q, picked in scored:
            if _na_boa(policy, known + [pool[i] for i in picked]):
                return picked
    assert first is not None
    return first


def plausible_deal(know: Knowledge, policy: Policy, rng: random.Random) -> Deal:
    """A consistent deal whose opponents' hands are the best of ``1 + 3 × draws`` candidates
    (na boa for an opponent who announced it)."""
    pool = list(know.pool)
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {}
    cnt = [0] * (N_KINDS + 1)
    for seat in know.seats:
        n = know.hidden[seat]
        known = list(know.known[seat])
        tries = 1 if seat in know.out else min(1 + PER_DRAW * know.draws.get(seat, 0),
                                                MOST_TRIES)
        called = seat in know.announced and seat not in know.out
        if n == 0 or n > len(pool) or (tries == 1 and not called):
            hands[seat], pool = known + pool[:n], pool[n:]
            continue
        best = _pick(know, seat, pool, policy, rng, cnt, tries)
        chosen = set(best)
        hands[seat] = known + [pool[i] for i in best]
        pool = [k for i, k in enumerate(pool) if i not in chosen]
    return Deal(hands, pool)
