"""The Binder set-up, checked without Docker.

* ``repo2docker --no-build`` accepts ``binder/`` and plans the Python and packages it asks for;
* a fresh virtual environment built from ``binder/``'s files alone (``requirements.txt``, then
  ``postBuild``, which trusts the stored outputs) runs the lessons green under nbval, as
  mybinder.org would run them.

The second test installs packages from the package index (about a minute).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"

pytestmark = pytest.mark.binder


def _requirements() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [x.split("#", 1)[0].strip() for x in lines if x.split("#", 1)[0].strip()]


def _name(requirement: str) -> str:
    for sep in "<>=!~[; ":
        requirement = requirement.split(sep, 1)[0]
    return requirement.lower().replace("_", "-")


def test_binder_files() -> None:
    assert (BINDER / "runtime.txt").read_text(encoding="utf-8").strip() == "python-3.11"
    assert os.access(BINDER / "postBuild", os.X_OK), "binder/postBuild must be executable"
    requirements = _requirements()
    assert "." in requirements, "binder/requirements.txt must install the project itself"
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    jupyter = extras["project"]["optional-dependencies"]["jupyter"]
    listed = {_name(r) for r in requirements}
    missing = [r for r in jupyter if _name(r) not in listed]
    assert not missing, f"binder/requirements.txt lacks the jupyter extra's {missing}"


def _repo2docker() -> str | None:
    here = Path(sys.executable).parent / "repo2docker"
    return str(here) if here.exists() else shutil.which("repo2docker")


def test_repo2docker_accepts_the_binder_folder() -> None:
    exe = _repo2docker()
    if exe is None:
        pytest.skip("repo2docker is not installed (pip install jupyter-repo2docker)")
    done = subprocess.run([exe, "--no-build", "--debug", str(ROOT)], capture_output=True,
                          text=True, timeout=120, check=False)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-3000:]
    assert "python=3.11" in out
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in out
    # the requirements name the project itself, so they are installed after the repository
    # is copied in, from its root
    copy_all = out.index("COPY --chown=0:0 src/ ${REPO_DIR}/")
    assert copy_all < out.index('pip install --no-cache-dir -r "binder/requirements.txt"')


def test_fresh_venv_from_binder_runs_the_lessons(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = str(venv / "bin" / "python")
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}

    def run(*args: str, timeout: int, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
        return subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=env,
                              timeout=timeout, check=False)

    # exactly what mybinder.org runs, from the repository root
    done = run(python, "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt",
               timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    # the test runner only; everything the lessons import must already be there
    done = run(python, "-m", "pip", "install", "--quiet", "pytest", "nbval", timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    done = run(python, "-c", "import cacheta_lab; print(cacheta_lab.__file__)", timeout=60,
               cwd=tmp_path)
    assert str(venv) in done.stdout, "the project must come from the fresh environment"
    # postBuild trusts the stored outputs (in a data dir of the test's own)
    data_dir = tmp_path / "jupyter-data"
    env.update(JUPYTER_DATA_DIR=str(data_dir),
               PATH=f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}")
    done = run("bash", "binder/postBuild", timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    check = ("import glob, nbformat, sys\n"
             "from nbformat.sign import NotebookNotary\n"
             "notary = NotebookNotary(data_dir=sys.argv[1])\n"
             "paths = sorted(glob.glob('notebooks/*/*.ipynb'))\n"
             "bad = [p for p in paths if not notary.check_signature(nbformat.read(p, 4))]\n"
             "print(len(paths), bad)\n")
    done = run(python, "-c", check, str(data_dir), timeout=60)
    assert done.returncode == 0 and done.stdout.split(" ", 1)[1].strip() == "[]", (
        done.stdout + done.stderr)
    assert int(done.stdout.split()[0]) >= 14
    done = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval",
               "--nbval-current-env", "--nbval-sanitize-with", "notebooks/sanitize.cfg",
               "notebooks/pt-BR", "notebooks/en", timeout=600)
    assert done.returncode == 0, (done.stdout + done.stderr)[-5000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
