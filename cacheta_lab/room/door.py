"""Who comes in: the WebSocket connections let in, counted by link while their sockets live, and
whether one more may come in. Each link has its cap (:class:`~.limits.Limits`); the watch links
of every room share what the process's file descriptors leave once the connections still in
their handshake (:mod:`.lobby`) and each room's seat and host links have their whole share kept
for them, so watchers never keep a seat out."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from .limits import Limits, descriptor_limit
from .links import WATCH, Address
from .table import Room

Link = tuple[str, str, int | None]  # room, role, seat


class Door:
    """The connections let in, by link, in all and on watch links."""

    def __init__(self) -> None:
        self.by_link: Counter[Link] = Counter()
        self.total = 0
        self.watchers = 0

    def refusal(self, rooms: Iterable[Room], room: Room, address: Address, limits: Limits
                ) -> tuple[str, dict[str, Any]] | None:
        """Why one more connection on this link may not come in (a catalogue key and its
        fields), or None when it may."""
        cap = limits.per_link(address.role)
        if self.by_link[(room.id, address.role, address.seat)] >= cap:
            return "room.link_full", {"n": cap}
        budget = descriptor_limit() - limits.spare_descriptors - limits.handshakes
        if address.role == WATCH:
            budget -= sum(limits.reserved(r.settings.players) for r in rooms)
            if self.watchers >= budget:
                return "room.server_full", {}
        elif self.total >= budget:
            return "room.server_full", {}
        return None

    def admit(self, address: Address, room: Room) -> Callable[[], None]:
        """Count one connection in; the function to call once its socket is gone."""
        link = (room.id, address.role, address.seat)
        watcher = address.role == WATCH
        self.by_link[link] += 1
        self.total += 1
        self.watchers += watcher

        def release() -> None:
            self.by_link[link] -= 1
            if not self.by_link[link]:
                del self.by_link[link]
            self.total -= 1
            self.watchers -= watcher

        return release
