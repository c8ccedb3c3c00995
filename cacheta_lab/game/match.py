"""A match: rounds one after another until the rules' match ends.

- Points (``starting_points``): everyone starts with those points; a player at 0 is eliminated
  after the round and sits out the rest; the last player with points wins.
- Round wins (``rounds_to_win``): the first to win that many rounds wins the match.
- Neither: one round decides the match.

Decisions where the rule texts are silent (docs/rules.md): the first dealer is the last seat,
so seat 0 plays first; after each round (drawn ones too) the deal passes clockwise to the next
player still in the match, and the player at the dealer's left starts. Each round's shuffle is
seeded from the match seed and the round's number. ``max_rounds`` (for simulations) stops a
match that lasts too long: the player with the most points (or round wins) wins, or nobody on
a tie.
"""

from __future__ import annotations

from typing import Any

from ..checks import MAX_ROUNDS, MAX_TURNS, check_limit, check_seat, check_seed, derive_seed, whole
from ..engine.rules import Rules, get_rules
from ..errors import CachetaError
from ..words.catalogue import Said
from .moves import Move, checked_move
from .round import Round, RoundResult
from .views import PlayerView


def round_seed(seed: int | str, index: int) -> str:
    """The seed of round ``index`` of the match seeded ``seed``."""
    return derive_seed(seed, f"/{index}")


class Match:
    """A whole match between ``players`` seats (0 … players-1)."""

    def __init__(self, rules: str | Rules = "oficial", players: int = 4, seed: int | str = 0,
                 first_dealer: int | None = None, max_turns: int | None = None,
                 max_rounds: int | None = None) -> None:
        self.rules = get_rules(rules)
        self.players = self.rules.check_players(players)
        self.seed = check_seed(seed)
        self.max_turns = check_limit("max_turns", max_turns, MAX_TURNS)
        self.max_rounds = check_limit("max_rounds", max_rounds, MAX_ROUNDS)
        self.first_dealer = (players - 1 if first_dealer is None
                             else check_seat(first_dealer, tuple(range(players))))
        start = self.rules.starting_points
        self.points: dict[int, int] | None = (
            dict.fromkeys(range(players), start) if start is not None else None)
        self.wins: dict[int, int] = dict.fromkeys(range(players), 0)
        self.eliminated: list[int] = []
        self.results: list[RoundResult] = []
        self.events: list[dict[str, Any]] = []
        self.move_log: list[Move] = []
        self.winner: int | None = None
        self.over = False
        self.cut_off = False  # ended by ``max_rounds``: the leader wins, nobody on a tie
        self.dealer = self.first_dealer
        self._start_round()

    def __repr__(self) -> str:
        now = f"over, winner {self.winner}" if self.over else f"round {len(self.results) + 1}"
        points = f" points={self.points}" if self.points is not None else ""
        return f"<Match {self.rules.id} players={self.players} seed={self.seed!r}: {now}{points}>"

    @property
    def in_play(self) -> tuple[int, ...]:
        """Players not eliminated, by seat."""
        return tuple(s for s in range(self.players) if s not in self.eliminated)

    def _start_round(self) -> None:
        index = len(self.results)
        self.round = Round(self.rules, self.in_play, self.dealer, round_seed(self.seed, index),
                           self.points, self.max_turns)
        self.events.append({"type": "round_start", "round": index, "dealer": self.dealer})
        self.events.extend(self.round.events)

    # --- playing ---------------------------------------------------------------------------

    def play(self, move: Move) -> list[dict[str, Any]]:
        """Check and apply ``move`` in the current round; when it ends, score it and deal the
        next one. Returns the events produced."""
        move = checked_move(move)
        if self.over:
            raise CachetaError(Said("match.over"))
        if move.seat in self.eliminated:
            raise CachetaError(Said("match.eliminated_move", seat=move.seat))
        first = len(self.events)
        self.events.extend(self.round.play(move))
        self.move_log.append(move)
        if self.round.over:
            self._score(self.round.result)
        return self.events[first:]

    def _score(self, result: RoundResult | None) -> None:
        assert result is not None
        self.results.append(result)
        if result.winner is not None:
            self.wins[result.winner] += 1
        if self.points is not None and result.points is not None:
            self.points.update(result.points)
            for s in self.in_play:
                if self.points[s] <= 0:
                    self.eliminated.append(s)
                    self.events.append({"type": "eliminated", "seat": s})
        winner = self._match_winner()
        if winner is not None or self.over:
            self._end(winner)
            return
        self.dealer = self._next_dealer()
        self._start_round()

    def _match_winner(self) -> int | None:
        rules = self.rules
        if rules.rounds_to_win is not None:
            for s, n in self.wins.items():
                if n >= rules.rounds_to_win:
                    return s
        if self.points is not None:
            alive = self.in_play
            if len(alive) <= 1:
                self.over = True
                return alive[0] if alive else None
        if rules.rounds_to_win is None and self.points is None:
            self.over = True  # one round decides
            return self.results[-1].winner
        if self.max_rounds is not None and len(self.results) >= self.max_rounds:
            self.over = self.cut_off = True
            return self._leader()
        return None

    @property
    def score(self) -> dict[int, int]:
        """What a match cut off by ``max_rounds`` is decided on: each player's points, or
        round wins where the rules keep no points."""
        return self.points if self.points is not None else self.wins

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players still in with the best :attr:`score` (more than one: a tie)."""
        score, alive = self.score, self.in_play
        best = max(score[s] for s in alive)
        return tuple(s for s in alive if score[s] == best)

    def _leader(self) -> int | None:
        top = self.leaders
        return top[0] if len(top) == 1 else None

    def _next_dealer(self) -> int:
        alive = self.in_play
        for step in range(1, self.players + 1):
            s = (self.dealer + step) % self.players
            if s in alive:
                return s
        return self.dealer

    def _end(self, winner: int | None) -> None:
        self.over = True
        self.winner = winner
        self.events.append({"type": "match_end", "winner": winner, "rounds": len(self.results),
                            "points": ({str(k): v for k, v in self.points.items()}
                                       if self.points is not None else None),
                            "wins": {str(k): v for k, v in self.wins.items()}})

    # --- seeing ----------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see in the current round."""
        if check_seat(seat) in self.eliminated:
            raise CachetaError(Said("match.eliminated", seat=seat))
        return self.round.view(seat)

    def legal_moves(self, seat: int) -> list[Move]:
        if self.over or not whole(seat) or seat in self.eliminated:
            return []
        return self.round.legal_moves(seat)

    def standings(self) -> dict[str, Any]:
        return {"rounds": len(self.results), "winner": self.winner, "over": self.over,
                "points": dict(self.points) if self.points is not None else None,
                "wins": dict(self.wins), "eliminated": list(self.eliminated)}

