"""Screenshots of the card table in JupyterLab (light and dark theme) for the docs.

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
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
