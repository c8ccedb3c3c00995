"""The card table: a widget to build a hand by clicking cards and watch the engine explain it.

>>> from cacheta_lab import CardTable
>>> t = CardTable(preset="megajogos", vira="8c", lang="pt")   # shows the table in a notebook

``t.hand``, ``t.vira``, ``t.preset``, ``t.seen`` and ``t.lang`` read and write both ways: clicks
update them and setting them redraws the table. A bad value raises :class:`CachetaError` and
leaves the table as it was. ``t.analysis`` is the engine's :class:`Analysis` of what is shown.

The front end (``widgets/card_table.js``) only draws what :mod:`cacheta_lab.table_view` sends
and reports the user's clicks back as messages; every fact comes from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .analysis import Analysis, analyze
from .cards import Card, display_order, parse_cards
from .errors import CachetaError, check_lang
from .rules import PRESETS, Rules, get_rules
from .table_view import Extras, build_faces, build_view, card_code

STATE = ("preset", "vira", "hand", "seen")
HISTORY = 200


def _asset(name: str) -> Path:
    """A front-end file: inside the installed package, or in the source tree's ``widgets/``."""
    here = Path(__file__).resolve().parent
    for folder in (here / "widgets", here.parent / "widgets"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"cacheta_lab: front-end file {name} not found")


@dataclass(frozen=True)
class TableState:
    """The cards on the table, as canonical codes (hand and seen in display order)."""

    preset: str = "oficial"
    vira: str | None = None
    hand: tuple[str, ...] = ()
    seen: tuple[str, ...] = ()


def _codes(value: Any, what: str) -> tuple[str, ...]:
    """Cards given as text ("5h 6h JK"), a Card or an iterable, as sorted codes."""
    if value is None:
        return ()
    if not isinstance(value, str | Card | Iterable):
        raise CachetaError(f"{what}: esperava cartas como texto ('5h 6h JK') ou lista, "
                           f"não {value!r}",
                           f"{what}: expected cards as text ('5h 6h JK') or a list, "
                           f"not {value!r}")
    return tuple(c.code for c in sorted(parse_cards(value), key=display_order))


def _preset(value: Any) -> str:
    if isinstance(value, Rules):
        if PRESETS.get(value.id) != value:
            raise CachetaError(
                "a mesa usa só os presets pelo nome: " + ", ".join(PRESETS),
                "the table takes presets by name only: " + ", ".join(PRESETS))
        return value.id
    if not isinstance(value, str):
        raise CachetaError(f"preset {value!r}: use um nome, um de " + ", ".join(PRESETS),
                           f"preset {value!r}: use a name, one of " + ", ".join(PRESETS))
    return get_rules(value).id


def _vira(value: Any) -> str | None:
    if value is None or value == "":
        return None
    return card_code(value)


def canonical(preset: Any, vira: Any, hand: Any, seen: Any) -> TableState:
    """Parse the four parts of a table (raises the engine's error for a bad card or preset)."""
    return TableState(_preset(preset), _vira(vira), _codes(hand, "hand"), _codes(seen, "seen"))


@lru_cache(maxsize=256)
def analyse(state: TableState, lang: str) -> Analysis:
    """The engine's analysis of a table; raises :class:`CachetaError` when the cards clash."""
    return analyze(" ".join(state.hand), state.preset, state.vira, " ".join(state.seen), lang)


def _without(codes: tuple[str, ...], code: str) -> tuple[str, ...]:
    out = list(codes)
    out.remove(code)
    return tuple(out)


class _Checked(traitlets.Any):
    """A table trait: parsed and checked against the other three before it is set."""


class CardTable(anywidget.AnyWidget):
    """A card table: the deck, the vira, the hand and the engine's analysis, live."""

    _esm = _asset("card_table.js")
    _css = _asset("card_table.css")

    preset = _Checked("oficial", help="rule preset name").tag(sync=True)
    vira = _Checked(None, allow_none=True, help="the vira's code, or None").tag(sync=True)
    hand = _Checked((), help="the hand: card codes in display order").tag(sync=True)
    seen = _Checked((), help="cards seen (the lixeira): codes").tag(sync=True)
    lang = traitlets.Unicode("pt", help="'pt' or 'en'").tag(sync=True)
    four_color = traitlets.Bool(False, help="draw ♣ green and ♦ blue").tag(sync=True)
    analysis = traitlets.Instance(Analysis, read_only=True, help="the engine's analysis")
    view = traitlets.Dict(help="what the front end draws").tag(sync=True)
    faces = traitlets.Dict(help="the SVG of each card face").tag(sync=True)

    def __init__(self, hand: Any = (), *, preset: Any = "oficial", vira: Any = None,
                 seen: Any = (), lang: str = "pt", four_color: bool = False,
                 **kwargs: Any) -> None:
        check_lang(lang)
        state = canonical(preset, vira, hand, seen)
        result = analyse(state, lang)
        self._history: list[TableState] = []
        self._start = state
        self._shown: TableState | None = None
        self._extras = Extras()
        self._pending: str | None = None  # a preset waiting for the user's consent
        self._trusted = True  # set below from checked values
        self._quiet = True
        self._undoing = False
        try:
            super().__init__(preset=state.preset, vira=state.vira, hand=state.hand,
                             seen=state.seen, lang=lang, four_color=bool(four_color),
                             faces=build_faces(result, bool(four_color), lang),
                             view=build_view(result, lang, bool(four_color), self._extras),
                             **kwargs)
        finally:
            self._trusted = self._quiet = False
        self._shown = state
        self.set_trait("analysis", result)
        self.on_msg(self._on_msg)

    # --- reading and writing ---------------------------------------------------------------

    @property
    def state(self) -> TableState:
        return TableState(self.preset, self.vira, tuple(self.hand), tuple(self.seen))

    @traitlets.validate(*STATE)
    def _check(self, proposal: dict[str, Any]) -> Any:
        if self._trusted:
            return proposal["value"]
        name = proposal["trait"].name
        parts = {n: getattr(self, n) for n in STATE}
        parts[name] = proposal["value"]
        state = canonical(**parts)
        analyse(state, self.lang)
        return getattr(state, name)

    @traitlets.validate("lang")
    def _check_lang(self, proposal: dict[str, Any]) -> str:
        return check_lang(proposal["value"])

    def update(self, **changes: Any) -> None:
        """Change several of ``preset``, ``vira``, ``hand``, ``seen`` at once, checked together:
        either all change or, on a :class:`CachetaError`, none does."""
        unknown = set(changes) - set(STATE)
        if unknown:
            raise CachetaError(f"não é parte da mesa: {sorted(unknown)}; use {STATE}",
                               f"not part of the table: {sorted(unknown)}; use {STATE}")
        new = canonical(**{**self.state.__dict__, **changes})
        analyse(new, self.lang)
        self._apply(new)

    def _apply(self, new: TableState) -> None:
        """Set a table already checked as a whole, then redraw once."""
        quiet, self._quiet = self._quiet, True
        self._trusted = True
        try:
            with self.hold_trait_notifications():
                for name in STATE:
                    setattr(self, name, getattr(new, name))
        finally:
            self._trusted, self._quiet = False, quiet
        self._extras = replace(self._extras, error=None)
        self._refresh()

    @traitlets.observe(*STATE, "lang", "four_color")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._extras = replace(self._extras, error=None)
        self._refresh()

    # --- the view ----------------------------------------------------------------------------

    def _refresh(self) -> None:
        """Analyse what is on the table and send the front end its new view."""
        if self._quiet:
            return
        state = self.state
        if self._shown is not None and state != self._shown:
            if self._undoing:  # going back: the state left is not history
                self._undoing = False
            else:
                self._history = [*self._history[-HISTORY + 1:], self._shown]
            self._pending = None  # a question about other cards no longer applies
            self._extras = replace(self._extras, pending=None)
        self._shown = state
        result = analyse(state, self.lang)
        self.set_trait("analysis", result)
        self._extras = replace(self._extras, can_undo=bool(self._history),
                               can_reset=state != self._start)
        self.faces = build_faces(result, self.four_color, self.lang)
        self.view = build_view(result, self.lang, self.four_color, self._extras)

    def __repr__(self) -> str:
        hand = " ".join(self.hand)
        seen = f", seen={' '.join(self.seen)!r}" if self.seen else ""
        return (f"CardTable(preset={self.preset!r}, vira={self.vira!r}, hand={hand!r}"
                f"{seen}, lang={self.lang!r})")

    # --- what the user does on the table -----------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        action = _ACTIONS.get(str(content.get("type")))
        error = None
        self._quiet = True
        try:
            if action is not None:
                action(self, content)
        except CachetaError as exc:
            error = exc.message(self.lang)
        finally:
            self._quiet = False
        seq = content.get("seq")
        self._extras = replace(self._extras, ack=seq if isinstance(seq, int) else 0,
                               error=error)
        self._refresh()

    def _add(self, msg: dict[str, Any]) -> None:
        code = card_code(msg.get("card"))
        try:
            self.update(hand=(*self.hand, code))
        except CachetaError as exc:
            raise _prefixed(exc, f"Não dá para pôr {code} na mão: ",
                            f"{code} cannot go into the hand: ") from None

    def _remove(self, msg: dict[str, Any]) -> None:
        code = card_code(msg.get("card"))
        if code in self.hand:
            self.update(hand=_without(tuple(self.hand), code))

    def _set_vira(self, msg: dict[str, Any]) -> None:
        self.update(vira=msg.get("card"))

    def _add_seen(self, msg: dict[str, Any]) -> None:
        code = card_code(msg.get("card"))
        try:
            self.update(seen=(*self.seen, code))
        except CachetaError as exc:
            raise _prefixed(exc, f"Não dá para marcar {code} como vista: ",
                            f"{code} cannot be marked seen: ") from None

    def _remove_seen(self, msg: dict[str, Any]) -> None:
        code = card_code(msg.get("card"))
        if code in self.seen:
            self.update(seen=_without(tuple(self.seen), code))

    def _paste(self, msg: dict[str, Any]) -> None:
        self.update(hand=str(msg.get("text", "")))

    def _undo(self, _msg: dict[str, Any]) -> None:
        if not self._history:
            return
        self._undoing = True
        self._apply(self._history.pop())

    def _reset(self, _msg: dict[str, Any]) -> None:
        self._apply(self._start)

    def _set_preset(self, msg: dict[str, Any]) -> None:
        preset = _preset(msg.get("preset"))
        self._pending = None
        self._extras = replace(self._extras, pending=None)
        try:
            self.update(preset=preset)
        except CachetaError as exc:
            fitted = self._fit(preset)
            if fitted is None:
                raise
            self._pending = preset
            self._extras = replace(self._extras, pending=_consent(exc, self.state, fitted,
                                                                   self.lang))

    def _fit(self, preset: str) -> TableState | None:
        """The table under ``preset`` without what that preset lacks (jokers, the vira)."""
        rules = get_rules(preset)
        state = self.state
        fitted = TableState(
            preset,
            state.vira if rules.has_vira else None,
            state.hand if rules.jokers else tuple(c for c in state.hand if c != "JK"),
            state.seen if rules.jokers else tuple(c for c in state.seen if c != "JK"))
        try:
            analyse(fitted, self.lang)
        except CachetaError:
            return None
        return fitted

    def _confirm(self, _msg: dict[str, Any]) -> None:
        preset, self._pending = self._pending, None
        self._extras = replace(self._extras, pending=None)
        fitted = self._fit(preset) if preset is not None else None
        if fitted is not None:
            self._apply(fitted)

    def _cancel(self, _msg: dict[str, Any]) -> None:
        self._pending = None
        self._extras = replace(self._extras, pending=None)

    def _set_lang(self, msg: dict[str, Any]) -> None:
        self.lang = check_lang(str(msg.get("lang")))

    def _set_four_color(self, msg: dict[str, Any]) -> None:
        self.four_color = bool(msg.get("value"))

    def _show_splits(self, msg: dict[str, Any]) -> None:
        self._extras = replace(self._extras, every_split=bool(msg.get("open")))


def _prefixed(exc: CachetaError, pt: str, en: str) -> CachetaError:
    return CachetaError(pt + exc.message("pt"), en + exc.message("en"))


def _consent(exc: CachetaError, old: TableState, new: TableState, lang: str) -> str:
    """The question asked before a preset change drops cards: why, what goes, and may it."""
    lost = (old.hand.count("JK") - new.hand.count("JK")
            + old.seen.count("JK") - new.seen.count("JK"))
    parts_pt, parts_en = [], []
    if lost:
        parts_pt.append(f"{lost} coringa(s) (JK)")
        parts_en.append(f"{lost} joker(s) (JK)")
    if old.vira and not new.vira:
        parts_pt.append(f"a vira {old.vira}")
        parts_en.append(f"the vira {old.vira}")
    if lang == "en":
        return (f"{exc.message('en')}. Change to {new.preset} and remove "
                f"{' and '.join(parts_en)}?")
    return f"{exc.message('pt')}. Mudar para {new.preset} tirando {' e '.join(parts_pt)}?"


_ACTIONS: dict[str, Callable[[CardTable, dict[str, Any]], None]] = {
    "add": CardTable._add,
    "remove": CardTable._remove,
    "set_vira": CardTable._set_vira,
    "add_seen": CardTable._add_seen,
    "remove_seen": CardTable._remove_seen,
    "paste": CardTable._paste,
    "undo": CardTable._undo,
    "reset": CardTable._reset,
    "set_preset": CardTable._set_preset,
    "confirm": CardTable._confirm,
    "cancel": CardTable._cancel,
    "set_lang": CardTable._set_lang,
    "set_four_color": CardTable._set_four_color,
    "show_splits": CardTable._show_splits,
}
