"""The rules engine: pure game logic. See engine/README.md for the contract."""

from .core.errors import AnswerError, EngineError, GameError
from .core.events import event_for, events_for
from .core.match import advance, advance_in_place, replay, start, view
from .core.registry import available_games, get_game
from .core.requests import ask_for

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
