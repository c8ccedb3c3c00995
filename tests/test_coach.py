"""The coach on hand-made positions: each grade, each kind of decision, and what it may see."""

from __future__ import annotations

from collections import Counter

import pytest

from cacheta_lab.cards import parse_card, parse_cards
from cacheta_lab.coach import grade, review
from cacheta_lab.coach.grade import grade_of, missed_announce, missed_furar
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import (
    LIXEIRA,
    MONTE,
    AnunciarNaBoa,
    Bater,
    Correr,
    Discard,
    Draw,
    Furar,
    GameLog,
    Round,
    play_round,
)
from cacheta_lab.game.measure import measure9, ties_of
from cacheta_lab.game.round import new_deck
from cacheta_lab.rules import get_rules

C = parse_card
# vira Kh: the curingas are Ah and the jokers. 2h 3h 4h / 7s 7d 7c plus two pairs of partials
TWO_PARTIALS = "2h 3h 4h 7s 7d 7c 9d 10d 5c 5s"
NA_BOA = "2h 3h 4h 7s 7d 7c 9d 10d Kc"  # na boa on 8d, Jd and the wilds
BATE_9_OR_10 = "2h 3h 4h 5h 7s 7d 7c 9d 10d Jd"  # 4+3+3 with 10, or discard 5h
OTHER1 = "2s 8h Js Qc 3d 6d 9s Kd 4c"
OTHER2 = "2c 8s Jh Qd 3c 6h 9c Ks 4s"
OTHER3 = "2d 5d 8c Jc Qh 3s 6c 9h 4d"
FAR = "2s 5c 8h Js Qc 3d 6d 9s Kd"  # nothing connects: missing 6


def position(preset: str, hands: list[str], vira: str = "Kh", lixeira: str = "",
             turn: int = 0, phase: str = "draw", top_from: int | None = None,
             announced: tuple[int, ...] = (), has_drawn: tuple[int, ...] = (),
             shuffle: int = 0) -> Round:
    """A round at a chosen position (built through Round.from_snapshot); the rest of the deck
    is the monte, in an order set by ``shuffle``."""
    rules = get_rules(preset)
    snap = Round(rules, len(hands), seed=0).snapshot()
    chosen = [parse_cards(h) for h in hands]
    pile = parse_cards(lixeira)
    vira_card = C(vira) if rules.has_vira else None
    used = Counter([c for h in chosen for c in h] + pile + ([vira_card] if vira_card else []))
    stock = sorted((Counter(new_deck(rules)) - used).elements())
    if shuffle:
        import random

        random.Random(shuffle).shuffle(stock)
    snap.update(hands={str(s): [c.code for c in h] for s, h in enumerate(chosen)},
                stock=[c.code for c in stock], lixeira=[c.code for c in pile],
                vira=vira_card.code if vira_card else None, turn=turn, phase=phase,
                top_from=top_from, announced=list(announced), has_drawn=list(has_drawn),
                taken=None)
    return Round.from_snapshot(snap)


def discard_view(lixeira: str = "", hand: str = TWO_PARTIALS):
    rnd = position("oficial", [hand, OTHER1, OTHER2], lixeira=lixeira, phase="discard",
                   top_from=2 if lixeira else None, has_drawn=(0,))
    return rnd.view(0)


# --- the grades, from the loss ------------------------------------------------------------

def test_thresholds() -> None:
    assert [grade_of(x) for x in (0, 0.5, 1, 2, 3, 5, 6, 12, 12.1, 80)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder", "blunder"]


@pytest.mark.parametrize(("lixeira", "card", "expected"), [
    ("", "9d", "best"),          # keeps the pair of 5s: the most live outs
    ("5h", "5c", "good"),        # the run 9d 10d: one live out fewer than the pair
    ("", "5c", "inaccuracy"),    # two live outs fewer
    ("8d 8d Jd", "5c", "mistake"),  # the run's outs are mostly seen: five fewer
    ("", "7s", "blunder"),       # breaks a trinca: no longer na boa
])
def test_discard_grades(lixeira: str, card: str, expected: str) -> None:
    g = grade(discard_view(lixeira), Discard(0, C(card)))
    assert g.kind == "discard" and g.grade == expected
    assert g.best in ("discard 9d", "discard 10d")
    assert g.metric["played"]["live_outs"] <= g.metric["best"]["live_outs"]


def test_the_sentence_names_the_best_choice_in_both_languages() -> None:
    g = grade(discard_view("8d 8d Jd"), Discard(0, C("5c")))
    assert "9♦" in g.why_pt and "na boa com 12 cópias vivas" in g.why_pt
    assert "5♣" in g.why_pt and "7 cópias vivas" in g.why_pt
    assert g.why_en.startswith("Discarding 9♦ left you na boa with 12 live copies")
    assert g.to_dict("en")["why"] == g.why_en


def test_the_engines_top_discard_is_best() -> None:
    view = discard_view()
    top = view.discard_table(())[0].card
    assert grade(view, Discard(0, top)).grade == "best"


FAR_PAIRS = "7s 7d 9c 10c 2h 2d Jh Qs 5d 3c"  # pairs and partials, no meld: missing 3 at best


def test_far_from_bater_breaking_a_pair_loses_on_closer() -> None:
    """Discarding 7s (of the 7s 7d pair) misses as many draws as the loose 3c but leaves fewer
    cards that bring the hand a draw closer: graded below good, with both figures."""
    view = discard_view(hand=FAR_PAIRS)
    best = grade(view, Discard(0, C("3c")))
    assert best.grade == "best" and best.best == "discard 3c"
    broken = grade(view, Discard(0, C("7s")))
    played, top = broken.metric["played"], broken.metric["best"]
    assert played["missing"] == top["missing"] == 3
    assert played["p_closer"] < top["p_closer"]
    assert broken.loss > 2 and broken.grade in ("inaccuracy", "mistake")
    assert "closer" in broken.why("en") and "aproximam" in broken.why("pt")
    # the figure is the engine's: live improvers of the 9 cards left over the unseen cards
    table = view.judge.situation.with_seen([C("7s")])
    rest = parse_cards(FAR_PAIRS)
    rest.remove(C("7s"))
    assert played["closer_live"] == sum(o.live for o in table.improvers(rest))


def test_ties_count_the_live_cards_that_would_join() -> None:
    """A loose card has no ties; a pair's tie counts the copies of its rank still to come, so
    it drops when they have gone through the lixeira."""
    view = discard_view(hand=FAR_PAIRS)
    ties = ties_of(view, parse_cards("3c 7s 9c"))
    assert ties[C("3c")] == 0
    assert ties[C("7s")] == 1 + 4  # the 7d beside it, and two 7c and two 7h to come
    assert ties[C("9c")] == 1 + 2 + 2  # the 10c beside it, and the 8c and Jc at its ends
    dead = discard_view(lixeira="7c 7h 7c 7h", hand=FAR_PAIRS)
    assert ties_of(dead, [C("7s")])[C("7s")] == 1


def test_far_from_bater_a_discard_that_misses_more_still_costs_a_draw() -> None:
    view = discard_view(hand=FAR_PAIRS)
    g = grade(view, Discard(0, C("9c")))  # breaks 9c 10c: 4 missing
    assert g.metric["played"]["missing"] == 4 and g.grade == "inaccuracy"


def test_p2_counts_two_draws_with_the_best_discard_between() -> None:
    view = discard_view()
    rest = [c for c in view.hand if c != C("9d")]
    m = measure9(view.judge.situation, rest)
    assert m.missing == 1 and m.live == 12
    assert m.p1 == pytest.approx(12 / m.unseen)
    keep = m.p1 + (1 - m.p1) * 12 / (m.unseen - 1)  # only redrawing the same outs
    assert m.p >= keep - 1e-9 and m.p < 2 * m.p1


# --- draws ----------------------------------------------------------------------------------

def draw_view(top: str, preset: str = "oficial"):
    rnd = position(preset, [NA_BOA, OTHER1, OTHER2], lixeira=f"Qc {top}", top_from=2)
    return rnd.view(0)


def test_monte_when_the_lixeira_top_bates_is_a_blunder() -> None:
    view = draw_view("8d")
    assert grade(view, Draw(0, LIXEIRA)).grade == "best"
    g = grade(view, Draw(0, MONTE))
    assert g.grade == "blunder" and g.best == "draw lixeira"
    assert "8♦" in g.why_pt


def test_taking_a_useless_lixeira_card_costs_a_draw() -> None:
    view = draw_view("Qs")
    assert grade(view, Draw(0, MONTE)).grade == "best"
    g = grade(view, Draw(0, LIXEIRA))
    assert g.grade in ("inaccuracy", "mistake") and g.best == "draw monte"


def test_a_lixeira_card_that_does_not_help_a_far_hand_wastes_the_draw() -> None:
    rnd = position("oficial", [FAR, OTHER1, OTHER2], lixeira="10c 4h", top_from=2)
    view = rnd.view(0)
    assert grade(view, Draw(0, MONTE)).grade == "best"
    g = grade(view, Draw(0, LIXEIRA))
    assert g.grade == "inaccuracy" and g.best == "draw monte" and "monte" in g.why_pt


# --- bater ----------------------------------------------------------------------------------

def bater_view(preset: str = "oficial"):
    rnd = position(preset, [BATE_9_OR_10, OTHER1, OTHER2], phase="discard", has_drawn=(0,))
    return rnd.view(0)


def test_a_missed_bater_is_a_blunder() -> None:
    g = grade(bater_view(), Discard(0, C("5h")))
    assert g.grade == "blunder" and g.kind == "bater" and g.best == "bater10"


def test_bater_with_9_when_10_scores_more_is_an_inaccuracy() -> None:
    assert grade(bater_view(), Bater(0, None)).grade == "best"
    assert grade(bater_view(), Bater(0, C("5h"))).grade == "inaccuracy"
    # cachetão scores both the same: going out with 9 is as good
    assert grade(bater_view("cachetao"), Bater(0, C("5h"))).grade == "best"


def test_a_false_bati_is_a_blunder() -> None:
    g = grade(discard_view(), Bater(0, C("5c")))
    assert g.grade == "blunder" and "falso" in g.why_pt


# --- na boa and furar a fila (megajogos) ------------------------------------------------------

MEGA_NA_BOA = "2h 3h 4h 7s 7d 7c 9d 10d Kc"


def test_announcing_na_boa_is_best_and_not_announcing_an_inaccuracy() -> None:
    rnd = position("megajogos", [OTHER1, MEGA_NA_BOA, OTHER2], vira="5c", turn=0)
    view = rnd.view(1)
    assert grade(view, AnunciarNaBoa(1)).grade == "best"
    missed = missed_announce(view)
    assert missed is not None and missed.grade == "inaccuracy" and missed.best == "na_boa"
    assert missed_announce(position("oficial", [OTHER1, NA_BOA, OTHER2]).view(1)) is None


def test_furar_a_fila() -> None:
    def at(top: str) -> Round:
        return position("megajogos", [OTHER1, MEGA_NA_BOA, OTHER2], vira="5c",
                        lixeira=f"Qc {top}", top_from=0, turn=2, announced=(1,))
    view = at("Jd").view(1)
    assert grade(view, Furar(1, C("Kc"))).grade == "best"
    assert missed_furar(view) is not None and missed_furar(view).grade == "blunder"
    view = at("Qs").view(1)
    assert missed_furar(view) is None
    burned = grade(view, Furar(1, C("Kc")))
    assert burned.grade == "mistake" and "queima" in burned.why_pt


# --- correr (cachetão) ----------------------------------------------------------------------


def test_correr_with_a_poor_hand_and_playing_a_good_one() -> None:
    poor = position("cachetao", [FAR, OTHER1, OTHER2, OTHER3], vira="Kh").view(0)
    assert grade(poor, Correr(0)).grade == "best"
    drew = grade(poor, Draw(0, MONTE))
    assert drew.grade in ("inaccuracy", "mistake") and drew.best == "correr"
    good = position("cachetao", [NA_BOA, OTHER1, OTHER2, OTHER3], vira="Kh").view(0)
    assert grade(good, Draw(0, MONTE)).grade == "best"
    folded = grade(good, Correr(0))
    assert folded.grade != "best" and folded.best.startswith("draw")


# --- what the coach may see -----------------------------------------------------------------

def test_same_view_different_hidden_cards_same_grade() -> None:
    a = position("oficial", [TWO_PARTIALS, OTHER1, OTHER2], phase="discard", has_drawn=(0,),
                 lixeira="8d", top_from=2, shuffle=1)
    b = position("oficial", [TWO_PARTIALS, OTHER3, "Qs Qs Kd Kd 6s 6s 10s 10s 2d"],
                 phase="discard", has_drawn=(0,), lixeira="8d", top_from=2, shuffle=2)
    assert a.snapshot()["stock"] != b.snapshot()["stock"]
    for card in ("9d", "5c", "7s"):
        ga, gb = grade(a.view(0), Discard(0, C(card))), grade(b.view(0), Discard(0, C(card)))
        assert ga == gb


def test_refuses_a_move_of_another_seat_or_out_of_place() -> None:
    view = discard_view()
    with pytest.raises(CachetaError, match="player 0"):
        grade(view, Discard(1, C("9d")))
    with pytest.raises(CachetaError):
        grade(view, Draw(0, MONTE))  # the seat has drawn already
    with pytest.raises(CachetaError):
        grade("not a view", Discard(0, C("9d")))  # type: ignore[arg-type]


# --- review of a saved game -----------------------------------------------------------------

def test_review_of_a_saved_round(tmp_path) -> None:
    rnd = play_round("megajogos", ["strong", "random"], players=2, seed=4)
    path = tmp_path / "game.json"
    GameLog.of(rnd).save(path)
    own = [m for m in rnd.move_log if m.seat == 1]
    rv = review(path, 1)
    data = rv.to_dict("en")
    assert set(data) >= {"seat", "accuracy", "decisions"} and data["seat"] == 1
    assert len([d for d in data["decisions"] if d["move"] != "pass"]) == len(own)
    assert 0 <= data["accuracy"] <= 1
    for d in data["decisions"]:
        assert set(d) >= {"turn", "move", "grade", "best", "why", "metric"}
    assert review(GameLog.of(rnd), 1) == rv
    with pytest.raises(CachetaError, match="player 5"):
        review(path, 5)


def test_moves_in_words_in_both_languages() -> None:
    from cacheta_lab.coach.grade import move_words

    assert move_words("draw lixeira", "pt") == "compra da lixeira"
    assert move_words("discard 9s", "pt") == "descarta 9♠"
    assert move_words("discard 9s", "en") == "discards 9♠"
    assert move_words("bater10", "en") == "goes out with all 10"
