"""Words the package says that the lessons quote: each agrees with the rules and the game
terms the lessons teach (what a draw-missing count counts, who may take a discarded curinga,
what the first player of a round may draw, how a changed preset is named), in both
languages."""

from __future__ import annotations

import re

from cacheta_lab import GameTable, analyze, coach, get_rules
from cacheta_lab.drawing.explain import event_text
from cacheta_lab.engine.cards import parse_card
from cacheta_lab.exercises import CoachExercise, meld_table
from cacheta_lab.game import Discard, Furar
from cacheta_lab.tables.game.notice import failed_claim_text


def test_the_first_player_is_told_to_draw_from_the_monte_while_the_lixeira_is_empty() -> None:
    """Lesson 5: with an empty lixeira the first player can only draw from the monte."""
    g = GameTable(preset="oficial", players=3, seat=0, seed=0)
    assert g.round.turn == 0 and not g.round.lixeira and not g.view["learner"]["can_lixeira"]
    assert g.view["status"] == "Sua vez: compre do monte (a lixeira está vazia)."
    g.lang = "en"
    assert g.view["status"] == "Your turn: draw from the monte (the lixeira is empty)."


def test_a_failed_furar_is_burnt_as_the_glossary_says() -> None:
    event = {"type": "furar", "seat": 1, "card": "8c", "ok": False}
    assert event_text(event, "en").endswith("cannot go out: queimou (got burnt).")
    claim = failed_claim_text(Furar(1, parse_card("Kc")), [event], learner=False, lang="en")
    assert claim is not None and claim.endswith("— burnt (queimou)")
    assert "burned" not in event_text(event, "en") + claim


def test_a_changed_preset_is_named_in_the_readers_language_and_keeps_its_id() -> None:
    rules = get_rules("oficial", curinga="same_color")
    assert rules.id == "oficial+custom"
    assert rules.label("pt") == "oficial personalizado"
    assert rules.label("en") == "oficial+custom"
    assert get_rules("oficial").label("pt") == "oficial"
    panel = analyze("Qh Kh Ah 7h 7h 7c 3d 4d 5d 6s", rules, vira="5c", lang="pt")._repr_html_()
    assert "regras: oficial personalizado" in panel and "+custom" not in panel


def test_the_coach_counts_draws_missing_and_says_whom_a_move_leaves() -> None:
    """Faltam N counts draws (lesson 6): the coach's words count draws too, and "deixa" has
    its object, as "deixaria você" has."""
    far = coach.practice_view("7s 7d 9c 10c 2h 2d Jh Qs 5d 3c", "oficial", vira="Kh")
    why = coach.grade(far, Discard(0, parse_card("9c"))).why("pt")
    assert re.search(r"deixaria você a \d compras de bater .*; descartar 9♣ deixa você a \d "
                     r"compras de bater", why), why
    assert "Decidem primeiro as compras que faltam" in why and "faltando" not in why
    english = coach.grade(far, Discard(0, parse_card("9c"))).why("en")
    assert re.search(r"leaves you \d draws from going out", english), english


def test_a_discarded_curinga_may_be_taken_not_must_be() -> None:
    hand = coach.practice_view("Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc", "oficial", vira="Kh")
    graded = coach.grade(hand, Discard(0, parse_card("Ah")))
    assert "fica ao alcance do próximo jogador, que pode pegá-lo da lixeira" in graded.why("pt")
    assert "who may take it from the lixeira" in graded.why("en")


def test_a_coach_solution_shows_the_loss_that_decides_each_grade() -> None:
    """The chances are rounded; the loss, with one decimal, tells "best" from "good" where
    the rounded chances look alike."""
    exercise = CoachExercise("Ah 2c 3c 7s 7d Jh Qh 5d 9s Kc", "oficial", vira="Kh", lang="pt")
    lines = exercise.solution().lines
    best, *others = [line for line in lines if ":" in line]
    assert "perda" not in best
    for line in others:
        assert re.search(r"; perda \d+,\d\)$", line), line
    losses = [float(re.search(r"perda (\d+,\d)", x).group(1).replace(",", "."))
              for x in others]
    assert losses == sorted(losses)


def test_a_meld_tables_reasons_carry_the_numbers_of_their_marks() -> None:
    """Each ✗ carries a small number; the reason below carries the same number in the HTML
    too, whatever a viewer does with list markers."""
    html = meld_table(["7c 7h 7s", "7h 7h 7c"], presets=["megajogos", "pife"],
                      lang="en")._repr_html_()
    marks = re.findall(r'class="ctl-ex-no">✗</span><sup>(\d)</sup>', html)
    notes = re.findall(r"<li><sup>(\d)</sup> ", html)
    assert marks == notes == ["1", "2"]
