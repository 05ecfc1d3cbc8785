"""Magic: The Gathering with the Final Fantasy cards (FIN), played by the Comprehensive Rules."""

from .game import MtgGame

GAME = MtgGame()

__all__ = ["GAME", "MtgGame"]
