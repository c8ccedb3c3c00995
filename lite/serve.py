"""Serve the JupyterLite site (dist/lite/) on 127.0.0.1 with the types the browser needs for
Pyodide (``.mjs`` as JavaScript, ``.wasm`` as WebAssembly). Standard library only.

    python lite/serve.py [--port 8800] [dist/lite]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import threading
from pathlib import Path
from typing import ClassVar

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".whl": "application/zip", ".ipynb": "application/json",
         ".md": "text/markdown", ".svg": "image/svg+xml", ".woff2": "font/woff2"}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types Pyodide needs; logs nothing."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

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
