"""Presets as data: every rule a field, switchable on its own, serialisable, explained."""

import json
import re
from dataclasses import fields
from pathlib import Path

import pytest

from cacheta_lab import PRESETS, CachetaError, Rules, get_rules
from cacheta_lab.engine.rules import explain_rule, rule_name, rule_value
from cacheta_lab.errors import RulesError
from cacheta_lab.words.catalogue import TERMS

RULES_DOC = Path(__file__).resolve().parent.parent / "docs" / "rules.md"
SOURCES = {"oficial": "000", "cachetao": "000", "megajogos": "001", "tradicional": "002",
           "pife": "003", "pife-simples": "004"}


def test_the_six_presets_cite_their_source() -> None:
    assert set(PRESETS) == set(SOURCES)
    sections = re.findall(r"^### (\S+)$", RULES_DOC.read_text(encoding="utf-8"), re.MULTILINE)
    for name, rules in PRESETS.items():
        assert rules.id == name
        assert rules.source.startswith(SOURCES[name])
        # the section it points to exists in the project's rule book
        assert rules.source.endswith(f"(docs/rules.md#{name})") and name in sections
        assert not hasattr(rules, "seed")  # "seed" is an RNG's word everywhere else


def test_rules_written_before_source_was_named_still_load() -> None:
    """Saved logs and snapshots spelled the source text "seed": they read back the same."""
    old = PRESETS["megajogos"].to_dict()
    old["seed"] = old.pop("source")
    assert Rules.from_dict(old) == PRESETS["megajogos"]
    assert Rules.from_json(json.dumps(old)).source == PRESETS["megajogos"].source


def test_a_game_log_saved_with_seed_in_its_rules_replays() -> None:
    from cacheta_lab.game import GameLog, Round, make_bots, replay, run

    game = Round("megajogos", 3, seed=4, max_turns=60)
    run(game, make_bots(["greedy"], 3, 4))
    data = GameLog.of(game).to_dict()
    data["rules"]["seed"] = data["rules"].pop("source")
    log = GameLog.from_dict(json.loads(json.dumps(data)))
    assert log.rules == PRESETS["megajogos"]
    assert replay(log).events == game.events


@pytest.mark.parametrize(("name", "expected"), [
    ("oficial", dict(jokers=True, curinga="same_suit", max_wilds=None, trinca="any", ace="low",
                     exact_melds=3, bate_with_10=True, starting_points=7)),
    ("cachetao", dict(jokers=True, curinga="same_color", trinca="any", exact_melds=3,
                      starting_points=10, max_players=9, correr=1)),
    ("megajogos", dict(jokers=False, curinga="same_color", max_wilds=1, trinca="three_plus_dup",
                       ace="low_or_high", exact_melds=None, na_boa_calls=True)),
    ("tradicional", dict(jokers=False, max_wilds=1, trinca="three_plus_dup", min_players=4,
                         max_players=4)),
    ("pife", dict(curinga="none", trinca="distinct", ace="low", bate_with_10=False)),
    ("pife-simples", dict(curinga="none", trinca="distinct", ace="low_or_high",
                          bate_with_10=True, rounds_to_win=1)),
])
def test_presets_follow_rules_md(name: str, expected: dict) -> None:
    rules = PRESETS[name]
    for field, value in expected.items():
        assert getattr(rules, field) == value, field


def test_one_rule_changes_alone() -> None:
    base = get_rules("megajogos")
    changed = get_rules("megajogos", ace="low")
    assert changed.ace == "low" and changed.id == "megajogos+custom"
    differing = [f.name for f in fields(Rules) if getattr(base, f.name) != getattr(changed, f.name)]
    assert differing == ["id", "ace"]
    assert get_rules("megajogos", ace="low_or_high") is not None
    assert get_rules("megajogos", ace="low_or_high").id == "megajogos"


@pytest.mark.parametrize("name", list(PRESETS))
def test_json_round_trip(name: str) -> None:
    rules = get_rules(name, max_wilds=2)
    assert Rules.from_json(rules.to_json()) == rules
    assert Rules.from_dict({"preset": name}) == PRESETS[name]
    assert json.loads(rules.to_json())["max_wilds"] == 2


@pytest.mark.parametrize(("call", "pt", "en"), [
    (lambda: get_rules("truco"), "preset desconhecido", "unknown preset"),
    (lambda: get_rules("oficial", ace="middle"), "desconhecida", "possible values"),
    (lambda: get_rules("oficial", aces="low"), "regra desconhecida", "unknown rule"),
    (lambda: get_rules("oficial", max_wilds=0), "inválida", "invalid"),
    (lambda: Rules.from_json("{"), "JSON", "JSON"),
])
def test_bad_rules_are_explained(call, pt: str, en: str) -> None:
    with pytest.raises(RulesError) as err:
        call()
    assert isinstance(err.value, CachetaError)
    assert pt in err.value.message("pt") and en in err.value.message("en")


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_rule_explained_in_both_languages(name: str) -> None:
    rules = PRESETS[name]
    pt, en = rules.explain("pt"), rules.explain("en")
    assert len(pt) == len(en) == len(fields(Rules)) - 2
    assert pt != en and all(line for line in pt + en)
    assert explain_rule("ace", "low", "en") == "ace low only: A-2-3 counts, Q-K-A not"


def test_explanations_are_the_catalogue_s_data() -> None:
    """Each rule's sentences are catalogue entries; a number gets a real plural."""
    for field in fields(Rules):
        if field.name in ("id", "source"):
            continue
        assert f"rule.{field.name}.name" in TERMS, field.name
        assert rule_name(field.name, "pt") != rule_name(field.name, "en"), field.name
    assert explain_rule("max_wilds", 1, "pt") == "no máximo 1 curinga por trinca ou sequência"
    assert explain_rule("max_wilds", 2, "en") == "at most 2 wild cards per trinca or sequência"
    assert explain_rule("correr", 1, "en") == "correr (folding the round) costs 1 point"
    assert explain_rule("rounds_to_win", 5, "pt") == "vence a partida quem ganhar 5 rodadas"
    assert explain_rule("bate_with_10", False, "pt").endswith(": não")
    assert explain_rule("jokers", False, "en") == "deck without jokers (104 cards)"
    assert rule_value("trinca", "three_plus_dup", "en") == "3 different + repeats"
    assert rule_value("exact_melds", 3, "pt") == "3"
    with pytest.raises(RulesError):
        explain_rule("aces", "low")
    with pytest.raises(RulesError):
        explain_rule("ace", "middle")


def test_a_rule_the_preset_makes_moot_says_so() -> None:
    """pife has no wild cards and no points: its explanation and the presets side by side say
    so, instead of "wild cards per meld: no limit" or "opponents lose 1 point"."""
    from cacheta_lab.drawing.explain import rules_side_by_side

    pife = get_rules("pife")
    for lang in ("pt", "en"):
        lines = pife.explain(lang)
        assert explain_rule("max_wilds", None, lang) not in lines
        assert explain_rule("max_wilds", "no_wilds", lang) in lines
        assert explain_rule("loss_on_bater", 1, lang) not in lines
        assert explain_rule("loss_on_bater", "no_points", lang) in lines
        table = rules_side_by_side([get_rules("oficial"), pife], lang).splitlines()
        row = next(x for x in table if x.startswith(rule_name("max_wilds", lang)))
        assert row.split()[-2:] != rule_value("max_wilds", None, lang).split()[-2:], row
        assert row.endswith(rule_value("max_wilds", "no_wilds", lang)), row
    assert "curingas por jogo: sem limite" in " ".join(get_rules("oficial").explain("pt"))
    assert rule_value("max_wilds", "no_wilds", "pt") == "sem curingas"


def test_one_check_of_the_player_count() -> None:
    """A match, a simulation and the game table give the preset's range the same answer."""
    from cacheta_lab.game import Match, simulate
    from cacheta_lab.tables.game import GameTable

    rules = get_rules("tradicional")
    assert rules.check_players(4) == 4
    for start in (lambda: Match("tradicional", 2),
                  lambda: simulate("tradicional", players=2, games=1, workers=1,
                                   progress=False),
                  lambda: GameTable(preset="tradicional", players=2)):
        with pytest.raises(CachetaError, match="tradicional se joga com 4 a 4 jogadores"):
            start()
