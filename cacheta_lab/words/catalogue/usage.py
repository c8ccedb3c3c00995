"""The command line's complaints: argparse's own sentences (each English text here is
argparse's message, as argparse looks it up for translation) and the hint after them.
The ``%s`` / ``%(name)s`` fields are argparse's, filled by argparse."""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    "usage.see_help": ("{message} (veja cacheta-lab --help)",
                       "{message} (see cacheta-lab --help)"),
    "usage.interrupted": ("interrompido", "interrupted"),
    "argparse.argument": ("argumento %(argument_name)s: %(message)s",
                          "argument %(argument_name)s: %(message)s"),
    "argparse.unrecognized": ("argumentos não reconhecidos: %s", "unrecognized arguments: %s"),
    "argparse.required": ("faltam os argumentos: %s", "the following arguments are required: %s"),
    "argparse.one_of": ("falta um dos argumentos %s", "one of the arguments %s is required"),
    "argparse.not_with": ("não vale junto com o argumento %s", "not allowed with argument %s"),
    "argparse.invalid_choice": ("escolha inválida %(value)r (escolha entre %(choices)s)",
                                "invalid choice: %(value)r (choose from %(choices)s)"),
    "argparse.invalid_value": ("valor %(type)s inválido %(value)r",
                               "invalid %(type)s value: %(value)r"),
    "argparse.expected_one": ("falta o valor", "expected one argument"),
    "argparse.expected_at_most_one": ("aceita no máximo um valor",
                                      "expected at most one argument"),
    "argparse.expected_at_least_one": ("falta ao menos um valor",
                                       "expected at least one argument"),
    "argparse.expected_n_one": ("falta %s valor", "expected %s argument"),
    "argparse.expected_n_many": ("faltam %s valores", "expected %s arguments"),
    "argparse.ignored": ("valor %r não se aplica", "ignored explicit argument %r"),
    "argparse.ambiguous": ("opção ambígua: %(option)s pode ser %(matches)s",
                           "ambiguous option: %(option)s could match %(matches)s"),
    "argparse.unexpected": ("opção inesperada: %s", "unexpected option string: %s"),
    "argparse.cannot_open": ("não foi possível abrir '%(filename)s': %(error)s",
                             "can't open '%(filename)s': %(error)s"),
}
