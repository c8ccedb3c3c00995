"""A server that lies, for the clients' tests: a WebSocket server on 127.0.0.1 (a free port)
that answers every connection with scripted frames, and the frames a real room would send for
a round, to script from (and to break)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import ServerConnection, serve

from cacheta_lab.game import Round
from cacheta_lab.game.moves import public_move
from cacheta_lab.game.play import make_bots, next_move

ROOM = "fake"
HOLD = 20.0  # seconds a connection is held open after its script, at most


class FakeRoom:
    """Answers each connection with the frames of :attr:`script` (texts, or bytes sent as
    binary frames; a number: a pause of that many seconds), then holds it open until the
    client closes it (at most :data:`HOLD` seconds). Stops with :meth:`stop`."""

    def __init__(self) -> None:
        self.script: list[str | bytes | float] = []
        self.connections = 0
        self.received: list[str | bytes] = []
        self._server = serve(self._answer, "127.0.0.1", 0, compression=None)
        self.port = self._server.socket.getsockname()[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def link(self, seat: int = 1) -> str:
        return f"http://127.0.0.1:{self.port}/r/{ROOM}/seat/{seat}?key=k"

    def _answer(self, ws: ServerConnection) -> None:
        self.connections += 1
        try:
            for frame in list(self.script):
                if isinstance(frame, float):
                    time.sleep(frame)
                else:
                    ws.send(frame)
            while True:
                self.received.append(ws.recv(timeout=HOLD))
        except (ConnectionClosed, TimeoutError):
            pass

    def stop(self) -> None:
        self._server.shutdown()
        self._thread.join(10)


def played(preset: str = "oficial", players: int = 3, seed: int = 5, moves: int | None = 7
           ) -> Round:
    """A round of greedy bots stopped after ``moves`` moves (None: at its end)."""
    rnd = Round(preset, players, seed=seed)
    bots = make_bots("greedy", players, seed)
    while not rnd.over and (moves is None or len(rnd.move_log) < moves):
        rnd.play(next_move(rnd, bots))
    return rnd


def welcome_of(rnd: Round, seat: int) -> dict[str, Any]:
    return {"type": "welcome", "protocol": 1, "role": "seat", "seat": seat, "room": ROOM,
            "lang": "en", "unit": "round", "players": len(rnd.seats), "preset": rnd.rules.id,
            "rules": rnd.rules.to_dict()}


def state_of(rnd: Round, seat: int) -> dict[str, Any]:
    """The ``state`` a room sends ``seat`` (docs/room.md, *Frames*)."""
    first = rnd.view(rnd.seats[0])
    public = first.to_dict()
    for private in ("seat", "hand", "taken"):
        del public[private]
    table = {
        "room": ROOM, "unit": "round", "preset": rnd.rules.id, "players": len(rnd.seats),
        **public, "top_from": rnd.top_from,
        "history": [[w, s, c.code if c else None] for w, s, c in first.history],
        "last": [{"seat": m.seat, "move": public_move(m), "text": "a move"}
                 for m in rnd.move_log[-12:]],
        "status": "a status", "paused": False, "revealed": None, "over": rnd.over,
        "result": rnd.result.to_dict() if rnd.result else None, "bots": {},
        "connected": [seat], "match": None}
    legal = [] if rnd.over else [m.to_dict() for m in rnd.legal_moves(seat)]
    return {"type": "state", "seq": len(rnd.move_log), "game": 0, "lang": "en",
            "table": table, "you": rnd.view(seat).to_dict(), "legal": legal}


def texts(*frames: dict[str, Any]) -> list[str | bytes]:
    return [json.dumps(f) for f in frames]


def waiting_seat(rnd: Round) -> int:
    """A seat that is not to move now."""
    return next(s for s in rnd.seats if s != rnd.turn)


def running() -> Iterator[FakeRoom]:
    room = FakeRoom()
    try:
        yield room
    finally:
        room.stop()
