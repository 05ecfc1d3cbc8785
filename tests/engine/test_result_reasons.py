"""Every reason a game can end with is a message-catalog key: the bot's game-over summary says
it in Chinese (engine/core/messages.t raises KeyError on anything else). Found when the MTG
slice ended games with the bare reason "sba"."""

import ast
from pathlib import Path

import pytest

import engine
from engine.core.messages import t

ENGINE = Path(engine.__file__).parent


# Functions whose string results are end-game reasons handed to ``ctx.end_game`` by their callers.
REASON_FUNCTIONS = {"loss_cause"}


def end_game_reasons() -> list[tuple[str, str]]:
    """(file, reason) for every string literal in the reason argument of a ``ctx.end_game`` call,
    and every string a REASON_FUNCTIONS function returns."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "end_game" and len(node.args) >= 2:
                found += [(str(path.relative_to(ENGINE)), reason) for reason in _literals(node.args[1])]
            if isinstance(node, ast.FunctionDef) and node.name in REASON_FUNCTIONS:
                returned = [r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value is not None]
                found += [(str(path.relative_to(ENGINE)), reason) for value in returned for reason in _literals(value)]
    return found


def _literals(node: ast.AST) -> list[str]:
    """The strings written in ``node``; an f-string's pieces are not reasons, so it is a defect."""
    assert not any(isinstance(n, ast.JoinedStr) for n in ast.walk(node)), "an end-game reason built by an f-string cannot be checked"
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def test_the_reasons_are_found():
    assert len(end_game_reasons()) >= 10


@pytest.mark.parametrize(("path", "reason"), end_game_reasons())
def test_every_end_game_reason_is_a_catalog_key(path, reason):
    for game in engine.available_games():  # each game registers its catalog when imported
        engine.get_game(game)
    t(reason, player="p1", players="p1", score=0)
