"""What the card table and the game table share on the Python side: the base widget
(:mod:`.widget`), the message protocol (:mod:`.protocol`), the checked traits and the errors
(:mod:`.traits`), the card faces (:mod:`.faces`) and the front-end files (:mod:`.front_end`)."""

from .faces import deck_faces, face
from .front_end import module_text, style_text, view_text
from .protocol import (
    LARGEST_SEQ,
    LONGEST_CARD,
    Action,
    flag_field,
    number_field,
    one_of,
    text_field,
)
from .traits import Flag, Lang, TableValueError, check_page_text, refused
from .widget import TableWidget

__all__ = [
    "LARGEST_SEQ", "LONGEST_CARD", "Action", "Flag", "Lang", "TableValueError", "TableWidget",
    "check_page_text", "deck_faces", "face", "flag_field", "module_text", "number_field",
    "one_of", "refused", "style_text", "text_field", "view_text",
]
