"""The compiled engine modules (engine/compiled.py): a module is loaded compiled only while its
source is what was compiled, and a compiled engine plays exactly as the source does."""

import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from importlib.machinery import ExtensionFileLoader

import pytest

from engine import compiled


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project tree with one module compiled (its compiled file is a stand-in: nothing loads it)."""
    monkeypatch.setattr(compiled, "ROOT", tmp_path)
    monkeypatch.setattr(compiled, "BUILD", tmp_path / "build")
    source = tmp_path / "engine" / "rules.py"
    source.parent.mkdir()
    source.write_text("X = 1\n")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "engine.rules.so").write_bytes(b"")
    entry = {"source": "engine/rules.py", "sha256": hashlib.sha256(b"X = 1\n").hexdigest(), "file": "engine.rules.so"}
    return source, compiled.CompiledFinder({"engine.rules": entry})


def test_a_module_compiled_from_its_current_source_is_loaded_compiled(project):
    _, finder = project
    spec = finder.find_spec("engine.rules")
    assert isinstance(spec.loader, ExtensionFileLoader)
    assert spec.origin == str(compiled.BUILD / "engine.rules.so")
    assert finder.find_spec("engine.other") is None  # not compiled: the usual import


def test_a_module_whose_source_changed_since_it_was_compiled_is_imported_from_source(project):
    source, finder = project
    source.write_text("X = 2\n")
    assert finder.find_spec("engine.rules") is None


def test_a_module_whose_build_or_source_is_gone_is_imported_as_usual(project):
    source, finder = project
    (compiled.BUILD / "engine.rules.so").unlink()
    assert finder.find_spec("engine.rules") is None
    source.unlink()
    assert finder.find_spec("engine.rules") is None


def test_a_build_for_another_python_is_not_used(tmp_path, monkeypatch):
    monkeypatch.setattr(compiled, "MANIFEST", tmp_path / "manifest.json")
    (tmp_path / "manifest.json").write_text(json.dumps({"tag": "cpython-310.so", "modules": {"engine.rules": {}}}))
    assert compiled.read_manifest() == {}


PLAY = """
import sys, hashlib, random, orjson, engine
from engine.ai import RandomAgent
from engine.fuzz import DeckDealer
from engine.core.registry import get_game
game_id, games = sys.argv[1], int(sys.argv[2])
digest = hashlib.sha256()
for seed in range(games):
    decks = DeckDealer(get_game(game_id), "both")(seed, random.Random(seed), ["p1", "p2"])
    state, events, request = engine.start(game_id, ["p1", "p2"], decks, seed)
    agent = RandomAgent(seed)
    while state["result"] is None:
        player = request["pending"][0]
        answer = {"request": request["id"], "player": player, "choice": agent.choose(engine.ask_for(request, player))}
        events, request = engine.advance_in_place(state, answer)
        digest.update(orjson.dumps(events, option=orjson.OPT_SORT_KEYS))
    digest.update(orjson.dumps(state, option=orjson.OPT_SORT_KEYS))
rules = [m for name, m in sys.modules.items() if name.startswith(f"engine.games.{game_id}.") and hasattr(m, "__file__")]
print(all(m.__file__.endswith(".py") for m in rules), digest.hexdigest())
"""


@pytest.mark.skipif(not compiled.read_manifest(), reason="no compiled build here (make compiled)")
@pytest.mark.parametrize(("game_id", "games"), [("lorcana", 3), ("mtg", 1), ("underworld", 2)])
def test_the_compiled_engine_plays_exactly_as_its_source(game_id, games):
    """Whole games of every game whose rules are compiled (scripts/compile_engine.py), every event
    and the final state, compiled and from source; decks alternate random and preset."""

    def play(pure: bool) -> list[str]:
        env = {k: v for k, v in os.environ.items() if k != "TCG_PURE_PYTHON"} | ({"TCG_PURE_PYTHON": "1"} if pure else {})
        out = subprocess.run([sys.executable, "-c", PLAY, game_id, str(games)], env=env, capture_output=True, text=True, check=True)
        return out.stdout.split()

    from_source, built = play(pure=True), play(pure=False)
    assert from_source[0] == "True" and built[0] == "False"  # each ran what it says
    assert built[1] == from_source[1]


def test_every_cold_module_named_is_a_module_of_the_compiled_packages():
    """`COLD` (scripts/compile_engine.py) leaves modules out by name: a name left over from a module
    renamed or removed would leave out nothing, and the renamed module would be compiled unmeasured."""
    spec = importlib.util.spec_from_file_location("compile_engine", compiled.ROOT / "scripts" / "compile_engine.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.COLD.issubset(script.package_modules())
    assert script.COLD.isdisjoint(script.modules())
