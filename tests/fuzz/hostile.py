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

from cacheta_lab.engine.cards import Card
from cacheta_lab.engine.rules import PRESETS, Rules
from cacheta_lab.errors import CachetaError

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
    :class:`CachetaError` (a ``TypeError``/``TraitError`` only where allowed, a hostile object's
    own :class:`HostileError`). Any other exception fails the test."""
    allowed: tuple[type[BaseException], ...] = (CachetaError, HostileError)
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
                    message.encode("utf-8")  # printable: no lone surrogate echoed
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


class HostileError(Exception):
    """Raised by a hostile object's own methods: the caller's own error may pass through, but
    nothing may have changed."""


class Raising:
    """An object whose comparisons, hash, length, iteration and conversions all raise."""

    def _raise(self, *args: Any) -> Any:
        raise HostileError("a hostile object's own method")

    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = _raise  # type: ignore[assignment]
    __hash__ = __len__ = __iter__ = __bool__ = __index__ = __int__ = __float__ = _raise
    __str__ = __format__ = _raise  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Raising()"


class BadRepr:
    """An object whose repr raises (the echo shows its type instead)."""

    def __repr__(self) -> str:
        raise HostileError("repr")


class RaisingCards:
    """An iterable that yields a card, then raises: a broken generator, each time afresh."""

    def __iter__(self) -> Iterator[str]:
        yield "5h"
        raise HostileError("the iterable broke")

    def __repr__(self) -> str:
        return "RaisingCards()"


# ints too long to write as text (their repr raises): built, so no strategy's repr shows them
giant_digits = st.sampled_from([4301, 5000, 20_000])
LONE_SURROGATES = ["\ud800", "\udfff", "5h\udc00", "\ud83c\ud83c", "pt\ud800"]
NUL_TEXTS = ["\x00", "5h\x00", "a\x00b.json", "oficial\x00", "\x00" * 300]
giant_int = st.one_of(st.builds(lambda d, sign: sign * 10**d, giant_digits,
                                st.sampled_from([1, -1])),
                      st.integers(min_value=2**64), st.integers(max_value=-(2**64)))
lone_surrogate = st.one_of(st.sampled_from(LONE_SURROGATES),
                           st.builds(lambda c, t: t + chr(c), st.integers(0xD800, 0xDFFF),
                                     st.text(max_size=3)))
raising = st.one_of(st.builds(Raising), st.builds(RaisingCards), st.builds(BadRepr))
special = st.one_of(giant_int, lone_surrogate, st.sampled_from(NUL_TEXTS), raising,
                    st.booleans())  # True/False where a whole number is asked for

hostile_scalar = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from([10**400, -(10**400), 2**63]),
    st.floats(), st.binary(max_size=8), hostile_text, special,
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


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value[:6]):
            yield from _paths(inner, (*prefix, i))


def tamper(data: Any, pick: int, value: Any) -> Any:
    """``data`` (JSON data) with one field (chosen by ``pick``) set to ``value``, or deleted
    (``value`` "__delete__")."""
    paths = [p for p in _paths(data) if p]
    path = paths[pick % len(paths)]
    target = data
    for key in path[:-1]:
        target = target[key]
    if value == "__delete__":
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


def check_call(state: Callable[[], str], call: Callable[[], Any], name: str, what: str) -> None:
    """One hostile call on a widget: a page's message or state update never raises; any other
    call refused leaves ``state()`` as it was."""
    before = state()
    ok, error = outcome(call, trait_errors=True, what=f"{what} {name}")
    if name in ("message", "set_state"):
        assert ok, f"the page's {name} raised {error!r}"
    elif not ok:
        assert state() == before, f"refused {name} changed the {what}"
