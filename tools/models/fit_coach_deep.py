"""Fit the win-chance model (cacheta_lab/game/win_model.json) to the deep evaluator: the second
stage of ``make coach-model``, after the self-play fit (``fit_coach.py``).

The training positions are ``coach_train_set.py``'s (every option of 512 positions evaluated
by deep play-outs, from rounds disjoint from the benchmark's: the 128 positions of
``bench_coach_truth.py`` are never fitted on). For each option the model's features are those
the fast evaluator values it by (:mod:`cacheta_lab.coach.fast`). The weights minimise, by
Gauss–Newton in pure Python:

- :data:`WITHIN` times the squared difference of the model's and the deep chance *relative to
  the position's mean* (the order and the gaps between the options of one decision, which the
  grades are made of; the deep evaluator measures them on the same deals for every option),
  each option weighted by the inverse of its deep variance (floored), plus
- :data:`LEVEL` times the squared difference of the chances themselves (0 by default: the
  deep levels run optimistic after the first turns, see benchmarks/README.md), plus
- a pull of every weight towards the self-play fit (:data:`PULL`, the prior).

The weights that set the levels (:data:`KEEP_NAMES`: the bias, the table's features and the
step to na boa, which weighs correr, and the cost of handing a card to a player who announced na
boa, which the deep play-outs do not measure) stay as self-play fitted them on real outcomes. Each
preset of the training positions gets its own fit (pulled towards its self-play weights moved
as the model on every preset moved); the presets with no training positions get their
self-play weights moved alike. The self-play weights stay in the JSON (``self_play``), so that
this stage can be run again alone:

    .venv/bin/python tools/models/fit_coach_deep.py            # after coach_train_set.py

To judge a change of the features, the fit or the coach's rules on the training positions
alone (never on the benchmark's), ``--held-out`` fits on the first half of them, grades the
other half as the benchmark grades (the coach's first option, its grades, Spearman), then the
other way round, and prints the benchmark's tables for all of them (writing nothing):

    .venv/bin/python tools/models/fit_coach_deep.py --held-out --positions 512
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from bench_coach_truth import (
    _code,
    _key,
    by_preset,
    compare,
    load_cache,
    markdown,
    position,
    spearman,
)
from coach_train_set import SEED, TARGET_SE, TRAIN_CACHE, jobs
from fit_coach import COSTS_ONLY, GAINS_ONLY, OUT, sigmoid, solve

from cacheta_lab.game.chances import ANY, NAMES, Chances
from cacheta_lab.game.chances import model as loaded_model
from cacheta_lab.game.moves import LIXEIRA, MONTE, Discard, Draw, move_from_dict
from cacheta_lab.game.views import DISCARD, DRAW

LEVEL = 0.0  # the weight of the chances themselves (their levels)
WITHIN = 10.0  # the weight of the within-position differences against the levels
PULL = 0.2  # the pull towards the self-play weights (per unit of the summed residual weights)
SE_FLOOR = 0.02  # the deep standard error below which an option weighs no more
KEEP_NAMES = ("bias", "le1", "stock", "opponents", "elapsed", "announced", "takes", "feed_join",
              "feed_call")
PRESET_PULL = 1.0  # a preset's own fit is pulled this many times harder
# the weights that set the levels, kept as self-play fitted them: fitted to the deep
# differences the step to na boa fell, and a na boa hand at the first draw of cachetao was
# valued under 50 % (deep: 66 %), where the coach would advise correr; and what a discard
# hands a player who announced na boa (feed_join, feed_call): the deep deals make an announced
# player's hand na boa, but the play-out policy throws the awaited card a turn later anyway,
# so the deep differences still do not measure that cost (fitted, both fell towards 0)
KEPT = frozenset(NAMES.index(n) for n in KEEP_NAMES)
FOLDS = 4  # cross-validation on the training positions (by position)

# one option: its candidate feature vectors (the model's chance is the lowest: a lixeira
# card that does not improve the hand is valued at most as the hand kept), deep win, deep SE
Option = tuple[list[list[float]], float, float]


def options_of(view, weights: dict[str, list[float]]) -> dict[str, list[list[float]]]:
    """The feature vectors the fast evaluator values each option of ``view`` by (options
    valued without the model, bater and correr, are left out; the discard after taking the
    lixeira's card is the one the self-play ``weights`` choose)."""
    model = Chances(view)
    model.weights = tuple(weights.get(view.rules.id, weights[ANY]))
    out: dict[str, list[list[float]]] = {}
    if view.phase == DISCARD:
        for card, facts in model.my_discards().items():
            out[_code(Discard(view.seat, card))] = [model.vector(facts)]
    elif view.phase == DRAW:
        now = model.hand_now()
        if view.stock_size:
            out[_code(Draw(view.seat, MONTE))] = [model.vector(now)]
        if view.lixeira_top is not None and not any(view.bater_options(extra=view.lixeira_top)):
            after = model.after_lixeira()
            card, _ = model.best(after)
            took = after[card]
            vectors = [model.vector(took)]
            if (took.missing, -took.live) >= (now.missing, -now.live):
                vectors.append(model.vector(replace(now, draw=False)))
            out[_code(Draw(view.seat, LIXEIRA))] = vectors
    return out


def evaluated(count: int) -> list[tuple[tuple, dict]]:
    """(spec, deep result) of the first ``count`` training positions that have one."""
    cache = load_cache(TRAIN_CACHE)
    return [(job[0], value) for job in jobs(count)
            if (value := cache.get(_key(*job))) is not None]


def training_positions(count: int | list[tuple[tuple, dict]], weights: dict[str, list[float]]
                       ) -> list[tuple[str, list[Option]]]:
    """(preset, options) of every training position with two options or more (the first
    ``count``, or those given as :func:`evaluated` lists them)."""
    out = []
    for spec, value in evaluated(count) if isinstance(count, int) else count:
        view = position(spec, [move_from_dict(m) for m in value["moves"]])
        vectors = options_of(view, weights)
        opts = [(vectors[code], win, se) for code, win, se in value["options"]
                if code in vectors]
        if len(opts) >= 2:
            out.append((spec[0], opts))
    return out


def predict(w: list[float], vectors: list[list[float]]) -> tuple[float, list[float]]:
    """The model's chance of an option and the vector it comes from."""
    best = None
    for x in vectors:
        p = sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
        if best is None or p < best[0]:
            best = (p, x)
    assert best is not None
    return best


def fit(positions: list[tuple[str, list[Option]]], prior: list[float],
        fixed: frozenset[int] = frozenset(), within: float = WITHIN, pull: float = PULL,
        level: float = LEVEL, steps: int = 12) -> list[float]:
    """Gauss–Newton on the levels and the within-position differences, pulled to ``prior``."""
    k = len(prior)
    w = [0.0 if i in fixed else v for i, v in enumerate(prior)]
    fixed = fixed | KEPT  # the kept weights stay at the prior's
    total = sum(len(opts) for _, opts in positions)
    for _ in range(steps):
        jtj = [[0.0] * k for _ in range(k)]
        jtr = [0.0] * k
        for _, opts in positions:
            preds = [predict(w, vecs) for vecs, _, _ in opts]
            grads = [[p * (1 - p) * v for v in x] for p, x in preds]
            ws = [1 / max(se, SE_FLOOR) ** 2 * SE_FLOOR ** 2 for _, _, se in opts]
            n = len(opts)
            mean_p = sum(p for p, _ in preds) / n
            mean_d = sum(d for _, d, _ in opts) / n
            mean_g = [sum(g[j] for g in grads) / n for j in range(k)]
            rows = []
            for (p, _), g, (_, d, _), wt in zip(preds, grads, opts, ws, strict=True):
                rows.append((wt * level, p - d, g))
                rows.append((wt * within, (p - mean_p) - (d - mean_d),
                             [a - b for a, b in zip(g, mean_g, strict=True)]))
            for wt, r, g in rows:
                for i in range(k):
                    if i in fixed or not g[i]:
                        continue
                    jtr[i] += wt * g[i] * r
                    line = jtj[i]
                    for j in range(k):
                        line[j] += wt * g[i] * g[j]
        lam = pull * total / 100
        for i in range(k):
            if i in fixed:
                jtj[i] = [0.0] * k
                jtj[i][i] = 1.0
                jtr[i] = 0.0
                continue
            jtj[i][i] += lam
            jtr[i] += lam * (w[i] - prior[i])
        step = solve(jtj, jtr)
        w = [a if i in fixed else a - b for i, (a, b) in enumerate(zip(w, step, strict=True))]
        if max(abs(s) for s in step) < 1e-5:
            break
    return w


def fit_signed(positions, prior, **kw) -> list[float]:
    """:func:`fit`, then again with the costs-only weights that came out above 0 and the
    gains-only ones below left at 0 (as the self-play fit)."""
    fixed: frozenset[int] = frozenset(i for i in (*COSTS_ONLY, *GAINS_ONLY) if prior[i] == 0)
    while True:
        w = fit(positions, prior, fixed, **kw)
        wrong = {i for i in COSTS_ONLY if w[i] > 0} | {i for i in GAINS_ONLY if w[i] < 0}
        if wrong <= fixed:
            return w
        fixed |= wrong


def figures(scored: list[tuple[list[float], list[Option]]]) -> dict[str, float]:
    """On (weights, options) of positions: Spearman of the model's loss (best chance minus the
    option's) against the deep loss, the share of positions where the model's best is within
    1.5 SE of the deep best, the Brier score of the chances against the deep ones."""
    ml, dl, agree, brier = [], [], 0, 0.0
    for w, opts in scored:
        preds = [predict(w, vecs)[0] for vecs, _, _ in opts]
        deep = [d for _, d, _ in opts]
        bp, bd = max(preds), max(deep)
        se_best = max(opts, key=lambda o: o[1])[2]
        top = max(range(len(opts)), key=preds.__getitem__)
        agree += bd - deep[top] <= 1.5 * se_best + 1e-12
        for p, d in zip(preds, deep, strict=True):
            ml.append(bp - p)
            dl.append(bd - d)
            brier += (p - d) ** 2
    return {"spearman": round(spearman(ml, dl) or 0.0, 3),
            "top1": round(agree / len(scored), 3), "brier": round(brier / len(ml), 4)}


def _with(weights: dict[str, list[float]], positions) -> list[tuple[list[float], list[Option]]]:
    return [(weights.get(preset, weights[ANY]), opts) for preset, opts in positions]


def fit_all(positions, self_play: dict[str, list[float]], **kw) -> dict[str, list[float]]:
    """The model on every preset, then each preset's: its self-play weights moved as the model
    on every preset moved, then fitted to the preset's positions (if any), pulled towards
    those."""
    out = {ANY: fit_signed(positions, self_play[ANY], **kw)}
    shift = [a - b for a, b in zip(out[ANY], self_play[ANY], strict=True)]
    for preset, own in self_play.items():
        if preset == ANY:
            continue
        prior = [a + b for a, b in zip(own, shift, strict=True)]
        mine = [p for p in positions if p[0] == preset]
        out[preset] = fit_signed(mine, prior, **{**kw, "pull": kw.get("pull", PULL) * PRESET_PULL}
                                 ) if mine else prior
    return out


def cross_validate(positions, self_play, **kw) -> dict[str, float]:
    """The figures on each fold of the training positions from weights fitted on the others."""
    order = list(range(len(positions)))
    random.Random(0).shuffle(order)
    held: list[tuple[list[float], list[Option]]] = []
    for fold in range(FOLDS):
        test = [positions[i] for n, i in enumerate(order) if n % FOLDS == fold]
        train = [positions[i] for n, i in enumerate(order) if n % FOLDS != fold]
        held += _with(fit_all(train, self_play, **kw), test)
    return figures(held)


@contextmanager
def weights_in_use(weights: dict[str, list[float]]) -> Iterator[None]:
    """The coach and the strong bot use ``weights`` inside the block (the model as loaded
    from the JSON again after it)."""
    data = loaded_model()
    kept = data["weights"]
    data["weights"] = weights
    try:
        yield
    finally:
        data["weights"] = kept


def held_out(count: int, self_play: dict[str, list[float]], **kw) -> list[dict]:
    """The model fitted on the first half of the training positions, the other half graded
    as the benchmark grades (:func:`bench_coach_truth.compare`: the coach's first option, its
    grades), then the other way round: the graded records of all the positions."""
    found = evaluated(count)
    halves = (found[:len(found) // 2], found[len(found) // 2:])
    records = []
    for fit_on, graded in (halves, halves[::-1]):
        with weights_in_use(fit_all(training_positions(fit_on, self_play), self_play, **kw)):
            records += [compare(spec, value) for spec, value in graded]
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=512)
    parser.add_argument("--within", type=float, default=WITHIN)
    parser.add_argument("--pull", type=float, default=PULL)
    parser.add_argument("--level", type=float, default=LEVEL)
    parser.add_argument("--cv", action="store_true", help="only cross-validate, write nothing")
    parser.add_argument("--held-out", action="store_true",
                        help="fit on each half of the positions, grade the other half as the "
                             "benchmark grades; write nothing")
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    data = json.loads(Path(args.out).read_text(encoding="utf-8"))
    self_play = data.get("self_play") or data["weights"]
    kw = {"within": args.within, "pull": args.pull, "level": args.level}
    if args.held_out:
        records = held_out(args.positions, self_play, **kw)
        print(f"{len(records)} training positions, each graded with the weights fitted on the "
              "other half:")
        print(markdown({"target_se": TARGET_SE, "seed": SEED, "coach": "fast evaluator",
                        "load": " ".join(f"{x:.2f}" for x in os.getloadavg()),
                        **by_preset(records)}))
        print("top-1:", sum(r["agree"] for r in records), "of", len(records))
        return
    positions = training_positions(args.positions, self_play)
    print(f"{len(positions)} training positions, "
          f"{sum(len(o) for _, o in positions)} options", flush=True)
    before = figures(_with(self_play, positions))
    cv = cross_validate(positions, self_play, **kw)
    print("self-play weights on the training positions:", before)
    print("cross-validated deep fit:", cv, flush=True)
    if args.cv:
        return
    weights = fit_all(positions, self_play, **kw)
    after = figures(_with(weights, positions))
    print("deep fit on the training positions:", after)
    data["self_play"] = self_play
    data["weights"] = {p: [round(v, 4) for v in w] for p, w in weights.items()}
    data["deep_fit"] = {"positions": len(positions), "within": args.within, "pull": args.pull,
                        "level": args.level, "preset_pull": PRESET_PULL,
                        "se_floor": SE_FLOOR, "self_play_on_training": before,
                        "cross_validated": cv, "on_training": after,
                        "names": list(NAMES)}
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
