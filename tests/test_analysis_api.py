"""The analysis as users see it: fields per hand size, JSON contract, bad input."""

import json

import pytest

from cacheta_lab import (
    CachetaError,
    analyze,
    can_bater,
    check_meld,
    discard_table,
    is_complete,
    missing,
    outs,
    partitions,
    wild_cards,
)
from cacheta_lab.engine.rules import get_rules

TOP_KEYS = {"preset", "rules", "hand", "vira", "seen", "curingas", "complete", "partitions",
            "bater", "na_boa", "outs", "discards", "missing", "explanation"}
EXAMPLE = "5h 6h 7h Ks Kh JK 9s 6c 2d 8c"


def codes(cards) -> list[str]:
    return [c.code for c in cards]


def test_curingas_per_mode() -> None:
    assert codes(sorted(wild_cards(get_rules("oficial"), None))) == ["JK"]
    from cacheta_lab import parse_card
    assert {c.code for c in wild_cards(get_rules("oficial"), parse_card("5h"))} == {"6h", "JK"}
    assert {c.code for c in wild_cards(get_rules("megajogos"), parse_card("8c"))} == {"9c", "9s"}
    assert {c.code for c in wild_cards(get_rules("cachetao"), parse_card("Kd"))} == {
        "Ad", "Ah", "JK"}


def test_json_contract_for_ten_cards() -> None:
    data = json.loads(json.dumps(analyze(EXAMPLE, "oficial", "5c", "Qs 4d 4d").to_dict()))
    assert set(data) >= TOP_KEYS
    assert data["preset"] == "oficial" and data["vira"] == "5c"
    assert data["seen"] == ["4d", "4d", "Qs"]
    assert set(data["curingas"]) == {"6c", "JK"}
    assert set(data["bater"]) == {"with10", "discards", "splits"}
    assert data["na_boa"] is None and data["outs"] is None
    row = data["discards"][0]
    assert set(row) >= {"card", "na_boa", "outs", "live_outs", "missing"}
    assert row["live_outs"] == sum(o["live"] for o in row["outs"])
    assert data["missing"] == 1  # not bate now, but a discard leaves it na boa


def test_json_contract_for_nine_and_partial_hands() -> None:
    nine = analyze("5h 6h 7h Ks Kh JK 9s 6c 8c", "oficial", "5c").to_dict()
    assert nine["bater"] is None and nine["discards"] is None
    assert nine["na_boa"] is True and nine["missing"] == 1
    assert all(set(o) == {"card", "live"} for o in nine["outs"])
    part = analyze("5h 6h 7h Ks", "megajogos", "5c").to_dict()
    assert part["na_boa"] is None and part["bater"] is None and part["outs"] is None
    assert part["melds_formed"][0]["cards"] == ["5h", "6h", "7h"]
    assert part["loose"] == ["Ks"] and part["missing"] == 5


def test_partition_meld_shape() -> None:
    split = partitions("5h JK 7h Kc Kd Kh 2s 3s 4s", "oficial")[0]
    meld = next(m for m in split if "JK" in [c.code for c in m.cards])
    data = meld.to_dict()
    assert data["readings"] == ["sequencia"]
    assert data["wilds"] == [{"card": "JK", "as": ["6h"]}]


def test_identical_cards_swapped_are_one_split() -> None:
    splits = partitions("7h 7h 7c 8h 9h 7s", "pife-simples")
    assert len(splits) == len({tuple(sorted(str(m) for m in s)) for s in splits})


def test_ten_card_questions() -> None:
    assert can_bater("5h 6h 7h Ks Kh Kc 8c 6c JK 2d", "oficial", "5c")
    assert not can_bater(EXAMPLE, "oficial", "5c")
    rows = discard_table(EXAMPLE, "oficial", "5c")
    assert [r.card.code for r in rows if r.na_boa] == ["8c", "9s", "2d"]
    assert missing(EXAMPLE, "oficial", "5c") == 1


def test_seen_cards_lower_live_counts() -> None:
    hand = "5h 6h 7h Ks Kh Kd 2c 3c 4c"  # complete: na boa on every card
    before = {o.card.code: o.live for o in outs(hand, "pife-simples")}
    after = {o.card.code: o.live for o in outs(hand, "pife-simples", seen="Qs Qs 4d")}
    assert before["Qs"] == 2 and after["Qs"] == 0  # dead out, still listed
    assert before["4d"] == 2 and after["4d"] == 1
    assert before["5h"] == 1  # the hand holds one 5h


def test_a_kind_with_no_copy_left_is_not_an_out() -> None:
    # 8h 9h + 10h missing: both 10h are gone (one in hand elsewhere? no: vira + seen cannot
    # remove existence; the hand itself holds one and the vira the other)
    found = {o.card.code for o in outs("8h 9h Jh Qh Kh 2c 2d 2s 10h", "megajogos", "10h")}
    assert "10h" not in found


def test_explanations_in_both_languages() -> None:
    a = analyze(EXAMPLE, "oficial", "5c")
    pt, en = a.explanation("pt"), a.explanation("en")
    assert pt.startswith("Não bate agora.") and "curingas 6♣ e os jokers (JK)" in pt
    assert en.startswith("Cannot bate yet.") and "na boa" in en
    assert repr(a).startswith("<Analysis oficial hand='6c 8c 2d")


@pytest.mark.parametrize(("call", "pt", "en"), [
    (lambda: analyze("5h 6h Xz"), "carta desconhecida 'Xz'", "unknown card 'Xz'"),
    (lambda: analyze("5h 5h 5h"), "3 cópias de 5h", "3 copies of 5h"),
    (lambda: analyze("5h JK", "megajogos"), "sem jokers", "without jokers"),
    (lambda: analyze("5h 5h", "oficial", "5h"), "a vira", "the vira"),
    (lambda: analyze("5h", "oficial", None, "5h 5h"), "vistas", "seen"),
    (lambda: analyze("2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc"), "no máximo 10", "at most 10"),
    (lambda: analyze("2c", "pife", "5h"), "não tem vira", "has no vira"),
    (lambda: analyze("2c", "oficial", "JK"), "não pode ser a vira", "cannot be the vira"),
    (lambda: analyze("2c", "bisca"), "preset desconhecido", "unknown preset"),
    (lambda: can_bater("2c 3c 4c"), "10 cartas", "10 cards"),
    (lambda: outs("2c 3c 4c"), "9 cartas", "9 cards"),
    (lambda: analyze("2c", lang="fr"), "idioma", "language"),
])
def test_bad_input_is_explained(call, pt: str, en: str) -> None:
    with pytest.raises(CachetaError) as err:
        call()
    assert pt in err.value.message("pt"), err.value.message("pt")
    assert en in err.value.message("en"), err.value.message("en")


def test_meld_reasons() -> None:
    check = check_meld("7h 7h 7c", "pife")
    assert not check.valid
    assert check.reason("pt") == ("dois 7♥ não podem estar na mesma trinca no preset pife "
                                  "(naipes todos diferentes)")
    assert check.reason("en").startswith("two 7♥ cannot be in the same trinca")
    assert "K-A-2" in check_meld("Ks As 2s", "megajogos").reason("en")
    assert "Q-K-A" in check_meld("Qs Ks As", "oficial").reason("pt")
    assert "natural" in check_meld("JK JK JK", "oficial").reason("en")


def test_empty_and_small_hands() -> None:
    empty = analyze("", "oficial")
    assert empty.missing == 9 and not empty.complete
    assert empty.explanation("en").startswith("Empty hand")
    assert is_complete("5h 6h 7h", "pife")
    assert not is_complete("5h 6h 7h", "oficial")  # exactly three melds


def test_discards_rank_by_draws_missing_before_live_copies() -> None:
    """One order, the one the lessons teach: bater now, then fewer draws missing, then more
    live copies, then more kinds of out. A row na boa whose outs are all seen (no live copy)
    still ranks above any row that leaves a draw more missing."""
    from cacheta_lab import parse_card
    from cacheta_lab.engine.analysis import DiscardOption, Out

    dead_na_boa = DiscardOption(parse_card("2c"), True, (Out(parse_card("8s"), 0),), 0, 1)
    two_away = DiscardOption(parse_card("3c"), False, (Out(parse_card("9s"), 2),), 2, 2)
    bates = DiscardOption(parse_card("4c"), False, (), 0, 0, bate=True)
    rows = [two_away, dead_na_boa, bates]
    assert sorted(rows, key=lambda r: r.rank_key) == [bates, dead_na_boa, two_away]
    more_live = DiscardOption(parse_card("5c"), True, (Out(parse_card("8s"), 3),), 3, 1)
    more_kinds = DiscardOption(parse_card("6c"), True, (Out(parse_card("8s"), 1),
                                                         Out(parse_card("Js"), 2)), 3, 1)
    assert sorted([more_live, more_kinds, dead_na_boa], key=lambda r: r.rank_key) == [
        more_kinds, more_live, dead_na_boa]
