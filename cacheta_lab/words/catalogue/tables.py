"""What the tables refuse, in both languages: a malformed message or state update from the
page (:mod:`cacheta_lab.tables.base`), a value the card table cannot read
(:mod:`cacheta_lab.tables.card`), a speed or seat the game table does not take
(:mod:`cacheta_lab.tables.game`); and the names of the languages the tables' menu lists."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # each language by its own name, as the tables' language menu lists it (read in that
    # language: term("table.lang_name", lang))
    "table.lang_name": ("Português", "English"),
    "page.surrogate": ("texto da página com caractere inválido (surrogate isolado)",
                       "text from the page holds an invalid character (a lone surrogate)"),
    "page.nested": ("mensagem da página aninhada demais",
                    "message from the page nested too deeply"),
    "page.not_object": ("mensagem da página mal formada: esperava um objeto {{type: …}}",
                        "malformed message from the page: expected an object {{type: …}}"),
    "page.bad_seq": ("mensagem com número (seq) inválido {seq}",
                     "message with an invalid number (seq) {seq}"),
    "page.unknown_action": ("ação desconhecida {kind}; ações: {actions}",
                            "unknown action {kind}; actions: {actions}"),
    "page.bad_view": ("mensagem com nome de visão (view) inválido {view}",
                      "message with an invalid view name {view}"),
    "page.bad_field": ("ação {kind}: campo {name} ausente ou inválido ({value})",
                       "action {kind}: field {name} missing or invalid ({value})"),
    "page.not_writable": ("a página não pode mudar {names}; só {writable}",
                          "the page cannot change {names}; only {writable}"),
    # the card table's values (cacheta_lab.tables.card)
    "table.not_cards": ("{what}: esperava cartas como texto ('5h 6h JK') ou lista, não {value}",
                        "{what}: expected cards as text ('5h 6h JK') or a list, not {value}"),
    "table.not_vira": ("vira: esperava uma carta como texto ('5c') ou None, não {value}",
                       "vira: expected one card as text ('5c') or None, not {value}"),
    "table.unreadable": ("valor ilegível para a mesa ({kind}): dê cartas como texto "
                         "('5h 6h JK') ou lista",
                         "a value the table cannot read ({kind}): give cards as text "
                         "('5h 6h JK') or a list"),
    "table.not_part": ("não é parte da mesa: {names}; use {state}",
                       "not part of the table: {names}; use {state}"),
    "table.computed": ("{name} é calculado pela mesa e não se escreve; mude hand, vira, "
                       "preset, seen, lang ou four_color",
                       "{name} is computed by the table and cannot be written; change hand, "
                       "vira, preset, seen, lang or four_color"),
    "table.cannot_add": ("Não dá para pôr {card} na mão: {why}",
                         "{card} cannot go into the hand: {why}"),
    "table.cannot_see": ("Não dá para marcar {card} como vista: {why}",
                         "{card} cannot be marked seen: {why}"),
    # the game table's values (cacheta_lab.tables.game)
    "game.bad_speed": ("velocidade {value}: use de {low} a {high} jogadas por segundo",
                       "speed {value}: use {low} to {high} moves per second"),
    "game.wrong_seat": ("você joga pelo lugar {seat}, não pelo {other}",
                        "you play seat {seat}, not seat {other}"),
    "game.nobody_seated": ("ninguém está sentado à mesa: crie a mesa com seat=0 para jogar",
                           "nobody sits at the table: create it with seat=0 to play"),
}
