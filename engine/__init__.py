"""The rules engine: pure game logic. See engine/README.md for the contract."""

from . import compiled

compiled.install()  # before any other engine module is imported: their compiled forms where fresh

from .core.errors import AnswerError, EngineError, GameError  # noqa: E402
from .core.events import event_for, events_for  # noqa: E402
from .core.match import advance, advance_in_place, replay, start, view  # noqa: E402
from .core.registry import available_games, get_game  # noqa: E402
from .core.requests import ask_for  # noqa: E402

__all__ = [
    "AnswerError",
    "EngineError",
    "GameError",
    "advance",
    "advance_in_place",
    "ask_for",
    "available_games",
    "event_for",
    "events_for",
    "get_game",
    "replay",
    "start",
    "view",
]
