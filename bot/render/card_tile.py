"""A card on a board drawn from game-independent facts (`Tile`), for the games whose boards show
cards the same way (三国智, Magic): a coloured frame, the name, a type line, a few note lines
(equipment, counters), small badges for counters with their count, the current stats at the foot,
damage in red, and a turned card greyed
with its word (横置) in a band. A card the viewer may not see is a back with a word on it; a
face-down card the viewer may see (their own) carries a band saying it is face down to others.

The face (frame, name, type line) depends only on the facts given and is cached by them, never
by card instance, so nothing about a hidden card's identity can enter through the cache.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from . import shapes
from .palette import BAD, CARD_PAPER, TEXT_DARK, TEXT_DIM, WHITE

TILE_WIDTH, TILE_HEIGHT = 130, 176
FRAME = 5
CARD_BACK = (48, 44, 72)
CARD_BACK_EDGE = (160, 150, 210)
HIDDEN_BAND = (40, 36, 60)
TURNED_SHADE = (70, 70, 78, 110)
TURNED_BAND = (60, 60, 66)
TOKEN_BAND = (90, 120, 150)
COUNTER_BADGE = (70, 96, 160)


@dataclass(frozen=True)
class Tile:
    name: str
    colour: tuple[int, int, int]
    type_line: str = ""
    stats: str = ""  # the current numbers at the foot ("3/4", "攻3 命4 智1")
    stats_colour: tuple[int, int, int] = TEXT_DARK
    damage: int = 0
    turned: str | None = None  # the game's word for a turned card (横置), None when upright
    notes: tuple[str, ...] = ()  # equipment, counters, ... (as many as fit)
    hidden_band: str | None = None  # the viewer's own face-down card: what others see it as
    token: str | None = None  # a token's band word
    counters: tuple[tuple[str, int], ...] = ()  # counters on the card, (name, count): a badge each above the foot


def tile_size(scale: float) -> tuple[int, int]:
    return round(TILE_WIDTH * scale), round(TILE_HEIGHT * scale)


def draw_tile(tile: Tile, size: tuple[int, int]) -> Image.Image:
    image = _face(tile.name, tile.colour, tile.type_line, size).copy()
    width, height = size
    unit = width / TILE_WIDTH
    top = round(76 * unit)
    if tile.token:
        top = _band(image, tile.token, TOKEN_BAND, top, unit)
    if tile.hidden_band:
        top = _band(image, tile.hidden_band, HIDDEN_BAND, top, unit)
    line_height = round(17 * unit)
    badge_height = round(20 * unit)
    notes_end = height - FRAME - round(34 * unit) - (badge_height + 2 if tile.counters else 0)
    for note in tile.notes:
        if top + line_height > notes_end:
            break
        shapes.line_in_box(image, note, (FRAME + 4, top, width - FRAME - 4, top + line_height), TEXT_DARK, round(14 * unit), 8)
        top += line_height
    foot = (FRAME + 4, height - FRAME - round(32 * unit), width - FRAME - round(36 * unit), height - FRAME - 2)
    if tile.counters:
        _counter_badges(image, tile.counters, (FRAME + 4, notes_end + 1, width - FRAME - 4, notes_end + 1 + badge_height))
    if tile.stats:
        shapes.line_in_box(image, tile.stats, foot, tile.stats_colour, round(22 * unit), 9)
    if tile.damage:
        centre = (width - FRAME - 17 * unit, height - FRAME - 17 * unit)
        shapes.circle_badge(image, str(tile.damage), centre, round(30 * unit), BAD)
    if tile.turned:
        _turn(image, tile.turned)
    return image


def _counter_badges(image: Image.Image, counters: tuple[tuple[str, int], ...], row: shapes.Box) -> None:
    """A rounded badge per counter, its name's first character and its count ("火1"), left to
    right; those that do not fit are left out (the card's details list them all)."""
    left, top, right, bottom = row
    height = bottom - top
    span = round(height * 1.7)
    for name, count in counters:
        if left + span > right:
            break
        shapes.rounded_box(image, (left, top, left + span, bottom), COUNTER_BADGE, height // 2, outline=WHITE, width=1)
        shapes.centred_text(image, f"{name[:1]}{count}", (left + span / 2, top + height / 2), round(height * 0.6), WHITE, bold=True)
        left += span + 3


def _turn(image: Image.Image, word: str) -> None:
    """Grey the card and write the word in a band under its name (a mark rather than a rotation:
    rows of rotated cards would not line up)."""
    unit = image.width / TILE_WIDTH
    image.alpha_composite(Image.new("RGBA", image.size, TURNED_SHADE))
    band = (FRAME, round(56 * unit), image.width - FRAME, round(76 * unit))
    image.paste(TURNED_BAND, band)
    shapes.line_in_box(image, word, band, WHITE, round(16 * unit), 8, align="center")


def _band(image: Image.Image, text: str, colour, top: int, unit: float) -> int:
    band = (FRAME, top, image.width - FRAME, top + round(19 * unit))
    image.paste(colour, band)
    shapes.line_in_box(image, text, band, WHITE, round(15 * unit), 8, align="center")
    return band[3] + 1


def draw_back(label: str, size: tuple[int, int], turned: str | None = None) -> Image.Image:
    """A card the viewer may not see: the same back for every card, with a word (暗置); whether
    it is turned is public."""
    image = _back(label, size).copy()
    if turned:
        _turn(image, turned)
    return image


@lru_cache(maxsize=32)
def empty_slot(label: str, size: tuple[int, int]) -> Image.Image:
    """An outline where a slot of the map holds no card, with the slot's name (cached and shared:
    paste it, never draw on it)."""
    width, height = size
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(image, (0, 0, width - 1, height - 1), None, round(9 * width / TILE_WIDTH), outline=TEXT_DIM, width=2)
    shapes.text_in_box(image, label, (6, 0, width - 6, height), TEXT_DIM, round(20 * width / TILE_WIDTH), 10, align="center",
                       valign="middle")  # fmt: skip
    return image


@lru_cache(maxsize=512)
def _face(name: str, colour: tuple[int, int, int], type_line: str, size: tuple[int, int]) -> Image.Image:
    width, height = size
    unit = width / TILE_WIDTH
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(image, (0, 0, width - 1, height - 1), colour, round(9 * unit))
    shapes.rounded_box(image, (FRAME, FRAME, width - 1 - FRAME, height - 1 - FRAME), CARD_PAPER, round(6 * unit))
    shapes.text_in_box(image, name, (FRAME + 4, FRAME + 2, width - FRAME - 4, round(54 * unit)), TEXT_DARK, round(18 * unit), 9,
                       valign="middle")  # fmt: skip
    if type_line:
        shapes.line_in_box(image, type_line, (FRAME + 4, round(56 * unit), width - FRAME - 4, round(75 * unit)), colour,
                           round(14 * unit), 8)  # fmt: skip
    return image


@lru_cache(maxsize=32)
def _back(label: str, size: tuple[int, int]) -> Image.Image:
    width, height = size
    unit = width / TILE_WIDTH
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(image, (0, 0, width - 1, height - 1), CARD_BACK, round(9 * unit), outline=CARD_BACK_EDGE, width=3)
    inset = round(width * 0.15)
    shapes.rounded_box(image, (inset, inset, width - inset, height - inset), None, 8, outline=CARD_BACK_EDGE, width=2)
    shapes.line_in_box(image, label, (0, 0, width, height), CARD_BACK_EDGE, round(24 * unit), 10, align="center")
    return image
