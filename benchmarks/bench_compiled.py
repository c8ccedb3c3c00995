"""The same engine source compiled with Cython, measured with the same benchmark.

Run: ``make bench-compiled`` (installs the ``bench`` extra: Cython and setuptools).
It copies the package to a temporary folder, compiles the engine's modules (``splitter``,
``plans``, ``search``, ``melds``, ``analysis``) there unchanged, and runs ``bench_engine.py``
(with the given arguments) against that copy. Nothing in the project is changed; the package
itself stays pure Python.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED = ("engine/splitter.py", "engine/plans.py", "engine/search.py", "engine/melds.py",
            "engine/analysis.py")


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        package = Path(tmp) / "cacheta_lab"
        shutil.copytree(ROOT / "cacheta_lab", package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        sources = [str(package / name) for name in COMPILED]
        built = subprocess.run([sys.executable, "-m", "Cython.Build.Cythonize", "-i", "-3",
                                *sources], cwd=tmp, capture_output=True, text=True, check=False)
        if built.returncode:
            print(built.stdout, built.stderr, file=sys.stderr)
            return built.returncode
        env = {**os.environ, "PYTHONPATH": tmp}
        check = subprocess.run([sys.executable, "-c",
                                "import cacheta_lab.engine.splitter as s; print(s.__file__)"],
                               env=env, cwd=tmp, capture_output=True, text=True, check=True)
        print(f"engine loaded from {check.stdout.strip()}")
        return subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_engine.py"),
                               *sys.argv[1:]], env=env, cwd=tmp, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
