"""Characters on the Underworld board: a tile with the name, ability icons, defence, damage,
keywords and attachments.

- A face-up character shows its current icons from the view: black icons filled, white
  (temporary) icons as outlined circles, greyed when its controller lacks the first-player token
  and they do not work (G:临时能力图标 p6); its current defence on a shield, damage in red.
- An exhausted card is greyed with a 横置 band at its foot (G:横置 p5).
- A hidden agent the viewer may not see is a card back with its one icon (G:暗藏者 p1); the
  view carries no definition for it. Its owner sees its name under a 暗藏者 band.

The part that depends only on the definition and size is cached, keyed by definition id, never by
card instance, so nothing about a hidden card's identity can enter through the cache.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.messages import t
from engine.games.underworld.cards import card as printed_card

from .. import shapes
from ..icons import INK, WILLPOWER
from ..palette import BAD, CARD_PAPER, GOLD, TEXT_DARK, TEXT_DIM, WHITE
from .faces import card_colour

TILE_WIDTH, TILE_HEIGHT = 120, 170
ICON_ORDER = ("investigation", "battle", "influence")
CARD_BACK = (52, 36, 70)
CARD_BACK_EDGE = (170, 140, 210)
HIDDEN_BAND = (40, 30, 56)
EXHAUSTED_SHADE = (70, 70, 78, 110)
FRAME = 5


@dataclass(frozen=True)
class TileState:
    icons: dict[str, int] = field(default_factory=dict)  # black icons by kind
    white_icons: dict[str, int] = field(default_factory=dict)
    white_working: bool = False
    defence: int | None = None
    damage: int = 0
    exhausted: bool = False
    keywords: str = ""
    attachments: tuple[str, ...] = ()
    hidden_agent: bool = False  # face down (a back to others; its owner sees the face)
    hidden_icon: str = "influence"  # a hidden agent's one icon
    cost: int | None = None  # shown on cards in hand, where it matters


def tile_size(scale: float) -> tuple[int, int]:
    return round(TILE_WIDTH * scale), round(TILE_HEIGHT * scale)


def icon_glyph(kind: str) -> str:
    return t(f"render.underworld.icon.{kind}")


def icon_disc(image: Image.Image, kind: str, centre: tuple[float, float], size: int, white: bool, working: bool = True) -> None:
    """One ability icon: black icons a dark disc with a white glyph, white (temporary) icons a
    white disc with a dark ring and glyph; a temporary icon that does not work is grey."""
    x, y = centre
    box = (x - size / 2, y - size / 2, x + size / 2, y + size / 2)
    draw = ImageDraw.Draw(image)
    if white:
        ink = TEXT_DARK if working else TEXT_DIM
        draw.ellipse(box, fill=WHITE, outline=ink, width=max(2, size // 10))
        shapes.centred_text(image, icon_glyph(kind), (x, y), round(size * 0.6), ink)
    else:
        draw.ellipse(box, fill=TEXT_DARK)
        shapes.centred_text(image, icon_glyph(kind), (x, y), round(size * 0.6), WHITE)


def draw_tile(definition_id: str | None, size: tuple[int, int], state: TileState) -> Image.Image:
    tile = (_face(definition_id, size) if definition_id else _back(size)).copy()
    unit = size[0] / TILE_WIDTH
    if state.hidden_agent:
        _hidden_icon(tile, state, unit, mine=definition_id is not None)
    else:
        _icons(tile, state, unit)
        _bottom(tile, state, unit)
    if state.cost is not None:
        shapes.icon_badge(tile, INK, str(state.cost), (size[0] - FRAME - 18 * unit, size[1] - FRAME - 18 * unit), round(34 * unit), GOLD,
                          TEXT_DARK)  # fmt: skip
    if state.damage:  # at the lower right, beside the defence it counts against
        shapes.circle_badge(tile, str(state.damage), (size[0] - FRAME - 18 * unit, size[1] - FRAME - 18 * unit), round(32 * unit), BAD)
    if state.exhausted:
        shade = Image.new("RGBA", size, EXHAUSTED_SHADE)
        tile.alpha_composite(shade)
        # between the defence shield and the damage badge, leaving the name and icons readable
        band = (round(42 * unit), size[1] - FRAME - round(30 * unit), size[0] - round(40 * unit), size[1] - FRAME - round(6 * unit))
        tile.paste((60, 60, 66), band)
        shapes.line_in_box(tile, t("render.underworld.exhausted"), band, WHITE, round(19 * unit), 9, align="center")
    return tile


def _icons(tile: Image.Image, state: TileState, unit: float) -> None:
    """The icons in a row under the name, white ones first as printed (［白眼］［黑星］). Up to four
    are drawn one by one; more are grouped per kind with a count, so each stays readable."""
    groups = [(kind, True, state.white_icons.get(kind, 0)) for kind in ICON_ORDER]
    groups += [(kind, False, state.icons.get(kind, 0)) for kind in ICON_ORDER]
    groups = [group for group in groups if group[2]]
    if not groups:
        return
    if sum(count for _, _, count in groups) <= 4:
        groups = [(kind, white, 1) for kind, white, count in groups for _ in range(count)]
    wanted = sum(26 + (24 if count > 1 else 0) for _, _, count in groups) * unit
    fit = min(1.0, (tile.width - 2 * FRAME - 6 * unit) / wanted)  # a crowded row shrinks, never spills
    size, x = round(24 * unit * fit), FRAME + 4 * unit
    for kind, white, count in groups:
        icon_disc(tile, kind, (x + size / 2, 72 * unit), size, white, state.white_working)
        x += size + 2 * unit * fit
        if count > 1:
            shapes.centred_text(tile, f"×{count}", (x + 11 * unit * fit, 72 * unit), round(15 * unit * fit), TEXT_DARK, bold=True)
            x += 24 * unit * fit


def _bottom(tile: Image.Image, state: TileState, unit: float) -> None:
    """Keywords and attachments above the defence shield at the lower left (G:防御力 p4)."""
    width = tile.width
    lines = ([state.keywords] if state.keywords else []) + [t("render.underworld.attached", card=name) for name in state.attachments]
    top = round(88 * unit)
    for line in lines[:2]:
        shapes.line_in_box(tile, line, (FRAME + 3, top, width - FRAME - 3, top + round(18 * unit)), TEXT_DARK, round(14 * unit), 8)
        top += round(18 * unit)
    if state.defence is not None:
        centre = (FRAME + 19 * unit, tile.height - FRAME - 19 * unit)
        shapes.icon_badge(tile, WILLPOWER, str(state.defence), centre, round(36 * unit), TEXT_DARK)


def _hidden_icon(tile: Image.Image, state: TileState, unit: float, mine: bool) -> None:
    width, height = tile.size
    if mine:
        band = (FRAME, round(88 * unit), width - FRAME, round(112 * unit))
        tile.paste(HIDDEN_BAND, band)
        shapes.line_in_box(tile, t("render.underworld.hidden_agent"), band, WHITE, round(17 * unit), 9, align="center")
    icon_disc(tile, state.hidden_icon, (width / 2, height - FRAME - 22 * unit), round(32 * unit), white=False)


@lru_cache(maxsize=512)
def _face(definition_id: str, size: tuple[int, int]) -> Image.Image:
    card = printed_card(definition_id)  # a card in play as a form too (JC028)
    width, height = size
    unit = width / TILE_WIDTH
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(tile, (0, 0, width - 1, height - 1), card_colour(card), round(9 * unit))
    shapes.rounded_box(tile, (FRAME, FRAME, width - 1 - FRAME, height - 1 - FRAME), CARD_PAPER, round(6 * unit))
    name_box = (FRAME + 4, FRAME + 2, width - FRAME - 4, round(56 * unit))
    shapes.text_in_box(tile, card.name, name_box, TEXT_DARK, round(18 * unit), 10, valign="middle")
    return tile


@lru_cache(maxsize=16)
def _back(size: tuple[int, int]) -> Image.Image:
    width, height = size
    unit = width / TILE_WIDTH
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    shapes.rounded_box(tile, (0, 0, width - 1, height - 1), CARD_BACK, round(9 * unit), outline=CARD_BACK_EDGE, width=3)
    inset = round(width * 0.14)
    shapes.rounded_box(tile, (inset, inset, width - inset, height - inset - round(30 * unit)), None, 8, outline=CARD_BACK_EDGE, width=2)
    shapes.line_in_box(tile, t("render.underworld.hidden_agent"), (0, round(30 * unit), width, round(90 * unit)), CARD_BACK_EDGE,
                       round(22 * unit), 10, align="center")  # fmt: skip
    return tile
