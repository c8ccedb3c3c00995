"""The site's server (lite/serve.py): WebAssembly served as such, and every file validated by an
ETag, so a second visit reuses the browser's cache and a rebuilt file is never mistaken for the
old one, even with the same size and date."""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "lite"))

from serve import serve_in_thread


def fetch(url: str, tag: str | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"If-None-Match": tag} if tag else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as answer:
        return answer.code, dict(answer.headers), b""


def test_etag_validates_each_file_and_sees_a_rebuilt_one(tmp_path: Path) -> None:
    wasm = tmp_path / "core.wasm"
    wasm.write_bytes(b"\0asm" + bytes(100))
    httpd, url = serve_in_thread(tmp_path)
    try:
        status, headers, body = fetch(f"{url}/core.wasm")
        assert status == 200 and body == wasm.read_bytes()
        assert headers["Content-type"] == "application/wasm"
        assert headers["Cache-Control"] == "no-cache"
        assert "Last-Modified" not in headers
        tag = headers["ETag"]
        assert fetch(f"{url}/core.wasm", tag)[0] == 304
        # rebuilt as the build does (a new file put in its place) with other contents but the
        # same size and date: a new tag, the new file
        stat = wasm.stat()
        rebuilt = tmp_path / "rebuilt.wasm"
        rebuilt.write_bytes(b"\0asm" + bytes(99) + b"\1")
        os.utime(rebuilt, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        os.replace(rebuilt, wasm)
        status, headers, body = fetch(f"{url}/core.wasm", tag)
        assert status == 200 and body.endswith(b"\1") and headers["ETag"] != tag
    finally:
        httpd.shutdown()


def test_bundles_named_by_their_contents_are_kept(tmp_path: Path) -> None:
    (tmp_path / "jlab_core.a86436d.js").write_text("/* bundle */")
    (tmp_path / "bundle.js").write_text("/* not named by its contents */")
    httpd, url = serve_in_thread(tmp_path)
    try:
        kept = fetch(f"{url}/jlab_core.a86436d.js?v=a86436d")[1]["Cache-Control"]
        assert "immutable" in kept and "max-age=31536000" in kept
        assert fetch(f"{url}/bundle.js")[1]["Cache-Control"] == "no-cache"
    finally:
        httpd.shutdown()
