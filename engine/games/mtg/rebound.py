"""Rebound (CR 702.88). 702.88a: "If this spell was cast from your hand, instead of putting it into
your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost." A spell that doesn't resolve (countered, its targets
gone) goes to the graveyard as usual (the rulings); the delayed trigger (CR 603.7) casts it during
its resolution, ignoring timing (CR 608.2g), or the player declines and it stays exiled. Cast so, it
was not cast from the hand: it goes to the graveyard as it resolves.
"""

from __future__ import annotations

from engine.core.context import Ctx

from . import adventures, delayed
from .abilities import DelayedTrigger
from .zones import EXILE

# "you may cast this card from exile without paying its mana cost", the card it exiled being "chosen"
CAST_IT = DelayedTrigger(step="delayed_trigger", at="your_next_upkeep", effects=[{"step": "cast_without_paying", "target": "chosen"}])


def rebounds(obj: dict, printed) -> bool:
    return printed.rebound and bool(obj.get("cast_from_hand"))


def exile(ctx: Ctx, obj: dict) -> None:
    """702.88a: exile the resolving spell, and make the delayed trigger that may cast it."""
    exiled = adventures.leave_stack(ctx, obj, EXILE, "rebound", resolved=True)
    delayed.create(ctx, obj, CAST_IT, [], exiled, [])
