"""One palette: every colour the package's Python draws with, named for what it shows.

Card faces use explicit colours, chosen to read on a white face on light and dark themes alike;
the layout around them uses grey at partial opacity, which reads on both themes too. (The
widgets' own CSS, ``widgets/*.css``, holds the front ends' colours.)
"""

from __future__ import annotations

# --- the card face ---------------------------------------------------------------------------
FACE = "#ffffff"  # the face of a natural card
OUTLINE = "#2b2b2b"  # the card's border
BLACK = "#1a1a1a"  # ♣ ♠ (and ♠ only with four colours)
RED = "#c62828"  # ♦ ♥ (and ♥ only with four colours)
GREEN = "#1b7a30"  # ♣ with four colours
BLUE = "#1656b8"  # ♦ with four colours
JOKER = "#6a1b9a"  # the joker's ink
JOKER_FACE = "#f4ebf9"  # the joker's face
GOLD = "#d4a017"  # a wild card's border and star
GOLD_DARK = "#8a6500"  # the star's outline
CAPTION = "#fff3c4"  # the band saying what a wild stands for
CAPTION_TEXT = "#3d2e00"  # its text

# --- the card back -----------------------------------------------------------------------------
BACK = "#1f4e8c"
BACK_EDGE = "#0d2a52"
BACK_PATTERN = "#9fc1ee"

# --- verdicts and badges ------------------------------------------------------------------------
GOOD = "#2e7d32"  # bate, complete, a right answer, ✓
WARN = "#d4a017"  # na boa, an answer almost right
WARN_TEXT = "#2b2000"  # text on WARN
BAD = "#c62828"  # a wrong answer, ✗
ON_GOOD = "#fff"  # text on GOOD

# --- neutral lines and fills (grey at partial opacity: reads on light and dark themes) ---------
LINE = "rgba(128,128,128,.35)"  # table rules
BORDER = "rgba(128,128,128,.45)"  # a meld's frame
BADGE_BORDER = "rgba(128,128,128,.55)"  # a plain badge's frame
PANEL = "rgba(128,128,128,.08)"  # a feedback box
MELD_FILL = "rgba(128,128,128,.07)"  # a meld's background

#: The colours of a card, by name (what :func:`cacheta_lab.drawing.card_svg` draws with).
CARD_COLORS: dict[str, str] = {
    "face": FACE,
    "outline": OUTLINE,
    "black": BLACK,
    "red": RED,
    "green": GREEN,
    "blue": BLUE,
    "joker": JOKER,
    "joker_face": JOKER_FACE,
    "gold": GOLD,
    "gold_dark": GOLD_DARK,
    "caption": CAPTION,
    "caption_text": CAPTION_TEXT,
}
