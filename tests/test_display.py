"""Tests of the card drawings (cacheta_lab.drawing.svg) and their HTML layout
(cacheta_lab.drawing.html).

Melds and analyses are the engine's own (check_meld, analyze): what is drawn is what the
engine found.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

from cacheta_lab.drawing import card_back_svg, explain, palette
from cacheta_lab.drawing.html import (
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
from cacheta_lab.engine.analysis import Analysis, analyze
from cacheta_lab.engine.cards import JOKER, KINDS, Card, parse_cards
from cacheta_lab.engine.melds import Meld, check_meld
from cacheta_lab.engine.rules import Rules, get_rules
from cacheta_lab.errors import CachetaError


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


def ten_na_boa(lang: str = "pt") -> Analysis:
    """10 cards, not out yet: discarding 2♣ (or 9♦) leaves it na boa on 10♠×2 K♠×1 K♥×0
    (both K♥ seen); any other discard leaves faltam 2."""
    return analyze("5h 6h 7h Kc Kd Ks Qs Js 2c 9d", "pife", seen="Kh Kh 8h", lang=lang)


def ten_bate(lang: str = "pt") -> Analysis:
    """10 cards that go out with 9, discarding 5♥ or 8♥ (two ways to split)."""
    return analyze("5h 6h 7h 8h Kc Kd Ks Qs Js 10s", "pife", lang=lang)


def ten_wild(lang: str = "pt") -> Analysis:
    """10 cards with a vira, curingas (6♣ and the jokers), a joker in hand and a card seen."""
    return analyze("5h 6h 7h Kc Kd JK Qs Ks As 2s", "oficial", vira="5c", seen="9d", lang=lang)


def nine_na_boa(lang: str = "pt") -> Analysis:
    """9 cards na boa on 10♠×2 K♠×1 K♥×0 (both K♥ seen)."""
    return analyze("5h 6h 7h Kc Kd Ks Qs Js 2c", "pife", seen="Kh Kh", lang=lang)


def nine_complete(lang: str = "pt") -> Analysis:
    """9 cards that already form melds: na boa on any card."""
    return analyze("5h 6h 7h Kc Kd Ks Qs Js 10s", "pife", lang=lang)


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
           for k in KINDS for s in SIZES for lang in ("pt", "en")]
    out += [card_back_svg(size=s, lang=lang) for s in SIZES for lang in ("pt", "en")]
    out += [
        card_svg("JK", stands_for="7h"),
        card_svg("6h", wild=True, stands_for=["9c", "9d", "9h", "9s"], size="sm"),
        card_svg("10d", four_color=True, dimmed=True, size="lg"),
        cards_html(parse_cards("Ac 10d Qh JK"), wilds={JOKER}),
        cards_html([]),
        meld_html(KINGS, lang="en"),
        split_html([RUN_567, KINGS, QKA, GAP, NINES, OPEN_END, BOTH], lang="pt"),
        *(analysis_html(make(lang)) for make in (ten_na_boa, ten_bate, ten_wild, nine_na_boa,
                                                  nine_complete) for lang in ("pt", "en")),
    ]
    return out


# ---------------------------------------------------------------------------------------------
# card_svg


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_card_is_well_formed_svg(size: str) -> None:
    for kind in KINDS:
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
    ("JK", "pt", "joker"),
    ("JK", "en", "joker"),
])
def test_accessible_name(code: str, lang: str, name: str) -> None:
    root = parse_svg(card_svg(code, lang=lang))
    assert root.get("aria-label") == name
    title = root.find("title")
    assert title is not None and title.text == name
    assert root[0] is title  # the title comes first, as SVG wants


def test_wild_says_so_in_both_languages() -> None:
    assert parse_svg(card_svg("JK", stands_for="7h")).get("aria-label") == "joker, vale 7♥"
    assert (parse_svg(card_svg("JK", stands_for="7h", lang="en")).get("aria-label")
            == "joker, standing for 7♥")
    assert (parse_svg(card_svg("6h", wild=True, lang="pt")).get("aria-label")
            == "seis de copas, curinga")
    assert (parse_svg(card_svg("6h", wild=True, stands_for=["7h", "8h"], lang="en"))
            .get("aria-label") == "six of hearts, wild, standing for 7♥ or 8♥")
    assert (parse_svg(card_svg("JK", stands_for="4h 7h")).get("aria-label")
            == "joker, vale 4♥ ou 7♥")


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
    assert "JK" in texts and "JOKER" in texts
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


@pytest.mark.parametrize(("lang", "name"), [("pt", "carta virada"), ("en", "face-down card")])
def test_card_back(lang: str, name: str) -> None:
    for size, (width, height) in SIZES.items():
        root = parse_svg(card_back_svg(size=size, lang=lang))
        assert root.get("aria-label") == name and root.find("title").text == name
        assert (root.get("width"), root.get("height")) == (str(width), str(height))
        assert root.get("class").split() == ["ctl-card", f"ctl-card-{size}", "ctl-back"]
        assert not list(root.iter("text"))  # nothing on it tells the card
    assert palette.BACK in fills(card_back_svg())
    assert not {palette.RED, palette.BLACK, palette.JOKER} & fills(card_back_svg())
    with pytest.raises(CachetaError):
        card_back_svg(lang="es")


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
                 analysis_html(ten_na_boa()), analysis_html(nine_na_boa())):
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
    assert labels(meld_html(m)) == ["cinco de copas", "joker, vale 6♥ ou 7♥",
                                    "joker, vale 6♥ ou 7♥", "oito de copas"]


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


def status_text(root: ET.Element) -> str:
    status = next(el for el in root.iter("p") if el.get("class") == "ctl-status")
    return "".join(status.itertext())


def badges(root: ET.Element) -> list[str]:
    return [el.text for el in root.iter("span") if "ctl-badge" in (el.get("class") or "").split()]


def test_analysis_html_ten_cards() -> None:
    a = ten_na_boa()
    html = analysis_html(a, lang="pt")
    root = parse_html(html)
    assert section_titles(root) == ["Mão (10 cartas, regras: pife)", "Jogos formados",
                                     "Descartes"]
    # the hand row comes first, in the engine's order
    hand_row = next(el for el in root.iter("div") if el.get("class") == "ctl-row")
    assert [s.get("aria-label") for s in hand_row.iter("svg")] == [c.name("pt") for c in a.hand]
    # the status is the engine's first sentence, and only that, after the badges
    first, second = a.explanation("pt").splitlines()[:2]
    assert status_text(root).endswith(first)
    assert second not in html
    assert badges(root) == ["falta 1"]  # one draw from going out
    # the melds formed, as the engine found them
    assert [f.find("figcaption").text for f in root.iter("figure")] == [
        meld_label(m, "pt") for m in a.melds_formed]
    # the discard table: one row per discard, na boa, outs with ×live, totals, missing
    rows = root.find(".//tbody").findall("tr")
    assert len(rows) == len(a.discards) == 10
    first_row = rows[0].findall("td")
    assert first_row[0].find("svg").get("aria-label") == "dois de paus"
    assert first_row[1].text == "sim"
    assert [s.text for s in first_row[2].iter("span") if s.get("class") == "ctl-live"] == [
        "×2", "×1", "×0"]
    assert [first_row[3].text, first_row[4].text] == ["3", "1"]
    last = rows[-1].findall("td")
    assert last[1].text == "não" and "nenhuma" in "".join(last[2].itertext())
    assert last[4].text == "2"
    # the dead out (both K♥ seen) is faded
    dead = [s for s in first_row[2].iter("svg") if s.get("opacity")]
    assert [s.get("aria-label") for s in dead] == ["rei de copas"]


def test_analysis_html_ten_cards_english() -> None:
    a = ten_na_boa("en")
    html = analysis_html(a)  # the analysis's own language
    root = parse_html(html)
    assert section_titles(root) == ["Hand (10 cards, rules: pife)", "Melds formed", "Discards"]
    assert status_text(root).endswith(a.explanation("en").splitlines()[0])
    heads = ["".join(th.itertext()) for th in root.iter("th")]
    assert heads == ["Discard", "Na boa", "Cards that go out", "Live copies", "Missing"]
    assert analysis_html(a, lang="pt") == analysis_html(ten_na_boa("pt"))


def test_analysis_html_bater_with_nine() -> None:
    a = ten_bate()
    root = parse_html(analysis_html(a, lang="pt"))
    assert section_titles(root) == ["Mão (10 cartas, regras: pife)", "Melhor divisão",
                                    "Descartes"]
    assert badges(root) == ["bate"]
    note = next(el for el in root.iter("div") if el.get("class") == "ctl-line")
    assert "bate descartando" in "".join(note.itertext())
    discard, melds = a.bater.splits[0]
    assert [s.get("aria-label") for s in note.iter("svg")] == [discard.name("pt")]
    assert [f.find("figcaption").text for f in root.iter("figure")] == [
        meld_label(m, "pt") for m in melds]
    assert len(a.bater.splits) == 2
    assert "mais 1 forma de bater: com 9, descartando 8♥" in analysis_html(a)
    assert "1 more way to go out: with 9, discarding 8♥" in analysis_html(a, lang="en")


def test_analysis_html_bater_with_ten() -> None:
    a = analyze("5h 6h 7h 8h Kc Kd Ks Qs Js 10s", "pife-simples", lang="en")
    assert a.bater.with10 and a.bater.splits[0][0] is None
    html = analysis_html(a)
    assert "goes out (bate) with all 10 cards" in html
    assert badges(parse_html(html)) == ["bate (goes out)"]
    assert "2 more ways to go out: with 9, discarding 5♥ or 8♥" in html


def test_the_note_under_a_split_counts_ways_a_reader_can_find() -> None:
    """Lesson 9's hand: two splits with all 10 cards, and one with 9 for each of three
    discards. The note counts the ways besides the one drawn and names where each is."""
    a = analyze("Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h", "oficial", vira="Jc", lang="en")
    discards = [d for d, _split in a.bater.splits]
    assert discards.count(None) == 2 and len(discards) == 5
    assert ("4 more ways to go out: 1 with all 10 cards; 3 with 9, discarding 3♥, 6♥ or 9♥"
            in analysis_html(a))
    assert ("mais 4 formas de bater: 1 com as 10 cartas; 3 com 9, descartando 3♥, 6♥ ou 9♥"
            in analysis_html(a, lang="pt"))
    # megajogos: all 10 drawn, the other way is with 9 (not the same cards in other melds)
    mega = analyze("Qh Kh Ah 7h 7h 7c 3d 4d 5d 6s", "megajogos", vira="5c", lang="en")
    assert "1 more way to go out: with 9, discarding 7♥" in analysis_html(mega)
    # a card whose 9 left split in more ways than one says how many
    seven, three = Card.parse("7h"), Card.parse("3d")
    two = explain.other_ways([(None, ()), (seven, ()), (seven, ()), (three, ())], "en")
    assert two == ("4 more ways to go out: 1 with all 10 cards; 3 with 9, discarding 7♥ "
                   "(2 ways) or 3♦")


def test_a_discard_that_goes_out_says_bate_as_the_card_table_does() -> None:
    """Lesson 6 ranks the discard that goes out first, with nothing left to count: its row
    says bate, not na boa and one draw missing."""
    a = analyze("Kc Kd Kh 3h 4h 5h 6h 7h 8h 9h", "oficial", vira="Jc", lang="pt")
    rows = parse_html(analysis_html(a)).find(".//tbody").findall("tr")
    cells = {row.find("td").find("svg").get("aria-label"): ["".join(td.itertext())
                                                           for td in row.findall("td")[1:]]
             for row in rows}
    assert cells["três de copas"] == ["bate", "—", "—", "—"]
    assert cells["seis de copas"] == cells["nove de copas"] == ["bate", "—", "—", "—"]
    assert cells["rei de paus"][0] == "sim" and cells["rei de paus"][3] == "1"
    assert [d.card.code for d in a.discards if d.bate] == ["3h", "6h", "9h"]


def test_analysis_html_vira_curingas_and_seen() -> None:
    a = ten_wild()
    root = parse_html(analysis_html(a, lang="pt"))
    hand_row = next(el for el in root.iter("div") if el.get("class") == "ctl-row")
    wild = [s.get("aria-label") for s in hand_row.iter("svg")
            if "ctl-wild" in s.get("class").split()]
    assert wild == ["joker"]  # the joker in hand is marked wild
    fields = {"".join(f.find("span").itertext()): [s.get("aria-label") for s in f.iter("svg")]
              for f in root.iter("span") if f.get("class") == "ctl-field"}
    assert fields == {"Vira": ["cinco de paus"],
                      "Curingas": ["seis de paus, curinga", "joker"],
                      "Vistas": ["nove de ouros"]}
    seen = next(f for f in root.iter("span") if f.get("class") == "ctl-field"
                and "Vistas" in "".join(f.itertext()))
    assert all(s.get("opacity") == "0.38" for s in seen.iter("svg"))
    # a joker in a meld of the best split says what it stands for
    captions = [s.get("aria-label") for s in root.iter("svg") if s.get("aria-label", "")
                .startswith("joker, vale")]
    assert captions == ["joker, vale 3♠"]


def test_analysis_html_nine_cards_outs() -> None:
    a = nine_na_boa("en")
    html = analysis_html(a)
    root = parse_html(html)
    assert section_titles(root) == ["Hand (9 cards, rules: pife)", "Melds formed",
                                   "Cards that go out"]
    assert badges(root) == ["na boa"]
    assert "3 cards go out, 3 live copies" in html
    outs = next(el for el in root.iter("div") if el.get("class") == "ctl-row"
                and el.find("span") is not None and el.find("span").get("class", "")
                .startswith("ctl-out"))
    assert [s.get("title") for s in outs.findall("span")] == [
        "2 live copies", "1 live copy", "0 live copies"]
    assert "<table" not in html


def test_analysis_html_nine_cards_complete() -> None:
    a = nine_complete("pt")
    html = analysis_html(a)
    root = parse_html(html)
    assert section_titles(root) == ["Mão (9 cartas, regras: pife)", "Melhor divisão",
                                   "Cartas que batem"]
    assert badges(root) == ["completa", "na boa"]
    assert [f.find("figcaption").text for f in root.iter("figure")] == [
        meld_label(m, "pt") for m in a.partitions[0]]
    # every card goes out: the first 20 outs drawn, the rest listed after "+n"
    assert len(a.outs) > 20
    more = next(el for el in root.iter("span") if el.get("class") == "ctl-more")
    assert more.text.startswith(f"+{len(a.outs) - 20}: ")
    assert len([s for s in root.iter("span") if s.get("class", "").startswith("ctl-out")]) == 20


def test_analysis_html_partial_and_empty_hands() -> None:
    a = analyze("5h 6h 7h 2c", "pife")
    html = analysis_html(a)
    root = parse_html(html)
    assert "Jogos formados" in html
    assert badges(root) == ["faltam 5"]
    assert status_text(root).endswith(a.explanation("pt").splitlines()[0])
    assert "<table" not in html
    one = parse_html(analysis_html(analyze("7h", "pife", lang="en")))
    assert section_titles(one) == ["Hand (1 card, rules: pife)"]
    assert badges(one) == ["8 missing"]
    empty = analysis_html(analyze("", "pife"))
    assert "nenhuma carta" in empty
    assert section_titles(parse_html(empty)) == ["Mão (0 cartas, regras: pife)"]


def test_analysis_html_escapes_text() -> None:
    rules = replace(get_rules("pife"), id="<script>alert(1)</script> & co")
    html = analysis_html(analyze("5h 6h 7h", rules))
    assert "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html
    parse_html(html)


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


def test_the_package_styles_its_html_with_the_classes_of_one_stylesheet() -> None:
    """No ``style="…"`` attribute in the package's HTML: every look is a ``ctl-`` class of
    :data:`~cacheta_lab.drawing.html.STYLE` (the room's standalone watch page has its own
    ``<style>`` block), so a class changed there changes every drawing that uses it."""
    from pathlib import Path

    import cacheta_lab

    root = Path(cacheta_lab.__file__).parent
    inline = [f"{path.relative_to(root)}:{n}"
              for path in sorted(root.rglob("*.py"))
              for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
              if re.search(r"""\bstyle=\\?["']""", line)]
    assert not inline, inline
    used = set()
    for path in sorted(root.rglob("*.py")):
        used.update(re.findall(r'class="([^"{]*)"', path.read_text(encoding="utf-8")))
    classes = {c for names in used for c in names.split() if c.startswith("ctl-")}
    defined = set(re.findall(r"\.(ctl-[\w-]+)", STYLE))
    hooks = {"ctl-caption", "ctl-ex-prompt", "ctl-room-links", "ctl-t-static"}  # no look of
    assert classes - defined <= hooks, sorted(classes - defined)  # their own: names to find
