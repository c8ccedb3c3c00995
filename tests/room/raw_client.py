"""A WebSocket client on a bare socket, for fault tests: it does what a broken or hostile client
does and a library client will not (stop reading, send pings in bulk, leave a close unanswered),
and a raw HTTP request for the door."""

from __future__ import annotations

import base64
import os
import socket
import struct
from urllib.parse import urlsplit

TEXT, CLOSE, PING = 0x1, 0x8, 0x9


def _frame(opcode: int, payload: bytes) -> bytes:
    """One masked frame (a client's frames are masked)."""
    mask = os.urandom(4)
    size = len(payload)
    if size < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
    elif size < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return head + mask + masked


def _head(sock: socket.socket) -> bytes:
    """An HTTP response's head (up to the blank line)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(1)
        if not chunk:
            raise ConnectionError("closed before the response's head ended")
        data += chunk
    return data


def http_status(port: int, request: bytes, timeout: float = 5.0) -> tuple[int, bytes]:
    """Send ``request`` (raw bytes) to 127.0.0.1:``port``; the answer's status and body (what
    arrived until the server closed; nothing after a 101). A connection closed with no answer
    raises."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(request)
        head = _head(sock)
        status = int(head.split(b" ", 2)[1])
        body = b""
        if status == 101:
            return status, body
        while True:
            try:
                chunk = sock.recv(65536)
            except (ConnectionResetError, TimeoutError):
                break
            if not chunk:
                break
            body += chunk
    return status, body


class RawClient:
    """A connection to a room link (``http://`` or ``ws://``); ``receive_buffer`` shrinks the
    socket's receive buffer so that a client that stops reading soon stops taking data."""

    def __init__(self, url: str, receive_buffer: int | None = None, timeout: float = 5.0
                 ) -> None:
        parts = urlsplit(url)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if receive_buffer is not None:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(timeout)
        self.sock.connect((parts.hostname, parts.port))
        key = base64.b64encode(os.urandom(16)).decode()
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        self.sock.sendall(
            f"GET {target} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            f"Sec-WebSocket-Version: 13\r\n\r\n".encode())
        head = _head(self.sock)
        self.status = int(head.split(b" ", 2)[1])
        self.buffer = b""

    def send_text(self, text: str) -> None:
        self.sock.sendall(_frame(TEXT, text.encode("utf-8")))

    def send_raw(self, frames: bytes) -> None:
        self.sock.sendall(frames)

    def _read(self, n: int) -> bytes:
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed by the server")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def recv(self) -> tuple[int, bytes]:
        """The next frame from the server: (opcode, payload)."""
        first, second = self._read(2)
        size = second & 0x7F
        if size == 126:
            (size,) = struct.unpack("!H", self._read(2))
        elif size == 127:
            (size,) = struct.unpack("!Q", self._read(8))
        return first & 0x0F, self._read(size)

    def closed(self) -> bool:
        """Whether the server ends the connection (its close frame or the socket's end) within
        the socket's timeout; the frames before are read and dropped."""
        try:
            while True:
                opcode, _ = self.recv()
                if opcode == CLOSE:
                    return True
        except TimeoutError:
            return False
        except OSError:  # reset, refused, or ended
            return True

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> RawClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def ping_frames(count: int, payload: bytes = b"p" * 125) -> bytes:
    """``count`` ping frames in one block of bytes."""
    return _frame(PING, payload) * count


def text_frames(text: str, count: int) -> bytes:
    """``count`` copies of one text frame in one block of bytes."""
    return _frame(TEXT, text.encode("utf-8")) * count
