"""An exact puzzle's answer checked against the brute-force oracle (tests/oracle.py), which
shares no logic with the engine: the moves that count as right must be exactly those the rules
make right, worked out the slow, plain way.

- ``bater``: the oracle's bater with 10 and with 9 (which discards), the card just taken kept
  where the preset forbids throwing it, with 10 alone where the preset scores it higher; or,
  at the draw, the lixeira's top with which the hand bates;
- ``na_boa``: of the discards allowed, those that leave the hand na boa with the most live
  copies (the copies not in the hand, not the vira, not among the cards the seat knows are
  out of play, the discarded card among them);
- ``missing``: the discards that leave 2 draws missing, every other leaving more;
- ``furar``: the furar a fila moves that bate with the lixeira's top;
- ``announce``: the 9-card hand is na boa with live copies.

``make puzzles`` runs it on every exact puzzle of the set it builds
(``benchmarks/check_puzzles.py``); the tests on a sample.
"""

from __future__ import annotations

import oracle

from cacheta_lab.engine.cards import Card
from cacheta_lab.game.measure import known_out
from cacheta_lab.game.moves import LIXEIRA, AnunciarNaBoa, Bater, Discard, Draw, Furar, Move
from cacheta_lab.game.views import DRAW, PlayerView
from cacheta_lab.puzzles import Puzzle


def _codes(cards: list[Card]) -> str:
    return " ".join(c.code for c in cards)


def _bates(view: PlayerView, hand10: list[Card], barred: Card | None, cls: type
           ) -> set[Move]:
    """The bati moves (``cls``: Bater or Furar) of a 10-card hand, by the oracle."""
    with10, discards = oracle.bater_info(_codes(hand10), view.rules, view.vira)
    with10 = with10 and view.rules.bate_with_10
    cards = [Card.parse(c) for c in discards]
    cards = [c for c in cards if not (barred is not None and c.kind == barred.kind)]
    return ({cls(view.seat, None)} if with10 else set()) | {cls(view.seat, c) for c in cards}


def _discards(view: PlayerView, puzzle: Puzzle) -> list[Card]:
    return [o.move.card for o in puzzle.options if isinstance(o.move, Discard)]


def _rest(view: PlayerView, card: Card) -> list[Card]:
    rest = list(view.hand)
    rest.remove(card)
    return rest


def oracle_answer(puzzle: Puzzle) -> set[Move]:
    """The moves the rules make right in ``puzzle``, by the oracle alone."""
    view = puzzle.view()
    rules, vira = view.rules, view.vira
    seen = list(known_out(view))
    top = view.lixeira_top
    if puzzle.question == "bater" and view.phase == DRAW:
        assert top is not None
        barred = top if rules.no_discard_of_taken else None
        return {Draw(view.seat, LIXEIRA)} if _bates(view, [*view.hand, top], barred,
                                                    Bater) else set()
    if puzzle.question == "bater":
        barred = view.taken if rules.no_discard_of_taken else None
        right = _bates(view, list(view.hand), barred, Bater)
        if Bater(view.seat, None) in right and rules.loss_on_bater_10 > rules.loss_on_bater:
            right = {Bater(view.seat, None)}
        return right
    if puzzle.question == "furar":
        assert top is not None
        return _bates(view, [*view.hand, top], top if rules.no_discard_of_taken else None,
                      Furar)
    if puzzle.question == "announce":
        outs = oracle.outs(_codes(list(view.hand)), rules, vira, _codes(seen))
        return {AnunciarNaBoa(view.seat)} if sum(outs.values()) > 0 else set()
    cards = _discards(view, puzzle)
    if puzzle.question == "na_boa":
        live = {}
        for card in cards:
            outs = oracle.outs(_codes(_rest(view, card)), rules, vira, _codes([*seen, card]))
            if outs:
                live[card] = sum(outs.values())
        most = max(live.values(), default=None)
        return {Discard(view.seat, c) for c, n in live.items() if n == most}
    assert puzzle.question == "missing"
    missing = missing_after(puzzle, cards)
    assert all(m is None or m == 2 for m in missing.values()), missing
    return {Discard(view.seat, c) for c, m in missing.items() if m == 2}


def missing_after(puzzle: Puzzle, cards: list[Card]) -> dict[Card, int | None]:
    """The draws each discard of ``cards`` leaves missing, by the oracle: 0, 1 or 2, or None
    for more than 2 (seconds a discard: the oracle tries every card that could come)."""
    view = puzzle.view()
    return {c: oracle.missing(_codes(_rest(view, c)), view.rules, view.vira, limit=2)
            for c in cards}


def check_exact(puzzle: Puzzle) -> None:
    """AssertionError unless the puzzle's answer is the oracle's."""
    assert puzzle.kind == "exact", puzzle.id
    expected = oracle_answer(puzzle)
    assert set(puzzle.solution) == expected, (puzzle.id, puzzle.solution, expected)
