"""Ultraman Heroes Duel (奥特曼英雄对决), played by the rules V1.9."""

from .game import UltramanGame

GAME = UltramanGame()

__all__ = ["GAME", "UltramanGame"]
