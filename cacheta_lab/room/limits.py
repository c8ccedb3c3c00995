"""How much the room server gives each connection, each link and the whole process
(docs/room.md, Limits): a client that floods, does not read or opens many connections costs the
server a bounded amount, and every seat's link still gets in."""

from __future__ import annotations

from dataclasses import dataclass

from .links import HOST, SEAT, WATCH

KIB = 1024


@dataclass(frozen=True)
class Limits:
    """The server's bounds. Connections at once: ``seat_link`` on one seat's link (the newest
    holds the seat, the ones it replaced are closing), ``host_link``, ``watch_link``; and
    ``handshakes`` still in their opening handshake, which each has ``handshake_wait`` seconds
    to finish (one more pushes out the oldest of the busiest peer address). A client
    that does not read is not read either once ``outbox_frames`` frames (or ``outbox_bytes``
    characters) wait for it; it is cut off once the library's own replies to it (pongs) pile
    up past ``replies`` bytes, or when it takes nothing of a full write buffer
    (``write_limit`` bytes, over a kernel send buffer of ``send_buffer``) for ``stall``
    seconds. A connection let go has ``close_wait`` seconds to close before its transport is
    aborted.
    ``spare_descriptors``: file descriptors left to the rest of the process (its files, and
    sockets just accepted, not yet counted).
    While the state directory refuses writes, a room keeps at most ``unwritten_moves`` moves
    that are not on disk, and once the writes have failed for ``failing_writes`` seconds no
    room takes any: further moves are refused (``not_saved``) until a write succeeds."""

    seat_link: int = 4
    host_link: int = 4
    watch_link: int = 64
    outbox_frames: int = 64
    outbox_bytes: int = 4096 * KIB
    write_limit: int = 32 * KIB
    send_buffer: int = 32 * KIB
    replies: int = 64 * KIB
    stall: float = 20.0
    close_wait: float = 5.0
    spare_descriptors: int = 64
    handshakes: int = 64
    handshake_wait: float = 4.0
    backlog: int = 16
    unwritten_moves: int = 32
    failing_writes: float = 3.0

    def per_link(self, role: str) -> int:
        """The connections one link of ``role`` may hold at once."""
        return {SEAT: self.seat_link, HOST: self.host_link, WATCH: self.watch_link}[role]

    def reserved(self, players: int) -> int:
        """The connections a room's seat links and host link may hold together."""
        return self.seat_link * players + self.host_link


def descriptor_limit() -> int:
    """How many files this process may hold open (its soft limit; large where there is none)."""
    try:
        import resource
    except ImportError:  # Windows: sockets have no such limit
        return 1 << 16
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return soft if soft != resource.RLIM_INFINITY else 1 << 20
