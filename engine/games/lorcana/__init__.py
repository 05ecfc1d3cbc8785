"""Disney Lorcana (迪士尼洛卡纳), played by the complete rules of 2025-03-14."""

from .game import LorcanaGame

GAME = LorcanaGame()

__all__ = ["GAME", "LorcanaGame"]
