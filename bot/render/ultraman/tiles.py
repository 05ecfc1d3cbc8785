"""Cards on the Ultraman board: a tile with the name, keywords, current power and support power.

- A face-up card shows its current power (the weakened power in red when weakened, 5.11.3).
- A face-down card the viewer may see (their own, 3.2.3) shows its face under a 暗盖 band.
- A card the viewer may not see is a card back: the view carries no definition for it.
- The main combatants of the battle under way get a gold frame and a 主战 band.

The part that depends only on the definition and size is cached, keyed by definition id, never by
card instance, so nothing about a hidden card's identity can enter through the cache.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from bot.messages import t
from engine.games.ultraman.cards import card_db

from .. import shapes
from ..palette import ACTIVE_EDGE, BAD, CARD_PAPER, EDGE, GOLD, TEXT_DARK, TEXT_DIM, WHITE
from .faces import WEAKENED_RED, card_colour, keyword_line

TILE_WIDTH, TILE_HEIGHT = 150, 210
CARD_BACK = (44, 52, 86)
CARD_BACK_EDGE = (120, 140, 200)
FACE_DOWN_BAND = (40, 44, 60)
FRAME = 6


@dataclass(frozen=True)
class TileState:
    power: int | None = None
    support_power: int | None = None
    weakened: bool = False
    face_down: bool = False  # the viewer sees a face-down card of their own
    main: bool = False


def tile_size(scale: float) -> tuple[int, int]:
    return round(TILE_WIDTH * scale), round(TILE_HEIGHT * scale)


def draw_tile(definition_id: str | None, size: tuple[int, int], state: TileState) -> Image.Image:
    tile = (_face(definition_id, size) if definition_id else _back(size)).copy()
    width, height = size
    unit = width / TILE_WIDTH
    if definition_id:
        _draw_stats(tile, state, unit)
    if state.face_down and definition_id:
        band = (FRAME, round(162 * unit), width - FRAME, round(182 * unit))  # where a main combatant's band goes
        tile.paste(FACE_DOWN_BAND, band)
        shapes.line_in_box(tile, t("render.ultraman.face_down"), band, WHITE, round(17 * unit), 9, align="center")
    if state.main:
        shapes.rounded_box(tile, (0, 0, width - 1, height - 1), None, round(10 * unit), outline=ACTIVE_EDGE, width=max(3, round(5 * unit)))
        band = (FRAME, round(162 * unit), width - FRAME, round(182 * unit))  # above the 练习卡 band
        tile.paste(GOLD, band)
        shapes.line_in_box(tile, t("render.ultraman.main"), band, TEXT_DARK, round(20 * unit), 10, align="center")
    return tile


def empty_slot(size: tuple[int, int], slot: int) -> Image.Image:
    width, height = size
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(tile, (0, 0, width - 1, height - 1), None, 10, outline=EDGE, width=2)
    shapes.text_in_box(tile, t("render.ultraman.empty_slot", slot=slot), (8, 0, width - 8, height), TEXT_DIM, 22, 12,
                       align="center", valign="middle")  # fmt: skip
    return tile


@lru_cache(maxsize=512)
def _face(definition_id: str, size: tuple[int, int]) -> Image.Image:
    card = card_db()[definition_id]
    width, height = size
    unit = width / TILE_WIDTH
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    colour = card_colour(card)
    shapes.rounded_box(tile, (0, 0, width - 1, height - 1), colour, round(10 * unit))
    shapes.rounded_box(tile, (FRAME, FRAME, width - 1 - FRAME, height - 1 - FRAME), CARD_PAPER, round(6 * unit))
    name_box = (FRAME + 4, FRAME + 2, width - FRAME - 4, round(64 * unit))
    shapes.text_in_box(tile, card.name, name_box, TEXT_DARK, round(19 * unit), 10, valign="middle")
    keyword_box = (FRAME + 4, round(64 * unit), width - FRAME - 4, round(86 * unit))
    shapes.line_in_box(tile, keyword_line(card), keyword_box, colour, round(15 * unit), 9)
    if card.practice:
        band = (FRAME, height - FRAME - round(22 * unit), width - FRAME, height - FRAME)
        tile.paste(BAD, band)
        shapes.line_in_box(tile, t("render.ultraman.practice"), band, WHITE, round(16 * unit), 9, align="center")
    return tile


@lru_cache(maxsize=16)
def _back(size: tuple[int, int]) -> Image.Image:
    width, height = size
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(tile, (0, 0, width - 1, height - 1), CARD_BACK, round(10 * width / TILE_WIDTH), outline=CARD_BACK_EDGE, width=3)
    inset = round(width * 0.16)
    shapes.rounded_box(tile, (inset, inset, width - inset, height - inset), None, 8, outline=CARD_BACK_EDGE, width=2)
    shapes.line_in_box(tile, t("render.ultraman.face_down"), (0, 0, width, height), CARD_BACK_EDGE, round(26 * width / TILE_WIDTH), 10,
                       align="center")  # fmt: skip
    return tile


def _draw_stats(tile: Image.Image, state: TileState, unit: float) -> None:
    width = tile.width
    if state.power is not None:
        colour = WEAKENED_RED if state.weakened else TEXT_DARK
        shapes.line_in_box(tile, str(state.power), (FRAME, round(86 * unit), width - FRAME, round(126 * unit)), colour,
                           round(36 * unit), 12, align="center")  # fmt: skip
        if state.weakened:
            shapes.line_in_box(tile, t("render.ultraman.weakened"), (FRAME, round(124 * unit), width - FRAME, round(140 * unit)),
                               WEAKENED_RED, round(15 * unit), 9, align="center")  # fmt: skip
    if state.support_power is not None:
        text = t("render.ultraman.support_power_short", value=state.support_power)
        shapes.line_in_box(tile, text, (FRAME, round(140 * unit), width - FRAME, round(162 * unit)), TEXT_DIM,
                           round(18 * unit), 9, align="center")  # fmt: skip
