"""The coach against the truth: every option of many positions evaluated by deep play-outs,
compared with the coach's grades and the fast evaluator's win chances.

    .venv/bin/python benchmarks/bench_coach_truth.py                  # 128 positions, 2 cores
    .venv/bin/python benchmarks/bench_coach_truth.py --positions 32 --target-se 0.03

Positions: for each preset (oficial, cachetao, megajogos, pife) rounds of 2, 3 and 4 players
played by random, greedy and strong bots (every level, in turn), each stopped early (15 % of
its moves), mid-round (50 %) or late (85 %), at the decision of the player to move (a draw or a
discard, with at least two options). Each option is evaluated by
:func:`cacheta_lab.coach.deep.deep_evaluate` until its standard error is at most
``--target-se`` (2 points of win percentage by default; at most ``--max-playouts`` deals).
Deep results are cached in ``benchmarks/coach_truth_cache.jsonl`` (one line a position, keyed
by how the position is made, the seed and the target), so a rerun only evaluates what is new.

Reported per preset and overall:

- **top-1**: the coach's best option (the option ``coach.grade`` grades with the least loss;
  the first option ``coach.evaluate`` lists when it exists: the fast evaluator's best, exact
  ties broken by the discard table's order, as the strong bot breaks them) is the deep best, or
  within 1.5
  standard errors of the deep best's win chance;
- **deep loss by grade**: the mean deep loss (deep best's win % minus the option's) of the
  options the coach grades best / good / inaccuracy / mistake / blunder — it must increase
  strictly; where correr is an option, the loss is weighed as the coach weighs correr, in
  points (:func:`deep_losses`), with the deep chances;
- **Spearman**: rank correlation of the coach's loss and the deep loss over all options;
- **calibration** (with ``coach.evaluate``): a reliability table of the fast evaluator's win
  chance per option against the deep one, and the Brier score of the fast chance against the
  deep chance.

The JSON (every position, option and figure) goes to ``benchmarks/coach_truth.json`` and the
tables to ``benchmarks/coach_truth.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from collections import defaultdict
from itertools import pairwise
from pathlib import Path

from cacheta_lab import coach
from cacheta_lab.coach.deep import deep_evaluate
from cacheta_lab.coach.evaluation import decision_options
from cacheta_lab.game import Round, make_bots, next_move
from cacheta_lab.game.moves import Correr, Move, move_from_dict
from cacheta_lab.game.views import PlayerView

HERE = Path(__file__).parent
CACHE = HERE / "coach_truth_cache.jsonl"
PRESETS = ("oficial", "cachetao", "megajogos", "pife")
LEVELS = ("random", "greedy", "strong")
STAGES = {"early": 0.15, "mid": 0.5, "late": 0.85}
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
Spec = tuple[str, int, str, int, str]  # preset, players, level, seed, stage


# --- positions ----------------------------------------------------------------------------

def _moves_of(spec: Spec) -> list[Move]:
    preset, players, level, seed, _stage = spec
    rnd = Round(preset, players, seed=seed)
    bots = make_bots(level, players, seed)
    moves = []
    while not rnd.over and len(moves) < 400:
        move = next_move(rnd, bots)
        rnd.play(move)
        moves.append(move)
    return moves


def position_moves(spec: Spec) -> list[Move] | None:
    """The moves of the game up to the decision of the player to move at the spec's stage, as
    today's bots play it (None: no decision there)."""
    preset, players, level, seed, stage = spec
    moves = _moves_of(spec)
    rnd = Round(preset, players, seed=seed)
    stop = int(len(moves) * STAGES[stage])
    played = moves[:stop]
    for move in played:
        rnd.play(move)
    # on to the first decision of the player to move with two options or more
    bots = make_bots(level, players, seed)
    while not rnd.over:
        if len(decision_options(rnd.view(rnd.turn))) >= 2:
            return played
        move = next_move(rnd, bots)
        rnd.play(move)
        played.append(move)
    return None


def position(spec: Spec, moves: list[Move]) -> PlayerView:
    """The view of the player to move after ``moves`` (the position is kept as its moves, so
    that it stays the same when the bots change)."""
    preset, players, _level, seed, _stage = spec
    rnd = Round(preset, players, seed=seed)
    for move in moves:
        rnd.play(move)
    return rnd.view(rnd.turn)


def specs(count: int, first: int = 1000) -> list[Spec]:
    """``count`` positions spread over presets, players, levels and stages (round seeds from
    ``first`` on: the benchmark's from 1000, the coach model's training positions elsewhere)."""
    out: list[Spec] = []
    stages = list(STAGES)
    i = 0
    while len(out) < count:
        preset = PRESETS[i % len(PRESETS)]
        k = i // len(PRESETS)
        players = 2 + k % 3
        level = LEVELS[(k // 3) % 3]
        stage = stages[(k + k // 9) % 3]
        out.append((preset, players, level, first + i, stage))
        i += 1
    return out


# --- deep results, cached -----------------------------------------------------------------

# the version of the play-out policy and of the deals: results of another one are not reused
POLICY = 4


def _key(spec: Spec, seed: int, target: float, cap: int) -> str:
    return json.dumps([*spec, seed, target, cap, POLICY])


def _deep(job: tuple[Spec, int, float, int]) -> tuple[str, dict | None]:
    spec, seed, target, cap = job
    moves = position_moves(spec)
    if moves is None:
        return _key(spec, seed, target, cap), None
    view = position(spec, moves)
    start = time.process_time()
    ev = deep_evaluate(view, playouts=cap, seed=seed, target_se=target)
    return _key(spec, seed, target, cap), {
        "moves": [m.to_dict() for m in moves],
        "options": [[_code(o.move), o.win, o.se] for o in ev.options],
        "playouts": ev.playouts, "cpu_s": round(time.process_time() - start, 2)}


def _with_moves(spec: Spec, value: dict) -> dict | None:
    """A cached result written before positions were kept as moves: its moves by today's bots,
    if they lead to a position with the same options (None: evaluate it again)."""
    moves = position_moves(spec)
    if moves is None:
        return None
    options = {_code(o) for o in decision_options(position(spec, moves))}
    if options != {code for code, _win, _se in value["options"]}:
        return None
    return {**value, "moves": [m.to_dict() for m in moves]}


def _code(move: Move | None) -> str:
    return json.dumps(move.to_dict() if move is not None else None, sort_keys=True)


def load_cache(path: Path = CACHE) -> dict[str, dict | None]:
    cache: dict[str, dict | None] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            key, value = json.loads(line)
            cache[key] = value
    return cache


def deep_results(jobs: list[tuple[Spec, int, float, int]], workers: int,
                 path: Path = CACHE) -> dict[str, dict | None]:
    """The deep result of every job, from the cache file ``path`` or evaluated (and added)."""
    cache = load_cache(path)
    upgraded = False
    for job in jobs:
        value = cache.get(_key(*job))
        if value is not None and "moves" not in value:
            upgraded = True
            kept = _with_moves(job[0], value)
            if kept is None:
                del cache[_key(*job)]
            else:
                cache[_key(*job)] = kept
    if upgraded:
        path.write_text("".join(json.dumps([k, v]) + "\n" for k, v in cache.items()))
    todo = [j for j in jobs if _key(*j) not in cache]
    print(f"{len(jobs) - len(todo)} positions cached, {len(todo)} to evaluate", file=sys.stderr)
    if todo:
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(workers) as pool, path.open("a") as f:
            for n, (key, value) in enumerate(pool.imap_unordered(_deep, todo), 1):
                cache[key] = value
                f.write(json.dumps([key, value]) + "\n")
                f.flush()
                print(f"\r  {n}/{len(todo)} positions", end="", file=sys.stderr)
        print(file=sys.stderr)
    return cache


# --- the comparison -----------------------------------------------------------------------

def _ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for t in range(i, j + 1):
            ranks[order[t]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def spearman(xs: list[float], ys: list[float]) -> float | None:
    if len(xs) < 3:
        return None
    rx, ry = _ranks(xs), _ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    vy = math.sqrt(sum((b - my) ** 2 for b in ry))
    return cov / (vx * vy) if vx and vy else None


def deep_losses(view: PlayerView, wins: dict[str, float]) -> dict[str, float]:
    """The deep loss of each option (by its code): the deep best's win % minus the option's;
    where correr is an option, as the coach weighs it, in points per point of the stake (a
    draw costs the stake when the round is lost, correr its fee) with the deep chances."""
    best = max(wins.values())
    fold = _code(Correr(view.seat))
    if fold not in wins:
        return {code: 100 * (best - win) for code, win in wins.items()}
    stake, fee = float(view.rules.loss_on_bater), float(view.rules.correr or 0)
    cost = {code: fee if code == fold else (1 - win) * stake for code, win in wins.items()}
    least = min(cost.values())
    return {code: 100 * (c - least) / stake for code, c in cost.items()}


def compare(spec: Spec, deep: dict) -> dict:
    """One position: the coach's grades and the fast evaluator's chances beside the deep ones."""
    view = position(spec, [move_from_dict(m) for m in deep["moves"]])
    deep_by = {code: (win, se) for code, win, se in deep["options"]}
    best_win, best_se = max(deep_by.values())
    fast, first = None, None
    if hasattr(coach, "evaluate"):
        listed = coach.evaluate(view).options
        fast = {_code(o.move): o.win for o in listed}
        first = _code(listed[0].move) if listed else None
    rows = []
    losses = deep_losses(view, {code: win for code, (win, _se) in deep_by.items()})
    for move in decision_options(view):
        code = _code(move)
        g = coach.grade(view, move)
        win, se = deep_by[code]
        rows.append({"move": code, "grade": g.grade, "coach_loss": g.loss, "deep_win": win,
                     "deep_se": se, "deep_loss": losses[code],
                     "fast_win": fast.get(code) if fast else None})
    if fast:  # the coach's best: the first it lists (exact ties in the discard table's order)
        top = next(r for r in rows if r["move"] == first)
    else:
        top = min(rows, key=lambda r: r["coach_loss"])
    return {"spec": list(spec), "playouts": deep["playouts"], "options": rows,
            "coach_best": top["move"],
            "agree": best_win - top["deep_win"] <= 1.5 * best_se + 1e-12}


def summary(records: list[dict]) -> dict:
    by_grade: dict[str, list[float]] = defaultdict(list)
    coach_l, deep_l, pairs = [], [], []
    for rec in records:
        for row in rec["options"]:
            by_grade[row["grade"]].append(row["deep_loss"])
            coach_l.append(row["coach_loss"])
            deep_l.append(row["deep_loss"])
            if row["fast_win"] is not None:
                pairs.append((row["fast_win"], row["deep_win"]))
    means = {g: (round(sum(v) / len(v), 2), len(v)) for g, v in by_grade.items() if v}
    ordered = [means[g][0] for g in GRADES if g in means]
    out = {
        "positions": len(records),
        "top1": round(sum(r["agree"] for r in records) / max(len(records), 1), 3),
        "deep_loss_by_grade": {g: means[g] for g in GRADES if g in means},
        "strictly_increasing": all(a < b for a, b in pairwise(ordered)),
        "spearman": None if (s := spearman(coach_l, deep_l)) is None else round(s, 3),
        "options": len(coach_l),
    }
    if pairs:
        out["brier"] = round(sum((f - d) ** 2 for f, d in pairs) / len(pairs), 4)
        table = []
        for b in range(10):
            cell = [(f, d) for f, d in pairs if b / 10 <= f < (b + 1) / 10 or (b == 9 and f == 1)]
            if cell:
                table.append([f"{b * 10}–{b * 10 + 10}%", len(cell),
                              round(100 * sum(f for f, _ in cell) / len(cell), 1),
                              round(100 * sum(d for _, d in cell) / len(cell), 1)])
        out["reliability"] = table
    return out


def by_preset(records: list[dict]) -> dict:
    """:func:`summary` of each preset's records and of all (the report's "presets" and
    "overall")."""
    return {"presets": {p: summary([r for r in records if r["spec"][0] == p]) for p in PRESETS},
            "overall": summary(records)}


def markdown(report: dict) -> str:
    lines = [f"Positions: {report['overall']['positions']}, options: "
             f"{report['overall']['options']}; deep target SE {report['target_se']}, seed "
             f"{report['seed']}; coach: {report['coach']}; load average {report['load']}.", "",
             "| preset | positions | top-1 | best | good | inaccuracy | mistake | blunder | "
             "increasing | Spearman | Brier |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, s in [*report["presets"].items(), ("all", report["overall"])]:
        cells = []
        for g in GRADES:
            m = s["deep_loss_by_grade"].get(g)
            cells.append(f"{m[0]:.1f} ({m[1]})" if m else "–")
        lines.append(f"| {name} | {s['positions']} | {s['top1']:.0%} | {' | '.join(cells)} | "
                     f"{'yes' if s['strictly_increasing'] else 'no'} | {s['spearman']} | "
                     f"{s.get('brier', '–')} |")
    if report["overall"].get("reliability"):
        lines += ["", "| fast win | options | mean fast % | mean deep % |", "|---|---|---|---|"]
        lines += [f"| {a} | {n} | {f} | {d} |" for a, n, f, d in report["overall"]["reliability"]]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=128)
    parser.add_argument("--target-se", type=float, default=0.02)
    parser.add_argument("--max-playouts", type=int, default=2500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default=str(HERE / "coach_truth"))
    args = parser.parse_args()
    start = time.time()
    jobs = [(s, args.seed, args.target_se, args.max_playouts) for s in specs(args.positions)]
    deep = deep_results(jobs, args.workers)
    records = []
    for job in jobs:
        value = deep[_key(*job)]
        if value is not None:
            records.append(compare(job[0], value))
    report = {"target_se": args.target_se, "seed": args.seed,
              "coach": "fast evaluator" if hasattr(coach, "evaluate") else "measure (no evaluate)",
              "load": " ".join(f"{x:.2f}" for x in os.getloadavg()),
              "wall_s": round(time.time() - start, 1), **by_preset(records),
              "positions": records}
    Path(args.out + ".json").write_text(json.dumps(report, indent=1))
    text = markdown(report)
    Path(args.out + ".md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
