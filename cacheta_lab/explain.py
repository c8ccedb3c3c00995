"""An analysis in words, in Brazilian Portuguese or in English."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK_PLURALS, RANKS, SUIT_NAMES, display_order
from .curinga import curinga_rank
from .melds import Meld, position_rank

if TYPE_CHECKING:
    from .analysis import Analysis, Out


def _t(lang: str, pt: str, en: str) -> str:
    return en if lang == "en" else pt


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
            return _t(lang, f"Não bate agora. Descarte {best.card.symbol}: fica na boa com "
                      f"{best.live_outs} carta(s) viva(s) que batem.",
                      f"Cannot bate yet. Discard {best.card.symbol}: the hand is na boa "
                      f"(one card from going out) with {best.live_outs} live out(s).")
        return _t(lang, f"Não bate agora; faltam {a.missing} compra(s) para bater.",
                  f"Cannot bate yet; faltam {a.missing}: at least {a.missing} more draws "
                  "to go out.")
    if n == 9:
        if a.complete:
            return _t(lang, "As 9 cartas já formam jogos: na boa com qualquer carta "
                      "(compre e descarte a comprada).",
                      "All 9 cards already form melds: na boa on any card (draw it and "
                      "discard it).")
        if a.na_boa:
            live = sum(o.live for o in a.outs or ())
            return _t(lang, f"Na boa: {len(a.outs or ())} carta(s) batem, {live} cópia(s) vivas.",
                      f"Na boa (one card from going out): {len(a.outs or ())} card(s) go out, "
                      f"{live} live copies.")
        return _t(lang, f"Não está na boa: faltam {a.missing} compras para bater.",
                  f"Not na boa: faltam {a.missing}: at least {a.missing} more draws to go out.")
    if n == 0:
        return _t(lang, "Mão vazia: escolha cartas para montar uma mão de 9 ou 10.",
                  "Empty hand: pick cards to build a hand of 9 or 10.")
    return _t(lang, f"Mão em construção ({n} cartas): faltam {a.missing} carta(s) para "
              "um jogo completo de 9; bater e na boa pedem 9 ou 10 cartas.",
              f"Hand being built ({n} cards): {a.missing} more card(s) needed for a complete "
              "9-card hand; bater and na boa need 9 or 10 cards.")


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
                state = _t(lang, f"na boa, {row.live_outs} viva(s): {outs_text(row.outs, lang)}",
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
