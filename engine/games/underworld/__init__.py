"""隐秘世界 UNDERWORLD (KeyCard), played by its detailed rulebook (规则手册)."""

from .game import UnderworldGame

GAME = UnderworldGame()

__all__ = ["GAME", "UnderworldGame"]
