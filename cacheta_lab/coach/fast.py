"""The fast evaluator: the seat's chance to win the round now and after every option, from the
small logistic model of :mod:`cacheta_lab.game.chances` (pure Python, for live play).

An option's chance is the model's for the 9-card hand it leaves before the seat's next draw:

- a discard: the hand without the card, the card on the lixeira for the next player;
- a draw from the monte: the hand as it is, with the draw to come; taking the lixeira top: the
  hand after its best discard (when that beats keeping the hand, the monte is valued alike,
  averaged over the cards it may bring: :meth:`~cacheta_lab.game.chances.Chances.draws`);
- bater, or a furar a fila that goes out: 1; correr: 0 (the round is given up; its cost in
  points is weighed by :func:`~cacheta_lab.game.measure.fold_costs`);
- passing out of turn: the hand as it is; announcing na boa: that, plus
  :meth:`~cacheta_lab.game.chances.Chances.announce_bonus`.

The options are listed best first; among discards the fewest draws missing come first (they
decide first), then the higher chance, so far from bater a discard leaving more draws missing
is listed after one leaving fewer even where the model gives it a point more. Discards the
model rates exactly alike follow the engine's discard table (fewest draws missing, most live
outs, most outs, then the cards' display order), as the strong bot breaks the tie
(:meth:`~cacheta_lab.game.chances.Chances.best`); otherwise the order of
:func:`~cacheta_lab.coach.evaluation.decision_options`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.chances import Chances, HandFacts
from ..game.moves import MONTE, AnunciarNaBoa, Correr, Discard, Draw, Furar
from ..game.view_check import check_view
from ..game.views import DISCARD, DRAW, PlayerView
from .evaluation import Evaluation, Option, OptionChance, decision_options


@dataclass(frozen=True)
class Assessment:
    """An :class:`Evaluation` with the facts behind each option (None: the option bates,
    furar goes out, or correr) and behind the seat's 9-card hand as it is (``now``)."""

    evaluation: Evaluation
    facts: dict[Option, HandFacts | None]
    now: HandFacts | None


def assess(view: PlayerView) -> Assessment:
    """The fast evaluation of ``view`` with the facts behind every option."""
    model = Chances(view)
    options = decision_options(view)
    facts: dict[Option, HandFacts | None] = {}
    wins: dict[Option, float] = {}
    now = model.hand_now() if len(view.hand) == 9 else None
    table: dict[Option, int] = {}  # an exact tie goes to the discard table's order
    if view.my_turn and view.phase == DISCARD:
        after = model.my_discards()
        table = {Discard(view.seat, card): i for i, card in enumerate(after)}
        for move in options:
            fact = after[move.card] if isinstance(move, Discard) else None
            facts[move], wins[move] = fact, 1.0 if fact is None else model.win(fact)
    elif view.my_turn and view.phase == DRAW:
        monte, lixeira = model.draws()
        for move in options:
            if isinstance(move, Correr):
                facts[move], wins[move] = None, 0.0
            elif isinstance(move, Draw) and move.source == MONTE and monte is not None:
                facts[move], wins[move] = now, monte
            elif isinstance(move, Draw) and lixeira is not None:
                facts[move], wins[move] = lixeira[1], lixeira[2]
    else:
        for move in options:
            if isinstance(move, Furar) or now is None:
                facts[move], wins[move] = None, 1.0
                continue
            base = model.win(now)
            facts[move] = now
            wins[move] = base + (model.announce_bonus(now, base)
                                 if isinstance(move, AnunciarNaBoa) else 0.0)
    # best first: after drawing, the fewest draws missing first (bater: none), then the chance,
    # then (an exact tie) the discard table's order, as the strong bot breaks it
    missing = {m: (f.missing if (f := facts.get(m)) is not None and view.phase == DISCARD
                   else 0) for m in options}
    chances = sorted((OptionChance(m, wins[m]) for m in options),
                     key=lambda o: (missing[o.move], -o.win, table.get(o.move, len(table))))
    win = chances[0].win if chances else model.win(now) if now is not None else 0.0
    return Assessment(Evaluation(view.seat, win, tuple(chances), "fast"), facts, now)


def evaluate(view: PlayerView) -> Evaluation:
    """The seat's chance to win the round now and after every option of the decision at hand
    (:func:`~cacheta_lab.coach.evaluation.decision_options`), best first (method "fast").
    A view no round could show is refused (:func:`~cacheta_lab.game.view_check.check_view`)."""
    return assess(check_view(view)).evaluation
