"""Tests of the card drawings (cacheta_lab.display).

Melds and analyses are small stand-ins with exactly the attributes the engine contract names,
so these tests do not depend on the engine modules.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

import pytest

from cacheta_lab.cards import JOKER, Card, parse_card, parse_cards
from cacheta_lab.display import (
    COLORS,
    SIZES,
    STYLE,
    analysis_html,
    card_svg,
    cards_html,
    meld_html,
    meld_label,
    split_html,
)
from cacheta_lab.errors import CachetaError
from cacheta_lab.melds import Meld, check_meld
from cacheta_lab.rules import Rules, get_rules

# ---------------------------------------------------------------------------------------------
# Stand-ins for the engine's objects (attributes as in the engine contract, nothing more)


@dataclass(frozen=True, slots=True)
class Out:
    card: Card
    live: int


@dataclass(frozen=True, slots=True)
class DiscardOption:
    card: Card
    na_boa: bool
    outs: tuple[Out, ...]
    live_outs: int
    missing: int


@dataclass(frozen=True, slots=True)
class Bater:
    with10: bool
    discards: tuple[Card, ...]
    splits: tuple


@dataclass(slots=True)
class FakeAnalysis:
    rules: object
    hand: tuple[Card, ...]
    vira: Card | None
    seen: tuple[Card, ...]
    curingas: tuple[Card, ...]
    complete: bool
    partitions: tuple
    bater: Bater | None
    na_boa: bool | None
    outs: tuple[Out, ...] | None
    discards: tuple[DiscardOption, ...] | None
    missing: int | None
    melds_formed: tuple = ()
    text_pt: str = "Com 10 cartas: bate descartando o 2♠.\nSegunda linha."
    text_en: str = "With 10 cards: goes out discarding 2♠.\nSecond line."

    def explanation(self, lang: str) -> str:
        return self.text_en if lang == "en" else self.text_pt


def C(text: str) -> Card:
    return parse_card(text)


def meld(cards: str, rules: str | Rules = "oficial", vira: str | None = None) -> Meld:
    """A real meld from the engine."""
    found = check_meld(cards, rules, vira).meld
    assert found is not None, cards
    return found


RUN_567 = meld("5h 6h 7h", "pife")
KINGS = meld("Kc Kd JK")
QKA = meld("Qs Ks As", "megajogos")
A23 = meld("Ac 2c 3c", "pife")
GAP = meld("4d JK 6d 7d")
NINES = meld("9c 9s 6h", "megajogos", "5h")
OPEN_END = meld("5h 6h JK")
BOTH = meld("5h JK JK")


def analysis10(**changes) -> FakeAnalysis:
    outs = (Out(C("4h"), 2), Out(C("8h"), 1), Out(C("Kh"), 0))
    discards = (DiscardOption(C("2s"), True, outs, 3, 1),
                DiscardOption(C("As"), False, (), 0, 2))
    fields = dict(
        rules=get_rules("oficial"), hand=tuple(parse_cards("5h 6h 7h Kc Kd JK Qs Ks As 2s")),
        vira=C("5c"), seen=(C("9d"),), curingas=(C("6c"), JOKER), complete=False,
        partitions=(),
        bater=Bater(False, (C("2s"),), ((C("2s"), (RUN_567, KINGS, QKA)),
                                         (C("As"), (RUN_567, KINGS, QKA)))),
        na_boa=None, outs=None, discards=discards, missing=0)
    fields.update(changes)
    return FakeAnalysis(**fields)


def analysis9(**changes) -> FakeAnalysis:
    fields = dict(
        rules=get_rules("oficial"), hand=tuple(parse_cards("5h 6h 7h Kc Kd JK Qs Ks As")),
        vira=C("5c"), seen=(), curingas=(C("6c"), JOKER), complete=True,
        partitions=((RUN_567, KINGS, QKA),), bater=None, na_boa=True,
        outs=(Out(C("4h"), 2), Out(C("Kh"), 0), Out(JOKER, 3)), discards=None, missing=1,
        text_pt="Na boa: 3 outs.", text_en="Na boa: 3 outs.")
    fields.update(changes)
    return FakeAnalysis(**fields)


# ---------------------------------------------------------------------------------------------
# Helpers


def parse_svg(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == "svg"
    return root


def parse_html(html: str) -> ET.Element:
    """The HTML these functions write is also well-formed XML: parse it as such."""
    return ET.fromstring(f"<root>{html}</root>")


def fills(svg: str) -> set[str]:
    return {el.get("fill") for el in parse_svg(svg).iter() if el.get("fill")}


def labels(html: str) -> list[str]:
    return [el.get("aria-label") for el in parse_html(html).iter("svg")]


def all_outputs() -> list[str]:
    """A broad sample of everything the module draws."""
    out = [card_svg(Card(k), size=s, lang=lang)
           for k in range(53) for s in SIZES for lang in ("pt", "en")]
    out += [
        card_svg("JK", stands_for="7h"),
        card_svg("6h", wild=True, stands_for=["9c", "9d", "9h", "9s"], size="sm"),
        card_svg("10d", four_color=True, dimmed=True, size="lg"),
        cards_html(parse_cards("Ac 10d Qh JK"), wilds={JOKER}),
        cards_html([]),
        meld_html(KINGS, lang="en"),
        split_html([RUN_567, KINGS, QKA, GAP, NINES, OPEN_END, BOTH], lang="pt"),
        analysis_html(analysis10(), lang="pt"),
        analysis_html(analysis10(), lang="en"),
        analysis_html(analysis9(), lang="pt"),
        analysis_html(analysis9(), lang="en"),
    ]
    return out


# ---------------------------------------------------------------------------------------------
# card_svg


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_card_is_well_formed_svg(size: str) -> None:
    for kind in range(53):
        for options in ({}, {"wild": True}, {"stands_for": "7h"}, {"dimmed": True},
                        {"four_color": True, "lang": "en"}):
            root = parse_svg(card_svg(Card(kind), size=size, **options))
            assert root.get("role") == "img"
            width, height = SIZES[size]
            assert (root.get("width"), root.get("height")) == (str(width), str(height))
            assert root.get("viewBox") == "0 0 100 140"


def test_card_accepts_codes() -> None:
    assert card_svg("7h") == card_svg(Card.of(7, "h"))


@pytest.mark.parametrize(("code", "lang", "name"), [
    ("7h", "pt", "sete de copas"),
    ("7h", "en", "seven of hearts"),
    ("Qs", "pt", "dama de espadas"),
    ("Ac", "en", "ace of clubs"),
    ("10d", "pt", "dez de ouros"),
    ("JK", "pt", "coringa"),
    ("JK", "en", "joker"),
])
def test_accessible_name(code: str, lang: str, name: str) -> None:
    root = parse_svg(card_svg(code, lang=lang))
    assert root.get("aria-label") == name
    title = root.find("title")
    assert title is not None and title.text == name
    assert root[0] is title  # the title comes first, as SVG wants


def test_wild_says_so_in_both_languages() -> None:
    assert parse_svg(card_svg("JK", stands_for="7h")).get("aria-label") == "coringa, vale 7♥"
    assert (parse_svg(card_svg("JK", stands_for="7h", lang="en")).get("aria-label")
            == "joker, standing for 7♥")
    assert (parse_svg(card_svg("6h", wild=True, lang="pt")).get("aria-label")
            == "seis de copas, curinga")
    assert (parse_svg(card_svg("6h", wild=True, stands_for=["7h", "8h"], lang="en"))
            .get("aria-label") == "six of hearts, wild, standing for 7♥ or 8♥")
    assert (parse_svg(card_svg("JK", stands_for="4h 7h")).get("aria-label")
            == "coringa, vale 4♥ ou 7♥")


@pytest.mark.parametrize(("code", "color"), [
    ("7h", "red"), ("Kd", "red"), ("Ac", "black"), ("10s", "black")])
def test_two_colour_fills(code: str, color: str) -> None:
    other = "black" if color == "red" else "red"
    found = fills(card_svg(code))
    assert COLORS[color] in found
    assert COLORS[other] not in found


@pytest.mark.parametrize(("code", "color"), [
    ("7c", "green"), ("7d", "blue"), ("7h", "red"), ("7s", "black")])
def test_four_colour_fills(code: str, color: str) -> None:
    found = fills(card_svg(code, four_color=True))
    assert COLORS[color] in found
    for other in {"green", "blue", "red", "black"} - {color}:
        assert COLORS[other] not in found


def test_rank_in_corners_and_suit_drawn() -> None:
    root = parse_svg(card_svg("10h", size="lg"))
    texts = [t.text for t in root.iter("text")]
    assert texts.count("10") == 2  # top-left and the turned bottom-right corner
    assert root.find(".//path") is not None  # the suit is a shape, not a font glyph
    small = parse_svg(card_svg("Qs", size="sm"))
    assert [t.text for t in small.iter("text")] == ["Q"]


def test_joker_is_drawn_distinctly() -> None:
    svg = card_svg(JOKER, lang="pt")
    root = parse_svg(svg)
    assert "ctl-joker" in root.get("class").split()
    assert COLORS["joker"] in fills(svg)
    assert not {COLORS["red"], COLORS["black"]} & fills(svg)
    texts = [t.text for t in root.iter("text")]
    assert "JK" in texts and "CORINGA" in texts
    assert "JOKER" in [t.text for t in parse_svg(card_svg(JOKER, lang="en")).iter("text")]


def wild_marks(svg: str) -> tuple[bool, bool, bool]:
    root = parse_svg(svg)
    gold_border = any(el.get("stroke") == COLORS["gold"] and el.get("fill") == "none"
                      for el in root.iter("rect"))
    star = any(el.get("fill") == COLORS["gold"] for el in root.iter("polygon"))
    return "ctl-wild" in root.get("class").split(), gold_border, star


def test_wild_marking() -> None:
    assert wild_marks(card_svg("6h", wild=True)) == (True, True, True)
    assert wild_marks(card_svg("6h", wild=True, size="sm")) == (True, True, True)
    assert wild_marks(card_svg("6h")) == (False, False, False)
    # a joker is always wild
    assert wild_marks(card_svg("JK")) == (True, True, True)


def caption(svg: str) -> ET.Element | None:
    return next((g for g in parse_svg(svg).iter("g") if g.get("class") == "ctl-caption"), None)


def test_stands_for_caption() -> None:
    assert caption(card_svg("JK")) is None
    cap = caption(card_svg("JK", stands_for="7h"))
    assert cap is not None
    assert [t.text for t in cap.iter("text")] == ["=", "7"]
    assert COLORS["red"] in {el.get("fill") for el in cap.iter() if el.get("fill")}
    # the bottom corner index gives way to the caption
    root = parse_svg(card_svg("6h", wild=True, stands_for="9c"))
    assert [t.text for t in root.iter("text")].count("6") == 1
    # one rank, several suits: the rank and each suit (only the rank on small cards)
    many = caption(card_svg("JK", stands_for="Kc Kd Kh Ks"))
    assert [t.text for t in many.iter("text")] == ["=", "K"]
    assert len([g for g in many.iter("g") if g.get("transform")]) == 4
    small = caption(card_svg("JK", stands_for="Kc Kd Kh Ks", size="sm"))
    assert len([g for g in small.iter("g") if g.get("transform")]) == 0
    # one suit, several ranks
    run = caption(card_svg("JK", stands_for="4h 7h"))
    assert [t.text for t in run.iter("text")] == ["=", "4/7"]


def test_dimmed() -> None:
    assert parse_svg(card_svg("7h", dimmed=True)).get("opacity") == "0.38"
    assert parse_svg(card_svg("7h")).get("opacity") is None


def test_bad_size_and_language() -> None:
    with pytest.raises(CachetaError):
        card_svg("7h", size="xl")
    with pytest.raises(CachetaError):
        card_svg("7h", lang="es")
    with pytest.raises(CachetaError):
        cards_html(["7h"], size="huge")


# ---------------------------------------------------------------------------------------------
# cards_html


def test_cards_html_one_svg_per_card_in_order() -> None:
    cards = parse_cards("Ac 10d Qh JK 2s 2s")
    html = cards_html(cards, lang="en")
    assert labels(html) == [c.name("en") for c in cards]
    row = next(el for el in parse_html(html).iter("div") if el.get("class") == "ctl-row")
    assert [el.tag for el in row] == ["svg"] * len(cards)
    assert ".ctl-row{display:flex;flex-wrap:wrap" in STYLE


def test_cards_html_marks_wilds_and_sizes() -> None:
    html = cards_html(["5h", "6h", "7h"], wilds=["6h"], size="sm", four_color=True)
    classes = [el.get("class").split() for el in parse_html(html).iter("svg")]
    assert ["ctl-wild" in c for c in classes] == [False, True, False]
    assert all("ctl-card-sm" in c for c in classes)


def test_cards_html_empty() -> None:
    html = cards_html([], lang="en")
    assert labels(html) == [] and "no cards" in html


def test_style_is_included_once() -> None:
    for html in (cards_html(["7h"]), meld_html(KINGS), split_html([RUN_567, KINGS]),
                 analysis_html(analysis10()), analysis_html(analysis9())):
        assert html.count("<style>") == 1
        assert html.startswith(STYLE)


# ---------------------------------------------------------------------------------------------
# Melds


@pytest.mark.parametrize(("m", "pt", "en"), [
    (KINGS, "trinca de reis", "trinca (group) of kings"),
    (NINES, "trinca de noves", "trinca (group) of nines"),
    (RUN_567, "sequência de copas 5-6-7", "sequência (run) of hearts 5-6-7"),
    (QKA, "sequência de espadas Q-K-A", "sequência (run) of spades Q-K-A"),
    (A23, "sequência de paus A-2-3", "sequência (run) of clubs A-2-3"),
    (GAP, "sequência de ouros 4-5-6-7", "sequência (run) of diamonds 4-5-6-7"),
    (OPEN_END, "sequência de copas 4-5-6 ou 5-6-7", "sequência (run) of hearts 4-5-6 or 5-6-7"),
    (BOTH, "trinca de cincos ou sequência de copas 3-4-5, 4-5-6 ou 5-6-7",
     "trinca (group) of fives or sequência (run) of hearts 3-4-5, 4-5-6 or 5-6-7"),
])
def test_meld_labels(m: Meld, pt: str, en: str) -> None:
    assert meld_label(m, "pt") == pt
    assert meld_label(m, "en") == en


def test_meld_label_run_order_does_not_matter() -> None:
    shuffled = meld("As Qs Ks", "megajogos")
    assert meld_label(shuffled, "pt") == "sequência de espadas Q-K-A"
    ten_jack = meld("10c Jc JK Kc")
    assert meld_label(ten_jack, "en") == "sequência (run) of clubs 10-J-Q-K"


def test_meld_label_joker_not_allowed_high_ace() -> None:
    # under ace="low" the engine lists only Jh for the joker: the label follows it
    low = meld("Qh Kh JK")
    assert meld_label(low, "pt") == "sequência de copas J-Q-K"
    both = meld("Qh Kh JK", get_rules("oficial", ace="low_or_high"))
    assert meld_label(both, "pt") == "sequência de copas J-Q-K ou Q-K-A"


def test_meld_html() -> None:
    html = meld_html(KINGS, lang="en")
    root = parse_html(html)
    fig = next(root.iter("figure"))
    assert fig.get("class") == "ctl-meld"
    assert fig.find("figcaption").text == "trinca (group) of kings"
    assert labels(html) == ["king of clubs", "king of diamonds",
                            "joker, standing for K♣, K♦, K♥ or K♠"]
    svgs = list(root.iter("svg"))
    assert "ctl-wild" in svgs[2].get("class").split()
    assert "ctl-wild" not in svgs[0].get("class").split()


def test_meld_html_two_copies_of_a_wild() -> None:
    m = meld("5h JK JK 8h")
    assert labels(meld_html(m)) == ["cinco de copas", "coringa, vale 6♥ ou 7♥",
                                    "coringa, vale 6♥ ou 7♥", "oito de copas"]


def test_split_html_side_by_side() -> None:
    html = split_html([RUN_567, KINGS, QKA], lang="pt")
    root = parse_html(html)
    box = next(el for el in root.iter("div") if el.get("class") == "ctl-melds")
    assert [el.get("class") for el in box] == ["ctl-meld"] * 3
    assert [f.find("figcaption").text for f in box] == [
        "sequência de copas 5-6-7", "trinca de reis", "sequência de espadas Q-K-A"]
    assert ".ctl-melds{display:flex;flex-wrap:wrap" in STYLE


# ---------------------------------------------------------------------------------------------
# analysis_html


def section_titles(root: ET.Element) -> list[str]:
    return ["".join(el.itertext()).strip() for el in root.iter("div")
            if el.get("class") == "ctl-section"]


def test_analysis_html_ten_cards() -> None:
    a = analysis10()
    html = analysis_html(a, lang="pt")
    root = parse_html(html)
    titles = section_titles(root)
    assert titles[0] == "Mão (10 cartas, regras: oficial)"
    assert titles[1:] == ["Melhor divisão", "Descartes"]
    # the hand row comes first, the joker in it marked wild
    hand_row = next(el for el in root.iter("div") if el.get("class") == "ctl-row")
    assert [s.get("aria-label") for s in hand_row.iter("svg")] == [c.name("pt") for c in a.hand]
    status = next(el for el in root.iter("p") if el.get("class") == "ctl-status")
    assert "".join(status.itertext()).endswith("Com 10 cartas: bate descartando o 2♠.")
    assert "Segunda linha" not in html
    assert "mais 1 forma de dividir" in html
    # the discard table: one row per option, na boa, outs with ×live, totals, missing
    rows = root.find(".//tbody").findall("tr")
    assert len(rows) == 2
    first = rows[0].findall("td")
    assert first[0].find("svg").get("aria-label") == "dois de espadas"
    assert first[1].text == "sim"
    assert [s.text for s in first[2].iter("span") if s.get("class") == "ctl-live"] == [
        "×2", "×1", "×0"]
    assert [first[3].text, first[4].text] == ["3", "1"]
    second = rows[1].findall("td")
    assert second[1].text == "não" and "nenhum out" in "".join(second[2].itertext())
    # the dead out is faded
    dead = [s for s in first[2].iter("svg") if s.get("opacity")]
    assert [s.get("aria-label") for s in dead] == ["rei de copas"]


def test_analysis_html_ten_cards_english() -> None:
    html = analysis_html(analysis10(), lang="en")
    root = parse_html(html)
    assert section_titles(root) == ["Hand (10 cards, rules: oficial)", "Best split", "Discards"]
    assert "With 10 cards: goes out discarding 2♠." in html
    heads = ["".join(th.itertext()) for th in root.iter("th")]
    assert heads == ["Discard", "Na boa", "Outs", "Live outs", "Missing"]


def test_analysis_html_nine_cards_outs() -> None:
    html = analysis_html(analysis9(), lang="en")
    root = parse_html(html)
    assert section_titles(root) == ["Hand (9 cards, rules: oficial)", "Best split", "Outs"]
    assert "3 card kinds, 5 live cards" in html
    assert "na boa" in html
    figs = [f.find("figcaption").text for f in root.iter("figure")]
    assert figs == ["sequência (run) of hearts 5-6-7", "trinca (group) of kings",
                    "sequência (run) of spades Q-K-A"]
    assert "<table" not in html


def test_analysis_html_partial_hand_and_defaults() -> None:
    a = analysis9(hand=tuple(parse_cards("5h 6h 7h 2c")), complete=False, partitions=(),
                  na_boa=None, outs=None, missing=5, melds_formed=(RUN_567,),
                  text_pt="Faltam 5 cartas.")
    html = analysis_html(a)  # no lang on the stand-in: Portuguese
    assert "Jogos formados" in html and "faltam 5" in html and "Faltam 5 cartas." in html
    empty = analysis_html(analysis9(hand=(), complete=False, partitions=(), na_boa=None,
                                    outs=None, missing=9, vira=None, curingas=()))
    assert "nenhuma carta" in empty


def test_analysis_html_escapes_text() -> None:
    html = analysis_html(analysis9(text_pt="<script>alert(1)</script> & co"))
    assert "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html


def test_analysis_html_bater_with_ten() -> None:
    a = analysis10(bater=Bater(True, (), ((None, (RUN_567, KINGS, QKA)),)), complete=True)
    html = analysis_html(a, lang="en")
    assert "goes out (bate) with all 10 cards" in html
    assert "more way" not in html


# ---------------------------------------------------------------------------------------------
# Everything drawn


def test_every_class_uses_the_prefix() -> None:
    for out in all_outputs():
        for value in re.findall(r'class="([^"]*)"', out):
            for name in value.split():
                assert name.startswith("ctl-"), (name, out[:200])
    selectors = re.findall(r"\.([A-Za-z_][\w-]*)", re.sub(r"\{[^}]*\}", "{}", STYLE))
    assert selectors and all(s.startswith("ctl-") for s in selectors)


def test_no_urls_anywhere() -> None:
    for out in all_outputs():
        assert "http" not in out.lower()
        assert "url(" not in out and "@import" not in out and "<img" not in out


def test_html_outputs_are_well_formed() -> None:
    for out in all_outputs():
        parse_html(out)
