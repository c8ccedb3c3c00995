"""Build the lessons as a JupyterLite site in dist/lite/: JupyterLab and a Pyodide kernel that run
in the browser, with cacheta_lab already installed, served as static files.

Everything comes from the project's own files and from the package registries (PyPI, npm); the
downloads are kept in lite/.cache/ so a rebuild fetches nothing. Runs in the build venv
(lite/.venv, Python 3.12): ``make lite``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from bytecode import STDLIB, add_bytecode
from lighter_wheels import make_lighter
from pyodide_lock import PyodideLockSpec
from pyodide_lock.utils import add_wheels_to_spec
from site_files import contents, kernel_language_info
from snapshot import ENTRY, add_snapshot

LITE = Path(__file__).resolve().parent
REPO = LITE.parent
CACHE = LITE / ".cache"
BIN = Path(sys.executable).parent

# Pyodide from npm: exactly the version jupyterlite-pyodide-kernel 0.8.6 was made for.
PYODIDE = "pyodide@314.0.6"
PYODIDE_TGZ = "pyodide-314.0.6.tgz"
PYODIDE_SHA256 = "d78ac549b28a2a58600cd06f44e017024151775f8c6b2d73fab1475400d38ea2"
# the core files of Pyodide that the site serves (no console pages, no type stubs, no maps)
PYODIDE_CORE = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                "python_stdlib.zip", "package.json")
# the kernel loads Pyodide through the site's entry, which starts it from its snapshot
PYODIDE_URL = f"./static/pyodide/{ENTRY}"
KERNEL_EXTENSION = "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
# loaded before the kernel starts: what the kernel itself imports (it would install each one
# that is missing). The project is not among them: the kernel loads a cell's imports from
# pyodide-lock.json before running it, so the first `import cacheta_lab` loads the project and
# what it needs (LAZY_DEPENDS) with no install cell, and the kernel is ready sooner.
PRELOAD = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
# what IPython requires for its terminal front end alone, which a notebook's kernel never uses
TERMINAL_ONLY = ("prompt_toolkit", "prompt-toolkit", "wcwidth")
PROJECT = "cacheta-lab"
# the project's notebook packages (its `jupyter` extra, which its wheel does not require)
LAZY_DEPENDS = ("anywidget", "ipywidgets")
EPOCH = 1767225600  # 2026-01-01: every timestamp the build writes, for repeatable output


def run(*cmd: str | Path, **kw: object) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[call-overload]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_core() -> Path:
    """Pyodide's core files, unpacked from the npm tarball (downloaded once into the cache)."""
    tgz = CACHE / PYODIDE_TGZ
    if not tgz.exists() or sha256(tgz) != PYODIDE_SHA256:
        CACHE.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", PYODIDE, "--silent", "--pack-destination", CACHE,
            stdout=subprocess.DEVNULL)
    if sha256(tgz) != PYODIDE_SHA256:
        raise SystemExit(f"{tgz}: sha256 {sha256(tgz)} is not the pinned {PYODIDE_SHA256}")
    out = CACHE / "pyodide"
    if not (out / "package" / "pyodide-lock.json").exists():
        shutil.rmtree(out, ignore_errors=True)
        with tarfile.open(tgz) as tar:
            tar.extractall(out, filter="data")
    return out / "package"


def kernel_wheels() -> list[Path]:
    """The kernel's wheels from PyPI, pinned with hashes in lite/requirements-kernel.txt."""
    folder = CACHE / "wheels"
    req = LITE / "requirements-kernel.txt"
    stamp = folder / ".requirements"
    if not stamp.exists() or stamp.read_text() != req.read_text():
        shutil.rmtree(folder, ignore_errors=True)
        run(BIN / "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
            "--platform", "any", "--python-version", "3.14", "--implementation", "py",
            "--abi", "none", "--require-hashes", "-r", req, "-d", folder)
        stamp.write_text(req.read_text())
    return sorted(folder.glob("*.whl"))


def project_wheel(out: Path) -> Path:
    """cacheta_lab's own wheel, with fixed timestamps."""
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(EPOCH)}
    run(BIN / "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", out, REPO,
        env=env)
    (wheel,) = out.glob("cacheta_lab-*.whl")
    return wheel


def extension_wheels() -> list[Path]:
    """The kernel extension's own wheels: piplite, pyodide_kernel and the stand-in ipykernel
    and widgetsnbextension (4.x, which ipywidgets 8 asks for)."""
    pypi = Path(sys.prefix) / KERNEL_EXTENSION / "static" / "pypi"
    wheels = [w for w in sorted(pypi.glob("*.whl")) if "widgetsnbextension-3." not in w.name]
    assert {w.name.split("-")[0] for w in wheels} == {
        "piplite", "pyodide_kernel", "ipykernel", "widgetsnbextension"}, wheels
    return wheels


def pyodide_folder(out: Path) -> list[str]:
    """Fill ``out`` (the site's static/pyodide/) with Pyodide's core, every wheel the kernel
    loads and a pyodide-lock.json that names exactly those files. Returns the packages."""
    core = pyodide_core()
    out.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, out / name)
    pypi = kernel_wheels()
    for wheel in pypi:
        shutil.copy2(wheel, out / wheel.name)
    project = project_wheel(out)
    extra = extension_wheels()
    for wheel in extra:
        shutil.copy2(wheel, out / wheel.name)
    make_lighter(sorted(out.glob("*.whl")))
    add_bytecode([out / STDLIB, *sorted(out.glob("*.whl"))], core, CACHE / "bytecode")

    lock = json.loads((core / "pyodide-lock.json").read_text())
    shipped = {w.name: w for w in pypi}
    packages = {}
    for name, entry in lock["packages"].items():
        wheel = shipped.pop(entry["file_name"], None)
        if wheel is not None:
            # Pyodide repacks its wheels: its hashes are not PyPI's, and they are checked
            packages[name] = {**entry, "sha256": sha256(out / wheel.name)}
    lock["packages"] = packages
    spec = PyodideLockSpec.from_dict(lock)
    added = [out / w.name for w in shipped.values()] + [out / w.name for w in extra] + [project]
    spec = add_wheels_to_spec(spec, sorted(added), base_path=out)
    spec.packages[PROJECT].depends = [*spec.packages[PROJECT].depends, *LAZY_DEPENDS]
    ipython = spec.packages["ipython"]
    if "ipython-pygments-lexers" not in ipython.depends:  # the lock omits it
        ipython.depends.append("ipython-pygments-lexers")
    # only IPython's terminal front end uses these, and it loads on first use (lighter_wheels):
    # they stay in the lock, loaded by a cell that imports prompt_toolkit, not with every kernel
    ipython.depends = [d for d in ipython.depends if d not in TERMINAL_ONLY]
    missing = {d.replace("_", "-").lower() for p in spec.packages.values()
               for d in p.depends} - set(spec.packages)
    if missing:
        raise SystemExit(f"pyodide-lock.json: no wheel for {sorted(missing)}")
    spec.to_json(out / "pyodide-lock.json", indent=1)
    add_snapshot(out, CACHE / "snapshot")
    return sorted(spec.packages)


def build(output: Path) -> dict[str, object]:
    """Build the whole site into ``output`` from scratch; returns a summary."""
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="cacheta-lite-") as tmp:
        work = Path(tmp)
        lite_dir, files, pyodide = work / "lite", work / "files", work / "pyodide"
        lite_dir.mkdir()
        packages = pyodide_folder(pyodide)
        preload = [p for p in PRELOAD if p in packages]
        assert len(preload) == len(PRELOAD), set(PRELOAD) - set(packages)
        config = json.loads((LITE / "jupyter-lite.json").read_text())
        settings = config["jupyter-config-data"]["litePluginSettings"][
            "@jupyterlite/pyodide-kernel-extension:kernel"]
        settings["loadPyodideOptions"]["packages"] = preload
        settings["pyodideUrl"] = PYODIDE_URL
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
        shutil.copy2(LITE / "overrides.json", lite_dir / "overrides.json")
        lessons = contents(files, kernel_language_info(Path(sys.prefix) / KERNEL_EXTENSION))
        # a fresh lite dir every time: an incremental build can drop pyodideUrl
        # built inside the temporary folder: with --source-date-epoch, jupyter lite also
        # re-stamps the output folder's parent
        site = work / "site" / "lite"
        lite = subprocess.run(
            [str(BIN / "jupyter"), "lite", "build", "--lite-dir", str(lite_dir),
             "--contents", str(files), "--output-dir", str(site), "--apps", "lab",
             "--no-sourcemaps", "--no-unused-shared-packages",
             "--source-date-epoch", str(EPOCH), "--log-level", "WARN"],
            cwd=lite_dir, capture_output=True, text=True)
        if lite.returncode:
            raise SystemExit(f"jupyter lite build failed:\n{lite.stdout}\n{lite.stderr}")
        shutil.copytree(pyodide, site / "static" / "pyodide")
        output.parent.mkdir(parents=True, exist_ok=True)
        if output.exists():
            shutil.rmtree(output)
        shutil.move(site, output)
    check(output, preload)
    files_list = sorted(str(p.relative_to(output)) for p in output.rglob("*") if p.is_file())
    size = sum((output / f).stat().st_size for f in files_list)
    (output / "files.txt").write_text("\n".join(files_list) + "\n")
    return {"files": len(files_list), "bytes": size, "lessons": [str(p) for p in lessons],
            "seconds": round(time.monotonic() - start, 1)}


def check(output: Path, preload: list[str]) -> None:
    """The built site must load Pyodide from itself, never from a CDN."""
    config = json.loads((output / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    if settings.get("pyodideUrl") != PYODIDE_URL:
        raise SystemExit(f"built jupyter-lite.json lost pyodideUrl: {settings}")
    if settings["loadPyodideOptions"]["packages"] != preload:
        raise SystemExit("built jupyter-lite.json lost the preloaded packages")
    lock = json.loads((output / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        wheel = output / "static" / "pyodide" / entry["file_name"]
        if not wheel.exists() or sha256(wheel) != entry["sha256"]:
            raise SystemExit(f"pyodide-lock.json: {name} does not match {wheel.name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=REPO / "dist" / "lite")
    args = parser.parse_args()
    summary = build(args.output.resolve())
    print(f"built {args.output}: {summary['files']} files, "
          f"{summary['bytes'] / 1e6:.1f} MB, {len(summary['lessons'])} lessons, "
          f"{summary['seconds']} s")


if __name__ == "__main__":
    main()
