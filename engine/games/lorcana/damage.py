"""Dealing damage (9.1) through Resist (10.6): dealt damage is reduced by the target's Resist;
reduced to 0 means no damage was dealt (10.6.3). Putting or moving counters is not dealing (9.2)."""

from engine.core.context import Ctx

from .stats import keyword_value


def deal_damage(ctx: Ctx, card_id: str, amount: int, source: str | None = None) -> int:
    dealt = max(0, amount - keyword_value(ctx.state, card_id, "resist"))
    if dealt > 0:
        ctx.add_counter(card_id, "damage", dealt)
        ctx.emit("damage_dealt", card=card_id, amount=dealt, source=source)
    return dealt


def remove_damage(ctx: Ctx, card_id: str, amount: int) -> int:
    removed = min(amount, ctx.counter(card_id, "damage"))
    if removed:
        ctx.add_counter(card_id, "damage", -removed)
        ctx.emit("damage_removed", card=card_id, amount=removed)
    return removed
