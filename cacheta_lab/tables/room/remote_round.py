"""A room's round as one connection sees it, shaped like :class:`~cacheta_lab.game.round.Round`
where the game table's view code reads it.

The server sends each connection a ``state`` frame (``docs/room.md``): the public table, and
for a seat its own :class:`~cacheta_lab.game.views.PlayerView` and legal moves.
:class:`RemoteRound` holds that frame: the hands it may see (its own, or all while the host
reveals them), the size of the others (:class:`Unseen`), the piles, whose turn it is, the
result. The table's view (:func:`cacheta_lab.tables.game.build_view`) is built from it exactly
as from a local round; the game's rules stay on the server, which judges every move.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.cards import Card, parse_card
from ...engine.rules import Rules
from ...game.judge import Judge
from ...game.moves import Move, move_from_dict


class Unseen:
    """Cards this connection may not see: how many, and no card (iterating gives none)."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n

    def __iter__(self) -> Iterator[Card]:
        return iter(())

    def __repr__(self) -> str:
        return f"Unseen({self.n})"


@dataclass(frozen=True)
class RemoteResult:
    """How the round ended, as the server wrote it (``RoundResult.to_dict()``)."""

    winner: int | None
    how: str
    shown: tuple[Card, ...]
    points: dict[int, int] | None

    @property
    def drawn(self) -> bool:
        return self.winner is None


def _cards(codes: Any) -> list[Card]:
    return [parse_card(c) for c in codes or ()]


def _seats(values: Any) -> frozenset[int]:
    return frozenset(int(s) for s in values or ())


def _by_seat(mapping: Mapping[str, Any] | None) -> dict[int, Any] | None:
    return None if mapping is None else {int(k): v for k, v in mapping.items()}


class RemoteRound:
    """The round of a ``state`` frame (``rules`` from the ``welcome`` frame)."""

    def __init__(self, rules: Rules, state: Mapping[str, Any]) -> None:
        table, you = state["table"], state.get("you")
        self.rules = rules
        self.seats: tuple[int, ...] = tuple(table["seats"])
        self.dealer: int = table["dealer"] if "dealer" in table else self.seats[-1]
        self.turn: int = table["turn"]
        self.phase: str = table["phase"]
        self.vira = parse_card(table["vira"]) if table.get("vira") else None
        self.lixeira = _cards(table.get("lixeira"))
        self.stock = Unseen(int(table.get("stock_size", 0)))
        self.announced = _seats(table.get("announced"))
        self.burned = _seats(table.get("burned"))
        self.out = _seats(table.get("out"))
        self.points = _by_seat(table.get("points"))
        self.turns: int = table.get("turns", 0)
        self.moves: int = state.get("seq", 0)
        self.history = [(w, s, parse_card(c) if c else None)
                        for w, s, c in table.get("history") or ()]
        self.judge = Judge(rules, self.vira)
        sizes = _by_seat(table.get("hand_sizes")) or {}
        revealed = _by_seat(table.get("revealed"))
        self.hands: dict[int, list[Card] | Unseen] = {
            s: (_cards(revealed[s]) if revealed and s in revealed else Unseen(sizes.get(s, 0)))
            for s in self.seats}
        self.seat: int | None = you["seat"] if you else None
        self.has_drawn: frozenset[int] = frozenset()
        if you:
            self.hands[self.seat] = _cards(you["hand"])  # type: ignore[index]
            self.has_drawn = frozenset([self.seat]) if you.get("has_drawn") else frozenset()
        self._legal = [move_from_dict(m) for m in state.get("legal") or ()]
        result = table.get("result")
        self.result = (RemoteResult(result["winner"], result["how"], tuple(_cards(result["shown"])),
                                    _by_seat(result.get("points")))
                       if result else None)
        self.dropped: frozenset[int] = frozenset()  # not told to other seats
        self.over: bool = bool(table.get("over")) or self.phase == "over"
        self.revealed = revealed is not None

    def legal_moves(self, seat: int) -> list[Move]:
        """The moves the server says this connection's seat may make now (none for others)."""
        return list(self._legal) if seat == self.seat else []
