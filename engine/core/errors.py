"""Typed errors. An ``AnswerError`` carries a catalog key so the bot can show it in Chinese."""

from .messages import t


class EngineError(Exception):
    """A bug or corrupt state: the engine cannot continue. Never caused by player input."""


class AnswerError(Exception):
    """A player's answer was rejected; the state is unchanged."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return t(self.code, **self.params)


class GameError(Exception):
    """A request to the engine that cannot be honoured (unknown game, bad player count, bad deck)."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(t(code, **params))

    @property
    def message(self) -> str:
        return str(self)
