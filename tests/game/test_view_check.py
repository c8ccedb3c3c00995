"""The one check of a player's view (what the coach and a room's client trust): every view of
every real round passes it; a view that no round could show is refused with one clean line,
by ``check_view`` itself and by everything that takes a view (the fast and deep evaluators,
the grade of a move, ``view_from_state`` for a view from the network)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from cacheta_lab.coach import evaluate, grade
from cacheta_lab.coach.deep import deep_evaluate
from cacheta_lab.engine.cards import Card
from cacheta_lab.engine.rules import PRESETS
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import Match, Round
from cacheta_lab.game.moves import AnunciarNaBoa, Bater, Draw, Furar
from cacheta_lab.game.play import make_bots, next_move
from cacheta_lab.game.view_check import check_view
from cacheta_lab.game.views import PlayerView
from cacheta_lab.room.protocol import view_from_state


def _every_view(game: Round | Match) -> list[PlayerView]:
    rnd = game.round if isinstance(game, Match) else game
    return [rnd.view(s) for s in rnd.seats]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_view_of_real_rounds_passes(preset: str) -> None:
    """Each seat's view after every move of seeded rounds (and a match, whose rounds leave
    players out) of every preset, the end of the round included."""
    rules = PRESETS[preset]
    checked = 0
    for seed in range(3):
        players = rules.min_players + seed % (min(rules.max_players, 5) - rules.min_players + 1)
        levels = ("random", "greedy", "strong")[seed % 3]
        game: Round | Match = (Match(preset, players, seed, max_turns=120, max_rounds=3)
                               if seed == 2 else Round(preset, players, seed=seed,
                                                       max_turns=200))
        bots = make_bots(levels, players, seed)
        while True:
            for view in _every_view(game):
                assert check_view(view) is view
                checked += 1
            if game.over:
                break
            rnd = game.round if isinstance(game, Match) else game
            game.play(next_move(rnd, bots))
    assert checked > 100


def test_every_view_after_false_claims_passes() -> None:
    """Rounds where seats now and then claim what they cannot (a false bati, a furar a fila
    that fails, na boa announced): every view, the dropped and burned seats' included."""
    events: Counter[str] = Counter()
    for preset, rules in PRESETS.items():
        for seed in range(6):
            rng = random.Random(seed)
            players = rules.min_players + seed % (min(4, rules.max_players) - rules.min_players
                                                  + 1)
            rnd = Round(preset, players, seed=seed, max_turns=300)
            bots = make_bots("greedy", players, seed)
            while True:
                for s in rnd.seats:
                    check_view(rnd.view(s))
                if rnd.over:
                    break
                claims = [m for s in rnd.active for m in rnd.legal_moves(s)
                          if isinstance(m, Bater | Furar | AnunciarNaBoa)]
                rnd.play(rng.choice(claims) if claims and rng.random() < 0.15
                         else next_move(rnd, bots))
            events.update(what for what, _, _ in rnd.view(rnd.seats[0]).history)
    assert events["false_bati"] and events["out"] and events["queimou"] and events["na_boa"]


def _view(preset: str = "oficial", seed: int = 4, moves: int = 9) -> PlayerView:
    rnd = Round(preset, 3, seed=seed)
    bots = make_bots("greedy", 3, seed)
    for _ in range(moves):
        rnd.play(next_move(rnd, bots))
    other = next(s for s in rnd.seats if s != rnd.turn)
    return rnd.view(other)


def _impossible(view: PlayerView) -> dict[str, PlayerView]:
    """The hand-built views no round can show (each one field changed)."""
    others = [s for s in view.seats if s != view.seat]
    sizes = dict(view.hand_sizes)
    del sizes[others[0]]
    deck = tuple(Card(k % 52) for k in range(104))
    return {
        "a seat missing from hand_sizes": dataclasses.replace(view, hand_sizes=sizes),
        "a turn not at the table": dataclasses.replace(view, turn=9),
        "an empty hand": dataclasses.replace(
            view, hand=(), hand_sizes={**view.hand_sizes, view.seat: 0}),
        "a 104-card lixeira": dataclasses.replace(view, lixeira=deck),
        "a 30-card hand": dataclasses.replace(
            view, hand=deck[:30], hand_sizes={**view.hand_sizes, view.seat: 30}),
        "an opponent holding 60": dataclasses.replace(
            view, hand_sizes={**view.hand_sizes, others[0]: 60}),
        "a third copy": dataclasses.replace(
            view, lixeira=(*view.lixeira, view.hand[0], view.hand[0], view.hand[0])),
        "jokers in a preset without them": dataclasses.replace(
            _view("pife"), lixeira=(Card.parse("JK"),)),
        "cards missing from the count": dataclasses.replace(
            view, stock_size=view.stock_size - 5),
        "a seat twice": dataclasses.replace(view, seats=(*view.seats, view.seats[0])),
        "a phase that is not one": dataclasses.replace(view, phase="later"),
        "a card taken by a seat not to move": dataclasses.replace(view, taken=view.hand[0]),
        "curingas of another vira": dataclasses.replace(view, curingas=frozenset()),
        "another preset's judge": dataclasses.replace(view, judge=_view("cachetao").judge),
        "an announcement by a seat not at the table": dataclasses.replace(
            view, announced=frozenset({7})),
        "a history naming a seat not at the table": dataclasses.replace(
            view, history=(("draw", 8, None),)),
        "a hand of text": dataclasses.replace(view, hand=("5h",) * 9),
        "hand sizes as text": dataclasses.replace(
            view, hand_sizes={str(s): n for s, n in view.hand_sizes.items()}),
    }


CASES = list(_impossible(_view()))


@pytest.mark.parametrize("case", CASES)
def test_an_impossible_view_is_refused_in_one_line(case: str) -> None:
    bad = _impossible(_view())[case]
    for call in (check_view, evaluate, lambda v: deep_evaluate(v, playouts=5),
                 lambda v: grade(v, Draw(v.turn))):
        with pytest.raises(CachetaError) as caught:
            call(bad)
        for lang in ("pt", "en"):
            message = caught.value.message(lang)
            assert message and "\n" not in message and len(message) < 300, message


def _frames(view: PlayerView) -> tuple[dict, dict]:
    """A seat's ``welcome`` and ``state`` frames as a room's server writes them."""
    welcome = {"type": "welcome", "role": "seat", "seat": view.seat, "rules":
               view.rules.to_dict()}
    table = {"history": [[w, s, c.code if c else None] for w, s, c in view.history],
             "top_from": view.top_from}
    return welcome, {"type": "state", "table": table, "you": view.to_dict()}


def test_view_from_state_rebuilds_the_view_and_refuses_broken_frames() -> None:
    view = _view()
    welcome, state = _frames(view)
    rebuilt = view_from_state(welcome, state)
    assert rebuilt is not None and rebuilt.to_dict() == view.to_dict()
    assert list(rebuilt.history) == list(view.history)
    for case, bad in _impossible(view).items():
        if case in ("another preset's judge", "a hand of text", "hand sizes as text",
                    "a history naming a seat not at the table"):
            continue  # not something a frame can say, or said by the table's history
        with pytest.raises(CachetaError):
            view_from_state(welcome, {**state, "you": bad.to_dict()})
    you = view.to_dict()
    broken = [
        {**state, "you": {**you, "hand_sizes": {**you["hand_sizes"], "x": 9}}},
        {**state, "you": {k: v for k, v in you.items() if k != "hand"}},
        {**state, "you": {**you, "seat": "0"}},
        {**state, "you": {**you, "vira": 5}},
        {**state, "you": {**you, "hand": ["Zz"] * 9}},
        {**state, "you": {**you, "points": [1, 2]}},
        {**state, "you": ["not", "an", "object"]},
        {k: v for k, v in state.items() if k != "table"},
        {**state, "table": {"history": "draw", "top_from": None}},
        {**state, "table": {"history": [["draw", 0]], "top_from": None}},
        {**state, "table": {"history": [], "top_from": "x"}},
    ]
    for frame in broken:
        with pytest.raises(CachetaError):
            view_from_state(welcome, frame)
    for bad_welcome in ({**welcome, "rules": {"jokers": "yes"}}, {**welcome, "rules": None},
                        {"type": "welcome"}):
        with pytest.raises(CachetaError):
            view_from_state(bad_welcome, state)

