"""A seat of a room joined from Notebook 7 (`jupyter notebook`), in Chromium: a room server on
127.0.0.1 in this process, and a notebook running ``GameTable(room=<seat link>)``. The seat
plays a whole turn by keyboard (Enter on the monte, Tab to the hand, an arrow, Enter), every
key staying in the table (Notebook 7 runs its command-mode shortcuts first); a client of the
watch link sees the moves the server accepted."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lab import Lab, open_notebook
from test_room_e2e import LEARNER, learner_turn, play_a_turn_by_keyboard
from test_room_lite_e2e import free_port, until

pytestmark = pytest.mark.frontends  # make test-frontends

HAND = f'{LEARNER} [data-seat="0"] button[data-card]'
NOTEBOOK7_OWN = "Cannot read properties of undefined (reading 'schema')"  # at its start-up
_CELLS = "() => window.jupyterapp.shell.currentWidget.content.widgets.map((c) => c.model.type)"


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Any]:
    from cacheta_lab.room import serve

    server = serve(preset="oficial", players=3, host="127.0.0.1", port=free_port(set()),
                   state=str(tmp_path), bots=["greedy", "greedy"], seed=0, bot_delay=0.05,
                   public_deal=True)
    try:
        yield server
    finally:
        server.stop()


def test_a_seat_plays_by_keyboard_in_notebook7(nb7_page: Any, notebook7: Lab,
                                                 room: Any) -> None:
    from cacheta_lab.room.client import RoomConnection

    page, started = nb7_page, time.monotonic()
    name = notebook7.write("room-seat.ipynb", "from cacheta_lab import GameTable",
                           f"t = GameTable(room={room.links['seats'][0]!r}, lang='pt')\nt")
    watcher = RoomConnection(room.links["watch"], "en")
    try:
        open_notebook(page, notebook7, name, ready=".ctl-g-root[data-ack]")
        page.evaluate("() => { window.jupyterapp.shell.currentWidget.node.dataset.room ="
                      " 'learner'; }")
        learner_turn(page)
        cells = page.evaluate(_CELLS)
        assert page.locator(HAND).count() == 9
        card = play_a_turn_by_keyboard(page)  # Enter on the monte; Tab, an arrow, Enter
        until(lambda: (watcher.state or {}).get("seq", 0) >= 2)
        moves = [m["move"] for m in watcher.state["table"]["last"][:2]]
        assert moves == [{"type": "draw", "seat": 0, "source": "monte"},
                         {"type": "discard", "seat": 0, "card": card}]
        learner_turn(page)  # the bots played on, and the table followed
        assert page.locator(HAND).count() == 9
        assert page.evaluate(_CELLS) == cells  # no key reached the notebook
        assert [e for e in page.errors if e != NOTEBOOK7_OWN] == []
    finally:
        watcher.close()
    print(f"\nroom in Notebook 7: {time.monotonic() - started:.1f} s")
