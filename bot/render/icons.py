"""Game symbols drawn as shapes: the font has no glyph for the ink hexagon, the exert arrow or the
willpower shield, and drawing all five alike keeps text and stat badges matching.

Each icon is drawn four times larger and scaled down once per size (cached), so edges are smooth.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw

SUPERSAMPLE = 4
INK, EXERT, STRENGTH, WILLPOWER, LORE = "⬡", "⟳", "¤", "⛉", "◊"
SYMBOLS = frozenset({INK, EXERT, STRENGTH, WILLPOWER, LORE})


def _hexagon(draw: ImageDraw.ImageDraw, size: int, filled: bool) -> None:
    centre, radius = size / 2, size * 0.46
    points = [(centre + radius * math.cos(math.radians(60 * k + 30)), centre + radius * math.sin(math.radians(60 * k + 30)))
              for k in range(6)]  # fmt: skip
    if filled:
        draw.polygon(points, fill=255)
    else:
        draw.polygon(points, outline=255, width=max(1, size // 9))


def _exert(draw: ImageDraw.ImageDraw, size: int) -> None:
    width = max(1, size // 9)
    margin = size * 0.14
    draw.arc((margin, margin, size - margin, size - margin), start=-60, end=250, fill=255, width=width)
    tip_x, tip_y = size / 2 + (size / 2 - margin) * math.cos(math.radians(-60)), size / 2 + (size / 2 - margin) * math.sin(math.radians(-60))
    head = size * 0.2
    draw.polygon([(tip_x - head, tip_y - head * 0.6), (tip_x + head * 0.9, tip_y - head * 0.3), (tip_x - head * 0.1, tip_y + head * 1.1)], fill=255)


def _strength(draw: ImageDraw.ImageDraw, size: int) -> None:
    """An eight-pointed burst, wide enough inside to carry a number."""
    centre, outer, inner = size / 2, size * 0.5, size * 0.36
    points = []
    for k in range(16):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(22.5 * k - 90)
        points.append((centre + radius * math.cos(angle), centre + radius * math.sin(angle)))
    draw.polygon(points, fill=255)


def _willpower(draw: ImageDraw.ImageDraw, size: int) -> None:
    s = size
    draw.polygon([(s * 0.14, s * 0.1), (s * 0.86, s * 0.1), (s * 0.86, s * 0.5), (s * 0.5, s * 0.94), (s * 0.14, s * 0.5)], fill=255)


def _lore(draw: ImageDraw.ImageDraw, size: int) -> None:
    s = size
    draw.polygon([(s * 0.5, s * 0.04), (s * 0.88, s * 0.5), (s * 0.5, s * 0.96), (s * 0.12, s * 0.5)], fill=255)


@cache
def icon_mask(symbol: str, size: int, filled: bool = False) -> Image.Image:
    """An "L" mask of `symbol`, size×size pixels. `filled` applies to the ink hexagon only."""
    big = size * SUPERSAMPLE
    mask = Image.new("L", (big, big), 0)
    draw = ImageDraw.Draw(mask)
    if symbol == INK:
        _hexagon(draw, big, filled)
    elif symbol == EXERT:
        _exert(draw, big)
    elif symbol == STRENGTH:
        _strength(draw, big)
    elif symbol == WILLPOWER:
        _willpower(draw, big)
    elif symbol == LORE:
        _lore(draw, big)
    else:
        raise ValueError(f"no icon for {symbol!r}")
    return mask.resize((size, size), Image.Resampling.LANCZOS)
