"""Stratagems (谋略, 501): setting, casting with speeds, targets with the intelligence condition,
and resolving an instant Stratagem.

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

from .actions import change_provisions, draw, tap
from .cards import CardDef, card_db
from .factions import designated_by_stratagem
from .stats import intelligence
from .zones import CHAIN, GENERAL_SLOTS, field_cards, free_slots, zone


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


def legal_target(state: dict, caster: str, definition: CardDef, target: str) -> bool:
    spec = definition.target
    if spec.kind == "player":
        if target not in state["seats"]:
            return False
        return spec.side == "any" or (target == caster) == (spec.side == "own")
    card = state["cards"].get(target)
    if card is None or not card["zone"].endswith(".field") or card.get("slot") not in GENERAL_SLOTS or card.get("face_down"):
        return False  # gone, or face down: no INT to check (416.3f)
    controller = card.get("controller", card["owner"])
    if spec.side != "any" and (controller == caster) != (spec.side == "own"):
        return False
    if controller != caster and definition.int_condition is not None:  # 416.2, 416.5
        return definition.int_condition >= target_intelligence(state, target)
    return True


def legal_targets(state: dict, caster: str, definition: CardDef) -> list[str]:
    if definition.target is None:
        return []
    if definition.target.kind == "player":
        candidates = list(state["seats"])
    else:
        candidates = [c for p in state["seats"] for c in field_cards(state, p) if state["cards"][c].get("slot") in GENERAL_SLOTS]
    return [c for c in candidates if legal_target(state, caster, definition, c)]


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
    return definition.target is None or bool(legal_targets(state, player, definition))


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
    targets = [target for target in link["targets"] if legal_target(ctx.state, player, definition, target)]
    owner_graveyard = zone(ctx.card(card_id)["owner"], "graveyard")
    if link["targets"] and not targets:
        ctx.emit("stratagem_fizzled", player=player, card=card_id, definition=definition.id)
        ctx.move(card_id, owner_graveyard, reason="destroyed")  # 804.5u
        return
    ctx.emit("stratagem_resolved", player=player, card=card_id, definition=definition.id)
    for step in definition.steps:
        STEPS[step.step](ctx, player, step, targets)
    ctx.move(card_id, owner_graveyard, reason="resolved")


def _damage(ctx: Ctx, player: str, step, targets: list[str]) -> None:
    """117.6: combat damage (cleared in the cleanup phase) or permanent damage to each target."""
    counter = "damage" if step.kind == "combat" else "permanent"
    for target in targets:
        ctx.add_counter(target, counter, step.amount)
        ctx.card(target)["damaged_by"] = player  # who dealt the lethal damage, for 804.5h
        ctx.emit("general_damaged", card=target, amount=step.amount, kind=step.kind, definition=ctx.card(target)["def"])


def _provisions(ctx: Ctx, player: str, step, targets: list[str]) -> None:
    for who in targets if step.who == "target" else [player]:
        change_provisions(ctx, who, step.amount, reason="effect")


def _draw(ctx: Ctx, player: str, step, targets: list[str]) -> None:
    draw(ctx, player, step.count)


def _tap(ctx: Ctx, player: str, step, targets: list[str]) -> None:
    for target in targets:
        if not ctx.card(target).get("tapped"):
            tap(ctx, target)


# One small function per effect step type (cards.py: Step); tests/games/sanguozhi/test_steps.py has one test each.
STEPS = {"damage": _damage, "provisions": _provisions, "draw": _draw, "tap": _tap}
