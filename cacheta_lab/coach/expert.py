"""The expert bot: the strong bot, and where its model rates the best options alike, the deep
evaluator's play-outs decide among them. It is no bot level: measured against the strong bot
(``benchmarks/bench_duel.py expert strong``) it did not win more (figures in
``benchmarks/README.md``).

On its turn the expert asks the strong bot first. When the win-chance model leaves the choice
close (the draw: the monte and the lixeira top within :data:`CLOSE` log-odds of each other; the
discard: the :data:`TOP` best leaving the fewest draws missing, within :data:`CLOSE` of the
best), it plays each of them out on :data:`DEALS` deals of the hidden cards as players keep them
(:mod:`cacheta_lab.coach.deep`, common random numbers) and takes the one that wins most, when
it beats the strong bot's choice on the same deals beyond chance (:func:`sure`). Out of turn,
bater, correr: as the strong bot. Deterministic under its seed; each close decision costs a
few hundred play-outs (about a tenth of a second).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..catalogue import term
from ..game import lookahead
from ..game.bots import StrongBot
from ..game.chances import Chances
from ..game.moves import LIXEIRA, MONTE, Discard, Draw, Move
from ..game.views import DISCARD, DRAW, PlayerView
from .deep import _streams as deal_streams
from .deep import outcomes
from .determinize import knowledge
from .grade import move_words, notation
from .inference import plausible_deal
from .playout import policy_for

DEALS = 60  # deals of the hidden cards per close decision, every candidate played on each
Z = 2.0  # how sure the play-outs must be to overrule the strong bot (see :func:`sure`)
TOP = 3  # discards played out at most
CLOSE = 0.5  # log-odds of the model's chance: candidates this close to the best


class ExpertBot(StrongBot):
    """The strong bot, with play-outs among the options its model rates alike."""

    level = "expert"

    def choose(self, view: PlayerView) -> Move:
        move = super().choose(view)
        if view.phase == DRAW and isinstance(move, Draw):
            candidates = self._close_draws(view)
        elif view.phase == DISCARD and isinstance(move, Discard):
            candidates = self._close_discards(view)
        else:
            return move
        if len(candidates) < 2 or move not in candidates:
            return move
        seed = self.rng.getrandbits(32)
        wins, ahead = playouts(view, candidates, move, seed)
        best = max(range(len(candidates)), key=lambda i: (ahead[i], wins[i]))
        if candidates[best] == move or not sure(ahead[best]):
            return move
        other = wins[candidates.index(move)]
        self._why = tuple(  # type: ignore[assignment]
            term("bot.expert_playouts", lang, move=move_words(notation(candidates[best]), lang),
                 n=DEALS, win=f"{100 * wins[best] / DEALS:.0f}%",
                 other=f"{100 * other / DEALS:.0f}%") for lang in ("pt", "en"))
        return candidates[best]

    def _close_draws(self, view: PlayerView) -> list[Move]:
        if not view.stock_size or view.lixeira_top is None:
            return []
        monte, lixeira = lookahead.draws(Chances(view))
        if monte is None or lixeira is None or lixeira[0] is None:
            return []
        if abs(lookahead.log_odds(monte) - lookahead.log_odds(lixeira[2])) > CLOSE:
            return []
        return [Draw(view.seat, MONTE), Draw(view.seat, LIXEIRA)]

    def _close_discards(self, view: PlayerView) -> list[Move]:
        model = Chances(view)
        after = model.my_discards()
        if not after:
            return []
        chosen, _win = lookahead.best_discard(model, view.hand, after)
        fewest = after[chosen].missing
        wins = {c: model.win(f) for c, f in after.items() if f.missing == fewest}
        ranked = sorted(wins, key=lambda c: (c != chosen, -wins[c]))
        best = max(lookahead.log_odds(w) for w in wins.values())
        close = [c for c in ranked if lookahead.log_odds(wins[c]) >= best - CLOSE][:TOP]
        return [Discard(view.seat, c) for c in close]


def playouts(view: PlayerView, candidates: Sequence[Move], move: Move, seed: int
             ) -> tuple[list[int], list[tuple[int, int]]]:
    """Each candidate's wins over :data:`DEALS` deals, and against ``move`` on the same deals
    (the deals it wins and ``move`` loses, and the other way round)."""
    know, rules = knowledge(view), view.rules
    policy = policy_for(rules, know.vira)
    mine = candidates.index(move)
    wins = [0] * len(candidates)
    ahead = [(0, 0)] * len(candidates)
    for i in range(DEALS):
        drng, stream = deal_streams(seed, i)
        won = outcomes(know, rules, candidates, plausible_deal(know, policy, drng), stream)
        for j, w in enumerate(won):
            wins[j] += w
            b, c = ahead[j]
            ahead[j] = (b + (w and not won[mine]), c + (won[mine] and not w))
    return wins, ahead


def sure(ahead: tuple[int, int]) -> bool:
    """Does a candidate that won ``b`` deals ``move`` lost, and lost ``c`` it won, beat it
    beyond chance? (a sign test: ``b − c`` at least :data:`Z` standard deviations, and 3)"""
    b, c = ahead
    return b - c >= max(3, Z * math.sqrt(b + c))
