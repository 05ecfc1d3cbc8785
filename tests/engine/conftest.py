"""Shared setup for the engine core tests: the fixture game is registered for the whole session."""

from collections.abc import Callable, Iterator

import pytest

from engine.core.game import Game
from engine.core.registry import register, unregister
from tests.engine.fixture import GAME


@pytest.fixture(autouse=True, scope="session")
def fixture_game() -> Iterator[None]:
    register(GAME)
    yield
    unregister(GAME.id)


@pytest.fixture
def registered() -> Iterator[Callable[[Game], Game]]:
    """``registered(game)`` registers a test-only variant for one test; it is unregistered after."""
    added: list[str] = []

    def add(game: Game) -> Game:
        assert game.id != GAME.id, "a variant needs its own id"
        register(game)
        added.append(game.id)
        return game

    yield add
    for game_id in added:
        unregister(game_id)
