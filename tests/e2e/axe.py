"""axe-core in a Playwright page: inject it, check one part of the page, read the violations.

axe-core is a front-end dev dependency (``widgets/package.json``; ``make test`` installs it with
``npm ci``). Usage, for any widget drawn in a JupyterLab page::

    from axe import axe_problem, check, serious
    found = check(page, ".ctl-t-root")          # every violation axe finds in the table
    assert serious(found) == [], report(found)  # none serious or critical
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parents[2] / "widgets" / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.x A and AA rules, and axe's best practices
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice")
BLOCKING = ("serious", "critical")

_RUN = """async ([selector, tags]) => {
  const targets = [...document.querySelectorAll(selector)];
  if (!targets.length) throw new Error("nothing to check: no element " + selector);
  const out = [];
  for (const target of targets) {
    const result = await window.axe.run(target, {
      runOnly: { type: "tag", values: tags }, resultTypes: ["violations"],
    });
    for (const v of result.violations) {
      out.push({ id: v.id, impact: v.impact, help: v.help,
                 nodes: v.nodes.map((n) => ({ target: n.target.join(" "),
                                              html: n.html.slice(0, 200),
                                              summary: n.failureSummary })) });
    }
  }
  return out;
}"""


def axe_problem() -> str | None:
    """Why axe cannot run here, or None."""
    if not AXE.is_file():
        return f"axe-core is not installed ({AXE} missing): run `cd widgets && npm ci`"
    return None


def check(page: Any, selector: str, tags: tuple[str, ...] = TAGS) -> list[dict[str, Any]]:
    """The violations axe finds inside every element matching ``selector`` (axe is injected
    into the page once)."""
    if not page.evaluate("() => Boolean(window.axe)"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(_RUN, [selector, list(tags)])


def serious(violations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The violations that block: impact serious or critical."""
    return [v for v in violations if v["impact"] in BLOCKING]


def report(violations: list[dict[str, Any]]) -> str:
    """The violations as readable lines, for an assertion message."""
    lines = []
    for v in violations:
        lines.append(f"{v['impact']}: {v['id']} — {v['help']}")
        lines += [f"    {n['target']}: {n['html']}\n      {n['summary']}" for n in v["nodes"][:5]]
    return "\n".join(lines)
