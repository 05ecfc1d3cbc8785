"""Activated abilities (4.3.8, 7.5): "[cost] — [effect]". Only the active player, only in the main
phase with nothing resolving. A ⟳ cost needs the card ready and, for a character, dry (4.3.8.2,
6.1.4); items and locations can be used the turn they are played (4.3.8.3). The effect resolves
at once, not through the bag (8.7.2); triggers it causes wait until it has resolved (7.5.4)."""

from engine.core.context import Ctx

from .bag import settle
from .banish import banish
from .cardinfo import definition
from .ink import pay_ink, ready_ink
from .options import option
from .procs import PROCS


def can_activate(state: dict, player: str, card_id: str, index: int) -> bool:
    card = definition(state, card_id)
    ability = card.abilities[index]
    cost = ability.cost
    instance = state["cards"][card_id]
    drying = card.type == "character" and not instance.get("dry", False)
    if cost.exert and (instance.get("exerted") or drying):
        return False
    if drying and option(state, "drying_activated") == "forbidden":  # digest §12.12
        return False
    return ready_ink(state, player) >= cost.ink


def activatable(state: dict, player: str, card_id: str) -> list[int]:
    abilities = definition(state, card_id).abilities
    return [i for i, ability in enumerate(abilities) if ability.kind == "activated" and can_activate(state, player, card_id, i)]


@PROCS.proc("activate")
def activate(ctx: Ctx, frame: dict) -> None:
    player, card_id, index = frame["player"], frame["card"], frame["ability"]
    card = definition(ctx.state, card_id)
    cost = card.abilities[index].cost
    ctx.pop(frame)
    if cost.exert:
        ctx.card(card_id)["exerted"] = True
    pay_ink(ctx, player, cost.ink)
    ctx.emit("ability_activated", card=card_id, player=player, definition=card.id, ability=index)
    source = card_id
    if cost.banish_self:
        source = banish(ctx, card_id)
    settle(ctx)
    ctx.push("ability", definition=card.id, ability=index, source=source, controller=player)
