"""The words the package shows, in Portuguese and in English: the language layer.

:mod:`.text` holds the languages and the one rule that picks between them (lists, numbers and
percentages as each language writes them); :mod:`.catalogue` every sentence in both languages,
one section a subject; :mod:`.said` a sentence kept to be said later (a catalogue key and its
values); :mod:`.echo` the one echo of a value in a message. Nothing here imports the rest of
the package. The names below are the layer's door (``from cacheta_lab.words import term``).
"""

from .catalogue import TERMS, counted, term, terms
from .said import NOTHING, Joined, Percent, Said, Sayable, Thousands, render
from .text import join, join_or, number, percent, whole

__all__ = ["NOTHING", "TERMS", "Joined", "Percent", "Said", "Sayable", "Thousands", "counted",
           "join", "join_or", "number", "percent", "render", "term", "terms", "whole"]
