"""The Ultraman board image, laid out like the table: one band per player, the viewer (or the first
seat, for spectators) at the bottom. Each band has the player's numbers on the left (damage out of
5, energy, hand, deck, rest zone) and on the right the 5 battlefield slots in order (3.2.1), then
the supports set aside in the battle under way (4.3.2). A private view adds the viewer's hand.

Everything comes from one view (`engine.view(state, viewer)`): counts of hidden zones, and only the
cards the viewer may see (face-down cards of others are backs, 3.2.3; face-down energy is a count,
3.5.2a). Nothing else is read.
"""

from __future__ import annotations

from PIL import Image

from bot.messages import t
from engine.games.ultraman.cards import card_db
from engine.games.ultraman.game import UltramanGame
from engine.games.ultraman.losses import DAMAGE_TO_LOSE
from engine.games.ultraman.text import card_name
from engine.games.ultraman.zones import SLOTS

from .. import shapes
from ..board_frame import (
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
from ..palette import ACTIVE_EDGE, BACKGROUND, BAD, EDGE, PANEL, PANEL_ACTIVE, TEXT, TEXT_DIM
from .tiles import TileState, draw_tile, empty_slot, tile_size

STATUS_WIDTH = 270
SLOT_GAP = 12
SLOT_SIZE = tile_size(1.0)
PANEL_HEIGHT = SLOT_SIZE[1] + 2 * PAD + 30  # the slots and a caption line
SUPPORT_LEFT = STATUS_WIDTH + 2 * PAD + SLOTS * SLOT_SIZE[0] + (SLOTS - 1) * SLOT_GAP + 2 * PAD
SUPPORT_SIZE = tile_size(0.6)
GAME_NAME = UltramanGame.name


def draw_board(view: dict, names: dict[str, str]) -> Image.Image:
    viewer = viewer_of(view)
    parts = [header(view, names, GAME_NAME)]
    parts += [_player_panel(view, player, names, player == viewer) for player in seats_top_to_bottom(view)]
    return with_hand(parts, view, _hand_panel)


# ---------------------------------------------------------------------------------- player panel


def _player_panel(view: dict, player: str, names: dict[str, str], is_viewer: bool) -> Image.Image:
    active = view["turn"].get("active") == player and not view.get("result")
    panel = Image.new("RGB", (PANEL_WIDTH, PANEL_HEIGHT), BACKGROUND)
    shapes.rounded_box(panel, (0, 0, PANEL_WIDTH - 1, PANEL_HEIGHT - 1), PANEL_ACTIVE if active else PANEL, 14,
                       outline=ACTIVE_EDGE if active else EDGE, width=4 if active else 2)  # fmt: skip
    _status_column(panel, view, player, names, is_viewer, active)
    _battlefield(panel, view, player)
    _supports(panel, view, player)
    return panel


def _status_column(panel: Image.Image, view: dict, player: str, names: dict[str, str], is_viewer: bool, active: bool) -> None:
    left, right = PAD + 6, STATUS_WIDTH
    name = player_name(view, player, names) + (t("render.board.you") if is_viewer else "")
    shapes.line_in_box(panel, name, (left, 10, right, 50), ACTIVE_EDGE if active else TEXT, 30, 16)
    damage = zone_of(view, player, "damage")["count"]
    shapes.line_in_box(panel, t("render.ultraman.damage", count=damage, limit=DAMAGE_TO_LOSE), (left, 54, right, 96),
                       BAD if damage >= DAMAGE_TO_LOSE - 1 else TEXT, 36, 18)  # fmt: skip
    _damage_pips(panel, damage, (left, 100, right, 118))
    energy = zone_of(view, player, "energy")
    face_up = sum(1 for card in energy["cards"] if "def" in card)
    text = t("render.ultraman.energy", count=energy["count"])
    if face_up:
        text += t("render.ultraman.energy_face_up", count=face_up)
    shapes.line_in_box(panel, text, (left, 126, right, 160), TEXT, 28, 16)
    counts = [t("render.ultraman.hand", count=zone_of(view, player, "hand")["count"]),
              t("render.ultraman.deck", count=zone_of(view, player, "deck")["count"])]  # fmt: skip
    shapes.line_in_box(panel, "  ".join(counts), (left, 162, right, 196), TEXT, 28, 16)
    rest = zone_of(view, player, "rest")
    shapes.line_in_box(panel, t("render.ultraman.rest", count=rest["count"]), (left, 198, right, 230), TEXT, 26, 16)
    if rest["cards"]:
        top = t("render.ultraman.rest_top", card=card_name(rest["cards"][-1]["def"]))
        shapes.line_in_box(panel, top, (left, 230, right, PANEL_HEIGHT - 10), TEXT_DIM, 20, 12)


def _damage_pips(panel: Image.Image, damage: int, box: shapes.Box) -> None:
    """Five segments, filled in red per damage card: the way to losing at a glance (1.3.2a)."""
    left, top, right, bottom = box
    step = (right - left) / DAMAGE_TO_LOSE
    for index in range(DAMAGE_TO_LOSE):
        segment = (round(left + index * step), top, round(left + (index + 1) * step) - 4, bottom)
        panel.paste(BAD if index < damage else EDGE, segment)


def _battle(view: dict) -> dict:
    return view["turn"].get("battle") or {"main": {}}


def _tile_for(view: dict, card: dict, size: tuple[int, int]) -> Image.Image:
    definition_id = card.get("def")
    if definition_id is None:
        return draw_tile(None, size, TileState())
    stats = view["stats"].get(card["id"])  # current values of face-up cards; printed ones otherwise
    printed = _printed(definition_id)
    state = TileState(
        power=stats["power"] if stats else printed.power,
        support_power=stats["support_power"] if stats else printed.support_power,
        weakened=bool(card.get("weakened")),
        face_down=bool(card.get("face_down")),
        main=card["id"] in _battle(view)["main"].values(),
    )
    return draw_tile(definition_id, size, state)


def _battlefield(panel: Image.Image, view: dict, player: str) -> None:
    by_slot = {card["slot"]: card for card in zone_of(view, player, "battlefield")["cards"]}
    top = PAD
    for slot in range(SLOTS):
        x = STATUS_WIDTH + 2 * PAD + slot * (SLOT_SIZE[0] + SLOT_GAP)
        card = by_slot.get(slot)
        tile = _tile_for(view, card, SLOT_SIZE) if card else empty_slot(SLOT_SIZE, slot + 1)
        panel.paste(tile, (x, top), tile)
        shapes.line_in_box(panel, str(slot + 1), (x, top + SLOT_SIZE[1] + 2, x + SLOT_SIZE[0], PANEL_HEIGHT - 6), TEXT_DIM, 20, 12,
                           align="center")  # fmt: skip


def _supports(panel: Image.Image, view: dict, player: str) -> None:
    """The supports set aside in the battle under way (in no zone, 4.3.2), fanned out."""
    left, right = SUPPORT_LEFT, PANEL_WIDTH - PAD
    shapes.line_in_box(panel, t("render.ultraman.supports"), (left, PAD, right, PAD + 28), TEXT_DIM, 20, 12, align="center")
    cards = zone_of(view, player, "aside")["cards"]
    if not cards:
        shapes.line_in_box(panel, t("render.ultraman.no_supports"), (left, PAD + 30, right, PAD + 60), TEXT_DIM, 20, 12, align="center")
        return
    room = right - left - SUPPORT_SIZE[0]
    step = min(SUPPORT_SIZE[0] + 4, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for index, card in enumerate(cards):
        tile = _tile_for(view, card, SUPPORT_SIZE)
        panel.paste(tile, (left + index * step, PAD + 34 + index * 14), tile)


# ----------------------------------------------------------------------------------------- hand


def _hand_panel(view: dict, viewer: str) -> Image.Image:
    cards = zone_of(view, viewer, "hand")["cards"]

    def tile_at(index: int, size: tuple[int, int]) -> Image.Image:
        definition_id = cards[index].get("def")
        return draw_tile(definition_id, size, _printed(definition_id))

    return hand_panel(t("render.ultraman.your_hand", count=len(cards)), len(cards), lambda scale: tile_size(scale * 0.8), tile_at)


def _printed(definition_id: str | None) -> TileState:
    if definition_id is None:
        return TileState()
    card = card_db()[definition_id]
    return TileState(power=card.power, support_power=card.support_power)
