"""The danger model reads only what the seat sees, and rates what it hands on sensibly."""

from __future__ import annotations

import pytest

from cacheta_lab.game import Round, make_bots, next_move
from cacheta_lab.game.danger import NAMES, Seen, dangers, model, threats
from cacheta_lab.game.measure import holdings
from cacheta_lab.game.moves import Discard
from cacheta_lab.game.views import DISCARD, PlayerView


def discard_views(preset: str, seed: int, limit: int = 40):
    """(round, view) at the discards strong bots make in a seeded 4-seat round."""
    rnd = Round(preset, 4, seed=f"danger-test/{seed}", max_turns=200)
    bots = make_bots("strong", 4, seed=seed)
    found = 0
    while not rnd.over and found < limit:
        move = next_move(rnd, bots)
        if rnd.phase == DISCARD and isinstance(move, Discard) and move.seat == rnd.turn:
            found += 1
            yield rnd, rnd.view(move.seat)
        rnd.play(move)


@pytest.mark.parametrize("preset", ["oficial", "megajogos", "pife"])
def test_other_hidden_cards_give_the_same_danger(preset):
    checked = 0
    for rnd, view in discard_views(preset, 1, limit=12):
        before = dangers(view, view.hand)
        held = holdings(view)
        for seat in threats(view):
            # swap every hidden card of the threat (not one it took from the lixeira) with the
            # monte's cards: the seat's view stays the same
            shown = set(held.get(seat, {}))
            hand = rnd.hands[seat]
            for i, card in enumerate(hand):
                if card not in shown and i < len(rnd.stock):
                    hand[i], rnd.stock[i] = rnd.stock[i], card
        again = rnd.view(view.seat)
        assert again.hand == view.hand and again.lixeira == view.lixeira
        assert dangers(again, again.hand) == before
        checked += 1
    assert checked == 12


def test_a_wild_is_never_rated_safer_than_a_natural_card_nobody_took_near():
    # the fit holds it: a curinga or joker is rated at least as dangerous as any natural card
    # of the same hand that no threatening player took a card of the same rank or suit near
    seen_wild = 0
    for seed in range(6):
        for _rnd, view in discard_views("oficial", seed):
            table = Seen(view)
            wilds = [c for c in view.hand if table.is_wild(c)]
            if not wilds or not table.threats:
                continue
            rated = dangers(view, view.hand)
            took = NAMES.index("took_rank"), NAMES.index("took_run")
            plain = [c for c in view.hand if not table.is_wild(c) and not any(
                table.vector(c, s)[i] for s in table.threats for i in took)]
            seen_wild += 1
            for wild in wilds:
                assert all(rated[wild] >= rated[c] for c in plain), (view.hand, rated)
    assert seen_wild >= 3


def test_dangers_are_chances_and_the_model_matches_its_features():
    data = model()
    assert tuple(data["names"]) == NAMES
    assert all(len(w) == len(NAMES) for w in data["weights"].values())
    for _rnd, view in discard_views("megajogos", 2, limit=20):
        assert all(0.0 <= d <= 1.0 for d in dangers(view, view.hand).values())


def test_without_a_threat_no_card_is_dangerous():
    view: PlayerView | None = None
    for _rnd, v in discard_views("pife", 3, limit=1):
        view = v
    assert view is not None
    crowded = {**view.hand_sizes, view.next_player(): 10}  # nobody holds 9 cards but the seat
    from dataclasses import replace
    lone = replace(view, hand_sizes=crowded)
    assert threats(lone) == ()
    assert set(dangers(lone, lone.hand).values()) == {0.0}
