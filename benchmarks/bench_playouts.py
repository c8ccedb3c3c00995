"""Play-outs of the deep evaluator: how many a CPU-second plays from mid-round, and how strong
their policy is.

    .venv/bin/python benchmarks/bench_playouts.py                 # speed (and the anchor)
    .venv/bin/python benchmarks/bench_playouts.py --strength 70   # + the policy against bots
    .venv/bin/python benchmarks/bench_playouts.py --variants 100  # + the policy's variants

Speed: for each preset and 2, 3, 4 players, ten rounds are played by greedy bots until every
player has drawn twice (mid-round: strong bots' rounds last 13 to 23 turns with 3 players);
from the view of the player to move, deals of the hidden cards are made and played out to the
end (a deal, the table and the play-out, as the deep evaluator does). The anchor: the same
play-outs by today's strong bots (``Round.from_snapshot`` of the deal, then the bots).

Strength: the policy as a bot (``PlayoutBot``) against the greedy and the strong bot, heads-up,
seats alternated, on oficial, megajogos and pife: its share of the rounds won with a 95 %
(Wilson) interval. Variants: a few other weights of the policy against the greedy bot.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from pathlib import Path

from cacheta_lab.coach.determinize import determinize, knowledge
from cacheta_lab.coach.inference import plausible_deal
from cacheta_lab.coach.playout import MELD, Policy, play, policy_for, table_for
from cacheta_lab.coach.playout_bot import PlayoutBot
from cacheta_lab.engine.cards import CARDS
from cacheta_lab.game import Round, make_bots, next_move, run, wilson
from cacheta_lab.game.bots import make_bot
from cacheta_lab.game.views import PlayerView

PRESETS = ("oficial", "cachetao", "megajogos", "pife")
STRENGTH_PRESETS = ("oficial", "megajogos", "pife")


def mid_round_views(preset: str, players: int, count: int = 10) -> list[tuple[Round, PlayerView]]:
    out = []
    seed = 0
    while len(out) < count:
        rnd = Round(preset, players, seed=seed)
        bots = make_bots("greedy", players, seed)
        seed += 1
        while not rnd.over and rnd.turns < 2 * players:
            rnd.play(next_move(rnd, bots))
        if not rnd.over:
            out.append((rnd, rnd.view(rnd.turn)))
    return out


def playout_speed(preset: str, players: int, n: int) -> dict:
    views = mid_round_views(preset, players)
    knows = [knowledge(v) for _r, v in views]
    drawn = turns = 0
    start = time.process_time()
    for i in range(n):
        know, view = knows[i % len(knows)], views[i % len(views)][1]
        rng = random.Random(i)
        table = table_for(know, determinize(know, rng), view.rules)
        drawn += play(table, rng) is None
        turns += table.turns
    cpu = time.process_time() - start
    # the deep evaluator's deals (opponents' hands as players keep them), once per decision
    start = time.process_time()
    rng = random.Random(0)
    for i in range(n // 4):
        know = knows[i % len(knows)]
        plausible_deal(know, policy_for(views[0][1].rules, know.vira), rng)
    deal_ms = 1000 * (time.process_time() - start) / (n // 4)
    return {"preset": preset, "players": players, "playouts": n, "cpu_s": round(cpu, 2),
            "per_cpu_s": round(n / cpu), "mean_turns": round(turns / n, 1),
            "drawn_share": round(drawn / n, 3), "plausible_deal_ms": round(deal_ms, 2)}


def strong_bot_speed(preset: str, players: int, n: int) -> dict:
    """The anchor: play-outs of the same deals by today's strong bots."""
    views = mid_round_views(preset, players)
    start = time.process_time()
    for i in range(n):
        rnd, view = views[i % len(views)]
        deal = determinize(knowledge(view), random.Random(i))
        snap = rnd.snapshot()
        snap["hands"] = {str(s): [CARDS[k].code for k in h] for s, h in deal.hands.items()}
        snap["stock"] = [CARDS[k].code for k in deal.stock]
        run(Round.from_snapshot(snap), make_bots("strong", players, i))
    cpu = time.process_time() - start
    return {"preset": preset, "players": players, "playouts": n, "cpu_s": round(cpu, 2),
            "per_cpu_s": round(n / cpu, 1)}


def duel(preset: str, opponent: str, rounds: int, bot_class: type[PlayoutBot] = PlayoutBot
         ) -> tuple[int, int]:
    """(rounds the policy won, rounds decided), heads-up, seats alternated."""
    won = decided = 0
    for i in range(rounds):
        mine = i % 2
        rnd = Round(preset, 2, seed=f"duel/{preset}/{i}")
        bots = {mine: bot_class(i), 1 - mine: make_bot(opponent, i)}
        run(rnd, bots)
        if rnd.result is not None and rnd.result.winner is not None:
            decided += 1
            won += rnd.result.winner == mine
    return won, decided


def share(won: int, decided: int) -> dict:
    lo, hi = wilson(won, decided)
    return {"won": won, "decided": decided, "share": round(won / max(decided, 1), 3),
            "low": round(lo, 3), "high": round(hi, 3)}


class TwoPerPair(Policy):
    pair = 2.0


class TwoPerNeighbour(Policy):
    neighbour = 2.0


class TakesPairs(Policy):
    """Also takes a lixeira top that only makes a pair (or two neighbours) in the hand."""

    def takes(self, cnt: list[int], hand: list[int], top: int) -> bool:
        if super().takes(cnt, hand, top):
            return True
        cnt[top] += 1
        try:
            return self.pair <= self.value(cnt, top) < MELD
        finally:
            cnt[top] -= 1


class DeadAThird(Policy):
    """A partial meld that no card left can complete keeps a third of its value."""

    dead = 1 / 3


class LiveTies(DeadAThird):
    """Also: among cards otherwise worth as little, keep the one more cards can still join."""

    spread = 0.1


VARIANTS = {"in use (3/3/1)": Policy, "pair 2": TwoPerPair, "neighbour 2": TwoPerNeighbour,
            "takes pairs": TakesPairs, "dead a third": DeadAThird,
            "live ties": LiveTies}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=2000, help="per preset and players")
    parser.add_argument("--anchor", type=int, default=10, help="strong-bot play-outs (3 players)")
    parser.add_argument("--strength", type=int, default=0, help="rounds per preset and opponent")
    parser.add_argument("--variants", type=int, default=0, help="rounds per preset and variant")
    parser.add_argument("--out", default="", help="write the figures as JSON here")
    args = parser.parse_args()
    report: dict = {"load": os.getloadavg(), "speed": [], "anchor": [], "strength": {},
                    "variants": {}}
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")
    print("play-outs per CPU-second from mid-round (the lean policy)")
    for preset in PRESETS:
        for players in (2, 3, 4):
            row = playout_speed(preset, players, args.playouts)
            report["speed"].append(row)
            print(f"  {preset:10} {players}p  {row['per_cpu_s']:6}/s  mean turns "
                  f"{row['mean_turns']:5}  drawn {row['drawn_share']:.3f}  a deal as players "
                  f"keep {row['plausible_deal_ms']:.2f} ms")
    if args.anchor:
        print("anchor: the same play-outs by today's strong bots (3 players)")
        for preset in STRENGTH_PRESETS:
            row = strong_bot_speed(preset, 3, args.anchor)
            report["anchor"].append(row)
            print(f"  {preset:10} 3p  {row['per_cpu_s']:6}/s")
    if args.strength:
        print(f"the policy heads-up, seats alternated, {args.strength} rounds per preset")
        for opponent in ("greedy", "strong"):
            won = decided = 0
            for preset in STRENGTH_PRESETS:
                w, d = duel(preset, opponent, args.strength)
                report["strength"][f"{opponent}/{preset}"] = share(w, d)
                won, decided = won + w, decided + d
            total = report["strength"][opponent] = share(won, decided)
            print(f"  against {opponent:6}: {total['share']:.1%} of {decided} decided rounds "
                  f"(95% {total['low']:.1%}–{total['high']:.1%})")
    if args.variants:
        print(f"variants against the greedy bot, {args.variants} rounds per preset")
        for name, cls in VARIANTS.items():
            bot = type(f"Bot{cls.__name__}", (PlayoutBot,), {"policy_class": cls})
            won = decided = 0
            for preset in STRENGTH_PRESETS:
                w, d = duel(preset, "greedy", args.variants, bot)
                won, decided = won + w, decided + d
            total = report["variants"][name] = share(won, decided)
            print(f"  {name:16}: {total['share']:.1%} of {decided} "
                  f"(95% {total['low']:.1%}–{total['high']:.1%})")
    if args.out:
        Path(args.out).write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
