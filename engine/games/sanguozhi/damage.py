"""Damage to a General (117): a face-down General cannot be dealt damage (117.13); on the
receiving side (117.4c) 升盾 X (802.25) and wards (static abilities, cards.Ward) lower damage an
enemy deals, or prevent it (711.3: no damage event); 0 damage is no damage (117.12). Reductions
and preventions commute, so no order needs choosing (712.1).
"""

from engine.core.context import Ctx

from .stats import controller_of, definition_of, has_role, keyword_level, lethal, own_effects_on
from .zones import generals


def wards(state: dict, card_id: str, kind: str) -> list:
    """The wards of face-up Generals on the card's controller's field that cover it."""
    found = []
    for source in generals(state, controller_of(state, card_id)):
        if state["cards"][source].get("face_down") or not own_effects_on(state, source):
            continue  # 703.5d
        for ability in definition_of(state, source).abilities:
            ward = ability.ward
            if ward is not None and has_role(state, source, ability.role) and ward.kind in ("any", kind) and (ward.who == "own_generals" or source == card_id):
                found.append(ward)
    return found


def reduction(state: dict, card_id: str, kind: str, dealt_by: str) -> int | None:
    """How much less of ``kind`` damage it receives from ``dealt_by``; None when prevented."""
    if dealt_by == controller_of(state, card_id):
        return 0  # 802.25 and wards cover damage enemies deal
    found = wards(state, card_id, kind)
    if any(ward.amount is None for ward in found):
        return None
    return (keyword_level(state, card_id, "升盾") or 0) + sum(ward.amount for ward in found)


def damage_general(ctx: Ctx, card_id: str, amount: int, kind: str, dealt_by: str) -> int:
    """Mark ``amount`` damage of ``kind`` ("combat" or "permanent") dealt by player ``dealt_by``
    after the receiving side's modifications (117.4c); returns the damage received."""
    card = ctx.card(card_id)
    if card.get("face_down") or amount <= 0:
        return 0  # 117.13, 117.12
    less = reduction(ctx.state, card_id, kind, dealt_by)
    if less is None:
        ctx.emit("damage_prevented", card=card_id, amount=amount, definition=card["def"])  # 711.3
        return 0
    received = amount - less
    if received <= 0:
        return 0  # 117.12
    ctx.add_counter(card_id, "damage" if kind == "combat" else "permanent", received)
    card["damaged_by"] = dealt_by  # who dealt the lethal damage, for 804.5h
    ctx.emit("general_damaged", card=card_id, amount=received, kind=kind, definition=card["def"])
    return received


def lethal_assignment(state: dict, card_id: str, dealt_by: str, amount: int) -> int:
    """610.3b: the damage to assign so that what it receives is lethal (升盾 and wards take their
    part, 117.4c); all of ``amount`` when its combat damage is prevented (nothing is lethal)."""
    less = reduction(state, card_id, "combat", dealt_by)
    return amount if less is None else lethal(state, card_id) + less
