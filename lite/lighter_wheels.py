"""The site's copies of IPython and jedi, made lighter for a kernel's start: IPython's terminal
front end (and prompt_toolkit) and jedi load when first used, not with every kernel, and jedi's
wheel leaves out the type stubs it never reads in the site. Each change is checked against the
wheel's text: the build stops if a new version no longer matches.
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Callable
from pathlib import Path

# IPython/__init__.py imports its terminal front end for `IPython.embed` alone: made lazy
EMBED_IMPORT = "from .terminal.embed import embed\n"
LAZY_EMBED = '''

def __getattr__(name):
    """``IPython.embed``, imported when first asked for: the terminal front end (and
    prompt_toolkit) stays out of a notebook kernel's start."""
    if name == "embed":
        from .terminal.embed import embed

        return embed
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

'''

# IPython/core/completer.py imports jedi on import: made a module loaded on first completion
JEDI_IMPORT = """try:
    import jedi
    jedi.settings.case_insensitive_completion = False
    import jedi.api.helpers
    import jedi.api.classes
    JEDI_INSTALLED = True
except ImportError:
    JEDI_INSTALLED = False
"""
LAZY_JEDI = '''import importlib.util as _importlib_util

JEDI_INSTALLED = _importlib_util.find_spec("jedi") is not None


class _JediOnFirstUse:
    """jedi, imported (and set up as IPython sets it up) when a completion first needs it."""

    def __getattr__(self, name):
        import jedi
        import jedi.api.classes
        import jedi.api.helpers

        jedi.settings.case_insensitive_completion = False
        globals()["jedi"] = jedi
        return getattr(jedi, name)


jedi = _JediOnFirstUse()
'''

TYPESHED = "jedi/third_party/typeshed/"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def rewrite_wheel(wheel: Path, keep: Callable[[str], bool],
                  patches: dict[str, Callable[[str], str]]) -> int:
    """Rewrite ``wheel`` in place: only the files ``keep`` accepts, ``patches`` (file name →
    function of its text) applied, RECORD to match. Returns how many files were left out."""
    with zipfile.ZipFile(wheel) as zin:
        entries = [(info, zin.read(info)) for info in zin.infolist()]
    missing = set(patches) - {info.filename for info, _ in entries}
    if missing:
        raise SystemExit(f"{wheel.name}: no {sorted(missing)} to patch")
    kept, changed = [], {}
    for info, data in entries:
        if not keep(info.filename):
            continue
        if info.filename in patches:
            data = patches[info.filename](data.decode()).encode()
            changed[info.filename] = data
        kept.append((info, data))
    names = {info.filename for info, _ in kept}
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w") as zout:
        for info, data in kept:
            if info.filename.endswith(".dist-info/RECORD"):
                lines = []
                for line in data.decode().splitlines():
                    name = line.split(",")[0]
                    if name in changed:
                        lines.append(_record_line(name, changed[name]))
                    elif name in names or name.endswith("/RECORD"):
                        lines.append(line)
                data = ("\n".join(lines) + "\n").encode()
            zout.writestr(info, data, compress_type=info.compress_type)
    tmp.replace(wheel)
    return len(entries) - len(kept)


def replace_once(old: str, new: str) -> Callable[[str], str]:
    def patch(text: str) -> str:
        if text.count(old) != 1:
            raise SystemExit(f"the text to patch is not there once: {old.splitlines()[0]!r}")
        return text.replace(old, new)
    return patch


def lighter_ipython(wheel: Path) -> None:
    rewrite_wheel(wheel, lambda name: True, {
        "IPython/__init__.py": replace_once(EMBED_IMPORT, LAZY_EMBED),
        "IPython/core/completer.py": replace_once(JEDI_IMPORT, LAZY_JEDI),
    })


def jedi_reads(name: str, modules: set[str]) -> bool:
    """Whether jedi, completing in the site's Python 3 kernel, can read the file ``name`` of its
    wheel: not the stubs for Python 2 nor Django's, and third-party stubs only for ``modules``
    (the top-level modules the site ships)."""
    if name.startswith("jedi/third_party/django-stubs/"):
        return False
    if not name.startswith(TYPESHED):
        return True
    part = name[len(TYPESHED):].split("/")
    if len(part) < 3:  # the licence
        return True
    base, version, top = part[0], part[1], part[2]
    if version == "2":
        return False
    return base == "stdlib" or top.removesuffix(".pyi") in modules


def lighter_jedi(wheel: Path, modules: set[str]) -> int:
    """Leave out of jedi's wheel the stubs it cannot read here; returns how many files."""
    dropped = rewrite_wheel(wheel, lambda name: jedi_reads(name, modules), {})
    with zipfile.ZipFile(wheel) as zin:  # jedi lists this folder: it must stay
        if not any(n.startswith(TYPESHED + "third_party/") for n in zin.namelist()):
            raise SystemExit(f"{wheel.name}: no third-party stub left; jedi needs the folder")
    return dropped


def top_level_modules(wheels: list[Path]) -> set[str]:
    """The top-level modules and packages the wheels install."""
    modules = set()
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as zin:
            for name in zin.namelist():
                top = name.split("/")[0]
                if not top.endswith((".dist-info", ".data")):
                    modules.add(top.removesuffix(".py"))
    return modules


def make_lighter(wheels: list[Path]) -> None:
    """Apply the changes to the site's IPython and jedi wheels, in place."""
    modules = top_level_modules(wheels)
    for wheel in wheels:
        if wheel.name.startswith("ipython-"):
            lighter_ipython(wheel)
        elif wheel.name.startswith("jedi-"):
            lighter_jedi(wheel, modules)
