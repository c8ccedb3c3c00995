"""In words, in Brazilian Portuguese or in English: an analysis, the rules that change it, a
game's events and the numbers of a statistic (written the way each language writes them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import RANK_PLURALS, RANKS, SUIT_NAMES, Card, display_order
from .catalogue import TERMS, counted, term
from .curinga import curinga_rank, wild_cards
from .melds import Meld, position_rank
from .rules import Rules, explain_rule, rule_name, rule_value
from .text import join, join_or, number, percent, plural, say

if TYPE_CHECKING:
    from .analysis import Analysis, DiscardOption, Out

__all__ = [
    "HAND_RULES", "SPLITS_SHOWN", "curinga_sentence", "curinga_sentence_for", "describe_meld",
    "discard_state", "event_text", "explain", "explain_rule", "join", "level_name", "mean_text",
    "meld_label", "number", "outs_text", "player", "rate_text", "round_end_words", "rule_name",
    "rule_value", "rules_side_by_side", "status_line", "symbols",
]


def _faltam(n: int, one: str, many: str) -> str:
    """"falta 1 carta" / "faltam 2 cartas"."""
    return f"{'falta' if n == 1 else 'faltam'} {plural(n, one, many)}"


def symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


def _span_text(first: int, last: int) -> str:
    return "-".join(RANKS[position_rank(p) - 1] for p in range(first, last + 1))


def meld_label(meld: Meld, lang: str = "pt") -> str:
    """"trinca de reis" / "sequência de copas 5-6-7" (every reading the meld has, joined by
    "ou"); in English "trinca (group) of kings", "sequência (run) of hearts 5-6-7"."""
    labels = []
    if meld.trinca_rank is not None:
        rank = meld.trinca_rank
        labels.append(say(lang, f"trinca de {RANK_PLURALS['pt'][rank - 1]}",
                          f"trinca (group) of {RANK_PLURALS['en'][rank - 1]}"))
    suits = list(dict.fromkeys(suit for suit, _first, _last in meld.runs))
    for suit in suits:
        spans = [_span_text(f, la) for s, f, la in meld.runs if s == suit]
        labels.append(say(lang, f"sequência de {SUIT_NAMES['pt'][suit]} ",
                          f"sequência (run) of {SUIT_NAMES['en'][suit]} ")
                      + join_or(spans, lang))
    return say(lang, " ou ", " or ").join(labels)


def _wild_sentence(meld: Meld, lang: str) -> list[str]:
    lines = []
    for role in meld.wilds:
        stands = [c.symbol for c in role.as_ if c != role.card]
        if not stands:
            continue
        text = say(lang, f"{role.card.symbol} vale {join_or(stands, lang)}",
                   f"{role.card.symbol} stands for {join_or(stands, lang)}")
        if role.card in role.as_:
            text += say(lang, f" (ou joga como o próprio {role.card.symbol})",
                        f" (or plays as itself, {role.card.symbol})")
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
        return say(lang, f"Preset {rules.id}: sem vira e sem curinga.",
                   f"Preset {rules.id}: no vira and no curinga.")
    jokers = rules.jokers
    if vira is None:
        base = say(lang, f"Preset {rules.id}: vira ainda não escolhida",
                   f"Preset {rules.id}: no vira chosen yet")
        return base + (say(lang, "; só os coringas (JK) são curingas.",
                           "; only the jokers (JK) are wild.") if jokers else ".")
    naturals = [c for c in wild_cards(rules, vira) if not c.is_joker]
    why = rule_value("curinga", rules.curinga, lang)
    names = [c.symbol for c in sorted(naturals, key=display_order)]
    if jokers:
        names.append(say(lang, "os coringas (JK)", "the jokers (JK)"))
    k_note = say(lang, "; depois do K vem o A", "; after the K comes the A") \
        if curinga_rank(vira) == 1 else ""
    return say(lang, f"Preset {rules.id}: vira {vira.symbol} → curingas {join(names, lang)} "
               f"({why}{k_note}).",
               f"Preset {rules.id}: vira {vira.symbol} → curingas (wild cards) "
               f"{join(names, lang)} ({why}{k_note}).")


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
    """"faltam 2 compras para bater" / "2 missing (at least 2 more draws to go out)"."""
    return say(lang, f"{_faltam(n, 'compra', 'compras')} para bater",
               f"{counted('missing', n, 'en')} (at least "
               f"{plural(n, 'more draw', 'more draws')} to go out)")


def status_line(a: Analysis, lang: str = "pt") -> str:
    """The verdict on a hand, its first line: batida / bate com 9 / na boa / faltam N."""
    n = len(a.hand)
    if n == 10 and a.bater is not None:
        if a.bater.with10:
            return say(lang, "Batida com 10: as 10 cartas formam jogos, sem descarte.",
                       "Bate with 10 (goes out with all ten cards, no discard).")
        if a.bater.discards:
            cards = join_or([c.symbol for c in a.bater.discards], lang)
            return say(lang, f"Bate com 9 descartando {cards}.",
                       f"Bate with 9 (goes out) discarding {cards}.")
        best = a.discards[0] if a.discards else None
        if best and best.na_boa:
            figures = (f"{counted('outs', len(best.outs), lang)}, "
                       f"{counted('live', best.live_outs, lang)}")
            return say(lang, f"Não bate agora. Descarte {best.card.symbol}: fica na boa, "
                       f"{figures}.",
                       f"Cannot bate yet. Discard {best.card.symbol}: the hand is "
                       f"{term('na_boa.explained', 'en')}: {figures}.")
        return say(lang, f"Não bate agora: {_more_draws(a.missing, lang)}.",
                   f"Cannot bate yet: {_more_draws(a.missing, lang)}.")
    if n == 9:
        if a.complete:
            return say(lang, "As 9 cartas já formam jogos: na boa com qualquer carta "
                       "(compre e descarte a comprada).",
                       "All 9 cards already form melds: na boa on any card (draw it and "
                       "discard it).")
        if a.na_boa:
            outs = a.outs or ()
            figures = (f"{counted('outs', len(outs), lang)}, "
                       f"{counted('live', sum(o.live for o in outs), lang)}")
            return say(lang, f"Na boa: {figures}.",
                       f"Na boa (one card from going out): {figures}.")
        return say(lang, f"Não está na boa: {_more_draws(a.missing, lang)}.",
                   f"Not na boa: {_more_draws(a.missing, lang)}.")
    if n == 0:
        return say(lang, "Mão vazia: escolha cartas para montar uma mão de 9 ou 10.",
                   "Empty hand: pick cards to build a hand of 9 or 10.")
    # how many cards make 9, then how many draws make all 9 form melds (more when cards
    # that fit nothing must be swapped)
    short, m = 9 - n, a.missing
    return say(lang, f"Mão em construção ({plural(n, 'carta', 'cartas')}): "
               f"{_faltam(short, 'carta', 'cartas')} para 9; para as 9 formarem jogos, "
               f"{_faltam(m, 'compra', 'compras')}. Bater e na boa pedem 9 ou 10 cartas.",
               f"Hand being built ({plural(n, 'card', 'cards')}): "
               f"{plural(short, 'more card makes', 'more cards make')} 9; for all 9 to form "
               f"melds, {plural(m, 'draw is', 'draws are')} needed. Bater and na boa need "
               "9 or 10 cards.")


SPLITS_SHOWN = 12  # the text lists this many splits; the JSON and the objects list them all


def _more(total: int, lang: str) -> list[str]:
    extra = total - SPLITS_SHOWN
    if extra <= 0:
        return []
    return [say(lang, f"  … e mais {extra} (o JSON lista todas)",
                f"  … and {extra} more (the JSON lists them all)")]


def explain(a: Analysis, lang: str = "pt") -> str:
    """The whole analysis as text, status first."""
    lines = [status_line(a, lang), curinga_sentence(a, lang)]
    lines.append(say(lang, "Mão: ", "Hand: ") + symbols(a.hand))
    if a.seen:
        lines.append(say(lang, "Vistas: ", "Seen: ") + symbols(a.seen))
    if a.outs:
        lines.append(f"{term('outs.head', lang)} ({term('live.head', lang).lower()}): "
                     + outs_text(a.outs, lang))
    if a.bater is not None and a.bater.splits:
        splits = a.bater.splits
        lines.append(say(lang, f"Como bater ({len(splits)}):", f"How to bate ({len(splits)}):"))
        for discard, split in splits[:SPLITS_SHOWN]:
            head = (say(lang, "  com 10:", "  with 10:") if discard is None else
                    say(lang, f"  descartando {discard.symbol}:",
                        f"  discarding {discard.symbol}:"))
            lines.append(head)
            lines += [f"    {describe_meld(m, lang)}" for m in split]
        lines += _more(len(splits), lang)
    if a.discards:
        lines.append(say(lang, "Descartes (melhor primeiro):", "Discards (best first):"))
        lines += [f"  {row.card.symbol}: {discard_state(row, lang)}" for row in a.discards]
    if a.partitions and not (a.bater and a.bater.with10):
        lines.append(say(lang, f"Divisões em jogos ({len(a.partitions)}):",
                         f"Splits into melds ({len(a.partitions)}):"))
        for i, split in enumerate(a.partitions[:SPLITS_SHOWN], 1):
            lines.append(f"  {i}.")
            lines += [f"    {describe_meld(m, lang)}" for m in split]
        lines += _more(len(a.partitions), lang)
    if a.melds_formed and not a.complete and not (a.bater and a.bater.can):
        lines.append(say(lang, "Jogos já formados:", "Melds already formed:"))
        lines += [f"  {describe_meld(m, lang)}" for m in a.melds_formed]
        if a.loose:
            lines.append(say(lang, "Cartas soltas: ", "Loose cards: ") + symbols(a.loose))
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
    spread = say(lang, "desvio-padrão", "standard deviation")
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
    rows = [[rule_name(f, lang), *(rule_value(f, getattr(r, f), lang) for r in presets)]
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
    from .cards import parse_card

    return parse_card(code).symbol if code else "—"


def event_text(event: dict[str, Any], lang: str = "pt") -> str:
    """One event of a round or a match (``Round.events``, ``Match.events``) as a sentence."""
    kind = event.get("type")
    who = player(event.get("seat"), lang)
    if kind == "false_bati":
        penalty = event.get("penalty")
        discard = _card_name(event.get("discard"))
        cost = (say(lang, "perde a rodada", "loses the round") if penalty is None else
                say(lang, f"perde {plural(penalty, 'ponto', 'pontos')} e a rodada segue",
                    f"loses {plural(penalty, 'point', 'points')} and the round goes on"))
        return say(lang, f"{who} disse \"bati\" descartando {discard}, mas a mão não bate "
                   f"(bati falso): {cost}.",
                   f"{who} said \"bati\" discarding {discard}, but the hand does not go out "
                   f"(a false bati): {cost}.")
    if kind == "correr":
        cost = event.get("cost", 0)
        return say(lang, f"{who} corre: paga {plural(cost, 'ponto', 'pontos')} e fica fora da "
                   "rodada.",
                   f"{who} folds (correr): pays {plural(cost, 'point', 'points')} and sits the "
                   "round out.")
    if kind == "draw":
        lixeira = event.get("source") == "lixeira"
        card = _card_name(event.get("card"))
        return say(lang, f"{who} compra {card} {'da lixeira' if lixeira else 'do monte'}.",
                   f"{who} draws {card} from the {'lixeira' if lixeira else 'monte'}.")
    if kind == "discard":
        card = _card_name(event.get("card"))
        return say(lang, f"{who} descarta {card}.", f"{who} discards {card}.")
    if kind == "na_boa":
        return say(lang, f"{who} anuncia que está na boa.", f"{who} announces na boa.")
    if kind == "furar":
        card = _card_name(event.get("card"))
        if event.get("ok"):
            return say(lang, f"{who} fura a fila com {card} e bate.",
                       f"{who} jumps the queue (furar a fila) with {card} and goes out.")
        return say(lang, f"{who} tenta furar a fila com {card}, mas não bate: se queima.",
                   f"{who} tries to furar a fila with {card} but cannot go out: queimou "
                   "(burned).")
    if kind == "out":
        return say(lang, f"{who} sai da rodada.", f"{who} is out of the round.")
    if kind == "eliminated":
        return say(lang, f"{who} chegou a 0 pontos e sai da partida.",
                   f"{who} reached 0 points and leaves the match.")
    if kind == "round_end":
        winner = event.get("winner")
        if winner is None:
            return say(lang, "O monte acabou: rodada sem vencedor.",
                       "The monte ran out: nobody wins the round.")
        how = say(lang, " com 10", " with 10") if event.get("with10") else ""
        return say(lang, f"{player(winner, lang)} bate{how} e ganha a rodada.",
                   f"{player(winner, lang)} goes out{how} and wins the round.")
    return say(lang, f"evento {kind}", f"event {kind}")
