"""The card table's words (:mod:`cacheta_lab.tables.card.view` and ``widgets/card_table.js``).

The facts every view shows (missing, outs, live copies, bate, na boa) are the common ones
(:mod:`cacheta_lab.words.catalogue.common`). A counted text has the keys ``<key>.one`` and
``<key>.many`` (read with :func:`cacheta_lab.words.catalogue.counted`). ``FRONT_END`` maps the names
the front end reads in ``view.text`` to catalogue keys.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the bar
    "table.title": ("Mesa de Cacheta", "Cacheta table"),
    "table.static_note": ("Rode a célula para usar a mesa.", "Run the cell to use the table."),
    "table.rules": ("Regras", "Rules"),
    "table.lang": ("Idioma", "Language"),
    "table.four_color": ("Naipes em quatro cores", "Four-colour suits"),
    "table.undo": ("Desfazer", "Undo"),
    "table.reset": ("Recomeçar", "Reset"),
    # the deck and where a card picked goes (by mouse or keyboard: no word says "click")
    "table.deck": ("Baralho", "Deck"),
    "table.deck_help": ("Setas para andar, Enter para escolher.",
                        "Arrow keys to move, Enter to pick."),
    "table.click_to": ("A carta escolhida vai para a", "A card picked goes to the"),
    "table.modes": ("Para onde vai a carta escolhida", "Where a card picked goes"),
    "table.mode_hand": ("mão", "hand"),
    "table.mode_vira": ("vira", "vira"),
    "table.mode_seen": ("lixeira (vistas)", "lixeira (seen)"),
    "table.wild": ("curinga", "wild (curinga)"),
    # a card none of whose copies is left: "sete de copas: 0 cópias vivas (o baralho tem 2; …)"
    "table.none_live": ("{card}: {live} (o baralho tem {total}; {where}).",
                        "{card}: {live} (the decks hold {total}; {where})."),
    "table.in_hand": ("{n} na mão", "{n} in the hand"),
    "table.is_vira": ("1 é a vira", "1 is the vira"),
    "table.seen_n.one": ("{n} vista", "{n} seen"),
    "table.seen_n.many": ("{n} vistas", "{n} seen"),
    # the vira, the hand, the cards seen
    "table.vira": ("Vira", "Vira"),
    "table.no_vira": ("sem vira", "no vira"),
    "table.vira_clear": ("tirar a vira", "remove the vira"),
    "table.hand": ("Mão", "Hand"),
    "table.hand_count.one": ("Mão: {n} carta", "Hand: {n} card"),
    "table.hand_count.many": ("Mão: {n} cartas", "Hand: {n} cards"),
    "table.hand_empty": ("nenhuma carta: escolha cartas do baralho",
                         "no cards: pick cards of the deck"),
    "table.hand_card": ("{card}{wild}: na mão, Enter tira", "{card}{wild}: in the hand, Enter "
                        "takes it back"),
    "table.seen": ("Vistas (lixeira)", "Seen (lixeira)"),
    "table.seen_count.one": ("Vistas (lixeira): {n} carta", "Seen (lixeira): {n} card"),
    "table.seen_count.many": ("Vistas (lixeira): {n} cartas", "Seen (lixeira): {n} cards"),
    "table.seen_empty": ("nenhuma carta vista", "no card seen"),
    "table.hand_text": ("Mão em texto", "Hand as text"),
    "table.copy": ("Copiar", "Copy"),
    "table.copied": ("copiado", "copied"),
    "table.use_text": ("Usar texto", "Use text"),
    # the analysis
    "table.all_melded": ("todas em jogos", "all in melds"),
    "table.melds": ("Jogos", "Melds"),
    "table.loose": ("cartas soltas", "loose cards"),
    "table.other_splits": ("outras divisões", "other splits"),
    "table.splits_shown": ("{shown} de {total} à vista", "{shown} of {total} shown"),
    "table.more_splits": ("Mostrar mais {n}", "Show {n} more"),
    "table.with10": ("bate com as 10 cartas", "goes out (bate) with all 10 cards"),
    "table.discarding": ("bate descartando {card}", "goes out (bate) discarding {card}"),
    "table.split_n": ("divisão {n}", "split {n}"),
    # the discard table
    "table.discards": ("Descartes (melhor primeiro)", "Discards (best first)"),
    "table.discard": ("Descarte", "Discard"),
    "table.result": ("Fica", "Leaves"),
    # the discard table's column heads in a narrow window (the full ones stay for screen readers)
    "table.discard_short": ("Carta", "Card"),
    "table.result_short": ("Fica", "Leaves"),
    "table.outs_short": ("Batem", "Outs"),
    "table.live_short": ("Vivas", "Live"),
    "table.missing_short": ("Faltam", "Missing"),
    "table.discard_row": ("Descartando {card}: {state}", "Discarding {card}: {state}"),
    "table.row_outs": ("{outs}: {cards}", "{outs}: {cards}"),
    "table.row_out": ("{card} ({live})", "{card} ({live})"),
    "table.row_more": ("e mais {n}", "and {n} more"),
    "table.hand_full": ("a mão já tem {n} cartas, o máximo (9 + a comprada)",
                        "the hand already holds {n} cards, the most it holds (9 + the one "
                        "drawn)"),
    "table.more_outs": ("mais {n}: {cards}", "{n} more: {cards}"),
    "table.out_label": ("{card}, {live}", "{card}, {live}"),
    "table.preview": ("Descartando {card}, a mão fica:", "Discarding {card}, the hand left is:"),
    "table.preview_hint": ("Passe o mouse ou o foco num descarte para ver a mão que fica.",
                           "Hover or focus a discard to see the hand it leaves."),
    # the question before a preset change drops cards
    "table.confirm": ("Sim, mudar", "Yes, change"),
    "table.cancel": ("Não", "No"),
    "table.jokers_lost.one": ("{n} joker (JK)", "{n} joker (JK)"),
    "table.jokers_lost.many": ("{n} jokers (JK)", "{n} jokers (JK)"),
    "table.vira_lost": ("a vira {card}", "the vira {card}"),
    "table.consent": ("{why}. Mudar para {preset} tirando {lost}?",
                      "{why}. Change to {preset} and remove {lost}?"),
    "table.bad_sync": ("a página enviou um valor inválido; nada mudou",
                       "the page sent an invalid value; nothing changed"),
}

# the name in the front end's view.text → the catalogue key
FRONT_END: dict[str, str] = {
    **{key.removeprefix("table."): key for key in (
        "table.title", "table.rules", "table.lang", "table.four_color", "table.undo",
        "table.reset", "table.deck", "table.deck_help", "table.click_to", "table.modes",
        "table.mode_hand", "table.mode_vira", "table.mode_seen", "table.vira", "table.no_vira",
        "table.vira_clear", "table.hand", "table.hand_empty", "table.seen", "table.seen_empty",
        "table.hand_text", "table.copy", "table.copied", "table.use_text", "table.melds",
        "table.loose", "table.other_splits", "table.discards", "table.discard", "table.result",
        "table.preview_hint", "table.confirm", "table.cancel", "table.discard_short",
        "table.result_short", "table.outs_short", "table.live_short", "table.missing_short")},
    "outs": "outs.head",
    "live": "live.head",
    "missing": "missing.head",
    "no_outs": "none",
}
