"""The lessons as a JupyterLite site, in Chromium with no network but loopback: each lesson
opens with its stored drawings, the Pyodide kernel starts with cacheta_lab importable, Run All
gives no error, the card table and the game table answer clicks, the puzzle trainer answers a
click and a key with its verdict and keeps the history in the notebook's folder (the browser's
storage), and nothing is requested from any host but 127.0.0.1. The site itself: every lesson
and an index, Pyodide served locally, the same files when built again from scratch."""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from offline import QUICK, REPO, chosen_lessons

sys.path.insert(0, str(REPO / "lite"))

from site_files import contents, listed_lessons


def test_the_browser_had_only_loopback(offline_run: dict[str, Any]) -> None:
    assert offline_run["interfaces"] == ["lo"]
    assert offline_run["url"].startswith("http://127.0.0.1:")


def stored_drawings(lesson: str) -> int:
    """How many stored outputs of the lesson draw cards (inline SVG)."""
    nb = json.loads((REPO / "notebooks" / lesson).read_text())
    return sum("<svg" in "".join(o.get("data", {}).get("text/html", ""))
               for c in nb["cells"] if c["cell_type"] == "code" for o in c["outputs"])


@pytest.mark.parametrize("lesson", chosen_lessons())
def test_lesson_runs_in_the_browser_offline(offline_run: dict[str, Any], lesson: str) -> None:
    r = offline_run["by_lesson"][lesson]
    assert "failure" not in r, r.get("failure")
    assert r["foreign_requests"] == [], "requests left 127.0.0.1"
    assert r["kernel"] == "python"
    assert r["trusted"]
    # opened and left untouched, with the kernel connected: nothing to save on closing
    assert r["dirty_on_open"] is False, f"marked as changed; language_info: {r['language_info']}"
    if stored_drawings(lesson):
        assert r["stored_svgs"] > 0, "stored card drawings not shown on opening"
    run = r["run_all"]
    assert run["errors"] == [] and run["unrun"] == 0
    assert r["page_errors"] == []

    probe = r["kernel_probe"]
    # started from the site's snapshot, without IPython's terminal front end or jedi ...
    assert probe["snapshot"] == "1"
    assert probe["loaded"] == []
    # the current folder (the browser's drive, slow to ask) once on sys.path, last
    assert probe["current_folder"] == [probe["path_length"] - 1]
    # ... which load when used: completion (jedi, with its standard library stubs: it knows
    # os.path.join gives a str) and IPython.embed, once a cell imports prompt_toolkit
    assert "upper" in probe["completions"]
    assert probe["jedi"] is True
    assert probe["embed"] == "IPython.terminal.embed"

    table = r["card_table"]
    assert table["found"] or lesson not in QUICK, "the quick lessons are chosen for their table"
    if table["found"]:
        # three cards picked and taken back (or, from a full hand, taken back and picked
        # again): every click answered by the kernel, each changing the hand by one card
        before = table["hand_before"]
        assert len(table["clicks_ms"]) == 6
        step = 1 if before < 10 else -1
        assert table["counts"] == [before + step, before] * 3
        assert table["hand_after"] == before
        assert table["status"].strip()
    game = r["game_table"]
    assert game["found"], game.get("error")
    assert len(game["steps_ms"]) == 3
    assert game["log_after"] == game["log_before"] + 3  # one logged move per Step click

    trainer = r["trainer"]
    assert trainer["found"], trainer.get("error")
    # one puzzle answered by a click on the right pile, the next by Enter on it: each verdict
    # drawn, right, with the coach's sentences; after the key, the focus on "next"
    assert len(trainer["clicks_ms"]) == 1 and len(trainer["verdicts"]) == 2
    first, second = trainer["verdicts"]
    assert first["puzzle"] != second["puzzle"]
    for verdict in (first, second):
        assert verdict["solved"] == "1" and verdict["title"] == trainer["right"]
        assert verdict["why"] and all(sentence.strip() for sentence in verdict["why"])
    assert trainer["focus_after_key"] == "next"
    # the history: by default in the notebook's own folder, on JupyterLite's drive; read back
    # from that file by another History in the same kernel, both attempts in it
    history = trainer["history"]
    folder = "/drive/" + lesson.rsplit("/", 1)[0]
    assert history["folder"] == folder
    assert history["default"] == history["trainer"] == f"{folder}/puzzle-history.sqlite"
    assert history["exists"] and history["answered"] == 2
    assert [(row["n"], row["puzzle"], row["solved"]) for row in history["rows"]] == [
        (1, first["puzzle"], True), (2, second["puzzle"], True)]
    assert all(row["answer"].startswith("draw ") for row in history["rows"])
    # ... and in the browser's storage, where the file browser shows it: a SQLite database
    stored = trainer["stored"]
    assert stored["name"] == "puzzle-history.sqlite" and stored["format"] == "base64"
    assert stored["head"] == "SQLite format 3\x00" and stored["size"] >= 4096


def test_site_has_every_lesson_an_index_and_a_local_pyodide(site: Path) -> None:
    contents = json.loads((site / "api" / "contents" / "all.json").read_text())
    assert {c["name"] for c in contents["content"]} == {"en", "pt-BR", "README.md"}
    index = (site / "files" / "README.md").read_text()
    for lang in ("en", "pt-BR"):
        lessons = listed_lessons(REPO / "notebooks", lang)
        assert len(lessons) >= 13
        assert sorted(p.name for p in (site / "files" / lang).glob("*.ipynb")) == lessons
        assert all(f"({lang}/{name})" in index for name in lessons)
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/start.mjs"  # Pyodide from its snapshot
    assert (site / "static" / "pyodide" / "snapshot.bin.gz").stat().st_size > 1_000_000
    assert kernel["disablePyPIFallback"] is True
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    # the kernel starts without the project; a cell's `import cacheta_lab` loads it, with the
    # widget packages it needs, from the lock
    preloaded = kernel["loadPyodideOptions"]["packages"]
    assert {"ipython", "pyodide-kernel", "jedi"} <= set(preloaded)
    # IPython's terminal front end is not loaded with the kernel, but it is in the site
    assert not {"prompt_toolkit", "prompt-toolkit", "wcwidth"} & set(
        lock["packages"]["ipython"]["depends"])
    assert lock["packages"]["prompt-toolkit"]["imports"] == ["prompt_toolkit"]
    assert "cacheta-lab" not in preloaded
    project = lock["packages"]["cacheta-lab"]
    assert project["imports"] == ["cacheta_lab"]
    assert {"anywidget", "ipywidgets"} <= set(project["depends"])
    assert all((site / "static" / "pyodide" / p["file_name"]).exists()
               for p in lock["packages"].values())
    built = sorted(str(p.relative_to(site)) for p in site.rglob("*") if p.is_file())
    assert "cdn.jsdelivr" not in (site / "jupyter-lite.json").read_text()
    assert (site / "files.txt").read_text().split() == [f for f in built if f != "files.txt"]


def test_a_second_build_from_scratch_gives_the_same_files(site: Path, tmp_path: Path) -> None:
    again = tmp_path / "lite"
    python = REPO / "lite" / ".venv" / "bin" / "python"
    subprocess.run([str(python), str(REPO / "lite" / "build.py"), "--output", str(again)],
                   check=True, capture_output=True, cwd=REPO)
    assert (again / "files.txt").read_text() == (site / "files.txt").read_text()


def hash_pyc_flags(data: bytes) -> int:
    """The flags word of a ``.pyc`` header (PEP 552): 1 is hash based, unchecked."""
    return int.from_bytes(data[4:8], "little")


def test_the_kernels_python_comes_compiled(site: Path) -> None:
    """The standard library and the kernel's wheels carry bytecode that Pyodide uses as it is:
    hash based and unchecked, since unpacking gives the sources new times."""
    pyodide = site / "static" / "pyodide"
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
        assert {"asyncio/__init__.py", "asyncio/__init__.pyc", "json/decoder.pyc"} <= names
        assert hash_pyc_flags(stdlib.read("asyncio/__init__.pyc")) == 1
    (ipython,) = pyodide.glob("ipython-*.whl")
    with zipfile.ZipFile(ipython) as wheel:
        pyc = [n for n in wheel.namelist() if n.startswith("IPython/core/__pycache__/")]
        assert "IPython/core/interactiveshell.py" in wheel.namelist()
        assert any(n.startswith("IPython/core/__pycache__/interactiveshell.") for n in pyc)
        assert all(hash_pyc_flags(wheel.read(n)) == 1 for n in pyc)
        record = wheel.read(next(n for n in wheel.namelist() if n.endswith("/RECORD")))
        assert all(n.encode() in record for n in pyc)


def test_the_lighter_wheels_match_their_record(site: Path) -> None:
    """The site's IPython and jedi wheels, changed at build time, still list exactly their
    files in RECORD, each with its hash; jedi's keeps its standard library stubs only."""
    pyodide = site / "static" / "pyodide"
    for pattern in ("ipython-*.whl", "jedi-*.whl"):
        (wheel,) = pyodide.glob(pattern)
        with zipfile.ZipFile(wheel) as zin:
            names = set(zin.namelist())
            record_name = next(n for n in names if n.endswith(".dist-info/RECORD"))
            rows = [line.split(",") for line in zin.read(record_name).decode().splitlines()]
            assert {row[0] for row in rows} == names
            for name, digest, size in rows:
                if digest:  # RECORD itself and the added bytecode carry none
                    data = zin.read(name)
                    assert digest == "sha256=" + base64.urlsafe_b64encode(
                        hashlib.sha256(data).digest()).rstrip(b"=").decode()
                    assert int(size) == len(data)
        if pattern.startswith("jedi"):
            stubs = [n for n in names if "/typeshed/" in n]
            assert "jedi/third_party/typeshed/stdlib/3/builtins.pyi" in stubs
            assert not [n for n in stubs if "/stdlib/2/" in n or "django" in n]


def test_the_site_publishes_the_lessons_of_the_index_only(tmp_path: Path) -> None:
    """A notebook dropped into notebooks/en/ (a scratch copy, a learner's file) is not a
    lesson: the site holds what the lessons' index lists, each with the Pyodide kernel's
    language_info."""
    notebooks = tmp_path / "notebooks"
    shutil.copytree(REPO / "notebooks", notebooks,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    stray = json.loads((notebooks / "en" / "01-cartas.ipynb").read_text())
    (notebooks / "en" / "99-scratch.ipynb").write_text(json.dumps(stray))
    (notebooks / "pt-BR" / "Untitled.ipynb").write_text(json.dumps(stray))
    info = {"name": "python", "version": "3.8", "codemirror_mode": {"name": "python"}}
    published = contents(tmp_path / "files", info, notebooks)
    names = {p.name for p in published}
    assert "99-scratch.ipynb" not in names and "Untitled.ipynb" not in names
    assert names == set(listed_lessons(notebooks, "en")) == set(listed_lessons(notebooks,
                                                                                "pt-BR"))
    index = (tmp_path / "files" / "README.md").read_text()
    assert "scratch" not in index and "Untitled" not in index
    copy = json.loads((tmp_path / "files" / "en" / "06-na-boa.ipynb").read_text())
    assert copy["metadata"]["language_info"] == info
