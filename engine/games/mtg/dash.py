"""Dash (CR 702.109). 702.109a: "Dash [cost]" means "You may cast this card by paying [cost]
rather than its mana cost", "If this spell's dash cost was paid, return the permanent this spell
becomes to its owner's hand at the beginning of the next end step" and "As long as this
permanent's dash cost was paid, it has haste." The dash cost is an alternative cost (CR 118.9)
with the spell's normal timing (the rulings).

Only the permanent the spell became has these (CR 400.7; a copy of it doesn't, the rulings): an
effect locked to that object; the return is a delayed trigger (CR 603.7) that does nothing once
the permanent has left the battlefield (the rulings).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.effects import add_effect
from engine.core.messages import t

from . import delayed
from .abilities import DelayedTrigger
from .casting import begin_cast_from, can_cast_now
from .objects import definition
from .text import card_label
from .zones import hand

OPTION = "dash"  # the priority option "dash:<card in hand>"
RETURN_IT = DelayedTrigger(step="delayed_trigger", at="next_end_step", effects=[{"step": "return_to_hand", "target": "chosen"}])


def dash_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards in the player's hand they may cast now for their dash costs."""
    state = ctx.state
    return [{"id": f"{OPTION}:{c}", "label": t("mtg.option.dash", card=card_label(state, c, player), cost=definition(state, c).dash)}
            for c in state["zones"][hand(player)]["cards"]
            if definition(state, c).dash and can_cast_now(ctx, player, c, sorcery_timing, sources, alternative="dash")]  # fmt: skip


def begin_dash(ctx: Ctx, player: str, card_id: str) -> None:
    begin_cast_from(ctx, player, card_id, free=False, alternative="dash")


def entered(ctx: Ctx, obj: dict, permanent: str) -> None:
    """The permanent a dashed spell became: haste for as long as it is that object, and its return
    to its owner's hand at the beginning of the next end step."""
    add_effect(ctx, source=permanent, controller=obj["controller"], cards=[permanent], modifier={"keyword": "haste"}, until=None)
    delayed.create(ctx, obj, RETURN_IT, [], permanent, [])
