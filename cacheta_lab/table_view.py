"""What the card table shows, as plain data: built from the engine's analysis, drawn by the
front end.

:func:`build_faces` gives every card face the table may need (inline SVG from
:func:`cacheta_lab.display.card_svg`, the one card drawing of the package); :func:`build_view`
gives the rest: counts, sentences, melds, the discard table. The front end adds no fact of its
own: every word and number it shows is here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .analysis import Analysis
from .cards import ALL_NATURALS, JOKER, SUITS, Card, copies_in_deck, display_order, parse_card
from .display import card_svg, meld_label
from .explain import curinga_sentence, describe_meld, status_line
from .melds import Meld
from .rules import PRESETS, Rules

SIZES = ("sm", "md")
MAX_SPLITS = 60  # splits sent to the table when the user opens them; the rest are counted
MAX_OUTS = 16  # outs drawn as cards in a discard row; the rest are listed in words

TEXT: dict[str, dict[str, str]] = {
    "pt": {
        "title": "Mesa de Cacheta",
        "rules": "Regras",
        "lang": "Idioma",
        "four_color": "Naipes em quatro cores",
        "deck": "Baralho",
        "deck_help": "Setas para andar, Enter para escolher.",
        "click_to": "Clique põe a carta na",
        "mode_hand": "mão",
        "mode_vira": "vira",
        "mode_seen": "lixeira (vistas)",
        "hand": "Mão",
        "hand_empty": "nenhuma carta: clique nas cartas do baralho",
        "vira": "Vira",
        "no_vira": "sem vira",
        "vira_clear": "tirar a vira",
        "seen": "Vistas (lixeira)",
        "seen_empty": "nenhuma carta vista",
        "undo": "Desfazer",
        "reset": "Recomeçar",
        "hand_text": "Mão em texto",
        "copy": "Copiar",
        "copied": "copiado",
        "use_text": "Usar texto",
        "melds": "Jogos",
        "loose": "cartas soltas",
        "other_splits": "outras divisões",
        "first_n": "aqui as {n} primeiras",
        "discards": "Descartes (melhor primeiro)",
        "discard": "Descarte",
        "result": "Fica",
        "outs": "Cartas que batem (cópias vivas)",
        "live": "Vivas",
        "missing": "Faltam",
        "no_outs": "nenhuma",
        "preview_hint": "Passe o mouse ou o foco num descarte para ver a mão que fica.",
        "confirm": "Sim, mudar",
        "cancel": "Não",
        "state_bate": "bate",
        "state_na_boa": "na boa",
        "state_missing": "faltam {n}",
        "badge_complete": "completa",
        "with10": "bate com as 10 cartas",
        "discarding": "bate descartando {card}",
        "split_n": "divisão {n}",
        "preview": "Descartando {card}, a mão fica:",
    },
    "en": {
        "title": "Cacheta table",
        "rules": "Rules",
        "lang": "Language",
        "four_color": "Four-colour suits",
        "deck": "Deck",
        "deck_help": "Arrow keys to move, Enter to pick.",
        "click_to": "A click puts the card in the",
        "mode_hand": "hand",
        "mode_vira": "vira",
        "mode_seen": "lixeira (seen)",
        "hand": "Hand",
        "hand_empty": "no cards: click cards of the deck",
        "vira": "Vira",
        "no_vira": "no vira",
        "vira_clear": "remove the vira",
        "seen": "Seen (lixeira)",
        "seen_empty": "no card seen",
        "undo": "Undo",
        "reset": "Reset",
        "hand_text": "Hand as text",
        "copy": "Copy",
        "copied": "copied",
        "use_text": "Use text",
        "melds": "Melds",
        "loose": "loose cards",
        "other_splits": "other splits",
        "first_n": "the first {n} here",
        "discards": "Discards (best first)",
        "discard": "Discard",
        "result": "Leaves",
        "outs": "Cards that go out (live copies)",
        "live": "Live",
        "missing": "Missing",
        "no_outs": "none",
        "preview_hint": "Hover or focus a discard to see the hand it leaves.",
        "confirm": "Yes, change",
        "cancel": "No",
        "state_bate": "bate (goes out)",
        "state_na_boa": "na boa",
        "state_missing": "faltam {n}",
        "badge_complete": "complete",
        "with10": "goes out (bate) with all 10 cards",
        "discarding": "goes out (bate) discarding {card}",
        "split_n": "split {n}",
        "preview": "Discarding {card}, the hand left is:",
    },
}

LANG_NAMES = {"pt": "Português", "en": "English"}


def _t(lang: str, key: str, **kw: Any) -> str:
    return TEXT[lang][key].format(**kw)


def _copies(n: int, lang: str) -> str:
    if lang == "en":
        return f"{n} free cop{'y' if n == 1 else 'ies'}"
    return f"{n} cópia{'' if n == 1 else 's'} livre{'' if n == 1 else 's'}"


def _live(n: int, lang: str) -> str:
    if lang == "en":
        return f"{n} live cop{'y' if n == 1 else 'ies'}"
    return f"{n} cópia{'' if n == 1 else 's'} viva{'' if n == 1 else 's'}"


# --- faces ---------------------------------------------------------------------------------

@lru_cache(maxsize=4096)
def _svg(code: str, wild: bool, stands: tuple[str, ...], size: str, four_color: bool,
         lang: str) -> str:
    return card_svg(code, wild=wild, stands_for=stands or None, size=size,
                    four_color=four_color, lang=lang)


def deck_cards(rules: Rules) -> list[Card]:
    """Every card kind of the preset's deck, in display order (the joker only with jokers)."""
    return [*sorted(ALL_NATURALS, key=display_order), *([JOKER] if rules.jokers else [])]


def face_key(card: Card, size: str) -> str:
    return f"{card.code}/{size}"


def build_faces(analysis: Analysis, four_color: bool, lang: str) -> dict[str, str]:
    """The SVG of every card of the deck in each size, curingas marked wild."""
    wild = frozenset(analysis.curingas)
    return {face_key(c, size): _svg(c.code, c in wild, (), size, four_color, lang)
            for c in deck_cards(analysis.rules) for size in SIZES}


# --- the view ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Extras:
    """What the table shows besides the analysis: the last error, a question, undo state."""

    ack: int = 0
    error: str | None = None
    pending: str | None = None  # the question waiting for the user's consent
    can_undo: bool = False
    can_reset: bool = False
    every_split: bool = False  # the user opened "other splits": send them all


def _card(card: Card, size: str, label: str | None = None) -> dict[str, Any]:
    return {"code": card.code, "face": face_key(card, size), "label": label}


def _free_counts(analysis: Analysis) -> Counter[Card]:
    used = Counter(analysis.hand) + Counter(analysis.seen)
    if analysis.vira is not None:
        used[analysis.vira] += 1
    return Counter({c: copies_in_deck(c, analysis.rules.jokers) - used[c]
                    for c in deck_cards(analysis.rules)})


def _why_none_free(card: Card, analysis: Analysis, lang: str) -> str:
    in_hand = sum(1 for c in analysis.hand if c == card)
    in_seen = sum(1 for c in analysis.seen if c == card)
    parts = []
    if in_hand:
        parts.append(f"{in_hand} na mão" if lang == "pt" else f"{in_hand} in the hand")
    if analysis.vira == card:
        parts.append("1 é a vira" if lang == "pt" else "1 is the vira")
    if in_seen:
        parts.append(f"{in_seen} vista(s)" if lang == "pt" else f"{in_seen} seen")
    total = copies_in_deck(card, analysis.rules.jokers)
    where = ", ".join(parts)
    if lang == "en":
        return f"No free copy of {card.symbol}: the decks hold {total}; {where}."
    return f"Nenhuma cópia livre de {card.symbol}: o baralho tem {total}; {where}."


def _deck(analysis: Analysis, lang: str) -> list[list[dict[str, Any]]]:
    free = _free_counts(analysis)
    wild = frozenset(analysis.curingas)
    held = Counter(analysis.hand)
    rows: list[list[dict[str, Any]]] = []
    for suit in SUITS:
        rows.append([_deck_card(Card.of(r, suit), free, wild, held, analysis, lang)
                     for r in range(1, 14)])
    if analysis.rules.jokers:
        rows.append([_deck_card(JOKER, free, wild, held, analysis, lang)])
    return rows


def _deck_card(card: Card, free: Counter[Card], wild: frozenset[Card], held: Counter[Card],
               analysis: Analysis, lang: str) -> dict[str, Any]:
    n = free[card]
    label = f"{card.name(lang)}, {_copies(n, lang)}"
    if card in wild and not card.is_joker:
        label += ", curinga" if lang == "pt" else ", wild"
    item = _card(card, "sm", label)
    item.update(free=n, wild=card in wild, held=held[card],
                why=_why_none_free(card, analysis, lang) if n <= 0 else None)
    return item


def _hand_label(card: Card, wild: bool, lang: str) -> str:
    extra = (", curinga" if lang == "pt" else ", wild") if wild and not card.is_joker else ""
    tail = ": na mão, Enter tira" if lang == "pt" else ": in the hand, Enter takes it back"
    return f"{card.name(lang)}{extra}{tail}"


@lru_cache(maxsize=4096)
def _meld_words(meld: Meld, lang: str) -> tuple[str, str]:
    """The meld's label and its one-line description (what each wild stands for)."""
    return meld_label(meld, lang), describe_meld(meld, lang)


class _Faces(dict):
    """The extra faces of one view (wilds with a caption), keyed, each drawn once."""

    def wild(self, card: Card, stands: tuple[str, ...], four_color: bool, lang: str) -> str:
        key = f"{card.code}/sm/{'.'.join(stands)}"
        if key not in self:
            self[key] = _svg(card.code, True, stands, "sm", four_color, lang)
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


def _splits(analysis: Analysis, lang: str, four_color: bool, faces: _Faces, every: bool
            ) -> tuple[list[dict[str, Any]], int]:
    """The splits the engine found, and how many there are: the first one, or with ``every``
    (the user opened the other splits) at most :data:`MAX_SPLITS` of them."""
    found: list[tuple[str, tuple[Meld, ...]]] = []
    if analysis.bater is not None and analysis.bater.splits:
        for discard, melds in analysis.bater.splits:
            found.append((_t(lang, "with10") if discard is None
                          else _t(lang, "discarding", card=discard.symbol), melds))
    elif analysis.partitions:
        found = [(_t(lang, "split_n", n=i), m) for i, m in enumerate(analysis.partitions, 1)]
    shown = found[:MAX_SPLITS] if every else found[:1]
    return [_split(title, melds, lang, four_color, faces) for title, melds in shown], len(found)


def _outs(outs: tuple[Any, ...], lang: str) -> list[dict[str, Any]]:
    return [{**_card(o.card, "sm", f"{o.card.name(lang)}, {_live(o.live, lang)}"),
             "live": o.live} for o in outs]


def _more_outs(outs: tuple[Any, ...], lang: str) -> dict[str, Any] | None:
    """The outs past :data:`MAX_OUTS`, in words: "+37", "2♣×2 3♣×1 …"."""
    rest = outs[MAX_OUTS:]
    if not rest:
        return None
    listed = " ".join(f"{o.card.symbol}×{o.live}" for o in rest)
    more = "mais" if lang == "pt" else "more"
    return {"count": len(rest), "text": f"+{len(rest)}", "label": f"{more}: {listed}"}


def _badges(analysis: Analysis, lang: str) -> list[dict[str, str]]:
    badges = []
    if analysis.bater is not None and analysis.bater.can:
        badges.append({"kind": "good", "text": _t(lang, "state_bate")})
    elif analysis.complete and analysis.hand:
        badges.append({"kind": "good", "text": _t(lang, "badge_complete")})
    if analysis.na_boa:
        badges.append({"kind": "warn", "text": _t(lang, "state_na_boa")})
    miss = analysis.missing
    if miss and not analysis.na_boa and analysis.hand:
        badges.append({"kind": "plain", "text": _t(lang, "state_missing", n=miss)})
    return badges


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
            state, kind = _t(lang, "state_bate"), "good"
        elif row.na_boa:
            state, kind = _t(lang, "state_na_boa"), "warn"
        else:
            state, kind = _t(lang, "state_missing", n=row.missing), "plain"
        melds = bate_splits.get(row.card.code)
        outs = () if row.bate else row.outs  # going out now: the outs do not matter
        rows.append({
            **_card(row.card, "sm", f"{_t(lang, 'discard')} {row.card.name(lang)}: {state}"),
            "state": state, "kind": kind, "outs": _outs(outs[:MAX_OUTS], lang),
            "more_outs": _more_outs(outs, lang),
            "live_outs": None if row.bate else row.live_outs,
            "missing": None if row.bate else row.missing,
            "preview": {
                "title": _t(lang, "preview", card=row.card.symbol),
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
    splits, split_count = _splits(analysis, lang, four_color, faces, extras.every_split)
    discards = _discards(analysis, lang, four_color, faces)
    return {
        "ack": extras.ack,
        "lang": lang,
        "text": TEXT[lang],
        "langs": [{"id": k, "label": v} for k, v in LANG_NAMES.items()],
        "preset": rules.id,
        "presets": [{"id": k, "label": k} for k in PRESETS],
        "four_color": four_color,
        "has_vira": rules.has_vira,
        "deck": _deck(analysis, lang),
        "vira": (_card(analysis.vira, "sm", f"{_t(lang, 'vira')}: {analysis.vira.name(lang)}")
                 if analysis.vira else None),
        "curinga": curinga_sentence(analysis, lang),
        "hand": [{**_card(c, "md", _hand_label(c, c in wild, lang)), "wild": c in wild}
                 for c in analysis.hand],
        "hand_text": " ".join(c.code for c in analysis.hand),
        "seen": [{**_card(c, "sm"), "label": c.name(lang)} for c in analysis.seen],
        "status": status,
        "badges": _badges(analysis, lang),
        "splits": splits,
        "split_count": split_count,
        "splits_note": (_t(lang, "first_n", n=len(splits) - 1)
                        if extras.every_split and split_count > len(splits) else ""),
        "splits_open": extras.every_split,
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


def card_code(text: Any) -> str:
    """The canonical code of one card (raises the engine's error for a bad card)."""
    return parse_card(text).code
