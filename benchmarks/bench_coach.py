"""The coach: response time per learner move, the review of a whole round, grade distributions
of the bots on seeded games, and the strong bot (which plays by the coach's measure) against
the strong bot that ranked discards by live outs and missing alone.

    .venv/bin/python benchmarks/bench_coach.py                     # quick
    .venv/bin/python benchmarks/bench_coach.py --rounds 6 --duel 40

Times are wall-clock (and CPU) seconds in one process; the figures in benchmarks/README.md say
how loaded the machine was.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter
from collections.abc import Sequence

from cacheta_lab.analysis import DiscardOption
from cacheta_lab.cards import Card
from cacheta_lab.coach import grade, review
from cacheta_lab.game import GameLog, Round, make_bots, next_move, run
from cacheta_lab.game.bots import StrongBot, _allowed, _name, _row_words
from cacheta_lab.game.moves import (
    LIXEIRA,
    MONTE,
    Correr,
    Discard,
    Draw,
    Move,
)
from cacheta_lab.game.views import PlayerView

PRESETS = ("oficial", "cachetao", "megajogos", "pife")
LEVELS = ("random", "greedy", "strong")


def _key(row: DiscardOption) -> tuple[int, int]:
    return (row.missing, -row.live_outs)


class OldStrongBot(StrongBot):
    """The strong bot before the coach: its discards and lixeira reads ranked by missing and
    live outs alone, and its rough fold rule. What it shares with today's (memory of the
    table, no feeding, na boa and furar) it inherits."""

    level = "old-strong"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self._rows: tuple[tuple[Card, ...], tuple[DiscardOption, ...]] | None = None

    # --- decisions --------------------------------------------------------------------------

    def choose(self, view: PlayerView) -> Move:
        seat = view.seat
        move = self.before_discard(view)
        if move is not None:
            return move
        hand = tuple(sorted(view.hand))
        if self._rows is not None and self._rows[0] == hand:
            rows = self._rows[1]
        else:
            rows = view.discard_table(self.seen(view))
        self._rows = None
        row = self.pick(view, rows)
        extra_pt, extra_en = self.no_feed_words(
            view, row.card, [r.card for r in rows if r.missing == row.missing])
        self._say(f"descarto {_name(row.card, 'pt')}: {_row_words(row, 'pt')}{extra_pt}",
                  f"I discard the {_name(row.card, 'en')}: {_row_words(row, 'en')}{extra_en}")
        return Discard(seat, row.card)

    def _draw(self, view: PlayerView) -> Move:
        seat = view.seat
        top = view.lixeira_top
        if top is None:
            self._say("compro do monte: a lixeira está vazia",
                      "I draw from the monte: the lixeira is empty")
            return Draw(seat, MONTE)
        if any(view.bater_options(extra=top)):
            self._say(f"pego {_name(top, 'pt')} da lixeira: com ela eu bato",
                      f"I take the {_name(top, 'en')} from the lixeira: it lets me go out")
            return Draw(seat, LIXEIRA)
        seen = list(self.seen(view))
        seen.remove(top)
        rows = view.discard_table(seen, extra=top)
        keep = next(r for r in rows if r.card == top)
        best = next((r for r in rows if r.card != top), None)
        if best is not None and _key(best) < _key(keep):
            self._rows = (tuple(sorted((*view.hand, top))), rows)
            self._say(f"pego {_name(top, 'pt')} da lixeira: descartando "
                      f"{_name(best.card, 'pt')} {_row_words(best, 'pt')}, melhor que hoje",
                      f"I take the {_name(top, 'en')} from the lixeira: discarding the "
                      f"{_name(best.card, 'en')}, {_row_words(best, 'en')}, better than now")
            return Draw(seat, LIXEIRA)
        self._say(f"compro do monte: {_name(top, 'pt')} não melhora minha mão",
                  f"I draw from the monte: the {_name(top, 'en')} does not improve my hand")
        return Draw(seat, MONTE)

    def pick(self, view: PlayerView, rows: Sequence[DiscardOption]) -> DiscardOption:
        allowed = [r for r in rows if _allowed(view, r.card)]
        least = min(r.missing for r in allowed)
        best = [r for r in allowed if r.missing == least]
        top_live = max(r.live_outs for r in best)
        # among the rows as good as the best, give up a little for a safer discard
        close = [r for r in best if r.live_outs >= top_live - 2]
        return min(close, key=lambda r: (max(self._danger(view, r.card), 0),
                                         -r.live_outs, -len(r.outs)))

    def _maybe_fold(self, view: PlayerView) -> Move | None:
        rules = view.rules
        if rules.correr is None or view.has_drawn:
            return None
        missing = view.judge.missing(view.hand)
        others = len(view.active) - 1
        # a rough chance to win the round: each missing card halves it against average hands
        mine, theirs = 2.0 ** -missing, 2.0 ** -3.5
        chance = mine / (mine + others * theirs)
        if (1 - chance) * rules.loss_on_bater > rules.correr:
            self._say(f"corro: faltam {missing} cartas e perderia em média "
                      f"{(1 - chance) * rules.loss_on_bater:.1f} pontos, mais que "
                      f"{rules.correr} de correr",
                      f"I fold: {missing} cards missing, I would lose "
                      f"{(1 - chance) * rules.loss_on_bater:.1f} points on average, more than "
                      f"{rules.correr} for folding")
            return Correr(view.seat)
        return None


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def latency(rounds: int) -> None:
    """Grade every decision of seat 0 (a greedy or strong learner) as the game table does."""
    wall: list[float] = []
    cpu: list[float] = []
    for preset in PRESETS:
        for seed in range(rounds):
            level = LEVELS[1 + seed % 2]
            rnd = Round(preset, 4, seed=seed, max_turns=400)
            bots = make_bots(level, 4, seed)
            while not rnd.over:
                move = next_move(rnd, bots)
                view = rnd.view(0) if move.seat == 0 else None
                rnd.play(move)
                if view is not None:
                    t, c = time.perf_counter(), time.process_time()
                    grade(view, move)
                    wall.append(time.perf_counter() - t)
                    cpu.append(time.process_time() - c)
    print(f"grade per learner move: {len(wall)} moves, wall p50 "
          f"{statistics.median(wall) * 1000:.0f} ms, p95 {pct(wall, .95) * 1000:.0f} ms, "
          f"max {max(wall) * 1000:.0f} ms; CPU p95 {pct(cpu, .95) * 1000:.0f} ms")


def review_time(rounds: int) -> None:
    """The review of a whole 4-player round: one seat, and all four seats."""
    one: list[float] = []
    four: list[float] = []
    for preset in PRESETS:
        for seed in range(rounds):
            rnd = Round(preset, 4, seed=seed, max_turns=400)
            run(rnd, make_bots(["strong", "greedy"], 4, seed))
            log = GameLog.of(rnd)
            t = time.perf_counter()
            for seat in range(4):
                s = time.perf_counter()
                review(log, seat)
                one.append(time.perf_counter() - s)
            four.append(time.perf_counter() - t)
    print(f"review of a 4-player round (strong/greedy bots): one seat p95 {pct(one, .95):.2f} s "
          f"(max {max(one):.2f}); all four seats p95 {pct(four, .95):.2f} s "
          f"(max {max(four):.2f})")


def sanity(rounds: int) -> None:
    """Grades of every decision of each bot level, all four seats of seeded rounds."""
    print("grades by level and preset (share of decisions; best+good = accuracy):")
    print(f"  {'preset':10} {'level':7} {'n':>5}  best  good inacc mistake blunder  "
          "discards best+good")
    for preset in PRESETS:
        for level in LEVELS:
            counts: Counter[str] = Counter()
            disc: Counter[str] = Counter()
            for seed in range(rounds):
                rnd = Round(preset, 4, seed=seed, max_turns=120)
                run(rnd, make_bots(level, 4, seed))
                log = GameLog.of(rnd)
                for seat in range(4):
                    for d in review(log, seat).decisions:
                        counts[d.grade] += 1
                        if d.kind == "discard":
                            disc[d.grade in ("best", "good")] += 1
            n = sum(counts.values())
            share = [counts[g] / n for g in ("best", "good", "inaccuracy", "mistake",
                                             "blunder")]
            dn = disc[True] + disc[False]
            print(f"  {preset:10} {level:7} {n:5}  " + "  ".join(f"{x:4.0%}" for x in share)
                  + f"    {disc[True] / dn if dn else 0:5.0%} of {dn}")


def duel(rounds: int) -> None:
    """The strong bot against the old strong bot: two of each at a 4-seat table, seats
    swapped every other round; share of the decided rounds the new one wins."""

    for preset in PRESETS:
        wins = Counter()
        for seed in range(rounds):
            new_first = seed % 2 == 0
            bots = [(StrongBot if (s % 2 == 0) == new_first else OldStrongBot)(f"{seed}/{s}")
                    for s in range(4)]
            rnd = Round(preset, 4, seed=seed, max_turns=400)
            run(rnd, bots)
            w = rnd.result.winner if rnd.result else None
            wins["drawn" if w is None else bots[w].level] += 1
        decided = wins["strong"] + wins["old-strong"]
        rate = wins["strong"] / decided if decided else float("nan")
        print(f"  {preset:10} new strong wins {wins['strong']:3} of {decided:3} decided rounds "
              f"({rate:.0%}; 50% = as strong), {wins['drawn']} drawn")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=3, help="rounds per preset (and level)")
    p.add_argument("--duel", type=int, default=20, help="rounds per preset, new vs old strong")
    args = p.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    latency(args.rounds)
    review_time(args.rounds)
    sanity(args.rounds)
    print("strong (coach's measure) against the old strong bot:")
    duel(args.duel)
    print(f"load average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
