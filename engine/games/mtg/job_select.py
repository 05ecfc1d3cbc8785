"""Job select (CR 702.182): a triggered ability of an Equipment. "Job select" means "When this
Equipment enters, create a 1/1 colorless Hero creature token, then attach this Equipment to it"
(702.182a). The Hero enters as a plain 1/1 (abilities that trigger on it entering see a 1/1),
then the Equipment attaches; the Equipment stays if the Hero leaves (release notes). A card says
it with ``keywords = ["job_select"]``; the ability is the rules', so it has a key of its own.
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx

from .abilities import Ability
from .objects import definition
from .zones import controller_of

KEY = "job_select"  # the ability key of its trigger
ABILITY = Ability.model_validate({
    "kind": "triggered", "trigger": {"event": "enters", "self": True},
    "effects": [{"step": "create_token", "token": "token-hero", "attach_source": True}],
})  # fmt: skip


def entered(ctx: Ctx, card_id: str) -> None:
    """CR 603.6a: the Equipment that just entered triggers its own Job select."""
    state = ctx.state
    if "job_select" in definition(state, card_id).keywords:
        core_triggers.add_trigger(ctx, controller_of(state, card_id), card_id, KEY, definition=state["cards"][card_id]["def"])
