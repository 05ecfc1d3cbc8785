"""The engine's compiled modules: the same source built with Cython by `scripts/compile_engine.py`
(`make install` runs it) into build/engine-compiled/, with a manifest of the source each module was
built from. The finder installed here loads a module's compiled form only when its source is still
byte for byte what was compiled; a changed, new or uncompiled module is imported from its source as
usual, so an edit takes effect at once and a stale build can never run. A machine without a C
compiler, or ``TCG_PURE_PYTHON=1``, runs the source alone: the rules are the same either way.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "engine-compiled"
MANIFEST = BUILD / "manifest.json"


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source_file(module: ModuleType) -> Path:
    """A module's source file, also while it runs compiled (its ``__file__`` is then the build)."""
    return ROOT.joinpath(*module.__name__.split(".")).with_suffix(".py")


def build_tag() -> str:
    """Compiled modules are only good for the interpreter they were built for."""
    return f"{sys.implementation.cache_tag}{importlib.machinery.EXTENSION_SUFFIXES[0]}"


def read_manifest() -> dict[str, dict]:
    """Module name -> {"source": path from the project root, "sha256": of that source when it was
    compiled, "file": the compiled module's name in BUILD}; empty without a build for this Python."""
    try:
        manifest = json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return {}
    return manifest["modules"] if manifest.get("tag") == build_tag() else {}


class CompiledFinder(importlib.abc.MetaPathFinder):
    def __init__(self, modules: dict[str, dict]) -> None:
        self.modules = modules

    def find_spec(self, name, path=None, target=None):
        entry = self.modules.get(name)
        if entry is None:
            return None
        compiled = BUILD / entry["file"]
        try:
            fresh = source_hash(ROOT / entry["source"]) == entry["sha256"] and compiled.exists()
        except OSError:  # the source was removed: nothing to load
            return None
        if not fresh:
            return None  # the source is imported instead
        loader = importlib.machinery.ExtensionFileLoader(name, str(compiled))
        return importlib.util.spec_from_file_location(name, compiled, loader=loader)


def install() -> None:
    if os.environ.get("TCG_PURE_PYTHON") or any(isinstance(f, CompiledFinder) for f in sys.meta_path):
        return
    modules = read_manifest()
    if modules:
        sys.meta_path.insert(0, CompiledFinder(modules))
