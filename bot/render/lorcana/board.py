"""The Lorcana board image, laid out like the table: one band per player, the viewer (or the first
seat, for spectators) at the bottom. Each band has the player's numbers on the left (lore, ink,
hand, deck, discard) and their cards in play on the right: characters, then locations with the
characters at them, then items. A private view adds the viewer's hand below.

Everything comes from one view (`engine.view(state, viewer)`): counts of hidden zones, cards the
viewer may see. Nothing else is read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image

from bot.messages import t
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.checks import WINNING_LORE
from engine.games.lorcana.game import LorcanaGame

from .. import flow, shapes
from ..board_frame import (
    GAP,
    PAD,
    PANEL_WIDTH,
    header,
    player_name,
    seats_top_to_bottom,
    stack,
    viewer_of,
    zone_of,
)
from ..board_frame import WIDTH as WIDTH  # the image width, for callers and tests
from ..hand import hand_panel
from ..icons import INK, LORE
from ..palette import ACTIVE_EDGE, BACKGROUND, EDGE, GOLD, LORE_BLUE, PANEL, PANEL_ACTIVE, TEXT, TEXT_DIM
from .tiles import TileState, current_stats, draw_tile, printed_stats, tile_size

STATUS_WIDTH = 260
STATUS_HEIGHT = 330
PLAY_WIDTH = PANEL_WIDTH - STATUS_WIDTH - 3 * PAD
GROUP_PAD = 6
ONE_ROW_SCALE = 0.9  # front and back rows share one line when it holds them at this scale
GAME_NAME = LorcanaGame.name


def draw_board(view: dict, names: dict[str, str]) -> Image.Image:
    viewer = viewer_of(view)
    resolving = [t("render.board.resolving", card=card_db()[card["def"]].full_name)
                 for player in view["seats"] for card in zone_of(view, player, "resolving")["cards"] if "def" in card]  # fmt: skip
    parts = [header(view, names, GAME_NAME, resolving)]
    parts += [_player_panel(view, player, names, player == viewer) for player in seats_top_to_bottom(view)]
    if viewer:
        parts.append(_hand_panel(view, viewer))
    return stack(parts)


# ---------------------------------------------------------------------------------- player panel


def _player_panel(view: dict, player: str, names: dict[str, str], is_viewer: bool) -> Image.Image:
    play = _play_area(view, player)
    height = max(STATUS_HEIGHT, play.height + 2 * PAD)
    active = view["turn"].get("active") == player and not view.get("result")
    panel = Image.new("RGB", (PANEL_WIDTH, height), BACKGROUND)
    shapes.rounded_box(panel, (0, 0, PANEL_WIDTH - 1, height - 1), PANEL_ACTIVE if active else PANEL, 14,
                       outline=ACTIVE_EDGE if active else EDGE, width=4 if active else 2)  # fmt: skip
    _status_column(panel, view, player, names, is_viewer, active)
    panel.paste(play, (STATUS_WIDTH + 2 * PAD, PAD), play)
    return panel


def _status_column(panel: Image.Image, view: dict, player: str, names: dict[str, str], is_viewer: bool, active: bool) -> None:
    left, right = PAD + 6, STATUS_WIDTH
    name = player_name(view, player, names) + (t("render.board.you") if is_viewer else "")
    shapes.line_in_box(panel, name, (left, 10, right, 50), ACTIVE_EDGE if active else TEXT, 30, 16)
    lore = view["players"][player]["lore"]
    shapes.icon(panel, LORE, left, 66, 58, LORE_BLUE)
    shapes.line_in_box(panel, str(lore), (left + 66, 52, left + 170, 132), TEXT, 80, 40)
    shapes.line_in_box(panel, t("render.board.lore_goal", goal=WINNING_LORE), (left + 170, 86, right, 126), TEXT_DIM, 28, 16)
    _lore_track(panel, lore, (left, 140, right, 154))
    inkwell = zone_of(view, player, "inkwell")
    ready = view["ready_ink"][player]
    shapes.icon(panel, INK, left, 170, 40, GOLD, filled=True)
    shapes.line_in_box(panel, t("render.board.ink", ready=ready, total=inkwell["count"]), (left + 50, 162, right, 218), TEXT, 38, 20)
    _ink_pips(panel, ready, inkwell["count"], (left, 222, right, 246))
    counts = [t("render.board.hand", count=zone_of(view, player, "hand")["count"]),
              t("render.board.deck", count=zone_of(view, player, "deck")["count"])]  # fmt: skip
    shapes.line_in_box(panel, "  ".join(counts), (left, 254, right, 290), TEXT, 28, 16)
    discard = zone_of(view, player, "discard")
    shapes.line_in_box(panel, t("render.board.discard", count=discard["count"]), (left, 290, right, 322), TEXT, 28, 16)


def _lore_track(panel: Image.Image, lore: int, box: shapes.Box) -> None:
    """The way to 20 lore as a bar of segments, readable at a glance."""
    left, top, right, bottom = box
    step = (right - left) / WINNING_LORE
    for index in range(WINNING_LORE):
        filled = index < lore
        segment = (round(left + index * step), top, round(left + (index + 1) * step) - 2, bottom)
        panel.paste(LORE_BLUE if filled else EDGE, segment)


def _ink_pips(panel: Image.Image, ready: int, total: int, box: shapes.Box) -> None:
    """One hexagon per card in the inkwell: filled when ready, hollow when exerted."""
    left, top, right, bottom = box
    size = bottom - top
    per_row = max(1, (right - left) // (size + 2))
    if total > per_row:
        size = max(8, (right - left) // total - 2)
    for index in range(total):
        shapes.icon(panel, INK, left + index * (size + 2), top + (bottom - top - size) / 2, size, GOLD, filled=index < ready)


# ------------------------------------------------------------------------------------ play area


@dataclass
class Arrangement:
    """A play area as the table has it: characters in front, locations (each with the
    characters at it) and items behind."""

    front: list[dict] = field(default_factory=list)
    locations: list[tuple[dict, list[dict]]] = field(default_factory=list)
    back: list[dict] = field(default_factory=list)


def arrange(cards: list[dict]) -> Arrangement:
    arrangement = Arrangement()
    location_ids = {card["id"] for card in cards if _type(card) == "location"}
    at: dict[str, list[dict]] = {location_id: [] for location_id in location_ids}
    for card in cards:
        kind = _type(card)
        if kind == "location":
            arrangement.locations.append((card, at[card["id"]]))
        elif card.get("at_location") in at:
            at[card["at_location"]].append(card)
        elif kind in ("character", None):  # a card the viewer may not see stays where it lies
            arrangement.front.append(card)
        else:
            arrangement.back.append(card)
    return arrangement


def _play_area(view: dict, player: str) -> Image.Image:
    cards = zone_of(view, player, "play")["cards"]
    if not cards:
        area = Image.new("RGBA", (PLAY_WIDTH, STATUS_HEIGHT - 2 * PAD), (0, 0, 0, 0))
        shapes.line_in_box(area, t("render.board.empty_play"), (0, 0, PLAY_WIDTH, area.height), TEXT_DIM, 26, 16, align="center")
        return area
    arrangement = arrange(cards)
    front = [_Single(view, card) for card in arrangement.front]
    back = [_Group(view, location, at) for location, at in arrangement.locations]
    back += [_Single(view, card) for card in arrangement.back]
    rows = [row for row in (front, back) if row]
    if len(rows) == 2 and _scale(front + back, max_lines=1) >= ONE_ROW_SCALE:
        rows = [front + back]  # few cards: one row reads better than two half-empty ones
    scale = min(_scale(row) for row in rows)  # one card size for the whole play area
    images = [_row_image(row, scale) for row in rows]
    height = sum(image.height for image in images) + GAP * (len(images) - 1)
    area = Image.new("RGBA", (PLAY_WIDTH, height), (0, 0, 0, 0))
    y = 0
    for image in images:
        area.paste(image, (0, y))
        y += image.height + GAP
    return area


def _type(card: dict) -> str | None:
    return card_db()[card["def"]].type if "def" in card else None


def _tile(view: dict, card: dict, scale: float) -> Image.Image:
    definition_id = card.get("def")
    exerted = bool(card.get("exerted"))
    kind = card_db()[definition_id].type if definition_id else "character"
    size = tile_size(kind, exerted, scale)
    if definition_id is None:
        return draw_tile(None, size, TileState(exerted=exerted))
    current = view["current"].get(card["id"])
    state = TileState(
        exerted=exerted,
        damage=card.get("counters", {}).get("damage", 0),
        stats=current_stats(definition_id, current) if kind in ("character", "location") else (),
        keywords=current.get("keywords") if current else None,
        beneath=len(card.get("beneath", [])),
    )
    return draw_tile(definition_id, size, state)


class _Single:
    """One card in a row."""

    def __init__(self, view: dict, card: dict) -> None:
        self.view, self.card = view, card

    def size(self, scale: float) -> tuple[int, int]:
        kind = _type(self.card) or "character"
        return tile_size(kind, bool(self.card.get("exerted")), scale)

    def draw(self, scale: float) -> Image.Image:
        return _tile(self.view, self.card, scale)


class _Group:
    """A location with the characters at it, framed together."""

    def __init__(self, view: dict, location: dict, characters: list[dict]) -> None:
        self.view, self.location, self.characters = view, location, characters

    def size(self, scale: float) -> tuple[int, int]:
        sizes = [tile_size("location", False, scale)]
        sizes += [tile_size("character", bool(c.get("exerted")), scale) for c in self.characters]
        width = sum(w for w, _ in sizes) + GAP * (len(sizes) - 1) + 2 * GROUP_PAD
        return width, max(h for _, h in sizes) + 2 * GROUP_PAD

    def draw(self, scale: float) -> Image.Image:
        width, height = self.size(scale)
        group = Image.new("RGB", (width, height), PANEL)
        shapes.rounded_box(group, (0, 0, width - 1, height - 1), PANEL_ACTIVE, 10, outline=GOLD, width=2)
        x = GROUP_PAD
        for card in [self.location, *self.characters]:
            tile = _tile(self.view, card, scale)
            group.paste(tile, (x, height - GROUP_PAD - tile.height), tile)
            x += tile.width + GAP
        return group


def _scale(row: list, max_lines: int = 2) -> float:
    return flow.best_scale(lambda scale: [block.size(scale) for block in row], PLAY_WIDTH, GAP, max_lines)


def _row_image(row: list, scale: float) -> Image.Image:
    placed, height = flow.pack([block.size(scale) for block in row], PLAY_WIDTH, GAP)
    image = Image.new("RGBA", (PLAY_WIDTH, height), (0, 0, 0, 0))
    for place in placed:
        block = row[place.index].draw(scale)
        image.paste(block, (place.x, place.y), block if block.mode == "RGBA" else None)
    return image


# ----------------------------------------------------------------------------------------- hand


def _hand_panel(view: dict, viewer: str) -> Image.Image:
    cards = zone_of(view, viewer, "hand")["cards"]

    def tile_at(index: int, size: tuple[int, int]) -> Image.Image:
        definition_id = cards[index].get("def")
        state = TileState(stats=printed_stats(definition_id), show_inkable=True) if definition_id else TileState()
        return draw_tile(definition_id, size, state)

    return hand_panel(t("render.board.your_hand", count=len(cards)), len(cards), lambda scale: tile_size("character", False, scale), tile_at)
