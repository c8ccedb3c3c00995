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
from html import escape
from typing import Any, ClassVar

import traitlets

from .analysis import Analysis, analyze
from .cards import Card, display_order, parse_cards
from .catalogue import counted, term
from .checks import check_flag, check_lang, check_preset_name
from .display import cards_html
from .echo import short_repr
from .errors import CachetaError
from .rules import get_rules
from .table_protocol import (
    LARGEST_SEQ,
    Action,
    TableValueError,
    TableWidget,
    check_page_text,
    flag_field,
    module_text,
    one_of,
    refused,
    style_text,
    text_field,
)
from .table_view import SPLIT_PAGE, Extras, build_faces, build_view, card_code
from .text import LANGS, join

STATE = ("preset", "vira", "hand", "seen")
WRITABLE = (*STATE, "lang", "four_color")  # what Python (or a state update) may set
HISTORY = 200
LONGEST_TEXT = 2000  # the longest hand text a message may carry
LONGEST_CARD = 40  # the longest card text a message may carry
__all__ = ["LARGEST_SEQ", "CardTable", "TableState", "TableValueError", "analyse", "canonical"]


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
    if not isinstance(value, str | Card | Iterable) or isinstance(value, bytes | dict):
        raise CachetaError(f"{what}: esperava cartas como texto ('5h 6h JK') ou lista, "
                           f"não {short_repr(value)}",
                           f"{what}: expected cards as text ('5h 6h JK') or a list, "
                           f"not {short_repr(value)}")
    return tuple(c.code for c in sorted(parse_cards(value), key=display_order))


def _vira(value: Any) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str | Card):
        raise CachetaError(f"vira: esperava uma carta como texto ('5c') ou None, não "
                           f"{short_repr(value)}",
                           f"vira: expected one card as text ('5c') or None, not "
                           f"{short_repr(value)}")
    return card_code(value)


def canonical(preset: Any, vira: Any, hand: Any, seen: Any) -> TableState:
    """Parse the four parts of a table (raises the engine's error for a bad card or preset,
    and a :class:`CachetaError` for a value that raises anything else when read)."""
    try:
        return TableState(check_preset_name(preset), _vira(vira), _codes(hand, "hand"),
                          _codes(seen, "seen"))
    except CachetaError:
        raise
    except Exception as exc:  # an iterable or a value whose own methods raise
        raise CachetaError(f"valor ilegível para a mesa ({type(exc).__name__}): dê cartas "
                           "como texto ('5h 6h JK') ou lista",
                           f"a value the table cannot read ({type(exc).__name__}): give cards "
                           "as text ('5h 6h JK') or a list") from None


@lru_cache(maxsize=256)
def analyse(state: TableState, lang: str) -> Analysis:
    """The engine's analysis of a table; raises :class:`CachetaError` when the cards clash."""
    return analyze(" ".join(state.hand), state.preset, state.vira, " ".join(state.seen), lang)


def _without(codes: tuple[str, ...], code: str) -> tuple[str, ...]:
    out = list(codes)
    out.remove(code)
    return tuple(out)


class _Checked(traitlets.Any):
    """A table trait: every value, None too, goes through the table's own validator (a plain
    ``Any`` lets None through unchecked)."""

    def _validate(self, obj: Any, value: Any) -> Any:
        if obj._cross_validation_lock is False:
            value = self._cross_validate(obj, value)
        return value


class CardTable(TableWidget):
    """A card table: the deck, the vira, the hand and the engine's analysis, live."""

    _esm = module_text("card_table.js")
    _css = style_text("card_table.css")

    # the page sends only intents: each message type, the method it runs and its fields
    ACTIONS: ClassVar[dict[str, Action]] = {
        "add": Action("_add", {"card": text_field(LONGEST_CARD)}),
        "remove": Action("_remove", {"card": text_field(LONGEST_CARD)}),
        "set_vira": Action("_set_vira", {"card": text_field(LONGEST_CARD, none_ok=True)}),
        "add_seen": Action("_add_seen", {"card": text_field(LONGEST_CARD)}),
        "remove_seen": Action("_remove_seen", {"card": text_field(LONGEST_CARD)}),
        "paste": Action("_paste", {"text": text_field(LONGEST_TEXT)}),
        "undo": Action("_undo"),
        "reset": Action("_reset"),
        "set_preset": Action("_set_preset", {"preset": text_field(LONGEST_CARD)}),
        "confirm": Action("_confirm"),
        "cancel": Action("_cancel"),
        "set_lang": Action("_set_lang", {"lang": one_of(*LANGS)}),
        "set_four_color": Action("_set_four_color", {"value": flag_field}),
        "show_splits": Action("_show_splits", {"open": flag_field}),
        "more_splits": Action("_more_splits"),
    }

    preset = _Checked("oficial", help="rule preset name").tag(sync=True)
    vira = _Checked(None, allow_none=True, help="the vira's code, or None").tag(sync=True)
    hand = _Checked((), help="the hand: card codes in display order").tag(sync=True)
    seen = _Checked((), help="cards seen (the lixeira): codes").tag(sync=True)
    lang = _Checked("pt", help="'pt' or 'en'").tag(sync=True)
    four_color = _Checked(False, help="draw ♣ green and ♦ blue").tag(sync=True)
    analysis = traitlets.Instance(Analysis, read_only=True, help="the engine's analysis")
    view = _Checked({}, help="what the front end draws (computed)").tag(sync=True)
    faces = _Checked({}, help="the SVG of each card face (computed)").tag(sync=True)

    def __init__(self, hand: Any = (), *, preset: Any = "oficial", vira: Any = None,
                 seen: Any = (), lang: str = "pt", four_color: bool = False,
                 **kwargs: Any) -> None:
        check_lang(lang)
        check_flag("four_color", four_color)
        state = canonical(preset, vira, hand, seen)
        result = analyse(state, lang)
        self._history: list[TableState] = []
        self._start = state
        self._shown: TableState | None = None
        self._extras = Extras()
        self._pending: str | None = None  # a preset waiting for the user's consent
        self._trusted = True  # set below from checked values
        self._drawing = True  # view and faces change only when the table draws
        self._quiet = True
        self._undoing = False
        try:
            super().__init__(preset=state.preset, vira=state.vira, hand=state.hand,
                             seen=state.seen, lang=lang, four_color=bool(four_color),
                             faces=build_faces(result, bool(four_color), lang),
                             view=build_view(result, lang, bool(four_color), self._extras),
                             **kwargs)
        finally:
            self._trusted = self._quiet = self._drawing = False
        self._shown = state
        self.set_trait("analysis", result)

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
        # in a held change the language may not be checked yet: analyse in a valid one
        lang = self.lang if isinstance(self.lang, str) and self.lang in LANGS else "pt"
        try:
            state = canonical(**parts)
            analyse(state, lang)
        except CachetaError as exc:
            raise refused(exc) from None
        return getattr(state, name)

    @traitlets.validate("lang")
    def _check_lang(self, proposal: dict[str, Any]) -> str:
        try:
            return check_lang(proposal["value"])
        except CachetaError as exc:
            raise refused(exc) from None

    @traitlets.validate("four_color")
    def _check_four_color(self, proposal: dict[str, Any]) -> bool:
        try:
            return check_flag("four_color", proposal["value"])
        except CachetaError as exc:
            raise refused(exc) from None

    @traitlets.validate("view", "faces")
    def _check_drawn(self, proposal: dict[str, Any]) -> Any:
        if not self._drawing:
            name = proposal["trait"].name
            raise TableValueError(f"{name} é calculado pela mesa e não se escreve; mude hand, "
                                  "vira, preset, seen, lang ou four_color",
                                  f"{name} is computed by the table and cannot be written; "
                                  "change hand, vira, preset, seen, lang or four_color")
        return proposal["value"]

    def update(self, **changes: Any) -> None:
        """Change several of ``preset``, ``vira``, ``hand``, ``seen`` at once, checked together:
        either all change or, on a :class:`CachetaError`, none does."""
        unknown = set(changes) - set(STATE)
        if unknown:
            shown = short_repr(sorted(unknown))
            raise CachetaError(f"não é parte da mesa: {shown}; use {STATE}",
                               f"not part of the table: {shown}; use {STATE}")
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
        self._drawing = True
        try:
            self._show(build_faces(result, self.four_color, self.lang),
                       build_view(result, self.lang, self.four_color, self._extras))
        finally:
            self._drawing = False

    def static_html(self) -> str:
        """The vira and the hand as cards, the preset and a note to run the cell."""
        lang = self.lang
        vira = (f"{term('vira', lang).capitalize()}: "
                f"{cards_html([self.vira], lang=lang)}" if self.vira else "")
        return (f'<div class="ctl-t-static" lang="{"en" if lang == "en" else "pt-BR"}">'
                f"<p><b>{escape(term('table.title', lang))}</b> · {escape(self.preset)} · "
                f"{escape(term('table.static_note', lang))}</p>{vira}"
                f"{cards_html(self.hand, wilds=self.analysis.curingas, lang=lang)}</div>")

    def __repr__(self) -> str:
        hand = " ".join(self.hand)
        seen = f", seen={' '.join(self.seen)!r}" if self.seen else ""
        return (f"CardTable(preset={self.preset!r}, vira={self.vira!r}, hand={hand!r}"
                f"{seen}, lang={self.lang!r})")

    # --- what the user does on the table -----------------------------------------------------

    def set_state(self, sync_data: Any) -> None:
        """A state update from the page. Only the table's own fields, checked together as one
        change: a bad value changes nothing, the page gets the current values back and the
        table shows the error."""
        if not isinstance(sync_data, dict):
            sync_data = {}
        error = None
        try:
            other = sorted(str(k) for k in sync_data if k not in WRITABLE)
            if other:
                raise CachetaError(
                    f"a página não pode mudar {short_repr(', '.join(other))}; só {WRITABLE}",
                    f"the page cannot change {short_repr(', '.join(other))}; only {WRITABLE}")
            check_page_text(sync_data)
            super().set_state(sync_data)
        except CachetaError as exc:
            error = exc.message(self.lang)
        except traitlets.TraitError:
            error = term("table.bad_sync", self.lang)
        if error is not None:
            self._extras = replace(self._extras, error=error)
            self._refresh()
            self.send_state([k for k in WRITABLE if k in sync_data])

    def _perform(self, action: Callable[[dict[str, Any]], None], content: dict[str, Any]
                 ) -> None:
        self._quiet = True  # one redraw, in _answer
        try:
            action(content)
        finally:
            self._quiet = False

    def _answer(self, seq: int, error: str | None) -> None:
        self._extras = replace(self._extras, ack=seq, error=error)
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
        self.update(hand=msg["text"])

    def _undo(self, _msg: dict[str, Any]) -> None:
        if not self._history:
            return
        self._undoing = True
        self._apply(self._history.pop())

    def _reset(self, _msg: dict[str, Any]) -> None:
        self._apply(self._start)

    def _set_preset(self, msg: dict[str, Any]) -> None:
        preset = check_preset_name(msg.get("preset"))
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
        self.lang = check_lang(msg["lang"])

    def _set_four_color(self, msg: dict[str, Any]) -> None:
        self.four_color = msg["value"]

    def _show_splits(self, msg: dict[str, Any]) -> None:
        self._extras = replace(self._extras, splits_shown=SPLIT_PAGE if msg["open"] else 0)

    def _more_splits(self, _msg: dict[str, Any]) -> None:
        if self._extras.splits_shown:
            self._extras = replace(self._extras,
                                   splits_shown=self._extras.splits_shown + SPLIT_PAGE)


def _prefixed(exc: CachetaError, pt: str, en: str) -> CachetaError:
    return CachetaError(pt + exc.message("pt"), en + exc.message("en"))


def _consent(exc: CachetaError, old: TableState, new: TableState, lang: str) -> str:
    """The question asked before a preset change drops cards: why, what goes, and may it."""
    lost = (old.hand.count("JK") - new.hand.count("JK")
            + old.seen.count("JK") - new.seen.count("JK"))
    parts = []
    if lost:
        parts.append(counted("table.jokers_lost", lost, lang))
    if old.vira and not new.vira:
        parts.append(term("table.vira_lost", lang, card=old.vira))
    return term("table.consent", lang, why=exc.message(lang), preset=new.preset,
                lost=join(parts, lang))
