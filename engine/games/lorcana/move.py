"""Moving a character to a location (4.3.7): one of your characters to one of your locations
(4.3.7.1), paying the location's move cost (4.3.7.4), less what its own abilities take off; no dry or ready requirement (6.1.4 limits
only quest, challenge and ⟳), and moving does not exert. Triggers then resolve (4.3.7.5)."""

from engine.core.context import Ctx

from .bag import settle
from .cardinfo import definition
from .conditions import holds
from .filters import matches
from .ink import pay_ink, ready_ink
from .procs import PROCS
from .statics import definitions_with_statics, static_abilities, statics_in_play
from .zones import in_play, zone_owner


def move_cost(state: dict, character: str, location: str) -> int:
    """The ink paid to move this character to this location (4.3.7.4): the printed move cost,
    lowered by the location's own "移至此处" abilities ("少支付 N", "免费") and by its player's
    other cards' "你少支付 N ⬡ 来将你的角色移至地点"."""
    cost = definition(state, location).move_cost - _reductions_to_any_location(state, character)
    definition_id = state["cards"][location]["def"]
    if definition_id not in definitions_with_statics():
        return max(0, cost)
    controller = zone_owner(state["cards"][location]["zone"])
    for ability in static_abilities(definition_id):
        static = ability.static
        if not (static.free_move or static.move_cost_reduction):
            continue
        if static.to is not None and not matches(state, character, static.to, controller, location):
            continue
        if holds(state, ability.condition, controller, location):
            cost = 0 if static.free_move else cost - static.move_cost_reduction
    return max(0, cost)


def _reductions_to_any_location(state: dict, character: str) -> int:
    mover = zone_owner(state["cards"][character]["zone"])
    total = 0
    for source, controller, ability in statics_in_play(state):
        static = ability.static
        if not static.move_cost_reduction or controller != mover or definition(state, source).type == "location":
            continue
        if matches(state, character, static.to, controller, source) and holds(state, ability.condition, controller, source):
            total += static.move_cost_reduction
    return total


def moves(state: dict, player: str) -> list[tuple[str, str]]:
    """(character, location) pairs the player can move now."""
    locations, characters = [], []
    for card_id in in_play(state, player):
        kind = definition(state, card_id).type
        if kind == "character":
            characters.append(card_id)
        elif kind == "location":
            locations.append(card_id)
    if not locations:
        return []
    ink = ready_ink(state, player)
    return [
        (c, loc) for c in characters for loc in locations
        if state["cards"][c].get("at_location") != loc and move_cost(state, c, loc) <= ink
    ]  # fmt: skip


@PROCS.proc("move")
def move(ctx: Ctx, frame: dict) -> None:
    player, character, location = frame["player"], frame["card"], frame["location"]
    ctx.pop(frame)
    pay_ink(ctx, player, move_cost(ctx.state, character, location))
    ctx.card(character)["at_location"] = location
    ctx.emit("character_moved", card=character, location=location, player=player)
    settle(ctx)
