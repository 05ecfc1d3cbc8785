"""The viewer's hand under a board (a private view only): a title, then the cards in rows."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from . import flow, shapes
from .board_frame import GAP, PAD, PANEL_WIDTH
from .palette import BACKGROUND, EDGE, PANEL, TEXT

TITLE_HEIGHT = 44


def hand_panel(title: str, count: int, size_at: Callable[[float], tuple[int, int]],
               tile_at: Callable[[int, tuple[int, int]], Image.Image]) -> Image.Image:
    """The viewer's hand under the board: a title, then `count` cards in rows at the largest
    scale that keeps them on two lines; `size_at(scale)` is a card's size, `tile_at(index, size)`
    draws card `index` (an RGBA tile)."""
    sizes = lambda scale: [size_at(scale)] * count  # noqa: E731
    scale = flow.best_scale(sizes, PANEL_WIDTH - 2 * PAD, GAP)
    placed, rows_height = flow.pack(sizes(scale), PANEL_WIDTH - 2 * PAD, GAP)
    height = TITLE_HEIGHT + rows_height + 2 * PAD
    panel = Image.new("RGB", (PANEL_WIDTH, height), BACKGROUND)
    shapes.rounded_box(panel, (0, 0, PANEL_WIDTH - 1, height - 1), PANEL, 14, outline=EDGE, width=2)
    shapes.line_in_box(panel, title, (PAD + 6, 4, PANEL_WIDTH - PAD, TITLE_HEIGHT), TEXT, 28, 16)
    for place in placed:
        tile = tile_at(place.index, (place.width, place.height))
        panel.paste(tile, (PAD + place.x, TITLE_HEIGHT + PAD + place.y), tile)
    return panel
