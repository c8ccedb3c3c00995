"""Bots at three levels, deterministic under a seed, each able to say why it did what it did.

- ``random``: any legal draw and discard, chosen at random; it goes out whenever it can (or
  rounds would hardly end) and never folds or announces.
- ``greedy``: draws from the monte unless the lixeira top lets it go out; keeps the discard
  the engine's discard table ranks first (fewest draws missing, then most live outs).
- ``strong``: plays by the coach's measure (:mod:`cacheta_lab.game.measure`, one source of
  truth): it counts as seen the lixeira and the cards opponents took from it, keeps the discard
  and takes the draw the measure scores best, among discards as good as the best avoids those
  that feed the next player, announces na boa and furar a fila when the rules allow, and folds
  (correr) a poor hand when that costs less than the expected loss.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ..checks import LEVELS as CHECKED_LEVELS
from ..checks import check_level
from ..engine.analysis import DiscardOption
from ..engine.cards import Card
from ..words.catalogue import NOTHING, Percent, Said, Sayable
from . import measure
from .chances import Chances, HandFacts, fold_costs
from .moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from .views import DRAW, PlayerView

CLOSE = 2  # live outs: discards this close to the best (missing as few) count as as good
CLOSE_TIES = 3  # far from bater: discards this close to the loosest count as as good

LEVELS = CHECKED_LEVELS  # named once in checks, with the other values a user gives


def _name(card: Card) -> Said:
    """"sete de copas (7h)" / "the seven of hearts (7h)"."""
    return Said("bot.card", name=card.spoken, code=card.code)


class Bot:
    """A player that decides from a :class:`PlayerView` only."""

    level = "base"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)
        self._why: Sayable = NOTHING

    def choose(self, view: PlayerView) -> Move:
        """The move to make on this bot's turn."""
        raise NotImplementedError

    def react(self, view: PlayerView) -> Move | None:
        """A move out of turn (announce na boa, furar a fila), or None."""
        return None

    def explain(self, lang: str = "pt") -> str:
        """Why the last decision, in words (pt or en)."""
        return self._why.text(lang)

    def _because(self, why: Sayable) -> None:
        """Keep why the decision being made was made (:meth:`explain` says it)."""
        self._why = why

    def _bater_move(self, view: PlayerView) -> Move | None:
        with10, discards = view.bater_options()
        if with10:
            self._because(Said("bot.bater10"))
            return Bater(view.seat, None)
        if discards:
            card = self._pick_bater_discard(discards)
            self._because(Said("bot.bater", card=_name(card)))
            return Bater(view.seat, card)
        return None

    def _pick_bater_discard(self, discards: Sequence[Card]) -> Card:
        return discards[0]


class RandomBot(Bot):
    """Any legal move at random; goes out when it can."""

    level = "random"

    def choose(self, view: PlayerView) -> Move:
        seat = view.seat
        if view.phase == DRAW:
            sources = ([MONTE] if view.stock_size else []) + (
                [LIXEIRA] if view.lixeira else [])
            source = self.rng.choice(sources)
            self._because(Said(f"bot.random.{source}"))
            return Draw(seat, source)
        move = self._bater_move(view)
        if move is not None:
            return move
        barred = view.taken if view.rules.no_discard_of_taken else None
        card = self.rng.choice([c for c in view.hand if c != barred])
        self._because(Said("bot.random.discard", card=_name(card)))
        return Discard(seat, card)


def _state_words(na_boa: bool, outs: int, live: int, missing: int) -> Said:
    """Where a discard leaves the hand, in the bot's words."""
    if na_boa:
        return Said("bot.state.na_boa", outs=Said.counted("outs", outs),
                    live=Said.counted("live", live))
    return Said.counted("coach.state.far", missing)


def _row_words(row: DiscardOption) -> Said:
    return _state_words(row.na_boa, len(row.outs), row.live_outs, row.missing)


class GreedyBot(Bot):
    """Keeps the discard the engine ranks best: fewest draws missing, then most live outs."""

    level = "greedy"

    def choose(self, view: PlayerView) -> Move:
        seat = view.seat
        if view.phase == DRAW:
            top = view.lixeira_top
            if top is not None and any(view.bater_options(extra=top)):
                self._because(Said("bot.take.goes_out", card=_name(top)))
                return Draw(seat, LIXEIRA)
            self._because(Said("bot.monte.no_out"))
            return Draw(seat, MONTE)
        move = self._bater_move(view)
        if move is not None:
            return move
        rows = view.discard_table(self.seen(view))
        row = self.pick(view, rows)
        self._because(Said("bot.discard", card=_name(row.card), state=_row_words(row)))
        return Discard(seat, row.card)

    def seen(self, view: PlayerView) -> tuple[Card, ...]:
        """Cards counted as seen for live outs (the greedy bot remembers nothing)."""
        return ()

    def pick(self, view: PlayerView, rows: Sequence[DiscardOption]) -> DiscardOption:
        """The first row of the engine's ranking that may be discarded."""
        return next(r for r in rows if _allowed(view, r.card))


def _allowed(view: PlayerView, card: Card) -> bool:
    return not (view.rules.no_discard_of_taken and view.taken == card)


class TableBot(GreedyBot):
    """What the strong bots share: they remember the table (the lixeira and the cards
    opponents took from it count as seen), announce na boa, jump the queue when the lixeira top
    goes out, and weigh correr. How they draw and discard is theirs."""

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self._na_boa: tuple[tuple[Card, ...], bool] | None = None

    # --- what the table shows ---------------------------------------------------------------

    @staticmethod
    def holdings(view: PlayerView) -> dict[int, Counter[Card]]:
        """Cards each opponent took from the lixeira this round and has not discarded since."""
        return measure.holdings(view)

    def seen(self, view: PlayerView) -> tuple[Card, ...]:
        """The lixeira and the cards opponents took from it: none of them will be drawn."""
        return measure.known_out(view)

    # --- decisions --------------------------------------------------------------------------

    def before_discard(self, view: PlayerView) -> Move | None:
        """The move before any discard: correr or a draw in the draw phase, then bater when
        the hand can (None: a discard is to be chosen)."""
        if view.phase == DRAW:
            fold = self._maybe_fold(view)
            if fold is not None:
                return fold
            if view.lixeira_top is None:
                self._because(Said("bot.monte.empty"))
                return Draw(view.seat, MONTE)
            return self._draw(view)
        return self._bater_move(view)

    def _draw(self, view: PlayerView) -> Move:
        """The draw when the lixeira has a top."""
        raise NotImplementedError

    def _maybe_fold(self, view: PlayerView) -> Move | None:
        raise NotImplementedError

    def _fold(self, view: PlayerView, play_cost: float, fold_cost: float) -> Move | None:
        """Correr when playing on is expected to cost more points than folding."""
        if play_cost <= fold_cost:
            return None
        missing = view.judge.missing(view.hand)
        self._because(Said("bot.fold", missing=Said.counted("missing", missing),
                           cost=round(play_cost, 1), fee=float(fold_cost)))
        return Correr(view.seat)

    # --- out of turn ------------------------------------------------------------------------

    def react(self, view: PlayerView) -> Move | None:
        rules, seat = view.rules, view.seat
        if not rules.na_boa_calls or seat in view.burned or len(view.hand) != 9:
            return None
        if seat not in view.announced:
            hand = tuple(sorted(view.hand))
            if self._na_boa is None or self._na_boa[0] != hand:
                outs = view.outs(self.seen(view))
                self._na_boa = (hand, any(o.live for o in outs))
            if self._na_boa[1]:
                self._because(Said("bot.announce"))
                return AnunciarNaBoa(seat)
            return None
        top = view.lixeira_top
        if (view.phase != DRAW or view.my_turn or top is None or view.top_from == seat
                or seat in view.out):
            return None
        with10, discards = view.bater_options(extra=top)
        if with10 or discards:
            card = None if with10 else discards[0]
            self._because(Said("bot.furar", card=_name(top)))
            return Furar(seat, card)
        return None


def _chance_words(facts: HandFacts, win: float) -> Said:
    """"fico na boa com 8 cópias vivas, 41% de vencer a rodada" and the like."""
    if facts.missing > 1:
        state = _state_words(False, 0, 0, facts.missing)
    else:
        state = Said("bot.state.na_boa_live", live=Said.counted("live", facts.live))
    return Said("bot.state.chance", state=state, win=Percent(win))


class StrongBot(TableBot):
    """Plays by the chance to win the round (:mod:`cacheta_lab.game.chances`, the coach's fast
    evaluator): the discard and the draw that leave the highest chance, which counts what a
    discard hands the next player (a curinga, a card that joins what they took from the
    lixeira) and the calls at the table; correr when playing on costs more points."""

    level = "strong"

    def choose(self, view: PlayerView) -> Move:
        move = self.before_discard(view)
        if move is not None:
            return move
        model = Chances(view)
        after = model.my_discards()
        card, win = model.best(after)
        facts = after[card]
        spares = not facts.feeds and any(f.feeds in ("wild", "join")
                                         and f.missing <= facts.missing for f in after.values())
        self._because(Said("bot.discard.no_feed" if spares else "bot.discard", card=_name(card),
                           state=_chance_words(facts, win)))
        return Discard(view.seat, card)

    def _draw(self, view: PlayerView) -> Move:
        seat = view.seat
        top = view.lixeira_top
        assert top is not None
        if any(view.bater_options(extra=top)):
            self._because(Said("bot.take.goes_out", card=_name(top)))
            return Draw(seat, LIXEIRA)
        monte_win, lixeira = Chances(view).draws()
        assert lixeira is not None and lixeira[0] is not None
        card, _facts, lix = lixeira
        monte = -1.0 if monte_win is None else monte_win
        if lix > monte:
            self._because(Said("bot.take.better", card=_name(top), discard=_name(card),
                               win=Percent(lix), monte=Percent(monte)))
            return Draw(seat, LIXEIRA)
        self._because(Said("bot.monte.no_better", card=_name(top)))
        return Draw(seat, MONTE)

    def _maybe_fold(self, view: PlayerView) -> Move | None:
        if view.rules.correr is None or view.has_drawn:
            return None
        monte, lixeira = Chances(view).draws()
        win = max(monte or 0.0, lixeira[2] if lixeira is not None else 0.0)
        costs = fold_costs(view, win)
        return self._fold(view, *costs) if costs is not None else None


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}


def make_bot(level: str, seed: int | str = 0) -> Bot:
    """A bot of ``level`` ("random", "greedy" or "strong")."""
    return BOTS[check_level(level)](seed)
