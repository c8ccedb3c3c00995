"""In words, in Brazilian Portuguese or in English: an analysis, the rules that change it, a
game's events and the numbers of a statistic (written the way each language writes them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import RANK_PLURALS, RANKS, SUIT_NAMES, display_order
from .curinga import curinga_rank
from .melds import Meld, position_rank
from .words import plural

if TYPE_CHECKING:
    from .analysis import Analysis, Out


def _t(lang: str, pt: str, en: str) -> str:
    return en if lang == "en" else pt


def _faltam(n: int, one: str, many: str) -> str:
    """"falta 1 carta" / "faltam 2 cartas"."""
    return f"{'falta' if n == 1 else 'faltam'} {plural(n, one, many)}"


def join(items: list[str], lang: str) -> str:
    """"a, b e c" / "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + _t(lang, " e ", " and ") + items[-1]


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
        labels.append(_t(lang, f"trinca de {RANK_PLURALS['pt'][rank - 1]}",
                         f"trinca (group) of {RANK_PLURALS['en'][rank - 1]}"))
    suits = list(dict.fromkeys(suit for suit, _first, _last in meld.runs))
    for suit in suits:
        spans = [_span_text(f, la) for s, f, la in meld.runs if s == suit]
        labels.append(_t(lang, f"sequência de {SUIT_NAMES['pt'][suit]} ",
                         f"sequência (run) of {SUIT_NAMES['en'][suit]} ")
                      + join(spans, lang).replace(_t(lang, " e ", " and "),
                                                  _t(lang, " ou ", " or ")))
    return _t(lang, " ou ", " or ").join(labels)


def _wild_sentence(meld: Meld, lang: str) -> list[str]:
    lines = []
    for role in meld.wilds:
        stands = [c for c in role.as_ if c != role.card]
        if not stands:
            continue
        own = role.card in role.as_
        text = _t(lang, f"{role.card.symbol} vale {join([c.symbol for c in stands], 'pt')}"
                  .replace(" e ", " ou "),
                  f"{role.card.symbol} stands for {join([c.symbol for c in stands], 'en')}"
                  .replace(" and ", " or "))
        if own:
            text += _t(lang, f" (ou joga como o próprio {role.card.symbol})",
                       f" (or plays as itself, {role.card.symbol})")
        lines.append(text)
    return lines


def describe_meld(meld: Meld, lang: str = "pt") -> str:
    """One line: cards, label and what each wild stands for."""
    text = f"{symbols(meld.cards)} — {meld_label(meld, lang)}"
    wilds = _wild_sentence(meld, lang)
    return text + (f" [{'; '.join(wilds)}]" if wilds else "")


def curinga_sentence(analysis: Analysis, lang: str) -> str:
    rules = analysis.rules
    if not rules.has_vira:
        return _t(lang, f"Preset {rules.id}: sem vira e sem curinga.",
                  f"Preset {rules.id}: no vira and no curinga.")
    jokers = rules.jokers
    if analysis.vira is None:
        base = _t(lang, f"Preset {rules.id}: vira ainda não escolhida",
                  f"Preset {rules.id}: no vira chosen yet")
        return base + (_t(lang, "; só os coringas (JK) são curingas.",
                          "; only the jokers (JK) are wild.") if jokers else ".")
    vira = analysis.vira
    naturals = [c for c in analysis.curingas if not c.is_joker]
    why = _t(lang, "mesmo naipe" if rules.curinga == "same_suit" else "mesma cor",
             "same suit" if rules.curinga == "same_suit" else "same colour")
    names = [c.symbol for c in sorted(naturals, key=display_order)]
    if jokers:
        names.append(_t(lang, "os coringas (JK)", "the jokers (JK)"))
    k_note = ""
    if curinga_rank(vira) == 1:
        k_note = _t(lang, "; depois do K vem o A", "; after the K comes the A")
    return _t(lang, f"Preset {rules.id}: vira {vira.symbol} → curingas {join(names, 'pt')} "
              f"({why}{k_note}).",
              f"Preset {rules.id}: vira {vira.symbol} → curingas (wild cards) "
              f"{join(names, 'en')} ({why}{k_note}).")


def outs_text(outs: tuple[Out, ...], lang: str) -> str:
    parts = [f"{o.card.symbol}×{o.live}" for o in outs]
    return " ".join(parts)


def status_line(a: Analysis, lang: str) -> str:
    """The first line: batida / bate com 9 / na boa / faltam N."""
    n = len(a.hand)
    if n == 10 and a.bater is not None:
        if a.bater.with10:
            return _t(lang, "Batida com 10: as 10 cartas formam jogos, sem descarte.",
                      "Bate with 10 (goes out with all ten cards, no discard).")
        if a.bater.discards:
            cards = join([c.symbol for c in a.bater.discards], lang)
            return _t(lang, f"Bate com 9 descartando {cards.replace(' e ', ' ou ')}.",
                      f"Bate with 9 (goes out) discarding {cards.replace(' and ', ' or ')}.")
        best = a.discards[0] if a.discards else None
        if best and best.na_boa:
            live = best.live_outs
            return _t(lang, f"Não bate agora. Descarte {best.card.symbol}: fica na boa com "
                      f"{plural(live, 'carta viva', 'cartas vivas')} que "
                      f"{'bate' if live == 1 else 'batem'}.",
                      f"Cannot bate yet. Discard {best.card.symbol}: the hand is na boa "
                      f"(one card from going out) with {plural(live, 'live out', 'live outs')}.")
        return _t(lang, f"Não bate agora; {_faltam(a.missing, 'compra', 'compras')} para "
                  "bater.",
                  f"Cannot bate yet; faltam {a.missing}: at least "
                  f"{plural(a.missing, 'more draw', 'more draws')} to go out.")
    if n == 9:
        if a.complete:
            return _t(lang, "As 9 cartas já formam jogos: na boa com qualquer carta "
                      "(compre e descarte a comprada).",
                      "All 9 cards already form melds: na boa on any card (draw it and "
                      "discard it).")
        if a.na_boa:
            kinds = len(a.outs or ())
            live = sum(o.live for o in a.outs or ())
            return _t(lang, f"Na boa: {plural(kinds, 'carta bate', 'cartas batem')}, "
                      f"{plural(live, 'cópia viva', 'cópias vivas')}.",
                      f"Na boa (one card from going out): "
                      f"{plural(kinds, 'card goes', 'cards go')} out, "
                      f"{plural(live, 'live copy', 'live copies')}.")
        return _t(lang, f"Não está na boa: {_faltam(a.missing, 'compra', 'compras')} para "
                  "bater.",
                  f"Not na boa: faltam {a.missing}: at least "
                  f"{plural(a.missing, 'more draw', 'more draws')} to go out.")
    if n == 0:
        return _t(lang, "Mão vazia: escolha cartas para montar uma mão de 9 ou 10.",
                  "Empty hand: pick cards to build a hand of 9 or 10.")
    return _t(lang, f"Mão em construção ({plural(n, 'carta', 'cartas')}): "
              f"{_faltam(a.missing, 'carta', 'cartas')} "
              "para um jogo completo de 9; bater e na boa pedem 9 ou 10 cartas.",
              f"Hand being built ({plural(n, 'card', 'cards')}): "
              f"{plural(a.missing, 'more card', 'more cards')} needed for a complete 9-card "
              "hand; bater and na boa need 9 or 10 cards.")


SPLITS_SHOWN = 12  # the text lists this many splits; the JSON and the objects list them all


def _more(total: int, lang: str) -> list[str]:
    extra = total - SPLITS_SHOWN
    if extra <= 0:
        return []
    return [_t(lang, f"  … e mais {extra} (o JSON lista todas)",
               f"  … and {extra} more (the JSON lists them all)")]


def explain(a: Analysis, lang: str = "pt") -> str:
    """The whole analysis as text, status first."""
    lines = [status_line(a, lang), curinga_sentence(a, lang)]
    lines.append(_t(lang, "Mão: ", "Hand: ") + symbols(a.hand))
    if a.seen:
        lines.append(_t(lang, "Vistas: ", "Seen: ") + symbols(a.seen))
    if a.outs:
        lines.append(_t(lang, "Cartas que batem (cópias vivas): ", "Outs (live copies): ")
                     + outs_text(a.outs, lang))
    if a.bater is not None and a.bater.splits:
        splits = a.bater.splits
        lines.append(_t(lang, f"Como bater ({len(splits)}):", f"How to bate ({len(splits)}):"))
        for discard, split in splits[:SPLITS_SHOWN]:
            head = (_t(lang, "  com 10:", "  with 10:") if discard is None else
                    _t(lang, f"  descartando {discard.symbol}:", f"  discarding {discard.symbol}:"))
            lines.append(head)
            lines += [f"    {describe_meld(m, lang)}" for m in split]
        lines += _more(len(splits), lang)
    if a.discards:
        lines.append(_t(lang, "Descartes (melhor primeiro):", "Discards (best first):"))
        for row in a.discards:
            if row.bate:
                state = _t(lang, "bate", "bate (goes out)")
            elif row.na_boa:
                state = _t(lang, f"na boa, {plural(row.live_outs, 'viva', 'vivas')}: "
                           f"{outs_text(row.outs, lang)}",
                           f"na boa, {row.live_outs} live: {outs_text(row.outs, lang)}")
            else:
                state = _t(lang, f"faltam {row.missing}", f"faltam {row.missing} (draws needed)")
            lines.append(f"  {row.card.symbol}: {state}")
    if a.partitions and not (a.bater and a.bater.with10):
        lines.append(_t(lang, f"Divisões em jogos ({len(a.partitions)}):",
                        f"Splits into melds ({len(a.partitions)}):"))
        for i, split in enumerate(a.partitions[:SPLITS_SHOWN], 1):
            lines.append(f"  {i}.")
            lines += [f"    {describe_meld(m, lang)}" for m in split]
        lines += _more(len(a.partitions), lang)
    if a.melds_formed and not a.complete and not (a.bater and a.bater.can):
        lines.append(_t(lang, "Jogos já formados:", "Melds already formed:"))
        lines += [f"  {describe_meld(m, lang)}" for m in a.melds_formed]
        if a.loose:
            lines.append(_t(lang, "Cartas soltas: ", "Loose cards: ") + symbols(a.loose))
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Numbers, written the way each language writes them


def number(x: float, lang: str = "pt", digits: int | None = 1) -> str:
    """``x`` with ``digits`` decimals ("4,3" in Portuguese, "4.3" in English); ``digits`` None
    writes it as short as it goes ("2,5", "10")."""
    text = f"{x:g}" if digits is None else f"{x:.{digits}f}"
    return text.replace(".", ",") if lang != "en" else text


def rate_text(rate: Any, lang: str = "pt") -> str:
    """A rate (``k`` of ``n``, its ``value`` and 95% ``interval``): "4,3% [3,5–5,3] (87/2000)"."""
    if not rate.n:
        return "–"
    lo, hi = rate.interval
    return (f"{number(100 * rate.value, lang)}% [{number(100 * lo, lang)}–"
            f"{number(100 * hi, lang)}] ({rate.k}/{rate.n})")


def mean_text(mean: Any, lang: str = "pt") -> str:
    """A mean with its 95% interval and spread: "19,2 ± 3,5 (desvio-padrão 11,3; n = 40)"."""
    if not mean.n:
        return "–"
    lo, hi = mean.interval
    spread = _t(lang, "desvio-padrão", "standard deviation")
    return (f"{number(mean.value, lang)} ± {number((hi - lo) / 2, lang)} "
            f"({spread} {number(mean.sd, lang)}; n = {mean.n})")


# --------------------------------------------------------------------------------------------
# The rules that change a hand's reading, named in words

#: The rules a hand's analysis depends on, in the order a table shows them.
HAND_RULES = ("jokers", "curinga", "max_wilds", "trinca", "ace", "exact_melds", "bate_with_10")

_RULE_NAMES = {
    "jokers": ("coringas no baralho", "jokers in the deck"),
    "curinga": ("curingas", "curingas (wild cards)"),
    "max_wilds": ("curingas por jogo", "wild cards per meld"),
    "trinca": ("naipes na trinca", "suits in a trinca"),
    "ace": ("ás", "ace"),
    "exact_melds": ("jogos para bater", "melds to bater"),
    "bate_with_10": ("bater com 10", "bater with 10"),
}

_RULE_VALUES = {
    ("curinga", "same_suit"): ("mesmo naipe", "same suit"),
    ("curinga", "same_color"): ("mesma cor", "same colour"),
    ("curinga", "none"): ("sem curinga", "no curinga"),
    ("trinca", "any"): ("livres", "any"),
    ("trinca", "distinct"): ("todos diferentes", "all different"),
    ("trinca", "three_plus_dup"): ("3 diferentes + repetidos", "3 different + repeats"),
    ("ace", "low"): ("só embaixo", "low only"),
    ("ace", "low_or_high"): ("embaixo ou em cima", "low or high"),
}


def rule_name(name: str, lang: str = "pt") -> str:
    """A rule's field (``max_wilds``) as words: "curingas por jogo" / "wild cards per meld"."""
    pt, en = _RULE_NAMES.get(name, (name, name))
    return _t(lang, pt, en)


def rule_value(name: str, value: Any, lang: str = "pt") -> str:
    """A rule's value as a word or two: "mesma cor", "sim", "sem limite", "qualquer"."""
    if isinstance(value, bool):
        return _t(lang, "sim", "yes") if value else _t(lang, "não", "no")
    if value is None:
        return (_t(lang, "sem limite", "no limit") if name == "max_wilds"
                else _t(lang, "qualquer número", "any number") if name == "exact_melds"
                else "—")
    if (name, value) in _RULE_VALUES:
        return _t(lang, *_RULE_VALUES[name, value])
    return str(value)


def rules_side_by_side(presets: Any, lang: str = "pt") -> str:
    """The rules that change a hand's reading, one column per preset (``Rules`` objects), in
    words; under the table, the engine's sentence for the values a word or two cannot say."""
    from .rules import explain_rule

    head = [_t(lang, "regra", "rule"), *(r.id for r in presets)]
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

_LEVELS = {"random": ("ao acaso", "random"), "greedy": ("guloso", "greedy"),
           "strong": ("forte", "strong")}


def level_name(level: str, lang: str = "pt") -> str:
    """A bot's level in words: "forte" / "strong"."""
    pt, en = _LEVELS.get(level, (level, level))
    return _t(lang, pt, en)


def player(seat: Any, lang: str = "pt") -> str:
    """"jogador 2" / "player 2"."""
    return _t(lang, f"jogador {seat}", f"player {seat}")


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
        cost = (_t(lang, "perde a rodada", "loses the round") if penalty is None else
                _t(lang, f"perde {plural(penalty, 'ponto', 'pontos')} e a rodada segue",
                   f"loses {plural(penalty, 'point', 'points')} and the round goes on"))
        return _t(lang, f"{who} disse \"bati\" descartando {discard}, mas a mão não bate "
                  f"(bati falso): {cost}.",
                  f"{who} said \"bati\" discarding {discard}, but the hand does not go out "
                  f"(a false bati): {cost}.")
    if kind == "correr":
        cost = event.get("cost", 0)
        return _t(lang, f"{who} corre: paga {plural(cost, 'ponto', 'pontos')} e fica fora da "
                  "rodada.",
                  f"{who} folds (correr): pays {plural(cost, 'point', 'points')} and sits the "
                  "round out.")
    if kind == "draw":
        source = event.get("source")
        card = _card_name(event.get("card"))
        return _t(lang, f"{who} compra {card} "
                  f"{'da lixeira' if source == 'lixeira' else 'do monte'}.",
                  f"{who} draws {card} from the {'lixeira' if source == 'lixeira' else 'monte'}.")
    if kind == "discard":
        return _t(lang, f"{who} descarta {_card_name(event.get('card'))}.",
                  f"{who} discards {_card_name(event.get('card'))}.")
    if kind == "na_boa":
        return _t(lang, f"{who} anuncia que está na boa.", f"{who} announces na boa.")
    if kind == "furar":
        card = _card_name(event.get("card"))
        if event.get("ok"):
            return _t(lang, f"{who} fura a fila com {card} e bate.",
                      f"{who} jumps the queue (furar a fila) with {card} and goes out.")
        return _t(lang, f"{who} tenta furar a fila com {card}, mas não bate: se queima.",
                  f"{who} tries to furar a fila with {card} but cannot go out: queimou "
                  "(burned).")
    if kind == "out":
        return _t(lang, f"{who} sai da rodada.", f"{who} is out of the round.")
    if kind == "eliminated":
        return _t(lang, f"{who} chegou a 0 pontos e sai da partida.",
                  f"{who} reached 0 points and leaves the match.")
    if kind == "round_end":
        winner = event.get("winner")
        if winner is None:
            return _t(lang, "O monte acabou: rodada sem vencedor.",
                      "The monte ran out: nobody wins the round.")
        how = _t(lang, " com 10", " with 10") if event.get("with10") else ""
        return _t(lang, f"{player(winner, 'pt')} bate{how} e ganha a rodada.",
                  f"{player(winner, 'en')} goes out{how} and wins the round.")
    return _t(lang, f"evento {kind}", f"event {kind}")
