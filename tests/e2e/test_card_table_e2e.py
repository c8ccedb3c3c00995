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
    assert page.get_attribute(deck("Ah"), "aria-label") == "ás de copas, 1 cópia livre"

    first_row.hover()
    assert page.inner_text(".ctl-t-preview .ctl-t-label") == "Descartando A♥, a mão fica:"

    # a card taken back from the hand, then one with no free copy
    click_and_wait(page, ".ctl-t-handrow [data-card='Ah']")
    assert "Ah" not in traits(page)["hand"]
    assert "As 9 cartas já formam jogos" in page.inner_text(".ctl-t-status")
    click_and_wait(page, deck("7h"))
    page.click(deck("7h"), force=True)  # both copies are in the hand now: refused on the spot
    assert page.inner_text(".ctl-t-error").startswith("Nenhuma cópia livre de 7♥")
    assert traits(page)["hand"].count("7h") == 2

    # Python writes, the page follows
    kernel(page, "t.hand = '5h 6h 7h'; t.seen = 'Kc'")
    page.wait_for_function(
        "() => document.querySelector('[data-key=hand-text]').value === '5h 6h 7h'")
    assert page.locator(".ctl-t-seen button").count() == 1
    assert page.get_attribute(deck("Kc"), "aria-label") == "rei de paus, 1 cópia livre"
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
    assert page.inner_text(".ctl-t-status").startswith("completa")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"

    _tab_to(page, "hand#0")
    page.keyboard.press("End")
    assert _focused(page) == "hand#8"
    _enter_and_wait(page)  # takes back the last card of the hand
    back = traits(page)
    assert back["vira"] == "8c" and len(back["hand"]) == 8
    assert _focused(page) == "hand#7"

    _tab_to(page, "hand-text")
    page.keyboard.press("Control+A")
    page.keyboard.type("Ac 2c 3c")
    _enter_and_wait(page)
    assert traits(page)["hand"] == ("Ac", "2c", "3c")
    assert page.errors == []
