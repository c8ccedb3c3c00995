"""Screenshots of the tables in JupyterLab for the docs: the card table (light and dark theme)
and the game table on a projector (1280×720 at 100 % and at 150 %, the left sidebar closed).

    .venv/bin/python benchmarks/screenshots.py [OUT_DIR]   # default docs/screenshots
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "e2e"))

from lab import browser_problem, launch, open_notebook, running_lab  # noqa: E402

SHOTS = [
    # file, theme, width of the page (or "column:N": a notebook column N px wide), code of the
    # notebook, row of the discard table to hover
    ("card-table-light.png", "JupyterLab Light", 1500,
     "CardTable('5h 6h 7h Kc Kd 9c 2s 3s 4s Ah', preset='megajogos', vira='8c', seen='Ah 4h')",
     None),
    ("card-table-dark.png", "JupyterLab Dark", 1500,
     "CardTable('JK 5c 6c 7c Ad 2d Js Qs Kd', preset='oficial', vira='8h', seen='Ks 10s Kd',"
     " lang='en')", None),
    ("card-table-discards.png", "JupyterLab Light", 1100,
     "CardTable('5h 6h 8h Kc Kd Ks 2s 3s 9s Qd', preset='megajogos', vira='8c', seen='4s')", 1),
    ("card-table-narrow.png", "JupyterLab Light", "column:420",
     "CardTable('Kc Kd 9s 5h 6h 7h 2s', preset='megajogos', vira='8c', four_color=True)", None),
]


def shoot(page: Any, lab: Any, out: Path, name: str, theme: str, width: int | str, code: str,
          hover: int | None) -> None:
    column = int(width.split(":")[1]) if isinstance(width, str) else None
    page.set_viewport_size({"width": 1000 if column else int(width), "height": 3000})
    nb = lab.write(name.replace(".png", ".ipynb"), f"from cacheta_lab import CardTable\n{code}")
    open_notebook(page, lab, nb, theme=theme)
    page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
    if column:
        page.evaluate("(w) => { document.querySelector('.ctl-t-root').parentElement"
                      ".style.width = w + 'px'; }", column)
    page.wait_for_timeout(800)  # the theme's fonts and the layout settle
    if hover is not None:
        page.hover(f".ctl-t-drow >> nth={hover}")
    page.locator(".ctl-t-root").screenshot(path=str(out / name))
    print("wrote", out / name)


# the game table on a projector: file stem, the notebook's code (the table held still at the
# moment shown); each shot at 1280×720 with the browser at 100 % and at 150 %
PROJECTOR = [
    # lesson 08's own table, a learner with open hands: a bot's turn, with its reason
    ("game-table-projector-learner-open",
     "from cacheta_lab import GameTable\nfrom cacheta_lab.game import Discard, Draw\n"
     "g = GameTable(preset='oficial', players=4, bots=['strong', 'greedy', 'strong', 'random'],"
     " seat=0, seed=3, lang='en', projector=True)\n"
     "g.learner_move(Draw(0, 'monte'))\ng.learner_move(Discard(0, 'Qs'))\ng.play(3)\n"
     "g.auto = False\ng"),
    # a learner with hidden hands against strong bots, whose reasons take two lines
    ("game-table-projector-learner-hidden",
     "from cacheta_lab import GameTable\nfrom cacheta_lab.game import Discard, Draw\n"
     "g = GameTable(preset='megajogos', players=4, bots='strong', seat=0, open_hands=False,"
     " seed=1, lang='pt', projector=True)\ng.play()\nv = g.round.view(0)\n"
     "g.learner_move(Draw(0, 'monte'))\n"
     "g.learner_move(Discard(0, g.round.view(0).discard_table(())[0].card))\ng.play(3)\n"
     "g.auto = False\ng"),
    # the teacher's table: bots only, every hand open
    ("game-table-projector-teacher",
     "from cacheta_lab import GameTable\n"
     "g = GameTable(preset='oficial', players=4, bots='greedy', seed=0, open_hands=True,"
     " projector=True, lang='en')\ng.play(7)\ng"),
]
ZOOMS = {"100": ((1280, 720), 1), "150": ((853, 480), 1.5)}


def shoot_projector(browser: Any, lab: Any, out: Path, stem: str, code: str) -> None:
    for zoom, ((width, height), scale) in ZOOMS.items():
        context = browser.new_context(viewport={"width": width, "height": height},
                                      device_scale_factor=scale)
        page = context.new_page()
        open_notebook(page, lab, lab.write(f"{stem}-{zoom}.ipynb", code),
                      ready=".ctl-g-root[data-ack]")
        page.evaluate("() => { window.jupyterapp.shell.collapseLeft();"
                      " window.jupyterapp.shell.collapseRight(); }")
        page.wait_for_timeout(800)
        page.evaluate("() => document.querySelector('.ctl-g-root')"
                      ".scrollIntoView({ block: 'start' })")
        page.wait_for_timeout(300)
        page.screenshot(path=str(out / f"{stem}-{zoom}.png"))
        print("wrote", out / f"{stem}-{zoom}.png")
        context.close()
        lab.delete_sessions()


def main() -> int:
    problem = browser_problem()
    if problem:
        print(f"cannot take screenshots: {problem}")
        return 1
    from playwright.sync_api import sync_playwright

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with running_lab() as lab, sync_playwright() as p:
        browser = launch(p)
        for name, theme, width, code, hover in SHOTS:
            page = browser.new_page(device_scale_factor=1)
            shoot(page, lab, out, name, theme, width, code, hover)
            page.close()
            lab.delete_sessions()
        for stem, code in PROJECTOR:
            shoot_projector(browser, lab, out, stem, code)
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
