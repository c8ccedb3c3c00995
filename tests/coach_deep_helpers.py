"""Positions for the deep evaluator's tests: rounds played by bots, stopped at a random move."""

from __future__ import annotations

import random

from cacheta_lab.coach.determinize import Deal
from cacheta_lab.coach.playout import Table, to_moves
from cacheta_lab.engine.cards import CARDS
from cacheta_lab.engine.rules import PRESETS
from cacheta_lab.game import Round
from cacheta_lab.game.play import make_bots, next_move
from cacheta_lab.game.round import new_deck
from cacheta_lab.game.views import PlayerView


def random_position(preset: str, seed: int, levels: str = "greedy") -> tuple[Round, PlayerView]:
    """A round of ``preset`` played by bots up to a random move, and one seat's view of it."""
    rng = random.Random(seed)
    rules = PRESETS[preset]
    players = rng.randint(max(2, rules.min_players), min(4, rules.max_players))
    while True:
        rnd = Round(preset, players, seed=rng.randrange(10**6))
        bots = make_bots(levels, players, seed)
        stop = rng.randrange(40)
        for _ in range(stop):
            if rnd.over:
                break
            rnd.play(next_move(rnd, bots))
        if not rnd.over:
            return rnd, rnd.view(rng.choice(rnd.active))


def round_of_deal(rnd: Round, deal: Deal, rng: random.Random) -> Round:
    """The round ``rnd`` with its hidden cards dealt as ``deal`` and its random stream ``rng``."""
    snap = rnd.snapshot()
    snap["hands"] = {str(s): [CARDS[k].code for k in h] for s, h in deal.hands.items()}
    snap["stock"] = [CARDS[k].code for k in deal.stock]
    version, internal, gauss = rng.getstate()
    snap["rng"] = [version, list(internal), gauss]
    return Round.from_snapshot(snap)


def replay(rnd: Round, table: Table, start_hands: dict[int, list[int]]) -> Round:
    """Play a recorded play-out's moves through ``rnd`` (every one must be legal)."""
    assert table.record is not None
    moves = to_moves(table.record, {s: list(h) for s, h in start_hands.items()}, table.policy,
                     set(rnd.announced))
    for move in moves:
        rnd.play(move)
    return rnd


def endgame(preset: str, hands: dict[int, str], vira: str | None, stock: str, seed: int = 0,
            top: str | None = None) -> Round:
    """A hand-built end of a round between two players, the monte refilled never (so the round
    ends drawn when it runs out): the hands given (seat 0 to move: drawing with 9 cards,
    discarding with 10), the monte ``stock`` (its top last), every other card in the lixeira
    (``top`` on top, thrown by seat 1)."""
    rules = PRESETS[preset].replace(refill_stock=False)
    snap = Round(rules, 2, seed=0).snapshot()
    deck = [c.code for c in new_deck(rules)]
    for card in [*(c for h in hands.values() for c in h.split()), *stock.split(), vira, top]:
        if card is not None:
            deck.remove(card)
    random.Random(seed).shuffle(deck)
    snap["hands"] = {str(s): h.split() for s, h in hands.items()}
    snap["stock"], snap["lixeira"] = stock.split(), [*deck, *([top] if top else [])]
    snap["vira"] = vira
    snap["turn"], snap["top_from"], snap["taken"] = 0, 1, None
    snap["phase"] = "discard" if len(hands[0].split()) == 10 else "draw"
    snap["has_drawn"] = [0, 1]
    return Round.from_snapshot(snap)
