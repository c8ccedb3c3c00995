"""Many games between bots, on both cores or a Dask cluster, and the statistics a curious
player asks for.

Each game ``i`` is seeded from the simulation seed and ``i`` alone, so the results do not depend
on what plays them: this process, a pool of processes, or a Dask cluster of any size. The bot
levels are dealt to the seats in turn and rotated by one seat each game, so every level sits in
every seat equally often. Games go out in chunks; each chunk comes back as a
:class:`~cacheta_lab.game.stats.Tally` (counts, sums, sums of squares, min/max) and the tallies
merge, so the memory of the process that asks does not grow with the number of games.

:mod:`.spec` says what to simulate and checks it; :mod:`.games` plays one game and a chunk;
:mod:`.chunks` cuts and drives the chunks; :mod:`.pool` and :mod:`.cluster` play them on
processes of this machine or on Dask, :mod:`.workers` chooses between them (the puzzle build
takes the same path); :mod:`.run` plays the whole simulation; :mod:`.summary`
sums it up and reports it in words; :mod:`.deals` counts what the deal alone gives.
"""

from .chunks import Progress, chunk_ranges, default_chunk_size
from .cluster import dask_client, dask_slots
from .deals import deal_statistics
from .games import Chunk, play_chunk, play_one, tally_game
from .pool import start_pool, stop_pool, usable_workers
from .run import Simulation, play_games, run_games, simulate
from .spec import MAX_CHUNK, MAX_WORKERS, UNITS, SimSpec, check_spec, check_workers
from .summary import report, summarize
from .workers import chunk_results

__all__ = [
    "MAX_CHUNK", "MAX_WORKERS", "UNITS", "Chunk", "Progress", "SimSpec", "Simulation",
    "check_spec", "check_workers", "chunk_ranges", "chunk_results", "dask_client", "dask_slots",
    "deal_statistics", "default_chunk_size", "play_chunk", "play_games", "play_one", "report",
    "run_games", "simulate", "start_pool", "stop_pool", "summarize", "tally_game",
    "usable_workers",
]
