"""Every frame the server sends, as the text that goes out: JSON that always encodes as UTF-8.
A lone surrogate (which JSON can carry in, as ``"\\ud800"``, but no text frame can carry out)
becomes U+FFFD; a frame's ``id`` is sent back only when it is one the client can recognise."""

from __future__ import annotations

import json
import re
from typing import Any

LONGEST_ID = 40  # characters of a frame's id
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def frame_text(frame: dict[str, Any] | str) -> str:
    """``frame`` (a dict, or JSON text already built) as text that encodes."""
    text = frame if isinstance(frame, str) else json.dumps(frame, ensure_ascii=False,
                                                           separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = LONE_SURROGATE.sub("\ufffd", text)
    return text


def echoable_id(frame_id: Any) -> bool:
    """Whether a frame's ``id`` can be sent back exactly as it came: a whole number or a text
    of at most :data:`LONGEST_ID` characters, with no lone surrogate."""
    if isinstance(frame_id, bool) or not isinstance(frame_id, int | str):
        return False
    text = str(frame_id)
    return len(text) <= LONGEST_ID and LONE_SURROGATE.search(text) is None
