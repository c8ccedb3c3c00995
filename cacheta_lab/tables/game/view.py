"""What the game table shows, as plain data (:func:`build_view`), and the card faces it draws
(:func:`build_faces`): built from the game engine's round, drawn by the front end
(``widgets/game_table.js``). Hidden hands send only their size.

:func:`build_view` reads the table itself (its round, the learner, the coach's grades, its
speed and layout), local or a room's (:class:`~cacheta_lab.tables.room.RoomTable`): a game
table only ever draws the round it holds. The card table's
:func:`cacheta_lab.tables.card.view.build_view` takes values instead, as it draws a state before
taking it."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...coach.fast import evaluate
from ...coach.grade import Grade, grade_name, move_words
from ...drawing.svg import card_back_svg
from ...engine.cards import Card, display_order
from ...engine.rules import get_rules
from ...game.moves import Bater, Furar
from ...words.catalogue import counted, term
from ...words.catalogue.game_table import FRONT_END
from ...words.text import html_lang, number, percent
from ..base import deck_faces, view_text
from ..base.learner import move_flags
from .traits import SPEEDS

if TYPE_CHECKING:
    from .widget import GameTable

LOG_SIZE = 14  # log lines sent to the front end while the round is on, newest first
WHOLE_LOG = 1000  # once it is over: every move (a review's numbers are the log's), at most
BACK = "back"  # the face of a card shown face down


def speed_label(speed: float, lang: str) -> str:
    """The speed in words: "1 jogada por segundo", "2 moves a second", "1 jogada a cada 2
    segundos"."""
    if speed < 1:
        return term("game.speed_slow", lang, n=number(round(1 / speed, 1), lang, None))
    return term(f"game.speed.{'one' if speed == 1 else 'many'}", lang,
                n=number(speed, lang, None))


@lru_cache(maxsize=16)
def build_faces(preset: str, wild: frozenset[Card], lang: str) -> dict[str, str]:
    """Every face of the preset's deck (size "sm"), curingas marked, and the card back (the
    card table's :func:`~cacheta_lab.tables.card.view.build_faces` takes the same arguments)."""
    faces = deck_faces(get_rules(preset).jokers, wild, ("sm",), False, lang, _code)
    faces[BACK] = card_back_svg(size="sm", lang=lang)
    return faces


def _code(card: Card, _size: str) -> str:
    return card.code


def card_item(card: Card, wild: frozenset[Card], lang: str) -> dict[str, str]:
    name = card.name(lang)
    return {"code": card.code,
            "name": term("game.wild", lang, card=name) if card in wild else name}


def _hand_shown(table: GameTable, seat: int) -> bool:
    return table.open_hands or seat == table.seat


def _seat_name(table: GameTable, seat: int) -> str:
    if seat == table.seat:
        return term("game.you", table.lang)
    return term("player", table.lang, seat=seat).capitalize()


def _seat_view(table: GameTable, seat: int) -> dict[str, Any]:
    rnd, lang = table.round, table.lang
    hand = sorted(rnd.hands[seat], key=display_order)
    shown = _hand_shown(table, seat)
    result = rnd.result
    if not shown and result is not None and result.winner == seat:
        hand, shown = sorted(result.shown, key=display_order), True  # the winner shows them
    learner = seat == table.seat
    name = _seat_name(table, seat)
    count = len(rnd.hands[seat])
    wild = frozenset(rnd.judge.wild)
    return {
        "seat": seat,
        "name": name,
        "level": "" if learner else term(f"level.{table.bots[seat].level}", lang),
        "learner": learner,
        "count": count,
        "count_text": counted("game.cards", count, lang),
        "hand_label": (term("game.your_hand", lang) if learner
                       else term("game.hand_of", lang, name=name)),
        "hidden_label": counted("game.hidden", count, lang),
        "cards": [card_item(c, wild, lang) for c in hand] if shown else None,
        "turn": not rnd.over and rnd.turn == seat,
        "na_boa": seat in rnd.announced and not rnd.over,  # a call lasts the round only
        "out": seat in rnd.out,
        "points": (counted("game.points", rnd.points[seat], lang)
                   if rnd.points is not None else None),
    }


def _how(table: GameTable) -> str:
    result = table.round.result
    assert result is not None
    return term(f"end.{result.how}", table.lang)


def status(table: GameTable) -> str:
    rnd, lang = table.round, table.lang
    if rnd.result is not None:
        if rnd.result.winner is None:
            return term("game.over_draw", lang, how=_how(table))
        if rnd.result.winner == table.seat:
            return term("game.over_you", lang, how=_how(table))
        return term("game.over_win", lang, n=rnd.result.winner, how=_how(table))
    if table.seat is not None and table.seat in rnd.out:
        return term("game.you_out", lang)
    if table.seat is not None and rnd.turn == table.seat and table.waiting_for_learner:
        if rnd.phase != "draw":
            return term("game.your_discard", lang)
        return term("game.your_draw" if rnd.lixeira else "game.your_draw_monte", lang)
    if not table.auto and table.furar_chance:
        return term("game.furar_chance", lang, card=rnd.lixeira[-1].name(lang))
    # whose move comes next: a bot may call (na boa) before the learner's turn goes on
    pending = table._bot_move()
    n = pending.seat if pending is not None else rnd.turn
    return term("game.playing" if table.auto else "game.waiting", lang, n=n)


def _announcement(table: GameTable) -> dict[str, str] | None:
    """What a screen reader hears, once each: at the learner's turn, the other players' moves
    since the learner's own, summed up (draws from the monte left out); at the end, the
    result; otherwise only a move that matters (bater, na boa, furar, correr). None: nothing
    new to say."""
    rnd, lang = table.round, table.lang
    if rnd.over:
        return {"id": f"over{rnd.moves}", "text": status(table)}
    if table.seat is not None and table.waiting_for_learner and rnd.turn == table.seat:
        since: list[str] = []
        for entry in reversed(table.history):
            if entry["learner"]:
                break
            if not entry["from_monte"]:
                since.append(entry["text"])
        text = status(table)
        if since:
            moved = any(entry["learner"] for entry in table.history)
            text = (term("game.since" if moved else "game.before_you", lang,
                         moves="; ".join(reversed(since))) + " " + text)
        return {"id": f"turn{rnd.moves}", "text": text}
    last = table.history[-1] if table.history else None
    if last is not None and not table.auto and table.furar_chance:
        return {"id": f"furar{rnd.moves}", "text": f"{last['text']}. {status(table)}"}
    if last is not None and last["notable"] and not last["learner"]:
        return {"id": f"move{last['n']}", "text": last["text"]}
    return None


def _learner_view(table: GameTable) -> dict[str, Any] | None:
    """The learner's controls, each enabled when the game engine accepts that move now."""
    seat, rnd = table.seat, table.round
    if seat is None:
        return None
    legal = rnd.legal_moves(seat)
    rules = rnd.rules
    failing, asks = _failing_claims(table, legal)
    return {
        "seat": seat,
        "my_turn": not rnd.over and rnd.turn == seat,
        "phase": rnd.phase,
        **move_flags(seat, legal),
        "can_furar": table.furar_chance,
        "bate_with_10": rules.bate_with_10,
        "na_boa_calls": rules.na_boa_calls,
        "announced": seat in rnd.announced,
        "out": seat in rnd.out,
        "can_announce": (rules.na_boa_calls and not rnd.over and seat not in rnd.announced
                         and seat not in rnd.burned and seat not in rnd.out),
        "correr_shown": (rules.correr is not None and not rnd.over
                         and seat not in rnd.has_drawn and seat not in rnd.out),
        "failing": failing,
        "ask": asks,
    }


def _failing_claims(table: GameTable, legal: list[Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """The learner's bati and furar a fila claims the engine knows would fail now (``failing``:
    with 10, and the discards), and the question the table asks before each (``ask``: what the
    claim would cost; ``{card}`` is the discard's name). The engine decides: the seat's own
    :meth:`~cacheta_lab.game.views.PlayerView.bater_options`."""
    failing: dict[str, Any] = {"bater10": False, "bater": [], "furar10": False, "furar": []}
    asks: dict[str, str] = {}
    lang = table.lang
    for kind in (Bater, Furar):
        claims = [m for m in legal if isinstance(m, kind)]
        if not claims:
            continue
        view = table.seat_view()
        top = view.lixeira_top if kind is Furar else None
        with10, discards = view.bater_options(extra=top)
        name = "bater" if kind is Bater else "furar"
        failing[name + "10"] = any(m.discard is None for m in claims) and not with10
        failing[name] = [m.discard.code for m in claims
                         if m.discard is not None and m.discard.kind not in
                         {c.kind for c in discards}]
        cost = _claim_cost(table, name)
        fields = {"cost": cost, **({"top": top.name(lang)} if top is not None else {})}
        asks[name + "10"] = term(f"game.ask_{name}10", lang, **fields)
        asks[name] = term(f"game.ask_{name}", lang, card="{card}", **fields)
    return failing, asks


def _claim_cost(table: GameTable, claim: str) -> str:
    """What a failed claim costs the learner, by the preset's rules: points, the round, or
    (a furar a fila) the right to call."""
    rnd, lang, seat = table.round, table.lang, table.seat
    if claim == "furar":
        return term("game.ask_cost_burned", lang)
    penalty = rnd.rules.false_bati_penalty
    if penalty is None:
        return term("game.ask_cost_round", lang)
    if rnd.points is not None and rnd.points.get(seat, 0) <= penalty:
        return term("game.ask_cost_out", lang)
    return counted("game.ask_cost_points", penalty, lang)


def _piles(table: GameTable) -> dict[str, Any]:
    rnd, lang = table.round, table.lang
    top = rnd.lixeira[-1] if rnd.lixeira else None
    return {
        "vira": ({"code": rnd.vira.code,
                  "label": term("game.vira_is", lang, card=rnd.vira.name(lang))}
                 if rnd.vira else None),
        "stock": len(rnd.stock),
        "monte_label": term("game.draw_monte", lang, n=len(rnd.stock)),
        "lixeira": ({"code": top.code,
                     "label": term("game.take_lixeira", lang, card=top.name(lang))}
                    if top else None),
        "lixeira_label": (term("game.take_lixeira", lang, card=top.name(lang)) if top
                          else term("game.lixeira_empty", lang)),
        "lixeira_size": len(rnd.lixeira),
        "monte_info": counted("game.monte_size", len(rnd.stock), lang),
        "lixeira_info": (term("game.lixeira_top", lang, card=top.name(lang)) if top
                         else f"{term('game.lixeira', lang)}: {term('game.empty', lang)}"),
    }


def build_view(table: GameTable, *, ack: int = 0, error: str | None = None,
               error_id: int = 0) -> dict[str, Any]:
    """Everything the game table shows, as plain data: the table's state, the number of the
    last message answered (``ack``, and each page view's own: ``acks``), the error shown and
    its number (``error_id``: a new one
    for each refusal, so the page says a refusal that comes twice twice). Hidden hands send
    only their size."""
    rnd, lang = table.round, table.lang
    speeds = sorted({*SPEEDS, table.speed})
    return {
        "ack": ack,
        "acks": dict(table.acks),
        "lang": lang,
        "html_lang": html_lang(lang),  # the page's lang attribute (the one rule)
        "text": {**view_text(FRONT_END, lang),
                 **({"log_empty": term("game.log_empty_you", lang)}
                    if table.waiting_for_learner else {})},
        "preset": rnd.rules.id,
        "seed": table.round_seed,
        "open_hands": table.open_hands,
        "projector": table.projector,
        "auto": table.auto,
        "speed": table.speed,
        "speeds": [{"value": s, "label": speed_label(s, lang)} for s in speeds],
        "over": rnd.over,
        "waiting": table.waiting_for_learner,
        "can_step": not rnd.over and not table.waiting_for_learner,
        "status": table.status_text(),
        "announce": _announcement(table),
        **_piles(table),
        "seats": [_seat_view(table, s) for s in rnd.seats],
        "learner": _learner_view(table),
        "notice": table.notice.to_dict() if table.notice else None,
        "log": [dict(e) for e in
                reversed(table.history[-(WHOLE_LOG if rnd.over else LOG_SIZE):])],
        "error": error,
        "error_id": error_id if error is not None else 0,
        "coach": _coach_view(table) if table.coach else None,
    }


def _grade_view(g: Grade, lang: str) -> dict[str, Any]:
    return {"grade": g.grade, "name": grade_name(g.grade, lang),
            "move": move_words(g.move, lang), "best": move_words(g.best, lang),
            "why": g.why(lang), "n": g.turn if g.index is None else g.index + 1,
            "meter": g.meter(lang)}


def _coach_view(table: GameTable) -> dict[str, Any]:
    """The coach's panel: the last grade, and at the end of the round the review."""
    lang = table.lang
    review = table.review
    assert review is not None
    last = _grade_view(table.grades[-1], lang) if table.grades else None
    return {
        "last": last,
        "meter": _meter(table),
        "empty": term("game.no_decision", lang),
        "review": ({"title": term("game.review", lang),
                    "accuracy": counted("game.accuracy", len(review.decisions), lang,
                                        p=f"{review.accuracy:.0%}"),
                    "decisions": [_grade_view(g, lang) for g in review.decisions]}
                   if table.over else None),
    }


def _meter(table: GameTable) -> str:
    """"sua chance de vencer a rodada: 34%" for the learner now ("" once the round is over
    or the learner is out of it)."""
    rnd, seat = table.round, table.seat
    if rnd.over or seat is None or seat in rnd.out:
        return ""
    view = table.seat_view()
    if view is None:
        return ""
    return term("coach.meter", table.lang, now=percent(evaluate(view).win, table.lang, 0))

