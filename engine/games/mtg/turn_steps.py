"""Moving from one step to the next (CR 500.2, 500.4): mana empties, the step is announced."""

from engine.core.context import Ctx

from .mana import empty_pools


def begin_step(ctx: Ctx, step: str, **data) -> None:
    empty_pools(ctx)  # 500.4: at the end of each step and phase
    ctx.state["turn"]["step"] = step
    ctx.emit("step_started", step=step, player=ctx.state["turn"]["active"], **data)


def no_combat() -> dict:
    """``state["turn"]["combat"]`` outside combat: no attackers, no blockers (CR 506.4, 511.3)."""
    return {"attackers": {}, "blockers": {}, "first_strikers": []}
