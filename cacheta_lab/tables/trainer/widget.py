"""The puzzle trainer in a notebook: one puzzle at a time, drawn as the game table draws a
position, answered with the game table's mouse clicks and keys; the verdict at once.

>>> from cacheta_lab import PuzzleTrainer
>>> t = PuzzleTrainer(preset="pife", lang="en")       # the history in the default file
>>> t = PuzzleTrainer(path="my-history.sqlite", theme="na_boa", band=(1300, 1600))
>>> t.answer(t.puzzle.solution[0])                    # as a click would: the verdict
>>> t.next()                                          # the next puzzle
>>> t.refilter(theme=None)                            # filters changed (None: any)

The front end (``widgets/puzzle_trainer.js``) draws the plain-data view
(:func:`cacheta_lab.tables.trainer.view.build_view`) and sends intents (draw, discard, bater,
furar, na_boa, correr, pass, next); every move is checked by the engine from the puzzle's
position and judged by the puzzle (:class:`~.training.Training`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any, ClassVar

import traitlets

from ...checks import check_lang
from ...game.moves import Move
from ...puzzles.drawing import puzzle_html
from ...puzzles.record import Puzzle
from ..base.front_end import module_text, style_text
from ..base.learner import LEARNER_ACTIONS, LearnerIntents
from ..base.protocol import Action
from ..base.traits import Lang
from ..base.widget import TableWidget
from .dashboard import Dashboard, dashboard
from .history import History
from .training import Training, Verdict
from .view import build_view, faces


class PuzzleTrainer(LearnerIntents, TableWidget):
    """Puzzles one at a time for one learner, chosen for them (:mod:`.choice`) within the
    filters ``preset``, ``theme`` and ``band``; each answer written to the history (``path``,
    default :func:`~.history.default_path`, or a :class:`~.history.History`) with both new
    ratings."""

    _esm = module_text("puzzle_trainer.js")
    _css = style_text("puzzle_trainer.css")

    WRITABLE: ClassVar[tuple[str, ...]] = ("lang",)
    ACTIONS: ClassVar[dict[str, Action]] = {
        **LEARNER_ACTIONS,
        "pass": Action("_msg_pass"),
        "next": Action("_msg_next"),
    }

    view = traitlets.Dict(help="what the front end draws").tag(sync=True)
    faces = traitlets.Dict(help="the SVG of each card face, by code").tag(sync=True)
    lang = Lang("pt", help="'pt' or 'en'").tag(sync=True)

    def __init__(self, preset: str | None = None, theme: str | None = None,
                 band: tuple[float, float] | None = None, *,
                 path: str | os.PathLike[str] | None = None, learner: str = "default",
                 history: History | None = None, puzzles: Sequence[Puzzle] | None = None,
                 seed: int | str = 0, lang: str = "pt", **kwargs: Any) -> None:
        check_lang(lang)
        self.training = Training(puzzles, history, path=path, learner=learner, preset=preset,
                                 theme=theme, band=band, seed=seed)
        self._quiet = True
        self._ack = 0
        self._error: str | None = None
        self._dashboard: Dashboard | None = None
        super().__init__(lang=lang, **kwargs)
        self._quiet = False
        self._refresh()

    # --- from Python -----------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown."""
        return self.training.puzzle

    @property
    def verdict(self) -> Verdict | None:
        """The verdict on the puzzle shown (None until it is answered)."""
        return self.training.verdict

    @property
    def history(self) -> History:
        return self.training.history

    def answer(self, move: Move | None) -> Verdict:
        """Answer the puzzle shown with ``move`` (None: pass), as a click would; a move the
        engine refuses raises :class:`~cacheta_lab.errors.CachetaError` and changes
        nothing."""
        with self.history.one_reading():
            self._play_learner(move)
            verdict = self.training.verdict
            assert verdict is not None
            self._error = None
            self._refresh()
        return verdict

    def next(self) -> Puzzle:
        """Show the next puzzle."""
        puzzle = self.training.next()
        self._error = None
        self._refresh()
        return puzzle

    def refilter(self, **changes: Any) -> Puzzle:
        """Change the filters (``preset``, ``theme``, ``band``; None lifts one) and show a
        puzzle that passes them; bad filters raise and change nothing."""
        puzzle = self.training.refilter(**changes)
        self._error = None
        self._refresh()
        return puzzle

    def dashboard(self) -> Dashboard:
        """The learner's dashboard: rating over time, strength by theme (SVG)."""
        if self._dashboard is None or self._dashboard.lang != self.lang:
            self._dashboard = dashboard(self.history, self.lang)
        return self._dashboard

    def __repr__(self) -> str:
        t = self.training
        f = t.filters
        return (f"PuzzleTrainer(puzzle={t.puzzle.id!r}, preset={f.preset!r}, "
                f"theme={f.theme!r}, band={f.band!r}, lang={self.lang!r}, "
                f"answered={t.answered})")

    def static_html(self) -> str:
        """The puzzle shown in plain HTML (its answer folded away)."""
        return puzzle_html(self.puzzle, self._lang())

    # --- the view ----------------------------------------------------------------------------

    @traitlets.observe("lang")
    def _changed(self, _change: dict[str, Any]) -> None:
        self._refresh()

    def _refresh(self) -> None:
        if self._quiet:
            return
        lang = self._lang()
        self._show(faces(self.puzzle, lang),
                   build_view(self.training, lang, ack=self._ack, error=self._error,
                              dashboard=self.dashboard().svg))

    def _show_error(self, error: str) -> None:
        self._error = error
        self._refresh()

    def _answer(self, seq: int, error: str | None) -> None:
        self._ack, self._error = seq, error
        self._refresh()

    # --- what the learner does ---------------------------------------------------------------

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """One message from the page, handled with one reading of the history (the answer
        written, then the dashboard drawn from what was written)."""
        with self.history.one_reading():
            super()._on_msg(widget, content, buffers)

    def _learner(self) -> int:
        return self.puzzle.view().seat

    def _play_learner(self, move: Move | None) -> None:
        self.training.answer(move)
        self._dashboard = None

    def _msg_pass(self, _msg: dict[str, Any]) -> None:
        self._play_learner(None)

    def _msg_next(self, _msg: dict[str, Any]) -> None:
        self.training.next()
