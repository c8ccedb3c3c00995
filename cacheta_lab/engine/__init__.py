"""The engine: cards and their notation (:mod:`.cards`), the rules as data (:mod:`.rules`),
curingas (:mod:`.curinga`), the meld rules (:mod:`.melds`), the searches over packed hands
(:mod:`.packed`, :mod:`.splitter`, :mod:`.plans`, :mod:`.search`) and the questions asked of a
hand with their answers (:mod:`.analysis`). The public names are :mod:`cacheta_lab`'s.
"""
