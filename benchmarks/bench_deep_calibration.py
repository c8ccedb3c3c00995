"""Is the deep evaluator calibrated? Its chance for the move actually played against how often
the seat really won, in rounds where every player plays the play-out policy (the world the
play-outs assume, but for the deals: the real opponents kept their cards for a reason, the
deals give them random ones).

    .venv/bin/python benchmarks/bench_deep_calibration.py --rounds 50 --playouts 150
    .venv/bin/python benchmarks/bench_deep_calibration.py --uniform     # deals as in determinize
    .venv/bin/python benchmarks/bench_deep_calibration.py --full-info   # from the real hands

For each preset, rounds of 2–4 players are played by the policy's bot (``PlayoutBot``); at a few
decisions of each round (early, mid, late) the deep evaluator gives the deciding seat's chance
after the move it made. The table compares the mean chance with the share of those decisions
whose seat won the round, by stage and by bins of the chance.
"""

from __future__ import annotations

import argparse
import json
import os
import random
from dataclasses import replace
from pathlib import Path

from cacheta_lab.coach.deep import run_deals
from cacheta_lab.coach.determinize import Knowledge, knowledge
from cacheta_lab.coach.evaluation import decision_options
from cacheta_lab.coach.playout_bot import PlayoutBot
from cacheta_lab.game import Round, next_move, wilson

PRESETS = ("oficial", "cachetao", "megajogos", "pife")
STAGES = {"early": 0.15, "mid": 0.5, "late": 0.85}


def full_information(know: Knowledge, rnd: Round) -> Knowledge:
    """What the seat would know if it saw every hand: only the monte's order hidden."""
    return replace(know, known={s: tuple(c.kind for c in rnd.hands[s]) for s in rnd.seats},
                   hidden=dict.fromkeys(rnd.seats, 0),
                   pool=tuple(sorted(c.kind for c in rnd.stock)), last_discard=None, draws={})


def samples(preset: str, rounds: int, playouts: int, infer: bool, full: bool = False
            ) -> list[dict]:
    out = []
    rng = random.Random(preset)
    for i in range(rounds):
        players = 2 + i % 3
        seed = f"calib/{preset}/{i}"
        rnd = Round(preset, players, seed=seed)
        bots = [PlayoutBot(s) for s in range(players)]
        moves = []
        while not rnd.over and len(moves) < 600:
            move = next_move(rnd, bots)
            rnd.play(move)
            moves.append(move)
        if rnd.result is None:
            continue
        winner = rnd.result.winner
        replay = Round(preset, players, seed=seed)
        marks = {int(len(moves) * f): stage for stage, f in STAGES.items()}
        for n, move in enumerate(moves):
            stage = marks.get(n)
            view = replay.view(move.seat) if stage else None
            if view is not None and move in decision_options(view):
                know = full_information(knowledge(view), replay) if full else knowledge(view)
                wins = run_deals((know, view.rules, (move,), rng.randrange(10**9), 0, playouts,
                                  infer and not full))[0]
                out.append({"preset": preset, "players": players, "stage": stage,
                            "chance": wins / playouts, "won": winner == move.seat})
            replay.play(move)
    return out


def table(rows: list[dict], key) -> list[list]:
    groups: dict = {}
    for r in rows:
        groups.setdefault(key(r), []).append(r)
    out = []
    for name in sorted(groups):
        g = groups[name]
        won = sum(r["won"] for r in g)
        lo, hi = wilson(won, len(g))
        out.append([name, len(g), round(100 * sum(r["chance"] for r in g) / len(g), 1),
                    round(100 * won / len(g), 1), round(100 * lo, 1), round(100 * hi, 1)])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60, help="rounds per preset")
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--uniform", action="store_true",
                        help="every consistent deal equally likely (no fit to the discards)")
    parser.add_argument("--full-info", action="store_true",
                        help="play-outs from the real hands (only the monte's order hidden)")
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    rows = [r for p in PRESETS for r in samples(p, args.rounds, args.playouts, not args.uniform,
                                                 args.full_info)]
    report = {"load": os.getloadavg(), "by_stage": table(rows, lambda r: r["stage"]),
              "by_chance": table(rows, lambda r: f"{min(int(r['chance'] * 5), 4) * 20:02d}%+"),
              "by_preset": table(rows, lambda r: r["preset"]), "decisions": len(rows)}
    print(f"load average {os.getloadavg()[0]:.2f}; {len(rows)} decisions")
    for name in ("by_stage", "by_preset", "by_chance"):
        print(f"{name}: group, decisions, mean deep chance %, won %, 95% interval")
        for line in report[name]:
            print("  ", *line)
    if args.out:
        Path(args.out).write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
