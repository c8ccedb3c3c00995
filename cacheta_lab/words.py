"""Small word helpers with no dependency, for every module that writes sentences."""

from __future__ import annotations


def plural(n: int, one: str, many: str) -> str:
    """"1 carta" / "2 cartas": ``n`` and the word that agrees with it."""
    return f"{n} {one if n == 1 else many}"
