"""Stratagems (谋略, 501): setting, casting with speeds, targets with the intelligence condition,
resolving an instant Stratagem, and lasting or permanent ones that stay in their slot (501.6-501.8).

Setting (盖放谋略) is a special action of the main process: the card goes face down and tapped into
a free Stratagem slot (114.2c, 501.1); its owner may look at it (204.2b). Set Stratagems untap in
every cleanup phase (613.2).

Casting needs the action right (115.1) and a Stratagem slot: one from hand takes a free slot, one
cast from its face-down slot keeps it, and a Stratagem on the chain holds its slot (501.4, 501.4a).
The speed says when (501.5, 115.1a-c):
- 平速 normal: the active player, main process, empty chain; from hand or from a set slot;
- 急速 fast: any time with the action right, even onto a chain; from hand or a set slot;
- 缓速 slow: any time with the action right, but only from an untapped set slot (111.2).

Targets (指定, 110) are chosen when it is cast (701.2g) and checked again when it resolves
(705.2a). The intelligence condition compares with the target intelligence of an enemy-controlled
General (416.2, 416.5): its own INT, or for a Lord the INT of its controller's Strategist when that
is higher (416.3c). A Stratagem whose targets are all illegal is destroyed and goes to the
graveyard without doing anything (804.5u, the 巫蛊之术 example of 416.5).
"""

from engine.core.context import PUBLIC, Ctx

from .cards import CardDef, Target, card_db
from .effects import run_steps
from .factions import designated_by_stratagem
from .procs import PROCS
from .stats import current_requirement_total, intelligence, keyword_level, troops_of
from .teams import are_enemies, on_side
from .zones import CHAIN, GENERAL_SLOTS, field_cards, free_slots, generals, zone


def set_options(state: dict, player: str) -> list[str]:
    if free_slots(state, player, "stratagem") <= 0:
        return []
    return [c for c in state["zones"][zone(player, "hand")]["cards"] if card_db()[state["cards"][c]["def"]].type == "stratagem"]


def set_stratagem(ctx: Ctx, player: str, card_id: str) -> None:
    """114.2c, 501.1: face down and tapped into a free Stratagem slot."""
    new_id = ctx.move(card_id, zone(player, "field"), reason="set", face_down=True)
    card = ctx.card(new_id)
    card.update(slot="stratagem", tapped=True, visible_to=[player])
    ctx.emit("stratagem_set", player=player, card=new_id)


def target_intelligence(state: dict, card_id: str) -> int:
    """416.3b-c: a single General target's INT, or its controller's Strategist's when it is the
    Lord and the face-up Strategist is cleverer."""
    card = state["cards"][card_id]
    own = intelligence(state, card_id)
    if card["slot"] != "lord":
        return own
    controller = card.get("controller", card["owner"])
    strategists = [c for c in field_cards(state, controller, "strategist") if not state["cards"][c].get("face_down")]
    return max([own, *(intelligence(state, c) for c in strategists)])


def int_condition(state: dict, caster: str, definition: CardDef) -> int | None:
    """416, 802.17: the printed condition, +1 for each face-up 神算 General the caster controls
    (the same talent on different cards counts for each, 802.1c)."""
    if definition.int_condition is None:
        return None
    sages = sum(keyword_level(state, c, "神算") is not None for c in generals(state, caster))
    return definition.int_condition + sages


def legal_target(state: dict, caster: str, spec: Target, target: str, condition: int | None = None, source: str | None = None) -> bool:
    """110.8a: may ``caster`` designate ``target`` under ``spec``, with the intelligence
    ``condition`` of a Stratagem (None for abilities)? ``source`` is the definition of the
    General whose ability it is (for ``weaker``)."""
    if spec.kind == "player":
        if target not in state["seats"]:
            return False
        return on_side(state, caster, target, spec.side)
    card = state["cards"].get(target)
    if card is None or not card["zone"].endswith(".field") or card.get("slot") not in GENERAL_SLOTS or bool(card.get("face_down")) != spec.face_down:
        return False  # gone, or face down (unless a face-down one is wanted, 113.4)
    if spec.face_down:
        return on_side(state, caster, card.get("controller", card["owner"]), spec.side) and not (
            condition is not None and are_enemies(state, caster, card.get("controller", card["owner"])))  # 416.3f: no INT to check
    if spec.damaged and not card.get("counters", {}).get("permanent"):
        return False
    if spec.role is not None and card["slot"] != spec.role:
        return False
    if spec.weaker and not (source and current_requirement_total(state, target) < card_db()[source].requirement_total):
        return False
    if spec.troop is not None and spec.troop not in troops_of(state, target):
        return False
    if spec.max_requirement_total is not None and current_requirement_total(state, target) > spec.max_requirement_total:
        return False
    if spec.min_intelligence is not None and intelligence(state, target) < spec.min_intelligence:
        return False
    controller = card.get("controller", card["owner"])
    if not on_side(state, caster, controller, spec.side):
        return False
    if are_enemies(state, caster, controller) and condition is not None:  # 416.2, 416.5
        return condition >= target_intelligence(state, target)
    return True


def legal_targets(state: dict, caster: str, spec: Target | None, condition: int | None = None, source: str | None = None) -> list[str]:
    if spec is None:
        return []
    if spec.kind == "player":
        candidates = list(state["seats"])
    else:
        candidates = [c for p in state["seats"] for c in field_cards(state, p) if state["cards"][c].get("slot") in GENERAL_SLOTS]
    return [c for c in candidates if legal_target(state, caster, spec, c, condition, source)]


def stratagem_targets(state: dict, caster: str, definition: CardDef) -> list[str]:
    return legal_targets(state, caster, definition.target, int_condition(state, caster, definition))


def castable(state: dict, player: str, card_id: str, *, main: bool, chain_empty: bool) -> bool:
    """115.1, 501.5: may ``player`` cast this Stratagem (in hand or set) now?"""
    card = state["cards"][card_id]
    definition = card_db()[card["def"]]
    from_slot = card["zone"] == zone(player, "field")
    if not from_slot and free_slots(state, player, "stratagem") <= 0:
        return False  # 501.4: every slot is taken
    if definition.speed == "normal" and not (main and chain_empty):
        return False
    if definition.speed == "slow" and not (from_slot and not card.get("tapped")):
        return False
    return definition.target is None or bool(stratagem_targets(state, player, definition))


def cast_options(state: dict, player: str, *, main: bool) -> list[str]:
    chain_empty = not state["stack"]
    hand = state["zones"][zone(player, "hand")]["cards"]
    candidates = [c for c in hand if card_db()[state["cards"][c]["def"]].type == "stratagem"]
    candidates += [c for c in field_cards(state, player, "stratagem") if state["cards"][c].get("face_down")]
    return [c for c in candidates if castable(state, player, c, main=main, chain_empty=chain_empty)]


def cast(ctx: Ctx, player: str, card_id: str, targets: list[str]) -> None:
    """701.2a, 701.2d: the Stratagem goes to the end of the chain, face up, holding its slot."""
    chain_card = ctx.move(card_id, CHAIN, reason="cast")
    ctx.card(chain_card)["visible_to"] = PUBLIC
    ctx.state["stack"].append({"id": ctx.new_id("link"), "kind": "stratagem", "controller": player, "card": chain_card,
                               "slot": "stratagem", "targets": targets})  # fmt: skip
    ctx.emit("stratagem_cast", player=player, card=chain_card, definition=ctx.card(chain_card)["def"], targets=targets)
    designated_by_stratagem(ctx, player, targets)  # 410.3f


def resolve_stratagem(ctx: Ctx, link: dict) -> None:
    """705.2: check the targets (a), then do the text in order (c), then to the graveyard (f)."""
    player, card_id = link["controller"], link["card"]
    definition = card_db()[ctx.card(card_id)["def"]]
    condition = int_condition(ctx.state, player, definition)
    targets = [target for target in link["targets"] if legal_target(ctx.state, player, definition.target, target, condition)]
    owner_graveyard = zone(ctx.card(card_id)["owner"], "graveyard")
    if link["targets"] and not targets:
        ctx.emit("stratagem_fizzled", player=player, card=card_id, definition=definition.id)
        ctx.move(card_id, owner_graveyard, reason="destroyed")  # 804.5u
        return
    ctx.emit("stratagem_resolved", player=player, card=card_id, definition=definition.id)
    if definition.duration == "instant":
        run_steps(ctx, player, definition.steps, targets, card_id, then_move=(owner_graveyard, "resolved"))  # 705.2c, 705.2f
        return
    ctx.push("stratagem_enters", player=player, card=card_id, targets=targets)  # 501.6b-c: after its "when resolved" part
    run_steps(ctx, player, definition.steps, targets, card_id)


@PROCS.proc("stratagem_enters")
def stratagem_enters(ctx: Ctx, frame: dict) -> None:
    """501.6b-c: a lasting or permanent Stratagem takes its slot face up, keeping its targets; a
    lasting one notes the last turn of its time limit (804.5v)."""
    ctx.pop(frame)
    player = frame["player"]
    definition = card_db()[ctx.card(frame["card"])["def"]]
    card_id = ctx.move(frame["card"], zone(player, "field"), reason="enter")
    ctx.card(card_id).update(slot="stratagem", visible_to=PUBLIC, targets=frame["targets"])
    if definition.turns is not None:
        ctx.card(card_id)["last_turn"] = ctx.state["turn"]["number"] + definition.turns - 1
    ctx.emit("stratagem_entered", player=player, card=card_id, definition=definition.id)


def standing(state: dict, player: str) -> list[str]:
    """The player's lasting and permanent Stratagems on the field (face up in their slots)."""
    return [c for c in field_cards(state, player, "stratagem") if not state["cards"][c].get("face_down")]


def lost_targets(state: dict) -> list[str]:
    """804.5w, 501.7: standing Stratagems whose designated targets are all illegal now (the
    intelligence condition included)."""
    lost = []
    for player in state["seats"]:
        for card_id in standing(state, player):
            definition = card_db()[state["cards"][card_id]["def"]]
            targets = state["cards"][card_id].get("targets", [])
            condition = int_condition(state, player, definition)
            if targets and not any(legal_target(state, player, definition.target, t, condition) for t in targets):
                lost.append(card_id)
    return lost


def expired(state: dict) -> list[str]:
    """804.5v: lasting Stratagems whose time limit ends with this turn."""
    return [c for p in state["seats"] for c in standing(state, p) if state["cards"][c].get("last_turn", state["turn"]["number"] + 1) <= state["turn"]["number"]]
