"""Cards on the Lorcana board: small tiles with cost, name, current stats, damage and state.

A ready card stands (portrait); an exerted one lies on its side (landscape) with a grey band, as
at the table, but its text stays upright so it can still be read. The parts that only depend on
the card definition and size are cached; state (stats, damage) is drawn on a copy each time.
Tiles are keyed by definition id, never by card instance, so nothing about a hidden card's
identity can enter through the cache.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from engine.games.lorcana.card_text import KEYWORDS, TYPES
from engine.games.lorcana.cards import card_db

from .. import shapes, textbox
from ..icons import EXERT, INK, LORE, STRENGTH, WILLPOWER
from ..palette import BAD, CARD_PAPER, DAMAGE, GOLD, GOOD, TEXT_DARK, TEXT_DIM, WHITE
from .inks import INK_COLOURS

SHORT_SIDE, LONG_SIDE = 132, 184  # a character card at scale 1
ITEM_LONG_SIDE = 150  # items carry no stats: a shorter tile
LOCATION_SIZE = (224, 132)  # locations are printed landscape
EXERTED_BAND = (64, 64, 70)
EXERTED_PAPER = (206, 204, 198)
CARD_BACK = (52, 60, 92)
RIGHT_BADGES = 52  # room kept at the right for the damage and Shift badges where they sit beside text


def tile_size(kind: str, exerted: bool, scale: float) -> tuple[int, int]:
    if kind == "location":
        width, height = LOCATION_SIZE
    else:
        long_side = ITEM_LONG_SIDE if kind == "item" else LONG_SIDE
        width, height = (long_side, SHORT_SIDE) if exerted else (SHORT_SIDE, long_side)
    return round(width * scale), round(height * scale)


@dataclass(frozen=True)
class TileStat:
    symbol: str
    value: int
    printed: int | None  # the value on the card: a different current value is coloured


@dataclass(frozen=True)
class TileState:
    exerted: bool = False
    damage: int = 0
    stats: tuple[TileStat, ...] = ()
    keywords: dict | None = None  # current keywords; None: show the printed ones
    beneath: int = 0  # cards under a Shift stack
    show_inkable: bool = False  # in hand: whether the card can be inked matters


def printed_stats(definition_id: str) -> tuple[TileStat, ...]:
    card = card_db()[definition_id]
    values = ((INK, card.move_cost), (STRENGTH, card.strength), (WILLPOWER, card.willpower), (LORE, card.lore))
    return tuple(TileStat(symbol, value, value) for symbol, value in values if value is not None)


def current_stats(definition_id: str, current: dict | None) -> tuple[TileStat, ...]:
    """Stats as they are now (view "current"), each with its printed value for comparison."""
    card = card_db()[definition_id]
    current = current or {}
    shown = [TileStat(INK, card.move_cost, card.move_cost)] if card.move_cost is not None else []
    for symbol, name in ((STRENGTH, "strength"), (WILLPOWER, "willpower"), (LORE, "lore")):
        printed = getattr(card, name)
        value = current.get(name, printed)
        if printed is not None and value is not None:
            shown.append(TileStat(symbol, value, printed))
    return tuple(shown)


def draw_tile(definition_id: str | None, size: tuple[int, int], state: TileState) -> Image.Image:
    """One card on the board (RGBA: its rounded corners are transparent); `definition_id` None
    draws a card back (a card the viewer may not see)."""
    tile = _body(definition_id, size, state.exerted, state.show_inkable).copy()
    if definition_id is None:
        return tile
    unit = min(size) / SHORT_SIDE
    width, height = size
    landscape = width > height
    top_of_keywords = 56 if landscape else 78
    _draw_keywords(tile, definition_id, state, unit, top=top_of_keywords * unit)
    stats = {stat.symbol: stat for stat in state.stats}
    row_centre = height - 24 * unit
    if stats:
        x = 8 * unit
        for symbol in (INK, STRENGTH, WILLPOWER):
            if symbol in stats:
                x = shapes.stat_label(tile, symbol, str(stats[symbol].value), x, row_centre, round(24 * unit),
                                      _stat_colour(stats[symbol]), font_size=round(30 * unit)) + 8 * unit  # fmt: skip
        lore_centre = (x + 20 * unit, row_centre) if landscape else (28 * unit, height - 66 * unit)
        if LORE in stats:
            shapes.icon_badge(tile, LORE, str(stats[LORE].value), lore_centre, round(46 * unit), _stat_colour(stats[LORE]))
    else:
        card = card_db()[definition_id]
        kind = TYPES["song"] if card.song else TYPES[card.type]
        shapes.line_in_box(tile, kind, (round(8 * unit), round(row_centre - 14 * unit), width - round(8 * unit),
                                        round(row_centre + 14 * unit)), TEXT_DIM, round(18 * unit), 10, align="center")  # fmt: skip
    if state.damage:
        badge = round(44 * unit)
        centre = (width - 28 * unit, 62 * unit) if landscape else (width - 28 * unit, height - 66 * unit)
        shapes.circle_badge(tile, str(state.damage), centre, badge, DAMAGE)
    if state.exerted:
        mark = round(24 * unit)
        shapes.icon(tile, EXERT, width - mark - round(6 * unit), round(5 * unit), mark, WHITE)
    if state.beneath:
        shapes.circle_badge(tile, f"+{state.beneath}", (width - 20 * unit, (top_of_keywords + 10) * unit), round(24 * unit), GOLD)
    return tile


def _stat_colour(stat: TileStat):
    """Dark as printed; green when raised, red when lowered."""
    if stat.printed is None or stat.value == stat.printed:
        return TEXT_DARK
    return GOOD if stat.value > stat.printed else BAD


@lru_cache(maxsize=1024)
def _body(definition_id: str | None, size: tuple[int, int], exerted: bool, show_inkable: bool) -> Image.Image:
    """Frame, ink band with cost and name, subtitle: everything fixed for a definition and size."""
    width, height = size
    unit = min(size) / SHORT_SIDE
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    radius = round(9 * unit)
    if definition_id is None:
        shapes.rounded_box(tile, (0, 0, width - 1, height - 1), CARD_BACK, radius, outline=GOLD, width=max(1, round(3 * unit)))
        shapes.icon(tile, LORE, width / 2 - 22 * unit, height / 2 - 22 * unit, round(44 * unit), GOLD)
        return tile
    card = card_db()[definition_id]
    colour = INK_COLOURS[card.ink]
    border = max(2, round(4 * unit))
    shapes.rounded_box(tile, (0, 0, width - 1, height - 1), colour, radius)
    paper = EXERTED_PAPER if exerted else CARD_PAPER
    shapes.rounded_box(tile, (border, border, width - 1 - border, height - 1 - border), paper, max(1, radius - border))
    band = round(32 * unit)
    tile.paste(EXERTED_BAND if exerted else colour, (border, border, width - border, border + band))
    cost_size = round(28 * unit)
    cost_centre = (border + 4 * unit + cost_size / 2, border + band / 2)
    if show_inkable and card.inkable:
        ring = cost_size + round(6 * unit)
        shapes.icon(tile, INK, cost_centre[0] - ring / 2, cost_centre[1] - ring / 2, ring, GOLD, filled=True)
    shapes.icon_badge(tile, INK, str(card.cost), cost_centre, cost_size, WHITE, text_colour=EXERTED_BAND if exerted else colour)
    name_box = (round(cost_centre[0] + cost_size / 2 + 4 * unit), border, width - border - round((30 if exerted else 4) * unit), border + band)
    lines = 1 if width > height else 2
    right = width - round(RIGHT_BADGES * unit) if width > height else width - border - round(4 * unit)
    below = (border + round(5 * unit), border + band + round(2 * unit), right,
             border + band + round(lines * 21 * unit))  # fmt: skip
    name_in_band = textbox.fit(card.name, name_box[2] - name_box[0], band, round(20 * unit), max(10, round(14 * unit)), max_lines=1)
    if name_in_band.overflow and not card.subtitle:  # a long name takes the subtitle's lines instead
        _text_lines(tile, card.name, below, round(17 * unit), lines, TEXT_DARK)
    else:
        shapes.line_in_box(tile, card.name, name_box, WHITE, round(20 * unit), 10)
    if card.subtitle:
        _text_lines(tile, card.subtitle, below, round(15 * unit), lines, TEXT_DIM)
    return tile


def _text_lines(tile: Image.Image, text: str, box: shapes.Box, size: int, lines: int, colour) -> None:
    """Up to `lines` lines; cut with "…" when they cannot hold it."""
    fitted = textbox.fit(text, box[2] - box[0], box[3] - box[1], size, 10, max_lines=lines)
    if fitted.overflow:
        fitted = textbox.fit_line(text, box[2] - box[0], size, 10)
    textbox.draw(tile, fitted, box, colour)


def _draw_keywords(tile: Image.Image, definition_id: str, state: TileState, unit: float, top: float) -> None:
    if state.keywords is None:
        names = [KEYWORDS[k.id] for k in card_db()[definition_id].keywords]
    else:
        names = [KEYWORDS.get(k, k) for k in sorted(state.keywords)]
    if names:
        box = (round(7 * unit), round(top), tile.width - round(RIGHT_BADGES * unit), round(top + 20 * unit))
        shapes.line_in_box(tile, " ".join(names), box, TEXT_DARK, round(16 * unit), 9)
