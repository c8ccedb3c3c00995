"""What the game table tells the learner about their own moves: the move in the log
(:func:`learner_text`), the engine's refusal said to them (:func:`said_to_learner`), and after
a claim the rules punish, a :class:`Notice` with the best split of their cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...drawing.explain import meld_label
from ...engine.analysis import analyze
from ...engine.cards import display_order, parse_card
from ...errors import CachetaError, IllegalMoveError
from ...game.moves import LIXEIRA, AnunciarNaBoa, Bater, Discard, Draw, Furar, Move
from ...game.round import Round
from ...words.catalogue import Said, counted, term
from ...words.catalogue.game_table import TERMS
from ...words.text import join_or
from .view import card_item

if TYPE_CHECKING:
    from .widget import GameTable


@dataclass(frozen=True)
class Notice:
    """What the learner is told after a claim the rules punish (a false bati, a failed
    furar): a title, sentences, and the best split of the cards they claimed with."""

    claim: str  # "false_bati" or "burned" (a furar that did not go out)
    n: int  # the number of the move it tells about
    title: str
    lines: tuple[str, ...]
    melds: tuple[dict[str, Any], ...]
    loose: tuple[dict[str, str], ...]

    def to_dict(self) -> dict[str, Any]:
        return {"claim": self.claim, "n": self.n, "title": self.title, "lines": list(self.lines),
                "melds": [dict(m) for m in self.melds], "loose": [dict(c) for c in self.loose]}


def learner_text(move: Move, rnd: Round, lang: str) -> str:
    """The learner's move in the log, addressed to them ("você descarta…")."""
    if isinstance(move, Draw):
        if move.source == LIXEIRA and rnd.lixeira:
            return term("game.you_draw_lixeira", lang, card=rnd.lixeira[-1].name(lang))
        return term("game.you_draw_monte", lang)
    if isinstance(move, Discard):
        return term("game.you_discard", lang, card=move.card.name(lang))
    if isinstance(move, Bater | Furar):
        verb = "bater" if isinstance(move, Bater) else "furar"
        if move.discard is None:
            return term(f"game.you_{verb}10", lang)
        return term(f"game.you_{verb}", lang, card=move.discard.name(lang))
    if isinstance(move, AnunciarNaBoa):
        return term("game.you_na_boa", lang)
    return term("game.you_correr", lang)


def failed_claim_text(move: Move, events: list[dict[str, Any]], learner: bool, lang: str
                      ) -> str | None:
    """A bati or furar a fila the rules punished, in the log as what it was: a claim ("você diz
    “bati” com 10 — bati falso"), not a bati; None when ``move`` was no such claim. Another
    player's claim names no card: the card stays in that hand (as
    :func:`~cacheta_lab.game.moves.public_move` says)."""
    if any(e["type"] == "false_bati" for e in events):
        verb, mark = "say_bati", "game.false_mark"
    elif any(e["type"] == "furar" and not e.get("ok") for e in events):
        verb, mark = "try_furar", "game.burned_mark"
    else:
        return None
    assert isinstance(move, Bater | Furar)
    who = term("player", lang, seat=move.seat)
    if not learner:
        return f"{term(f'game.they_{verb}', lang, who=who)} — {term(mark, lang)}"
    key = f"game.you_{verb}" + ("10" if move.discard is None else "")
    card = {} if move.discard is None else {"card": move.discard.name(lang)}
    return f"{term(key, lang, **card)} — {term(mark, lang)}"


def said_to_learner(exc: IllegalMoveError, move: Move) -> CachetaError:
    """The engine's refusal of the learner's move, said to them ("você") from its reason and
    values when the catalogue words that reason; the engine's own words otherwise."""
    key = f"game.refused.{exc.reason}"
    if exc.reason is None or exc.seat != move.seat or key not in TERMS:
        return exc
    fields = {k: v for k, v in exc.values.items() if k != "seat"}
    return IllegalMoveError(Said(key, **fields), reason=exc.reason, seat=exc.seat, **fields)


def claim_notice(table: GameTable, move: Move, events: list[dict[str, Any]]) -> Notice | None:
    """The learner's false bati or failed furar in words, with the best split of the cards
    they claimed with (asked of the analysis); None after any other move."""
    lang, rnd = table.lang, table.round
    false = next((e for e in events if e["type"] == "false_bati"), None)
    burned = next((e for e in events if e["type"] == "furar" and not e.get("ok")), None)
    if false is None and burned is None:
        return None
    discard = move.discard if isinstance(move, Bater | Furar) else None
    if false is not None:
        hand = [parse_card(c) for c in false["hand"]]
        claim, title = "false_bati", term("game.false_title", lang)
        said = (term("game.false_said", lang, card=discard.name(lang)) if discard
                else term("game.false_said10", lang))
    else:
        assert burned is not None
        top = parse_card(burned["card"])
        hand = [*(parse_card(c) for c in burned["hand"]), top]
        claim, title = "burned", term("game.burned_title", lang)
        said = (term("game.burned_said", lang, top=top.name(lang), card=discard.name(lang))
                if discard else term("game.burned_said10", lang, top=top.name(lang)))
    rest = list(hand)
    if discard is not None and discard in rest:
        rest.remove(discard)
    vira = rnd.vira.code if rnd.vira else None
    claimed = analyze(rest, rnd.rules.id, vira, lang=lang)
    lines = [said, term("game.to_go_out", lang,
                        missing=counted("missing", claimed.missing or 0, lang))]
    if len(hand) == 10:
        whole = analyze(hand, rnd.rules.id, vira, lang=lang)
        if whole.bater is not None and whole.bater.discards:
            names = [c.name(lang) for c in sorted(set(whole.bater.discards), key=display_order)]
            lines.append(term("game.could", lang, cards=join_or(names, lang)))
        elif whole.bater is not None and whole.bater.with10:
            lines.append(term("game.could10", lang))
    lines.append(_cost(table, claim, false))
    wild = frozenset(rnd.judge.wild)
    melds = tuple({"label": meld_label(m, lang),
                   "cards": [card_item(c, wild, lang) for c in m.cards]}
                  for m in claimed.melds_formed)
    loose = tuple(card_item(c, wild, lang) for c in sorted(claimed.loose, key=display_order))
    return Notice(claim, rnd.moves, title, tuple(lines), melds, loose)


def _cost(table: GameTable, claim: str, false: dict[str, Any] | None) -> str:
    lang, rnd, seat = table.lang, table.round, table.seat
    if claim == "burned":
        return term("game.burned_cost", lang)
    assert false is not None
    penalty = false.get("penalty")
    if penalty is None:
        return term("game.cost_round", lang)
    if seat in rnd.dropped:
        return term("game.cost_zero", lang)
    return counted("game.cost_points", penalty, lang)

