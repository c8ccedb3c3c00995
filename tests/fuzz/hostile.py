"""Hostile input for the fuzz suite: strategies, the settings profile, and the two checks every
fuzz test makes (only a clean error escapes; each call ends within a bound of CPU time).

The profile comes from ``CACHETA_FUZZ``: ``quick`` (default, in ``make test``) or ``long``
(``make fuzz``: many more examples, random draws).
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from cacheta_lab.cards import Card
from cacheta_lab.errors import CachetaError
from cacheta_lab.rules import PRESETS, Rules

_CHECKS = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
           HealthCheck.large_base_example, HealthCheck.function_scoped_fixture]
settings.register_profile("fuzz-quick", max_examples=25, derandomize=True, deadline=None,
                          database=None, print_blob=True, suppress_health_check=_CHECKS)
settings.register_profile("fuzz-long", max_examples=500, derandomize=False, deadline=None,
                          print_blob=True, suppress_health_check=_CHECKS)
FUZZ = settings.get_profile("fuzz-long" if os.environ.get("CACHETA_FUZZ") == "long"
                            else "fuzz-quick")

# CPU seconds one call may take (CPU time, not wall-clock: other processes do not count)
CALL_BOUND = float(os.environ.get("CACHETA_FUZZ_BOUND", "3"))


@contextlib.contextmanager
def bounded(what: str = "call") -> Iterator[None]:
    """The block (one call) must end within :data:`CALL_BOUND` CPU seconds."""
    start = time.process_time()
    yield
    spent = time.process_time() - start
    assert spent < CALL_BOUND, f"{what} took {spent:.2f} s of CPU (bound {CALL_BOUND} s)"


def outcome(call: Callable[[], Any], *, type_errors: bool = False,
            trait_errors: bool = False, what: str = "call") -> tuple[bool, Any]:
    """Run ``call`` within the bound: (True, result), or (False, the error) when it raised a
    :class:`CachetaError` (a ``TypeError``/``TraitError`` only where allowed). Any other
    exception fails the test."""
    allowed: tuple[type[BaseException], ...] = (CachetaError,)
    if type_errors:
        allowed += (TypeError,)
    if trait_errors:
        import traitlets

        allowed += (traitlets.TraitError,)
    with bounded(what):
        try:
            return True, call()
        except allowed as error:
            if isinstance(error, CachetaError):
                for lang in ("pt", "en"):
                    message = error.message(lang)
                    assert message and "\n" not in message and len(message) < 2000, message[:300]
            return False, error


# --- strings --------------------------------------------------------------------------------

LOOK_ALIKES = [
    "ſ", "K", "Ｋ", "ｈ", "５", "٥", "۵", "５", "⁵", "₅", "Ⅹ", "ⅹ", "İ", "ı", "ß", "ﬀ",
    "с", "Н", "К", "ѕ", "һ", "Ꮪ", "ℌ", "𝐊", "𝟓", "♤", "♧", "♡", "♢", "🂡", "🃏", "Ａ",
    "\u0301", "\u200b", "\u200d", "\ufeff", "\u00a0", "\u2003", "\u202e", "\x00", "\x7f",
    "\r", "\n", "\t", "\x0b", "\x1c", "\U0010ffff",
]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "T", "1", "0",
         "11", "14", "-1", "1e3", "٣", "①"]
SUITS = ["c", "d", "h", "s", "C", "H", "♣", "♦", "♥", "♠", "x", ""]
WORDS = ["de", "of", "copas", "espadas", "joker", "coringa", "JK", "jk", "valete", "queen",
         "none", "null", "NaN", "-", "+", "=", "'", '"', "\\", "%s", "{}", "$(x)"]
SEPARATORS = [" ", ",", ";", "  ", "\t", "\n", "\x00", "\u00a0", "|", "/"]

fragment = st.one_of(
    st.sampled_from(LOOK_ALIKES), st.sampled_from(RANKS), st.sampled_from(SUITS),
    st.sampled_from(WORDS), st.sampled_from(SEPARATORS),
    st.builds(lambda r, s: r + s, st.sampled_from(RANKS), st.sampled_from(SUITS)),
    st.text(st.characters(exclude_categories=()), max_size=4),  # every category
)
card_like = st.lists(fragment, max_size=14).map("".join)
hand_like = st.lists(st.one_of(card_like, st.sampled_from(SEPARATORS)), max_size=14).map(" ".join)
huge_text = st.builds(lambda piece, n: piece * n,
                      st.sampled_from(["5h ", "Xz", "ſ", "\x00", "10♥,", "7 de copas ", "a"]),
                      st.integers(1_000, 300_000))
hostile_text = st.one_of(card_like, hand_like, huge_text, st.text(max_size=30))

# --- values of any Python type ----------------------------------------------------------------


hostile_scalar = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from([10**400, -(10**400), 2**63]),
    st.floats(), st.binary(max_size=8), hostile_text,
    st.sampled_from([Card(0), Card(52), PRESETS["oficial"], Rules(), object(), ...,
                     float("nan"), float("inf"), b"5h", bytearray(b"5h")]),
)
hostile_value = st.recursive(
    hostile_scalar,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.tuples(inner, inner),
                            st.dictionaries(st.text(max_size=6), inner, max_size=4),
                            st.frozensets(st.integers(), max_size=3)),
    max_leaves=12,
)

# --- JSON ------------------------------------------------------------------------------------

json_scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                        hostile_text, st.sampled_from([10**30, -1, 0, 1, 2, 99, "", "none"]))
json_value = st.recursive(
    json_scalar,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=10,
)
deep_json = st.integers(50, 200_000).map(lambda n: "[" * n + "]" * n)
json_text = st.one_of(json_value.map(lambda v: __import__("json").dumps(v)), deep_json,
                      st.text(max_size=40), st.just("9" * 10_000), st.just("NaN"))

PRESET_NAMES = st.sampled_from([*PRESETS, "OFICIAL", "cachetão", "pife_simples"])
