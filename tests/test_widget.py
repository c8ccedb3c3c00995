"""The card table without a browser: traits both ways, bad values, the analysis and the view."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("anywidget")

from cacheta_lab import CachetaError, CardTable, analyze
from cacheta_lab.table_view import TEXT

REPO = Path(__file__).resolve().parents[1]
TEN = "5h 6h 7h Kc Kd Ks 2s 3s 9c 9s"  # megajogos, vira 8c: 9c and 9s are curingas
NA_BOA = "5h 6h 8h Kc Kd Ks 2s 3s 9s Qd"  # cannot go out; some discards leave it na boa


def click(table: CardTable, kind: str, seq: int = 1, **data: object) -> dict:
    """What the front end sends on a click; returns the view that comes back."""
    table._on_msg(table, {"type": kind, "seq": seq, **data}, [])
    return table.view


def state(table: CardTable) -> tuple:
    return (table.preset, table.vira, table.hand, table.seen, table.lang)


@pytest.fixture
def table() -> CardTable:
    return CardTable(preset="megajogos", vira="8c", lang="pt")


# --- construction and repr -----------------------------------------------------------------

def test_constructor_reads_any_notation() -> None:
    t = CardTable("7 de copas, 5h", preset="MegaJogos", vira="8♣", seen=["Kd"])
    assert t.preset == "megajogos"
    assert t.vira == "8c"
    assert t.hand == ("5h", "7h")
    assert t.seen == ("Kd",)
    assert t.analysis == analyze("5h 7h", "megajogos", "8c", "Kd")


def test_repr_is_stable_text(table: CardTable) -> None:
    assert repr(table) == "CardTable(preset='megajogos', vira='8c', hand='', lang='pt')"
    table.update(hand="6h 5h", seen="Kd")
    assert repr(table) == ("CardTable(preset='megajogos', vira='8c', hand='5h 6h', "
                           "seen='Kd', lang='pt')")


def test_bad_constructor_values_raise_clear_errors() -> None:
    with pytest.raises(CachetaError, match="preset desconhecido"):
        CardTable(preset="poker")
    with pytest.raises(CachetaError, match="carta desconhecida"):
        CardTable("5x")
    with pytest.raises(CachetaError, match="sem coringas"):
        CardTable("JK", preset="megajogos")
    with pytest.raises(CachetaError, match="idioma"):
        CardTable(lang="fr")


def test_exported_lazily_and_engine_imports_without_widgets() -> None:
    code = ("import sys; sys.modules['anywidget'] = None; sys.modules['ipywidgets'] = None\n"
            "import cacheta_lab\n"
            "assert cacheta_lab.analyze('5h 6h 7h', 'megajogos').complete\n"
            "try:\n    cacheta_lab.CardTable\nexcept ImportError:\n    print('no widget')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "no widget"


def test_front_end_files_are_loaded() -> None:
    t = CardTable()
    assert "export default" in t._esm
    assert ".ctl-t-root" in t._css


# --- from Python ---------------------------------------------------------------------------

def test_setting_traits_redraws_and_analyses(table: CardTable) -> None:
    seen_changes = []
    table.observe(lambda ch: seen_changes.append(ch["name"]), names=["hand", "analysis"])
    table.hand = TEN
    assert table.hand == ("9c", "Kc", "Kd", "5h", "6h", "7h", "2s", "3s", "9s", "Ks")
    assert sorted(seen_changes) == ["analysis", "hand"]
    assert table.analysis == analyze(TEN, "megajogos", "8c")
    assert table.view["hand_text"] == "9c Kc Kd 5h 6h 7h 2s 3s 9s Ks"
    assert [c["code"] for c in table.view["hand"]] == list(table.hand)
    table.vira = "Kc"
    assert table.analysis.vira.code == "Kc"
    assert table.view["curinga"].startswith("Preset megajogos: vira K♣ → curingas A♣ e A♠")


def test_lists_and_cards_are_accepted(table: CardTable) -> None:
    from cacheta_lab import Card

    table.hand = [Card.of(7, "h"), "5h", "6 de copas"]
    assert table.hand == ("5h", "6h", "7h")
    table.seen = "Ac"
    assert table.seen == ("Ac",)
    table.vira = None
    assert table.vira is None
    assert table.view["vira"] is None


@pytest.mark.parametrize(("name", "value", "message"), [
    ("hand", "5h 5h 5h", "3 cópias de 5h"),
    ("hand", "8c 8c", "a vira"),
    ("hand", "Zz", "carta desconhecida"),
    ("hand", 12, "esperava cartas"),
    ("hand", " ".join(["5h", "6h", "7h", "8h", "9h", "10h", "Jh", "Qh", "Kh", "Ah", "2h"]),
     "11 cartas"),
    ("hand", "JK", "sem coringas"),
    ("vira", "JK", "coringa"),
    ("vira", "5q", "carta desconhecida"),
    ("preset", "pife", "não tem vira"),
    ("preset", "nope", "preset desconhecido"),
    ("preset", 3, "use um nome"),
    ("seen", "8c 8c", "a vira"),
    ("lang", "fr", "idioma"),
])
def test_bad_values_raise_and_leave_the_table_as_it_was(table: CardTable, name: str,
                                                         value: object, message: str) -> None:
    table.hand = "5h 6h 7h"
    before, view, analysis = state(table), table.view, table.analysis
    with pytest.raises(CachetaError, match=message):
        setattr(table, name, value)
    assert state(table) == before
    assert table.view == view
    assert table.analysis is analysis


def test_update_changes_several_parts_together(table: CardTable) -> None:
    table.update(preset="pife", vira=None, hand="Ac 2c 3c")
    assert (table.preset, table.vira, table.hand) == ("pife", None, ("Ac", "2c", "3c"))
    assert table.analysis.rules.id == "pife"
    before = state(table)
    with pytest.raises(CachetaError, match="não tem vira"):
        table.update(vira="5h", hand="4c")
    assert state(table) == before
    with pytest.raises(CachetaError, match="não é parte"):
        table.update(colour="red")


def test_lang_and_four_color_redraw(table: CardTable) -> None:
    table.hand = "7h"
    assert table.view["deck"][2][6]["label"] == "sete de copas, 1 cópia livre"
    table.lang = "en"
    assert table.view["deck"][2][6]["label"] == "seven of hearts, 1 free copy"
    assert table.view["text"] == TEXT["en"]
    assert table.analysis.lang == "en"
    plain = table.faces["Ac/sm"]
    table.four_color = True
    assert table.faces["Ac/sm"] != plain
    assert table.view["four_color"] is True


# --- the view ------------------------------------------------------------------------------

def test_deck_counts_free_copies_and_marks_curingas(table: CardTable) -> None:
    table.update(hand="9c 9c", seen="8c")
    deck = {c["code"]: c for row in table.view["deck"] for c in row}
    assert len(deck) == 52  # megajogos plays without jokers
    assert deck["9c"]["free"] == 0 and deck["9c"]["held"] == 2
    assert deck["9c"]["why"] == "Nenhuma cópia livre de 9♣: o baralho tem 2; 2 na mão."
    assert deck["8c"]["free"] == 0  # the vira and a seen copy
    assert "1 é a vira" in deck["8c"]["why"] and "vista" in deck["8c"]["why"]
    assert deck["9s"]["wild"] and deck["9s"]["label"] == "nove de espadas, 2 cópias livres, curinga"
    assert not deck["9h"]["wild"]
    assert 'class="ctl-card ctl-card-sm ctl-wild"' in table.faces["9s/sm"]
    assert "ctl-wild" not in table.faces["9h/sm"]
    oficial = CardTable(preset="oficial")
    assert oficial.view["deck"][-1][0]["code"] == "JK"
    assert oficial.view["deck"][-1][0]["free"] == 4


def test_curinga_sentence_says_why(table: CardTable) -> None:
    assert table.view["curinga"] == ("Preset megajogos: vira 8♣ → curingas 9♣ e 9♠ "
                                     "(mesma cor).")


def test_ten_cards_give_the_discard_table(table: CardTable) -> None:
    table.update(hand=NA_BOA, seen="4s")
    view = table.view
    a = table.analysis
    assert view["status"] == a.explanation("pt").splitlines()[0]
    rows = view["discards"]
    assert [r["code"] for r in rows] == [d.card.code for d in a.discards]
    for row, d in zip(rows, a.discards, strict=True):
        assert row["state"] == ("na boa" if d.na_boa else f"faltam {d.missing}")
        assert row["live_outs"] == d.live_outs and row["missing"] == d.missing
        assert [o["code"] for o in row["outs"]] == [o.card.code for o in d.outs][:16]
        assert [o["live"] for o in row["outs"]] == [o.live for o in d.outs][:16]
        assert len(row["preview"]["cards"]) == 9
    assert rows[0]["kind"] == "warn" and rows[-1]["kind"] == "plain"
    assert view["outs"] is None


def test_bate_rows_and_long_out_lists(table: CardTable) -> None:
    table.hand = "5h 6h 7h Kc Kd Ks 2s 3s 4s Qd"  # bate discarding Q♦; other rows: 9 complete
    rows = {r["code"]: r for r in table.view["discards"]}
    assert rows["Qd"]["kind"] == "good" and rows["Qd"]["outs"] == []
    assert rows["Qd"]["live_outs"] is None and rows["Qd"]["missing"] is None
    long = max(table.view["discards"], key=lambda r: len(r["outs"]))
    option = next(d for d in table.analysis.discards if d.card.code == long["code"])
    if len(option.outs) > 16:
        assert long["more_outs"]["count"] == len(option.outs) - 16
        assert long["more_outs"]["label"].startswith("mais: ")


def test_a_hand_that_goes_out_shows_its_melds(table: CardTable) -> None:
    table.hand = "5h 6h 7h Kc Kd Ks 2s 3s 4s Ah"
    view = table.view
    assert view["badges"][0] == {"kind": "good", "text": "bate"}
    first = view["splits"][0]
    assert first["title"] == "bate descartando A♥"
    labels = sorted(m["label"] for m in first["melds"])
    assert "trinca de reis" in labels
    assert any(label.startswith("sequência de copas 5-6-7") for label in labels)
    bate = next(r for r in view["discards"] if r["code"] == "Ah")
    assert bate["kind"] == "good" and bate["preview"]["melds"]


def test_other_splits_come_when_asked(table: CardTable) -> None:
    table.update(preset="oficial", vira="8h", hand="JK JK 9h 9h 5h 6h 7h Kc Kd 2s")
    total = len(table.analysis.bater.splits)
    assert total > 1
    assert len(table.view["splits"]) == 1 and table.view["split_count"] == total
    view = click(table, "show_splits", open=True)
    assert len(view["splits"]) == min(total, 60) and view["splits_open"]
    assert [s["title"] for s in view["splits"]][:1] == ["bate com as 10 cartas"]
    table.hand = "JK JK 9h 9h 5h 6h 7h Kc Kd 3s"  # stays open while the hand changes
    assert table.view["splits_open"]
    assert len(click(table, "show_splits", open=False)["splits"]) == 1


def test_wilds_show_what_they_stand_for(table: CardTable) -> None:
    table.hand = "5h 6h 7h Kc Kd 9c 2s 3s 4s Ah"
    melds = table.view["splits"][0]["melds"]
    wild_cards = [c for m in melds for c in m["cards"] if c["code"] == "9c"]
    assert wild_cards and wild_cards[0]["face"] in table.view["faces"]
    assert "nove de paus, curinga, vale K♥ ou K♠" in table.view["faces"][wild_cards[0]["face"]]


def test_nine_cards_give_the_outs(table: CardTable) -> None:
    table.hand = "5h 6h 7h Kc Kd Ks 2s 3s 4h"
    a = table.analysis
    outs = table.view["outs"]
    assert [(o["code"], o["live"]) for o in outs] == [(o.card.code, o.live) for o in a.outs]
    assert table.view["discards"] is None


def test_partial_hands_show_the_melds_formed(table: CardTable) -> None:
    table.hand = "Kc Kd Ks 2h"
    assert [m["label"] for m in table.view["formed"]] == ["trinca de reis"]
    assert [c["code"] for c in table.view["loose"]] == ["2h"]


def test_faces_are_the_package_card_drawings(table: CardTable) -> None:
    from cacheta_lab.display import card_svg

    assert table.faces["7h/md"] == card_svg("7h", size="md", lang="pt")
    assert table.faces["9c/sm"] == card_svg("9c", wild=True, size="sm", lang="pt")
    table.lang = "en"
    assert table.faces["7h/sm"] == card_svg("7h", size="sm", lang="en")


def test_view_is_json(table: CardTable) -> None:
    table.hand = TEN
    json.dumps(table.view)
    json.dumps(table.faces)


# --- what the user does on the table -------------------------------------------------------

def test_clicks_update_the_traits(table: CardTable) -> None:
    view = click(table, "add", seq=1, card="7h")
    assert table.hand == ("7h",) and view["ack"] == 1 and view["error"] is None
    click(table, "add", seq=2, card="5h")
    click(table, "remove", seq=3, card="7h")
    assert table.hand == ("5h",)
    click(table, "set_vira", card="Qd")
    assert table.vira == "Qd"
    click(table, "add_seen", card="2c")
    click(table, "add_seen", card="2c")
    assert table.seen == ("2c", "2c")
    click(table, "remove_seen", card="2c")
    assert table.seen == ("2c",)
    click(table, "paste", text="7 de copas 8h 9h")
    assert table.hand == ("7h", "8h", "9h")
    click(table, "set_lang", lang="en")
    assert table.lang == "en"
    click(table, "set_four_color", value=True)
    assert table.four_color is True
    click(table, "set_vira", card=None)
    assert table.vira is None


def test_a_refused_click_says_why_and_changes_nothing(table: CardTable) -> None:
    table.hand = TEN
    before = state(table)
    view = click(table, "add", seq=7, card="4h")
    assert state(table) == before
    assert view["ack"] == 7
    assert view["error"].startswith("Não dá para pôr 4h na mão: a mão tem 11 cartas")
    view = click(table, "remove", seq=8, card="9s")
    assert view["error"] is None
    table.lang = "en"
    view = click(table, "add", seq=9, card="8c")
    view = click(table, "add", seq=10, card="8c")
    assert view["error"].startswith("8c cannot go into the hand:")
    assert click(table, "paste", text="5h xx")["error"].startswith("unknown card 'xx'")
    assert click(table, "nonsense")["error"].startswith("unknown action 'nonsense'")


def test_undo_and_reset(table: CardTable) -> None:
    assert not table.view["can_undo"]
    for i, code in enumerate(["5h", "6h", "7h"]):
        click(table, "add", seq=i, card=code)
    table.vira = "Kc"
    assert table.view["can_undo"] and table.view["can_reset"]
    click(table, "undo")
    assert table.vira == "8c" and table.hand == ("5h", "6h", "7h")
    click(table, "undo")
    assert table.hand == ("5h", "6h")
    click(table, "reset")
    assert state(table) == ("megajogos", "8c", (), (), "pt")
    assert not table.view["can_reset"]
    click(table, "undo")  # reset can be undone too
    assert table.hand == ("5h", "6h")


def test_preset_change_drops_jokers_only_with_consent() -> None:
    t = CardTable("JK 5h 6h", preset="oficial", vira="8c", seen="JK")
    view = click(t, "set_preset", preset="megajogos")
    assert t.preset == "oficial" and t.hand == ("5h", "6h", "JK")
    assert "sem coringas" in view["pending"]
    assert "Mudar para megajogos tirando 2 coringa(s) (JK)?" in view["pending"]
    view = click(t, "cancel")
    assert view["pending"] is None and t.preset == "oficial"
    click(t, "set_preset", preset="pife")
    assert "a vira 8c" in t.view["pending"]
    click(t, "confirm")
    assert (t.preset, t.vira, t.hand, t.seen) == ("pife", None, ("5h", "6h"), ())
    assert t.view["pending"] is None
    click(t, "undo")
    assert (t.preset, t.vira, t.hand, t.seen) == ("oficial", "8c", ("5h", "6h", "JK"), ("JK",))


def test_a_pending_question_goes_when_the_cards_change() -> None:
    t = CardTable("JK 5h 6h", preset="oficial", vira="8c")
    click(t, "set_preset", preset="megajogos")
    assert t.view["pending"]
    click(t, "add", card="7h")
    assert t.view["pending"] is None
    click(t, "confirm")  # nothing is waiting any more
    assert t.preset == "oficial" and t.hand == ("5h", "6h", "7h", "JK")


def test_preset_change_without_conflict_is_immediate(table: CardTable) -> None:
    table.hand = "5h 6h 7h"
    click(table, "set_preset", preset="tradicional")
    assert table.preset == "tradicional" and table.view["pending"] is None
    assert table.view["preset"] == "tradicional"


# --- packaging -----------------------------------------------------------------------------

def test_wheel_ships_the_front_end(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path), str(REPO)], check=True)
    wheel = next(tmp_path.glob("cacheta_lab-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "cacheta_lab/widgets/card_table.js" in names
    assert "cacheta_lab/widgets/card_table.css" in names
    assert not any("node_modules" in n or n.endswith(".test.js") for n in names)
