"""三国智, played by the complete rules white paper V1.2.1 (what it covers: see game.py)."""

from .game import SanguozhiGame

GAME = SanguozhiGame()

__all__ = ["GAME", "SanguozhiGame"]
