"""Cost reductions (4.3.4.5): the total cost is the ink cost (or an alternate cost such as Shift)
minus reductions, never below 0. Reductions come from static abilities of your cards in play,
from the card itself while in hand (7.6.5), and from one-shot effects ("the next character you
play this turn costs 1 less"), which are used up by the next matching card played."""

from engine.core.context import Ctx

from .abilities import Filter
from .conditions import holds
from .filters import matches
from .statics import count_per, definitions_with_statics, static_abilities, statics_in_play


def _static_reductions(state: dict, player: str, card_id: str) -> int:
    total = 0
    for source, controller, ability in statics_in_play(state):
        static = ability.static
        if controller != player or not static.cost_reduction or static.to is None:
            continue
        if matches(state, card_id, static.to, player, source) and holds(state, ability.condition, player, source):
            total += static.cost_reduction
    definition_id = state["cards"][card_id]["def"]
    if definition_id in definitions_with_statics():
        for ability in static_abilities(definition_id):  # the card's own, from hand
            static = ability.static
            if static.cost_reduction and static.to is None and holds(state, ability.condition, player, card_id):
                times = 1 if static.per is None else count_per(state, static.per, player, card_id)
                total += static.cost_reduction * times
    return total


def pending_reductions(state: dict, player: str, card_id: str) -> list[dict]:
    if "next_cost" not in state["data"]:
        return []
    return [
        entry for entry in state["data"].get("next_cost", [])
        if entry["player"] == player and matches(state, card_id, Filter(**entry["filter"]), player, None)
    ]  # fmt: skip


def free_from_hand(state: dict, player: str, card_id: str) -> bool:
    """The card's own "你便可以免费打出这个角色" holds: its ink cost is ignored (4.3.4.10)."""
    return any(
        ability.static.free_play and holds(state, ability.condition, player, card_id)
        for ability in static_abilities(state["cards"][card_id]["def"])
    )


def costs_printed(state: dict, player: str) -> bool:
    """Nothing in play or pending lowers the cost of the player's cards, except perhaps a card's
    own ability from hand (4.3.4.5)."""
    pending = state["data"].get("next_cost")
    if pending and any(entry["player"] == player for entry in pending):
        return False
    statics = statics_in_play(state)
    return not statics or not any(controller == player and ability.static.cost_reduction for _, controller, ability in statics)


def total_cost(state: dict, player: str, card_id: str, base: int) -> int:
    if state["cards"][card_id]["def"] in definitions_with_statics() and free_from_hand(state, player, card_id):
        return 0
    reduction = 0
    if statics_in_play(state) or state["cards"][card_id]["def"] in definitions_with_statics():  # most often neither
        reduction += _static_reductions(state, player, card_id)
    if "next_cost" in state["data"]:
        for entry in pending_reductions(state, player, card_id):
            reduction += entry["amount"]
    return max(0, base - reduction)


def use_pending(ctx: Ctx, player: str, card_id: str) -> None:
    """Playing a matching card uses up the one-shot reductions it benefited from."""
    used = pending_reductions(ctx.state, player, card_id)
    if used:
        ctx.state["data"]["next_cost"] = [e for e in ctx.state["data"]["next_cost"] if e not in used]


def add_pending(ctx: Ctx, player: str, amount: int, flt: Filter) -> None:
    ctx.state["data"].setdefault("next_cost", []).append(
        {"player": player, "amount": amount, "filter": flt.model_dump(exclude_defaults=True)}
    )


def end_of_turn(ctx: Ctx) -> None:
    """Unused "this turn" reductions and floating triggers end with the turn (4.4.1.3, 7.4.7)."""
    ctx.state["data"].pop("next_cost", None)
    ctx.state["data"].pop("floating", None)

