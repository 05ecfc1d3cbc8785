"""Leaving play: banish to the discard (8.6.2), return to hand, put into the inkwell.

A card that leaves play becomes a new object and loses its damage and effects (8.1.5, 9.4.1);
the whole Shift stack goes to the same zone (10.8.6). The event carries what the card was just
before it left, so leave-play triggers can look back (8.4.4).
"""

from engine.core.context import Ctx

from .stats import granted_abilities
from .zones import zone, zone_kind


def leave_play(ctx: Ctx, card_id: str, to_kind: str, reason: str, face_down: bool = False) -> str:
    card = ctx.card(card_id)
    owner = card["owner"]
    challenge = ctx.state["data"].get("challenge")
    role = None
    if challenge:
        role = "challenger" if challenge["attacker"] == card_id else "challenged" if challenge["defender"] == card_id else None
    was = {"definition": card["def"], "owner": owner, "zone": card["zone"], "role": role, "at_location": card.get("at_location")}
    granted = [key for key, _ in granted_abilities(ctx.state, card_id)]
    if granted:  # abilities other cards gave it, for its leave-play triggers
        was["granted"] = granted
    for beneath_id in card.get("beneath", []):
        ctx.move(beneath_id, zone(owner, to_kind), face_down=face_down, reason=reason)
    new_id = ctx.move(card_id, zone(owner, to_kind), face_down=face_down, reason=reason)
    if face_down:
        ctx.card(new_id)["exerted"] = True
    if challenge and role:
        challenge["left"] = True  # 4.3.6.22: a participant left the challenge
    if reason == "banish":
        ctx.emit("card_banished", card=new_id, was=card_id, **was)
    else:  # returned to hand, put into an inkwell (or out with a leaving player, whose bag items go too)
        ctx.emit("card_left_play", card=new_id, was=card_id, reason=reason, **was)
    return new_id


def banish(ctx: Ctx, card_id: str) -> str:
    return leave_play(ctx, card_id, "discard", "banish")


def is_in_play(state: dict, card_id: str) -> bool:
    card = state["cards"].get(card_id)
    return card is not None and zone_kind(card["zone"]) == "play"
