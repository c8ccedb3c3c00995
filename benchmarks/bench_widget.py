"""Click-to-updated-analysis latency of the card table, in a real browser.

Starts JupyterLab headless, opens a notebook with a CardTable in Chromium, and clicks cards so
that the hand is 9 or 10 cards after each click (wild-rich hands included). Each sample is the
time from the click in the page to the page showing the kernel's new analysis: the round trip
page → kernel (engine analysis, view) → page, and the redraw. The table's own memo of recent
analyses is emptied before each click, so every click is analysed afresh. The kernel's share
(the engine's analysis, and the whole message with the view) is timed apart.

    .venv/bin/python benchmarks/bench_widget.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from lab import browser_problem, click_and_wait, kernel, launch, open_notebook, running_lab

# (preset, vira, ten cards): curingas and jokers in most of them
HANDS = [
    ("megajogos", "8c", "5h 6h 7h Kc Kd 9c 2s 3s 4s Ah"),
    ("megajogos", "8c", "9c 9s 5d 6d 7d Qh Qs Qc 2h 3h"),
    ("oficial", "8h", "JK JK 9h 9h 5h 6h 7h Kc Kd 2s"),
    ("oficial", "8h", "JK 9h 5c 6c 7c Ad 2d 3d Js Qs"),
    ("cachetao", "8h", "JK JK 9d 9h 5c 5d 5s 10s Js Qs"),
    ("tradicional", "Qs", "Kc Ks 4h 5h 6h 8d 9d 10d Ad Ac"),
]

# the notebook: a table whose kernel side is timed (engine analysis, and the whole message)
SETUP = """import time
import cacheta_lab.tables.card.widget as w
from cacheta_lab import CardTable
ENGINE, HANDLED = [], []
_analyse, _on_msg = w.analyse, w.CardTable._on_msg
def _timed_analyse(state, lang):
    start = time.perf_counter()
    try:
        return _analyse(state, lang)
    finally:
        ENGINE.append((time.perf_counter() - start) * 1000)
_timed_analyse.cache_clear = _analyse.cache_clear
def _timed_on_msg(self, *args):
    start = time.perf_counter()
    _on_msg(self, *args)
    HANDLED.append((time.perf_counter() - start) * 1000)
w.analyse, w.CardTable._on_msg = _timed_analyse, _timed_on_msg
t = CardTable()
t"""
# the floor: a widget that only echoes a click back, through the same page, server and kernel
ECHO = '''import anywidget
class Echo(anywidget.AnyWidget):
    _esm = """export default { render({ model, el }) {
      const b = document.createElement("button"); b.id = "echo"; b.textContent = "echo";
      el.append(b);
      model.on("msg:custom", (m) => { b.dataset.got = String(m.n); });
      b.onclick = () => model.send({ n: Number(b.dataset.sent) });
    } };"""
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, content, _b: self.send({"n": content["n"]}))
Echo()'''
ECHO_CLICK = """async () => {
  const b = document.getElementById("echo");
  const want = String(Number(b.dataset.sent || 0) + 1);
  b.dataset.sent = want;
  const start = performance.now();
  b.click();
  while (b.dataset.got !== want) await new Promise((r) => setTimeout(r, 0));
  return performance.now() - start;
}"""
CLEAR = "w.analyse.cache_clear(); ENGINE.clear()"
READ = "print(sum(ENGINE), HANDLED[-1])"


def deck(code: str) -> str:
    return f'.ctl-t-deck [data-card="{code}"]'


def hand(code: str) -> str:
    return f'.ctl-t-handrow [data-card="{code}"]'


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


Sample = tuple[str, int, float, float, float, float]  # hand, size, total, engine, kernel, draw


def run(rounds: int) -> tuple[list[Sample], list[float]]:
    from playwright.sync_api import sync_playwright

    samples: list[Sample] = []
    with running_lab() as lab, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        name = lab.write("bench.ipynb", SETUP, ECHO)
        open_notebook(page, lab, name)
        for _ in range(rounds):
            for preset, vira, cards in HANDS:
                codes = cards.split()
                kernel(page, f"t.update(preset={preset!r}, vira={vira!r}, "
                             f"hand={' '.join(codes[:8])!r})")
                steps = [deck(codes[8]), deck(codes[9]), hand(codes[9]), deck(codes[9]),
                         hand(codes[0]), deck(codes[0])]
                for selector in steps:
                    kernel(page, CLEAR)
                    ms = click_and_wait(page, selector)
                    size = int(page.locator(".ctl-t-handrow button").count())
                    engine, handled = map(float, kernel(page, READ).split())
                    draw = float(page.get_attribute(".ctl-t-root", "data-draw-ms") or 0)
                    samples.append((f"{preset} {cards}", size, ms, engine, handled, draw))
        page.wait_for_selector("#echo")
        echo = [page.evaluate(ECHO_CLICK) for _ in range(20)]
        browser.close()
    return samples, echo


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1, help="times to play every hand")
    args = parser.parse_args()
    problem = browser_problem()
    if problem:
        print(f"cannot run the browser benchmark: {problem}")
        return 1
    samples, echo = run(args.rounds)
    times = [x[2] for x in samples]
    print(f"card table, click to updated analysis in Chromium, {len(times)} clicks "
          f"(hands of 9-10 cards, {len(HANDS)} hands); load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")
    print("                       total (click → page updated)  |  kernel: engine / whole message"
          "  |  page redraw")
    for label, some in [("9 cards", [x for x in samples if x[1] == 9]),
                        ("10 cards", [x for x in samples if x[1] == 10]), ("all", samples)]:
        if not some:
            continue
        cols = [[x[i] for x in some] for i in (2, 3, 4, 5)]
        print(f"  {label:8s} {len(some):3d} clicks  p50 {percentile(cols[0], .5):6.1f} ms  "
              f"p95 {percentile(cols[0], .95):6.1f} ms  |  p50 {percentile(cols[1], .5):5.1f} / "
              f"{percentile(cols[2], .5):5.1f} ms  p95 {percentile(cols[1], .95):5.1f} / "
              f"{percentile(cols[2], .95):5.1f} ms  |  p50 {percentile(cols[3], .5):4.1f} "
              f"p95 {percentile(cols[3], .95):4.1f} ms")
    print(f"  max {max(times):.1f} ms, mean {statistics.mean(times):.1f} ms")
    print(f"  the floor, a widget that only echoes a click: p50 {percentile(echo, .5):.1f} ms, "
          f"p95 {percentile(echo, .95):.1f} ms")
    worst = sorted(samples, key=lambda x: -x[2])[:3]
    print("  slowest: " + "; ".join(f"{x[0]} ({x[1]} cards) {x[2]:.0f} ms, engine {x[3]:.0f} ms"
                                    for x in worst))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
