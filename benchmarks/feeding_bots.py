"""Strong bots that weigh what a discard hands the opponents, for the duel bench only
(``bench_duel.py oracle measure-strong``, ``bench_duel.py danger measure-strong``):

- ``oracle`` sees the hands of the players who could go out with its discard at once (the next
  player, who may take it; where the rules have na boa calls, whoever announced and is not
  burned, who may furar a fila) and never throws a card one of them goes out with while
  another may go: the most that knowing the danger of each discard could be worth (it cheats;
  it is no bot level);
- ``danger`` estimates it instead, from the seat's view: the threatening players' hidden cards
  dealt :data:`DEALS` times as players keep them
  (:func:`~cacheta_lab.coach.inference.plausible_deal`), a card's danger the share of the deals
  where one of them goes out with it, and plays the discard that leaves the fewest draws
  missing, then the highest win chance times (1 − danger);
- ``learned`` weighs the danger the learned model gives (``danger_model``,
  fitted on self-play against the real hands, public information only) the same way;
  ``learned-…`` are the variants of :data:`LEARNED_VARIANTS` (``learned-gate``: a danger
  below 0.1 counts as none).

Figures in benchmarks/README.md (*The coach*, what a discard hands the opponents).
"""

from __future__ import annotations

import random
from dataclasses import replace

from danger_model import dangers as learned_dangers
from danger_model import threats

from cacheta_lab.coach.determinize import knowledge
from cacheta_lab.coach.inference import plausible_deal
from cacheta_lab.coach.playout import policy_for
from cacheta_lab.engine.cards import Card
from cacheta_lab.game import Round
from cacheta_lab.game.bots import StrongBot
from cacheta_lab.game.chances import Chances, HandFacts
from cacheta_lab.game.moves import Discard, Move
from cacheta_lab.game.views import PlayerView

DEALS = 8  # deals of the hidden cards per discard (``danger``)


class FeedingBot(StrongBot):
    """The strong bot, its discard chosen by :meth:`pick` from the model's options."""

    def choose(self, view: PlayerView) -> Move:
        move = self.before_discard(view)
        if move is not None:
            return move
        model = Chances(view)
        return Discard(view.seat, self.pick(view, model, model.my_discards()))

    def pick(self, view: PlayerView, model: Chances, after: dict[Card, HandFacts]) -> Card:
        """The discard among ``after`` (the facts each leaves)."""
        raise NotImplementedError


class OracleBot(FeedingBot):
    """The strong bot that sees who would go out with its discard (see the module)."""

    level = "oracle"
    round: Round | None = None

    def see(self, rnd: Round) -> None:
        """The round whose hands it may look at."""
        self.round = rnd

    def pick(self, view: PlayerView, model: Chances, after: dict[Card, HandFacts]) -> Card:
        assert self.round is not None
        # the play-out policy's rule for going out with a card just taken (as ``dangers``)
        policy = policy_for(view.rules, view.vira.kind if view.vira is not None else None)
        hands = [[c.kind for c in self.round.hands[s]] for s in threats(view)]
        safe = {c: f for c, f in after.items()
                if not any(policy.goes_out([*h, c.kind], c.kind) for h in hands)}
        return model.best(safe or after)[0]


class DangerBot(FeedingBot):
    """The strong bot that estimates each discard's danger from deals (see the module)."""

    level = "danger"

    def pick(self, view: PlayerView, model: Chances, after: dict[Card, HandFacts]) -> Card:
        danger = dangers(view, list(after))
        return min(after, key=lambda c: (after[c].missing,
                                         -(1 - danger[c]) * model.win(after[c])))


def dangers(view: PlayerView, cards: list[Card]) -> dict[Card, float]:
    """Each card's share of :data:`DEALS` deals where a threatening player goes out with it."""
    seats = threats(view)
    if not seats:
        return dict.fromkeys(cards, 0.0)
    know = knowledge(view)
    policy = policy_for(view.rules, know.vira)
    rng = random.Random(f"{view.turns}/{view.seat}")
    hits = dict.fromkeys(cards, 0)
    for _ in range(DEALS):
        deal = plausible_deal(know, policy, rng)
        for card in cards:
            for seat in seats:
                hand = deal.hands[seat]
                hand.append(card.kind)
                out = policy.goes_out(hand, card.kind)
                hand.pop()
                if out:
                    hits[card] += 1
                    break
    return {c: n / DEALS for c, n in hits.items()}


class LearnedBot(FeedingBot):
    """The strong bot that weighs each discard's danger by the learned model
    (``danger_model``): among the discards leaving the fewest draws missing,
    the highest win chance times (1 − danger)."""

    level = "learned"
    unfed = False  # the win chance without the model's own feeding features
    margin: float | None = None  # only among discards this close to the best win chance
    power = 1.0  # the win chance times (1 − danger) to this power
    fewest = True  # only among the discards leaving the fewest draws missing
    floor = 0.0  # a danger below this counts as none

    def pick(self, view: PlayerView, model: Chances, after: dict[Card, HandFacts]) -> Card:
        danger = {c: d if d >= self.floor else 0.0
                  for c, d in learned_dangers(view, list(after)).items()}
        win = {c: model.win(replace(f, feeds="") if self.unfed else f) for c, f in after.items()}
        fewest = min(f.missing for f in after.values())
        pool = [c for c, f in after.items() if f.missing == fewest or not self.fewest]
        if self.margin is not None:
            best = model.best(after)[0]
            top = model.win(after[best])
            pool = [c for c in pool if model.win(after[c]) >= top - self.margin] or [best]
        return max(pool, key=lambda c: (1 - danger[c]) ** self.power * win[c])


# the variants tried on the dev seeds (benchmarks/README.md): level → what differs
LEARNED_VARIANTS: dict[str, dict[str, object]] = {
    "learned-unfed": {"unfed": True}, "learned-close": {"margin": 0.03},
    "learned-hard": {"power": 3.0}, "learned-free": {"fewest": False},
    "learned-gate": {"floor": 0.1}, "learned-gate-hard": {"floor": 0.1, "power": 3.0},
    "learned-gate2": {"floor": 0.2},
}


FEEDING_BOTS: dict[str, type[FeedingBot]] = {
    b.level: b for b in (OracleBot, DangerBot, LearnedBot, *(
        type(level, (LearnedBot,), {"level": level, **attrs})
        for level, attrs in LEARNED_VARIANTS.items()))}
