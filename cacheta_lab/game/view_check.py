"""The one check of a player's view: a :class:`~cacheta_lab.game.views.PlayerView` built by
hand, or rebuilt from a room's frames, must be one that some round of its rules could show.

Everything that takes a view from outside the engine goes through :func:`check_view`: the fast
and the deep evaluators of the coach, the deep review, and the view a room's client rebuilds
from the network. A view a :class:`~cacheta_lab.game.round.Round` made passes it at any moment
of the round (``tests/game/test_view_check.py`` checks every view of seeded rounds of every
preset).

What it checks, field by field, then together:

- each field's type: the rules, the seats (2 to the rules' players, no seat twice), seat,
  dealer and turn at the table, the phase, the vira (where the rules turn one; never a joker),
  the judge and the curingas of these rules and this vira, the cards (``Card`` values), the
  counts, the seat sets, the points and the public history;
- what the rules allow: every hand holds 9 or 10 cards, while the round is played exactly 10
  for the player to discard and 9 for everyone else in; the turn belongs to a player still in,
  with someone else still in; the monte is not empty when a player is to draw; a card taken
  from the lixeira is in the hand of the seat to discard; na boa calls only where the rules
  have them;
- the cards add up: no card seen more often than the decks hold it (hand, lixeira, vira and,
  while the round is played, the cards opponents took from the lixeira and keep), no opponent
  known to hold more cards than its hand, and the hands, the monte, the lixeira and the vira
  together are the whole deck.

Each failure is one :class:`~cacheta_lab.errors.CachetaError` naming the field, in both
languages.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..checks import check_seats, whole
from ..engine.cards import Card, copies_in_deck, deck_size
from ..engine.rules import HAND_CARDS, HAND_SIZES, MAX_POINTS, Rules
from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr
from .json_fields import MOST_CARDS, PUBLIC
from .judge import Judge
from .measure import holdings
from .views import DISCARD, DRAW, OVER, PlayerView

MOST_EVENTS = 10**6  # public events of one round's history
MOST_TURNS = 10**9


def _bad(what: str, value: Any, how: str, **fields: Any) -> CachetaError:
    """A field of the view no round could show; ``how``: the catalogue's key saying what a
    round holds there (``view.how.*``, or the same words of a snapshot's ``position.how.*``)."""
    key = how if "." in how else f"view.how.{how}"
    return CachetaError(Said("view.bad", what=what, value=short_repr(value),
                             how=Said(key, **fields)))


def check_view(view: Any) -> PlayerView:
    """``view`` if it is a :class:`PlayerView` some round of its rules could show, else
    :class:`CachetaError` saying which field is wrong and why."""
    if not isinstance(view, PlayerView):
        raise CachetaError(Said("view.not_a_view", value=short_repr(view)))
    _check_table(view)
    _check_cards(view)
    _check_state(view)
    _check_count(view)
    return view


# --- each field ---------------------------------------------------------------------------

def _seat(what: str, value: Any, seats: tuple[int, ...]) -> None:
    if not whole(value) or value not in seats:
        raise _bad(what, value, "seat", seats=list(seats))


def _seat_group(what: str, value: Any, seats: tuple[int, ...]) -> None:
    if not isinstance(value, set | frozenset) or not all(
            whole(s) and s in seats for s in value):
        raise _bad(what, value, "seat_set", seats=list(seats))


def _per_seat(what: str, value: Any, seats: tuple[int, ...], high: int) -> None:
    if not isinstance(value, Mapping) or not all(whole(k) for k in value) or (
            set(value) != set(seats)):
        raise _bad(what, value, "per_seat", seats=list(seats))
    for s in seats:
        if not whole(value[s]) or not 0 <= value[s] <= high:
            raise _bad(f"{what}[{s}]", value[s], "whole", high=high)


def _cards(what: str, value: Any) -> None:
    if not isinstance(value, tuple | list) or len(value) > MOST_CARDS or not all(
            type(c) is Card for c in value):
        raise _bad(what, value, "cards")


def _card_or_none(what: str, value: Any) -> None:
    if value is not None and type(value) is not Card:
        raise _bad(what, value, "card_or_none")


def check_vira(rules: Rules, vira: Card | None) -> None:
    """A vira where the rules turn one (never a joker), None where they turn none."""
    if (vira is not None) != rules.has_vira or (vira is not None and vira.is_joker):
        raise _bad("vira", vira, "position.how.vira" if rules.has_vira
                   else "position.how.no_vira")


def _check_table(view: PlayerView) -> None:
    """The rules, who sits where, whose turn, the phase, the vira and its curingas."""
    rules = view.rules
    if not isinstance(rules, Rules):
        raise _bad("rules", rules, "rules")
    if not isinstance(view.seats, tuple | list):
        raise _bad("seats", view.seats, "seats")
    seats = check_seats(rules, list(view.seats))
    for name in ("seat", "dealer", "turn"):
        _seat(name, getattr(view, name), seats)
    if not isinstance(view.phase, str) or view.phase not in (DRAW, DISCARD, OVER):
        raise _bad("phase", view.phase, "position.how.phase")
    vira = view.vira
    _card_or_none("vira", vira)
    check_vira(rules, vira)
    judge = view.judge
    if not isinstance(judge, Judge) or judge.rules != rules or judge.situation.vira != vira:
        raise _bad("judge", judge, "judge")
    if not isinstance(view.curingas, set | frozenset) or view.curingas != judge.wild:
        raise _bad("curingas", view.curingas, "curingas",
                   cards=" ".join(sorted(c.code for c in judge.wild)) or "-")


def _check_cards(view: PlayerView) -> None:
    """The cards and the counts, each of its type."""
    seats = tuple(view.seats)
    _cards("hand", view.hand)
    _cards("lixeira", view.lixeira)
    _card_or_none("taken", view.taken)
    if view.top_from is not None:
        _seat("top_from", view.top_from, seats)
    if not whole(view.stock_size) or not 0 <= view.stock_size <= MOST_CARDS:
        raise _bad("stock_size", view.stock_size, "whole", high=MOST_CARDS)
    _per_seat("hand_sizes", view.hand_sizes, seats, MOST_CARDS)
    if view.points is not None:
        _per_seat("points", view.points, seats, MAX_POINTS)
    if not whole(view.turns) or not 0 <= view.turns <= MOST_TURNS:
        raise _bad("turns", view.turns, "whole", high=MOST_TURNS)
    if not isinstance(view.has_drawn, bool):
        raise _bad("has_drawn", view.has_drawn, "flag")
    history = view.history
    if not isinstance(history, Sequence) or isinstance(history, str) or (
            len(history) > MOST_EVENTS):
        raise _bad("history", history, "history", kinds=", ".join(PUBLIC))
    for event in history:
        if (not isinstance(event, tuple | list) or len(event) != 3
                or not isinstance(event[0], str) or event[0] not in PUBLIC
                or not whole(event[1])
                or not (event[1] in seats or (event[1] == -1 and event[0] == "refill"))
                or (event[2] is not None and type(event[2]) is not Card)):
            raise _bad("history", event, "history", kinds=", ".join(PUBLIC))


def _check_state(view: PlayerView) -> None:
    """Who is in, the hands' sizes, the card taken, the calls: as the rules allow them."""
    rules, seats = view.rules, tuple(view.seats)
    for name in ("announced", "burned", "out"):
        _seat_group(name, getattr(view, name), seats)
    if (view.announced or view.burned) and not rules.na_boa_calls:
        raise _bad("announced", sorted(view.announced | view.burned), "no_calls", p=rules.id)
    if view.announced & view.burned:
        raise _bad("announced", sorted(view.announced & view.burned), "announced_burned")
    if view.hand_sizes[view.seat] != len(view.hand):
        raise _bad(f"hand_sizes[{view.seat}]", view.hand_sizes[view.seat], "own_size",
                   n=len(view.hand))
    playing = view.phase != OVER
    for s in seats:
        size = view.hand_sizes[s]
        wanted = HAND_CARDS + 1 if (s == view.turn and view.phase == DISCARD) else HAND_CARDS
        if (playing and s not in view.out and size != wanted) or size not in HAND_SIZES:
            raise _bad(f"hand_sizes[{s}]", size, "position.how.hand_size",
                       n=wanted if playing and s not in view.out else "9 / 10")
    if playing:
        if view.turn in view.out:
            raise _bad("turn", view.turn, "position.how.turn_in_round")
        if len([s for s in seats if s not in view.out]) < 2:
            raise _bad("out", sorted(view.out), "two_in")
        if view.phase == DRAW and not view.stock_size:
            raise _bad("stock_size", 0, "position.how.stock_empty")
        if view.seat == view.turn and view.phase == DISCARD and not view.has_drawn:
            raise _bad("has_drawn", False, "has_drawn")
    taken = view.taken
    if taken is not None and (view.phase != DISCARD or view.seat != view.turn
                              or taken not in view.hand):
        raise _bad("taken", taken, "position.how.taken")


def _check_count(view: PlayerView) -> None:
    """Every copy accounted for: what the seat sees, what opponents hold, the whole deck."""
    jokers = view.rules.jokers
    seen = Counter(view.hand)
    seen.update(view.lixeira)
    if view.vira is not None:
        seen[view.vira] += 1
    # the cards opponents took and keep (not once the round is over: a bater's discard goes
    # to the lixeira with no public event)
    for seat, held in (holdings(view).items() if view.phase != OVER else ()):
        n = sum(held.values())
        if n > view.hand_sizes[seat]:
            raise _bad("history", n, "held", seat=seat, size=view.hand_sizes[seat])
        seen.update(held)
    for card, n in seen.items():
        limit = copies_in_deck(card, jokers)
        if n > limit:
            raise _bad(card.code, n, "copies", limit=limit)
    total = (sum(view.hand_sizes.values()) + len(view.lixeira) + view.stock_size
             + (view.vira is not None))
    deck = deck_size(jokers)
    if total != deck:
        raise _bad("cards", total, "total", deck=deck)
