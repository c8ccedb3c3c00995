"""The classroom game table: a round of Cacheta on the projector, played by bots (and a learner).

:mod:`.widget` holds :class:`GameTable`; :mod:`.view` what its front end
(``widgets/game_table.js``) draws and the card faces; :mod:`.notice` what the learner is told
about their own moves; :mod:`.traits` its checked speed; :mod:`.static` its drawing in plain
HTML for viewers that run no widget.
"""

from .notice import Notice, claim_notice
from .view import build_faces, build_view
from .widget import NOTABLE, GameTable

__all__ = ["NOTABLE", "GameTable", "Notice", "build_faces", "build_view", "claim_notice"]
