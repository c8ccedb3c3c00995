"""The door of a room server: any request target and any headers get an HTTP answer (a page,
the handshake, or a 400/403/404 refusal), never a 500 nor a dropped connection; a link with
extra query fields still opens; reading a request's address never raises."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from fuzz.hostile import FUZZ
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.sync.client import connect

from cacheta_lab.errors import CachetaError
from cacheta_lab.room.links import WATCH, parse_address, websocket_url
from cacheta_lab.words.catalogue import Said

from .raw_client import http_status

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

DOOR_FUZZ = settings(FUZZ, max_examples=max(FUZZ.max_examples, 100))  # 10 ms a request
ANSWERS = {101, 200, 400, 403, 404, 414, 426}  # the handshake, a page, a refusal
VISIBLE = st.characters(min_codepoint=0x21, max_codepoint=0x7E)  # what a request target holds
PIECES = st.sampled_from(["/", "//", "/r/", "[", "]", "[x", "%", "%ff", "%00", "?", "&", "=",
                          "#", "..", "seat/", "/0", "/99", "host", "watch", "log", "@", ":",
                          ";", "\\", "x" * 300])
FIELDS = st.sampled_from(["&a=1", "&key=", "&key=x", "&lang=en", "&lang=xx", "&game=0",
                          "&game=9", "&game=-1", "&game=" + "9" * 8, "&=", "&&", "&a=1" * 9])
STARTS = ["", "/", "//", "//[", "//[x/", "/r/", "/r/x/", "/r/[x/"]
HEADER_NAMES = st.sampled_from(
    ["Upgrade", "Connection", "Sec-WebSocket-Key", "Sec-WebSocket-Version", "Origin", "Host",
     "Sec-WebSocket-Extensions", "Sec-WebSocket-Protocol", "Cookie", "Accept",
     "X-Forwarded-For"])  # a body (Content-Length) is refused by the library, before the door
UPGRADE = [("Upgrade", "websocket"), ("Connection", "Upgrade"),
           ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
HEADER_VALUES = st.one_of(
    st.sampled_from(["websocket", "Upgrade", "upgrade, keep-alive", "13", "8", "",
                     "dGhlIHNhbXBsZSBub25jZQ==", "permessage-deflate", "null", "0", "x" * 500]),
    st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF, exclude_characters="\x7f"),
            max_size=30))


def _paths(server) -> list[str]:
    """The request targets of a room's real links (key included)."""
    links = server.links
    urls = [links["watch"], links["host"], *links["seats"],
            links["host"].replace("/host?", "/log?")]
    return [urlsplit(u).path + "?" + urlsplit(u).query for u in urls]


def _request(target: str, headers: list[tuple[str, str]]) -> bytes:
    lines = [f"GET {target} HTTP/1.1", "Host: 127.0.0.1",
             *(f"{name}: {value}" for name, value in headers)]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def test_a_link_with_extra_query_fields_opens(make_server) -> None:
    server = make_server(players=2)
    watch = server.links["watch"] + "".join(f"&f{i}=x" for i in range(8))  # 9 fields
    status, body = http_status(server.port, _request(urlsplit(watch).path + "?"
                                                     + urlsplit(watch).query, []))
    assert status == 200 and b"<html" in body
    with connect(websocket_url(watch), open_timeout=5) as ws:
        assert '"welcome"' in ws.recv(5)


@pytest.mark.parametrize("target", ["//[x/", "/r/[x/watch?key=a", "//[::1/r/x/watch",
                                    "/?" + "&".join(f"f{i}=1" for i in range(50))])
def test_broken_request_targets_are_404(make_server, target: str) -> None:
    server = make_server(players=2)
    status, body = http_status(server.port, _request(target, []))
    assert status == 404
    assert body.decode() in {f"{CachetaError(Said(key))}\n" for key in ("room.no_path",
                                                                         "room.no_room")}


def test_repeated_headers_are_answered(make_server) -> None:
    server = make_server(players=2)
    target = _paths(server)[0]
    twice = [("Upgrade", "websocket"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
             ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
    status, _ = http_status(server.port, _request(target, twice))
    assert status in ANSWERS - {101}


def test_any_request_target_and_headers_get_an_answer(make_server) -> None:
    server = make_server(players=2)
    paths = _paths(server)

    @DOOR_FUZZ
    @given(start=st.sampled_from(paths + STARTS),
           tail=st.lists(st.one_of(FIELDS, PIECES, st.text(VISIBLE, max_size=12)), max_size=12),
           headers=st.lists(st.tuples(HEADER_NAMES, HEADER_VALUES), max_size=6),
           upgrade=st.booleans())
    def one(start: str, tail: list[str], headers: list[tuple[str, str]], upgrade: bool
            ) -> None:
        target = (start + "".join(tail)) or "/"
        headers = UPGRADE + headers if upgrade else headers
        status, _ = http_status(server.port, _request(target, headers))
        assert status in ANSWERS, (target, headers, status)

    one()


@FUZZ
@given(path=st.one_of(st.text(), st.text(VISIBLE), st.lists(st.one_of(
    st.sampled_from(STARTS), PIECES, FIELDS)).map("".join)))
def test_reading_an_address_never_raises(path: str) -> None:
    address = parse_address(path)
    assert address is None or address.role in ("seat", "host", WATCH, "log")
