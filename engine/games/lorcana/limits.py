"""Filters bounded by another card's value, read as the step resolves (1.2.4): "费用等于或小于这个
角色 ¤ 的物品", "¤ 小于该角色的角色", "费用相等或较少的角色", "与被驱逐的角色名称相同的角色". The bound
comes from the source in play or from the card the step before chose or paid with (`previous`; a
card that left play is read as it is now, in its new zone)."""

from engine.core.context import Ctx

from .abilities import Filter
from .banish import is_in_play
from .cardinfo import definition
from .stats import stat

NOTHING = {"max_cost": -1, "max_strength": -1, "name": ""}  # no card to read: nothing qualifies


def bounded(ctx: Ctx, frame: dict, flt: Filter) -> Filter:
    """The filter with its limit replaced by the concrete bound."""
    limit = flt.limit
    if limit is None:
        return flt
    source = frame.get("source")
    if limit.of == "self":
        cards = [source] if source and is_in_play(ctx.state, source) else []
    else:
        cards = [c for c in frame.get("previous", []) if c in ctx.state["cards"]]
    if not cards:
        return flt.model_copy(update={"limit": None, limit.bound: NOTHING[limit.bound]})
    card = definition(ctx.state, cards[0])
    if limit.stat == "name":
        value = card.name
    else:
        value = card.cost if limit.stat == "cost" else stat(ctx.state, cards[0], limit.stat)
        value -= 1 if limit.less_than else 0
    return flt.model_copy(update={"limit": None, limit.bound: value})
