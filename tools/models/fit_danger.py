"""Fit the danger model (benchmarks/danger_model.json) on self-play positions against the
real hands, and measure how well it is calibrated on held-out rounds.

The strong bot and its predecessor (``baseline_bots``) play seeded 4-seat rounds, two of each
as in ``bench_duel.py`` (seeds ``danger/<n>``, apart from the duel's). At every discard a seat
makes, every card it may throw is paired with every threatening player
(:func:`danger_model.threats`): the features the seat's view gives
(:class:`danger_model.Seen`) and whether that player's real hand goes out with the
card at once (the play-out policy's rule, as the oracle bench bot asks it). A ridge logistic
regression per preset (and one on all of them) is fitted by Newton's method in pure Python.
On the held-out rounds (every 5th) it prints, per preset, the log loss and Brier score of
the card's danger (at least one threat goes out with it) against the base rate, and a
reliability table; and what the discards the strong bot made handed on.

    .venv/bin/python tools/models/fit_danger.py --rounds 200   # make danger-model
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from bench_duel import DUEL_PRESETS, bot_class, seat_sides
from danger_model import MODEL_FILE, NAMES, Seen
from fit_coach import add_log_loss_terms, sigmoid, solve

from cacheta_lab.coach.playout import policy_for
from cacheta_lab.game.chances import ANY, Chances
from cacheta_lab.game.moves import Discard
from cacheta_lab.game.play import next_move
from cacheta_lab.game.round import Round
from cacheta_lab.game.views import DISCARD

OUT = Path(__file__).resolve().parents[2] / "benchmarks" / MODEL_FILE
RIDGE = 1.0  # the penalty on the squared weights (not the bias)
HELD_OUT = 5  # every 5th round is held out to measure the fit
LEVELS = ("strong", "measure-strong")

# one decision: (preset, round index, side (0 strong), the card thrown, options) with each
# option (card code, draws missing, win chance, [(features, went out)] per threat)
Decision = tuple[str, int, int, str, list[tuple[str, int, float, list[tuple[list[float], int]]]]]


def play(job: tuple[str, int]) -> list[Decision]:
    """One seeded round: every discard decision with a threat, its options and their labels."""
    preset, index = job
    sides = seat_sides(index, 4)
    bots = [bot_class(LEVELS[side])(f"danger/{index}/{s}") for s, side in enumerate(sides)]
    rnd = Round(preset, 4, seed=f"danger/{index}", max_turns=400)
    out: list[Decision] = []
    while not rnd.over:
        move = next_move(rnd, bots)
        if rnd.phase == DISCARD and isinstance(move, Discard) and move.seat == rnd.turn:
            view = rnd.view(move.seat)
            seen = Seen(view)
            if seen.threats:
                policy = policy_for(view.rules, view.vira.kind if view.vira else None)
                hands = {s: [c.kind for c in rnd.hands[s]] for s in seen.threats}
                model = Chances(view)
                options = []
                for card, facts in model.my_discards().items():
                    rows = [(seen.vector(card, s), int(policy.goes_out([*hands[s], card.kind],
                                                                       card.kind)))
                            for s in seen.threats]
                    options.append((card.code, facts.missing, round(model.win(facts), 5),
                                    rows))
                out.append((preset, index, sides[move.seat], move.card.code, options))
        rnd.play(move)
    return out


def danger_of(w: list[float], rows: list[tuple[list[float], int]]) -> float:
    """A card's danger: the chance that at least one threat goes out with it."""
    safe = 1.0
    for x, _y in rows:
        safe *= 1 - sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
    return 1 - safe


def card_scores(pairs: list[tuple[float, int]]) -> dict[str, float]:
    """Log loss and Brier score of (predicted, went out) pairs."""
    ll = brier = 0.0
    for p, y in pairs:
        q = min(max(p, 1e-9), 1 - 1e-9)
        ll -= y * math.log(q) + (1 - y) * math.log(1 - q)
        brier += (p - y) ** 2
    n = max(len(pairs), 1)
    return {"log_loss": round(ll / n, 4), "brier": round(brier / n, 4)}


EDGES = (0.0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 0.6, 1.0001)


def reliability(pairs: list[tuple[float, int]]) -> list[list[float]]:
    """[predicted from, to, cards, mean predicted, share that went out]."""
    out = []
    for lo, hi in itertools.pairwise(EDGES):
        got = [(p, y) for p, y in pairs if lo <= p < hi]
        if got:
            out.append([lo, min(hi, 1.0), len(got), round(sum(p for p, _ in got) / len(got), 4),
                        round(sum(y for _, y in got) / len(got), 4)])
    return out


def handed_on(w: list[float], decisions: list[Decision]) -> dict[str, float]:
    """Over the strong bot's decisions: the share of discards that went out as thrown, and as
    thrown by the rule "fewest missing, then win × (1 − danger)"."""
    thrown = safer = n = 0
    for _preset, _i, side, card, options in decisions:
        if side:
            continue
        n += 1
        by_code = {o[0]: o for o in options}
        thrown += any(y for _, y in by_code[card][3])
        pick = min(options, key=lambda o: (o[1], -o[2] * (1 - danger_of(w, o[3]))))
        safer += any(y for _, y in pick[3])
    return {"decisions": n, "handed_on": round(thrown / max(n, 1), 4),
            "handed_on_by_danger": round(safer / max(n, 1), 4)}


def fit_all(decisions: list[Decision]) -> dict[str, Any]:
    """Weights per preset (and on all) fitted on every round; the figures from weights
    fitted on the rounds not held out."""
    weights: dict[str, list[float]] = {}
    figures: dict[str, Any] = {}
    for name in (ANY, *DUEL_PRESETS):
        mine, train, test = held_apart(decisions, name)
        w = _fit(train)
        base = _base(train)
        pairs = [(danger_of(w, o[3]), int(any(y for _, y in o[3]))) for d in test for o in d[4]]
        flat = [(base_card(base, o[3]), y) for (_p, y), o
                in zip(pairs, (o for d in test for o in d[4]), strict=True)]
        figures[name] = {"cards_train": sum(len(d[4]) for d in train), "cards_test": len(pairs),
                         "went_out": round(sum(y for _, y in pairs) / max(len(pairs), 1), 4),
                         "held_out": card_scores(pairs), "base_rate": card_scores(flat),
                         "reliability": reliability(pairs), **handed_on(w, test)}
        weights[name] = [round(v, 4) for v in _fit(mine)]
        print(name, {k: v for k, v in figures[name].items() if k != "reliability"}, flush=True)
        for row in figures[name]["reliability"]:
            print("   ", row, flush=True)
    return {"weights": weights, "figures": figures}


def held_apart(decisions: list[Decision], name: str
               ) -> tuple[list[Decision], list[Decision], list[Decision]]:
    """The decisions of preset ``name`` (all for "any"): all, those fitted on, those held out
    (every :data:`HELD_OUT`-th round)."""
    mine = [d for d in decisions if name in (ANY, d[0])]
    return (mine, [d for d in mine if d[1] % HELD_OUT],
            [d for d in mine if not d[1] % HELD_OUT])


def _rows(decisions: list[Decision]) -> tuple[list[list[float]], list[int]]:
    xs, ys = [], []
    for d in decisions:
        for o in d[4]:
            for x, y in o[3]:
                xs.append(x)
                ys.append(y)
    return xs, ys


def _fit(decisions: list[Decision]) -> list[float]:
    xs, ys = _rows(decisions)
    return fit_grouped(xs, ys)


def fit_grouped(xs: list[list[float]], ys: list[int], steps: int = 30) -> list[float]:
    """Ridge logistic regression (:data:`RIDGE` on every weight but the bias) by Newton's
    method, identical rows counted once with their number, each step halved until the
    penalised log loss falls (a feature that always means 0 must not run away)."""
    groups = Counter(zip(map(tuple, xs), ys, strict=True))
    rows = [([(i, v) for i, v in enumerate(x) if v], y, n) for (x, y), n in groups.items()]
    k = len(xs[0])
    mean = sum(ys) / len(ys)
    w = [math.log(max(mean, 1e-4) / max(1 - mean, 1e-4))] + [0.0] * (k - 1)

    def loss(w: list[float]) -> float:
        total = RIDGE * sum(v * v for v in w[1:]) / 2
        for row, y, n in rows:
            z = sum(w[i] * v for i, v in row)
            total += n * (math.log1p(math.exp(-abs(z))) + max(z, 0) - y * z)
        return total

    now = loss(w)
    for _ in range(steps):
        grad = [0.0] + [RIDGE * v for v in w[1:]]
        hess = [[0.0] * k for _ in range(k)]
        for j in range(1, k):
            hess[j][j] = RIDGE
        add_log_loss_terms(w, rows, grad, hess)
        step = solve(hess, grad)
        scale = 1.0
        while scale > 1e-3:
            trial = [a - scale * b for a, b in zip(w, step, strict=True)]
            after = loss(trial)
            if after <= now:
                break
            scale /= 2
        else:
            break
        w, before, now = trial, now, after
        if before - now < 1e-6 * max(now, 1.0):
            break
    return w


def _base(decisions: list[Decision]) -> float:
    """The share of (card, threat) pairs that went out."""
    _xs, ys = _rows(decisions)
    return sum(ys) / max(len(ys), 1)


def base_card(base: float, rows: list[tuple[list[float], int]]) -> float:
    """A card's danger by the base rate alone (one rate per threat)."""
    return 1 - (1 - base) ** len(rows)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=200, help="rounds per preset")
    p.add_argument("--jobs", type=int, default=2, help="processes")
    p.add_argument("--data", help="a JSON lines file to keep (or reuse) the decisions")
    p.add_argument("--out", default=str(OUT))
    args = p.parse_args()
    t = time.time()
    print(f"load average at start {os.getloadavg()[0]:.1f}", flush=True)
    decisions: list[Decision] = []
    if args.data and os.path.exists(args.data):
        with open(args.data, encoding="utf-8") as f:
            decisions = [tuple(json.loads(line)) for line in f]  # type: ignore[misc]
    else:
        jobs = [(preset, i) for preset in DUEL_PRESETS for i in range(args.rounds)]
        with ProcessPoolExecutor(args.jobs) as pool:
            for n, rows in enumerate(pool.map(play, jobs, chunksize=4)):
                decisions.extend(rows)
                if n % 100 == 99:
                    print(f"{n + 1} rounds, {len(decisions)} decisions, "
                          f"{time.time() - t:.0f} s", flush=True)
        if args.data:
            with open(args.data, "w", encoding="utf-8") as f:
                for d in decisions:
                    f.write(json.dumps(d) + "\n")
    print(f"{len(decisions)} decisions in {time.time() - t:.0f} s; fitting", flush=True)
    result = fit_all(decisions)
    model = {"names": list(NAMES), "weights": result["weights"],
             "fit": {"rounds_per_preset": args.rounds, "seeds": "danger/<n>",
                     "levels": list(LEVELS), "decisions": len(decisions),
                     "held_out_every": HELD_OUT, "figures": result["figures"]}}
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"written {args.out} in {time.time() - t:.0f} s; load average at end "
          f"{os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
