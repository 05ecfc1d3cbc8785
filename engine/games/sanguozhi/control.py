"""Control change (控制权, 805) and defectors (逃降将领, 805.3a).

A card's controller is its owner unless an effect says otherwise (805.1). An effect that gives a
player control of a General on the field moves it, as the same card with its damage and state,
to that player's field (805.2a), into a General slot the new controller chooses (805.2c). Nothing
happens when the player may not control it (a 忠义 General and an enemy player, 802.16b, 805.2b)
or has no free General slot for it (805.2d). A General controlled by someone other than its owner
is a defector: it ignores authority (412.6b, rule_effects.py), and it returns to its owner's hand
as soon as it has 忠义 (804.5n, 805.3a). A member taken from a Formation is no longer in it
(formation_state.members only counts its owner's field).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import leave_field, untap
from .equipment import equipment
from .factions import left_field
from .procs import PROCS
from .stats import controller_of, keyword_level
from .teams import are_enemies
from .text import slot_name
from .zones import GENERAL_SLOTS, free_slots, zone

LOYALTY = "忠义"
UNTIL_END = "control_until_end_of_turn"  # card field: its control change ends with the turn


def is_defector(state: dict, card_id: str) -> bool:
    """805.3a: a General whose controller is not its owner."""
    return controller_of(state, card_id) != state["cards"][card_id]["owner"]


def may_control(state: dict, card_id: str, player: str) -> bool:
    """802.16b, 805.2b: an enemy player cannot control a 忠义 General."""
    return not are_enemies(state, state["cards"][card_id]["owner"], player) or keyword_level(state, card_id, LOYALTY) is None


def loyal_defectors(state: dict, cards: list[str]) -> list[str]:
    """804.5n: the defectors among ``cards`` that have 忠义 (their own or granted)."""
    return [c for c in cards if is_defector(state, c) and keyword_level(state, c, LOYALTY) is not None]


def take_control(ctx: Ctx, player: str, card_id: str, until_end_of_turn: bool = False) -> None:
    """805.2: ``player`` gains control of the General, if it may and has a slot for it."""
    ctx.push("take_control", player=player, card=card_id, until_end_of_turn=until_end_of_turn)


@PROCS.proc("take_control")
def take_control_proc(ctx: Ctx, frame: dict) -> None:
    state, player, card_id = ctx.state, frame["player"], frame["card"]
    if not ctx.exists(card_id) or controller_of(state, card_id) == player or not may_control(state, card_id, player):
        ctx.pop(frame)
        ctx.emit("control_unchanged", card=card_id, player=player)  # 805.2b
        return
    slots = [slot for slot in GENERAL_SLOTS if free_slots(state, player, slot) > 0]
    if not slots:
        ctx.pop(frame)
        ctx.emit("control_unchanged", card=card_id, player=player)  # 805.2d
        return
    options = [{"id": slot, "label": slot_name(slot)} for slot in slots]
    choice = ctx.choose(frame, player, "choose_option", "control_slot", make_ask(t("sanguozhi.prompt.control_slot"), options))
    if choice is None:
        return
    ctx.pop(frame)
    move_to_controller(ctx, card_id, player, choice[0])
    if frame["until_end_of_turn"]:
        ctx.card(card_id)[UNTIL_END] = True


def end_of_turn(ctx: Ctx) -> None:
    """805.3: control "until the end of the turn" ends; a General whose controller loses control
    of it returns to its owner's hand (a General leaving the field, 410.3j)."""
    for card_id in [c for c, card in ctx.state["cards"].items() if card.get(UNTIL_END)]:
        card, controller = dict(ctx.card(card_id)), controller_of(ctx.state, card_id)
        ctx.emit("control_ended", card=card_id, player=card["owner"], definition=card["def"])
        leave_field(ctx, card_id, "hand", reason="control_ended")
        left_field(ctx, card, controller)


def move_to_controller(ctx: Ctx, card_id: str, player: str, slot: str) -> None:
    """805.2a: the same card (its id, damage and timestamp stay, 808.3a) moves to the new
    controller's field, with the Treasures lying under it (502.4); a tapped one is untapped first
    (111.3c)."""
    card = ctx.card(card_id)
    previous = controller_of(ctx.state, card_id)
    for moving in [card_id, *equipment(ctx.state, card_id)]:
        _change_field(ctx, moving, player)
    card["slot"] = slot
    ctx.emit("control_changed", card=card_id, player=player, previous=previous, slot=slot, definition=card["def"])


def _change_field(ctx: Ctx, card_id: str, player: str) -> None:
    card = ctx.card(card_id)
    untap(ctx, card_id)  # 111.3c
    ctx.state["zones"][card["zone"]]["cards"].remove(card_id)
    card["zone"] = zone(player, "field")
    ctx.state["zones"][card["zone"]]["cards"].append(card_id)
    if player == card["owner"]:
        card.pop("controller", None)
        card.pop(UNTIL_END, None)
    else:
        card["controller"] = player
