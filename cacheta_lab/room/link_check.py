"""A room's link checked once, before any connection: the clients (CPython and the browser's)
and ``cacheta-lab room play`` take a link only through :func:`check_link`, so a link that
cannot be a room's (no host, a port out of range, a host name longer than names may be, a
broken IPv6 address, a path that is not a room's) is one clear error, never a traceback from
the network library. Imports no network library."""

from __future__ import annotations

import ipaddress
import re
from typing import Any
from urllib.parse import SplitResult, urlsplit

from ..errors import CachetaError
from ..words.catalogue import Said
from ..words.echo import short_repr as echo
from .links import ROLES, SEAT, Address, parse_address

LONGEST_LINK = 2000
SCHEMES = ("http", "https", "ws", "wss")
LONGEST_HOST = 253  # a host name's characters (DNS), each label at most 63
LABEL = re.compile(r"[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?")


def check_link(url: Any, roles: tuple[str, ...] = ROLES) -> Address:
    """What the link ``url`` names (room, role, seat, key), if it can be a link of one of
    ``roles``; else :class:`CachetaError` saying what is wrong with it."""
    path = "seat/N" if roles == (SEAT,) else "seat/N | host | watch"

    def _refused(why: str, **values: Any) -> CachetaError:
        return CachetaError(Said("room_client.link", path=path,
                                 why=Said(f"room_client.link_why.{why}", **values)))

    if (not isinstance(url, str) or not 0 < len(url) <= LONGEST_LINK or not url.isascii()
            or not url.isprintable() or " " in url):
        raise _refused("text", n=LONGEST_LINK)
    try:
        parts = urlsplit(url)
    except ValueError:  # "http://[::1/…": a bracket never closed
        raise _refused("host", host=echo(url.partition("//")[2].partition("/")[0])) from None
    if parts.scheme.lower() not in SCHEMES:
        raise _refused("scheme")
    if not _good_host(parts.hostname):
        raise _refused("host", host=echo(parts.hostname or ""))
    port = _port(parts)
    if port is not None and not 1 <= port <= 65535:
        raise _refused("port", port=echo(parts.netloc.rpartition(":")[2]))
    address = parse_address(parts.path + (f"?{parts.query}" if parts.query else ""))
    if address is None:
        raise _refused("path", path=echo(parts.path))
    if address.role not in roles:
        raise _refused("role", role=address.role)
    return address


def _good_host(host: str | None) -> bool:
    """A host name (labels of letters, digits, ``-`` and ``_``) or an IP address."""
    if not host:
        return False
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    labels = host.removesuffix(".").split(".")
    return len(host) <= LONGEST_HOST and all(LABEL.fullmatch(label) for label in labels)


def _port(parts: SplitResult) -> int | None:
    """The link's port (None: the scheme's own); -1 for one that is not a number."""
    try:
        return parts.port
    except ValueError:  # not a number, or beyond 65535
        return -1
