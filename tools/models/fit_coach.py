"""Fit the win-chance model (cacheta_lab/game/win_model.json) on self-play positions.

Bots play seeded rounds (every preset, 2 to 4 players, the measure-based strong bot of
``baseline_bots`` and the greedy bot at the seats). At every discard one seat makes, the
features of the hand it leaves are recorded with whether that seat went on to win the round;
so are the features of its hand at every draw (a draw to come).
A share of discards (``--explore``) is made at random so that the data also holds hands no
good player would leave (a curinga thrown, a card fed to the next player). Then a logistic
regression per preset (and one on all of them) is fitted by Newton's method in pure Python,
with a small ridge penalty, and its figures (log loss, Brier score, against a model with the
bias alone, on held-out rounds) go into the JSON beside the weights.

    .venv/bin/python tools/models/fit_coach.py --rounds 300 --seed 21   # make coach-model
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from baseline_bots import MeasureStrongBot

from cacheta_lab.game.bots import GreedyBot, StrongBot
from cacheta_lab.game.chances import ANY, MODEL_FILE, NAMES, Chances
from cacheta_lab.game.moves import Discard, Draw
from cacheta_lab.game.play import next_move
from cacheta_lab.game.round import Round
from cacheta_lab.game.views import DISCARD, DRAW

PRESETS = ("oficial", "cachetao", "megajogos", "tradicional", "pife", "pife-simples")
OUT = Path(__file__).resolve().parents[2] / "cacheta_lab" / "game" / MODEL_FILE
RIDGE = 1.0  # the penalty on the squared weights of the model on every preset (not the bias)
PULL = 10.0  # a preset's weights are pulled this hard towards the model on every preset
# what a discard hands the next player can only cost the seat: a weight fitted above 0 is
# noise, and the feature is left out of that preset's model (weight 0)
COSTS_ONLY = tuple(NAMES.index(n) for n in ("feed_wild", "feed_join", "feed_call"))
# a draw fewer missing can only help: a weight fitted below 0 is noise (left out, weight 0)
GAINS_ONLY = tuple(NAMES.index(n) for n in ("le1", "le2", "le3"))
# how close the hand is to bater is each preset's own: those weights are not pulled
OWN = frozenset(NAMES.index(n) for n in ("le1", "le2", "le3", "p1", "draw", "draw_p1"))
HELD_OUT = 5  # every 5th round is held out to measure the fit


POLICIES = {"measure": MeasureStrongBot, "strong": StrongBot}


def play(args: tuple[int, int, float, str]) -> list[tuple[str, int, list[float], int]]:
    """One seeded round: (preset, round index, features, won) for every discard made."""
    seed, index, explore, policy = args
    rng = random.Random(f"{seed}/{index}")
    preset = PRESETS[index % len(PRESETS)]
    players = 2 + (index // len(PRESETS)) % 3
    strong = POLICIES[policy]
    bots = [(strong if rng.random() < 0.7 else GreedyBot)(f"{seed}/{index}/{s}")
            for s in range(players)]
    rnd = Round(preset, players, seed=f"{seed}/{index}", max_turns=400)
    rows: list[tuple[int, list[float]]] = []
    while not rnd.over:
        move = next_move(rnd, bots)
        if rnd.phase == DRAW and move.seat == rnd.turn and isinstance(move, Draw):
            model = Chances(rnd.view(rnd.turn))
            rows.append((move.seat, model.vector(model.hand_now())))
        if rnd.phase == DISCARD and move.seat == rnd.turn and isinstance(move, Discard):
            view = rnd.view(rnd.turn)
            model = Chances(view)
            after = model.my_discards()
            card = move.card
            if rng.random() < explore:
                card = rng.choice(sorted(after))
                move = Discard(move.seat, card)
            rows.append((move.seat, model.vector(after[card])))
        rnd.play(move)
    winner = rnd.result.winner if rnd.result else None
    return [(preset, index, x, int(seat == winner)) for seat, x in rows]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve ``a x = b`` (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [[*row[:], b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        if abs(m[r][r]) < 1e-12:
            continue
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-max(min(z, 30), -30)))


def add_log_loss_terms(w: list[float], rows: list[tuple[list[tuple[int, float]], int, int]],
                       grad: list[float], hess: list[list[float]]) -> None:
    """Add the log loss's gradient and Hessian at ``w`` to ``grad`` and ``hess``, for
    ``rows`` of (the non-zero features as (index, value), the outcome, how many such rows)."""
    for row, y, n in rows:
        p = sigmoid(sum(w[i] * v for i, v in row))
        g, h = n * (p - y), n * p * (1 - p)
        for m, (i, v) in enumerate(row):
            grad[i] += g * v
            hv = h * v
            line = hess[i]
            for j, u in row[m:]:
                line[j] += hv * u
    k = len(grad)
    for i in range(k):  # the upper triangle was summed: mirror it
        for j in range(i + 1, k):
            hess[j][i] = hess[i][j]


def fit(xs: list[list[float]], ys: list[int], prior: list[float] | None = None,
        fixed: frozenset[int] = frozenset(), steps: int = 10) -> list[float]:
    """Ridge logistic regression by Newton's method (each row's non-zero features only). The
    weights but the bias and :data:`OWN` are pulled towards ``prior`` with the strength
    :data:`PULL`, the others towards 0 with :data:`RIDGE`; the features in ``fixed`` keep
    weight 0."""
    k = len(xs[0])
    rows = [[(i, v) for i, v in enumerate(x) if v and i not in fixed] for x in xs]
    data = [(row, y, 1) for row, y in zip(rows, ys, strict=True)]
    centre = prior or [0.0] * k
    pull = PULL if prior else RIDGE
    w = [0.0 if i in fixed else centre[i] for i in range(k)]
    mean = sum(ys) / len(ys)
    w[0] = math.log(max(mean, 1e-3) / max(1 - mean, 1e-3))
    for _ in range(steps):
        strength = [RIDGE if prior and j in OWN else pull for j in range(k)]
        grad = [strength[j] * (w[j] - (0.0 if prior and j in OWN else centre[j]))
                if j and j not in fixed else 0.0 for j in range(k)]
        hess = [[0.0] * k for _ in range(k)]
        for j in range(1, k):
            hess[j][j] = strength[j] if j not in fixed else 1.0
        add_log_loss_terms(w, data, grad, hess)
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def scores(w: list[float], xs: list[list[float]], ys: list[int]) -> dict[str, float]:
    """Log loss and Brier score of the weights ``w`` on (xs, ys)."""
    ll = brier = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = min(max(sigmoid(sum(a * b for a, b in zip(w, x, strict=True))), 1e-9), 1 - 1e-9)
        ll -= y * math.log(p) + (1 - y) * math.log(1 - p)
        brier += (p - y) ** 2
    return {"log_loss": round(ll / len(ys), 4), "brier": round(brier / len(ys), 4)}


def fit_one(xs: list[list[float]], ys: list[int], prior: list[float] | None) -> list[float]:
    """:func:`fit`, then again without the costs-only features that came out above 0 and the
    gains-only ones that came out below."""
    fixed: frozenset[int] = frozenset()
    while True:
        w = fit(xs, ys, prior, fixed)
        wrong = {i for i in COSTS_ONLY if w[i] > 0} | {i for i in GAINS_ONLY if w[i] < 0}
        if not wrong:
            return w
        fixed |= wrong


def reliability(w: list[float], xs: list[list[float]], ys: list[int]) -> list[list[float]]:
    """[predicted from, to, positions, mean predicted, share won] in tenths of chance."""
    bins: list[list[float]] = [[i / 10, (i + 1) / 10, 0, 0.0, 0.0] for i in range(10)]
    for x, y in zip(xs, ys, strict=True):
        p = sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
        b = bins[min(int(p * 10), 9)]
        b[2] += 1
        b[3] += p
        b[4] += y
    return [[lo, hi, n, round(sp / n, 3), round(sy / n, 3)] for lo, hi, n, sp, sy in bins if n]


def fit_all(data: list[tuple[str, int, list[float], int]]) -> dict[str, object]:
    """The model on every preset, then each preset's pulled towards it; figures on the
    held-out rounds (every :data:`HELD_OUT`-th) from weights fitted on the others."""
    weights: dict[str, list[float]] = {}
    figures: dict[str, object] = {}
    for name in (ANY, *PRESETS):
        rows = [d for d in data if name in (ANY, d[0])]
        train = [d for d in rows if d[1] % HELD_OUT]
        test = [d for d in rows if not d[1] % HELD_OUT]
        prior = None if name == ANY else weights[ANY]
        w = fit_one([d[2] for d in train], [d[3] for d in train], prior)
        base = sum(d[3] for d in train) / len(train)
        bias_only = [math.log(base / (1 - base))] + [0.0] * (len(NAMES) - 1)
        tx, ty = [d[2] for d in test], [d[3] for d in test]
        figures[name] = {"train": len(train), "test": len(test),
                         "wins": round(sum(d[3] for d in rows) / len(rows), 4),
                         "held_out": scores(w, tx, ty), "bias_only": scores(bias_only, tx, ty),
                         "reliability": reliability(w, tx, ty)}
        # the stored weights are fitted on every round
        weights[name] = [round(v, 4) for v in fit_one([d[2] for d in rows],
                                                       [d[3] for d in rows], prior)]
        print(name, {k: v for k, v in figures[name].items() if k != "reliability"}, flush=True)
    return {"weights": weights, "figures": figures}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=300, help="rounds per preset")
    p.add_argument("--seed", type=int, default=21)
    p.add_argument("--explore", type=float, default=0.15)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--policy", choices=sorted(POLICIES), default="measure",
                   help="the strong bot at the seats: the measure's (baseline) or today's, "
                        "which plays by the model in cacheta_lab/game/win_model.json")
    p.add_argument("--data", help="a JSON lines file to keep (or reuse) the positions")
    p.add_argument("--also", nargs="*", default=[],
                   help="JSON lines files of positions from earlier runs to fit along")
    p.add_argument("--out", default=str(OUT))
    args = p.parse_args()
    t = time.time()
    data: list[tuple[str, int, list[float], int]] = []
    if args.data and os.path.exists(args.data):
        with open(args.data, encoding="utf-8") as f:
            data = [tuple(json.loads(line)) for line in f]  # type: ignore[misc]
    else:
        jobs = [(args.seed, i, args.explore, args.policy)
                for i in range(args.rounds * len(PRESETS))]
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            for n, rows in enumerate(pool.imap(play, jobs, chunksize=4)):
                data.extend(rows)
                if n % 100 == 99:
                    print(f"{n + 1} rounds, {len(data)} positions, {time.time() - t:.0f} s",
                          flush=True)
        if args.data:
            with open(args.data, "w", encoding="utf-8") as f:
                for row in data:
                    f.write(json.dumps(row) + "\n")
    for path in args.also:
        with open(path, encoding="utf-8") as f:
            data += [tuple(json.loads(line)) for line in f]  # type: ignore[misc]
    print(f"{len(data)} positions in {time.time() - t:.0f} s; fitting", flush=True)
    result = fit_all(data)
    model = {"names": list(NAMES), "weights": result["weights"],
             "fit": {"seed": args.seed, "rounds_per_preset": args.rounds,
                     "policy": args.policy, "also": [Path(a).name for a in args.also],
                     "explore": args.explore, "ridge": RIDGE, "pull": PULL,
                     "positions": len(data),
                     "held_out_every": HELD_OUT, "figures": result["figures"]}}
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"written {args.out} in {time.time() - t:.0f} s")


if __name__ == "__main__":
    main()
