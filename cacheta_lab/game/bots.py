"""Bots at three levels, deterministic under a seed, each able to say why it did what it did.

- ``random``: any legal draw and discard, chosen at random; it goes out whenever it can (or
  rounds would hardly end) and never folds or announces.
- ``greedy``: draws from the monte unless the lixeira top lets it go out; keeps the discard
  the engine's discard table ranks first (most live outs, then fewest missing).
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

from ..analysis import DiscardOption
from ..cards import Card
from ..catalogue import counted
from ..checks import LEVELS as CHECKED_LEVELS
from ..checks import check_level
from ..text import plural
from . import measure
from .measure import Metric
from .moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move
from .views import DRAW, PlayerView

CLOSE = 2  # live outs: discards this close to the best (missing as few) count as as good
CLOSE_TIES = 3  # far from bater: discards this close to the loosest count as as good

LEVELS = CHECKED_LEVELS  # named once in checks, with the other values a user gives


def _name(card: Card, lang: str) -> str:
    return f"{card.name(lang)} ({card.code})"


class Bot:
    """A player that decides from a :class:`PlayerView` only."""

    level = "base"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)
        self._why = ("", "")

    def choose(self, view: PlayerView) -> Move:
        """The move to make on this bot's turn."""
        raise NotImplementedError

    def react(self, view: PlayerView) -> Move | None:
        """A move out of turn (announce na boa, furar a fila), or None."""
        return None

    def explain(self, lang: str = "pt") -> str:
        """Why the last decision, in words (pt or en)."""
        return self._why[1] if lang == "en" else self._why[0]

    def _say(self, pt: str, en: str) -> None:
        self._why = (pt, en)

    def _bater_move(self, view: PlayerView) -> Move | None:
        with10, discards = view.bater_options()
        if with10:
            self._say("bato com as 10 cartas: todas formam jogos",
                      "I go out with all 10 cards: they all form melds")
            return Bater(view.seat, None)
        if discards:
            card = self._pick_bater_discard(discards)
            self._say(f"bato descartando {_name(card, 'pt')}: as outras 9 formam jogos",
                      f"I go out discarding the {_name(card, 'en')}: the other 9 form melds")
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
            self._say(f"compro {'do monte' if source == MONTE else 'da lixeira'} ao acaso",
                      f"I draw from the {source} at random")
            return Draw(seat, source)
        move = self._bater_move(view)
        if move is not None:
            return move
        barred = view.taken if view.rules.no_discard_of_taken else None
        card = self.rng.choice([c for c in view.hand if c != barred])
        self._say(f"descarto {_name(card, 'pt')} ao acaso",
                  f"I discard the {_name(card, 'en')} at random")
        return Discard(seat, card)


def _state_words(na_boa: bool, outs: int, live: int, missing: int, lang: str) -> str:
    """Where a discard leaves the hand, in the bot's words."""
    if lang == "en":
        if na_boa:
            return (f"I stay na boa: {counted('outs', outs, 'en')}, "
                    f"{counted('live', live, 'en')}")
        return f"{plural(missing, 'card', 'cards')} still to draw"
    if na_boa:
        return (f"fico na boa: {counted('outs', outs, 'pt')}, "
                f"{counted('live', live, 'pt')}")
    return f"ainda {'falta' if missing == 1 else 'faltam'} {plural(missing, 'carta', 'cartas')}"


def _row_words(row: DiscardOption, lang: str) -> str:
    return _state_words(row.na_boa, len(row.outs), row.live_outs, row.missing, lang)


class GreedyBot(Bot):
    """Keeps the discard the engine ranks best: most live outs, then fewest missing."""

    level = "greedy"

    def choose(self, view: PlayerView) -> Move:
        seat = view.seat
        if view.phase == DRAW:
            top = view.lixeira_top
            if top is not None and any(view.bater_options(extra=top)):
                self._say(f"pego {_name(top, 'pt')} da lixeira: com ela eu bato",
                          f"I take the {_name(top, 'en')} from the lixeira: it lets me go out")
                return Draw(seat, LIXEIRA)
            self._say("compro do monte: o topo da lixeira não me faz bater",
                      "I draw from the monte: the lixeira top does not let me go out")
            return Draw(seat, MONTE)
        move = self._bater_move(view)
        if move is not None:
            return move
        rows = view.discard_table(self.seen(view))
        row = self.pick(view, rows)
        self._say(f"descarto {_name(row.card, 'pt')}: {_row_words(row, 'pt')}",
                  f"I discard the {_name(row.card, 'en')}: {_row_words(row, 'en')}")
        return Discard(seat, row.card)

    def seen(self, view: PlayerView) -> tuple[Card, ...]:
        """Cards counted as seen for live outs (the greedy bot remembers nothing)."""
        return ()

    def pick(self, view: PlayerView, rows: Sequence[DiscardOption]) -> DiscardOption:
        """The first row of the engine's ranking that may be discarded."""
        return next(r for r in rows if _allowed(view, r.card))


def _metric_words(m: Metric, lang: str) -> str:
    return _state_words(m.missing == 1 and bool(m.outs), m.outs, m.live, m.missing, lang)


def _allowed(view: PlayerView, card: Card) -> bool:
    return not (view.rules.no_discard_of_taken and view.taken == card)


class StrongBot(GreedyBot):
    """Plays by the coach's measure, remembers the table, does not feed, na boa and correr."""

    level = "strong"

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

    def choose(self, view: PlayerView) -> Move:
        seat = view.seat
        move = self.before_discard(view)
        if move is not None:
            return move
        # the engine's top-ranked discard scores best on p1 already, and p2 ≥ p1 only widens
        # its lead: the argmax needs no p2 (shortlist 0)
        options = measure.discard_options(view, shortlist=0)
        card, metric = self.pick_option(view, options)
        extra_pt, extra_en = self.no_feed_words(
            view, card, [c for c, m in options if m.missing == metric.missing])
        self._say(f"descarto {_name(card, 'pt')}: {_metric_words(metric, 'pt')}{extra_pt}",
                  f"I discard the {_name(card, 'en')}: {_metric_words(metric, 'en')}{extra_en}")
        return Discard(seat, card)

    def before_discard(self, view: PlayerView) -> Move | None:
        """The move before any discard: correr or a draw in the draw phase, then bater when
        the hand can (None: a discard is to be chosen)."""
        if view.phase == DRAW:
            fold = self._maybe_fold(view)
            return fold if fold is not None else self._draw(view)
        return self._bater_move(view)

    def no_feed_words(self, view: PlayerView, card: Card, others: Sequence[Card]
                      ) -> tuple[str, str]:
        """"; I do not feed the next player" (pt, en) when ``card`` is safe and one of
        ``others`` (as good) was not; empty strings otherwise."""
        if self._danger(view, card) <= 0 < max((self._danger(view, c) for c in others),
                                               default=0):
            return "; não alimento o próximo jogador", "; I do not feed the next player"
        return "", ""

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
        if top is None:
            self._say("compro do monte: a lixeira está vazia",
                      "I draw from the monte: the lixeira is empty")
            return Draw(seat, MONTE)
        lix = measure.lixeira_option(view)
        if lix is not None and lix[1].bate:
            self._say(f"pego {_name(top, 'pt')} da lixeira: com ela eu bato",
                      f"I take the {_name(top, 'en')} from the lixeira: it lets me go out")
            return Draw(seat, LIXEIRA)
        if lix is not None and lix[0] is not None and self._take(view, lix[1]):
            card, metric = lix
            self._say(f"pego {_name(top, 'pt')} da lixeira: descartando "
                      f"{_name(card, 'pt')} {_metric_words(metric, 'pt')}, melhor que hoje",
                      f"I take the {_name(top, 'en')} from the lixeira: discarding the "
                      f"{_name(card, 'en')}, {_metric_words(metric, 'en')}, better than now")
            return Draw(seat, LIXEIRA)
        self._say(f"compro do monte: {_name(top, 'pt')} não melhora minha mão",
                  f"I draw from the monte: the {_name(top, 'en')} does not improve my hand")
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
        play_cost, fold_cost = costs
        if play_cost > fold_cost:
            missing = view.judge.missing(view.hand)
            self._say(f"corro: faltam {missing} cartas e perderia em média "
                      f"{play_cost:.1f} pontos, mais que {fold_cost:g} de correr",
                      f"I fold: {missing} cards missing, I would lose {play_cost:.1f} points "
                      f"on average, more than {fold_cost:g} for folding")
            return Correr(view.seat)
        return None

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
                self._say("anuncio que estou na boa: uma carta me faz bater",
                          "I announce na boa: one card lets me go out")
                return AnunciarNaBoa(seat)
            return None
        top = view.lixeira_top
        if (view.phase != DRAW or view.my_turn or top is None or view.top_from == seat
                or seat in view.out):
            return None
        with10, discards = view.bater_options(extra=top)
        if with10 or discards:
            card = None if with10 else discards[0]
            self._say(f"furo a fila: {_name(top, 'pt')} me faz bater",
                      f"I jump the queue: the {_name(top, 'en')} lets me go out")
            return Furar(seat, card)
        return None


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}


def make_bot(level: str, seed: int | str = 0) -> Bot:
    """A bot of ``level`` ("random", "greedy" or "strong")."""
    return BOTS[check_level(level)](seed)
