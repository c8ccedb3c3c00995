"""The coach on hand-made positions: each grade, each kind of decision, and what it may see."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cacheta_lab.coach import evaluate, grade, practice_view, review
from cacheta_lab.coach.fast import assess
from cacheta_lab.coach.grade import (
    GRADES,
    LOSS_PER_DRAW,
    THRESHOLDS,
    grade_of,
    missed_announce,
    missed_furar,
    notation,
)
from cacheta_lab.engine.cards import parse_card, parse_cards
from cacheta_lab.engine.rules import get_rules
from cacheta_lab.errors import CachetaError, IllegalMoveError
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
    make_bots,
    next_move,
    play_round,
)
from cacheta_lab.game.chances import near
from cacheta_lab.game.round import new_deck
from cacheta_lab.words.text import percent

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


# --- the grades, from the loss in win chances ---------------------------------------------

def test_thresholds() -> None:
    best, good, inacc, mistake = THRESHOLDS
    assert [grade_of(x) for x in (0, best, best + .01, good, good + .01, inacc, inacc + .01,
                                  mistake, mistake + .01, 80)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder", "blunder"]


def test_discard_losses_follow_the_win_chances() -> None:
    """The loss is the best option's chance minus the played one's, in points; the best
    discard loses nothing; breaking the trinca (no longer na boa) loses most."""
    view = discard_view()
    ev = evaluate(view)
    top = ev.options[0]
    g = grade(view, top.move)
    assert g.grade == "best" and g.loss == 0 and g.win_best == g.win_played == ev.win
    five = grade(view, Discard(0, C("5c")))
    assert five.loss == pytest.approx(100 * (ev.win - ev.chance_of(Discard(0, C("5c"))).win))
    broken = grade(view, Discard(0, C("7s")))
    assert broken.metric["played"]["missing"] == 2 and broken.grade == "blunder"
    assert broken.loss > five.loss >= 0
    # the run's outs mostly seen: 5c leaves fewer live copies than with them unseen
    seen = grade(discard_view("8d 8d Jd"), Discard(0, C("5c")))
    assert seen.metric["played"]["live_outs"] < five.metric["played"]["live_outs"]


def test_the_sentence_uses_the_conditional_and_names_what_decided() -> None:
    g = grade(discard_view(), Discard(0, C("7s")))
    assert re.search(r"^Discarding .. would have left you na boa with 1\d live copies", g.why_en)
    assert re.search(r"^Descartar .. deixaria você na boa com 1\d cópias vivas", g.why_pt)
    assert "The draws still missing decide first: 1 against 2." in g.why_en
    assert "Decidem primeiro as compras que faltam: 1 contra 2." in g.why_pt
    assert "% to win the round" in g.why_en and "% de vencer a rodada" in g.why_pt
    assert g.meter("en").startswith("chance expected when you chose: ")
    assert g.meter("pt").startswith("chance esperada ao decidir: ")
    assert g.to_dict("en")["why"] == g.why_en
    live = grade(discard_view("8d 8d Jd"), Discard(0, C("5c")))
    if live.grade != "best":
        assert "what can still come decides" in live.why_en


FAR_PAIRS = "7s 7d 9c 10c 2h 2d Jh Qs 5d 3c"  # pairs and partials, no meld: missing 3 at best


def test_far_from_bater_the_draws_missing_decide_first() -> None:
    view = discard_view(hand=FAR_PAIRS)
    further = grade(view, Discard(0, C("9c")))  # breaks 9c 10c: 4 missing
    assert further.metric["played"]["missing"] == 4
    assert further.loss >= LOSS_PER_DRAW and SEVERITY[further.grade] >= SEVERITY["inaccuracy"]
    assert "The draws still missing decide first: 3 against 4." in further.why_en
    for card in ("3c", "Qs", "Jh", "5d"):
        kept = grade(view, Discard(0, C(card)))
        assert kept.metric["played"]["missing"] == 3
        assert SEVERITY[further.grade] >= SEVERITY[kept.grade]
        assert further.loss >= kept.loss


SEVERITY = {g: i for i, g in enumerate(GRADES)}


def _far_views(preset: str, n: int):
    """Discard decisions of seeded rounds (greedy bots) whose best discard misses 2 or more."""
    found = 0
    for seed in range(60):
        rnd = Round(preset, 3, seed=seed, max_turns=60)
        bots = make_bots("greedy", 3, seed)
        while not rnd.over and found < n:
            view = rnd.view(rnd.turn)
            if rnd.phase == "discard" and not any(view.bater_options()):
                ev = assess(view)
                if min(f.missing for f in ev.facts.values() if f is not None) >= 2:
                    found += 1
                    yield view
            rnd.play(next_move(rnd, bots))
        if found >= n:
            return


@pytest.mark.parametrize("preset", ["oficial", "pife"])
def test_a_discard_leaving_more_draws_missing_never_gets_the_milder_grade(preset) -> None:
    for view in _far_views(preset, 6):
        graded = [grade(view, Discard(view.seat, c)) for c in sorted(set(view.hand))
                  if not (view.rules.no_discard_of_taken and c == view.taken)]
        for a in graded:
            for b in graded:
                if a.metric["played"]["missing"] > b.metric["played"]["missing"]:
                    assert SEVERITY[a.grade] >= SEVERITY[b.grade], (a, b)
                    assert a.loss >= b.loss


WILD_HANDS = [  # vira Kh: the curingas are Ah and the jokers
    "Ah 2c 5d 8s Jc 3h 6c 9d Qs 4s",
    "Ah 7s 7d 9c 10c 2h 2d Jh Qs 3c",
    "2h 3h 4h Ah 7s 7d 9c Jd 5c Qs",
    "Ah 2h 3h 4h 7s 7d 9c 9d 10d Ks",
]


@pytest.mark.parametrize("hand", WILD_HANDS)
def test_throwing_a_curinga_is_never_milder_than_a_loose_natural_card(hand) -> None:
    view = discard_view(hand=hand)
    wild = grade(view, Discard(0, C("Ah")))
    assert wild.metric["played"]["feeds"] == "wild"
    for card in set(view.hand) - {C("Ah")}:
        other = grade(view, Discard(0, card))
        if other.metric["played"]["missing"] == wild.metric["played"]["missing"]:
            assert SEVERITY[wild.grade] >= SEVERITY[other.grade], (wild, other)
    if wild.grade != "best":
        assert "curinga" in wild.why_en and "curinga" in wild.why_pt


# --- draws ----------------------------------------------------------------------------------

def draw_view(top: str, preset: str = "oficial"):
    rnd = position(preset, [NA_BOA, OTHER1, OTHER2], lixeira=f"Qc {top}", top_from=2)
    return rnd.view(0)


def test_monte_when_the_lixeira_top_bates_is_a_blunder() -> None:
    view = draw_view("8d")
    assert grade(view, Draw(0, LIXEIRA)).grade == "best"
    assert evaluate(view).chance_of(Draw(0, LIXEIRA)).win == 1.0  # it goes out at once
    g = grade(view, Draw(0, MONTE))
    assert g.grade == "blunder" and g.best == "draw lixeira"
    assert "8♦" in g.why_pt


def test_taking_a_useless_lixeira_card_costs_a_draw() -> None:
    view = draw_view("Qs")
    assert grade(view, Draw(0, MONTE)).grade == "best"
    g = grade(view, Draw(0, LIXEIRA))
    assert g.grade != "best" and g.best == "draw monte"
    assert "from the monte, the new card could still help" in g.why_en


def test_a_draw_from_the_monte_is_told_as_the_hand_before_the_new_card() -> None:
    """The chance of drawing from the monte was worked out before the card came: the sentence
    says where the hand stands before it, not as if it still stood there after."""
    view = draw_view("Qs")
    best = grade(view, Draw(0, MONTE))
    assert "na boa with " in best.why_en and " before the new card (" in best.why_en
    assert " antes da carta nova (" in best.why_pt
    worse = grade(view, Draw(0, LIXEIRA))
    assert worse.why_en.startswith("Drawing from the monte would have left you na boa with ")
    assert " before the new card (" in worse.why_en.split(";")[0]
    assert " before the new card" not in worse.why_en.split(";")[1]  # the lixeira card is seen


def test_a_lixeira_card_that_does_not_help_a_far_hand_wastes_the_draw() -> None:
    rnd = position("oficial", [FAR, OTHER1, OTHER2], lixeira="10c 4h", top_from=2)
    view = rnd.view(0)
    assert grade(view, Draw(0, MONTE)).grade == "best"
    g = grade(view, Draw(0, LIXEIRA))
    assert g.grade != "best" and g.best == "draw monte" and "monte" in g.why_pt


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


def test_bater_with_all_10_when_only_9_go_out_is_a_false_bati() -> None:
    """A hand that goes out with 9 only (discarding K♣): declaring bater with all ten is a
    false bati, graded a blunder that names the bater with 9, never the best."""
    rnd = position("oficial", ["2h 3h 4h 7s 7d 7c 9d 10d Jd Kc", OTHER1, OTHER2],
                   phase="discard", has_drawn=(0,))
    view = rnd.view(0)
    assert view.bater_options() == (False, (C("Kc"),))
    g = grade(view, Bater(0, None))
    assert g.grade == "blunder" and g.best == "bater Kc" and "falso" in g.why_pt
    assert grade(view, Bater(0, C("Kc"))).grade == "best"


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
    assert drew.grade != "best" and drew.best == "correr"
    assert "would have cost 1 point" in drew.why_en and "custaria 1 ponto" in drew.why_pt
    good = position("cachetao", [NA_BOA, OTHER1, OTHER2], vira="Kh").view(0)
    assert grade(good, Draw(0, MONTE)).grade == "best"
    folded = grade(good, Correr(0))
    assert folded.grade != "best" and folded.best.startswith("draw")


@pytest.mark.parametrize("hand", [FAR, NA_BOA])
def test_the_meter_reads_before_and_after_the_move_for_correr_too(hand: str) -> None:
    """The meter says one thing for every decision: the chance before the move (the chance
    now, as the seat chose) → the chance the move leaves. Folding leaves the round, so 0%,
    whether it is graded best or not; drawing keeps the draw's chance, even where folding was
    the best. The grade of a correr decision comes from points, not from the meter."""
    hands = [hand, OTHER1, OTHER2, OTHER3] if hand == FAR else [hand, OTHER1, OTHER2]
    view = position("cachetao", hands).view(0)
    ev = evaluate(view)
    for move in (Correr(0), Draw(0, MONTE)):
        g = grade(view, move)
        after = 0.0 if isinstance(move, Correr) else ev.chance_of(move).win
        assert (g.win_best, g.win_played) == (ev.win, after)
        before_pct, after_pct = (percent(x, "en", 0) for x in (ev.win, after))
        assert g.meter("en") == (f"chance expected when you chose: {before_pct} before → "
                                 f"{after_pct} with this move")
        assert g.meter("pt") == (f"chance esperada ao decidir: {before_pct} antes → "
                                 f"{after_pct} com esta jogada")
    folded, drew = grade(view, Correr(0)), grade(view, Draw(0, MONTE))
    assert {folded.grade, drew.grade} & {"best"}  # one of them is the best, by points


def test_correr_writes_its_average_loss_the_way_each_language_writes_decimals() -> None:
    """"perderia em média 1,5" in Portuguese, "would lose 1.5" in English."""
    poor = position("cachetao", [FAR, OTHER1, OTHER2, OTHER3], vira="Kh").view(0)
    folded = grade(poor, Correr(0))
    cost = folded.metric["play_cost"]
    assert cost != round(cost)
    assert re.search(r"em média \d+,\d\b", folded.why_pt), folded.why_pt
    assert re.search(r"lose \d+\.\d\b", folded.why_en), folded.why_en


# --- partners -------------------------------------------------------------------------------

def test_a_two_and_a_king_of_one_suit_are_no_partners() -> None:
    """K-A-2 never counts, and the ace goes above the king only where the rules say so: in
    `oficial` the 2♣ kept beside the K♣ is as loose as the 3♣, so throwing away either card of
    the pair 2♣ 3♣ (the same live partners, A♣ and 4♣) grades alike."""
    view = practice_view("Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc", "oficial", vira="Kh")
    two, three = grade(view, Discard(0, C("2c"))), grade(view, Discard(0, C("3c")))
    assert two.metric["played"]["loose"] == three.metric["played"]["loose"] == 2
    assert two.grade == three.grade and two.loss == pytest.approx(three.loss)
    assert not near(C("2c"), C("Kc"), True) and not near(C("2c"), C("Kc"), False)
    assert near(C("Ac"), C("Kc"), True) and near(C("Ac"), C("Qc"), True)
    assert not near(C("Ac"), C("Kc"), False) and not near(C("Ac"), C("Qc"), False)
    assert near(C("Ac"), C("3c"), False) and not near(C("Ac"), C("4c"), True)


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
    with pytest.raises(IllegalMoveError, match="player 0"):
        grade(view, Discard(1, C("9d")))
    with pytest.raises(IllegalMoveError, match="already drawn"):
        grade(view, Draw(0, MONTE))  # the seat has drawn already: the round's own words
    with pytest.raises(CachetaError):
        grade("not a view", Discard(0, C("9d")))  # type: ignore[arg-type]


def test_refuses_what_the_round_refuses_with_its_reason() -> None:
    oficial = position("oficial", [NA_BOA, OTHER1, OTHER2]).view(0)
    with pytest.raises(IllegalMoveError, match="do not allow folding"):
        grade(oficial, Correr(0))
    with pytest.raises(IllegalMoveError, match="have no way to announce"):
        grade(position("oficial", [OTHER1, NA_BOA, OTHER2]).view(1), AnunciarNaBoa(1))
    with pytest.raises(IllegalMoveError, match="not player 1's turn"):
        grade(position("oficial", [OTHER1, NA_BOA, OTHER2]).view(1), Draw(1, MONTE))
    with pytest.raises(IllegalMoveError, match="holds no 9s"):
        grade(discard_view(), Discard(0, "9s"))
    # an empty lixeira: furar a fila is refused, not a crash
    mega = position("megajogos", [OTHER1, MEGA_NA_BOA, OTHER2], vira="5c", announced=(1,))
    with pytest.raises(IllegalMoveError, match="right after a discard"):
        grade(mega.view(1), Furar(1, C("Kc")))


def test_cards_as_text_and_a_nine_card_view() -> None:
    assert grade(discard_view(), Discard(0, "9d")) == grade(discard_view(), Discard(0, C("9d")))
    view = position("oficial", [NA_BOA, OTHER1, OTHER2]).view(0)
    assert len(view.hand) == 9
    g = grade(view, Draw(0, MONTE))
    assert g.kind == "draw" and g.win_best is not None


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


def test_review_lines_are_numbered_as_the_moves_log() -> None:
    rnd = play_round("megajogos", ["strong", "greedy", "random"], players=3, seed=2)
    log = GameLog.of(rnd)
    rv = review(log, 1)
    for d in rv.decisions:
        if d.move != "pass":
            move = log.moves[d.index]
            assert move.seat == 1 and notation(move) == d.move
    report = rv.report("en")
    first = next(d for d in rv.decisions if d.move != "pass")
    assert f"move {first.index} " in report and "chance expected when you chose" in report
    assert f"jogada {first.index} " in rv.report("pt")


def test_moves_in_words_in_both_languages() -> None:
    from cacheta_lab.coach.grade import move_words

    assert move_words("draw lixeira", "pt") == "pega da lixeira"
    assert move_words("discard 9s", "pt") == "descarta 9♠"
    assert move_words("discard 9s", "en") == "discards 9♠"
    assert move_words("bater10", "en") == "goes out with all 10"
