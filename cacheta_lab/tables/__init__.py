"""The tables, one package each: what they share (:mod:`.base`), the card table
(:mod:`.card`), the game table (:mod:`.game`), a game table joined to a room (:mod:`.room`) and
the puzzle trainer (:mod:`.trainer`). ``CardTable``, ``GameTable`` and ``PuzzleTrainer`` are
:mod:`cacheta_lab`'s names, loaded on first use.
"""
