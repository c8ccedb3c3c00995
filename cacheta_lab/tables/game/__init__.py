"""The classroom game table: a round of Cacheta on the projector, played by bots (and a learner).

:mod:`.widget` holds :class:`GameTable`; :mod:`.view` what its front end
(``widgets/game_table.js``) draws and the card faces; :mod:`.notice` what the learner is told
about their own moves; :mod:`.traits` its checked speed; :mod:`.static` its drawing in plain
HTML for viewers that run no widget.
"""

from typing import Any

from .notice import Notice, claim_notice
from .view import build_faces, build_view

__all__ = ["NOTABLE", "GameTable", "Notice", "build_faces", "build_view", "claim_notice"]


def __getattr__(name: str) -> Any:
    """``GameTable`` and ``NOTABLE`` load on first use: what draws a position (the puzzle
    trainer borrows :mod:`.view`) imports without the game table's widget."""
    if name in ("GameTable", "NOTABLE"):
        from . import widget

        return getattr(widget, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
