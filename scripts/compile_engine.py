"""Compile the engine's hot modules with Cython into build/engine-compiled/ (see engine/compiled.py).

    python scripts/compile_engine.py

`make install` runs this. Only modules whose source changed since they were last built are
compiled again, so a second run with nothing changed takes a moment. Each module's compiled file
replaces the old one in one step (a running bot keeps the one it loaded). Without Cython or a C
compiler this prints why and leaves the engine running from its source.

The modules are the engine core and the rules of the games whose games are long: Lorcana
(`bench/engine.py --game lorcana`: 14.6 ms CPU per random game from source, 9.3–9.8 ms compiled),
MTG and 隐秘世界 (their checked fuzz games about 20–25% less CPU). C is compiled at -O1 without
debug information: half the compile time of Python's default -O3 -g for about 6% slower code
(-O0 compiles faster still but runs slower than the source). The C compiler's warnings are
silenced: they are about Cython's generated code, nothing a reader of ours can act on.
Not compiled, and why:
- modules defining pydantic models or dataclasses: pydantic reads a class body's plain functions
  as fields once they are compiled functions;
- modules reading ``__file__``: a compiled module's file is its build, not its place in the tree;
- the cold modules (`COLD`): each under 0.2% of the CPU of every game's checked fuzz game (1v1,
  and MTG Commander) run from source, `TCG_PURE_PYTHON=1 python bench/layers.py --fuzz --modules`.
  They are half the lines of the rest (text, messages, set-up, single cards' procedures); compiled
  they made every CI run compile twice as much C for under 0.5% of its fuzz time.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Loaded by path, not through the engine package: importing the engine would load its compiled
# modules, the files this script replaces.
_spec = importlib.util.spec_from_file_location("_compiled", ROOT / "engine" / "compiled.py")
compiled = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compiled)

PACKAGES = ("engine/core", "engine/games/lorcana", "engine/games/mtg", "engine/games/underworld")
NOT_COMPILABLE = ("BaseModel", "@dataclass", "__file__")  # see the docstring


def _in(package: str, names: str) -> list[str]:
    return [f"{package}.{name}" for name in names.split()]


COLD = frozenset(  # see the docstring; a name here that no longer names a module fails a test
    _in("engine.core", "checks errors hand_limit match_actions match_options named_table narration optional printings "
        "registry replacement rng series stops triggers")
    + _in("engine.games.lorcana", "banish card_text catalog damage discarding drawing granted kept_check limits lookup "
          "may messages move options procs setup text this_turn")
    + _in("engine.games.mtg", "card_text catalog chinese_names coin_flips combat control damage_redirect dash delayed "
          "emblems end_turn extra_phases extra_turns job_select lookup meld messages messages_commander milled_casting "
          "monarch multiplayer narration ninjutsu permanents play_from_exile procs rebound reflexive replacement "
          "replacement_choice resolve reveal_divide set_coverage setup spectacle spell_copies text turn turn_steps "
          "vehicles ward")
    + _in("engine.games.underworld", "adjacency attachments card_text catalog control library lookup messages "
          "narration options permanents procs sealing setup society steps")
)  # fmt: skip


def modules() -> dict[str, Path]:
    """Module name -> source, for every module to compile."""
    return {name: path for name, path in package_modules().items()
            if name not in COLD and not any(marker in path.read_text(encoding="utf-8") for marker in NOT_COMPILABLE)}  # fmt: skip


def package_modules() -> dict[str, Path]:
    """Module name -> source, for every module of the compiled packages."""
    return {".".join(path.relative_to(ROOT).with_suffix("").parts): path
            for package in PACKAGES for path in sorted((ROOT / package).glob("*.py")) if path.name != "__init__.py"}  # fmt: skip


def build(todo: dict[str, Path]) -> dict[str, dict]:
    """Compile ``todo`` and move each built module into place; their manifest entries."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    hashes = {name: compiled.source_hash(path) for name, path in todo.items()}  # what is compiled
    flags = ["-O1", "-g0", "-w"]  # see the docstring; given after Python's own, so they win
    extensions = [Extension(name, [str(path.relative_to(ROOT))], extra_compile_args=flags) for name, path in todo.items()]
    directives = {"language_level": "3", "binding": True, "annotation_typing": False}  # hints are not checked at run time
    cores = os.cpu_count() or 1
    with tempfile.TemporaryDirectory(dir=compiled.BUILD) as scratch:
        os.chdir(ROOT)
        command = build_ext(Distribution({"ext_modules": cythonize(extensions, compiler_directives=directives, nthreads=cores,
                                                                   quiet=True, build_dir=f"{scratch}/c")}))  # fmt: skip
        command.build_lib, command.build_temp, command.parallel = f"{scratch}/lib", f"{scratch}/obj", cores
        command.ensure_finalized()
        command.run()
        entries = {}
        for name, path in todo.items():
            file = name + importlib.machinery.EXTENSION_SUFFIXES[0]
            os.replace(Path(command.build_lib) / command.get_ext_filename(name), compiled.BUILD / file)
            entries[name] = {"source": str(path.relative_to(ROOT)), "sha256": hashes[name], "file": file}
    return entries


def main() -> int:
    wanted = modules()
    before = compiled.read_manifest()
    built = {name: entry for name, entry in before.items() if name in wanted}
    todo = {name: path for name, path in wanted.items()
            if name not in built or built[name]["sha256"] != compiled.source_hash(path) or not (compiled.BUILD / built[name]["file"]).exists()}  # fmt: skip
    if todo:
        compiled.BUILD.mkdir(parents=True, exist_ok=True)
        print(f"compiling {len(todo)} engine modules with Cython (a few minutes the first time) ...", flush=True)
        try:
            built |= build(todo)
        except Exception as error:  # no Cython, no C compiler: the source runs, only slower
            print(f"the engine runs from its source: compiling failed ({type(error).__name__}: {error})", file=sys.stderr)
    if built != before:  # (nothing written when nothing changed: `make test` and `make fuzz` run this side by side in CI)
        partial = compiled.MANIFEST.with_suffix(".tmp")
        partial.write_text(json.dumps({"tag": compiled.build_tag(), "modules": built}, indent=1, sort_keys=True))
        os.replace(partial, compiled.MANIFEST)
    return 0


if __name__ == "__main__":
    sys.exit(main())
