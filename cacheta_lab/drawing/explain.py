"""In words, in Brazilian Portuguese or in English: an analysis, the rules that change it, a
game's events and the numbers of a statistic (written the way each language writes them)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine.cards import RANKS, Card, display_order
from ..engine.curinga import curinga_rank, wild_cards
from ..engine.melds import Meld, position_rank
from ..engine.rules import Rules, explain_rule, rule_name, rule_value
from ..words.catalogue import TERMS, counted, term
from ..words.text import join, join_or, number, percent

if TYPE_CHECKING:
    from ..engine.analysis import Analysis, DiscardOption, Out

__all__ = [
    "HAND_RULES", "SPLITS_SHOWN", "curinga_sentence", "curinga_sentence_for", "describe_meld",
    "discard_state", "event_text", "explain", "explain_rule", "join", "level_name", "mean_text",
    "meld_label", "number", "other_ways", "outs_text", "player", "rate_text", "round_end_words",
    "rule_name", "rule_value", "rules_side_by_side", "status_line", "symbols",
]


def symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


def _span_text(first: int, last: int) -> str:
    return "-".join(RANKS[position_rank(p) - 1] for p in range(first, last + 1))


def meld_label(meld: Meld, lang: str = "pt") -> str:
    """"trinca de reis" / "sequência de copas 5-6-7" (every reading the meld has, joined by
    "ou"); in English "trinca (group) of kings", "sequência (run) of hearts 5-6-7"."""
    labels = []
    if meld.trinca_rank is not None:
        labels.append(term("label.trinca", lang,
                           ranks=term(f"card.ranks.{meld.trinca_rank}", lang)))
    suits = list(dict.fromkeys(suit for suit, _first, _last in meld.runs))
    for suit in suits:
        spans = [_span_text(f, la) for s, f, la in meld.runs if s == suit]
        labels.append(term("label.sequencia", lang, suit=term(f"card.suit.{suit}", lang),
                           spans=join_or(spans, lang)))
    return f" {term('or', lang)} ".join(labels)


def _wild_sentence(meld: Meld, lang: str) -> list[str]:
    lines = []
    for role in meld.wilds:
        stands = [c.symbol for c in role.as_ if c != role.card]
        if not stands:
            continue
        text = term("wild.stands", lang, card=role.card.symbol, cards=join_or(stands, lang))
        if role.card in role.as_:
            text += term("wild.or_itself", lang, card=role.card.symbol)
        lines.append(text)
    return lines


def describe_meld(meld: Meld, lang: str = "pt") -> str:
    """One line: cards, label and what each wild stands for."""
    text = f"{symbols(meld.cards)} — {meld_label(meld, lang)}"
    wilds = _wild_sentence(meld, lang)
    return text + (f" [{'; '.join(wilds)}]" if wilds else "")


def curinga_sentence_for(rules: Rules, vira: Card | None, lang: str = "pt") -> str:
    """The sentence naming the curingas of ``rules`` with this ``vira`` (None: not turned
    yet): "Preset oficial: vira 5♣ → curingas 6♣ e os coringas (JK) (mesmo naipe)."."""
    if not rules.has_vira:
        return term("curinga.none", lang, p=rules.id)
    jokers = rules.jokers
    if vira is None:
        return term("curinga.no_vira_jokers" if jokers else "curinga.no_vira", lang, p=rules.id)
    naturals = [c for c in wild_cards(rules, vira) if not c.is_joker]
    why = rule_value("curinga", rules.curinga, lang)
    names = [c.symbol for c in sorted(naturals, key=display_order)]
    if jokers:
        names.append(term("curinga.jokers", lang))
    k_note = term("curinga.after_k", lang) if curinga_rank(vira) == 1 else ""
    return term("curinga.sentence", lang, p=rules.id, vira=vira.symbol,
                names=join(names, lang), why=why, note=k_note)


def curinga_sentence(analysis: Analysis, lang: str = "pt") -> str:
    """:func:`curinga_sentence_for` the rules and vira of ``analysis``."""
    return curinga_sentence_for(analysis.rules, analysis.vira, lang)


def outs_text(outs: tuple[Out, ...], lang: str = "pt") -> str:
    """The outs and their live copies, "JK×3 2♣×2"; no out: "nenhuma" / "none"."""
    return " ".join(f"{o.card.symbol}×{o.live}" for o in outs) or term("none", lang)


def discard_state(row: DiscardOption, lang: str = "pt") -> str:
    """Where a discard leaves the hand, in the catalogue's words: "bate", "na boa, 38 cópias
    vivas: JK×3 …", "faltam 2"."""
    if row.bate:
        return term("state.bate", lang)
    if row.na_boa:
        return (f"{term('state.na_boa', lang)}, {counted('live', row.live_outs, lang)}: "
                f"{outs_text(row.outs, lang)}")
    return counted("missing", row.missing, lang)


def _more_draws(n: int, lang: str) -> str:
    """"faltam 2 compras para bater" / "2 missing (at least that many more draws to go out)"."""
    key = "status.one_more_draw" if n == 1 else "status.more_draws"
    return term(key, lang, missing=counted("missing", n, lang))


def status_line(a: Analysis, lang: str = "pt") -> str:
    """The verdict on a hand, its first line: batida / bate com 9 / na boa / faltam N."""
    n = len(a.hand)
    if n == 10 and a.bater is not None:
        if a.bater.with10:
            return term("status.bate10", lang)
        if a.bater.discards:
            cards = join_or([c.symbol for c in a.bater.discards], lang)
            return term("status.bate9", lang, cards=cards)
        best = a.discards[0] if a.discards else None
        if best and best.na_boa:
            figures = (f"{counted('outs', len(best.outs), lang)}, "
                       f"{counted('live', best.live_outs, lang)}")
            return term("status.discard_na_boa", lang, card=best.card.symbol,
                        na_boa=term("na_boa.explained", lang), figures=figures)
        return term("status.not_yet", lang, more=_more_draws(a.missing, lang))
    if n == 9:
        if a.complete:
            return term("status.complete9", lang)
        if a.na_boa:
            outs = a.outs or ()
            figures = (f"{counted('outs', len(outs), lang)}, "
                       f"{counted('live', sum(o.live for o in outs), lang)}")
            return term("status.na_boa", lang, figures=figures)
        return term("status.not_na_boa", lang, more=_more_draws(a.missing, lang))
    if n == 0:
        return term("status.empty", lang)
    # how many cards make 9, then how many draws make all 9 form melds (more when cards
    # that fit nothing must be swapped)
    short, m = 9 - n, a.missing
    return term("status.building", lang, cards=counted("status.cards", n, lang),
                short=counted("status.short", short, lang),
                draws=counted("status.draws", m, lang))


SPLITS_SHOWN = 12  # the text lists this many splits; the JSON and the objects list them all


def other_ways(splits: Sequence[tuple[Card | None, Sequence[Meld]]], lang: str = "pt") -> str:
    """The ways to go out besides the one shown, counted so that a reader can find each:
    "mais 4 formas de bater: 1 com as 10 cartas; 3 com 9, descartando 3♥, 6♥ ou 9♥" (a card
    that leaves its 9 in several splits says how many). Empty when there are none."""
    if not splits:
        return ""
    by_discard: dict[Card, int] = {}
    with10 = 0
    for discard, _melds in splits:
        if discard is None:
            with10 += 1
        else:
            by_discard[discard] = by_discard.get(discard, 0) + 1
    parts = []
    both = bool(with10 and by_discard)
    if with10:
        parts.append(counted("display.ways.with10", with10, lang) if both
                     else term("display.ways.with10_all", lang))
    if by_discard:
        cards = join_or([c.symbol if n == 1 else counted("display.ways.card", n, lang,
                                                         card=c.symbol)
                         for c, n in by_discard.items()], lang)
        nine = sum(by_discard.values())
        parts.append(counted("display.ways.with9", nine, lang, cards=cards) if both
                     else term("display.ways.with9_all", lang, cards=cards))
    return counted("display.more_ways", len(splits), lang, ways="; ".join(parts))


def _more(total: int, lang: str) -> list[str]:
    extra = total - SPLITS_SHOWN
    if extra <= 0:
        return []
    return [f"  {term('explain.more', lang, n=extra)}"]


def explain(a: Analysis, lang: str = "pt") -> str:
    """The whole analysis as text, status first."""
    lines = [status_line(a, lang), curinga_sentence(a, lang)]
    lines.append(term("explain.hand", lang, cards=symbols(a.hand)))
    if a.seen:
        lines.append(term("explain.seen", lang, cards=symbols(a.seen)))
    if a.outs:
        lines.append(f"{term('outs.head', lang)} ({term('live.head', lang).lower()}): "
                     + outs_text(a.outs, lang))
    if a.bater is not None and a.bater.splits:
        splits = a.bater.splits
        lines.append(term("explain.how_bate", lang, n=len(splits)))
        for discard, split in splits[:SPLITS_SHOWN]:
            head = (term("explain.with10", lang) if discard is None else
                    term("explain.discarding", lang, card=discard.symbol))
            lines.append(f"  {head}")
            lines += [f"    {describe_meld(m, lang)}" for m in split]
        lines += _more(len(splits), lang)
    if a.discards:
        lines.append(term("explain.discards", lang))
        lines += [f"  {row.card.symbol}: {discard_state(row, lang)}" for row in a.discards]
    if a.partitions and not (a.bater and a.bater.with10):
        lines.append(term("explain.splits", lang, n=len(a.partitions)))
        for i, split in enumerate(a.partitions[:SPLITS_SHOWN], 1):
            lines.append(f"  {i}.")
            lines += [f"    {describe_meld(m, lang)}" for m in split]
        lines += _more(len(a.partitions), lang)
    if a.melds_formed and not a.complete and not (a.bater and a.bater.can):
        lines.append(term("explain.formed", lang))
        lines += [f"  {describe_meld(m, lang)}" for m in a.melds_formed]
        if a.loose:
            lines.append(term("explain.loose", lang, cards=symbols(a.loose)))
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# The figures of a statistic, written the way each language writes numbers


def rate_text(rate: Any, lang: str = "pt") -> str:
    """A rate (``k`` of ``n``, its ``value`` and 95% ``interval``): "4,3% [3,5–5,3] (87/2000)"."""
    if not rate.n:
        return "–"
    lo, hi = rate.interval
    return (f"{percent(rate.value, lang)} [{number(100 * lo, lang)}–"
            f"{number(100 * hi, lang)}] ({rate.k}/{rate.n})")


def mean_text(mean: Any, lang: str = "pt") -> str:
    """A mean with its 95% interval and spread: "19,2 ± 3,5 (desvio-padrão 11,3; n = 40)"."""
    if not mean.n:
        return "–"
    lo, hi = mean.interval
    spread = term("stat.sd", lang)
    return (f"{number(mean.value, lang)} ± {number((hi - lo) / 2, lang)} "
            f"({spread} {number(mean.sd, lang)}; n = {mean.n})")


# --------------------------------------------------------------------------------------------
# The rules that change a hand's reading, named in words

#: The rules a hand's analysis depends on, in the order a table shows them.
HAND_RULES = ("jokers", "curinga", "max_wilds", "trinca", "ace", "exact_melds", "bate_with_10")


def rules_side_by_side(presets: Any, lang: str = "pt") -> str:
    """The rules that change a hand's reading, one column per preset (``Rules`` objects), in
    words; under the table, the engine's sentence for the values a word or two cannot say."""
    head = [term("rule.header", lang), *(r.id for r in presets)]
    rows = [[rule_name(f, lang), *(rule_value(f, r.shown(f), lang) for r in presets)]
            for f in HAND_RULES]
    widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
             for row in [head, ["-" * w for w in widths], *rows]]
    lines.append("")
    for f in ("curinga", "trinca", "ace"):  # the values a word or two cannot fully say
        for value in dict.fromkeys(getattr(r, f) for r in presets):
            lines.append(f"{rule_value(f, value, lang)}: {explain_rule(f, value, lang)}")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Players and game events as sentences


def level_name(level: str, lang: str = "pt") -> str:
    """A bot's level in words: "forte" / "strong"."""
    key = f"level.{level}"
    return term(key, lang) if key in TERMS else level


def round_end_words(how: str, lang: str = "pt") -> str:
    """How a round ended (``RoundResult.how``) in words: "monte acabou" / "monte ran out"."""
    key = f"end.{how}"
    return term(key, lang) if key in TERMS else how


def player(seat: Any, lang: str = "pt") -> str:
    """"jogador 2" / "player 2"."""
    return term("player", lang, seat=seat)


def _card_name(code: str | None) -> str:
    from ..engine.cards import parse_card

    return parse_card(code).symbol if code else "—"


def event_text(event: dict[str, Any], lang: str = "pt") -> str:
    """One event of a round or a match (``Round.events``, ``Match.events``) as a sentence."""
    kind = event.get("type")
    who = player(event.get("seat"), lang)
    if kind == "false_bati":
        penalty = event.get("penalty")
        cost = (term("event.false_bati.round", lang) if penalty is None else
                counted("event.false_bati.points", penalty, lang))
        return term("event.false_bati", lang, who=who, card=_card_name(event.get("discard")),
                    cost=cost)
    if kind == "correr":
        return counted("event.correr", event.get("cost", 0), lang, who=who)
    if kind == "draw":
        pile = "lixeira" if event.get("source") == "lixeira" else "monte"
        return term(f"event.draw.{pile}", lang, who=who, card=_card_name(event.get("card")))
    if kind == "discard":
        return term("event.discard", lang, who=who, card=_card_name(event.get("card")))
    if kind == "na_boa":
        return term("event.na_boa", lang, who=who)
    if kind == "furar":
        key = "event.furar.ok" if event.get("ok") else "event.furar.burned"
        return term(key, lang, who=who, card=_card_name(event.get("card")))
    if kind in ("out", "eliminated"):
        return term(f"event.{kind}", lang, who=who)
    if kind == "round_end":
        winner = event.get("winner")
        if winner is None:
            return term("event.round_end.nobody", lang)
        key = "event.round_end.with10" if event.get("with10") else "event.round_end"
        return term(key, lang, who=player(winner, lang))
    return term("event.other", lang, kind=kind)
