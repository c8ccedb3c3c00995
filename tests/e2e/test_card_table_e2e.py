"""The card table in JupyterLab, in Chromium: clicks and keys in the page, traits read back from
the kernel."""

from __future__ import annotations

import ast
from typing import Any

from lab import Lab, click_and_wait, kernel, open_notebook

SETUP = "from cacheta_lab import CardTable\nt = CardTable(preset='megajogos', lang='pt')\nt"
HAND = "5h 6h 7h Kc Kd 9c 2s 3s 4s Ah"  # with vira 8c: bate with 9 discarding A♥


def traits(page: Any) -> dict[str, Any]:
    out = kernel(page, "print(repr({'hand': t.hand, 'vira': t.vira, 'seen': t.seen, "
                       "'status': t.analysis.explanation('pt').splitlines()[0]}))")
    return ast.literal_eval(out.strip())


def deck(code: str) -> str:
    return f'.ctl-t-deck [data-card="{code}"]'


def texts(page: Any, selector: str) -> list[str]:
    return [x.strip() for x in page.locator(selector).all_inner_texts()]


def test_build_a_hand_by_clicking(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("click.ipynb", SETUP))
    assert "vira ainda não escolhida" in page.inner_text(".ctl-t-curinga")

    page.click("[data-key='mode-vira']")
    click_and_wait(page, deck("8c"))
    assert page.inner_text(".ctl-t-curinga") == (
        "Preset megajogos: vira 8♣ → curingas 9♣ e 9♠ (mesma cor).")
    assert page.locator(".ctl-t-deck .ctl-t-wild").count() == 2

    for code in HAND.split():
        click_and_wait(page, deck(code))
    back = traits(page)
    assert back["vira"] == "8c"
    assert sorted(back["hand"]) == sorted(HAND.split())
    assert page.inner_text(".ctl-t-status").endswith("Bate com 9 descartando A♥.")
    assert back["status"] == "Bate com 9 descartando A♥."
    labels = texts(page, ".ctl-t-analysis > .ctl-t-split .ctl-t-meldlabel")
    assert "sequência de copas 5-6-7" in labels and "sequência de espadas 2-3-4" in labels
    assert any(label.startswith("trinca de reis") for label in labels)
    first_row = page.locator(".ctl-t-drow").first
    assert "bate" in first_row.inner_text()
    assert page.locator(".ctl-t-drow").count() == 10
    assert page.get_attribute(deck("Ah"), "aria-label") == "ás de copas, 1 cópia viva"

    first_row.hover()
    assert page.inner_text(".ctl-t-preview .ctl-t-label") == "Descartando ás de copas, a mão fica:"
    # the preview is drawn next to its row, not below the whole table
    row_box = first_row.bounding_box()
    preview_box = page.locator(".ctl-t-preview").bounding_box()
    assert abs(preview_box["y"] - (row_box["y"] + row_box["height"])) < 4

    # a card taken back from the hand, then one with no live copy
    click_and_wait(page, ".ctl-t-handrow [data-card='Ah']")
    assert "Ah" not in traits(page)["hand"]
    assert "As 9 cartas já formam jogos" in page.inner_text(".ctl-t-status")
    click_and_wait(page, deck("7h"))
    page.click(deck("7h"), force=True)  # both copies are in the hand now: refused on the spot
    assert page.inner_text(".ctl-t-error").startswith(
        "sete de copas: 0 cópias vivas (o baralho tem 2")
    assert traits(page)["hand"].count("7h") == 2

    # Python writes, the page follows
    kernel(page, "t.hand = '5h 6h 7h'; t.seen = 'Kc'")
    page.wait_for_function(
        "() => document.querySelector('[data-key=hand-text]').value === '5h 6h 7h'")
    assert page.locator(".ctl-t-seen button").count() == 1
    assert page.get_attribute(deck("Kc"), "aria-label") == "rei de paus, 1 cópia viva"
    assert page.errors == []


def _focused(page: Any) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.dataset "
                         "&& document.activeElement.dataset.key || null")


def _tab_to(page: Any, key: str, limit: int = 200) -> None:
    for _ in range(limit):
        if _focused(page) == key:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {key}; focus is on {_focused(page)}")


def _arrow_to(page: Any, code: str) -> None:
    """Move in the deck with the arrow keys from the focused card to ``code``."""
    order = [r + s for s in "cdhs" for r in
             ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]
    here = order.index(_focused(page).split(":")[1])
    there = order.index(code)
    rows, cols = divmod(there, 13)[0] - divmod(here, 13)[0], there % 13 - here % 13
    for key, n in (("ArrowDown", rows), ("ArrowUp", -rows), ("ArrowRight", cols),
                   ("ArrowLeft", -cols)):
        for _ in range(max(n, 0)):
            page.keyboard.press(key)
    assert _focused(page) == f"deck:{code}"


def _enter_and_wait(page: Any) -> None:
    want = int(page.get_attribute(".ctl-t-root", "data-sent") or 0) + 1
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector('.ctl-t-root').dataset.ack === '{want}'")


def test_keyboard_only(page: Any, lab: Lab) -> None:
    open_notebook(page, lab, lab.write("keys.ipynb", SETUP))
    page.keyboard.press("Escape")  # command mode; from here on, keys only
    _tab_to(page, "preset")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"

    _tab_to(page, "mode-hand")
    page.keyboard.press("ArrowRight")
    assert _focused(page) == "mode-vira"
    page.keyboard.press("Enter")
    assert page.get_attribute("[data-key='mode-vira']", "aria-pressed") == "true"
    page.keyboard.press("Tab")
    assert _focused(page) == "deck:Ac"
    _arrow_to(page, "8c")
    _enter_and_wait(page)
    for code in ["5h", "6h", "7h", "Kc", "Kd", "9c", "2s", "3s", "4s"]:
        _arrow_to(page, code)
        _enter_and_wait(page)
    assert page.inner_text(".ctl-t-status").startswith("todas em jogos")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
    # on a wild card the ring stands clear of the gold glow, above the neighbours' glow
    _arrow_to(page, "9s")
    ring = page.evaluate("""() => { const b = document.activeElement, s = getComputedStyle(b);
      return [b.classList.contains('ctl-t-wild'), s.outlineStyle, s.outlineWidth,
              s.outlineOffset, s.zIndex, s.boxShadow]; }""")
    assert ring[:5] == [True, "solid", "3px", "4px", "1"], ring
    assert ring[5].count("rgb") == 2, ring  # a band of the page colour, then the ring colour

    _tab_to(page, "hand#0")
    page.keyboard.press("End")
    assert _focused(page) == "hand#8"
    _enter_and_wait(page)  # takes back the last card of the hand
    back = traits(page)
    assert back["vira"] == "8c" and len(back["hand"]) == 8
    assert _focused(page) == "hand#7"

    _tab_to(page, "hand-text")
    page.keyboard.press("Control+A")
    page.keyboard.type("Ac 2c xx")
    _enter_and_wait(page)  # refused: the error is next to the input, which keeps the focus
    assert _focused(page) == "hand-text"
    assert page.input_value("[data-key='hand-text']") == "Ac 2c xx"
    error = page.locator(".ctl-t-textline + .ctl-t-texterror")
    assert error.inner_text().startswith("carta desconhecida 'xx'")
    assert page.get_attribute("[data-key='hand-text']", "aria-invalid") == "true"
    page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")
    page.keyboard.type("3c")
    _enter_and_wait(page)
    assert traits(page)["hand"] == ("Ac", "2c", "3c")
    assert page.locator(".ctl-t-texterror").inner_text() == ""

    # Reset: the button goes inert, and the focus stays on it (not thrown to the page)
    _tab_to(page, "reset")
    _enter_and_wait(page)
    assert traits(page)["hand"] == ()
    assert _focused(page) == "reset"
    assert page.get_attribute("[data-key='reset']", "aria-disabled") == "true"
    assert page.errors == []


def _active_cell(page: Any) -> int:
    return page.evaluate("() => window.jupyterapp.shell.currentWidget.content.activeCellIndex")


def test_rules_select_keys_stay_in_the_table(page: Any, lab: Lab) -> None:
    """Arrow keys on the Rules select change the preset; the notebook's cell shortcuts never
    see them. Both answers to the preset question leave the focus on Rules."""
    open_notebook(page, lab, lab.write("select.ipynb", SETUP, "1 + 1", "2 + 2"))
    page.keyboard.press("Escape")  # command mode, where arrows move between cells
    kernel(page, "t.update(preset='cachetao', hand='JK 5h 6h')")
    page.wait_for_function("() => document.querySelector('[data-key=preset]').value === 'cachetao'")
    _tab_to(page, "preset")
    cell = _active_cell(page)
    options = page.eval_on_selector_all("[data-key=preset] option", "(os) => os.map(o => o.value)")
    want = options[options.index("cachetao") + 1]
    _key_and_wait(page, "ArrowDown")  # a preset without jokers: it asks first
    assert _active_cell(page) == cell
    assert page.locator(".ctl-t-pending").count() == 1
    assert _focused(page) == "confirm"
    _key_and_wait(page, "Tab")  # to "No"
    assert _focused(page) == "cancel"
    _key_and_wait(page, "Enter")
    assert _focused(page) == "preset" and _active_cell(page) == cell
    assert ast.literal_eval(kernel(page, "print(repr(t.preset))").strip()) == "cachetao"
    assert page.input_value("[data-key=preset]") == "cachetao"
    _key_and_wait(page, "ArrowDown")
    _key_and_wait(page, "Enter")  # "Yes": the jokers go
    assert _focused(page) == "preset" and _active_cell(page) == cell
    back = ast.literal_eval(kernel(page, "print(repr((t.preset, t.hand)))").strip())
    assert back == (want, ("5h", "6h"))
    _key_and_wait(page, "ArrowUp")
    assert ast.literal_eval(kernel(page, "print(repr(t.preset))").strip()) == "cachetao"
    assert _active_cell(page) == cell and _focused(page) == "preset"
    # Enter and Space on a card add it; the notebook neither runs nor enters a cell
    _tab_to(page, "deck:Ac")
    _key_and_wait(page, "Enter")
    _key_and_wait(page, " ")
    assert traits(page)["hand"] == ("Ac", "Ac", "5h", "6h")
    assert _active_cell(page) == cell
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.content.mode") == "command"
    assert page.errors == []


def _key_and_wait(page: Any, key: str) -> None:
    """Press ``key``; when it sent a message, wait for the kernel's answer."""
    before = page.get_attribute(".ctl-t-root", "data-sent")
    page.keyboard.press(key)
    sent = page.get_attribute(".ctl-t-root", "data-sent")
    if sent != before:
        page.wait_for_function(
            f"() => document.querySelector('.ctl-t-root').dataset.ack === '{sent}'")


def test_narrow_window_320px(page: Any, lab: Lab) -> None:
    """At 320 px the table reflows: nothing is cut or hidden, the Live column included."""
    page.set_viewport_size({"width": 320, "height": 900})
    code = ("from cacheta_lab import CardTable\n"
            "t = CardTable('5h 6h 8h Kc Kd Ks 2s 3s 9s Qd', preset='megajogos', vira='8c',"
            " seen='4s', lang='pt')\nt")
    open_notebook(page, lab, lab.write("narrow.ipynb", code), sidebars=False)
    facts = page.evaluate("""() => {
      const root = document.querySelector('.ctl-t-root');
      const r = root.getBoundingClientRect();
      const inside = (el) => { const b = el.getBoundingClientRect();
        return b.width > 0 && b.height > 0 && b.left >= r.left - 1 && b.right <= r.right + 1; };
      const all = (sel) => [...root.querySelectorAll(sel)];
      return {
        width: r.width, overflow: root.scrollWidth - root.clientWidth,
        heads: all('.ctl-t-discards th').map((th) => [th.querySelector('.ctl-t-full').textContent,
                                                    inside(th)]),
        cells: all('.ctl-t-drow td').every(inside),
        deck: Math.min(...all('.ctl-t-deckcard svg').map((s) => s.getBoundingClientRect().width)),
        deckIn: all('.ctl-t-deckcard').every(inside),
        hand: all('.ctl-t-handrow .ctl-t-card').every(inside),
        bar: all('.ctl-t-bar > *').filter((e) => getComputedStyle(e).display !== 'none')
               .every(inside),
        vira: [...all('.ctl-t-vira > *'), ...all('.ctl-t-textline > *')].every(inside),
        // boxes that cut their content (a text field scrolls, screen-reader text is 1 px)
        cut: all('*').filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 1
                              && e.tagName !== 'INPUT'
                              && getComputedStyle(e).overflowX !== 'visible')
                 .map((e) => e.className),
      };
    }""")
    assert facts["width"] <= 320
    assert facts["overflow"] <= 0, facts
    assert [h for h, _ in facts["heads"]] == ["Descarte", "Fica", "Cartas que batem",
                                              "Cópias vivas", "Faltam"]
    assert all(ok for _, ok in facts["heads"]), facts["heads"]
    assert facts["cells"] and facts["deckIn"] and facts["hand"] and facts["bar"], facts
    assert facts["vira"], facts
    assert facts["deck"] >= 24, facts  # the suits wrap instead of shrinking the cards
    assert facts["cut"] == [], facts
    # the Live column is in the accessibility tree too
    live = page.get_by_role("columnheader", name="Cópias vivas")
    assert live.count() == 1 and live.is_visible()
    assert page.errors == []
