"""The six Lorcana ink colours as drawn (darkened where white text must stay readable on them)."""

from engine.core.messages import t
from engine.games.lorcana import messages  # noqa: F401  (registers the ink names)

INK_COLOURS = {
    "amber": (196, 136, 10),
    "amethyst": (118, 62, 132),
    "emerald": (34, 122, 60),
    "ruby": (190, 20, 52),
    "sapphire": (12, 112, 170),
    "steel": (100, 110, 124),
}


def ink_name(ink: str) -> str:
    return t(f"lorcana.ink.{ink}")
