"""A stranger who knows the server's port and nothing else: many raw TCP connections from an
address of its own (another loopback address, as another machine on the class network), that
never finish an opening handshake. Half of them say nothing; the other half send a request one
byte a second. Every connection the server drops is opened again, so the stranger always holds
as many as the server will take. It runs in a thread for a bounded time and stops by itself."""

from __future__ import annotations

import contextlib
import select
import socket
import threading
import time

REQUEST = b"GET /r/x/watch?key=guess HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
TICK = 0.5  # seconds between two rounds over the connections
DRIBBLE = 1.0  # seconds between two bytes of a slow request


class Stranger:
    """``slots`` connections to 127.0.0.1:``port`` from ``source``, kept open (each reopened
    ``TICK`` seconds after the server drops it) until :meth:`stop` or ``lasting`` seconds."""

    def __init__(self, port: int, slots: int, source: str = "127.0.0.2",
                 lasting: float = 30.0) -> None:
        self.port, self.source = port, source
        self.sockets: list[socket.socket | None] = [None] * slots
        self.sent = [0] * slots  # bytes of REQUEST sent on each slow connection
        self.opened = 0  # connections opened in all
        self.dropped = 0  # connections the server dropped
        self._stop = threading.Event()
        self._deadline = time.monotonic() + lasting
        self._last_byte = 0.0
        self._thread = threading.Thread(target=self._run, name="stranger", daemon=True)
        self._thread.start()

    def _open(self, slot: int) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        sock.bind((self.source, 0))
        sock.connect_ex(("127.0.0.1", self.port))  # in progress: the kernel finishes it
        self.sockets[slot] = sock
        self.sent[slot] = 0
        self.opened += 1

    def _gone(self, sock: socket.socket) -> bool:
        """Whether the server closed or reset this connection."""
        poller = select.poll()
        poller.register(sock, select.POLLIN | select.POLLERR | select.POLLHUP)
        if not poller.poll(0):
            return False
        try:
            return sock.recv(1) == b""
        except BlockingIOError:
            return False
        except OSError:
            return True

    def _run(self) -> None:
        while not self._stop.is_set() and time.monotonic() < self._deadline:
            dribble = time.monotonic() - self._last_byte >= DRIBBLE
            if dribble:
                self._last_byte = time.monotonic()
            for slot, sock in enumerate(self.sockets):
                if sock is not None and self._gone(sock):
                    sock.close()
                    self.dropped += 1
                    sock = None
                if sock is None:
                    self._open(slot)
                elif dribble and slot % 2 and self.sent[slot] < len(REQUEST):
                    with contextlib.suppress(OSError):  # not connected yet: next time
                        self.sent[slot] += sock.send(REQUEST[self.sent[slot]:][:1])
            self._stop.wait(TICK)
        self._close_all()

    def _close_all(self) -> None:
        for sock in self.sockets:
            if sock is not None:
                sock.close()
        self.sockets = [None] * len(self.sockets)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)
