"""The card table: a widget to build a hand by clicking cards and watch the engine explain it.

>>> from cacheta_lab import CardTable
>>> t = CardTable(preset="megajogos", vira="8c", lang="pt")   # shows the table in a notebook

``t.hand``, ``t.vira``, ``t.preset``, ``t.seen`` and ``t.lang`` read and write both ways: clicks
update them and setting them redraws the table. A bad value raises :class:`CachetaError` and
leaves the table as it was. ``t.analysis`` is the engine's :class:`Analysis` of what is shown.

The front end (``widgets/card_table.js``) only draws what :mod:`cacheta_lab.tables.card.view` sends
and reports the user's clicks back as messages; every fact comes from the engine.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

import traitlets

from ...checks import check_flag, check_lang, check_preset_name
from ...engine.analysis import MAX_HAND, Analysis
from ...engine.rules import get_rules
from ...errors import CachetaError, refusal
from ...words.catalogue import Said, counted, term
from ...words.echo import short_repr
from ...words.text import LANGS, join
from ..base.front_end import module_text, style_text
from ..base.protocol import LONGEST_CARD, Action, flag_field, one_of, text_field
from ..base.traits import Flag, Lang, refused
from ..base.widget import TableWidget
from .state import STATE, TableState, analyse, canonical, card_code, without
from .static import static_html
from .view import SPLIT_PAGE, Extras, build_faces, build_view

HISTORY = 200
LONGEST_TEXT = 2000  # the longest hand text a message may carry


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

    WRITABLE: ClassVar[tuple[str, ...]] = (*STATE, "lang", "four_color")  # what the page may set
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
    lang = Lang("pt", help="'pt' or 'en'").tag(sync=True)
    four_color = Flag(False, help="draw ♣ green and ♦ blue").tag(sync=True)
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
                             faces=build_faces(result.rules.id, frozenset(result.curingas), lang,
                                               bool(four_color)),
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
        lang = self._lang()
        try:
            state = canonical(**parts)
            analyse(state, lang)
        except CachetaError as exc:
            raise refused(exc) from None
        return getattr(state, name)

    @traitlets.validate("view", "faces")
    def _check_drawn(self, proposal: dict[str, Any]) -> Any:
        if not self._drawing:
            raise refused(refusal("table.computed", name=proposal["trait"].name))
        return proposal["value"]

    def update(self, **changes: Any) -> None:
        """Change several of ``preset``, ``vira``, ``hand``, ``seen`` at once, checked together:
        either all change or, on a :class:`CachetaError`, none does."""
        unknown = set(changes) - set(STATE)
        if unknown:
            raise refusal("table.not_part", names=short_repr(sorted(unknown)),
                          state=", ".join(STATE))
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
            self._show(build_faces(result.rules.id, frozenset(result.curingas), self.lang,
                                   self.four_color),
                       build_view(result, self.lang, self.four_color, self._extras))
        finally:
            self._drawing = False

    def static_html(self) -> str:
        """The vira and the hand as cards, the preset and a note to run the cell."""
        return static_html(self)

    def __repr__(self) -> str:
        hand = " ".join(self.hand)
        seen = f", seen={' '.join(self.seen)!r}" if self.seen else ""
        return (f"CardTable(preset={self.preset!r}, vira={self.vira!r}, hand={hand!r}"
                f"{seen}, lang={self.lang!r})")

    # --- what the user does on the table -----------------------------------------------------

    def _show_error(self, error: str) -> None:
        self._extras = replace(self._extras, error=error)
        self._refresh()

    def _answer(self, seq: int, error: str | None) -> None:
        self._extras = replace(self._extras, ack=seq, acks=tuple(self.acks.items()),
                               error=error)
        self._refresh()

    def _put(self, part: str, msg: dict[str, Any], refusal_key: str) -> None:
        """One more copy of the message's card in ``part`` (the hand or the cards seen)."""
        code = card_code(msg.get("card"))
        if part == "hand" and len(self.hand) >= MAX_HAND:  # said of the hand as it is
            raise _prefixed(refusal("table.hand_full", n=len(self.hand)), refusal_key, code)
        try:
            self.update(**{part: (*getattr(self, part), code)})
        except CachetaError as exc:
            raise _prefixed(exc, refusal_key, code) from None

    def _take(self, part: str, msg: dict[str, Any]) -> None:
        """One copy fewer of the message's card in ``part`` (none there: nothing changes)."""
        code = card_code(msg.get("card"))
        if code in getattr(self, part):
            self.update(**{part: without(tuple(getattr(self, part)), code)})

    def _add(self, msg: dict[str, Any]) -> None:
        self._put("hand", msg, "table.cannot_add")

    def _remove(self, msg: dict[str, Any]) -> None:
        self._take("hand", msg)

    def _set_vira(self, msg: dict[str, Any]) -> None:
        self.update(vira=msg.get("card"))

    def _add_seen(self, msg: dict[str, Any]) -> None:
        self._put("seen", msg, "table.cannot_see")

    def _remove_seen(self, msg: dict[str, Any]) -> None:
        self._take("seen", msg)

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


def _prefixed(exc: CachetaError, key: str, card: str) -> CachetaError:
    """``exc`` told about ``card``: the catalogue's text ``key`` with ``exc``'s message."""
    return CachetaError(Said(key, card=card, why=exc.said))


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
