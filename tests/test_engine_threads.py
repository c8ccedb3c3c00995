"""The engine's searches are shared by every vira of a rule set (and by threads, as in a Dask
worker running several games at once): answers asked from several threads at once must be the
answers asked one at a time."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

from cacheta_lab import analyze
from cacheta_lab.engine.cards import full_deck
from cacheta_lab.engine.rules import PRESETS


def _deals(preset: str, n: int, seed: int) -> list[tuple[str, str | None]]:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        deck = full_deck(rules.jokers)
        rng.shuffle(deck)
        vira = next(c for c in deck[10:] if not c.is_joker).code if rules.has_vira else None
        out.append((" ".join(c.code for c in deck[:10]), vira))
    return out


def _answer(preset: str, hand: str, vira: str | None) -> tuple:
    a = analyze(hand, preset, vira)
    return (a.bater, a.missing, tuple((d.card, d.live_outs, d.missing) for d in a.discards))


def test_threads_get_the_answers_of_one_at_a_time() -> None:
    jobs = [(p, h, v) for p in ("oficial", "cachetao", "megajogos")
            for h, v in _deals(p, 40, seed=len(p))]
    with ThreadPoolExecutor(max_workers=4) as pool:
        together = list(pool.map(lambda job: _answer(*job), jobs))
    one_by_one = [_answer(*job) for job in jobs]
    assert together == one_by_one
