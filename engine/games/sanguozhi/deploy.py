"""Putting Generals onto the field (500): dispatch (派遣) face up or face down, and flipping (翻转).

A dispatch is the active player's, in their main process with an empty chain, once per turn
(500.1a-b, 605.3). Face up, the General needs an empty slot of the declared role, its authority
requirement met (412.5a) and no same-name General face up on any player's field unless it has a
copy-limit symbol (500.4, 403.1a). Face down, only the slot is declared: no name, no requirement
(500.5c, 701.2c, 412.6c). Either way the General goes to the chain (701.2b-c) and enters its slot
when the chain resolves (705.4).

A face-down General on the field may be flipped by any player holding the action right with an
empty chain (115.1b): its controller declares it, discards one 虎符 Authority from hand (500.1f)
and the requirement and same-name checks apply as for a dispatch (701.2h). It goes to the chain
(113.1c), losing its role there (107.3), and comes back face up into the same kind of slot.
"""

from engine.core.context import PUBLIC, Ctx

from .actions import KEPT_ON_THE_WAY
from .authority import face_values, requirement_met
from .cards import card_db
from .factions import entered
from .zones import CHAIN, GENERAL_SLOTS, field_cards, free_slots, generals, zone


def same_name_in_play(state: dict, definition_id: str) -> bool:
    """500.4: a face-up General of the same name on any player's field (a dispatch or a flip needs
    an empty chain, so no General is on its way there)."""
    definition = card_db()[definition_id]
    if definition.copy_limit is not None:
        return False
    for player in state["seats"]:
        for card_id in generals(state, player):
            card = state["cards"][card_id]
            if not card.get("face_down") and card_db()[card["def"]].name == definition.name:
                return True
    return False


def can_enter_face_up(state: dict, player: str, definition_id: str) -> bool:
    """The checks of a face-up dispatch or a flip (412.5a, 500.4)."""
    definition = card_db()[definition_id]
    return requirement_met(definition.requirement, face_values(state, player)) and not same_name_in_play(state, definition_id)


def placements(state: dict, player: str, card_id: str) -> list[tuple[str, bool]]:
    """(slot, face_up) for every way the General may be dispatched or placed: a free slot
    (500.3), face up only when its checks pass (412.5a, 500.4) and in the role it may take
    (200.7), face down always (500.1d: its text is not checked, 112.2)."""
    slots = [slot for slot in GENERAL_SLOTS if free_slots(state, player, slot) > 0]
    definition = card_db()[state["cards"][card_id]["def"]]
    face_up_ok = can_enter_face_up(state, player, definition.id)
    return [(slot, face_up) for slot in slots for face_up in ((True, False) if face_up_ok and definition.only_role in (None, slot) else (False,))]


def dispatch_options(state: dict, player: str) -> list[tuple[str, str, bool]]:
    """(card, slot, face_up) for every legal dispatch from hand."""
    hand = state["zones"][zone(player, "hand")]["cards"]
    return [(card_id, slot, face_up) for card_id in hand if card_db()[state["cards"][card_id]["def"]].type == "general"
            for slot, face_up in placements(state, player, card_id)]  # fmt: skip


def dispatch(ctx: Ctx, player: str, card_id: str, slot: str, face_up: bool, skills: dict | None = None) -> None:
    """500.1a-b, 701.2b-c: the General goes to the chain for the declared slot, with the targets
    designated for its skills (abilities.py)."""
    ctx.player(player)["dispatched"] = True
    if face_up:
        chain_card = ctx.move(card_id, CHAIN, reason="dispatch", keep=KEPT_ON_THE_WAY)
    else:
        chain_card = ctx.move(card_id, CHAIN, reason="dispatch", face_down=True, keep=KEPT_ON_THE_WAY)
        ctx.card(chain_card)["visible_to"] = [player]  # its owner knows what they dispatched
    ctx.state["stack"].append({"id": ctx.new_id("link"), "kind": "general", "controller": player, "card": chain_card,
                               "slot": slot, "face_down": not face_up, "skills": skills or {}})  # fmt: skip
    ctx.emit("general_dispatched", player=player, card=chain_card, slot=slot, face_down=not face_up,
             **({"definition": ctx.card(chain_card)["def"]} if face_up else {}))  # fmt: skip


def tiger_tallies(state: dict, player: str) -> list[str]:
    return [c for c in state["zones"][zone(player, "hand")]["cards"]
            if card_db()[state["cards"][c]["def"]].authority_type == "tiger"]  # fmt: skip


def flip_options(state: dict, player: str) -> list[str]:
    """Face-down Generals of the player that may be flipped now (500.1f, 701.2h)."""
    if not tiger_tallies(state, player):
        return []
    return [card_id for card_id in field_cards(state, player) if state["cards"][card_id].get("face_down")
            and state["cards"][card_id]["slot"] in GENERAL_SLOTS and can_enter_face_up(state, player, state["cards"][card_id]["def"])]  # fmt: skip


def flip(ctx: Ctx, player: str, card_id: str, tally: str, skills: dict) -> None:
    """701.2h: discard the 虎符, then the General goes face up to the chain keeping its slot kind."""
    slot = ctx.card(card_id)["slot"]
    ctx.move(tally, zone(player, "graveyard"), reason="flip_cost")
    chain_card = ctx.move(card_id, CHAIN, reason="flip", keep=KEPT_ON_THE_WAY)
    ctx.state["stack"].append({"id": ctx.new_id("link"), "kind": "general", "controller": player, "card": chain_card,
                               "slot": slot, "face_down": False, "flipped": True, "skills": skills})  # fmt: skip
    ctx.emit("general_flipped", player=player, card=chain_card, definition=ctx.card(chain_card)["def"])


def general_enters(ctx: Ctx, link: dict) -> str:
    """705.4: the General resolves into its slot on its controller's field, face up or face down;
    a placed one (500.1c) comes the same way straight from the hand."""
    player = link["controller"]
    card_id = ctx.move(link["card"], zone(player, "field"), reason="enter", face_down=link["face_down"], keep=KEPT_ON_THE_WAY)
    card = ctx.card(card_id)
    card["slot"] = link["slot"]
    if link["face_down"]:
        card["visible_to"] = [player]  # the owner may look at their face-down Generals (digest §12.2 item 22)
    else:
        card["visible_to"] = PUBLIC
    ctx.emit("general_entered", player=player, card=card_id, slot=link["slot"], face_down=link["face_down"],
             **({} if link["face_down"] else {"definition": card["def"]}))  # fmt: skip
    entered(ctx, card_id, player)  # 410.3m
    return card_id

