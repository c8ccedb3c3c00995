"""One round of Cacheta under any rule set: deal, vira, turns, and how the round ends.

Every move is checked before anything changes: a move the rules do not allow raises
:class:`~cacheta_lab.errors.CachetaError` (what is wrong and what is allowed) and leaves the
round exactly as it was. A false "bati" or a failed furar is not an error: it is a claim the
rules punish, and the round records it.

Decisions where the rule texts are silent (docs/rules.md; each also in the docstring of the code
that applies it):

- The deal goes one card at a time clockwise from the dealer's left; the player at the dealer's
  left plays first. The vira is the next card of the monte; a joker turned goes to the bottom
  and the next card is turned. In presets without a vira the turned card starts the lixeira.
- The vira stays apart all round: a refill shuffles only the lixeira (less its top).
- The stock is refilled at the start of a turn that finds it empty. With ``refill_stock``
  off, or a lixeira too small to refill, the round ends drawn: nobody wins, nobody loses.
- The card just taken from the lixeira (``no_discard_of_taken``): no card of that kind may
  be discarded in the same turn, even another copy held in the hand.
- A false bati with ``false_bati_penalty``: the declarer loses those points at once and must
  still discard; if that leaves them at 0 points they leave the round. The cards shown are
  final (text 000): no second bati in that turn, whatever the discard named. Without a penalty the
  declarer loses the round: they sit the rest of it out and lose like the others.
- Na boa is checked by the engine when announced (the hand must be na boa) and lasts the
  round. Furar a fila is allowed from a discard until the next player draws, to any player
  who announced (other than the one to move, who simply takes the card). A failed furar
  puts the card back on the lixeira and the player se queima.
- Correr (fold) is allowed on one's first turn, before drawing; it costs ``correr`` points.
- A round where everyone else folded or dropped out is won by the last player in it, as if
  they went out with 9: those who did not fold lose ``loss_on_bater``.
- Points never go below 0.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..checks import MAX_TURNS, check_limit, check_points, check_seat, check_seats, check_seed
from ..engine.cards import Card, format_cards, full_deck
from ..engine.rules import HAND_CARDS, Rules, get_rules
from ..errors import IllegalMoveError
from ..words.catalogue import Said
from ..words.echo import short_repr
from .judge import Judge
from .moves import (
    LIXEIRA,
    MONTE,
    SOURCES,
    AnunciarNaBoa,
    Bater,
    Correr,
    Discard,
    Draw,
    Furar,
    Move,
    checked_move,
)
from .views import (
    DISCARD,
    DRAW,
    OVER,
    PlayerView,
    PublicEvent,
    PublicLog,
    legal_moves,
    said_bati_this_turn,
)


def new_deck(rules: Rules) -> list[Card]:
    """Two French decks (104 cards), plus 4 jokers where the rules have them."""
    return full_deck(rules.jokers)


@dataclass(frozen=True)
class RoundResult:
    """How a round ended. ``how``: "bater", "furar", "default" (the others all left the
    round), "stock" (monte exhausted, drawn) or "limit" (turn limit, drawn)."""

    winner: int | None
    how: str
    with10: bool
    discard: Card | None
    shown: tuple[Card, ...]
    losses: dict[int, int]
    points: dict[int, int] | None
    turns: int

    @property
    def drawn(self) -> bool:
        return self.winner is None

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "how": self.how, "with10": self.with10,
                "discard": self.discard.code if self.discard else None,
                "shown": [c.code for c in self.shown],
                "losses": {str(k): v for k, v in self.losses.items()},
                "points": ({str(k): v for k, v in self.points.items()}
                           if self.points is not None else None),
                "turns": self.turns}


def _err(key: str, reason: str | None = None, seat: int | None = None,
         **fields: Any) -> IllegalMoveError:
    """A move the rules or the position do not allow, worded by the catalogue's ``key`` (with
    ``seat`` and ``fields``); ``reason`` and ``seat`` say what it is about (see
    :class:`IllegalMoveError`)."""
    return IllegalMoveError(Said(key, seat=seat, **fields), reason=reason, seat=seat)


class Round:
    """A round: build it with the rules, the players (a count or their seat numbers,
    clockwise), the dealer and a seed; then :meth:`play` moves until :attr:`over`.

    ``points``: each player's points at the start (defaults to ``rules.starting_points``).
    ``max_turns``: end the round drawn after that many turns (for simulations)."""

    def __init__(self, rules: str | Rules = "oficial", seats: int | Sequence[int] = 4,
                 dealer: int | None = None, seed: int | str = 0,
                 points: Mapping[int, int] | None = None, max_turns: int | None = None
                 ) -> None:
        self.rules = get_rules(rules)
        order = check_seats(self.rules, seats)
        self.seats = order
        self.dealer = order[-1] if dealer is None else check_seat(dealer, order)
        self.seed = check_seed(seed)
        self.max_turns = check_limit("max_turns", max_turns, MAX_TURNS)
        if points is None:
            start = self.rules.starting_points
            self.points = {s: start for s in order} if start is not None else None
        else:
            self.points = check_points(points, order)
        self._rng = random.Random(seed)
        self.events: list[dict[str, Any]] = []
        self.move_log: list[Move] = []
        self.start_points = dict(self.points) if self.points is not None else None
        self._public: list[PublicEvent] = []
        self.losses: dict[int, int] = dict.fromkeys(order, 0)
        self.announced: set[int] = set()
        self.burned: set[int] = set()
        self.folded: set[int] = set()
        self.dropped: set[int] = set()  # lost the round by a false bati, or out of points
        self.has_drawn: set[int] = set()
        self.taken: Card | None = None
        self.top_from: int | None = None
        self.turns = 0
        self.moves = 0
        self.result: RoundResult | None = None
        self._deal()

    # --- setting up ------------------------------------------------------------------------

    def _order_from(self, seat: int) -> list[int]:
        i = self.seats.index(seat)
        return [self.seats[(i + k) % len(self.seats)] for k in range(1, len(self.seats) + 1)]

    def _deal(self) -> None:
        deck = new_deck(self.rules)
        self._rng.shuffle(deck)
        self.stock = deck  # the top of the monte is the end of the list
        self.hands: dict[int, list[Card]] = {s: [] for s in self.seats}
        order = self._order_from(self.dealer)
        for _ in range(HAND_CARDS):
            for s in order:
                self.hands[s].append(self.stock.pop())
        self.lixeira: list[Card] = []
        self.vira: Card | None = None
        turned = None
        if self.rules.has_vira:
            # a joker turned goes to the bottom and the next card is turned (docs/rules.md)
            while self.stock[-1].is_joker:
                self.stock.insert(0, self.stock.pop())
            self.vira = self.stock.pop()
        else:
            turned = self.stock.pop()
            self.lixeira.append(turned)
        self.judge = Judge(self.rules, self.vira)
        self.turn = order[0]
        self.phase = DRAW
        self.events.append({
            "type": "deal", "dealer": self.dealer, "seats": list(self.seats),
            "hands": {str(s): [c.code for c in self.hands[s]] for s in self.seats},
            "vira": self.vira.code if self.vira else None,
            "turned": turned.code if turned else None, "stock": len(self.stock),
            "first": self.turn})

    # --- what can be seen ------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def __repr__(self) -> str:
        r = self.result
        now = (f"{r.how}, winner {r.winner}" if r is not None else
               f"seat {self.turn} to {self.phase}")
        return (f"<Round {self.rules.id} seats={list(self.seats)} seed={self.seed!r} "
                f"turns={self.turns}: {now}>")

    @property
    def out(self) -> frozenset[int]:
        """Players no longer in the round (folded or dropped)."""
        return frozenset(self.folded | self.dropped)

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s not in self.folded and s not in self.dropped)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see now."""
        self._check_seat(seat)
        return PlayerView(
            seat=seat, rules=self.rules, seats=self.seats, dealer=self.dealer, turn=self.turn,
            phase=self.phase, vira=self.vira, curingas=self.judge.wild,
            hand=tuple(self.hands[seat]), lixeira=tuple(self.lixeira), top_from=self.top_from,
            stock_size=len(self.stock),
            hand_sizes={s: len(h) for s, h in self.hands.items()},
            announced=frozenset(self.announced), burned=frozenset(self.burned),
            out=self.out, points=dict(self.points) if self.points is not None else None,
            taken=self.taken if seat == self.turn else None, has_drawn=seat in self.has_drawn,
            turns=self.turns, history=PublicLog(self._public, len(self._public)),
            judge=self.judge)

    def public_moves(self) -> list[tuple[int, Move, bool]]:
        """The moves of this round kept in :attr:`move_log` as every seat may tell them: each
        one's number in the round (1, 2, …), the move, and whether it was a false bati (a
        bati that did not end the round by going out: its card stays in the hand, so
        :func:`~cacheta_lab.game.moves.public_move` names none)."""
        first = self.moves - len(self.move_log) + 1
        last = len(self.move_log) - 1
        won = self.result is not None and self.result.how == "bater"
        return [(first + i, move, isinstance(move, Bater) and not (won and i == last))
                for i, move in enumerate(self.move_log)]

    def legal_moves(self, seat: int) -> list[Move]:
        """Every move :meth:`play` accepts from ``seat`` now (none for a seat not here)."""
        if not isinstance(seat, int) or seat not in self.hands:
            return []
        return legal_moves(self.view(seat))

    def card_count(self) -> int:
        """Every physical card: hands, monte, lixeira and the vira."""
        return (sum(len(h) for h in self.hands.values()) + len(self.stock) + len(self.lixeira)
                + (1 if self.vira else 0))

    def snapshot(self) -> dict[str, Any]:
        """The whole state (all hands and the monte's order), for tests and replays; plain
        JSON data. :meth:`from_snapshot` builds the same round back from it."""
        version, internal, gauss = self._rng.getstate()
        return {
            "rules": self.rules.to_dict(), "seats": list(self.seats), "dealer": self.dealer,
            "seed": self.seed, "max_turns": self.max_turns,
            "start_points": ({str(k): v for k, v in self.start_points.items()}
                             if self.start_points is not None else None),
            "hands": {str(s): [c.code for c in h] for s, h in self.hands.items()},
            "stock": [c.code for c in self.stock], "lixeira": [c.code for c in self.lixeira],
            "vira": self.vira.code if self.vira else None, "turn": self.turn,
            "phase": self.phase, "taken": self.taken.code if self.taken else None,
            "top_from": self.top_from, "announced": sorted(self.announced),
            "burned": sorted(self.burned), "folded": sorted(self.folded),
            "dropped": sorted(self.dropped), "has_drawn": sorted(self.has_drawn),
            "losses": {str(k): v for k, v in self.losses.items()},
            "points": ({str(k): v for k, v in self.points.items()}
                       if self.points is not None else None),
            "turns": self.turns, "moves": self.moves,
            "result": self.result.to_dict() if self.result else None,
            "history": [[what, seat, card.code if card else None]
                        for what, seat, card in self._public],
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_snapshot(cls, snapshot: Mapping[str, Any]) -> Round:
        """The round a :meth:`snapshot` describes, ready to play on: a position in one call
        (``Round.from_snapshot(rnd.snapshot()).snapshot() == rnd.snapshot()``). Every field is
        checked, and every card of the decks must be in exactly one place; its event log
        starts empty."""
        from .position import round_from_snapshot

        return round_from_snapshot(cls, snapshot)

    # --- playing ---------------------------------------------------------------------------

    def play(self, move: Move) -> list[dict[str, Any]]:
        """Check and apply ``move``; return the events it produced."""
        move = checked_move(move)
        if self.phase == OVER:
            raise _err("round.over", "round_over", move.seat)
        self._check_seat(move.seat)
        if move.seat in self.folded or move.seat in self.dropped:
            raise _err("round.out", "out", move.seat)
        first = len(self.events)
        handler = _HANDLERS.get(type(move))
        if handler is None:
            raise _err("round.unknown_move", move=short_repr(move))
        handler(self, move)
        self.moves += 1
        self.move_log.append(move)
        return self.events[first:]

    def _check_seat(self, seat: int) -> None:
        check_seat(seat, self.seats)

    def _check_turn(self, seat: int, phase: str, doing: str) -> None:
        """Refuse a move out of turn or phase; ``doing``: what the seat tried ("draw",
        "discard", "bater", "correr")."""
        if seat != self.turn:
            raise IllegalMoveError(Said("turn.not_yours", seat=seat, turn=self.turn,
                                        doing=Said(f"turn.doing.{doing}")),
                                   reason="not_your_turn", seat=seat, turn=self.turn)
        if self.phase != phase:
            if phase == DRAW:
                raise _err("round.drawn_already", "drawn_already", seat)
            raise _err("round.draw_first", "draw_first", seat)

    def _check_in_hand(self, seat: int, card: Card, hand: Iterable[Card]) -> None:
        if card not in hand:
            raise _err("round.not_held", seat=seat, card=card.code,
                       hand=format_cards(self.hands[seat]))

    def _check_not_taken(self, card: Card | None, taken: Card | None) -> None:
        if (card is not None and taken is not None and self.rules.no_discard_of_taken
                and card == taken):
            raise _err("round.taken", card=card.code)

    def _check_with10(self, discard: Card | None) -> None:
        if discard is None and not self.rules.bate_with_10:
            raise _err("round.no_bater10")

    def _draw(self, move: Draw) -> None:
        seat = move.seat
        self._check_turn(seat, DRAW, "draw")
        if move.source not in SOURCES:
            raise _err("round.bad_source", source=short_repr(move.source))
        if move.source == LIXEIRA and not self.lixeira:
            raise _err("round.lixeira_empty", "lixeira_empty", seat)
        pile = self.stock if move.source == MONTE else self.lixeira
        card = pile.pop()
        self.hands[seat].append(card)
        self.taken = card if move.source == LIXEIRA else None
        self.phase = DISCARD
        self.turns += 1
        self.has_drawn.add(seat)
        self.events.append({"type": "draw", "seat": seat, "source": move.source,
                            "card": card.code})
        self._public.append(("take" if move.source == LIXEIRA else "draw", seat,
                             card if move.source == LIXEIRA else None))

    def _discard(self, move: Discard) -> None:
        seat = move.seat
        self._check_turn(seat, DISCARD, "discard")
        self._check_in_hand(seat, move.card, self.hands[seat])
        self._check_not_taken(move.card, self.taken)
        self.hands[seat].remove(move.card)
        self.lixeira.append(move.card)
        self.top_from = seat
        self.events.append({"type": "discard", "seat": seat, "card": move.card.code})
        self._public.append(("discard", seat, move.card))
        self._next_turn()

    def _bater(self, move: Bater) -> None:
        seat = move.seat
        self._check_turn(seat, DISCARD, "bater")
        if said_bati_this_turn(self._public, seat):
            raise _err("round.bati_again", "bati_again", seat)
        self._check_with10(move.discard)
        hand = self.hands[seat]
        if move.discard is not None:
            self._check_in_hand(seat, move.discard, hand)
        self._check_not_taken(move.discard, self.taken)
        if self._goes_out(hand, move.discard):
            self._win(seat, "bater", move.discard, hand)
        else:
            self._false_bati(seat, move.discard)

    def _goes_out(self, hand10: list[Card], discard: Card | None) -> bool:
        with10, kinds = self.judge.bater(hand10)
        return with10 if discard is None else discard.kind in kinds

    def _false_bati(self, seat: int, discard: Card | None) -> None:
        """A "bati" whose cards do not form the melds: the penalty, or the round lost."""
        penalty = self.rules.false_bati_penalty
        self.events.append({"type": "false_bati", "seat": seat,
                            "discard": discard.code if discard else None,
                            "hand": [c.code for c in self.hands[seat]], "penalty": penalty})
        self._public.append(("false_bati", seat, None))  # the named card stays in the hand
        if penalty is None:
            self._drop(seat, "false_bati")
            self._next_turn()
            return
        self.losses[seat] += penalty
        if self.points is not None:
            self.points[seat] = max(0, self.points[seat] - penalty)
            if self.points[seat] == 0:
                self._drop(seat, "points")
                self._next_turn()
        # otherwise the round goes on: the declarer still has to discard

    def _drop(self, seat: int, reason: str) -> None:
        self.dropped.add(seat)
        self.events.append({"type": "out", "seat": seat, "reason": reason})
        self._public.append(("out", seat, None))

    def _announce(self, move: AnunciarNaBoa) -> None:
        seat = move.seat
        self._check_calls("na_boa")
        if seat in self.burned:
            raise _err("round.burned_announce", "burned", seat)
        if seat in self.announced:
            raise _err("round.announced_already", "announced_already", seat)
        if len(self.hands[seat]) != HAND_CARDS:
            raise _err("round.announce_with_9", "announce_with_9", seat)
        if not self.judge.outs(self.hands[seat]):
            raise _err("round.not_na_boa", "not_na_boa", seat)
        self.announced.add(seat)
        self.events.append({"type": "na_boa", "seat": seat})
        self._public.append(("na_boa", seat, None))

    def _check_calls(self, call: str) -> None:
        """Refuse a call ("na_boa", "furar") these rules do not have."""
        if not self.rules.na_boa_calls:
            raise IllegalMoveError(Said(f"calls.{call}", rules=self.rules.id))

    def _furar(self, move: Furar) -> None:
        seat = move.seat
        self._check_calls("furar")
        if seat in self.burned:
            raise _err("round.burned_furar", seat=seat)
        if seat not in self.announced:
            raise _err("round.not_announced", seat=seat)
        if self.phase != DRAW or not self.lixeira:
            raise _err("round.furar_when")
        if seat == self.turn:
            raise _err("round.furar_own_turn")
        if self.top_from == seat:
            raise _err("round.furar_own_discard")
        top = self.lixeira[-1]
        self._check_with10(move.discard)
        hand = [*self.hands[seat], top]
        if move.discard is not None:
            self._check_in_hand(seat, move.discard, hand)
        self._check_not_taken(move.discard, top)
        if self._goes_out(hand, move.discard):
            self.lixeira.pop()
            self.hands[seat].append(top)
            self.events.append({"type": "furar", "seat": seat, "card": top.code, "ok": True})
            self._public.append(("take", seat, top))
            self._win(seat, "furar", move.discard, self.hands[seat])
            return
        self.burned.add(seat)
        self.announced.discard(seat)
        self.events.append({"type": "furar", "seat": seat, "card": top.code, "ok": False,
                            "hand": [c.code for c in self.hands[seat]]})
        self._public.append(("queimou", seat, top))

    def _correr(self, move: Correr) -> None:
        seat = move.seat
        if self.rules.correr is None:
            raise _err("round.no_correr", rules=self.rules.id)
        self._check_turn(seat, DRAW, "correr")
        if seat in self.has_drawn:
            raise _err("round.correr_when")
        cost = self.rules.correr
        self.folded.add(seat)
        self.losses[seat] += cost
        if self.points is not None:
            self.points[seat] = max(0, self.points[seat] - cost)
        self.events.append({"type": "correr", "seat": seat, "cost": cost})
        self._public.append(("correr", seat, None))
        self._next_turn()

    # --- turns and the end -----------------------------------------------------------------

    def _next_turn(self) -> None:
        """Pass the turn clockwise to the next player still in the round; refill the monte
        or end the round when needed."""
        self.taken = None
        active = self.active
        if len(active) <= 1:
            if active:
                self._win(active[0], "default", None, self.hands[active[0]])
            else:
                self._finish(None, "default", False, None, ())
            return
        for s in self._order_from(self.turn):
            if s in active:
                self.turn = s
                break
        self.phase = DRAW
        if self.max_turns is not None and self.turns >= self.max_turns:
            self._finish(None, "limit", False, None, ())
            return
        if not self.stock:
            if self.rules.refill_stock and len(self.lixeira) >= 2:
                top = self.lixeira.pop()
                self.stock, self.lixeira = self.lixeira, [top]
                self._rng.shuffle(self.stock)
                self.events.append({"type": "refill", "cards": len(self.stock)})
                self._public.append(("refill", -1, None))
            else:
                self._finish(None, "stock", False, None, ())

    def _win(self, seat: int, how: str, discard: Card | None, hand: list[Card]) -> None:
        with10 = how != "default" and discard is None
        shown = list(hand)
        if discard is not None:
            shown.remove(discard)
            hand.remove(discard)
            self.lixeira.append(discard)
        loss = self.rules.loss_on_bater_10 if with10 else self.rules.loss_on_bater
        for s in self.seats:
            if s != seat and s not in self.folded:
                self.losses[s] += loss
                if self.points is not None:
                    self.points[s] = max(0, self.points[s] - loss)
        self._finish(seat, how, with10, discard, tuple(shown))

    def _finish(self, winner: int | None, how: str, with10: bool, discard: Card | None,
                shown: tuple[Card, ...]) -> None:
        self.phase = OVER
        self.taken = None
        self.result = RoundResult(winner, how, with10, discard, shown, dict(self.losses),
                                  dict(self.points) if self.points is not None else None,
                                  self.turns)
        self.events.append({"type": "round_end", **self.result.to_dict()})


_HANDLERS = {
    Draw: Round._draw, Discard: Round._discard, Bater: Round._bater,
    AnunciarNaBoa: Round._announce, Furar: Round._furar, Correr: Round._correr,
}
