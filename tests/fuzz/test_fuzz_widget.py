"""The card table under hostile values and messages: refused values change no trait and no undo
entry; every page message is answered; nothing escapes but a clean error."""

from __future__ import annotations

import pytest
import traitlets
from hypothesis import given
from hypothesis import strategies as st

from cacheta_lab import CardTable

from .hostile import FUZZ, PRESET_NAMES, card_like, hand_like, hostile_text, hostile_value, outcome

# hostile inputs are huge on purpose: no warning about their repr
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

TRAITS = ("preset", "vira", "hand", "seen", "lang", "four_color", "view", "faces", "analysis")
STATE = ("preset", "vira", "hand", "seen", "lang", "four_color")
ACTIONS = ("add", "remove", "set_vira", "add_seen", "remove_seen", "paste", "undo", "reset",
           "set_preset", "confirm", "cancel", "set_lang", "set_four_color", "show_splits",
           "draw", "nonsense")
FIELDS = ("card", "text", "preset", "lang", "value", "open", "seq", "source", "type")

START = st.sampled_from([("5h 6h 7h", "megajogos", "8c"), ("", "oficial", None),
                         ("2s 3s 4s 5s 6s 7s 8s 9s 10s Qd", "pife", None),
                         ("JK JK 5h 6h 7h Kc Kd Ks 2c 9d", "cachetao", "Qh")])
VALUES = st.one_of(hostile_value, hand_like, card_like, PRESET_NAMES,
                   st.sampled_from(["pt", "en", True, False, None, "", "5h", "Kc Kc"]))


def _table(start) -> CardTable:
    hand, preset, vira = start
    t = CardTable(hand, preset=preset, vira=vira)
    t.seen = "Qs"  # an undo entry to protect
    return t


def _every_trait(t: CardTable) -> dict:
    return {**{n: getattr(t, n) for n in TRAITS}, "_history": list(t._history),
            "_pending": t._pending}


def _consistent(t: CardTable) -> None:
    """What is shown is the engine's analysis of what the traits hold."""
    assert [c.code for c in t.analysis.hand] == list(t.hand)
    assert t.lang in ("pt", "en") and isinstance(t.four_color, bool)


@FUZZ
@given(start=START, name=st.sampled_from(TRAITS), value=VALUES)
def test_setting_any_trait(start, name: str, value) -> None:
    t = _table(start)
    before = _every_trait(t)
    ok, _ = outcome(lambda: setattr(t, name, value), trait_errors=True, what=f"t.{name} = …")
    if not ok:
        assert _every_trait(t) == before
    _consistent(t)


@FUZZ
@given(start=START, changes=st.dictionaries(st.sampled_from(STATE), VALUES, min_size=1,
                                            max_size=3))
def test_held_and_page_updates(start, changes: dict) -> None:
    t = _table(start)
    before = _every_trait(t)

    def held() -> None:
        with t.hold_trait_notifications():
            for name, value in changes.items():
                setattr(t, name, value)

    ok, _ = outcome(held, trait_errors=True, what="hold_trait_notifications")
    if not ok:
        assert _every_trait(t) == before
    _consistent(t)
    t = _table(start)
    before = _every_trait(t)
    ok, _ = outcome(lambda: t.set_state(changes), what="set_state")
    assert ok  # a page update is answered, never raised
    if t.view.get("error"):
        after = _every_trait(t)
        assert {n: after[n] for n in (*STATE, "_history")} == \
            {n: before[n] for n in (*STATE, "_history")}
    _consistent(t)


message = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(ACTIONS)},
                          optional={f: VALUES for f in FIELDS if f != "type"}),
    st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=4),
    hostile_value,
)


@FUZZ
@given(start=START, messages=st.lists(message, min_size=1, max_size=4))
def test_page_messages(start, messages: list) -> None:
    t = _table(start)
    for content in messages:
        before = _every_trait(t)
        ok, error = outcome(lambda content=content: t._on_msg(t, content, []), what="message")
        assert ok, f"the message handler raised {error!r}"
        if t.view.get("error"):  # refused: answered with an error, nothing changed
            after = _every_trait(t)
            assert {n: after[n] for n in (*STATE, "_history")} == \
                {n: before[n] for n in (*STATE, "_history")}
            assert len(t.view["error"]) < 2000
        seq = content.get("seq") if isinstance(content, dict) else None
        if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq < 2**53:
            assert t.view["ack"] == seq
        _consistent(t)


@FUZZ
@given(kwargs=st.fixed_dictionaries({}, optional={
    "hand": VALUES, "preset": VALUES, "vira": VALUES, "seen": VALUES, "lang": VALUES,
    "four_color": VALUES}), text=hostile_text)
def test_building_a_table(kwargs: dict, text: str) -> None:
    ok, t = outcome(lambda: CardTable(**kwargs), type_errors=True, trait_errors=True,
                    what="CardTable(…)")
    if ok:
        _consistent(t)
        before = _every_trait(t)
        ok, _ = outcome(lambda: t.update(hand=text), what="update")
        if not ok:
            assert _every_trait(t) == before


def test_trait_errors_are_also_cacheta_errors() -> None:
    """A refused value is one error type for the learner and a TraitError for traitlets."""
    t = CardTable()
    try:
        t.lang = "fr"
    except traitlets.TraitError as error:
        assert error.message("en").startswith("unknown language")
