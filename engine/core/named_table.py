"""A table of functions by name, filled by a decorator: the effect-step resolvers of a game's
vocabulary (one function per step type, each with its own unit test)."""

from collections.abc import Callable
from typing import TypeVar

from .errors import EngineError

F = TypeVar("F", bound=Callable)


class NamedTable(dict):
    """``@table.register("name")`` adds a function; a name registered twice is a bug."""

    def register(self, name: str) -> Callable[[F], F]:
        def add(function: F) -> F:
            if name in self:
                raise EngineError(f"{name!r} registered twice")
            self[name] = function
            return function

        return add
