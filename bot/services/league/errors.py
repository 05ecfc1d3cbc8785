"""The one error the league services raise: a Chinese catalog message for the player or TO."""

from __future__ import annotations

from bot.messages import t


class LeagueError(Exception):
    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        super().__init__(t(code, **params))

    @property
    def message(self) -> str:
        return str(self)
