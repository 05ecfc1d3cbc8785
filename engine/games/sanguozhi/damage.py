"""Damage to a General (117): a face-down General cannot be dealt damage (117.13); 0 damage is
no damage (117.12). Damage an enemy deals is modified step by step (117.4):

- deal (117.4a), "combat damage enemies deal": a weakening (cards.Weaken) lowers what a General
  or Formation deals in combat (``combat_damage_dealt``), before it is assigned;
- assign (117.4b), "damage enemies deal to this General": 升盾 X (802.25) lowers it and a
  replacement (改为, cards.Replacement, 周泰) deals it as another kind and amount. When several
  apply, the General's controller chooses which applies first, then again among those still
  applying to the changed damage (712.1, 712.1e; guard.py asks, ``modification_order``);
- receive (117.4c), "damage this General receives": wards (cards.Ward) lower it or prevent it
  (711.3: no damage event). Reductions and preventions commute, so no order is asked.
"""

from engine.core.context import Ctx

from .options import option
from .stats import ability_exists, controller_of, definition_of, keyword_level, lethal, own_effects_on
from .teams import are_enemies, enemies
from .zones import GENERAL_SLOTS, generals


def wards(state: dict, card_id: str, kind: str) -> list:
    """The wards of face-up Generals on the card's controller's field that cover it."""
    found = []
    for source in generals(state, controller_of(state, card_id)):
        if state["cards"][source].get("face_down") or not own_effects_on(state, source):
            continue  # 703.5d
        for ability in definition_of(state, source).abilities:
            ward = ability.ward
            if ward is not None and ability_exists(state, source, ability) and ward.kind in ("any", kind) and (ward.who == "own_generals" or source == card_id):
                found.append(ward)
    return found


def reduction(state: dict, card_id: str, kind: str, dealt_by: str) -> int | None:
    """How much less of ``kind`` damage it receives from ``dealt_by``; None when prevented."""
    if not are_enemies(state, controller_of(state, card_id), dealt_by):
        return 0  # 802.25 and wards cover damage enemies deal
    found = wards(state, card_id, kind)
    if any(ward.amount is None for ward in found):
        return None
    return (keyword_level(state, card_id, "升盾") or 0) + sum(ward.amount for ward in found)


SHIELD = "shield"  # 升盾's id among the assign-step modifications


def assign_modifications(state: dict, card_id: str, dealt_by: str) -> list[dict]:
    """117.4b: the modifications of damage an enemy deals to the General: {"id", "source", "text",
    and "less" or "replace"}."""
    if not are_enemies(state, controller_of(state, card_id), dealt_by) or state["cards"][card_id].get("face_down"):
        return []
    found = []
    level = keyword_level(state, card_id, "升盾")
    if level:
        found.append({"id": SHIELD, "source": card_id, "text": f"升盾 {level}", "less": level})
    if own_effects_on(state, card_id):
        for index, ability in enumerate(definition_of(state, card_id).abilities):
            if ability.replace is not None and ability_exists(state, card_id, ability):
                found.append({"id": f"replace:{index}", "source": card_id, "text": ability.text, "replace": ability.replace.model_dump()})
    return found


def applies(modification: dict, damage: dict) -> bool:
    replace = modification.get("replace")
    return damage["amount"] > 0 and (replace is None or replace["kind"] == damage["kind"])


def modify(modification: dict, damage: dict) -> dict:
    replace = modification.get("replace")
    if replace is None:
        return {**damage, "amount": damage["amount"] - modification["less"]}
    return {"amount": replace["amount"], "kind": replace["becomes"]}


def in_order(modifications: list[dict], order: list[str]) -> list[dict]:
    """The chosen ones first, in the order chosen, then the others as listed."""
    return sorted(modifications, key=lambda m: order.index(m["id"]) if m["id"] in order else len(order))


def modified(modifications: list[dict], damage: dict, order: list[str]) -> tuple[dict, list[dict]]:
    """712.1e: apply them in order, each only if it still applies to the damage as changed;
    returns the damage and the replacements that applied."""
    replaced = []
    for modification in in_order(modifications, order):
        if applies(modification, damage):
            damage = modify(modification, damage)
            if "replace" in modification:
                replaced.append(modification)
    return damage, replaced


def next_choice(state: dict, card_id: str, dealt_by: str, damage: dict, order: list[str]) -> list[dict]:
    """712.1: the modifications the General's controller chooses the next one among, after those
    in ``order``; empty when the order no longer matters (fewer than two apply, or no replacement
    among them: reductions commute)."""
    found = assign_modifications(state, card_id, dealt_by)
    current, _ = modified([m for m in found if m["id"] in order], damage, order)
    left = [m for m in found if m["id"] not in order and applies(m, current)]
    return left if len(left) > 1 and any("replace" in m for m in left) else []


def more_damage(state: dict, source: str | None, card_id: str) -> int:
    """117.4a: what the statics of ``source`` (the General dealing it) add to damage it deals to
    ``card_id`` (cards.MoreDamage); nothing from a face-down or gone source, nor while its own
    effects are off (703.5d)."""
    if source is None or source not in state["cards"] or state["cards"][source].get("face_down") or state["cards"][source].get("slot") not in GENERAL_SLOTS:
        return 0
    if not own_effects_on(state, source):
        return 0
    return sum(a.more_damage.amount for a in definition_of(state, source).abilities
               if a.more_damage is not None and ability_exists(state, source, a) and keyword_level(state, card_id, a.more_damage.to_keyword) is not None)  # fmt: skip


def damage_general(ctx: Ctx, card_id: str, amount: int, kind: str, dealt_by: str, order: list[str] | None = None, source: str | None = None) -> int:
    """Mark ``amount`` damage of ``kind`` ("combat" or "permanent") dealt by player ``dealt_by``
    (by the General ``source`` when a General deals it: its deal-step statics, 117.4a) after the
    assign-step modifications, in ``order`` (their ids) where the controller chose one, and the
    receive-step wards (117.4b-c); returns the damage received."""
    card = ctx.card(card_id)
    if card.get("face_down") or amount <= 0:
        return 0  # 117.13, 117.12
    amount += more_damage(ctx.state, source, card_id)
    damage, replaced = modified(assign_modifications(ctx.state, card_id, dealt_by), {"amount": amount, "kind": kind}, order or [])
    for replacement in replaced:
        ctx.emit("damage_replaced", card=card_id, definition=card["def"], text=replacement["text"])
    amount, kind = damage["amount"], damage["kind"]
    if amount <= 0:
        return 0  # 117.12
    found = wards(ctx.state, card_id, kind) if are_enemies(ctx.state, controller_of(ctx.state, card_id), dealt_by) else []  # 117.4c
    less = None if any(ward.amount is None for ward in found) else sum(ward.amount for ward in found)
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
    part, 117.4c); all of ``amount`` when its combat damage is prevented (nothing is lethal).
    Digest §12.2 item 17, option ``lethal_assignment``: "before_replacement" reckons it on the
    combat damage as assigned, a replacement (改为, 周泰) left out; "after_replacement" runs the
    assign-step modifications (in their listed order: the order its controller will choose is not
    asked yet, 712.1) and the wards on each amount, the least whose result is lethal, else all."""
    if option(state, "lethal_assignment") == "after_replacement" and are_enemies(state, controller_of(state, card_id), dealt_by):
        return next((x for x in range(1, amount + 1) if received_after_modifications(state, card_id, dealt_by, x) >= lethal(state, card_id)), amount)
    less = reduction(state, card_id, "combat", dealt_by)
    return amount if less is None else lethal(state, card_id) + less


def received_after_modifications(state: dict, card_id: str, dealt_by: str, amount: int) -> int:
    """What ``amount`` combat damage an enemy deals to the General would mark on it: the
    assign-step modifications in their listed order (117.4b), then the wards (117.4c)."""
    damage, _ = modified(assign_modifications(state, card_id, dealt_by), {"amount": amount, "kind": "combat"}, [])
    found = wards(state, card_id, damage["kind"])
    if damage["amount"] <= 0 or any(ward.amount is None for ward in found):
        return 0
    return max(0, damage["amount"] - sum(ward.amount for ward in found))


def provisions_reduction(state: dict, player: str, kind: str) -> int:
    """117.4b, 117.4f: how much less ``kind`` damage enemies deal to the player's 粮草 in one damage
    event (the wards of the player's face-up Generals, cards.ProvisionsWard)."""
    total = 0
    for source in generals(state, player):
        if state["cards"][source].get("face_down") or not own_effects_on(state, source):
            continue
        for ability in definition_of(state, source).abilities:
            ward = ability.provisions_ward
            if ward is not None and ability_exists(state, source, ability) and ward.kind in ("any", kind):
                total += ward.amount
    return total


def combat_damage_dealt(state: dict, source: str, amount: int) -> int:
    """117.4a, 610.2: the combat damage ``source`` deals, less the weakening of its controller's
    enemies (cards.Weaken); negative results deal nothing (105.1b)."""
    controller = controller_of(state, source)
    less = 0
    for player in enemies(state, controller):
        for general in generals(state, player):
            if state["cards"][general].get("face_down") or not own_effects_on(state, general):
                continue
            less += sum(a.weaken.amount for a in definition_of(state, general).abilities if a.weaken is not None and ability_exists(state, general, a))
    return max(0, amount - less)
