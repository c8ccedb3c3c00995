"""What one player may see: their own hand, the vira, the lixeira, counts and public moves.

A bot decides from a :class:`PlayerView` only. Other hands and the order of the monte are not in
it. Every card put on the lixeira was shown face up, so the view lists the lixeira's cards (a
player with a good memory knows them) and the public history: who drew from where, which card
each player took from the lixeira, who discarded what, who announced na boa.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..checks import check_seat
from ..engine.analysis import DiscardOption, Out
from ..engine.cards import Card, parse_cards
from ..engine.rules import Rules
from .moves import LIXEIRA, MONTE, AnunciarNaBoa, Bater, Correr, Discard, Draw, Furar, Move

if TYPE_CHECKING:
    from .judge import Judge

DRAW, DISCARD, OVER = "draw", "discard", "over"

# one public event: (what, seat, card or None); what is "draw" (card None: from the monte),
# "take" (from the lixeira, or by furar a fila), "discard", "false_bati" (card None: the card
# named stays in the hand, as a failed furar's), "na_boa", "queimou" (card: the lixeira top),
# "correr", "out", "refill" (seat -1)
PublicEvent = tuple[str, int, Card | None]


def public_history(events: Sequence[Sequence[Any]]) -> list[Any]:
    """Public events (tuples, or their JSON lists) with no card on a false bati: what a
    snapshot written before false batis stopped naming their card holds now."""
    return [type(e)((e[0], e[1], None)) if e[0] == "false_bati" else e for e in events]


class PublicLog(Sequence[PublicEvent]):
    """A read-only window on the round's public events as they were when the view was made."""

    __slots__ = ("_events", "_n")

    def __init__(self, events: list[PublicEvent], n: int) -> None:
        self._events = events
        self._n = n

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return self._events[: self._n][index]
        if index < 0:
            index += self._n
        if not 0 <= index < self._n:
            raise IndexError(index)
        return self._events[index]

    def __iter__(self) -> Iterator[PublicEvent]:
        return iter(self._events[: self._n])


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` may know at this moment of the round."""

    seat: int
    rules: Rules
    seats: tuple[int, ...]  # the players of this round, clockwise
    dealer: int
    turn: int  # whose turn it is
    phase: str  # "draw", "discard" or "over"
    vira: Card | None
    curingas: frozenset[Card]
    hand: tuple[Card, ...]
    lixeira: tuple[Card, ...]  # bottom first; the last card is the top
    top_from: int | None  # who discarded the top (None: the turned card)
    stock_size: int
    hand_sizes: dict[int, int]
    announced: frozenset[int]  # na boa announced
    burned: frozenset[int]  # se queimou: lost the right to furar
    out: frozenset[int]  # folded (correu) or out of the round
    points: dict[int, int] | None
    taken: Card | None  # the card this seat took from the lixeira this turn
    has_drawn: bool  # this seat has drawn at least once this round
    turns: int
    history: PublicLog = field(repr=False)
    judge: Judge = field(repr=False)

    # --- convenience -----------------------------------------------------------------------

    @property
    def lixeira_top(self) -> Card | None:
        return self.lixeira[-1] if self.lixeira else None

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat and self.phase != OVER

    @property
    def active(self) -> tuple[int, ...]:
        """Players still in the round, clockwise."""
        return tuple(s for s in self.seats if s not in self.out)

    def next_player(self, seat: int | None = None) -> int:
        """The active player after ``seat`` (default: this seat)."""
        seat = self.seat if seat is None else check_seat(seat, self.seats)
        order = self.seats
        i = order.index(seat)
        for step in range(1, len(order) + 1):
            s = order[(i + step) % len(order)]
            if s not in self.out:
                return s
        return seat

    # --- the engine on this player's own cards ----------------------------------------------

    def bater_options(self, extra: Card | None = None) -> tuple[bool, tuple[Card, ...]]:
        """(can go out with 10, the discards that go out with 9) for the hand (plus ``extra``,
        e.g. the lixeira top), the card just taken from the lixeira left out where the rules
        forbid discarding it. None in the turn of a false "bati": the cards shown are final
        (:func:`said_bati_this_turn`)."""
        hand = (*self.hand, extra) if extra is not None else self.hand
        if len(hand) != 10 or (extra is None and said_bati_this_turn(self.history, self.seat)):
            return False, ()
        with10, kinds = self.judge.bater(hand)
        taken = extra if extra is not None else self.taken
        cards = tuple(Card(k) for k in kinds
                      if not (self.rules.no_discard_of_taken and taken is not None
                              and taken.kind == k))
        return with10 and self.rules.bate_with_10, cards

    def discard_table(self, seen: Sequence[Card] = (), extra: Card | None = None
                      ) -> tuple[DiscardOption, ...]:
        """The engine's discard table for the 10-card hand (plus ``extra``)."""
        hand = (*self.hand, extra) if extra is not None else self.hand
        if isinstance(seen, str) or not all(type(c) is Card for c in seen):
            seen = parse_cards(seen)  # cards written as text
        return self.judge.discard_table(hand, seen)

    def outs(self, seen: Sequence[Card] = ()) -> tuple[Out, ...]:
        """The outs of the 9-card hand (empty: not na boa)."""
        return self.judge.outs(self.hand, seen) if len(self.hand) == 9 else ()

    def legal_moves(self) -> list[Move]:
        """Every move the round accepts from this seat now (a Bater or Furar in it may be a
        false claim, which the rules punish)."""
        return legal_moves(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "seats": list(self.seats), "dealer": self.dealer,
            "turn": self.turn, "phase": self.phase,
            "vira": self.vira.code if self.vira else None,
            "curingas": sorted(c.code for c in self.curingas),
            "hand": [c.code for c in self.hand],
            "lixeira": [c.code for c in self.lixeira], "stock_size": self.stock_size,
            "hand_sizes": {str(k): v for k, v in self.hand_sizes.items()},
            "announced": sorted(self.announced), "burned": sorted(self.burned),
            "out": sorted(self.out),
            "points": ({str(k): v for k, v in self.points.items()}
                       if self.points is not None else None),
            "taken": self.taken.code if self.taken else None, "turns": self.turns,
        }


def said_bati_this_turn(history: Sequence[PublicEvent], seat: int) -> bool:
    """Whether ``seat`` has said a false "bati" in its current turn: a ``false_bati`` of the
    seat after its last draw. The cards shown are final (docs/rules.md): that turn ends with a
    discard, never another bati."""
    for i in range(len(history) - 1, -1, -1):
        what, who, _card = history[i]
        if who != seat:
            continue
        if what == "false_bati":
            return True
        if what in ("draw", "take"):
            return False
    return False


def legal_moves(view: PlayerView) -> list[Move]:
    """Every move the round accepts from ``view.seat`` now."""
    rules, seat = view.rules, view.seat
    if view.phase == OVER or seat in view.out:
        return []
    moves: list[Move] = []
    top = view.lixeira_top
    if view.my_turn and view.phase == DRAW:
        if view.stock_size:
            moves.append(Draw(seat, MONTE))
        if top is not None:
            moves.append(Draw(seat, LIXEIRA))
        if rules.correr is not None and not view.has_drawn:
            moves.append(Correr(seat))
    elif view.my_turn and view.phase == DISCARD:
        kinds = sorted(set(view.hand))
        barred = view.taken if rules.no_discard_of_taken else None
        moves += [Discard(seat, c) for c in kinds if c != barred]
        if not said_bati_this_turn(view.history, seat):
            if rules.bate_with_10:
                moves.append(Bater(seat, None))
            moves += [Bater(seat, c) for c in kinds if c != barred]
    if rules.na_boa_calls and seat not in view.burned and len(view.hand) == 9:
        if seat not in view.announced:
            if view.outs():
                moves.append(AnunciarNaBoa(seat))
        elif (view.phase == DRAW and not view.my_turn and top is not None
              and view.top_from != seat):
            if rules.bate_with_10:
                moves.append(Furar(seat, None))
            barred = top if rules.no_discard_of_taken else None
            moves += [Furar(seat, c) for c in sorted({*view.hand, top}) if c != barred]
    return moves
