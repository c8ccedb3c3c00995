"""The words around the lessons' exercises (:mod:`cacheta_lab.exercises`): verdicts, the
solution box, prompts and the headings of the side-by-side tables.

The feedback sentences themselves are built from the engine's values where they are said.
"""

from __future__ import annotations

TERMS: dict[str, tuple[str, str]] = {
    # the verdict that starts a feedback
    "exercise.ok": ("certo!", "right!"),
    "exercise.almost": ("quase:", "almost:"),
    "exercise.wrong": ("ainda não:", "not yet:"),
    # the solution, folded until clicked in a notebook
    "exercise.solution": ("Solução:", "Solution:"),
    "exercise.solution_fold": ("Solução (clique para abrir)", "Solution (click to open)"),
    # prompts
    "exercise.write": ("Escreva: ", "Write: "),
    "exercise.vira_note": ("vira (nos presets que têm vira)",
                           "vira (in the presets that turn one)"),
    "exercise.seen": ("vistas na lixeira:", "seen in the lixeira:"),
    "exercise.hand": ("Mão: ", "Hand: "),
    "exercise.next": ("depois:", "next:"),
    # the tables' headings
    "exercise.preset": ("preset", "preset"),
    "exercise.rule": ("regra", "rule"),
    "exercise.curingas": ("curingas", "wild cards"),
    "exercise.cards": ("cartas", "cards"),
    "exercise.verdict": ("veredito", "verdict"),
    "exercise.none": ("nenhum", "none"),
}
