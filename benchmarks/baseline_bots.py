"""The strong bot as it played before the win-chance model: discards ranked by the coach's
former measure (``100·p2 − 5·missing``; far from bater, the loosest card), the lixeira read by
that measure, a no-feeding tie-break, correr by a rough chance. The benchmarks' baseline, and
the bot whose games the win-chance model is fitted on (``fit_coach.py``). It plays without
words: its ``explain()`` says nothing."""

from __future__ import annotations

from collections.abc import Sequence

from cacheta_lab.engine.analysis import DiscardOption
from cacheta_lab.engine.cards import Card
from cacheta_lab.game import measure
from cacheta_lab.game.bots import CLOSE, CLOSE_TIES, TableBot
from cacheta_lab.game.measure import Metric
from cacheta_lab.game.moves import LIXEIRA, MONTE, Discard, Draw, Move
from cacheta_lab.game.views import PlayerView


class MeasureStrongBot(TableBot):
    """The strong bot before the win-chance model."""

    level = "measure-strong"

    def choose(self, view: PlayerView) -> Move:
        seat = view.seat
        move = self.before_discard(view)
        if move is not None:
            return move
        # the engine's top-ranked discard scores best on p1 already, and p2 ≥ p1 only widens
        # its lead: the argmax needs no p2 (shortlist 0)
        options = measure.discard_options(view, shortlist=0)
        card, _metric = self.pick_option(view, options)
        return Discard(seat, card)

    def pick_option(self, view: PlayerView, options: Sequence[tuple[Card, Metric]]
                    ) -> tuple[Card, Metric]:
        """The measure's best discard; among those missing as few and within ``CLOSE`` live
        outs of it (far from bater: within ``CLOSE_TIES`` ties of the loosest), the safest."""
        best = options[0][1]
        if best.missing > 1:
            loose = measure.ties_of(view, [c for c, _m in options])
            least = loose[options[0][0]]
            close = [(c, m) for c, m in options if m.missing == best.missing
                     and loose[c] <= least + CLOSE_TIES]
            return min(close, key=lambda cm: (max(self._danger(view, cm[0]), 0),
                                               loose[cm[0]]))
        close = [(c, m) for c, m in options
                 if m.missing == best.missing and m.live >= best.live - CLOSE]
        return min(close, key=lambda cm: (max(self._danger(view, cm[0]), 0), -cm[1].live,
                                          -cm[1].outs))

    def _draw(self, view: PlayerView) -> Move:
        seat = view.seat
        top = view.lixeira_top
        assert top is not None
        lix = measure.lixeira_option(view)
        if lix is not None and lix[1].bate:
            return Draw(seat, LIXEIRA)
        if lix is not None and lix[0] is not None and self._take(view, lix[1]):
            return Draw(seat, LIXEIRA)
        return Draw(seat, MONTE)

    def _take(self, view: PlayerView, lix: Metric) -> bool:
        """:func:`~cacheta_lab.game.measure.lixeira_better`, with the monte's p2 worked out
        only when the quick checks (missing, live outs, the lower bound of p2) leave it open."""
        if not view.stock_size:
            return True
        table, seen = view.judge.situation, self.seen(view)
        quick = measure.measure9(table, view.hand, seen, two=False)
        if (lix.missing, -lix.live) >= (quick.missing, -quick.live):
            return False
        if quick.missing == 1 and quick.unseen > 1:
            low = quick.p1 + (1 - quick.p1) * quick.live / (quick.unseen - 1)
            if lix.score <= 100.0 * low - measure.MISSING_WEIGHT + measure.TIE:
                return False
            return measure.lixeira_better(view, lix, measure.measure9(table, view.hand, seen))
        return measure.lixeira_better(view, lix, quick)

    def _danger(self, view: PlayerView, card: Card) -> int:
        """How much ``card`` may help the next player, from what they took and threw."""
        if card in view.curingas:
            return 3
        nxt = view.next_player()
        danger = 0
        for what, seat, seen in view.history:
            if seat != nxt or seen is None or seen.is_joker:
                continue
            near = seen.rank == card.rank or (
                seen.suit == card.suit and abs(seen.rank - card.rank) <= 2)
            if what == "take" and near:
                danger += 2
            elif what == "discard" and near:
                danger -= 1
        if nxt in view.announced:
            danger += 1
        return danger

    def pick(self, view: PlayerView, rows: Sequence[DiscardOption]) -> DiscardOption:
        card, _metric = self.pick_option(view, measure.discard_options(view, shortlist=0))
        return next(r for r in rows if r.card == card)

    def _maybe_fold(self, view: PlayerView) -> Move | None:
        costs = measure.fold_costs(view)
        if costs is None:
            return None
        return self._fold(view, *costs)
