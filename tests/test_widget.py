"""The card table without a browser: traits both ways, bad values, the analysis and the view."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("anywidget")

from cacheta_lab import CachetaError, CardTable, analyze
from cacheta_lab.tables.base import module_text, style_text
from cacheta_lab.tables.card.view import SPLIT_PAGE, front_end_text

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
    with pytest.raises(CachetaError, match="sem jokers"):
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
    # the shared module and stylesheet are inside, not imported
    assert "export class TableView" in t._esm and ".cacheta-root" in t._css


_RELATIVE = re.compile(r"""(\bfrom\s*|\bimport\s*\(?\s*|@import\s+(url\()?)["']\.{1,2}/""")
_DECLARED = re.compile(
    r"^(?:export\s+)?(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)", re.MULTILINE)


@pytest.mark.parametrize("name", sorted(p.name for p in (REPO / "widgets").glob("*.js")
                                        if p.name not in ("shared.js", "vitest.config.js")))
def test_assembled_modules_import_no_file(name: str, tmp_path: Path) -> None:
    """What anywidget gets is one module: no relative import left, each top-level name declared
    once (the shared one and the table's own), and a module Node can parse."""
    text = module_text(name)
    assert not _RELATIVE.search(text), name
    assert "export default" in text
    declared = _DECLARED.findall(text)
    assert sorted(n for n in set(declared) if declared.count(n) > 1) == []
    node = shutil.which("node")
    if node:  # make test has Node (the front-end tests need it); without it the checks above
        path = tmp_path / "module.mjs"
        path.write_text(text, encoding="utf-8")
        subprocess.run([node, "--check", str(path)], check=True, capture_output=True)
    css = style_text(name.replace(".js", ".css"))
    assert not _RELATIVE.search(css)


def test_inlining_refuses_what_it_cannot_inline(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from cacheta_lab.tables.base import front_end

    (tmp_path / "shared.js").write_text("export function h() {}\nexport class Faces {}\n")
    (tmp_path / "a.js").write_text('import { h, Faces } from "./shared.js";\n'
                                   'import { h } from "./shared.js";\nexport default h;\n')
    (tmp_path / "b.js").write_text('import { nothing } from "./shared.js";\n')
    (tmp_path / "c.js").write_text('import {\n  h,\n} from "./shared.js";\n'
                                   'const later = import("./other.js");\n')
    (tmp_path / "a.css").write_text('@import "./a2.css";\n.x { color: red; }\n')
    (tmp_path / "a2.css").write_text(".cacheta-root { color: blue; }\n")
    monkeypatch.setattr(front_end, "asset", lambda name: tmp_path / name)
    text = front_end.module_text.__wrapped__("a.js")
    assert text.count("export function h()") == 1 and "./shared.js" not in text
    with pytest.raises(ImportError, match="nothing"):
        front_end.module_text.__wrapped__("b.js")
    with pytest.raises(ImportError, match="left after inlining"):
        front_end.module_text.__wrapped__("c.js")
    css = front_end.style_text.__wrapped__("a.css")
    assert css.index(".cacheta-root") < css.index(".x") and "@import" not in css


def test_every_word_the_front_end_reads_is_sent_in_both_languages() -> None:
    js = (REPO / "widgets" / "card_table.js").read_text(encoding="utf-8")
    used = set(re.findall(r"\bt\.(\w+)", js)) | set(re.findall(r"view\.text\.(\w+)", js))
    assert len(used) > 30
    for lang in ("pt", "en"):
        sent = front_end_text(lang)
        assert used <= set(sent), sorted(used - set(sent))
        assert all(sent[k].strip() for k in used)
    assert front_end_text("pt")["modes"] != front_end_text("en")["modes"]


def test_the_shared_protocol_answers_each_message_once() -> None:
    """The base both tables stand on: fields checked, the action run, one answer per message
    with its seq and the error in the table's language."""
    from typing import ClassVar

    import traitlets

    from cacheta_lab.tables.base import Action, TableWidget, number_field

    class Counter(TableWidget):
        ACTIONS: ClassVar[dict[str, Action]] = {"add": Action("_add", {"n": number_field(1, 9)})}
        lang = traitlets.Unicode("en")

        def __init__(self) -> None:
            super().__init__()
            self.total = 0
            self.answers: list[tuple[int, str | None]] = []

        def _add(self, msg: dict) -> None:
            if self.total + msg["n"] > 10:
                raise CachetaError("passa de 10", "over 10")
            self.total += msg["n"]

        def _answer(self, seq: int, error: str | None) -> None:
            self.answers.append((seq, error))

    c = Counter()
    for content in ({"type": "add", "seq": 1, "n": 4}, {"type": "add", "seq": 2, "n": 40},
                    {"type": "add", "seq": 3, "n": True}, {"type": "sub", "seq": 4},
                    {"type": "add", "seq": -1, "n": 1}, ["add"], {"type": "add", "seq": 5, "n": 7}):
        c._on_msg(c, content, [])
    assert c.total == 4
    seqs = [seq for seq, _ in c.answers]
    errors = [error for _, error in c.answers]
    assert seqs == [1, 2, 3, 4, 0, 0, 5]
    assert errors[0] is None and errors[6] == "over 10"
    assert errors[1] == "action add: field n missing or invalid (40)"
    assert errors[2] == "action add: field n missing or invalid (True)"
    assert errors[3].startswith("unknown action 'sub'; actions: add")
    assert errors[4].startswith("message with an invalid number (seq) -1")
    assert errors[5].startswith("malformed message from the page")
    c.lang = "pt"
    c._on_msg(c, {"type": "add", "seq": 6, "n": 9}, [])
    assert c.answers[-1] == (6, "passa de 10")


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
    ("hand", "JK", "sem jokers"),
    ("vira", "JK", "joker"),
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
    assert table.view["deck"][2][6]["label"] == "sete de copas, 1 cópia viva"
    assert table.view["html_lang"] == "pt-BR"
    table.lang = "en"
    assert table.view["html_lang"] == "en"
    assert table.view["deck"][2][6]["label"] == "seven of hearts, 1 live copy"
    assert table.view["text"] == front_end_text("en")
    assert table.view["text"]["rules"] == "Rules" and front_end_text("pt")["rules"] == "Regras"
    assert table.analysis.lang == "en"
    plain = table.faces["Ac/sm"]
    table.four_color = True
    assert table.faces["Ac/sm"] != plain
    assert table.view["four_color"] is True


# --- the view ------------------------------------------------------------------------------

def test_deck_counts_live_copies_and_marks_curingas(table: CardTable) -> None:
    table.update(hand="9c 9c", seen="8c")
    deck = {c["code"]: c for row in table.view["deck"] for c in row}
    assert len(deck) == 52  # megajogos plays without jokers
    assert deck["9c"]["live"] == 0 and deck["9c"]["held"] == 2
    assert deck["9c"]["why"] == "nove de paus: 0 cópias vivas (o baralho tem 2; 2 na mão)."
    assert deck["8c"]["live"] == 0  # the vira and a seen copy
    assert deck["8c"]["why"].endswith("o baralho tem 2; 1 é a vira e 1 vista).")
    table.update(seen="8c 7c 7c")
    deck = {c["code"]: c for row in table.view["deck"] for c in row}
    assert deck["7c"]["why"].endswith("; 2 vistas).")
    assert deck["9s"]["wild"] and deck["9s"]["label"] == "nove de espadas, 2 cópias vivas, curinga"
    assert not deck["9h"]["wild"]
    assert 'class="ctl-card ctl-card-sm ctl-wild"' in table.faces["9s/sm"]
    assert "ctl-wild" not in table.faces["9h/sm"]
    oficial = CardTable(preset="oficial")
    assert oficial.view["deck"][-1][0]["code"] == "JK"
    assert oficial.view["deck"][-1][0]["live"] == 4


def test_badges_never_contradict_each_other(table: CardTable) -> None:
    table.hand = "5h 6h 7h"  # a meld, but a hand of 3 in megajogos: far from going out
    badges = table.view["badges"]
    assert [b["tone"] for b in badges] == ["plain", "plain"]
    assert [b["text"] for b in badges] == ["todas em jogos", "faltam 6"]
    table.hand = "5h 6h 7h Kc Kd Ks 2s 3s 4s Ah"
    assert table.view["badges"] == [{"tone": "good", "text": "bate"}]
    table.hand = NA_BOA  # cannot go out: no green badge
    assert table.analysis.bater is None or not table.analysis.bater.can
    assert all(b["tone"] != "good" for b in table.view["badges"])


def test_counts_are_real_plurals(table: CardTable) -> None:
    table.hand = "7h"
    assert table.view["hand_title"] == "Mão: 1 carta"
    table.update(hand="7h 8h", seen="2c")
    assert table.view["hand_title"] == "Mão: 2 cartas"
    assert table.view["seen_title"] == "Vistas (lixeira): 1 carta"
    table.lang = "en"
    assert table.view["hand_title"] == "Hand: 2 cards"
    assert table.view["seen_title"] == "Seen (lixeira): 1 card"
    words = json.dumps(table.view, ensure_ascii=False) + json.dumps(
        CardTable("JK 5h 6h", preset="oficial", seen="JK").view, ensure_ascii=False)
    assert "(s)" not in words


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
        # a screen reader hears the columns in their order, the same in every row: where the
        # discard leaves the hand, the outs by name, the live copies in all
        facts = row["label"].removeprefix(f"Descartando {d.card.name('pt')}: ").split("; ")
        assert facts[0] == row["state"] and len(facts) == 3
        assert facts[2] == f"{d.live_outs} cópia{'s vivas' if d.live_outs != 1 else ' viva'}"
        if d.outs:
            assert facts[1].startswith(f"{len(d.outs)} carta")
            assert all(o.card.name("pt") in facts[1] for o in d.outs)
        else:
            assert facts[1] == "0 cartas batem"
        assert [o["code"] for o in row["outs"]] == [o.card.code for o in d.outs][:16]
        assert [o["live"] for o in row["outs"]] == [o.live for o in d.outs][:16]
        assert len(row["preview"]["cards"]) == 9
    assert rows[0]["tone"] == "warn" and rows[-1]["tone"] == "plain"
    assert view["outs"] is None


def test_bate_rows_and_long_out_lists(table: CardTable) -> None:
    table.hand = "5h 6h 7h Kc Kd Ks 2s 3s 4s Qd"  # bate discarding Q♦; other rows: 9 complete
    rows = {r["code"]: r for r in table.view["discards"]}
    assert rows["Qd"]["tone"] == "good" and rows["Qd"]["outs"] == []
    assert rows["Qd"]["live_outs"] is None and rows["Qd"]["missing"] is None
    long = max(table.view["discards"], key=lambda r: len(r["outs"]))
    option = next(d for d in table.analysis.discards if d.card.code == long["code"])
    if len(option.outs) > 16:
        assert long["more_outs"]["count"] == len(option.outs) - 16
        label = long["more_outs"]["label"]
        assert label.startswith(f"mais {len(option.outs) - 16}: ")
        assert "♣" not in label and "×" not in label  # read as words
        assert "cópia viva" in label


def test_a_hand_that_goes_out_shows_its_melds(table: CardTable) -> None:
    table.hand = "5h 6h 7h Kc Kd Ks 2s 3s 4s Ah"
    view = table.view
    assert view["badges"][0] == {"tone": "good", "text": "bate"}
    first = view["splits"][0]
    assert first["title"] == "bate descartando A♥"
    labels = sorted(m["label"] for m in first["melds"])
    assert "trinca de reis" in labels
    assert any(label.startswith("sequência de copas 5-6-7") for label in labels)
    bate = next(r for r in view["discards"] if r["code"] == "Ah")
    assert bate["tone"] == "good" and bate["preview"]["melds"]


def test_other_splits_come_when_asked(table: CardTable) -> None:
    table.update(preset="oficial", vira="8h", hand="JK JK 9h 9h 5h 6h 7h Kc Kd 2s")
    total = len(table.analysis.bater.splits)
    assert total > 1
    assert len(table.view["splits"]) == 1 and table.view["split_count"] == total
    view = click(table, "show_splits", open=True)  # a few at first, then more on request
    assert total > 1 + 2 * SPLIT_PAGE
    assert len(view["splits"]) == 1 + SPLIT_PAGE and view["splits_open"]
    assert view["splits_more"] == f"Mostrar mais {SPLIT_PAGE}"
    assert view["splits_note"] == f"{SPLIT_PAGE} de {total - 1} à vista"
    assert [s["title"] for s in view["splits"]][:1] == ["bate com as 10 cartas"]
    view = click(table, "more_splits")
    assert len(view["splits"]) == 1 + 2 * SPLIT_PAGE
    table.hand = "JK JK 9h 9h 5h 6h 7h Kc Kd 3s"  # stays open while the hand changes
    assert table.view["splits_open"]
    assert len(click(table, "show_splits", open=False)["splits"]) == 1
    assert click(table, "more_splits")["splits_more"] is None  # closed: nothing more


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
    from cacheta_lab.drawing.html import card_svg

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
    # said of the hand as it stands, not of the one refused
    assert view["error"] == ("Não dá para pôr 4h na mão: a mão já tem 10 cartas, o máximo "
                             "(9 + a comprada)")
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
    assert "sem jokers" in view["pending"]
    assert "Mudar para megajogos tirando 2 jokers (JK)?" in view["pending"]
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

def test_wheel_ships_the_front_end(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert "cacheta_lab/widgets/card_table.js" in names
    assert "cacheta_lab/widgets/card_table.css" in names
    assert {"cacheta_lab/widgets/shared.js", "cacheta_lab/widgets/shared.css"} <= set(names)
    assert not any("node_modules" in n or n.endswith(".test.js") for n in names)


def test_a_saved_table_carries_a_drawing_for_viewers_without_widgets() -> None:
    """Beside the live widget, the output holds the vira and the hand drawn as cards, with no
    script, in the table's language (GitHub, nbviewer and JupyterLite show that)."""
    table = CardTable("5h 6h 7h Ks Kh", preset="oficial", vira="5c", lang="en")
    bundle = table._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data
    html = data["text/html"]
    assert "<script" not in html and "Run the cell" in html
    assert html.count("<svg") == 6  # the vira and five cards
    assert 'lang="en"' in html
