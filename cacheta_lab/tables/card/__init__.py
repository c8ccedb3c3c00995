"""The card table: a widget to build a hand by clicking cards and watch the engine explain it.

:mod:`.widget` holds :class:`CardTable`; :mod:`.state` what lies on the table; :mod:`.view`
what its front end (``widgets/card_table.js``) draws; :mod:`.static` its drawing in plain
HTML for viewers that run no widget.
"""

from .state import TableState, analyse, canonical
from .widget import CardTable

__all__ = ["CardTable", "TableState", "analyse", "canonical"]
