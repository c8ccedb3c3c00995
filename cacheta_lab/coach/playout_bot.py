"""The play-out policy as a bot, so that its strength can be measured against the other bots
in real rounds (``benchmarks/bench_playouts.py --strength``)."""

from __future__ import annotations

from functools import lru_cache

from ..engine.cards import CARDS, N_KINDS
from ..engine.rules import Rules
from ..game.bots import Bot
from ..game.moves import LIXEIRA, MONTE, AnunciarNaBoa, Correr, Discard, Draw, Furar, Move
from ..game.views import DRAW, PlayerView
from .playout import Policy, policy_for


@lru_cache(maxsize=64)
def _variant(cls: type[Policy], rules: Rules, vira: int | None) -> Policy:
    return cls(rules, vira)


class PlayoutBot(Bot):
    """Plays as the deep evaluator's play-outs do (:class:`~cacheta_lab.coach.playout.Policy`):
    announces na boa whenever it is, and furar a fila whenever that bates."""

    level = "playout"
    policy_class: type[Policy] | None = None  # a variant of the policy (None: the one in use)

    def _policy(self, view: PlayerView) -> Policy:
        vira = view.vira.kind if view.vira is not None else None
        if self.policy_class is None:
            return policy_for(view.rules, vira)
        return _variant(self.policy_class, view.rules, vira)

    def choose(self, view: PlayerView) -> Move:
        policy = self._policy(view)
        hand = [c.kind for c in view.hand]
        cnt = [0] * (N_KINDS + 1)
        for k in hand:
            cnt[k] += 1
        seat = view.seat
        if view.phase == DRAW:
            if view.rules.correr is not None and not view.has_drawn and policy.folds(hand):
                return Correr(seat)
            top = view.lixeira_top
            if top is not None and (not view.stock_size or policy.takes(cnt, hand, top.kind)):
                return Draw(seat, LIXEIRA)
            return Draw(seat, MONTE)
        barred = view.taken.kind if view.taken is not None and policy.barring else None
        if policy.goes_out(hand, barred):
            return policy.bater_move(seat, hand, barred)
        gone = [0] * N_KINDS + [2]  # nothing completes with the card off the end of a suit
        for c in (*view.lixeira, *((view.vira,) if view.vira is not None else ())):
            gone[c.kind] += 1
        return Discard(seat, CARDS[policy.discard(cnt, hand, barred, gone)])

    def react(self, view: PlayerView) -> Move | None:
        rules, seat = view.rules, view.seat
        if not rules.na_boa_calls or seat in view.burned or len(view.hand) != 9:
            return None
        if seat not in view.announced:
            return AnunciarNaBoa(seat) if view.outs() else None
        top = view.lixeira_top
        if view.phase != DRAW or view.my_turn or top is None or view.top_from == seat:
            return None
        policy = self._policy(view)
        hand = [*(c.kind for c in view.hand), top.kind]
        if policy.goes_out(hand, top.kind):
            return Furar(seat, policy.bater_move(seat, hand, top.kind).discard)
        return None

