"""Pending effect items: an effect of a card that has triggered and waits to be resolved.

Each effect of a card triggers at most once per turn (2.0.5): `card["used"]` lists the indexes
of its effects that did, and is cleared at the end of the turn. A declined optional effect still
counts (option `declined_counts_as_used`, digest A11).
"""

from engine.core.context import Ctx

from .cards import Effect, card_db
from .options import option


def effect_of(item: dict) -> Effect:
    return card_db()[item["def"]].effects[item["effect"]]


def mark_used(ctx: Ctx, card_id: str, index: int) -> None:
    card = ctx.card(card_id)
    used = card.setdefault("used", [])
    if index not in used:
        used.append(index)


def new_item(ctx: Ctx, card_id: str, index: int, timing: str, **extra) -> dict:
    card = ctx.card(card_id)
    return {"id": ctx.new_id("item"), "source": card_id, "def": card["def"], "effect": index,
            "controller": card["owner"], "timing": timing, **extra}  # fmt: skip


def trigger(ctx: Ctx, card_id: str | None, timing: str) -> list[dict]:
    """Items for the card's effects with `timing` that have not triggered this turn (2.0.5)."""
    if card_id is None or not ctx.exists(card_id):
        return []
    card = ctx.card(card_id)
    items = []
    for index, effect in enumerate(card_db()[card["def"]].effects):
        if timing in effect.timings and index not in card.get("used", []):
            items.append(new_item(ctx, card_id, index, timing))
            if option(ctx.state, "declined_counts_as_used"):
                mark_used(ctx, card_id, index)
    return items
