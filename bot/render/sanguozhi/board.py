"""The 三国智 board image, one panel per player laid out as the game map (200.2), the viewer (or
the first seat, for spectators) at the bottom:

    Row 1: [墓地 Graveyard] [主将 | 军师 | 副将 副将 副将] [营地 Camp = deck]
    Row 2: [事件 Event]     [谋略 ×5]                    [阵型 Formation stack]
    Row 3: [兵权 Authority: face values by kind]

Above the map, the player's 粮草 out of the cap (negative totals shown, 116.1), hand and
removed cards. Generals show current ATK/HP/INT, marked damage (view extras) and a badge per
counter or mark with its count (119; a hidden card is a back and shows none), Treasures under
their General (502.4), 横置 when tapped; during combat, whom an attacker attacks (and its 虎视
target), what a blocker blocks, and the partner of a 联破 or 仗枪 group (view extras "combat",
606-609, 807). The header adds the phase and the chain (连环).

Everything comes from one view (`engine.view(state, viewer)`): a face-down General, set
Stratagem, Formation or Event the viewer may not see carries no definition and is drawn as a back
(112.2); the viewer's own face-down cards show their face under a 暗置 band. Nothing else is read.
"""

from __future__ import annotations

from collections import Counter

from PIL import Image

from bot.messages import t
from engine.core.messages import has_message
from engine.core.messages import t as engine_t
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.effects import COUNTER
from engine.games.sanguozhi.game import SanguozhiGame
from engine.games.sanguozhi.text import card_name

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
from ..card_tile import Tile, draw_back, draw_tile, empty_slot, tile_size
from ..hand import hand_panel
from ..palette import ACTIVE_EDGE, BACKGROUND, BAD, EDGE, GOLD, PANEL, PANEL_ACTIVE, TEXT, TEXT_DIM
from .faces import card_colour, type_label

GAME_NAME = SanguozhiGame.name
GENERAL_SIZE = tile_size(1.0)
STRATAGEM_SIZE = tile_size(0.8)
SLOT_GAP = 10
TITLE_HEIGHT = 48
AUTHORITY_HEIGHT = 40
SIDE_WIDTH = (PANEL_WIDTH - 2 * PAD - 5 * GENERAL_SIZE[0] - 4 * SLOT_GAP - 2 * 16) // 2
CENTRE_LEFT = PAD + SIDE_WIDTH + 16
ROW_ONE_TOP = TITLE_HEIGHT
CAPTION_HEIGHT = 26
ROW_TWO_TOP = ROW_ONE_TOP + GENERAL_SIZE[1] + CAPTION_HEIGHT
PANEL_HEIGHT = ROW_TWO_TOP + STRATAGEM_SIZE[1] + SLOT_GAP + AUTHORITY_HEIGHT + PAD
GENERAL_SLOTS = ("lord", "strategist", "lieutenant", "lieutenant", "lieutenant")  # 202.2, in map order
STRATAGEM_SLOTS = 5  # 204.1
FACE_KINDS = ("步", "弓", "骑", "谋")  # 421.2


def draw_board(view: dict, names: dict[str, str]) -> Image.Image:
    viewer = viewer_of(view)
    parts = [header(view, names, GAME_NAME, _header_notes(view))]
    parts += [_player_panel(view, player, names, player == viewer) for player in seats_top_to_bottom(view)]
    return with_hand(parts, view, _hand_panel)


def _header_notes(view: dict) -> list[str]:
    """The phase, and the chain (305) by name: a card on it the viewer may not see stays a back."""
    phase_key = f"sanguozhi.phase.{view['turn'].get('phase')}"
    notes = [engine_t(phase_key)] if has_message(phase_key) else []
    chain = view["zones"]["chain"]["cards"]
    if chain:
        links = [card_name(card["def"]) if "def" in card else t("render.sanguozhi.face_down") for card in chain]
        notes.append(t("render.sanguozhi.chain", count=len(chain), cards="、".join(links)))
    return notes


def _field(view: dict, player: str, slot: str) -> list[dict]:
    return [card for card in zone_of(view, player, "field")["cards"] if card.get("slot") == slot]


# ---------------------------------------------------------------------------------- player panel


def _player_panel(view: dict, player: str, names: dict[str, str], is_viewer: bool) -> Image.Image:
    active = view["turn"].get("active") == player and not view.get("result")
    panel = Image.new("RGB", (PANEL_WIDTH, PANEL_HEIGHT), BACKGROUND)
    shapes.rounded_box(panel, (0, 0, PANEL_WIDTH - 1, PANEL_HEIGHT - 1), PANEL_ACTIVE if active else PANEL, 14,
                       outline=ACTIVE_EDGE if active else EDGE, width=4 if active else 2)  # fmt: skip
    _title(panel, view, player, names, is_viewer, active)
    _generals(panel, view, player, names)
    _stratagems(panel, view, player)
    right = PANEL_WIDTH - PAD - SIDE_WIDTH
    _side_box(panel, (PAD, ROW_ONE_TOP, PAD + SIDE_WIDTH, ROW_TWO_TOP - SLOT_GAP), _graveyard_lines(view, player))
    _side_box(panel, (right, ROW_ONE_TOP, PANEL_WIDTH - PAD, ROW_TWO_TOP - SLOT_GAP),
              [t("render.sanguozhi.camp", count=zone_of(view, player, "deck")["count"])])  # fmt: skip
    row_two = (ROW_TWO_TOP, ROW_TWO_TOP + STRATAGEM_SIZE[1])
    _side_box(panel, (PAD, row_two[0], PAD + SIDE_WIDTH, row_two[1]), _event_lines(view, player))
    _formation(panel, view, player, names, (right, row_two[0], PANEL_WIDTH - PAD, row_two[1]))
    _authority(panel, view, player, (PAD, row_two[1] + SLOT_GAP, PANEL_WIDTH - PAD, PANEL_HEIGHT - PAD))
    return panel


def _title(panel: Image.Image, view: dict, player: str, names: dict[str, str], is_viewer: bool, active: bool) -> None:
    data = view["players"][player]
    name = player_name(view, player, names) + (t("render.board.you") if is_viewer else "")
    shapes.line_in_box(panel, name, (PAD + 6, 6, 360, TITLE_HEIGHT - 4), ACTIVE_EDGE if active else TEXT, 30, 16)
    provisions = t("render.sanguozhi.provisions", provisions=data["provisions"], cap=view["caps"][player])
    shapes.line_in_box(panel, provisions, (370, 6, 640, TITLE_HEIGHT - 4), BAD if data["provisions"] <= 0 else GOLD, 30, 16)
    counts = [t("render.sanguozhi.hand", count=zone_of(view, player, "hand")["count"])]
    removed = zone_of(view, player, "removed")["count"]
    if removed:
        counts.append(t("render.sanguozhi.removed", count=removed))
    if not data.get("lord_slot", True):
        counts.append(t("render.sanguozhi.lord_slot_lost"))  # 202.4b
    shapes.line_in_box(panel, "  ".join(counts), (650, 6, PANEL_WIDTH - PAD - 6, TITLE_HEIGHT - 4), TEXT, 26, 14, align="right")


def _side_box(panel: Image.Image, box: shapes.Box, lines: list[str]) -> None:
    shapes.rounded_box(panel, box, None, 10, outline=EDGE, width=2)
    left, top, right, bottom = box
    shapes.text_in_box(panel, "\n".join(lines), (left + 10, top + 8, right - 10, bottom - 6), TEXT, 22, 12)


def _graveyard_lines(view: dict, player: str) -> list[str]:
    graveyard = zone_of(view, player, "graveyard")
    lines = [t("render.sanguozhi.graveyard", count=graveyard["count"])]
    if graveyard["cards"]:
        lines.append(t("render.sanguozhi.graveyard_top", card=card_name(graveyard["cards"][-1]["def"])))
    return lines


def _event_lines(view: dict, player: str) -> list[str]:
    """The Event slot (207): played permanent Events by name, unused ones face down (named to
    their owner only, 207.2c)."""
    events = _field(view, player, "event")
    lines = [t("render.sanguozhi.events", count=len(events))]
    face_up = [card_name(card["def"]) for card in events if not card.get("face_down")]
    own_face_down = [card_name(card["def"]) for card in events if card.get("face_down") and "def" in card]
    if face_up:
        lines.append("、".join(face_up))
    if own_face_down:
        lines.append(t("render.sanguozhi.own_face_down", cards="、".join(own_face_down)))
    return lines


def _card_tile(view: dict, card: dict, size: tuple[int, int], notes: tuple[str, ...] = ()) -> Image.Image:
    """A card in a slot: a back when the view hides it, else its face with current stats."""
    turned = t("render.sanguozhi.tapped") if card.get("tapped") else None
    if "def" not in card:
        return draw_back(t("render.sanguozhi.face_down"), size, turned)
    definition = card_db()[card["def"]]
    stats = view.get("stats", {}).get(card["id"])
    numbers = ""
    if card.get("face_down"):  # the viewer's own: its printed facts, as in the hand
        notes = (*_printed_notes(card["def"]), *notes)
    if stats and "intelligence" in stats:
        numbers = t("render.sanguozhi.general_stats", attack=stats["attack"], health=stats["health"], intelligence=stats["intelligence"])
    elif stats:
        numbers = t("render.sanguozhi.formation_stats", attack=stats["attack"], health=stats["health"], members=stats["members"])
    counters = card.get("counters", {})
    permanent = counters.get("permanent", 0)
    if permanent:
        notes = (t("render.sanguozhi.permanent_damage", amount=permanent), *notes)
    tile = Tile(
        name=card_name(card["def"]), colour=card_colour(definition), type_line=_type_line(definition),
        stats=numbers, damage=stats["damage"] if stats else 0, notes=notes,
        turned=turned, hidden_band=t("render.sanguozhi.face_down") if card.get("face_down") else None,
        counters=tuple((key.removeprefix(COUNTER), n) for key, n in sorted(counters.items()) if key.startswith(COUNTER)),  # 119
    )  # fmt: skip
    return draw_tile(tile, size)


def _type_line(definition) -> str:
    if definition.type == "general":
        return "、".join([*definition.factions, *definition.troops]) or type_label(definition)
    if definition.type == "stratagem" and definition.duration:
        return engine_t(f"sanguozhi.duration.{definition.duration}") + type_label(definition)
    return type_label(definition)


def _combat_notes(view: dict, card_id: str, names: dict[str, str]) -> tuple[str, ...]:
    """Whom it attacks and its 虎视 target (608.1b, 802.22b), or what it blocks (609.1b), and its
    group partner (807), during combat."""
    combat = view.get("combat") or {}
    cards = {card["id"]: card for zone in view["zones"].values() for card in zone["cards"]}
    notes = []
    if card_id in combat.get("attackers", {}):
        notes.append(t("render.sanguozhi.attacking", player=player_name(view, combat["attackers"][card_id], names)))
        if card_id in combat["gaze"]:
            notes.append(t("render.sanguozhi.gazing", card=_name(cards, combat["gaze"][card_id])))
    blocked = [a for a, blockers in combat.get("blocks", {}).items() if card_id in blockers]
    if blocked:
        notes.append(t("render.sanguozhi.blocking", card="、".join(_name(cards, a) for a in blocked)))
    partners = [combat["partners"][card_id]] if card_id in combat.get("partners", {}) else []
    partners += [b for a in blocked for b in combat["blocks"][a] if b != card_id]  # a 仗枪 pair
    notes += [t("render.sanguozhi.group_with", card=_name(cards, other)) for other in dict.fromkeys(partners)]
    return tuple(notes)


def _name(cards: dict[str, dict], card_id: str) -> str:
    card = cards.get(card_id, {})
    return card_name(card["def"]) if "def" in card else t("render.sanguozhi.face_down")


def _generals(panel: Image.Image, view: dict, player: str, names: dict[str, str]) -> None:
    """The five General slots in map order; Treasures are noted under their General (502.4)."""
    treasures: dict[str, list[str]] = {}
    for card in _field(view, player, "treasure"):
        treasures.setdefault(card.get("equipped_to"), []).append(card_name(card["def"]))
    formed = [card for card in _field(view, player, "formation") if not card.get("face_down")]
    in_formation = set(formed[0].get("members", [])) if formed else set()  # 503.2a
    by_slot = {slot: _field(view, player, slot) for slot in ("lord", "strategist", "lieutenant")}
    for index, slot in enumerate(GENERAL_SLOTS):
        x = CENTRE_LEFT + index * (GENERAL_SIZE[0] + SLOT_GAP)
        cards = by_slot[slot]
        if cards:
            card = cards.pop(0)
            notes = _combat_notes(view, card["id"], names)
            notes += tuple(t("render.sanguozhi.treasure", card=name) for name in treasures.get(card["id"], []))
            if card["id"] in in_formation:
                notes = (t("render.sanguozhi.in_formation"), *notes)
            tile = _card_tile(view, card, GENERAL_SIZE, notes)
        elif slot == "lord" and not view["players"][player].get("lord_slot", True):
            tile = empty_slot(t("render.sanguozhi.lord_slot_lost"), GENERAL_SIZE)
        else:
            tile = empty_slot(t("render.sanguozhi.empty_slot"), GENERAL_SIZE)  # the caption names the slot
        panel.paste(tile, (x, ROW_ONE_TOP), tile)
        caption = (x, ROW_ONE_TOP + GENERAL_SIZE[1], x + GENERAL_SIZE[0], ROW_TWO_TOP)
        shapes.line_in_box(panel, engine_t(f"sanguozhi.slot.{slot}"), caption, TEXT_DIM, 18, 12, align="center")


def _stratagems(panel: Image.Image, view: dict, player: str) -> None:
    """The five Stratagem slots (204): face-up lasting and permanent ones, set ones face down."""
    cards = _field(view, player, "stratagem")
    offset = (GENERAL_SIZE[0] - STRATAGEM_SIZE[0]) // 2
    for index in range(max(STRATAGEM_SLOTS, len(cards))):
        x = CENTRE_LEFT + index * (GENERAL_SIZE[0] + SLOT_GAP) + offset
        if index < len(cards):
            tile = _card_tile(view, cards[index], STRATAGEM_SIZE)
        else:
            tile = empty_slot(engine_t("sanguozhi.slot.stratagem"), STRATAGEM_SIZE)
        panel.paste(tile, (x, ROW_TWO_TOP), tile)


def _formation(panel: Image.Image, view: dict, player: str, names: dict[str, str], box: shapes.Box) -> None:
    """The Formation stack (205): the formed one face up on top, how many wait face down under it."""
    left, top, right, bottom = box
    shapes.rounded_box(panel, box, None, 10, outline=EDGE, width=2)
    cards = _field(view, player, "formation")
    formed = next((card for card in cards if not card.get("face_down")), None)
    text_left = left + 10
    if formed:
        tile = _card_tile(view, formed, STRATAGEM_SIZE, _combat_notes(view, formed["id"], names))
        panel.paste(tile, (left + 6, top + (bottom - top - STRATAGEM_SIZE[1]) // 2), tile)
        text_left = left + STRATAGEM_SIZE[0] + 14
    lines = [t("render.sanguozhi.formations", count=len(cards))]
    waiting = len(cards) - (1 if formed else 0)
    if waiting:
        lines.append(t("render.sanguozhi.formations_face_down", count=waiting))
    shapes.text_in_box(panel, "\n".join(lines), (text_left, top + 8, right - 8, bottom - 6), TEXT, 22, 12)


def _authority(panel: Image.Image, view: dict, player: str, box: shapes.Box) -> None:
    """The Authority slot (206): its cards' face values by kind, as requirements read them (412)."""
    cards = _field(view, player, "authority")
    values: Counter = Counter()
    for card in cards:
        definition = card_db()[card["def"]]
        values[definition.face_kind] += definition.face_amount
    kinds = "  ".join(f"{engine_t(f'sanguozhi.face.{kind}')} {values[kind]}" for kind in FACE_KINDS)
    text = t("render.sanguozhi.authority", count=len(cards), total=sum(values.values()), kinds=kinds)
    shapes.rounded_box(panel, box, None, 10, outline=EDGE, width=2)
    shapes.line_in_box(panel, text, (box[0] + 10, box[1], box[2] - 10, box[3]), TEXT_DIM, 24, 14)


# ----------------------------------------------------------------------------------------- hand


def _hand_panel(view: dict, viewer: str) -> Image.Image:
    cards = zone_of(view, viewer, "hand")["cards"]
    title = t("render.sanguozhi.your_hand", count=len(cards))
    return hand_panel(title, len(cards), lambda scale: tile_size(scale * 0.8),
                      lambda index, size: _card_tile(view, cards[index], size, _printed_notes(cards[index]["def"])))  # fmt: skip


def _printed_notes(definition_id: str) -> tuple[str, ...]:
    """What decides playing a card from hand: a General's printed stats, a Stratagem's speed."""
    card = card_db()[definition_id]
    if card.type == "general" and card.attack is not None:
        return (t("render.sanguozhi.general_stats", attack=card.attack, health=card.health, intelligence=card.intelligence),)
    if card.type == "stratagem" and card.speed:
        return (engine_t(f"sanguozhi.speed.{card.speed}"),)
    return ()
