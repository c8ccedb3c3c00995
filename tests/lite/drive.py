"""Open lessons of the JupyterLite site in headless Chromium and run them: serve the site on
127.0.0.1, open each lesson, wait for the Pyodide kernel, run every cell, then use the card table,
the game table and the puzzle trainer (its history read back from the notebook's folder). Prints
one JSON object with what was seen and measured per lesson.

With ``--fresh``, no cell of the lesson runs: the trainer's cell is the first the kernel runs
once ready, so its time includes the package's import (benchmarks/bench_trainer.py --lite).

Run it inside a network namespace that has only loopback (see ``offline_command``), so nothing
can be fetched from anywhere else:

    python tests/lite/drive.py --site dist/lite en/01-cartas.ipynb pt-BR/06-na-boa.ipynb
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "lite"))

from serve import serve_in_thread  # noqa: E402

CHROMIUM = os.environ.get("CACHETA_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

# the app's own state, not the kernel indicator: see the e2e tests' lab.py
_OPEN = """async (path) => {
  const app = window.jupyterapp;
  const deadline = Date.now() + 180000;
  let panel = null;
  while (Date.now() < deadline) {
    const w = app.shell.currentWidget;
    if (w && w.context && w.context.path === path && w.sessionContext) { panel = w; break; }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!panel) throw new Error("notebook panel not found for " + path);
  await panel.context.ready;
  await panel.revealed;
  const shown = performance.now();
  // stored outputs drawn before anything runs: the lessons' cards are inline SVG
  const count = () => panel.content.node.querySelectorAll(".jp-OutputArea-output svg").length;
  const until = Date.now() + 20000;
  while (count() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  const svgs = count();
  let trusted = true;
  const cells = panel.content.model.cells;
  for (let i = 0; i < cells.length; i++) {
    const c = cells.get(i);
    if (c.type === "code" && c.outputs.length && !c.trusted) trusted = false;
  }
  await panel.sessionContext.ready;
  while (Date.now() < deadline) {
    const k = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (k && k.connectionStatus === "connected" && k.status === "idle") {
      const ready = performance.now() / 1000;
      // the kernel told its language; nothing ran: an untouched lesson is not "changed"
      await k.info;
      let dirty = false;
      for (let i = 0; i < 20; i++) {
        dirty = dirty || panel.context.model.dirty;
        await new Promise((r) => setTimeout(r, 100));
      }
      return { shown: shown / 1000, ready, svgs, trusted, kernel: k.name, dirty,
               language: panel.context.model.getMetadata("language_info") };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("kernel not ready");
}"""

_RUN_ALL = """async () => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  const start = performance.now();
  await app.commands.execute("notebook:run-all-cells");
  const cells = panel.content.model.cells;
  const deadline = Date.now() + 600000;
  while (Date.now() < deadline) {
    let done = true;
    for (let i = 0; i < cells.length; i++) {
      const c = cells.get(i);
      const pending = c.sharedModel.getSource().trim() && c.executionCount === null;
      if (c.type === "code" && pending) done = false;
    }
    const k = panel.sessionContext.session.kernel;
    if (done && k.status === "idle") break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - start) / 1000;
  const errors = [], stderr = [];
  let unrun = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells.get(i);
    if (c.type !== "code") continue;
    if (c.sharedModel.getSource().trim() && c.executionCount === null) unrun += 1;
    for (const o of c.outputs.toJSON()) {
      if (o.output_type === "error") errors.push(`cell ${i}: ${o.ename}: ${o.evalue}`);
      if (o.output_type === "stream" && o.name === "stderr") stderr.push(`cell ${i}: ${o.text}`);
    }
  }
  return { seconds, errors, stderr, unrun };
}"""

# a table's root (its data-sent, data-ack): resolves once Python has answered what it sent last
_ANSWERED = """(root) => new Promise((resolve, reject) => {
  const want = root.dataset.sent;
  const timer = setTimeout(() => reject(new Error("no answer from the kernel")), 30000);
  const check = () => {
    if (root.dataset.ack === want) { clearTimeout(timer); observer.disconnect(); resolve(); }
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { attributes: true, attributeFilter: ["data-ack"] });
  check();
})"""

# click an element of a table: milliseconds until the kernel's answer is drawn
_CLICK = """async (el) => {
  const root = el.closest("[data-ack]");
  const start = performance.now();
  el.click();
  await (ANSWERED)(root);
  return performance.now() - start;
}""".replace("ANSWERED", _ANSWERED)

# append a cell to the open lesson and run it: milliseconds from the run until `ready` (a
# selector) is drawn in the cell's output, or the error
_ADD_CELL = """async ([code, ready]) => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  const nb = panel.content;
  if (document.activeElement) document.activeElement.blur();
  app.shell.activateById(panel.id);
  const n = nb.model.cells.length;
  nb.model.sharedModel.insertCell(n, { cell_type: "code", source: code });
  nb.activeCellIndex = n;
  nb.mode = "command";
  nb.node.focus();
  const start = performance.now();
  await app.commands.execute("notebook:run-cell");
  const cell = nb.model.cells.get(n);
  const deadline = Date.now() + 120000;
  while (Date.now() < deadline) {
    const out = cell.outputs.toJSON();
    const error = out.find((o) => o.output_type === "error");
    if (error) return { error: `${error.ename}: ${error.evalue}` };
    if (nb.widgets[n].node.querySelector(ready)) return { ms: performance.now() - start };
    await new Promise((r) => setTimeout(r, 5));
  }
  return { error: `${ready} did not appear` };
}"""

# what the kernel loaded to start, whether it started from the site's memory snapshot, and that
# completion works (jedi, loaded on first use, reading its standard library stubs)
_PROBE_CODE = """import json, os, sys
print(json.dumps({"loaded": sorted(m for m in ("IPython.terminal.embed", "prompt_toolkit", "jedi")
                                   if m in sys.modules),
                  "snapshot": os.environ.get("CACHETA_LITE_SNAPSHOT"),
                  "current_folder": [i for i, p in enumerate(sys.path) if p == ""],
                  "path_length": len(sys.path)}))"""
_AFTER_CODE = """import json, sys, IPython
import prompt_toolkit  # loaded by the kernel from the site when a cell imports it
print(json.dumps({"jedi": "jedi" in sys.modules, "embed": IPython.embed.__module__}))"""

# run code in the open lesson's kernel, no cell: what it printed, read as JSON (an error
# fails the reading, with the error's text)
_KERNEL_JSON = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  let out = "";
  const future = kernel.requestExecute({ code, silent: false, store_history: false });
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === "stream") out += msg.content.text;
    if (msg.header.msg_type === "error") out += msg.content.ename + ": " + msg.content.evalue;
  };
  await future.done;
  return JSON.parse(out);
}"""

_COMPLETE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const reply = await kernel.requestComplete({ code, cursor_pos: code.length });
  return reply.content.matches;
}"""

# a file of JupyterLite's drive (the browser's storage), as its contents manager gives it
_STORED = """async (path) => {
  const model = await window.jupyterapp.serviceManager.contents.get(path, { content: true });
  const bytes = model.format === "base64" ? atob(model.content) : model.content;
  return { name: model.name, format: model.format, size: bytes.length,
           head: bytes.slice(0, 16) };
}"""

DECK = {"en": "Deck", "pt": "Baralho"}
STEP = {"en": "Step", "pt": "Passo"}
ACE = {"en": re.compile(r"^(ace|two|three) of "), "pt": re.compile(r"^(ás|dois|três) de ")}


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        tree.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    return tree


def browser_cpu() -> float:
    """CPU seconds used so far by this process's descendants (the browser and its driver),
    counting children they have reaped: less sensitive to a shared machine's load than the
    clock. 0 where there is no /proc."""
    tree, total, todo = _children(), 0, list(_children().get(os.getpid(), []))
    while todo:
        pid = todo.pop()
        todo += tree.get(pid, [])
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(f) for f in fields[11:15])  # utime stime cutime cstime
    return total / os.sysconf("SC_CLK_TCK")


def card_table(page: Any, lang: str, clicks: int) -> dict[str, Any]:
    """Click cards of the first card table's deck (found by their labels) and take them back."""
    root = page.locator(".ctl-t-root").first
    if not root.count():
        return {"found": False}
    root.scroll_into_view_if_needed()
    deck = root.get_by_role("region", name=DECK[lang], exact=True)
    hand = root.locator(".ctl-t-handrow [data-card]")
    hand_before = hand.count()
    times: list[float] = []
    counts: list[int] = []  # cards in the hand after each answered click

    def click(target: Any) -> None:
        times.append(target.evaluate(_CLICK))
        counts.append(hand.count())

    for i in range(clicks):
        if hand.count() >= 10:  # a full hand: take a card back, then pick it again
            code = hand.nth(i % hand.count()).get_attribute("data-card")
            click(hand.nth(i % hand.count()))
            click(deck.locator(f'[data-card="{code}"]').first)
            continue
        card = deck.get_by_role("button", name=ACE[lang]).nth(i % 4)
        code = card.get_attribute("data-card")
        click(card)
        click(hand.and_(page.locator(f'[data-card="{code}"]')).last)
    hand_after = root.locator(".ctl-t-handrow [data-card]").count()
    status = root.locator(".ctl-t-status").inner_text()
    return {"found": True, "clicks_ms": times, "hand_before": hand_before, "counts": counts,
            "hand_after": hand_after, "status": status}


def kernel_probe(page: Any) -> dict[str, Any]:
    """What the kernel loaded to start, then completion, then IPython.embed."""
    found = page.evaluate(_KERNEL_JSON, _PROBE_CODE)
    found["completions"] = page.evaluate(_COMPLETE, 'import os\nos.path.join("a", "b").up')
    return {**found, **page.evaluate(_KERNEL_JSON, _AFTER_CODE)}


def game_table(page: Any, lang: str, steps: int) -> dict[str, Any]:
    """Add a cell with a game table at the end of the lesson, run it, play a few moves."""
    added = page.evaluate(_ADD_CELL, ["from cacheta_lab import GameTable\n"
                          f"GameTable(preset='oficial', players=3, seed=0, lang='{lang}')",
                          ".ctl-g-root"])
    if "error" in added:
        return {"found": False, "error": added["error"]}
    root = page.locator(".ctl-g-root").last
    root.scroll_into_view_if_needed()
    before = root.locator(".ctl-g-log li").count()
    step = root.get_by_role("button", name=STEP[lang], exact=True)
    times = [step.evaluate(_CLICK) for _ in range(steps)]
    return {"found": True, "steps_ms": times, "log_before": before,
            "log_after": root.locator(".ctl-g-log li").count(),
            "status": root.locator(".ctl-g-status").inner_text()}


# lesson 13's trainer: draw puzzles of one preset (a pile to click, Enter on it by keyboard),
# chosen by a fixed seed from a new history, in the default file: the notebook's folder
TRAINER = ("from cacheta_lab import PuzzleTrainer\n"
           "lite_trainer = PuzzleTrainer(preset='oficial', theme='lixeira', seed=1,\n"
           "                             lang={lang!r})\n"
           "lite_trainer")
SOLUTION = "import json\nprint(json.dumps(lite_trainer.puzzle.solution[0].to_dict()))"
# from Python in the same kernel: where the file is, and the attempts read back from it by a
# History of its own (not the trainer's)
HISTORY = """import json, os
from cacheta_lab.tables.trainer import History, default_path
with History(default_path()) as h:
    rows = h.rows()
print(json.dumps({"folder": os.getcwd(), "default": os.path.abspath(default_path()),
                  "trainer": os.path.abspath(lite_trainer.history.path),
                  "exists": os.path.isfile(default_path()),
                  "answered": lite_trainer.training.answered,
                  "rows": [{k: r[k] for k in ("n", "puzzle", "answer", "solved")}
                           for r in rows]}))"""
RIGHT = {"en": "Right!", "pt": "Certo!"}


def trainer(page: Any, lang: str, path: str, answers: int) -> dict[str, Any]:
    """Add a cell with a puzzle trainer at the end of the lesson, run it; answer ``answers``
    puzzles by click (the right pile; "next" after each), then one by keyboard (Enter on the
    right pile); read the history back from Python and from the browser's storage."""
    cpu = browser_cpu()
    added = page.evaluate(_ADD_CELL, [TRAINER.format(lang=lang), ".ctl-pz-root[data-puzzle]"])
    cpu = browser_cpu() - cpu
    if "error" in added:
        return {"found": False, "error": added["error"]}
    root = page.locator(".ctl-pz-root").last
    root.scroll_into_view_if_needed()

    def right_pile() -> Any:
        move = page.evaluate(_KERNEL_JSON, SOLUTION)
        assert move["type"] == "draw", move  # the lixeira theme: every puzzle a draw
        return root.locator(f"[data-key={move['source']}]")

    def verdict() -> dict[str, Any]:
        return {"puzzle": root.get_attribute("data-puzzle"),
                "solved": root.get_attribute("data-solved"),
                "title": root.locator(".ctl-pz-verdict-title").inner_text(),
                "why": root.locator(".ctl-pz-why").all_inner_texts()}

    clicks: list[float] = []
    nexts: list[float] = []
    verdicts: list[dict[str, Any]] = []
    for _ in range(answers):
        clicks.append(right_pile().evaluate(_CLICK))
        verdicts.append(verdict())
        nexts.append(root.locator("[data-key=next]").evaluate(_CLICK))
    right_pile().focus()
    start = time.perf_counter()
    page.keyboard.press("Enter")
    root.evaluate(_ANSWERED)
    key_ms = (time.perf_counter() - start) * 1000
    verdicts.append(verdict())
    focused = page.evaluate("() => document.activeElement.dataset.key || null")
    history = page.evaluate(_KERNEL_JSON, HISTORY)
    stored = page.evaluate(_STORED, path.rsplit("/", 1)[0] + "/puzzle-history.sqlite")
    return {"found": True, "shown_ms": added["ms"], "shown_cpu_s": cpu, "clicks_ms": clicks,
            "next_ms": nexts, "key_ms": key_ms, "verdicts": verdicts, "focus_after_key": focused,
            "right": RIGHT[lang], "history": history, "stored": stored}


def run_lesson(browser: Any, url: str, path: str, clicks: int, steps: int,
               answers: int, fresh: bool = False) -> dict[str, Any]:
    """Open the lesson in a page of its own (its own kernel and storage) and drive it; ``fresh``:
    run none of its cells, the trainer's cell is the kernel's first (its import included)."""
    lang = "en" if path.startswith("en/") else "pt"
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    foreign: list[str] = []
    failed: list[str] = []

    def seen(request: Any) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != "127.0.0.1":
            foreign.append(request.url)

    context.on("request", seen)
    context.on("requestfailed", lambda r: failed.append(f"{r.url} {r.failure}"))
    page = context.new_page()
    page_errors: list[str] = []
    page.on("pageerror", lambda exc: page_errors.append(str(exc)))
    result: dict[str, Any] = {"lesson": path}

    def step(what: str) -> None:
        print(f"{path}: {what}", file=sys.stderr, flush=True)

    try:
        step("opening")
        page.goto(f"{url}/lab/index.html?path={path}", timeout=120000)
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell",
                               timeout=120000)
        opened = page.evaluate(_OPEN, path)
        result.update(kernel_ready_s=opened["ready"], shown_s=opened["shown"],
                      stored_svgs=opened["svgs"], trusted=opened["trusted"],
                      kernel=opened["kernel"], dirty_on_open=opened["dirty"],
                      language_info=opened["language"])
        result["game_table"] = {"found": False}
        result["trainer"] = {"found": False}
        if not fresh:
            step(f"kernel ready at {opened['ready']:.1f} s; Run All")
            result["run_all"] = page.evaluate(_RUN_ALL)
            step("kernel probe")
            result["kernel_probe"] = kernel_probe(page)
            step("card table")
            result["card_table"] = card_table(page, lang, clicks)
            if steps:
                step("game table")
                result["game_table"] = game_table(page, lang, steps)
        if answers or fresh:
            step(f"kernel ready at {opened['ready']:.1f} s; puzzle trainer" if fresh
                 else "puzzle trainer")
            start = time.monotonic()
            result["trainer"] = trainer(page, lang, path, answers)
            result["trainer"]["step_s"] = round(time.monotonic() - start, 2)
    except Exception as exc:  # reported, and the test says which lesson and where
        result["failure"] = f"{type(exc).__name__}: {exc}"
    result.update(foreign_requests=foreign, failed_requests=failed, page_errors=page_errors)
    context.close()
    return result


def drive(site: Path, lessons: list[str], clicks: int, steps: int, answers: int,
          fresh: bool = False) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    httpd, url = serve_in_thread(site)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            results = []
            for path in lessons:
                start = time.monotonic()
                results.append(run_lesson(browser, url, path, clicks, steps, answers, fresh))
                results[-1]["wall_s"] = round(time.monotonic() - start, 2)
            browser.close()
    finally:
        httpd.shutdown()
    # /proc/net/dev lists the interfaces of this process's own network namespace
    rows = Path("/proc/net/dev").read_text().splitlines()[2:]
    interfaces = sorted(row.split(":")[0].strip() for row in rows)
    return {"url": url, "interfaces": interfaces, "lessons": results}


def offline_command(args: list[str]) -> list[str]:
    """``args`` run in a new network namespace with only loopback up (root: ``unshare -n``;
    otherwise a user namespace maps the user to root for ``ip``)."""
    inner = "ip link set lo up && exec " + " ".join(f"'{a}'" for a in args)
    flags = ["-n"] if os.geteuid() == 0 else ["-r", "-n"]
    return ["unshare", *flags, "sh", "-c", inner]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="+", help="paths in the site, e.g. en/01-cartas.ipynb")
    parser.add_argument("--site", type=Path, default=REPO / "dist" / "lite")
    parser.add_argument("--clicks", type=int, default=3, help="card-table clicks per lesson")
    parser.add_argument("--steps", type=int, default=3, help="game-table moves per lesson")
    parser.add_argument("--answers", type=int, default=1,
                        help="puzzles answered by click per lesson (then one by keyboard)")
    parser.add_argument("--fresh", action="store_true",
                        help="run no cell of the lessons: the trainer's cell runs first, in the "
                        "kernel as it started (a lesson named twice: two pages, two kernels)")
    parser.add_argument("--out", type=Path, help="write the JSON here (default: stdout)")
    args = parser.parse_args()
    report = json.dumps(drive(args.site, args.lessons, args.clicks, args.steps, args.answers,
                              args.fresh), indent=1)
    if args.out:
        args.out.write_text(report)
    else:
        print(report)


if __name__ == "__main__":
    main()
