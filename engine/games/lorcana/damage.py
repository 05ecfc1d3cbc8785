"""Dealing damage (9.1) through Resist (10.6): dealt damage is reduced by the target's Resist;
reduced to 0 means no damage was dealt (10.6.3). Putting or moving counters is not dealing (9.2)."""

from engine.core.context import Ctx

from .conditions import holds
from .filters import matches
from .statics import statics_in_play
from .stats import keyword_value


def deal_damage(ctx: Ctx, card_id: str, amount: int, source: str | None = None) -> int:
    return put_dealt_damage(ctx, card_id, after_resist(ctx.state, card_id, amount), source)


def after_resist(state: dict, card_id: str, amount: int) -> int:
    return max(0, amount - keyword_value(state, card_id, "resist"))


def put_dealt_damage(ctx: Ctx, card_id: str, dealt: int, source: str | None, in_challenge: bool = False) -> int:
    """Deal damage already reduced by Resist (`after_resist`); 0 deals none (10.6.3).
    `in_challenge`: the challenge damage itself (4.3.6.14), for "在挑战中造成伤害" triggers.
    A card that takes the damage instead gets as many counters put on it (7.7.2, 7.7.4: the
    damage was never dealt, so nothing that watches damage dealt triggers)."""
    protector = damage_taken_by(ctx.state, card_id) if dealt > 0 else None
    if protector is not None:
        ctx.add_counter(protector, "damage", dealt)  # put, not dealt: its own Resist does not apply (9.2)
        ctx.emit("damage_put", card=protector, amount=dealt, instead_of=card_id)
        return 0
    if dealt > 0:
        ctx.add_counter(card_id, "damage", dealt)
        ctx.emit("damage_dealt", card=card_id, amount=dealt, source=source, in_challenge=in_challenge, **ctx.named(card_id))
    return dealt


def damage_taken_by(state: dict, card_id: str) -> str | None:
    """The card whose "改为在这个角色上放置等量的伤害指示物" replaces damage to this one: the first in
    seat order if several could (7.7.5 lets the player choose; no card in our sets needs it)."""
    for source, controller, ability in statics_in_play(state):
        static = ability.static
        if static.takes_their_damage and source != card_id and matches(state, card_id, static.to, controller, source) and (
            holds(state, ability.condition, controller, source)
        ):
            return source
    return None


def damage_is_locked(state: dict) -> bool:
    """"伤害指示物不能被移去" in play: no effect removes or moves damage counters (moving removes
    them first, 9.3.1; 1.2.2: the prohibition beats the effect)."""
    return any(
        ability.static.flag == "damage_cannot_be_removed" and holds(state, ability.condition, controller, source)
        for source, controller, ability in statics_in_play(state)
    )


def remove_damage(ctx: Ctx, card_id: str, amount: int, by: str | None = None) -> int:
    """`by`: the player whose effect removes it ("每当你从…移去伤害时")."""
    removed = 0 if damage_is_locked(ctx.state) else min(amount, ctx.counter(card_id, "damage"))
    if removed:
        ctx.add_counter(card_id, "damage", -removed)
        ctx.emit("damage_removed", card=card_id, amount=removed, by=by)
    return removed
