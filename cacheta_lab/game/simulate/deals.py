"""How often a dealt hand is already complete, or na boa: many deals, no play."""

from __future__ import annotations

from ...checks import MAX_DEALS, check_count, check_players, check_seed, derive_seed
from ...engine.rules import Rules, get_rules
from ..round import Round
from ..stats import Rate


def deal_statistics(rules: str | Rules = "oficial", players: int = 4, deals: int = 1000,
                    seed: int | str = 0) -> dict[str, Rate]:
    """How often a dealt 9-card hand is already complete, or na boa (no play needed)."""
    ruleset = get_rules(rules)
    check_players(ruleset, players)
    check_count("deals", deals, 1, MAX_DEALS)
    check_seed(seed)
    complete = na_boa = hands = 0
    for i in range(deals):
        rnd = Round(ruleset, players, seed=derive_seed(seed, f":deal{i}"))
        for hand in rnd.hands.values():
            hands += 1
            complete += rnd.judge.complete(hand)
            na_boa += bool(rnd.judge.outs(hand))
    return {"complete": Rate(complete, hands), "na_boa": Rate(na_boa, hands)}
