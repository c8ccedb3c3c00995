"""Serve the JupyterLite site (dist/lite/) on 127.0.0.1 with the types the browser needs for
Pyodide (``.mjs`` as JavaScript, ``.wasm`` as WebAssembly, so it compiles while it downloads and
the browser keeps the compiled code). JupyterLab's bundles, named by their contents, are kept
by the browser for good; every other file carries an ETag and ``Cache-Control: no-cache``: a
second visit asks again and gets "not modified" for what did not change, and a rebuilt file is
never taken from the cache by its old date (the build gives many files fixed dates).
Standard library only.

    python lite/serve.py [--port 8800] [dist/lite]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import re
import threading
from pathlib import Path
from typing import ClassVar

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".whl": "application/zip", ".ipynb": "application/json",
         ".md": "text/markdown", ".svg": "image/svg+xml", ".woff2": "font/woff2"}


# JupyterLab's bundles are named by their contents (``jlab_core.a86436d.js``): never changed
HASHED_NAME = re.compile(r"\.[0-9a-f]{7,20}\.(js|css)$")


def etag(path: str) -> str:
    """The file's ETag: its inode, size, modification and change times. A rebuilt file is a
    new inode, and any rewrite moves the change time, even when the build gives the file back
    its old modification time."""
    st = os.stat(path)
    return f'"{st.st_ino:x}-{st.st_size:x}-{st.st_mtime_ns:x}-{st.st_ctime_ns:x}"'


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types Pyodide needs, validated by ETag; logs nothing."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    tag: str | None = None

    def send_head(self):  # type: ignore[no-untyped-def]
        path = self.translate_path(self.path)
        self.tag = etag(path) if os.path.isfile(path) else None
        asked = {t.strip() for t in self.headers.get("If-None-Match", "").split(",")}
        if self.tag is not None and self.tag in asked:
            self.send_response(http.server.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        return super().send_head()

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() != "last-modified":  # the ETag alone validates
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        if self.tag is not None:
            super().send_header("ETag", self.tag)
            immutable = HASHED_NAME.search(self.path.split("?")[0])
            super().send_header("Cache-Control", "public, max-age=31536000, immutable"
                                if immutable else "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


def server(root: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A server for ``root`` on 127.0.0.1 (``port`` 0: any free one), not yet serving."""
    handler = functools.partial(Handler, directory=str(root))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve_in_thread(root: Path, port: int = 0) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start serving ``root`` in a daemon thread; returns the server and its address."""
    httpd = server(root, port)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve the JupyterLite site on 127.0.0.1.")
    parser.add_argument("root", nargs="?", type=Path,
                        default=Path(__file__).resolve().parent.parent / "dist" / "lite")
    parser.add_argument("--port", type=int, default=8800)
    args = parser.parse_args()
    if not (args.root / "jupyter-lite.json").exists():
        raise SystemExit(f"no JupyterLite site in {args.root}: run `make lite` first")
    httpd = server(args.root, args.port)
    url = f"http://127.0.0.1:{httpd.server_address[1]}"
    print(f"JupyterLite: {url}/lab/index.html  (the lessons: {url}/lab/index.html?path=README.md)"
          "\nStop with Ctrl+C.", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        httpd.serve_forever()


if __name__ == "__main__":
    main()
