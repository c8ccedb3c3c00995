"""Card notation: every accepted spelling, round trips, copies."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab import JOKER, CachetaError, Card, Hand, format_cards, parse_card, parse_cards


@pytest.mark.parametrize(("text", "code"), [
    ("10h", "10h"), ("Th", "10h"), ("tH", "10h"), ("10♥", "10h"), ("10♡", "10h"),
    ("Qs", "Qs"), ("QS", "Qs"), ("q♠", "Qs"), ("Ac", "Ac"), ("a♣", "Ac"), ("2d", "2d"),
    ("JK", "JK"), ("jk", "JK"), ("coringa", "JK"), ("curinga", "JK"), ("joker", "JK"),
    ("palhaço", "JK"), ("Palhaco", "JK"),
    ("7 de copas", "7h"), ("sete de copas", "7h"), ("valete de espadas", "Js"),
    ("dama de ouros", "Qd"), ("rei de paus", "Kc"), ("ás de copas", "Ah"),
    ("as de copas", "Ah"), ("dez de espadas", "10s"), ("queen of spades", "Qs"),
    ("ace of hearts", "Ah"), ("10 of clubs", "10c"),
])
def test_parse_accepts_every_spelling(text: str, code: str) -> None:
    assert parse_card(text).code == code


@pytest.mark.parametrize("text", ["1h", "11h", "Xz", "10x", "", "de copas", "7 de nada", "JKK"])
def test_unknown_cards_are_explained_in_both_languages(text: str) -> None:
    with pytest.raises(CachetaError) as err:
        parse_card(text)
    assert "10h" in err.value.message("pt") and "naipe" in err.value.message("pt")
    assert "suit" in err.value.message("en")


@given(st.integers(min_value=0, max_value=52))
def test_code_round_trips(kind: int) -> None:
    card = Card(kind)
    assert parse_card(card.code) == card
    assert parse_card(card.symbol) == card
    assert parse_card(card.name("pt")) == card
    assert parse_card(card.name("en")) == card


def test_card_properties() -> None:
    seven = parse_card("7h")
    assert (seven.rank, seven.suit, seven.is_red, seven.is_joker) == (7, "h", True, False)
    assert seven.name("pt") == "sete de copas" and seven.name("en") == "seven of hearts"
    assert repr(seven) == "Card('7h')" and str(seven) == "7h" and seven.symbol == "7♥"
    assert JOKER.rank == 0 and JOKER.suit == "" and JOKER.code == "JK"


def test_parse_cards_keeps_names_whole() -> None:
    cards = parse_cards("7 de copas, valete de espadas; JK 10♦")
    assert format_cards(cards) == "7h Js JK 10d"


def test_hand_is_sorted_and_round_trips() -> None:
    hand = Hand("JK 7h 2c Ks 7h")
    assert str(hand) == "2c 7h 7h Ks JK"
    assert Hand(str(hand)) == hand
    assert repr(hand) == "Hand('2c 7h 7h Ks JK')"
    assert "<svg" in hand._repr_html_()


def test_a_hand_never_holds_a_third_copy() -> None:
    with pytest.raises(CachetaError) as err:
        Hand("7h 7h 7h")
    assert "3 cópias de 7h" in err.value.message("pt")
    assert "3 copies of 7h" in err.value.message("en")
    with pytest.raises(CachetaError):
        Hand(["JK"] * 5)


def test_repr_evaluates_back_to_the_card() -> None:
    for card in (Card(0), Card(37), Card(52), Card.parse("10h")):
        assert eval(repr(card), {"Card": Card}) == card
    with pytest.raises(CachetaError):
        Card("zz")
    with pytest.raises(CachetaError):
        Card(True)  # a bool is not a card kind


def test_kind_arithmetic_matches_the_cards() -> None:
    from cacheta_lab.engine.cards import (
        JOKER_KIND,
        KINDS,
        NATURAL_KINDS,
        RANKS,
        SUITS,
        kind_of,
        rank_of,
        suit_of,
    )

    assert list(KINDS) == [*NATURAL_KINDS, JOKER_KIND] and Card(JOKER_KIND) == JOKER
    assert len(NATURAL_KINDS) == len(RANKS) * len(SUITS)
    for kind in NATURAL_KINDS:
        card = Card(kind)
        assert (rank_of(kind), SUITS[suit_of(kind)]) == (card.rank, card.suit)
        assert kind_of(card.rank, SUITS.index(card.suit)) == kind
    assert Card.of(12, "s").code == "Qs" and kind_of(1, 0) == Card.parse("Ac").kind


def test_the_deck_holds_two_decks_and_the_jokers_where_played() -> None:
    from collections import Counter

    from cacheta_lab import PRESETS
    from cacheta_lab.engine.cards import copies_in_deck, deck_kinds, deck_size, full_deck

    for jokers, size in ((False, 104), (True, 108)):
        deck = full_deck(jokers)
        assert len(deck) == deck_size(jokers) == size
        counts = Counter(deck)
        assert {c.kind for c in counts} == set(deck_kinds(jokers))
        assert all(n == copies_in_deck(c, jokers) for c, n in counts.items())
        assert counts[JOKER] == (4 if jokers else 0)
        assert all(counts[c] == 2 for c in counts if not c.is_joker)
    assert {p.id: deck_size(p.jokers) for p in PRESETS.values()}["pife"] == 104
    # the order seeded deals shuffle: the naturals once, again, then the jokers
    assert [c.kind for c in full_deck(True)] == [*range(52), *range(52), 52, 52, 52, 52]
