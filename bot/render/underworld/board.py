"""The Underworld board image, laid out like the table: the three contested regions in the middle
(G:地区 p3), in contest order, each with its influence cap, score and both sides' influence
tokens (G:势力标志 p4); in front of each region, each side's characters and hidden agents (its
contested area, G:争夺区 p11), the other player above and the viewer (or the first seat, for
spectators) below. Above and below, each player's strip: score out of 8 (G:分数 p4), the
first-player token (G:先手标志 p6), secret society (G:秘社 p7), hand, library, graveyard, assets ready and exhausted
(G:资产 p10), cost pool. A private view adds the viewer's hand.

Everything comes from one view (`engine.view(state, viewer)`) and its extras (scores, regions,
characters' current icons and defence, first player). Nothing else is read.
"""

from __future__ import annotations

from PIL import Image

from bot.messages import t
from engine.core.messages import has_message
from engine.core.messages import t as engine_t
from engine.games.underworld.card_text import card_text
from engine.games.underworld.cards import card as printed_card  # a card in play as a form too (JC028)
from engine.games.underworld.cards import card_db
from engine.games.underworld.game import UnderworldGame
from engine.games.underworld.zones import SLOTS

from .. import flow, shapes
from ..board_frame import (
    GAP,
    PAD,
    PANEL_WIDTH,
    header,
    player_name,
    seats_top_to_bottom,
    viewer_of,
    with_hand,
    zone_of,
)
from ..board_frame import WIDTH as WIDTH  # the image width, for callers and tests
from ..hand import hand_panel
from ..icons import LORE
from ..palette import ACTIVE_EDGE, BACKGROUND, EDGE, GOLD, PANEL, PANEL_ACTIVE, TEXT, TEXT_DARK, TEXT_DIM
from .tiles import TileState, draw_tile, tile_size

POINTS_TO_WIN = 8  # G:分数 p4
STRIP_HEIGHT = 108
REGION_HEIGHT = 176
COLUMN_WIDTH = (PANEL_WIDTH - 2 * GAP) // 3
AREA_INNER = COLUMN_WIDTH - 2 * PAD
TILE_GAP = 8
SIDE_COLOURS = ((226, 96, 84), (84, 156, 240))  # the player above, the player below
KEY_TOKEN = (236, 190, 60)
GAME_NAME = UnderworldGame.name


def draw_board(view: dict, names: dict[str, str]) -> Image.Image:
    viewer = viewer_of(view)
    top, bottom = seats_top_to_bottom(view)
    step = view["turn"].get("step")
    step_key = f"underworld.step.{step}"
    extra = [engine_t(step_key)] if step and has_message(step_key) else []
    if view["stack"]:  # only how many: a secretly dispatched card on the stack stays face down
        extra.append(t("render.underworld.stack", count=len(view["stack"])))
    parts = [header(view, names, GAME_NAME, extra),
             _player_strip(view, top, names, SIDE_COLOURS[0], top == viewer),
             _regions_band(view, (top, bottom)),
             _player_strip(view, bottom, names, SIDE_COLOURS[1], bottom == viewer)]  # fmt: skip
    return with_hand(parts, view, _hand_panel)


def _name(definition_id: str) -> str:
    return printed_card(definition_id).name


# --------------------------------------------------------------------------------- player strip


def _player_strip(view: dict, player: str, names: dict[str, str], side: tuple[int, int, int], is_viewer: bool) -> Image.Image:
    active = view["turn"].get("active") == player and not view.get("result")
    strip = Image.new("RGB", (PANEL_WIDTH, STRIP_HEIGHT), BACKGROUND)
    shapes.rounded_box(strip, (0, 0, PANEL_WIDTH - 1, STRIP_HEIGHT - 1), PANEL_ACTIVE if active else PANEL, 14,
                       outline=ACTIVE_EDGE if active else EDGE, width=4 if active else 2)  # fmt: skip
    strip.paste(side, (8, 12, 18, STRIP_HEIGHT - 12))  # the colour of this side's tokens on the regions
    name = player_name(view, player, names) + (t("render.board.you") if is_viewer else "")
    shapes.line_in_box(strip, name, (30, 8, 330, 56), ACTIVE_EDGE if active else TEXT, 30, 16)
    if view.get("first_player") == player:
        shapes.rounded_box(strip, (30, 62, 170, 96), KEY_TOKEN, 16)
        shapes.line_in_box(strip, t("render.underworld.key_token"), (30, 62, 170, 96), TEXT_DARK, 22, 12, align="center")
    _score(strip, view["scores"][player], (340, 8, 620, STRIP_HEIGHT - 8))
    _counts(strip, view, player, (640, 8, PANEL_WIDTH - PAD, STRIP_HEIGHT - 8))
    return strip


def _score(strip: Image.Image, score: int, box: shapes.Box) -> None:
    """The score out of 8 and eight diamonds filled in gold per point: the way to winning at a glance."""
    left, top, right, bottom = box
    shapes.line_in_box(strip, t("render.underworld.score", score=score, goal=POINTS_TO_WIN), (left, top, right, top + 48), GOLD, 38, 20)
    size = 28
    for index in range(POINTS_TO_WIN):
        shapes.icon(strip, LORE, left + index * (size + 4), bottom - size - 4, size, GOLD if index < score else EDGE)


def _counts(strip: Image.Image, view: dict, player: str, box: shapes.Box) -> None:
    left, top, right, bottom = box
    assets = zone_of(view, player, "assets")["cards"]
    exhausted = sum(1 for card in assets if card.get("exhausted"))
    first = [t("render.underworld.hand", count=zone_of(view, player, "hand")["count"]),
             t("render.underworld.library", count=zone_of(view, player, "library")["count"]),
             t("render.underworld.assets", ready=len(assets) - exhausted, exhausted=exhausted),
             t("render.underworld.pool", count=view["players"][player]["pool"])]  # fmt: skip
    shapes.line_in_box(strip, "  ".join(first), (left, top, right, top + 46), TEXT, 28, 14)
    graveyard = zone_of(view, player, "graveyard")
    second = [_society_entry(card) for card in zone_of(view, player, "society")["cards"] if "def" in card]
    second.append(t("render.underworld.graveyard", count=graveyard["count"]))
    if graveyard["cards"]:
        second.append(t("render.underworld.graveyard_top", card=_name(graveyard["cards"][-1]["def"])))
    won = [_name(card["def"]) for card in zone_of(view, player, "score")["cards"]]
    if won:
        second.append(t("render.underworld.won", regions="、".join(won)))
    shapes.line_in_box(strip, "  ".join(second), (left, top + 50, right, bottom), TEXT_DIM, 22, 12)


def _society_entry(card: dict) -> str:
    """The secret society card, or an attachment attached to it (G:秘社 p7), exhausted or not."""
    if printed_card(card["def"]).basic_type == "society":
        return t("render.underworld.society", name=_name(card["def"]))
    entry = t("render.underworld.society_attachment", card=_name(card["def"]))
    return entry + t("render.underworld.exhausted_note") if card.get("exhausted") else entry


# -------------------------------------------------------------------------------------- regions


def _regions_band(view: dict, sides: tuple[str, str]) -> Image.Image:
    """Three columns, one per slot in contest order: the upper player's area, the region, the
    lower player's area. Each side's tiles share one scale over the three columns."""
    areas = {slot: view["zones"][f"area{slot}"]["cards"] for slot in SLOTS}
    layouts = [_side_layout(view, areas, player) for player in sides]
    height = layouts[0][1] + REGION_HEIGHT + layouts[1][1] + 4 * PAD
    band = Image.new("RGB", (PANEL_WIDTH, height), BACKGROUND)
    for index, slot in enumerate(SLOTS):
        left = index * (COLUMN_WIDTH + GAP)
        shapes.rounded_box(band, (left, 0, left + COLUMN_WIDTH - 1, height - 1), PANEL, 14, outline=EDGE, width=2)
        _draw_side(band, view, layouts[0], slot, left + PAD, PAD, from_bottom=True)
        region_top = layouts[0][1] + 2 * PAD
        _region(band, view, slot, areas[slot], (left + 6, region_top, left + COLUMN_WIDTH - 7, region_top + REGION_HEIGHT), sides)
        _draw_side(band, view, layouts[1], slot, left + PAD, region_top + REGION_HEIGHT + PAD, from_bottom=False)
    return band


def _side_cards(view: dict, cards: list[dict], player: str) -> list[dict]:
    """A player's characters and hidden agents in one contested area, in the order they came."""
    return [card for card in cards if card.get("controller", card["owner"]) == player and not card.get("attached_to")]


def _side_layout(view: dict, areas: dict[int, list[dict]], player: str):
    per_slot = {slot: _side_cards(view, areas[slot], player) for slot in SLOTS}
    scale = min(flow.best_scale(_tiles_measure(len(cards)), AREA_INNER, TILE_GAP) for cards in per_slot.values())
    packed = {slot: flow.pack([tile_size(scale)] * len(cards), AREA_INNER, TILE_GAP) for slot, cards in per_slot.items()}
    height = max(max(rows for _, rows in packed.values()), tile_size(flow.SCALES[-1])[1])
    return per_slot, height, packed


def _tiles_measure(count: int):
    return lambda scale: [tile_size(scale)] * count


def _draw_side(band: Image.Image, view: dict, layout, slot: int, left: int, top: int, from_bottom: bool) -> None:
    """A side's tiles; the upper side's rows sit against the region, as across a table."""
    per_slot, height, packed = layout
    placed, rows_height = packed[slot]
    cards = per_slot[slot]
    if not cards:
        shapes.line_in_box(band, t("render.underworld.no_characters"), (left, top, left + AREA_INNER, top + height), TEXT_DIM, 20, 12,
                           align="center")  # fmt: skip
        return
    offset = height - rows_height if from_bottom else 0
    area = view["zones"][f"area{slot}"]["cards"]
    for place in placed:
        card = cards[place.index]
        tile = draw_tile(card.get("def"), (place.width, place.height), _tile_state(view, card, area))
        band.paste(tile, (left + place.x, top + offset + place.y), tile)


def _tile_state(view: dict, card: dict, area: list[dict]) -> TileState:
    damage = card.get("counters", {}).get("damage", 0)
    if card.get("face_down"):
        return TileState(hidden_agent=True, hidden_icon=view.get("hidden_agent_icon", "influence"), exhausted=bool(card.get("exhausted")))
    facts = view["characters"].get(card["id"], {})
    keywords = facts.get("keywords", {})
    return TileState(
        icons=facts.get("icons", {}), white_icons=facts.get("white_icons", {}),
        white_working=card.get("controller", card["owner"]) == view.get("first_player"),
        defence=facts.get("defence"), damage=damage, exhausted=bool(card.get("exhausted")),
        keywords=" ".join(engine_t(f"underworld.keyword.{k}") + (str(v) if v else "") for k, v in keywords.items()),
        attachments=tuple(_name(c["def"]) for c in area if c.get("attached_to") == card["id"] and "def" in c),
    )  # fmt: skip


def _region(band: Image.Image, view: dict, slot: int, area: list[dict], box: shapes.Box, sides: tuple[str, str]) -> None:
    left, top, right, bottom = box
    facts = view["regions"].get(str(slot))
    shapes.rounded_box(band, box, (58, 50, 34), 12, outline=GOLD, width=3)
    if not facts:
        shapes.line_in_box(band, t("render.underworld.no_region", slot=slot), box, TEXT_DIM, 24, 14, align="center")
        return
    region = printed_card(facts["definition"])
    cap = facts["cap"]
    _tokens(band, facts["influence"][sides[0]], cap, SIDE_COLOURS[0], (left + 10, top + 8, right - 60, top + 36))
    shapes.icon_badge(band, LORE, str(region.score), (right - 32, top + 30), 48, GOLD, TEXT_DARK)
    title = t("render.underworld.region_title", slot=slot, name=region.name)
    shapes.line_in_box(band, title, (left + 10, top + 40, right - 62, top + 76), TEXT, 28, 14)
    shapes.line_in_box(band, t("render.underworld.cap_line", cap=cap), (left + 10, top + 76, right - 10, top + 100), GOLD, 20, 12)
    notes = card_text(region)
    attached = [_name(c["def"]) for c in area if c.get("attached_to") == facts["card"] and "def" in c]
    if attached:
        notes = t("render.underworld.attached", card="、".join(attached)) + "\n" + notes
    shapes.text_in_box(band, notes, (left + 10, top + 100, right - 10, bottom - 38), TEXT_DIM, 15, 10)
    _tokens(band, facts["influence"][sides[1]], cap, SIDE_COLOURS[1], (left + 10, bottom - 34, right - 10, bottom - 6))


def _tokens(band: Image.Image, count: int, cap: int, colour, box: shapes.Box) -> None:
    """Influence tokens as discs, out of the cap (hollow discs are the ones still needed)."""
    left, top, right, bottom = box
    size = bottom - top
    for index in range(max(cap, count)):
        x = left + index * (size + 4) + size / 2
        if x + size / 2 > right - 50:
            break
        if index < count:
            shapes.circle_badge(band, "", (x, top + size / 2), size, colour)
        else:
            shapes.rounded_box(band, (round(x - size / 2), top, round(x + size / 2), bottom), None, size // 2, outline=EDGE, width=2)
    shapes.line_in_box(band, f"{count}/{cap}", (right - 48, top, right, bottom), colour, 22, 12, align="right")


# ----------------------------------------------------------------------------------------- hand


def _hand_panel(view: dict, viewer: str) -> Image.Image:
    cards = zone_of(view, viewer, "hand")["cards"]

    def tile_at(index: int, size: tuple[int, int]) -> Image.Image:
        card = card_db()[cards[index]["def"]]
        printed = TileState(icons=_counted(card.icons), white_icons=_counted(card.white_icons), white_working=True, defence=card.defence,
                            keywords=card.type_line, cost=card.cost)  # fmt: skip
        return draw_tile(card.id, size, printed)

    return hand_panel(t("render.underworld.your_hand", count=len(cards)), len(cards), tile_size, tile_at)


def _counted(icons: list[str]) -> dict[str, int]:
    return {kind: icons.count(kind) for kind in dict.fromkeys(icons)}

