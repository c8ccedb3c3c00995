"""Pictures: a card as SVG (:mod:`.svg`), cards laid out in HTML (:mod:`.html`), every colour
drawn (:mod:`.palette`), and an analysis, the rules and a game's events in words
(:mod:`.explain`). ``card_svg`` and ``card_back_svg`` are here too.
"""

from .svg import card_back_svg, card_svg

__all__ = ["card_back_svg", "card_svg"]
