"""No two modules of the bot import each other, directly or round a loop: dependencies point one
way (DESIGN.md), so each module can be read, tested and imported on its own. Every import counts,
those under ``TYPE_CHECKING`` and inside functions too: a cycle hidden from the interpreter is
still two concepts that need each other (the match and series modules, issue 25)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, modules: set[str]) -> set[str]:
    """The bot modules ``path`` imports (``from a import b`` names the module ``a.b`` when it is one)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {node.module, *(f"{node.module}.{alias.name}" for alias in node.names)}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found & modules


def import_graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in (ROOT / "bot").rglob("*.py")}
    return {name: imports(path, set(paths)) - {name} for name, path in paths.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One loop through each module that is on one, found by depth-first search."""
    found, done = [], set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            found.append(path[path.index(module) :] + [module])
            return
        if module in done:
            return
        for target in sorted(graph[module]):
            visit(target, [*path, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
    return found


def test_the_bot_has_no_import_cycles():
    assert cycles(import_graph()) == []


def test_a_cycle_is_found():
    graph = {"bot.a": {"bot.b"}, "bot.b": {"bot.c"}, "bot.c": {"bot.a"}, "bot.d": {"bot.a"}}
    assert cycles(graph) == [["bot.a", "bot.b", "bot.c", "bot.a"]]


def test_imports_under_type_checking_and_in_functions_count(tmp_path):
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from bot.a import Thing\n"
        "def late():\n    import bot.b\n"
        "from bot import c\n",
        encoding="utf-8",
    )
    assert imports(source, {"bot.a", "bot.b", "bot.c", "bot.d"}) == {"bot.a", "bot.b", "bot.c"}
