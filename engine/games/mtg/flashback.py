"""Flashback (CR 702.34): "You may cast this card from your graveyard by paying [cost] rather than
its mana cost" and "if the flashback cost was paid, exile this card instead of putting it anywhere
else any time it would leave the stack" (702.34a). The card type's timing still applies (a
sorcery only at sorcery timing, CR 307.1); the flashback cost is an alternative cost (CR 118.9),
so the spell's own reductions and additional costs apply to it (CR 601.2f) and its mana value is
unchanged (CR 202.3). A spell cast this way was "cast from a graveyard" for the card's own text.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t

from .casting import can_cast_now
from .objects import definition
from .text import card_label
from .zones import EXILE, graveyard

OPTION = "flashback"


def flashback_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards in the player's graveyard they may cast now by flashback."""
    state = ctx.state
    return [{"id": f"{OPTION}:{c}", "label": t("mtg.option.flashback", card=card_label(state, c, player))}
            for c in state["zones"][graveyard(player)]["cards"]
            if definition(state, c).flashback and can_cast_now(ctx, player, c, sorcery_timing, sources, flashback=True)]  # fmt: skip


def leaves_stack_to(obj: dict, zone: str) -> str:
    """702.34a: a spell cast by flashback is exiled instead of going anywhere else; so is one an
    effect let its controller cast with "if that spell would be put into your graveyard, exile it
    instead" (CR 614.1a)."""
    if obj.get("flashback") or (obj.get("exile_instead") and zone.endswith(".graveyard")):
        return EXILE
    return zone
