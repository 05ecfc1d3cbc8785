"""The zones of 隐秘世界 (G:区域 p8) and where cards are.

Per player: library (hidden, even from its owner), hand (owner), graveyard (public, arrival
order, digest A30), asset zone, secret society and score area (public). Shared: the world
library (hidden), three region slots (the contested regions, public) and in front of each slot
its contested area (争夺区, G:争夺区 p11) holding characters, hidden agents and attachments.
Cards on the stack sit in the public "stack" zone; a secretly dispatched card there is face down.
Sealed cards sit in the public "sealed" zone.
"""

from engine.core.context import Ctx

PLAYER_ZONES = {"library": "hidden", "hand": "owner", "graveyard": "public", "assets": "public", "society": "public",
                "score": "public"}  # fmt: skip
SLOTS = (1, 2, 3)
WORLD = "world"
STACK = "stack"
SEALED = "sealed"  # sealed cards, each naming its host in `sealed_under` (G:封印 p4, sealing.py)


def zone(player: str, kind: str) -> str:
    return f"{player}.{kind}"


def slot_zone(slot: int) -> str:
    return f"slot{slot}"


def area_zone(slot: int) -> str:
    return f"area{slot}"


def zone_owner(zone_name: str) -> str | None:
    return zone_name.split(".")[0] if "." in zone_name else None


def zone_kind(zone_name: str) -> str:
    return zone_name.split(".")[-1].rstrip("123")


def slot_of(state: dict, card_id: str) -> int | None:
    """The slot of the region a card in a contested area is on (or the slot a region is in)."""
    zone_name = state["cards"][card_id]["zone"]
    if zone_name.startswith(("area", "slot")):
        return int(zone_name[-1])
    return None


def region_in(state: dict, slot: int) -> str | None:
    """The region card contested in a slot (None when the world library ran out, digest A9)."""
    cards = state["zones"][f"slot{slot}"]["cards"]  # `slot_zone` inlined, as in `area_cards`
    return cards[0] if cards else None


def area_cards(state: dict, slot: int) -> list[str]:
    return state["zones"][f"area{slot}"]["cards"]  # `area_zone` inlined: read on nearly every rules question


def controller_of(state: dict, card_id: str) -> str:
    card = state["cards"][card_id]
    return card.get("controller", card["owner"])


def is_hidden_agent(state: dict, card_id: str) -> bool:
    card = state["cards"][card_id]
    return bool(card.get("face_down")) and card["zone"].startswith("area")


def in_play(state: dict, card_id: str) -> bool:
    """On the field (G:场上 p2): contested areas, asset zones, secret societies, regions."""
    zone_name = state["cards"][card_id]["zone"]
    return zone_name.startswith(("area", "slot")) or zone_name.endswith((".assets", ".society"))


def relocate(ctx: Ctx, card_id: str, to_zone: str, reason: str) -> None:
    """Move a card between contested areas. It stays the same object (moving is not leaving play,
    G:移动 p10), so its damage, counters and attachments stay with it."""
    card = ctx.card(card_id)
    ctx.state["zones"][card["zone"]]["cards"].remove(card_id)
    from_zone = card["zone"]
    card["zone"] = to_zone
    ctx.state["zones"][to_zone]["cards"].append(card_id)
    ctx.emit("card_relocated", card=card_id, owner=card["owner"], from_zone=from_zone, to_zone=to_zone, reason=reason)
