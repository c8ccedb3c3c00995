"""Rule variants as data: every rule is a named field, every preset a :class:`Rules` value.

The meaning of each field is fixed by RULES.md; the presets cite the seed text they follow.
Change one rule with ``get_rules("megajogos", ace="low")`` or ``rules.replace(ace="low")``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from .echo import short_repr as _show
from .errors import CachetaError
from .words import plural

CURINGA_MODES = ("same_suit", "same_color", "none")
TRINCA_MODES = ("any", "distinct", "three_plus_dup")
ACE_MODES = ("low", "low_or_high")

HAND_CARDS = 9
SMALLEST_DECK = 104  # two French decks; jokers add 4, but a joker is never turned as the vira
# the deal gives 9 cards to each player, turns one card (the vira, or the lixeira's first) and
# must leave at least one card in the monte: 11 × 9 + 1 = 100 < 104
MAX_SEATS = (SMALLEST_DECK - 2) // HAND_CARDS
MAX_POINTS = 1000  # bound of every points field (starting points, losses, penalties)
TEXT_FIELDS = {"id": 100, "seed": 200}  # text fields and their longest length
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
    seed: str = ""
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
                raise CachetaError(
                    f"regra {name}={_show(getattr(self, name))} inválida: use True ou False",
                    f"rule {name}={_show(getattr(self, name))} is invalid: use True or False",
                )
        if self.min_players > self.max_players:
            raise CachetaError(
                f"min_players={self.min_players} é maior que max_players={self.max_players}",
                f"min_players={self.min_players} is greater than max_players={self.max_players}",
            )
        if self.curinga == "none" and self.jokers:
            raise CachetaError(
                "com curinga='none' não há vira; coringas (jokers=True) exigem um modo de curinga",
                "with curinga='none' there is no vira; jokers=True needs a curinga mode",
            )

    @property
    def has_vira(self) -> bool:
        """Whether a vira is turned (the pife presets turn a card to start the lixeira)."""
        return self.curinga != "none"

    @property
    def meld_sizes(self) -> tuple[int, ...]:
        """How many cards a player may go out with: (9,) or (9, 10)."""
        return (9, 10) if self.bate_with_10 else (9,)

    def check_players(self, players: object) -> int:
        """``players`` if a game of these rules can start with that many, else
        :class:`CachetaError` (a match, a simulation and the game table all ask here)."""
        if (isinstance(players, bool) or not isinstance(players, int)
                or not self.min_players <= players <= self.max_players):
            raise CachetaError(
                f"{self.id} se joga com {self.min_players} a {self.max_players} jogadores; "
                f"pedidos {_show(players)}",
                f"{self.id} is played by {self.min_players} to {self.max_players} players; "
                f"asked for {_show(players)}")
        return players

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

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from a dict; a ``preset`` key starts from that preset, other keys override."""
        if not isinstance(data, dict):
            raise CachetaError(
                f"as regras devem ser um dicionário {{nome: valor}}, não {_show(data)}",
                f"the rules must be a dict {{name: value}}, not {_show(data)}")
        data = dict(data)
        for key in data:
            if not isinstance(key, str):
                raise _unknown_rule(key)
        base = PRESETS[_preset_id(data.pop("preset"))] if "preset" in data else cls()
        return base.replace(**data) if data else base

    @classmethod
    def from_json(cls, text: str) -> Rules:
        if not isinstance(text, str | bytes):
            raise CachetaError(f"esperava o texto JSON das regras, não {_show(text)}",
                               f"expected the JSON text of the rules, not {_show(text)}")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
            raise CachetaError(f"JSON de regras inválido: {_show(str(exc), 120)}",
                               f"invalid rules JSON: {_show(str(exc), 120)}") from None
        if not isinstance(data, dict):
            raise CachetaError("o JSON de regras deve ser um objeto {…}",
                               "the rules JSON must be an object {…}")
        return cls.from_dict(data)

    def explain(self, lang: str = "pt") -> list[str]:
        """One line per rule, in ``lang``."""
        return [explain_rule(f.name, getattr(self, f.name), lang)
                for f in fields(self) if f.name not in ("id", "seed")]


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        options = ", ".join(choices)
        raise CachetaError(
            f"regra {name}={_show(value)} desconhecida; valores possíveis: {options}",
            f"unknown value {name}={_show(value)}; possible values: {options}",
        )


def _check_int(name: str, value: object, low: int, high: int, none_ok: bool) -> None:
    if value is None and none_ok:
        return
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return
    also_pt, also_en = (" ou None", " or None") if none_ok else ("", "")
    raise CachetaError(
        f"regra {name}={_show(value)} inválida: use um número inteiro de {low} a {high}"
        f"{also_pt}",
        f"rule {name}={_show(value)} is invalid: use a whole number from {low} to {high}"
        f"{also_en}",
    )


def _check_text(name: str, value: object, longest: int) -> None:
    if (not isinstance(value, str) or len(value) > longest
            or not all(ch.isprintable() for ch in value)):
        raise CachetaError(
            f"regra {name}={_show(value)} inválida: use um texto de até {longest} caracteres "
            "visíveis",
            f"rule {name}={_show(value)} is invalid: use a text of at most {longest} "
            "printable characters",
        )


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
        raise CachetaError(f"regra {name}={_show(raw)} inválida: use true ou false",
                           f"rule {name}={_show(raw)} is invalid: use true or false")
    smallest, largest, none_ok = INT_FIELDS[name]
    if none_ok and low in ("none", "null"):
        return None
    if low.lstrip("-").isascii() and low.lstrip("-").isdigit() and len(low) <= 8:
        return int(low)
    _check_int(name, raw, smallest, largest, none_ok)
    raise AssertionError("unreachable")  # pragma: no cover


def _unknown_rule(name: object) -> CachetaError:
    names = ", ".join(f.name for f in fields(Rules) if f.name not in ("id", "seed"))
    return CachetaError(f"regra desconhecida {_show(name)}; regras: {names}",
                        f"unknown rule {_show(name)}; rules: {names}")


PRESETS: dict[str, Rules] = {
    r.id: r
    for r in (
        Rules(id="oficial", seed="000_2c16357725509f67.txt", min_players=2, max_players=4,
              jokers=True, curinga="same_suit", max_wilds=None, trinca="any", ace="low",
              exact_melds=3, bate_with_10=True, starting_points=7, loss_on_bater=1,
              loss_on_bater_10=2, false_bati_penalty=2, no_discard_of_taken=True),
        Rules(id="cachetao", seed="000_2c16357725509f67.txt", min_players=2, max_players=9,
              jokers=True, curinga="same_color", max_wilds=None, trinca="any", ace="low",
              exact_melds=3, bate_with_10=True, starting_points=10, loss_on_bater=2,
              loss_on_bater_10=2, false_bati_penalty=2, correr=1),
        Rules(id="megajogos", seed="001_33106088cc93536b.txt", min_players=2, max_players=8,
              jokers=False, curinga="same_color", max_wilds=1, trinca="three_plus_dup",
              ace="low_or_high", exact_melds=None, bate_with_10=True, starting_points=10,
              loss_on_bater=1, loss_on_bater_10=2, na_boa_calls=True),
        Rules(id="tradicional", seed="002_8802fd796ac5d8b4.txt", min_players=4, max_players=4,
              jokers=False, curinga="same_color", max_wilds=1, trinca="three_plus_dup",
              ace="low_or_high", exact_melds=None, bate_with_10=True, starting_points=10,
              loss_on_bater=1, loss_on_bater_10=2, na_boa_calls=True),
        Rules(id="pife", seed="003_83757a7dd7865a9b.txt", min_players=2, max_players=8,
              jokers=False, curinga="none", max_wilds=None, trinca="distinct", ace="low",
              exact_melds=None, bate_with_10=False, rounds_to_win=5),
        Rules(id="pife-simples", seed="004_9b59388430a6c13f.txt", min_players=2, max_players=6,
              jokers=False, curinga="none", max_wilds=None, trinca="distinct",
              ace="low_or_high", exact_melds=None, bate_with_10=True, rounds_to_win=1),
    )
}


def _preset_id(name: str) -> str:
    key = name.strip().lower().replace("_", "-").replace("ã", "a") if isinstance(name, str) \
        else None
    if key not in PRESETS:
        raise CachetaError(
            f"preset desconhecido {_show(name)}; presets: {', '.join(PRESETS)}",
            f"unknown preset {_show(name)}; presets: {', '.join(PRESETS)}",
        )
    return key


def get_rules(preset: str | Rules = "oficial", **changes: Any) -> Rules:
    """The rules of a preset by name (or a :class:`Rules` as is), with optional changes."""
    rules = preset if isinstance(preset, Rules) else PRESETS[_preset_id(preset)]
    return rules.replace(**changes) if changes else rules


# --- explanations -------------------------------------------------------------------------

def _yes(v: bool, lang: str) -> str:
    return ("sim" if v else "não") if lang == "pt" else ("yes" if v else "no")


def explain_rule(name: str, value: Any, lang: str = "pt") -> str:
    """One sentence explaining rule ``name`` set to ``value``."""
    pt = lang != "en"
    if name == "min_players" or name == "max_players":
        return (f"{'mínimo' if name == 'min_players' else 'máximo'} de jogadores: {value}" if pt
                else f"{'minimum' if name == 'min_players' else 'maximum'} players: {value}")
    if name == "jokers":
        return ("baralho com 4 coringas (JK), sempre curingas" if value else
                "baralho sem coringas (104 cartas)") if pt else (
                "deck with 4 jokers (JK), always wild" if value else
                "deck without jokers (104 cards)")
    if name == "curinga":
        return {
            "same_suit": ("curinga: a carta acima da vira, do mesmo naipe (2 cópias)",
                          "curinga: the rank above the vira, same suit (2 copies)"),
            "same_color": ("curinga: a carta acima da vira, nos dois naipes da mesma cor "
                           "(4 cópias)",
                           "curinga: the rank above the vira, in both suits of its colour "
                           "(4 copies)"),
            "none": ("sem vira nem curinga: a carta virada começa a lixeira",
                     "no vira and no curinga: the turned card starts the lixeira"),
        }[value][0 if pt else 1]
    if name == "max_wilds":
        if value is None:
            return ("curingas por jogo: sem limite, com ao menos uma carta natural" if pt else
                    "wilds per meld: no limit, with at least one natural card")
        return (f"no máximo {plural(value, 'curinga', 'curingas')} por trinca ou sequência"
                if pt else f"at most {plural(value, 'wild', 'wilds')} per trinca or sequência")
    if name == "trinca":
        return {
            "any": ("trinca: 3 ou mais cartas do mesmo valor, naipes livres (repetidos valem)",
                    "trinca: 3 or more cards of one rank, any suits (repeats allowed)"),
            "distinct": ("trinca: 3 ou 4 cartas do mesmo valor, todas de naipes diferentes",
                         "trinca: 3 or 4 cards of one rank, all of different suits"),
            "three_plus_dup": ("trinca: três naipes diferentes; 4ª e 5ª carta só repetindo um "
                               "desses naipes (3 a 5 cartas)",
                               "trinca: three different suits; a 4th and 5th card only as a "
                               "repeat of one of those suits (3 to 5 cards)"),
        }[value][0 if pt else 1]
    if name == "ace":
        return {
            "low": ("ás só embaixo: A-2-3 vale, Q-K-A não",
                    "ace low only: A-2-3 counts, Q-K-A not"),
            "low_or_high": ("ás embaixo ou em cima: A-2-3 ou Q-K-A, nunca K-A-2",
                            "ace low or high: A-2-3 or Q-K-A, never K-A-2"),
        }[value][0 if pt else 1]
    if name == "exact_melds":
        if value is None:
            return ("bater com qualquer número de jogos" if pt else
                    "go out with any number of melds")
        return (f"bater com exatamente {value} jogos" if pt else
                f"go out with exactly {value} melds")
    if name == "bate_with_10":
        return (f"bater com 10 cartas, sem descarte: {_yes(value, lang)}" if pt else
                f"go out with all 10 cards, no discard: {_yes(value, lang)}")
    if name == "starting_points":
        if value is None:
            return "sem placar de pontos" if pt else "no points score"
        return (f"cada jogador começa com {value} pontos; quem chega a 0 sai" if pt else
                f"each player starts with {value} points; at 0 a player is out")
    if name == "loss_on_bater":
        return (f"quem bate com 9: adversários perdem {plural(value, 'ponto', 'pontos')}" if pt
                else f"going out with 9: opponents lose {plural(value, 'point', 'points')}")
    if name == "loss_on_bater_10":
        return (f"quem bate com 10: adversários perdem {plural(value, 'ponto', 'pontos')}" if pt
                else f"going out with 10: opponents lose {plural(value, 'point', 'points')}")
    if name == "false_bati_penalty":
        if value is None:
            return ("bati falso: a rodada é perdida" if pt else "false bati: the round is lost")
        return (f"bati falso: quem declarou perde {value} pontos e a rodada segue" if pt else
                f"false bati: the declarer loses {value} points and the round goes on")
    if name == "correr":
        if value is None:
            return "não se pode correr" if pt else "no folding (correr)"
        return (f"correr (desistir da rodada) custa {plural(value, 'ponto', 'pontos')}" if pt
                else f"correr (folding the round) costs {plural(value, 'point', 'points')}")
    if name == "na_boa_calls":
        return (f"anunciar na boa, furar a fila e se queimar: {_yes(value, lang)}" if pt else
                f"announcing na boa, furar a fila and se queimar: {_yes(value, lang)}")
    if name == "no_discard_of_taken":
        return (f"proibido descartar a carta que acabou de pegar da lixeira: {_yes(value, lang)}"
                if pt else
                f"the card just taken from the lixeira may not be discarded: {_yes(value, lang)}")
    if name == "refill_stock":
        return (f"monte acabou: a lixeira (menos a de cima) vira novo monte: {_yes(value, lang)}"
                if pt else
                f"monte exhausted: the lixeira (but its top) becomes the new monte: "
                f"{_yes(value, lang)}")
    if name == "rounds_to_win":
        if value is None:
            return ("partida por pontos" if pt else "match played on points")
        return (f"vence a partida quem ganhar {plural(value, 'rodada', 'rodadas')}" if pt else
                f"the match goes to the first to win {plural(value, 'round', 'rounds')}")
    raise _unknown_rule(name)
