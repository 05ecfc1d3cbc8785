"""The MTG board image: one panel per player (two to four), the viewer (or the first seat, for
spectators) at the bottom. Each panel has the player's life and the counts of their library,
hand, graveyard and exile (CR 400), their mana pool, then the permanents they control (CR 110.2)
split into creatures, other permanents and lands. A creature shows its current power/toughness,
damage marked on it (CR 120.3), counters (CR 122) and keywords; a tapped permanent is greyed with
a 横置 band (CR 110.5); a token carries a band (CR 111); an Aura or Equipment stands right after
the permanent it is attached to (CR 301.5, 303.4) and says so. Lands are grouped by name, with how
many are tapped. The header adds the step and the stack, top first (all public, CR 405.1).

Everything comes from one view (`engine.view(state, viewer)`): hands and libraries are counts,
and a private view adds the viewer's own hand. Nothing else is read.
"""

from __future__ import annotations

from PIL import Image

from bot.messages import MESSAGES, t
from engine.core.messages import has_message
from engine.core.messages import t as engine_t
from engine.games.mtg.cards import card
from engine.games.mtg.game import MtgGame
from engine.games.mtg.text import card_name

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
)
from ..board_frame import WIDTH as WIDTH  # the image width, for callers and tests
from ..card_tile import Tile, draw_tile, tile_size
from ..hand import hand_panel
from ..palette import ACTIVE_EDGE, BACKGROUND, BAD, EDGE, GOLD, PANEL, PANEL_ACTIVE, TEXT, TEXT_DARK, TEXT_DIM
from .faces import card_colour

GAME_NAME = MtgGame.name
TITLE_HEIGHT = 48
LABEL_WIDTH = 96
ROW_WIDTH = PANEL_WIDTH - 2 * PAD - LABEL_WIDTH
EMPTY_LINE = 34  # "no permanents"
LANDS_HEIGHT = 62  # two lines: many kinds of land wrap
STACK_SHOWN = 5
STACK_LINE = 32
COUNTER_KEYS = {"+1/+1": "mtg.detail.counters", "stun": "mtg.detail.stun", "lore": "mtg.detail.lore",
                "finality": "mtg.detail.finality"}  # fmt: skip


def draw_board(view: dict, names: dict[str, str]) -> Image.Image:
    viewer = viewer_of(view)
    parts = [header(view, names, GAME_NAME, _header_notes(view))]
    if view["stack"]:
        parts.append(_stack_panel(view, names))
    parts += [_player_panel(view, player, names, player == viewer) for player in seats_top_to_bottom(view)]
    return with_hand(parts, view, _hand_panel)


def _header_notes(view: dict) -> list[str]:
    step_key = f"mtg.step.{view['turn'].get('step')}"
    return [engine_t(step_key)] if has_message(step_key) else []


def _stack_panel(view: dict, names: dict[str, str]) -> Image.Image:
    """The stack, top first (CR 405.1: every object on it is public), one line each."""
    objects = [_stack_object(obj, view, names) for obj in reversed(view["stack"])]
    lines = objects[:STACK_SHOWN] + ([t("render.mtg.more", count=len(objects) - STACK_SHOWN)] if len(objects) > STACK_SHOWN else [])
    height = 2 * PAD + STACK_LINE * (len(lines) + 1)
    panel = Image.new("RGB", (PANEL_WIDTH, height), BACKGROUND)
    shapes.rounded_box(panel, (0, 0, PANEL_WIDTH - 1, height - 1), PANEL, 14, outline=GOLD, width=2)
    title = t("render.mtg.stack", count=len(objects))
    for index, line in enumerate([title, *lines]):
        top = PAD + index * STACK_LINE
        shapes.line_in_box(panel, line, (PAD + 6, top, PANEL_WIDTH - PAD - 6, top + STACK_LINE), GOLD if index == 0 else TEXT, 24, 12)
    return panel


def _stack_object(obj: dict, view: dict, names: dict[str, str]) -> str:
    definition = obj.get("def") or obj.get("data", {}).get("definition")
    key = "render.mtg.spell" if obj["kind"] == "spell" else "render.mtg.ability"
    return t(key, card=card_name(definition), player=player_name(view, obj["controller"], names))


# ---------------------------------------------------------------------------------- player panel


def _player_panel(view: dict, player: str, names: dict[str, str], is_viewer: bool) -> Image.Image:
    permanents = [c for c in view["zones"]["battlefield"]["cards"] if view["permanents"][c["id"]]["controller"] == player]
    lands = [c for c in permanents if _is_land(view, c)]
    creatures = _with_attachments([c for c in permanents if "power" in view["permanents"][c["id"]]], permanents)
    others = _with_attachments([c for c in permanents if c not in lands and "power" not in view["permanents"][c["id"]]
                                and not c.get("attached_to")], permanents)  # fmt: skip
    shown_rows = [(key, cards) for key, cards in (("render.mtg.creatures", creatures), ("render.mtg.others", others)) if cards]
    layouts = [(key, cards, *_row_layout(cards)) for key, cards in shown_rows]
    height = TITLE_HEIGHT + sum(rows_height + GAP for *_, rows_height in layouts) + LANDS_HEIGHT + PAD
    if not layouts:
        height += EMPTY_LINE
    active = view["turn"].get("active") == player and not view.get("result")
    panel = Image.new("RGB", (PANEL_WIDTH, height), BACKGROUND)
    shapes.rounded_box(panel, (0, 0, PANEL_WIDTH - 1, height - 1), PANEL_ACTIVE if active else PANEL, 14,
                       outline=ACTIVE_EDGE if active else EDGE, width=4 if active else 2)  # fmt: skip
    _title(panel, view, player, names, is_viewer, active)
    top = TITLE_HEIGHT
    if not layouts:
        shapes.line_in_box(panel, t("render.mtg.no_permanents"), (PAD + 6, top, PANEL_WIDTH - PAD, top + EMPTY_LINE), TEXT_DIM, 22, 12)
        top += EMPTY_LINE
    for key, cards, placed, rows_height in layouts:
        shapes.line_in_box(panel, t(key), (PAD + 6, top, PAD + LABEL_WIDTH - 6, top + 30), TEXT_DIM, 22, 12)
        for place in placed:
            tile = _permanent_tile(view, cards[place.index], (place.width, place.height), names)
            panel.paste(tile, (PAD + LABEL_WIDTH + place.x, top + place.y), tile)
        top += rows_height + GAP
    shapes.text_in_box(panel, _lands_line(view, lands), (PAD + 6, top, PANEL_WIDTH - PAD - 6, top + LANDS_HEIGHT), TEXT, 22, 12)
    return panel


def _is_land(view: dict, permanent: dict) -> bool:
    return "land" in card(permanent["def"]).types and "power" not in view["permanents"][permanent["id"]]


def _with_attachments(hosts: list[dict], permanents: list[dict]) -> list[dict]:
    """Each host followed by the Auras and Equipment attached to it (CR 301.5, 303.4)."""
    ordered = []
    for host in hosts:
        ordered.append(host)
        ordered += [c for c in permanents if c.get("attached_to") == host["id"] and c not in hosts]
    return ordered


def _row_layout(cards: list[dict]):
    sizes = lambda scale: [tile_size(scale)] * len(cards)  # noqa: E731
    scale = flow.best_scale(sizes, ROW_WIDTH, GAP)
    return flow.pack(sizes(scale), ROW_WIDTH, GAP)


def _title(panel: Image.Image, view: dict, player: str, names: dict[str, str], is_viewer: bool, active: bool) -> None:
    data = view["players"][player]
    zones = view["zones"]
    name = player_name(view, player, names) + (t("render.board.you") if is_viewer else "")
    shapes.line_in_box(panel, name, (PAD + 6, 6, 330, TITLE_HEIGHT - 4), ACTIVE_EDGE if active else TEXT, 30, 16)
    shapes.line_in_box(panel, t("render.mtg.life", life=data["life"]), (340, 6, 520, TITLE_HEIGHT - 4), BAD if data["life"] <= 5 else GOLD,
                       30, 16)  # fmt: skip
    exiled = sum(1 for c in zones["exile"]["cards"] if c["owner"] == player)
    counts = [t("render.mtg.library", count=zones[f"{player}.library"]["count"]), t("render.mtg.hand", count=zones[f"{player}.hand"]["count"]),
              t("render.mtg.graveyard", count=zones[f"{player}.graveyard"]["count"]), t("render.mtg.exile", count=exiled)]  # fmt: skip
    pool = "".join(f"{{{mana}}}" * amount for mana, amount in sorted(data.get("pool", {}).items()))
    if pool:
        counts.append(t("render.mtg.pool", pool=pool))
    shapes.line_in_box(panel, "  ".join(counts), (530, 6, PANEL_WIDTH - PAD - 6, TITLE_HEIGHT - 4), TEXT, 24, 12, align="right")


def _permanent_tile(view: dict, permanent: dict, size: tuple[int, int], names: dict[str, str]) -> Image.Image:
    facts = view["permanents"][permanent["id"]]
    definition = card(permanent["def"])
    notes = []
    host = permanent.get("attached_to")
    if host in view["permanents"]:
        notes.append(engine_t("mtg.detail.attached", card=view["permanents"][host]["name"]))
    for kind, amount in sorted(permanent.get("counters", {}).items()):
        if amount:
            notes.append(_counter_note(kind, amount))
    notes += _combat_notes(view, permanent["id"], names)
    words = [engine_t(f"mtg.keyword.{k}") for k in facts.get("keywords", []) if has_message(f"mtg.keyword.{k}")]
    if words:
        notes.append("、".join(words))
    stats = f"{facts['power']}/{facts['toughness']}" if "power" in facts else ""
    printed = (definition.power, definition.toughness)
    tile = Tile(
        name=facts["name"], colour=card_colour(definition), type_line=_subtypes(definition), stats=stats,
        stats_colour=GOLD if stats and printed != (facts["power"], facts["toughness"]) else TEXT_DARK,  # changed from printed
        damage=facts.get("damage", 0), turned=engine_t("mtg.detail.tapped") if facts["tapped"] else None, notes=tuple(notes),
        token=engine_t("mtg.detail.token") if permanent.get("token") else None,
    )  # fmt: skip
    return draw_tile(tile, size)


def _counter_note(kind: str, amount: int) -> str:
    """"+1/+1指示物 2" (CR 122): the engine's words for the kinds it names, ours for the others."""
    if kind in COUNTER_KEYS:
        return engine_t(COUNTER_KEYS[kind], amount=amount)
    word = MESSAGES.get(f"render.mtg.counter_kind.{kind}", kind)
    return t("render.mtg.counter", kind=word, amount=amount)


def _combat_notes(view: dict, card_id: str, names: dict[str, str]) -> list[str]:
    """Attacking whom (CR 508.1b) or blocking what (CR 509.1a), during combat."""
    combat = view["turn"].get("combat") or {}
    attack = combat.get("attackers", {}).get(card_id)
    if attack:
        defender = attack["defender"]
        named = view["permanents"][defender]["name"] if defender in view["permanents"] else player_name(view, defender, names)
        return [t("render.mtg.attacking", defender=named)]
    blocked = combat.get("blockers", {}).get(card_id)
    if blocked in view["permanents"]:
        return [t("render.mtg.blocking", card=view["permanents"][blocked]["name"])]
    return []


def _subtypes(definition) -> str:
    types = "".join(engine_t(f"mtg.type.{kind}") for kind in definition.types)
    return f"{types}～{'/'.join(definition.subtypes)}" if definition.subtypes else types


def _lands_line(view: dict, lands: list[dict]) -> str:
    """Lands grouped by name: "树林 ×3（横置 2）"."""
    groups: dict[str, list[bool]] = {}
    for land in lands:
        facts = view["permanents"][land["id"]]
        groups.setdefault(facts["name"], []).append(facts["tapped"])
    entries = []
    for name, tapped in groups.items():
        entry = t("render.mtg.land_group", name=name, count=len(tapped))
        if any(tapped):
            entry += t("render.mtg.land_tapped", count=sum(tapped))
        entries.append(entry)
    return t("render.mtg.lands", count=len(lands), lands="  ".join(entries) or t("render.mtg.none"))


# ----------------------------------------------------------------------------------------- hand


def _hand_panel(view: dict, viewer: str) -> Image.Image:
    cards = view["zones"][f"{viewer}.hand"]["cards"]

    def tile_at(index: int, size: tuple[int, int]) -> Image.Image:
        definition = card(cards[index]["def"])
        printed = ""
        if definition.toughness is not None:  # a power defined by an ability is printed "*" (CR 208.2a)
            printed = f"{'*' if definition.power is None else definition.power}/{definition.toughness}"
        notes = (definition.mana_cost,) if definition.mana_cost else ()
        return draw_tile(Tile(name=card_name(definition.id), colour=card_colour(definition), type_line=_subtypes(definition),
                              stats=printed, notes=notes), size)  # fmt: skip

    return hand_panel(t("render.mtg.your_hand", count=len(cards)), len(cards), lambda scale: tile_size(scale * 0.8), tile_at)
