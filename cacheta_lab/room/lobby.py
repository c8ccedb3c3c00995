"""The connections still in their opening handshake: counted from the moment their socket is
accepted until the door lets them in (:mod:`.door` counts them from then on) or their socket is
gone. A raw TCP connection that never sends a request holds a file descriptor all the same; the
lobby keeps at most ``Limits.handshakes`` of them, so that no one who knows only the port can
take the descriptors a seat's link needs."""

from __future__ import annotations

from collections import Counter
from typing import Protocol


class Waiting(Protocol):
    """A connection in its handshake, as the lobby sees it."""

    def drop(self) -> None:
        """Close its socket at once."""


class Lobby:
    """At most ``cap`` connections in their handshake. One more pushes out the oldest
    connection of the peer address that holds the most: a stranger's flood pushes out its own
    connections, and a seat's connection, which finishes its handshake at once, gets in."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.waiting: dict[Waiting, str] = {}  # each connection's peer address, oldest first

    def enter(self, conn: Waiting, peer: str) -> None:
        """A connection was accepted from ``peer``."""
        self.waiting[conn] = peer
        if len(self.waiting) > self.cap:
            counts = Counter(self.waiting.values())
            busiest = max(counts.values())
            oldest = next(c for c, p in self.waiting.items() if counts[p] == busiest)
            del self.waiting[oldest]
            oldest.drop()

    def leave(self, conn: Waiting) -> None:
        """The connection was let in by the door, or its socket is gone."""
        self.waiting.pop(conn, None)

    def __len__(self) -> int:
        return len(self.waiting)
