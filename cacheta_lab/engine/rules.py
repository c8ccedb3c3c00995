"""Rule variants as data: every rule is a named field, every preset a :class:`Rules` value.

The meaning of each field is fixed by ``docs/rules.md`` (one section a rule); each preset names
the rule text it follows and its section there (``source``). Each rule's explanation is data:
:mod:`cacheta_lab.words.catalogue.rules`.
Change one rule with ``get_rules("megajogos", ace="low")`` or ``rules.replace(ace="low")``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from ..errors import RulesError
from ..words.catalogue import TERMS, Said, counted, term
from ..words.echo import short_repr as _show
from .cards import deck_size

CURINGA_MODES = ("same_suit", "same_color", "none")
TRINCA_MODES = ("any", "distinct", "three_plus_dup")
ACE_MODES = ("low", "low_or_high")

HAND_CARDS = 9  # dealt to each player; a player holds one more between drawing and discarding
HAND_SIZES = (HAND_CARDS, HAND_CARDS + 1)  # the hands a question about one player can be about
SMALLEST_DECK = deck_size(jokers=False)  # a joker is never turned as the vira
# the deal gives 9 cards to each player, turns one card (the vira, or the lixeira's first) and
# must leave at least one card in the monte: 11 × 9 + 1 = 100 < 104
MAX_SEATS = (SMALLEST_DECK - 2) // HAND_CARDS
MAX_POINTS = 1000  # bound of every points field (starting points, losses, penalties)
TEXT_FIELDS = {"id": 100, "source": 200}  # text fields and their longest length
INT_FIELDS = {  # whole-number fields: (smallest, largest, None allowed)
    "min_players": (2, MAX_SEATS, False),
    "max_players": (2, MAX_SEATS, False),
    "max_wilds": (1, 13, True),
    "exact_melds": (1, 3, True),
    "starting_points": (1, MAX_POINTS, True),
    "loss_on_bater": (0, MAX_POINTS, False),
    "loss_on_bater_10": (0, MAX_POINTS, False),
    "false_bati_penalty": (1, MAX_POINTS, True),
    "correr": (1, MAX_POINTS, True),
    "rounds_to_win": (1, 100, True),
}
BOOL_FIELDS = ("jokers", "bate_with_10", "na_boa_calls", "no_discard_of_taken", "refill_stock")
CHOICE_FIELDS = {"curinga": CURINGA_MODES, "trinca": TRINCA_MODES, "ace": ACE_MODES}


@dataclass(frozen=True)
class Rules:
    """One complete set of rules. ``id`` names the preset it came from (or ``custom``)."""

    id: str = "custom"
    source: str = ""  # the rule text the preset follows and its docs/rules.md section
    min_players: int = 2
    max_players: int = 4
    # cards and wilds
    jokers: bool = False
    curinga: str = "same_color"
    max_wilds: int | None = None
    # melds
    trinca: str = "any"
    ace: str = "low"
    exact_melds: int | None = None
    bate_with_10: bool = True
    # table and match
    starting_points: int | None = None
    loss_on_bater: int = 1
    loss_on_bater_10: int = 2
    false_bati_penalty: int | None = None
    correr: int | None = None
    na_boa_calls: bool = False
    no_discard_of_taken: bool = False
    refill_stock: bool = True
    rounds_to_win: int | None = None

    def __post_init__(self) -> None:
        for name, longest in TEXT_FIELDS.items():
            _check_text(name, getattr(self, name), longest)
        for name, choices in CHOICE_FIELDS.items():
            _check_choice(name, getattr(self, name), choices)
        for name, (low, high, none_ok) in INT_FIELDS.items():
            _check_int(name, getattr(self, name), low, high, none_ok)
        for name in BOOL_FIELDS:
            if not isinstance(getattr(self, name), bool):
                raise RulesError(Said("rule.bad_flag", name=name,
                                      value=_show(getattr(self, name))))
        if self.min_players > self.max_players:
            raise RulesError(Said("rule.players_order", low=self.min_players,
                                  high=self.max_players))
        if self.curinga == "none" and self.jokers:
            raise RulesError(Said("rule.jokers_need_curinga"))

    @property
    def has_vira(self) -> bool:
        """Whether a vira is turned (the pife presets turn a card to start the lixeira)."""
        return self.curinga != "none"

    def shown(self, name: str) -> Any:
        """Rule ``name`` as the explanations say it: its value, or, for a rule these rules
        make moot, why ("no_wilds": wilds per meld without any wild card; "no_points": the
        losses of a match played on rounds won)."""
        if name == "max_wilds" and self.curinga == "none" and not self.jokers:
            return "no_wilds"
        if name in ("loss_on_bater", "loss_on_bater_10") and self.starting_points is None:
            return "no_points"
        return getattr(self, name)

    def check_players(self, players: object) -> int:
        """``players`` if a game of these rules can start with that many, else
        :class:`RulesError` (a match, a simulation and the game table all ask here)."""
        from ..checks import check_players

        return check_players(self, players)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some rules changed; its ``id`` becomes ``<preset>+custom``."""
        unknown = set(changes) - {f.name for f in fields(self)}
        if unknown:
            raise _unknown_rule(sorted(unknown)[0])
        if "id" not in changes and changes:
            base = self.id.removesuffix("+custom")[: TEXT_FIELDS["id"] - len("+custom")]
            changed = {k: v for k, v in changes.items() if getattr(self, k) != v}
            if changed:
                changes["id"] = f"{base}+custom"
        return replace(self, **changes)

    def label(self, lang: str = "pt") -> str:
        """The ``id`` as a reader sees it: a changed preset ("oficial+custom") in words,
        "oficial personalizado" / "oficial+custom"; the id itself stays as it is."""
        base = self.id.removesuffix("+custom")
        return term("rule.id.custom", lang, base=base) if base != self.id else self.id

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from a dict; a ``preset`` key starts from that preset, other keys override."""
        if not isinstance(data, dict):
            raise RulesError(Said("rule.not_dict", value=_show(data)))
        data = dict(data)
        for key in data:
            if not isinstance(key, str):
                raise _unknown_rule(key)
        if "seed" in data:  # logs and snapshots written when ``source`` was called ``seed``
            old = data.pop("seed")
            data.setdefault("source", old)
        base = PRESETS[_preset_id(data.pop("preset"))] if "preset" in data else cls()
        return base.replace(**data) if data else base

    @classmethod
    def from_json(cls, text: str) -> Rules:
        if not isinstance(text, str | bytes):
            raise RulesError(Said("rule.not_json_text", value=_show(text)))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
            raise RulesError(Said("rule.bad_json", error=_show(str(exc), 120))) from None
        if not isinstance(data, dict):
            raise RulesError(Said("rule.json_not_object"))
        return cls.from_dict(data)

    def explain(self, lang: str = "pt") -> list[str]:
        """One line per rule, in ``lang``."""
        return [explain_rule(f.name, self.shown(f.name), lang)
                for f in fields(self) if f.name not in ("id", "source")]


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        options = ", ".join(choices)
        raise RulesError(Said("rule.bad_choice", name=name, value=_show(value),
                              options=options))


def _check_int(name: str, value: object, low: int, high: int, none_ok: bool) -> None:
    if value is None and none_ok:
        return
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return
    key = "rule.bad_int_or_none" if none_ok else "rule.bad_int"
    raise RulesError(Said(key, name=name, value=_show(value), low=low, high=high))


def _check_text(name: str, value: object, longest: int) -> None:
    if (not isinstance(value, str) or len(value) > longest
            or not all(ch.isprintable() for ch in value)):
        raise RulesError(Said("rule.bad_text", name=name, value=_show(value), n=longest))


def parse_rule_value(name: str, text: str) -> Any:
    """The value of rule ``name`` written as text (``--set name=text``): a number, a yes/no,
    ``none`` where the rule allows it, or the text itself for text and choice rules."""
    if name not in {f.name for f in fields(Rules)}:
        raise _unknown_rule(name)
    raw = text.strip()
    low = raw.lower()
    if name in CHOICE_FIELDS:
        return low
    if name in TEXT_FIELDS:
        return raw
    if name in BOOL_FIELDS:
        if low in ("true", "yes", "sim", "1"):
            return True
        if low in ("false", "no", "nao", "não", "0"):
            return False
        raise RulesError(Said("rule.bad_bool_text", name=name, value=_show(raw)))
    smallest, largest, none_ok = INT_FIELDS[name]
    if none_ok and low in ("none", "null"):
        return None
    from ..checks import number_from_text

    value = number_from_text(raw, 9)
    if not isinstance(value, str):
        return value
    _check_int(name, raw, smallest, largest, none_ok)
    raise AssertionError("unreachable")  # pragma: no cover


def _unknown_rule(name: object) -> RulesError:
    names = ", ".join(f.name for f in fields(Rules) if f.name not in ("id", "source"))
    return RulesError(Said("rule.unknown", value=_show(name), names=names))


PRESETS: dict[str, Rules] = {
    r.id: r
    for r in (
        Rules(id="oficial", source="000 (docs/rules.md#oficial)", min_players=2, max_players=4,
              jokers=True, curinga="same_suit", max_wilds=None, trinca="any", ace="low",
              exact_melds=3, bate_with_10=True, starting_points=7, loss_on_bater=1,
              loss_on_bater_10=2, false_bati_penalty=2, no_discard_of_taken=True),
        Rules(id="cachetao", source="000 (docs/rules.md#cachetao)", min_players=2, max_players=9,
              jokers=True, curinga="same_color", max_wilds=None, trinca="any", ace="low",
              exact_melds=3, bate_with_10=True, starting_points=10, loss_on_bater=2,
              loss_on_bater_10=2, false_bati_penalty=2, correr=1),
        Rules(id="megajogos", source="001 (docs/rules.md#megajogos)", min_players=2, max_players=8,
              jokers=False, curinga="same_color", max_wilds=1, trinca="three_plus_dup",
              ace="low_or_high", exact_melds=None, bate_with_10=True, starting_points=10,
              loss_on_bater=1, loss_on_bater_10=2, na_boa_calls=True),
        Rules(id="tradicional", source="002 (docs/rules.md#tradicional)", min_players=4,
              max_players=4,
              jokers=False, curinga="same_color", max_wilds=1, trinca="three_plus_dup",
              ace="low_or_high", exact_melds=None, bate_with_10=True, starting_points=10,
              loss_on_bater=1, loss_on_bater_10=2, na_boa_calls=True),
        Rules(id="pife", source="003 (docs/rules.md#pife)", min_players=2, max_players=8,
              jokers=False, curinga="none", max_wilds=None, trinca="distinct", ace="low",
              exact_melds=None, bate_with_10=False, rounds_to_win=5),
        Rules(id="pife-simples", source="004 (docs/rules.md#pife-simples)", min_players=2,
              max_players=6,
              jokers=False, curinga="none", max_wilds=None, trinca="distinct",
              ace="low_or_high", exact_melds=None, bate_with_10=True, rounds_to_win=1),
    )
}


def _preset_id(name: str) -> str:
    key = name.strip().lower().replace("_", "-").replace("ã", "a") if isinstance(name, str) \
        else None
    if key not in PRESETS:
        raise RulesError(Said("rule.unknown_preset", value=_show(name),
                              names=", ".join(PRESETS)))
    return key


def get_rules(preset: str | Rules = "oficial", **changes: Any) -> Rules:
    """The rules of a preset by name (or a :class:`Rules` as is), with optional changes."""
    rules = preset if isinstance(preset, Rules) else PRESETS[_preset_id(preset)]
    return rules.replace(**changes) if changes else rules


# --- explanations -------------------------------------------------------------------------

def _rule_key(name: str, value: Any) -> str:
    """The catalogue key of rule ``name`` set to ``value``
    (:mod:`cacheta_lab.words.catalogue.rules`)."""
    if name in ("id", "source") or name not in _FIELD_NAMES:
        raise _unknown_rule(name)
    base = f"rule.{name}"
    if value is None:
        return f"{base}.none"
    if isinstance(value, bool):
        key = f"{base}.{'true' if value else 'false'}"
        return key if key in TERMS else base
    if isinstance(value, str):
        return f"{base}.{value}"
    return f"{base}.one" if f"{base}.one" in TERMS else base


def explain_rule(name: str, value: Any, lang: str = "pt") -> str:
    """One sentence explaining rule ``name`` set to ``value``."""
    key = _rule_key(name, value)
    if key not in TERMS:
        raise RulesError(Said("rule.no_explanation", name=name, value=_show(value)))
    if key.endswith(".one"):
        return counted(key.removesuffix(".one"), value, lang)
    filled: dict[str, Any] = {}
    if "{n}" in TERMS[key][0]:
        filled["n"] = value
    if "{yes}" in TERMS[key][0]:
        filled["yes"] = term("yes" if value else "no", lang)
    return term(key, lang, **filled)


def rule_name(name: str, lang: str = "pt") -> str:
    """A rule's field (``max_wilds``) as words: "curingas por jogo" / "wild cards per meld"."""
    key = f"rule.{name}.name"
    return term(key, lang) if key in TERMS else name


def rule_value(name: str, value: Any, lang: str = "pt") -> str:
    """A rule's value in a word or two: "mesma cor", "sim", "sem limite", "qualquer número"."""
    if isinstance(value, bool):
        return term("yes" if value else "no", lang)
    if value is None or isinstance(value, str):
        key = f"{_rule_key(name, value)}.short"
        return term(key, lang) if key in TERMS else ("—" if value is None else value)
    return str(value)


_FIELD_NAMES = frozenset(f.name for f in fields(Rules))
