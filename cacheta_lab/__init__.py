"""cacheta_lab: learn and analyse Cacheta (Pife, Pif-Paf) hands, exactly, for every rule variant."""

from .engine.analysis import (
    Analysis,
    BaterOptions,
    DiscardOption,
    Out,
    analyze,
    can_bater,
    discard_table,
    is_complete,
    missing,
    outs,
    partitions,
    situation_for,
)
from .engine.cards import JOKER, Card, Hand, format_cards, parse_card, parse_cards
from .engine.curinga import wild_cards
from .engine.melds import Meld, MeldCheck, check_meld
from .engine.rules import PRESETS, Rules, get_rules
from .errors import CachetaError

__all__ = [
    "JOKER", "PRESETS", "Analysis", "BaterOptions", "CachetaError", "Card", "DiscardOption", "Hand",
    "Meld", "MeldCheck", "Out", "Rules", "analyze", "can_bater", "check_meld", "discard_table",
    "format_cards", "get_rules", "is_complete", "missing", "outs", "parse_card", "parse_cards",
    "partitions", "situation_for", "wild_cards",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    """``CardTable``, ``GameTable`` and ``PuzzleTrainer`` load on first use, so the engine
    imports without the notebook packages."""
    if name == "CardTable":
        from .tables.card import CardTable

        return CardTable
    if name == "GameTable":
        from .tables.game import GameTable

        return GameTable
    if name == "PuzzleTrainer":
        from .tables.trainer.widget import PuzzleTrainer

        return PuzzleTrainer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
