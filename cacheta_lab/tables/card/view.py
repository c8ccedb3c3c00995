"""What the card table shows, as plain data: built from the engine's analysis, drawn by the
front end (``widgets/card_table.js``).

:func:`build_faces` gives every card face the table may need (inline SVG from
:func:`cacheta_lab.drawing.card_svg`, the one card drawing of the package); :func:`build_view`
gives the rest: counts, sentences, melds, the discard table. The front end adds no fact of its
own: every word and number it shows is here.

Unlike the game table's :func:`cacheta_lab.tables.game.build_view`, which reads a live table,
this one takes the analysis and the settings as values (``analysis, lang, four_color,
extras``): the card table draws a state before it becomes its own (when it is made, before
the widget exists, and for every change, which is refused whole if it cannot be drawn), so
there is no table yet to read from. What both views hold besides the game (``ack``, ``error``)
travels in :class:`Extras` here and as keywords there.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...drawing.explain import curinga_sentence, describe_meld, status_line
from ...drawing.html import meld_label
from ...engine.analysis import Analysis
from ...engine.cards import CARDS, JOKER, SUITS, Card, copies_in_deck, deck_kinds
from ...engine.melds import Meld
from ...engine.rules import PRESETS, get_rules
from ...words.catalogue import counted, term
from ...words.catalogue.card_table import FRONT_END
from ...words.text import LANGS, html_lang, join
from ..base import deck_faces, face, view_text

SIZES = ("sm", "md")
MAX_OUTS = 16  # outs drawn as cards in a discard row; the rest are listed in words

SPLIT_PAGE = 5  # other splits shown at a time when the user opens them


@lru_cache(maxsize=2)
def front_end_text(lang: str) -> dict[str, str]:
    """The words the front end shows as they are (its ``view.text``), from the catalogue."""
    return view_text(FRONT_END, lang)


# --- faces ---------------------------------------------------------------------------------

def face_key(card: Card, size: str) -> str:
    return f"{card.code}/{size}"


@lru_cache(maxsize=64)
def build_faces(preset: str, wild: frozenset[Card], lang: str, four_color: bool = False
                ) -> dict[str, str]:
    """Every face of the preset's deck in each size, curingas marked wild (the game table's
    :func:`~cacheta_lab.tables.game.view.build_faces` takes the same arguments)."""
    return deck_faces(get_rules(preset).jokers, wild, SIZES, four_color, lang, face_key)


# --- the view ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Extras:
    """What the table shows besides the analysis: the last error, a question, undo state."""

    ack: int = 0
    acks: tuple[tuple[str, int], ...] = ()  # each page view's last message answered
    error: str | None = None
    pending: str | None = None  # the question waiting for the user's consent
    can_undo: bool = False
    can_reset: bool = False
    splits_shown: int = 0  # other splits the user opened (0: closed), a page at a time


def _card(card: Card, size: str, label: str | None = None) -> dict[str, Any]:
    return {"code": card.code, "face": face_key(card, size), "label": label}


def _live_counts(analysis: Analysis) -> Counter[Card]:
    """The live copies of each card of the deck: not in the hand, not the vira, not seen."""
    used = Counter(analysis.hand) + Counter(analysis.seen)
    if analysis.vira is not None:
        used[analysis.vira] += 1
    return Counter({c: copies_in_deck(c, analysis.rules.jokers) - used[c]
                    for c in map(CARDS.__getitem__, deck_kinds(analysis.rules.jokers))})


def _why_none_live(card: Card, analysis: Analysis, lang: str) -> str:
    in_hand = sum(1 for c in analysis.hand if c == card)
    in_seen = sum(1 for c in analysis.seen if c == card)
    parts = []
    if in_hand:
        parts.append(term("table.in_hand", lang, n=in_hand))
    if analysis.vira == card:
        parts.append(term("table.is_vira", lang))
    if in_seen:
        parts.append(counted("table.seen_n", in_seen, lang))
    total = copies_in_deck(card, analysis.rules.jokers)
    return term("table.none_live", lang, card=card.name(lang), live=counted("live", 0, lang),
                total=total, where=join(parts, lang))


def _deck(analysis: Analysis, lang: str) -> list[list[dict[str, Any]]]:
    live = _live_counts(analysis)
    wild = frozenset(analysis.curingas)
    held = Counter(analysis.hand)
    rows: list[list[dict[str, Any]]] = []
    for suit in SUITS:
        rows.append([_deck_card(Card.of(r, suit), live, wild, held, analysis, lang)
                     for r in range(1, 14)])
    if analysis.rules.jokers:
        rows.append([_deck_card(JOKER, live, wild, held, analysis, lang)])
    return rows


def _deck_card(card: Card, live: Counter[Card], wild: frozenset[Card], held: Counter[Card],
               analysis: Analysis, lang: str) -> dict[str, Any]:
    n = live[card]
    label = f"{card.name(lang)}, {counted('live', n, lang)}"
    if card in wild and not card.is_joker:
        label += ", " + term("table.wild", lang)
    item = _card(card, "sm", label)
    item.update(live=n, wild=card in wild, held=held[card],
                why=_why_none_live(card, analysis, lang) if n <= 0 else None)
    return item


def _hand_label(card: Card, wild: bool, lang: str) -> str:
    extra = ", " + term("table.wild", lang) if wild and not card.is_joker else ""
    return term("table.hand_card", lang, card=card.name(lang), wild=extra)


@lru_cache(maxsize=4096)
def _meld_words(meld: Meld, lang: str) -> tuple[str, str]:
    """The meld's label and its one-line description (what each wild stands for)."""
    return meld_label(meld, lang), describe_meld(meld, lang)


class _Faces(dict):
    """The extra faces of one view (wilds with a caption), keyed, each drawn once."""

    def wild(self, card: Card, stands: tuple[str, ...], four_color: bool, lang: str) -> str:
        key = f"{card.code}/sm/{'.'.join(stands)}"
        if key not in self:
            self[key] = face(card.code, True, stands, "sm", four_color, lang)
        return key


def _meld(meld: Meld, lang: str, four_color: bool, faces: _Faces) -> dict[str, Any]:
    """A meld: its label and cards; a wild shows, on the card, what it stands for."""
    roles = {r.card: r for r in meld.wilds}
    cards = []
    for card in meld.cards:
        role = roles.get(card)
        if role is None:
            cards.append(_card(card, "sm"))
        else:
            stands = tuple(c.code for c in role.as_)
            cards.append({"code": card.code, "face": faces.wild(card, stands, four_color, lang),
                          "label": None})
    label, title = _meld_words(meld, lang)
    return {"label": label, "title": title, "cards": cards}


def _split(title: str, melds: tuple[Meld, ...], lang: str, four_color: bool, faces: _Faces
           ) -> dict[str, Any]:
    return {"title": title, "melds": [_meld(m, lang, four_color, faces) for m in melds]}


def _splits(analysis: Analysis, lang: str, four_color: bool, faces: _Faces, others: int
            ) -> tuple[list[dict[str, Any]], int]:
    """The splits the engine found, and how many there are: the first one and ``others``
    more (the user opens them a page at a time)."""
    found: list[tuple[str, tuple[Meld, ...]]] = []
    if analysis.bater is not None and analysis.bater.splits:
        for discard, melds in analysis.bater.splits:
            found.append((term("table.with10", lang) if discard is None
                          else term("table.discarding", lang, card=discard.symbol), melds))
    elif analysis.partitions:
        found = [(term("table.split_n", lang, n=i), m)
                 for i, m in enumerate(analysis.partitions, 1)]
    shown = found[:1 + max(0, others)]
    return [_split(title, melds, lang, four_color, faces) for title, melds in shown], len(found)


def _out_label(out: Any, lang: str) -> str:
    return term("table.out_label", lang, card=out.card.name(lang),
                live=counted("live", out.live, lang))


def _outs(outs: tuple[Any, ...], lang: str) -> list[dict[str, Any]]:
    return [{**_card(o.card, "sm", _out_label(o, lang)), "live": o.live} for o in outs]


def _more_outs(outs: tuple[Any, ...], lang: str) -> dict[str, Any] | None:
    """The outs past :data:`MAX_OUTS`: "+37" on the table, and in words for screen readers
    and the tooltip ("37 more: 2 of clubs, 2 live copies; …")."""
    rest = outs[MAX_OUTS:]
    if not rest:
        return None
    listed = "; ".join(_out_label(o, lang) for o in rest)
    return {"count": len(rest), "text": f"+{len(rest)}",
            "label": term("table.more_outs", lang, n=len(rest), cards=listed)}


def _badges(analysis: Analysis, lang: str) -> list[dict[str, str]]:
    """Where the hand stands, in badges that never contradict each other: green only when it
    goes out; a hand still short of cards whose cards all sit in melds says so plainly, beside
    what it misses."""
    if not analysis.hand:
        return []
    if analysis.bater is not None and analysis.bater.can:
        return [{"tone": "good", "text": term("state.bate", lang)}]
    badges = []
    if analysis.complete:
        badges.append({"tone": "plain", "text": term("table.all_melded", lang)})
    if analysis.na_boa:
        badges.append({"tone": "warn", "text": term("state.na_boa", lang)})
    elif analysis.missing:
        badges.append({"tone": "plain", "text": counted("missing", analysis.missing, lang)})
    return badges


def _discard_label(row: Any, state: str, lang: str) -> str:
    """What a screen reader hears on a discard row, in the order of the table's columns and
    the same in every row: the card, where it leaves the hand (na boa, or the cards still
    missing), then, unless it goes out, the outs by name with their live copies and the live
    copies in all."""
    facts = [state]
    if not row.bate:
        outs = row.outs
        if outs:
            named = [term("table.row_out", lang, card=o.card.name(lang),
                          live=counted("live", o.live, lang)) for o in outs[:MAX_OUTS]]
            if len(outs) > MAX_OUTS:
                named.append(term("table.row_more", lang, n=len(outs) - MAX_OUTS))
            facts.append(term("table.row_outs", lang, outs=counted("outs", len(outs), lang),
                              cards=join(named, lang)))
        else:
            facts.append(counted("outs", 0, lang))
        facts.append(counted("live", row.live_outs or 0, lang))
    return term("table.discard_row", lang, card=row.card.name(lang), state="; ".join(facts))


def _discards(analysis: Analysis, lang: str, four_color: bool, faces: _Faces
              ) -> list[dict[str, Any]] | None:
    if analysis.discards is None:
        return None
    bate_splits: dict[str, tuple[Meld, ...]] = {}
    if analysis.bater is not None:
        for discard, melds in analysis.bater.splits:
            if discard is not None:
                bate_splits.setdefault(discard.code, melds)
    rows = []
    for row in analysis.discards:
        rest = list(analysis.hand)
        rest.remove(row.card)
        if row.bate:
            state, tone = term("state.bate", lang), "good"
        elif row.na_boa:
            state, tone = term("state.na_boa", lang), "warn"
        else:
            state, tone = counted("missing", row.missing, lang), "plain"
        melds = bate_splits.get(row.card.code)
        outs = () if row.bate else row.outs  # going out now: the outs do not matter
        rows.append({
            **_card(row.card, "sm", _discard_label(row, state, lang)),
            "name": row.card.name(lang), "state": state, "tone": tone,
            "outs": _outs(outs[:MAX_OUTS], lang),
            "more_outs": _more_outs(outs, lang),
            "live_outs": None if row.bate else row.live_outs,
            "missing": None if row.bate else row.missing,
            "preview": {
                "title": term("table.preview", lang, card=row.card.name(lang)),
                "cards": [_card(c, "sm") for c in rest],
                "melds": [_meld(m, lang, four_color, faces) for m in melds] if melds else [],
            },
        })
    return rows


def build_view(analysis: Analysis, lang: str, four_color: bool, extras: Extras
               ) -> dict[str, Any]:
    """Everything the table shows, for ``analysis`` in ``lang``."""
    wild = frozenset(analysis.curingas)
    rules = analysis.rules
    status = status_line(analysis, lang)
    faces = _Faces()
    formed = [_meld(m, lang, four_color, faces) for m in analysis.melds_formed]
    splits, split_count = _splits(analysis, lang, four_color, faces, extras.splits_shown)
    discards = _discards(analysis, lang, four_color, faces)
    return {
        "ack": extras.ack,
        "acks": dict(extras.acks),
        "lang": lang,
        "html_lang": html_lang(lang),  # the page's lang attribute (the one rule)
        "text": front_end_text(lang),
        "langs": [{"id": k, "label": term("table.lang_name", k)} for k in LANGS],
        "preset": rules.id,
        "presets": [{"id": k, "label": k} for k in PRESETS],
        "four_color": four_color,
        "has_vira": rules.has_vira,
        "deck": _deck(analysis, lang),
        "vira": (_card(analysis.vira, "sm",
                       f"{term('table.vira', lang)}: {analysis.vira.name(lang)}")
                 if analysis.vira else None),
        "curinga": curinga_sentence(analysis, lang),
        "hand": [{**_card(c, "md", _hand_label(c, c in wild, lang)), "wild": c in wild}
                 for c in analysis.hand],
        "hand_text": " ".join(c.code for c in analysis.hand),
        "hand_title": counted("table.hand_count", len(analysis.hand), lang),
        "seen_title": counted("table.seen_count", len(analysis.seen), lang),
        "seen": [{**_card(c, "sm"), "label": c.name(lang)} for c in analysis.seen],
        "status": status,
        "badges": _badges(analysis, lang),
        "splits": splits,
        "split_count": split_count,
        "splits_note": (term("table.splits_shown", lang, shown=len(splits) - 1,
                             total=split_count - 1)
                        if extras.splits_shown and split_count > len(splits) else ""),
        "splits_open": extras.splits_shown > 0,
        "splits_more": (term("table.more_splits", lang,
                             n=min(SPLIT_PAGE, split_count - len(splits)))
                        if extras.splits_shown and split_count > len(splits) else None),
        "formed": formed,
        "loose": [_card(c, "sm") for c in analysis.loose] if formed else [],
        "outs": _outs(analysis.outs, lang) if analysis.outs is not None else None,
        "discards": discards,
        "faces": dict(faces),
        "error": extras.error,
        "pending": extras.pending,
        "can_undo": extras.can_undo,
        "can_reset": extras.can_reset,
    }

