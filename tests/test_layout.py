"""The package's layout: no module imports, at load time, a module that imports it back.

Importing ``a.b.c`` runs the package ``a.b`` first, so a package's ``__init__`` counts as
imported too (a module's own parent packages excepted: they are loading already). Imports
inside functions (the lazy ``_repr_html_`` drawings, as python-chess does) and under
``TYPE_CHECKING`` do not run at load time and are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cacheta_lab"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _load_time_imports(path: Path, name: str) -> set[str]:
    """The package modules ``path`` imports when it is loaded."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.startswith("cacheta_lab"))
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                if not target.startswith("cacheta_lab"):
                    continue
                found.add(target)
                found.update(f"{target}.{a.name}" for a in node.names)  # submodules by name
            elif isinstance(node, ast.If | ast.Try | ast.With):
                for field in ("body", "orelse", "finalbody", "handlers"):
                    for child in getattr(node, field, []) or []:
                        visit(getattr(child, "body", [child]) if isinstance(
                            child, ast.ExceptHandler) else [child])

    visit(tree.body)
    return found


def _graph() -> dict[str, set[str]]:
    paths = {(_module_name(p)): p for p in PACKAGE.rglob("*.py")}
    graph = {}
    for name, path in paths.items():
        targets = set()
        for t in _load_time_imports(path, name):
            parts = t.split(".")
            # importing a.b.c runs the packages a and a.b first
            targets.update(".".join(parts[:n]) for n in range(2, len(parts) + 1))
        own = {".".join(name.split(".")[:n]) for n in range(1, name.count(".") + 1)}
        graph[name] = {t for t in targets if t in paths and t != name and t not in own}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state and (found := walk(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := walk(node)):
            return found
    return None


def test_the_scan_sees_imports() -> None:
    graph = _graph()
    assert "cacheta_lab.cards" in graph["cacheta_lab.analysis"]
    assert "cacheta_lab.text" in graph["cacheta_lab.catalogue"]
    assert _cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]


def test_no_import_cycle() -> None:
    assert _cycle(_graph()) is None
