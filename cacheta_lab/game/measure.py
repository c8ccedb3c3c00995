"""The measure of a position: how close a hand is to bater, from what one seat can see (the
coach grades by it, the strong bot plays by it).

For a 9-card hand ``H`` and the cards the seat knows are out of play ``S`` (the lixeira and the
cards opponents took from it and still hold), the *unseen* cards are every card of the deck
that is not in ``H``, not the vira and not in ``S``: the monte and the other hands, each
equally likely to be the next card drawn. Then:

- ``p1``: the chance that the next draw bates, live outs ÷ unseen cards;
- ``p2``: the chance of bater within the next two own draws from the monte, discarding in
  between the card that leaves the most live outs. Every unseen kind is a first draw; those
  that share no rank, and no suit within two ranks, with a natural card of the hand (and are
  not curingas) count as thrown back at once: exact for a hand without a wild, a lower bound
  with one. Worked out for na boa hands; a hand missing 2 or more has ``p2 = 0`` here;
- ``missing``: the fewest draws still needed (the engine's ``missing``);
- ``closer``: for a hand missing 2 or more, the chance that the next draw brings it a draw
  closer to bater (live copies of the engine's
  :meth:`~cacheta_lab.engine.analysis.Situation.improvers` ÷ unseen cards). Far from bater, discards
  that miss as many cards are told apart by it: the measure works it out for the four loosest cards
  (the fewest :func:`ties`: partners of their rank, or of their suit within two ranks, counted with
  the live cards that would join them) and the card played, and a discard whose ``closer`` is lower
  than the best of them loses ``5 × (1/closer − 1/best closer)``: five points per draw it is
  expected to wait longer for the next step, at most :data:`MAX_WAIT_LOSS`.

An option's **score** is ``100·p − 5·missing`` (:attr:`Metric.p`: p2, or p1 where p2 is not
worked out) of the 9-card hand it leaves before the next
draw from the monte (a draw from the monte: the hand as it is; taking the lixeira top: the hand
after the best discard; 1 when it bates); the **loss** of a choice is the best option's score
minus the chosen one's. Other hands and the order of the monte never enter it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..engine.analysis import Situation
from ..engine.cards import JOKER_KIND, N_KINDS, SUITS, Card, deck_size
from ..words.catalogue import counted, term
from ..words.text import percent
from .moves import LIXEIRA, MONTE
from .views import PlayerView, PublicEvent

MISSING_WEIGHT = 5.0  # score points per draw missing
TIE = 0.5  # score points: taking the lixeira must beat the monte by more than this
SHORTLIST = 1  # options (besides the one played) whose p2 is worked out, best-ranked first
FAR_SHORTLIST = 4  # far from bater: the loosest discards whose ``closer`` is worked out
MAX_WAIT_LOSS = 12.0  # score points: the most a far discard loses on ``closer`` alone


@dataclass(frozen=True)
class Metric:
    """The measure of one option: ``p`` the chance of bater by the end of the next two own
    draws, ``p1`` by the next draw, ``live`` live outs, ``missing``, ``unseen`` cards."""

    p: float
    p1: float
    live: int
    missing: int
    unseen: int
    bate: bool = False
    outs: int = 0  # card kinds that bate
    closer: float | None = None  # chance the next draw brings the hand a draw closer
    closer_live: int = 0  # the live copies that do

    @property
    def score(self) -> float:
        return 100.0 * self.p - MISSING_WEIGHT * self.missing

    def to_dict(self) -> dict[str, Any]:
        out = {"p_two_draws": round(self.p, 4), "p_next_draw": round(self.p1, 4),
               "live_outs": self.live, "missing": self.missing, "unseen": self.unseen,
               "bate": self.bate, "score": round(self.score, 2)}
        if self.closer is not None:
            out["p_closer"] = round(self.closer, 4)
            out["closer_live"] = self.closer_live
        return out


BATE = Metric(1.0, 1.0, 0, 0, 0, True)


# --- what the seat knows -------------------------------------------------------------------

def holdings(view: PlayerView) -> dict[int, Counter[Card]]:
    """Cards each opponent took from the lixeira this round and has not discarded since."""
    return holdings_in(view.history, view.seat)


def holdings_in(history: Iterable[PublicEvent], me: int) -> dict[int, Counter[Card]]:
    """:func:`holdings` read from a round's public events, as seat ``me`` saw them."""
    held: dict[int, Counter[Card]] = {}
    for what, seat, card in history:
        if seat == me or card is None:
            continue
        if what == "take":
            held.setdefault(seat, Counter())[card] += 1
        elif what == "discard" and held.get(seat, Counter())[card] > 0:
            held[seat][card] -= 1
    return held


def known_out(view: PlayerView) -> tuple[Card, ...]:
    """The cards this seat knows will not be drawn: the lixeira and the cards opponents took
    from it (and still hold)."""
    cards = list(view.lixeira)
    for counter in holdings(view).values():
        cards.extend(counter.elements())
    return tuple(cards)


def unseen_count(situation: Situation, hand_size: int, seen: Sequence[Card]) -> int:
    return deck_size(situation.rules.jokers) - hand_size - (1 if situation.vira else 0) - len(seen)


# --- the measure of a 9-card hand ---------------------------------------------------------

def _seen_table(situation: Situation, seen: tuple[Card, ...]) -> Situation:
    return situation.with_seen(seen) if seen else situation


def _key(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards))


def live_outs(situation: Situation, hand9: Sequence[Card], seen: tuple[Card, ...],
              discarded: Card | None = None) -> int:
    """Live copies of the outs of ``hand9``; ``discarded`` is one more card seen."""
    total = 0
    for out in _seen_table(situation, seen).outs(hand9):
        live = out.live - (1 if discarded is not None and out.card == discarded else 0)
        total += max(live, 0)
    return total


def _near(a: Card, b: Card, ace_high: bool) -> bool:
    """Could ``a`` and ``b`` share a meld with at most one more card? (same rank, or same suit
    within two ranks; with ``ace_high``, the ace also above the king: Q-K-A, never K-A-2)."""
    if a.rank == b.rank:
        return True
    if a.suit != b.suit:
        return False
    low, high = sorted((a.rank, b.rank))
    return high - low <= 2 or (ace_high and low == 1 and high >= 12)


_MISSING: dict[tuple[Situation, tuple[Card, ...]], int] = {}  # missing does not depend on seen


def hand_missing(situation: Situation, hand: tuple[Card, ...]) -> int:
    """The engine's missing for a sorted hand, remembered (the discard table seeds it)."""
    key = (situation, hand)
    if key not in _MISSING:
        if len(_MISSING) > 20_000:
            _MISSING.clear()
        _MISSING[key] = situation.missing(hand)
    return _MISSING[key]


@lru_cache(maxsize=4096)
def _measure9(situation: Situation, hand: tuple[Card, ...], seen: tuple[Card, ...],
              two: bool) -> Metric:
    st = _seen_table(situation, seen)
    unseen = unseen_count(situation, 9, seen)
    outs = st.outs(hand)
    out_kinds = {o.card.kind for o in outs}
    live = sum(o.live for o in outs)
    p1 = live / unseen if unseen else 0.0
    missing = 1 if outs else hand_missing(situation, hand)
    if not two or missing > 1 or unseen < 2:
        return Metric(p1, p1, live, missing, unseen, outs=len(outs))
    wild_kinds = {c.kind for c in situation.wild}
    naturals = [c for c in hand if c.kind not in wild_kinds and c.kind != JOKER_KIND]
    ace_high = situation.rules.ace == "low_or_high"
    p = p1
    for kind in range(N_KINDS):
        if kind in out_kinds:
            continue
        card = Card(kind)
        copies = st.live(card, hand)
        if copies <= 0:
            continue
        best = live  # discarding the card drawn keeps the hand as it is
        if kind in wild_kinds or any(_near(card, h, ace_high) for h in naturals):
            # the drawn card is in the hand now; each discard counts as seen
            best = max(best, st.best_live_outs((*hand, card)))
        p += copies / unseen * best / (unseen - 1)
    return Metric(p, p1, live, missing, unseen, outs=len(outs))


def measure9(situation: Situation, hand9: Sequence[Card], seen: Sequence[Card] = (),
             two: bool = True) -> Metric:
    """The measure of a 9-card hand: ``p`` = p2 (``two``) or p1."""
    return _measure9(situation, _key(hand9), _key(seen), two)


@lru_cache(maxsize=4096)
def _closer(situation: Situation, hand: tuple[Card, ...], seen: tuple[Card, ...]
            ) -> tuple[int, int]:
    st = _seen_table(situation, seen)
    return sum(o.live for o in st.improvers(hand)), unseen_count(situation, 9, seen)


def with_closer(m: Metric, situation: Situation, hand9: Sequence[Card], seen: Sequence[Card]
                ) -> Metric:
    """``m`` with ``closer`` worked out for the 9-card hand it measures (``seen`` as for
    :func:`measure9`)."""
    live, unseen = _closer(situation, _key(hand9), _key(seen))
    return replace(m, closer=live / unseen if unseen else 0.0, closer_live=live)


def wait_loss(best: Metric, played: Metric) -> float:
    """The loss of a far discard that misses as many cards as the best but brings the next
    step less often: five points per draw longer expected wait, at most ``MAX_WAIT_LOSS``."""
    if best.closer is None or played.closer is None or played.closer >= best.closer:
        return 0.0
    if played.closer <= 0:
        return MAX_WAIT_LOSS
    wait = 1 / played.closer - 1 / best.closer
    return min(MISSING_WEIGHT * wait, MAX_WAIT_LOSS)


def ties(card: Card, hand: Sequence[Card], situation: Situation) -> int:
    """How well ``card`` sits in ``hand``, from what can still come (``situation`` with the
    cards seen): for each other natural card of its rank, 1 + the live copies of that rank in
    the suits neither holds; for a neighbour in its suit, 1 + the live cards at either end of
    the two; for a card two ranks away in its suit, 1 + the live card between. A wild card
    holds every tie it needs: it is never the loosest."""
    wild = situation.wild
    if card in wild or card.is_joker:
        return 1000
    held = tuple(hand)
    ace_high = situation.rules.ace == "low_or_high"

    def live(rank: int, suit: str) -> int:
        if rank == 14 and ace_high:
            rank = 1
        return situation.live(Card.of(rank, suit), held) if 1 <= rank <= 13 else 0

    n = 0
    for other in hand:
        if other is card or other in wild or other.is_joker:
            continue
        if other.rank == card.rank:
            n += 1 + sum(live(card.rank, s) for s in SUITS if s not in (card.suit, other.suit))
        elif other.suit == card.suit:
            low, high = sorted((card.rank, other.rank))
            if ace_high and low == 1 and high >= 12:  # the ace above the king
                low, high = high, 14
            if high - low == 1:
                n += 1 + live(low - 1, card.suit) + live(high + 1, card.suit)
            elif high - low == 2:
                n += 1 + live(low + 1, card.suit)
    return n


def ties_of(view: PlayerView, cards: Iterable[Card]) -> dict[Card, int]:
    """:func:`ties` of each of ``cards`` in the seat's hand, with what the seat has seen."""
    situation = _seen_table(view.judge.situation, _key(known_out(view)))
    return {c: ties(c, view.hand, situation) for c in cards}


def describe(m: Metric, lang: str) -> str:
    """A measure in words: "na boa com 8 cópias vivas (…)", "a 2 compras de bater"."""
    if m.bate:
        return term("coach.state.bate", lang)
    if m.live > 0:
        return term("coach.state.na_boa_odds", lang, live=counted("live", m.live, lang),
                    next=percent(m.p1, lang, 0), two=percent(m.p, lang, 0))
    if m.missing == 1:
        return term("coach.state.dead", lang, live=counted("live", 0, lang))
    extra = term("coach.state.two_draws", lang, two=percent(m.p, lang, 0)) if m.p > 0 else ""
    if m.closer is not None:
        extra += term("coach.state.closer", lang, live=counted("live", m.closer_live, lang),
                      next=percent(m.closer, lang, 0))
    return counted("coach.state.far", m.missing, lang) + extra



# --- the options of a decision --------------------------------------------------------------

def _without(cards: Sequence[Card], card: Card) -> list[Card]:
    rest = list(cards)
    rest.remove(card)
    return rest


def discard_options(view: PlayerView, extra: Card | None = None,
                    shortlist: int = SHORTLIST, must: Card | None = None,
                    seen: Sequence[Card] | None = None, closer: bool = False
                    ) -> list[tuple[Card, Metric]]:
    """Every allowed discard of the 10-card hand (plus ``extra``) with its measure, best
    first. The engine's discard table ranks them; ``p2`` is worked out for the ``shortlist``
    best-ranked and for ``must`` (the card played), the others keep ``p1``."""
    situation = view.judge.situation
    seen_t = tuple(known_out(view) if seen is None else seen)
    hand = (*view.hand, extra) if extra is not None else view.hand
    taken = extra if extra is not None else view.taken
    barred = taken if view.rules.no_discard_of_taken else None
    rows = [r for r in _seen_table(situation, _key(seen_t)).discard_table(hand)
            if r.card != barred]
    out: list[tuple[Card, Metric]] = []
    unseen = unseen_count(situation, 9, seen_t) - 1  # the discard is seen too
    for i, row in enumerate(rows):
        if row.missing == 1 and (i < shortlist or row.card == must):
            rest = _without(hand, row.card)
            metric = measure9(situation, rest, _key((*seen_t, row.card)), True)
        else:  # the discard table's own figures: p1, live outs, missing
            _MISSING.setdefault((situation, _key(_without(hand, row.card))), row.missing)
            p1 = row.live_outs / unseen if unseen > 0 else 0.0
            metric = Metric(p1, p1, row.live_outs, row.missing, unseen, outs=len(row.outs))
        out.append((row.card, metric))
    if out and min(m.missing for _c, m in out) > 1:  # far from bater: the loosest first
        seen_situation = _seen_table(situation, _key(seen_t))
        tie = {c: ties(c, hand, seen_situation) for c, _m in out}
    else:
        tie = {}
    out.sort(key=lambda cm: (-cm[1].score, -cm[1].p1, cm[1].missing, tie.get(cm[0], 0)))
    if closer and out and out[0][1].missing > 1:  # far from bater: see ``closer``
        seen_key = _key(seen_t)
        far = out[0][1].missing
        for i, (card, metric) in enumerate(out):
            if (i < FAR_SHORTLIST and metric.missing == far) or card == must:
                out[i] = (card, with_closer(metric, situation, _without(hand, card),
                                            (*seen_key, card)))
        # the best of the loosest cards first (a stable sort keeps the loosest first on ties)
        out.sort(key=lambda cm: (-cm[1].score, -(cm[1].closer or 0.0)))
    return out


def lixeira_option(view: PlayerView) -> tuple[Card | None, Metric] | None:
    """Taking the lixeira top: (None, bater now) if it bates, else (the best discard after
    it, the measure of the hand it leaves); None with an empty lixeira."""
    top = view.lixeira_top
    if top is None:
        return None
    with10, discards = view.bater_options(extra=top)
    if with10 or discards:
        return None, BATE
    rest_seen = _without(known_out(view), top)
    rows = discard_options(view, extra=top, shortlist=1, seen=rest_seen)
    return rows[0] if rows else None


def draw_options(view: PlayerView) -> dict[str, Metric]:
    """The measure of each draw: the monte (the hand as it is) and, when the lixeira has a
    card, taking its top (bater now, or the hand left after the best discard)."""
    options = {}
    if view.stock_size:
        options[MONTE] = measure9(view.judge.situation, view.hand, known_out(view), True)
    lix = lixeira_option(view)
    if lix is not None:
        options[LIXEIRA] = lix[1]
    return options


def lixeira_better(view: PlayerView, lix: Metric, monte: Metric | None) -> bool:
    """Is taking the lixeira top the better draw? It bates; or its score beats the monte's by
    more than ``TIE`` and the hand it leaves misses fewer draws, or as many with more live outs,
    than the hand now (a card that does not improve the hand is not worth the draw)."""
    if lix.bate or monte is None:
        return True
    if lix.score <= monte.score + TIE:
        return False
    return (lix.missing, -lix.live) < (monte.missing, -monte.live)


# --- correr (fold) -------------------------------------------------------------------------

def win_chance(missing: int, opponents: int) -> float:
    """A rough chance to win the round: each missing card halves it against average hands
    (which miss 3.5 cards)."""
    mine, theirs = 2.0 ** -missing, 2.0 ** -3.5
    return mine / (mine + max(opponents, 0) * theirs)


def fold_costs(view: PlayerView) -> tuple[float, float] | None:
    """(expected points lost playing on, points lost folding), when correr is allowed."""
    rules = view.rules
    if rules.correr is None or view.has_drawn or view.phase != "draw" or not view.my_turn:
        return None
    missing = view.judge.missing(view.hand)
    chance = win_chance(missing, len(view.active) - 1)
    return (1 - chance) * rules.loss_on_bater, float(rules.correr)
