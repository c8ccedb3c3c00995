"""Drive JupyterLab in a real browser: start a headless server on 127.0.0.1 with its own
config, open a notebook in Chromium through Playwright, run it, talk to its kernel.

Used by the end-to-end tests, the latency benchmark and the screenshot script.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM = os.environ.get("CACHETA_CHROMIUM", "/usr/bin/chromium")
VENV_BIN = Path(sys.executable).parent
REPO = Path(__file__).resolve().parents[2]


def browser_problem(app: str = "lab") -> str | None:
    """Why no end-to-end run is possible here (with ``jupyter <app>``), or None when it is."""
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (apt-get install -y chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed"
    command = f"jupyter-{app}"
    if not (VENV_BIN / command).exists() and not shutil.which(command):
        return f"{command} is not installed"
    return None


def _free_port() -> int:
    """A free port on 127.0.0.1: in the range ``CACHETA_PORTS`` ("18300-18399") when set,
    else any."""
    low, _, high = os.environ.get("CACHETA_PORTS", "0-0").partition("-")
    for port in range(int(low), int(high or low) + 1):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return s.getsockname()[1]
    raise RuntimeError(f"no free port in CACHETA_PORTS={os.environ['CACHETA_PORTS']}")


def notebook(*cells: str) -> dict[str, Any]:
    """A notebook (nbformat 4) with these code cells and no outputs."""
    return {
        "cells": [{"cell_type": "code", "execution_count": None, "id": f"cell{i}",
                   "metadata": {}, "outputs": [], "source": src} for i, src in enumerate(cells)],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


class Lab:
    """A JupyterLab server of its own: temp config, runtime and settings dirs, no token.
    ``app="notebook"`` serves Notebook 7 instead (``jupyter notebook``), which opens a
    notebook at ``/notebooks/<name>``."""

    def __init__(self, app: str = "lab") -> None:
        self.app = app
        self.home = Path(tempfile.mkdtemp(prefix="cacheta-lab-e2e-"))
        self.notebooks = self.home / "notebooks"
        self.notebooks.mkdir()
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self.env = {
            **os.environ,
            "JUPYTER_CONFIG_DIR": str(self.home / "config"),
            "JUPYTER_RUNTIME_DIR": str(self.home / "runtime"),
            "JUPYTERLAB_SETTINGS_DIR": str(self.home / "settings"),
            "JUPYTERLAB_WORKSPACES_DIR": str(self.home / "workspaces"),
            "IPYTHONDIR": str(self.home / "ipython"),
            "JUPYTER_PLATFORM_DIRS": "1",
            "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        }

    def start(self, timeout: float = 60) -> Lab:
        jupyter = str(VENV_BIN / "jupyter")
        if self.app == "lab":  # Notebook 7 shows no news, and fails to load its settings
            subprocess.run([jupyter, "labextension", "disable",
                            "@jupyterlab/apputils-extension:announcements"],
                           env=self.env, check=True, capture_output=True)
        log = open(self.home / "server.log", "wb")  # noqa: SIM115 - closed with the server
        # Notebook 7 reads its own options from the flag, not from --LabApp.…
        own = (["--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None"]
               if self.app == "lab" else ["--expose-app-in-browser"])
        self.proc = subprocess.Popen(
            [jupyter, self.app, "--no-browser", "--ip", "127.0.0.1", "--port", str(self.port),
             "--allow-root", "--IdentityProvider.token=", "--ServerApp.password=",
             "--ServerApp.disable_check_xsrf=True", *own, "--ServerApp.port_retries=0",
             f"--ServerApp.root_dir={self.notebooks}"],
            env=self.env, stdout=log, stderr=subprocess.STDOUT, cwd=self.notebooks)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("JupyterLab stopped:\n" + self.log())
            try:
                with urllib.request.urlopen(self.url + "/api/status", timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.25)
        raise RuntimeError("JupyterLab did not start in time:\n" + self.log())

    def log(self) -> str:
        path = self.home / "server.log"
        return path.read_text(errors="replace")[-4000:] if path.exists() else ""

    def write(self, name: str, *cells: str) -> str:
        (self.notebooks / name).write_text(json.dumps(notebook(*cells)))
        return name

    def delete_sessions(self) -> None:
        """Kernel sessions outlive page loads: end them between tests."""
        with urllib.request.urlopen(self.url + "/api/sessions", timeout=5) as r:
            sessions = json.loads(r.read())
        for s in sessions:
            req = urllib.request.Request(f"{self.url}/api/sessions/{s['id']}", method="DELETE")
            urllib.request.urlopen(req, timeout=10).close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        shutil.rmtree(self.home, ignore_errors=True)


@contextmanager
def running_lab() -> Iterator[Lab]:
    lab = Lab().start()
    try:
        yield lab
    finally:
        lab.stop()


_WAIT_KERNEL = """async (name) => {
  const app = window.jupyterapp;
  const deadline = Date.now() + 120000;
  let panel = null;
  while (Date.now() < deadline) {
    const w = app.shell.currentWidget;
    if (w && w.context && w.context.path === name && w.sessionContext) { panel = w; break; }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!panel) throw new Error("notebook panel not found");
  await panel.context.ready;
  await panel.sessionContext.ready;
  while (Date.now() < deadline) {
    const k = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (k && k.connectionStatus === "connected" && k.status === "idle") return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  const s = panel.sessionContext.session;
  const k = s && s.kernel;
  throw new Error("kernel not ready: " + (k ? k.connectionStatus + "/" + k.status : "no kernel"));
}"""

_EXECUTE = """async (code) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, store_history: false });
  let out = "";
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === "stream") out += msg.content.text;
    else if (t === "execute_result") out += msg.content.data["text/plain"] + "\\n";
    else if (t === "error") out += "ERROR " + msg.content.ename + ": " + msg.content.evalue;
  };
  await future.done;
  return out;
}"""


def open_notebook(page: Any, lab: Lab, name: str, theme: str | None = None,
                  ready: str = ".ctl-t-root[data-ack]", sidebars: bool = True) -> None:
    """Open ``name`` in JupyterLab, wait for its kernel, run every cell, wait for the widget
    (``ready``: a selector that appears once it is drawn). ``sidebars=False`` closes the
    side panels first (the file browser fills a phone-sized window)."""
    if lab.app == "lab":
        page.goto(f"{lab.url}/lab/tree/{name}?reset")  # no layout restored from an earlier test
    else:
        page.goto(f"{lab.url}/notebooks/{name}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60000)
    page.evaluate(_WAIT_KERNEL, name)
    if not sidebars and lab.app == "lab":
        page.evaluate("() => { window.jupyterapp.shell.collapseLeft(); "
                      "window.jupyterapp.shell.collapseRight(); }")
    if theme:
        page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme', "
                      "{theme: t})", theme)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(ready, timeout=60000)


def kernel(page: Any, code: str) -> str:
    """Run ``code`` in the open notebook's kernel and return what it printed."""
    out = page.evaluate(_EXECUTE, code)
    if "ERROR " in out:
        raise AssertionError(out)
    return out


# Notebook 7.6's shortcut settings fail on their own at start-up, with or without a table
NOTEBOOK7_OWN = "Cannot read properties of undefined (reading 'schema')"


def own_errors(errors: list[str]) -> list[str]:
    """The page's errors, less the one Notebook 7 makes by itself."""
    return [e for e in errors if e != NOTEBOOK7_OWN]


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=["--no-sandbox"])


_CLICK_AND_WAIT = """async (selector) => {
  const root = document.querySelector(".ctl-t-root");
  const target = document.querySelector(selector);
  if (!target) throw new Error("no element " + selector);
  const start = performance.now();
  target.click();
  const want = root.dataset.sent;
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer for " + selector)), 20000);
    const check = () => {
      const r = document.querySelector(".ctl-t-root");
      if (r.dataset.ack === want) { clearTimeout(timer); observer.disconnect(); resolve(); }
    };
    const observer = new MutationObserver(check);
    observer.observe(root.parentElement, { attributes: true, subtree: true,
                                           attributeFilter: ["data-ack"] });
    check();
  });
  return performance.now() - start;
}"""


def click_and_wait(page: Any, selector: str) -> float:
    """Click an element of the table; wait for the kernel's answer. Milliseconds taken."""
    return page.evaluate(_CLICK_AND_WAIT, selector)
